# La Bataille at the table. $who is south (the child, "you"), emma, or draw.
app-bataille-you = You
app-bataille-emma = Emma
app-bataille-flip = Flip
app-bataille-flip-battle = Fight the battle
app-bataille-auto = Auto-play
app-bataille-stop = Stop
app-bataille-new = New deal
app-bataille-wins-card = higher
# Variables: $n (speed, 1 to 5)
app-bataille-speed = Speed { $n }
# Variables: $n
app-bataille-rounds = Rounds: { $n }
# Variables: $n
app-bataille-battles = Battles: { $n }
# Variables: $who, $n (cards held: main pile and side pile)
app-bataille-cards = { $who ->
    [south] Your cards
   *[emma] Emma’s cards
  }: { $n }
# Variables: $n
app-bataille-main-pile = Draw pile: { $n }
# Variables: $n
app-bataille-side-pile = Won: { $n }
app-bataille-click-pile = Tap your draw pile (or press Space) to turn your card over.
app-bataille-resumed = Back to the game where it stopped.
app-bataille-new-deal = Cards shuffled and dealt: 26 each.
app-bataille-event-battle = A tie: battle! Each player lays three hidden cards, then one face up. Tap your draw pile.
# Variables: $who
app-bataille-event-turn-over = { $who ->
    [south] Your draw pile is empty: the cards you won are turned over and become your draw pile.
   *[emma] Emma’s draw pile is empty: the cards she won are turned over and become her draw pile.
  }
# Variables: $who, $n (cards collected)
app-bataille-event-round = { $who ->
    [south] You collect { $n } cards.
   *[emma] Emma collects { $n } cards.
  }
# Variables: $who
app-bataille-end-capture-all = { $who ->
    [south] Well done! You won all 52 cards.
   *[emma] Emma won all 52 cards. Another deal?
  }
# Variables: $who (winner), $short (who lacked cards), $n (cards of the one who lacked)
app-bataille-end-shortage = { $short ->
    [south] A battle, but you have { $n ->
        [0] no cards
        [1] only one card
       *[other] only { $n } cards
      } left, and a battle needs 4. Emma wins the game.
   *[emma] A battle, but Emma has { $n ->
        [0] no cards
        [1] only one card
       *[other] only { $n } cards
      } left, and a battle needs 4. You win the game!
  }
# Variables: $who, $south, $emma (cards held)
app-bataille-end-both-short = A battle, but neither player has the 4 cards it needs ({ $south } for you, { $emma } for Emma). { $who ->
    [south] You have more: you win!
    [emma] Emma has more: she wins.
   *[draw] The same number: a draw.
  }
# Variables: $who, $south, $emma (cards held)
app-bataille-end-round-limit = 2000 rounds played: the game stops and the bigger holding wins ({ $south } cards for you, { $emma } for Emma). { $who ->
    [south] You win!
    [emma] Emma wins.
   *[draw] Exactly equal: a draw.
  }
# Variables: $who
app-bataille-event-higher = { $who ->
    [south] Your card is higher: you take everything on the table.
   *[emma] Emma’s card is higher: she takes everything on the table.
  }
# Variables: $who
app-bataille-banner = { $who ->
    [south] You won the game!
    [emma] Emma won the game
   *[draw] A draw
  }
# The letters on the court cards.
app-bataille-jack = J
app-bataille-queen = Q
app-bataille-king = K
