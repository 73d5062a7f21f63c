# expect: 4:13 a tab before the equals sign
espion-l01-title = Premiers pas

espion-l01-a	= Fais monter ton agent.
espion-l01-b = B
