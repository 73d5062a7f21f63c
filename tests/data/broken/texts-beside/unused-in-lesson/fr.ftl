espion-l01-title = Titre
espion-l01-a = Une phrase.
espion-l01-go = Avance ton agent en avant.
espion-l01-go-hint = Il monte tout droit.
