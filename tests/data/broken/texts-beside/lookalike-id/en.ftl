# expect: 3:1 an id with a capital letter, which no lesson uses
espion-l01-title = Title
Espion-l01-a = A sentence.
