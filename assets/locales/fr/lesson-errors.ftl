## Ce que `lesson check` trouve de faux dans une leçon en la jouant selon les règles, tel que la ligne de
## commande et les avis de l’app le disent (après `fichier:ligne:colonne :`). Les cases ($square, $from,
## $to) s’écrivent comme dans les leçons (D3) ; $side vaut white ou black ; une liste de cases vide vaut `none`.

check-in-branch = { $what } (quand la classe joue { $from }-{ $to }, que cette étape accepte aussi)
check-position-unreadable = la position ne peut pas être lue : { $what }
check-no-engine = le jeu { $game } n’a pas de moteur de règles dans cette version
check-square-off-board = la case { $square } n’est pas sur le plateau de { $files } × { $ranks }
check-targets-none = `targets = "{ $square }"` : aucune pièce en { $square } ne peut bouger
check-stuck = la leçon ne peut pas aller plus loin que cette étape avec son propre script
# Variables: $from, $to, $accept (capture, reach, or other), $square (for reach)
check-move-not-accepted = le coup { $from }-{ $to } n’est pas un de ceux que cette étape accepte{ $accept ->
    [capture] {"\u00A0"}: son `accept = "capture"` ne prend que les prises, et { $from }-{ $to } ne prend rien{"\u202F"}; écrivez une prise dans `move`, ou enlevez `accept`
    [reach] {"\u00A0"}: son `accept = "reach"` ne prend que les coups vers { $square }{"\u202F"}; écrivez un coup vers { $square } dans `move`, ou changez `square`
   *[other] {""}
  }
check-too-many-branches = cette leçon accepte trop de coups différents pour les vérifier tous (plus de { $max } chemins)
check-game-over-here = la partie est déjà finie ici
# Variables: $reason (why the game is over, by the rules' name, or none), $loser (white, black or none), $limit (the count a classroom guard ended the game at, or 0), $below (one less)
check-position-over = dans cette position, la partie est déjà finie : { $reason ->
    [chief_captured] { $loser ->
        [white] les Blancs n’ont
       *[black] les Noirs n’ont
      } pas de chef
    [chiefs_captured] { $loser ->
        [white] les Blancs n’ont
       *[black] les Noirs n’ont
      } plus de chef
    [no_legal_move] { $loser ->
        [white] les Blancs ne peuvent
       *[black] les Noirs ne peuvent
      } bouger aucune pièce
    [no_tanks] il ne reste aucun char sur le plateau
    [target_line_full] une ligne d’arrivée est déjà pleine
    [all_in_enemy_base] tous les chars d’un camp sont déjà dans la base adverse
    [two_passes] plus personne ne peut bouger
    [no_capture_limit] son compte de coups sans prise est de { $limit }, ce qui fait match nul
    [quiet_moves] son compte de coups tranquilles est de { $limit }, ce qui termine la bataille
    [move_limit] son compte de coups joués est de { $limit }, le plus long qu’une partie puisse durer
    [same_piece_three_times] sa marque de répétition dit qu’un camp a joué trois fois de suite la même pièce
   *[other] un camp a perdu, ou personne ne peut jouer
  }{"\u202F"}; { $reason ->
    [no_capture_limit] écrivez-y { $below } ou moins
    [quiet_moves] écrivez-y { $below } ou moins
    [move_limit] écrivez-y { $below } ou moins
    [same_piece_three_times] écrivez-y un compte de 2 ou moins
   *[other] une position de leçon doit laisser une partie à jouer : vérifiez que chaque camp a tout ce qu’il lui faut
  }
check-position-turn = cette position donne le coup aux { $turn ->
    [white] blancs
   *[black] noirs
  }, mais c’est { $who ->
    [class] la classe
   *[opponent] l’adversaire
  } ({ $side ->
    [white] blancs
   *[black] noirs
  }) qui joue ensuite : écrivez `{ $letter }` après la partie du plateau
check-side-against-position = la classe joue ici les noirs, mais la position du début (ligne { $line }) donne le coup aux blancs, et c’est la classe qui joue la première : écrivez `b` après la partie du plateau, ou enlevez cette ligne pour jouer les blancs
check-without-position = la leçon n’écrit pas de `position`{ $where }, donc elle part de la position de départ du jeu, et à la ligne { $line }, { $problem }
check-deal-one-pile = la donne n’écrit pas `{ $field }`{ $where }, donc la pile { $field ->
    [south] de la classe (Sud)
   *[emma] d’Emma
  } est battue au hasard, et à la ligne { $line }, { $problem }
check-not-their-turn = ici c’est aux { $turn ->
    [white] blancs
   *[black] noirs
  } de jouer, pas { $who ->
    [class] à la classe
   *[opponent] à l’adversaire
  } ({ $side ->
    [white] blancs
   *[black] noirs
  })
