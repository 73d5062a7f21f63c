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
