# Tank Battle: why a game ended, and what each surviving tank scores on the end screen.

tank-battle-end-all-in-enemy-base = All of one player’s remaining tanks stand in the enemy base: the game is over, let’s count the points.
tank-battle-end-two-passes = Neither player can move any more: the game is over, let’s count the points.
tank-battle-end-move-limit = 300 moves have been played: we stop here and count the points.

tank-battle-score-domain-circle = commander on the enemy’s domain circle: 3 points
tank-battle-score-enemy-base = in the enemy base: 2 points
tank-battle-score-survivor = still on the battlefield: 1 point
