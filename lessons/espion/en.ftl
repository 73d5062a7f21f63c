# Espion: the rules of the game and the lessons' texts.

## The rules (rules.toml)

espion-rule-pieces = Each player has 16 pieces: 1 chief, 7 spies and 8 agents.
espion-rule-start = The chief starts on the five-arrow square of its first row. The spies fill the rest of that row, the agents the row in front.
espion-rule-turns = White starts. Then each player moves one piece in turn.
espion-rule-arrows = A piece goes straight, along one arrow of its own square. Arrows on other squares do not count.
espion-rule-agent = An agent moves one or two squares.
espion-rule-spy = A spy moves one, two, three or four squares.
espion-rule-chief = The chief takes a single step, in any direction. It ignores the arrows.
espion-rule-no-jump = A piece never jumps over another one: the squares it crosses must be empty.
espion-rule-own-piece = You never land on one of your own pieces.
espion-rule-capture = Landing on an enemy piece captures it: it leaves the board.
espion-rule-chief-captured = Whoever captures the enemy chief wins the game.
espion-rule-no-move = A player who cannot move any piece loses.
espion-rule-quiet-draw = A hundred moves in a row without a capture: the game ends in a draw.

## Lesson 1: read the square

espion-l01-title = Read the square
espion-l01-summary = The square's arrows tell where the piece may go.
espion-l01-hello = Welcome to Espion! Every square carries arrows. They tell where a piece may go.
espion-l01-agent = Here is your agent, on D2. It follows an arrow of its square, for one or two squares.
espion-l01-find = Your turn: tap every square this agent can go to.
espion-l01-find-hint = Only leave along an arrow of D2. An agent goes one or two squares.
espion-l01-go = Move your agent up as high as it can go.
espion-l01-go-hint = Of your agent’s squares, which one is on the highest row?
espion-l01-find-again = The same agent on another square: other arrows! Tap its new squares.
espion-l01-find-again-hint = Read the arrows of F4, not those of D2.
espion-l01-free = Play any move you like with this agent.
espion-l01-free-hint = Play with the agent on F4.
espion-l01-own = Your spy is on E3. You never put a piece on one of your own pieces.
espion-l01-find-own = Where can this agent go now? It never jumps over a piece.
espion-l01-find-own-hint = Your spy blocks the arrow to E3, and the square behind it. Look at the other arrows.

## Lesson 2: how far each piece goes

espion-l02-title = How far?
espion-l02-summary = The spy goes far, the chief takes one step, and you capture by landing.
espion-l02-spy = Here is your spy, on D3. A spy goes further: up to four squares.
espion-l02-find = Tap every square this spy can go to.
espion-l02-find-hint = Follow each arrow of D3, for one to four squares.
espion-l02-blocked = A black agent is on D6. A piece never jumps over another one.
espion-l02-capture = But you may land on an enemy piece: you capture it.
espion-l02-find-blocked = Where can your spy go now? Tap all its squares.
espion-l02-find-blocked-hint = The spy can capture the black agent, but it cannot pass over it.
espion-l02-take = Capture the black agent with your spy.
espion-l02-take-hint = Go straight up and stop on the black agent.
espion-l02-chief = Here is your chief, on D4. It ignores the arrows: it takes one step, in any direction.
espion-l02-chief-find = Tap every square your chief can go to.
espion-l02-chief-find-hint = One single step, in all eight directions, even without an arrow.
espion-l02-chief-take = Your chief can capture too. Capture the black agent with your chief.
espion-l02-chief-take-hint = The black agent is right next to the chief, diagonally.

## Lesson 3: protect your chief

espion-l03-title = Protect your chief
espion-l03-summary = Capturing the enemy chief wins. Keep yours safe!
espion-l03-hello = If you capture the black chief, you win. If your chief is captured, you lose.
espion-l03-chief-label = your chief
espion-l03-danger = Tap the black piece that could capture your chief on the next move.
espion-l03-danger-hint = Look far away too: a spy goes up to four squares.
espion-l03-capture-it = Chase the danger away: capture that black spy.
espion-l03-capture-it-hint = Your spy on H1 has an arrow pointing up. Follow it.
espion-l03-guard = A new black spy is aiming at your chief. A piece put on its path protects the chief.
espion-l03-block = Block the black spy's path with your agent.
espion-l03-block-hint = The black spy would come down through G3, then F2. Put your agent on that path.
espion-l03-hunt = Your turn to hunt: the black chief is all alone!
espion-l03-hunt-go = Capture the black chief, in four moves or fewer.
espion-l03-hunt-go-hint = Read the arrows of your spies: which one can go up toward the black chief?

## Lesson 4: the end of the game

espion-l04-title = The end of the game
espion-l04-summary = A hundred moves without a capture, and the player who cannot move.
espion-l04-draw = A hundred moves in a row without a capture: it is a draw. Nobody wins.
espion-l04-take = Already 99 moves without a capture! Capture something so that the game goes on.
espion-l04-take-hint = A move without a capture would be the hundredth: a draw. Look for a black piece to capture.
espion-l04-save = Already 99 moves without a capture. The black spy on E2 aims at your chief.
espion-l04-save-go = Take the black agent, or play without a capture? Choose the move that does not lose.
espion-l04-save-go-hint = After your capture, the black spy would capture your chief. Without a capture, it is a draw.
espion-l04-saved = A draw! It was the hundredth move without a capture: nobody loses.
espion-l04-no-move = A player who cannot move any piece loses. It is very rare: a piece nearly always finds a free square.
espion-l04-hurry = Already 98 moves without a capture. You have only one move left before the draw.
espion-l04-hurry-go = Capture the black chief right now, before the hundredth move!
espion-l04-hurry-go-hint = Read the arrows of your two spies: which one lands on the black chief?

## Lesson 5: a whole game

espion-l05-title = A whole game
espion-l05-summary = The start position, as on the kit, then a whole game.
espion-l05-hello = Here is the start position, as on the printed kit. Each player has 16 pieces.
espion-l05-chief = Your chief stands on the only five-arrow square of your row. Tap it.
espion-l05-chief-hint = Count the arrows on the squares of your first row.
espion-l05-spies = Tap your 7 spies.
espion-l05-spies-hint = The spies are on your first row, on both sides of the chief.
espion-l05-agents = Tap your 8 agents.
espion-l05-agents-hint = The agents fill your second row.
espion-l05-turns = White starts. Then each player moves one piece in turn.
espion-l05-first-move = Where can the agent on E2 go? Tap all its squares.
espion-l05-first-move-hint = Your own pieces block several arrows of E2.
espion-l05-game = Play a whole game against the computer. Capture its chief to win!
espion-l05-game-hint = Keep pieces near your chief, and try to capture the other one.
