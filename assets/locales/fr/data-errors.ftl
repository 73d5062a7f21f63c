## Ce qui ne va pas dans un fichier de l’enseignant (leçon, textes, plateau, sauvegarde), tel que l’app le
## montre dans le détail d’un avis. Le fichier, la ligne et la colonne viennent devant.

data-error-at = { $file }:{ $line }:{ $column } : { $what }
data-error-file = { $file } : { $what }

data-no-such-file = ce fichier n’est pas (ou plus) dans le dossier de données, et l’app n’en livre aucun de ce nom : s’il a été effacé ou renommé, remettez-le sous ce nom
data-unreadable = le fichier ne peut pas être lu ({ $reason })
data-bad-bytes = ce caractère n’est pas du texte UTF-8 : le fichier a sans doute été enregistré dans un autre codage ; enregistrez-le à nouveau en UTF-8 (si votre éditeur montre ici un point d’interrogation dans un losange noir, la lettre est perdue : retapez-la)
data-control-character = un caractère invisible (un caractère de contrôle, code { $code }) se trouve ici : effacez-le (il vient souvent d’un copier-coller)
data-misnamed = ce fichier ne sera pas lu, car son nom doit finir autrement : renommez `{ $name }` en `{ $right }` { $why ->
    [case] (la fin du nom s’écrit en minuscules)
   *[txt] (certains éditeurs ajoutent `.txt`)
  }
data-folder-of-no-game = ce dossier n’est celui d’aucun jeu, et ses leçons ne seront pas lues : renommez `{ $name }` avec le nom d’un jeu, en minuscules ({ $games })
data-table-twice-at = la table `{ $table }` est écrite deux fois, ici et à la ligne { $first } ; rassemblez ses clés dans une seule table
data-table-twice = la table `{ $table }` est écrite deux fois ; rassemblez ses clés dans une seule table
data-key-twice-at = la clé `{ $key }` est donnée deux fois dans la même table, ici et à la ligne { $first } ; n’en gardez qu’une
data-key-twice = la clé `{ $key }` est donnée deux fois dans la même table ; n’en gardez qu’une
data-field-missing = il manque `{ $field }` { $table ->
    [none] en haut du fichier
   *[other] dans cette table `{ $table }`
  }{ $where }{ $why ->
    [none] {""}
   *[other] {"\u00A0"}: { $why }
  }
data-field-place = { $place ->
    [before] {" "}(à écrire avant `{ $next }`)
   *[after] {" "}(à écrire après `{ $next }`)
  }
data-why-size = il donne le nombre de colonnes et de rangées, sous la forme `size = [colonnes, rangées]`
data-why-start = c’est la position de départ, écrite dans la notation du jeu
data-why-base = il liste les cases de la base de ce camp
data-why-domain = il nomme le cercle de domaine de ce camp, où part son commandant
data-why-kind = il dit ce que fait l’étape (say, setup, expect, reply, quiz, play, flip, throw, guess, simulate ou lay)
data-why-game = il nomme le jeu qu’enseigne la leçon (bataille, chars, espion, schada ou tank-battle)
data-why-title = c’est l’identifiant du message qui donne le nom de la leçon dans la liste
data-why-text = c’est l’identifiant du message affiché
data-why-square = il nomme la case où l’étiquette est écrite
data-why-min = c’est le plus petit nombre de manches que représente ce choix
data-why-max = c’est le plus grand nombre de manches que représente ce choix
data-why-tail = c’est la case de la piste où la flèche part
data-why-head = c’est la case de la piste où la flèche mène
data-why-push = c’est le nombre de cases dont la case rouge fait avancer le pion
data-why-length = c’est le nombre de cases de la piste de course
data-why-rows = c’est le nombre de rangées dans lesquelles la piste est dessinée
data-why-per_row = c’est le nombre de cases de chaque rangée de la piste
data-why-cards_per_player = c’est le nombre de cartes que pose chaque joueur
data-why-explosions = c’est combien de ces cartes sont des explosions
data-why-id = c’est le nom de la règle, que les étapes qui l’enseignent écrivent dans `teaches`
data-why-start_squares = il donne les cases où partent les chars de ce camp
data-why-lays_on_ranks = il donne les deux rangées où ce camp pose ses cartes
data-why-reconstructed = il dit si ce plateau a été refait d’après les règles (`true`) ou recopié sur le vrai jeu (`false`)
data-why-source = il dit d’où vient ce plateau, entre guillemets
data-wrong-type = cette valeur est { $found ->
    [text] un texte
    [number] un nombre
    [yes-no] un oui/non (true ou false)
    [list] une liste
    [table] une table
   *[other] une valeur d’une autre sorte
  }, mais il faut ici { $expected ->
    [text] un texte entre guillemets
    [number] un nombre
    [yes-no] true ou false
    [list] une liste entre crochets
    [table] une table
   *[other] une autre sorte de valeur
  }
data-unknown-field = le champ `{ $name }` n’existe pas à cet endroit ; les champs possibles sont : { $known }
data-unknown-value = `{ $name }` n’est pas une valeur possible ici ; les valeurs possibles sont : { $known }
data-unclosed-list = cette liste n’est pas fermée : il manque un `]` à sa fin (ou une `,` entre deux de ses valeurs)
data-toml-syntax = cette ligne ne suit pas l’écriture TOML : vérifiez les guillemets, les crochets et le `=` entre la clé et la valeur

