# Bataille de chars: the lessons' texts.

## Lesson 1: the race

chars-l01-title = The tank race
chars-l01-summary = Throw the die, count the squares, follow the arrows.
chars-l01-hello = Before the battle comes a race! The winner moves first in the battle.
chars-l01-start = Both tanks wait beside square 1. They must get to square 40.
chars-l01-first-throw = Click the die to throw it.
chars-l01-count = The die shows 3. Your tank moves 3 squares: one, two, three! It is on square 3.
chars-l01-other-throw = Now it is the other tank's turn. Throw the die for it.
chars-l01-where-arrow = Your tank is on square 3. The die will show 3. Click the square where your tank will end up.
chars-l01-throw-three = Throw the die to check.
chars-l01-arrow = You stopped at the foot of an arrow, on square 6. The arrow carries you to its point: square 11!
chars-l01-other-red = The other tank's turn.
chars-l01-red = It stopped on square 9, a red square. A red square pushes the tank one square on: it goes to square 10.
chars-l01-where-back = Careful! The die will show 1. Where will your tank end up? Click the square.
chars-l01-throw-one = Throw the die.
chars-l01-back = Oh no! Some arrows go backwards. The arrow on square 12 sent you back to square 3.
chars-l01-winner = Arrows help or hurt: that is chance. The first tank to reach square 40 wins the race.
