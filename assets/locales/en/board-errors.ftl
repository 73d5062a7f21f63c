## What is wrong in a board file (assets/boards/*.toml), as the command line and the app's notices say it
## (after `file:line:column:`). $side is White or Black; squares are written as on the board (D3).

board-size-two-numbers = `size` must be two whole numbers, [files, ranks]
board-size-impossible = { $count } { $what ->
    [files] files
   *[ranks] ranks
  } is not a possible size (from 2 to { $max })
board-size-fixed = the size must be [{ $files }, { $ranks }]: { $game } is played on { $files } files × { $ranks } ranks
board-size-leaves-out = { $count } squares named in this file lie outside the board of { $files } files × { $ranks } ranks set here: make `size` larger, or correct those squares
board-square-off-board-sized = { $square } is not on the board ({ $files } files A–{ $last-file }, { $ranks } ranks 1–{ $ranks })
board-square-off-board = { $square } is not on the board
board-not-a-square = `{ $name }` is not a square name (a file letter A–K then a rank number 1–11, like `D3`)
board-start-unreadable = this start position cannot be used: { $what }
board-start-black-first = the start position gives the first move to Black, but in { $game } White moves first: write `w` here
board-start-army = the start position gives { $side } { $count } pieces `{ $letter }`, but each side starts with { $want }: the start sets out both whole armies
board-key-not-a-square = `{ $name }` is not a square of this board (A1 to { $last })
board-square-again = `{ $name }` names the square { $square } again (already given on line { $first })
board-entries-missing = [{ $table }] has no entry for { $squares }{ $where }: every square of the board needs one
board-domain-outside-base = the domain circle { $square } must be one of { $side }'s base squares
board-unknown-terrain = unknown terrain `{ $name }` (the terrains are `mine` and `red`)
board-two-terrains = { $square } is given two terrains (`{ $first }` and `{ $second }`): a square has one terrain; take { $square } out of one of the two lists
board-terrain-twice = { $square } is written twice in the `{ $kind }` list: keep it once
board-base-twice = { $square } is listed twice in { $side }'s base
board-bases-overlap = { $square } is already in { $side }'s base: the two bases overlap
board-base-on-mine = { $square } is a mine: it cannot be part of a base
board-base-in-red = { $square } is in the red zone: it cannot be part of a base
board-bases-overlap-later = { $square } is also in { $side }'s base, further down: the two bases overlap
board-mine-in-base = { $square } is in { $side }'s base: it cannot be a mine
board-red-in-base = { $square } is in { $side }'s base: it cannot be in the red zone
board-base-square-without-tank = { $square } is in { $side }'s base, but the start position puts no { $side } tank there: at the start, each base square holds one tank of its side
board-base-leaves-out = { $side }'s base leaves out { $square }, where the start position puts a { $side } tank: at the start, all the tanks stand in their base
board-base-empty = { $side }'s base has no square
board-start-base-empty = the start position leaves { $square } of { $side }'s base without a { $side } tank: at the start, each base square holds one tank of its side
board-start-outside-base = the start position puts a { $side } tank on { $square }, outside its base: at the start, all the tanks stand in their base
board-commander-off-circle = the start position puts { $side }'s commander on { $square }, but its domain circle is { $domain }: a commander starts on its own domain circle

board-espion-chief-start = the start position puts { $side }'s chief on { $square }, a square with { $arrows } arrows: a chief starts on the square of its first row that carries five arrows ({ $five ->
    [none] there is none now
   *[other] { $five }
  })
board-espion-chief-arrows = { $square } has { $arrows } arrows, but { $side }'s chief starts there: the chief starts on the square of its first row that carries five arrows
board-not-a-direction = `{ $text }` is not a direction (use N, NE, E, SE, S, SW, W or NW){ $guess ->
    [none] {""}
   *[other] ; directions are written in English: `{ $guess }` for `{ $text }`
  }
board-arrow-twice = the arrow `{ $direction }` is listed twice on this square
board-line-twice = the line `{ $line }` is listed twice in this diagram
board-arrow-leaves = the arrow `{ $direction }` of { $square } points off the board: a piece could never follow it; remove it or choose another direction
board-diagram-lines = the diagram on { $square } has { $count } lines: a diagram has 1 to { $max }
board-not-a-line = `{ $text }` is not a diagram line: { $why }{ $english ->
    [none] {""}
   *[other] ; write `{ $english }` (directions are written in English)
  }
