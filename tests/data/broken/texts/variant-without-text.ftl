# expect: 5:5 a variant whose words were deleted
espion-l01-title = Premiers pas

espion-l01-a = { $side ->
    [white]
   *[black] Aux Noirs
  }
