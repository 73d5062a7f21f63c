# Fautes dans les fichiers de textes (.ftl) que les phrases générales de data-errors.ftl disent mal.
ftl-choice-without-variants = ce choix n’a aucune variante : après `->`, écrivez une variante par ligne, comme `[one] …`, et une par défaut marquée d’un `*`, comme `*[other] …`
ftl-variant-name-with-space = le nom d’une variante est un seul mot (un nombre ou un nom comme `one` ou `other`) : il ne peut pas contenir d’espace

ftl-unknown-reference = `{ $name }` n’est défini dans aucun texte de cette langue : { $term ->
    [yes] définissez le terme `{ $name } = …` (un nom qui commence par `-`), ou écrivez les mots eux-mêmes
   *[no] ajoutez le message `{ $name } = …`, ou écrivez les mots eux-mêmes
  }
# Une référence `{ commandant }` où le fichier définit le terme `-commandant` (le tiret oublié). Variables : $name
ftl-term-without-dash = `{ $name }` est le nom d’un terme de ces textes, qui s’écrit avec un tiret : écrivez `-{ $name }`
# Une référence à un nom défini nulle part, qui ressemble à un nom défini (majuscules, une lettre). Variables : $name, $guess
ftl-unknown-reference-guess = `{ $name }` n’est défini dans aucun texte de cette langue : vouliez-vous dire `{ $guess }` ? (un nom s’écrit exactement, majuscules comprises)
