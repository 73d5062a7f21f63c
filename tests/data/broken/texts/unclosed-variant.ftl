# expect: 6:10 a variant name without its closing bracket
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = { $count ->
    [one] un point
    [few deux points
   *[other] { $count } points
  }
espion-l01-b = B
