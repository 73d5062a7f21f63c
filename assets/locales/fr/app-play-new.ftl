# The play screen's "Recommencer": the question asked before the game in progress is thrown away, and
# its two answers (in place of "Recommencer" and "Retour").
app-play-new-ask = Commencer une nouvelle partie ? Celle-ci sera perdue.
app-play-new-ask-chars = Commencer une nouvelle partie ? Celle-ci sera perdue. On refait la course, puis chacun pose de nouvelles mines.
app-play-new-yes = Oui, recommencer
app-play-new-no = Non, continuer
