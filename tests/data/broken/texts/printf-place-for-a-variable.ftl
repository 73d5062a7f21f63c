# expect: 106:44 [ftl-printf-place] `%d` where the app gives the number of games
# Espion : les règles du jeu et les textes des leçons.

## Les règles (rules.toml)

espion-rule-pieces = Chaque joueur a 16 pièces : 1 chef, 7 espions et 8 agents.
espion-rule-start = Le chef part de la case à cinq flèches de sa première rangée. Les espions remplissent le reste de cette rangée, les agents la rangée devant.
espion-rule-turns = Les Blancs commencent. Puis chacun déplace une seule pièce à son tour.
espion-rule-arrows = Une pièce part tout droit, dans le sens d’une flèche de sa case. Les flèches des autres cases ne comptent pas.
espion-rule-agent = Un agent avance d’une ou de deux cases.
espion-rule-spy = Un espion avance d’une, deux, trois ou quatre cases.
espion-rule-chief = Le chef fait un seul pas, dans n’importe quel sens. Il ne regarde pas les flèches.
espion-rule-no-jump = Une pièce ne saute jamais par-dessus une autre : les cases traversées doivent être vides.
espion-rule-own-piece = On ne se pose jamais sur une de ses propres pièces.
espion-rule-capture = Se poser sur une pièce adverse la prend : elle quitte le plateau.
espion-rule-chief-captured = Celui qui prend le chef adverse gagne la partie.
espion-rule-no-move = Un joueur qui ne peut plus déplacer aucune pièce a perdu.
espion-rule-quiet-draw = Cent coups de suite sans aucune prise : la partie s’arrête sur un match nul.

## Leçon 1 : lire la case

espion-l01-title = Lis la case
espion-l01-summary = Les flèches de la case disent où la pièce peut aller.
espion-l01-hello = Bienvenue dans Espion ! Chaque case porte des flèches. Elles disent où une pièce peut partir.
espion-l01-agent = Voici ton agent, en D2. Il suit une flèche de sa case, sur une ou deux cases.
espion-l01-find = À toi : touche toutes les cases où cet agent peut aller.
espion-l01-find-hint = Pars seulement dans le sens d’une flèche de D2. Un agent va à une ou deux cases.
espion-l01-go = Fais monter ton agent le plus haut possible.
espion-l01-go-hint = Parmi les cases de ton agent, laquelle est sur la rangée la plus haute ?
espion-l01-find-again = Le même agent, sur une autre case : d’autres flèches ! Touche ses nouvelles cases.
espion-l01-find-again-hint = Lis les flèches de F4, pas celles de D2.
espion-l01-free = Joue le coup que tu veux avec cet agent.
espion-l01-free-hint = Joue avec l’agent qui est en F4.
espion-l01-own = Ton espion est en E3. Tu ne poses jamais une pièce sur une de tes pièces.
espion-l01-find-own = Où cet agent peut-il aller maintenant ? Il ne saute jamais par-dessus une pièce.
espion-l01-find-own-hint = Ton espion bouche la flèche vers E3, et la case derrière lui. Regarde les autres flèches.

## Leçon 2 : jusqu’où va chaque pièce

espion-l02-title = Jusqu’où ?
espion-l02-summary = L’espion va loin, le chef fait un pas, et on prend en se posant.
espion-l02-spy = Voici ton espion, en D3. Un espion va plus loin : jusqu’à quatre cases.
espion-l02-find = Touche toutes les cases où cet espion peut aller.
espion-l02-find-hint = Suis chaque flèche de D3, sur une à quatre cases.
espion-l02-blocked = Un agent noir est en D6. Une pièce ne saute jamais par-dessus une autre.
espion-l02-capture = Mais tu peux te poser sur une pièce adverse : tu la prends.
espion-l02-find-blocked = Où ton espion peut-il aller maintenant ? Touche toutes ses cases.
espion-l02-find-blocked-hint = L’espion peut prendre l’agent noir, mais il ne passe pas par-dessus.
espion-l02-take = Prends l’agent noir avec ton espion.
espion-l02-take-hint = Monte tout droit et arrête-toi sur l’agent noir.
espion-l02-chief = Voici ton chef, en D4. Lui ne regarde pas les flèches : il fait un pas, dans n’importe quel sens.
espion-l02-chief-find = Touche toutes les cases où ton chef peut aller.
espion-l02-chief-find-hint = Un seul pas, dans les huit sens, même sans flèche.
espion-l02-chief-take = Ton chef peut prendre, lui aussi. Prends l’agent noir avec ton chef.
espion-l02-chief-take-hint = L’agent noir est juste à côté du chef, en diagonale.

