# La Bataille at the table. $who is south (the child, "tu"), emma, or draw.
app-bataille-you = Toi
app-bataille-emma = Emma
app-bataille-flip = Retourner
app-bataille-flip-battle = Livrer bataille
app-bataille-auto = Jeu automatique
app-bataille-stop = Arrêter
app-bataille-new = Nouvelle donne
app-bataille-wins-card = la plus forte
# Variables: $n (speed, 1 to 5)
app-bataille-speed = Vitesse { $n }
# Variables: $n
app-bataille-rounds = Manches : { $n }
# Variables: $n
app-bataille-battles = Batailles : { $n }
# Variables: $who, $n (cards held: main pile and side pile)
app-bataille-cards = { $who ->
    [south] Tes cartes
   *[emma] Cartes d’Emma
  } : { $n }
# Variables: $n
app-bataille-main-pile = Pioche : { $n }
# Variables: $n
app-bataille-side-pile = Gagnées : { $n }
app-bataille-click-pile = Touche ta pioche (ou appuie sur Espace) pour retourner ta carte.
app-bataille-resumed = On reprend la partie là où elle s’était arrêtée.
app-bataille-new-deal = Cartes mélangées et distribuées : 26 chacun.
app-bataille-event-battle = Égalité : bataille ! Chacun pose trois cartes cachées, puis une carte visible. Touche ta pioche.
# Variables: $who
app-bataille-event-turn-over = { $who ->
    [south] Ta pioche est vide : tes cartes gagnées sont retournées et deviennent ta pioche.
   *[emma] La pioche d’Emma est vide : ses cartes gagnées sont retournées et deviennent sa pioche.
  }
# Variables: $who, $n (cards collected)
app-bataille-event-round = { $who ->
    [south] Tu ramasses { $n } cartes.
   *[emma] Emma ramasse { $n } cartes.
  }
# Variables: $who
app-bataille-end-capture-all = { $who ->
    [south] Bravo ! Tu as gagné les 52 cartes.
   *[emma] Emma a gagné les 52 cartes. Une autre donne ?
  }
# Variables: $who (winner), $short (who lacked cards), $n (cards of the one who lacked)
app-bataille-end-shortage = { $short ->
    [south] Bataille, mais tu n’as plus { $n ->
        [0] aucune carte
        [1] qu’une carte
       *[other] que { $n } cartes
      } : il en faut 4 pour la jouer. Emma gagne la partie.
   *[emma] Bataille, mais Emma n’a plus { $n ->
        [0] aucune carte
        [1] qu’une carte
       *[other] que { $n } cartes
      } : il en faut 4 pour la jouer. Tu gagnes la partie !
  }
# Variables: $who, $south, $emma (cards held)
app-bataille-end-both-short = Bataille, mais personne n’a les 4 cartes qu’elle demande ({ $south } pour toi, { $emma } pour Emma). { $who ->
    [south] Tu en as le plus : tu gagnes !
    [emma] Emma en a le plus : elle gagne.
   *[draw] Autant chacun : match nul.
  }
# Variables: $who, $south, $emma (cards held)
app-bataille-end-round-limit = 2000 manches jouées : la partie s’arrête et le plus gros tas gagne ({ $south } cartes pour toi, { $emma } pour Emma). { $who ->
    [south] Tu gagnes !
    [emma] Emma gagne.
   *[draw] Égalité parfaite : match nul.
  }
# Variables: $who
app-bataille-event-higher = { $who ->
    [south] Ta carte est la plus forte : tu ramasses tout ce qui est sur la table.
   *[emma] La carte d’Emma est la plus forte : elle ramasse tout ce qui est sur la table.
  }
# Variables: $who
app-bataille-banner = { $who ->
    [south] Tu as gagné la partie !
    [emma] Emma a gagné la partie
   *[draw] Match nul
  }
# The letters on the court cards: Valet, Dame, Roi.
app-bataille-jack = V
app-bataille-queen = D
app-bataille-king = R
