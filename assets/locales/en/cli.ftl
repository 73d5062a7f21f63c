# The command line's own sentences (ludoclasse print, ludoclasse lesson check…), on standard error.

## Standard output cannot take the report. Variables: $reason (one of the cli-reason-* sentences)
cli-output-failed = the output cannot be written: { $reason }

## A kit or a file that cannot be written. Variables: $path (the file or folder), $reason (why)
cli-write-failed = cannot write { $path }: { $reason }
cli-write-to-folder = cannot write { $path }: it is a folder; give a file name ending in .{ $ext }
cli-folder-failed = cannot create the folder { $path }: { $reason }

## Why. Variables: $folder (the folder of the file), $raw (the system's own words, for a rare failure)
cli-reason-disk-full = the disk is full
cli-reason-disk-full-kept = the disk is full
cli-reason-permission = this place may not be written to
cli-reason-read-only = the disk is read-only
cli-reason-not-a-folder = a part of the path is a file, not a folder
cli-reason-not-found = there is no such file or folder
cli-reason-is-a-folder = it is a folder, not a file
cli-reason-too-large = the file is larger than this disk or this account allows
cli-reason-other = the system refused ({ $raw })
cli-reason-may-not-write-in = you may not write in { $folder }
cli-reason-read-only-in = { $folder } is on a read-only disk
cli-reason-not-a-folder-in = { $folder } is not a folder
cli-reason-system-folder = { $folder } does not accept new files (it is a system folder, not a place for documents)
cli-reason-no-folder = the folder { $folder } does not exist

## ludoclasse lesson check. Variables: $count (lessons), $problems (problems found)
cli-check-done = { $count ->
    [0] no problem
    [one] 1 lesson checked, no problem
   *[other] { $count } lessons checked, no problem
  }
cli-check-failed = { $problems ->
    [one] one problem
   *[other] { $problems } problems
  } in { $count ->
    [0] this file
    [one] one lesson
   *[other] { $count } lessons
  }
cli-check-warning = warning: { $what }
cli-check-no-lesson = { $path }: no lesson file (*.toml) here
cli-check-rules-done = { $path }: { $count } rules, no problem
cli-check-rules-failed = { $problems ->
    [one] one problem
   *[other] { $problems } problems
  } in the rule list

## ludoclasse lesson show. Variables: $name (what was asked), $path (the lesson), $what (why), $step
cli-show-no-lesson = { $name }: there is no such file, and no shipped lesson has this id (like `espion-l02`)
cli-show-cannot-open = { $path }: the lesson cannot be opened: { $what }
cli-show-stops = { $path }: the script stops at step { $step }

## An option written wrong. Variables: $option (like --deck), $what (what is wrong)
cli-option-wrong = { $option }: { $what }
## ludoclasse chars race --dice. Variables: $position (the throw, counted from 1), $word (what is written), $count (throws given), $length (the finish square), $white and $black (the pawns' squares)
cli-dice-not-a-throw = --dice: throw { $position } `{ $word }` is not a die throw (a whole number from 1 to 6)
cli-dice-too-few = --dice: the { $count } throws end before a pawn reaches square { $length } (White is on { $white }, Black on { $black }); give more throws
## A report that cannot be written as JSON (a fault of the program). Variables: $raw (the library’s words)
cli-json-failed = the report cannot be written as JSON ({ $raw })

## ludoclasse hint. Variables: $move, $reason, $value (the evaluation), $depth, $nodes, $plies, $square, $favourable, $total
cli-hint-move = move: { $move }
cli-hint-reason = reason: { $reason }
cli-hint-evaluation = evaluation: { $value } (depth { $depth }, { $nodes } nodes)
cli-hint-forced-win = forced win in { $plies } moves (both sides counted)
cli-hint-forced-loss = forced loss in { $plies } moves (both sides counted)
cli-hint-targets = targets of { $square }:
cli-hint-no-target = none
cli-hint-attacked = (attacked)
cli-hint-mine-chance = (mine: { $favourable } in { $total })
cli-hint-over = the game is over: there is no move to suggest
## ludoclasse match
cli-match-no-game = --games must be at least 1

## ludoclasse screenshot. Variables: $text (what was written), $known (the possible choices), $path (the PNG file)
cli-shot-not-a-palette = "{ $text }" is not a palette ({ $known })
cli-shot-not-a-text-size = "{ $text }" is not a text size ({ $known })
cli-shot-not-a-size = "{ $text }" is not a size like 1920x1080
cli-shot-side-range = "{ $text }": each side must be a number from 64 to 8192
cli-shot-no-out = give --out FILE.png (or --bench-frames N)
cli-shot-not-written = { $path }: the frame was not written (is there a display? try xvfb-run)
cli-shot-layout-wrong = the buttons or the texts do not fit:
cli-shot-layout-right = layout checked: the buttons and texts fit at every size and text size
cli-check-kit-done = { $path }: no problem
cli-check-kit-failed = this kit cannot be printed as it is
cli-check-kept-failed = { $settings ->
    [yes] the app leaves each line said above aside and keeps the other settings
    [read] the app reads this file, as said above
   *[no] the app cannot read this file as it is
  }
cli-write-not-a-file = { $path } is not a file (it is a device or a pipe): give the name of a { $ext ->
    [png] PNG file, like `screen.png`
   *[pdf] PDF file, like `kit.pdf`
  }
# `--out -`: the standard output, which takes no kit and no picture. Variables: $ext (pdf, png)
cli-write-dash = `-` (the standard output) cannot take { $ext ->
    [png] the picture: give a file name, like `screen.png`
   *[pdf] the kit: give a file name, like `kit.pdf`
  }
# A kit larger than the disk or the account allows (a file size limit): the previous kit stays.
cli-reason-too-large-kept = the file is larger than this disk or this account allows (the previous file, if any, is unchanged)
# The `show` command's line under the board: the side to move, then each count of the notation. Variables: $side (white, black)
cli-show-turn = { $side ->
    [white] White
   *[black] Black
  } to move
# Variables: $name (since-capture, moves-played, white-score, black-score, quiet-moves), $n
cli-show-count = { $name ->
    [since-capture] { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } since the last capture
    [moves-played] { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } played
    [white-score] White's score { $n }
    [black-score] Black's score { $n }
   *[quiet-moves] { $n ->
        [one] { $n } quiet move
       *[other] { $n } quiet moves
    }
  }
# Two parts of the line under the board. Variables: $first, $rest
cli-show-and = { $first }, { $rest }