ftl-expected-equals = il faut un `=` ici : un message s’écrit `identifiant = texte`, avec un identifiant fait de lettres, de chiffres et de tirets (une ligne qui continue le texte du dessus doit commencer par des espaces)
ftl-comment-without-hash = cette ligne n’est ni un message ni un commentaire : si c’est un commentaire, commencez-la par `#` ; si c’est un message, écrivez `identifiant = texte`
ftl-unclosed-brace = une accolade `{"{"}` ouverte ici n’est pas fermée : il faut `{"}"}` pour finir ce qu’elle affiche (une variable, comme `{"{"} $nombre {"}"}`) ; une accolade tapée par erreur s’efface
ftl-unclosed-variant = le nom d’une variante n’est pas fermé : il faut `]`, comme dans `[one]`
ftl-expected = il faut `{ $what }` ici
ftl-expected-id = il faut un identifiant de message ici : il commence par une lettre tout au début de la ligne, et les lignes qui continuent un texte commencent par des espaces
ftl-message-without-text = le message `{ $id }` n’a pas de texte : écrivez-le après `=`, ou sur les lignes suivantes, décalées par des espaces
ftl-term-without-text = le terme `-{ $id }` n’a pas de texte : écrivez-le après `=`
ftl-forbidden-function = seules les fonctions écrites en capitales, comme NUMBER, peuvent être appelées ici
ftl-no-default-variant = ce choix a besoin d’une variante par défaut marquée d’un `*`, comme `*[other] …`
ftl-missing-value = il manque une valeur ici : écrivez le texte après `=`
ftl-two-default-variants = ce choix a plusieurs variantes par défaut marquées d’un `*` ; n’en gardez qu’une
ftl-bad-selector = un choix doit dépendre d’une variable, comme `$count`, et non d’un message
ftl-term-attribute-shown = l’attribut d’un terme ne peut pas être affiché directement dans un texte
ftl-unclosed-quote = un texte entre guillemets n’est pas fermé : ajoutez le `"` de fin sur la même ligne
ftl-positional-after-named = les arguments sans nom doivent venir avant ceux qui ont un nom
ftl-argument-twice = l’argument `{ $name }` est donné deux fois
ftl-unknown-escape = `\{ $escape }` n’est pas un échappement connu de Fluent (utilisez `\\`, `\"` ou `\u` suivi de quatre chiffres hexadécimaux)
ftl-bad-unicode-escape = `{ $escape }` n’est pas un échappement Unicode : écrivez `\u` et quatre chiffres hexadécimaux
ftl-stray-brace = cette `{"}"}` ne ferme rien : supprimez-la, ou écrivez `{"{"}"{"}"}"{"}"}` pour afficher une accolade
ftl-expected-expression = il faut dire quoi afficher entre `{"{"}…{"}"}` : une variable comme `$count`, un identifiant de message, un nombre ou un texte entre guillemets
ftl-expected-literal = il faut un nombre ou un texte entre guillemets ici
ftl-id-twice = le message `{ $id }` est défini deux fois, ici et à la ligne { $first } : supprimez ou renommez l’un des deux (seul le premier sert)
ftl-variable-without-name = une variable a besoin d’un nom après `$`, comme `$count`
ftl-loose-variable = `{ $text }` s’afficherait tel quel : une variable s’écrit entre accolades, comme `{"{"} { $text } {"}"}`
ftl-interface-variable = le texte `{ $id }` utilise `{ $name }`, que l’application ne lui donne pas{ $given ->
    [none] {""}
   *[other] {" "}(elle donne { $given })
  } : { $guess ->
    [none] écrivez le texte sans `{ $name }`
   *[other] écrivez `{"{"} { $guess } {"}"}` à sa place (une variable garde son nom anglais)
  }
ftl-tab-indent = cette ligne est décalée par une tabulation : les lignes qui continuent un texte doivent commencer par des espaces
ftl-special-line-start = une ligne qui continue un texte ne peut pas commencer par `{ $char }` : Fluent y lit une variante ou un attribut, pas des mots. Commencez la ligne par un mot, ou écrivez { "{" }"{ $char }"{ "}" }
ftl-accent-in-name = un identifiant ou un nom de variable s’écrit sans accent : remplacez `{ $letter }` par une lettre sans accent (seuls les lettres a-z, les chiffres, `-` et `_` sont permis)

## Une définition de kit (printables/<jeu>.toml). $field est la clé telle qu’elle est écrite dans le fichier.
printables-out-of-range = { $field } doit être entre { $low } et { $high } mm, pas { $value }{ $cm ->
    [none] {""}
   *[other] {" "}(écrit en centimètres ? En millimètres, c’est { $cm })
  }{ $also ->
    [none] {""}
   *[other] {" "}; hors limites aussi (ligne entre parenthèses) : { $also }
  }
printables-unknown-sheet = feuille `{ $name }` inconnue (ce jeu a : { $known })
printables-sheet-not-for-game = { $game } n’a pas de feuille `{ $name }` (il a : { $known })
printables-sheet-twice = la feuille `{ $name }` est écrite deux fois
printables-unknown-piece = pièce `{ $name }` inconnue (ce jeu a : { $known })
printables-too-many-pieces = au plus 64 pièces d’une même sorte
printables-too-many-cards = au plus 64 cartes d’une même sorte
printables-needs-pieces = la feuille des pièces a besoin d’une table `[pieces]`
printables-needs-cards = la feuille des cartes-mines a besoin d’une table `[cards]`
printables-lesson-path = `lesson_path` doit être un chemin non vide, en caractères ASCII, sans espace
printables-rules-first = `sheets` doit commencer par "rules" : la première page du kit porte la règle de contrôle de 10 cm
printables-rows = `rows` doit être entre 1 et 40, pas { $value }

## Un nom de champ mal écrit dans un fichier de leçon, quand un nom connu en est proche.
data-field-of-table = le champ `{ $name }` va dans la table `{ $header }` : la ligne `{ $header }` manque-t-elle au-dessus{"\u202F"}?
data-unknown-field-guess = le champ `{ $name }` n’existe pas ; vouliez-vous écrire `{ $guess }` ?

