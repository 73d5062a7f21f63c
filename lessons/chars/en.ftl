# Bataille de chars: the lessons' texts and the rules.

## The rules (rules.toml)

chars-rule-race-start = Both tanks start beside square 1. The players throw the die in turn.
chars-rule-race-throw = A tank moves as many squares as the die shows dots.
chars-rule-race-arrow-forward = A tank that stops at the foot of a forward arrow runs on to its point.
chars-rule-race-arrow-back = A tank that stops at the foot of a backward arrow goes back to its point.
chars-rule-race-red = A red square pushes the tank on by one square. Square 30 pushes it by two.
chars-rule-race-finish = The first tank to reach or pass square 40 wins the race.
chars-rule-race-first-move = The winner of the race moves first in the battle.
chars-rule-battle-armies = Each player has 8 tanks, lined up on their start line.
chars-rule-battle-cards = Each player has 16 cards: 8 explosions and 8 blank cards.
chars-rule-battle-lay = Each player lays their cards face down on the minefield in front of the opponent.
chars-rule-battle-hidden = You never see the other player's cards. You must remember where yours are.
chars-rule-battle-turns = Players take turns. Each turn, one tank moves one square.
chars-rule-battle-move = A tank moves straight toward the opponent or sideways. Never diagonally, never backwards.
chars-rule-battle-own-tank = A tank never moves onto a square where one of its own tanks stands.
chars-rule-battle-capture = A tank that moves onto an enemy tank's square captures it.
chars-rule-battle-explosion = A tank that moves onto an explosion card is blown up, and the card goes too.
chars-rule-battle-blank = On a blank card, the card is removed and the tank stays.
chars-rule-battle-own-mines = An explosion blows up any tank, even one of the player who laid it.
chars-rule-battle-arrival = A tank that reaches the enemy start line leaves the board: 1 point.
chars-rule-battle-pass = A player who cannot move passes. If nobody can move, the battle ends.
chars-rule-end-no-tanks = The battle ends when no tank is left on the board.
chars-rule-end-quiet = After 30 moves with no step forward, no capture, no arrival and no card turned, the battle ends.
chars-rule-end-most-points = The most points wins. With equal points, the game is a draw.

## Lesson 1: the race

chars-l01-title = The tank race
chars-l01-summary = Count the squares, follow the arrows and the red squares.
chars-l01-start = Before the battle comes a race! The tanks start beside square 1. The first to arrive will move first in the battle.
chars-l01-arrow = At the foot of the marked arrows, the tank speeds forward to their point.
chars-l01-red = A red square pushes the tank on by one square. Square 30 pushes it by two!
chars-l01-back = Careful: the marked arrows send the tank back to their point!
chars-l01-check = Tap the die to check.
chars-l01-throw-other = Tap the die for the other tank.
chars-l01-last-throw = Tap the die. The first to square 40 wins!
chars-l01-w-arrow = Your tank moves as many squares as the die shows dots. Where will it end up with a 6?
chars-l01-w-arrow-hint = Count 6 squares from the start, then look at the tip of the arrow.
chars-l01-b-count = The other tank's turn. The die will show 3. Tap the square where it will stop.
chars-l01-b-count-hint = Count one square for each dot, starting beside square 1.
chars-l01-w-21 = Your tank is on square 11. The die will show 4. Where will it end up?
chars-l01-w-21-hint = 11 and 4 make 15. Look where the arrow of square 15 leads.
chars-l01-b-red = The other tank is on square 3. The die will show 6. Where will it end up?
chars-l01-b-red-hint = 3 and 6 make 9. Square 9 is red: it pushes the tank one square on.
chars-l01-w-29 = Your tank is on square 21. The die will show 3. Where will it end up?
chars-l01-w-29-hint = 21 and 3 make 24. Look where the arrow of square 24 leads.
chars-l01-b-back = The other tank is on square 10. The die will show 2. Where will it end up?
chars-l01-b-back-hint = 10 and 2 make 12. Look where the arrow of square 12 leads.
chars-l01-w-30 = Your tank is on square 29. The die will show 1. Where will it end up?
chars-l01-w-30-hint = 29 and 1 make 30. Square 30 is red: it pushes the tank two squares on.
chars-l01-b-arrow = The other tank is on square 3. The die will show 3. Where will it end up?
chars-l01-b-arrow-hint = 3 and 3 make 6. Look where the arrow of square 6 leads.
chars-l01-w-36 = Your tank is on square 32. The die will show 4. Where will it end up?
chars-l01-w-36-hint = 32 and 4 make 36. Square 36 is red: it pushes the tank one square on.
chars-l01-b-21 = The other tank is on square 11. The die will show 4. Where will it end up?
chars-l01-b-21-hint = 11 and 4 make 15. Look where the arrow of square 15 leads.
chars-l01-w-end = Your tank is on square 37. The die will show 5. Where will it end up?
chars-l01-w-end-hint = 37 and 5 make 42, more than 40. The tank stops on square 40: it wins!

