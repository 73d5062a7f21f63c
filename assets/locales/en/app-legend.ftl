# The legend of the pieces, beside the board (play screen).
app-legend-espion-chief = chief
app-legend-espion-spy = spy
app-legend-espion-agent = agent
app-legend-schada-officer = officer
app-legend-schada-sub-officer = sub-officer
app-legend-schada-soldier = soldier
app-legend-tank-battle-commander = commander
app-legend-tank-battle-tank = tank
app-legend-chars-tank = tank
# Schada: the paths of the touched piece's square, as arrows as on the printed board.
app-legend-paths = Paths from { $square }: { $paths }
