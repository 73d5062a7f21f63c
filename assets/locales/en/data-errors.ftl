## What is wrong in a teacher's file (lesson, texts, board, save), as the app shows it in a notice's
## details. The file, line and column come first.

data-error-at = { $file }:{ $line }:{ $column }: { $what }
data-error-file = { $file }: { $what }

data-no-such-file = this file is not in the data folder (any more), and the app ships no file of this name: if it was deleted or renamed, put it back under this name
data-unreadable = the file cannot be read ({ $reason })
data-bad-bytes = this character is not UTF-8 text: the file was probably saved in another encoding; save it again as UTF-8 (if your editor shows a question mark in a black diamond here, the letter was lost: retype it)
data-control-character = an invisible character (a control character, code { $code }) stands here: delete it (it often comes from a copy and paste)
data-misnamed = this file will not be read, as its name must end otherwise: rename `{ $name }` to `{ $right }` { $why ->
    [case] (the end of the name is written in lower case)
   *[txt] (some editors add `.txt`)
  }
data-folder-of-no-game = this folder is no game's, and its lessons will not be read: rename `{ $name }` after a game, in lower case ({ $games })
data-table-twice-at = the table `{ $table }` is written twice, here and at line { $first }; put its keys in one table
data-table-twice = the table `{ $table }` is written twice; put its keys in one table
data-key-twice-at = the key `{ $key }` is given twice in the same table, here and at line { $first }; keep only one
data-key-twice = the key `{ $key }` is given twice in the same table; keep only one
data-field-missing = `{ $field }` is missing { $table ->
    [none] at the top of the file
   *[other] in this `{ $table }` table
  }{ $where }{ $why ->
    [none] {""}
   *[other] : { $why }
  }
data-field-place = { $place ->
    [before] {" "}(write it before `{ $next }`)
   *[after] {" "}(write it after `{ $next }`)
  }
data-why-size = it gives the number of files and ranks, as `size = [files, ranks]`
data-why-start = it is the start position, in the game's notation
data-why-base = it lists the squares of this side's base
data-why-domain = it names this side's domain circle, where its commander starts
data-why-kind = it says what the step does (say, setup, expect, reply, quiz, play, flip, throw, guess, simulate or lay)
data-why-game = it names the game the lesson teaches (bataille, chars, espion, schada or tank-battle)
data-why-title = it is the message id of the lesson's name in the lesson list
data-why-text = it is the message id of what is shown
data-why-square = it names the square the label is written on
data-why-min = it is the smallest number of rounds this option stands for
data-why-max = it is the largest number of rounds this option stands for
data-why-tail = it is the track square where the arrow starts
data-why-head = it is the track square the arrow leads to
data-why-push = it is how many squares the red square sends the pawn forward
data-why-length = it is the number of squares of the race track
data-why-rows = it is the number of rows the race track is drawn in
data-why-per_row = it is the number of squares in each row of the race track
data-why-cards_per_player = it is the number of cards each player lays
data-why-explosions = it is how many of those cards are explosions
data-why-id = it is the rule's name, which the lesson steps that teach it write in `teaches`
data-why-start_squares = it lists the squares where this side's tanks start
data-why-lays_on_ranks = it lists the two ranks where this side lays its cards
data-why-reconstructed = it says whether this board was rebuilt from the rules (`true`) or copied from the real game (`false`)
data-why-source = it says where this board comes from, in quotes
data-wrong-type = this value is { $found ->
    [text] a text
    [number] a number
    [yes-no] a yes/no value (true or false)
    [list] a list
    [table] a table
   *[other] a value of another kind
  }, but { $expected ->
    [text] a text in quotes
    [number] a number
    [yes-no] true or false
    [list] a list in square brackets
    [table] a table
   *[other] another kind of value
  } is expected here
data-unknown-field = there is no field `{ $name }` here; the fields that can be written here are: { $known }
data-unknown-value = `{ $name }` is not a value that can be written here; the possible values are: { $known }
data-unclosed-list = this list is not closed: a `]` is missing at its end (or a `,` between two of its values)
data-toml-syntax = this line does not follow the TOML way of writing: check the quotes, the brackets and the `=` between the key and the value

