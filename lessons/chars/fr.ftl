# Bataille de chars : les textes des leçons.

## Leçon 1 : la course

chars-l01-title = La course des chars
chars-l01-summary = Lancer le dé, compter les cases, suivre les flèches.
chars-l01-hello = Avant la bataille, il y a une course ! Le gagnant jouera en premier pendant la bataille.
chars-l01-start = Les deux chars attendent à côté de la case 1. Il faut arriver à la case 40.
chars-l01-first-throw = Touche le dé pour le lancer.
chars-l01-count = Le dé montre 3. Ton char avance de 3 cases : un, deux, trois ! Il est sur la case 3.
chars-l01-other-throw = C’est au tour de l’autre char. Lance le dé pour lui.
chars-l01-where-arrow = Ton char est sur la case 3. Le dé va montrer 3. Touche la case où ton char va finir.
chars-l01-throw-three = Lance le dé pour vérifier.
chars-l01-arrow = Tu es tombé sur le pied d’une flèche, à la case 6. La flèche t’emmène jusqu’à sa pointe : case 11 !
chars-l01-other-red = Au tour de l’autre char.
chars-l01-red = Il s’est arrêté sur la case 9, une case rouge. Une case rouge pousse le char d’une case en avant : il va sur la case 10.
chars-l01-where-back = Attention ! Le dé va montrer 1. Où ton char va-t-il finir ? Touche la case.
chars-l01-throw-one = Lance le dé.
chars-l01-back = Oh non ! Certaines flèches reculent. La flèche de la case 12 t’a renvoyé à la case 3.
chars-l01-winner = Les flèches aident ou gênent : c’est le hasard. Le premier char qui atteint la case 40 gagne la course.

## Leçon 2 : poser ses mines et s’en souvenir

chars-l02-title = Où sont tes mines ?
chars-l02-summary = Poser ses cartes mines, et ne pas oublier où elles sont.
chars-l02-hello = Place à la bataille ! Avant de jouer, chaque joueur pose ses cartes mines, face cachée, sur le champ de mines de l’autre.
chars-l02-minefield = Voici le champ de mines devant l’armée noire : les rangées 8 et 9. C’est là que tu as posé tes cartes.
chars-l02-look = Regarde bien : tes cartes explosion sont ici. Retiens ces cases !
chars-l02-blanks = Tes autres cartes sont blanches : elles n’explosent pas.
chars-l02-remember = Les cartes sont retournées, face cachée. Touche les cases où tu as mis une explosion.
chars-l02-remember-hint = Essaie de te souvenir : une explosion près du bord, et une autre plus loin.
chars-l02-safe-step = Ton char en G7 veut avancer. Souviens-toi : en G8, ta carte est blanche. Avance-le d’une case !
chars-l02-safe-step-hint = Avance tout droit, vers la case G8.
chars-l02-blank = La carte est retournée : elle est blanche ! Elle s’en va, et ton char reste là, sain et sauf.
chars-l02-own-mines = Attention : une explosion enlève n’importe quel char, même le tien, même si c’est toi qui as posé la mine !
chars-l02-memory = Tes chars devront traverser tes propres mines à la fin. Bonne mémoire !

## Leçon 3 : foncer ou prendre ?

chars-l03-title = Foncer ou prendre ?
chars-l03-summary = Arriver sur la ligne de départ adverse, ou prendre un char.
chars-l03-hello = Dans la bataille, un char avance d’une case à la fois.
chars-l03-moves = Ton char va tout droit vers l’ennemi, ou d’une case sur le côté. Jamais en diagonale, jamais en arrière.
chars-l03-line = Voici la ligne de départ noire, la rangée 10. Un char qui l’atteint sort du plateau et te rapporte 1 point.
chars-l03-race = Fonce ! Amène ton char sur la ligne de départ noire.
chars-l03-scored = Un point pour toi ! Ce char ne peut plus bouger, mais personne ne peut plus le prendre.
chars-l03-capture-intro = Autre idée : prendre un char ennemi en allant sur sa case.
chars-l03-find = Touche toutes les cases où ton char en D5 peut aller.
chars-l03-capture = Prends un char noir.
chars-l03-capture-hint = Le char noir en E5 est juste à côté du tien.
chars-l03-choose = Foncer vers la ligne, ou prendre ? Un char qui arrive marque un point. Un char pris ne marquera plus jamais. À toi de bien choisir !
