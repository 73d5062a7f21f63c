# Bataille de chars : les textes des leçons et des règles.

## Les règles (rules.toml)

chars-rule-race-start = Les deux chars partent à côté de la case 1. Chacun lance le dé à son tour.
chars-rule-race-throw = Le char avance d’autant de cases que le dé montre de points.
chars-rule-race-arrow-forward = Au pied d’une flèche qui avance, le char file jusqu’à sa pointe.
chars-rule-race-arrow-back = Au pied d’une flèche qui recule, le char retourne jusqu’à sa pointe.
chars-rule-race-red = Une case rouge pousse le char d’une case. La case 30 le pousse de deux.
chars-rule-race-finish = Le premier char qui atteint ou dépasse la case 40 gagne la course.
chars-rule-race-first-move = Le gagnant de la course joue en premier dans la bataille.
chars-rule-battle-armies = Chaque joueur a 8 chars, rangés sur sa ligne de départ.
chars-rule-battle-cards = Chaque joueur a 16 cartes : 8 explosions et 8 cartes blanches.
chars-rule-battle-lay = Chacun pose ses cartes face cachée sur le champ de mines devant l’adversaire.
chars-rule-battle-hidden = On ne voit jamais les cartes de l’autre. Il faut retenir où sont les siennes.
chars-rule-battle-turns = Chacun son tour, on bouge un seul char, d’une seule case.
chars-rule-battle-move = Un char va tout droit vers l’adversaire ou sur le côté. Jamais en diagonale ni en arrière.
chars-rule-battle-own-tank = Un char ne va jamais sur la case d’un char de son camp.
chars-rule-battle-capture = Un char qui va sur la case d’un char adverse le prend.
chars-rule-battle-explosion = Un char qui va sur une carte explosion saute, avec la carte.
chars-rule-battle-blank = Sur une carte blanche, on enlève la carte et le char reste.
chars-rule-battle-own-mines = Une explosion fait sauter tous les chars, même ceux du joueur qui l’a posée.
chars-rule-battle-arrival = Un char qui atteint la ligne de départ adverse sort du plateau : 1 point.
chars-rule-battle-pass = Qui ne peut pas bouger passe son tour. Si personne ne peut bouger, la bataille finit.
chars-rule-end-no-tanks = La bataille finit quand il ne reste plus aucun char sur le plateau.
chars-rule-end-quiet = Après 30 coups sans avancer, sans prise, sans arrivée ni carte retournée, la bataille finit.
chars-rule-end-most-points = Le plus de points gagne. À égalité de points, la partie est nulle.

## Leçon 1 : la course

chars-l01-title = La course des chars
chars-l01-summary = Compter les cases, suivre les flèches et les cases rouges.
chars-l01-start = Avant la bataille, une course ! Les chars partent à côté de la case 1. Le premier arrivé jouera en premier dans la bataille.
chars-l01-arrow = Au pied des flèches marquées, le char file en avant jusqu’à leur pointe.
chars-l01-red = Une case rouge pousse le char d’une case. La case 30 le pousse de deux !
chars-l01-back = Attention : les flèches marquées font reculer le char jusqu’à leur pointe !
chars-l01-check = Touche le dé pour vérifier.
chars-l01-throw-other = Touche le dé pour l’autre char.
chars-l01-last-throw = Touche le dé. Le premier à la case 40 gagne !
chars-l01-w-arrow = Ton char avance d’autant de cases que le dé a de points. Où finira-t-il avec un 6 ?
chars-l01-w-arrow-hint = Compte 6 cases depuis le départ, puis regarde la pointe de la flèche.
chars-l01-b-count = Au tour de l’autre char. Le dé montrera 3. Touche la case où il s’arrêtera.
chars-l01-b-count-hint = Compte une case par point, en partant d’à côté de la case 1.
chars-l01-w-21 = Ton char est sur la case 11. Le dé montrera 4. Où finira-t-il ?
chars-l01-w-21-hint = 11 et 4 font 15. Regarde où mène la flèche de la case 15.
chars-l01-b-red = L’autre char est sur la case 3. Le dé montrera 6. Où finira-t-il ?
chars-l01-b-red-hint = 3 et 6 font 9. La case 9 est rouge : elle pousse d’une case.
chars-l01-w-29 = Ton char est sur la case 21. Le dé montrera 3. Où finira-t-il ?
chars-l01-w-29-hint = 21 et 3 font 24. Regarde où mène la flèche de la case 24.
chars-l01-b-back = L’autre char est sur la case 10. Le dé montrera 2. Où finira-t-il ?
chars-l01-b-back-hint = 10 et 2 font 12. Regarde où mène la flèche de la case 12.
chars-l01-w-30 = Ton char est sur la case 29. Le dé montrera 1. Où finira-t-il ?
chars-l01-w-30-hint = 29 et 1 font 30. La case 30 est rouge : elle pousse de deux cases.
chars-l01-b-arrow = L’autre char est sur la case 3. Le dé montrera 3. Où finira-t-il ?
chars-l01-b-arrow-hint = 3 et 3 font 6. Regarde où mène la flèche de la case 6.
chars-l01-w-36 = Ton char est sur la case 32. Le dé montrera 4. Où finira-t-il ?
chars-l01-w-36-hint = 32 et 4 font 36. La case 36 est rouge : elle pousse d’une case.
chars-l01-b-21 = L’autre char est sur la case 11. Le dé montrera 4. Où finira-t-il ?
chars-l01-b-21-hint = 11 et 4 font 15. Regarde où mène la flèche de la case 15.
chars-l01-w-end = Ton char est sur la case 37. Le dé montrera 5. Où finira-t-il ?
chars-l01-w-end-hint = 37 et 5 font 42, plus que 40. Le char s’arrête sur la case 40 : gagné !

