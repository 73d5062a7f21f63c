# The command line's help (ludoclasse --help, ludoclasse print --help, ludoclasse help print).
# help-<command>-about: what the command does; help-<command>-arg-<name>: one line per setting.

## The help's headings (with their colons)
help-heading-usage = Usage:
help-heading-commands = Commands:
help-heading-arguments = Arguments:
help-heading-options = Options:

## The names of values in the usage line (<GAME>, [OPTIONS]) and the default value
help-value-command = COMMAND
help-value-options = OPTIONS
help-value-game = GAME
help-value-position = POSITION
help-value-scene = SCENE
help-value-lesson = LESSON
help-value-step = STEP
help-value-size = SIZE
help-value-out = PATH
help-value-lang = LANG
help-value-bench-frames = FRAMES
help-value-text-size = SIZE
help-value-square-mm = MM
help-value-link-base = URL
help-value-palette = PALETTE
help-value-deck = DECK
help-value-games = GAMES
help-value-seed = SEED
help-value-repeat = TIMES
help-value-threads = THREADS
help-value-dice = DICE
help-value-level = LEVEL
help-value-annotate = SQUARE
help-value-white = LEVEL
help-value-black = LEVEL
help-value-positions = POSITIONS
help-value-paper = PAPER
help-value-path = PATH
help-value-depth = DEPTH
help-value-lessons = LESSONS
help-default = (default: { $value })

## The lines every command has
help-arg-help = Show this help
help-arg-version = Show the version number
help-help-about = Show the help of a command (for example: ludoclasse help print)

