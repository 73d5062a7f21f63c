# expect: 5:5 [ftl-note-inside-message] a note put inside a message over two lines
espion-l01-title = Premiers pas
espion-l01-a = Mets ton agent à l’abri :
# demander à Paul si c’est assez clair
    déplace-le sur une case sûre.
