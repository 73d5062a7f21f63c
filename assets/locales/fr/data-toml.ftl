# Les fautes d’écriture TOML (leçons, plateaux, fiches d’impression), dites sans les mots anglais de la
# bibliothèque qui lit le fichier. Le fichier, la ligne et la colonne sont ajoutés devant.

data-toml-unclosed-header = cet en-tête de table n’est pas fermé : il faut `]` à la fin de la ligne (ou `]]` quand il s’ouvre par `[[`, comme `[[step]]`)
data-toml-inline-table = cette table entre accolades est mal écrite : elle s’écrit sur une seule ligne, `{"{"}clé = valeur, clé = valeur{"}"}`, avec une virgule entre deux paires, aucune après la dernière, et l’accolade fermante à la fin
data-toml-list = cette liste est mal écrite : ses valeurs se suivent entre `[` et `]`, séparées par une seule virgule
data-toml-escape = une barre oblique inverse `\` dans un texte entre guillemets doubles annonce un signe spécial : écrivez `\\` pour la barre elle-même, ou mettez le texte entre guillemets simples
data-toml-string = ce texte entre guillemets est mal fermé : il doit finir sur la même ligne par le guillemet qui l’ouvre (ou utilisez trois guillemets `"""` pour un texte sur plusieurs lignes)
data-toml-multiline-unclosed = ce texte sur plusieurs lignes, ouvert par `{ $quotes }`, n’est jamais fermé : écrivez `{ $quotes }` à sa fin
data-toml-lone-return = cette ligne finit par un retour chariot seul (une fin de ligne d’un ancien Mac) : enregistrez le fichier avec des fins de ligne ordinaires
data-toml-number = ce nombre est mal écrit : il s’écrit avec des chiffres seulement, comme 3 ou 12, sans zéro devant, sans espace et avec au plus un signe
data-toml-boolean = un oui ou non s’écrit `true` (oui) ou `false` (non), en minuscules et sans guillemets
data-toml-date = cette valeur se lit comme une date, pas comme un texte : un texte s’écrit entre guillemets
data-toml-missing-value = il manque la valeur après le `=` : écrivez-la (un texte entre guillemets, un nombre, true ou false, ou une liste entre crochets)
data-toml-extra-equals = il y a un `=` de trop ici : une ligne s’écrit `clé = valeur`, avec un seul `=`
data-toml-bad-key = ce nom de clé n’est pas permis : une clé s’écrit avec des lettres sans accent, des chiffres, `-` et `_` (comme `kind` ou `square_mm`){ $guess ->
    [none] {""}
   *[other] {"\u202F"}; vouliez-vous écrire `{ $guess }` ?
  }
data-toml-control-character = cette ligne contient un caractère de contrôle invisible (une tabulation passe, pas les autres) : supprimez-le
data-toml-too-deep = des listes ou des tables sont imbriquées trop profondément ici
data-toml-bad-value = cette valeur n’est pas possible ici (un nombre négatif ou trop grand, par exemple)
## Variables : $count (valeurs écrites), $wanted (valeurs attendues)
data-toml-list-length = cette liste a { $count ->
    [one] une seule valeur
   *[other] { $count } valeurs
  }, mais il en faut { $wanted } ici
data-toml-list-length-unknown = cette liste n’a pas le bon nombre de valeurs pour cet endroit
data-toml-not-whole = ce nombre a une partie décimale, mais il faut ici un nombre entier, comme 3
