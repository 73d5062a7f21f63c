# The options of `ludoclasse print` that cannot be used, and the kits that cannot be made.

## --square-mm. Variables: $mm (the value given), $lo and $hi (the bounds in mm)
print-error-square-mm = --square-mm must be between { $lo } and { $hi } mm, not { $mm } (a square of 25 to 35 mm suits the pieces).
print-error-square-mm-mini = with --mini, --square-mm must be between { $lo } and { $hi } mm, not { $mm } (the mini sheet aims at 20 mm squares).

## --mini. Variables: $square (mm asked for), $files and $rows (the board's squares), $paper (a4 or letter), $largest (one of the next two sentences)
print-error-mini-square = --square-mm { $square } with --mini: the board ({ $files } × { $rows } squares) and its pieces do not fit on one { $paper } sheet with squares of { $square } mm; { $largest }. Ask for a smaller square, or leave out --mini to print the board over several sheets.
print-error-mini-largest = the largest that fits is { $mm } mm
print-error-mini-none = no square of 15 mm or more fits
print-error-mini-no-fit = --mini: the board ({ $files } × { $rows } squares) and its pieces do not fit on one { $paper } sheet.

## --link-base. Variables: $base (the address given), $why (one of the print-error-link-* sentences)
print-error-link-base = --link-base must be the http or https address of your Ludoclasse page, such as https://school.example/ludoclasse/index.html#, not "{ $base }": { $why }.
print-error-link-ascii = it must be written without spaces or accented letters (write %20 for a space, and accented letters in their % form)
print-error-link-scheme = it must start with http:// or https://
print-error-link-no-host = the server's name is missing after //
print-error-link-two-hashes = it has more than one #

## The game asked for. Variables: $name (what was written)
print-error-unknown-game = "{ $name }" is not a game of the kit. Write bataille, chars, espion, schada, tank-battle, or all for every kit.
print-error-second-name = "{ $name }" is one name too many: only "print worksheets" takes a second name.

## Worksheets. Variables: $game, $left (exercises left out), $name
print-error-worksheets-which = Which worksheets? Write "print worksheets" followed by a game (bataille, chars, espion, schada, tank-battle) or a lesson file or folder.
print-error-worksheets-unknown = "{ $name }" is not a game of the kit, nor a lesson file or folder that exists.
print-error-no-quiz = These lessons of { $game } have no quiz that can be put on paper ({ $left } left out).

## A fault of the program, not the user's mistake. Variables: $raw (the library’s words)
print-error-pdf = The PDF cannot be made ({ $raw }).
print-error-link-after-hash = it must end with its `#`: the app reads the lesson's path after it, which the link adds there
