# The lesson player: buttons, answers to the pupils, end of a lesson.

lesson-next = Next
lesson-previous = Back
lesson-restart = Start again
lesson-show-me = Show me
# Variables: $step (the step's number), $total (how many steps)
lesson-step = Step { $step } of { $total }
lesson-your-turn = Your turn!
lesson-click-squares = Tap the right squares.
lesson-click-pile = Tap your draw pile to turn your card over.
lesson-click-die = Tap the die to throw it.
# After a throw of the die. Variables: $die (the number thrown), $to (the square reached), $pawn (yours or other)
lesson-threw = The die shows { $die }. { $pawn ->
    [yours] Your pawn
   *[other] The other pawn
  } arrives on square { $to }.

lesson-right-move = Well done!
lesson-wrong-move = That move is allowed, but it is not the one we want. Try again!
lesson-illegal-move = This piece cannot go there. Look at the square again.
lesson-play-again = Lost this time! Let's play that game again.
lesson-play-draw-again = Nobody won. Let's play that game again!
lesson-play-won-again = You won the game, but not the goal. Let's play again.
lesson-play-step-again = Let’s start this step again with your tank.
# Variables: $square (where the capture happened); $kind (the game and the letter of the piece taken)
lesson-play-you-take = You take the computer's { $kind ->
    [espion-c] chief
    [espion-s] spy
    [espion-a] agent
    [schada-o] officer
    [schada-u] sub-officer
    [schada-p] soldier
    [tank-battle-c] commander
    [tank-battle-t] tank
   *[other] piece
} on { $square }!
# Variables: $square (where the capture happened); $kind (the game and the letter of the piece taken)
lesson-play-taken = The computer takes your { $kind ->
    [espion-c] chief
    [espion-s] spy
    [espion-a] agent
    [schada-o] officer
    [schada-u] sub-officer
    [schada-p] soldier
    [tank-battle-c] commander
    [tank-battle-t] tank
   *[other] piece
} on { $square }.

lesson-quiz-right = Right answer!
lesson-quiz-wrong-answer = Not quite. Think again!
# Variables: $left (the right answers still to find), $what (what is tapped: square, piece or mine)
lesson-quiz-one-more = { $what ->
    [piece] { $left ->
        [1] Yes! One more piece to find.
       *[other] Yes! { $left } more pieces to find.
    }
    [mine] { $left ->
        [1] Yes! One more explosion to find.
       *[other] Yes! { $left } more explosions to find.
    }
   *[square] { $left ->
        [1] Yes! One more square to find.
       *[other] Yes! { $left } more squares to find.
    }
}
# Variables: $count (the right answers in all), $what (as above)
lesson-quiz-all-found = { $what ->
    [piece] { $count ->
        [1] Yes, that’s the right piece!
       *[other] You found all the pieces!
    }
    [mine] { $count ->
        [1] Yes, that’s your explosion!
       *[other] You found all your explosions!
    }
   *[square] { $count ->
        [1] Yes, that’s the right square!
       *[other] You found all the squares!
    }
}
lesson-quiz-wrong-square = No, not that square.
# Variables: $points (a number of points)
lesson-points = { $points ->
    [one] 1 point
   *[other] { $points } points
}
lesson-round-south = I win.
lesson-round-emma = Emma wins.
lesson-round-battle = A battle!
lesson-round-won = You win this round.
lesson-round-lost = Emma wins this round.

lesson-guess-noted = Got it! Let's see what the games say.
lesson-guess-close = Good guess: half of the games are shorter than that.
lesson-guess-far = Not quite: look where most of the games fall.


lesson-lay-taken-back = You took that card back.
lesson-lay-not-minefield = Lay your cards on the minefield, in front of your opponent.
lesson-lay-taken = Something is already on that square.
# Variables: $count (cards laid)
lesson-lay-done = Your { $count } cards are laid, face down.
# Variables: $laid (cards laid), $count (cards to lay), $mines (explosions laid), $explosions (explosions to lay)
lesson-lay-count = { $laid } of { $count } { $count ->
    [one] card
   *[other] cards
} laid, { $mines } of { $explosions } { $explosions ->
    [one] explosion
   *[other] explosions
}.

