# expect: 4:32 a new line written as backslash n
espion-l01-title = Premiers pas

espion-l01-a = Voici ton agent.\nIl suit une flèche.
espion-l01-b = B
