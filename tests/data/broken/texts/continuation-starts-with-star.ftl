# expect: 6:5 a continuation line that starts with a star, read as a variant
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a =
    Deux règles :
    * l’agent suit les flèches ;
    * le chef va où il veut.
espion-l01-b = B
