# The name of each language, written in that language.
lang-name = Français
lang-fr = Français
lang-en = English
