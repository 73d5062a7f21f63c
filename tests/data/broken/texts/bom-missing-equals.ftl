# expect: 4:14 a missing equals sign in a file that starts with a byte order mark
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a Bonjour
espion-l01-b = B