ftl-expected-equals = an `=` is needed here: a message is written `id = text`, with an id made of letters, digits and dashes (a line that continues the text above must start with spaces)
ftl-comment-without-hash = this line is neither a message nor a comment: if it is a comment, start it with `#`; if it is a message, write `id = text`
ftl-unclosed-brace = a `{"{"}` opened here is not closed: a `{"}"}` is needed to end what it shows (a variable, like `{"{"} $count {"}"}`); a brace typed by mistake is deleted
ftl-unclosed-variant = a variant name is not closed: expected `]`, as in `[one]`
ftl-expected = expected `{ $what }` here
ftl-expected-id = expected a message id here: an id starts with a letter at the very start of a line, and the lines that continue a text must start with spaces
ftl-message-without-text = the message `{ $id }` has no text: write it after `=`, or on the next lines indented with spaces
ftl-term-without-text = the term `-{ $id }` has no text: write it after `=`
ftl-forbidden-function = only functions written in capitals, like NUMBER, can be called here
ftl-no-default-variant = this choice needs a default variant marked with `*`, like `*[other] …`
ftl-missing-value = a value is missing here: write the text after `=`
ftl-two-default-variants = this choice has more than one default variant marked with `*`; keep only one
ftl-bad-selector = a choice must depend on a variable, such as `$count`, not on a message
ftl-term-attribute-shown = the attribute of a term cannot be shown directly in a text
ftl-unclosed-quote = a quoted text is not closed: add the closing `"` on the same line
ftl-positional-after-named = the arguments without a name must come before the named ones
ftl-argument-twice = the argument `{ $name }` is given twice
ftl-unknown-escape = `\{ $escape }` is not an escape Fluent knows (use `\\`, `\"` or `\u` with four hexadecimal digits)
ftl-bad-unicode-escape = `{ $escape }` is not a Unicode escape: write `\u` and four hexadecimal digits
ftl-stray-brace = this `{"}"}` closes nothing: remove it, or write `{"{"}"{"}"}"{"}"}` to show a brace
ftl-expected-expression = expected what to show inside `{"{"}…{"}"}`: a variable like `$count`, a message id, a number or a quoted text
ftl-expected-literal = expected a number or a quoted text here
ftl-id-twice = the message `{ $id }` is defined twice, here and at line { $first }: remove or rename one of them (only the first one is used)
ftl-variable-without-name = a variable needs a name after `$`, like `$count`
ftl-loose-variable = `{ $text }` would be shown as it is: a variable is written between braces, as in `{"{"} { $text } {"}"}`
ftl-interface-variable = the text `{ $id }` uses `{ $name }`, which the app does not give it{ $given ->
    [none] {""}
   *[other] {" "}(it gives { $given })
  }: { $guess ->
    [none] write the text without `{ $name }`
   *[other] write `{"{"} { $guess } {"}"}` in its place (a variable keeps its English name)
  }
ftl-tab-indent = this line is indented with a tab: the lines that continue a text must start with spaces
ftl-special-line-start = a line that continues a text cannot start with `{ $char }`: Fluent reads a variant or an attribute there, not words. Start the line with a word, or write { "{" }"{ $char }"{ "}" }
ftl-accent-in-name = an id or a variable name is written without accents: replace `{ $letter }` with a plain letter (only the letters a-z, digits, `-` and `_` are allowed)

## A kit definition (printables/<game>.toml). $field is the key as written in the file.
printables-out-of-range = { $field } must be between { $low } and { $high } mm, not { $value }{ $cm ->
    [none] {""}
   *[other] {" "}(written in centimetres? In millimetres it is { $cm })
  }{ $also ->
    [none] {""}
   *[other] ; also out of range (line in brackets): { $also }
  }
printables-unknown-sheet = unknown sheet `{ $name }` (this game has: { $known })
printables-sheet-not-for-game = { $game } has no `{ $name }` sheet (it has: { $known })
printables-sheet-twice = the sheet `{ $name }` is listed twice
printables-unknown-piece = unknown piece `{ $name }` (this game has: { $known })
printables-too-many-pieces = at most 64 pieces of a kind
printables-too-many-cards = at most 64 cards of a kind
printables-needs-pieces = the pieces sheet needs a `[pieces]` table
printables-needs-cards = the mine-cards sheet needs a `[cards]` table
printables-lesson-path = `lesson_path` must be a non-empty path of ASCII characters without spaces
printables-rules-first = `sheets` must start with "rules": the kit's first page carries the 10 cm check ruler
printables-rows = `rows` must be between 1 and 40, not { $value }

## A field name misspelt in a lesson file, when a known one is close.
data-field-of-table = the field `{ $name }` belongs in the `{ $header }` table: is the line `{ $header }` missing above it?
data-unknown-field-guess = unknown field `{ $name }`; did you mean `{ $guess }`?