## Pourquoi un jeu ou la position d’une leçon ne peut pas s’ouvrir.
data-board-broken = le fichier de plateau { $file } est abîmé (ligne { $line } : { $what })
data-board-broken-no-detail = le fichier de plateau de ce jeu est abîmé
data-no-engine = { $game } n’a pas de moteur de jeu de plateau dans cette version
data-lesson-cannot-start = la leçon ne peut pas commencer : { $what }

## ludoclasse print worksheets : un dossier qui ne peut pas donner une fiche.
worksheet-no-lesson = aucun fichier de leçon (`*.toml`) ici pour en faire une fiche d’exercices
worksheet-one-game = une fiche d’exercices porte sur un seul jeu : cette leçon est pour { $game }, { $first } est pour { $first-game }
worksheet-move-not-legal = ce coup n’est pas permis ici (voir `ludoclasse lesson check`)

## Une ligne écrite à la manière d’un autre format.
data-colon-for-equals = `{ $key }` est suivi de `:` : dans ces fichiers, une clé et sa valeur sont reliées par `=`, comme dans `{ $key } = "…"`
data-key-with-space = la clé `{ $key }` contient une espace : une clé est un seul mot (lettres, chiffres, `_` ou `-`), suivi de `=` et de sa valeur
data-key-without-value = la clé `{ $key }` n’a pas de valeur : écrivez `=` puis sa valeur, sur la même ligne
data-after-value = il y a quelque chose après la valeur sur cette ligne : un commentaire commence par `#`, et chaque clé va sur sa propre ligne
ftl-typographic-quotes = un texte entre accolades s’écrit entre guillemets droits `"`, pas entre guillemets typographiques comme “ ” ou « »
data-typographic-quotes = ce texte est entre guillemets typographiques (“ ” ou « »), comme les écrit un traitement de texte : écrivez-le entre guillemets droits `"`
data-unquoted-text = ce texte n’a pas de guillemets : écrivez-le entre guillemets droits `"`, comme dans `text = "espion-l01-a"`
data-list-missing-comma = il manque une virgule avant cette valeur : dans une liste, les valeurs sont séparées par des virgules, comme dans `[8, 8]` ou `["E1", "E2"]`
ftl-comment-without-space = un commentaire commence par `#` et une espace, comme `# Une note` : sans l’espace, cette ligne n’est pas lue comme un commentaire
ftl-equals-twice = il y a un `=` de trop ici : un message s’écrit `id = texte`, avec un seul `=` (celui-ci serait affiché dans le texte)
ftl-indented-id = cette ligne commence par des espaces, elle est donc lue comme la suite du message au-dessus : pour commencer le message `{ $id }`, écrivez son id tout au début de la ligne
ftl-lookalike-id = aucune leçon n’utilise le message `{ $id }`, et `{ $guess }`, qu’une leçon utilise, n’est pas dans ce fichier : vouliez-vous écrire `{ $guess }` ? (un id s’écrit exactement, majuscules et tirets compris)
ftl-two-on-one-line = `{ $id } =` commence un autre message au milieu de cette ligne : passez à la ligne avant `{ $id }` (tel quel, `{ $id }` n’est pas lu{ $shipped ->
        [yes] {" "}et son texte livré s’affiche
       *[no] {""}
    })
data-single-brackets = `{ $table }` entre crochets simples est une seule table, mais il y a plusieurs `{ $table }` : écrivez chacune `[[{ $table }]]`, avec deux crochets
data-utf16 = ce fichier est enregistré en UTF-16 (« Unicode » dans certains éditeurs), qui ne peut pas être lu : enregistrez-le de nouveau en UTF-8
data-no-opening-quote = ce texte a un guillemet à la fin mais pas au début : mettez un `"` avant son premier mot
data-header-misspelt = la table `{ $written }` n’existe pas dans ce fichier : vouliez-vous écrire `{ $wanted }` ?
data-after-change = { $change ->
    [deleted] { $kind ->
        [lesson] la leçon livrée a ici { $count } lignes de plus, depuis `{ $was }`
       *[file] le fichier livré a ici { $count } lignes de plus, depuis `{ $was }`
    }
    [added] { $kind ->
        [lesson] la leçon livrée n’a pas cette ligne
       *[file] le fichier livré n’a pas cette ligne
    }
    [swapped] { $kind ->
        [lesson] cette ligne et la suivante sont inversées : la leçon livrée écrit ici `{ $was }`
       *[file] cette ligne et la suivante sont inversées : le fichier livré écrit ici `{ $was }`
    }
   *[changed] { $kind ->
        [lesson] la leçon livrée écrit ici `{ $was }`
       *[file] le fichier livré écrit ici `{ $was }`
    }
  }, et avec ce changement, { $file ->
    [none] à la ligne { $line }
   *[other] dans { $file }, à la ligne { $line }
  }, { $problem }
# A shipped lesson checked with a teacher's copy (of its board, of the rules list) changed in several
# places: the problem stays at its own line and names the copy and its changed lines.
data-copy-in-use = { $problem } (cette leçon livrée est vérifiée avec votre copie { $file }, qui diffère du fichier livré { $count ->
    [one] à la ligne { $lines }
   *[other] aux lignes { $lines }
  })
# A message named after a lesson that reads, which none of its steps uses.
ftl-unused-in-lesson = aucune étape de la leçon `{ $lesson }` n’utilise le message `{ $id }`, qui ne serait donc jamais montré : donnez son identifiant à l’étape qui doit le dire (`text = "{ $id }"`), ou retirez cette ligne
# A text file beside a game's lessons named otherwise than fr.ftl or en.ftl.
data-ftl-not-read = ce fichier de textes ne sera pas lu : les textes des leçons d’un jeu vont dans `fr.ftl` (français) et `en.ftl` (anglais){ $right ->
    [none] {""}
   *[other] {"\u202F"}; renommez `{ $name }` en `{ $right }`
  }
