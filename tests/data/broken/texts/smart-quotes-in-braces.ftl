# expect: 4:18 typographic quotes inside braces
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = { “texte” }
espion-l01-b = B
