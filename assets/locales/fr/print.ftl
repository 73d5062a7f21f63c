# Printable kits (ludoclasse print): every word printed on the sheets.

## The document and its bookmarks
# Variables: $game (the game’s name)
print-document-title = Ludoclasse — kit à imprimer : { $game }
print-document-title-all = Ludoclasse — les cinq kits à imprimer
print-sheet-rules = Règle du jeu
print-sheet-board = Plateau
print-sheet-race-track = Parcours de la course
print-sheet-pieces = Pions à découper
print-sheet-tank-pawns = Chars à plier
print-sheet-mine-cards = Cartes-mines
print-sheet-score-sheet = Feuille de score

## Parts common to every sheet
print-ruler-check = Contrôle : ce trait doit mesurer exactement 10 cm. S’il est plus court ou plus long, réimprimez en « taille réelle » (100 %, sans « ajuster à la page »).
# A board cut into pieces: each piece is named by its place, never by a number (a number would be
# taken for a page number). Variables: $piece (one of the print-piece-* names below)
print-tile-piece = Morceau { $piece }
print-tile-first = posez-le à plat, les autres se collent dessous
# On a glue flap. Variables: $piece (the neighbour it goes under)
print-tile-flap = COLLE sous le morceau { $piece } : son bord arrive sur le gros trait
# The same on a short flap, then on a very short one.
print-tile-flap-short = COLLE sous le morceau { $piece }
print-tile-flap-shortest = COLLE
print-piece-all-all = entier
print-piece-top-all = du haut
print-piece-middle-all = du milieu
print-piece-bottom-all = du bas
print-piece-all-left = de gauche
print-piece-all-middle = du milieu
print-piece-all-right = de droite
print-piece-top-left = en haut à gauche
print-piece-top-middle = en haut au milieu
print-piece-top-right = en haut à droite
print-piece-middle-left = au milieu à gauche
print-piece-middle-middle = du centre
print-piece-middle-right = au milieu à droite
print-piece-bottom-left = en bas à gauche
print-piece-bottom-middle = en bas au milieu
print-piece-bottom-right = en bas à droite
# More than three pieces in a row or a column. Variables: $row, $column (numbers)
print-piece-place = de la rangée { $row }, colonne { $column }
print-glue-word = colle
print-fold-word = pli
# Variables: $game
print-board-title = Plateau — { $game }
# Variables: $size (side of a square in mm)
print-board-footer = Plateau reconstitué à partir du texte de la règle (les plateaux d’origine sont perdus). Cases de { $size } mm. Tirets : à découper.
print-board-footer-own = Plateau d’après le fichier du plateau (corrigé sur un vrai jeu). Cases de { $size } mm. Tirets : à découper.
print-side-white = Les Blancs
print-side-black = Les Noirs
print-side-white-letter = B
print-side-black-letter = N
# The index of a king on the drawn card (French decks read R, D, V).
print-bataille-king-index = R
print-dir-n = ↑
print-dir-ne = ↗
print-dir-e = →
print-dir-se = ↘
print-dir-s = ↓
print-dir-sw = ↙
print-dir-w = ←
print-dir-nw = ↖

## The rules sheet
# Variables: $game
print-rules-title = { $game } — la règle
print-rules-footer = Règle écrite pour Ludoclasse d’après le texte d’origine. Plateau reconstitué à partir du texte de la règle.
print-rules-footer-own = Règle écrite pour Ludoclasse d’après le texte d’origine. Plateau d’après le fichier corrigé sur un vrai jeu.
print-rules-setup-drawn = Au début de la partie
print-heading-goal = Le but
print-heading-setup = Mise en place
print-heading-turn = À ton tour
print-heading-end = Fin de la partie
print-heading-tip = Un conseil
print-qr-summary = Le code QR contient le résumé de la règle : un téléphone l’affiche sans connexion.
print-qr-link = Le code QR mène à la leçon de ce jeu dans Ludoclasse.

## The pieces sheets
# Variables: $game
print-pieces-title = Pions — { $game }
print-pieces-note = Découpez en suivant les tirets.
print-pieces-footer = Astuce : papier épais, ou feuille collée sur du carton avant de découper. Tirets : à découper ; tirets-points : à plier.