## Lesson 2: move and capture

chars-l02-title = Move and capture
chars-l02-summary = How a tank moves, and how it captures an enemy tank.
chars-l02-turns = In the battle, players take turns. Each turn, one tank moves one square.
chars-l02-moves = Your tank goes straight toward the opponent, or sideways. Never diagonally, never backwards!
chars-l02-where-d4 = Tap every square your tank on D4 can go to.
chars-l02-where-d4-hint = One square straight up, or one square to the left or to the right.
chars-l02-forward = Your turn! Move your tank one square toward the opponent.
chars-l02-forward-hint = The opponent is at the top of the board. Go straight ahead, to D5.
chars-l02-own = A tank never moves onto the square of another of your tanks.
chars-l02-where-b2 = Tap every square your tank on B2 can go to.
chars-l02-where-b2-hint = Straight ahead or sideways, but never onto your other tank.
chars-l02-where-c2 = And your tank on C2? Tap all its squares.
chars-l02-where-c2-hint = Straight ahead or sideways, but never onto your other tank.
chars-l02-side = Now move your tank on C2 one square sideways.
chars-l02-side-hint = Sideways means left or right. On the left your other tank is in the way: go to D2.
chars-l02-capture = To capture an enemy tank, your tank moves onto its square.
chars-l02-where-d5 = Tap every square your tank on D5 can go to.
chars-l02-where-d5-hint = The square of an enemy tank right in front or beside you counts too!
chars-l02-take = Capture an enemy tank!
chars-l02-take-hint = To capture, your tank moves onto an enemy tank’s square. Which one is right beside you?
chars-l02-hunt-go = Two tanks against two. Capture an enemy tank, but keep yours safe!
chars-l02-hunt-go-hint = Get close to an enemy tank. Capture it when it is right in front or beside you.

## Lesson 3: hidden cards

chars-l03-title = Hidden cards
chars-l03-summary = Remember your explosions, cross blank cards and cards you cannot see.
chars-l03-cards = Each player has 16 cards: 8 explosions and 8 blank cards.
chars-l03-look = On your minefield, you laid four cards. The two marked squares hide your explosions: remember them!
chars-l03-explosion = A tank that moves onto an explosion is blown up, and the card goes too.
chars-l03-remember = Your cards are face down. Tap the squares of your two explosions.
chars-l03-remember-hint = One explosion is on rank 8, the other on rank 9.
chars-l03-blank = On a blank card, the card goes away and the tank stays. Move your tank on C7 onto your blank card.
chars-l03-blank-hint = Your blank card is right in front of your tank, on C8.
chars-l03-avoid = Your explosions blow up your own tanks too! Move your tank on C8 without blowing up.
chars-l03-avoid-hint = Your explosions are on the left and in front of your tank. Go the other way.
chars-l03-unknown = The opponent laid a card on E2. You do not know what it hides. Go on: move your tank on E1!
chars-l03-unknown-hint = Your tank on E1 goes straight ahead, onto the card on E2.
chars-l03-again = Phew, it was a blank card! And your explosions: do you still remember? Tap them.
chars-l03-home = Bring your tank on D8 to the enemy start line.
chars-l03-home-hint = Do not go to C9: that is your explosion. Straight ahead, on D9, is your blank card.

