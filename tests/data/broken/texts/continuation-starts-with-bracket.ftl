# expect: 6:5 a continuation line that starts with a bracket, read as a variant
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a =
    Deux règles :
    [1] le chef avance
