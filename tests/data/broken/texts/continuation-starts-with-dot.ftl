# expect: 6:5 a continuation line that starts with a dot, read as an attribute
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a =
    Regardez le chef
    ... il est seul.
espion-l01-b = B
