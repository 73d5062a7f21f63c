# Les phrases de la ligne de commande (ludoclasse print, ludoclasse lesson check…), sur la sortie d’erreur.

## La sortie standard ne peut pas recevoir le compte rendu. Variables : $reason (une des phrases cli-reason-*)
cli-output-failed = impossible d’écrire la sortie : { $reason }

## Un kit ou un fichier qui ne peut pas être écrit. Variables : $path (le fichier ou le dossier), $reason (pourquoi)
cli-write-failed = impossible d’écrire { $path } : { $reason }
cli-write-to-folder = impossible d’écrire { $path } : c’est un dossier ; donnez un nom de fichier qui finit par .{ $ext }
cli-folder-failed = impossible de créer le dossier { $path } : { $reason }

## Pourquoi. Variables : $folder (le dossier du fichier), $raw (les mots du système, pour un échec rare)
cli-reason-disk-full = le disque est plein
cli-reason-disk-full-kept = le disque est plein
cli-reason-permission = on n’a pas le droit d’écrire à cet endroit
cli-reason-read-only = le disque est en lecture seule
cli-reason-not-a-folder = une partie du chemin est un fichier, pas un dossier
cli-reason-not-found = ce fichier ou ce dossier n’existe pas
cli-reason-is-a-folder = c’est un dossier, pas un fichier
cli-reason-too-large = le fichier est plus gros que ce que ce disque ou ce compte permet
cli-reason-other = le système a refusé ({ $raw })
cli-reason-may-not-write-in = vous n’avez pas le droit d’écrire dans { $folder }
cli-reason-read-only-in = { $folder } est sur un disque en lecture seule
cli-reason-not-a-folder-in = { $folder } n’est pas un dossier
cli-reason-system-folder = { $folder } n’accepte pas de nouveaux fichiers (c’est un dossier du système, pas un endroit pour des documents)
cli-reason-no-folder = le dossier { $folder } n’existe pas

## ludoclasse lesson check. Variables : $count (leçons), $problems (problèmes trouvés)
cli-check-done = { $count ->
    [0] aucun problème
    [one] 1 leçon vérifiée, aucun problème
   *[other] { $count } leçons vérifiées, aucun problème
  }
cli-check-failed = { $problems ->
    [one] un problème
   *[other] { $problems } problèmes
  } dans { $count ->
    [0] ce fichier
    [one] une leçon
   *[other] { $count } leçons
  }
cli-check-warning = attention : { $what }
cli-check-no-lesson = { $path } : aucun fichier de leçon (*.toml) ici
cli-check-rules-done = { $path } : { $count } règles, aucun problème
cli-check-rules-failed = { $problems ->
    [one] un problème
   *[other] { $problems } problèmes
  } dans la liste des règles

## ludoclasse lesson show. Variables : $name (ce qui a été demandé), $path (la leçon), $what (pourquoi), $step
cli-show-no-lesson = { $name } : ce fichier n’existe pas, et aucune leçon livrée n’a cet identifiant (comme `espion-l02`)
cli-show-cannot-open = { $path } : la leçon ne peut pas s’ouvrir : { $what }
cli-show-stops = { $path } : le déroulé s’arrête à l’étape { $step }

## Une option mal écrite. Variables : $option (comme --deck), $what (ce qui ne va pas)
cli-option-wrong = { $option } : { $what }
## ludoclasse chars race --dice. Variables : $position (le lancer, compté à partir de 1), $word (ce qui est écrit), $count (lancers donnés), $length (la case d’arrivée), $white et $black (les cases des pions)
cli-dice-not-a-throw = --dice : le lancer n° { $position } `{ $word }` n’est pas un lancer de dé (un nombre entier de 1 à 6)
cli-dice-too-few = --dice : les { $count } lancers s’arrêtent avant qu’un pion atteigne la case { $length } (Blanc est sur { $white }, Noir sur { $black }) ; donnez plus de lancers
## Un compte rendu qui ne peut pas s’écrire en JSON (une panne du programme). Variables : $raw (les mots de la bibliothèque)
cli-json-failed = le compte rendu ne peut pas s’écrire en JSON ({ $raw })