check-illegal-no-piece = coup interdit { $from }-{ $to } : il n’y a aucune pièce en { $from }
check-illegal-their-piece = coup interdit { $from }-{ $to } : la pièce en { $from } est aux { $owner ->
    [white] blancs
   *[black] noirs
  }
check-illegal-targets = coup interdit { $from }-{ $to } : la pièce en { $from } peut aller en { $targets ->
    [none] aucune case
   *[other] { $targets }
  }
check-capture-empty = { $from }x{ $to } est écrit comme une prise, mais { $to } est vide
check-nothing-to-flip = la partie est finie : il n’y a plus rien à retourner
check-round-winner = avec cette donne, la manche est gagnée par { $truth ->
    [nobody] personne (la partie s’arrête)
    [south] Sud
    [emma] Emma
   *[battle] une bataille
  }, pas par { $given ->
    [south] Sud
    [emma] Emma
   *[battle] une bataille
  }
check-battles = avec cette donne, ces manches { $battles ->
    [0] n’ont aucune bataille
    [one] ont une bataille
   *[other] ont { $battles } batailles
  }
check-no-room-to-lay = la classe ne peut pas poser { $count } cartes : son champ de mines { $free ->
    [0] n’a aucune case libre
    [1] n’a qu’une case libre
   *[other] n’a que { $free } cases libres
  } ici
check-cannot-lay = les cartes ne peuvent pas être posées dans cette position
check-landing = avec un { $die }, le pion va { $from ->
    [0] du départ
   *[other] de { $from }
  } à { $to }, pas à { $given }
check-race = { $what }

check-quiz-misfit = cette question ne convient pas à cette leçon
check-no-score = le jeu { $game } ne compte pas de points
check-no-cards = aucun gagnant ne prend les cartes de la manche suivante (la partie est finie, ou finit pendant cette manche)
check-no-next-round = la partie est finie : il n’y a pas de manche suivante
check-not-a-choice = { $side ->
    [none] le gagnant de la manche suivante prend { $truth } cartes, et ce nombre n’est pas parmi les choix
    [white] les blancs ont { $truth ->
        [one] { $truth } point
       *[other] { $truth } points
    }, et ce nombre n’est pas parmi les choix
   *[black] les noirs ont { $truth ->
        [one] { $truth } point
       *[other] { $truth } points
    }, et ce nombre n’est pas parmi les choix
  }
check-wrong-number = mauvaise réponse : { $side ->
    [none] avec cette donne, le gagnant de la manche suivante prend { $truth } cartes, pas { $given }
    [white] selon les règles, les blancs ont { $truth ->
        [one] { $truth } point
       *[other] { $truth } points
    }, pas { $given }
   *[black] selon les règles, les noirs ont { $truth ->
        [one] { $truth } point
       *[other] { $truth } points
    }, pas { $given }
  }
check-wrong-round = mauvaise réponse : avec cette donne, la manche suivante va { $truth ->
    [south] à Sud
    [emma] à Emma
   *[battle] à une bataille
  }, pas { $given ->
    [south] à Sud
    [emma] à Emma
   *[battle] à une bataille
  }
check-wrong-landing = mauvaise réponse : avec un { $die }, le pion va { $from ->
    [0] du départ
   *[other] de { $from }
  } à { $to }, pas à { $given }
check-quiz-no-piece = la question porte sur { $square }, mais aucune pièce n’y est
check-what-mines = les cartes explosion de la classe sont en
check-what-targets = la pièce en { $square } peut aller en
check-what-attackers = les pièces adverses qui peuvent atteindre { $square } sont en
check-what-pieces = les pièces `{ $letter }` sont en
check-nothing-to-find = rien à trouver : selon les règles, aucune case ne répond à cette question
check-wrong-squares = mauvaise réponse : selon les règles, { $what } { $truth }{ $missing ->
    [none] {""}
   *[other] {"\u202F"}; il manque { $missing }
  }{ $extra ->
    [none] {""}
   *[other] {"\u202F"}; en trop : { $extra }
  }
check-answer-shown-before = l’étape juste avant (ligne { $line }) montre déjà la réponse de cette question ({ $squares }) : demandez d’abord, montrez ensuite

check-reach-mine = { $square } est une mine : aucun char ne peut s’y arrêter, ce but ne peut pas être atteint
check-goal-already-met = le but de cette étape `play` est déjà atteint
check-move-too-many = le but est atteint après { $moves } coups : ce coup est de trop
check-solution-fails = la `solution` n’atteint pas le but contre l’adversaire de référence (il joue le premier coup permis) ; aucune suite de { $par } coups ou moins ne l’atteint
check-solution-fails-try = la `solution` n’atteint pas le but contre l’adversaire de référence (il joue le premier coup permis) ; celle-ci l’atteint : [{ $moves }]

