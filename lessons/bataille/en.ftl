# La Bataille: the lessons' texts and the rules.

## The rules (rules.toml)

bataille-rule-deal = The 52 cards are cut in two: 26 cards each, in a face-down draw pile.
bataille-rule-flip = In each round, both players turn over the top card of their draw pile.
bataille-rule-rank-order = From weakest to strongest: 2, 3, 4… 10, jack, queen, king, ace.
bataille-rule-suits = Suits never count: a 7 of hearts is worth the same as a 7 of spades.
bataille-rule-higher-wins = The stronger card wins: its player picks up every card on the table.
bataille-rule-battle = Two cards of the same value: battle! Each player lays 3 hidden cards, then 1 face up.
bataille-rule-battle-again = If the two face-up cards are equal again, there is another battle.
bataille-rule-side-pile = The cards you pick up go with your won cards, in the order they were laid.
bataille-rule-turn-over = When your draw pile is empty, your won cards are turned over and become your draw pile. Nobody ever shuffles.
bataille-rule-one-short = At a battle, if only one player has fewer than 4 cards, that player loses the game.
bataille-rule-both-short = If both players have fewer than 4 cards, the one with more wins. The same number: a draw.
bataille-rule-all-cards = Whoever holds all 52 cards wins the game.
bataille-rule-round-limit = When round 2000 ends, the game stops: the player with more cards wins. The same number: a draw.

## Lesson 1: the deal and the flip

bataille-l01-title = Cut and flip
bataille-l01-summary = How the cards are shared, and which card is stronger.
bataille-l01-deal = The deck is cut in two: 26 cards for you, 26 for Emma.
bataille-l01-order = From weakest to strongest: 2, 3, 4… 10, then jack, queen, king and ace.
bataille-l01-who-first = Each of you turns over the top card of the draw pile. Who takes the cards?
bataille-l01-who-first-hint = Only the ace beats the king.
bataille-l01-first-flip = Tap your draw pile: the winner picks up both cards.
bataille-l01-who-second = And now, which card wins?
bataille-l01-who-second-hint = The jack comes after the 10 in the order of the cards.
bataille-l01-won-cards = The winner puts the cards with their won cards. Tap your draw pile!
bataille-l01-who-third = Who takes the cards this time?
bataille-l01-who-third-hint = The ace is the strongest card of all.
bataille-l01-check = Tap your draw pile to check.
bataille-l01-who-fourth = And these? Who takes the cards?
bataille-l01-who-fourth-hint = Count: 6, 7, 8, 9. The 9 comes later.
bataille-l01-who-fifth = One last one: which card wins?
bataille-l01-who-fifth-hint = The 2 is the weakest card. The 4 beats it.
bataille-l01-how-many-first = The winner picks up the cards on the table. How many cards will that be?
bataille-l01-how-many-first-hint = The king and the 5 have different values: no battle.
bataille-l01-how-many-fourth = And this time, how many cards will the winner pick up?
bataille-l01-how-many-fourth-hint = The 6 and the 9 have different values: no battle.

## Lesson 2: the battle

bataille-l02-title = Battle!
bataille-l02-summary = Two cards of the same value: each player lays four more.
bataille-l02-warm-up = To start: who takes the cards?
bataille-l02-warm-up-hint = Remember, from weakest to strongest: 2, 3, 4… 10, jack, queen, king, ace.
bataille-l02-check = Tap your draw pile to check.
bataille-l02-what-is-a-battle = Two cards of the same value, even of different suits? That is a battle!
bataille-l02-who-wins = Look closely at these two cards. Who takes the cards?
bataille-l02-who-wins-hint = Two 7s: suits do not count. Neither is stronger: battle!
bataille-l02-three-down = Each player lays 3 hidden cards, then 1 face up. The stronger one takes everything. Tap your draw pile!
bataille-l02-who-wins-now = And now, who takes the cards?
bataille-l02-who-wins-now-hint = Two 9s, of two suits: another battle.
bataille-l02-again = If the face-up cards are equal again, there is another battle. Tap your draw pile!
bataille-l02-after = Two jacks, then your ace: you took everything! Who takes the next cards?
bataille-l02-after-hint = Remember, from weakest to strongest: 2, 3, 4… 10, jack, queen, king, ace.
bataille-l02-how-many-warm-up = How many cards will the winner pick up?
bataille-l02-how-many-warm-up-hint = The queen and the 9 have different values: no battle.
bataille-l02-how-many-battle = A battle! If the next cards are not equal, how many cards does the winner get?
bataille-l02-how-many-battle-hint = Each lays 1 card, then 3 hidden and 1 face up. 5 each: 10 cards.

## Lesson 3: your won cards and the four-card rule

bataille-l03-title = Your won cards
bataille-l03-summary = When your draw pile is empty, and why you need four cards.
bataille-l03-first = Who takes the cards?
bataille-l03-first-hint = Remember, from weakest to strongest: 2, 3, 4… 10, jack, queen, king, ace.
bataille-l03-emma-side = Emma will put both cards with her won cards. Tap your draw pile!
bataille-l03-second = And now?
bataille-l03-second-hint = Remember, from weakest to strongest: 2, 3, 4… 10, jack, queen, king, ace.
bataille-l03-fast = Now we play 25 rounds in one go. Tap your draw pile!
bataille-l03-turn-over = Your draw pile is empty! So your won cards are turned over: they become your draw pile.
bataille-l03-who-wins = Emma turns her won cards over: only one card is left in her draw pile. Who takes the cards?
bataille-l03-who-wins-hint = Two 9s: it is a battle. And Emma does not have 4 cards to play it.
bataille-l03-four-rule = A battle needs 4 more cards: 3 hidden and 1 face up. If only one player lacks them, that player loses!
bataille-l03-play-it = Tap your draw pile to see what happens to Emma.
bataille-l03-end = That is why you need at least 4 cards for a battle.
bataille-l03-how-many = How many cards will Emma put with her won cards?
bataille-l03-how-many-hint = The 9 and the king have different values: no battle.

