# expect: 3:23 a term no text defines
espion-l01-title = Title
espion-l01-a = Move { -the-spy } now.
