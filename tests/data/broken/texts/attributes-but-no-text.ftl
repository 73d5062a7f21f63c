# expect: 4:1 a message with attributes and no text of its own
# Texts of a lesson, edited by hand: the text went under an attribute.
espion-l01-title = Premiers pas
espion-l01-hello =
    .title = Bonjour ! Voici le plateau de l’Espion.
espion-l01-next = Suite