## Lesson 4: nobody has four cards

bataille-l04-title = Nobody has four cards
bataille-l04-summary = A very long battle, and who wins when both players are short of cards.
bataille-l04-first = Who takes the cards?
bataille-l04-first-hint = Remember, from weakest to strongest: 2, 3, 4… 10, jack, queen, king, ace.
bataille-l04-check = Tap your draw pile to check.
bataille-l04-second = And now, who takes the cards?
bataille-l04-second-hint = Two 7s: it is a battle. Count the cards that are left!
bataille-l04-long-battle = Tap your draw pile, and count the battles!
bataille-l04-both-short = Did you count seven battles in a row? That is very rare!
bataille-l04-both-short-rule = A battle, and both players have fewer than 4 cards? Then the player with more cards wins.
bataille-l04-how-many = How many cards will the winner pick up?
bataille-l04-how-many-hint = The king and the 5 have different values: no battle.

## Lesson 5: a game to its end

bataille-l05-title = To the end
bataille-l05-summary = A whole game, until one player has all the cards.
bataille-l05-first = This time, we play to the end! Who takes the cards?
bataille-l05-first-hint = Remember, from weakest to strongest: 2, 3, 4… 10, jack, queen, king, ace.
bataille-l05-go = Tap your draw pile.
bataille-l05-second = Who takes the cards?
bataille-l05-second-hint = Remember, from weakest to strongest: 2, 3, 4… 10, jack, queen, king, ace.
bataille-l05-five = We play 5 rounds in one go. Tap your draw pile!
bataille-l05-battle = Look closely. Who takes the cards?
bataille-l05-battle-hint = Two 8s: it is a battle.
bataille-l05-play-battle = Tap your draw pile to play the battle.
bataille-l05-eighth = Who takes the cards?
bataille-l05-eighth-hint = Remember, from weakest to strongest: 2, 3, 4… 10, jack, queen, king, ace.
bataille-l05-fifteen = We play 15 rounds in one go. Tap your draw pile!
bataille-l05-turned = Both your draw piles were empty: each of you turned your won cards over. Who takes?
bataille-l05-turned-hint = Remember, from weakest to strongest: 2, 3, 4… 10, jack, queen, king, ace.
bataille-l05-check = Tap your draw pile to check.
bataille-l05-jack = You have seen these cards before! Who takes them this time?
bataille-l05-jack-hint = Remember, from weakest to strongest: 2, 3, 4… 10, jack, queen, king, ace.
bataille-l05-nine = We play 9 rounds in one go. Tap your draw pile!
bataille-l05-two-left = Emma has almost no cards left. Who takes these?
bataille-l05-two-left-hint = Remember, from weakest to strongest: 2, 3, 4… 10, jack, queen, king, ace.
bataille-l05-last = This is Emma's last card. Who takes it?
bataille-l05-last-hint = Remember, from weakest to strongest: 2, 3, 4… 10, jack, queen, king, ace.
bataille-l05-last-flip = Tap your draw pile for the last round.
bataille-l05-end = A whole game! Often it lasts much longer: lesson 6 shows it.
bataille-l05-how-many-first = How many cards will the winner pick up?
bataille-l05-how-many-first-hint = The king and the 5 have different values: no battle.
bataille-l05-how-many-battle = If there is only one battle, how many cards will the winner pick up?
bataille-l05-how-many-battle-hint = Each lays 1 card, then 3 hidden and 1 face up: 10 cards in all.
bataille-l05-how-many-eighth = How many cards will the winner add to their won cards?
bataille-l05-how-many-eighth-hint = The 10 and the 5 have different values: no battle.
bataille-l05-how-many-turned = How many cards will the winner pick up?
bataille-l05-how-many-turned-hint = Turning your won cards over changes nothing: no battle here.
bataille-l05-how-many-jack = And how many cards will the winner pick up?
bataille-l05-how-many-jack-hint = The jack and the 5 have different values: no battle.
bataille-l05-how-many-last = How many cards will you pick up with Emma’s last card?
bataille-l05-how-many-last-hint = Your card and hers: 2 cards. Then you will have all 52!

## Lesson 6: how long is a game?

bataille-l06-title = How long is a game?
bataille-l06-summary = Guess, then watch a thousand games played by the computer.
bataille-l06-limit = A game stops at round 2000 at the latest. Then the player with more cards wins.
bataille-l06-guess = Guess: about how many rounds does a game last?
bataille-l06-short = 100 rounds or fewer
bataille-l06-medium = From 101 to 300 rounds
bataille-l06-long = From 301 to 600 rounds
bataille-l06-very-long = From 601 to 2000 rounds
# Variables: $games (games played), $median (the middle game), $mean (the average), $longest (the longest)
bataille-l06-results = The computer played { $games } games with well-shuffled cards. The middle one lasts { $median } rounds. The longest: { $longest } rounds!
bataille-l06-last-bar = The last bar shows the games stopped at round 2000. Without that limit, they would still be going!
