# expect: 5:9 a variant name of two words
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = { $count ->
    [une carte] une carte
   *[other] { $count } cartes
  }
