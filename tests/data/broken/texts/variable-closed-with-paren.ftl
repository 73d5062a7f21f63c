# expect: 3:44 [ftl-brace-closed-wrong] a variable closed with a parenthesis
espion-l01-title = Premiers pas
espion-l01-saved = Enregistré dans { $path ).
espion-l01-end = Bravo.
