# expect: 5:1 a continuation line not indented
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Une phrase
qui continue sans espace
espion-l01-b = B