## ludoclasse hint. Variables : $move, $reason, $value (l’évaluation), $depth, $nodes, $plies, $square, $favourable, $total
cli-hint-move = coup : { $move }
cli-hint-reason = raison : { $reason }
cli-hint-evaluation = évaluation : { $value } (profondeur { $depth }, { $nodes } positions)
cli-hint-forced-win = gain forcé en { $plies } coups (ceux des deux camps)
cli-hint-forced-loss = perte forcée en { $plies } coups (ceux des deux camps)
cli-hint-targets = cases où peut aller la pièce de { $square } :
cli-hint-no-target = aucune
cli-hint-attacked = (attaquée)
cli-hint-mine-chance = (mine : { $favourable } chances sur { $total })
cli-hint-over = la partie est finie : il n’y a aucun coup à proposer
## ludoclasse match
cli-match-no-game = --games doit valoir au moins 1

## ludoclasse screenshot. Variables : $text (ce qui a été écrit), $known (les choix possibles), $path (le fichier PNG)
cli-shot-not-a-palette = « { $text } » n’est pas une palette ({ $known })
cli-shot-not-a-text-size = « { $text } » n’est pas une taille de texte ({ $known })
cli-shot-not-a-size = « { $text } » n’est pas une taille comme 1920x1080
cli-shot-side-range = « { $text } » : chaque côté doit être un nombre de 64 à 8192
cli-shot-no-out = donnez --out FICHIER.png (ou --bench-frames N)
cli-shot-not-written = { $path } : l’image n’a pas été écrite (y a-t-il un écran ? essayez xvfb-run)
cli-shot-layout-wrong = les boutons ou les textes ne tiennent pas :
cli-shot-layout-right = mise en page vérifiée : les boutons et les textes tiennent à chaque taille d’écran et de texte
cli-check-kit-done = { $path } : aucun problème
cli-check-kit-failed = ce kit ne peut pas être imprimé ainsi
cli-check-kept-failed = { $settings ->
    [yes] l’app laisse de côté chaque ligne dite plus haut et garde les autres réglages
    [read] l’app lit ce fichier, comme dit plus haut
   *[no] l’app ne lit pas ce fichier tel quel
  }
cli-write-not-a-file = { $path } n’est pas un fichier (c’est un appareil ou un tube) : donnez le nom d’un fichier { $ext ->
    [png] PNG, comme `ecran.png`
   *[pdf] PDF, comme `kit.pdf`
  }
# `--out -` : la sortie standard, qui ne reçoit ni kit ni image. Variables : $ext (pdf, png)
cli-write-dash = `-` (la sortie standard) ne peut pas recevoir { $ext ->
    [png] l’image : donnez un nom de fichier, comme `ecran.png`
   *[pdf] le kit : donnez un nom de fichier, comme `kit.pdf`
  }
# A kit larger than the disk or the account allows (a file size limit): the previous kit stays.
cli-reason-too-large-kept = le fichier est plus gros que ce que ce disque ou ce compte permet (le fichier d’avant, s’il y en avait un, n’a pas changé)
# The `show` command's line under the board: the side to move, then each count of the notation. Variables: $side (white, black)
cli-show-turn = { $side ->
    [white] Aux blancs
   *[black] Aux noirs
  } de jouer
# Variables: $name (since-capture, moves-played, white-score, black-score, quiet-moves), $n
cli-show-count = { $name ->
    [since-capture] { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    } depuis la dernière prise
    [moves-played] { $n ->
        [one] { $n } coup joué
       *[other] { $n } coups joués
    }
    [white-score] score des blancs { $n }
    [black-score] score des noirs { $n }
   *[quiet-moves] { $n ->
        [one] { $n } coup tranquille
       *[other] { $n } coups tranquilles
    }
  }
# Two parts of the line under the board. Variables: $first, $rest
cli-show-and = { $first }, { $rest }