# `{ tail = 6; head = 11 }`: a semicolon where the comma between two pairs goes.
data-semicolon-for-comma = un `;` sépare ici deux paires : dans une table entre accolades, elles sont séparées par une virgule, comme dans `{"{"} tail = 6, head = 11 {"}"}`
# A teacher's copy of an interface text defining an id the app never asks for.
ftl-interface-unknown-id = l’application ne demande jamais le texte `{ $id }` : ces mots ne seraient jamais montrés{ $guess ->
    [none] {""}
   *[other] {"\u202F"}; vouliez-vous écrire `{ $guess }` ?
  }
# `{ file }` in a copy where the shipped message writes `{ $file }`.
ftl-variable-without-dollar = il manque le `$` de la variable `{ $name }` : écrivez `{"{"} ${ $name } {"}"}`, comme le texte livré
data-number-with-space = un nombre s’écrit sans espace, virgule ni point entre ses chiffres : écrivez `{ $number }`
data-values-without-list = plusieurs valeurs forment une liste, entre crochets et séparées par des virgules : écrivez `{ $list }`
printables-piece-too-big = des pions de { $size } mm ne tiennent pas sur des cases de { $square } mm : choisissez une taille d’au plus { $square } mm, ou agrandissez `square_mm`
printables-card-too-big = des cartes de { $size } mm ne tiennent pas sur des cases de { $square } mm : choisissez une taille d’au plus { $square } mm, ou agrandissez `square_mm`
data-decimal-comma = un nombre à virgule s’écrit avec un point : écrivez `{ $number }`
data-number-with-unit = un nombre s’écrit seul, sans son unité : écrivez `{ $number }`, sans `{ $unit }`
data-invisible-character = un caractère invisible ({ $code }) se cache ici : effacez-le (il vient souvent d’un copier-coller depuis une page web ou un traitement de texte)
data-nbsp-outside-text = une espace insécable se trouve ici, hors des guillemets : remplacez-la par une espace ordinaire
ftl-nbsp-in-name = une espace insécable se trouve ici, avant le `=` : remplacez-la par une espace ordinaire (les espaces insécables vont dans le texte)
data-empty-file = ce fichier est vide{ $what ->
        [lesson]  : une leçon commence par `game = …` et `title = …`, puis ses étapes `[[step]]`
       *[board]  : supprimez-le pour revenir au plateau livré, ou recopiez-y le plateau livré avant de le corriger
    }
data-number-too-large = { $number } est un nombre trop grand pour ce champ : écrivez-en un plus petit, comme celui du fichier livré
data-comment-slashes = dans ces fichiers, un commentaire commence par `#`, pas par `//` : écrivez `# …`
data-outside-game-folder = { $what ->
    [lesson] cette leçon n’est pas lue
   *[texts] ce fichier de textes n’est pas lu
  } : sa place est dans le dossier de son jeu, { $game ->
    [none] `lessons/espion/`, `lessons/schada/`…
   *[other] `lessons/{ $game }/`
  } ; déplacez `{ $name }` là-bas
data-inline-missing-comma = il manque une virgule avant `{ $key }` : dans une table entre accolades, les paires sont séparées par des virgules, comme dans `{"{"} tail = 6, head = 11 {"}"}`
data-list-parentheses = une liste s’écrit entre crochets, pas entre parenthèses : écrivez `[8, 10]` ou `["E1", "E2"]`
ftl-function = `{ $name }(…)` n’est pas connu ici : ces textes n’utilisent aucune fonction, écrivez la variable seule, comme `{"{"} $count {"}"}`
ftl-no-such-attribute = le message `{ $id }` n’a pas d’attribut `.{ $attribute }` : écrivez `{"{"} { $id } {"}"}` pour son texte
ftl-variant-twice = la variante `[{ $key }]` est écrite deux fois dans ce choix : seule la première est jamais montrée
ftl-variant-never-chosen = la variante `[{ $key }]` n’est jamais choisie : ce texte choisit entre { $known } (ces noms restent en anglais, comme dans le fichier livré)
ftl-nbsp-indent = cette ligne est décalée par des espaces insécables : une ligne qui continue un texte commence par des espaces ordinaires
ftl-tab-before-equals = il y a une tabulation ici, avant le `=` : écrivez une espace ordinaire, comme dans `id = texte`
ftl-dash-lookalike = `{ $dash }` n’est pas le tiret d’un identifiant : un identifiant s’écrit avec le tiret `-` ordinaire du clavier, comme dans `espion-l01-go`
ftl-choice-arrow = un choix s’écrit avec une flèche faite d’un tiret et de `>` : `{"{"} $count ->`
ftl-variant-without-text = la variante `{ $key }` n’a pas de mots : écrivez son texte après elle, sur la même ligne
ftl-indented-comment = ce commentaire est décalé : il serait montré comme une partie du texte au-dessus ; commencez la ligne par `#`, sans espace avant
data-interface-ftl-not-read = ce fichier de textes ne sera pas lu : une copie des textes de l’application garde le nom du fichier livré{ $right ->
    [none] {""} (`app.ftl`, `app-play.ftl`…)
   *[other]  ; renommez `{ $name }` en `{ $right }`
  }
data-word-processor = ce fichier a été enregistré par un traitement de texte ({ $kind ->
    [rtf] en RTF
   *[document] comme un document
  }), pas en texte brut : ouvrez-le de nouveau et enregistrez-le en texte brut (UTF-8), sous son propre nom
