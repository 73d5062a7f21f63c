# expect: 4:5 [ftl-variant-number-separator] a number variant with a thousands comma
espion-l01-title = Premiers pas
espion-l01-a = { $count ->
    [2,000] Deux mille
   *[other] Autre chose
  }
