# Les options de `ludoclasse print` qui ne peuvent pas servir, et les kits qui ne peuvent pas se faire.

## --square-mm. Variables : $mm (la valeur donnée), $lo et $hi (les bornes en mm)
print-error-square-mm = --square-mm doit être entre { $lo } et { $hi } mm, pas { $mm } (une case de 25 à 35 mm convient aux pièces).
print-error-square-mm-mini = avec --mini, --square-mm doit être entre { $lo } et { $hi } mm, pas { $mm } (la feuille mini vise des cases de 20 mm).

## --mini. Variables : $square (mm demandés), $files et $rows (cases du plateau), $paper (a4 ou letter), $largest (une des deux phrases suivantes)
print-error-mini-square = --square-mm { $square } avec --mini : le plateau ({ $files } × { $rows } cases) et ses pièces ne tiennent pas sur une feuille { $paper } avec des cases de { $square } mm ; { $largest }. Demandez une case plus petite, ou retirez --mini pour imprimer le plateau sur plusieurs feuilles.
print-error-mini-largest = la plus grande qui tient fait { $mm } mm
print-error-mini-none = aucune case de 15 mm ou plus ne tient
print-error-mini-no-fit = --mini : le plateau ({ $files } × { $rows } cases) et ses pièces ne tiennent pas sur une feuille { $paper }.

## --link-base. Variables : $base (l’adresse donnée), $why (une des phrases print-error-link-*)
print-error-link-base = --link-base doit être l’adresse http ou https de votre page Ludoclasse, comme https://ecole.example/ludoclasse/index.html#, pas « { $base } » : { $why }.
print-error-link-ascii = elle doit s’écrire sans espace ni lettre accentuée (écrivez %20 pour une espace, et les lettres accentuées sous leur forme en %)
print-error-link-scheme = elle doit commencer par http:// ou https://
print-error-link-no-host = le nom du serveur manque après //
print-error-link-two-hashes = elle a plus d’un #

## Le jeu demandé. Variables : $name (ce qui a été écrit)
print-error-unknown-game = « { $name } » n’est pas un jeu du kit. Écrivez bataille, chars, espion, schada, tank-battle, ou all pour tous les kits.
print-error-second-name = « { $name } » est de trop : seul « print worksheets » prend un second nom.

## Fiches d’exercices. Variables : $game, $left (exercices écartés), $name
print-error-worksheets-which = Quelles fiches ? Écrivez « print worksheets » suivi d’un jeu (bataille, chars, espion, schada, tank-battle) ou d’un fichier ou dossier de leçons.
print-error-worksheets-unknown = « { $name } » n’est pas un jeu du kit, ni un fichier ou un dossier de leçons qui existe.
print-error-no-quiz = Ces leçons de { $game } n’ont aucune question qui puisse aller sur papier ({ $left } écartées).

## Une panne du programme, pas une erreur de l’utilisateur. Variables : $raw (les mots de la bibliothèque)
print-error-pdf = Le PDF ne peut pas être fabriqué ({ $raw }).
print-error-link-after-hash = elle doit finir par son `#` : l’app lit après lui le chemin de la leçon, que le lien y ajoute
