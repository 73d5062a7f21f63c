# expect: 5:1 a message id typed again on the line after (the text left empty)
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Avancez
espion-l01-a = Avancez encore
