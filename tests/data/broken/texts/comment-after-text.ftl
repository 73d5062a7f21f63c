# expect: 4:34 [ftl-comment-in-text] a note to oneself after the text, as in a lesson file
espion-l01-title = Premiers pas

espion-l01-a = Voici ton agent.  # trop long ?
espion-l01-b = B
