# Bataille de chars: the race, what a move does, why a battle ended, and mistakes while laying mines.

chars-race-arrow-forward = Une flèche : le char file en avant !
chars-race-arrow-back = Une flèche : le char doit reculer.
chars-race-red = Case rouge : le char est poussé un peu plus loin.

chars-effect-capture = Char adverse détruit !
chars-effect-explosion = Boum ! C’était une carte explosion : le char saute avec elle.
chars-effect-blank = Ouf, c’était une carte blanche : on l’enlève et le char reste.
chars-effect-arrival = Arrivé sur la ligne de départ adverse : un point !

chars-end-no-tanks = Il ne reste plus un seul char sur le plateau.
chars-end-two-passes = Plus personne ne peut bouger.
chars-end-quiet-moves = 30 coups de suite sans avancer, sans prise, sans arrivée ni carte retournée : la bataille s’arrête.

# Variables: $square (a square name like D3)
chars-layout-off-minefield = { $square } n’est pas dans le champ de mines où tu poses tes cartes.
# Variables: $square (a square name like D3)
chars-layout-twice = Il y a déjà une carte sur { $square }.
# Variables: $count (how many squares still have no card)
chars-layout-missing = { $count ->
    [one] Il reste une case sans carte.
   *[other] Il reste { $count } cases sans carte.
}
# Variables: $found (explosion cards laid), $expected (explosion cards the game is set to)
chars-layout-explosions = Tu as posé { $found } cartes explosion ; il en faut { $expected }.
# Variables: $explosions (explosion cards asked for), $cards (cards each player has)
chars-layout-bad-setting = On ne peut pas cacher { $explosions } explosions parmi { $cards } cartes.
chars-layout-wrong-layer = Ces cartes sont celles de l’autre joueur.

# Who took whom, on the play screen and in the lessons' games. Variables: $square (where the tank was taken)
chars-capture-by-you = Ton char prend le char adverse en { $square } !
# Variables: $square
chars-capture-by-computer = L’ordinateur prend ton char en { $square } !
# After the child's own result, under "Then the computer:". Variables: $square
chars-capture-then = il prend ton char en { $square } !
# Two players on one screen. Variables: $side (the side that takes: white or black), $square
chars-capture-by-side = { $side ->
    [white] Un char blanc prend un char noir en { $square } !
   *[black] Un char noir prend un char blanc en { $square } !
  }

# Why a square is not a tank, in a quiz or a move of a lesson. Variables: $square
chars-why-own-card = En { $square }, c’est une de tes cartes, posée face cachée. Ce n’est pas un char.
# Variables: $square
chars-why-enemy-card = En { $square }, c’est une carte de l’adversaire, face cachée. Ce n’est pas un char.
# Variables: $square
chars-why-minefield = { $square } est une case du champ de mines, sans char ni carte.
# Variables: $square
chars-why-no-tank = Il n’y a pas de char en { $square } : la case est vide.
# Variables: $square
chars-why-tank-yours = En { $square }, c’est un de tes chars : on cherche ceux de l’adversaire.
# Variables: $square
chars-why-tank-theirs = En { $square }, c’est un char de l’adversaire : on cherche les tiens.
# The memory quiz: where are your explosion cards? Variables: $square
chars-why-mine-blank = En { $square }, tu as posé une carte blanche, pas une explosion.
# Variables: $square
chars-why-mine-off-field = { $square } n’est pas dans ton champ de mines : tes cartes sont devant l’adversaire.

# The race: why the tank does not stop on the square tapped. Variables: $square, $die, $from (its square)
chars-why-landing-arrow-forward = Le char arrive bien sur la case { $square }, mais une flèche le fait avancer. Suis-la !
# Variables: $square
chars-why-landing-arrow-back = Le char arrive bien sur la case { $square }, mais une flèche le fait reculer. Suis-la !
# Variables: $square
chars-why-landing-red = Le char arrive bien sur la case { $square }, mais elle est rouge : elle le pousse plus loin.
# Variables: $die, $from
chars-why-landing-count = Avec un { $die }, le char avance de { $die } cases à partir de la case { $from }.
# Variables: $die
chars-why-landing-count-start = Avec un { $die }, le char avance de { $die } cases à partir du départ.
chars-why-landing-end = Le char va jusqu’à la case 40, même si le dé donne plus : il ne va pas plus loin.

