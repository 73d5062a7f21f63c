# Espion : les textes des leçons.

## Leçon 1 : lire la case

espion-l01-title = Lis la case
espion-l01-summary = Les flèches de la case disent où la pièce peut aller.
espion-l01-hello = Bienvenue dans Espion ! Sur ce plateau, chaque case porte des flèches. Ce sont elles qui décident des coups.
espion-l01-agent = Voici un de tes agents, sur la case D2. Regarde les flèches dessinées sur sa case.
espion-l01-arrows = Il ne peut partir que dans le sens des flèches de sa case. Un agent avance d’une ou de deux cases.
espion-l01-find = À toi : touche toutes les cases que cet agent peut atteindre.
espion-l01-go = Fais monter ton agent de deux cases le long de la flèche, jusqu’en F4.
espion-l01-follow = Suis la flèche qui monte vers la droite, et avance de deux cases.
espion-l01-new-square = Le même agent, sur une autre case : d’autres flèches, donc d’autres coups !
espion-l01-find-again = Touche toutes les cases qu’il peut atteindre maintenant.
espion-l01-free = Joue le coup que tu veux avec cet agent.
espion-l01-this-agent = Joue avec l’agent qui est en F4.
espion-l01-remember = Retiens bien : avant de jouer, lis toujours les flèches de la case.

## Leçon 2 : jusqu’où va chaque pièce

espion-l02-title = Jusqu’où ?
espion-l02-summary = L’espion, l’agent et le chef ne vont pas aussi loin.
espion-l02-hello = Chaque pièce a sa portée. Le chef fait un pas. Un agent va à une ou deux cases. Un espion peut aller jusqu’à quatre cases !
espion-l02-spy = Ton espion est en C4. Sa case a quatre flèches.
espion-l02-find = Touche toutes les cases que l’espion peut atteindre.
espion-l02-blocked = L’agent noir en C6 bloque le chemin vers le haut. Une pièce ne saute jamais par-dessus une autre. Mais elle peut la prendre en s’arrêtant sur sa case.
espion-l02-capture = Prends une pièce noire avec ton espion.
espion-l02-land-on-it = Pour prendre, arrête ton espion sur la case d’une pièce noire.
espion-l02-captured = Bien joué ! La pièce prise quitte le plateau.
espion-l02-chief = Voici ton chef. Lui n’écoute pas les flèches : il fait un pas, dans n’importe quelle direction.
espion-l02-chief-find = Touche toutes les cases où le chef peut aller.
espion-l02-chief-matters = Le chef est lent, mais c’est la pièce la plus importante. Si ton chef est pris, tu as perdu !

## Leçon 3 : protéger son chef

espion-l03-title = Protège ton chef
espion-l03-summary = Voir le danger, le chasser, garder des pièces près du chef.
espion-l03-hello = Ton chef est en E1. Est-il en danger ?
espion-l03-chief-label = ton chef
espion-l03-danger = Touche chaque pièce noire qui pourrait prendre ton chef au prochain coup.
espion-l03-look-far = Regarde aussi les pièces lointaines : un espion va jusqu’à quatre cases.
espion-l03-the-line = L’espion noir en H4 a une flèche qui descend en diagonale : G3, F2, puis E1. Ton chef est menacé !
espion-l03-capture-it = Débarrasse-toi de lui : prends cet espion.
espion-l03-which-piece = Ton espion en H1 a une flèche vers le haut. Suis-la jusqu’à l’espion noir.
espion-l03-guards = Ouf ! Garde toujours deux ou trois pièces près de ton chef. Elles bouchent le chemin et le défendent.
espion-l03-hunt = Maintenant, c’est toi qui chasses. Le chef noir est seul !
espion-l03-hunt-go = Prends le chef noir. Essaie de le faire en quatre coups au plus.
espion-l03-chess = Le chef ressemble au roi des échecs : on le protège, et on gagne en prenant celui de l’autre. Espion est un bon premier pas vers les échecs !
