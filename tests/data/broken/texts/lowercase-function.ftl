# expect: 4:18 a function name in lowercase
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = { number($count) } pas
espion-l01-b = B