check-unknown-rule = règle inconnue `{ $rule }` (absente de { $path }){ $other ->
    [none] {""}
   *[other] {"\u202F"}; c’est une règle { $other ->
        [bataille] de La Bataille
        [chars] de Bataille de chars
        [espion] d’Espion
        [schada] de Schada
       *[tank-battle] de Tank Battle
      }, pas { $game ->
        [bataille] de La Bataille
        [chars] de Bataille de chars
        [espion] d’Espion
        [schada] de Schada
       *[tank-battle] de Tank Battle
      }
  }{ $guess ->
    [none] {""}
   *[other] {"\u202F"}; vouliez-vous dire `{ $guess }` ?
  }
check-teaches-without-list = `teaches` nomme la règle `{ $rule }`, mais { $game } n’a pas de liste de règles (lessons/{ $game }/rules.toml)
check-long-sentence = une phrase française de `{ $id }` a { $words } mots (au plus { $max } : coupez-la en deux) : « { $sentence } »
check-message-missing = le message `{ $id }` manque en { $langs ->
    [fr] français (ajoutez-le à fr.ftl)
    [en] anglais (ajoutez-le à en.ftl)
   *[other] français et en anglais (ajoutez-le à fr.ftl et à en.ftl)
  }{ $guess ->
    [none] {""}
   *[other] {"\u202F"}; vouliez-vous écrire `{ $guess }` ?
  }
check-variable-not-given = le message `{ $id }` utilise `${ $var }`, que l’étape `{ $kind }` qui l’affiche ({ $lesson }, ligne { $line }) ne donne pas{ $gives ->
    [none] {""}
   *[other] {" "}(elle donne { $gives })
  } : écrivez le texte sans `${ $var }`

check-no-rules-beside = { $game ->
    [bataille] La Bataille
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  } n’a pas de liste de règles à côté de ces leçons : chaque leçon est vérifiée, mais pas le cours en entier (règles enseignées et pratiquées, décisions, partie entière) ; ajoutez un rules.toml pour le vérifier
check-no-rules = { $game ->
    [bataille] La Bataille
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  } n’a pas de liste de règles : les règles qu’enseignent ses leçons ne sont pas vérifiées (écrivez lessons/{ $game }/rules.toml)
check-rule-not-taught = aucune étape n’enseigne la règle `{ $rule }` (ajoutez `teaches = ["{ $rule }"]` à une étape qui l’explique)
check-rule-not-practised = aucune étape de décision ne fait pratiquer la règle `{ $rule }` (elle est seulement lue, en { $steps }) : donnez-la à une étape expect, quiz, play, guess ou lay
check-rule-words-missing = les mots de la règle `{ $rule }` (message `{ $id }`) manquent dans { $files }
check-few-decisions = la classe ne décide que dans { $decisions } des { $steps } étapes des leçons { $game ->
    [bataille] de La Bataille
    [chars] de Bataille de chars
    [espion] d’Espion
    [schada] de Schada
   *[tank-battle] de Tank Battle
  } ({ $share } %) : au moins { $needed } % doivent être des étapes expect, quiz, play, guess ou lay
check-no-whole-game = aucune leçon { $game ->
    [bataille] de La Bataille
    [chars] de Bataille de chars
    [espion] d’Espion
    [schada] de Schada
   *[tank-battle] de Tank Battle
  } ne part de la position de départ (`position = "start"`) pour finir par une partie entière (une étape `play` avec `goal = "win"`)

rules-id-not-kebab = l’identifiant de règle `{ $id }` n’est pas en kebab-case (des mots en minuscules reliés par `-`, comme `spy-moves`)
rules-id-twice = l’identifiant de règle `{ $id }` est donné deux fois (la première à la ligne { $first })
rules-none = aucune règle ici (ajoutez des tables `[[rule]]` avec un `id`)

## Deux fichiers de leçon d’un même jeu avec le même numéro. Variables : $first (l’autre fichier), $id (leur identifiant)
lesson-same-number = cette leçon a le même numéro que { $first } (les deux sont `{ $id }`), elles partageraient donc leurs étoiles : donnez un autre numéro à l’un des fichiers

## Ce qui ne va pas dans un fichier de leçon à sa lecture (avant d’être jouée). $text est ce qu’écrit le
## fichier ; $kind un type d’étape (say, expect…) ; $lesson l’identifiant d’un jeu, ou `race`.
load-not-a-square = `{ $text }` n’est pas une case (une lettre de colonne puis un numéro de rangée, comme `D3`)
load-square-beyond = `{ $text }` n’est sur aucun plateau : les colonnes vont au plus de A à K, les rangées de 1 à 11
load-not-a-move = `{ $text }` n’est pas un coup (écrivez les deux cases, comme `D2-D4`, ou `D2xE3` pour une prise)
load-not-a-side = `{ $text }` n’est pas un camp (white ou black){ $guess ->
    [none] {""}
   *[other] {"\u202F"}; vouliez-vous dire `{ $guess }` ?
  }
