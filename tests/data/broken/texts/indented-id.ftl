# expect: 5:3 a message line indented by mistake
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = Une phrase.
  espion-l01-b = Une autre phrase.
