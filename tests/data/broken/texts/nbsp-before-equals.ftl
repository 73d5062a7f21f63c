# expect: 4:13 a non-breaking space between an id and its equals sign
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Bonjour !
espion-l01-b = B
