# Schada: the words of the game, how a game ends and how the winner is decided (the core gives the
# snake_case names).

schada-name = Schada
schada-piece-officer = Officer
schada-piece-sub_officer = Sub-officer
schada-piece-soldier = Soldier
schada-pass = Pass
schada-board-reconstructed = Board rebuilt from the rule text: the diagrams of the original box may differ.

schada-end-target_line_full = A target line is full. The game stops.
schada-end-chiefs_captured = One side has no chief left. The game stops.
schada-end-same_piece_three_times = The same piece moved three times in a row. The game stops.
schada-end-two_passes = Nobody can move any more. The game stops.
schada-end-move_limit = Two hundred moves have been played. The game stops.

# Variables: $winner (the winning player's name), $points (the winner's score), $other (the other score)
schada-decision-score = { $winner } wins with { $points } points to { $other }.
# Variables: $winner (the winning player's name)
schada-decision-chiefs_left = Equal points. { $winner } wins with more chiefs left.
schada-decision-draw = Equal points and equal chiefs: the game is a draw.
