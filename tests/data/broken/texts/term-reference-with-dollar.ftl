# expect: 4:22 a term called with a dollar and a dash
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Le { $-chef } avance.
espion-l01-b = B