# What a move did in a lesson's game, said with whose tank it was. Variables: $square, and for a turned card
# $own (yes: the card was laid by the tank's own side), for an arrival $took (yes: it took a tank there)
chars-you-explosion = { $own ->
    [yes] Boum ! Ton char saute sur une de tes propres cartes explosion en { $square }.
   *[no] Boum ! Ton char saute sur une carte explosion de l’adversaire en { $square }.
  }
# Variables: $square
chars-computer-explosion = { $own ->
    [yes] Boum ! Un char de l’ordinateur saute sur une de ses propres cartes explosion en { $square }.
   *[no] Boum ! Un char de l’ordinateur saute sur une de tes cartes explosion en { $square }.
  }
# Variables: $square
chars-you-blank = Ton char retourne une carte blanche en { $square } : on l’enlève, ton char reste.
# Variables: $square
chars-computer-blank = Un char de l’ordinateur retourne une carte blanche en { $square } : il reste.
# Variables: $square
chars-you-arrival = { $took ->
    [yes] Ton char prend le char adverse en { $square }, sur la ligne de départ adverse : un point pour toi !
   *[no] Ton char arrive sur la ligne de départ adverse en { $square } : un point pour toi !
  }
# Variables: $square
chars-computer-arrival = { $took ->
    [yes] Un char de l’ordinateur prend ton char en { $square }, sur ta ligne de départ : un point pour lui.
   *[no] Un char de l’ordinateur arrive sur ta ligne de départ en { $square } : un point pour lui.
  }
# A move onto the class's own explosion card. Variables: $to
chars-why-own-explosion = En { $to }, c’est ta carte explosion : ton char sauterait avec elle !
# An attackers quiz: the class tapped its own tank.
chars-why-attacker-yours = Ce char est à toi : cherche les chars de l’adversaire.

# Why a tank cannot make a move, in a lesson (the game's own words for the generic reasons).
# Variables: $from
chars-why-no-tank-from = Il n’y a pas de char en { $from }.
# Variables: $from
chars-why-not-yours = Le char en { $from } n’est pas à toi.
chars-why-same-square = Ton char est déjà sur cette case.
# Variables: $to
chars-why-own-tank = En { $to }, il y a déjà un de tes chars. Un char ne va jamais sur un char de son camp.
# Variables: $to, $from
chars-why-too-far = { $to }, c’est trop loin : un char avance d’une seule case à la fois.
# Variables: $from
chars-why-no-way = Le char en { $from } ne peut pas aller là : une case devant, ou sur le côté.

# The computer's move, said after the child's result, under "Puis l’ordinateur :". Variables: $square
chars-explosion-then = { $own ->
    [yes] boum ! un de ses chars saute sur une de ses propres cartes explosion en { $square }.
   *[no] boum ! un de ses chars saute sur une de tes cartes explosion en { $square }.
  }
# Variables: $square
chars-blank-then = un de ses chars retourne une carte blanche en { $square } : il reste.
# Variables: $square
chars-arrival-then = { $took ->
    [yes] un de ses chars prend ton char en { $square }, sur ta ligne de départ : un point pour lui.
   *[no] un de ses chars arrive sur ta ligne de départ en { $square } : un point pour lui.
  }
# Two players on one screen: whose tank it was. Variables: $side (white or black), $square
chars-explosion-side = { $side ->
    [white] { $own ->
        [yes] Boum ! Un char blanc saute sur une carte explosion posée par les Blancs en { $square }.
       *[no] Boum ! Un char blanc saute sur une carte explosion posée par les Noirs en { $square }.
      }
   *[black] { $own ->
        [yes] Boum ! Un char noir saute sur une carte explosion posée par les Noirs en { $square }.
       *[no] Boum ! Un char noir saute sur une carte explosion posée par les Blancs en { $square }.
      }
  }
# Variables: $side, $square
chars-blank-side = { $side ->
    [white] Un char blanc retourne une carte blanche en { $square } : on l’enlève, le char reste.
   *[black] Un char noir retourne une carte blanche en { $square } : on l’enlève, le char reste.
  }
# Variables: $side, $square
chars-arrival-side = { $side ->
    [white] Un char blanc arrive sur la ligne de départ des Noirs en { $square } : un point pour les Blancs !
   *[black] Un char noir arrive sur la ligne de départ des Blancs en { $square } : un point pour les Noirs !
  }
