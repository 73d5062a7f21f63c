# expect: 4:11 a space inside a message id
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01 hello = Bonjour
espion-l01-a = A
