# Espion: the lessons' texts.

## Lesson 1: read the square

espion-l01-title = Read the square
espion-l01-summary = The square's arrows tell where the piece may go.
espion-l01-hello = Welcome to Espion! On this board every square carries arrows. The arrows decide the moves.
espion-l01-agent = Here is one of your agents, on square D2. Look at the arrows drawn on its square.
espion-l01-arrows = It can only leave along the arrows of its own square. An agent moves one or two squares.
espion-l01-find = Your turn: tap every square this agent can reach.
espion-l01-go = Move your agent two squares along the arrow, up to F4.
espion-l01-follow = Follow the arrow that goes up to the right, and move two squares.
espion-l01-new-square = The same agent on another square: other arrows, so other moves!
espion-l01-find-again = Tap every square it can reach now.
espion-l01-free = Play any move you like with this agent.
espion-l01-this-agent = Play with the agent on F4.
espion-l01-remember = Remember: before you move, always read the arrows on the square.

## Lesson 2: how far each piece goes

espion-l02-title = How far?
espion-l02-summary = The spy, the agent and the chief do not go equally far.
espion-l02-hello = Each piece has its own reach. The chief takes one step. An agent goes one or two squares. A spy can go up to four squares!
espion-l02-spy = Your spy is on C4. Its square has four arrows.
espion-l02-find = Tap every square the spy can reach.
espion-l02-blocked = The black agent on C6 blocks the way up. A piece never jumps over another one. But it can capture it by stopping on its square.
espion-l02-capture = Capture a black piece with your spy.
espion-l02-land-on-it = To capture, stop your spy on the square of a black piece.
espion-l02-captured = Well played! The captured piece leaves the board.
espion-l02-chief = Here is your chief. It does not listen to the arrows: it takes one step, in any direction.
espion-l02-chief-find = Tap every square the chief can go to.
espion-l02-chief-matters = The chief is slow, but it is the most important piece. If your chief is captured, you lose!

## Lesson 3: protect your chief

espion-l03-title = Protect your chief
espion-l03-summary = See the danger, chase it away, keep pieces near the chief.
espion-l03-hello = Your chief is on E1. Is it in danger?
espion-l03-chief-label = your chief
espion-l03-danger = Tap each black piece that could capture your chief on the next move.
espion-l03-look-far = Look at the pieces far away too: a spy goes up to four squares.
espion-l03-the-line = The black spy on H4 has an arrow going down diagonally: G3, F2, then E1. Your chief is threatened!
espion-l03-capture-it = Get rid of it: capture that spy.
espion-l03-which-piece = Your spy on H1 has an arrow pointing up. Follow it to the black spy.
espion-l03-guards = Phew! Always keep two or three pieces near your chief. They block the way and defend it.
espion-l03-hunt = Now you are the hunter. The black chief is alone!
espion-l03-hunt-go = Capture the black chief. Try to do it in four moves or fewer.
espion-l03-chess = The chief is like the king in chess: you protect yours, and you win by capturing the other one. Espion is a good first step toward chess!
