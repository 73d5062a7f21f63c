# The texts of the broken lessons beside this file (they are right).
espion-l01-title = fr espion-l01-title
espion-l01-hello = fr espion-l01-hello
espion-l01-a = fr espion-l01-a
bataille-l01-title = fr bataille-l01-title
bataille-l01-a = fr bataille-l01-a
bataille-l01-b = fr bataille-l01-b
bataille-l01-c = fr bataille-l01-c
chars-l01-title = fr chars-l01-title
chars-l01-a = fr chars-l01-a
tank-battle-l01-title = fr tank-battle-l01-title
tank-battle-l01-a = fr tank-battle-l01-a
espion-l01-fr-only = fr espion-l01-fr-only
-espion-l01-term = fr espion-l01-term
schada-l01-title = fr schada-l01-title
schada-l01-a = fr schada-l01-a
espion-l09-title = fr espion-l09-title
espion-l09-hello = fr espion-l09-hello
