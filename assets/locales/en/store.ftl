# The app's own files (settings, games in progress, the children's stars): what went wrong with one.
# Variables: $path (the file), $reason (why; for a file not understood, the reader's own words),
# $aside (where the file was set aside), $from (the good copy put back), $why (why it could not be set aside).

store-read-failed = { $path } could not be read: { $reason }
store-write-failed = { $path } could not be saved: { $reason }. Nothing was half-written: the copy saved before is unchanged
store-corrupt = { $path } could not be understood ({ $reason }); it was set aside as { $aside }
store-restored = { $path } could not be understood ({ $reason }); it was set aside as { $aside } and its last good copy, { $from }, was put back
store-cannot-set-aside = it could not be understood ({ $reason }) nor set aside: { $why }

## The same in a few words, on one line under the buttons. Variables: $reason
store-short-write = Not saved: { $reason } (the copy saved before is kept).
store-short-read = Not read: { $reason }.

## The plain sentence of a notice (the details, above, are shown on demand). Variables: $name (the file's name), $reason,
## $cause (full: the disk is full; locked: a protected or read-only folder; other) for the advice that follows
store-plain-write = { $name } could not be saved: { $reason }. The copy saved before is kept, but what changed since is not saved yet: it would be lost by leaving now. { $cause ->
    [full] Free some space; the next save will try again.
    [locked] This folder is protected: ask the person who looks after the computer. The next save will try again.
   *[other] The next save will try again.
  }
store-plain-read = { $name } could not be read: the app goes on without it.
store-plain-corrupt = { $name } was damaged{ $line ->
    [none] {""}
   *[other] {" "}(line { $line })
  }: it was set aside, nothing deleted, and the app goes on without it.
store-plain-restored = { $name } was damaged{ $line ->
    [none] {""}
   *[other] {" "}(line { $line })
  }: its last good copy was put back in its place.

## The file was saved but its spare copy (the last good copy kept beside it) was not. Variables: $path, $name (the saved file), $spare (the spare copy), $reason
store-spare-failed = { $path } was saved, but its spare copy { $spare } could not be written: { $reason }. The older spare copy stays as it was
store-short-spare = Saved, but the spare copy could not be written: { $reason }.
store-plain-spare = { $name } was saved. Only its spare copy, { $spare }, could not be written: { $reason }. Nothing is lost. { $cause ->
    [full] Free some space; the next save will try again.
    [locked] This folder is protected: ask the person who looks after the computer. The next save will try again.
   *[other] The next save will try again.
  }

## The very first save of a file failed: there is no earlier copy. Variables: $path, $name, $reason
store-first-write-failed = { $path } could not be saved: { $reason }. Nothing was half-written, and no earlier copy of it exists: nothing was saved yet
store-short-first-write = Not saved: { $reason } (nothing saved yet).
store-plain-first-write = { $name } could not be saved: { $reason }. Nothing has been saved yet. { $cause ->
    [full] Free some space; the next save will try again.
    [locked] This folder is protected: ask the person who looks after the computer. The next save will try again.
   *[other] The next save will try again.
  }
## Why a kept file was not understood, and where. Variables: $line, $column, $what (a sentence: json-* for a JSON file), $found, $version
store-reason-toml = line { $line }, column { $column }: { $what }
store-reason-json = { $what }, line { $line }, column { $column }
store-reason-version = written by another version of the app (version { $found }; this one reads version { $version })
store-partly-read = { $path } is read, but a line in it is not understood ({ $reason }): it is left aside, and the other settings are used
# Variables: $name (the file), $line (its number, or none), $written (the line as the file writes it)
store-plain-partly-read = { $name } has a line the app does not understand{ $line ->
    [none] {" "}(`{ $written }`)
   *[other] {" "}(line { $line }: `{ $written }`)
  }: it is left aside, and the other settings are used.

## Why a JSON file the app keeps (children, saves) does not read: said at the mistake itself.
json-cut-short = the file stops in the middle
json-comma-too-many = one comma too many after the last item of a list or group: delete it
json-quote-missing = this text is not closed: the straight quote `"` at its end is missing
json-comma-missing = a comma is missing here, between two items
json-curly-quotes = these quotes are not read: write straight quotes `"`
json-colon-missing = `:` is missing between the name and its value
json-name-without-quotes = a name is written between straight quotes `"`, followed by `:`
json-after-the-end = something is written after the end of the file: delete it
json-value-expected = a value is needed here: a number, a text between straight quotes, `true` or `false`
json-unexpected = an unexpected character
# Variables: $word (as written), $known (the words the app writes here, joined by "`, `"), $guess (the word meant, or none)
json-unknown-word = `{ $word }` is not a word the app knows here: it writes one of these: `{ $known }`{ $guess ->
    [none] {""}
   *[other] ; write `{ $guess }`, as the app does
  }
# Variables: $want (number, whole, text, yes-no, list, word, group), $found (the value as written, or none)
json-wrong-type = this needs { $want ->
    [number] a number written in digits
    [whole] a whole number, with no decimal point
    [text] a text between straight quotes
    [yes-no] `true` or `false`
    [list] a list between square brackets `[ ]`
    [word] a word between straight quotes, as the app writes it
   *[group] a group between braces
  }{ $found ->
    [none] {""}
   *[other] , not `{ $found }`
  }
