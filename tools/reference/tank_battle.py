"""Tank Battle - reference implementation transcribed from shared/rules/tank-battle.md.

Independent of the Rust engine: written only from the rules page.
"""
import sys
from common import DIRS, moved, move_name, other, own, parse_fields, parse_sq, perft_main, print_board, step, moves_with_pass

W = H = 11
START = "ctttt6/tttt7/ttt8/tt9/11/11/11/9TT/8TTT/7TTTT/6TTTTC w 0"


def sqs(names):
    return frozenset(parse_sq(n, W, H) for n in names.split())


WHITE_BASE = sqs("G1 H1 I1 J1 K1 H2 I2 J2 K2 I3 J3 K3 J4 K4")
BLACK_BASE = sqs("A11 B11 C11 D11 E11 A10 B10 C10 D10 A9 B9 C9 A8 B8")
WHITE_DOMAIN = parse_sq("K1", W, H)
BLACK_DOMAIN = parse_sq("A11", W, H)
RED = sqs("E5 F5 G5 E6 F6 G6 E7 F7 G7")
MINES = sqs("B5 C6 C7 D3 D8 E2 G10 H4 H9 I5 I6 J7")
GUARD = 300

# sanity: the board drawing of the page
BOARD_DRAWING = """
11  B b b b b . . . . . .
10  b b b b . . # . . . .
 9  b b b . . . . # . . .
 8  b b . # . . . . . . .
 7  . . # . R R R . . # .
 6  . . # . R R R . # . .
 5  . # . . R R R . # . .
 4  . . . . . . . # . w w
 3  . . . # . . . . w w w
 2  . . . . # . . w w w w
 1  . . . . . . w w w w W
"""
for _line in BOARD_DRAWING.strip().splitlines():
    _p = _line.split()
    _r = int(_p[0]) - 1
    for _f, _c in enumerate(_p[1:]):
        _sq = _r * W + _f
        assert (_c in "bB") == (_sq in BLACK_BASE)
        assert (_c in "wW") == (_sq in WHITE_BASE)
        assert (_c == "#") == (_sq in MINES)
        assert (_c == "R") == (_sq in RED)


class State:
    __slots__ = ("board", "side", "count", "passes")

    def __init__(self, board, side, count, passes=0):
        self.board, self.side, self.count, self.passes = board, side, count, passes


def enemy_base(side):
    return BLACK_BASE if side == "w" else WHITE_BASE


def parse(text):
    board, side, (count,) = parse_fields(text, "tank-battle", 3, W, H, "CTct")
    return State(board, side, int(count))


def fmt(s):
    return "%s %s %d" % (print_board(s.board, W, H), s.side, s.count)


def legal(s):
    b = s.board
    side = s.side
    eb = enemy_base(side)
    out = []
    for sq in range(W * H):
        c = b[sq]
        if not own(c, side):
            continue
        commander = c.lower() == "c"
        inside = sq in eb
        for d in DIRS.values():
            t = sq
            while True:
                t = step(t, d, W, H)
                if t is None or t in MINES:
                    break  # never onto or across a mine
                if t in RED and not commander:
                    break  # only a commander may enter or cross the red zone
                if b[t] != ".":
                    # capture an enemy tank; no capture in the red zone; no jumping over tanks
                    if not own(b[t], side) and t not in RED and (not inside or t in eb):
                        out.append((sq, t))
                    break
                if not inside or t in eb:
                    out.append((sq, t))
    return out


def all_home(b, side):
    eb = enemy_base(side)
    return all(sq in eb for sq in range(W * H) if own(b[sq], side))


def ended(s):
    if s.count >= GUARD or s.passes >= 2:
        return True
    return all_home(s.board, "w") or all_home(s.board, "b")


moves = moves_with_pass(ended, legal)


def apply(s, m):
    nside = other(s.side)
    if m == "pass":
        return State(s.board, nside, s.count + 1, s.passes + 1)
    f, t = m
    return State(moved(s.board, f, t), nside, s.count + 1, 0)


def score(b, side):
    eb = enemy_base(side)
    dom = BLACK_DOMAIN if side == "w" else WHITE_DOMAIN
    total = 0
    for sq in range(W * H):
        c = b[sq]
        if not own(c, side):
            continue
        if c.lower() == "c" and sq == dom:
            total += 3
        elif sq in eb:
            total += 2
        else:
            total += 1
    return total


def move_str(s, m):
    return move_name(m, W)


if __name__ == "__main__":
    perft_main(sys.modules[__name__])
