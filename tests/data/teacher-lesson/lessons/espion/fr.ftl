espion-l07-title = Ma leçon de la classe
espion-l07-summary = Une leçon écrite par la maîtresse : lire une case, puis jouer.
espion-l07-hello = Voici notre agent, en D2. Regardez ses flèches.
espion-l07-where = Touchez toutes les cases où l’agent peut aller.
espion-l07-where-hint = Suivez chaque flèche de la case D2, aussi loin qu’elle va.
espion-l07-move = Maintenant, emmenez l’agent le plus loin possible vers le haut à droite.
espion-l07-move-hint = La flèche en diagonale mène jusqu’en F4.
