# expect: 4:22 a quoted text not closed
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = { "abc
espion-l01-b = B
