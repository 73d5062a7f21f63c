# expect: 4:1 a comment without a space after #
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
#espion-l01-a = Une phrase.
