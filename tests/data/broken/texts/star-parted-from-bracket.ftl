# expect: 6:4 [ftl-variant-star-space] a space typed between the star of the default variant and its bracket
espion-l01-title = Premiers pas
# Variables: $who
espion-l01-turn = { $who ->
    [white] Les blancs jouent.
   * [black] Les noirs jouent.
  }
espion-l01-end = Bravo.