## Why a game or a lesson's position cannot be opened.
data-board-broken = the board file { $file } is broken (line { $line }: { $what })
data-board-broken-no-detail = the board file of this game is broken
data-no-engine = { $game } has no board game engine in this build
data-lesson-cannot-start = the lesson cannot start: { $what }

## ludoclasse print worksheets: a folder that cannot make one worksheet.
worksheet-no-lesson = no lesson file (`*.toml`) here to make a worksheet from
worksheet-one-game = a worksheet is for one game: this lesson is for { $game }, { $first } is for { $first-game }
worksheet-move-not-legal = this move is not legal here (see `ludoclasse lesson check`)

## A line a teacher wrote the way of another format.
data-colon-for-equals = `{ $key }` is followed by `:`: in these files a key and its value are joined by `=`, as in `{ $key } = "…"`
data-key-with-space = the key `{ $key }` has a space in it: a key is one word (letters, digits, `_` or `-`), followed by `=` and its value
data-key-without-value = the key `{ $key }` has no value: write `=` and its value after it, on the same line
data-after-value = there is something after the value on this line: a comment starts with `#`, and each key goes on a line of its own
ftl-typographic-quotes = a text inside braces is written between straight quotes `"`, not typographic ones like “ ” or « »
data-typographic-quotes = this text is between typographic quotes (“ ” or « »), as a word processor writes them: write it between straight quotes `"`
data-unquoted-text = this text has no quotes: write it between straight quotes `"`, as in `text = "espion-l01-a"`
data-list-missing-comma = a comma is missing before this value: the values of a list are separated by commas, as in `[8, 8]` or `["E1", "E2"]`
ftl-comment-without-space = a comment starts with `#` and a space, like `# A note`: without the space, this line is not read as a comment
ftl-equals-twice = there is one `=` too many here: a message is written `id = text`, with a single `=` (this one would be shown as part of the text)
ftl-indented-id = this line starts with spaces, so it is read as more words of the message above: to start the message `{ $id }`, write its id at the very start of the line
ftl-lookalike-id = no lesson uses the message `{ $id }`, and `{ $guess }`, which a lesson uses, is not in this file: did you mean `{ $guess }`? (an id is written exactly, capitals and dashes included)
ftl-two-on-one-line = `{ $id } =` starts another message in the middle of this line: break the line before `{ $id }` (as it is, `{ $id }` is not read{ $shipped ->
        [yes] {" "}and its shipped text is shown
       *[no] {""}
    })
data-single-brackets = `{ $table }` with single brackets is one table, but there are several `{ $table }`: write each of them `[[{ $table }]]`, with two brackets
data-utf16 = this file is saved as UTF-16 (“Unicode” in some editors), which cannot be read: save it again as UTF-8
data-no-opening-quote = this text has a closing quote but no opening one: put a `"` before its first word
data-header-misspelt = there is no table `{ $written }` in this file: did you mean `{ $wanted }`?
data-after-change = { $change ->
    [deleted] { $kind ->
        [lesson] the shipped lesson has { $count } more lines here, from `{ $was }`
       *[file] the shipped file has { $count } more lines here, from `{ $was }`
    }
    [added] { $kind ->
        [lesson] the shipped lesson does not have this line
       *[file] the shipped file does not have this line
    }
    [swapped] { $kind ->
        [lesson] this line and the next are the other way round: the shipped lesson writes `{ $was }` here
       *[file] this line and the next are the other way round: the shipped file writes `{ $was }` here
    }
   *[changed] { $kind ->
        [lesson] the shipped lesson writes `{ $was }` here
       *[file] the shipped file writes `{ $was }` here
    }
  }, and with this change, { $file ->
    [none] at line { $line }
   *[other] in { $file }, at line { $line }
  }, { $problem }
# A shipped lesson checked with a teacher's copy (of its board, of the rules list) changed in several
# places: the problem stays at its own line and names the copy and its changed lines.
data-copy-in-use = { $problem } (this shipped lesson is checked with your copy { $file }, which differs from the shipped file { $count ->
    [one] at line { $lines }
   *[other] at lines { $lines }
  })
# A message named after a lesson that reads, which none of its steps uses.
ftl-unused-in-lesson = no step of the lesson `{ $lesson }` uses the message `{ $id }`, so it would never be shown: give its id to the step that should say it (`text = "{ $id }"`), or remove this line
# A text file beside a game's lessons named otherwise than fr.ftl or en.ftl.
data-ftl-not-read = this text file will not be read: the texts of a game's lessons go in `fr.ftl` (French) and `en.ftl` (English){ $right ->
    [none] {""}
   *[other] ; rename `{ $name }` to `{ $right }`
  }
