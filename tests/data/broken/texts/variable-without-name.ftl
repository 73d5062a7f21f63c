# expect: 4:31 a variable with no name
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Tu as gagné { $ } points
espion-l01-b = B
