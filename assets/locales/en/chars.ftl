# Bataille de chars: the race, what a move does, why a battle ended, and mistakes while laying mines.

chars-race-arrow-forward = An arrow: the tank speeds ahead!
chars-race-arrow-back = An arrow: the tank has to go back.
chars-race-red = A red square: the tank is pushed a little further.

chars-effect-capture = Enemy tank destroyed!
chars-effect-explosion = Boom! It was an explosion card: the tank blows up with it.
chars-effect-blank = Phew, the card was blank: it is removed and the tank stays.
chars-effect-arrival = The tank reached the enemy start line: one point!

chars-end-no-tanks = Not a single tank is left on the board.
chars-end-two-passes = Nobody can move any more.
chars-end-quiet-moves = 30 moves in a row without moving forward, capturing, arriving or turning a card: the battle stops.

# Variables: $square (a square name like D3)
chars-layout-off-minefield = { $square } is not in the minefield where you lay your cards.
# Variables: $square (a square name like D3)
chars-layout-twice = There is already a card on { $square }.
# Variables: $count (how many squares still have no card)
chars-layout-missing = { $count ->
    [one] One square still has no card.
   *[other] { $count } squares still have no card.
}
# Variables: $found (explosion cards laid), $expected (explosion cards the game is set to)
chars-layout-explosions = You laid { $found } explosion cards; the game needs { $expected }.
# Variables: $explosions (explosion cards asked for), $cards (cards each player has)
chars-layout-bad-setting = { $explosions } explosions cannot be hidden among { $cards } cards.
chars-layout-wrong-layer = These cards belong to the other player.

# Who took whom, on the play screen and in the lessons' games. Variables: $square (where the tank was taken)
chars-capture-by-you = Your tank takes the enemy tank on { $square }!
# Variables: $square
chars-capture-by-computer = The computer takes your tank on { $square }!
# After the child's own result, under "Then the computer:". Variables: $square
chars-capture-then = it takes your tank on { $square }!
# Two players on one screen. Variables: $side (the side that takes: white or black), $square
chars-capture-by-side = { $side ->
    [white] A white tank takes a black tank on { $square }!
   *[black] A black tank takes a white tank on { $square }!
  }

# Why a square is not a tank, in a quiz or a move of a lesson. Variables: $square
chars-why-own-card = On { $square } lies one of your cards, face down. It is not a tank.
# Variables: $square
chars-why-enemy-card = On { $square } lies one of your opponent’s cards, face down. It is not a tank.
# Variables: $square
chars-why-minefield = { $square } is a minefield square, with no tank and no card.
# Variables: $square
chars-why-no-tank = There is no tank on { $square }: the square is empty.
# Variables: $square
chars-why-tank-yours = On { $square } stands one of your tanks: find your opponent’s.
# Variables: $square
chars-why-tank-theirs = On { $square } stands one of your opponent’s tanks: find yours.
# The memory quiz: where are your explosion cards? Variables: $square
chars-why-mine-blank = On { $square } you laid a blank card, not an explosion.
# Variables: $square
chars-why-mine-off-field = { $square } is not in your minefield: your cards lie in front of your opponent.

# The race: why the tank does not stop on the square tapped. Variables: $square, $die, $from (its square)
chars-why-landing-arrow-forward = The tank does land on square { $square }, but an arrow takes it forward. Follow it!
# Variables: $square
chars-why-landing-arrow-back = The tank does land on square { $square }, but an arrow sends it back. Follow it!
# Variables: $square
chars-why-landing-red = The tank does land on square { $square }, but it is red: it pushes the tank further.
# Variables: $die, $from
chars-why-landing-count = With a { $die }, the tank moves { $die } squares on from square { $from }.
# Variables: $die
chars-why-landing-count-start = With a { $die }, the tank moves { $die } squares on from the start.
chars-why-landing-end = The tank goes to square 40, even if the die says more: it goes no further.

