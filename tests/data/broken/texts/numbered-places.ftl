# expect: 3:44 [ftl-numbers-for-variables] numbered places of another tool for the named values
espion-l01-title = First steps
bataille-l06-results = The computer played {0} games. The middle one lasts {1} rounds.
