# Les raisons d’un conseil de coup (l’ordinateur explique pourquoi il propose ce coup).
# Variables communes : $square = une case (« D4 ») ; $piece = l’identifiant d’une pièce
# (chief, spy, agent, officer, sub_officer, soldier, tank, commander).

# Variables : $moves = nombre de coups du joueur pour gagner
hint-forced-win = Ce coup gagne à coup sûr en { $moves } coups, quoi que fasse l’adversaire.
hint-only-defence = C’est le seul coup qui ne perd pas tout de suite : tous les autres laissent gagner l’adversaire.
hint-all-lose = Tous les coups perdent : celui-ci fait durer la partie le plus longtemps.
hint-best-safe = Après ce coup, l’adversaire ne peut prendre aucune de tes pièces.
hint-best-exposed = C’est le meilleur coup que j’ai trouvé, mais attention : l’adversaire pourra prendre ta pièce en { $square }.
hint-best-plain = C’est le coup que je jouerais à ta place.
hint-pass = Aucune de tes pièces ne peut bouger : tu passes ton tour.
# Variables : $piece, $square
hint-captures = Ce coup prend { $piece ->
    [chief] le chef
    [spy] un espion
    [agent] un agent
    [officer] un officier
    [sub_officer] un sous-officier
    [soldier] un soldat
    [commander] le commandant
    [tank] un char
   *[other] une pièce
} en { $square }.
# Variables : $piece, $square = la case où la pièce était menacée
hint-saves = { $piece ->
    [chief] Ton chef
    [spy] Ton espion
    [agent] Ton agent
    [officer] Ton officier
    [sub_officer] Ton sous-officier
    [soldier] Ton soldat
    [commander] Ton commandant
    [tank] Ton char
   *[other] Ta pièce
} pouvait être pris en { $square } : ce coup le met à l’abri.
# Variables : $square = la case que l’adversaire menaçait
hint-stops-win = L’adversaire pouvait gagner en jouant en { $square } : ce coup l’en empêche.

# Une seconde phrase, dite après la raison quand la pièce jouée peut être prise là où elle arrive.
# Variables : $square = la case où la pièce arrive
hint-caution-take-back = Si l’adversaire prend ta pièce en { $square }, tu prends la sienne à ton tour.
hint-caution-trade = Ensuite, l’adversaire pourra prendre ta pièce en { $square } : c’est un échange.
hint-caution-exposed = Attention : l’adversaire pourra ensuite prendre ta pièce en { $square }.

# Espion. Variables : $square
hint-espion-captures-chief = Prends le chef adverse en { $square } : la partie est gagnée !
hint-espion-threatens-chief = Ce coup menace le chef adverse en { $square } : il devra se protéger.
hint-espion-guards-chief = Ton chef en { $square } pouvait être pris : ce coup bloque le chemin de l’attaquant.
hint-espion-chief-escapes = Ton chef était menacé : il se met à l’abri en { $square }.