# `{ tail = 6; head = 11 }`: a semicolon where the comma between two pairs goes.
data-semicolon-for-comma = a `;` separates two pairs here: in a table in braces they are separated by a comma, as in `{"{"} tail = 6, head = 11 {"}"}`
# A teacher's copy of an interface text defining an id the app never asks for.
ftl-interface-unknown-id = the app never asks for the text `{ $id }`: these words would never be shown{ $guess ->
    [none] {""}
   *[other] ; did you mean `{ $guess }`?
  }
# `{ file }` in a copy where the shipped message writes `{ $file }`.
ftl-variable-without-dollar = the variable `{ $name }` lost its `$`: write `{"{"} ${ $name } {"}"}`, as the shipped text does
data-number-with-space = a number is written without spaces, commas or dots between its digits: write `{ $number }`
data-values-without-list = several values make a list, in brackets and separated by commas: write `{ $list }`
printables-piece-too-big = pieces of { $size } mm do not fit on squares of { $square } mm: choose a size of at most { $square } mm, or make `square_mm` larger
printables-card-too-big = cards of { $size } mm do not fit on squares of { $square } mm: choose a size of at most { $square } mm, or make `square_mm` larger
data-decimal-comma = a decimal number is written with a dot: write `{ $number }`
data-number-with-unit = a number is written alone, without its unit: write `{ $number }`, without `{ $unit }`
data-invisible-character = an invisible character ({ $code }) hides here: delete it (it often comes from a copy and paste from a web page or a word processor)
data-nbsp-outside-text = a non-breaking space is here, outside quotes: replace it with an ordinary space
ftl-nbsp-in-name = a non-breaking space is here, before the `=`: replace it with an ordinary space (non-breaking spaces belong in the text)
data-empty-file = this file is empty{ $what ->
        [lesson] : a lesson starts with `game = …` and `title = …`, then its `[[step]]` steps
       *[board] : delete it to go back to the shipped board, or copy the shipped board into it before correcting it
    }
data-number-too-large = { $number } is too large a number for this field: write a smaller one, like the number the shipped file writes here
data-comment-slashes = in these files a comment starts with `#`, not with `//`: write `# …`
data-outside-game-folder = this { $what ->
    [lesson] lesson
   *[texts] text file
  } is not read: it goes in the folder of its game, { $game ->
    [none] `lessons/espion/`, `lessons/schada/`…
   *[other] `lessons/{ $game }/`
  }; move `{ $name }` there
data-inline-missing-comma = a comma is missing before `{ $key }`: in a table in braces, the pairs are separated by commas, as in `{"{"} tail = 6, head = 11 {"}"}`
data-list-parentheses = a list is written between square brackets, not parentheses: write `[8, 10]` or `["E1", "E2"]`
ftl-function = `{ $name }(…)` is not known here: these texts use no function, write the variable alone, like `{"{"} $count {"}"}`
ftl-no-such-attribute = the message `{ $id }` has no attribute `.{ $attribute }`: write `{"{"} { $id } {"}"}` for its text
ftl-variant-twice = the variant `[{ $key }]` is written twice in this choice: only the first one is ever shown
ftl-variant-never-chosen = the variant `[{ $key }]` is never chosen: this text chooses between { $known } (the names stay in English, as in the shipped file)
ftl-nbsp-indent = this line is indented with non-breaking spaces: a line that continues a text starts with plain spaces
ftl-tab-before-equals = a tab is here, before the `=`: write a plain space, as in `id = text`
ftl-dash-lookalike = `{ $dash }` is not the dash of an id: an id is written with the plain dash `-` of the keyboard, as in `espion-l01-go`
ftl-choice-arrow = a choice is written with an arrow made of a dash and `>`: `{"{"} $count ->`
ftl-variant-without-text = the variant `{ $key }` has no words: write its text after it, on the same line
ftl-indented-comment = this comment is indented: it would be shown as part of the text above; start the line with `#`, with no space before it
data-interface-ftl-not-read = this text file will not be read: a copy of the app's texts keeps the name of the shipped file{ $right ->
    [none] {""} (`app.ftl`, `app-play.ftl`…)
   *[other] ; rename `{ $name }` to `{ $right }`
  }
data-word-processor = this file was saved by a word processor ({ $kind ->
    [rtf] as RTF
   *[document] as a document
  }), not as plain text: open it again and save it as plain text (UTF-8), under its own name
