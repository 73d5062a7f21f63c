# expect: 6:1 one entry broken in the middle of the file, good ones before and after
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Le chef avance d’une case.
# The next entry lost its id while the teacher reworded it.
= Le pion recule.
espion-l01-after = Cette phrase vient après l’erreur et reste utilisée.