load-unknown-word = `{ $text }` n’est pas un mot possible pour { $what }{ $guess ->
    [none] {" "}(les mots possibles : { $known })
   *[other] {"\u202F"}; vouliez-vous dire `{ $guess }` ?
  }
load-what-step-kind = le type d’étape
load-what-game = le jeu
load-what-phase = la phase
load-what-accept = accept
load-what-goal = le but
load-what-question = la question
load-what-pile = la pile
load-what-player = le joueur
load-phase-only-chars = seule la Bataille de chars a des phases (`race` ou `battle`)
load-no-step = la leçon n’a aucune étape (ajoutez des tables `[[step]]`)
load-message-prefix = l’identifiant de message `{ $id }` doit commencer par `{ $prefix }` (l’identifiant de la leçon)
load-message-empty = cet identifiant de message est vide : écrivez l’identifiant de ses mots dans fr.ftl et en.ftl, qui commence par `{ $prefix }`
load-deal-only-bataille = `{ $field }` ne va qu’avec les leçons de La Bataille
load-position-only-board = `{ $field }` ne va qu’avec les leçons sur un plateau (celle-ci n’en a pas)
load-race-without-phase = cette leçon a des étapes de course (`throw`, `ask = "landing"`), mais elle ne dit pas sa phase : il manque `phase = "race"` en haut du fichier{ $where }
load-kind-not-here = les étapes `{ $kind }` ne vont pas dans une leçon { $lesson ->
    [race] de course
    [bataille] de La Bataille
    [chars] { $kind ->
        [throw] de bataille de Bataille de chars : leur place est dans sa leçon de course, qui commence par `phase = "race"`
       *[other] de Bataille de chars
    }
    [espion] d’Espion
    [schada] de Schada
   *[tank-battle] de Tank Battle
  }
load-field-not-here = `{ $field }` ne va pas dans une étape `{ $kind }`{ $field ->
    [position] {"\u202F"}; seule une étape `setup` change la position (celle du début de la leçon s’écrit en haut du fichier, avant le premier `[[step]]`)
    [par] {"\u00A0"}: il fixe le nombre de coups d’une étape `play` ; supprimez cette ligne ici
   *[other] {"\u00A0"}: supprimez cette ligne, ou écrivez le `kind` de l’étape où elle va
  }
load-step-needs = une étape `{ $kind }` a besoin { $field ->
    [options] d’au moins deux `options`
   *[other] de `{ $field }`
  }{ $where }{ $field ->
    [move] {"\u00A0"}: le coup, comme `D2-D4`
    [position] {"\u00A0"}: la nouvelle position, dans la notation du jeu
    [goal] {"\u00A0"}: ce que la classe doit faire (win, capture, reach ou score)
    [par] {"\u00A0"}: le nombre de coups donnés à la classe
    [solution] {"\u00A0"}: des coups qui atteignent le but, comme `["D2-D4"]`
    [die] {"\u00A0"}: le nombre que montre le dé, de 1 à 6
    [text] {"\u00A0"}: l’identifiant du message qu’elle affiche
    [square] {"\u00A0"}: la case à atteindre, comme `D4`
    [count] {"\u00A0"}: combien de cartes la classe pose, comme `16`
   *[other] {""}
  }
load-track-square = la piste a les cases 1 à 40, pas { $square }
load-head-field-in-step = `{ $name }` est un champ de l’en-tête de la leçon : écrivez-le en haut du fichier, avant le premier `[[step]]` (ici, il tombe dans l’étape du dessus)
load-quiz-needs-ask = une étape `quiz` a besoin de `ask`{ $where } : ce qu’elle demande (targets, attackers, pieces, mines, score, cards, winner ou landing)
load-ask-not-here = `ask = "{ $ask }"` ne va pas dans une leçon { $lesson ->
    [race] de course
    [bataille] de La Bataille
    [chars] { $ask ->
        [landing] de bataille de Bataille de chars : sa place est dans sa leçon de course, qui commence par `phase = "race"`
       *[other] de Bataille de chars
    }
    [espion] d’Espion
    [schada] de Schada
   *[tank-battle] de Tank Battle
  }
load-quiz-needs = une question `{ $ask }` a besoin de `{ $field }`{ $where }{ $field ->
    [square] {"\u00A0"}: la case dont elle parle, comme `E1`
    [die] {"\u00A0"}: le nombre que montre le dé, de 1 à 6
    [piece] {"\u00A0"}: la lettre des pièces à trouver, comme `S`
    [player] {"\u00A0"}: le camp dont elle compte les points, `white` ou `black`
   *[other] {""}
  }

