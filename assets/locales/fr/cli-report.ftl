# Les comptes rendus de la ligne de commande, sur la sortie standard (ludoclasse print, bataille, chars,
# match, bench, screenshot). Les sorties pour les programmes (--json, perft) ne passent pas par ici.
# Les nombres à virgule arrivent déjà écrits avec la virgule décimale.

## ludoclasse print. Variables : $path (le fichier), $pages, $size (en ko), $game (le nom du jeu), $boards (les plateaux), $seconds
cli-report-kit = { $path } : { $pages ->
    [one] 1 page
   *[other] { $pages } pages
  }, { $size } ko
cli-report-kit-game = { "  " }{ $game } : { $pages ->
    [one] 1 page
   *[other] { $pages } pages
  }
cli-report-kit-game-boards = { "  " }{ $game } : { $pages ->
    [one] 1 page
   *[other] { $pages } pages
  } ({ $boards })
## Un plateau découpé en morceaux. Variables : $sheet (la feuille), $files et $ranks (cases en largeur et en hauteur), $mm (côté d’une case), $columns et $rows (pages en largeur et en hauteur)
cli-report-board = { $sheet } : { $files } × { $ranks } cases de { $mm } mm sur { $columns } × { $rows } pages
cli-report-total = total : { $size } ko en { $seconds } s

## ludoclasse print worksheets. Variables : $exercises, $pages, $children (pages de chaque enfant), $key (pages du corrigé), $place (leçon:ligne), $why
cli-report-worksheets = { $path } : { $exercises ->
    [one] 1 exercice
   *[other] { $exercises } exercices
  } sur { $pages } pages ({ $children } pour chaque enfant, { $key } de corrigé), { $size } ko
cli-report-left-out = { "  " }laissé de côté : { $place } : { $why }
cli-report-left-free-game = après une partie libre, la position dépend de la classe
cli-report-left-memory = une question de mémoire : sur papier, la réponse est sous les yeux
cli-report-left-race = cette question n’a pas de sens sur le parcours de la course
cli-report-left-over = la partie est finie : il ne reste aucune manche
cli-report-left-cards = cette question n’a pas de sens avec des cartes
cli-report-answer-differs = { "  " }attention : { $place } : la réponse de la leçon n’est pas celle des règles (le corrigé suit les règles)
cli-report-time = durée : { $seconds } s

## ludoclasse bataille replay. Variables : $who (south, emma ou draw), $reason (la fin en mots), $code (son nom dans le format JSON)
cli-report-replay-winner = gagnant : { $who ->
    [south] Sud
    [emma] Emma
   *[draw] personne (égalité)
  }
cli-report-replay-reason = fin : { $reason } ({ $code })
cli-report-replay-rounds = manches : { $rounds }
cli-report-replay-battles = batailles : { $battles }
cli-report-replay-holdings = Sud a { $south } cartes, Emma { $emma }
cli-report-end-capture-all = un joueur a pris toutes les cartes
cli-report-end-battle-shortage = un joueur n’avait plus assez de cartes pour finir une bataille
cli-report-end-both-short = aucun des deux n’avait assez de cartes pour finir une bataille
cli-report-end-round-limit = les 2000 manches ont été jouées

## ludoclasse bataille stats. Variables : $games, $seed, $share (un pourcentage), $south, $emma, $draw, $mean, $median, $longest, $deal
cli-report-stats-deals = { $games } donnes (graine { $seed })
cli-report-stats-ends = comment les parties ont fini :
cli-report-stats-end = { "  " }{ $share } %  { $reason } ({ $code })
cli-report-stats-winners = gagnants : Sud { $south } %, Emma { $emma } %, égalité { $draw } %
cli-report-stats-length = durée en manches : moyenne { $mean }, médiane { $median }, la plus longue { $longest } (donne { $deal })
cli-report-stats-histogram = histogramme des durées (en manches) :

