# Espion: the words of the game and how a game ends (the core gives the snake_case names).

espion-name = Espion
espion-piece-chief = Chef
espion-piece-spy = Espion
espion-piece-agent = Agent informateur
espion-board-reconstructed = Plateau reconstitué d’après le texte de la règle : les flèches de la boîte d’origine peuvent être différentes.

# Variables: $winner (the winning player’s name)
espion-end-chief_captured = Le chef est pris. { $winner } gagne la partie.
# Variables: $winner (the winning player’s name), $loser (the other player’s name)
espion-end-no_legal_move = { $loser } ne peut plus déplacer aucune pièce. { $winner } gagne la partie.
espion-end-no_capture_limit = Cent coups de suite sans prise : la partie est nulle.