## Leçon 3 : protéger son chef

espion-l03-title = Protège ton chef
espion-l03-summary = Prendre le chef adverse fait gagner. Garde bien le tien !
espion-l03-hello = Si tu prends le chef noir, tu gagnes. Si ton chef est pris, tu perds.
espion-l03-chief-label = ton chef
espion-l03-danger = Touche la pièce noire qui pourrait prendre ton chef au prochain coup.
espion-l03-danger-hint = Regarde aussi loin : un espion va jusqu’à quatre cases.
espion-l03-capture-it = Chasse le danger : prends cet espion noir.
espion-l03-capture-it-hint = Ton espion en H1 a une flèche vers le haut. Suis-la.
espion-l03-guard = Un nouvel espion noir vise ton chef. Une pièce posée sur son chemin le protège.
espion-l03-block = Bouche le chemin de l’espion noir avec ton agent.
espion-l03-block-hint = L’espion noir descendrait par G3 puis F2. Pose ton agent sur ce chemin.
espion-l03-hunt = À toi de chasser : le chef noir est tout seul !
espion-l03-hunt-go = Prends le chef noir, en quatre coups au plus.
espion-l03-hunt-go-hint = Lis les flèches de tes espions : lequel peut monter vers le chef noir ?

## Leçon 4 : la fin de la partie

espion-l04-title = La fin de la partie
espion-l04-summary = Cent coups sans prise, et le joueur qui ne peut plus bouger.
espion-l04-draw = Cent coups de suite sans aucune prise : c’est match nul. Personne ne gagne.
espion-l04-take = Déjà 99 coups sans prise ! Fais une prise pour que la partie continue.
espion-l04-take-hint = Un coup sans prise serait le centième : match nul. Cherche une pièce noire à prendre.
espion-l04-save = Déjà 99 coups sans prise. L’espion noir en E2 vise ton chef.
espion-l04-save-go = Prendre l’agent noir, ou jouer sans prise ? Choisis le coup qui ne perd pas.
espion-l04-save-go-hint = Après ta prise, l’espion noir prendrait ton chef. Sans prise, c’est match nul.
espion-l04-saved = Match nul ! C’était le centième coup sans prise : personne ne perd.
espion-l04-no-move = Un joueur qui ne peut plus bouger aucune pièce a perdu. C’est très rare : une pièce trouve presque toujours une case libre.
espion-l04-hurry = Déjà 98 coups sans prise. Il ne te reste qu’un coup avant le match nul.
espion-l04-hurry-go = Prends le chef noir tout de suite, avant le centième coup !
espion-l04-hurry-go-hint = Lis les flèches de tes deux espions : lequel arrive sur le chef noir ?

## Leçon 5 : une vraie partie

espion-l05-title = Une vraie partie
espion-l05-summary = La position de départ, comme sur le kit, puis une partie entière.
espion-l05-hello = Voici la position de départ, comme sur le kit imprimé. Chacun a 16 pièces.
espion-l05-chief = Ton chef est sur la seule case à cinq flèches de ta rangée. Touche-le.
espion-l05-chief-hint = Compte les flèches des cases de ta première rangée.
espion-l05-spies = Touche tes 7 espions.
espion-l05-spies-hint = Les espions sont sur ta première rangée, de chaque côté du chef.
espion-l05-agents = Touche tes 8 agents.
espion-l05-agents-hint = Les agents remplissent ta deuxième rangée.
espion-l05-turns = Les Blancs commencent. Ensuite, chacun déplace une pièce à son tour.
espion-l05-first-move = Où l’agent de E2 peut-il aller ? Touche toutes ses cases.
espion-l05-first-move-hint = Tes propres pièces bouchent plusieurs flèches de E2.
espion-l05-game = Joue une partie entière contre l’ordinateur. Prends son chef pour gagner !
espion-l05-game-hint = Garde des pièces près de ton chef, et cherche à prendre le sien.
bataille-l06-results = L’ordinateur a joué %d parties.
