# Mistakes in the way TOML is written (lessons, boards, print specs), said without the English words of
# the library that reads the file. The file, line and column are put in front.

data-toml-unclosed-header = this table header is not closed: it needs `]` at the end of the line (or `]]` when it opens with `[[`, as in `[[step]]`)
data-toml-inline-table = this table in braces is not written right: it stays on one line, `{"{"}key = value, key = value{"}"}`, with a comma between two pairs, none after the last one, and the closing brace at the end
data-toml-list = this list is not written right: its values follow each other between `[` and `]`, with one comma between two of them
data-toml-escape = a backslash `\` in a text in double quotes starts a special sign: write `\\` for the backslash itself, or put the text in single quotes
data-toml-string = this text in quotes is not closed the right way: it must end on the same line with the quote that opens it (or use three quotes `"""` for a text over several lines)
data-toml-multiline-unclosed = this text over several lines, opened with `{ $quotes }`, is never closed: write `{ $quotes }` where it ends
data-toml-lone-return = this line ends with a lone carriage return (an old Mac line end): save the file with ordinary line ends
data-toml-number = this number is not written right: write it with digits only, like 3 or 12, with no zero in front, no space and at most one sign
data-toml-boolean = a yes or no is written `true` (yes) or `false` (no), in lower case and without quotes
data-toml-date = this value reads as a date, not as a text: a text is written in quotes
data-toml-missing-value = the value after the `=` is missing: write one (a text in quotes, a number, true or false, or a list in square brackets)
data-toml-extra-equals = there is one `=` too many here: a line is written `key = value`, with a single `=`
data-toml-bad-key = this key name is not allowed: a key is written with letters without accents, digits, `-` and `_` (like `kind` or `square_mm`){ $guess ->
    [none] {""}
   *[other] ; did you mean `{ $guess }`?
  }
data-toml-control-character = this line holds an invisible control character (a tab is fine, the others are not): delete it
data-toml-too-deep = lists or tables are nested too deeply here
data-toml-bad-value = this value is not possible here (a number below zero or too large, for instance)
## Variables: $count (values written), $wanted (values expected)
data-toml-list-length = this list has { $count ->
    [one] only one value
   *[other] { $count } values
  }, but { $wanted } are needed here
data-toml-list-length-unknown = this list does not have the right number of values for this place
data-toml-not-whole = this number has a decimal part, but a whole number is needed here, like 3