## La Bataille
print-bataille-name = La Bataille
print-bataille-origin = France · 2 joueurs · un jeu de 52 cartes
print-bataille-goal = Gagner toutes les cartes du jeu. On ne choisit rien : seul le hasard décide, ce qui en fait un bon jeu pour apprendre à comparer les valeurs des cartes.
print-bataille-setup = Mélangez les 52 cartes. Partagez-les en deux paquets de 26 : chacun pose le sien devant lui, face cachée. C’est sa pioche. À côté, gardez une place pour la pile des cartes gagnées.
    Ordre des cartes, de la plus faible à la plus forte : 2, 3, 4, 5, 6, 7, 8, 9, 10, valet, dame, roi, as. La couleur (cœur, pique…) ne compte jamais.
print-bataille-turn = Les deux joueurs retournent en même temps la carte du dessus de leur pioche. La plus forte gagne : son joueur ramasse les deux cartes et les place sous sa pile des cartes gagnées.
    Deux cartes de même valeur ? Bataille ! Chaque joueur ajoute trois cartes à l’envers, puis en retourne une quatrième. La plus haute de ces deux nouvelles cartes remporte tout ce qui est sur la table. Nouvelle égalité : on recommence.
    Quand une pioche est vide, on retourne la pile des cartes gagnées : elle devient la nouvelle pioche.
print-bataille-end = Celui qui a toutes les cartes a gagné. Un joueur qui n’a plus assez de cartes pour faire une bataille (moins de quatre) perd tout de suite. Si la partie dure trop longtemps, arrêtez-vous à une heure fixée : celui qui a le plus de cartes gagne.
print-bataille-tip = Comptez les manches et les batailles sur la feuille de score : en comparant plusieurs parties, on voit que certaines durent bien plus que d’autres, sans que personne n’y soit pour rien.
print-bataille-summary = La Bataille (2 joueurs, 52 cartes). Chacun retourne sa carte du dessus ; la plus forte ramasse les deux. Égalité : bataille, chacun pose 3 cartes cachées et 1 visible, la plus forte emporte tout. Qui a toutes les cartes gagne.
print-bataille-setup-caption = Chacun a sa pioche (face cachée) et une place pour les cartes gagnées. Au milieu : les deux cartes retournées ; ici le roi bat le 7.
print-bataille-footer = Le jeu se joue avec un vrai jeu de 52 cartes : ce kit ne contient que la règle et la feuille de score.
print-bataille-player-a = Joueur A
print-bataille-player-b = Joueur B
print-bataille-main-pile = pioche
print-bataille-side-pile = cartes gagnées
print-bataille-score-title = La Bataille — feuille de score
print-bataille-score-note = Une ligne par partie
print-bataille-score-player-a = Joueur A :
print-bataille-score-player-b = Joueur B :
print-bataille-score-date = Date :
print-bataille-score-game = Partie
print-bataille-score-rounds = Manches jouées
print-bataille-score-battles = Batailles (un trait par bataille)
print-bataille-score-winner = Gagnant
print-bataille-score-how = Comment la partie finit (T, P ou L)
print-bataille-score-legend = Comment une partie peut finir :
print-bataille-score-end-all = T — un joueur a gagné toutes les cartes.
print-bataille-score-end-short = P — pendant une bataille, un joueur n’avait plus assez de cartes.
print-bataille-score-end-limit = L — l’heure fixée est arrivée : le joueur qui a le plus de cartes gagne.
print-bataille-score-tally = Pour compter les batailles, tracez un petit trait à chacune, et barrez-en quatre avec le cinquième.

## Bataille de chars
print-chars-name = Bataille de chars
print-chars-origin = URSS, vers 1984 · 2 joueurs · une course, puis une bataille
print-chars-goal = Amener le plus de chars possible sur la ligne de départ de l’adversaire. Une course au dé décide d’abord qui commencera la bataille.
print-chars-setup = Chaque joueur a 8 chars de sa couleur et 16 cartes-mines : 8 explosions et 8 cartes blanches.
    Course (plateau 1) : chacun pose un char sur la case Départ.
    Bataille (plateau 2) : les chars vont sur les cases numérotées de sa ligne de départ. Chacun mélange ses cartes sans que l’autre les voie, puis les pose à l’envers dans la zone minée qui se trouve devant l’adversaire : deux rangées bordées de traits rouges.
