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
store-plain-write = { $name } n’a pas pu être enregistré : { $reason }. Rien n’est perdu : la copie d’avant est gardée. { $cause ->
    [full] Libérez de la place ; le prochain enregistrement réessaiera.
    [locked] Ce dossier est protégé : demandez à la personne qui s’occupe de l’ordinateur. Le prochain enregistrement réessaiera.
   *[other] Le prochain enregistrement réessaiera.
  }
store-plain-read = { $name } n’a pas pu être lu : l’application continue sans lui.
store-plain-corrupt = { $name } était abîmé : il a été mis de côté, sans rien effacer, et l’application continue sans lui.
store-plain-restored = { $name } était abîmé : sa dernière copie en bon état a été remise en place.

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
## Why a kept file was not understood, and where. Variables: $line, $column, $what (a sentence, or eof, syntax, data), $raw (the reader's words for a value), $found, $version
store-reason-toml = ligne { $line }, colonne { $column } : { $what }
store-reason-json = { $what ->
    [eof] le fichier s’arrête au milieu
    [syntax] un caractère inattendu
   *[data] une valeur qui ne convient pas ({ $raw })
  }, ligne { $line }, colonne { $column }
store-reason-version = écrit par une autre version de l’app (version { $found } ; celle-ci lit la version { $version })
store-partly-read = { $path } est lu, mais une valeur n’y est pas comprise ({ $reason }) : ce réglage garde sa valeur par défaut, et les autres sont utilisés
store-plain-partly-read = { $name } contient une valeur que l’application ne comprend pas : ce réglage garde sa valeur par défaut, et les autres sont utilisés.
