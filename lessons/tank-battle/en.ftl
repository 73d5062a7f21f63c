# Tank Battle: the rules of the game and the lessons' texts.

## The rules (rules.toml)

tank-battle-rule-pieces = Each player has 14 tanks: 13 ordinary tanks and 1 commander.
tank-battle-rule-start = At the start each army fills its base, a staircase in its corner. The commander stands on the domain circle.
tank-battle-rule-turns = White starts. Then each player moves one tank in turn.
tank-battle-rule-queen-move = A tank goes straight or diagonally, as far as it likes.
tank-battle-rule-mines = The black squares are mines. A tank never stops on one and never crosses one.
tank-battle-rule-no-jump = A tank never jumps over another tank.
tank-battle-rule-red-zone = Only the commander may enter or cross the red zone.
tank-battle-rule-red-safe = In the red zone two commanders cannot capture each other. There a commander cannot be captured.
tank-battle-rule-capture = A tank that stops on an enemy tank captures it.
tank-battle-rule-base-stay = A tank that has entered the enemy base never leaves it. It may still move inside.
tank-battle-rule-end = All the surviving tanks of a player are in the enemy base? The game stops.
tank-battle-rule-no-tank = A player has no tank left? The game stops too.
tank-battle-rule-score = The commander on the enemy domain circle is worth 3 points. A tank in the enemy base is worth 2 points. Any other tank is worth 1 point.
tank-battle-rule-winner = The most points wins.
tank-battle-rule-draw = The same points each: the game is a draw.
tank-battle-rule-pass = A player who cannot move passes. Two passes in a row end the game.
tank-battle-rule-move-limit = After 300 moves in all, the game stops and the points are counted.

## Lesson 1: tanks that move like the queen

tank-battle-l01-title = Like the chess queen
tank-battle-l01-summary = Straight or diagonal, as far as you like… unless something blocks.
tank-battle-l01-hello = Welcome to Tank Battle! Your tank on C4 goes straight or diagonally, as far as it likes.
tank-battle-l01-forbidden = The black squares are mines. Your tank never stops on them and never passes over them.
tank-battle-l01-red = The red squares make the red zone. An ordinary tank never enters it and never crosses it.
tank-battle-l01-find = Tap every square your tank can go to.
tank-battle-l01-find-hint = Follow each line from C4. Stop before a mine or a red square.
tank-battle-l01-tanks-block = Here is a black tank on F4. A tank never jumps over another tank.
tank-battle-l01-capture = But your tank may stop on an enemy tank: it captures it.
tank-battle-l01-find-again = Where can your tank go now? Tap all its squares.
tank-battle-l01-find-again-hint = To the right you may capture the black tank, but not go further.
tank-battle-l01-take = Capture the black tank.
tank-battle-l01-take-hint = Slide your tank to the right, up to the black tank.
tank-battle-l01-trip = Your tank is on F4. Square A8 is at the edge of the black base, in grey.
tank-battle-l01-trip-go = Bring your tank to A8, in two moves.
tank-battle-l01-trip-go-hint = First go all the way left, then straight up.

## Lesson 2: the commander's road

tank-battle-l02-title = The commander's road
tank-battle-l02-summary = Only the commander crosses the red zone, and there it is safe.
tank-battle-l02-hello = Your commander is on H6. Only the commander may enter the red zone and cross it.
tank-battle-l02-ordinary = First, your ordinary tank on H7: tap every square it can go to.
tank-battle-l02-ordinary-hint = An ordinary tank stops before the red zone.
tank-battle-l02-find = Now tap every square your commander can go to.
tank-battle-l02-find-hint = The commander crosses the red zone. Mines still stop it.
tank-battle-l02-park = Park your commander on the middle square of the red zone.
tank-battle-l02-park-hint = Slide the commander two squares to the left.
tank-battle-l02-safe = In the red zone nobody can capture your commander.
tank-battle-l02-cross = Cross the zone straight to the left, as far as you can go.
tank-battle-l02-cross-hint = Keep going left, up to the square just before the mine.
tank-battle-l02-threat = A new position. A black tank is aiming at your commander on D4.
tank-battle-l02-danger = Tap the black tank that can capture your commander.
tank-battle-l02-danger-hint = Look along the straight lines and the diagonals that start from D4.
tank-battle-l02-shelter = Put your commander in safety on the nearest red square.
tank-battle-l02-shelter-hint = It touches your commander's square, diagonally up to the right.

