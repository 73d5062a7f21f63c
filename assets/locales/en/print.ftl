# Printable kits (ludoclasse print): every word printed on the sheets.

## The document and its bookmarks
# Variables: $game (the game's name)
print-document-title = Ludoclasse — printable kit: { $game }
print-document-title-all = Ludoclasse — the five printable kits
print-sheet-rules = Rules
print-sheet-board = Board
print-sheet-race-track = Race track
print-sheet-pieces = Pieces to cut out
print-sheet-tank-pawns = Tanks to fold
print-sheet-mine-cards = Mine cards
print-sheet-score-sheet = Score sheet

## Parts common to every sheet
print-ruler-check = Check: this line must be exactly 10 cm long. If it is shorter or longer, print again at “actual size” (100 %, not “fit to page”).
# A board cut into pieces: each piece is named by its place, never by a number (a number would be
# taken for a page number). Variables: $piece (one of the print-piece-* names below)
print-tile-piece = { $piece } piece
print-tile-first = lay it flat, the others are glued under it
# On a glue flap. Variables: $piece (the neighbour it goes under)
print-tile-flap = GLUE under the { $piece } piece: its edge lies on the heavy line
# The same on a short flap, then on a very short one.
print-tile-flap-short = GLUE under the { $piece } piece
print-tile-flap-shortest = GLUE
print-piece-all-all = whole
print-piece-top-all = top
print-piece-middle-all = middle
print-piece-bottom-all = bottom
print-piece-all-left = left
print-piece-all-middle = middle
print-piece-all-right = right
print-piece-top-left = top-left
print-piece-top-middle = top-middle
print-piece-top-right = top-right
print-piece-middle-left = middle-left
print-piece-middle-middle = centre
print-piece-middle-right = middle-right
print-piece-bottom-left = bottom-left
print-piece-bottom-middle = bottom-middle
print-piece-bottom-right = bottom-right
# More than three pieces in a row or a column. Variables: $row, $column (numbers)
print-piece-place = row { $row }, column { $column }
print-glue-word = glue
print-fold-word = fold
# Variables: $game
print-board-title = Board — { $game }
# Variables: $size (side of a square in mm)
print-board-footer = Board reconstructed from the rule text (the original boards are lost). Squares of { $size } mm. Dashes: cut here.
print-board-footer-own = Board from the board file (corrected from a real game). Squares of { $size } mm. Dashes: cut here.
print-side-white = White
print-side-black = Black
print-side-white-letter = W
print-side-black-letter = B
# The index of a king on the drawn card (French decks read R, D, V).
print-bataille-king-index = K
print-dir-n = ↑
print-dir-ne = ↗
print-dir-e = →
print-dir-se = ↘
print-dir-s = ↓
print-dir-sw = ↙
print-dir-w = ←
print-dir-nw = ↖

## The rules sheet
# Variables: $game
print-rules-title = { $game } — the rules
print-rules-footer = Rules written for Ludoclasse from the original text. Board reconstructed from the rule text.
print-rules-footer-own = Rules written for Ludoclasse from the original text. Board from the file corrected from a real game.
print-rules-setup-drawn = At the start
print-heading-goal = The goal
print-heading-setup = Setting up
print-heading-turn = On your turn
print-heading-end = End of the game
print-heading-tip = A tip
print-qr-summary = The QR code holds a summary of the rules: a phone shows it with no connection.
print-qr-link = The QR code opens this game's lesson in Ludoclasse.

## The pieces sheets
# Variables: $game
print-pieces-title = Pieces — { $game }
print-pieces-note = Cut along the dashes.
print-pieces-footer = Tip: print on thick paper, or glue the sheet onto card before cutting. Dashes: cut; dash-dots: fold.

## La Bataille
print-bataille-name = War (La Bataille)
print-bataille-origin = France · 2 players · a deck of 52 cards
print-bataille-goal = Win every card of the deck. Nobody chooses anything: luck alone decides, which makes it a good game for learning to compare card values.
print-bataille-setup = Shuffle the 52 cards and split them into two piles of 26. Each player puts one face down in front of them: it is their draw pile. Keep a place beside it for the pile of cards won.
    Card order, weakest first: 2, 3, 4, 5, 6, 7, 8, 9, 10, jack, queen, king, ace. Suits (hearts, spades…) never count.
