## Ce qui ne va pas dans un fichier de plateau (assets/boards/*.toml), tel que la ligne de commande et les
## avis de l’app le disent (après `fichier:ligne:colonne :`). $side vaut White ou Black ; les cases
## s’écrivent comme sur le plateau (D3).

board-size-two-numbers = `size` doit être deux nombres entiers, [colonnes, rangées]
board-size-impossible = { $count } { $what ->
    [files] colonnes
   *[ranks] rangées
  } n’est pas une taille possible (de 2 à { $max })
board-size-fixed = la taille doit être [{ $files }, { $ranks }] : { $game } se joue sur { $files } colonnes × { $ranks } rangées
board-size-leaves-out = { $count } cases nommées dans ce fichier sont hors du plateau de { $files } colonnes × { $ranks } rangées fixé ici : agrandissez `size`, ou corrigez ces cases
board-square-off-board-sized = { $square } n’est pas sur le plateau ({ $files } colonnes A–{ $last-file }, { $ranks } rangées 1–{ $ranks })
board-square-off-board = { $square } n’est pas sur le plateau
board-not-a-square = `{ $name }` n’est pas un nom de case (une lettre de colonne puis un numéro de rangée, comme `D3`)
board-start-unreadable = cette position de départ ne peut pas servir : { $what }
board-start-black-first = la position de départ donne le premier coup aux noirs, mais à { $game } les blancs commencent : écrivez `w` ici
board-start-army = la position de départ donne { $count } pièces `{ $letter }` { $side ->
    [White] aux blancs
   *[Black] aux noirs
  }, mais chaque camp en a { $want } au départ : le départ place les deux armées entières
board-key-not-a-square = `{ $name }` n’est pas une case de ce plateau (de A1 à { $last })
board-square-again = `{ $name }` nomme encore la case { $square } (déjà donnée à la ligne { $first })
board-entries-missing = [{ $table }] n’a pas d’entrée pour { $squares }{ $where } : chaque case du plateau en demande une
board-domain-outside-base = le cercle de domaine { $square } doit être une des cases de la base { $side ->
    [White] des blancs
   *[Black] des noirs
  }
board-unknown-terrain = terrain inconnu `{ $name }` (les terrains sont `mine` et `red`)
board-two-terrains = { $square } reçoit deux terrains (`{ $first }` et `{ $second }`) : une case n’a qu’un terrain ; enlevez { $square } de l’une des deux listes
board-terrain-twice = { $square } est écrite deux fois dans la liste `{ $kind }` : gardez-la une seule fois
board-base-twice = { $square } est écrite deux fois dans la base { $side ->
    [White] des blancs
   *[Black] des noirs
  }
board-bases-overlap = { $square } est déjà dans la base { $side ->
    [White] des blancs
   *[Black] des noirs
  } : les deux bases se chevauchent
board-base-on-mine = { $square } est une mine : elle ne peut pas faire partie d’une base
board-base-in-red = { $square } est dans la zone rouge : elle ne peut pas faire partie d’une base
board-bases-overlap-later = { $square } est aussi dans la base { $side ->
    [White] des blancs
   *[Black] des noirs
  }, plus bas : les deux bases se chevauchent
board-mine-in-base = { $square } est dans la base { $side ->
    [White] des blancs
   *[Black] des noirs
  } : ce ne peut pas être une mine
board-red-in-base = { $square } est dans la base { $side ->
    [White] des blancs
   *[Black] des noirs
  } : elle ne peut pas être dans la zone rouge
board-base-square-without-tank = { $square } est dans la base { $side ->
    [White] des blancs
   *[Black] des noirs
  }, mais la position de départ n’y met aucun char de ce camp : au départ, chaque case de la base porte un char de son camp
board-base-leaves-out = la base { $side ->
    [White] des blancs
   *[Black] des noirs
  } ne contient pas { $square }, où la position de départ met un char de ce camp : au départ, tous les chars sont dans leur base
board-base-empty = la base { $side ->
    [White] des blancs
   *[Black] des noirs
  } n’a aucune case
board-start-base-empty = la position de départ laisse la case { $square } de la base { $side ->
    [White] des blancs
   *[Black] des noirs
  } sans char de ce camp : au départ, chaque case de la base porte un char de son camp
board-start-outside-base = la position de départ met un char { $side ->
    [White] blanc
   *[Black] noir
  } en { $square }, hors de sa base : au départ, tous les chars sont dans leur base
board-commander-off-circle = la position de départ met le commandant { $side ->
    [White] des blancs
   *[Black] des noirs
  } en { $square }, mais son cercle de domaine est { $domain } : un commandant part de son propre cercle de domaine

