# expect: 5:5 a note to oneself, indented under a text
espion-l01-title = Premiers pas
espion-l01-a = Voici ton agent.
    Il suit une flèche.
    # à revoir avec la classe
espion-l01-b = B
