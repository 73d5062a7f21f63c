## What `lesson check` finds wrong in a lesson when it plays it by the rules, as the command line and the
## app's notices say it (after `file:line:column:`). Square names ($square, $from, $to) are written as in
## the lessons (D3); $side is white or black; a list of squares is `none` when empty.

check-in-branch = { $what } (when the class plays { $from }-{ $to }, which this step also accepts)
check-position-unreadable = the position cannot be read: { $what }
check-no-engine = the game { $game } has no rules engine in this build
check-square-off-board = square { $square } is not on the { $files } × { $ranks } board
check-targets-none = `targets = "{ $square }"`: no piece on { $square } can move
check-stuck = the lesson cannot go on past this step by its own script
# Variables: $from, $to, $accept (capture, reach, or other), $square (for reach)
check-move-not-accepted = the move { $from }-{ $to } is not one this step accepts{ $accept ->
    [capture] : its `accept = "capture"` takes only captures, and { $from }-{ $to } captures nothing; write a capture in `move`, or remove `accept`
    [reach] : its `accept = "reach"` takes only the moves to { $square }; write a move to { $square } in `move`, or change `square`
   *[other] {""}
  }
check-too-many-branches = this lesson accepts too many different moves to check them all (more than { $max } ways through)
check-game-over-here = the game is already over here
# Variables: $reason (why the game is over, by the rules' name, or none), $loser (white, black or none), $limit (the count a classroom guard ended the game at, or 0), $below (one less)
check-position-over = the game is already over in this position: { $reason ->
    [chief_captured] { $loser ->
        [white] White has
       *[black] Black has
      } no chief
    [chiefs_captured] { $loser ->
        [white] White has
       *[black] Black has
      } no chief left
    [no_legal_move] { $loser ->
        [white] White cannot
       *[black] Black cannot
      } move any piece
    [no_tanks] no tank is left on the board
    [target_line_full] a target line is already full
    [all_in_enemy_base] all the tanks of one side are already in the enemy base
    [two_passes] nobody can move
    [no_capture_limit] its count of moves without a capture is { $limit }, which draws the game
    [quiet_moves] its count of quiet moves is { $limit }, which ends the battle
    [move_limit] its count of moves played is { $limit }, the most a game lasts
    [same_piece_three_times] its repeat record says one side moved the same piece three times in a row
   *[other] one side has lost, or nobody can move
  }{ $reason ->
    [no_capture_limit] ; write { $below } or less there
    [quiet_moves] ; write { $below } or less there
    [move_limit] ; write { $below } or less there
    [same_piece_three_times] ; write a count of 2 or less there
   *[other] ; a lesson's position must leave a game to play: check that each side has all it needs
  }
check-position-turn = this position gives the move to { $turn }, but { $who ->
    [class] the class
   *[opponent] the opponent
  } ({ $side }) moves next: write `{ $letter }` after the board part
check-side-against-position = the class plays Black here, but the start position (line { $line }) gives White the move, and the class moves first: write `b` after the board part, or remove this line to play White
check-without-position = the lesson writes no `position`{ $where }, so it starts from the game's start position, and at line { $line }, { $problem }
check-deal-one-pile = the deal writes no `{ $field }`{ $where }, so { $field ->
    [south] the class's pile (South)
   *[emma] Emma's pile
  } is shuffled, and at line { $line }, { $problem }
check-not-their-turn = it is { $turn }'s turn here, not { $who ->
    [class] the class
   *[opponent] the opponent
  }'s ({ $side })
check-illegal-no-piece = illegal move { $from }-{ $to }: there is no piece on { $from }
check-illegal-their-piece = illegal move { $from }-{ $to }: the piece on { $from } is { $owner }'s
check-illegal-targets = illegal move { $from }-{ $to }: the piece on { $from } can go to { $targets }
check-capture-empty = { $from }x{ $to } is written as a capture, but { $to } is empty
check-nothing-to-flip = the game is over: there is nothing to flip
check-round-winner = with this deal the round is won by { $truth ->
    [nobody] nobody (the game ends)
    [south] South
    [emma] Emma
   *[battle] a battle
  }, not by { $given ->
    [south] South
    [emma] Emma
   *[battle] a battle
  }
