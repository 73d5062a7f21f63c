# Les fichiers de l’application (réglages, parties en cours, étoiles des enfants) : ce qui ne va pas avec l’un d’eux.
# Variables : $path (le fichier), $reason (pourquoi ; pour un fichier incompréhensible, les mots du lecteur),
# $aside (où le fichier a été mis de côté), $from (la bonne copie remise), $why (pourquoi il n’a pas pu être mis de côté).

store-read-failed = { $path } n’a pas pu être lu : { $reason }
store-write-failed = { $path } n’a pas pu être enregistré : { $reason }. Rien n’a été écrit à moitié : la copie enregistrée avant n’a pas changé
store-corrupt = { $path } n’a pas pu être compris ({ $reason }) ; il a été mis de côté sous le nom { $aside }
store-restored = { $path } n’a pas pu être compris ({ $reason }) ; il a été mis de côté sous le nom { $aside } et sa dernière bonne copie, { $from }, a été remise à sa place
store-cannot-set-aside = il n’a pas pu être compris ({ $reason }) ni mis de côté : { $why }

## La même chose en quelques mots, sur une ligne sous les boutons. Variables : $reason
store-short-write = Non enregistré : { $reason } (la copie d’avant est gardée).
store-short-read = Non lu : { $reason }.

## La phrase simple d’un avis (les détails, ci-dessus, sont montrés à la demande). Variables : $name (le nom du fichier), $reason,
## $cause (full : disque plein ; locked : dossier protégé ou en lecture seule ; other) pour le conseil qui suit
store-plain-write = { $name } n’a pas pu être enregistré : { $reason }. La copie d’avant est gardée, mais ce qui a changé depuis n’est pas encore enregistré : il serait perdu en quittant maintenant. { $cause ->
    [full] Libérez de la place ; le prochain enregistrement réessaiera.
    [locked] Ce dossier est protégé : demandez à la personne qui s’occupe de l’ordinateur. Le prochain enregistrement réessaiera.
   *[other] Le prochain enregistrement réessaiera.
  }
store-plain-read = { $name } n’a pas pu être lu : l’application continue sans lui.
store-plain-corrupt = { $name } était abîmé{ $line ->
    [none] {""}
   *[other] {" "}(ligne { $line })
  } : il a été mis de côté, sans rien effacer, et l’application continue sans lui.
store-plain-restored = { $name } était abîmé{ $line ->
    [none] {""}
   *[other] {" "}(ligne { $line })
  } : sa dernière copie en bon état a été remise en place.

## Le fichier a été enregistré, mais pas sa copie de secours (la dernière bonne copie gardée à côté). Variables : $path, $name (le fichier enregistré), $spare (la copie de secours), $reason
store-spare-failed = { $path } a été enregistré, mais sa copie de secours { $spare } n’a pas pu être écrite : { $reason }. L’ancienne copie de secours reste telle quelle
store-short-spare = Enregistré, mais la copie de secours n’a pas pu être écrite : { $reason }.
store-plain-spare = { $name } a été enregistré. Seule sa copie de secours, { $spare }, n’a pas pu être écrite : { $reason }. Rien n’est perdu. { $cause ->
    [full] Libérez de la place ; le prochain enregistrement réessaiera.
    [locked] Ce dossier est protégé : demandez à la personne qui s’occupe de l’ordinateur. Le prochain enregistrement réessaiera.
   *[other] Le prochain enregistrement réessaiera.
  }

## Le tout premier enregistrement d’un fichier a échoué : il n’y a pas de copie plus ancienne. Variables : $path, $name, $reason
store-first-write-failed = { $path } n’a pas pu être enregistré : { $reason }. Rien n’a été écrit à moitié, et il n’en existe aucune copie plus ancienne : rien n’est encore enregistré
store-short-first-write = Non enregistré : { $reason } (rien n’est encore enregistré).
store-plain-first-write = { $name } n’a pas pu être enregistré : { $reason }. Rien n’est encore enregistré. { $cause ->
    [full] Libérez de la place ; le prochain enregistrement réessaiera.
    [locked] Ce dossier est protégé : demandez à la personne qui s’occupe de l’ordinateur. Le prochain enregistrement réessaiera.
   *[other] Le prochain enregistrement réessaiera.
  }
## Why a kept file was not understood, and where. Variables: $line, $column, $what (a sentence: json-* for a JSON file), $found, $version
store-reason-toml = ligne { $line }, colonne { $column } : { $what }
store-reason-json = { $what }, ligne { $line }, colonne { $column }
store-reason-version = écrit par une autre version de l’app (version { $found } ; celle-ci lit la version { $version })
store-partly-read = { $path } est lu, mais une ligne n’y est pas comprise ({ $reason }) : elle est laissée de côté, et les autres réglages sont utilisés
# Variables: $name (the file), $line (its number, or none), $written (the line as the file writes it)
store-plain-partly-read = { $name } contient une ligne que l’application ne comprend pas{ $line ->
    [none] {" "}(`{ $written }`)
   *[other] {" "}(ligne { $line } : `{ $written }`)
  } : elle est laissée de côté, et les autres réglages sont utilisés.

