# La Bataille : les textes des leçons.

## Leçon 1 : la donne et le retournement

bataille-l01-title = Couper et retourner
bataille-l01-summary = Comment on partage les cartes, et qui gagne une manche.
bataille-l01-hello = Bonjour ! Aujourd’hui, tu joues à la Bataille contre Emma.
bataille-l01-deal = On coupe le paquet en deux moitiés. Tu as 26 cartes, Emma aussi. Ta pile principale reste face cachée devant toi.
bataille-l01-order = Qui est le plus fort ? Le 2 est la plus petite carte. Ensuite viennent 3, 4, 5… jusqu’à 10. Puis le valet, la dame, le roi. L’as est la plus forte de toutes !
bataille-l01-first-flip = Touche ta pile : toi et Emma, vous retournez chacun la carte du dessus.
bataille-l01-you-win = Ton roi est plus fort que le 5 d’Emma. Tu prends les deux cartes. Elles vont sur ta pile latérale, à côté de toi.
bataille-l01-flip-again = Encore une fois ! Retourne ta carte.
bataille-l01-emma-wins = Cette fois, le valet d’Emma bat ton 3. Les deux cartes vont sur la pile latérale d’Emma.
bataille-l01-who-wins = Regarde les deux prochaines cartes. Qui va gagner cette manche ?
bataille-l01-check = Retourne ta carte pour vérifier.
bataille-l01-goal = On continue comme ça. Celui qui ramasse les 52 cartes a gagné la partie !

## Leçon 2 : la bataille

bataille-l02-title = Bataille !
bataille-l02-summary = Deux cartes pareilles : chacun en pose quatre de plus.
bataille-l02-hello = Que se passe-t-il quand les deux cartes ont la même valeur ? On va le découvrir.
bataille-l02-warm-up = Pour commencer, retourne ta carte.
bataille-l02-who-wins = Regarde bien ces deux cartes. Qui gagne ?
bataille-l02-what-is-a-battle = Deux 7 ! Personne n’est plus fort. On crie : « Bataille ! »
bataille-l02-three-down = Chacun pose trois cartes face cachée. Puis chacun retourne une quatrième carte, face visible.
bataille-l02-play-it = Touche ta pile pour jouer la bataille.
bataille-l02-ten-cards = Ton roi bat le 5 d’Emma. Tu ramasses toute la table : 10 cartes d’un coup !
bataille-l02-who-wins-now = Et maintenant, qui gagne ?
bataille-l02-again = Encore deux 9 ! Touche pour jouer cette bataille.
bataille-l02-double = Les deux cartes retournées étaient encore pareilles : deux valets ! Alors on a refait une bataille tout de suite. Ton as a tout emporté : 18 cartes !

## Leçon 3 : la pile latérale et la règle des quatre cartes

bataille-l03-title = Ta pile latérale
bataille-l03-summary = Quand ta pile principale est vide, et pourquoi il faut garder quatre cartes.
bataille-l03-hello = Les cartes que tu gagnes vont sur ta pile latérale. Que fait-on d’elles ?
bataille-l03-first = Retourne ta première carte.
bataille-l03-emma-side = Emma gagne cette manche. Elle pose les deux cartes sur sa pile latérale.
bataille-l03-fast = Maintenant, on joue 25 manches d’un seul coup. Clique !
bataille-l03-main-empty = Tu as gagné toutes ces manches. Mais ta pile principale est vide ! Toutes tes cartes sont sur ta pile latérale.
bataille-l03-turn-over = Pas de panique : on retourne la pile latérale. Elle devient ta nouvelle pile principale. On ne mélange jamais.
bataille-l03-emma-count = Emma, elle, n’a plus que deux cartes. Elle aussi retourne sa pile latérale.
bataille-l03-who-wins = Regarde les deux cartes. Qui gagne ?
bataille-l03-four-rule = Une bataille demande quatre cartes : trois cachées et une visible. Celui qui en a moins de quatre quand la bataille arrive a perdu !
bataille-l03-play-it = Touche pour voir ce qui arrive à Emma.
bataille-l03-end = Emma n’avait pas quatre cartes : la partie est finie, tu as gagné ! Retiens-le : même avec peu de cartes, on peut encore gagner… sauf s’il y a bataille.

## Leçon 4 : combien de temps dure une partie ?

bataille-l04-title = Une partie, c’est long ?
bataille-l04-summary = Devine, puis regarde mille parties jouées par l’ordinateur.
bataille-l04-hello = À la Bataille, personne ne choisit rien. Alors, combien de temps dure une partie ?
bataille-l04-round = Une manche, c’est quand les deux joueurs retournent leurs cartes et que l’un des deux ramasse.
bataille-l04-guess = Devine : combien de manches faut-il, à peu près, pour finir une partie ?
bataille-l04-short = Moins de 50 manches
bataille-l04-medium = De 51 à 200 manches
bataille-l04-long = De 201 à 600 manches
bataille-l04-very-long = Plus de 600 manches
# Variables: $games (parties jouées), $median (la partie du milieu), $mean (la moyenne), $longest (la plus longue)
bataille-l04-results = L’ordinateur a joué { $games } parties, chacune avec des cartes bien mélangées. Si on les range de la plus courte à la plus longue, celle du milieu dure { $median } manches. La plus longue : { $longest } manches !
bataille-l04-bars = Chaque barre compte les parties de la même longueur. Plus la barre est haute, plus il y a de parties de cette longueur.
bataille-l04-last-bar = La dernière barre est spéciale : ce sont les parties arrêtées à la manche 2000. Sans cette limite, elles pourraient durer encore longtemps !
bataille-l04-chance = À la Bataille, c’est le hasard qui décide tout. Chaque partie est différente, même si les règles sont toujours les mêmes.
