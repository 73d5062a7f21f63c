# Tank Battle : les règles du jeu et les textes des leçons.

## Les règles (rules.toml)

tank-battle-rule-pieces = Chaque joueur a 14 chars : 13 chars ordinaires et 1 commandant.
tank-battle-rule-start = Au départ, chaque armée remplit sa base, en escalier dans son coin. Le commandant est sur le cercle du domaine.
tank-battle-rule-turns = Les Blancs commencent. Puis chacun déplace un seul char à son tour.
tank-battle-rule-queen-move = Un char va tout droit ou en diagonale, aussi loin qu’il veut.
tank-battle-rule-mines = Les cases noires sont des mines. Un char ne s’y pose jamais et ne passe jamais par-dessus.
tank-battle-rule-no-jump = Un char ne saute jamais par-dessus un autre char.
tank-battle-rule-red-zone = Seul le commandant peut entrer dans la zone rouge ou la traverser.
tank-battle-rule-red-safe = Dans la zone rouge, deux commandants ne se prennent pas. Là, un commandant ne peut pas être pris.
tank-battle-rule-capture = Un char qui s’arrête sur un char adverse le prend.
tank-battle-rule-base-stay = Un char entré dans la base adverse n’en sort plus. Il peut encore bouger à l’intérieur.
tank-battle-rule-end = Tous les chars encore en vie d’un joueur sont dans la base adverse ? La partie s’arrête.
tank-battle-rule-no-tank = Un joueur n’a plus aucun char ? La partie s’arrête aussi.
tank-battle-rule-score = Le commandant sur le cercle du domaine adverse vaut 3 points. Un char dans la base adverse vaut 2 points. Tout autre char vaut 1 point.
tank-battle-rule-winner = Le plus de points gagne.
tank-battle-rule-draw = Autant de points chacun : match nul.
tank-battle-rule-pass = Un joueur qui ne peut pas bouger passe son tour. Deux passes de suite finissent la partie.
tank-battle-rule-move-limit = Après 300 coups en tout, la partie s’arrête et on compte les points.

## Leçon 1 : des chars qui bougent comme la dame

tank-battle-l01-title = Comme la dame des échecs
tank-battle-l01-summary = Tout droit ou en diagonale, aussi loin qu’on veut… sauf si quelque chose bloque.
tank-battle-l01-hello = Bienvenue dans Tank Battle ! Ton char en C4 va tout droit ou en diagonale, aussi loin qu’il veut.
tank-battle-l01-forbidden = Les cases noires sont des mines. Ton char ne s’y pose jamais et ne passe jamais par-dessus.
tank-battle-l01-red = Les cases rouges forment la zone rouge. Un char ordinaire n’y entre jamais et ne la traverse pas.
tank-battle-l01-find = Touche toutes les cases où ton char peut aller.
tank-battle-l01-find-hint = Suis chaque ligne depuis C4. Arrête-toi avant une mine ou une case rouge.
tank-battle-l01-tanks-block = Voici un char noir en F4. Un char ne saute jamais par-dessus un autre char.
tank-battle-l01-capture = Mais ton char peut s’arrêter sur un char adverse : il le prend.
tank-battle-l01-find-again = Où ton char peut-il aller maintenant ? Touche toutes ses cases.
tank-battle-l01-find-again-hint = Vers la droite, tu peux prendre le char noir, mais pas aller plus loin.
tank-battle-l01-take = Prends le char noir.
tank-battle-l01-take-hint = Glisse ton char vers la droite, jusqu’au char noir.
tank-battle-l01-trip = Ton char est en F4. La case A8 est au bord de la base noire, en gris.
tank-battle-l01-trip-go = Amène ton char en A8, en deux coups.
tank-battle-l01-trip-go-hint = Va d’abord tout à gauche, puis monte tout droit.

## Leçon 2 : la route du commandant

tank-battle-l02-title = La route du commandant
tank-battle-l02-summary = Seul le commandant traverse la zone rouge, et là, il est à l’abri.
tank-battle-l02-hello = Ton commandant est en H6. Lui seul peut entrer dans la zone rouge et la traverser.
tank-battle-l02-ordinary = D’abord, ton char ordinaire en H7 : touche toutes les cases où il peut aller.
tank-battle-l02-ordinary-hint = Un char ordinaire s’arrête avant la zone rouge.
tank-battle-l02-find = Maintenant, touche toutes les cases où ton commandant peut aller.
tank-battle-l02-find-hint = Le commandant, lui, traverse la zone rouge. Les mines l’arrêtent quand même.
tank-battle-l02-park = Gare ton commandant sur la case du milieu de la zone rouge.
tank-battle-l02-park-hint = Glisse le commandant vers la gauche, de deux cases.
tank-battle-l02-safe = Dans la zone rouge, personne ne peut prendre ton commandant.
tank-battle-l02-cross = Traverse la zone tout droit vers la gauche, aussi loin que possible.
tank-battle-l02-cross-hint = Continue vers la gauche, jusqu’à la case juste avant la mine.
tank-battle-l02-threat = Nouvelle position. Un char noir vise ton commandant en D4.
tank-battle-l02-danger = Touche le char noir qui peut prendre ton commandant.
tank-battle-l02-danger-hint = Regarde les lignes droites et les diagonales qui partent de D4.
tank-battle-l02-shelter = Mets ton commandant à l’abri sur la case rouge la plus proche.
tank-battle-l02-shelter-hint = Elle touche la case de ton commandant, en diagonale, en haut à droite.

