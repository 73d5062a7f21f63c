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
  } : { $points } { $points ->
    [one] point
   *[other] points
  }
app-play-how = Touche une de tes pièces pour voir où elle peut aller, puis touche une case marquée (ou fais glisser la pièce). Clavier : flèches et Entrée.
# Variables: $square
app-play-capture = Prise en { $square } !
app-play-passed = Aucun coup possible : le tour passe.
# Un coup se joue en deux touches. Variables: $game (le jeu)
app-play-pick-first = { $game ->
    [chars] Touche d’abord un de tes chars, puis la case où il va.
    [tank-battle] Touche d’abord un de tes chars, puis la case où il va.
   *[other] Touche d’abord une de tes pièces, puis la case où elle va.
}
app-play-no-move = Cette pièce ne peut pas bouger pour l’instant.
app-play-resumed = On reprend la partie là où elle s’était arrêtée. « Recommencer » en lance une nouvelle.
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
    [white] Le chef noir est pris : les Blancs gagnent !
   *[black] Le chef blanc est pris : les Noirs gagnent !
  }
# Variables: $winner
app-end-espion-no_legal_move = { $winner ->
    [white] Les Noirs ne peuvent plus bouger : les Blancs gagnent !
   *[black] Les Blancs ne peuvent plus bouger : les Noirs gagnent !
  }
# Variables: $winner
app-end-espion-no_capture_limit = Cent coups sans aucune prise : la partie s’arrête sur un match nul.
# Variables: $reason, $winner, $decision, $white, $black (points), $white_chiefs, $black_chiefs
app-end-schada = { $reason ->
    [target_line_full] Une ligne d’arrivée est pleine : on compte les points.
    [chiefs_captured] Un camp n’a plus de chef : on compte les points.
    [same_piece_three_times] La même pièce a joué trois fois de suite : on compte les points.
    [two_passes] Plus personne ne peut jouer : on compte les points.
   *[move_limit] 200 coups joués : on compte les points.
  } Blancs { $white }, Noirs { $black }. { $decision ->
    [score] { $winner ->
        [white] Les Blancs gagnent aux points.
       *[black] Les Noirs gagnent aux points.
      }
    [chiefs] Égalité de points : { $winner ->
        [white] les Blancs ont gardé plus de chefs et gagnent.
       *[black] les Noirs ont gardé plus de chefs et gagnent.
      }
   *[draw] Même score et autant de chefs : match nul.
  }
# Variables: $reason, $winner, $white, $black (points)
app-end-tank-battle = { $reason ->
    [all_in_enemy_base] Tous les chars d’un camp sont dans la base adverse : on compte les points.
    [white_all_in] Tous les chars blancs qui restent sont dans la base des Noirs : on compte les points.
    [black_all_in] Tous les chars noirs qui restent sont dans la base des Blancs : on compte les points.
    [white_no_tanks] Les Blancs n’ont plus aucun char : la partie s’arrête, on compte les points.
    [black_no_tanks] Les Noirs n’ont plus aucun char : la partie s’arrête, on compte les points.
    [two_passes] Plus personne ne peut bouger : on compte les points.
   *[move_limit] 300 coups joués : on compte les points.
  } Blancs { $white }, Noirs { $black }. { $winner ->
    [white] Les Blancs gagnent !
    [black] Les Noirs gagnent !
   *[draw] Match nul.
  }
# Variables: $square
app-play-explosion = Boum ! Carte explosion en { $square } : le char saute avec elle.
# Variables: $square
app-play-blank = Carte blanche en { $square } : on l’enlève, le char reste.
# Variables: $square
app-play-arrival = Un char atteint la ligne de départ adverse en { $square } : un point !
app-piece-chars-tank = T
# Variables: $reason, $winner, $white, $black (points)
app-end-chars = { $reason ->
    [no_tanks] Il ne reste plus aucun char sur le plateau.
    [two_passes] Plus personne ne peut bouger.
   *[quiet_moves] Trente coups sans avancer, prendre ni retourner de carte : la partie s’arrête.
  } Blancs { $white }, Noirs { $black }. { $winner ->
    [white] Les Blancs gagnent !
    [black] Les Noirs gagnent !
   *[draw] Match nul.
  }

