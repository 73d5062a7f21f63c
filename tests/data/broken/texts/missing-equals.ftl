# expect: 5:14 a message without its equals sign
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-hello = Bonjour
espion-l01-a Le chef est en danger.
espion-l01-b = B
