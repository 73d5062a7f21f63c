#!/usr/bin/env bash
# Regenerates every picture of the teacher guide (docs/images/) with the program itself, so the pictures
# can be remade after any change to a board, a lesson, the app or the printables:
#
#   - each game's board, and one step of its first lesson: `ludoclasse screenshot`;
#   - the first two pages of each game's printed kit: `ludoclasse print` then `pdftoppm -r 50`.
#
# Usage: docs/render.sh [OUT_DIR]        (default: docs/images)
#
# The script builds the release binary first. Set LUDOCLASSE_BIN to use an already built binary instead
# (the test in tests/docs.rs does). A subcommand or option the binary does not have, or a missing tool
# (pdftoppm, a display), is skipped with a message; any other failure stops the script with an error.
# Screenshots need a display: without $DISPLAY the script runs them under `xvfb-run` when it exists.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/docs/images}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

games=(bataille chars espion schada tank-battle)
langs=(fr en)
# Screenshot size: large enough to read, small enough to keep the docs light.
size="800x450"

say() { printf 'render: %s\n' "$*"; }
skip() { printf 'render: skipped: %s\n' "$*"; }

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
      run=(xvfb-run -a -s "-screen 0 1920x1080x24")
    else
      skip "no display and no xvfb-run: no screenshots"
      return
    fi
  fi
  local lang_opt=0 lesson_opt=0
  has_option screenshot --lang && lang_opt=1
  has_option screenshot --lesson && lesson_opt=1

  local game lang extra
  for lang in "${langs[@]}"; do
    extra=()
    [ "$lang_opt" = 1 ] && extra=(--lang "$lang")
    for game in "${games[@]}"; do
      say "screenshot: $game board ($lang)"
      "${run[@]}" "$bin" screenshot --game "$game" --size "$size" "${extra[@]}" \
        --out "$out/$game-board-$lang.png"

      if [ "$lesson_opt" = 0 ]; then
        continue
      fi
      # The first lesson of the game, at its third step (or its last, if it is shorter).
      local lesson_file steps step
      lesson_file="$(find "$root/lessons/$game" -maxdepth 1 -name '01-*.toml' 2>/dev/null | sort | head -n 1)"
      if [ -z "$lesson_file" ]; then
        skip "$game has no first lesson (lessons/$game/01-*.toml)"
        continue
      fi
      steps="$(grep -c '^\[\[step\]\]' "$lesson_file" || true)"
      step=3
      [ "$steps" -lt "$step" ] && step="$steps"
      [ "$step" -ge 1 ] || { skip "$lesson_file has no step"; continue; }
      say "screenshot: $game/01 step $step ($lang)"
      "${run[@]}" "$bin" screenshot --lesson "$game/01" --step "$step" --size "$size" "${extra[@]}" \
        --out "$out/$game-lesson-$lang.png"
    done
  done
  [ "$lesson_opt" = 1 ] || skip "'screenshot' has no --lesson option: no lesson pictures"
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
      "$bin" print "$game" --paper a4 --lang "$lang" --out "$tmp/$game-$lang.pdf"
      rm -f "$tmp"/page-*.png "$out/$game-kit-$lang"-*.png
      pdftoppm -r 50 -png -f 1 -l 2 "$tmp/$game-$lang.pdf" "$tmp/page"
      # pdftoppm pads page numbers to the width of the page count (page-1.png or page-01.png).
      n=0
      for page in $(ls "$tmp"/page-*.png | sort); do
        n=$((n + 1))
        mv "$page" "$out/$game-kit-$lang-$n.png"
      done
      [ "$n" -ge 1 ] || { echo "render: pdftoppm made no page for $game ($lang)" >&2; exit 1; }
    done
  done
}

screenshots
previews
say "done: $(ls "$out"/*.png 2>/dev/null | wc -l) pictures in $out"