# Schada. Variables : $mine = tes points, $theirs = les points de l’adversaire
hint-schada-completes-line = Ce coup remplit ta ligne d’arrivée : la partie s’arrête et tu gagnes { $mine } à { $theirs }.
hint-schada-last-chief = Ce coup prend le dernier chef adverse : la partie s’arrête et tu gagnes { $mine } à { $theirs }.
hint-schada-third-move = Joue la même pièce une troisième fois : la partie s’arrête alors que tu mènes { $mine } à { $theirs }.
hint-schada-ends-ahead = Ce coup termine la partie alors que tu mènes { $mine } à { $theirs }.
# Variables : $end = comment la partie s’arrête (line, last_chief, third_move, other),
# $points = tes points (autant que l’adversaire), $mine / $theirs = les chefs qui restent de chaque côté
hint-schada-wins-on-chiefs = { $end ->
    [line] Ce coup remplit ta ligne d’arrivée
    [last_chief] Ce coup prend le dernier chef adverse
    [third_move] Joue la même pièce une troisième fois
   *[other] Ce coup termine la partie
} : les points sont à égalité ({ $points } partout), mais il te reste plus de chefs ({ $mine } contre { $theirs }), donc tu gagnes.
# Variables : $piece, $points = les points que rapporte la pièce sur la ligne
hint-schada-reaches-line = { $piece ->
    [officer] Ton officier
   *[other] Ton sous-officier
} atteint ta ligne d’arrivée : { $points ->
    [one] un point
   *[other] { $points } points
} de plus, et là-bas personne ne peut le prendre.
# Variables : $piece, $rows = rangées qui restent jusqu’à la ligne d’arrivée
hint-schada-approaches = { $piece ->
    [officer] Ton officier
   *[other] Ton sous-officier
} se rapproche de ta ligne d’arrivée : encore { $rows ->
    [one] une rangée
   *[other] { $rows } rangées
}.

# Tank Battle. Variables : $mine = tes points, $theirs = les points de l’adversaire
hint-tank-ends-game = Ton dernier char entre dans la base adverse : la partie s’arrête et tu gagnes { $mine } à { $theirs }.
# Variables : $mine = tes points, $theirs = les points de l’adversaire
hint-tank-takes-last = Ce coup prend le dernier char adverse : la partie s’arrête et tu gagnes { $mine } à { $theirs }.
# Variables : $mine = tes points, $theirs = les points de l’adversaire
hint-tank-wins-now = Après ce coup, la partie s’arrête et tu gagnes { $mine } à { $theirs }.
# Variables : $square = le cercle du domaine adverse
hint-tank-domain = Ton commandant se pose sur le cercle du domaine adverse en { $square } : il vaudra 3 points.
# Variables : $piece (tank, commander), $points
hint-tank-enters-base = { $piece ->
    [commander] Ton commandant entre
   *[other] Ton char entre
} dans la base adverse : il vaudra { $points } points au lieu d’un.
# Variables : $square = le char adverse gêné
hint-tank-blocks = Ce coup barre la route au char adverse en { $square } vers ta base.
hint-tank-red-road = Ton commandant passe par la zone rouge : là, personne ne peut le prendre.
# Variables : $piece (tank, commander), $moves = pas de roi qui restent jusqu’à la base adverse
hint-tank-approaches = { $piece ->
    [commander] Ton commandant se rapproche
   *[other] Ton char se rapproche
} de la base adverse : encore { $moves ->
    [one] une case
   *[other] { $moves } cases
}.

# Bataille de chars. Variables : $mine, $theirs = les points
hint-chars-ends-game = Ce coup termine la bataille : tu gagnes { $mine } à { $theirs }.
hint-chars-arrives = Ton char atteint la ligne de départ adverse : un point de plus !
# Variables : $square = la case de ta propre mine
hint-chars-avoids-own-mine = Attention, tu as posé une mine en { $square } : ton char la contourne.
# Variables : $square
hint-chars-own-blank = Tu as posé une carte blanche en { $square } : ton char peut y aller sans danger.
hint-chars-no-mine-left = Il ne reste plus aucune explosion parmi ces cartes : { $square } est sans danger.
# Variables : $square, $chances = cartes explosion cachées, $cards = cartes cachées (fraction réduite)
hint-chars-mine-chance = La carte en { $square } cache une explosion avec { $chances ->
    [one] une chance
   *[other] { $chances } chances
} sur { $cards } : un risque à prendre pour avancer.
# Variables : $ranks = rangées qui restent jusqu’à la ligne adverse
hint-chars-goes-round = Ton char se décale devant la case libre en { $square } : il passera sans retourner de carte.
hint-chars-advances = Ton char avance sans risque : encore { $ranks ->
    [one] une rangée
   *[other] { $ranks } rangées
} jusqu’à la ligne adverse.
