# Tank Battle: the lessons' texts.

## Lesson 1: tanks that move like the queen

tank-battle-l01-title = Like the chess queen
tank-battle-l01-summary = Straight or diagonal, as far as you like… unless something blocks.
tank-battle-l01-hello = In Tank Battle, every tank moves like the queen in chess. Look at your tank on C4.
tank-battle-l01-lines = It goes in a straight line, as far as it likes: up, down, sideways or diagonally.
tank-battle-l01-mines = The black squares are mines. A tank never goes onto a mine, and it never crosses one.
tank-battle-l01-red = The red squares in the middle are the contaminated zone. An ordinary tank may not go in.
tank-battle-l01-find = Tap every square this tank can go to.
tank-battle-l01-find-hint = Follow each straight line from C4, and stop before a mine, a red square or a tank.
tank-battle-l01-tanks-block = A tank does not jump over another tank either. But it can capture an enemy tank by stopping on its square.
tank-battle-l01-capture = Capture the black tank on F4.
tank-battle-l01-capture-hint = Slide your tank to the right, up to the black tank.
tank-battle-l01-done = Well done! The captured tank leaves the board. Every capture makes the enemy army weaker.

## Lesson 2: the commander's road

tank-battle-l02-title = The commander's road
tank-battle-l02-summary = Only the commander crosses the red zone.
tank-battle-l02-hello = Your commander is on H6. It has a privilege: only the commander may enter the red zone and cross it.
tank-battle-l02-ordinary = First, the ordinary tank on H7: tap every square it can go to.
tank-battle-l02-commander = Now look at the commander: its roads go right through the red zone.
tank-battle-l02-find = Tap every square the commander can go to.
tank-battle-l02-park = Park your commander in the red zone, on F6.
tank-battle-l02-park-hint = Slide the commander two squares to the left.
tank-battle-l02-safe = In the red zone your commander cannot be captured: no ordinary tank goes in, and two commanders may not capture each other there.
tank-battle-l02-cross = Now cross over to D6, on the other side of the zone.
tank-battle-l02-cross-hint = Keep going left, up to the square just before the mine.
tank-battle-l02-road = The red zone is a safe road for your commander. Use it to cross the board!

## Lesson 3: counting the score

tank-battle-l03-title = Counting the score
tank-battle-l03-summary = Who won? Every tank counts.
tank-battle-l03-hello = The game is over: every black tank is in the white base. Let's count the points.
tank-battle-l03-rules = A commander on the other side's circle: 3 points. A commander elsewhere in the other side's base: 2 points. An ordinary tank in the other side's base: 2 points. Any other tank still alive: 1 point.
tank-battle-l03-domain = Each army's circle is in its corner: K1 for White, A11 for Black.
tank-battle-l03-black = How many points for Black?
tank-battle-l03-black-hint = The black commander is on the white circle, and two black tanks are in the white base.
tank-battle-l03-white = And how many for White?
tank-battle-l03-white-hint = The white commander is in the black base, but not on the circle. The two other white tanks are elsewhere.
tank-battle-l03-winner = Black wins, 7 to 4! Getting into the base pays, but a tank still alive is always worth 1 point.
