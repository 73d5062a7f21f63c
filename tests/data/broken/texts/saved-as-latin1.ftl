# expect: 4:47 [ftl-bad-bytes-messages] the whole file saved as Latin-1 by an old editor
espion-l01-title = Premiers pas

espion-l01-a = Voici ton agent. Il suit une flèche.
espion-l01-b = Le chef est protégé.
espion-l01-c = Bravo !