# Bataille de chars: the race, the laying of the mines, the hand-over. $side is white or black.
app-chars-race-title = La course : le premier arrivé commencera la bataille.
app-chars-throw = Lancer le dé
app-chars-start = Départ
app-chars-to-mines = Poser les mines
app-chars-ready = C’est parti
# Variables: $side
app-chars-race-turn = { $side ->
    [white] Aux Blancs de lancer le dé.
   *[black] Aux Noirs de lancer le dé.
  }
# Variables: $side, $die, $landed, $to, $jump (none, forward, back, red)
app-chars-race-step = { $side ->
    [white] Les Blancs
   *[black] Les Noirs
  } font { $die } et arrivent sur la case { $landed }{ $jump ->
    [forward]  ; une flèche les fait avancer jusqu’à la case { $to } !
    [back]  ; une flèche les renvoie à la case { $to }.
    [red]  ; la case rouge les pousse jusqu’à la case { $to }.
   *[none] .
  }
# Variables: $side
app-chars-race-won = { $side ->
    [white] Les Blancs arrivent les premiers : ils joueront en premier.
   *[black] Les Noirs arrivent les premiers : ils joueront en premier.
  }
# Variables: $side
app-chars-cover-lay = { $side ->
    [white] Les Blancs posent leurs mines. Passez-leur l’écran : les Noirs ne regardent pas !
   *[black] Les Noirs posent leurs mines. Passez-leur l’écran : les Blancs ne regardent pas !
  }
# Variables: $side
app-chars-cover-battle = Les mines sont posées. Que la bataille commence ! { $side ->
    [white] Les Blancs jouent en premier.
   *[black] Les Noirs jouent en premier.
  }
# Variables: $side
app-chars-cover-turn = { $side ->
    [white] Aux Blancs de jouer. Passez-leur l’écran : les Noirs ne regardent pas leurs mines !
   *[black] Aux Noirs de jouer. Passez-leur l’écran : les Blancs ne regardent pas leurs mines !
  }
# The result of the move just played ($result, a whole sentence), then the hand-over.
# Variables: $result, $side
app-chars-cover-after = { $result } { $side ->
    [white] Aux Blancs de jouer. Passez-leur l’écran : les Noirs ne regardent pas leurs mines !
   *[black] Aux Noirs de jouer. Passez-leur l’écran : les Blancs ne regardent pas leurs mines !
  }
# Variables: $side
app-chars-lay-title = { $side ->
    [white] Les Blancs posent leurs mines
   *[black] Les Noirs posent leurs mines
  }
# Variables: $placed, $total
app-chars-lay-count = Cartes explosion : { $placed } sur { $total }
app-chars-lay-how = Touche une carte pour y mettre ou retirer une explosion. Fais glisser une carte sur une autre pour les échanger. Les autres sont des cartes blanches.
app-chars-random = Au hasard
app-chars-clear = Tout vider
app-chars-done = C’est prêt
app-play-hint = Indice
app-play-hint-title = Indice
app-play-thinking = L’ordinateur réfléchit…
# Variables: $side (the child’s side), $level (debutant, moyen, fort)
app-play-against-computer = Contre l’ordinateur ({ $level ->
    [debutant] débutant
    [moyen] moyen
   *[fort] fort
  }), tu joues { $side ->
    [white] les Blancs
   *[black] les Noirs
  }
app-play-mark-safe = case sûre
app-play-mark-attacked = l’adversaire pourrait la prendre ici
app-play-mark-capture = prend une pièce
app-play-mark-scores = rapporte des points
app-play-mark-mine = une mine est peut-être cachée ici (chances sur le total)
app-play-computer-reply = Puis l’ordinateur : { $what }
app-play-piece-ends-game = Attention : un coup de cette pièce termine la partie. Regarde les points avant de jouer.
app-play-schada-third-in-a-row = Attention : cette pièce a fait tes deux derniers coups. Si tu la joues encore, la partie s’arrête tout de suite et on compte les points. Tu peux jouer une autre pièce.
app-play-schada-third-move = Attention : un coup de cette pièce termine la partie (un troisième coup de suite avec la même pièce, une ligne remplie ou le dernier chef pris l’arrêtent). Regarde les points avant de jouer.
