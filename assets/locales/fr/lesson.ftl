# Le lecteur de leçons : boutons, réponses aux élèves, fin de leçon.

lesson-next = Suite
lesson-previous = Retour
lesson-restart = Recommencer
lesson-show-me = Montre-moi
# Variables: $step (numéro de l’étape), $total (nombre d’étapes)
lesson-step = Étape { $step } sur { $total }
lesson-your-turn = À toi de jouer !
lesson-click-squares = Touche les bonnes cases.
lesson-click-pile = Touche ta pioche pour retourner ta carte.
lesson-click-die = Touche le dé pour le lancer.
# Après un lancer de dé. Variables: $die (le nombre du dé), $to (la case d’arrivée), $pawn (yours : ton pion ; other : l’autre pion)
lesson-threw = Le dé montre { $die }. { $pawn ->
    [yours] Ton pion
   *[other] L’autre pion
  } arrive sur la case { $to }.

lesson-right-move = Bravo !
lesson-wrong-move = Ce coup est permis, mais ce n’est pas celui qu’on cherche. Essaie encore !
lesson-illegal-move = Cette pièce ne peut pas aller là. Regarde bien la case.
lesson-play-again = Perdu cette fois ! On recommence la partie.
lesson-play-draw-again = Personne n’a gagné. On rejoue la partie !
lesson-play-won-again = Tu as gagné la partie, mais pas l’objectif. On recommence.
lesson-play-step-again = On recommence cette étape avec ton char.
# Variables: $square (la case de la prise) ; $kind (le jeu et la lettre de la pièce prise)
lesson-play-you-take = Tu prends { $kind ->
    [espion-c] le chef
    [espion-s] l’espion
    [espion-a] l’agent
    [schada-o] l’officier
    [schada-u] le sous-officier
    [schada-p] le soldat
    [tank-battle-c] le commandant
    [tank-battle-t] le char
   *[other] la pièce
} de l’ordinateur en { $square } !
# Variables: $square (la case de la prise) ; $kind (le jeu et la lettre de la pièce prise)
lesson-play-taken = L’ordinateur prend { $kind ->
    [espion-c] ton chef
    [espion-s] ton espion
    [espion-a] ton agent
    [schada-o] ton officier
    [schada-u] ton sous-officier
    [schada-p] ton soldat
    [tank-battle-c] ton commandant
    [tank-battle-t] ton char
   *[other] ta pièce
} en { $square }.

lesson-quiz-right = Bonne réponse !
lesson-quiz-wrong-answer = Ce n’est pas ça. Réfléchis encore !
# Variables: $left (les bonnes réponses qui restent à trouver), $what (ce que l’on touche : square, piece
# ou mine)
lesson-quiz-one-more = { $what ->
    [piece] { $left ->
        [1] Oui ! Encore une pièce à trouver.
       *[other] Oui ! Encore { $left } pièces à trouver.
    }
    [mine] { $left ->
        [1] Oui ! Encore une explosion à trouver.
       *[other] Oui ! Encore { $left } explosions à trouver.
    }
   *[square] { $left ->
        [1] Oui ! Encore une case à trouver.
       *[other] Oui ! Encore { $left } cases à trouver.
    }
}
# Variables: $count (les bonnes réponses en tout), $what (comme au-dessus)
lesson-quiz-all-found = { $what ->
    [piece] { $count ->
        [1] Oui, c’est la bonne pièce !
       *[other] Tu as trouvé toutes les pièces !
    }
    [mine] { $count ->
        [1] Oui, c’est ton explosion !
       *[other] Tu as trouvé toutes tes explosions !
    }
   *[square] { $count ->
        [1] Oui, c’est la bonne case !
       *[other] Tu as trouvé toutes les cases !
    }
}
lesson-quiz-wrong-square = Non, pas cette case.
# Variables: $points (un nombre de points)
lesson-points = { $points ->
    [0] 0 point
    [one] 1 point
   *[other] { $points } points
}
lesson-round-south = C’est moi qui gagne.
lesson-round-emma = C’est Emma qui gagne.
lesson-round-battle = Bataille !
lesson-round-won = Tu gagnes cette manche.
lesson-round-lost = Emma gagne cette manche.

