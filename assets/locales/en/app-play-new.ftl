# The play screen's "Start again": the question asked before the game in progress is thrown away, and
# its two answers (in place of "Start again" and "Back").
app-play-new-ask = Start a new game? This one will be lost.
app-play-new-ask-chars = Start a new game? This one will be lost. The race is run again, then each side lays new mines.
app-play-new-yes = Yes, start again
app-play-new-no = No, keep playing
