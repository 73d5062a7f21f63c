# La Bataille : les textes des leçons et des règles.

## Les règles (rules.toml)

bataille-rule-deal = On coupe les 52 cartes en deux : 26 chacun, en pioche face cachée.
bataille-rule-flip = À chaque manche, chacun retourne la carte du dessus de sa pioche.
bataille-rule-rank-order = Du plus faible au plus fort : 2, 3, 4… 10, valet, dame, roi, as.
bataille-rule-suits = Les couleurs ne comptent jamais : un 7 de cœur vaut un 7 de pique.
bataille-rule-higher-wins = La carte la plus forte gagne : son joueur ramasse toutes les cartes de la table.
bataille-rule-battle = Deux cartes de même valeur : bataille ! Chacun pose 3 cartes cachées, puis 1 visible.
bataille-rule-battle-again = Si les deux cartes visibles sont encore égales, on refait une bataille.
bataille-rule-side-pile = Les cartes ramassées vont dans tes cartes gagnées, dans l’ordre où elles étaient posées.
bataille-rule-turn-over = Quand ta pioche est vide, tes cartes gagnées sont retournées et deviennent ta pioche. On ne mélange jamais.
bataille-rule-one-short = À une bataille, si un seul joueur a moins de 4 cartes, il perd la partie.
bataille-rule-both-short = Si les deux ont moins de 4 cartes, celui qui a le plus de cartes gagne. Autant chacun : match nul.
bataille-rule-all-cards = Celui qui a les 52 cartes gagne la partie.
bataille-rule-round-limit = À la fin de la manche 2000, on s’arrête : celui qui a le plus de cartes gagne. Autant chacun : match nul.

## Leçon 1 : la donne et le retournement

bataille-l01-title = Couper et retourner
bataille-l01-summary = Comment on partage les cartes, et quelle carte est la plus forte.
bataille-l01-deal = On coupe les 52 cartes en deux : 26 cartes pour toi, 26 pour Emma.
bataille-l01-order = Du plus faible au plus fort : 2, 3, 4… 10, puis valet, dame, roi et as.
bataille-l01-who-first = Chacun retourne la carte du dessus de sa pioche. Qui prend les cartes ?
bataille-l01-who-first-hint = Seul l’as bat le roi.
bataille-l01-first-flip = Touche ta pioche : le gagnant ramasse les deux cartes.
bataille-l01-who-second = Et maintenant, quelle carte gagne ?
bataille-l01-who-second-hint = Le valet vient après le 10 dans l’ordre des cartes.
bataille-l01-won-cards = Le gagnant met les cartes dans ses cartes gagnées. Touche ta pioche !
bataille-l01-who-third = Qui prend les cartes cette fois ?
bataille-l01-who-third-hint = L’as est la carte la plus forte de toutes.
bataille-l01-check = Touche ta pioche pour vérifier.
bataille-l01-who-fourth = Et celles-ci ? Qui prend les cartes ?
bataille-l01-who-fourth-hint = Compte : 6, 7, 8, 9. Le 9 vient après.
bataille-l01-who-fifth = Une dernière : quelle carte gagne ?
bataille-l01-who-fifth-hint = Le 2 est la carte la plus faible. Le 4 le bat.
bataille-l01-how-many-first = Le gagnant ramasse les cartes de la table. Combien de cartes va-t-il prendre ?
bataille-l01-how-many-first-hint = Le roi et le 5 n’ont pas la même valeur : pas de bataille.
bataille-l01-how-many-fourth = Et cette fois, combien de cartes le gagnant va-t-il ramasser ?
bataille-l01-how-many-fourth-hint = Le 6 et le 9 n’ont pas la même valeur : pas de bataille.

## Leçon 2 : la bataille

