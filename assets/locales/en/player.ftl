# The lesson player: lesson list, lesson screen, children.

player-home-lessons = Lessons
# Variables: $game (the game's name)
player-list-title = Lessons: { $game }
# Variables: $name (the child's first name)
player-list-child = { $name } is playing. Stars are kept for { $name }.
player-list-no-child = Nobody is chosen: stars will not be kept.
# Variables: $reason (why the children's file could not be read)
player-list-unread = The children's file, profiles.json, could not be read ({ $reason }): today, stars will not be kept.
player-list-damaged = The children's file, profiles.json, was damaged: it was set aside, and the list of children starts again empty.
# The stars of a finished lesson could not be saved. Variables: $reason (why)
player-stars-not-kept = Your stars could not be kept: { $reason }.
player-list-empty = This game has no lesson yet.
# Variables: $problems (number of errors in the file)
player-list-broken = Lesson to fix ({ $problems ->
    [one] one error
   *[other] { $problems } errors
})
player-change-child = Change child
# Variables: $stars (stars earned, 1 to 3)
player-stars = { $stars } of 3
player-not-done = Not done yet

player-you = You
player-emma = Emma
# Variables: $n (number of cards)
player-pile-main = { $n ->
    [0] empty draw pile
    [one] 1 card
   *[other] { $n } cards
}
# Variables: $n (number of cards)
player-pile-side = { $n ->
    [0] no won cards
    [one] 1 card won
   *[other] { $n } cards won
}
player-previous = Previous step
player-leave = Leave the lesson
# The same two buttons in one word, on a tablet upright beside a quiz's answers.
player-previous-short = Previous
player-leave-short = Leave
player-flip = Turn my card over
player-throw = Throw the die
player-key-space = Space
player-key-enter = Enter
player-click-track = Tap the square where the tank will stop.
player-histogram-title = How many rounds does a game last?
player-histogram-caption = Each bar counts the games whose length falls in its range of rounds (the number under a bar is where its range starts). Hatched bars are your answer.

player-error-title = This lesson has an error
player-error-help = The lesson file cannot be played as it is. Fix the line shown and save: the lesson reloads by itself.

player-children-title = Who is playing?
player-children-help = Tap your name. Your stars will be kept for you.
player-children-empty = The list is empty. Teacher: type a first name, then tap "Add".
player-new-name = New first name
player-add-name = Add
player-remove-mode = Remove a name
# Variables: $name (first name)
player-remove-name = Remove { $name }
player-nobody = Nobody
player-name-empty = Type a first name first.
player-name-too-long = This name is too long.
player-name-taken = This name is already on the list.
player-name-too-many = The list is full.

# "Show me" on a guessing question (La Bataille, lesson 6). Variables: $min, $max (the ticked range of rounds)
lesson-shown-guess = The right answer: from { $min } to { $max } rounds. It has a tick ✓. This step earns no star.
# Variables: $count (the problems not shown)
player-error-more = … and { $count ->
    [one] one more problem
   *[other] { $count } more problems
  }: `ludoclasse lesson check` gives them all
# On the lesson list of a game whose board file does not read (its mistake is written below). Variables: $file
player-list-board = The board file { $file } has a mistake: the lessons of this game will not open until it is corrected.
# The lesson list's pages, when a game has more lessons than the screen holds at this text size.
player-list-page-back = Previous lessons
player-list-page-on = Next lessons
