# Les phrases de la ligne de commande (ludoclasse print, ludoclasse lesson check…), sur la sortie d’erreur.

## La sortie standard ne peut pas recevoir le compte rendu. Variables : $reason (une des phrases cli-reason-*)
cli-output-failed = impossible d’écrire la sortie : { $reason }

## Un kit ou un fichier qui ne peut pas être écrit. Variables : $path (le fichier ou le dossier), $reason (pourquoi)
cli-write-failed = impossible d’écrire { $path } : { $reason }
cli-write-to-folder = impossible d’écrire { $path } : c’est un dossier ; donnez un nom de fichier qui finit par .pdf
cli-folder-failed = impossible de créer le dossier { $path } : { $reason }

## Pourquoi. Variables : $folder (le dossier du fichier), $raw (les mots du système, pour un échec rare)
cli-reason-disk-full = le disque est plein
cli-reason-disk-full-kept = le disque est plein (le fichier d’avant, s’il y en avait un, n’a pas changé)
cli-reason-permission = on n’a pas le droit d’écrire à cet endroit
cli-reason-read-only = le disque est en lecture seule
cli-reason-not-a-folder = une partie du chemin est un fichier, pas un dossier
cli-reason-not-found = ce fichier ou ce dossier n’existe pas
cli-reason-is-a-folder = c’est un dossier, pas un fichier
cli-reason-too-large = le fichier est trop gros pour ce disque
cli-reason-other = le système a refusé ({ $raw })
cli-reason-may-not-write-in = vous n’avez pas le droit d’écrire dans { $folder }
cli-reason-read-only-in = { $folder } est sur un disque en lecture seule
cli-reason-not-a-folder-in = { $folder } n’est pas un dossier
cli-reason-system-folder = { $folder } n’accepte pas de nouveaux fichiers (c’est un dossier du système, pas un endroit pour des documents)
cli-reason-no-folder = le dossier { $folder } n’existe pas

## ludoclasse lesson check. Variables : $count (leçons), $problems (problèmes trouvés)
cli-check-done = { $count ->
    [one] 1 leçon vérifiée, aucun problème
   *[other] { $count } leçons vérifiées, aucun problème
  }
cli-check-failed = { $problems } problème(s) dans { $count } leçons
cli-check-warning = attention : { $what }
cli-check-no-lesson = { $path } : aucun fichier de leçon (*.toml) ici

## ludoclasse lesson show. Variables : $name (ce qui a été demandé), $path (la leçon), $what (pourquoi), $step
cli-show-no-lesson = { $name } : ce fichier n’existe pas, et aucune leçon livrée n’a cet identifiant (comme `espion-l02`)
cli-show-cannot-open = { $path } : la leçon ne peut pas s’ouvrir : { $what }
cli-show-stops = { $path } : le déroulé s’arrête à l’étape { $step }
