# expect: 4:31 [ftl-choice-arrow-missing] the arrow of a choice forgotten
espion-l01-title = Premiers pas
# Variables: $games
espion-l01-count = Tu as joué { $games
    [one] une partie
   *[other] { $games } parties
  } aujourd’hui.
espion-l01-end = Bravo.
