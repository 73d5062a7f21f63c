# expect: 6:4 [ftl-star-inside-bracket] the default star typed inside the bracket
espion-l01-title = Premiers pas
# Variables: $n
espion-l01-points = { $n ->
    [one] un point
   [*other] { $n } points
  }
espion-l01-end = Bravo.