ftl-backslash-n = `{"\\"}n` would be shown as it is: to go to a new line, go on with the text on the next line, indented with spaces
ftl-tab-in-text = a tab is in this text: it would be shown as an empty box; write a space instead
ftl-missing-glyph = the character { $code } is not in the app's font: it would be shown as an empty box
printables-table-not-for-game = the { $game } kit prints no { $table ->
    [cards] mine cards
    [pieces] pieces
   *[score_sheet] score sheet
  }: this `{ $table }` table would be left unused; take it out
printables-field-not-for-game = the { $game } kit has no board to print: `{ $field }` would be left unused; take it out
ftl-unicode-escape = a character code in quotes takes plain digits and letters A to F, four after `{"\\"}u` (as in `{"\\"}u00A0`), six after `{"\\"}U`
# A file the app keeps (settings, children, saves) checked by `lesson check`. Variables: $what (a sentence: json-*), $name, $restored (yes, no)
data-kept-broken = { $what }. The app will set this file aside as `{ $name }.corrupt`{ $restored ->
    [yes] {" "}and put its last good copy, `{ $name }.good`, in its place
   *[no] {" "}and go on without it
  }
data-file-not-read-here = the app does not read this file here: { $what ->
    [lesson] a lesson
    [board] a board
    [kit] a printable kit
   *[texts] a text file
  } goes in `{ $right }`; move it there
