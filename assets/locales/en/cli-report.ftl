# The command line's reports, on standard output (ludoclasse print, bataille, chars, match, bench,
# screenshot). Outputs for programs (--json, perft) do not go through here.
# Numbers with decimals arrive already written with the language's decimal mark.

## ludoclasse print. Variables: $path (the file), $pages, $size (in kB), $game (the game's name), $boards (the boards), $seconds
cli-report-kit = { $path }: { $pages ->
    [one] 1 page
   *[other] { $pages } pages
  }, { $size } kB
cli-report-kit-game = { "  " }{ $game }: { $pages ->
    [one] 1 page
   *[other] { $pages } pages
  }
cli-report-kit-game-boards = { "  " }{ $game }: { $pages ->
    [one] 1 page
   *[other] { $pages } pages
  } ({ $boards })
## A board cut into pieces. Variables: $sheet (the sheet), $files and $ranks (squares across and down), $mm (a square's side), $columns and $rows (pages across and down)
cli-report-board = { $sheet }: { $files } × { $ranks } squares of { $mm } mm on { $columns } × { $rows } pages
cli-report-total = total: { $size } kB in { $seconds } s

## ludoclasse print worksheets. Variables: $exercises, $pages, $children (pages for each child), $key (pages of the answer key), $place (lesson:line), $why
cli-report-worksheets = { $path }: { $exercises ->
    [one] 1 exercise
   *[other] { $exercises } exercises
  } on { $pages } pages ({ $children } for each child, { $key } of answer key), { $size } kB
cli-report-left-out = { "  " }left out: { $place }: { $why }
cli-report-left-free-game = after a free game, the position depends on the class
cli-report-left-memory = a memory quiz: on paper the answer is in view
cli-report-left-race = this question has no meaning on the race track
cli-report-left-over = the game is over: no round is left
cli-report-left-cards = this question has no meaning with cards
cli-report-answer-differs = { "  " }warning: { $place }: the lesson's answer differs from the rules' (the key follows the rules)
cli-report-time = time: { $seconds } s

## ludoclasse bataille replay. Variables: $who (south, emma or draw), $reason (the end in words), $code (its name in the JSON format)
cli-report-replay-winner = winner: { $who ->
    [south] South
    [emma] Emma
   *[draw] nobody (draw)
  }
cli-report-replay-reason = end: { $reason } ({ $code })
cli-report-replay-rounds = rounds: { $rounds }
cli-report-replay-battles = battles: { $battles }
cli-report-replay-holdings = South holds { $south } cards, Emma { $emma }
cli-report-end-capture-all = one player took every card
cli-report-end-battle-shortage = a player had too few cards to finish a battle
cli-report-end-both-short = neither player had enough cards to finish a battle
cli-report-end-round-limit = all 2000 rounds were played

## ludoclasse bataille stats. Variables: $games, $seed, $share (a percentage), $south, $emma, $draw, $mean, $median, $longest, $deal
cli-report-stats-deals = { $games } deals (seed { $seed })
cli-report-stats-ends = how the games ended:
cli-report-stats-end = { "  " }{ $share } %  { $reason } ({ $code })
cli-report-stats-winners = winners: South { $south } %, Emma { $emma } %, draw { $draw } %
cli-report-stats-length = length in rounds: mean { $mean }, median { $median }, longest { $longest } (deal { $deal })
cli-report-stats-histogram = histogram of lengths (rounds):

## ludoclasse chars race. Variables: $side (White or Black), $die, $from, $to, $jump (an arrow or a red square), $throws, $white, $black
cli-report-white = White
cli-report-black = Black
cli-report-race-throw = { $side } throws { $die }: { $from } → { $to }{ $jump }
cli-report-race-arrow = , arrow { $from } → { $to }
cli-report-race-red = , red square { $from } → { $to }
cli-report-race-winner = winner: { $side } after { $throws } throws (White on square { $white }, Black on square { $black })

## ludoclasse match. Variables: $game, $first and $second (the levels), $alternate (yes or no), $games, $seed, $level, $wins, $draws, $losses, $share
cli-report-match-head = { $game }: { $first } vs { $second } ({ $alternate ->
    [yes] sides alternating
   *[no] the first level plays White
  }), { $games } games, seed { $seed }
cli-report-match-score = { $level }: { $wins } wins, { $draws } draws, { $losses } losses ({ $share } % won)
cli-report-match-sides = as White: { $white }; as Black: { $black } (wins / draws / losses)
cli-report-match-length = mean length: { $mean } moves
cli-report-match-unfinished = games stopped before their end (counted as draws): { $count }

## ludoclasse bench. Variables: $games, $rounds, $threads, $best, $median (in seconds), $rate, $game, $depth, $nodes
cli-report-bench-bataille = La Bataille stats, { $games } games ({ $rounds } rounds), { $threads } thread(s): best { $best } s, median { $median } s, { $rate } games/s, { $millions } M rounds/s
cli-report-bench-perft = perft { $game } depth { $depth }: { $nodes } nodes, { $threads } thread(s), best { $best } s, median { $median } s, { $millions } M nodes/s (median)
cli-report-bench-hint = hint { $game } at { $level } on { $count } mid-game positions, { $nodes } nodes per hint
cli-report-bench-wall = { "  " }wall clock: { $summary }; { $thousands } k nodes/s
cli-report-bench-cpu = { "  " }CPU time: { $summary }; { $thousands } k nodes/s
cli-report-bench-summary = median { $median } ms, 90th percentile { $p90 } ms, max { $max } ms
cli-report-bench-no-position = no mid-game position was found to time the hints on

