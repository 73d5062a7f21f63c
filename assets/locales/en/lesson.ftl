# The lesson player: buttons, answers to the pupils, end of a lesson.

lesson-next = Next
lesson-previous = Back
lesson-restart = Start again
lesson-show-me = Show me
# Variables: $step (the step's number), $total (how many steps)
lesson-step = Step { $step } of { $total }
lesson-your-turn = Your turn!
lesson-click-squares = Tap the right squares.
lesson-click-pile = Tap your pile to turn your card over.
lesson-click-die = Tap the die to throw it.

lesson-right-move = Well done!
lesson-wrong-move = That move is allowed, but it is not the one we want. Try again!
lesson-illegal-move = This piece cannot go there. Look at the square again.
# Variables: $moves (moves played), $stars (stars won, 1 to 3)
lesson-goal-reached = Goal reached in { $moves ->
    [one] one move
   *[other] { $moves } moves
}!
lesson-play-again = Lost this time! Let's play that game again.

lesson-quiz-right = Right answer!
lesson-quiz-wrong-answer = Not quite. Think again!
lesson-quiz-one-more = Yes! There are more.
lesson-quiz-all-found = You found them all!
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

# Variables: $stars (stars won, 1 to 3)
lesson-finished = Lesson finished! { $stars ->
    [one] One star.
   *[other] { $stars } stars.
}

lesson-lay-taken-back = You took that card back.
lesson-lay-not-minefield = Lay your cards on the minefield, in front of your opponent.
lesson-lay-taken = Something is already on that square.
# Variables: $count (cards laid)
lesson-lay-done = Your { $count } cards are laid, face down.
