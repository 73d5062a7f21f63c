# expect: 4:1 a text line indented with non-breaking spaces
espion-l01-title = Premiers pas
espion-l01-a = Voici ton agent.
    Il suit une flèche.
espion-l01-b = B