check-battles = with this deal these rounds hold { $battles ->
    [0] no battle
    [one] one battle
   *[other] { $battles } battles
  }
check-no-room-to-lay = the class cannot lay { $count } cards: its minefield has { $free ->
    [0] no free square
    [one] only one free square
   *[other] only { $free } free squares
  } here
check-cannot-lay = the cards cannot be laid in this position
check-landing = with a { $die } the pawn goes { $from ->
    [0] from the start
   *[other] from { $from }
  } to { $to }, not { $given }
check-race = { $what }

check-quiz-misfit = this quiz does not fit this lesson
check-no-score = { $game } keeps no score
check-no-cards = no winner takes the cards of the next round (the game is over, or ends in it)
check-no-next-round = the game is over: no round comes next
check-not-a-choice = { $side ->
    [none] the next round's winner takes { $truth } cards, which is not among the choices
   *[other] the { $side } score is { $truth }, which is not among the choices
  }
check-wrong-number = wrong answer: { $side ->
    [none] with this deal the next round's winner takes { $truth } cards, not { $given }
   *[other] by the rules the { $side } score is { $truth }, not { $given }
  }
check-wrong-round = wrong answer: with this deal the next round goes { $truth ->
    [south] to South
    [emma] to Emma
   *[battle] to a battle
  }, not { $given ->
    [south] to South
    [emma] to Emma
   *[battle] to a battle
  }
check-wrong-landing = wrong answer: with a { $die } the pawn goes { $from ->
    [0] from the start
   *[other] from { $from }
  } to { $to }, not { $given }
check-quiz-no-piece = the quiz asks about { $square }, but no piece stands there
check-what-mines = the class's explosion cards are on
check-what-targets = the piece on { $square } can go to
check-what-attackers = the opponent's pieces that can reach { $square } are on
check-what-pieces = the pieces `{ $letter }` are on
check-nothing-to-find = nothing to find: by the rules no square answers this question
check-wrong-squares = wrong answer: by the rules { $what } { $truth }{ $missing ->
    [none] {""}
   *[other] ; missing { $missing }
  }{ $extra ->
    [none] {""}
   *[other] ; not one of them: { $extra }
  }
check-answer-shown-before = the step just before (line { $line }) already shows this quiz's answer ({ $squares }): ask first, show after

check-reach-mine = { $square } is a mine: no tank may stop on it, so this goal cannot be reached
check-goal-already-met = the goal of this `play` step is already reached
check-move-too-many = the goal is reached after { $moves } moves: this move is one too many
check-solution-fails = the `solution` does not reach the goal against the reference opponent (the first legal move); no sequence of { $par } moves or fewer reaches it
check-solution-fails-try = the `solution` does not reach the goal against the reference opponent (the first legal move); this one does: [{ $moves }]

check-unknown-rule = unknown rule `{ $rule }` (not in { $path }){ $other ->
    [none] {""}
   *[other] ; it is a rule of { $other ->
        [bataille] La Bataille
        [chars] Bataille de chars
        [espion] Espion
        [schada] Schada
       *[tank-battle] Tank Battle
      }, not of { $game ->
        [bataille] La Bataille
        [chars] Bataille de chars
        [espion] Espion
        [schada] Schada
       *[tank-battle] Tank Battle
      }
  }{ $guess ->
    [none] {""}
   *[other] ; did you mean `{ $guess }`?
  }
check-teaches-without-list = `teaches` names rule `{ $rule }`, but { $game } has no rule list (lessons/{ $game }/rules.toml)
check-long-sentence = a French sentence of `{ $id }` has { $words } words (at most { $max }: cut it in two): « { $sentence } »
check-message-missing = message `{ $id }` is missing in { $langs ->
    [fr] French (add it to fr.ftl)
    [en] English (add it to en.ftl)
   *[other] French and English (add it to fr.ftl and en.ftl)
  }{ $guess ->
    [none] {""}
   *[other] ; did you mean `{ $guess }`?
  }
check-variable-not-given = message `{ $id }` uses `${ $var }`, which the `{ $kind }` step that shows it ({ $lesson }, line { $line }) does not give{ $gives ->
    [none] {""}
   *[other] {" "}(it gives { $gives })
  }: write the text without `${ $var }`

