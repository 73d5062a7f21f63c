# expect: 4:11 a message id with a dot in it
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01.a = Le chef avance
