# expect: 4:1 [ftl-lone-brace] the `}` of a choice left alone when the choice was made plain text
espion-l01-title = Premiers pas
espion-l01-a = { $points } points
}
espion-l01-hello = Bonjour