print-bataille-turn = Both players turn over the top card of their draw pile at the same time. The higher card wins: its player picks up both cards and puts them under their pile of cards won.
    Two cards of the same value? It is a battle! Each player lays three cards face down and a fourth face up. The higher of these two new cards takes everything on the table. Equal again: do it once more.
    When a draw pile is empty, turn the pile of cards won over: it becomes the new draw pile.
print-bataille-end = Whoever holds every card wins. A player without enough cards for a battle (fewer than four) loses at once. If a game lasts too long, stop at a time set in advance: the player with more cards wins.
print-bataille-tip = Count rounds and battles on the score sheet: comparing several games shows that some last far longer than others, and nobody is to blame.
print-bataille-summary = War (2 players, 52 cards). Both turn over their top card; the higher takes both. A tie is a battle: each lays 3 cards face down and 1 face up, the higher takes everything. Whoever holds every card wins.
print-bataille-setup-caption = Each player has a draw pile (face down) and a place for the cards won. In the middle, the two cards turned over: the king beats the 7.
print-bataille-footer = The game is played with a real deck of 52 cards: this kit holds only the rules and the score sheet.
print-bataille-player-a = Player A
print-bataille-player-b = Player B
print-bataille-main-pile = draw pile
print-bataille-side-pile = cards won
print-bataille-score-title = War — score sheet
print-bataille-score-note = One line per game
print-bataille-score-player-a = Player A:
print-bataille-score-player-b = Player B:
print-bataille-score-date = Date:
print-bataille-score-game = Game
print-bataille-score-rounds = Rounds played
print-bataille-score-battles = Battles (one stroke per battle)
print-bataille-score-winner = Winner
print-bataille-score-how = How the game ended (A, S or T)
print-bataille-score-legend = How a game can end:
print-bataille-score-end-all = A — a player won all the cards.
print-bataille-score-end-short = S — during a battle, a player was short of cards.
print-bataille-score-end-limit = T — time was up: the player with more cards wins.
print-bataille-score-tally = To count battles, draw a short stroke for each one, and cross four strokes with the fifth.

## Bataille de chars
print-chars-name = Bataille de chars
print-chars-origin = USSR, about 1984 · 2 players · a race, then a battle
print-chars-goal = Bring as many tanks as you can to your opponent's start line. A dice race first decides who starts the battle.
print-chars-setup = Each player has 8 tanks of their colour and 16 mine cards: 8 explosions and 8 blanks.
    Race (board 1): each player puts one tank on the Start square.
    Battle (board 2): tanks go on the numbered squares of their start line. Each player shuffles their cards out of the other's sight, then lays them face down on the two rows of the opponent's minefield, between the red lines.
print-chars-turn = Race: throw the die and move your tank that many squares. At the foot of an arrow, follow it (forward or back). A red square pushes you on by one or two squares. The first to arrive starts the battle.
    Battle: move one of your tanks one square, straight toward the opponent or sideways, never diagonally nor backward. Landing on an enemy tank captures it. Landing on a card: turn it over. An explosion destroys your tank (tank and card leave the board); a blank card is removed and your tank stays.
