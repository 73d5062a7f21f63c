# expect: 4:14 a colon in place of the equals sign
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a : Bonjour
espion-l01-b = B