line-why-part = each part is a direction then a number of steps, like `N2`
line-why-direction = the directions are N, NE, E, SE, S, SW, W and NW
line-why-steps = the number of steps goes from 1 to 7
line-why-one-bend = a line bends at most once
line-why-bend-turns = a bend must change direction (write `N3`, not `N2+N1`)
line-why-turn-back = a line cannot turn back on itself
line-why-spaces = a line is written without spaces, like `S2+E2`
line-why-join = a bend is joined to the first part with `+`, like `S2+E2`
line-why-other = write a direction and a number of steps, like `N2`, which may bend once, like `N2+W2`
board-line-leaves = the line `{ $line }` leaves the board when it starts on { $square }

## A position notation that does not read (a board's `start`, a lesson's position, `--position`).
## $side is White or Black.
notation-at-column = { $what } (at column { $column })
notation-rank-count = the position describes { $found ->
    [one] only one rank
   *[other] { $found } ranks
  } (ranks are separated by `/`), this board has { $expected }
notation-rank-length = rank { $rank } describes { $found } squares, this board has { $expected } files
notation-unknown-piece = `{ $letter }` is not a piece letter of this game, which writes `{ $white }` for White and `{ $black }` for Black
notation-zero-empty = a count of empty squares must be at least 1
notation-missing = the field `{ $field }` is missing
notation-bad-field = `{ $text }` is not a valid { $field } ({ $expected })
notation-extra = unexpected text `{ $text }` after the last field
notation-not-a-name = `{ $text }` is not { $expected }
notation-field-board = board
notation-field-side = side to move
notation-field-moves = moves
notation-field-moves-played = moves played
notation-field-white-score = White's score
notation-field-black-score = Black's score
notation-field-quiet-moves = quiet moves
notation-field-white-repeat = repeat record of White
notation-field-black-repeat = repeat record of Black
notation-field-since-capture = moves since the last capture
notation-field-other = field
notation-expects-side = `w` or `b`
notation-expects-number = a whole number
notation-expects-0-100 = a whole number from 0 to 100
notation-expects-0-200 = a whole number from 0 to 200
notation-expects-repeat = `-` or a square and a count from 1 to 3, like `D3:2`
notation-expects-square = a square name (a file letter A–K then a rank number 1–11, like `D3`)
notation-expects-direction = a direction (use N, NE, E, SE, S, SW, W or NW)
notation-expects-other = see the notation's description in the guide
notation-too-many-pieces = too many pieces `{ $letter }`: a side has at most { $max }
notation-no-chief = neither side has a chief (the game ends when { $ends ->
    [last] the last chief of one side
   *[first] the first one
  } is captured)
notation-chief-just-taken = the { $side ->
    [White] white
   *[Black] black
  } chief was taken by the last move, so { $side ->
    [White] white
   *[Black] black
  } is to move and the count of moves since the last capture is 0
notation-no-chief-left = { $side ->
    [White] white
   *[Black] black
  } has no chief left: the game ended when the last one was taken, so { $side ->
    [White] white
   *[Black] black
  } is to move
notation-count-of-three = a count of 3 ends the game at once, so it belongs to the player who just moved
notation-mover-not-on = the { $side ->
    [White] white
   *[Black] black
  } piece that just moved should stand on { $square }
notation-over-limit = the game stops after { $limit } { $what ->
    [quiet] quiet moves
   *[moves] moves
  }, not { $found }
notation-tank-on-enemy-line = a { $side } tank on { $square } stands on the enemy start line: it would have been lifted off
notation-unknown-card = an unknown card (`U`) only appears in a player's view and cannot be read back
notation-card-off-minefield = { $square } is not on { $side }'s minefield: its cards cannot lie there
notation-too-many-tanks = { $side } has { $on-board } tanks on the board and { $scored } scored: more than its { $total } tanks
notation-on-mine = { $square } is a mine: no tank can stand on it
notation-tank-in-red-zone = { $square } is in the red zone: only a commander can stand on it
notation-too-many-of = { $side ->
    [White] white
   *[Black] black
  } { $what ->
    [commander] has more than one commander
   *[tank] has more than { $limit } normal tanks
  }

## A board whose squares do not add up (after a file that reads).
board-square-count = { $count } squares are given, the board has 64
board-line-number-leaves = line { $line } of the diagram on { $square } leaves the board

