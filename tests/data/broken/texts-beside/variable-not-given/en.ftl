# expect: 3:23 a variable a say step does not give
espion-l01-title = Title
espion-l01-a = Your { $piece } moves.
