# expect: 3:23 [data-bad-bytes-mixed] one line pasted in Latin-1 in a UTF-8 file
espion-l01-title = Premiers pas déjà
espion-l01-a = Bonne r�ponse
