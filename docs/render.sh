#!/usr/bin/env bash
# Regenerates every picture of the teacher guide (docs/images/) with the program itself, so the pictures
# can be remade after any change to a board, a lesson, the app or the printables:
#
#   - the home screen, the settings screen, each game's board, and one chosen step of one lesson per
#     game (the `lessons` table below): `ludoclasse screenshot`;
#   - the lesson player around one lesson (`tour` below): the lesson list with an example child's stars,
#     the class list ("Qui joue ?"), the end of the lesson with its stars, and one step in the
#     projector settings (high-contrast colours, giant text): `ludoclasse screenshot --lesson … --scene`;
#   - the first two pages of each game's printed kit: `ludoclasse print` then `pdftoppm -r 50`;
#   - docs/images/STAMP, the stamp of the code and data that drew them (docs/picture_inputs.py), which
#     tests/docs.rs compares with the current tree.
#
# Usage: docs/render.sh [OUT_DIR]        (default: docs/images)
#
# The script builds the release binary first. Set LUDOCLASSE_BIN to use an already built binary instead
# (the test in tests/docs.rs does). A subcommand or option the binary does not have, a missing tool
# (pdftoppm, a display) or a picture the binary refuses to make (a game it cannot show yet) is skipped
# with a message, and listed at the end; tests/docs.rs checks that every picture the pages show is made.
# Screenshots need a display: without $DISPLAY the script runs them under `xvfb-run` when it exists.
# When `pngquant` is installed, the pictures are compressed with it (about five times smaller).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/docs/images}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

games=(bataille chars espion schada tank-battle)
langs=(fr en)
# Screenshot size: large enough to read, small enough to keep the docs light.
size="800x450"
# The home screen, the settings screen and lesson steps carry words: a larger picture keeps them readable.
text_size="1280x720"
# The lesson step shown on each game's page: game, lesson number, step (chosen for what the step shows:
# a flip that was won, the die of the race, the reach of a piece, a diagram read aloud, the mines).
lessons=(
  "bataille 01 5"
  "chars 01 5"
  "espion 01 3"
  "schada 01 3"
  "tank-battle 01 3"
)
# The lesson the getting-started pages use to show the lesson player (list, class list, end, projector
# settings): game, lesson number, and the step shown with the projector settings.
tour="espion 01 3"

say() { printf 'render: %s\n' "$*"; }
skipped=()
skip() {
  printf 'render: skipped: %s\n' "$*"
  skipped+=("$*")
}

# Runs one command that makes one picture; a refusal is reported and skipped, not fatal.
make() {
  local what="$1"
  shift
  local log
  if ! log="$("$@" 2>&1)"; then
    skip "$what: $(printf '%s' "$log" | tail -n 1)"
    return 1
  fi
}

# Makes a PNG smaller when pngquant is there (lossy, but invisible at these sizes).
shrink() {
  command -v pngquant >/dev/null || return 0
  pngquant --quality 60-90 --speed 1 --strip --force --output "$1" -- "$1" || true
}

if [ -n "${LUDOCLASSE_BIN:-}" ]; then
  bin="$LUDOCLASSE_BIN"
else
  say "building the release binary"
  (cd "$root" && cargo build --release --quiet)
  bin="$root/target/release/ludoclasse"
fi
[ -x "$bin" ] || { echo "render: no executable at $bin" >&2; exit 1; }

