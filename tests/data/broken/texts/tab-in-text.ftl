# expect: 4:27 a tab inside a sentence
espion-l01-title = Premiers pas

espion-l01-a = Fais monter	ton agent.
espion-l01-b = B
