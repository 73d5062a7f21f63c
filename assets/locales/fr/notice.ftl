# Notices about teachers' files and children's saves.

# The details (the damaged file and what was wrong) are shown on demand.
notice-profiles-restored = Le fichier des étoiles des enfants était abîmé : sa dernière copie en bon état a été remise en place, rien n’est perdu depuis le dernier enregistrement.

# Variables: $file (a text file), $count (how many mistakes)
notice-texts = { $count ->
    [one] Le fichier de textes { $file } contient une erreur : pour ce message, le texte d’origine est utilisé.
   *[other] Le fichier de textes { $file } contient { $count } erreurs : pour ces messages, les textes d’origine sont utilisés.
}
# Variables: $count
notice-count = { $count ->
    [one] Un message
   *[other] { $count } messages
}
# Variables: $count
notice-more = { $count ->
    [one] … et un autre.
   *[other] … et { $count } autres.
}
notice-title = Messages
notice-read = Lire
notice-details = Détails
notice-hide-details = Masquer les détails
notice-dismiss = Fermer
notice-dismiss-all = Tout fermer
notice-next = Page suivante
# Variables: $file (a board file, as copied in the data folder). The mistake is in the details.
notice-board = Le fichier de plateau { $file } contient une erreur : ce jeu ne peut pas être joué tant qu’elle n’est pas corrigée.
# Un fichier et les lignes de ses erreurs, dans les phrases ci-dessus. Variables : $file, $count (combien de lignes), $lines (leurs numéros, « 8, 12 »)
notice-file-at-lines = { $count ->
    [one] { $file } (ligne { $lines })
   *[other] { $file } (lignes { $lines })
}
# Sur la tuile d’un jeu de l’écran d’accueil, à la place de son image, quand son fichier de plateau ne se lit pas. Variables : $file
notice-board-tile = { $file } est à corriger{ $listed ->
    [yes] {" "}: voir le message.
   *[no] {" "}: ouvrez « Leçons » pour voir l’erreur.
  }
# A mistake in a message the teacher added (it has no shipped text). Variables: $file, $count
notice-texts-added = { $count ->
    [one] Le fichier de textes { $file } contient une erreur dans un message que vous avez ajouté : ce message est montré dans l’autre langue, s’il y est écrit.
   *[other] Le fichier de textes { $file } contient { $count } erreurs : les messages que vous avez ajoutés sont montrés dans l’autre langue, les autres avec le texte d’origine.
}
# Variables: $file (the file, with its line)
notice-rules = Le fichier de règles { $file } contient une erreur : les leçons sont vérifiées avec la liste livrée tant qu’elle n’est pas corrigée.
# Un fichier de textes du professeur avec des messages dans l’autre langue. Variables : $file (avec ses lignes), $lang (la langue du fichier)
notice-texts-language = Le fichier de textes { $file } a des messages écrits { $lang ->
    [fr] en anglais : la classe les lirait ainsi
   *[en] en français : la classe les lirait ainsi
  }.
# Le titre de la page des messages quand les détails d’un message tiennent sur plusieurs pages. Variables : $page, $pages
notice-title-page = Messages (détails, page { $page } sur { $pages })
# The button on the last page of a notice's details, which goes back to its first page.
notice-first-page = Première page
