# The play screen on a tablet held upright: the button that opens the whole panel over the board, and
# the one that closes it.
app-play-details = Details
app-play-details-close = Board
# Under the points while playing: how points are won, in a child's words.
app-play-goal-schada = To win points, bring your chiefs to the last row across the board: an officer there is worth 2 points, a sub-officer 1 point.
app-play-goal-tank-battle = To win points, take your tanks into the enemy base: 2 points a tank, 3 for your commander on the enemy domain circle. A tank left elsewhere is worth 1 point.
app-play-goal-chars = Each tank that reaches the enemy start line scores 1 point.
