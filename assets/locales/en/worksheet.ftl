# Worksheets (ludoclasse print worksheets): exercises made from the lessons' quizzes, then the answer key.

## The pages
# Variables: $game (the game’s name)
worksheet-title = Worksheet: { $game }
worksheet-key-title = Answer key: { $game }
worksheet-key-bookmark = Answer key
worksheet-key-note = For the teacher — answers given by the rules of the game
worksheet-name = Name: ....................................
# Variables: $page, $pages
worksheet-footer = Ludoclasse · worksheet · page { $page } of { $pages }
# The plan line at the top of the first page. Variables: $pages (pages for each child), $class (pupils),
# $sheets (sheets printed one side), $duplex (sheets printed on both sides), $keypages, $keyfrom, $keyto
worksheet-plan = For a class of { $class }: print { $class } copies of { $pages ->
    [one] page 1
   *[other] pages 1 to { $pages }
  } on plain paper ({ $sheets } sheets single-sided, { $duplex } double-sided); nothing to cut. The answer key ({ $keypages ->
    [one] page { $keyfrom }
   *[other] pages { $keyfrom } to { $keyto }
  }) is for you: one copy only.
worksheet-track = The race track
worksheet-track-note = The race exercises are done on this track
# Variables: $n
worksheet-exercise = Exercise { $n }
# Variables: $title (the lesson’s title)
worksheet-from-lesson = Lesson “{ $title }”
worksheet-zoom = The square’s diagram, drawn large:
worksheet-legend = The pieces:
worksheet-answer-squares = Colour the squares on the board, then write them here:
worksheet-answer-write = Write their squares here:
worksheet-answer-square = Square:
worksheet-tick = Tick the right answer:
# Variables: $n
worksheet-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
  }
worksheet-white = White
worksheet-black = Black
worksheet-you = You
worksheet-emma = Emma
worksheet-battle = Battle!
worksheet-chars-tank = Tank

## The questions
# Variables: $square
worksheet-q-targets = Look at the piece on square { $square } (framed). Which squares can it move to in one move?
# Variables: $square, $side (worksheet-white or worksheet-black)
worksheet-q-attackers = Which { $side } pieces can reach square { $square } (framed) in one move? Write the squares they stand on.
worksheet-q-score = Count { $side }’s points on this board.
# Variables: $piece (the kind of piece), $side
worksheet-q-pieces = Find every { $side } piece of the kind “{ $piece }”. Which squares are they on?
# Variables: $side, $from (0: before the start), $die
worksheet-q-landing = It is the { $side } pawn’s turn to throw the die. It is { $from ->
    [0] at the start
   *[other] on square { $from }
  } and the die shows { $die }. On which square does it end its turn? Think of the arrows and the red squares.
worksheet-q-winner = Here are your card and Emma’s, face up. Who wins this round?
worksheet-q-how-long = How many rounds does a game of war played to the end last, most often?

## The key
worksheet-key-none = no square
# Variables: $to
worksheet-key-landing = square { $to }
# Variables: $landed, $to
worksheet-key-landing-moved = the die takes it to { $landed }, which sends it to { $to }: square { $to }
# Variables: $winner (south, emma, battle), $taker (south, emma, nobody), $cards
worksheet-key-round = { $winner ->
    [south] You: your card is higher
    [emma] Emma: her card is higher
   *[battle] Battle: the two cards are equal
  }. { $taker ->
    [south] You take { $cards } cards.
    [emma] Emma takes { $cards } cards.
   *[nobody] Nobody takes them: a player is short of cards, and the game stops.
  }
# Variables: $choice (the choice’s words), $games, $rounds
worksheet-key-median = “{ $choice }”: of { $games } games played by the computer, half lasted fewer than { $rounds } rounds.