board-espion-chief-start = la position de départ met le chef { $side ->
    [White] des blancs
   *[Black] des noirs
  } en { $square }, une case à { $arrows } flèches : un chef part de la case de sa première rangée qui porte cinq flèches ({ $five ->
    [none] il n’y en a aucune
   *[other] { $five }
  })
board-espion-chief-arrows = { $square } porte { $arrows } flèches, mais le chef { $side ->
    [White] des blancs
   *[Black] des noirs
  } y part : un chef part de la case de sa première rangée qui porte cinq flèches
board-not-a-direction = `{ $text }` n’est pas une direction (écrivez N, NE, E, SE, S, SW, W ou NW){ $guess ->
    [none] {""}
   *[other] {"\u202F"}; les directions s’écrivent en anglais : `{ $guess }` pour `{ $text }`
  }
board-arrow-twice = la flèche `{ $direction }` est écrite deux fois sur cette case
board-line-twice = la ligne `{ $line }` figure deux fois dans ce diagramme
board-arrow-leaves = la flèche `{ $direction }` de { $square } sort du plateau : aucune pièce ne pourrait la suivre ; enlevez-la ou choisissez une autre direction
board-diagram-lines = le diagramme de { $square } a { $count } lignes : un diagramme en a de 1 à { $max }
board-not-a-line = `{ $text }` n’est pas une ligne de diagramme : { $why }{ $english ->
    [none] {""}
   *[other] {"\u202F"}; écrivez `{ $english }` (les directions s’écrivent en anglais)
  }
line-why-part = chaque partie est une direction suivie d’un nombre de pas, comme `N2`
line-why-direction = les directions sont N, NE, E, SE, S, SW, W et NW
line-why-steps = le nombre de pas va de 1 à 7
line-why-one-bend = une ligne tourne au plus une fois
line-why-bend-turns = un virage doit changer de direction (écrivez `N3`, pas `N2+N1`)
line-why-turn-back = une ligne ne peut pas revenir sur ses pas
line-why-spaces = une ligne s’écrit sans espace, comme `S2+E2`
line-why-join = un virage se joint à la première partie par un `+`, comme `S2+E2`
line-why-other = écrivez une direction et un nombre de pas, comme `N2`, qui peut tourner une fois, comme `N2+W2`
board-line-leaves = la ligne `{ $line }` sort du plateau quand elle part de { $square }

## Une notation de position qui ne se lit pas (le `start` d’un plateau, une position de leçon, `--position`).
## $side vaut White (blancs) ou Black (noirs).
notation-at-column = { $what } (à la colonne { $column })
notation-rank-count = la position décrit { $found ->
    [one] une seule rangée
   *[other] { $found } rangées
  } (les rangées sont séparées par `/`), ce plateau en a { $expected }
notation-rank-length = la rangée { $rank } décrit { $found } cases, ce plateau a { $expected } colonnes
notation-unknown-piece = `{ $letter }` n’est la lettre d’aucune pièce de ce jeu, qui écrit `{ $white }` pour les blancs et `{ $black }` pour les noirs
notation-zero-empty = un nombre de cases vides vaut au moins 1
notation-missing = il manque le champ « { $field } »
notation-bad-field = `{ $text }` ne convient pas comme { $field } (il faut { $expected })
notation-extra = du texte en trop après le dernier champ : `{ $text }`
notation-not-a-name = `{ $text }` n’est pas { $expected }
notation-field-board = plateau
notation-field-side = camp qui joue
notation-field-moves = nombre de coups
notation-field-moves-played = nombre de coups joués
notation-field-white-score = score des blancs
notation-field-black-score = score des noirs
notation-field-quiet-moves = nombre de coups calmes
notation-field-white-repeat = relevé des répétitions des blancs
notation-field-black-repeat = relevé des répétitions des noirs
notation-field-since-capture = nombre de coups depuis la dernière prise
notation-field-other = champ
notation-expects-side = `w` ou `b`
notation-expects-number = un nombre entier
notation-expects-0-100 = un nombre entier de 0 à 100
notation-expects-0-200 = un nombre entier de 0 à 200
notation-expects-repeat = `-` ou une case suivie d’un compte de 1 à 3, comme `D3:2`
notation-expects-square = un nom de case (une lettre de colonne de A à K puis un numéro de rangée de 1 à 11, comme `D3`)
notation-expects-direction = une direction (N, NE, E, SE, S, SW, W ou NW)
notation-expects-other = voir la description de la notation dans le guide
notation-too-many-pieces = trop de pièces `{ $letter }` : un camp en a au plus { $max }
notation-no-chief = aucun camp n’a de chef (la partie finit quand { $ends ->
    [last] le dernier chef d’un camp
   *[first] le premier chef
  } est pris)
