# Schada : les règles du jeu et les textes des leçons.

## Les règles (rules.toml)

schada-rule-pieces = Chaque joueur a 16 pièces : 4 officiers, 4 sous-officiers et 8 soldats. Officiers et sous-officiers sont les chefs.
schada-rule-start = Au départ, les chefs occupent la première rangée et les soldats la deuxième. Officiers et sous-officiers alternent : un officier blanc en A1, un sous-officier noir en A8.
schada-rule-turns = Les Blancs commencent. Puis chacun déplace une seule pièce à son tour.
schada-rule-diagram = Chaque case montre un schéma. Une pièce suit une de ses lignes et s’arrête au bout.
schada-rule-bent-line = Une ligne peut tourner une fois : c’est une ligne coudée.
schada-rule-path-empty = Les cases traversées doivent être vides. Personne ne passe par-dessus une pièce adverse.
schada-rule-officer-pass = Un officier peut passer par-dessus les pièces de sa couleur.
schada-rule-capture = Une pièce qui s’arrête sur une pièce adverse la prend.
schada-rule-target-line = Ligne d’arrivée : la rangée 8 pour les Blancs, la rangée 1 pour les Noirs.
schada-rule-score = Sur sa ligne d’arrivée, un officier vaut 2 points, un sous-officier 1 point. Un soldat ne marque jamais.
schada-rule-line-step = Sur sa ligne d’arrivée, un chef fait seulement un pas de côté.
schada-rule-line-safe = Sur sa ligne d’arrivée, un chef ne peut pas être pris.
schada-rule-line-capture = Sur sa ligne d’arrivée, un chef peut encore prendre, par son pas de côté.
schada-rule-end-three-moves = La partie s’arrête quand un joueur joue la même pièce trois fois de suite.
schada-rule-end-full-line = La partie s’arrête quand un joueur remplit toute sa ligne d’arrivée.
schada-rule-end-chiefs = La partie s’arrête quand un joueur a pris tous les chefs adverses.
schada-rule-winner = À la fin, on compte les points. Le plus de points gagne.
schada-rule-tie-break = Points à égalité : celui qui a gardé le plus de chefs gagne. Sinon, match nul.
schada-rule-pass = Un joueur qui ne peut pas bouger passe son tour. Deux passes de suite finissent la partie.
schada-rule-move-limit = Après 200 coups en tout, la partie s’arrête et on compte les points.

## Leçon 1 : lire le schéma

schada-l01-title = Lis le schéma
schada-l01-summary = Le schéma de la case montre les lignes que la pièce peut suivre.
schada-l01-hello = Bienvenue dans Schada ! Chaque case montre un petit schéma. Ses lignes guident la pièce posée là.
schada-l01-lines = Ce soldat est en D3. Il suit une ligne du schéma et s’arrête au bout.
schada-l01-find = Attention : une ligne peut tourner une fois. Touche les cases où ce soldat peut aller.
schada-l01-find-hint = Suis chaque ligne du schéma jusqu’au bout, même celle qui tourne.
schada-l01-bent = Suis la ligne coudée jusqu’en F5.
schada-l01-bent-hint = Monte de deux cases, puis tourne à droite de deux cases.
schada-l01-find-again = Sur la case F5, le schéma est différent. Touche les cases où le soldat peut aller maintenant.
schada-l01-find-again-hint = Lis le schéma de F5, pas celui de D3.
schada-l01-chiefs = Voici un sous-officier, en E4. Les officiers et les sous-officiers sont les chefs.
schada-l01-find-chief = Un chef suit lui aussi le schéma de sa case. Touche les cases où il peut aller.
schada-l01-find-chief-hint = Le schéma de E4 a trois lignes. L’une d’elles tourne.

## Leçon 2 : prendre, le danger qui vient de loin, le privilège de l’officier

schada-l02-title = D’où vient le danger ?
schada-l02-summary = Prendre, les lignes coudées, et l’officier qui passe par-dessus les siens.
schada-l02-capture = Une pièce qui s’arrête sur une pièce adverse la prend. Ton sous-officier en C4 est-il en danger ?
schada-l02-danger = Touche chaque pièce noire qui peut prendre ton sous-officier.
schada-l02-danger-hint = Regarde aussi les lignes coudées : le danger peut venir d’un coin.
schada-l02-escape = Mets ton sous-officier à l’abri : déplace-le.
schada-l02-escape-hint = Déplace le sous-officier qui est en danger.
schada-l02-officer = Voici un officier en G2. Un officier peut passer par-dessus les pièces de sa couleur.
schada-l02-find = Touche les cases où l’officier peut aller.
schada-l02-find-hint = La ligne coudée passe sur tes soldats : l’officier, lui, a le droit de passer.
schada-l02-go = Fais passer ton officier jusqu’en E4.
schada-l02-go-hint = Suis la ligne coudée : deux cases vers le haut, puis deux vers la gauche.
schada-l02-enemy = Un soldat noir est en G3. Personne ne passe par-dessus une pièce adverse, pas même un officier.
schada-l02-find-enemy = Où l’officier peut-il aller maintenant ? Touche ses cases.
schada-l02-find-enemy-hint = Le soldat noir bouche la ligne coudée. Il reste une autre ligne.

## Leçon 3 : la ligne d’arrivée et les points

