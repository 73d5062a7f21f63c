# Schada: the words of the game, how a game ends and how the winner is decided (the core gives the
# snake_case names).

schada-name = Schada
schada-piece-officer = Officier
schada-piece-sub_officer = Sous-officier
schada-piece-soldier = Soldat
schada-pass = Passer son tour
schada-board-reconstructed = Plateau reconstitué d’après le texte de la règle : les schémas des cases de la boîte d’origine peuvent être différents.

schada-end-target_line_full = Une ligne d’arrivée est entièrement occupée. La partie s’arrête.
schada-end-chiefs_captured = Un camp n’a plus aucun chef. La partie s’arrête.
schada-end-same_piece_three_times = La même pièce a joué trois fois de suite. La partie s’arrête.
schada-end-two_passes = Plus personne ne peut jouer. La partie s’arrête.
schada-end-move_limit = Deux cents coups ont été joués. La partie s’arrête.

# Variables: $winner (the winning player’s name), $points (the winner’s score), $other (the other score)
schada-decision-score = { $winner } gagne avec { $points } points contre { $other }.
# Variables: $winner (the winning player’s name)
schada-decision-chiefs_left = Points à égalité. { $winner } gagne, car il lui reste plus de chefs.
schada-decision-draw = Points et chefs à égalité : la partie est nulle.
