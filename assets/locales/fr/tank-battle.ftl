# Tank Battle: why a game ended, and what each surviving tank scores on the end screen.

tank-battle-end-all-in-enemy-base = Tous les chars encore debout d’un joueur occupent la base adverse : fin de la partie, on compte les points.
tank-battle-end-two-passes = Aucun des deux joueurs ne peut plus bouger : fin de la partie, on compte les points.
tank-battle-end-move-limit = 300 coups ont été joués : on s’arrête là et on compte les points.

tank-battle-score-domain-circle = commandant sur le cercle du domaine adverse : 3 points
tank-battle-score-enemy-base = dans la base adverse : 2 points
tank-battle-score-survivor = toujours sur le champ de bataille : 1 point