check-no-rules-beside = { $game ->
    [bataille] La Bataille
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  } has no rule list beside these lessons: each lesson is checked, not the course as a whole (rules taught and practised, decisions, a whole game); add a rules.toml to check it
check-no-rules = { $game ->
    [bataille] La Bataille
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  } has no rule list: which rules its lessons teach is not checked (write lessons/{ $game }/rules.toml)
check-rule-not-taught = no step teaches rule `{ $rule }` (add `teaches = ["{ $rule }"]` to a step that explains it)
check-rule-not-practised = no decision step practises rule `{ $rule }` (it is only read, at { $steps }): give it to an expect, quiz, play, guess or lay step
check-rule-words-missing = the words of rule `{ $rule }` (message `{ $id }`) are missing in { $files }
check-few-decisions = the class decides in only { $decisions } of the { $steps } steps of the { $game ->
    [bataille] La Bataille
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  } lessons ({ $share } %): at least { $needed } % must be expect, quiz, play, guess or lay steps
check-no-whole-game = no { $game ->
    [bataille] La Bataille
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  } lesson starts from the start position (`position = "start"`) and ends with a whole game (a `play` step with `goal = "win"`)

rules-id-not-kebab = rule id `{ $id }` is not kebab-case (lowercase words joined by `-`, like `spy-moves`)
rules-id-twice = rule id `{ $id }` is given twice (first at line { $first })
rules-none = no rule here (add `[[rule]]` tables with an `id`)

## Two lesson files of one game with the same number. Variables: $first (the other file), $id (their id)
lesson-same-number = this lesson has the same number as { $first } (both are `{ $id }`), so they would share their stars: give one of the files another number

## What is wrong in a lesson file as it is read (before it is played). $text is what the file writes;
## $kind a step kind (say, expect…); $lesson a game id, or `race`.
load-not-a-square = `{ $text }` is not a square (a file letter and a rank number, like `D3`)
load-square-beyond = `{ $text }` is on no board: files go from A to K at most, ranks from 1 to 11
load-not-a-move = `{ $text }` is not a move (write the two squares, like `D2-D4`, or `D2xE3` for a capture)
load-not-a-side = `{ $text }` is not a side (white or black){ $guess ->
    [none] {""}
   *[other] ; did you mean `{ $guess }`?
  }
load-unknown-word = unknown { $what } `{ $text }`{ $guess ->
    [none] {" "}(expected one of { $known })
   *[other] ; did you mean `{ $guess }`?
  }
