# L’écran dont l’application a besoin. Variables : $display (la variable DISPLAY, none quand elle n’est pas définie)
display-none = { $display ->
    [none] aucun écran où ouvrir la fenêtre
   *[other] aucun écran où ouvrir la fenêtre ({ $display } ne répond pas)
} : lancez-la sur un ordinateur avec écran, ou sur un serveur dans xvfb-run (xvfb-run -a ludoclasse …)
