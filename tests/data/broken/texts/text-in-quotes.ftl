# expect: 4:16 [ftl-text-in-quotes] the text written between quotes, as in a lesson file
espion-l01-title = Premiers pas

espion-l01-a = "Voici ton agent."
espion-l01-b = B