print-chars-turn = Course : lance le dé et avance ton char d’autant de cases. Au pied d’une flèche, suis-la (en avant ou en arrière). Une case rouge te pousse d’une ou deux cases. Le premier arrivé commencera la bataille.
    Bataille : déplace un de tes chars d’une case, tout droit vers l’adversaire ou sur le côté, jamais en diagonale ni en arrière. Tu arrives sur un char adverse ? Il est pris. Tu arrives sur une carte ? Retourne-la : une explosion détruit ton char (char et carte sortent du plateau) ; une carte blanche est enlevée et ton char reste.
print-chars-end = Un char qui atteint la ligne de départ adverse sort du plateau et rapporte 1 point. La partie s’arrête quand il n’y a plus de chars sur le plateau ou quand plus personne ne peut jouer. Le plus de points gagne.
print-chars-tip = Les mines n’épargnent personne : en fin de parcours, tes chars traversent les cartes que tu as posées toi-même. Retiens bien où sont tes explosions !
print-chars-summary = Bataille de chars (2 joueurs). 1) Course au dé : suivre les flèches, les cases rouges poussent en avant ; le premier arrivé commence. 2) Bataille : un char avance ou va de côté d’une case, prend en arrivant sur un char adverse ; une carte explosion le détruit. Un char sur la ligne adverse : 1 point.
print-chars-setup-caption = Plateau 2 au départ : les chars sur leurs lignes, les cartes face cachée sur les champs de mines (entre les lignes rouges).
print-chars-race-title = Bataille de chars — plateau 1 : la course
print-chars-battle-title = Bataille de chars — plateau 2 : la bataille
print-chars-race-start = Départ
print-chars-race-finish = Arrivée
# Variables: $square (number of the square the arrow leads to)
print-chars-race-forward = avance en { $square }
print-chars-race-back = recule en { $square }
print-chars-pawns-title = Bataille de chars — chars à plier
print-chars-pawns-how = Découpez chaque bande en suivant les tirets. Pliez-la sur les trois lignes de tirets-points : les deux faces forment un petit toit, les deux rabats se rejoignent en dessous. Collez le rabat « colle » sous l’autre : le char tient debout. Le numéro indique sa case de départ.
print-chars-cards-title = Bataille de chars — cartes-mines
print-chars-cards-front = recto
print-chars-cards-back = verso
print-chars-cards-how = Imprimez cette page et la suivante en recto verso (retournement sur le bord long) : chaque carte a alors au dos la couleur de son joueur. Sinon, collez les deux pages dos à dos avant de découper.
print-chars-card-explosion = BOUM !
print-chars-card-blank = rien
print-chars-die-title = Un dé à monter (si vous n’en avez pas)
print-chars-die-how = Découpez le long des tirets, sans couper les rabats hachurés. Pliez sur toutes les lignes de tirets-points, faces vers l’extérieur. Collez chaque rabat sous la face qu’il touche une fois le cube fermé. Les faces opposées font toujours 7 (1 et 6, 2 et 5, 3 et 4).

## Espion
print-espion-name = Espion
print-espion-origin = Portugal, 1981 · 2 joueurs · les flèches des cases décident
print-espion-goal = Prendre le chef de l’adversaire.
print-espion-setup = Chaque joueur a 16 pièces : 1 chef, 7 espions et 8 agents. Sur la première rangée, le chef se place sur la case à cinq flèches ; les espions remplissent le reste de la rangée. Les agents occupent toute la deuxième rangée. Les Blancs commencent.
print-espion-turn = Regarde les flèches de la case où se trouve ta pièce : elle ne peut partir que tout droit dans la direction d’une de ces flèches. Les flèches des autres cases ne comptent pas.
    Un agent avance d’1 ou 2 cases, un espion d’1 à 4 cases. Le chef fait un seul pas, dans n’importe quelle direction, sans regarder les flèches.
    Les cases traversées doivent être vides. Tu ne peux pas t’arrêter sur une de tes pièces ; en t’arrêtant sur une pièce adverse, tu la prends.
