# expect: 3:7 [ftl-name-with-dots] dots for dashes in a name
espion-l01-title = Premiers pas
espion.l01.a = Bonjour
