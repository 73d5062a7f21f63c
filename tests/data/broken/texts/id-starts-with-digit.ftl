# expect: 4:1 an id that starts with a digit
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
01-a = Le premier pas
espion-l01-a = A