## The program
help-about = Ludoclasse, a classroom kit for five forgotten games. With no command, the classroom app opens.
help-arg-lang = Language of the messages and the help: fr or en (else the computer's, else French)

## ludoclasse bataille
help-bataille-about = La Bataille (War): replay a deal, or gather statistics over many deals
help-bataille-replay-about = Replay one deal and tell how the game ends
help-bataille-replay-arg-deck = The 52 cards, top first, separated by spaces: South gets cards 1 to 26, Emma cards 27 to 52
help-bataille-replay-arg-json = Write the result for a program (one JSON line)
help-bataille-stats-about = Play many shuffled deals and tell how and after how many rounds they end
help-bataille-stats-arg-games = How many deals to play
help-bataille-stats-arg-seed = The shuffle's number: the same number gives the same deals
help-bataille-stats-arg-json = Write the result for a program (JSON)

## ludoclasse bench
help-bench-about = Measure the speed of the game engines (for developers)
help-bench-bataille-about = La Bataille: how many deals are replayed per second, on one core then on all
help-bench-bataille-arg-games = How many deals to replay
help-bench-bataille-arg-seed = The number of the deals' shuffle
help-bench-bataille-arg-repeat = How many measures (the best and the middle one are kept)
help-bench-hint-about = How long a hint of the computer takes on mid-game positions
help-bench-hint-arg-game = The game: espion, schada, tank-battle or chars
help-bench-hint-arg-positions = How many positions to time
help-bench-hint-arg-level = The level of the computer giving the hint
help-bench-hint-arg-seed = The number of the games leading to the positions
help-bench-perft-about = The speed of a game's rules: every move sequence up to a depth, in positions per second
help-bench-perft-arg-game = The game: espion, schada, tank-battle or chars
help-bench-perft-arg-depth = How many moves in a row
help-bench-perft-arg-position = A position in the game's notation (else the start position)
help-bench-perft-arg-repeat = How many measures (the best and the middle one are kept)
help-bench-perft-arg-threads = Worker threads of the second measure (else every core)

## ludoclasse chars
help-chars-about = Bataille de chars: replay the opening race with given die throws
help-chars-race-about = Replay the race with these die throws and tell who wins
help-chars-race-arg-dice = The throws in order (White, Black, White…), 1 to 6, separated by spaces
help-chars-race-arg-json = Write the result for a program (one JSON line)

## ludoclasse hint
help-hint-about = The move the computer suggests to the side to move, with its reason
help-hint-arg-game = The game: espion, schada, tank-battle or chars (the battle)
help-hint-arg-position = A position in the game's notation (else the start position)
help-hint-arg-level = The computer's level: random, greedy, debutant, moyen or fort
help-hint-arg-lang = Language of the reason: fr or en (else the computer's, else French)
help-hint-arg-seed = A number that fixes the computer's random choices
help-hint-arg-annotate = Also show where the piece on this square can go, with the mark the app draws
help-hint-arg-json = Write the result for a program (JSON)

## ludoclasse match
help-match-about = Computer against computer: many games between two levels
help-match-arg-game = The game: espion, schada, tank-battle or chars (the battle)
help-match-arg-white = White's level: random, greedy, debutant, moyen or fort
help-match-arg-black = Black's level
help-match-arg-games = How many games
help-match-arg-seed = A number that fixes chance: the same number gives the same games
help-match-arg-alternate = Swap sides every game, to judge White's level on both sides
help-match-arg-position = The start position, in the game's notation
help-match-arg-threads = Worker threads (else every core)
help-match-arg-json = Write the result for a program (JSON)

## ludoclasse lesson
help-lesson-about = Guided lessons: check them, show them, print their schema
help-lesson-check-about = Check lessons: files, texts in every language, moves, replies and quiz answers against the rules
help-lesson-check-arg-path = A lesson file or a folder; also a board, a text file, a printable kit, a file the app keeps (settings.toml, profiles.json, a game save) or the data folder (by default the shipped lessons and your copies)
help-lesson-check-arg-lang = Language of the problems found: fr or en
help-lesson-show-about = Play a lesson with its own script and write what each step says
help-lesson-show-arg-path = A lesson file, or a shipped lesson's name like espion-l02
help-lesson-show-arg-lang = Language of the lesson: fr or en
help-lesson-schema-about = Write the JSON schema of lesson files
help-lesson-coverage-about = Tell which lesson steps teach and practise each rule of each game
help-lesson-coverage-arg-json = Write the result for a program (JSON)

## ludoclasse perft
help-perft-about = Count every move sequence of a given length (to check a game's rules)
help-perft-arg-game = The game: espion, schada, tank-battle or chars (the battle)
help-perft-arg-depth = How many moves in a row
help-perft-arg-position = A position in the game's notation (else the start position)
help-perft-arg-threads = Worker threads (else every core)

## ludoclasse print
help-print-about = Make a game's printable kit as a PDF: boards at true size, pieces, cards and rules
help-print-arg-game = The game (bataille, chars, espion, schada, tank-battle) or all for the five; or worksheets for the exercise sheets and their answer key
help-print-arg-lessons = After worksheets: the game, or the file or folder of your own lessons
help-print-arg-paper = Paper size: a4 or letter
help-print-arg-lang = Language of the sheets: fr or en (else the computer's, else French)
help-print-arg-square-mm = Side of a board square, in millimetres (else the kit's, 25 to 35)
help-print-arg-link-base = Put this web address followed by the lesson's path in the QR code, instead of the rules summary
help-print-arg-ink-saving = Save ink: outlines and hatching instead of large solid fills; everything stays readable in black and white
help-print-arg-mini = One sheet per pair of pupils: the board with small squares (about 20 mm) and its pieces on the same page
help-print-arg-out = Where to write: the PDF file; with all, a .pdf file gets the five kits, anything else is a folder with one file per game

## ludoclasse show
help-show-about = Write a board game's position as text
help-show-arg-game = The game: espion, schada, tank-battle or chars
help-show-arg-position = A position in the game's notation (else the start position)

## ludoclasse screenshot
help-screenshot-about = Save a PNG picture of one of the app's screens (needs a display: on a server, use xvfb-run)
help-screenshot-arg-game = The game to show (else the home screen)
help-screenshot-arg-position = A position in the game's notation (La Bataille: the 52 cards)
help-screenshot-arg-scene = What to show: home, settings; a game's board; for La Bataille table, battle, end or autoplay
help-screenshot-arg-lesson = A lesson to show, like espion/01 or espion-l01
help-screenshot-arg-step = With --lesson: the step to show, from 1
help-screenshot-arg-size = Window size in pixels, like 1920x1080
help-screenshot-arg-out = The PNG file to write
help-screenshot-arg-lang = Language of the texts and messages: fr or en
help-screenshot-arg-bench-frames = Time this many frames and give the median and the 95th percentile
help-screenshot-arg-palette = The colours: classroom, colour-blind or high-contrast
help-screenshot-arg-text-size = The text size: normal, large, huge, giant or enormous
help-screenshot-arg-check-layout = Also check the buttons at several screen and text sizes (big enough, inside the screen, not overlapping)