lesson-guess-noted = C’est noté ! Voyons ce que disent les parties.
lesson-guess-close = Bien deviné : la moitié des parties durent moins que ça.
lesson-guess-far = Pas tout à fait : regarde où tombent la plupart des parties.


lesson-lay-taken-back = Tu as repris cette carte.
lesson-lay-not-minefield = Pose tes cartes dans le champ de mines, devant l’adversaire.
lesson-lay-taken = Il y a déjà quelque chose sur cette case.
# Variables: $count (cartes posées)
lesson-lay-done = Tes { $count } cartes sont posées, face cachée.
# Variables: $laid (cartes posées), $count (cartes à poser), $mines (explosions posées), $explosions (explosions à poser)
lesson-lay-count = { $laid } { $laid ->
    [one] carte posée
   *[other] cartes posées
} sur { $count }, dont { $mines } { $mines ->
    [one] explosion
   *[other] explosions
} sur { $explosions }.

# Variables: $moves (tes coups), $par (le nombre de coups visé)
lesson-goal-reached = Objectif atteint en { $moves ->
    [one] un coup
   *[other] { $moves } coups
} : pas plus de { $par }, bravo !
# Variables: $moves (tes coups), $lost (les parties perdues avant, 0 si c’était un coup interdit)
lesson-goal-reached-not-first = Objectif atteint en { $moves ->
    [one] un coup
   *[other] { $moves } coups
}, bravo ! { $lost ->
    [0] Pas d’étoile cette fois : il y a eu une erreur avant.
    [one] Pas d’étoile cette fois : une partie a été perdue avant.
   *[other] Pas d’étoile cette fois : { $lost } parties ont été perdues avant.
}
# Variables: $moves (tes coups), $par (le nombre de coups visé)
lesson-goal-reached-over-par = Objectif atteint, en { $moves } coups. Le défi était { $par } coups au plus : pas d’étoile pour cette partie.
# Variables: $moves (tes coups)
lesson-goal-reached-helped = Objectif atteint avec l’aide de « Montre-moi », en { $moves ->
    [one] un coup
   *[other] { $moves } coups
}. Pas d’étoile pour cette partie : rejoue-la sans aide pour en gagner une.
# Variables: $stars (étoiles gagnées, 0 à 3), $steps (étapes où l’enfant décide), $good (celles réussies du premier coup, sans aide)
lesson-finished = Leçon terminée ! { $stars ->
    [0] Pas d’étoile cette fois.
    [one] Une étoile.
   *[other] { $stars } étoiles.
}{ $steps ->
    [0] {""}
   *[other] {" "}Réussi du premier coup, sans aide{"\u00A0"}: { $good }{"\u00A0"}{ $good ->
        [one] étape
       *[other] étapes
    } sur { $steps }.
}{ $stars ->
    [0] {" "}Recommence pour gagner une étoile !
   *[other] {""}
}
# Un coup se joue en deux touches. Variables: $game (le jeu)
lesson-play-would-end = Attention : si tu joues { $game ->
    [chars] ton char
    [tank-battle] ton char
   *[other] ta pièce
} en { $square }, la partie s’arrête, et tu ne la gagnes pas.
lesson-pick-first = { $game ->
    [chars] Touche d’abord un de tes chars, puis la case où il va.
    [tank-battle] Touche d’abord un de tes chars, puis la case où il va.
   *[other] Touche d’abord une de tes pièces, puis la case où elle va.
}
lesson-shown = Regarde ce qui est marqué. Cette étape ne donne pas d’étoile.
lesson-shown-choice = La bonne réponse porte une coche ✓. Cette étape ne donne pas d’étoile.
# « Montre-moi » pendant une partie : ce coup mène à l'objectif. Variables: $moves (tes coups, celui-ci compris)
lesson-help-goal-sure = { $moves ->
    [one] Avec ce coup, tu atteins l’objectif tout de suite.
   *[other] Ce coup mène à l’objectif en { $moves } coups, quoi que fasse l’ordinateur.
}
lesson-help-goal-towards = Ce coup va vers l’objectif : { $moves } coups, si l’ordinateur ne te gêne pas.
# Variables: $escapes (les coups de l’ordinateur qui ne perdent pas tout de suite)
lesson-help-goal-pressing = { $escapes ->
    [0] Après ce coup, l’ordinateur ne peut plus s’échapper.
    [one] Après ce coup, l’ordinateur n’a plus qu’une seule façon de s’échapper.
   *[other] Après ce coup, l’ordinateur n’a plus que { $escapes } façons de s’échapper.
}

