# Mistakes in text files (.ftl) that the general sentences of data-errors.ftl say badly.
ftl-choice-without-variants = this choice has no variant: after `->`, write one variant per line, like `[one] …`, and a default one marked with a `*`, like `*[other] …`
ftl-variant-name-with-space = a variant's name is one word (a number or a name like `one` or `other`): it cannot hold a space

ftl-unknown-reference = `{ $name }` is not defined in this language's texts: { $term ->
    [yes] define the term `{ $name } = …` (a name that starts with `-`), or write the words themselves
   *[no] add the message `{ $name } = …`, or write the words themselves
  }
# A reference `{ commandant }` where the file defines the term `-commandant` (the dash forgotten). Variables: $name
ftl-term-without-dash = `{ $name }` is the name of a term of these texts, which is written with a dash: write `-{ $name }`
# A reference to a name defined nowhere, which looks like a defined name (capitals, one letter). Variables: $name, $guess
ftl-unknown-reference-guess = `{ $name }` is not defined in this language's texts: did you mean `{ $guess }`? (a name is written exactly, capitals included)
