# The texts of the broken lessons beside this file (they are right).
espion-l01-title = en espion-l01-title
espion-l01-hello = en espion-l01-hello
espion-l01-a = en espion-l01-a
bataille-l01-title = en bataille-l01-title
bataille-l01-a = en bataille-l01-a
bataille-l01-b = en bataille-l01-b
bataille-l01-c = en bataille-l01-c
chars-l01-title = en chars-l01-title
chars-l01-a = en chars-l01-a
tank-battle-l01-title = en tank-battle-l01-title
tank-battle-l01-a = en tank-battle-l01-a
-espion-l01-term = en espion-l01-term
schada-l01-title = en schada-l01-title
schada-l01-a = en schada-l01-a
espion-l09-title = en espion-l09-title
espion-l09-hello = en espion-l09-hello
