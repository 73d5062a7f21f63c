# expect: 3:1 an attribute at the top, with no message above it
# Texts of a lesson, edited by hand.
.hint = Regardez la flèche
espion-l01-title = Premiers pas
espion-l01-a = A