## ludoclasse chars race. Variables : $side (Blanc ou Noir), $die, $from, $to, $jump (une flèche ou une case rouge), $throws, $white, $black
cli-report-white = Blanc
cli-report-black = Noir
cli-report-race-throw = { $side } lance { $die } : { $from } → { $to }{ $jump }
cli-report-race-arrow = , flèche { $from } → { $to }
cli-report-race-red = , case rouge { $from } → { $to }
cli-report-race-winner = gagnant : { $side } après { $throws } lancers (Blanc sur la case { $white }, Noir sur la case { $black })

## ludoclasse match. Variables : $game, $first et $second (les niveaux), $alternate (yes ou no), $games, $seed, $level, $wins, $draws, $losses, $share
cli-report-match-head = { $game } : { $first } contre { $second } ({ $alternate ->
    [yes] les camps alternent
   *[no] le premier niveau joue Blanc
  }), { $games } parties, graine { $seed }
cli-report-match-score = { $level } : { $wins } victoires, { $draws } nuls, { $losses } défaites ({ $share } % de victoires)
cli-report-match-sides = avec Blanc : { $white } ; avec Noir : { $black } (victoires / nuls / défaites)
cli-report-match-length = durée moyenne : { $mean } coups
cli-report-match-unfinished = parties arrêtées avant la fin (comptées comme nulles) : { $count }

## ludoclasse bench. Variables : $games, $rounds, $threads, $best, $median (en secondes), $rate, $game, $depth, $nodes
cli-report-bench-bataille = statistiques de La Bataille, { $games } parties ({ $rounds } manches), { $threads } fil(s) : meilleur { $best } s, médiane { $median } s, { $rate } parties/s, { $millions } M manches/s
cli-report-bench-perft = perft { $game } profondeur { $depth } : { $nodes } nœuds, { $threads } fil(s), meilleur { $best } s, médiane { $median } s, { $millions } M nœuds/s (médiane)
cli-report-bench-hint = indice { $game } au niveau { $level } sur { $count } positions de milieu de partie, { $nodes } nœuds par indice
cli-report-bench-wall = { "  " }temps réel : { $summary } ; { $thousands } k nœuds/s
cli-report-bench-cpu = { "  " }temps processeur : { $summary } ; { $thousands } k nœuds/s
cli-report-bench-summary = médiane { $median } ms, 90e centile { $p90 } ms, maximum { $max } ms
cli-report-bench-no-position = aucune position de milieu de partie n’a été trouvée pour chronométrer les indices

## ludoclasse lesson coverage. Variables : $game, $rules, $open (règles jamais pratiquées)
cli-report-coverage-game = { $game } : { $rules } règles, { $open } jamais pratiquées
cli-report-coverage-taught = enseignée par
cli-report-coverage-practised = pratiquée dans
cli-report-coverage-none = aucun jeu n’a encore de liste de règles (lessons/<jeu>/rules.toml)

## ludoclasse screenshot. Variables : $frames, $width, $height, $median, $p95, $cpu, $first, $size (taille du texte), $problem
cli-report-frames = { $frames } images en { $width }x{ $height } : médiane { $median } ms, 95e centile { $p95 } ms ; première image après { $first } ms
cli-report-frames-cpu = { $frames } images en { $width }x{ $height } : médiane { $median } ms, 95e centile { $p95 } ms ; temps processeur { $cpu } ms par image ; première image après { $first } ms
cli-report-layout-line = { $width }x{ $height }, texte { $size } : { $problem }
# Ce qui ne va pas dans une mise en page (screenshot --check-layout). Variables : $label, $first, $second et $button (le texte d’un bouton), $px (sa hauteur), $least (la hauteur minimale), $text (une ligne de texte)
cli-report-layout-too-low = le bouton « { $label } » a { $px } px de haut (moins de { $least } px)
cli-report-layout-off-screen = le bouton « { $label } » sort de l’écran
cli-report-layout-overlap = les boutons « { $first } » et « { $second } » se chevauchent
cli-report-layout-text-under-button = le texte « { $text } » passe sous le bouton « { $button } »
cli-report-layout-text-off-screen = le texte « { $text } » sort de l’écran
cli-report-layout-text-left-out = le texte « { $text } » n’est pas dessiné, faute de place
cli-report-layout-words-shrunk = les mots du bouton « { $label } » rétrécissent à { $percent } % du texte normal pour tenir dans sa largeur
cli-report-scene-step-alone = --step va avec --lesson : donnez aussi la leçon, comme --lesson espion/01
cli-report-scene-unknown = il n’y a pas de scène « { $name } » sans --game (choisissez home, settings, notices, notices-many, notices-many-quit, notices-many-list, notices-many-details ou children-full-disk)
cli-report-scene-unknown-board = { $game } n’a pas de scène « { $name } » (choisissez board, select, hint, black, black-select ou broken-save)
cli-report-scene-no-board = le fichier du plateau de { $game } ne se lit pas : lancez « ludoclasse perft { $id } 1 » pour voir ce qui ne va pas
cli-report-scene-position = --position : { $what }
cli-report-window-failed = la fenêtre ne s’est pas ouverte (y a-t-il un écran ? essayez xvfb-run)
cli-report-scene-empty = cette scène n’a aucun écran à montrer

