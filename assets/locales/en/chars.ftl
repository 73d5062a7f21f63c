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