print-chars-end = A tank that reaches the enemy start line leaves the board and scores 1 point. The game stops when no tank is left on the board or when nobody can move. Most points wins.
print-chars-tip = Mines spare nobody: near the end, your tanks cross the cards you laid yourself. Remember where your explosions are!
print-chars-summary = Bataille de chars (2 players). 1) Dice race: follow the arrows, red squares push you on; the first to arrive starts. 2) Battle: a tank moves one square forward or sideways, capturing by landing on an enemy tank; an explosion card destroys it. A tank on the enemy line: 1 point.
print-chars-setup-caption = Board 2 at the start: tanks on their lines, cards face down on the minefields (between the red lines).
print-chars-race-title = Bataille de chars — board 1: the race
print-chars-battle-title = Bataille de chars — board 2: the battle
print-chars-race-start = Start
print-chars-race-finish = Finish
# Variables: $square (number of the square the arrow leads to)
print-chars-race-forward = on to { $square }
print-chars-race-back = back to { $square }
print-chars-pawns-title = Bataille de chars — tanks to fold
print-chars-pawns-how = Cut each strip out along the dashes. Fold it on the three dash-dot lines: the two faces make a small roof and the two flaps meet underneath. Glue the “glue” flap under the other one: the tank stands up. The number tells its start square.
print-chars-cards-title = Bataille de chars — mine cards
print-chars-cards-front = front
print-chars-cards-back = back
print-chars-cards-how = Print this page and the next one double-sided (flip on the long edge): each card then shows its player's colour on its back. Otherwise, glue the two pages back to back before cutting.
print-chars-card-explosion = BOOM!
print-chars-card-blank = nothing
print-chars-die-title = A die to fold (if you have none)
print-chars-die-how = Cut along the dashes, keeping the hatched tabs. Fold on every dash-dot line, faces outward. Glue each tab under the face it meets once the cube is closed. Opposite faces always add up to 7 (1 and 6, 2 and 5, 3 and 4).

## Espion
print-espion-name = Espion (Spy)
print-espion-origin = Portugal, 1981 · 2 players · the arrows of the squares decide
print-espion-goal = Capture the opponent's chief.
print-espion-setup = Each player has 16 pieces: 1 chief, 7 spies and 8 agents. On the first row, the chief stands on the square with five arrows; the spies fill the rest of the row. The agents fill the whole second row. White starts.
print-espion-turn = Look at the arrows of the square your piece stands on: it may only leave in a straight line, in the direction of one of those arrows. Arrows on other squares do not count.
    An agent moves 1 or 2 squares, a spy 1 to 4 squares. The chief takes a single step in any direction and ignores the arrows.
    Squares passed over must be empty. You may not stop on one of your own pieces; stopping on an enemy piece captures it.
print-espion-end = Whoever captures the enemy chief wins. A player who cannot move loses. After 100 moves in a row without a capture, the game is a draw.
print-espion-tip = Before moving, read the square: the same piece goes to different places from different squares. Keep two or three pieces near your chief.
print-espion-summary = Espion (2 players). A piece leaves in a straight line along an arrow of ITS square. Agent: 1 or 2 squares. Spy: 1 to 4. Chief: 1 step anywhere, no arrows. No jumping; capture by stopping on an enemy. Capture the enemy chief to win.
print-espion-setup-caption = The chief on the five-arrow square, the spies around it, the agents in front.
print-espion-chief = Chief
print-espion-chief-letter = C
print-espion-chief-move = One step in any direction, ignoring the arrows. If it is captured, the game is lost.
print-espion-spy = Spy
print-espion-spy-letter = S
print-espion-spy-move = 1 to 4 squares in a straight line, along an arrow of its square.
print-espion-agent = Agent
print-espion-agent-letter = A
print-espion-agent-move = 1 or 2 squares in a straight line, along an arrow of its square.

## Schada
print-schada-name = Schada
print-schada-origin = Netherlands, 1937 · 2 players · the square's diagram decides
print-schada-goal = Bring your chiefs (officers and sub-officers) to the target line, at the far side of the board, to score points.
print-schada-setup = Each player has 4 officers, 4 sub-officers and 8 soldiers. White alternates officer and sub-officer on rank 1 (officer on A1) with the soldiers on rank 2; Black does the same on ranks 8 and 7 (sub-officer on A8). White starts.
print-schada-turn = Every square carries a diagram: one to three lines leaving the piece's place. The piece on the square may follow one of those lines and stop at its end (the arrow). The code under the diagram says the same with arrows: ↑2 means two steps toward the top of the board (Black's side), ↑2+←2 two steps up then two to the left. The piece stands in the square's large circle.
    The line must be clear to its end, but an officer may pass over its own pieces. Capture an enemy piece by stopping on its square.
    A chief that has reached its target line may only take one step sideways; there, nobody can capture it.