## Leçon 2 : avancer et prendre

chars-l02-title = Avancer et prendre
chars-l02-summary = Comment un char bouge, et comment il prend un char adverse.
chars-l02-turns = Dans la bataille, chacun son tour bouge un seul char, d’une case.
chars-l02-moves = Ton char va tout droit vers l’adversaire, ou sur le côté. Jamais en diagonale ni en arrière !
chars-l02-where-d4 = Touche toutes les cases où ton char en D4 peut aller.
chars-l02-where-d4-hint = Une case tout droit vers le haut, ou une case à gauche ou à droite.
chars-l02-forward = À toi ! Avance ton char d’une case vers l’adversaire.
chars-l02-forward-hint = L’adversaire est en haut du plateau. Va tout droit, en D5.
chars-l02-own = Un char ne va jamais sur la case d’un autre de tes chars.
chars-l02-where-b2 = Touche toutes les cases où ton char en B2 peut aller.
chars-l02-where-b2-hint = Tout droit ou sur le côté, mais jamais sur ton autre char.
chars-l02-where-c2 = Et ton char en C2 ? Touche toutes ses cases.
chars-l02-where-c2-hint = Tout droit ou sur le côté, mais jamais sur ton autre char.
chars-l02-side = Maintenant, déplace ton char de C2 d’une case sur le côté.
chars-l02-side-hint = Sur le côté, c’est à droite ou à gauche. À gauche, ton autre char bloque : va en D2.
chars-l02-capture = Pour prendre un char adverse, ton char va sur sa case.
chars-l02-where-d5 = Touche toutes les cases où ton char en D5 peut aller.
chars-l02-where-d5-hint = La case d’un char adverse juste devant ou à côté compte aussi !
chars-l02-take = Prends un char adverse !
chars-l02-take-hint = Pour prendre, ton char va sur la case d’un char adverse. Lequel est juste à côté ?
chars-l02-hunt-go = Deux chars contre deux. Prends un char adverse, mais garde les tiens !
chars-l02-hunt-go-hint = Approche un char adverse. Prends-le quand il est juste devant ou à côté.

## Leçon 3 : les cartes cachées

chars-l03-title = Les cartes cachées
chars-l03-summary = Retenir ses explosions, traverser les cartes blanches et les cartes inconnues.
chars-l03-cards = Chaque joueur a 16 cartes : 8 explosions et 8 cartes blanches.
chars-l03-look = Sur ton champ de mines, tu as posé quatre cartes. Les deux cases marquées cachent tes explosions : retiens-les !
chars-l03-explosion = Un char qui va sur une explosion saute, avec la carte.
chars-l03-remember = Tes cartes sont face cachée. Touche les cases de tes deux explosions.
chars-l03-remember-hint = Une explosion est sur la rangée 8, l’autre sur la rangée 9.
chars-l03-blank = Sur une carte blanche, la carte s’en va et le char reste. Avance ton char de C7 sur ta carte blanche.
chars-l03-blank-hint = Ta carte blanche est juste devant ton char, en C8.
chars-l03-avoid = Tes explosions font sauter tes chars aussi ! Bouge ton char de C8 sans sauter.
chars-l03-avoid-hint = Tes explosions sont à gauche et devant ton char. Va de l’autre côté.
chars-l03-unknown = L’adversaire a posé une carte en E2. Tu ne sais pas ce qu’elle cache. Vas-y : avance ton char de E1 !
chars-l03-unknown-hint = Ton char en E1 va tout droit, sur la carte en E2.
chars-l03-again = Ouf, c’était une carte blanche ! Et tes explosions, tu t’en souviens ? Touche-les.
chars-l03-home = Amène ton char de D8 sur la ligne de départ adverse.
chars-l03-home-hint = Ne va pas en C9 : c’est ton explosion. Tout droit, en D9, c’est ta carte blanche.

