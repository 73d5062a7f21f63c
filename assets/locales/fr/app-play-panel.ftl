# The play screen on a tablet held upright: the button that opens the whole panel over the board, and
# the one that closes it.
app-play-details = Détails
app-play-details-close = Plateau
# Under the points while playing: how points are won, in a child's words.
app-play-goal-schada = Pour gagner des points, amène tes chefs sur la dernière rangée, en face : un officier y vaut 2 points, un sous-officier 1 point.
app-play-goal-tank-battle = Pour gagner des points, emmène tes chars dans la base adverse : 2 points par char, 3 pour ton commandant sur le cercle du domaine adverse. Un char resté ailleurs vaut 1 point.
app-play-goal-chars = Chaque char qui atteint la ligne de départ adverse rapporte 1 point.
