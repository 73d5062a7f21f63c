# expect: 4:40 a line break lost between two messages
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-go = Fais monter ton agent. espion-l01-go-hint = Suis la flèche qui monte.
espion-l01-a = Une phrase.
