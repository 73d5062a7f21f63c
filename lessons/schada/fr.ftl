# Schada : les textes des leçons.

## Leçon 1 : lire le schéma

schada-l01-title = Lis le schéma
schada-l01-summary = Le petit dessin de la case montre les chemins de la pièce.
schada-l01-hello = Bienvenue dans Schada ! Chaque case montre un petit schéma. Il dessine les chemins que peut suivre une pièce posée là.
schada-l01-soldier = Ce soldat est en D3. Regarde le schéma de sa case.
schada-l01-lines = Le schéma a trois lignes : deux cases à gauche, deux cases vers le bas, et une ligne coudée : deux vers le haut, puis deux à droite. La pièce s’arrête au bout d’une ligne.
schada-l01-find = Touche les cases où ce soldat peut aller.
schada-l01-bent = Suis la ligne coudée jusqu’en F5.
schada-l01-bent-hint = Monte de deux cases, puis tourne à droite de deux cases.
schada-l01-new-diagram = Sur la case F5, le schéma est différent. Le soldat a donc d’autres chemins.
schada-l01-find-again = Touche les cases où il peut aller maintenant.
schada-l01-everyone = Toutes les pièces font pareil : soldats, officiers et sous-officiers. Seul compte le schéma de la case où elles sont.

## Leçon 2 : le danger qui vient de loin, le privilège de l’officier

schada-l02-title = D’où vient le danger ?
schada-l02-summary = Les lignes coudées, et l’officier qui passe par-dessus les siens.
schada-l02-hello = Ton sous-officier est en C4. Avant de jouer, cherche le danger : quelles pièces noires peuvent arriver sur sa case ?
schada-l02-danger = Touche chaque pièce noire qui peut prendre ton sous-officier.
schada-l02-look-around = Regarde aussi les lignes coudées : le danger peut venir d’un coin.
schada-l02-bent = L’officier noir en E6 suit une ligne coudée : deux cases vers le bas, puis deux vers la gauche. Le danger venait de loin, en tournant !
schada-l02-escape = Mets ton sous-officier à l’abri : déplace-le.
schada-l02-this-one = Déplace le sous-officier qui est en danger.
schada-l02-officer = Voici un officier en G2, entouré de ses soldats.
schada-l02-privilege = Son schéma monte de deux cases puis tourne à gauche. Le chemin passe sur ses propres soldats. Un officier, lui, a le droit de passer par-dessus les pièces de sa couleur !
schada-l02-find = Touche les cases où l’officier peut aller.
schada-l02-go = Fais passer ton officier jusqu’en E4.
schada-l02-only-officers = Un soldat ou un sous-officier aurait été bloqué. Seuls les officiers passent ! Mais personne ne passe par-dessus une pièce adverse.

## Leçon 3 : la ligne d’arrivée et les points

schada-l03-title = La ligne d’arrivée
schada-l03-summary = Amener ses chefs au bout du plateau pour marquer des points.
schada-l03-hello = Ta ligne d’arrivée, c’est la dernière rangée, la rangée 8. Celle des Noirs, c’est la rangée 1.
schada-l03-points = Un chef qui atteint sa ligne d’arrivée marque des points : 2 pour un officier, 1 pour un sous-officier. Les soldats ne marquent jamais.
schada-l03-two = 2 points
schada-l03-one = 1 point
schada-l03-count = Combien de points as-tu en ce moment ?
schada-l03-arrive = Amène ton officier de E7 sur la ligne d’arrivée.
schada-l03-arrive-hint = Le schéma de E7 a une ligne d’une case vers le haut.
schada-l03-count-again = Et maintenant, combien de points as-tu ?
schada-l03-safe = Sur sa ligne d’arrivée, un chef ne peut plus être pris. Il a seulement le droit de faire un pas de côté.
schada-l03-race-or-capture = Courir vers la ligne d’arrivée, ou prendre les chefs de l’autre ? Les deux font gagner. À toi de choisir au bon moment !

## Leçon 4 : finir la partie exprès

schada-l04-title = Trois fois la même pièce
schada-l04-summary = Finir la partie quand on mène.
schada-l04-hello = Une partie de Schada s’arrête tout de suite si un joueur déplace la même pièce trois fois de suite.
schada-l04-ahead = On compte alors les points. Ton officier est sur ta ligne d’arrivée en B8.
schada-l04-count = Combien de points as-tu ?
schada-l04-finish = Tu mènes ! Termine la partie maintenant : joue trois fois de suite avec la même pièce.
schada-l04-trick = Bravo ! Quand tu as plus de points, finir la partie exprès est une bonne ruse.
