# expect: 4:30 a Windows-1252 accent in the middle of a sentence
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Le chef est très en danger.
espion-l01-b = B