## ludoclasse lesson coverage. Variables: $game, $rules, $open (rules never practised)
cli-report-coverage-game = { $game }: { $rules } rules, { $open } not practised
cli-report-coverage-taught = taught by
cli-report-coverage-practised = practised in
cli-report-coverage-none = no game has a rule list yet (lessons/<game>/rules.toml)

## ludoclasse screenshot. Variables: $frames, $width, $height, $median, $p95, $cpu, $first, $size (the text size), $problem
cli-report-frames = { $frames } frames at { $width }x{ $height }: median { $median } ms, p95 { $p95 } ms; first frame after { $first } ms
cli-report-frames-cpu = { $frames } frames at { $width }x{ $height }: median { $median } ms, p95 { $p95 } ms; processor time { $cpu } ms per frame; first frame after { $first } ms
cli-report-layout-line = { $width }x{ $height }, text { $size }: { $problem }
# What is wrong with a layout (screenshot --check-layout). Variables: $label, $first, $second and $button (a button's text), $px (its height), $least (the least height), $text (a line of text)
cli-report-layout-too-low = the button "{ $label }" is { $px } px high (under { $least } px)
cli-report-layout-off-screen = the button "{ $label }" goes out of the screen
cli-report-layout-overlap = the buttons "{ $first }" and "{ $second }" overlap
cli-report-layout-text-under-button = the text "{ $text }" runs under the button "{ $button }"
cli-report-layout-text-off-screen = the text "{ $text }" runs off the screen
cli-report-layout-text-left-out = the text "{ $text }" is not drawn, for want of room
cli-report-layout-words-shrunk = the words of the button "{ $label }" shrink to { $percent }% of the normal text to fit its width
cli-report-scene-step-alone = --step goes with --lesson: give the lesson too, as in --lesson espion/01
cli-report-scene-unknown = there is no scene "{ $name }" without --game (choose home, settings, notices, notices-many, notices-many-quit, notices-many-list, notices-many-details or children-full-disk)
cli-report-scene-unknown-board = { $game } has no scene "{ $name }" (choose board, select, hint, black, black-select or broken-save)
cli-report-scene-no-board = the board file of { $game } does not read: run "ludoclasse perft { $id } 1" to see what is wrong
cli-report-scene-position = --position: { $what }
cli-report-window-failed = the window did not open (is there a display? try xvfb-run)
cli-report-scene-empty = this scene has no screen to show

## An option's value that is refused (instead of the library's message). Variables: $option, $value, $what
cli-report-not-a-lang = "{ $value }" is not a language of the kit (write fr or en)
cli-report-bad-value = "{ $value }" is not a possible value
cli-report-not-a-paper = "{ $value }" is not a paper size of the kit (write a4 or letter)
cli-report-not-a-game = "{ $value }" is not a game of the kit (bataille, chars, espion, schada or tank-battle)
cli-report-not-a-level = "{ $value }" is not a level of the computer (random, greedy, debutant, moyen or fort)
cli-report-not-a-number = "{ $value }" is not a number (write for instance 28 or 27.5)
cli-report-not-a-whole-number = "{ $value }" is not a whole number of zero or more (write for instance 3 or 100)
## A command line written wrong. Variables: $given (what was written, or what is missing), $guess (a close option or command, or none), $command (the commands written, as "ludoclasse print"), $option, $other, $value, $known (the possible commands), $expected and $actual (numbers of values)
cli-report-unknown-option = "{ $given }" is not an option of { $command }{ $guess ->
    [none] {""}
   *[other] ; did you mean "{ $guess }"?
  } (--help lists the options)
cli-report-unknown-command = "{ $given }" is not a command of { $command }{ $guess ->
    [none] {""}
   *[other] ; did you mean "{ $guess }"?
  } (--help lists the commands)
cli-report-missing = { $given } is missing from { $command } (--help shows how to write it)
cli-report-no-value = { $option } needs a value right after it (--help says what it can be)
cli-report-extra = "{ $given }" is one word too many: { $command } expects nothing more there (--help shows how to write it)
cli-report-twice = { $option } is given twice: keep only one
cli-report-conflict = { $option } does not go with { $other }: keep one or the other
cli-report-flag-value = { $option } takes no value: write { $option } alone, without "{ $value }"
cli-report-value-count = { $option } takes { $expected ->
    [one] one value
   *[other] { $expected } values
  }, not { $actual }
cli-report-missing-command = { $command } needs a command after it: { $known } (--help describes them)
cli-report-not-utf8 = a word of the command line is not readable text (UTF-8): type it again, or rename the file it names
cli-report-out-of-range = "{ $value }" is outside the values this option allows (--help gives them)
cli-report-command-line-wrong = the command line of { $command } cannot be read (--help shows how to write it)
