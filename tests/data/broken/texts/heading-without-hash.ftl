# expect: 5:1 a heading that lost its comment mark
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas

Leçon 1 : le premier pas
espion-l01-a = Ton agent avance.
