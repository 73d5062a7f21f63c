# expect: 3:1 [ftl-line-number] line numbers copied from a listing
espion-l01-title = Premiers pas
3  espion-l01-a = Bonjour
4  espion-l01-hello = Salut
