# expect: 4:1 [ftl-continuation-not-indented] the text goes on at the left edge, from a word with an accent
espion-l01-title = Premiers pas
espion-l01-a = Cinq jeux oubliés,
à découvrir en classe
