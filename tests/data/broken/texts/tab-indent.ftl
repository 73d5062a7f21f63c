# expect: 5:1 a continuation line indented with a tab
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a =
	Une phrase décalée par une tabulation
espion-l01-b = B
