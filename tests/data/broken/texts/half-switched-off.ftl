# expect: 4:5 [ftl-message-half-switched-off] a message switched off by a `#` on its first line only
espion-l01-title = Premiers pas
# espion-l01-a = Le dé montre { $die }. { $pawn ->
    [yours] Ton pion
   *[other] Le pion
  } avance.