ftl-backslash-n = `{"\\"}n` serait montré tel quel : pour aller à la ligne, continuez le texte sur la ligne suivante, décalée par des espaces
ftl-tab-in-text = il y a une tabulation dans ce texte : elle serait montrée comme une case vide ; écrivez une espace à la place
ftl-missing-glyph = le caractère { $code } n’est pas dans la police de l’application : il serait montré comme une case vide
printables-table-not-for-game = le kit { $game } n’imprime { $table ->
    [cards] aucune carte de mine
    [pieces] aucune pièce
   *[score_sheet] aucune feuille de score
  } : cette table `{ $table }` ne servirait à rien ; enlevez-la
printables-field-not-for-game = le kit { $game } n’a pas de plateau à imprimer : `{ $field }` ne servirait à rien ; enlevez-le
ftl-unicode-escape = un code de caractère entre guillemets s’écrit avec des chiffres et des lettres A à F ordinaires, quatre après `{"\\"}u` (comme dans `{"\\"}u00A0`), six après `{"\\"}U`
# A file the app keeps (settings, children, saves) checked by `lesson check`. Variables: $what (a sentence: json-*), $name, $restored (yes, no)
data-kept-broken = { $what }. L’app mettra ce fichier de côté sous le nom `{ $name }.corrupt`{ $restored ->
    [yes] {" "}et remettra à sa place sa dernière copie en bon état, `{ $name }.good`
   *[no] {" "}et continuera sans lui
  }
data-file-not-read-here = l’app ne lit pas ce fichier à cet endroit : { $what ->
    [lesson] une leçon
    [board] un plateau
    [kit] un kit à imprimer
   *[texts] un fichier de textes
  } va dans `{ $right }` ; déplacez-le là
