# expect: 6:5 a variant pasted twice in one choice
espion-l01-title = Premiers pas

espion-l01-a = { $side ->
    [white] Aux Blancs
    [white] C’est aux Blancs !
   *[black] Aux Noirs
  }
