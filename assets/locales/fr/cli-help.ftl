# L’aide de la ligne de commande (ludoclasse --help, ludoclasse print --help, ludoclasse help print).
# help-<commande>-about : ce que fait la commande ; help-<commande>-arg-<nom> : une ligne par réglage.

## Les titres de l’aide (avec leurs deux-points)
help-heading-usage = Comment l’écrire :
help-heading-commands = Commandes :
help-heading-arguments = Ce qu’on lui donne :
help-heading-options = Réglages :

## Les noms des valeurs dans la ligne « Comment l’écrire » (<JEU>, [RÉGLAGES]) et la valeur par défaut
help-value-command = COMMANDE
help-value-options = RÉGLAGES
help-value-game = JEU
help-value-position = POSITION
help-value-scene = SCÈNE
help-value-lesson = LEÇON
help-value-step = ÉTAPE
help-value-size = TAILLE
help-value-out = CHEMIN
help-value-lang = LANGUE
help-value-bench-frames = IMAGES
help-value-text-size = TAILLE
help-value-square-mm = MM
help-value-link-base = ADRESSE
help-value-palette = PALETTE
help-value-deck = PAQUET
help-value-games = PARTIES
help-value-seed = GRAINE
help-value-repeat = FOIS
help-value-threads = FILS
help-value-dice = DÉS
help-value-level = NIVEAU
help-value-annotate = CASE
help-value-white = NIVEAU
help-value-black = NIVEAU
help-value-positions = POSITIONS
help-value-paper = PAPIER
help-value-path = CHEMIN
help-value-depth = PROFONDEUR
help-value-lessons = LEÇONS
help-default = (par défaut : { $value })

## Les lignes communes à toutes les commandes
help-arg-help = Montrer cette aide
help-arg-version = Montrer le numéro de version
help-help-about = Montrer l’aide d’une commande (par exemple : ludoclasse help print)

## Le programme
help-about = Ludoclasse, une trousse de classe pour cinq jeux oubliés. Sans commande, l’application de classe s’ouvre.
help-arg-lang = Langue des messages et de l’aide : fr ou en (sinon celle de l’ordinateur, sinon le français)

## ludoclasse bataille
help-bataille-about = La Bataille : rejouer une donne, ou compter ce qui se passe sur beaucoup de donnes
help-bataille-replay-about = Rejouer une donne et dire comment la partie finit
help-bataille-replay-arg-deck = Les 52 cartes, celle du dessus d’abord, séparées par des espaces : Sud reçoit les cartes 1 à 26, Emma les cartes 27 à 52
help-bataille-replay-arg-json = Écrire le résultat pour un programme (une ligne JSON)
help-bataille-stats-about = Jouer beaucoup de donnes mélangées et dire comment et en combien de manches elles finissent
help-bataille-stats-arg-games = Nombre de donnes à jouer
help-bataille-stats-arg-seed = Numéro du mélange : le même numéro redonne les mêmes donnes
help-bataille-stats-arg-json = Écrire le résultat pour un programme (JSON)

## ludoclasse bench
help-bench-about = Mesurer la vitesse des moteurs de jeu (pour les développeurs)
help-bench-bataille-about = La Bataille : combien de donnes rejouées par seconde, sur un cœur puis sur tous
help-bench-bataille-arg-games = Nombre de donnes à rejouer
help-bench-bataille-arg-seed = Numéro du mélange des donnes
help-bench-bataille-arg-repeat = Nombre de mesures (on garde la meilleure et celle du milieu)
help-bench-hint-about = Le temps que prend un conseil de l’ordinateur sur des positions de milieu de partie
help-bench-hint-arg-game = Le jeu : espion, schada, tank-battle ou chars
help-bench-hint-arg-positions = Nombre de positions à chronométrer
help-bench-hint-arg-level = Le niveau de l’ordinateur qui conseille
help-bench-hint-arg-seed = Numéro des parties qui mènent aux positions
help-bench-perft-about = La vitesse des règles d’un jeu : toutes les suites de coups jusqu’à une profondeur, en positions par seconde
help-bench-perft-arg-game = Le jeu : espion, schada, tank-battle ou chars
help-bench-perft-arg-depth = Nombre de coups à jouer à la suite
help-bench-perft-arg-position = Une position écrite dans la notation du jeu (sinon la position de départ)
help-bench-perft-arg-repeat = Nombre de mesures (on garde la meilleure et celle du milieu)
help-bench-perft-arg-threads = Nombre de fils de calcul de la seconde mesure (sinon tous les cœurs)

## ludoclasse chars
help-chars-about = Bataille de chars : rejouer la course du début avec des lancers de dé donnés
help-chars-race-about = Rejouer la course avec ces lancers de dé et dire qui gagne
help-chars-race-arg-dice = Les lancers dans l’ordre (Blancs, Noirs, Blancs…), de 1 à 6, séparés par des espaces
help-chars-race-arg-json = Écrire le résultat pour un programme (une ligne JSON)

## ludoclasse hint
help-hint-about = Le coup que l’ordinateur conseille au joueur qui a le trait, avec sa raison
help-hint-arg-game = Le jeu : espion, schada, tank-battle ou chars (la bataille)
help-hint-arg-position = Une position écrite dans la notation du jeu (sinon la position de départ)
help-hint-arg-level = Le niveau de l’ordinateur : random, greedy, debutant, moyen ou fort
help-hint-arg-lang = Langue de la raison : fr ou en (sinon celle de l’ordinateur, sinon le français)
help-hint-arg-seed = Numéro qui fixe les choix au hasard de l’ordinateur
help-hint-arg-annotate = Montrer aussi où peut aller la pièce de cette case, avec la marque que l’application dessine
help-hint-arg-json = Écrire le résultat pour un programme (JSON)

