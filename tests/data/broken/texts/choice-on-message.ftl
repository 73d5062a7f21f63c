# expect: 4:18 a choice on a message rather than a variable
# Texts of a lesson, edited by hand.
espion-l01-title = Premiers pas
espion-l01-a = { espion-l01-title ->
   *[other] autre
  }
espion-l01-b = B
