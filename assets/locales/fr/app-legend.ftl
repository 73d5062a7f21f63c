# La légende des pièces, à côté du plateau (écran de jeu).
app-legend-espion-chief = chef
app-legend-espion-spy = espion
app-legend-espion-agent = agent
app-legend-schada-officer = officier
app-legend-schada-sub-officer = sous-officier
app-legend-schada-soldier = soldat
app-legend-tank-battle-commander = commandant
app-legend-tank-battle-tank = char
app-legend-chars-tank = char
# Schada : les chemins de la case de la pièce touchée, en flèches comme sur le plateau imprimé.
app-legend-paths = Chemins de { $square } : { $paths }
