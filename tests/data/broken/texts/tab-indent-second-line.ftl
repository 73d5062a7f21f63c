# expect: 5:1 a second line of text indented with a tab
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Une phrase qui commence ici
	et qui continue sur une ligne décalée par une tabulation.
espion-l01-b = B
