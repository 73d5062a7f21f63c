# expect: 3:23 a variable written without its braces, which would be shown as it is
espion-l01-title = Title
espion-l01-a = Your « $piece » moves.
