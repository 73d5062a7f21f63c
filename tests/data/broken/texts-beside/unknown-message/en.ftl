# expect: 3:18 a message no text defines
espion-l01-title = Title
espion-l01-a = { espion-l01-b } and more.