notation-chief-just-taken = le chef { $side ->
    [White] des blancs
   *[Black] des noirs
  } a été pris au dernier coup : c’est donc aux { $side ->
    [White] blancs
   *[Black] noirs
  } de jouer, et le compte des coups depuis la dernière prise vaut 0
notation-no-chief-left = les { $side ->
    [White] blancs
   *[Black] noirs
  } n’ont plus de chef : la partie s’est arrêtée à la prise du dernier, c’est donc à eux de jouer
notation-count-of-three = un compte de 3 arrête la partie tout de suite : il revient au joueur qui vient de jouer
notation-mover-not-on = la pièce { $side ->
    [White] blanche
   *[Black] noire
  } qui vient de jouer devrait se trouver en { $square }
notation-over-limit = la partie s’arrête après { $limit } { $what ->
    [quiet] coups calmes
   *[moves] coups
  }, pas { $found }
notation-tank-on-enemy-line = un char { $side ->
    [White] blanc
   *[Black] noir
  } en { $square } est sur la ligne de départ adverse : il aurait été retiré du plateau
notation-unknown-card = une carte inconnue (`U`) n’existe que dans la vue d’un joueur et ne peut pas être relue
notation-card-off-minefield = { $square } n’est pas dans le champ de mines { $side ->
    [White] des blancs
   *[Black] des noirs
  } : ses cartes ne peuvent pas y être posées
notation-too-many-tanks = les { $side ->
    [White] blancs
   *[Black] noirs
  } ont { $on-board } chars sur le plateau et { $scored } marqués : plus que leurs { $total } chars
notation-on-mine = { $square } est une mine : aucun char ne peut s’y trouver
notation-tank-in-red-zone = { $square } est dans la zone rouge : seul un commandant peut s’y trouver
notation-too-many-of = les { $side ->
    [White] blancs
   *[Black] noirs
  } { $what ->
    [commander] ont plus d’un commandant
   *[tank] ont plus de { $limit } chars ordinaires
  }

## Un plateau dont les cases ne tombent pas juste (après un fichier qui se lit).
board-square-count = { $count } cases sont données, le plateau en a 64
board-line-number-leaves = la ligne { $line } du diagramme de { $square } sort du plateau

## Bataille de chars (assets/boards/chars.toml). $side vaut White (blancs) ou Black (noirs).
board-chars-start-count = les noirs ont { $black } cases de départ et les blancs { $white } : chaque joueur a le même nombre de chars
board-chars-cards = { $cards } cartes par joueur ne tiennent pas en deux rangées de { $files } cases
board-chars-explosions = { $explosions } explosions, ce n’est pas possible avec { $cards } cartes par joueur
board-chars-start-tanks = la position de départ a { $inside } des { $squares } chars { $side ->
    [White] des blancs
   *[Black] des noirs
  } sur leurs cases de départ (rangée { $rank }) et { $outside } ailleurs : au départ, chaque case de départ porte un char
board-chars-start-cards = la position de départ a { $cards } cartes { $side ->
    [White] des blancs
   *[Black] des noirs
  } sur leur champ de mines : un champ de mines porte les { $wanted } cartes, ou aucune avant la pose
board-chars-ranks-not-start = la position de départ pose les cartes { $side ->
    [White] des blancs
   *[Black] des noirs
  } sur les rangées { $ranks } : écrivez ces rangées ici, ou changez la position de départ
board-chars-start-explosions = la position de départ pose { $count } explosions parmi les cartes { $side ->
    [White] des blancs
   *[Black] des noirs
  }, mais `explosions = { $explosions }` : écrivez le même nombre aux deux endroits
board-chars-not-start-line = { $square } n’est pas sur la ligne de départ { $side ->
    [White] des blancs
   *[Black] des noirs
  } (rangée { $rank })
board-chars-start-twice = { $square } est écrite deux fois dans les cases de départ { $side ->
    [White] des blancs
   *[Black] des noirs
  }
board-chars-no-start = les { $side ->
    [White] blancs
   *[Black] noirs
  } n’ont aucune case de départ
board-chars-rank-off = la rangée { $rank } n’est pas sur le plateau (rangées 1 à { $ranks })
board-chars-rank-start-line = la rangée { $rank } est une ligne de départ : aucune carte ne peut y être posée
board-chars-rank-twice = la rangée { $rank } est écrite deux fois dans le champ de mines { $side ->
    [White] des blancs
   *[Black] des noirs
  }
