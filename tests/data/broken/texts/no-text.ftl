# expect: 4:1 a message without text
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-hello =
espion-l01-a = A
