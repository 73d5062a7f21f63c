# expect: 4:38 a function, written the French way, around a variable
espion-l01-title = Premiers pas

espion-l01-a = L’ordinateur a joué { NOMBRE($games) } parties.
espion-l01-b = B
