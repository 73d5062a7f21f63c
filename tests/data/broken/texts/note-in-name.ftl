# expect: 3:14 [ftl-note-in-name] a note between the name and its `=`
espion-l01-title = Premiers pas
espion-l01-a (à revoir) = Bonjour