# Variables: $value
json-number-unfit = `{ $value }` does not fit here: this number is too large, or below zero
# Variables: $field
json-field-missing = `{ $field }` is missing in this group between braces
json-value-unfit = a value that does not fit

## A kept file with no text the app could have written, said as a whole.
store-kept-empty = the file is empty
store-kept-zeros = the file holds only zero bytes, no text: it was probably damaged while being saved (a power cut, a USB stick pulled out too soon)
store-kept-web-page = this file holds a web page (HTML), not what the app writes in it: a download was probably saved in its place
json-game-impossible = these cards do not make a game that can go on (it needs the 52 cards, each once, and a turn that fits the piles): the game was probably edited by hand
# Variables: $name (the child playing, as written), $names (the children of the list, joined by "`, `"), $guess (the name meant, or none)
json-current-unknown = `{ $name }` is the name of no child on the list (`{ $names }`): the app will start with nobody chosen, and ask who plays{ $guess ->
    [none] {""}
   *[other] ; did you mean `{ $guess }`?
  }
# Variables: $number
json-number-plus = a number is written without the `+` sign in this file: write `{ $number }`
# Variables: $game (the game of the file's name), $other (the game its positions are of)
json-save-of-other-game = this file holds a game of { $other ->
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  }, not of { $game ->
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  }: the app reads it under the name `saves/{ $other }.json`
# Variables: $card (as written), $missing (the cards of the deck not in the file, or none)
json-bataille-card-twice = the card `{ $card }` is written twice, though a game has each card once{ $missing ->
    [none] {""}
   *[other] ; missing: { $missing }
  }; the game was probably edited by hand
# Variables: $name (the name given twice), $renamed (what the app calls the second child)
json-name-twice = the name `{ $name }` is on the list twice: the app will call the second child `{ $renamed }`, so that each keeps their stars; give each child a different name
# Variables: $stars (as written), $shown (what the app shows)
json-stars-out-of-range = a lesson gives 1 to 3 stars, not { $stars }: the app will show { $shown }
# In profiles.json, a lesson id written another way than a lesson's (`bataille-l6` for `bataille-l06`). Variables: $id, $name (the child), $guess
json-lesson-id-slip = `{ $id }` is the id of no lesson: { $name }'s stars for it are not shown; write `{ $guess }`, that lesson's id
# In profiles.json, a child with no name (`""`).
json-name-empty = a child has no name: write their first name between the quotes (or take this child off the list)
# In profiles.json, a name with spaces around it (`"Tom "`). Variables: $name, $trimmed
json-name-spaces = the name `{ $name }` has a space at its start or end: write `{ $trimmed }`
# A heading (`[Réglages]`) in settings.toml, which has none. Variables: $heading
settings-heading = `{ $heading }`: the file of settings has no headings, only lines `key = value`: delete this line
# settings.toml's last line cut inside a key (`fulls`). Variables: $written, $guess (the key meant, or none)
settings-cut = the file stops in the middle of this line, at `{ $written }`: it was probably cut while it was written; { $guess ->
    [none] finish the line as `key = value`, or delete it
   *[other] finish the line as `{ $guess } = …` (as the app writes it), or delete it
  }
# A lesson id in profiles.json of no lesson of its game. Variables: $id, $name (the child), $game, $first, $last (that game's first and last lesson ids)
json-lesson-id-none-of-game = `{ $id }` is the id of no lesson of { $game ->
    [bataille] La Bataille
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  } (they go from `{ $first }` to `{ $last }`): { $name }'s stars for it are kept but not shown; if it is a slip, write the right id
# A lesson id in profiles.json of no game. Variables: $id, $name (the child), $prefixes (how the games' ids start)
json-lesson-id-no-game = `{ $id }` is the id of no lesson: the ids of the lessons start with { $prefixes }; { $name }'s stars for it are kept but not shown; write the right id, or delete it
# A La Bataille save whose auto-play speed is none of the speeds. Variables: $speed, $most (the fastest)
json-speed-out-of-range = `{ $speed }` is not an auto-play speed: the speeds go from 0 (the slowest) to { $most } (the fastest); the app will use { $most }
# A name given twice in one group of a JSON file. Variables: $field
json-key-twice = `{ $field }` is given twice in this group between braces: keep only one
json-zeros-to-end = from here to the end, the file holds only invisible zero characters (code 0): it was cut while it was being saved (a power cut, a USB stick pulled out too soon)
# Variables: $count
json-zeros-inside = { $count } invisible zero characters (code 0) stand here, in the middle of the file: it was damaged while it was being saved (a power cut, a USB stick pulled out too soon)
# Variables: $next (the line the text goes on to)
json-text-on-two-lines = this text goes on to the next line, which a text between quotes cannot do: join line { $next } to the end of this one
# A note (`// …`) written in a JSON file the app keeps, which cannot hold notes.
json-note = `//` starts a note here, but this file cannot hold notes: delete the note (the app writes this file itself; a note keeps it from being read)
# The children's list (profiles.json) could not be read, and it had no good copy to put back. Variables: $name (the file), $line (or none)
store-plain-corrupt-profiles = The list of children and their stars ({ $name }) was damaged{ $line ->
    [none] {""}
   *[other] {" "}(line { $line })
  }: it was set aside, with nothing deleted, and the list is empty for now. Add the children again, or have the file mended (see the details).