# What a move did in a lesson's game, said with whose tank it was. Variables: $square, and for a turned card
# $own (yes: the card was laid by the tank's own side), for an arrival $took (yes: it took a tank there)
chars-you-explosion = { $own ->
    [yes] Boom! Your tank drives onto one of your own explosion cards on { $square } and blows up.
   *[no] Boom! Your tank drives onto an enemy explosion card on { $square } and blows up.
  }
# Variables: $square
chars-computer-explosion = { $own ->
    [yes] Boom! A computer tank drives onto one of its own explosion cards on { $square } and blows up.
   *[no] Boom! A computer tank drives onto one of your explosion cards on { $square } and blows up.
  }
# Variables: $square
chars-you-blank = Your tank turns a blank card on { $square }: the card goes, your tank stays.
# Variables: $square
chars-computer-blank = A computer tank turns a blank card on { $square }: the card goes, the tank stays.
# Variables: $square
chars-you-arrival = { $took ->
    [yes] Your tank takes the enemy tank on { $square }, on the enemy start line: one point for you!
   *[no] Your tank reaches the enemy start line on { $square }: one point for you!
  }
# Variables: $square
chars-computer-arrival = { $took ->
    [yes] A computer tank takes your tank on { $square }, on your start line: one point for the computer.
   *[no] A computer tank reaches your start line on { $square }: one point for the computer.
  }
# A move onto the class's own explosion card. Variables: $to
chars-why-own-explosion = On { $to } lies your explosion card: your tank would blow up with it!
# An attackers quiz: the class tapped its own tank.
chars-why-attacker-yours = This tank is yours: look for your opponent’s tanks.

# Why a tank cannot make a move, in a lesson (the game's own words for the generic reasons).
# Variables: $from
chars-why-no-tank-from = There is no tank on { $from }.
# Variables: $from
chars-why-not-yours = The tank on { $from } is not yours.
chars-why-same-square = Your tank is already on this square.
# Variables: $to
chars-why-own-tank = On { $to } there is already one of your tanks. A tank never moves onto a tank of its own side.
# Variables: $to, $from
chars-why-too-far = { $to } is too far: a tank moves only one square at a time.
# Variables: $from
chars-why-no-way = The tank on { $from } cannot go there: one square ahead, or sideways.

# The computer's move, said after the child's result, under "Then the computer:". Variables: $square
chars-explosion-then = { $own ->
    [yes] boom! one of its tanks blows up on one of its own explosion cards on { $square }.
   *[no] boom! one of its tanks blows up on one of your explosion cards on { $square }.
  }
# Variables: $square
chars-blank-then = one of its tanks turns a blank card on { $square }: the tank stays.
# Variables: $square
chars-arrival-then = { $took ->
    [yes] one of its tanks takes your tank on { $square }, on your start line: one point for it.
   *[no] one of its tanks reaches your start line on { $square }: one point for it.
  }
# Two players on one screen: whose tank it was. Variables: $side (white or black), $square
chars-explosion-side = { $side ->
    [white] { $own ->
        [yes] Boom! A white tank blows up on an explosion card laid by White on { $square }.
       *[no] Boom! A white tank blows up on an explosion card laid by Black on { $square }.
      }
   *[black] { $own ->
        [yes] Boom! A black tank blows up on an explosion card laid by Black on { $square }.
       *[no] Boom! A black tank blows up on an explosion card laid by White on { $square }.
      }
  }
# Variables: $side, $square
chars-blank-side = { $side ->
    [white] A white tank turns a blank card on { $square }: the card goes, the tank stays.
   *[black] A black tank turns a blank card on { $square }: the card goes, the tank stays.
  }
# Variables: $side, $square
chars-arrival-side = { $side ->
    [white] A white tank reaches Black's start line on { $square }: one point for White!
   *[black] A black tank reaches White's start line on { $square }: one point for Black!
  }
