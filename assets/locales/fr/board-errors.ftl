## Ce qui ne va pas dans un fichier de plateau (assets/boards/*.toml), tel que la ligne de commande et les
## avis de l’app le disent (après `fichier:ligne:colonne :`). $side vaut White ou Black ; les cases
## s’écrivent comme sur le plateau (D3).

board-size-two-numbers = `size` doit être deux nombres entiers, [colonnes, rangées]
board-size-impossible = { $count } { $what ->
    [files] colonnes
   *[ranks] rangées
  } n’est pas une taille possible (de 2 à { $max })
board-size-fixed = la taille doit être [{ $files }, { $ranks }] : { $game } se joue sur { $files } colonnes × { $ranks } rangées
board-square-off-board-sized = { $square } n’est pas sur le plateau ({ $files } colonnes A–{ $last-file }, { $ranks } rangées 1–{ $ranks })
board-square-off-board = { $square } n’est pas sur le plateau
board-not-a-square = `{ $name }` n’est pas un nom de case (une lettre de colonne puis un numéro de rangée, comme `D3`)
board-start-unreadable = la position de départ ne se lit pas : { $what }
board-key-not-a-square = `{ $name }` n’est pas une case de ce plateau (de A1 à { $last })
board-square-again = `{ $name }` nomme encore la case { $square } (déjà donnée à la ligne { $first })
board-entries-missing = [{ $table }] n’a pas d’entrée pour { $squares } : chaque case du plateau en demande une
board-domain-outside-base = le cercle de domaine { $square } doit être une des cases de la base { $side ->
    [White] des blancs
   *[Black] des noirs
  }
board-unknown-terrain = terrain inconnu `{ $name }` (les terrains sont `mine` et `red`)
board-two-terrains = { $square } reçoit deux terrains ({ $first } et { $second })
board-base-twice = { $square } est écrite deux fois dans la base { $side ->
    [White] des blancs
   *[Black] des noirs
  }
board-bases-overlap = { $square } est déjà dans la base { $side ->
    [White] des blancs
   *[Black] des noirs
  } : les deux bases se chevauchent
board-base-on-mine = { $square } est une mine : elle ne peut pas faire partie d’une base
board-base-in-red = { $square } est dans la zone rouge : elle ne peut pas faire partie d’une base
board-base-empty = la base { $side ->
    [White] des blancs
   *[Black] des noirs
  } n’a aucune case
board-commander-off-circle = la position de départ met le commandant { $side ->
    [White] des blancs
   *[Black] des noirs
  } en { $square }, mais son cercle de domaine est { $domain } : un commandant part de son propre cercle de domaine

board-not-a-direction = `{ $text }` n’est pas une direction (écrivez N, NE, E, SE, S, SW, W ou NW)
board-arrow-twice = la flèche `{ $direction }` est écrite deux fois sur cette case
board-diagram-lines = le diagramme de { $square } a { $count } lignes : un diagramme en a de 1 à { $max }
board-not-a-line = `{ $text }` n’est pas une ligne de diagramme (une direction et un nombre de pas, comme `N2`, qui peut tourner une fois, comme `N2+W2`)
board-line-leaves = la ligne `{ $line }` sort du plateau quand elle part de { $square }
