# expect: 4:27 braces with nothing inside
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Il reste { } pions
