"""Schada - reference implementation transcribed from shared/rules/schada.md.

Independent of the Rust engine: written only from the rules page.
"""
import re
import sys
from common import (DIRS, moved, move_name, other, own, parse_fields, parse_sq, perft_main, print_board,
                    sq_name, step, moves_with_pass)

W = H = 8
START = "uouououo/pppppppp/8/8/8/8/PPPPPPPP/OUOUOUOU w 0 - -"

DIAGRAMS_TEXT = """
rank 8  S3 E1        S2+E2 W1     SE1 S2       S3 E1         S2 W1         S2+W2 E1     S3 E1        S2 W1
rank 7  S3 E1        S2+E2 N1     S1 SW2 N1    S2 E1         SW1 N1        S1 E2        S2 SE1 N1    S1 NW1
rank 6  S1 S2+E2 N2  S3 E1 N1     S2 W1 NE1    S1 E2 N2      E2 N2 S2+W2   S3 N1 W1     S1 SW2 N2    S2 W1 N2
rank 5  S1 E1 N3     S2 E2 N1     S1 N2 E2     S2 W1 N2+E2   S2 E1 N1      S1 SW1 N2    S3 N1        S1 W2 N3
rank 4  N1 E2 S3     N3 S1        N1 NE1 S2    N2 W1 S1      N2 E1 S2+W2   N1 S2 W2     N2 W2 S1     N1 W1 S3
rank 3  N2 E1 S2     N1 NE2 S2    N3 S1 E1     W2 S2 N2+E2   N1 W2 S2      N2 E1 SW1    N3 W1 S1     N1 N2+W2 S2
rank 2  N1 SE1       N2 NW1 S1    N1 W2        NE1 S1        N2 W1         N1 NE2 S1    N2+W2 S1     N3 W1
rank 1  N2 E1        N3 W1        N2+E2 W1     N2 E1         N3 W1         NW1 N2       N2+W2 E1     N3 W1
"""


def parse_line(tok):
    """'N2+W2' -> list of unit steps [(0,1),(0,1),(-1,0),(-1,0)]."""
    steps = []
    for part in tok.split("+"):
        m = re.fullmatch(r"([NSEW]{1,2})(\d)", part)
        steps += [DIRS[m.group(1)]] * int(m.group(2))
    return steps


DIAGRAMS = [None] * 64
for row in DIAGRAMS_TEXT.strip().splitlines():
    m = re.match(r"rank (\d)\s+(.*)$", row)
    r = int(m.group(1)) - 1
    cells = re.split(r"\s{2,}", m.group(2).strip())
    assert len(cells) == 8, row
    for f, cell in enumerate(cells):
        DIAGRAMS[r * 8 + f] = [parse_line(t) for t in cell.split()]
assert all(d is not None for d in DIAGRAMS)

GUARD = 200
CHIEFS = "ou"


class State:
    __slots__ = ("board", "side", "count", "rec", "passes")

    def __init__(self, board, side, count, rec, passes=0):
        # rec: {'w': (sq, n) or None, 'b': ...}; passes: passes in a row just played (not in notation)
        self.board, self.side, self.count, self.rec, self.passes = board, side, count, rec, passes


def target_rank(side):
    return 7 if side == "w" else 0


def is_chief(c):
    return c.lower() in CHIEFS


def parse_rec(t):
    if t == "-":
        return None
    sqn, n = t.split(":")
    n = int(n)
    if n not in (1, 2, 3):
        raise ValueError("repeat count")
    return (parse_sq(sqn, W, H), n)


def fmt_rec(r):
    return "-" if r is None else "%s:%d" % (sq_name(r[0], W), r[1])


def parse(text):
    board, side, (count, white, black) = parse_fields(text, "schada", 5, W, H, "OUPoup")
    return State(board, side, int(count), {"w": parse_rec(white), "b": parse_rec(black)})


def fmt(s):
    return "%s %s %d %s %s" % (print_board(s.board, W, H), s.side, s.count,
                               fmt_rec(s.rec["w"]), fmt_rec(s.rec["b"]))


def capturable(b, t, side):
    """Can `side` capture the piece on t (assumed enemy)?  A chief on its own target line cannot be captured."""
    c = b[t]
    if is_chief(c) and t // W == target_rank(other(side)):
        return False
    return True


def legal(s):
    b = s.board
    side = s.side
    out = []
    for sq in range(64):
        c = b[sq]
        if not own(c, side):
            continue
        if is_chief(c) and sq // W == target_rank(side):
            for d in (DIRS["E"], DIRS["W"]):
                t = step(sq, d, W, H)
                if t is None:
                    continue
                if b[t] == "." or (not own(b[t], side) and capturable(b, t, side)):
                    out.append((sq, t))
            continue
        officer = c.lower() == "o"
        for line in DIAGRAMS[sq]:
            t = sq
            ok = True
            for i, d in enumerate(line):
                t = step(t, d, W, H)
                if t is None:
                    ok = False
                    break
                if i < len(line) - 1:
                    if b[t] == ".":
                        continue
                    if officer and own(b[t], side):
                        continue
                    ok = False
                    break
            if not ok:
                continue
            if b[t] == "." or (not own(b[t], side) and capturable(b, t, side)):
                out.append((sq, t))
    return out


def ended(s):
    b = s.board
    if s.count >= GUARD or s.passes >= 2:
        return True
    for side in ("w", "b"):
        r = s.rec[side]
        if r is not None and r[1] >= 3:
            return True
        tr = target_rank(side)
        if all(own(b[tr * W + f], side) for f in range(W)):
            return True
    if not any(c in "OU" for c in b) or not any(c in "ou" for c in b):
        return True
    return False


moves = moves_with_pass(ended, legal)


def apply(s, m):
    rec = dict(s.rec)
    nside = other(s.side)
    if m == "pass":
        rec[s.side] = None  # a pass breaks the series
        return State(s.board, nside, s.count + 1, rec, s.passes + 1)
    f, t = m
    b = moved(s.board, f, t)
    r = rec[s.side]
    if r is not None and r[0] == f:
        rec[s.side] = (t, r[1] + 1)
    else:
        rec[s.side] = (t, 1)
    return State(b, nside, s.count + 1, rec, 0)


def move_str(s, m):
    return move_name(m, W)


if __name__ == "__main__":
    perft_main(sys.modules[__name__])