print-espion-end = Celui qui prend le chef adverse gagne. Un joueur qui ne peut plus bouger a perdu. Après 100 coups de suite sans prise, la partie est nulle.
print-espion-tip = Avant de bouger, lis la case : la même pièce ne va pas au même endroit d’une case à l’autre. Garde deux ou trois pièces près de ton chef.
print-espion-summary = Espion (2 joueurs). Une pièce part tout droit dans la direction d’une flèche de SA case. Agent : 1 ou 2 cases. Espion : 1 à 4. Chef : 1 pas partout, sans flèche. Pas de saut ; on prend en s’arrêtant sur l’adversaire. Prendre le chef adverse = gagner.
print-espion-setup-caption = Le chef sur la case à cinq flèches, les espions autour de lui, les agents devant.
print-espion-chief = Chef
print-espion-chief-letter = C
print-espion-chief-move = Un pas dans n’importe quelle direction, sans regarder les flèches. S’il est pris, la partie est perdue.
print-espion-spy = Espion
print-espion-spy-letter = E
print-espion-spy-move = De 1 à 4 cases tout droit, dans le sens d’une flèche de sa case.
print-espion-agent = Agent
print-espion-agent-letter = A
print-espion-agent-move = 1 ou 2 cases tout droit, dans le sens d’une flèche de sa case.

## Schada
print-schada-name = Schada
print-schada-origin = Pays-Bas, 1937 · 2 joueurs · le schéma de la case décide
print-schada-goal = Amener ses chefs (officiers et sous-officiers) sur la ligne d’arrivée, au fond du camp adverse, pour marquer des points.
print-schada-setup = Chaque joueur a 4 officiers, 4 sous-officiers et 8 soldats. Les Blancs alternent officier et sous-officier sur la rangée 1 (officier en A1) et mettent leurs soldats sur la rangée 2 ; les Noirs font de même sur les rangées 8 et 7 (sous-officier en A8). Les Blancs commencent.
print-schada-turn = Chaque case porte un schéma : une à trois lignes, qui partent de la place de la pièce. La pièce posée sur la case peut suivre une de ces lignes et s’arrêter à son bout (la flèche). Le code écrit sous le schéma dit la même chose avec des flèches : ↑2 veut dire deux pas vers le haut du plateau (le côté des Noirs), ↑2+←2 deux pas vers le haut puis deux vers la gauche. La pièce se pose dans le grand cercle de la case.
    La ligne doit être libre jusqu’au bout, mais un officier peut passer par-dessus ses propres pièces. On prend une pièce adverse en s’arrêtant sur sa case.
    Un chef arrivé sur sa ligne d’arrivée ne fait plus qu’un pas de côté ; là, personne ne peut le prendre.
print-schada-end = La partie s’arrête quand un joueur occupe toute sa ligne d’arrivée, quand un joueur n’a plus de chefs, ou quand un joueur vient de jouer trois fois de suite la même pièce. On compte alors les chefs posés sur leur ligne d’arrivée : 2 points par officier, 1 par sous-officier. Le plus de points gagne ; à égalité, celui à qui il reste le plus de chefs.
print-schada-tip = Regarde aussi les schémas des cases d’où l’adversaire peut t’attaquer : une ligne coudée peut venir de loin.
print-schada-summary = Schada (2 joueurs). Une pièce suit une des lignes du schéma de SA case et s’arrête au bout ; la ligne doit être libre (un officier peut sauter ses propres pièces). On prend en s’arrêtant sur l’adversaire. Chef sur la ligne d’arrivée : officier 2 points, sous-officier 1.
print-schada-setup-caption = Officiers et sous-officiers en alternance sur la première rangée, soldats devant. Chaque joueur vise la rangée du fond adverse.
print-schada-officer = Officier
print-schada-officer-letter = O
print-schada-officer-move = Suit une ligne de sa case ; peut passer par-dessus ses propres pièces. Vaut 2 points sur la ligne d’arrivée.
print-schada-sub-officer = Sous-officier
print-schada-sub-officer-letter = SO
print-schada-sub-officer-move = Suit une ligne libre de sa case. Vaut 1 point sur la ligne d’arrivée.
print-schada-soldier = Soldat
print-schada-soldier-letter = S
print-schada-soldier-move = Suit une ligne libre de sa case. Ne marque jamais de point, mais prend et bloque partout.

