# Tank Battle : les textes des leçons.

## Leçon 1 : des chars qui bougent comme la dame

tank-battle-l01-title = Comme la dame des échecs
tank-battle-l01-summary = Tout droit ou en diagonale, aussi loin qu’on veut… sauf si quelque chose bloque.
tank-battle-l01-hello = Dans Tank Battle, chaque char bouge comme la dame des échecs. Regarde ton char en C4.
tank-battle-l01-lines = Il va en ligne droite, aussi loin qu’il veut : en haut, en bas, sur les côtés ou en diagonale.
tank-battle-l01-mines = Les cases noires sont des mines. Un char ne va jamais sur une mine, et il ne passe jamais par-dessus.
tank-battle-l01-red = Les cases rouges forment la zone contaminée, au milieu. Un char ordinaire n’a pas le droit d’y entrer.
tank-battle-l01-find = Touche toutes les cases où ce char peut aller.
tank-battle-l01-find-hint = Suis chaque ligne droite depuis C4, et arrête-toi avant une mine, une case rouge ou un char.
tank-battle-l01-tanks-block = Un char ne saute pas non plus par-dessus un autre char. Mais il peut prendre un char ennemi en s’arrêtant sur sa case.
tank-battle-l01-capture = Prends le char noir en F4.
tank-battle-l01-capture-hint = Glisse ton char vers la droite, jusqu’au char noir.
tank-battle-l01-done = Bravo ! Le char pris quitte le plateau. Chaque prise affaiblit l’armée adverse.

## Leçon 2 : la route du commandant

tank-battle-l02-title = La route du commandant
tank-battle-l02-summary = Seul le commandant traverse la zone rouge.
tank-battle-l02-hello = Ton commandant est en H6. Il a un privilège : lui seul peut entrer dans la zone rouge et la traverser.
tank-battle-l02-ordinary = D’abord, le char ordinaire en H7 : touche toutes les cases où il peut aller.
tank-battle-l02-commander = Maintenant, regarde le commandant : ses routes passent à travers la zone rouge.
tank-battle-l02-find = Touche toutes les cases où le commandant peut aller.
tank-battle-l02-park = Gare ton commandant dans la zone rouge, en F6.
tank-battle-l02-park-hint = Glisse le commandant vers la gauche, de deux cases.
tank-battle-l02-safe = Dans la zone rouge, ton commandant ne peut pas être pris : aucun char ordinaire n’y entre, et deux commandants ne se prennent pas là.
tank-battle-l02-cross = Traverse maintenant jusqu’en D6, de l’autre côté de la zone.
tank-battle-l02-cross-hint = Continue vers la gauche, jusqu’à la case juste avant la mine.
tank-battle-l02-road = La zone rouge est une route sûre pour ton commandant. Sers-t’en pour traverser le plateau !

## Leçon 3 : compter les points

tank-battle-l03-title = Compter les points
tank-battle-l03-summary = Qui a gagné ? On compte chaque char.
tank-battle-l03-hello = La partie est finie : tous les chars noirs sont dans la base blanche. Comptons les points.
tank-battle-l03-rules = Un commandant sur le rond de l’autre : 3 points. Un commandant ailleurs dans la base de l’autre : 2 points. Un char ordinaire dans la base de l’autre : 2 points. Tout autre char encore en vie : 1 point.
tank-battle-l03-domain = Le rond de chaque armée est dans son coin : K1 pour les Blancs, A11 pour les Noirs.
tank-battle-l03-black = Combien de points pour les Noirs ?
tank-battle-l03-black-hint = Le commandant noir est sur le rond blanc, et deux chars noirs sont dans la base blanche.
tank-battle-l03-white = Et combien pour les Blancs ?
tank-battle-l03-white-hint = Le commandant blanc est dans la base noire, mais pas sur le rond. Les deux autres chars blancs sont ailleurs.
tank-battle-l03-winner = Les Noirs gagnent, 7 à 4 ! Rentrer dans la base rapporte, mais un char encore en vie vaut toujours 1 point.
