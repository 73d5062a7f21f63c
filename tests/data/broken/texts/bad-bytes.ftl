# expect: 4:18 a Latin-1 byte
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Leéon
