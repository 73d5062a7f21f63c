# expect: 3:12 [data-ligature] a PDF ligature inside a name
espion-l01-title = Premiers pas
espion-l01-ﬁnd = Trouve
