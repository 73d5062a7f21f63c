# expect: 3:1 [ftl-file-cut-in-name] the copy stops in the middle of a name
espion-l01-title = Premiers pas
espion-l01-hel