load-die = un dé montre 1 à 6, pas { $die }
load-choice-is = un choix est { $ask ->
    [score] un nombre entier de points
   *[cards] un nombre de cartes, de 0 à 52
  }
load-two-choices = une question `{ $ask }` a besoin d’au moins deux `choices`{ $where }
load-choice-twice = le choix { $choice } est écrit deux fois : chaque choix est un nombre différent
load-not-a-piece-letter = `{ $text }` n’est pas une lettre de pièce (une lettre de la notation du jeu, en majuscule pour les blancs, en minuscule pour les noirs)
load-answer-not-square = `{ $text }` dans la réponse n’est pas une case
load-not-a-winner = `{ $text }` n’est ni south, ni emma, ni battle{ $guess ->
    [none] {""}
   *[other] {"\u202F"}; vouliez-vous dire `{ $guess }` ?
  }
load-answer-is = la réponse à cette question est { $expected ->
    [squares] une liste de cases
    [winner] south, emma ou battle
   *[number] un nombre entier
  }
load-not-a-card-guess = `{ $text }` n’est pas une carte{"\u202F"}; vouliez-vous écrire `{ $guess }`{"\u202F"}? (les cartes s’écrivent en anglais : l’as A, le roi K, la dame Q, le valet J ; les couleurs C trèfle, D carreau, H cœur, S pique)
load-not-a-card = `{ $text }` n’est pas une carte (une valeur 2–9, T, J, Q, K ou A, puis une couleur C, D, H ou S, comme `7H`)
load-deck-and-tops = donnez soit tout le paquet `deck`, soit les cartes du dessus `south` et `emma`, pas les deux
load-min-above-max = ce choix va de { $min } à { $max } manches, à l’envers : `min` ne doit pas dépasser `max`
load-lay-none = une étape `lay` pose au moins 1 carte (`count`)
load-play-count-zero = un but de 0 est atteint avant le premier coup : écrivez `count = 1` ou plus (ou n’écrivez pas `count` pour 1)
load-game-not-folder = cette leçon dit `game = "{ $game }"` mais elle est dans le dossier `{ $folder }` : écrivez `game = "{ $folder }"`, ou rangez le fichier dans le dossier `{ $game }`
load-answer-twice = { $square } est écrite deux fois dans cette réponse : écrivez chaque case une seule fois
load-rule-twice = la règle `{ $rule }` est écrite deux fois dans cette liste : écrivez chaque règle une seule fois
load-games = une étape `simulate` joue de 1 à { $most } parties, pas { $games }
load-explosions = `explosions = { $explosions }` dépasse les { $count } cartes posées
load-square-with-reach = `square` va avec `accept = "reach"`
load-solution-empty = `solution` est vide : écrivez les coups qui atteignent l’objectif, comme `["D2-D4"]`
load-par-zero = `par` doit valoir au moins 1 coup
load-par-below-solution = le par est de { $par ->
    [one] { $par } coup
   *[other] { $par } coups
  }, moins que les { $moves } coups de la `solution` : augmentez le par ou raccourcissez la `solution`

load-deck-unknown = la carte n° { $position } `{ $text }` n’est pas un code de carte (valeur 2-9, T ou 10, J, Q, K, A, puis couleur C, D, H ou S, comme `TD`)
load-deck-twice = la carte { $card } est donnée deux fois (cartes n° { $first } et { $again }) ; un paquet a chaque carte une seule fois
load-deck-missing = le paquet a { $count } cartes, pas 52 : il manque { $cards }
load-deck-too-many = le paquet a { $count } cartes, pas 52
load-deal-too-many = { $player ->
    [south] Sud
   *[emma] Emma
  } reçoit plus de 26 cartes
load-deal-twice = la carte { $card } est distribuée deux fois (la première à la ligne { $first }) : chaque carte n’est distribuée qu’une fois
load-options-overlap = ce choix commence à { $min } manches, mais celui de la ligne { $line } finit à { $end } : une partie de cette longueur serait dans les deux. Faites commencer ce choix à { $next }
load-options-gap = aucun choix ne contient les parties de { $next } à { $last } manches (le choix d’avant, ligne { $line }, finit à { $end }) : faites commencer ce choix à { $next }
load-no-rounds = un retournement joue au moins une manche : écrivez `rounds = 1` ou plus (ou n’écrivez pas `rounds` pour une seule manche)
check-position-word = `{ $word }` n’est pas une position : écrivez `"start"` pour la position de départ du fichier du plateau (celle du kit imprimé), ou une position dans la notation du jeu
check-count-out-of-reach = aucune suite de { $par } coups ou moins n’atteint le but `count = { $count }` : au mieux, la classe en obtient { $most }. Baissez `count`, ou donnez plus de coups avec `par`
check-rule-lost = la leçon livrée donne ici la règle `{ $rule }` dans `teaches`{ $where }, et plus aucune étape { $practise ->
    [yes] de décision ne la fait pratiquer
   *[no] ne l’enseigne
  } : remettez `"{ $rule }"` dans la liste `teaches` de cette étape