## Bataille de chars (assets/boards/chars.toml). $side is White or Black.
board-chars-start-count = Black has { $black } start squares and White { $white }: each player has the same number of tanks
board-chars-cards = { $cards } cards per player cannot be laid in two rows of { $files } squares
board-chars-explosions = { $explosions } explosions is not possible with { $cards } cards per player
board-chars-start-tanks = the start position has { $inside } of { $side }'s { $squares } tanks on its start squares (rank { $rank }) and { $outside } elsewhere: at the start, each start square holds one tank
board-chars-start-cards = the start position has { $cards } of { $side }'s cards on its minefield: a minefield holds all { $wanted } cards, or none before they are laid
board-chars-ranks-not-start = the start position lays { $side }'s cards on ranks { $ranks }: write those ranks here, or change the start position
board-chars-start-explosions = the start position lays { $count } explosions among { $side }'s cards, but `explosions = { $explosions }`: write the same number in both
board-chars-not-start-line = { $square } is not on { $side }'s start line (rank { $rank })
board-chars-start-twice = { $square } is listed twice in { $side }'s start squares
board-chars-no-start = { $side } has no start square
board-chars-rank-off = rank { $rank } is not on the board (ranks 1–{ $ranks })
board-chars-rank-start-line = rank { $rank } is a start line: no card can lie there
board-chars-rank-twice = rank { $rank } is listed twice in { $side }'s minefield
board-chars-minefields-overlap = rank { $rank } is already in { $side }'s minefield: the minefields overlap
board-chars-minefield-size = { $side }'s minefield has { $count } squares ({ $ranks ->
        [one] 1 rank
       *[other] { $ranks } ranks
    } of { $files }), not the { $cards } cards each player lays
board-chars-cards-minefields = each player lays { $cards } cards, but each minefield has { $count } squares ({ $ranks ->
        [one] 1 rank
       *[other] { $ranks } ranks
    } of { $files }): write `cards_per_player = { $count }`, one card per square
board-chars-rank-own-half = { $side } lays its cards in front of { $other }, on { $other }'s half of the board: rank { $rank } is on { $side }'s own half
board-race-length = a track of { $length } squares is not possible (from 2 to 200)
board-race-rows = { $rows } rows of { $per-row } squares do not make the { $length } squares of the track
board-race-square-taken = square { $square } is already { $what ->
    [arrow] the tail of an arrow
   *[red] a red square
  }
board-race-arrow-start = an arrow cannot start on square { $tail }: its tail must be on the track before the last square (1 to { $last })
board-race-arrow-leaves = the arrow from { $tail } to { $head } leaves the track (squares 1 to { $length })
board-race-arrow-loop = the arrow from { $tail } points to its own tail
board-race-red-off = a red square must be on the track before the last square (1 to { $last }), not { $square }
board-race-red-push = red square { $square } cannot push a pawn by { $push }: it must land on the track (squares 1 to { $length })

## A throw of the chars race that cannot be played.
race-bad-throw = a die shows 1 to 6, not { $die }
race-over = the race is already won
board-no-arrow = { $square } has no arrow: every square shows at least one, or a piece there could never move
notation-space-inside = a space cuts the position here: the ranks and their `/` are written without a space, up to the side to move
board-espion-five-arrows-twice = { $square } has five arrows, like { $chief }, where { $side }'s chief starts: in a first row, only the chief's square has five arrows, since the rules place the chief by them
# The side to move in capitals (`W`), as with Caps Lock on. Variables: $text, $side (in lower case)
notation-side-capital = `{ $text }` is in capitals: the side to move is written `{ $side }`, in lower case (if Caps Lock was on, Black's pieces, written in lower case, were typed in capitals too)
# A piece's letter with its name, in a list of a game's letters. Variables: $letter; $kind (the game and the letter, in lower case)
notation-letter-named = `{ $letter }` { $kind ->
    [espion-c] chief
    [espion-s] spy
    [espion-a] agent
    [schada-o] officer
    [schada-u] sub-officer
    [schada-p] soldier
    [tank-battle-c] commander
    [tank-battle-t] tank
    [chars-t] tank
    [chars-m] explosion
    [chars-b] blank card
    [chars-u] hidden card
   *[other] piece
  }
# Two parts of a list, the second one possibly a list itself. Variables: $first, $rest
notation-list-and = { $first }, { $rest }
# A letter that is no piece of the game, in a position. Variables: $letter; $letters (the game's letters for White, each with its piece's name), $digit (the digit it looks like, or none)
notation-unknown-piece-named = `{ $letter }` is not a letter of this game, which writes { $letters } for White, and the same letters in lower case for Black{ $digit ->
    [none] {""}
   *[other] {" "}(if `{ $letter }` stands for the digit { $digit }, as it looks, write { $digit })
  }
# A red square of the race track that pushes by 0 or less. Variables: $square, $push
board-race-red-push-none = red square { $square } pushes a pawn by { $push }: a red square sends the pawn 1 square forward or more; to make square { $square } a plain square, delete this line
