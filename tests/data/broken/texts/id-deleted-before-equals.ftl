# expect: 4:1 [ftl-id-missing] the id of a message deleted, its line starting with `=`
espion-l01-title = Premiers pas
# Le premier pas de l’espion.
= L’espion avance le long des flèches.
espion-l01-end = Bravo.
