# expect: 4:5 [ftl-variant-name-quoted] a variant name in quotes
espion-l01-title = Premiers pas
espion-l01-a = { $count ->
    ["2000"] Deux mille
   *[other] Autre chose
  }
