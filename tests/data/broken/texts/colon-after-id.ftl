# expect: 5:19 a colon right after the id, in place of the equals sign
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas

espion-l01-summary: Une pièce suit les flèches.
espion-l01-a = A