## Tank Battle
print-tank-battle-name = Tank Battle
print-tank-battle-origin = Pologne · 2 joueurs · une course vers la base adverse
print-tank-battle-goal = Faire entrer ses chars dans la base adverse, surtout le commandant, et marquer plus de points que l’autre.
print-tank-battle-setup = Chaque joueur a 14 chars : 13 chars ordinaires et 1 commandant. Le commandant se place sur le cercle de son domaine, dans le coin de sa base ; les autres chars remplissent la base. Les Blancs commencent.
print-tank-battle-turn = Déplace un char d’autant de cases que tu veux en ligne droite, comme une dame aux échecs : tout droit ou en diagonale.
    Jamais sur une mine (case noire) ni à travers. Jamais par-dessus un autre char. Seul le commandant peut entrer dans la zone rouge ou la traverser ; là, personne ne peut le prendre.
    En arrivant sur un char adverse, tu le détruis. Un char entré dans la base adverse ne peut plus en sortir.
print-tank-battle-end = Dès qu’un joueur a tous ses chars restants dans la base adverse, la partie s’arrête et chacun compte : commandant sur le cercle adverse 3 points ; commandant ailleurs dans la base adverse 2 ; char ordinaire dans la base adverse 2 ; tout autre char encore en jeu 1. Le plus de points gagne.
print-tank-battle-tip = Un char qui survit vaut toujours 1 point : avant de foncer, demande-toi s’il vaut mieux prendre ou courir.
print-tank-battle-summary = Tank Battle (2 joueurs). Un char va tout droit ou en diagonale, aussi loin que libre : pas de saut, jamais sur une mine noire ; zone rouge réservée au commandant. On détruit en arrivant sur l’adversaire. Fin quand un joueur a tous ses chars dans la base adverse.
print-tank-battle-setup-caption = Chaque armée remplit sa base en escalier ; le commandant est sur le cercle du coin. Cases noires : mines. Au centre : la zone rouge.
print-tank-battle-commander = Commandant
print-tank-battle-commander-letter = Cdt
print-tank-battle-commander-move = Tout droit ou en diagonale, aussi loin que libre ; seul à pouvoir passer par la zone rouge. Vaut 3 points sur le cercle adverse.
print-tank-battle-tank = Char
print-tank-battle-tank-letter = Ch
print-tank-battle-tank-move = Tout droit ou en diagonale, aussi loin que libre ; jamais dans la zone rouge. Vaut 2 points dans la base adverse.