load-what-step-kind = step kind
load-what-game = game
load-what-phase = phase
load-what-accept = accept
load-what-goal = goal
load-what-question = question
load-what-pile = pile
load-what-player = player
load-phase-only-chars = only Bataille de chars has phases (`race` or `battle`)
load-no-step = the lesson has no step (add `[[step]]` tables)
load-message-prefix = message id `{ $id }` must start with `{ $prefix }` (the lesson's id)
load-message-empty = this message id is empty: write the id of its words in fr.ftl and en.ftl, which starts with `{ $prefix }`
load-deal-only-bataille = `{ $field }` belongs to La Bataille lessons
load-position-only-board = `{ $field }` belongs to lessons on a board (this one has none)
load-race-without-phase = this lesson has race steps (`throw`, `ask = "landing"`) but does not say its phase: `phase = "race"` is missing at the top of the file{ $where }
load-kind-not-here = `{ $kind }` steps do not belong in { $lesson ->
    [race] a race lesson
    [bataille] a La Bataille lesson
    [chars] { $kind ->
        [throw] a battle lesson of Bataille de chars: they belong in its race lesson, which starts with `phase = "race"`
       *[other] a Bataille de chars lesson
    }
    [espion] an Espion lesson
    [schada] a Schada lesson
   *[tank-battle] a Tank Battle lesson
  }
load-field-not-here = `{ $field }` does not belong to { $kind ->
    [expect] an
   *[other] a
  } `{ $kind }` step{ $field ->
    [position] ; only a `setup` step changes the position (the lesson's start position is written at the top of the file, before the first `[[step]]`)
    [par] : it sets the number of moves of a `play` step; delete this line here
   *[other] : delete this line, or write the `kind` of step it belongs to
  }
load-step-needs = { $kind ->
    [expect] an
   *[other] a
  } `{ $kind }` step needs { $field ->
    [options] at least two `options`
   *[other] `{ $field }`
  }{ $where }{ $field ->
    [move] : the move, like `D2-D4`
    [position] : the new position, in the game's notation
    [goal] : what the class must do (win, capture, reach or score)
    [par] : the number of moves the class is given
    [solution] : moves that reach the goal, like `["D2-D4"]`
    [die] : the number the die shows, 1 to 6
    [text] : the message id of what it says
    [square] : the square to reach, like `D4`
    [count] : how many cards the class lays, like `16`
   *[other] {""}
  }
load-track-square = the track has squares 1 to 40, not { $square }
load-head-field-in-step = `{ $name }` belongs to the lesson's head: write it at the top of the file, before the first `[[step]]` (here it falls into the step above)
load-quiz-needs-ask = a `quiz` step needs `ask`{ $where }: what it asks (targets, attackers, pieces, mines, score, cards, winner or landing)
load-ask-not-here = `ask = "{ $ask }"` does not fit in { $lesson ->
    [race] a race lesson
    [bataille] a La Bataille lesson
    [chars] { $ask ->
        [landing] a battle lesson of Bataille de chars: it belongs in its race lesson, which starts with `phase = "race"`
       *[other] a Bataille de chars lesson
    }
    [espion] an Espion lesson
    [schada] a Schada lesson
   *[tank-battle] a Tank Battle lesson
  }
load-quiz-needs = { $ask ->
    [attackers] an
   *[other] a
  } `{ $ask }` quiz needs `{ $field }`{ $where }{ $field ->
    [square] : the square it is about, like `E1`
    [die] : the number the die shows, 1 to 6
    [piece] : the letter of the pieces to find, like `S`
    [player] : the side whose points it counts, `white` or `black`
   *[other] {""}
  }

load-die = a die shows 1 to 6, not { $die }
load-choice-is = a choice is { $ask ->
    [score] a whole number of points
   *[cards] a number of cards, 0 to 52
  }
load-two-choices = { $ask ->
    [attackers] an
   *[other] a
  } `{ $ask }` quiz needs at least two `choices`{ $where }
load-choice-twice = the choice { $choice } is written twice: each choice is a different number
load-not-a-piece-letter = `{ $text }` is not a piece letter (one letter of the game's notation, uppercase for White, lowercase for Black)
load-answer-not-square = `{ $text }` in the answer is not a square
load-not-a-winner = `{ $text }` is not south, emma or battle{ $guess ->
    [none] {""}
   *[other] ; did you mean `{ $guess }`?
  }
load-answer-is = the answer to this quiz is { $expected ->
    [squares] a list of squares
    [winner] south, emma or battle
   *[number] a whole number
  }
load-not-a-card-guess = `{ $text }` is not a card; did you mean `{ $guess }`? (cards are written in English: the ace A, the king K, the queen Q, the jack J; the suits C clubs, D diamonds, H hearts, S spades)
load-not-a-card = `{ $text }` is not a card (a rank 2–9, T, J, Q, K or A, then a suit C, D, H or S, like `7H`)
load-deck-and-tops = give either the whole `deck` or the top cards `south` and `emma`, not both
load-min-above-max = this option runs from { $min } down to { $max } rounds: `min` must not be above `max`
load-lay-none = a `lay` step lays at least 1 card (`count`)
load-play-count-zero = a `play` goal of 0 is already reached before the first move: write `count = 1` or more (or leave `count` out for 1)
load-game-not-folder = this lesson says `game = "{ $game }"` but it is in the `{ $folder }` folder: write `game = "{ $folder }"`, or move the file to the `{ $game }` folder
load-answer-twice = { $square } is written twice in this answer: write each square once
load-rule-twice = the rule `{ $rule }` is written twice in this list: write each rule once
load-games = a `simulate` step plays from 1 to { $most } games, not { $games }
load-explosions = `explosions = { $explosions }` is more than the { $count } cards laid
load-square-with-reach = `square` goes with `accept = "reach"`
load-solution-empty = `solution` is empty: write the moves that reach the goal, like `["D2-D4"]`
load-par-zero = `par` must be at least 1 move
load-par-below-solution = the par is { $par ->
    [one] { $par } move
   *[other] { $par } moves
  }, below the { $moves } moves of the `solution`: raise the par or shorten the `solution`

load-deck-unknown = card { $position } `{ $text }` is not a card code (rank 2-9, T or 10, J, Q, K, A, then suit C, D, H or S, like `TD`)
load-deck-twice = card { $card } is given twice (cards { $first } and { $again }); a deck has each card once
load-deck-missing = the deck has { $count } cards, not 52: missing { $cards }
load-deck-too-many = the deck has { $count } cards, not 52
load-deal-too-many = { $player ->
    [south] South
   *[emma] Emma
  } gets more than 26 cards
load-deal-twice = the card { $card } is dealt twice (first at line { $first }): each card is dealt once
load-options-overlap = this option starts at { $min } rounds, but the one on line { $line } ends at { $end }: a game of that length would be in both. Start this option at { $next }
load-options-gap = no option holds the games of { $next } to { $last } rounds (the option before, on line { $line }, ends at { $end }): start this option at { $next }
load-no-rounds = a flip plays at least one round: write `rounds = 1` or more (or leave `rounds` out for one round)
check-position-word = `{ $word }` is not a position: write `"start"` for the start position of the board file (as on the printed kit), or a position in the game's notation
check-count-out-of-reach = no sequence of { $par } moves or fewer reaches the goal `count = { $count }`: at best, the class gets { $most }. Lower `count`, or allow more moves with `par`
check-rule-lost = the shipped lesson gives the rule `{ $rule }` in `teaches` here{ $where }, and no other { $practise ->
    [yes] decision step practises it
   *[no] step teaches it
  }: put `"{ $rule }"` back in this step’s `teaches` list
# A move written with a typographic dash (–), as a word processor writes it.
load-move-long-dash = `{ $text }` is written with a long dash (–), as a word processor writes it: write the keyboard's hyphen, `{ $meant }`
load-message-prefix-copied = the message ids of this lesson start with `{ $other }`{ $other-number ->
        [none] { "" }
       *[other] , those of lesson { $other-number }
    } ({ $count } ids): this file is lesson { $number }, its ids start with `{ $prefix }`. Rename them here and in fr.ftl and en.ftl beside it
load-field-not-for = `{ $field }` does not belong to this `{ $kind }` step: { $kind ->
    [quiz] a quiz that asks `{ $what }`
   *[play] a step whose goal is `{ $what }`
  } writes { $fields }
load-annotation-not-here = `{ $field }` does not belong in { $lesson ->
    [race] a race lesson: the squares of the track are shown with `track = [6, 11]`
    [bataille] a La Bataille lesson: its piles are shown with `zones = ["table"]`
   *[board] a lesson on a board: its squares are shown with `highlight = ["D4"]`
  }
load-not-a-letter-of-game = `{ $text }` is not a letter of { $game ->
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  }: its letters are { $letters } (uppercase for white, lowercase for black)
load-head-field-in-deal = `{ $name }` belongs to the lesson's head: write it above the `[deal]` line (here it falls into the deal)
check-solution-stops-short = the `solution` stops before the goal: add { $moves } after its last move
check-solution-fails-unsearched = the `solution` does not reach the goal against the reference opponent (the first legal move)
# A space or tab typed inside the quotes of a message id. Variables: $what (tab, space, invisible), $id (the id without it)
check-message-id-blank = { $what ->
    [tab] a tab
    [space] a space
   *[invisible] an invisible character
  } hides here, in the message's name: delete that character to write `{ $id }`
# A deck card written the French way (`RC`). Variables: $position, $text, $guess
load-deck-unknown-guess = card { $position } `{ $text }` is not a card code; did you mean `{ $guess }`? (cards are written in English: the ace A, the king K, the queen Q, the jack J; the suits C clubs, D diamonds, H hearts, S spades)
# Variables: $id, $lesson (the lesson's file), $line (where the lesson uses it), $other (yes: missing in the other language too)
check-message-commented-out = the message `{ $id }` became a note because of the `#` at the start of the line, but the lesson { $lesson } uses it (line { $line }): remove the `#`{ $other ->
    [yes] ; it is missing in the other language too
   *[no] {""}
  }
load-choice-quoted = `"{ $choice }"` is written in quotes, like a text: a choice is a number written without quotes, like `{ $choice }`
# Variables: $mine (decision steps of this lesson), $of (its steps), $game, $share (the share of all its lessons, in %), $needed
check-few-decisions-lesson = in this lesson, the class decides in only { $mine } of its { $of } steps; with it, the { $game ->
    [bataille] La Bataille
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  } lessons are down to { $share } %, and at least { $needed } % are needed: turn a step like this one into a question (`quiz`, `expect`, `guess`…)
# Variables: $game, $shipped (the shipped lesson file whose texts it uses, or none)
lesson-without-number = this file's name does not start with a number: the lesson is added at the end of the list, with stars of its own{ $shipped ->
    [none] . To give it its place, name it like `06-my-lesson.toml`, with a number no { $game } lesson has
   *[other] , and it uses the texts of the shipped lesson { $shipped }: the list would show the same lesson twice. To change the shipped lesson, name this file `{ $shipped }`
  }
# Variables: $text (as written), $key (its field), $example (an id for it)
load-message-is-sentence = `{ $text }` is a sentence, and `{ $key }` takes the id of a text, like `{ $example }`: write the sentence in fr.ftl and en.ftl, under that id
# Variables: $text (as written), $game (the lesson's game), $last (the last file letter), $ranks (how many
# ranks), $guess (the square meant, or none)
load-square-beyond-board = `{ $text }` is not a square of the { $game ->
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  } board: files go from A to { $last }, ranks from 1 to { $ranks }{ $guess ->
    [none] {""}
   *[other] ; did you mean `{ $guess }`?
  }
# Variables: $id (the first message left untranslated), $others (how many more in this file), $lines (their lines), $lang (the file's
# language: fr or en)
check-text-not-translated = `{ $id }` still has the { $lang ->
    [fr] English words of en.ftl
   *[en] French words of fr.ftl
  }{ $others ->
    [0] {""}
    [one] {" "}(and so does the message at line { $lines })
   *[other] {" "}(and so do { $others } more messages of this file, at lines { $lines })
  }: the class would read { $lang ->
    [fr] English here; write them in French
   *[en] French here; write them in English
  }
# A shipped rule deleted from the copy of the list, which shipped lessons still teach. Variables: $rule, $places ("file (lines), …")
check-rule-deleted = the rule `{ $rule }` was deleted from this list, but shipped lessons still teach it (file and lines): { $places }. Put its lines `[[rule]]` and `id = "{ $rule }"` back here, or take `"{ $rule }"` out of the `teaches` lists in copies of those lessons
# A message of a text file that reads as the other language (its small words), without being that language's shipped text. Variables: $id, $words (the small words seen), $others, $lines, $lang (the file's language)
check-text-other-language = `{ $id }` looks written in { $lang ->
    [fr] English
   *[en] French
  } ({ $words }){ $others ->
    [0] {""}
    [one] {" "}(and so does the message at line { $lines })
   *[other] {" "}(and so do { $others } more messages of this file, at lines { $lines })
  }: the class would read { $lang ->
    [fr] English here; write it in French
   *[en] French here; write it in English
  }
# A square of the answer written with a space inside its quotes. Variables: $text (as written), $square
load-answer-square-spaces = `{ $text }` in the answer has a space inside its quotes: write `"{ $square }"`
# A position that stops too soon (its last fields forgotten). Variables: $what (the field missing), $example (the last fields of the start position)
check-position-ends-early = the position cannot be read: { $what }; write the missing fields at its end, as the start position does: `… { $example }`
# A shipped rule renamed in the copy of the list, which shipped lessons teach under its old name. Variables: $rule, $new, $places ("file (lines), …")
check-rule-renamed = the rule `{ $rule }` is written `{ $new }` here, but shipped lessons teach it as `{ $rule }` (file and lines): { $places }. Write `id = "{ $rule }"` back, or write `"{ $new }"` in the `teaches` lists of copies of those lessons
# A position that does not fit this board but is one of another game. Variables: $what (the problem), $other, $game
check-position-of-other-game = { $what }; it is a position of { $other ->
    [bataille] La Bataille
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  }, not of { $game ->
    [bataille] La Bataille
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  }
# A rule whose id is empty (`id = ""`). Variables: $shipped (the shipped rule in this place, or none)
rules-id-empty = this rule's id is empty{ $shipped ->
    [none] : write it between the quotes (lowercase words joined by `-`)
   *[other] : the shipped list has the rule `{ $shipped }` here, write `id = "{ $shipped }"`
  }

# A piece's name written where its letter goes (`piece = "officier"`). Variables: $text, $game, $letters (the game's letters), $guess (the letter the name starts with, or none)
load-piece-name-not-letter = `{ $text }` is a name, but a piece is written with its letter in { $game ->
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  }: { $letters } (uppercase for white, lowercase for black){ $guess ->
    [none] {""}
   *[other] ; did you mean `{ $guess }`?
  }
# `par = 0` in a step whose `solution` has moves. Variables: $moves (how many)
load-par-zero-solution = `par` cannot be 0 (it is no "no limit"): this step's `solution` takes { $moves ->
    [one] { $moves } move: write `par = { $moves }` or more
   *[other] { $moves } moves: write `par = { $moves }` or more
  }