## ludoclasse match
help-match-about = L’ordinateur contre l’ordinateur : beaucoup de parties entre deux niveaux
help-match-arg-game = Le jeu : espion, schada, tank-battle ou chars (la bataille)
help-match-arg-white = Le niveau des Blancs : random, greedy, debutant, moyen ou fort
help-match-arg-black = Le niveau des Noirs
help-match-arg-games = Nombre de parties
help-match-arg-seed = Numéro qui fixe le hasard : le même numéro redonne les mêmes parties
help-match-arg-alternate = Changer de camp à chaque partie, pour juger le niveau des Blancs des deux côtés
help-match-arg-position = La position de départ, écrite dans la notation du jeu
help-match-arg-threads = Nombre de fils de calcul (sinon tous les cœurs)
help-match-arg-json = Écrire le résultat pour un programme (JSON)

## ludoclasse lesson
help-lesson-about = Les leçons guidées : les vérifier, les montrer, donner leur schéma
help-lesson-check-about = Vérifier des leçons : fichiers, textes dans chaque langue, coups, réponses et questions selon les règles
help-lesson-check-arg-path = Un fichier de leçon ou un dossier ; aussi un plateau, un fichier de textes, un kit à imprimer, un fichier que l’app garde (settings.toml, profiles.json, une partie en cours) ou le dossier de données (sinon les leçons livrées et vos copies)
help-lesson-check-arg-lang = Langue des problèmes trouvés : fr ou en
help-lesson-show-about = Dérouler une leçon avec son propre script et écrire ce que dit chaque étape
help-lesson-show-arg-path = Un fichier de leçon, ou le nom d’une leçon livrée comme espion-l02
help-lesson-show-arg-lang = Langue de la leçon : fr ou en
help-lesson-schema-about = Écrire le schéma JSON des fichiers de leçon
help-lesson-coverage-about = Dire quelles étapes de leçon enseignent et font pratiquer chaque règle de chaque jeu
help-lesson-coverage-arg-json = Écrire le résultat pour un programme (JSON)

## ludoclasse perft
help-perft-about = Compter toutes les suites de coups d’une longueur donnée (pour vérifier les règles d’un jeu)
help-perft-arg-game = Le jeu : espion, schada, tank-battle ou chars (la bataille)
help-perft-arg-depth = Nombre de coups à jouer à la suite
help-perft-arg-position = Une position écrite dans la notation du jeu (sinon la position de départ)
help-perft-arg-threads = Nombre de fils de calcul (sinon tous les cœurs)

## ludoclasse print
help-print-about = Fabriquer la trousse à imprimer d’un jeu en PDF : plateaux en vraie grandeur, pièces, cartes et règles
help-print-arg-game = Le jeu (bataille, chars, espion, schada, tank-battle) ou all pour les cinq ; ou worksheets pour les fiches d’exercices et leur corrigé
help-print-arg-lessons = Après worksheets : le jeu, ou le fichier ou le dossier de vos propres leçons
help-print-arg-paper = Format du papier : a4 ou letter
help-print-arg-lang = Langue des feuilles : fr ou en (sinon celle de l’ordinateur, sinon le français)
help-print-arg-square-mm = Taille d’une case du plateau, en millimètres (sinon celle de la trousse, de 25 à 35)
help-print-arg-link-base = Mettre dans le code QR cette adresse web suivie du chemin de la leçon, au lieu du résumé des règles
help-print-arg-ink-saving = Économiser l’encre : contours et hachures au lieu de grands aplats ; tout reste lisible en noir et blanc
help-print-arg-mini = Une feuille par équipe de deux : le plateau en petites cases (environ 20 mm) et ses pièces sur la même page
help-print-arg-out = Où écrire : le fichier PDF ; avec all, un fichier .pdf reçoit les cinq trousses, sinon c’est un dossier avec un fichier par jeu

## ludoclasse show
help-show-about = Écrire la position d’un jeu de plateau en texte
help-show-arg-game = Le jeu : espion, schada, tank-battle ou chars
help-show-arg-position = Une position écrite dans la notation du jeu (sinon la position de départ)

## ludoclasse screenshot
help-screenshot-about = Enregistrer une image PNG d’un écran de l’application (il faut un écran : sur un serveur, utiliser xvfb-run)
help-screenshot-arg-game = Le jeu à montrer (sinon l’accueil)
help-screenshot-arg-position = Une position écrite dans la notation du jeu (La Bataille : les 52 cartes)
help-screenshot-arg-scene = Ce qu’il faut montrer : home, settings ; le plateau d’un jeu ; pour La Bataille table, battle, end ou autoplay
help-screenshot-arg-lesson = Une leçon à montrer, comme espion/01 ou espion-l01
help-screenshot-arg-step = Avec --lesson : l’étape à montrer, à partir de 1
help-screenshot-arg-size = Taille de la fenêtre en pixels, comme 1920x1080
help-screenshot-arg-out = Le fichier PNG à écrire
help-screenshot-arg-lang = Langue des textes et des messages : fr ou en
help-screenshot-arg-bench-frames = Chronométrer ce nombre d’images et donner le temps du milieu et le 95e centile
help-screenshot-arg-palette = Les couleurs : classroom, colour-blind ou high-contrast
help-screenshot-arg-text-size = La taille du texte : normal, large, huge, giant ou enormous
help-screenshot-arg-check-layout = Vérifier aussi les boutons à plusieurs tailles d’écran et de texte (assez grands, dans l’écran, sans chevauchement)
