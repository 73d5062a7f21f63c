# expect: 4:37 [data-cut-in-character] a text file cut in the middle of a character while it was copied
espion-l01-title = Premiers pas
espion-l01-a = Le chef avance d’une case.
espion-l01-b = L’espion avance jusqu