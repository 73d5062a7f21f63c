# expect: 4:7 an id whose dashes a word processor lengthened
espion-l01-title = Premiers pas

espion–l01–a = Fais monter ton agent.
espion-l01-b = B
