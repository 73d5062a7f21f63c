# expect: 3:25 a character code cut short by an accented letter
espion-l01-title = Premiers pas
espion-l01-a = Bonjour{"\u00é0"}la classe
espion-l01-b = B
