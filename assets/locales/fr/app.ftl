# The classroom app: home screen, settings, shared buttons.
app-title = Ludoclasse
app-home-subtitle = Cinq jeux oubliés, à découvrir en classe
app-home-settings = Réglages
app-home-quit = Quitter
app-home-play-emma = Jouer contre Emma
app-home-coming = Ce jeu arrive bientôt dans cette version.
app-back = Retour
app-key-space = Espace
app-key-escape = Échap

# Variables: $problem (a file and what is wrong with it)
app-notice-file = Fichier mis de côté ou illisible : { $problem }. L’application continue avec les valeurs par défaut.

app-game-bataille = La Bataille
app-game-chars = Bataille de chars
app-game-espion = Espion
app-game-schada = Schada
app-game-tank-battle = Tank Battle

app-settings-title = Réglages
app-settings-lang = Langue
app-settings-lang-system = Celle du système
app-settings-text-size = Taille du texte
app-settings-size-normal = Normale
app-settings-size-large = Grande
app-settings-size-huge = Très grande
app-settings-size-giant = Géante
app-settings-size-enormous = Immense
app-settings-palette = Couleurs
app-settings-palette-classroom = Classe
app-settings-palette-colour-blind = Daltonisme
app-settings-palette-high-contrast = Fort contraste
app-settings-fullscreen = Plein écran
app-settings-on = Oui
app-settings-off = Non
app-settings-level = Niveau de l’ordinateur
app-settings-animation = Vitesse des animations
app-settings-animation-slow = Lente
app-settings-animation-normal = Normale
app-settings-animation-fast = Rapide
app-settings-animation-off = Aucune
app-settings-memory = Bataille de chars : cacher mes cartes une fois posées
app-settings-classroom = Mode classe : cacher l’aide et l’annulation
# Variables: $path (a folder)
app-settings-stored = Réglages et parties enregistrés dans : { $path }
app-home-two-players = Deux joueurs
# Variables: $problem (a board file, line, column and what is wrong)
app-notice-board = Plateau illisible, ce jeu est retiré : { $problem }
app-home-computer = Contre l’ordinateur
# Variables: $game
app-setup-title = { $game } contre l’ordinateur
app-setup-level = Niveau de l’ordinateur
app-setup-level-debutant = Débutant
app-setup-level-moyen = Moyen
app-setup-level-fort = Fort
app-setup-side = Tu joues
app-setup-white = les Blancs
app-setup-black = les Noirs
app-setup-start = Commencer
app-setup-resume = Reprendre la partie en cours
app-home-print = Imprimer
app-home-open = Ouvrir
# Variables: $path (a file), $pages
app-home-printed = Kit à imprimer enregistré ({ $pages } pages) : { $path }
app-home-print-nowhere = Cette version ne peut pas enregistrer de fichier.
# Variables: $problem
app-home-print-failed = Le kit { $game ->
    [bataille] de La Bataille
    [chars] de Bataille de chars
    [espion] d’Espion
    [schada] de Schada
   *[tank-battle] de Tank Battle
  } n’a pas pu être fabriqué : { $problem }
app-home-quit-ask = Fermer Ludoclasse ?
app-home-quit-yes = Oui, fermer
app-home-quit-no = Non, rester
app-home-in-progress = { $game } (partie en cours)
app-setup-new-game = Nouvelle partie (l’autre est effacée)
# Variables: $file (le fichier mis de côté), $line, $column (où il ne se lit plus), $what (ce qui ne va pas, une phrase)
app-setup-save-broken = La partie enregistrée ne se lit plus, ligne { $line }, colonne { $column } : { $what }. Elle est gardée dans { $file }. Une nouvelle partie commence.
# La question avant de fermer, quand un disque plein (ou fermé à l’écriture) a empêché d’enregistrer des fichiers. Variables : $files (leurs noms)
app-home-quit-ask-unsaved = Pas encore enregistré : { $files } (voir les messages). Fermer quand même ?