bataille-l02-title = Bataille !
bataille-l02-summary = Deux cartes de même valeur : chacun en pose quatre de plus.
bataille-l02-warm-up = Pour commencer : qui prend les cartes ?
bataille-l02-warm-up-hint = Rappel, du plus faible au plus fort : 2, 3, 4… 10, valet, dame, roi, as.
bataille-l02-check = Touche ta pioche pour vérifier.
bataille-l02-what-is-a-battle = Deux cartes de même valeur, même de couleurs différentes ? C’est la bataille !
bataille-l02-who-wins = Regarde bien ces deux cartes. Qui prend les cartes ?
bataille-l02-who-wins-hint = Deux 7 : les couleurs ne comptent pas. Personne n’est plus fort : bataille !
bataille-l02-three-down = Chacun pose 3 cartes cachées, puis 1 visible. La plus forte ramasse tout. Touche ta pioche !
bataille-l02-who-wins-now = Et maintenant, qui prend les cartes ?
bataille-l02-who-wins-now-hint = Deux 9, de deux couleurs : c’est encore une bataille.
bataille-l02-again = Si les cartes visibles sont encore égales, on refait une bataille. Touche ta pioche !
bataille-l02-after = Deux valets, puis ton as : tu as tout ramassé ! Qui prend les cartes suivantes ?
bataille-l02-after-hint = Rappel, du plus faible au plus fort : 2, 3, 4… 10, valet, dame, roi, as.
bataille-l02-how-many-warm-up = Combien de cartes le gagnant va-t-il ramasser ?
bataille-l02-how-many-warm-up-hint = La dame et le 9 n’ont pas la même valeur : pas de bataille.
bataille-l02-how-many-battle = Une bataille ! Si la carte suivante n’est pas égale, combien de cartes pour le gagnant ?
bataille-l02-how-many-battle-hint = Chacun pose 1 carte, puis 3 cachées et 1 visible. 5 chacun : 10 cartes.

## Leçon 3 : les cartes gagnées et la règle des quatre cartes

bataille-l03-title = Tes cartes gagnées
bataille-l03-summary = Quand ta pioche est vide, et pourquoi il faut garder quatre cartes.
bataille-l03-first = Qui prend les cartes ?
bataille-l03-first-hint = Rappel, du plus faible au plus fort : 2, 3, 4… 10, valet, dame, roi, as.
bataille-l03-emma-side = Emma va mettre les deux cartes dans ses cartes gagnées. Touche ta pioche !
bataille-l03-second = Et maintenant ?
bataille-l03-second-hint = Rappel, du plus faible au plus fort : 2, 3, 4… 10, valet, dame, roi, as.
bataille-l03-fast = Maintenant, on joue 25 manches d’un seul coup. Touche ta pioche !
bataille-l03-turn-over = Ta pioche est vide ! Alors tes cartes gagnées sont retournées : elles deviennent ta pioche.
bataille-l03-who-wins = Emma retourne ses cartes gagnées : il ne reste qu’une carte dans sa pioche. Qui prend les cartes ?
bataille-l03-who-wins-hint = Deux 9 : c’est une bataille. Et Emma n’a pas 4 cartes pour la jouer.
bataille-l03-four-rule = Une bataille demande 4 cartes de plus : 3 cachées et 1 visible. Si un seul joueur ne les a pas, il perd !
bataille-l03-play-it = Touche ta pioche pour voir ce qui arrive à Emma.
bataille-l03-end = Voilà pourquoi il faut garder au moins 4 cartes pour une bataille.
bataille-l03-how-many = Combien de cartes Emma va-t-elle mettre dans ses cartes gagnées ?
bataille-l03-how-many-hint = Le 9 et le roi n’ont pas la même valeur : pas de bataille.

## Leçon 4 : personne n’a quatre cartes

bataille-l04-title = Personne n’a quatre cartes
bataille-l04-summary = Une très longue bataille, et qui gagne quand les deux manquent de cartes.
bataille-l04-first = Qui prend les cartes ?
bataille-l04-first-hint = Rappel, du plus faible au plus fort : 2, 3, 4… 10, valet, dame, roi, as.
bataille-l04-check = Touche ta pioche pour vérifier.
bataille-l04-second = Et maintenant, qui prend les cartes ?
bataille-l04-second-hint = Deux 7 : c’est une bataille. Compte bien les cartes qui restent !
bataille-l04-long-battle = Touche ta pioche, et compte les batailles !
bataille-l04-both-short = Tu as compté sept batailles de suite ? C’est très rare !
bataille-l04-both-short-rule = Une bataille, et les deux ont moins de 4 cartes ? Celui qui a le plus de cartes gagne.
bataille-l04-how-many = Combien de cartes le gagnant va-t-il ramasser ?
bataille-l04-how-many-hint = Le roi et le 5 n’ont pas la même valeur : pas de bataille.

## Leçon 5 : une partie jusqu’au bout

