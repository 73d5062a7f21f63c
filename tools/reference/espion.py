"""Espion (Espiao) - reference implementation transcribed from shared/rules/espion.md.

Independent of the Rust engine: written only from the rules page.
"""
import sys
from common import DIRS, moved, move_name, other, own, parse_fields, perft_main, print_board, step

W = H = 8
START = "sssscsss/aaaaaaaa/8/8/8/8/AAAAAAAA/SSSCSSSS w 0"

ARROWS_TEXT = """
rank 8  A8:E,S        B8:E,S,SW,W     C8:E,S,SW       D8:SE,S,W       E8:E,SE,S,SW,W  F8:S,SW,W       G8:SE,SW,W      H8:S,SW,W
rank 7  A7:N,SE       B7:SE,S,NW      C7:NE,E,SW,NW   D7:N,E,SE,NW    E7:SW,W,NW      F7:NE,S,SW      G7:N,NE,S,NW    H7:N,S,SW,W
rank 6  A6:NE,E,SE    B6:NE,S,SW      C6:NE,S,SW,NW   D6:NE,E,SE      E6:N,S          F6:N,SE         G6:NE,SE        H6:N,S,SW
rank 5  A5:N,NE,E,S   B5:N,S,SW,W     C5:N,S,W        D5:NE,SE,S      E5:NE,E,SE      F5:N,SE,S,W     G5:N,E,SW       H5:S,W,NW
rank 4  A4:N,E,SE     B4:NE,S,W       C4:N,E,S,NW     D4:SW,W,NW      E4:N,SW,NW      F4:N,E,S        G4:N,NE,E,S     H4:N,S,SW,W
rank 3  A3:N,NE,S     B3:SW,NW        C3:S,NW         D3:N,S          E3:SW,W,NW      F3:N,NE,SE,SW   G3:N,NE,SW      H3:SW,W,NW
rank 2  A2:N,NE,E,S   B2:N,SE,S,SW    C2:N,NE,SW      D2:NE,E,SE      E2:SE,S,W,NW    F2:NE,SE,SW,W   G2:N,SE,NW      H2:S,NW
rank 1  A1:N,NE,E     B1:NE,E,NW      C1:N,NE,E       D1:N,NE,E,W,NW  E1:N,E,NW       F1:N,NE,W       G1:N,NE,E,W     H1:N,W
"""

ARROWS = [None] * 64
for line in ARROWS_TEXT.strip().splitlines():
    for tok in line.split()[2:]:
        name, arrows = tok.split(":")
        f = "ABCDEFGH".index(name[0])
        r = int(name[1:]) - 1
        ARROWS[r * 8 + f] = [DIRS[a] for a in arrows.split(",")]
assert all(a is not None for a in ARROWS)

RANGE = {"c": 1, "s": 4, "a": 2}
GUARD = 100


class State:
    __slots__ = ("board", "side", "quiet")

    def __init__(self, board, side, quiet):
        self.board, self.side, self.quiet = board, side, quiet


def parse(text):
    board, side, (quiet,) = parse_fields(text, "espion", 3, W, H, "CSAcsa")
    return State(board, side, int(quiet))


def fmt(s):
    return "%s %s %d" % (print_board(s.board, W, H), s.side, s.quiet)


def legal(s):
    b = s.board
    out = []
    for sq in range(64):
        c = b[sq]
        if not own(c, s.side):
            continue
        kind = c.lower()
        dirs = list(DIRS.values()) if kind == "c" else ARROWS[sq]
        for d in dirs:
            t = sq
            for _ in range(RANGE[kind]):
                t = step(t, d, W, H)
                if t is None:
                    break
                if b[t] == ".":
                    out.append((sq, t))
                    continue
                if not own(b[t], s.side):
                    out.append((sq, t))
                break
    return out


def is_over(s):
    b = s.board
    if "C" not in b or "c" not in b:
        return True  # a chief has been captured
    if s.quiet >= GUARD:
        return True  # classroom guard: draw
    if not legal(s):
        return True  # a player with no legal move loses
    return False


def moves(s):
    b = s.board
    if "C" not in b or "c" not in b or s.quiet >= GUARD:
        return []
    return legal(s)  # empty list = no legal move = loss (game over, no pass)


def apply(s, m):
    f, t = m
    capture = s.board[t] != "."
    return State(moved(s.board, f, t), other(s.side), 0 if capture else s.quiet + 1)


def move_str(s, m):
    return move_name(m, W)


if __name__ == "__main__":
    perft_main(sys.modules[__name__])
