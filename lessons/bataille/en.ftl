# La Bataille: the lessons' texts.

## Lesson 1: the deal and the flip

bataille-l01-title = Cut and flip
bataille-l01-summary = How the cards are shared, and who wins a round.
bataille-l01-hello = Hello! Today you play La Bataille against Emma.
bataille-l01-deal = The deck is cut into two halves. You have 26 cards, and so does Emma. Your main pile stays face down in front of you.
bataille-l01-order = Which card is stronger? The 2 is the smallest card. Then come 3, 4, 5… up to 10. Then the jack, the queen, the king. The ace beats them all!
bataille-l01-first-flip = Tap your pile: you and Emma each turn over your top card.
bataille-l01-you-win = Your king is stronger than Emma's 5. You take both cards. They go on your side pile, next to you.
bataille-l01-flip-again = Once more! Turn your card over.
bataille-l01-emma-wins = This time Emma's jack beats your 3. Both cards go on Emma's side pile.
bataille-l01-who-wins = Look at the next two cards. Who will win this round?
bataille-l01-check = Turn your card over to check.
bataille-l01-goal = The game goes on like this. Whoever collects all 52 cards wins the game!

## Lesson 2: the battle

bataille-l02-title = Battle!
bataille-l02-summary = Two equal cards: each player lays four more.
bataille-l02-hello = What happens when both cards have the same value? Let's find out.
bataille-l02-warm-up = To start, turn your card over.
bataille-l02-who-wins = Look closely at these two cards. Who wins?
bataille-l02-what-is-a-battle = Two 7s! Neither is stronger. Everybody shouts: "Battle!"
bataille-l02-three-down = Each player lays three cards face down. Then each turns a fourth card face up.
bataille-l02-play-it = Tap your pile to play the battle.
bataille-l02-ten-cards = Your king beats Emma's 5. You pick up the whole table: 10 cards at once!
bataille-l02-who-wins-now = And now, who wins?
bataille-l02-again = Two 9s again! Tap to play this battle.
bataille-l02-double = The two face-up cards were equal again: two jacks! So there was another battle straight away. Your ace took everything: 18 cards!

## Lesson 3: the side pile and the four-card rule

bataille-l03-title = Your side pile
bataille-l03-summary = When your main pile is empty, and why you need four cards.
bataille-l03-hello = The cards you win go on your side pile. What happens to them?
bataille-l03-first = Turn over your first card.
bataille-l03-emma-side = Emma wins this round. She puts both cards on her side pile.
bataille-l03-fast = Now we play 25 rounds in one go. Tap!
bataille-l03-main-empty = You won all those rounds. But your main pile is empty! All your cards are on your side pile.
bataille-l03-turn-over = Don't worry: the side pile is turned over. It becomes your new main pile. Nobody ever shuffles.
bataille-l03-emma-count = Emma has only two cards left. She turns her side pile over too.
bataille-l03-who-wins = Look at the two cards. Who wins?
bataille-l03-four-rule = A battle needs four cards: three face down and one face up. A player with fewer than four cards when a battle comes loses the game!
bataille-l03-play-it = Tap to see what happens to Emma.
bataille-l03-end = Emma did not have four cards: the game is over, and you win! Remember: with few cards you can still win… unless a battle comes.

## Lesson 4: how long is a game?

bataille-l04-title = Is a game long?
bataille-l04-summary = Guess, then watch a thousand games played by the computer.
bataille-l04-hello = In La Bataille nobody chooses anything. So how long does a game last?
bataille-l04-round = A round is when both players turn their cards over and one of them picks them up.
bataille-l04-guess = Guess: about how many rounds does it take to finish a game?
bataille-l04-short = Fewer than 50 rounds
bataille-l04-medium = From 51 to 200 rounds
bataille-l04-long = From 201 to 600 rounds
bataille-l04-very-long = More than 600 rounds
# Variables: $games (games played), $median (the middle game), $mean (the average), $longest (the longest)
bataille-l04-results = The computer played { $games } games, each with well-shuffled cards. If we line them up from the shortest to the longest, the one in the middle lasts { $median } rounds. The longest: { $longest } rounds!
bataille-l04-bars = Each bar counts the games of the same length. The taller the bar, the more games of that length.
bataille-l04-last-bar = The last bar is special: these are the games stopped at round 2000. Without that limit, they could go on for a long time!
bataille-l04-chance = In La Bataille, chance decides everything. Every game is different, even though the rules never change.
