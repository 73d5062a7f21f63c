# expect: 3:16 [data-mojibake] an é saved again in another encoding
espion-l01-title = Premiers pas
espion-l01-a = Ã©tape suivante