## Lesson 3: counting the score

tank-battle-l03-title = Counting the score
tank-battle-l03-summary = When the game ends, who won? Every tank counts.
tank-battle-l03-hello = Every black tank is in the white base, at the bottom right: the game stops. The most points wins.
tank-battle-l03-rules = Commander on the enemy domain circle: 3 points. Tank in the enemy base: 2 points. Any other tank: 1 point.
tank-battle-l03-black = How many points for Black?
tank-battle-l03-black-hint = The black commander is on the white domain circle. Two black tanks are in the white base.
tank-battle-l03-white = And how many for White?
tank-battle-l03-white-hint = The white commander is in the black base, off the domain circle. The two other white tanks are elsewhere.
tank-battle-l03-draw = Another end of a game: the black commander was captured. Count the points again.
tank-battle-l03-white-again = How many points for White?
tank-battle-l03-white-again-hint = The white commander is in the black base, off the domain circle. Add the two other white tanks.
tank-battle-l03-black-again = And how many for Black?
tank-battle-l03-black-again-hint = Two black tanks are in the white base.
tank-battle-l03-tie = Four to four: the same points each. It is a draw, nobody wins.

## Lesson 4: the enemy base

tank-battle-l04-title = The enemy base
tank-battle-l04-summary = Staying in the base, the ends of a game, and the 300th move.
tank-battle-l04-stay = Your tank has entered the black base. It will never leave, but it may move inside.
tank-battle-l04-find = Tap every square your tank can go to.
tank-battle-l04-find-hint = Look for the grey squares your tank reaches in a straight line.
tank-battle-l04-last = Only one of your tanks is still outside, on A5.
tank-battle-l04-last-go = Bring your last tank into the black base to end the game and win!
tank-battle-l04-last-go-hint = Your tank on A5 goes straight up.
tank-battle-l04-none = Only one black tank is left. When a player has no tank left, the game stops.
tank-battle-l04-none-take = Which of your tanks can capture the last black tank? Capture it!
tank-battle-l04-none-take-hint = Try another tank: follow its lines up to the black tank.
tank-battle-l04-none-over = Black has no tank left: the game is over. Time to count the points.
tank-battle-l04-none-score = How many points for White?
tank-battle-l04-none-score-hint = None of your tanks is in the black base. Each is worth 1 point, your commander too.
tank-battle-l04-limit = After 300 moves in all, the game stops. Your next move is the 300th!
tank-battle-l04-limit-go = Black leads 3 to 2. Play the move that makes you win.
tank-battle-l04-limit-go-hint = Entering the base gives 3 to 3: a draw. A capture does better.
tank-battle-l04-pass = A player who cannot move passes. Two passes in a row end the game. With 14 tanks it never happens: a player would need 100 tanks to be stuck!

## Lesson 5: a whole game

tank-battle-l05-title = A whole game
tank-battle-l05-summary = The start position, as on the kit, then a whole game.
tank-battle-l05-hello = Here is the start position, as on the printed kit. Each player has 14 tanks. Your base is at the bottom right, Black's at the top left.
tank-battle-l05-commander = Tap your commander.
tank-battle-l05-commander-hint = Your commander is on the domain circle, in the corner of your base.
tank-battle-l05-tanks = Tap your 13 ordinary tanks.
tank-battle-l05-tanks-hint = Your ordinary tanks fill your base, a staircase at the bottom right.
tank-battle-l05-turns = White starts. Then each player moves one tank in turn.
tank-battle-l05-first-move = Where can your tank on J4 go? Tap all its squares.
tank-battle-l05-first-move-hint = Your own tanks and the mines block several lines.
tank-battle-l05-game = Play a whole game against the computer. At the end, you need more points than it!
tank-battle-l05-game-hint = Bring your tanks into the black base. Your commander is worth 3 points on the black domain circle.