print-schada-end = The game stops when a player fills their whole target line, when a player has no chief left, or when a player has just moved the same piece three times in a row. Then count the chiefs standing on their target line: 2 points per officer, 1 per sub-officer. Most points wins; if equal, whoever has more chiefs left.
print-schada-tip = Also read the diagrams of the squares the enemy could attack you from: a bent line can come from far away.
print-schada-summary = Schada (2 players). A piece follows one of the lines of ITS square's diagram and stops at the end; the line must be clear (an officer may pass its own pieces). Capture by stopping on an enemy. Chief on the target line: officer 2 points, sub-officer 1.
print-schada-setup-caption = Officers and sub-officers take turns along the first row, soldiers in front. Each player aims at the enemy's back row.
print-schada-officer = Officer
print-schada-officer-letter = O
print-schada-officer-move = Follows a line of its square; may pass over its own pieces. Worth 2 points on the target line.
print-schada-sub-officer = Sub-officer
print-schada-sub-officer-letter = SO
print-schada-sub-officer-move = Follows a clear line of its square. Worth 1 point on the target line.
print-schada-soldier = Soldier
print-schada-soldier-letter = S
print-schada-soldier-move = Follows a clear line of its square. Never scores, but captures and blocks everywhere.

## Tank Battle
print-tank-battle-name = Tank Battle
print-tank-battle-origin = Poland · 2 players · a race to the enemy base
print-tank-battle-goal = Drive your tanks into the enemy base, above all your commander, and score more points than your opponent.
print-tank-battle-setup = Each player has 14 tanks: 13 ordinary tanks and 1 commander. The commander stands on the circle of its domain, in the corner of its base; the other tanks fill the base. White starts.
print-tank-battle-turn = Move one tank as many squares as you like in a straight line, like a queen in chess: straight or diagonally.
    Never onto a mine (black square) nor across one. Never over another tank. Only the commander may enter or cross the red zone; there, nobody can capture it.
    Landing on an enemy tank destroys it. A tank that has entered the enemy base can no longer leave it.
print-tank-battle-end = As soon as a player has all their remaining tanks in the enemy base, the game stops and both count: commander on the enemy circle 3 points; commander elsewhere in the enemy base 2; ordinary tank in the enemy base 2; any other tank still in play 1. Most points wins.
print-tank-battle-tip = A tank that survives is always worth 1 point: before charging, ask yourself whether capturing or racing is better.
print-tank-battle-summary = Tank Battle (2 players). A tank moves straight or diagonally as far as the way is clear: no jumping, never onto a black mine; the red zone is for commanders only. Destroy by landing on an enemy. Ends when a player has all its tanks in the enemy base.
print-tank-battle-setup-caption = Each army fills its staircase base; the commander is on the corner circle. Black squares: mines. In the middle: the red zone.
print-tank-battle-commander = Commander
print-tank-battle-commander-letter = Cdr
print-tank-battle-commander-move = Straight or diagonally, as far as the way is clear; the only one allowed through the red zone. Worth 3 points on the enemy circle.
print-tank-battle-tank = Tank
print-tank-battle-tank-letter = T
print-tank-battle-tank-move = Straight or diagonally, as far as the way is clear; never into the red zone. Worth 2 points in the enemy base.