# A move written with a typographic dash (–), as a word processor writes it.
load-move-long-dash = `{ $text }` est écrit avec un tiret long (–), comme en met un traitement de texte : écrivez le trait d’union du clavier, `{ $meant }`
load-message-prefix-copied = les identifiants de message de cette leçon commencent par `{ $other }`{ $other-number ->
        [none] { "" }
       *[other] , ceux de la leçon { $other-number }
    } ({ $count } identifiants) : ce fichier est la leçon { $number }, ses identifiants commencent par `{ $prefix }`. Renommez-les ici et dans fr.ftl et en.ftl, à côté
load-field-not-for = `{ $field }` ne va pas dans cette étape `{ $kind }` : { $kind ->
    [quiz] une question `{ $what }`
   *[play] une étape dont le but est `{ $what }`
  } s’écrit avec { $fields }
load-annotation-not-here = `{ $field }` ne va pas dans une leçon { $lesson ->
    [race] de course : les cases de la piste se montrent avec `track = [6, 11]`
    [bataille] de La Bataille : ses piles se montrent avec `zones = ["table"]`
   *[board] sur un plateau : ses cases se montrent avec `highlight = ["D4"]`
  }
load-not-a-letter-of-game = `{ $text }` n’est pas une lettre { $game ->
    [chars] de Bataille de chars
    [espion] d’Espion
    [schada] de Schada
   *[tank-battle] de Tank Battle
  } : ses lettres sont { $letters } (en majuscule pour les blancs, en minuscule pour les noirs)
load-head-field-in-deal = `{ $name }` est un champ de l’en-tête de la leçon : écrivez-le au-dessus de la ligne `[deal]` (ici, il tombe dans la donne)
check-solution-stops-short = la `solution` s’arrête avant le but : ajoutez { $moves } après son dernier coup
check-solution-fails-unsearched = la `solution` n’atteint pas le but contre l’adversaire de référence (il joue le premier coup permis)
# A space or tab typed inside the quotes of a message id. Variables: $what (tab, space, invisible), $id (the id without it)
check-message-id-blank = { $what ->
    [tab] une tabulation
    [space] une espace
   *[invisible] un caractère invisible
  } se cache ici, dans le nom du message : effacez ce caractère pour écrire `{ $id }`
# A deck card written the French way (`RC`). Variables: $position, $text, $guess
load-deck-unknown-guess = la carte n° { $position } `{ $text }` n’est pas un code de carte ; vouliez-vous écrire `{ $guess }` ? (les cartes s’écrivent en anglais : l’as A, le roi K, la dame Q, le valet J ; les couleurs C trèfle, D carreau, H cœur, S pique)
# Variables: $id, $lesson (the lesson's file), $line (where the lesson uses it), $other (yes: missing in the other language too)
check-message-commented-out = le message `{ $id }` est devenu une note à cause du `#` en début de ligne, mais la leçon { $lesson } l’utilise (ligne { $line }) : enlevez le `#`{ $other ->
    [yes] {" "}; il manque aussi dans l’autre langue
   *[no] {""}
  }
load-choice-quoted = `"{ $choice }"` est écrit entre guillemets, comme un texte : un choix est un nombre écrit sans guillemets, comme `{ $choice }`
# Variables: $mine (decision steps of this lesson), $of (its steps), $game, $share (the share of all its lessons, in %), $needed
check-few-decisions-lesson = dans cette leçon, la classe ne décide que dans { $mine } de ses { $of } étapes ; avec elle, les leçons { $game ->
    [bataille] de La Bataille
    [chars] de Bataille de chars
    [espion] d’Espion
    [schada] de Schada
   *[tank-battle] de Tank Battle
  } n’en ont plus que { $share } %, et il en faut au moins { $needed } % : changez une étape comme celle-ci en question (`quiz`, `expect`, `guess`…)
# Variables: $game, $shipped (the shipped lesson file whose texts it uses, or none)
lesson-without-number = le nom de ce fichier ne commence pas par un numéro : la leçon s’ajoute à la fin de la liste, avec ses propres étoiles{ $shipped ->
    [none] . Pour lui donner sa place, nommez-la comme `06-ma-lecon.toml`, avec un numéro qu’aucune leçon de { $game } ne porte
   *[other] , et elle reprend les textes de la leçon livrée { $shipped } : la liste montrerait deux fois la même leçon. Pour changer la leçon livrée, nommez ce fichier `{ $shipped }`
  }
