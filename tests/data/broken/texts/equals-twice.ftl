# expect: 4:16 a second equals sign
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = = Une phrase.
