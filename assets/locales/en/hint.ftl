# The reasons of a move hint (the computer explains why it suggests this move).
# Common variables: $square = a square ("D4"); $piece = a piece id
# (chief, spy, agent, officer, sub_officer, soldier, tank, commander).

# Variables: $moves = how many of the player's moves it takes to win
hint-forced-win = This move wins for sure in { $moves } moves, whatever the opponent does.
hint-only-defence = This is the only move that does not lose at once: every other one lets the opponent win.
hint-all-lose = Every move loses: this one makes the game last longest.
hint-best-safe = After this move, your opponent cannot take any of your pieces.
hint-best-exposed = This is the best move I found, but watch out: your opponent will be able to take your piece on { $square }.
hint-best-plain = This is the move I would play in your place.
hint-pass = None of your pieces can move: you pass your turn.
# Variables: $piece, $square
hint-captures = This move takes { $piece ->
    [chief] the chief
    [spy] a spy
    [agent] an agent
    [officer] an officer
    [sub_officer] a sub-officer
    [soldier] a soldier
    [commander] the commander
    [tank] a tank
   *[other] a piece
} on { $square }.
# Variables: $piece, $square = where the piece was threatened
hint-saves = Your { $piece ->
    [chief] chief
    [spy] spy
    [agent] agent
    [officer] officer
    [sub_officer] sub-officer
    [soldier] soldier
    [commander] commander
    [tank] tank
   *[other] piece
} could be taken on { $square }: this move brings it to safety.
# Variables: $square = the square the opponent threatened
hint-stops-win = The opponent could win by playing to { $square }: this move stops it.

# A second sentence, said after the reason when the moved piece can be taken where it lands.
# Variables: $square = the square where the piece lands
hint-caution-take-back = If your opponent takes your piece on { $square }, you take theirs in return.
hint-caution-trade = Then your opponent can take your piece on { $square }: it is a trade.
hint-caution-exposed = Watch out: your opponent will then be able to take your piece on { $square }.

# Espion. Variables: $square
hint-espion-captures-chief = Take the enemy chief on { $square }: the game is won!
hint-espion-threatens-chief = This move threatens the enemy chief on { $square }: it will have to defend.
hint-espion-guards-chief = Your chief on { $square } could be taken: this move blocks the attacker's way.
hint-espion-chief-escapes = Your chief was threatened: it steps to safety on { $square }.

# Schada. Variables: $mine = your points, $theirs = the opponent's points
hint-schada-completes-line = This move fills your target line: the game stops and you win { $mine } to { $theirs }.
hint-schada-last-chief = This move takes the last enemy chief: the game stops and you win { $mine } to { $theirs }.
hint-schada-third-move = Move the same piece a third time: the game stops while you lead { $mine } to { $theirs }.
hint-schada-ends-ahead = This move ends the game while you lead { $mine } to { $theirs }.
# Variables: $end = how the game stops (line, last_chief, third_move, other),
# $points = your points (as many as the opponent's), $mine / $theirs = the chiefs left on each side
hint-schada-wins-on-chiefs = { $end ->
    [line] This move fills your target line
    [last_chief] This move takes the last enemy chief
    [third_move] Move the same piece a third time
   *[other] This move ends the game
}: the points are level ({ $points } each), but you have more chiefs left ({ $mine } to { $theirs }), so you win.
# Variables: $piece, $points = the points the piece scores on the line
hint-schada-reaches-line = Your { $piece ->
    [officer] officer
   *[other] sub-officer
} reaches your target line: { $points ->
    [one] one more point
   *[other] { $points } more points
}, and nobody can take it there.
# Variables: $piece, $rows = ranks left to the target line
hint-schada-approaches = Your { $piece ->
    [officer] officer
   *[other] sub-officer
} gets closer to your target line: { $rows ->
    [one] one rank to go
   *[other] { $rows } ranks to go
}.

# Tank Battle. Variables: $mine = your points, $theirs = the opponent's points
hint-tank-ends-game = Your last tank enters the enemy base: the game stops and you win { $mine } to { $theirs }.
# Variables: $mine = your points, $theirs = the opponent's points
hint-tank-takes-last = This move captures the last enemy tank: the game stops and you win { $mine } to { $theirs }.
# Variables: $mine = your points, $theirs = the opponent's points
hint-tank-wins-now = After this move the game stops and you win { $mine } to { $theirs }.
# Variables: $square = the enemy domain circle
hint-tank-domain = Your commander lands on the enemy domain circle on { $square }: it will be worth 3 points.
# Variables: $piece (tank, commander), $points
hint-tank-enters-base = Your { $piece ->
    [commander] commander enters
   *[other] tank enters
} the enemy base: it will be worth { $points } points instead of one.
# Variables: $square = the enemy tank that is held up
hint-tank-blocks = This move bars the way into your base for the enemy tank on { $square }.
hint-tank-red-road = Your commander takes the red zone: nobody can capture it there.
# Variables: $piece (tank, commander), $moves = king steps left to the enemy base
hint-tank-approaches = Your { $piece ->
    [commander] commander gets
   *[other] tank gets
} closer to the enemy base: { $moves ->
    [one] one square to go
   *[other] { $moves } squares to go
}.

# Bataille de chars. Variables: $mine, $theirs = the points
hint-chars-ends-game = This move ends the battle: you win { $mine } to { $theirs }.
hint-chars-arrives = Your tank reaches the enemy start line: one more point!
# Variables: $square = the square of your own mine
hint-chars-avoids-own-mine = Careful, you laid a mine on { $square }: your tank goes around it.
# Variables: $square
hint-chars-own-blank = You laid a blank card on { $square }: your tank can go there safely.
hint-chars-no-mine-left = No explosion is left among these cards: { $square } is safe.
# Variables: $square, $chances = hidden explosion cards, $cards = hidden cards (reduced fraction)
hint-chars-mine-chance = The card on { $square } hides an explosion with a { $chances }-in-{ $cards } chance: a risk worth taking to move forward.
# Variables: $ranks = ranks left to the enemy line
hint-chars-goes-round = Your tank steps aside, in front of the empty square { $square }: it gets past without turning a card.
hint-chars-advances = Your tank moves forward safely: { $ranks ->
    [one] one rank
   *[other] { $ranks } ranks
} left to the enemy line.
