# Playing a board game. $side is white or black; $winner is white, black or draw.
app-play-two-players = Two players on one screen
app-play-undo = Undo
app-play-new = Start again
app-play-pass = Pass
app-play-turn-piece = •
# Variables: $side
app-play-turn = { $side ->
    [white] White to move
   *[black] Black to move
  }
# Variables: $side, $points
app-play-score = { $side ->
    [white] White
   *[black] Black
  }: { $points } { $points ->
    [one] point
   *[other] points
  }
app-play-how = Touch one of your pieces to see where it can go, then touch a marked square (or drag the piece). Keyboard: arrows and Enter.
# Variables: $square
app-play-capture = Capture on { $square }!
app-play-passed = No move possible: the turn passes.
# A move takes two touches. Variables: $game (the game)
app-play-pick-first = { $game ->
    [chars] First tap one of your tanks, then the square where it goes.
    [tank-battle] First tap one of your tanks, then the square where it goes.
   *[other] First tap one of your pieces, then the square where it goes.
}
app-play-no-move = This piece cannot move right now.
app-play-resumed = Back to the game where it stopped. “Start again” begins a new one.
app-play-undone = Move undone.
app-play-reconstructed = Board reconstructed from the rules (editable in its file)

app-piece-espion-chief = C
app-piece-espion-spy = S
app-piece-espion-agent = A
app-piece-schada-officer = O
app-piece-schada-sub-officer = SO
app-piece-schada-soldier = S
app-piece-tank-battle-commander = C
app-piece-tank-battle-tank = T

# Variables: $winner
app-end-espion-chief_captured = { $winner ->
    [white] Black’s chief is captured: White wins!
   *[black] White’s chief is captured: Black wins!
  }
# Variables: $winner
app-end-espion-no_legal_move = { $winner ->
    [white] Black cannot move any more: White wins!
   *[black] White cannot move any more: Black wins!
  }
# Variables: $winner
app-end-espion-no_capture_limit = A hundred moves without a capture: the game stops as a draw.
# Variables: $reason, $winner, $decision, $white, $black (points), $white_chiefs, $black_chiefs
app-end-schada = { $reason ->
    [target_line_full] A target line is full: time to count.
    [chiefs_captured] One side has no chief left: time to count.
    [same_piece_three_times] The same piece moved three times in a row: time to count.
    [two_passes] Nobody can move any more: time to count.
   *[move_limit] 200 moves played: time to count.
  } White { $white }, Black { $black }. { $decision ->
    [score] { $winner ->
        [white] White wins on points.
       *[black] Black wins on points.
      }
    [chiefs] Equal points: { $winner ->
        [white] White kept more chiefs and wins.
       *[black] Black kept more chiefs and wins.
      }
   *[draw] Same score and as many chiefs: a draw.
  }
# Variables: $reason, $winner, $white, $black (points)
app-end-tank-battle = { $reason ->
    [all_in_enemy_base] All of one side’s tanks are in the enemy base: time to count.
    [white_all_in] All of White’s remaining tanks are in Black’s base: time to count.
    [black_all_in] All of Black’s remaining tanks are in White’s base: time to count.
    [white_no_tanks] White has no tank left: the game stops, time to count.
    [black_no_tanks] Black has no tank left: the game stops, time to count.
    [two_passes] Nobody can move any more: time to count.
   *[move_limit] 300 moves played: time to count.
  } White { $white }, Black { $black }. { $winner ->
    [white] White wins!
    [black] Black wins!
   *[draw] A draw.
  }
# Variables: $square
app-play-explosion = Boom! An explosion card on { $square }: the tank blows up with it.
# Variables: $square
app-play-blank = A blank card on { $square }: it is removed, the tank stays.
# Variables: $square
app-play-arrival = A tank reaches the enemy start line on { $square }: one point!
app-piece-chars-tank = T
# Variables: $reason, $winner, $white, $black (points)
app-end-chars = { $reason ->
    [no_tanks] No tank is left on the board.
    [two_passes] Nobody can move any more.
   *[quiet_moves] Thirty moves without moving forward, capturing or turning a card: the game stops.
  } White { $white }, Black { $black }. { $winner ->
    [white] White wins!
    [black] Black wins!
   *[draw] A draw.
  }

# Bataille de chars: the race, the laying of the mines, the hand-over. $side is white or black.
app-chars-race-title = The race: the first home starts the battle.
app-chars-throw = Throw the die
app-chars-start = Start
app-chars-to-mines = Lay the mines
app-chars-ready = I am ready
# Variables: $side
app-chars-race-turn = { $side ->
    [white] White throws the die.
   *[black] Black throws the die.
  }
# Variables: $side, $die, $landed, $to, $jump (none, forward, back, red)
app-chars-race-step = { $side ->
    [white] White
   *[black] Black
  } threw { $die } and reached square { $landed }{ $jump ->
    [forward] ; an arrow takes the pawn on to square { $to }!
    [back] ; an arrow sends the pawn back to square { $to }.
    [red] ; the red square pushes the pawn on to square { $to }.
   *[none] .
  }
# Variables: $side
app-chars-race-won = { $side ->
    [white] White is home first and will move first.
   *[black] Black is home first and will move first.
  }
# Variables: $side
app-chars-cover-lay = { $side ->
    [white] White lays its mines. Hand the screen over: Black, don’t look!
   *[black] Black lays its mines. Hand the screen over: White, don’t look!
  }
# Variables: $side
app-chars-cover-battle = The mines are laid. Let the battle begin! { $side ->
    [white] White moves first.
   *[black] Black moves first.
  }
# Variables: $side
app-chars-cover-turn = { $side ->
    [white] White to move. Hand the screen over: Black, don’t look at White’s mines!
   *[black] Black to move. Hand the screen over: White, don’t look at Black’s mines!
  }
# The result of the move just played ($result, a whole sentence), then the hand-over.
# Variables: $result, $side
app-chars-cover-after = { $result } { $side ->
    [white] White to move. Hand the screen over: Black, don’t look at White’s mines!
   *[black] Black to move. Hand the screen over: White, don’t look at Black’s mines!
  }
# Variables: $side
app-chars-lay-title = { $side ->
    [white] White lays its mines
   *[black] Black lays its mines
  }
# Variables: $placed, $total
app-chars-lay-count = Explosion cards: { $placed } of { $total }
app-chars-lay-how = Touch a card to put an explosion on it or take it off. Drag a card onto another to swap them. The other cards are blanks.
app-chars-random = At random
app-chars-clear = Clear all
app-chars-done = Ready
app-play-hint = Hint
app-play-hint-title = Hint
app-play-thinking = The computer is thinking…
# Variables: $side (the child's side), $level (debutant, moyen, fort)
app-play-against-computer = Against the computer ({ $level ->
    [debutant] beginner
    [moyen] medium
   *[fort] strong
  }), you play { $side ->
    [white] White
   *[black] Black
  }
app-play-mark-safe = a safe square
app-play-mark-attacked = the opponent could take it here
app-play-mark-capture = takes a piece
app-play-mark-scores = scores points
app-play-mark-mine = a mine may be hidden here (chances out of the total)
app-play-computer-reply = Then the computer: { $what }
app-play-piece-ends-game = Careful: a move of this piece ends the game. Look at the points before you play.
app-play-schada-third-in-a-row = Careful: this piece made your last two moves. If you move it again, the game stops at once and the points are counted. You can move another piece.
app-play-schada-third-move = Careful: a move of this piece ends the game (a third move in a row with the same piece, a full line or the last chief taken stop it). Look at the points before you play.
