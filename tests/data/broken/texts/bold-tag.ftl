# expect: 4:26 [ftl-html-tag] bold written as on a web page
espion-l01-title = Premiers pas

espion-l01-a = Voici ton <b>agent</b>.
espion-l01-b = B
