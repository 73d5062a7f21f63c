espion-l01-title = Titre
espion-l01-a = Une étape.
