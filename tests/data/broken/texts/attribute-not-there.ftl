# expect: 4:33 a reference to an attribute its message does not have
espion-l01-title = Premiers pas

espion-l01-a = Bienvenue dans { espion-l01-title.label } !
espion-l01-b = B