data-value-missing = rien n’est écrit après `{ $key } =` : écrivez sa valeur (un texte entre guillemets droits, un nombre, ou une liste entre crochets), ou supprimez la ligne
data-number-with-words = `{ $value }` n’est ni un nombre ni un texte : un nombre s’écrit seul, sans mot ni signe (comme `{ $number }`), une liste entre crochets (comme `[8, 8]`), un texte entre guillemets droits
data-number-below-zero = `{ $value }` est en dessous de zéro : ici, un nombre vaut 0 ou plus
data-number-too-large-for = `{ $value }` est trop grand ici : au plus { $max }
data-key-twice-heading-lost = la clé `{ $key }` est écrite deux fois dans `{ $table }`, ici et ligne { $first } : le titre `{ $lost }` manque sans doute au-dessus de ces lignes, comme dans le fichier livré ; remettez-le
ftl-id-of-another-file = `{ $id }` n’est pas un texte des leçons de { $game } (leurs noms commencent par `{ $game }-`) : ici il n’est pas lu ; écrivez-le dans un fichier de textes de `{ $right }`
data-field-of-parent-table = le champ `{ $name }` va dans la table `{ $header }` du dessus : écrivez-le avant la première ligne `{ $sub }` (ici, il tombe dans la table `{ $sub }`)
ftl-text-in-quotes = les guillemets autour de ce texte seraient affichés avec lui : écrivez le texte sans le `{ $quote }` du début et de la fin
ftl-html-tag = `{ $tag }` serait affiché tel quel : l’application montre un texte comme il est écrit, sans gras, italique ni autre mise en forme
ftl-comment-in-text = `{ $comment }` serait affiché avec le texte : dans un fichier de textes, un commentaire s’écrit sur une ligne à part, qui commence par `#`
data-folder-named-as-file = c’est un dossier, mais l’application lit un fichier de ce nom : elle ne trouve pas de copie ici et utilise le sien. Rangez ailleurs ce que contient le dossier, supprimez le dossier, et enregistrez votre copie comme un fichier de ce nom
data-line-twice = cette ligne est écrite deux fois, ici et à la ligne { $first } : supprimez l’une des deux
data-key-twice-heading-lost-top = la clé `{ $key }` est écrite deux fois en haut du fichier, ici et ligne { $first } : le titre `{ $lost }` manque sans doute au-dessus de ces lignes, comme dans le fichier livré ; remettez-le
data-word-for-number = `{ $word }` n’est pas un nombre : cette valeur est un nombre écrit en chiffres, comme `{ $example }` dans le fichier livré
data-unquoted-text-of = ce texte n’a pas de guillemets : écrivez-le entre guillemets droits `"`, ainsi : `{ $key } = "{ $word }"`
ftl-bad-bytes-messages = ce caractère n’est pas du texte UTF-8, et { $count } messages de ce fichier ont de tels caractères : le fichier a sans doute été enregistré dans un autre codage. Ces messages montrent le texte livré tant que le fichier n’est pas enregistré de nouveau en UTF-8 (si votre éditeur y montre des points d’interrogation dans des losanges noirs, leurs lettres sont perdues : retapez-les)
data-heading-brackets = ce titre a plus de crochets d’un côté que de l’autre : écrivez-le `{ $heading }`
data-stray-before-value = `{ $stray }` se trouve devant la valeur : supprimez-le
ftl-cut-short = le fichier s’arrête au milieu du message `{ $id }`, là où le texte livré continue : l’application montre le texte livré. Copiez de nouveau le fichier, en entier
# A key given twice, with the heading that should be above it written just below it (two lines swapped). Variables: $key, $first, $table (`top` at the top of the file), $lost, $below
data-heading-below-key = la clé `{ $key }` est écrite deux fois { $table ->
    [top] en haut du fichier
   *[other] dans `{ $table }`
}, ici et ligne { $first } : le titre `{ $lost }` de la ligne { $below } va sans doute au-dessus de cette ligne ; remontez-le
# A field of a table written just above that table's heading (two lines swapped). Variables: $name, $header, $below
data-heading-below-field = le champ `{ $name }` va dans la table `{ $header }` : le titre `{ $header }` de la ligne { $below } va sans doute au-dessus de cette ligne ; remontez-le
# A number outside its own range (`level = 5` in settings.toml). Variables: $value, $min, $max
data-number-not-in-range = `{ $value }` ne convient pas ici : ce nombre va de { $min } à { $max }
# A key given twice in a table that lacks another key every such table has. Variables: $key, $first, $missing
data-key-twice-other-missing = la clé `{ $key }` est écrite deux fois dans cette table, ici et à la ligne { $first }, et `{ $missing }` n’y est pas : l’une des deux devait sans doute être `{ $missing }`
# A decimal comma where the shipped file writes whole numbers (`answer = 6,5`). Variables: $value, $example
data-decimal-comma-whole = `{ $value }` n’est pas un nombre entier : ici, un nombre s’écrit en chiffres, sans virgule, comme `{ $example }` dans le fichier livré
# A message's name with a space in it. Variables: $written, $joined
ftl-id-with-space = le nom d’un message ne contient pas d’espace : `{ $written }` est lu comme deux mots ; écrivez `{ $joined }` (avec le nom qu’utilisent les leçons)
# Words under a message that do not start with spaces.
ftl-continuation-not-indented = cette ligne continue le texte du dessus : commencez-la par des espaces (une ligne collée au bord gauche commence un nouveau message, écrit `identifiant = texte`)
data-note-without-hash = cette ligne n’est ni une clé suivie de `=` et de sa valeur, ni un titre entre crochets : si c’est une note, commencez-la par `#`
data-curly-closing-quote = ce texte finit par un guillemet typographique `{ $quote }` (celui d’un traitement de texte), qui ne ferme pas le texte : écrivez un guillemet droit `"`
data-comma-after-value = une virgule de trop en fin de ligne : supprimez-la (chaque ligne `clé = valeur` se suffit à elle-même ; les virgules séparent seulement les valeurs d’une liste)
ftl-heading-brackets = `{ $heading }` n’est ni un message ni une note : dans ce fichier, un titre est une note qui commence par `#`, comme `## { $title }`
data-value-missing-like = rien n’est écrit après `{ $key } =` : écrivez sa valeur, comme `{ $example }` dans le fichier livré, ou supprimez la ligne
data-quote-lost-in-list = il manque ici le guillemet droit `"` qui ferme `"{ $text }` : écrivez `"{ $text }",` (sans lui, les guillemets qui suivent sur la ligne s’associent de travers)
# Variables: $char (the bracket typed), $inside (what the brace holds)
ftl-brace-closed-wrong = `{ $char }` ne ferme pas l’accolade ouverte avant lui : elle se ferme par `{"}"}`, comme `{"{"} { $inside } {"}"}`
# Variables: $choice (the line that opens it), $line (its number)
ftl-choice-unclosed = le choix `{ $choice }` de la ligne { $line } n’est pas fermé : ajoutez une ligne `{"}"}` sous sa dernière variante, ici
# Variables: $variable (as written)
ftl-choice-arrow-missing = `{"{"} { $variable }` est suivi de variantes : écrivez la flèche `->` après la variable, `{"{"} { $variable } ->`
ftl-star-inside-bracket = l’étoile de la variante par défaut se met avant le crochet : écrivez `*[other]`, pas `[*other]`
# Variables: $path (the path with `/`)
printables-path-backslash = dans un texte entre guillemets, `\` commence un caractère spécial, pas un dossier : séparez les dossiers par `/`, comme `lesson_path = "{ $path }"`
# Variables: $written, $number (the same number in digits)
data-number-exponent = `{ $written }` est écrit avec un exposant, et se lit comme un nombre à virgule : écrivez `{ $number }`
# Variables: $id
ftl-tab-before-id = cette ligne commence par une tabulation : pour commencer le message `{ $id }`, écrivez son identifiant tout au début de la ligne, sans la tabulation
# Variables: $word (the word whose apostrophe ends the text)
data-apostrophe-in-single-quotes = ce texte entre apostrophes s’arrête à l’apostrophe de `{ $word }` : écrivez-le entre guillemets droits, `"…"`
data-stray-after-value = le `{ $stray }` après la valeur est un signe de trop : supprimez-le (une ligne `clé = valeur` se termine avec la ligne elle-même)
# Plusieurs problèmes qu’un seul changement d’un enseignant cause plus loin : le premier, et les lignes des autres.
data-after-change-more = { $said } (ce changement casse aussi { $count ->
    [one] la ligne { $lines }
   *[other] les lignes { $lines }
  } : { $change ->
    [deleted] remettez les lignes livrées
    [added] enlevez la ligne ajoutée
    [swapped] remettez les deux lignes dans l’ordre
   *[changed] remettez la ligne livrée
  }, ou corrigez { $count ->
    [one] cette ligne
   *[other] ces lignes
  } aussi)
# Un kit qui imprime moins de pièces d’une sorte que chaque camp n’en a au début de la partie.
printables-too-few-pieces = chaque camp commence la partie avec { $needed } pièces `{ $kind }`, mais le kit en imprime { $count ->
    [0] zéro
   *[other] seulement { $count }
  } : écrivez `{ $kind } = { $needed }` (davantage fait des pièces de rechange)
# Un kit qui imprime moins de cartes-mines que chaque camp n’en pose.
printables-too-few-cards = chaque camp pose { $needed } cartes-mines, mais le kit en imprime { $count } ({ $explosions } explosions et { $blanks } cartes blanches) : `explosions` et `blanks` doivent faire ensemble { $needed } ou plus
data-why-lesson_path = c’est le dossier des leçons du jeu, qu’ouvre le code QR de la feuille des règles, comme `lesson_path = "lessons/espion"`
data-why-sheets = c’est la liste des feuilles à imprimer, dans l’ordre, en commençant par `"rules"`, comme `sheets = ["rules", "board", "pieces"]`
data-why-size_mm = c’est la taille d’une pièce ou d’une carte imprimée, en millimètres
data-why-counts = c’est le nombre de pièces de chaque sorte pour chaque camp, comme `counts = {"{"} chief = 1, spy = 7, agent = 8 {"}"}`
data-why-blanks = c’est le nombre de cartes blanches parmi les cartes-mines de chaque camp
# Un plateau de Tank Battle sans les mines ou la zone rouge dont parlent ses règles.
board-terrain-missing = ce plateau n’a { $name ->
    [red] pas de zone rouge
   *[mine] pas de mines
  }, mais les règles de Tank Battle en ont besoin{ $name ->
    [red] {" "}: ce sont les cases que seul un commandant peut traverser
   *[mine] {" "}: ce sont les cases noires qu’aucun char ne peut traverser
  }{" "}; écrivez leurs cases dans `[terrain]`, comme `{ $example }` dans le plateau livré{ $where }
# Un attribut sous un message (`    .aide = …`) : Fluent le lit, mais aucun écran de l’app ne le montre.
ftl-attribute-not-shown = `.{ $name }` est un attribut du message au-dessus, et l’app ne montre jamais les attributs : supprimez cette ligne ; pour en dire plus, écrivez un message à part (un indice est le message qu’une étape nomme dans `feedback`)
# Une entité HTML (`&nbsp;`) dans un texte, que l’app montre telle quelle. Variables : $entity, $name (nbsp, amp, other)
ftl-html-entity = `{ $entity }` serait montré tel quel : { $name ->
    [nbsp] tapez l’espace elle-même (une espace insécable, ou une espace ordinaire)
    [amp] tapez `&` tout seul
   *[other] tapez le caractère lui-même
  }
# A file whose end is only zero characters (code 0): cut while it was copied or saved. Variables: $count
data-zeros-to-end = d’ici à la fin, le fichier ne contient que { $count } caractères invisibles nuls (code 0) : il a sans doute été coupé pendant une copie ou un enregistrement ; effacez tout d’ici à la fin, puis vérifiez que les lignes au-dessus sont complètes
# Numbered places (`{0}`, `{1}`) in a text the app gives named values. Variables: $written (the places), $given (the names to write)
ftl-numbers-for-variables = { $written } afficherait ces nombres tels quels : l’app donne à ce texte des valeurs nommées, écrites avec `$` et leur nom : { $given }
# A note written between a message's name and its `=` (`chars-l02-summary (à revoir) = …`). Variables: $id, $note
ftl-note-in-name = `{ $note }` ne peut pas se trouver entre le nom `{ $id }` et son `=` : un nom ne contient que des lettres, des chiffres et des tirets ; écrivez la note sur une ligne à elle, au-dessus du message, en la commençant par `#`
# An indented line under a `#` note that cut it from its message. Variables: $id (the message), $line (the note's)
ftl-note-inside-message = cette ligne est coupée du texte de `{ $id }` par la note de la ligne { $line } : une ligne `#` ne peut pas se trouver au milieu d’un message ; placez la note au-dessus du message
# The lines of a message switched off by a `#` on its first line only. Variables: $id, $line (the `#` line)
ftl-message-half-switched-off = cette ligne fait partie de `{ $id }`, désactivé par le `#` de la ligne { $line } : mettez aussi un `#` au début de chacune de ses lignes (ou retirez le `#` de la ligne { $line })
# A variant's name in quotes (`["2000"]`). Variables: $key (without the quotes)
ftl-variant-name-quoted = le nom d’une variante s’écrit sans guillemets : écrivez `[{ $key }]`
# A number variant written with a separator (`[2,000]`). Variables: $written, $key (the digits alone)
ftl-variant-number-separator = un nombre dans le nom d’une variante s’écrit avec ses seuls chiffres, sans `,`, `.` ni espace : écrivez `[{ $key }]`, pas `[{ $written }]`
# A `}` alone on its line, closing nothing (left from a choice that was made plain text).
ftl-lone-brace = cette `{"}"}` ne ferme rien (le texte au-dessus n’a pas de `{"{"}` ouverte) : effacez la ligne
# A file that stops inside a message's name (a copy cut short). Variables: $written, $guess (the shipped name starting so, or none)
ftl-file-cut-in-name = le fichier s’arrête au milieu du message `{ $written }` : il a sans doute été coupé pendant une copie ou un enregistrement ; { $guess ->
    [none] écrivez la suite du message, `=` et son texte, ou effacez cette ligne
   *[other] écrivez la suite du message, comme dans le fichier livré : `{ $guess } = …`, ou effacez cette ligne
  }
