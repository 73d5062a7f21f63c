# expect: 4:26 a variable reference written with a space after the dollar
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Il y a { $ count } pièces
espion-l01-b = B
