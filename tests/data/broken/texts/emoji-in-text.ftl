# expect: 4:37 an emoji the font cannot draw
espion-l01-title = Premiers pas

espion-l01-a = Bravo, tu as gagné ! 🎉
espion-l01-b = B
