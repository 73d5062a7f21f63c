# Le lecteur de leçons : liste des leçons, écran de leçon, élèves.

player-home-lessons = Leçons
# Variables: $game (nom du jeu)
player-list-title = Leçons : { $game }
# Variables: $name (prénom de l’élève)
player-list-child = C’est { $name } qui joue. Les étoiles sont gardées pour { $name }.
player-list-no-child = Personne n’est choisi : les étoiles ne seront pas gardées.
# Variables: $reason (pourquoi le fichier des élèves n’a pas pu être lu)
player-list-unread = Le fichier des élèves, profiles.json, n’a pas pu être lu ({ $reason }) : aujourd’hui, les étoiles ne seront pas gardées.
player-list-damaged = Le fichier des élèves, profiles.json, était abîmé : il a été mis de côté, et la liste des élèves repart de zéro.
# Les étoiles d’une leçon finie n’ont pas pu être enregistrées. Variables : $reason (pourquoi)
player-stars-not-kept = Tes étoiles n’ont pas pu être gardées : { $reason }.
player-list-empty = Ce jeu n’a pas encore de leçon.
# Variables: $problems (nombre d’erreurs dans le fichier)
player-list-broken = Leçon à corriger ({ $problems ->
    [one] une erreur
   *[other] { $problems } erreurs
})
player-change-child = Changer d’élève
# Variables: $stars (étoiles gagnées, 1 à 3)
player-stars = { $stars } sur 3
player-not-done = Pas encore faite

player-you = Toi
player-emma = Emma
# Variables: $n (nombre de cartes)
player-pile-main = { $n ->
    [0] pioche vide
    [one] 1 carte
   *[other] { $n } cartes
}
# Variables: $n (nombre de cartes)
player-pile-side = { $n ->
    [0] aucune carte gagnée
    [one] 1 carte gagnée
   *[other] { $n } cartes gagnées
}
player-previous = Étape précédente
player-leave = Quitter la leçon
# Les mêmes boutons en un mot, sur une tablette en hauteur, à côté des réponses d’une question.
player-previous-short = Précédente
player-leave-short = Quitter
player-flip = Retourner ma carte
player-throw = Lancer le dé
player-key-space = Espace
player-key-enter = Entrée
player-click-track = Touche la case où le char va s’arrêter.
player-histogram-title = Combien de manches dure une partie ?
player-histogram-caption = Chaque barre compte les parties dont la longueur tombe dans sa tranche de manches (le nombre sous la barre est le début de la tranche). Les barres rayées sont ta réponse.

player-error-title = Cette leçon a une erreur
player-error-help = Le fichier de la leçon ne peut pas être joué tel quel. Corrige la ligne indiquée et enregistre : la leçon se recharge toute seule.

player-children-title = Qui joue ?
player-children-help = Touche ton prénom. Tes étoiles seront gardées pour toi.
player-children-empty = La liste est vide. Maîtresse ou maître : écris un prénom puis touche « Ajouter ».
player-new-name = Nouveau prénom
player-add-name = Ajouter
player-remove-mode = Retirer un nom
# Variables: $name (prénom)
player-remove-name = Retirer { $name }
player-nobody = Personne
player-name-empty = Écris d’abord un prénom.
player-name-too-long = Ce prénom est trop long.
player-name-taken = Ce prénom est déjà dans la liste.
player-name-too-many = La liste est pleine.

# « Montre-moi » sur une question où l’on devine (La Bataille, leçon 6). Variables : $min, $max (la tranche de manches cochée)
lesson-shown-guess = La bonne réponse : de { $min } à { $max } manches. Elle porte une coche ✓. Cette étape ne donne pas d’étoile.
# Variables: $count (the problems not shown)
player-error-more = … et { $count ->
    [one] un autre problème
   *[other] { $count } autres problèmes
  } : `ludoclasse lesson check` les donne tous
# Sur la liste des leçons d’un jeu dont le fichier de plateau ne se lit pas (son erreur est écrite dessous). Variables : $file
player-list-board = Le fichier de plateau { $file } contient une erreur : les leçons de ce jeu ne s’ouvriront pas tant qu’elle ne sera pas corrigée.
# The lesson list's pages, when a game has more lessons than the screen holds at this text size.
player-list-page-back = Leçons d’avant
player-list-page-on = Leçons suivantes
