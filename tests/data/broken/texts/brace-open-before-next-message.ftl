# expect: 4:22 a brace left open at the end of a line
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = 100 % {
espion-l01-b = Une autre phrase.
