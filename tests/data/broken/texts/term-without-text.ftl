# expect: 4:1 a term without text
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
-espion-l01-piece =
espion-l01-a = A
