# Worksheets (ludoclasse print worksheets): exercises made from the lessons' quizzes, then the answer key.

## The pages
# Variables: $game (the game’s name)
worksheet-title = Fiche d’exercices : { $game }
worksheet-key-title = Corrigé : { $game }
worksheet-key-bookmark = Corrigé
worksheet-key-note = Pour l’enseignant — réponses données par les règles du jeu
worksheet-name = Prénom : ....................................
# Variables: $page, $pages
worksheet-footer = Ludoclasse · fiche d’exercices · page { $page } sur { $pages }
# The plan line at the top of the first page. Variables: $pages (pages for each child), $class (pupils),
# $sheets (sheets printed one side), $duplex (sheets printed on both sides), $keypages, $keyfrom, $keyto
worksheet-plan = Pour une classe de { $class } : imprimez { $pages ->
    [one] la page 1
   *[other] les pages 1 à { $pages }
  } en { $class } exemplaires, sur papier ordinaire ({ $sheets } feuilles en recto seul, { $duplex } en recto verso) ; rien à découper. Le corrigé ({ $keypages ->
    [one] page { $keyfrom }
   *[other] pages { $keyfrom } à { $keyto }
  }) est pour vous : un seul exemplaire.
worksheet-track = La piste de la course
worksheet-track-note = Les exercices de course se font sur cette piste
# Variables: $n
worksheet-exercise = Exercice { $n }
# Variables: $title (the lesson’s title)
worksheet-from-lesson = Leçon « { $title } »
worksheet-zoom = Le schéma de la case, en grand :
worksheet-legend = Les pièces :
worksheet-answer-squares = Colorie les cases sur le plateau, puis écris-les ici :
worksheet-answer-write = Écris leurs cases ici :
worksheet-answer-square = Case :
worksheet-tick = Coche la bonne réponse :
# Variables: $n
worksheet-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
  }
worksheet-white = blanc
worksheet-black = noir
worksheet-you = Toi
worksheet-emma = Emma
worksheet-battle = Bataille !
worksheet-chars-tank = Char

## The questions
# Variables: $square
worksheet-q-targets = Regarde la pièce sur la case { $square } (encadrée). Sur quelles cases peut-elle aller en un coup ?
# Variables: $square, $side (worksheet-white or worksheet-black)
worksheet-q-attackers = Quelles pièces du camp { $side } peuvent arriver sur la case { $square } (encadrée) en un coup ? Écris les cases où elles sont.
worksheet-q-score = Compte les points du camp { $side } sur ce plateau.
# Variables: $piece (the kind of piece), $side
worksheet-q-pieces = Trouve toutes les pièces « { $piece } » du camp { $side }. Sur quelles cases sont-elles ?
# Variables: $side, $from (0: before the start), $die
worksheet-q-landing = C’est au pion { $side } de lancer le dé. Il est { $from ->
    [0] au départ
   *[other] sur la case { $from }
  } et le dé montre { $die }. Sur quelle case finit-il son tour ? Pense aux flèches et aux cases rouges.
worksheet-q-winner = Voici ta carte et celle d’Emma, face visible. Qui gagne ce tour ?
worksheet-q-how-long = Une partie de bataille jouée jusqu’au bout dure combien de tours, le plus souvent ?

## The key
worksheet-key-none = aucune case
# Variables: $to
worksheet-key-landing = case { $to }
# Variables: $landed, $to
worksheet-key-landing-moved = le dé l’amène en { $landed }, qui l’envoie en { $to } : case { $to }
# Variables: $winner (south, emma, battle), $taker (south, emma, nobody), $cards
worksheet-key-round = { $winner ->
    [south] Toi : ta carte est plus forte
    [emma] Emma : sa carte est plus forte
   *[battle] Bataille : les deux cartes sont égales
  }. { $taker ->
    [south] Tu ramasses { $cards } cartes.
    [emma] Emma ramasse { $cards } cartes.
   *[nobody] Personne ne ramasse : un joueur n’a plus assez de cartes, la partie s’arrête.
  }
# Variables: $choice (the choice’s words), $games, $rounds
worksheet-key-median = « { $choice } » : sur { $games } parties jouées par l’ordinateur, la moitié a duré moins de { $rounds } tours.
