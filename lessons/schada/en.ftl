# Schada: the rules of the game and the lessons' texts.

## The rules (rules.toml)

schada-rule-pieces = Each player has 16 pieces: 4 officers, 4 sub-officers and 8 soldiers. Officers and sub-officers are the chiefs.
schada-rule-start = At the start the chiefs fill the first row and the soldiers the second. Officers and sub-officers alternate: a white officer on A1, a black sub-officer on A8.
schada-rule-turns = White starts. Then each player moves one piece in turn.
schada-rule-diagram = Every square shows a diagram. A piece follows one of its lines and stops at its end.
schada-rule-bent-line = A line may turn once: it is a bent line.
schada-rule-path-empty = The squares crossed must be empty. Nobody passes over an enemy piece.
schada-rule-officer-pass = An officer may pass over pieces of its own colour.
schada-rule-capture = A piece that stops on an enemy piece captures it.
schada-rule-target-line = White's target line is rank 8, Black's is rank 1.
schada-rule-score = On its target line an officer is worth 2 points, a sub-officer 1 point. A soldier never scores.
schada-rule-line-step = On its target line a chief only takes one step sideways.
schada-rule-line-safe = On its target line a chief cannot be captured.
schada-rule-line-capture = On its target line a chief can still capture, with its step sideways.
schada-rule-end-three-moves = The game stops when a player moves the same piece three times in a row.
schada-rule-end-full-line = The game stops when a player fills its whole target line.
schada-rule-end-chiefs = The game stops when a player has captured all the enemy chiefs.
schada-rule-winner = At the end, count the points. The most points wins.
schada-rule-tie-break = Equal points: whoever kept more chiefs wins. Otherwise it is a draw.
schada-rule-pass = A player who cannot move passes. Two passes in a row end the game.
schada-rule-move-limit = After 200 moves in all, the game stops and the points are counted.

## Lesson 1: read the diagram

schada-l01-title = Read the diagram
schada-l01-summary = The square's diagram shows the lines the piece can follow.
schada-l01-hello = Welcome to Schada! Every square shows a small diagram. Its lines guide the piece standing there.
schada-l01-lines = This soldier is on D3. It follows one line of the diagram and stops at its end.
schada-l01-find = Careful: a line may turn once. Tap the squares this soldier can go to.
schada-l01-find-hint = Follow each line of the diagram to its end, even the one that turns.
schada-l01-bent = Follow the bent line to F5.
schada-l01-bent-hint = Go up two squares, then turn right for two squares.
schada-l01-find-again = On square F5 the diagram is different. Tap the squares the soldier can go to now.
schada-l01-find-again-hint = Read the diagram of F5, not the one of D3.
schada-l01-chiefs = Here is a sub-officer, on E4. Officers and sub-officers are the chiefs.
schada-l01-find-chief = A chief also follows the diagram of its square. Tap the squares it can go to.
schada-l01-find-chief-hint = The diagram of E4 has three lines. One of them turns.

## Lesson 2: capturing, danger from far away, the officer's privilege

schada-l02-title = Where does danger come from?
schada-l02-summary = Capturing, bent lines, and the officer who passes over its own pieces.
schada-l02-capture = A piece that stops on an enemy piece captures it. Is your sub-officer on C4 in danger?
schada-l02-danger = Tap each black piece that can capture your sub-officer.
schada-l02-danger-hint = Look at the bent lines too: danger can come round a corner.
schada-l02-escape = Put your sub-officer out of danger: move it.
schada-l02-escape-hint = Move the sub-officer that is in danger.
schada-l02-officer = Here is an officer on G2. An officer may pass over pieces of its own colour.
schada-l02-find = Tap the squares the officer can go to.
schada-l02-find-hint = The bent line crosses your soldiers: the officer is allowed through.
schada-l02-go = Take your officer through to E4.
schada-l02-go-hint = Follow the bent line: two squares up, then two to the left.
schada-l02-enemy = A black soldier is on G3. Nobody passes over an enemy piece, not even an officer.
schada-l02-find-enemy = Where can the officer go now? Tap its squares.
schada-l02-find-enemy-hint = The black soldier blocks the bent line. Another line is left.

## Lesson 3: the target line and the score

