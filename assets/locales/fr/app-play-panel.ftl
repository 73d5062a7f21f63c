# The play screen on a tablet held upright: the button that opens the whole panel over the board, and
# the one that closes it.
app-play-details = Détails
app-play-details-close = Plateau
