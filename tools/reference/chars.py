"""Bataille de chars - reference implementation transcribed from shared/rules/bataille-de-chars.md.

Phase 2 (battle, game id `chars`) and phase 1 (the race, `race()`).
Independent of the Rust engine: written only from the rules page.
"""
import sys
from common import move_name, other, parse_fields, perft_main, print_board, step, moves_with_pass

W, H = 8, 10
START = "tttttttt/MBMBMBMB/BMBMBMBM/8/8/8/8/mbmbmbmb/bmbmbmbm/TTTTTTTT w 0 0 0"
GUARD = 30

# ---------------- phase 1: the race ----------------
RACE_END = 40
JUMPS = {
    # forward arrows
    6: 11, 15: 21, 24: 29, 31: 35,
    # backward arrows
    12: 3, 20: 14, 27: 17, 33: 25, 38: 28,
    # red squares
    9: 10, 22: 23, 30: 32, 36: 37,
}


def race(dice):
    """Play the throws in order (White, Black, ...). Returns dict like the CLI's JSON; raises if too few."""
    pos = {"white": 0, "black": 0}
    players = ("white", "black")
    for i, d in enumerate(dice):
        if not 1 <= d <= 6:
            raise ValueError("die throw out of range: %r" % d)
        p = players[i % 2]
        n = pos[p] + d
        if n >= RACE_END:
            pos[p] = RACE_END
            return {"winner": p, "throws": i + 1, "white": pos["white"], "black": pos["black"]}
        pos[p] = JUMPS.get(n, n)  # arrows never chain
    raise ValueError("too few throws")


# ---------------- phase 2: the battle ----------------
class State:
    __slots__ = ("board", "side", "ws", "bs", "quiet", "passes")

    def __init__(self, board, side, ws, bs, quiet, passes=0):
        self.board, self.side, self.ws, self.bs, self.quiet, self.passes = board, side, ws, bs, quiet, passes


def parse(text):
    board, side, (ws, bs, quiet) = parse_fields(text, "chars", 5, W, H, "TMBtmb")
    return State(board, side, int(ws), int(bs), int(quiet))


def fmt(s):
    return "%s %s %d %d %d" % (print_board(s.board, W, H), s.side, s.ws, s.bs, s.quiet)


def own_tank(side):
    return "T" if side == "w" else "t"


def legal(s):
    b = s.board
    me = own_tank(s.side)
    fwd = (0, 1) if s.side == "w" else (0, -1)
    out = []
    for sq in range(W * H):
        if b[sq] != me:
            continue
        for d in (fwd, (1, 0), (-1, 0)):
            t = step(sq, d, W, H)
            if t is None or b[t] == me:
                continue
            out.append((sq, t))
    return out


def ended(s):
    if s.quiet >= GUARD or s.passes >= 2:
        return True
    return "T" not in s.board and "t" not in s.board


moves = moves_with_pass(ended, legal)


def apply(s, m):
    nside = other(s.side)
    if m == "pass":
        return State(s.board, nside, s.ws, s.bs, s.quiet, s.passes + 1)  # a pass leaves the count as it is
    f, t = m
    b = list(s.board)
    me = b[f]
    target = b[t]
    ws, bs = s.ws, s.bs
    forward = (t // W - f // W) == (1 if s.side == "w" else -1)
    capture = target == ("t" if s.side == "w" else "T")
    card = target in "MBmb"
    b[f] = "."
    arrival = False
    if card and target in "Mm":
        b[t] = "."  # explosion: tank and card removed
    else:
        b[t] = me  # empty, capture, or blank card (card removed, tank stays)
        enemy_line = H - 1 if s.side == "w" else 0
        if t // W == enemy_line:
            arrival = True
            b[t] = "."  # lifted off to the score tray
            if s.side == "w":
                ws += 1
            else:
                bs += 1
    quiet = 0 if (forward or capture or card or arrival) else s.quiet + 1
    return State(b, nside, ws, bs, quiet, 0)


def move_str(s, m):
    return move_name(m, W)


if __name__ == "__main__":
    perft_main(sys.modules[__name__])
