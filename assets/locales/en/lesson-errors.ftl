## What `lesson check` finds wrong in a lesson when it plays it by the rules, as the command line and the
## app's notices say it (after `file:line:column:`). Square names ($square, $from, $to) are written as in
## the lessons (D3); $side is white or black; a list of squares is `none` when empty.

check-in-branch = { $what } (when the class plays { $from }-{ $to }, which this step also accepts)
check-position-unreadable = the position cannot be read: { $what }
check-no-engine = the game { $game } has no rules engine in this build
check-square-off-board = square { $square } is not on the { $files } × { $ranks } board
check-targets-none = `targets = "{ $square }"`: no piece on { $square } can move
check-stuck = the lesson cannot go on past this step by its own script
check-move-not-accepted = the move { $from }-{ $to } is not one this step accepts
check-too-many-branches = this lesson accepts too many different moves to check them all (more than { $max } ways through)
check-game-over-here = the game is already over here
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
   *[other] { $truth }
  }, not { $given }
check-battles = with this deal these rounds hold { $battles ->
    [0] no battle
   *[other] { $battles } battle(s)
  }
check-no-room-to-lay = the class cannot lay { $count } cards: its minefield has { $free } free square(s) here
check-cannot-lay = the cards cannot be laid in this position
check-landing = with a { $die } the pawn goes from { $from } to { $to }, not { $given }
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
check-wrong-round = wrong answer: with this deal the next round goes to { $truth }, not { $given }
check-wrong-landing = wrong answer: with a { $die } the pawn goes from { $from } to { $to }, not { $given }
check-quiz-no-piece = the quiz asks about { $square }, but no piece stands there
check-what-mines = the class's explosion cards are on
check-what-targets = the piece on { $square } can go to
check-what-attackers = the opponent's pieces that can reach { $square } are on
check-what-pieces = the pieces `{ $letter }` are on
check-nothing-to-find = nothing to find: { $what } no square
check-wrong-squares = wrong answer: by the rules { $what } { $truth }{ $missing ->
    [none] {""}
   *[other] ; missing { $missing }
  }{ $extra ->
    [none] {""}
   *[other] ; not reachable: { $extra }
  }
check-answer-shown-before = the step just before (line { $line }) already shows this quiz's answer ({ $squares }): ask first, show after

check-goal-already-met = the goal of this `play` step is already reached
check-move-too-many = the goal is reached after { $moves } moves: this move is one too many
check-solution-fails = the solution does not reach the goal against the reference opponent (the first legal move); no solution of { $par } moves or fewer was found
check-solution-fails-try = the solution does not reach the goal against the reference opponent (the first legal move); this one does: [{ $moves }]

check-unknown-rule = unknown rule `{ $rule }` (not in { $path }){ $guess ->
    [none] {""}
   *[other] ; did you mean `{ $guess }`?
  }
check-teaches-without-list = `teaches` names rule `{ $rule }`, but { $game } has no rule list (lessons/{ $game }/rules.toml)
check-long-sentence = a French sentence of `{ $id }` has { $words } words (at most { $max }: cut it in two): « { $sentence } »
check-message-missing = message `{ $id }` is missing in { $langs ->
    [fr] fr (add it to fr.ftl)
    [en] en (add it to en.ftl)
   *[other] fr and en (add it to fr.ftl and en.ftl)
  }
check-variable-not-given = message `{ $id }` uses `${ $var }` ({ $lang }.ftl), which a `{ $kind }` step does not give{ $gives ->
    [none] {""}
   *[other] {" "}(it gives { $gives })
  }

check-no-rules-beside = { $game } has no rule list beside these lessons: each lesson is checked, not the course as a whole (rules taught and practised, decisions, a whole game); add a rules.toml to check it
check-no-rules = { $game } has no rule list: which rules its lessons teach is not checked (write lessons/{ $game }/rules.toml)
check-rule-not-taught = no step teaches rule `{ $rule }` (add `teaches = ["{ $rule }"]` to a step that explains it)
check-rule-not-practised = no decision step practises rule `{ $rule }` (it is only read, at { $steps }): give it to an expect, quiz, play, guess or lay step
check-rule-words-missing = the words of rule `{ $rule }` (message `{ $id }`) are missing in { $files }
check-few-decisions = the class decides in only { $decisions } of the { $steps } steps of the { $game } lessons ({ $share } %): at least { $needed } % must be expect, quiz, play, guess or lay steps
check-no-whole-game = no { $game } lesson starts from the start position (`position = "start"`) and ends with a whole game (a `play` step with `goal = "win"`)

rules-id-not-kebab = rule id `{ $id }` is not kebab-case (lowercase words joined by `-`, like `spy-moves`)
rules-id-twice = rule id `{ $id }` is given twice (first at line { $first })
rules-none = no rule here (add `[[rule]]` tables with an `id`)
