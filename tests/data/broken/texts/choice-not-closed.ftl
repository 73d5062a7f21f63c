# expect: 6:30 [ftl-choice-unclosed] the closing brace of a choice deleted: said under its last variant
espion-l01-title = Premiers pas
# Variables: $who
espion-l01-turn = { $who ->
    [white] Les blancs jouent.
   *[black] Les noirs jouent.
espion-l01-end = Bravo.
