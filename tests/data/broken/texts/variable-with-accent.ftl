# expect: 4:24 a variable name with an accent
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = La { $pièce } avance.
espion-l01-b = B
