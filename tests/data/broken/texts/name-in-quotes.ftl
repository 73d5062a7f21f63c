# expect: 3:1 [ftl-name-in-quotes] a message name between quotes
espion-l01-title = Premiers pas
"espion-l01-a" = Bonjour
