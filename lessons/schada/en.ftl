# Schada: the lessons' texts.

## Lesson 1: read the diagram

schada-l01-title = Read the diagram
schada-l01-summary = The square's little drawing shows the piece's paths.
schada-l01-hello = Welcome to Schada! Every square shows a small diagram. It draws the paths a piece standing there can follow.
schada-l01-soldier = This soldier is on D3. Look at the diagram of its square.
schada-l01-lines = The diagram has three lines: two squares to the left, two squares down, and a bent line: two up, then two to the right. The piece stops at the end of a line.
schada-l01-find = Tap the squares this soldier can go to.
schada-l01-bent = Follow the bent line to F5.
schada-l01-bent-hint = Go up two squares, then turn right for two squares.
schada-l01-new-diagram = On square F5 the diagram is different. So the soldier has other paths.
schada-l01-find-again = Tap the squares it can go to now.
schada-l01-everyone = Every piece works the same way: soldiers, officers and sub-officers. Only the diagram of their square counts.

## Lesson 2: danger from far away, the officer's privilege

schada-l02-title = Where does danger come from?
schada-l02-summary = Bent lines, and the officer who passes over its own pieces.
schada-l02-hello = Your sub-officer is on C4. Before you move, look for danger: which black pieces can land on its square?
schada-l02-danger = Tap each black piece that can capture your sub-officer.
schada-l02-look-around = Look at the bent lines too: danger can come round a corner.
schada-l02-bent = The black officer on E6 follows a bent line: two squares down, then two to the left. The danger came from far away, round a corner!
schada-l02-escape = Put your sub-officer out of danger: move it.
schada-l02-this-one = Move the sub-officer that is in danger.
schada-l02-officer = Here is an officer on G2, surrounded by its soldiers.
schada-l02-privilege = Its diagram goes up two squares, then turns left. The path crosses its own soldiers. An officer is allowed to pass over pieces of its own colour!
schada-l02-find = Tap the squares the officer can go to.
schada-l02-go = Take your officer through to E4.
schada-l02-only-officers = A soldier or a sub-officer would have been blocked. Only officers get through! But nobody passes over an enemy piece.

## Lesson 3: the target line and the score

schada-l03-title = The target line
schada-l03-summary = Bring your chiefs to the far side to score points.
schada-l03-hello = Your target line is the last row, rank 8. Black's is rank 1.
schada-l03-points = A chief that reaches its target line scores points: 2 for an officer, 1 for a sub-officer. Soldiers never score.
schada-l03-two = 2 points
schada-l03-one = 1 point
schada-l03-count = How many points do you have right now?
schada-l03-arrive = Bring your officer from E7 onto the target line.
schada-l03-arrive-hint = The diagram of E7 has a line of one square going up.
schada-l03-count-again = And now, how many points do you have?
schada-l03-safe = On its target line a chief can no longer be captured. It may only take one step sideways.
schada-l03-race-or-capture = Race to the target line, or capture the other side's chiefs? Both help you win. Choose the right moment!

## Lesson 4: ending the game on purpose

schada-l04-title = Three times the same piece
schada-l04-summary = End the game while you are ahead.
schada-l04-hello = A game of Schada stops at once when a player moves the same piece three times in a row.
schada-l04-ahead = Then the points are counted. Your officer is on your target line, on B8.
schada-l04-count = How many points do you have?
schada-l04-finish = You are ahead! End the game now: play the same piece three times in a row.
schada-l04-trick = Well done! When you have more points, ending the game on purpose is a clever trick.
