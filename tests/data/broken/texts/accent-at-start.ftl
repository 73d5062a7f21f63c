# expect: 4:1 an id starting with an accent
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
été = Bonjour
espion-l01-a = A
