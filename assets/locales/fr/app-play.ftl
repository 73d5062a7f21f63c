# Playing a board game. $side is white or black; $winner is white, black or draw.
app-play-two-players = Deux joueurs sur le même écran
app-play-undo = Annuler
app-play-new = Recommencer
app-play-pass = Passer son tour
app-play-turn-piece = •
# Variables: $side
app-play-turn = { $side ->
    [white] Aux Blancs de jouer
   *[black] Aux Noirs de jouer
  }
# Variables: $side, $points
app-play-score = { $side ->
    [white] Blancs
   *[black] Noirs
  } : { $points } { $points ->
    [one] point
   *[other] points
  }
app-play-how = Touche une de tes pièces pour voir où elle peut aller, puis touche une case marquée (ou fais glisser la pièce). Clavier : flèches et Entrée.
# Variables: $square
app-play-capture = Prise en { $square } !
app-play-passed = Aucun coup possible : le tour passe.
app-play-no-move = Cette pièce ne peut pas bouger pour l’instant.
app-play-undone = Coup annulé.
app-play-reconstructed = Plateau reconstitué d’après les règles (modifiable par fichier)

app-piece-espion-chief = C
app-piece-espion-spy = E
app-piece-espion-agent = A
app-piece-schada-officer = O
app-piece-schada-sub-officer = SO
app-piece-schada-soldier = S
app-piece-tank-battle-commander = C
app-piece-tank-battle-tank = T

# Variables: $winner
app-end-espion-chief_captured = { $winner ->
    [white] Le chef noir est pris : les Blancs gagnent !
   *[black] Le chef blanc est pris : les Noirs gagnent !
  }
# Variables: $winner
app-end-espion-no_legal_move = { $winner ->
    [white] Les Noirs ne peuvent plus bouger : les Blancs gagnent !
   *[black] Les Blancs ne peuvent plus bouger : les Noirs gagnent !
  }
# Variables: $winner
app-end-espion-no_capture_limit = Cent coups sans aucune prise : la partie s’arrête sur un match nul.
# Variables: $reason, $winner, $decision, $white, $black (points), $white_chiefs, $black_chiefs
app-end-schada = { $reason ->
    [target_line_full] Une ligne d’arrivée est pleine : on compte les points.
    [chiefs_captured] Un camp n’a plus de chef : on compte les points.
    [same_piece_three_times] La même pièce a joué trois fois de suite : on compte les points.
    [two_passes] Plus personne ne peut jouer : on compte les points.
   *[move_limit] 200 coups joués : on compte les points.
  } Blancs { $white }, Noirs { $black }. { $decision ->
    [score] { $winner ->
        [white] Les Blancs gagnent aux points.
       *[black] Les Noirs gagnent aux points.
      }
    [chiefs] Égalité de points : { $winner ->
        [white] les Blancs ont gardé plus de chefs et gagnent.
       *[black] les Noirs ont gardé plus de chefs et gagnent.
      }
   *[draw] Même score et autant de chefs : match nul.
  }
# Variables: $reason, $winner, $white, $black (points)
app-end-tank-battle = { $reason ->
    [all_in_enemy_base] Tous les chars d’un camp sont dans la base ennemie : on compte les points.
    [two_passes] Plus personne ne peut bouger : on compte les points.
   *[move_limit] 300 coups joués : on compte les points.
  } Blancs { $white }, Noirs { $black }. { $winner ->
    [white] Les Blancs gagnent !
    [black] Les Noirs gagnent !
   *[draw] Match nul.
  }
