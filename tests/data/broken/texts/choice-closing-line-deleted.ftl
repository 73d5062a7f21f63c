# expect: 9:38 [ftl-choice-unclosed] the line closing a choice deleted, its last variant showing a variable
espion-l01-title = Premiers pas
# Variables: $piece, $square
espion-l01-took = Ce coup prend { $piece ->
    [chief] le chef
    [spy] un espion
    [agent] un agent
    [soldier] un soldat
   *[other] une pièce en { $square }.
espion-l01-end = Bravo.