schada-l03-title = La ligne d’arrivée
schada-l03-summary = Amener ses chefs au bout du plateau pour marquer des points.
schada-l03-hello = Ta ligne d’arrivée, c’est la rangée 8. Celle des Noirs, c’est la rangée 1.
schada-l03-points = Un chef sur sa ligne d’arrivée marque des points. Un officier : 2 points. Un sous-officier : 1 point. Un soldat ne marque jamais.
schada-l03-count = Combien de points as-tu en ce moment ?
schada-l03-count-hint = Compte seulement tes chefs posés sur la rangée 8.
schada-l03-arrive = Amène ton officier de E7 sur la ligne d’arrivée.
schada-l03-arrive-hint = Le schéma de E7 a une ligne d’une case vers le haut.
schada-l03-count-again = Et maintenant, combien de points as-tu ?
schada-l03-count-again-hint = Deux officiers et un sous-officier sont sur ta ligne d’arrivée.
schada-l03-sideways = Sur sa ligne d’arrivée, un chef oublie le schéma. Il fait seulement un pas de côté.
schada-l03-find-sideways = Touche les cases où ton sous-officier de D8 peut aller.
schada-l03-find-sideways-hint = Un seul pas, à gauche ou à droite, vers une case libre.
schada-l03-line-capture = Sur sa ligne d’arrivée, un chef peut encore prendre, par ce pas de côté.
schada-l03-take = Prends le soldat noir avec ton sous-officier.
schada-l03-take-hint = Fais un pas de côté vers la droite, sur le soldat noir.
schada-l03-safe = Le soldat noir menace ton officier. Sur sa ligne d’arrivée, un chef ne peut pas être pris.
schada-l03-shelter = Mets ton officier là où personne ne pourra jamais le prendre.
schada-l03-shelter-hint = Ailleurs, une pièce noire pourra venir le prendre. Sur ta ligne d’arrivée, jamais.

## Leçon 4 : finir la partie exprès

schada-l04-title = Trois fois la même pièce
schada-l04-summary = Finir la partie quand on mène, et qui gagne en cas d’égalité.
schada-l04-hello = La partie s’arrête si un joueur joue trois fois de suite la même pièce. Le plus de points gagne.
schada-l04-count = Ton officier est en B8. Combien de points as-tu ?
schada-l04-count-hint = Un officier sur ta ligne d’arrivée vaut 2 points.
schada-l04-finish = Tu mènes ! Termine la partie : joue trois fois de suite la même pièce.
schada-l04-finish-hint = Joue toujours la même pièce, trois fois de suite.
schada-l04-tie = Points à égalité ? Celui qui a gardé le plus de chefs gagne.
schada-l04-tie-go = Un point chacun, mais tu as deux chefs. Termine la partie pour gagner !
schada-l04-tie-go-hint = Joue trois fois de suite la même pièce : on comptera alors les chefs.

## Leçon 5 : les autres fins de partie

schada-l05-title = Les autres fins
schada-l05-summary = Plus de chefs, une ligne pleine, le deux-centième coup, et passer son tour.
schada-l05-chiefs = La partie s’arrête aussi quand un joueur a pris tous les chefs adverses.
schada-l05-chiefs-go = Les Noirs n’ont plus qu’un chef. Prends-le pour gagner !
schada-l05-chiefs-go-hint = Ton soldat en B3 a une ligne en diagonale vers le sous-officier noir.
schada-l05-full = La partie s’arrête aussi quand ta ligne d’arrivée est pleine.
schada-l05-full-go = Remplis ta ligne d’arrivée pour gagner.
schada-l05-full-go-hint = Ton soldat en H6 peut monter de deux cases.
schada-l05-limit = Après 200 coups en tout, la partie s’arrête. Ton prochain coup est le deux-centième !
schada-l05-limit-go = Le sous-officier noir marque 1 point. Joue le coup qui te fait gagner.
schada-l05-limit-go-hint = Ton officier doit finir sur ta ligne d’arrivée.
schada-l05-pass = Les Noirs ne peuvent plus bouger : ils passent leur tour. Deux passes de suite finiraient la partie.
schada-l05-pass-go = Tu mènes 2 à 1, et les Noirs passent. Termine la partie !
schada-l05-pass-go-hint = Joue trois fois de suite ton officier.

## Leçon 6 : une vraie partie

schada-l06-title = Une vraie partie
schada-l06-summary = La position de départ, comme sur le kit, puis une partie entière.
schada-l06-hello = Voici la position de départ, comme sur le kit imprimé. Chacun a 16 pièces.
schada-l06-officers = Touche tes 4 officiers.
schada-l06-officers-hint = Un officier porte la lettre O, toute seule. Les lettres SO désignent un sous-officier.
schada-l06-sub-officers = Touche tes 4 sous-officiers.
schada-l06-sub-officers-hint = Un sous-officier porte les lettres SO. Ne confonds pas avec O, l’officier.
schada-l06-soldiers = Touche tes 8 soldats.
schada-l06-soldiers-hint = Un soldat porte la lettre S, sans couronne. Les chefs ont une couronne.
schada-l06-turns = Les Blancs commencent. Ensuite, chacun déplace une pièce à son tour. Attention : une pièce qui joue trois fois de suite arrête la partie.
schada-l06-first-move = Ton officier en G1 peut déjà sortir. Touche la case où il peut aller.
schada-l06-first-move-hint = Suis la ligne coudée : un officier passe par-dessus ses soldats.
schada-l06-game = Joue une partie entière contre l’ordinateur, et gagne-la !
schada-l06-game-hint = Amène tes chefs sur ta ligne d’arrivée, ou prends ceux de l’ordinateur.