# Two options of one `guess` step with the same text (an option copied, its text left). Variables: $id, $line (the first option's)
load-option-text-twice = the text `{ $id }` is already the text of the option at line { $line }: the class would see two buttons saying the same; give this option its own text (and its words in fr.ftl and en.ftl)
# A teacher's lesson with the number of a shipped lesson. Variables: $name (the shipped file's name), $id, $next (a number no shipped lesson has)
lesson-same-number-shipped = this lesson has the number of the shipped lesson `{ $name }` (both are `{ $id }`), so they would share their stars: to change that lesson, save your copy under its name, `{ $name }`; to add a lesson, give yours a number no lesson has, as in `{ $next }`
# Two cards of a deck typed with no space between them (`6D3S`). Variables: $position, $text, $cards (the two, apart)
load-deck-glued = card { $position } `{ $text }` is two cards with no space between them: write `{ $cards }`
# A rule id with a space inside its quotes (`"capture "`). Variables: $id (without the spaces)
rules-id-spaces = this rule id has a space inside its quotes: write `id = "{ $id }"`
# A text id written with capitals (`Espion-l01-free`). Variables: $text, $id (in lower case)
load-message-id-capitals = `{ $text }` has capitals, and an id is written in lower case: write `{ $id }`
# Variables: $text (as written), $meant (with digits)
load-letter-for-digit = `{ $text }` has a letter where a digit goes (O for 0, l for 1): write `{ $meant }`
# A `#` note written inside a deck's text, where every word is read as a card. Variables: $text (the word read)
load-deck-note = `{ $text }` starts a note, but a note cannot go inside the deck's text (between its quotes): the words of this line are read as cards; move the note above the line `deck =`
# The options of a guess step leave out the shortest games. Variables: $last (the longest game left out)
load-options-start = no option holds the games of 1 to { $last } rounds: start this option at 1
# The options of a guess step leave out the longest games. Variables: $next, $limit (the most rounds a game lasts)
load-options-end = no option holds the games of { $next } to { $limit } rounds (a game lasts { $limit } rounds at the most): end this option at { $limit }
# Two files of one lesson, one of them a copy a sync tool kept when two computers changed it. Variables: $copy, $original (file names), $id, $first (the path of the other file)
lesson-sync-copy = `{ $copy }` is a copy that a sync tool (Dropbox, OneDrive…) kept when two computers changed `{ $original }`: keep in `{ $original }` what you want from the copy, then delete the copy (as two files, they would be one lesson `{ $id }` twice)
# A deck's cards separated by `;` (pasted from a spreadsheet's export). Variables: $spaced (its first cards, separated by spaces)
load-deck-semicolons = the cards here are separated by `;`: separate them with spaces, like `{ $spaced }`
# Several moves written between one pair of quotes. Variables: $text, $count, $quoted (each between its own quotes)
load-moves-in-one-text = `{ $text }` is { $count } moves between one pair of quotes: give each its own quotes, `{ $quoted }`
# A square or move with a Cyrillic or Greek letter that looks like a Latin one (another keyboard layout). Variables: $text, $meant
load-lookalike-letter = `{ $text }` holds a letter of another alphabet (Cyrillic or Greek) that looks like a Latin one: it was typed with another keyboard layout on; write `{ $meant }`