# Bad bytes in a file whose other accents read well: only some lines were pasted in another encoding.
data-bad-bytes-mixed = cette ligne a des caractères enregistrés dans un autre codage que le reste du fichier (qui est en UTF-8) : retapez ses lettres accentuées et ses signes typographiques (é, è, à, ’, «, …) dans votre éditeur, puis enregistrez le fichier en UTF-8
# An accented letter saved as UTF-8, then read in another encoding (an A with a tilde, then a sign, for é). Variables: $written, $meant
data-mojibake = `{ $written }` est la lettre `{ $meant }` lue dans un mauvais codage : le fichier a été ouvert puis enregistré dans un autre codage ; réécrivez `{ $meant }` (et les autres lettres accentuées du fichier)
# A ligature character (from a PDF) outside a note. Variables: $ligature, $letters
data-ligature = `{ $ligature }` est un seul caractère qui remplace les lettres `{ $letters }` (il vient d’une copie depuis un PDF) : tapez les lettres `{ $letters }` à sa place
# A number written in words (`die = quatre`). Variables: $word, $number (in digits)
data-number-in-words = `{ $word }` est un nombre écrit en lettres : écrivez-le en chiffres, `{ $number }`
# A line number copied before a message (`34  espion-l01-go = …`). Variables: $number
ftl-line-number = `{ $number }` avant le nom du message ressemble à un numéro de ligne copié avec le texte : effacez-le, avec les espaces qui le suivent (un nom commence tout au début de la ligne)
# A message's name between quotes. Variables: $id
ftl-name-in-quotes = le nom d’un message s’écrit sans guillemets : écrivez `{ $id } = …`
# A message's name with dots for dashes (`espion.l02.find`). Variables: $written, $id
ftl-name-with-dots = le nom d’un message ne contient pas de `.` : écrivez `{ $id }`, avec des tirets, et non `{ $written }`
# An interface text written in the copy of another interface file than its own. Variables: $id, $file (its own file's name)
ftl-interface-id-of-other-file = `{ $id }` est un texte de `{ $file }` : il est bien affiché depuis ce fichier, mais c’est là-bas qu’on le cherchera ; déplacez-le dans une copie de `{ $file }`
ftl-variant-star-space = l’étoile de la variante par défaut se colle à son crochet, sans espace : écrivez `*[` ici
ftl-id-missing = il manque l’identifiant de ce message : écrivez-le au début de la ligne, avant `=`
# Variables: $table, $fields (the fields of the table above it, joined by "`, `")
data-table-empty = la table `[[{ $table }]]` est vide : supprimez-la, ou écrivez ses champs, comme dans celle du dessus : `{ $fields }`
data-cut-in-character = le fichier s’arrête au milieu d’un caractère : il a sans doute été coupé pendant une copie ou un enregistrement ; retapez la fin de cette ligne, puis vérifiez qu’aucune ligne ne manque après elle (comparez avec le fichier livré)
# Texts named after a lesson number that has no lesson file (`espion-l06-title`, and no `06-….toml`). Variables: $id (the first one), $game, $number, $file (the name its file starts with), $others (how many other texts of that lesson follow)
ftl-texts-of-no-lesson = `{ $id }` est un texte de la leçon { $number }, mais il n’y a pas de leçon { $number } { $game ->
    [bataille] de La Bataille
    [chars] de Bataille de chars
    [espion] d’Espion
    [schada] de Schada
   *[tank-battle] de Tank Battle
  } (un fichier `{ $file }` à côté des autres){ $others ->
    [0] {""}
    [one] , pour ce texte et un autre plus bas
   *[other] , pour ce texte et { $others } autres plus bas
  } : copiez le fichier de la leçon à côté des autres, ou enlevez ces textes (ils ne seraient jamais montrés)