# Variables: $text (as written), $key (its field), $example (an id for it)
load-message-is-sentence = `{ $text }` est une phrase, et `{ $key }` attend l’identifiant d’un texte, comme `{ $example }` : écrivez la phrase dans fr.ftl et en.ftl, sous cet identifiant
# Variables: $text (as written), $game (the lesson's game), $last (the last file letter), $ranks (how many
# ranks), $guess (the square meant, or none)
load-square-beyond-board = `{ $text }` n’est pas une case du plateau { $game ->
    [chars] de Bataille de chars
    [espion] d’Espion
    [schada] de Schada
   *[tank-battle] de Tank Battle
  } : les colonnes vont de A à { $last }, les rangées de 1 à { $ranks }{ $guess ->
    [none] {""}
   *[other] {"\u202F"}; vouliez-vous dire `{ $guess }` ?
  }
# Variables: $id (the first message left untranslated), $others (how many more in this file), $lines (their lines), $lang (the file's
# language: fr or en)
check-text-not-translated = `{ $id }` a encore les mots { $lang ->
    [fr] anglais de en.ftl
   *[en] français de fr.ftl
  }{ $others ->
    [0] {""}
    [one] {" "}(et le message de la ligne { $lines } aussi)
   *[other] {" "}(et { $others } autres messages de ce fichier aussi, aux lignes { $lines })
  } : la classe lirait ici { $lang ->
    [fr] de l’anglais ; écrivez-les en français
   *[en] du français ; écrivez-les en anglais
  }
# Une règle livrée, effacée de la copie de la liste, que des leçons livrées enseignent encore. Variables : $rule, $places (« fichier (lignes), … »)
check-rule-deleted = la règle `{ $rule }` a été effacée de cette liste, mais des leçons livrées l’enseignent encore (fichier et lignes) : { $places }. Remettez ici ses lignes `[[rule]]` et `id = "{ $rule }"`, ou enlevez `"{ $rule }"` des listes `teaches` dans des copies de ces leçons
# Un message d’un fichier de textes qui se lit dans l’autre langue (ses petits mots), sans être le texte livré de cette langue. Variables : $id, $words (les petits mots vus), $others, $lines, $lang (la langue du fichier)
check-text-other-language = `{ $id }` semble écrit en { $lang ->
    [fr] anglais
   *[en] français
  } ({ $words }){ $others ->
    [0] {""}
    [one] {" "}(et le message de la ligne { $lines } aussi)
   *[other] {" "}(et { $others } autres messages de ce fichier aussi, aux lignes { $lines })
  } : la classe lirait ici { $lang ->
    [fr] de l’anglais ; écrivez-le en français
   *[en] du français ; écrivez-le en anglais
  }
# Une case de la réponse écrite avec une espace dans ses guillemets. Variables : $text (telle qu’écrite), $square
load-answer-square-spaces = `{ $text }` dans la réponse a une espace dans ses guillemets : écrivez `"{ $square }"`
# Une position qui s’arrête trop tôt (ses derniers champs oubliés). Variables : $what (le champ qui manque), $example (les derniers champs de la position de départ)
check-position-ends-early = la position ne peut pas être lue : { $what } ; écrivez à sa fin les champs qui manquent, comme la position de départ : `… { $example }`
# Une règle livrée renommée dans la copie de la liste, que des leçons livrées enseignent sous son ancien nom. Variables : $rule, $new, $places (« fichier (lignes), … »)
check-rule-renamed = la règle `{ $rule }` est écrite `{ $new }` ici, mais des leçons livrées l’enseignent sous le nom `{ $rule }` (fichier et lignes) : { $places }. Remettez `id = "{ $rule }"`, ou écrivez `"{ $new }"` dans les listes `teaches` de copies de ces leçons
# Une position qui ne va pas sur ce plateau mais qui est celle d’un autre jeu. Variables : $what (le problème), $other, $game
check-position-of-other-game = { $what } ; c’est une position { $other ->
    [bataille] de La Bataille
    [chars] de Bataille de chars
    [espion] d’Espion
    [schada] de Schada
   *[tank-battle] de Tank Battle
  }, pas { $game ->
    [bataille] de La Bataille
    [chars] de Bataille de chars
    [espion] d’Espion
    [schada] de Schada
   *[tank-battle] de Tank Battle
  }
# Une règle dont l’identifiant est vide (`id = ""`). Variables : $shipped (la règle livrée à cette place, ou none)
rules-id-empty = l’identifiant de cette règle est vide{ $shipped ->
    [none] {"\u00A0"}: écrivez-le entre les guillemets (des mots en minuscules reliés par `-`)
   *[other] {"\u00A0"}: la liste livrée a ici la règle `{ $shipped }`, écrivez `id = "{ $shipped }"`
  }