## Lesson 4: arrive and score

chars-l04-title = Arrive and score
chars-l04-summary = Score points, pass your turn, and how the battle ends.
chars-l04-go = A tank that reaches the enemy start line leaves the board: 1 point. Take your tank all the way!
chars-l04-go-hint = Go straight ahead, one square at a time, up to rank 10.
chars-l04-points = How many points do you have now?
chars-l04-points-hint = A tank that arrives is worth 1 point. One of your tanks has arrived.
chars-l04-pass = Here the opponent already has 2 points but no tank left. It passes its turn.
chars-l04-no-tanks = No tank left on the board? The battle ends, and the most points wins.
chars-l04-three = The opponent has 2 points. Bring your three tanks home and win the battle!
chars-l04-three-hint = Each tank that arrives gives you 1 point. You need 3 to win.
chars-l04-quiet = For 29 moves, nothing has changed. No tank has moved forward, captured or turned a card. On the 30th such move, the battle ends.
chars-l04-stop = You have 2 points, the opponent 1. End the battle right now!
chars-l04-stop-hint = A step forward would start the count again. A step sideways is the 30th move.
chars-l04-draw = If both players have the same number of points, the game is a draw.

## Lesson 5: race or capture?

chars-l05-title = Race or capture?
chars-l05-summary = Choose between scoring a point and capturing an enemy tank.
chars-l05-choose = Race to the line, or capture? A captured tank will never score.
chars-l05-stop = The enemy tank on D2 is about to reach your line and score. Stop it!
chars-l05-stop-hint = That tank will arrive on its next move: 1 point for it. Which of your tanks can take it?
chars-l05-last = One tank is left on each side. Your tank on F9 can arrive at once.
chars-l05-danger = Which enemy tank can capture your tank on F9? Tap it.
chars-l05-danger-hint = An enemy tank moves down or sideways. The one on G9 is right next to you.
chars-l05-win = If you race, its tank will arrive too: 1 all. Find better, and win!
chars-l05-win-hint = Capture its tank first. Then nothing can stop you.

## Lesson 6: the real battle

chars-l06-title = The real battle
chars-l06-summary = The tanks as on the kit, your 16 cards, then a whole game.
chars-l06-board = Here is the start position, as on the printed kit. The tanks wait on the start lines. The cards lie on the minefields.
chars-l06-your-tanks = Your 8 tanks are ready. Tap each of them.
chars-l06-your-tanks-hint = Your tanks wait on your start line: rank 1, at the bottom.
chars-l06-enemy-tanks = And the 8 enemy tanks? Tap them.
chars-l06-enemy-tanks-hint = The enemy tanks wait on their start line: rank 10, at the top.
chars-l06-clear = Your cards from the kit are taken off: you will lay your own. The opponent has already laid its cards, face down.
chars-l06-cards = Your minefield is in front of the opponent, on ranks 8 and 9.
chars-l06-lay = Tap one square per card. Your first 8 cards are explosions, the other 8 are blank. Tip: lay your explosions on one side; your tanks will go by the other.
chars-l06-lay-hint = Lay your cards on ranks 8 and 9, in front of the opponent tanks.
chars-l06-remember = As on a real table, your cards stay face down. Tap the squares of your 8 explosions.
chars-l06-remember-hint = They are the first 8 squares you tapped.
chars-l06-play = The winner of the race moves first: here, it is you. Your cards stay hidden: remember where they are. Win the battle!
chars-l06-play-hint = Move several tanks forward. On ranks 8 and 9, go by the side with no explosion.
