# expect: 4:25 a choice arrow turned into one character by a word processor
espion-l01-title = Premiers pas

espion-l01-a = { $count → 
    [one] une carte
   *[other] { $count } cartes
  }
