# expect: 5:5 [ftl-attribute-not-shown] an attribute with nothing after it
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Regarde le plateau.
    .aide =
espion-l01-b = Suite
