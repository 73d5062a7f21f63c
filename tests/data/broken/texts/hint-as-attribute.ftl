# expect: 5:5 [ftl-attribute-not-shown] a hint written as an attribute, which nothing shows
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Regarde le plateau.
    .aide = Les flèches montrent les chemins.
espion-l01-b = Suite
