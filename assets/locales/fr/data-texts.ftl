# Fautes dans les fichiers de textes (.ftl) que les phrases générales de data-errors.ftl disent mal.
ftl-choice-without-variants = ce choix n’a aucune variante : après `->`, écrivez une variante par ligne, comme `[one] …`, et une par défaut marquée d’un `*`, comme `*[other] …`
ftl-variant-name-with-space = le nom d’une variante est un seul mot (un nombre ou un nom comme `one` ou `other`) : il ne peut pas contenir d’espace
