# The name of each language, written in that language.
lang-name = English
lang-fr = Français
lang-en = English
