## Ce que `lesson check` trouve de faux dans une leçon en la jouant selon les règles, tel que la ligne de
## commande et les avis de l’app le disent (après `fichier:ligne:colonne :`). Les cases ($square, $from,
## $to) s’écrivent comme dans les leçons (D3) ; $side vaut white ou black ; une liste de cases vide vaut `none`.

check-in-branch = { $what } (quand la classe joue { $from }-{ $to }, que cette étape accepte aussi)
check-position-unreadable = la position ne peut pas être lue : { $what }
check-no-engine = le jeu { $game } n’a pas de moteur de règles dans cette version
check-square-off-board = la case { $square } n’est pas sur le plateau de { $files } × { $ranks }
check-targets-none = `targets = "{ $square }"` : aucune pièce en { $square } ne peut bouger
check-stuck = la leçon ne peut pas aller plus loin que cette étape avec son propre script
check-move-not-accepted = le coup { $from }-{ $to } n’est pas un de ceux que cette étape accepte
check-too-many-branches = cette leçon accepte trop de coups différents pour les vérifier tous (plus de { $max } chemins)
check-game-over-here = la partie est déjà finie ici
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
check-illegal-no-piece = coup interdit { $from }-{ $to } : il n’y a aucune pièce en { $from }
check-illegal-their-piece = coup interdit { $from }-{ $to } : la pièce en { $from } est aux { $owner ->
    [white] blancs
   *[black] noirs
  }
check-illegal-targets = coup interdit { $from }-{ $to } : la pièce en { $from } peut aller en { $targets ->
    [none] aucune case
   *[other] { $targets }
  }
check-capture-empty = { $from }x{ $to } est écrit comme une prise, mais { $to } est vide
check-nothing-to-flip = la partie est finie : il n’y a plus rien à retourner
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
    [one] ont 1 bataille
   *[other] ont { $battles } batailles
  }
check-no-room-to-lay = la classe ne peut pas poser { $count } cartes : son champ de mines n’a que { $free } case(s) libre(s) ici
check-cannot-lay = les cartes ne peuvent pas être posées dans cette position
check-landing = avec un { $die }, le pion va de { $from } à { $to }, pas à { $given }
check-race = { $what }

check-quiz-misfit = cette question ne convient pas à cette leçon
check-no-score = le jeu { $game } ne compte pas de points
check-no-cards = aucun gagnant ne prend les cartes de la manche suivante (la partie est finie, ou finit pendant cette manche)
check-no-next-round = la partie est finie : il n’y a pas de manche suivante
check-not-a-choice = { $side ->
    [none] le gagnant de la manche suivante prend { $truth } cartes, et ce nombre n’est pas parmi les choix
    [white] les blancs ont { $truth } points, et ce nombre n’est pas parmi les choix
   *[black] les noirs ont { $truth } points, et ce nombre n’est pas parmi les choix
  }
check-wrong-number = mauvaise réponse : { $side ->
    [none] avec cette donne, le gagnant de la manche suivante prend { $truth } cartes, pas { $given }
    [white] selon les règles, les blancs ont { $truth } points, pas { $given }
   *[black] selon les règles, les noirs ont { $truth } points, pas { $given }
  }
check-wrong-round = mauvaise réponse : avec cette donne, la manche suivante va { $truth ->
    [south] à Sud
    [emma] à Emma
   *[battle] à une bataille
  }, pas { $given ->
    [south] à Sud
    [emma] à Emma
   *[battle] à une bataille
  }
check-wrong-landing = mauvaise réponse : avec un { $die }, le pion va de { $from } à { $to }, pas à { $given }
check-quiz-no-piece = la question porte sur { $square }, mais aucune pièce n’y est
check-what-mines = les cartes explosion de la classe sont en
check-what-targets = la pièce en { $square } peut aller en
check-what-attackers = les pièces adverses qui peuvent atteindre { $square } sont en
check-what-pieces = les pièces `{ $letter }` sont en
check-nothing-to-find = rien à trouver : { $what } aucune case
check-wrong-squares = mauvaise réponse : selon les règles, { $what } { $truth }{ $missing ->
    [none] {""}
   *[other] {" "}; il manque { $missing }
  }{ $extra ->
    [none] {""}
   *[other] {" "}; impossible d’atteindre : { $extra }
  }
check-answer-shown-before = l’étape juste avant (ligne { $line }) montre déjà la réponse de cette question ({ $squares }) : demandez d’abord, montrez ensuite

check-goal-already-met = le but de cette étape `play` est déjà atteint
check-move-too-many = le but est atteint après { $moves } coups : ce coup est de trop
check-solution-fails = la solution n’atteint pas le but contre l’adversaire de référence (il joue le premier coup permis) ; aucune solution de { $par } coups ou moins n’a été trouvée
check-solution-fails-try = la solution n’atteint pas le but contre l’adversaire de référence (il joue le premier coup permis) ; celle-ci l’atteint : [{ $moves }]

check-unknown-rule = règle inconnue `{ $rule }` (absente de { $path }){ $guess ->
    [none] {""}
   *[other] {" "}; vouliez-vous dire `{ $guess }` ?
  }
check-teaches-without-list = `teaches` nomme la règle `{ $rule }`, mais { $game } n’a pas de liste de règles (lessons/{ $game }/rules.toml)
check-long-sentence = une phrase française de `{ $id }` a { $words } mots (au plus { $max } : coupez-la en deux) : « { $sentence } »
check-message-missing = le message `{ $id }` manque en { $langs ->
    [fr] français (ajoutez-le à fr.ftl)
    [en] anglais (ajoutez-le à en.ftl)
   *[other] français et en anglais (ajoutez-le à fr.ftl et à en.ftl)
  }
check-variable-not-given = le message `{ $id }` utilise `${ $var }` ({ $lang }.ftl), qu’une étape `{ $kind }` ne donne pas{ $gives ->
    [none] {""}
   *[other] {" "}(elle donne { $gives })
  }

check-no-rules-beside = { $game } n’a pas de liste de règles à côté de ces leçons : chaque leçon est vérifiée, mais pas le cours en entier (règles enseignées et pratiquées, décisions, partie entière) ; ajoutez un rules.toml pour le vérifier
check-no-rules = { $game } n’a pas de liste de règles : les règles qu’enseignent ses leçons ne sont pas vérifiées (écrivez lessons/{ $game }/rules.toml)
check-rule-not-taught = aucune étape n’enseigne la règle `{ $rule }` (ajoutez `teaches = ["{ $rule }"]` à une étape qui l’explique)
check-rule-not-practised = aucune étape de décision ne fait pratiquer la règle `{ $rule }` (elle est seulement lue, en { $steps }) : donnez-la à une étape expect, quiz, play, guess ou lay
check-rule-words-missing = les mots de la règle `{ $rule }` (message `{ $id }`) manquent dans { $files }
check-few-decisions = la classe ne décide que dans { $decisions } des { $steps } étapes des leçons de { $game } ({ $share } %) : au moins { $needed } % doivent être des étapes expect, quiz, play, guess ou lay
check-no-whole-game = aucune leçon de { $game } ne part de la position de départ (`position = "start"`) pour finir par une partie entière (une étape `play` avec `goal = "win"`)

rules-id-not-kebab = l’identifiant de règle `{ $id }` n’est pas en kebab-case (des mots en minuscules reliés par `-`, comme `spy-moves`)
rules-id-twice = l’identifiant de règle `{ $id }` est donné deux fois (la première à la ligne { $first })
rules-none = aucune règle ici (ajoutez des tables `[[rule]]` avec un `id`)
