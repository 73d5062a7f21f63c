# expect: 4:1 [ftl-tab-before-id] a message pushed off the edge by a tab
espion-l01-title = Premiers pas
espion-l01-hello = Bonjour.
	espion-l01-go = Va.
espion-l01-end = Bravo.