bataille-l05-title = Jusqu’au bout
bataille-l05-summary = Une partie entière, jusqu’à ce qu’un joueur ait toutes les cartes.
bataille-l05-first = Cette fois, on joue jusqu’au bout ! Qui prend les cartes ?
bataille-l05-first-hint = Rappel, du plus faible au plus fort : 2, 3, 4… 10, valet, dame, roi, as.
bataille-l05-go = Touche ta pioche.
bataille-l05-second = Qui prend les cartes ?
bataille-l05-second-hint = Rappel, du plus faible au plus fort : 2, 3, 4… 10, valet, dame, roi, as.
bataille-l05-five = On joue 5 manches d’un coup. Touche ta pioche !
bataille-l05-battle = Regarde bien. Qui prend les cartes ?
bataille-l05-battle-hint = Deux 8 : c’est une bataille.
bataille-l05-play-battle = Touche ta pioche pour jouer la bataille.
bataille-l05-eighth = Qui prend les cartes ?
bataille-l05-eighth-hint = Rappel, du plus faible au plus fort : 2, 3, 4… 10, valet, dame, roi, as.
bataille-l05-fifteen = On joue 15 manches d’un coup. Touche ta pioche !
bataille-l05-turned = Vos deux pioches étaient vides : chacun a retourné ses cartes gagnées. Qui prend ?
bataille-l05-turned-hint = Rappel, du plus faible au plus fort : 2, 3, 4… 10, valet, dame, roi, as.
bataille-l05-check = Touche ta pioche pour vérifier.
bataille-l05-jack = Ces cartes, vous les avez déjà vues ! Qui prend cette fois ?
bataille-l05-jack-hint = Rappel, du plus faible au plus fort : 2, 3, 4… 10, valet, dame, roi, as.
bataille-l05-nine = On joue 9 manches d’un coup. Touche ta pioche !
bataille-l05-two-left = Emma n’a presque plus de cartes. Qui prend celles-ci ?
bataille-l05-two-left-hint = Rappel, du plus faible au plus fort : 2, 3, 4… 10, valet, dame, roi, as.
bataille-l05-last = C’est la dernière carte d’Emma. Qui la prend ?
bataille-l05-last-hint = Rappel, du plus faible au plus fort : 2, 3, 4… 10, valet, dame, roi, as.
bataille-l05-last-flip = Touche ta pioche pour la dernière manche.
bataille-l05-end = Une partie entière ! Souvent, elle dure bien plus longtemps : la leçon 6 le montre.
bataille-l05-how-many-first = Combien de cartes le gagnant va-t-il ramasser ?
bataille-l05-how-many-first-hint = Le roi et le 5 n’ont pas la même valeur : pas de bataille.
bataille-l05-how-many-battle = S’il n’y a qu’une bataille, combien de cartes le gagnant ramassera-t-il ?
bataille-l05-how-many-battle-hint = Chacun pose 1 carte, puis 3 cachées et 1 visible : 10 cartes en tout.
bataille-l05-how-many-eighth = Combien de cartes le gagnant va-t-il ajouter à ses cartes gagnées ?
bataille-l05-how-many-eighth-hint = Le 10 et le 5 n’ont pas la même valeur : pas de bataille.
bataille-l05-how-many-turned = Combien de cartes le gagnant va-t-il ramasser ?
bataille-l05-how-many-turned-hint = Retourner ses cartes gagnées ne change rien : pas de bataille ici.
bataille-l05-how-many-jack = Et combien de cartes le gagnant va-t-il ramasser ?
bataille-l05-how-many-jack-hint = Le valet et le 5 n’ont pas la même valeur : pas de bataille.
bataille-l05-how-many-last = Combien de cartes vas-tu ramasser avec la dernière carte d’Emma ?
bataille-l05-how-many-last-hint = Ta carte et la sienne : 2 cartes. Ensuite, tu auras les 52 !

## Leçon 6 : combien de temps dure une partie ?

bataille-l06-title = Une partie, c’est long ?
bataille-l06-summary = Devine, puis regarde mille parties jouées par l’ordinateur.
bataille-l06-limit = Une partie s’arrête au plus tard à la manche 2000. Celui qui a le plus de cartes gagne alors.
bataille-l06-guess = Devine : combien de manches dure une partie, à peu près ?
bataille-l06-short = 100 manches ou moins
bataille-l06-medium = De 101 à 300 manches
bataille-l06-long = De 301 à 600 manches
bataille-l06-very-long = De 601 à 2000 manches
# Variables: $games (parties jouées), $median (la partie du milieu), $mean (la moyenne), $longest (la plus longue)
bataille-l06-results = L’ordinateur a joué { $games } parties, avec des cartes bien mélangées. Celle du milieu dure { $median } manches. La plus longue : { $longest } manches !
bataille-l06-last-bar = La dernière barre, ce sont les parties arrêtées à la manche 2000. Sans cette limite, elles dureraient encore !
