# Espion: the words of the game and how a game ends (the core gives the snake_case names).

espion-name = Espion
espion-piece-chief = Chief
espion-piece-spy = Spy
espion-piece-agent = Agent
espion-board-reconstructed = Board rebuilt from the rule text: the arrows of the original box may differ.

# Variables: $winner (the winning player's name)
espion-end-chief_captured = The chief is taken. { $winner } wins the game.
# Variables: $winner (the winning player's name), $loser (the other player's name)
espion-end-no_legal_move = { $loser } cannot move any piece. { $winner } wins the game.
espion-end-no_capture_limit = A hundred moves in a row without a capture: the game is a draw.