## Leçon 4 : arriver et marquer

chars-l04-title = Arriver et marquer
chars-l04-summary = Marquer des points, passer son tour, et comment finit la bataille.
chars-l04-go = Un char qui arrive sur la ligne de départ adverse sort du plateau : 1 point. Amène ton char jusqu’au bout !
chars-l04-go-hint = Va tout droit, une case à la fois, jusqu’à la rangée 10.
chars-l04-points = Combien de points as-tu maintenant ?
chars-l04-points-hint = Un char arrivé vaut 1 point. Un seul de tes chars est arrivé.
chars-l04-pass = Ici, l’adversaire a déjà 2 points mais plus aucun char. Il passe son tour.
chars-l04-no-tanks = Plus aucun char sur le plateau ? La bataille finit, et le plus de points gagne.
chars-l04-three = L’adversaire a 2 points. Amène tes trois chars et gagne la bataille !
chars-l04-three-hint = Chaque char arrivé te donne 1 point. Il t’en faut 3 pour gagner.
chars-l04-quiet = Voilà 29 coups que rien ne change. Aucun char n’a avancé, pris ou retourné de carte. Au 30e coup comme ça, la bataille finit.
chars-l04-stop = Tu as 2 points, l’adversaire 1. Finis la bataille tout de suite !
chars-l04-stop-hint = Avancer remettrait le compte à zéro. Un pas de côté fait le 30e coup.
chars-l04-draw = Si les deux joueurs ont autant de points, la partie est nulle.

## Leçon 5 : foncer ou prendre ?

chars-l05-title = Foncer ou prendre ?
chars-l05-summary = Choisir entre marquer un point et prendre un char adverse.
chars-l05-choose = Foncer vers la ligne, ou prendre ? Un char pris ne marquera jamais.
chars-l05-stop = Le char adverse en D2 va arriver sur ta ligne et marquer. Arrête-le !
chars-l05-stop-hint = Ce char arrivera au prochain coup : 1 point pour lui. Lequel de tes chars peut le prendre ?
chars-l05-last = Il reste un char de chaque côté. Ton char en F9 peut arriver tout de suite.
chars-l05-danger = Quel char adverse peut prendre ton char en F9 ? Touche-le.
chars-l05-danger-hint = Un char adverse descend ou va sur le côté. Celui en G9 est juste à côté de toi.
chars-l05-win = Si tu fonces, son char arrivera aussi : 1 à 1. Trouve mieux, et gagne !
chars-l05-win-hint = Prends d’abord son char. Ensuite, plus rien ne t’arrête.

## Leçon 6 : la vraie bataille

chars-l06-title = La vraie bataille
chars-l06-summary = Les chars comme sur le kit, tes 16 cartes, puis une partie entière.
chars-l06-board = Voici la position de départ, comme sur le kit imprimé. Les chars attendent sur les lignes de départ. Les cartes sont sur les champs de mines.
chars-l06-your-tanks = Tes 8 chars sont prêts. Touche chacun d’eux.
chars-l06-your-tanks-hint = Tes chars attendent sur ta ligne de départ : la rangée 1, en bas.
chars-l06-enemy-tanks = Et les 8 chars adverses ? Touche-les.
chars-l06-enemy-tanks-hint = Les chars adverses attendent sur leur ligne de départ : la rangée 10, en haut.
chars-l06-clear = On enlève tes cartes du kit : tu vas poser les tiennes. L’adversaire a déjà posé les siennes, face cachée.
chars-l06-cards = Ton champ de mines est devant l’adversaire, sur les rangées 8 et 9.
chars-l06-lay = Touche une case par carte. Tes 8 premières cartes sont des explosions, les 8 autres sont blanches. Astuce : pose tes explosions d’un même côté, tes chars passeront de l’autre.
chars-l06-lay-hint = Pose tes cartes sur les rangées 8 et 9, devant les chars adverses.
chars-l06-remember = Comme sur une vraie table, tes cartes restent face cachée. Touche les cases de tes 8 explosions.
chars-l06-remember-hint = Ce sont les 8 premières cases que tu as touchées.
chars-l06-play = Le gagnant de la course commence : ici, c’est toi. Tes cartes restent cachées, retiens leur place. Gagne la bataille !
chars-l06-play-hint = Avance plusieurs chars. Sur les rangées 8 et 9, passe du côté sans explosion.
