## What is wrong in a board file (assets/boards/*.toml), as the command line and the app's notices say it
## (after `file:line:column:`). $side is White or Black; squares are written as on the board (D3).

board-size-two-numbers = `size` must be two whole numbers, [files, ranks]
board-size-impossible = { $count } { $what ->
    [files] files
   *[ranks] ranks
  } is not a possible size (from 2 to { $max })
board-size-fixed = the size must be [{ $files }, { $ranks }]: { $game } is played on { $files } files × { $ranks } ranks
board-square-off-board-sized = { $square } is not on the board ({ $files } files A–{ $last-file }, { $ranks } ranks 1–{ $ranks })
board-square-off-board = { $square } is not on the board
board-not-a-square = { $what }
board-start-unreadable = the start position does not read: { $what }
board-key-not-a-square = `{ $name }` is not a square of this board (A1 to { $last })
board-square-again = `{ $name }` names the square { $square } again (already given on line { $first })
board-entries-missing = [{ $table }] has no entry for { $squares }: every square of the board needs one
board-domain-outside-base = the domain circle { $square } must be one of { $side }'s base squares
board-unknown-terrain = unknown terrain `{ $name }` (the terrains are `mine` and `red`)
board-two-terrains = { $square } is given two terrains ({ $first } and { $second })
board-base-twice = { $square } is listed twice in { $side }'s base
board-bases-overlap = { $square } is already in { $side }'s base: the two bases overlap
board-base-on-mine = { $square } is a mine: it cannot be part of a base
board-base-in-red = { $square } is in the red zone: it cannot be part of a base
board-base-empty = { $side }'s base has no square
board-commander-off-circle = the start position puts { $side }'s commander on { $square }, but its domain circle is { $domain }: a commander starts on its own domain circle

board-not-a-direction = `{ $text }` is not a direction (use N, NE, E, SE, S, SW, W or NW)
board-arrow-twice = the arrow `{ $direction }` is listed twice on this square
board-diagram-lines = the diagram on { $square } has { $count } lines: a diagram has 1 to { $max }
board-not-a-line = { $what }
board-line-leaves = the line `{ $line }` leaves the board when it starts on { $square }
