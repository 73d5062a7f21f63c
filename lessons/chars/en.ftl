# Bataille de chars: the lessons' texts.

## Lesson 1: the race

chars-l01-title = The tank race
chars-l01-summary = Throw the die, count the squares, follow the arrows.
chars-l01-hello = Before the battle comes a race! The winner moves first in the battle.
chars-l01-start = Both tanks wait beside square 1. They must get to square 40.
chars-l01-first-throw = Tap the die to throw it.
chars-l01-count = The die shows 3. Your tank moves 3 squares: one, two, three! It is on square 3.
chars-l01-other-throw = Now it is the other tank's turn. Throw the die for it.
chars-l01-where-arrow = Your tank is on square 3. The die will show 3. Tap the square where your tank will end up.
chars-l01-throw-three = Throw the die to check.
chars-l01-arrow = You stopped at the foot of an arrow, on square 6. The arrow carries you to its point: square 11!
chars-l01-other-red = The other tank's turn.
chars-l01-red = It stopped on square 9, a red square. A red square pushes the tank one square on: it goes to square 10.
chars-l01-where-back = Careful! The die will show 1. Where will your tank end up? Tap the square.
chars-l01-throw-one = Throw the die.
chars-l01-back = Oh no! Some arrows go backwards. The arrow on square 12 sent you back to square 3.
chars-l01-winner = Arrows help or hurt: that is chance. The first tank to reach square 40 wins the race.

## Lesson 2: laying mines and remembering them

chars-l02-title = Where are your mines?
chars-l02-summary = Lay your mine cards, and do not forget where they are.
chars-l02-hello = On to the battle! Before playing, each player lays mine cards face down on the other side's minefield.
chars-l02-minefield = Here is the minefield in front of the black army: ranks 8 and 9. That is where you laid your cards.
chars-l02-look = Look carefully: your explosion cards are here. Remember these squares!
chars-l02-blanks = Your other cards are blank: they do not explode.
chars-l02-remember = The cards are face down now. Tap the squares where you put an explosion.
chars-l02-remember-hint = Try to remember: one explosion near the edge, and one further in.
chars-l02-safe-step = Your tank on G7 wants to move on. Remember: on G8 your card is blank. Move it one square forward!
chars-l02-safe-step-hint = Go straight ahead, to square G8.
chars-l02-blank = The card is turned over: it is blank! It goes away, and your tank stays there, safe.
chars-l02-own-mines = Careful: an explosion removes any tank, even yours, even if you laid the mine yourself!
chars-l02-memory = At the end your tanks must cross your own mines. Good memory!

## Lesson 3: race or capture?

chars-l03-title = Race or capture?
chars-l03-summary = Reach the enemy start line, or capture a tank.
chars-l03-hello = In the battle, a tank moves one square at a time.
chars-l03-moves = Your tank goes straight toward the enemy, or one square sideways. Never diagonally, never backwards.
chars-l03-line = Here is Black's start line, rank 10. A tank that reaches it leaves the board and scores 1 point for you.
chars-l03-race = Go for it! Bring your tank to Black's start line.
chars-l03-scored = One point for you! That tank can no longer move, but nobody can capture it any more.
chars-l03-capture-intro = Another idea: capture an enemy tank by moving onto its square.
chars-l03-find = Tap every square your tank on D5 can go to.
chars-l03-capture = Capture a black tank.
chars-l03-capture-hint = The black tank on E5 is right next to yours.
chars-l03-choose = Race to the line, or capture? A tank that arrives scores a point. A captured tank will never score. Choose well!