# Variables: $moves (your moves), $par (the moves aimed at)
lesson-goal-reached = Goal reached in { $moves ->
    [one] one move
   *[other] { $moves } moves
}: no more than { $par }, well done!
# Variables: $moves (your moves), $lost (the games lost before, 0 when it was a refused move)
lesson-goal-reached-not-first = Goal reached in { $moves ->
    [one] one move
   *[other] { $moves } moves
}, well done! { $lost ->
    [0] No star this time: there was a mistake before.
    [one] No star this time: one game was lost before.
   *[other] No star this time: { $lost } games were lost before.
}
# Variables: $moves (your moves), $par (the moves aimed at)
lesson-goal-reached-over-par = Goal reached, in { $moves } moves. The challenge was { $par } moves at most: no star for this game.
# Variables: $moves (your moves)
lesson-goal-reached-helped = Goal reached with the help of “Show me”, in { $moves ->
    [one] one move
   *[other] { $moves } moves
}. No star for this game: play it again without help to earn one.
# Variables: $stars (stars won, 0 to 3), $steps (steps where the child decides), $good (those solved at the first try, without help)
lesson-finished = Lesson finished! { $stars ->
    [0] No star this time.
    [one] One star.
   *[other] { $stars } stars.
}{ $steps ->
    [0] {""}
   *[other] {" "}Solved at the first try, without help: { $good } { $good ->
        [one] step
       *[other] steps
    } of { $steps }.
}{ $stars ->
    [0] {" "}Try again to earn a star!
   *[other] {""}
}
# A move takes two touches. Variables: $game (the game)
lesson-play-would-end = Careful: if you move { $game ->
    [chars] your tank
    [tank-battle] your tank
   *[other] your piece
} on { $square }, the game ends, and you do not win it.
lesson-pick-first = { $game ->
    [chars] First tap one of your tanks, then the square where it goes.
    [tank-battle] First tap one of your tanks, then the square where it goes.
   *[other] First tap one of your pieces, then the square where it goes.
}
lesson-shown = Look at what is marked. This step earns no star.
lesson-shown-choice = The right answer has a tick ✓. This step earns no star.
# "Show me" during a game: this move leads to the goal. Variables: $moves (your moves, this one included)
lesson-help-goal-sure = { $moves ->
    [one] With this move, you reach the goal at once.
   *[other] This move reaches the goal in { $moves } moves, whatever the computer does.
}
lesson-help-goal-towards = This move goes towards the goal: { $moves } moves, if the computer does not stop you.
# Variables: $escapes (the computer's moves that do not lose at once)
lesson-help-goal-pressing = { $escapes ->
    [0] After this move, the computer cannot escape any more.
    [one] After this move, the computer has only one way left to escape.
   *[other] After this move, the computer has only { $escapes } ways left to escape.
}

## Why it is not possible (Variables: $from, $to, the squares)
lesson-why-off-board = That square is not on the board.
lesson-why-over = The game is over: no more moves.
lesson-why-no-piece = There is no piece on { $from }.
lesson-why-not-yours = The piece on { $from } is not yours.
lesson-why-same-square = Your piece is already on that square.
lesson-why-own-piece = One of your pieces is already on { $to }. You never move onto your own piece.
lesson-why-blocked = A piece blocks the way from { $from } to { $to }.
lesson-why-too-far = { $to } is too far for the piece on { $from }.
lesson-why-no-way = The piece on { $from } cannot go that way.
lesson-why-red-zone = { $square } is in the red zone: only the commander may go in or cross it.
lesson-why-mine = There is a mine on { $square }: no tank may stop on it or go over it.
lesson-why-red-zone-on-way = To reach { $to }, your tank would cross the red zone at { $square }. Only the commander may do that.
lesson-why-mine-on-way = To reach { $to }, your tank would go over the mine on { $square }. No tank goes over a mine.
lesson-why-stays-in-base = This tank is in the enemy base: it may not leave it any more.
lesson-why-not-straight = A tank goes in a straight line: along its row, its column or a diagonal. { $to } is on none of them.
lesson-why-safe-in-red = In the red zone a commander is safe: the other commander may not take it.
lesson-why-diagonal = A tank never goes diagonally: one square straight ahead, or to the side.
lesson-why-backward = A tank never goes back: one square ahead, or to the side.
lesson-why-no-line = Look at the diagram on { $from }: none of its lines ends on { $to }.
lesson-why-chief-home = This chief is on its target line: it can only take one step to the side.
lesson-why-no-arrow = Look at the arrows on { $from }: none of them points to { $to }.
lesson-why-attacker-yours = That piece is yours: look for your opponent's pieces.
# Variables: $square
lesson-why-empty = There is no piece on { $square }.
# Variables: $square; $kind (the game and the letter of the piece found)
lesson-why-other-kind = On { $square } stands { $kind ->
    [espion-c] your chief
    [espion-s] a spy
    [espion-a] an agent
    [schada-o] an officer
    [schada-u] a sub-officer
    [schada-p] a soldier
    [tank-battle-c] your commander
    [tank-battle-t] an ordinary tank
   *[other] another kind of piece
}: not the piece asked for.
lesson-why-piece-yours = On { $square } stands one of your pieces: look for your opponent's.
lesson-why-piece-theirs = On { $square } stands your opponent's piece: look for yours.
lesson-why-no-mine = You laid no explosion card on { $square }.
# Variables: $south (your card), $emma (Emma's card)
lesson-why-round-south = Your { $south ->
    [J] jack
    [Q] queen
    [K] king
    [A] ace
    *[other] { $south }
   } beats Emma's { $emma ->
    [J] jack
    [Q] queen
    [K] king
    [A] ace
    *[other] { $emma }
   }: you win.