## Une valeur d’option refusée (au lieu du message de la bibliothèque). Variables : $option, $value, $what
cli-report-not-a-lang = « { $value } » n’est pas une langue du kit (écrivez fr ou en)
cli-report-bad-value = « { $value } » n’est pas une valeur possible
cli-report-not-a-paper = « { $value } » n’est pas un format de papier du kit (écrivez a4 ou letter)
cli-report-not-a-game = « { $value } » n’est pas un jeu du kit (bataille, chars, espion, schada ou tank-battle)
cli-report-not-a-level = « { $value } » n’est pas un niveau de l’ordinateur (random, greedy, debutant, moyen ou fort)
cli-report-not-a-number = « { $value } » n’est pas un nombre (écrivez par exemple 28 ou 27.5)
cli-report-not-a-whole-number = « { $value } » n’est pas un nombre entier positif (écrivez par exemple 3 ou 100)
## Une ligne de commande mal écrite. Variables : $given (ce qui a été écrit, ou ce qui manque), $guess (une option ou une commande proche, ou none), $command (les commandes écrites, comme « ludoclasse print »), $option, $other, $value, $known (les commandes possibles), $expected et $actual (des nombres de valeurs)
cli-report-unknown-option = « { $given } » n’est pas une option de { $command }{ $guess ->
    [none] {""}
   *[other] {"\u202F"}; vouliez-vous dire « { $guess } » ?
  } (--help donne la liste des options)
cli-report-unknown-command = « { $given } » n’est pas une commande de { $command }{ $guess ->
    [none] {""}
   *[other] {"\u202F"}; vouliez-vous dire « { $guess } » ?
  } (--help donne la liste des commandes)
cli-report-missing = il manque { $given } à { $command } (--help montre comment l’écrire)
cli-report-no-value = { $option } attend une valeur juste après lui (--help dit ce qu’elle peut être)
cli-report-extra = « { $given } » est en trop : { $command } n’attend rien de plus à cet endroit (--help montre comment l’écrire)
cli-report-twice = { $option } est donné deux fois : gardez-en un seul
cli-report-conflict = { $option } ne va pas avec { $other } : gardez l’un ou l’autre
cli-report-flag-value = { $option } ne prend pas de valeur : écrivez { $option } seul, sans « { $value } »
cli-report-value-count = { $option } attend { $expected ->
    [one] une valeur
   *[other] { $expected } valeurs
  }, pas { $actual }
cli-report-missing-command = { $command } attend une commande après lui : { $known } (--help les décrit)
cli-report-not-utf8 = un mot de la ligne de commande n’est pas du texte lisible (UTF-8) : retapez-le, ou renommez le fichier qu’il désigne
cli-report-out-of-range = « { $value } » sort des valeurs permises pour cette option (--help les donne)
cli-report-command-line-wrong = la ligne de commande de { $command } ne se lit pas (--help montre comment l’écrire)
