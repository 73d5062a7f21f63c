# Le lecteur de leçons : boutons, réponses aux élèves, fin de leçon.

lesson-next = Suite
lesson-previous = Retour
lesson-restart = Recommencer
lesson-show-me = Montre-moi
# Variables: $step (numéro de l’étape), $total (nombre d’étapes)
lesson-step = Étape { $step } sur { $total }
lesson-your-turn = À toi de jouer !
lesson-click-squares = Touche les bonnes cases.
lesson-click-pile = Touche ton paquet pour retourner ta carte.
lesson-click-die = Touche le dé pour le lancer.

lesson-right-move = Bravo !
lesson-wrong-move = Ce coup est permis, mais ce n’est pas celui qu’on cherche. Essaie encore !
lesson-illegal-move = Cette pièce ne peut pas aller là. Regarde bien la case.
# Variables: $moves (coups joués), $stars (étoiles gagnées, 1 à 3)
lesson-goal-reached = Objectif atteint en { $moves ->
    [one] un coup
   *[other] { $moves } coups
} !
lesson-play-again = Perdu cette fois ! On recommence la partie.

lesson-quiz-right = Bonne réponse !
lesson-quiz-wrong-answer = Ce n’est pas ça. Réfléchis encore !
lesson-quiz-one-more = Oui ! Il en reste d’autres.
lesson-quiz-all-found = Tu les as toutes trouvées !
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

# Variables: $stars (étoiles gagnées, 1 à 3)
lesson-finished = Leçon terminée ! { $stars ->
    [one] Une étoile.
   *[other] { $stars } étoiles.
}

lesson-lay-taken-back = Tu as repris cette carte.
lesson-lay-not-minefield = Pose tes cartes dans le champ de mines, devant l’adversaire.
lesson-lay-taken = Il y a déjà quelque chose sur cette case.
# Variables: $count (cartes posées)
lesson-lay-done = Tes { $count } cartes sont posées, face cachée.
