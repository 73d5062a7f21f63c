# expect: 3:33 a brace opened in the middle of a sentence and never closed
espion-l01-title = Premiers pas
espion-l01-a = Ton agent est en { D2. Fais-le monter.
espion-l01-b = B