board-chars-minefields-overlap = la rangée { $rank } est déjà dans le champ de mines { $side ->
    [White] des blancs
   *[Black] des noirs
  } : les deux champs de mines se chevauchent
board-chars-minefield-size = le champ de mines { $side ->
    [White] des blancs
   *[Black] des noirs
  } a { $count } cases ({ $ranks ->
        [one] 1 rangée
       *[other] { $ranks } rangées
    } de { $files }), et non les { $cards } cartes que pose chaque joueur
board-chars-cards-minefields = chaque joueur pose { $cards } cartes, mais chaque champ de mines a { $count } cases ({ $ranks ->
        [one] 1 rangée
       *[other] { $ranks } rangées
    } de { $files }) : écrivez `cards_per_player = { $count }`, une carte par case
board-chars-rank-own-half = { $side ->
    [White] les blancs posent leurs cartes devant les noirs, dans la moitié du plateau des noirs
   *[Black] les noirs posent leurs cartes devant les blancs, dans la moitié du plateau des blancs
  } : la rangée { $rank } est dans leur propre moitié
board-race-length = une piste de { $length } cases n’est pas possible (de 2 à 200)
board-race-rows = { $rows } rangées de { $per-row } cases ne font pas les { $length } cases de la piste
board-race-square-taken = la case { $square } est déjà { $what ->
    [arrow] le départ d’une flèche
   *[red] une case rouge
  }
board-race-arrow-start = une flèche ne peut pas partir de la case { $tail } : son départ doit être sur la piste, avant la dernière case (de 1 à { $last })
board-race-arrow-leaves = la flèche de { $tail } à { $head } sort de la piste (cases 1 à { $length })
board-race-arrow-loop = la flèche de { $tail } revient sur son propre départ
board-race-red-off = une case rouge doit être sur la piste avant la dernière case (de 1 à { $last }), pas { $square }
board-race-red-push = la case rouge { $square } ne peut pas pousser un pion de { $push } : il doit retomber sur la piste (cases 1 à { $length })

## Un lancer de la course de chars qui ne peut pas être joué.
race-bad-throw = un dé montre de 1 à 6, pas { $die }
race-over = la course est déjà gagnée
board-no-arrow = { $square } n’a aucune flèche : chaque case en montre au moins une, sinon une pièce posée là ne pourrait jamais bouger
notation-space-inside = une espace coupe la position ici : les rangées et leurs `/` s’écrivent sans espace, jusqu’au camp qui joue
board-espion-five-arrows-twice = { $square } porte cinq flèches, comme { $chief }, d’où part le chef { $side ->
    [White] des blancs
   *[Black] des noirs
  } : dans une première rangée, seule la case du chef porte cinq flèches, car les règles placent le chef grâce à elles
# The side to move in capitals (`W`), as with Caps Lock on. Variables: $text, $side (in lower case)
notation-side-capital = `{ $text }` est en majuscule : le camp qui joue s’écrit `{ $side }`, en minuscule (si la touche Verr. Maj. était enfoncée, les pièces noires, qui s’écrivent en minuscules, ont aussi été tapées en majuscules)
# A piece's letter with its name, in a list of a game's letters. Variables: $letter; $kind (the game and the letter, in lower case)
notation-letter-named = `{ $letter }` { $kind ->
    [espion-c] chef
    [espion-s] espion
    [espion-a] agent
    [schada-o] officier
    [schada-u] sous-officier
    [schada-p] soldat
    [tank-battle-c] commandant
    [tank-battle-t] char
    [chars-t] char
    [chars-m] explosion
    [chars-b] carte blanche
    [chars-u] carte cachée
   *[other] pièce
  }
# Two parts of a list, the second one possibly a list itself. Variables: $first, $rest
notation-list-and = { $first }, { $rest }
# A letter that is no piece of the game, in a position. Variables: $letter; $letters (the game's letters for White, each with its piece's name), $digit (the digit it looks like, or none)
notation-unknown-piece-named = `{ $letter }` n’est pas une lettre de ce jeu, qui écrit { $letters } pour les blancs, et les mêmes lettres en minuscule pour les noirs{ $digit ->
    [none] {""}
   *[other] {" "}(si `{ $letter }` tient lieu du chiffre { $digit }, auquel il ressemble, écrivez { $digit })
  }
# A red square of the race track that pushes by 0 or less. Variables: $square, $push
board-race-red-push-none = la case rouge { $square } pousse un pion de { $push } : une case rouge envoie le pion 1 case plus loin ou davantage{"\u202F"}; pour faire de la case { $square } une case ordinaire, supprimez cette ligne
