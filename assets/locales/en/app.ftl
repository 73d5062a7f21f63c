# The classroom app: home screen, settings, shared buttons.
app-title = Ludoclasse
app-home-subtitle = Five forgotten games to discover in class
app-home-settings = Settings
app-home-quit = Quit
app-home-play-emma = Play against Emma
app-home-coming = This game is coming soon in this version.
app-back = Back
app-key-space = Space
app-key-escape = Esc

# Variables: $problem (a file and what is wrong with it)
app-notice-file = A file was set aside or could not be read: { $problem }. The app goes on with the defaults.

app-game-bataille = La Bataille (War)
app-game-chars = Bataille de chars
app-game-espion = Espion
app-game-schada = Schada
app-game-tank-battle = Tank Battle

app-settings-title = Settings
app-settings-lang = Language
app-settings-lang-system = The system’s
app-settings-text-size = Text size
app-settings-size-normal = Normal
app-settings-size-large = Large
app-settings-size-huge = Very large
app-settings-size-giant = Giant
app-settings-size-enormous = Enormous
app-settings-palette = Colours
app-settings-palette-classroom = Classroom
app-settings-palette-colour-blind = Colour-blind safe
app-settings-palette-high-contrast = High contrast
app-settings-fullscreen = Full screen
app-settings-on = Yes
app-settings-off = No
app-settings-level = Computer level
app-settings-animation = Animation speed
app-settings-animation-slow = Slow
app-settings-animation-normal = Normal
app-settings-animation-fast = Fast
app-settings-animation-off = None
app-settings-memory = Bataille de chars: hide my cards once laid
app-settings-classroom = Classroom mode: hide hints and undo
# Variables: $path (a folder)
app-settings-stored = Settings and games are saved in: { $path }
app-home-two-players = Two players
# Variables: $problem (a board file, line, column and what is wrong)
app-notice-board = A board file cannot be read, so its game is left out: { $problem }
app-home-computer = Against the computer
# Variables: $game
app-setup-title = { $game } against the computer
app-setup-level = Computer level
app-setup-level-debutant = Beginner
app-setup-level-moyen = Medium
app-setup-level-fort = Strong
app-setup-side = You play
app-setup-white = White
app-setup-black = Black
app-setup-start = Start
app-setup-resume = Resume the game in progress
app-home-print = Print
app-home-open = Open
# Variables: $path (a file), $pages
app-home-printed = Printable kit saved ({ $pages } pages): { $path }
app-home-print-nowhere = This version cannot save files.
# Variables: $problem
app-home-print-failed = The kit of { $game ->
    [bataille] La Bataille
    [chars] Bataille de chars
    [espion] Espion
    [schada] Schada
   *[tank-battle] Tank Battle
  } could not be made: { $problem }
app-home-quit-ask = Close Ludoclasse?
app-home-quit-yes = Yes, close
app-home-quit-no = No, stay
app-home-in-progress = { $game }: game in progress
app-setup-new-game = New game (the other one is erased)
# Variables: $file (the file set aside), $line, $column (where it stops reading), $what (what is wrong, a sentence)
app-setup-save-broken = The saved game cannot be read, line { $line }, column { $column }: { $what }. It is kept as { $file }. A new game starts.
# The question before closing, when a full (or write-protected) disk kept files from being written. Variables: $files (their names)
app-home-quit-ask-unsaved = Not saved yet: { $files } (see the messages). Close anyway?
