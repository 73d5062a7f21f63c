# expect: 4:19 [ftl-choice-unclosed] the closing brace of a choice deleted
espion-l01-title = Premiers pas
# Variables: $who
espion-l01-turn = { $who ->
    [white] Les blancs jouent.
   *[black] Les noirs jouent.
espion-l01-end = Bravo.
