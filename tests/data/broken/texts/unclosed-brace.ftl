# expect: 4:28 a placeable not closed
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-hello = Bonjour { $name
espion-l01-a = A
