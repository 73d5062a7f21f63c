# Bataille de chars : les textes des leçons.

## Leçon 1 : la course

chars-l01-title = La course des chars
chars-l01-summary = Lancer le dé, compter les cases, suivre les flèches.
chars-l01-hello = Avant la bataille, il y a une course ! Le gagnant jouera en premier pendant la bataille.
chars-l01-start = Les deux chars attendent à côté de la case 1. Il faut arriver à la case 40.
chars-l01-first-throw = Clique sur le dé pour le lancer.
chars-l01-count = Le dé montre 3. Ton char avance de 3 cases : un, deux, trois ! Il est sur la case 3.
chars-l01-other-throw = C'est au tour de l'autre char. Lance le dé pour lui.
chars-l01-where-arrow = Ton char est sur la case 3. Le dé va montrer 3. Clique sur la case où ton char va finir.
chars-l01-throw-three = Lance le dé pour vérifier.
chars-l01-arrow = Tu es tombé sur le pied d'une flèche, à la case 6. La flèche t'emmène jusqu'à sa pointe : case 11 !
chars-l01-other-red = Au tour de l'autre char.
chars-l01-red = Il s'est arrêté sur la case 9, une case rouge. Une case rouge pousse le char d'une case en avant : il va sur la case 10.
chars-l01-where-back = Attention ! Le dé va montrer 1. Où ton char va-t-il finir ? Clique sur la case.
chars-l01-throw-one = Lance le dé.
chars-l01-back = Oh non ! Certaines flèches reculent. La flèche de la case 12 t'a renvoyé à la case 3.
chars-l01-winner = Les flèches aident ou gênent : c'est le hasard. Le premier char qui atteint la case 40 gagne la course.
