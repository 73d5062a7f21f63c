# expect: 4:28 a choice with no variant under its arrow
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = { $count -> }