# Does the binary have this subcommand? (clap refuses an unknown one with a non-zero status)
has_command() { "$bin" "$1" --help >/dev/null 2>&1; }
# Does this subcommand take this option?
has_option() { "$bin" "$1" --help 2>/dev/null | grep -q -- "$2"; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# ---- screenshots ---------------------------------------------------------------------------------
screenshots() {
  if ! has_command screenshot; then
    skip "this binary has no 'screenshot' command: no screenshots"
    return
  fi
  local run=()
  if [ -z "${DISPLAY:-}" ]; then
    if command -v xvfb-run >/dev/null; then
      run=(xvfb-run -a -s "-screen 0 1920x1080x24 -noreset")
    else
      skip "no display and no xvfb-run: no screenshots"
      return
    fi
  fi
  local lang_opt=0 lesson_opt=0 look_opt=0
  has_option screenshot --lang && lang_opt=1
  has_option screenshot --lesson && lesson_opt=1
  has_option screenshot --palette && has_option screenshot --text-size && look_opt=1

  local game lang extra scene entry number step
  for lang in "${langs[@]}"; do
    extra=()
    [ "$lang_opt" = 1 ] && extra=(--lang "$lang")
    say "screenshot: home screen ($lang)"
    if make "screenshot of the home screen ($lang)" "${run[@]}" "$bin" screenshot --scene home \
      --size "$text_size" "${extra[@]}" --out "$out/home-$lang.png"; then
      shrink "$out/home-$lang.png"
    fi
    for game in "${games[@]}"; do
      # La Bataille has no board: its most telling moment is a battle on the table.
      scene=()
      [ "$game" = bataille ] && scene=(--scene battle)
      say "screenshot: $game board ($lang)"
      if make "screenshot of $game ($lang)" "${run[@]}" "$bin" screenshot --game "$game" "${scene[@]}" \
        --size "$size" "${extra[@]}" --out "$out/$game-board-$lang.png"; then
        shrink "$out/$game-board-$lang.png"
      fi
    done
    say "screenshot: settings screen ($lang)"
    if make "screenshot of the settings screen ($lang)" "${run[@]}" "$bin" screenshot --scene settings \
      --size "$text_size" "${extra[@]}" --out "$out/settings-$lang.png"; then
      shrink "$out/settings-$lang.png"
    fi

    if [ "$lesson_opt" = 0 ]; then
      continue
    fi
    for entry in "${lessons[@]}"; do
      read -r game number step <<<"$entry"
      if ! compgen -G "$root/lessons/$game/$number-*.toml" >/dev/null; then
        skip "$game has no lesson $number (lessons/$game/$number-*.toml)"
        continue
      fi
      say "screenshot: lesson $game/$number, step $step ($lang)"
      if make "screenshot of lesson $game/$number step $step ($lang)" "${run[@]}" "$bin" screenshot \
        --lesson "$game/$number" --step "$step" --size "$text_size" "${extra[@]}" \
        --out "$out/$game-lesson-$lang.png"; then
        shrink "$out/$game-lesson-$lang.png"
      fi
    done
    lesson_player "$lang" "${extra[@]}"
  done
  [ "$lesson_opt" = 1 ] || skip "'screenshot' has no --lesson option: no lesson pictures"
}

# The lesson player's other screens, around the lesson `tour`, in one language: $1 the language, then
# the options that choose it. The caller's `run`, `look_opt` and `tour` are in scope.
lesson_player() {
  local lang="$1"
  shift
  local game number step name scene entry
  read -r game number step <<<"$tour"
  if ! compgen -G "$root/lessons/$game/$number-*.toml" >/dev/null; then
    skip "$game has no lesson $number (lessons/$game/$number-*.toml): no lesson list, class list or end"
    return
  fi
  # picture name : scene (the lesson list, the class list "Qui joue ?", the lesson's end)
  for entry in "lesson-list:list" "children:children" "lesson-end:end"; do
    name="${entry%%:*}"
    scene="${entry#*:}"
    say "screenshot: $name of lesson $game/$number ($lang)"
    if make "screenshot of the $scene scene of lesson $game/$number ($lang)" "${run[@]}" "$bin" \
      screenshot --lesson "$game/$number" --scene "$scene" --size "$text_size" "$@" \
      --out "$out/$name-$lang.png"; then
      shrink "$out/$name-$lang.png"
    fi
  done
  if [ "$look_opt" = 0 ]; then
    skip "'screenshot' has no --palette or --text-size option: no projector picture"
    return
  fi
  say "screenshot: lesson $game/$number, step $step, high contrast and giant text ($lang)"
  if make "screenshot of lesson $game/$number step $step with the projector settings ($lang)" \
    "${run[@]}" "$bin" screenshot --lesson "$game/$number" --step "$step" --palette high-contrast \
    --text-size giant --size "$text_size" "$@" --out "$out/projector-$lang.png"; then
    shrink "$out/projector-$lang.png"
  fi
}

# ---- page previews of the printed kits -----------------------------------------------------------
previews() {
  if ! has_command print; then
    skip "this binary has no 'print' command: no kit previews"
    return
  fi
  if ! command -v pdftoppm >/dev/null; then
    skip "pdftoppm (poppler-utils) is not installed: no kit previews"
    return
  fi
  local game lang n page
  for lang in "${langs[@]}"; do
    for game in "${games[@]}"; do
      say "kit preview: $game ($lang)"
      make "kit of $game ($lang)" "$bin" print "$game" --paper a4 --lang "$lang" \
        --out "$tmp/$game-$lang.pdf" || continue
      rm -f "$tmp"/page-*.png "$out/$game-kit-$lang"-*.png
      pdftoppm -r 50 -png -f 1 -l 2 "$tmp/$game-$lang.pdf" "$tmp/page"
      # pdftoppm pads page numbers to the width of the page count (page-1.png or page-01.png).
      n=0
      for page in $(ls "$tmp"/page-*.png | sort); do
        n=$((n + 1))
        mv "$page" "$out/$game-kit-$lang-$n.png"
        shrink "$out/$game-kit-$lang-$n.png"
      done
      [ "$n" -ge 1 ] || { echo "render: pdftoppm made no page for $game ($lang)" >&2; exit 1; }
    done
  done
}

screenshots
previews
say "done: $(ls "$out"/*.png 2>/dev/null | wc -l) pictures in $out"
if [ "${#skipped[@]}" -gt 0 ]; then
  say "${#skipped[@]} skipped:"
  printf '  - %s\n' "${skipped[@]}"
  say "pictures incomplete: $out/STAMP not written"
else
  # The stamp of what drew these pictures: tests/docs.rs fails when the code or data that draws them has
  # changed since (run this script again then).
  python3 "$root/docs/picture_inputs.py" "$root" >"$out/STAMP"
  say "stamp written: $out/STAMP"
fi
