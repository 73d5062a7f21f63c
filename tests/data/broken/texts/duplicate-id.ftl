# expect: 5:1 an id given twice
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = A
espion-l01-title = Encore