## Why a JSON file the app keeps (children, saves) does not read: said at the mistake itself.
json-cut-short = le fichier s’arrête au milieu
json-comma-too-many = une virgule de trop après le dernier élément d’une liste ou d’un groupe : supprimez-la
json-quote-missing = ce texte n’est pas fermé : il manque le guillemet droit `"` à sa fin
json-comma-missing = il manque une virgule ici, entre deux éléments
json-curly-quotes = ces guillemets ne sont pas lus : écrivez des guillemets droits `"`
json-colon-missing = il manque `:` entre le nom et sa valeur
json-name-without-quotes = un nom s’écrit entre guillemets droits `"`, suivi de `:`
json-after-the-end = quelque chose est écrit après la fin du fichier : supprimez-le
json-value-expected = il faut une valeur ici : un nombre, un texte entre guillemets droits, `true` ou `false`
json-unexpected = un caractère inattendu
# Variables: $word (as written), $known (the words the app writes here, joined by "`, `"), $guess (the word meant, or none)
json-unknown-word = `{ $word }` n’est pas un mot que l’app connaît ici : elle écrit l’un de ceux-ci : `{ $known }`{ $guess ->
    [none] {""}
   *[other] {"\u202F"}; écrivez `{ $guess }`, comme l’app
  }
# Variables: $want (number, whole, text, yes-no, list, word, group), $found (the value as written, or none)
json-wrong-type = il faut ici { $want ->
    [number] un nombre écrit en chiffres
    [whole] un nombre entier, sans virgule ni point
    [text] un texte entre guillemets droits
    [yes-no] `true` ou `false`
    [list] une liste entre crochets `[ ]`
    [word] un mot entre guillemets droits, comme l’app l’écrit
   *[group] un groupe entre accolades
  }{ $found ->
    [none] {""}
   *[other] , pas `{ $found }`
  }
# Variables: $value
json-number-unfit = `{ $value }` ne convient pas ici : ce nombre est trop grand, ou en dessous de zéro
# Variables: $field
json-field-missing = il manque `{ $field }` dans ce groupe entre accolades
json-value-unfit = une valeur qui ne convient pas

## A kept file with no text the app could have written, said as a whole.
store-kept-empty = le fichier est vide
store-kept-zeros = le fichier ne contient que des octets nuls, aucun texte : il a sans doute été abîmé pendant un enregistrement (une coupure de courant, une clé USB retirée trop tôt)
store-kept-web-page = ce fichier contient une page web (HTML), pas ce que l’app y écrit : il a sans doute été remplacé par un téléchargement
json-game-impossible = ces cartes ne forment pas une partie qui peut continuer (il faut les 52 cartes, chacune une fois, et un tour qui va avec les tas) : la partie a sans doute été modifiée à la main
# Variables: $name (the child playing, as written), $names (the children of the list, joined by "`, `"), $guess (the name meant, or none)
json-current-unknown = `{ $name }` n’est le prénom d’aucun enfant de la liste (`{ $names }`) : l’app commencera sans enfant choisi, et demandera qui joue{ $guess ->
    [none] {""}
   *[other] {" "}; vouliez-vous écrire `{ $guess }` ?
  }
# Variables: $number
json-number-plus = un nombre s’écrit sans le signe `+` dans ce fichier : écrivez `{ $number }`
# Variables: $game (the game of the file's name), $other (the game its positions are of)
json-save-of-other-game = ce fichier garde une partie { $other ->
    [chars] de Bataille de chars
    [espion] d’Espion
    [schada] de Schada
   *[tank-battle] de Tank Battle
  }, pas { $game ->
    [chars] de Bataille de chars
    [espion] d’Espion
    [schada] de Schada
   *[tank-battle] de Tank Battle
  } : l’app la lit sous le nom `saves/{ $other }.json`
# Variables: $card (as written), $missing (the cards of the deck not in the file, or none)
json-bataille-card-twice = la carte `{ $card }` est écrite deux fois, alors qu’une partie a chaque carte une fois{ $missing ->
    [none] {""}
   *[other] {" "}; il manque { $missing }
  } ; la partie a sans doute été modifiée à la main
