#!/usr/bin/env python3
"""Prints the stamp of the inputs that draw the guide's pictures (docs/images/): one line per family,
`<family> <hash>`, the hash a 64-bit FNV-1a over every input file (sorted by path; path, NUL, content,
NUL). tests/docs.rs computes the same stamp and compares it with docs/images/STAMP, which docs/render.sh
writes after remaking every picture: a picture older than the code that draws it fails the test.

The families and their inputs are listed in tests/docs.rs (`PICTURE_INPUTS`) and here: keep them equal.
"""
import os
import sys

FAMILIES = {
    # Screenshots of the app: the screens, the lesson player, the texts, the boards and lessons they show.
    "screens": ["src/app", "src/lesson", "src/i18n.rs", "src/fonts.rs", "assets", "lessons"],
    # Page previews of the printed kits.
    "kits": ["src/print", "printables", "assets"],
}


def files(root, entry):
    path = os.path.join(root, entry)
    if os.path.isfile(path):
        return [entry]
    out = []
    for dirpath, _dirs, names in os.walk(path):
        for name in names:
            out.append(os.path.relpath(os.path.join(dirpath, name), root).replace(os.sep, "/"))
    return out


def stamp(root, entries):
    h = 0xCBF29CE484222325
    prime = 0x100000001B3
    mask = (1 << 64) - 1
    paths = sorted({p for e in entries for p in files(root, e)}, key=lambda p: p.encode())
    for p in paths:
        with open(os.path.join(root, p), "rb") as f:
            data = p.encode() + b"\0" + f.read() + b"\0"
        for byte in data:
            h = ((h ^ byte) * prime) & mask
    return f"{h:016x}"


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    for family, entries in FAMILIES.items():
        print(f"{family} {stamp(root, entries)}")


if __name__ == "__main__":
    main()