lesson-why-round-emma = Emma's { $emma ->
    [J] jack
    [Q] queen
    [K] king
    [A] ace
    *[other] { $emma }
   } beats your { $south ->
    [J] jack
    [Q] queen
    [K] king
    [A] ace
    *[other] { $south }
   }: Emma wins.
lesson-why-round-battle = Both cards have the same value ({ $south ->
    [J] jack
    [Q] queen
    [K] king
    [A] ace
    *[other] { $south }
   }): it is a battle!

# La Bataille, the "how many cards?" question. Variables: $cards (a number of cards)
lesson-cards = { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}
# Variables: $cards (the cards the winner takes)
lesson-why-cards-round = Each player lays one card: the winner takes 2.
# Variables: $cards (the cards the winner takes)
lesson-why-cards-battle = At each battle, each player lays 4 more cards. The winner takes { $cards }.

## "ludoclasse lesson show": what each step does. Variables: $side (white or black), $from, $to (squares)
lesson-show-moved = { $side ->
    [white] White
   *[black] Black
  }: { $from } → { $to }
lesson-show-captured = { $side ->
    [white] White
   *[black] Black
  }: { $from } → { $to }, capture
# Variables: $side
lesson-show-passed = { $side ->
    [white] White
   *[black] Black
  }: no move, the turn passes
lesson-show-taken-back = Move taken back: { $from } → { $to }
# Variables: $count (actions of the round)
lesson-show-cards = Cards turned ({ $count } actions)
# Variables: $die (the die), $to (where the pawn ends)
lesson-show-threw = Die: { $die }, the pawn ends on { $to }
lesson-show-reset = The game starts again from the start of the step

## The end of a lesson's game, said to the child who plays against the computer.
## Variables: $winner (you: the child, computer, draw: nobody), $reason, $white, $black (points)
lesson-end-winner = { $winner ->
    [you] You win!
    [computer] The computer wins.
   *[draw] It is a draw.
  }
lesson-end-espion = { $reason ->
    [chief_captured] { $winner ->
        [you] The computer's chief is taken: you win!
       *[computer] Your chief is taken: the computer wins.
      }
    [no_legal_move] { $winner ->
        [you] The computer cannot move any more: you win!
       *[computer] You cannot move any more: the computer wins.
      }
   *[no_capture_limit] A hundred moves without a capture: the game stops, it is a draw.
  }
# Variables: $reason, $winner, $decision, $white, $black (points)
lesson-end-schada = { $reason ->
    [target_line_full] A target line is full.
    [chiefs_captured] One side has no chief left.
    [same_piece_three_times] The same piece moved three times in a row.
    [two_passes] Nobody can move any more.
   *[move_limit] 200 moves have been played.
  } White { $white }, Black { $black }. { $decision ->
    [chiefs] Same score: the side that kept more chiefs wins. { lesson-end-winner }
   *[other] { lesson-end-winner }
  }
lesson-end-tank-battle = { $reason ->
    [all_in_enemy_base] All the tanks of one side are in the enemy base.
    [white_all_in] All of White’s remaining tanks are in Black’s base.
    [black_all_in] All of Black’s remaining tanks are in White’s base.
    [white_no_tanks] White has no tank left.
    [black_no_tanks] Black has no tank left.
    [two_passes] Nobody can move any more.
   *[move_limit] 300 moves have been played.
  } White { $white }, Black { $black }. { lesson-end-winner }
lesson-end-chars = { $reason ->
    [no_tanks] No tank is left on the board.
    [two_passes] Nobody can move any more.
   *[quiet_moves] Thirty moves without going forward, taking or turning a card.
  } White { $white }, Black { $black }. { lesson-end-winner }
