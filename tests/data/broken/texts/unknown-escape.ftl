# expect: 4:20 an unknown escape
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = { "a\q" }