data-value-missing = nothing is written after `{ $key } =`: write its value (a text in straight quotes, a number, or a list in square brackets), or delete the line
data-number-with-words = `{ $value }` is neither a number nor a text: a number is written alone, without words or signs (like `{ $number }`), a list in square brackets (like `[8, 8]`), a text in straight quotes
data-number-below-zero = `{ $value }` is below zero: here a number is 0 or more
data-number-too-large-for = `{ $value }` is too large here: at most { $max }
data-key-twice-heading-lost = the key `{ $key }` is given twice in `{ $table }`, here and at line { $first }: the heading `{ $lost }` is likely missing above these lines, as in the shipped file; write it back
ftl-id-of-another-file = `{ $id }` is not a text of the { $game } lessons (their names start with `{ $game }-`): it is not read here; write it in a text file of `{ $right }`
data-field-of-parent-table = the field `{ $name }` belongs to the `{ $header }` table above: write it before the first `{ $sub }` line (here it falls into the `{ $sub }` table)
ftl-text-in-quotes = the quotes around this text would be shown with it: write the text without the `{ $quote }` at its start and end
ftl-html-tag = `{ $tag }` would be shown as it is: the app shows a text as written, without bold, italics or other formatting
ftl-comment-in-text = `{ $comment }` would be shown as part of the text: in a text file, a comment goes on a line of its own, starting with `#`
data-folder-named-as-file = this is a folder, but the app reads a file by this name: it finds no copy here and uses its own. Move what the folder holds elsewhere, delete the folder, and save your copy as a file with this name
data-line-twice = this line is written twice, here and at line { $first }: delete one of them
data-key-twice-heading-lost-top = the key `{ $key }` is given twice at the top of the file, here and at line { $first }: the heading `{ $lost }` is likely missing above these lines, as in the shipped file; write it back
data-word-for-number = `{ $word }` is not a number: this value is a number written in digits, like `{ $example }` in the shipped file
data-unquoted-text-of = this text has no quotes: write it between straight quotes `"`, like this: `{ $key } = "{ $word }"`
ftl-bad-bytes-messages = this character is not UTF-8 text, and { $count } messages of this file have such characters: the file was probably saved in another encoding. Those messages show the shipped text until the file is saved again as UTF-8 (if your editor shows question marks in black diamonds in them, their letters were lost: retype them)
data-heading-brackets = this heading has more brackets on one side than on the other: write it `{ $heading }`
data-stray-before-value = `{ $stray }` stands before the value: delete it
ftl-cut-short = the file stops in the middle of the message `{ $id }`, where the shipped text goes on: the app shows the shipped text. Copy the file again, whole
# A key given twice, with the heading that should be above it written just below it (two lines swapped). Variables: $key, $first, $table (`top` at the top of the file), $lost, $below
data-heading-below-key = the key `{ $key }` is given twice { $table ->
    [top] at the top of the file
   *[other] in `{ $table }`
}, here and at line { $first }: the heading `{ $lost }` at line { $below } probably belongs above this line; move it up
# A field of a table written just above that table's heading (two lines swapped). Variables: $name, $header, $below
data-heading-below-field = the field `{ $name }` belongs in the `{ $header }` table: the heading `{ $header }` at line { $below } probably belongs above this line; move it up
# A number outside its own range (`level = 5` in settings.toml). Variables: $value, $min, $max
data-number-not-in-range = `{ $value }` does not fit here: this number goes from { $min } to { $max }
# A key given twice in a table that lacks another key every such table has. Variables: $key, $first, $missing
data-key-twice-other-missing = the key `{ $key }` is given twice in this table, here and at line { $first }, and `{ $missing }` is not there: one of the two was probably meant to be `{ $missing }`
# A decimal comma where the shipped file writes whole numbers (`answer = 6,5`). Variables: $value, $example
data-decimal-comma-whole = `{ $value }` is not a whole number: here a number is written in digits, with no comma or point, like `{ $example }` in the shipped file
# A message's name with a space in it. Variables: $written, $joined
ftl-id-with-space = a message's name has no space: `{ $written }` is read as two words; write `{ $joined }` (with the name the lessons use)
# Words under a message that do not start with spaces.
ftl-continuation-not-indented = this line continues the text above it: start it with spaces (a line at the left edge starts a new message, written `id = text`)
data-note-without-hash = this line is neither a key followed by `=` and its value, nor a heading in square brackets: if it is a note, start it with `#`
data-curly-closing-quote = this text ends with a curly quote `{ $quote }` (a word processor's), which does not close it: write a straight quote `"`
data-comma-after-value = a comma too many at the end of the line: remove it (each `key = value` line stands alone; commas only part the values of a list)
ftl-heading-brackets = `{ $heading }` is neither a message nor a note: in this file, a heading is a note that starts with `#`, like `## { $title }`
data-value-missing-like = nothing is written after `{ $key } =`: write its value, like `{ $example }` in the shipped file, or delete the line
data-quote-lost-in-list = the straight quote `"` that closes `"{ $text }` is missing here: write `"{ $text }",` (without it, the quotes after it on the line pair up the wrong way)
# Variables: $char (the bracket typed), $inside (what the brace holds)
ftl-brace-closed-wrong = `{ $char }` does not close the brace opened before it: it closes with `{"}"}`, like `{"{"} { $inside } {"}"}`
# Variables: $choice (the line that opens it), $line (its number)
ftl-choice-unclosed = the choice `{ $choice }` of line { $line } is not closed: add a line `{"}"}` under its last variant, here
# Variables: $variable (as written)
ftl-choice-arrow-missing = `{"{"} { $variable }` is followed by variants: write the arrow `->` after the variable, `{"{"} { $variable } ->`
ftl-star-inside-bracket = the star of the default variant goes before the bracket: write `*[other]`, not `[*other]`
# Variables: $path (the path with `/`)
printables-path-backslash = in a text between quotes, `\` starts a special character, not a folder: separate folders with `/`, like `lesson_path = "{ $path }"`
# Variables: $written, $number (the same number in digits)
data-number-exponent = `{ $written }` is written with an exponent, and reads as a decimal number: write `{ $number }`
# Variables: $id
ftl-tab-before-id = this line starts with a tab: to start the message `{ $id }`, write its id at the very start of the line, without the tab
# Variables: $word (the word whose apostrophe ends the text)
data-apostrophe-in-single-quotes = this text in single quotes ends at the apostrophe of `{ $word }`: write it between straight double quotes, `"…"`
data-stray-after-value = `{ $stray }` after the value is one sign too many: remove it (a `key = value` line ends with the line itself)
# Several problems that a teacher's one change causes further away: the first one, and the lines of the others.
data-after-change-more = { $said } (this change also breaks { $count ->
    [one] line { $lines }
   *[other] lines { $lines }
  }: { $change ->
    [deleted] put the shipped lines back
    [added] remove the added line
    [swapped] swap the two lines back
   *[changed] put the shipped line back
  }, or mend { $count ->
    [one] that line
   *[other] those lines
  } too)
# A kit that prints fewer pieces of a kind than each side has at the start of the game.
printables-too-few-pieces = each side starts the game with { $needed } `{ $kind }` pieces, but the kit prints { $count ->
    [0] none
   *[other] only { $count }
  }: write `{ $kind } = { $needed }` (more are spares)
# A kit that prints fewer mine cards than each side lays.
printables-too-few-cards = each side lays { $needed } mine cards, but the kit prints { $count } ({ $explosions } explosions and { $blanks } blanks): `explosions` and `blanks` must make { $needed } or more together
data-why-lesson_path = it is the folder of the game's lessons, which the QR code on the rules sheet opens, like `lesson_path = "lessons/espion"`
data-why-sheets = it lists the sheets to print, in order, starting with `"rules"`, like `sheets = ["rules", "board", "pieces"]`
data-why-size_mm = it is the size of a printed piece or card, in millimetres
data-why-counts = it says how many pieces of each kind each side gets, like `counts = {"{"} chief = 1, spy = 7, agent = 8 {"}"}`
data-why-blanks = it is how many of each side's mine cards are blanks
# A Tank Battle board without the mines or the red zone its rules speak of.
board-terrain-missing = this board has no { $name ->
    [red] red zone
   *[mine] mines
  }, but the rules of Tank Battle need { $name ->
    [red] it: the squares only a commander may cross
   *[mine] them: the black squares no tank may cross
  }; list their squares in `[terrain]`, like `{ $example }` in the shipped board{ $where }
# An attribute under a message (`    .aide = …`): Fluent reads it, but no screen of the app shows it.
ftl-attribute-not-shown = `.{ $name }` is an attribute of the message above, and nothing in the app shows attributes: delete this line; to say more, write a message of its own (a hint is the message a step names in `feedback`)
# An HTML entity (`&nbsp;`) in a text, which the app shows as it is. Variables: $entity, $name (nbsp, amp, other)
ftl-html-entity = `{ $entity }` would be shown as it is: { $name ->
    [nbsp] type the space itself (a no-break space, or an ordinary space)
    [amp] type `&` alone
   *[other] type the character itself
  }
# A file whose end is only zero characters (code 0): cut while it was copied or saved. Variables: $count
data-zeros-to-end = from here to the end, the file holds { $count } invisible zero characters (code 0) and nothing else: it was probably cut while it was copied or saved; delete from here to the end, then check that the lines above are complete
# Numbered places (`{0}`, `{1}`) in a text the app gives named values. Variables: $written (the places), $given (the names to write)
ftl-numbers-for-variables = { $written } would show these numbers as they are: the app gives this text named values, written with `$` and their name: { $given }
# A note written between a message's name and its `=` (`chars-l02-summary (à revoir) = …`). Variables: $id, $note
ftl-note-in-name = `{ $note }` cannot stand between the name `{ $id }` and its `=`: a name holds only letters, digits and dashes; put the note on a line of its own above the message, starting with `#`
# An indented line under a `#` note that cut it from its message. Variables: $id (the message), $line (the note's)
ftl-note-inside-message = this line is cut off from the text of `{ $id }` by the note on line { $line }: a `#` line cannot stand inside a message; move the note above the message
# The lines of a message switched off by a `#` on its first line only. Variables: $id, $line (the `#` line)
ftl-message-half-switched-off = this line belongs to `{ $id }`, switched off by the `#` on line { $line }: put a `#` at the start of each of its lines too (or take the `#` away from line { $line })
# A variant's name in quotes (`["2000"]`). Variables: $key (without the quotes)
ftl-variant-name-quoted = a variant's name has no quotes: write `[{ $key }]`
# A number variant written with a separator (`[2,000]`). Variables: $written, $key (the digits alone)
ftl-variant-number-separator = a number in a variant's name is written with its digits only, without `,`, `.` or spaces: write `[{ $key }]`, not `[{ $written }]`
# A `}` alone on its line, closing nothing (left from a choice that was made plain text).
ftl-lone-brace = this `{"}"}` closes nothing (the text above has no `{"{"}` left open): delete the line
# A file that stops inside a message's name (a copy cut short). Variables: $written, $guess (the shipped name starting so, or none)
ftl-file-cut-in-name = the file stops in the middle of the message `{ $written }`: it was probably cut while it was copied or saved; { $guess ->
    [none] write the rest of the message, `=` and its text, or delete this line
   *[other] write the rest of the message, as in the shipped file: `{ $guess } = …`, or delete this line
  }
# Bad bytes in a file whose other accents read well: only some lines were pasted in another encoding.
data-bad-bytes-mixed = this line holds characters saved in another encoding than the rest of the file (which is UTF-8): retype its accented letters and typographic signs (é, è, à, ’, «, …) in your editor, then save the file as UTF-8
# An accented letter saved as UTF-8, then read in another encoding (an A with a tilde, then a sign, for é). Variables: $written, $meant
data-mojibake = `{ $written }` is the letter `{ $meant }` read in the wrong encoding: the file was opened and saved again as another encoding; write `{ $meant }` back (and the other accented letters of the file)
# A ligature character (from a PDF) outside a note. Variables: $ligature, $letters
data-ligature = `{ $ligature }` is one character standing for the letters `{ $letters }` (it comes from a copy from a PDF): type the letters `{ $letters }` in its place
# A number written in words (`die = quatre`). Variables: $word, $number (in digits)
data-number-in-words = `{ $word }` is a number written in words: write it in digits, `{ $number }`
# A line number copied before a message (`34  espion-l01-go = …`). Variables: $number
ftl-line-number = `{ $number }` before the message's name looks like a line number copied with the text: delete it and the spaces after it (a name starts at the very start of the line)
# A message's name between quotes. Variables: $id
ftl-name-in-quotes = a message's name is written without quotes: write `{ $id } = …`
# A message's name with dots for dashes (`espion.l02.find`). Variables: $written, $id
ftl-name-with-dots = a message's name holds no `.`: write `{ $id }`, with dashes, not `{ $written }`
# An interface text written in the copy of another interface file than its own. Variables: $id, $file (its own file's name)
ftl-interface-id-of-other-file = `{ $id }` is a text of `{ $file }`: it is shown from here all the same, but the next teacher will look for it there; move it to a copy of `{ $file }`
ftl-variant-star-space = the star of the default variant goes right against its bracket, with no space: write `*[` here
ftl-id-missing = the id of this message is missing: write it at the start of the line, before `=`
# Variables: $table, $fields (the fields of the table above it, joined by "`, `")
data-table-empty = this `[[{ $table }]]` table is empty: delete it, or write its fields, as in the one above: `{ $fields }`
data-cut-in-character = the file stops in the middle of a character: it was probably cut while it was copied or saved; retype the end of this line, then check that no line is missing below it (compare with the shipped file)
# Texts named after a lesson number that has no lesson file (`espion-l06-title`, and no `06-….toml`). Variables: $id (the first one), $game, $number, $file (the name its file starts with), $others (how many other texts of that lesson follow)
ftl-texts-of-no-lesson = `{ $id }` is a text of lesson { $number }, but there is no lesson { $number } of { $game ->
    [bataille] La Bataille
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  } (a file `{ $file }` beside the others){ $others ->
    [0] {""}
    [one] , for this text and one other below it
   *[other] , for this text and { $others } others below it
  }: copy the lesson's file beside the others, or remove these texts (they would never be shown)
# A file that writes its first lines again from some line on (pasted twice into itself). Variables: $to_end (yes when the second copy runs to the end of the file)
data-pasted-twice = from here, the file writes its first lines again: it was probably pasted in twice; { $to_end ->
    [yes] delete from this line to the end of the file
   *[no] delete the second copy, which starts at this line
  }
# A line or page break a word processor writes (Shift+Enter: code 11), pasted into a text file. Variables: $code
data-word-processor-break = an invisible { $code ->
    [11] line break
   *[other] page break
  } from a word processor (code { $code }) stands here: replace it with a space (or with a line break of this editor, Enter, where a line ends)
# The marks a sync tool or git leaves where two copies of a file differ (`<<<<<<<`, `=======`, `>>>>>>>`). Variables: $count (how many other marks), $lines (their lines)
data-conflict-marks = this line is a mark that a sync tool (or git) leaves where two copies of the file differ{ $count ->
    [0] {""}
    [one] , and so is line { $lines }
   *[other] , and so are lines { $lines }
  }: between the marks are the two versions; keep the one you want and delete the other, with every mark line
# A carriage return alone (an old Mac line end) in a text file whose other lines end as usual.
ftl-lone-return = this line holds a carriage return alone (an old Mac line end): your editor shows a line end there, but the app reads none, so the messages after it on this line are not read; save the file with ordinary line ends (in the editor's line end setting: LF, or CRLF)
# A place written as other programs write one (`%s`, `%d`) in a text the app gives named values. Variables: $written, $given (the names to write)
ftl-printf-place = `{ $written }` would be shown as it is: the app gives this text named values, written with `$` and their name: { $given }
# Bold or italics written as in a chat or a wiki (`**toutes**`). Variables: $mark
ftl-markdown = `{ $mark }` would be shown as it is: the app shows a text as written, without bold or italics; write the words without `{ $mark }`
# A character written as a code (`\u00A0`) in the words of a text. Variables: $written
ftl-escape-in-text = `{ $written }` would be shown as it is: type the character itself, or write it as a quoted text, `{"{"} "{ $written }" {"}"}`
# A `;` between two values of a list, where a comma goes.
data-list-semicolon = a `;` separates two values here: the values of a list are separated by commas, as in `["E1", "E2"]`; write `,` in place of each `;`