# A file that writes its first lines again from some line on (pasted twice into itself). Variables: $to_end (yes when the second copy runs to the end of the file)
data-pasted-twice = à partir d’ici, le fichier écrit de nouveau ses premières lignes : il a sans doute été collé deux fois{"\u202F"}; { $to_end ->
    [yes] supprimez tout, de cette ligne à la fin du fichier
   *[no] supprimez la seconde copie, qui commence à cette ligne
  }
# A line or page break a word processor writes (Shift+Enter: code 11), pasted into a text file. Variables: $code
data-word-processor-break = un { $code ->
    [11] saut de ligne
   *[other] saut de page
  } invisible venu d’un traitement de texte (code { $code }) se trouve ici : remplacez-le par une espace (ou par un retour à la ligne de cet éditeur, Entrée, là où une ligne finit)
# The marks a sync tool or git leaves where two copies of a file differ (`<<<<<<<`, `=======`, `>>>>>>>`). Variables: $count (how many other marks), $lines (their lines)
data-conflict-marks = cette ligne est une marque qu’un outil de synchronisation (ou git) laisse là où deux copies du fichier diffèrent{ $count ->
    [0] {""}
    [one] , comme la ligne { $lines }
   *[other] , comme les lignes { $lines }
  } : entre les marques se trouvent les deux versions{"\u202F"}; gardez celle que vous voulez et supprimez l’autre, avec toutes les lignes de marque
# A carriage return alone (an old Mac line end) in a text file whose other lines end as usual.
ftl-lone-return = cette ligne contient un retour chariot seul (une fin de ligne des anciens Mac) : votre éditeur y montre une fin de ligne, mais l’app n’en lit aucune, et les messages qui la suivent sur cette ligne ne sont pas lus{"\u202F"}; enregistrez le fichier avec des fins de ligne ordinaires (dans le réglage des fins de ligne de l’éditeur : LF, ou CRLF)
# A place written as other programs write one (`%s`, `%d`) in a text the app gives named values. Variables: $written, $given (the names to write)
ftl-printf-place = `{ $written }` serait montré tel quel : l’app donne à ce texte des valeurs nommées, qui s’écrivent avec `$` et leur nom : { $given }
# Bold or italics written as in a chat or a wiki (`**toutes**`). Variables: $mark
ftl-markdown = `{ $mark }` serait montré tel quel : l’app montre un texte comme il est écrit, sans gras ni italique{"\u202F"}; écrivez les mots sans `{ $mark }`
# A character written as a code (`\u00A0`) in the words of a text. Variables: $written
ftl-escape-in-text = `{ $written }` serait montré tel quel : tapez le caractère lui-même, ou écrivez-le comme un texte entre guillemets, `{"{"} "{ $written }" {"}"}`
# A `;` between two values of a list, where a comma goes.
data-list-semicolon = un `;` sépare ici deux valeurs : les valeurs d’une liste sont séparées par des virgules, comme dans `["E1", "E2"]`{"\u202F"}; écrivez `,` à la place de chaque `;`