## Leçon 3 : compter les points

tank-battle-l03-title = Compter les points
tank-battle-l03-summary = Quand la partie finit, qui a gagné ? On compte chaque char.
tank-battle-l03-hello = Tous les chars noirs sont dans la base blanche, en bleu : la partie s’arrête. Le plus de points gagne.
tank-battle-l03-rules = Commandant sur le cercle du domaine adverse : 3 points. Char dans la base adverse : 2 points. Tout autre char : 1 point.
tank-battle-l03-black = Combien de points pour les Noirs ?
tank-battle-l03-black-hint = Le commandant noir est sur le cercle du domaine blanc. Deux chars noirs sont dans la base blanche.
tank-battle-l03-white = Et combien pour les Blancs ?
tank-battle-l03-white-hint = Le commandant blanc est dans la base noire, hors du cercle du domaine. Les deux autres chars blancs sont ailleurs.
tank-battle-l03-draw = Une autre fin de partie : le commandant noir a été pris. Compte encore les points.
tank-battle-l03-white-again = Combien de points pour les Blancs ?
tank-battle-l03-white-again-hint = Le commandant blanc est dans la base noire, hors du cercle du domaine. Ajoute les deux autres chars blancs.
tank-battle-l03-black-again = Et combien pour les Noirs ?
tank-battle-l03-black-again-hint = Deux chars noirs sont dans la base blanche.
tank-battle-l03-tie = Quatre à quatre : autant de points chacun. C’est match nul, personne ne gagne.

## Leçon 4 : la base adverse

tank-battle-l04-title = La base adverse
tank-battle-l04-summary = Rester dans la base, les fins de partie et le 300e coup.
tank-battle-l04-stay = Ton char est entré dans la base noire. Il n’en sortira plus, mais il peut y bouger.
tank-battle-l04-find = Touche toutes les cases où ton char peut aller.
tank-battle-l04-find-hint = Cherche les cases grises que ton char atteint en ligne droite.
tank-battle-l04-last = Un seul de tes chars est encore dehors, en A5.
tank-battle-l04-last-go = Fais entrer ton dernier char dans la base noire pour finir la partie et gagner !
tank-battle-l04-last-go-hint = Ton char en A5 monte tout droit.
tank-battle-l04-none = Il reste un seul char noir. Quand un joueur n’a plus aucun char, la partie s’arrête.
tank-battle-l04-none-take = Lequel de tes chars peut prendre le dernier char noir ? Prends-le !
tank-battle-l04-none-take-hint = Essaie un autre char : suis ses lignes jusqu’au char noir.
tank-battle-l04-none-over = Les Noirs n’ont plus aucun char : la partie est finie. On compte les points.
tank-battle-l04-none-score = Combien de points pour les Blancs ?
tank-battle-l04-none-score-hint = Aucun de tes chars n’est dans la base noire. Chacun vaut 1 point, ton commandant aussi.
tank-battle-l04-limit = Après 300 coups en tout, la partie s’arrête. Ton prochain coup est le 300e !
tank-battle-l04-limit-go = Les Noirs mènent 3 à 2. Joue le coup qui te fait gagner.
tank-battle-l04-limit-go-hint = Entrer dans la base donne 3 à 3 : match nul. Une prise fait mieux.
tank-battle-l04-pass = Un joueur qui ne peut pas bouger passe son tour. Deux passes de suite finissent la partie. Avec 14 chars, ça n’arrive jamais : il faudrait 100 chars pour être bloqué !

## Leçon 5 : une vraie partie

tank-battle-l05-title = Une vraie partie
tank-battle-l05-summary = La position de départ, comme sur le kit, puis une partie entière.
tank-battle-l05-hello = Voici la position de départ, comme sur le kit imprimé. Chacun a 14 chars. Ta base est en bleu, celle des Noirs en gris.
tank-battle-l05-commander = Touche ton commandant.
tank-battle-l05-commander-hint = Ton commandant est sur le cercle du domaine, dans le coin de ta base.
tank-battle-l05-tanks = Touche tes 13 chars ordinaires.
tank-battle-l05-tanks-hint = Tes chars ordinaires remplissent ta base, en escalier, en bas à droite.
tank-battle-l05-turns = Les Blancs commencent. Ensuite, chacun déplace un char à son tour.
tank-battle-l05-first-move = Où ton char en J4 peut-il aller ? Touche toutes ses cases.
tank-battle-l05-first-move-hint = Tes propres chars et les mines bloquent plusieurs lignes.
tank-battle-l05-game = Joue une partie entière contre l’ordinateur. À la fin, il faut avoir plus de points que lui !
tank-battle-l05-game-hint = Amène tes chars dans la base noire. Ton commandant vaut 3 points sur le cercle du domaine noir.