# A piece's name written where its letter goes (`piece = "officier"`). Variables: $text, $game, $letters (the game's letters), $guess (the letter the name starts with, or none)
load-piece-name-not-letter = `{ $text }` est un nom, mais une pièce s’écrit par sa lettre { $game ->
    [chars] en Bataille de chars
    [espion] en Espion
    [schada] en Schada
   *[tank-battle] en Tank Battle
  } : { $letters } (en majuscule pour les blancs, en minuscule pour les noirs){ $guess ->
    [none] {""}
   *[other] {"\u202F"}; vouliez-vous dire `{ $guess }` ?
  }
# `par = 0` in a step whose `solution` has moves. Variables: $moves (how many)
load-par-zero-solution = `par` ne peut pas valoir 0 (ce n’est pas « sans limite ») : la `solution` de cette étape prend { $moves ->
    [one] { $moves } coup : écrivez `par = { $moves }` ou plus
   *[other] { $moves } coups : écrivez `par = { $moves }` ou plus
  }
# Two options of one `guess` step with the same text (an option copied, its text left). Variables: $id, $line (the first option's)
load-option-text-twice = le texte `{ $id }` est déjà celui du choix de la ligne { $line } : la classe verrait deux boutons qui disent la même chose ; donnez à ce choix son propre texte (et ses mots dans fr.ftl et en.ftl)
# A teacher's lesson with the number of a shipped lesson. Variables: $name (the shipped file's name), $id, $next (a number no shipped lesson has)
lesson-same-number-shipped = cette leçon a le numéro de la leçon livrée `{ $name }` (toutes deux sont `{ $id }`), elles partageraient donc leurs étoiles : pour changer cette leçon, enregistrez votre copie sous son nom, `{ $name }` ; pour ajouter une leçon, donnez à la vôtre un numéro qu’aucune leçon n’a, comme dans `{ $next }`
# Two cards of a deck typed with no space between them (`6D3S`). Variables: $position, $text, $cards (the two, apart)
load-deck-glued = la carte n° { $position } `{ $text }` est faite de deux cartes collées, sans espace entre elles : écrivez `{ $cards }`
# A rule id with a space inside its quotes (`"capture "`). Variables: $id (without the spaces)
rules-id-spaces = l’identifiant de cette règle a une espace entre ses guillemets : écrivez `id = "{ $id }"`
# A text id written with capitals (`Espion-l01-free`). Variables: $text, $id (in lower case)
load-message-id-capitals = `{ $text }` contient des majuscules, et un identifiant s’écrit en minuscules : écrivez `{ $id }`
# Variables: $text (as written), $meant (with digits)
load-letter-for-digit = `{ $text }` a une lettre à la place d’un chiffre (O pour 0, l pour 1) : écrivez `{ $meant }`
# A `#` note written inside a deck's text, where every word is read as a card. Variables: $text (the word read)
load-deck-note = `{ $text }` commence une note, mais une note ne peut pas aller dans le texte du paquet (entre ses guillemets) : les mots de cette ligne sont lus comme des cartes{"\u202F"}; mettez la note au-dessus de la ligne `deck =`
# The options of a guess step leave out the shortest games. Variables: $last (the longest game left out)
load-options-start = aucun choix ne contient les parties de 1 à { $last } manches : faites commencer ce choix à 1
# The options of a guess step leave out the longest games. Variables: $next, $limit (the most rounds a game lasts)
load-options-end = aucun choix ne contient les parties de { $next } à { $limit } manches (une partie dure { $limit } manches au plus) : faites finir ce choix à { $limit }
# Two files of one lesson, one of them a copy a sync tool kept when two computers changed it. Variables: $copy, $original (file names), $id, $first (the path of the other file)
lesson-sync-copy = `{ $copy }` est une copie qu’un outil de synchronisation (Dropbox, OneDrive…) a gardée quand deux ordinateurs ont modifié `{ $original }` : gardez dans `{ $original }` ce que vous voulez de la copie, puis supprimez la copie (à deux fichiers, ce serait deux fois la même leçon `{ $id }`)
# A deck's cards separated by `;` (pasted from a spreadsheet's export). Variables: $spaced (its first cards, separated by spaces)
load-deck-semicolons = les cartes sont séparées ici par des `;` : séparez-les par des espaces, comme `{ $spaced }`
# Several moves written between one pair of quotes. Variables: $text, $count, $quoted (each between its own quotes)
load-moves-in-one-text = `{ $text }`, ce sont { $count } coups entre une seule paire de guillemets : donnez à chacun ses guillemets, `{ $quoted }`
# A square or move with a Cyrillic or Greek letter that looks like a Latin one (another keyboard layout). Variables: $text, $meant
load-lookalike-letter = `{ $text }` contient une lettre d’un autre alphabet (cyrillique ou grec) qui ressemble à une lettre latine : elle a été tapée avec une autre disposition de clavier{"\u202F"}; écrivez `{ $meant }`