schada-l03-title = The target line
schada-l03-summary = Bring your chiefs to the far side to score points.
schada-l03-hello = Your target line is rank 8. Black's is rank 1.
schada-l03-points = A chief on its target line scores points. An officer: 2 points. A sub-officer: 1 point. A soldier never scores.
schada-l03-count = How many points do you have right now?
schada-l03-count-hint = Only count your chiefs standing on rank 8.
schada-l03-arrive = Bring your officer from E7 onto the target line.
schada-l03-arrive-hint = The diagram of E7 has a line of one square going up.
schada-l03-count-again = And now, how many points do you have?
schada-l03-count-again-hint = Two officers and one sub-officer stand on your target line.
schada-l03-sideways = On its target line a chief forgets the diagram. It only takes one step sideways.
schada-l03-find-sideways = Tap the squares your sub-officer on D8 can go to.
schada-l03-find-sideways-hint = One single step, left or right, onto a free square.
schada-l03-line-capture = On its target line a chief can still capture, with that step sideways.
schada-l03-take = Capture the black soldier with your sub-officer.
schada-l03-take-hint = Take one step sideways to the right, onto the black soldier.
schada-l03-safe = The black soldier threatens your officer. On its target line a chief cannot be captured.
schada-l03-shelter = Put your officer where nobody can ever capture it.
schada-l03-shelter-hint = Anywhere else, a black piece may come and take it. On your target line, never.

## Lesson 4: ending the game on purpose

schada-l04-title = Three times the same piece
schada-l04-summary = End the game while you are ahead, and who wins when points are equal.
schada-l04-hello = The game stops if a player moves the same piece three times in a row. The most points wins.
schada-l04-count = Your officer is on B8. How many points do you have?
schada-l04-count-hint = An officer on your target line is worth 2 points.
schada-l04-finish = You are ahead! End the game: move the same piece three times in a row.
schada-l04-finish-hint = Always move the same piece, three times in a row.
schada-l04-tie = Equal points? Whoever kept more chiefs wins.
schada-l04-tie-go = One point each, but you have two chiefs. End the game to win!
schada-l04-tie-go-hint = Move the same piece three times in a row: then the chiefs are counted.

## Lesson 5: the other endings

schada-l05-title = The other endings
schada-l05-summary = No chief left, a full line, the two-hundredth move, and passing.
schada-l05-chiefs = The game also stops when a player has captured all the enemy chiefs.
schada-l05-chiefs-go = Black has only one chief left. Capture it to win!
schada-l05-chiefs-go-hint = Your soldier on B3 has a diagonal line toward the black sub-officer.
schada-l05-full = The game also stops when your target line is full.
schada-l05-full-go = Fill your target line to win.
schada-l05-full-go-hint = Your soldier on H6 can go up two squares.
schada-l05-limit = After 200 moves in all, the game stops. Your next move is the two-hundredth!
schada-l05-limit-go = The black sub-officer scores 1 point. Play the move that makes you win.
schada-l05-limit-go-hint = Your officer must end on your target line.
schada-l05-pass = Black cannot move any more: it passes. Two passes in a row would end the game.
schada-l05-pass-go = You lead 2 to 1, and Black passes. End the game!
schada-l05-pass-go-hint = Move your officer three times in a row.

## Lesson 6: a whole game

schada-l06-title = A whole game
schada-l06-summary = The start position, as on the kit, then a whole game.
schada-l06-hello = Here is the start position, as on the printed kit. Each player has 16 pieces.
schada-l06-officers = Tap your 4 officers.
schada-l06-officers-hint = An officer wears the letter O on its own. The letters SO mean a sub-officer.
schada-l06-sub-officers = Tap your 4 sub-officers.
schada-l06-sub-officers-hint = A sub-officer wears the letters SO. Do not mix it up with O, the officer.
schada-l06-soldiers = Tap your 8 soldiers.
schada-l06-soldiers-hint = A soldier wears the letter S, with no crown. The chiefs wear a crown.
schada-l06-turns = White starts. Then each player moves one piece in turn. Careful: a piece that moves three times in a row ends the game.
schada-l06-first-move = Your officer on G1 can already come out. Tap the square it can go to.
schada-l06-first-move-hint = Follow the bent line: an officer passes over its soldiers.
schada-l06-game = Play a whole game against the computer, and win it!
schada-l06-game-hint = Bring your chiefs to your target line, or capture the computer's.