# Variables: $name (the name given twice), $renamed (what the app calls the second child)
json-name-twice = le prénom `{ $name }` est deux fois dans la liste : l’app appellera le second enfant `{ $renamed }`, pour que chacun garde ses étoiles ; donnez à chaque enfant un prénom différent
# Variables: $stars (as written), $shown (what the app shows)
json-stars-out-of-range = une leçon donne de 1 à 3 étoiles, pas { $stars } : l’app en montrera { $shown }
# Dans profiles.json, un identifiant de leçon écrit autrement que celui d’une leçon (`bataille-l6` pour `bataille-l06`). Variables : $id, $name (l’enfant), $guess
json-lesson-id-slip = `{ $id }` n’est l’identifiant d’aucune leçon : les étoiles de { $name } pour elle ne se voient pas ; écrivez `{ $guess }`, l’identifiant de cette leçon
# Dans profiles.json, un enfant sans prénom (`""`).
json-name-empty = un enfant n’a pas de prénom : écrivez son prénom entre les guillemets (ou enlevez cet enfant de la liste)
# Dans profiles.json, un prénom avec des espaces autour (`"Tom "`). Variables : $name, $trimmed
json-name-spaces = le prénom `{ $name }` a une espace au début ou à la fin : écrivez `{ $trimmed }`
# A heading (`[Réglages]`) in settings.toml, which has none. Variables: $heading
settings-heading = `{ $heading }` : le fichier des réglages n’a pas de titres, seulement des lignes `clé = valeur` : effacez cette ligne
# settings.toml's last line cut inside a key (`fulls`). Variables: $written, $guess (the key meant, or none)
settings-cut = le fichier s’arrête au milieu de cette ligne, à `{ $written }` : il a sans doute été coupé pendant son enregistrement ; { $guess ->
    [none] terminez la ligne en `clé = valeur`, ou effacez-la
   *[other] terminez la ligne en `{ $guess } = …` (comme l’app l’écrit), ou effacez-la
  }
# A lesson id in profiles.json of no lesson of its game. Variables: $id, $name (the child), $game, $first, $last (that game's first and last lesson ids)
json-lesson-id-none-of-game = `{ $id }` n’est l’identifiant d’aucune leçon { $game ->
    [bataille] de La Bataille
    [chars] de Bataille de chars
    [espion] d’Espion
    [schada] de Schada
   *[tank-battle] de Tank Battle
  } (elles vont de `{ $first }` à `{ $last }`) : les étoiles de { $name } pour elle sont gardées mais pas montrées ; si c’est une faute de frappe, écrivez le bon identifiant
# A lesson id in profiles.json of no game. Variables: $id, $name (the child), $prefixes (how the games' ids start)
json-lesson-id-no-game = `{ $id }` n’est l’identifiant d’aucune leçon : les identifiants des leçons commencent par { $prefixes } ; les étoiles de { $name } pour elle sont gardées mais pas montrées ; écrivez le bon identifiant, ou effacez-le
# A La Bataille save whose auto-play speed is none of the speeds. Variables: $speed, $most (the fastest)
json-speed-out-of-range = `{ $speed }` n’est pas une vitesse de jeu automatique : les vitesses vont de 0 (la plus lente) à { $most } (la plus rapide) ; l’app prendra { $most }
# A name given twice in one group of a JSON file. Variables: $field
json-key-twice = `{ $field }` est donné deux fois dans ce groupe entre accolades : n’en gardez qu’un
json-zeros-to-end = d’ici à la fin, le fichier ne contient que des caractères zéro invisibles (code 0) : il a été coupé pendant son enregistrement (une coupure de courant, une clé USB retirée trop tôt)
# Variables: $count
json-zeros-inside = { $count } caractères zéro invisibles (code 0) se trouvent ici, au milieu du fichier : il a été abîmé pendant son enregistrement (une coupure de courant, une clé USB retirée trop tôt)
# Variables: $next (the line the text goes on to)
json-text-on-two-lines = ce texte continue sur la ligne suivante, ce qu’un texte entre guillemets ne peut pas faire : remettez la ligne { $next } au bout de celle-ci
# A note (`// …`) written in a JSON file the app keeps, which cannot hold notes.
json-note = `//` commence ici une note, mais ce fichier ne peut pas contenir de notes : supprimez la note (l’app écrit ce fichier elle-même{"\u202F"}; une note l’empêche d’être lu)
# The children's list (profiles.json) could not be read, and it had no good copy to put back. Variables: $name (the file), $line (or none)
store-plain-corrupt-profiles = La liste des enfants et de leurs étoiles ({ $name }) était abîmée{ $line ->
    [none] {""}
   *[other] {" "}(ligne { $line })
  } : elle a été mise de côté, sans rien effacer, et la liste est vide pour l’instant. Ajoutez de nouveau les enfants, ou faites réparer le fichier (voir les détails).