## The print plan (first page of every kit) and the cover of the five kits
print-sheet-plan = Plan d’impression
print-sheet-cover = Les cinq kits : sommaire
# Variables: $game
print-plan-title = { $game } — plan d’impression
print-plan-note = à lire avant d’imprimer
print-plan-footer = À l’impression : « taille réelle » (100 %), jamais « ajuster à la page ». Les numéros de page sont ceux du PDF.
print-plan-intro = Imprimez en taille réelle (100 %) et vérifiez la règle de 10 cm sur la feuille de la règle du jeu. Une copie du kit sert à un binôme : voici ce qu’il faut imprimer pour un binôme et pour toute la classe.
print-plan-col-sheet = Feuille
print-plan-col-pages = Pages du PDF
print-plan-col-paper = Papier
print-plan-col-duplex = Impression
print-plan-col-pair = Un binôme
# Variables: $pupils, $pairs (numbers)
print-plan-col-class = Classe de { $pupils } ({ $pairs } binômes)
# Variables: $page, or $from and $to (PDF page numbers)
print-plan-page = p. { $page }
print-plan-pages = p. { $from } à { $to }
print-plan-plain = papier ordinaire
print-plan-card = papier épais (160 à 200 g)
print-plan-duplex-yes = recto verso, bord long
print-plan-simplex = recto seul
print-plan-no = non
# Variables: $count
print-plan-sheets = { $count ->
    [one] { $count } feuille
   *[other] { $count } feuilles
}
# Variables: $plain, $card (numbers of sheets)
print-plan-total = { $plain } feuilles de papier ordinaire et { $card } de papier épais.
print-plan-heading-pair = Pour un binôme
# Variables: $pupils, $pairs
print-plan-heading-class = Pour une classe de { $pupils } ({ $pairs } binômes)
print-plan-heading-tools = Matériel
print-plan-heading-time = Temps de préparation
print-plan-heading-steps = Dans l’ordre
print-plan-tools-bataille = Un jeu de 52 cartes par binôme (ce kit n’en contient pas), un crayon.
print-plan-tools-chars = Ciseaux, colle en bâton ; un massicot ou une règle et un cutter pour les cartes-mines ; un dé à six faces par binôme (ou celui à monter, p. { $page }).
print-plan-tools-espion = Ciseaux, colle en bâton.
print-plan-tools-schada = Ciseaux, colle en bâton.
print-plan-tools-tank-battle = Ciseaux, colle en bâton.
# Variables: $pair, $class (durations)
print-plan-time = Environ { $pair } par binôme, soit environ { $class } pour la classe. Découper les pions peut se faire en classe, avec les élèves.
# Variables: $minutes
print-plan-minutes = { $minutes ->
    [0] aucun
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
# Variables: $hours (a number, possibly with a decimal comma)
print-plan-hours = { $hours } h
# Variables: $cards ("yes" when the kit has mine cards printed double-sided)
print-plan-steps = 1. Imprimez une page de test (la règle du jeu) et mesurez la règle de 10 cm.
    2. Imprimez les pages sur papier ordinaire, puis celles sur papier épais ; { $cards ->
        [yes] recto verso seulement là où c’est indiqué.
       *[no] tout en recto seul.
    }
    3. Plateaux : découpez chaque morceau sur les tirets, glissez les bandes COLLE sous le morceau voisin, le bord posé sur le gros trait.
    4. { $cards ->
        [yes] Découpez les pions et les cartes.
       *[no] Découpez les pions.
    }
# Variables: $pages (the double-sided pages)
print-plan-sides = Recto verso : { $pages } seulement ; toutes les autres pages en recto seul.
print-plan-sides-none = Tout en recto seul : aucune page de ce kit n’a de verso.
print-plan-sides-mini-cards = Les cartes-mines de la feuille par paire n’ont pas de dos : pas de recto verso.
print-plan-steps-mini = 1. Imprimez une page de test (la règle du jeu) et mesurez la règle.
    2. Imprimez la règle du jeu sur papier ordinaire, la feuille par paire sur papier épais, en recto seul.
    3. Le plateau reste entier : découpez seulement les pions et les cartes, sur les tirets.
print-cover-title = Ludoclasse — les cinq kits
print-cover-intro = Ce fichier contient les cinq kits à la suite. Chacun commence par son propre plan d’impression, qui détaille ses feuilles. Imprimez en taille réelle (100 %).
print-cover-col-game = Jeu
print-cover-col-plain = Papier ordinaire
print-cover-col-card = Papier épais
print-cover-col-duplex = Recto verso
print-cover-heading-total = Tous les kits
# Variables: $plain, $card (for one pair), $classplain, $classcard (for the class), $pairs
print-cover-total = Pour un binôme de chaque jeu : { $plain } feuilles de papier ordinaire et { $card } de papier épais. Pour { $pairs } binômes de chaque jeu : { $classplain } et { $classcard }.

# Mini kit (--mini): one sheet per pair.
print-sheet-mini = Feuille par paire
print-mini-note = cases de { $size } mm · plateau et pions sur une feuille
# Variables: $cm (the ruler's length)
print-mini-ruler = Cette règle fait { $cm } cm sur une impression juste ; sinon, relancez en taille réelle (100 %).
# Variables: $plain (number of sheets; the kit has no card stock)
print-plan-total-plain = { $plain } feuilles de papier ordinaire, pas de papier épais.
print-plan-time-none = Rien à découper ni à coller : il suffit d’imprimer.
print-plan-steps-print-only = 1. Imprimez une page de test (la règle du jeu) et mesurez la règle de 10 cm.
    2. Imprimez les autres pages sur papier ordinaire, en recto seul.