## Pourquoi ce n’est pas possible (Variables : $from, $to, les cases)
lesson-why-off-board = Cette case n’est pas sur le plateau.
lesson-why-over = La partie est finie : on ne joue plus.
lesson-why-no-piece = Il n’y a pas de pièce en { $from }.
lesson-why-not-yours = La pièce en { $from } n’est pas à toi.
lesson-why-same-square = Ta pièce est déjà sur cette case.
lesson-why-own-piece = En { $to }, il y a déjà une de tes pièces. On ne va jamais sur sa propre pièce.
lesson-why-blocked = Une pièce bloque le passage de { $from } à { $to }.
lesson-why-too-far = { $to }, c’est trop loin pour la pièce en { $from }.
lesson-why-no-way = La pièce en { $from } ne peut pas aller dans cette direction.
lesson-why-red-zone = { $square } est dans la zone rouge : seul le commandant a le droit d’y entrer ou de la traverser.
lesson-why-mine = En { $square }, il y a une mine : aucun char ne peut s’y arrêter ni passer dessus.
lesson-why-red-zone-on-way = Pour aller en { $to }, ton char traverserait la zone rouge en { $square }. Seul le commandant en a le droit.
lesson-why-mine-on-way = Pour aller en { $to }, ton char passerait sur la mine en { $square }. Aucun char ne passe sur une mine.
lesson-why-stays-in-base = Ce char est dans la base adverse : il n’a plus le droit d’en sortir.
lesson-why-not-straight = Un char va tout droit : sur sa rangée, sa colonne ou une diagonale. { $to } n’est sur aucune des trois.
lesson-why-safe-in-red = Dans la zone rouge, un commandant est à l’abri : l’autre commandant ne peut pas le prendre.
lesson-why-diagonal = Un char ne va jamais en diagonale : une case tout droit devant, ou sur le côté.
lesson-why-backward = Un char ne recule jamais : une case devant, ou sur le côté.
lesson-why-no-line = Regarde le schéma de la case { $from } : aucune de ses lignes ne finit en { $to }.
lesson-why-chief-home = Ce chef est sur sa ligne d’arrivée : il ne peut plus faire qu’un pas sur le côté.
lesson-why-no-arrow = Regarde les flèches de la case { $from } : aucune ne va vers { $to }.
lesson-why-attacker-yours = Cette pièce est à toi : cherche les pièces de l’adversaire.
# Variables: $square
lesson-why-empty = Il n’y a pas de pièce en { $square }.
# Variables: $square ; $kind (le jeu et la lettre de la pièce trouvée)
lesson-why-other-kind = En { $square }, il y a { $kind ->
    [espion-c] ton chef
    [espion-s] un espion
    [espion-a] un agent
    [schada-o] un officier
    [schada-u] un sous-officier
    [schada-p] un soldat
    [tank-battle-c] ton commandant
    [tank-battle-t] un char ordinaire
   *[other] une autre sorte de pièce
} : ce n’est pas la pièce demandée.
lesson-why-piece-yours = En { $square }, c’est une de tes pièces : on cherche celles de l’adversaire.
lesson-why-piece-theirs = En { $square }, c’est une pièce de l’adversaire : on cherche les tiennes.
lesson-why-no-mine = Tu n’as pas posé de carte explosion en { $square }.
# Variables: $south (ta carte), $emma (la carte d’Emma)
lesson-why-round-south = { $south ->
    [J] Ton valet est plus fort
    [Q] Ta dame est plus forte
    [K] Ton roi est plus fort
    [A] Ton as est plus fort
   *[other] Ton { $south } est plus fort
} que { $emma ->
    [J] le valet
    [Q] la dame
    [K] le roi
    [A] l’as
   *[other] le { $emma }
} d’Emma : c’est toi qui gagnes.
lesson-why-round-emma = { $emma ->
    [J] Le valet d’Emma est plus fort
    [Q] La dame d’Emma est plus forte
    [K] Le roi d’Emma est plus fort
    [A] L’as d’Emma est plus fort
   *[other] Le { $emma } d’Emma est plus fort
} que { $south ->
    [J] ton valet
    [Q] ta dame
    [K] ton roi
    [A] ton as
   *[other] ton { $south }
} : c’est Emma qui gagne.
lesson-why-round-battle = Les deux cartes ont la même valeur ({ $south ->
    [J] valet
    [Q] dame
    [K] roi
    [A] as
    *[other] { $south }
   }) : c’est une bataille !