## The print plan (first page of every kit) and the cover of the five kits
print-sheet-plan = Print plan
print-sheet-cover = The five kits: contents
# Variables: $game
print-plan-title = { $game } — print plan
print-plan-note = read before printing
print-plan-footer = In the print dialog choose "actual size" or "100 %", never "fit to page". Page numbers are the PDF's.
print-plan-intro = Print at actual size (100 %) and check the 10 cm ruler on the rules sheet. One copy of the kit serves a pair of pupils: here is what to print for one pair and for the whole class.
print-plan-col-sheet = Sheet
print-plan-col-pages = PDF pages
print-plan-col-paper = Paper
print-plan-col-duplex = Sides
print-plan-col-pair = One pair
# Variables: $pupils, $pairs (numbers)
print-plan-col-class = Class of { $pupils } ({ $pairs } pairs)
# Variables: $page, or $from and $to (PDF page numbers)
print-plan-page = p. { $page }
print-plan-pages = pp. { $from }–{ $to }
print-plan-plain = plain paper
print-plan-card = card stock (160–200 gsm)
print-plan-duplex-yes = double-sided, long edge
print-plan-simplex = single-sided
print-plan-no = no
# Variables: $count
print-plan-sheets = { $count ->
    [one] { $count } sheet
   *[other] { $count } sheets
}
# Variables: $plain, $card (numbers of sheets)
print-plan-total = { $plain } sheets of plain paper and { $card } of card stock.
print-plan-heading-pair = For one pair
# Variables: $pupils, $pairs
print-plan-heading-class = For a class of { $pupils } ({ $pairs } pairs)
print-plan-heading-tools = You need
print-plan-heading-time = Time to prepare
print-plan-heading-steps = Step by step
print-plan-tools-bataille = One deck of 52 cards per pair (not in this kit), a pencil.
print-plan-tools-chars = Scissors, a glue stick; a paper trimmer, or a ruler and a craft knife, for the mine cards; one six-sided die per pair (or the one to fold, on p. { $page }).
print-plan-tools-espion = Scissors, a glue stick.
print-plan-tools-schada = Scissors, a glue stick.
print-plan-tools-tank-battle = Scissors, a glue stick.
# Variables: $pair, $class (durations)
print-plan-time = About { $pair } per pair, so about { $class } for the class. Pupils can cut out the pieces themselves in class.
# Variables: $minutes
print-plan-minutes = { $minutes ->
    [0] none
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
# Variables: $hours (a number)
print-plan-hours = { $hours } h
# Variables: $cards ("yes" when the kit has mine cards printed double-sided)
print-plan-steps = 1. Print one test page (the rules sheet) and measure the 10 cm ruler.
    2. Print the plain-paper pages, then the card-stock pages; { $cards ->
        [yes] double-sided only where shown.
       *[no] all single-sided.
    }
    3. Boards: cut each piece along its dashed edges, slide the GLUE flaps under the neighbouring piece with its edge on the heavy line.
    4. { $cards ->
        [yes] Cut out the pieces and cards.
       *[no] Cut out the pieces.
    }
# Variables: $pages (the double-sided pages)
print-plan-sides = Double-sided: { $pages } only; every other page single-sided.
print-plan-sides-none = All single-sided: no page of this kit has a back.
print-plan-sides-mini-cards = The mine cards of the one sheet per pair have no back: no double-sided printing.
print-plan-steps-mini = 1. Print one test page (the rules sheet) and measure the ruler.
    2. Print the rules on plain paper and the one sheet per pair on card stock, single-sided.
    3. The board stays whole: only cut out the pieces and cards, along the dashed lines.
print-cover-title = Ludoclasse — the five kits
print-cover-intro = This file holds the five kits one after the other. Each starts with its own print plan listing its sheets. Print at actual size (100 %).
print-cover-col-game = Game
print-cover-col-plain = Plain paper
print-cover-col-card = Card stock
print-cover-col-duplex = Double-sided
print-cover-heading-total = All kits
# Variables: $plain, $card (for one pair), $classplain, $classcard (for the class), $pairs
print-cover-total = For one pair of each game: { $plain } sheets of plain paper and { $card } of card stock. For { $pairs } pairs of each game: { $classplain } and { $classcard }.

# Mini kit (--mini): one sheet per pair.
print-sheet-mini = Sheet for a pair
print-mini-note = { $size } mm squares · board and pieces on one sheet
# Variables: $cm (the ruler's length)
print-mini-ruler = Printed right, this ruler is { $cm } cm long; if not, print again at actual size (100 %).
# Variables: $plain (number of sheets; the kit has no card stock)
print-plan-total-plain = { $plain } sheets of plain paper, no card stock.
print-plan-time-none = Nothing to cut out or glue: printing is all.
print-plan-steps-print-only = 1. Print one test page (the rules sheet) and measure the 10 cm ruler.
    2. Print the other pages on plain paper, single-sided.
