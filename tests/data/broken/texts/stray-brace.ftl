# expect: 4:24 a brace closing nothing
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Bonjour } toi
espion-l01-b = B