# La Bataille, la question « combien de cartes ? ». Variables: $cards (un nombre de cartes)
lesson-cards = { $cards ->
    [one] 1 carte
   *[other] { $cards } cartes
}
# Variables: $cards (les cartes que prend le gagnant)
lesson-why-cards-round = Chacun pose une carte : le gagnant en prend 2.
# Variables: $cards (les cartes que prend le gagnant)
lesson-why-cards-battle = À chaque bataille, chacun pose 4 cartes de plus. Le gagnant en prend { $cards }.

## « ludoclasse lesson show » : ce que fait chaque étape. Variables: $side (white ou black), $from, $to (cases)
lesson-show-moved = { $side ->
    [white] Blancs
   *[black] Noirs
  } : { $from } → { $to }
lesson-show-captured = { $side ->
    [white] Blancs
   *[black] Noirs
  } : { $from } → { $to }, prise
# Variables: $side
lesson-show-passed = { $side ->
    [white] Blancs
   *[black] Noirs
  } : pas de coup, le tour passe
lesson-show-taken-back = Coup repris : { $from } → { $to }
# Variables: $count (actions de la manche)
lesson-show-cards = Cartes retournées ({ $count } actions)
# Variables: $die (le dé), $to (la case d’arrivée du pion)
lesson-show-threw = Dé : { $die }, le pion finit en { $to }
lesson-show-reset = La partie recommence au début de l’étape

## La fin d’une partie de leçon, dite à l’enfant qui joue contre l’ordinateur.
## Variables: $winner (you : l’enfant, computer : l’ordinateur, draw : personne), $reason, $white, $black (points)
lesson-end-winner = { $winner ->
    [you] Tu gagnes !
    [computer] L’ordinateur gagne.
   *[draw] Match nul.
  }
lesson-end-espion = { $reason ->
    [chief_captured] { $winner ->
        [you] Le chef de l’ordinateur est pris : tu gagnes !
       *[computer] Ton chef est pris : l’ordinateur gagne.
      }
    [no_legal_move] { $winner ->
        [you] L’ordinateur ne peut plus bouger : tu gagnes !
       *[computer] Tu ne peux plus bouger : l’ordinateur gagne.
      }
   *[no_capture_limit] Cent coups sans aucune prise : la partie s’arrête, match nul.
  }
# Variables: $reason, $winner, $decision, $white, $black (points)
lesson-end-schada = { $reason ->
    [target_line_full] Une ligne d’arrivée est pleine.
    [chiefs_captured] Un camp n’a plus de chef.
    [same_piece_three_times] La même pièce a joué trois fois de suite.
    [two_passes] Plus personne ne peut jouer.
   *[move_limit] 200 coups sont joués.
  } Blancs { $white }, Noirs { $black }. { $decision ->
    [chiefs] Même score : le camp qui a gardé plus de chefs gagne. { lesson-end-winner }
   *[other] { lesson-end-winner }
  }
lesson-end-tank-battle = { $reason ->
    [all_in_enemy_base] Tous les chars d’un camp sont dans la base adverse.
    [white_all_in] Tous les chars blancs qui restent sont dans la base des Noirs.
    [black_all_in] Tous les chars noirs qui restent sont dans la base des Blancs.
    [white_no_tanks] Les Blancs n’ont plus de char.
    [black_no_tanks] Les Noirs n’ont plus de char.
    [two_passes] Plus personne ne peut bouger.
   *[move_limit] 300 coups sont joués.
  } Blancs { $white }, Noirs { $black }. { lesson-end-winner }
lesson-end-chars = { $reason ->
    [no_tanks] Il ne reste aucun char sur le plateau.
    [two_passes] Plus personne ne peut bouger.
   *[quiet_moves] Trente coups sans avancer, sans prise et sans carte retournée.
  } Blancs { $white }, Noirs { $black }. { lesson-end-winner }
