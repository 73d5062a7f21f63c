# Mistakes in text files (.ftl) that the general sentences of data-errors.ftl say badly.
ftl-choice-without-variants = this choice has no variant: after `->`, write one variant per line, like `[one] …`, and a default one marked with a `*`, like `*[other] …`
ftl-variant-name-with-space = a variant's name is one word (a number or a name like `one` or `other`): it cannot hold a space
