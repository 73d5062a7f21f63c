"""Seeded position generators for the cross-check (random playouts + random placements).

Every position is produced by the reference implementations and printed in the notation.
"""
import random

import espion
import schada
import tank_battle
import chars

GAMES = {"espion": espion, "schada": schada, "tank-battle": tank_battle, "chars": chars}


def _late_position(game, rng, plies, choose, part=2, start=None):
    """Plays up to `plies` moves chosen by `choose` from `start` (the start position by default) and returns
    one of the positions met in the last 1/`part` of the game."""
    s = game.parse(game.START) if start is None else start
    seen = [s]
    for _ in range(plies):
        ms = game.moves(s)
        if not ms:
            break
        s = game.apply(s, choose(s, ms))
        seen.append(s)
    return rng.choice(seen[len(seen) // part:])


def _generator(game, share, playout, placement, tweak):
    """A position generator: a random playout with probability `share`, else a random placement; then
    `tweak` (counters near the guards) and the notation."""
    def generate(rng):
        s = playout(rng) if rng.random() < share else placement(rng)
        return game.fmt(tweak(rng, s))
    return generate


def _real(ms):
    """The moves of `ms` other than the pass."""
    return [m for m in ms if m != "pass"]


# ---------------- Espion ----------------
def _espion_playout(rng):
    capture_bias = rng.random()

    def choose(s, ms):
        caps = [m for m in ms if s.board[m[1]] != "."]
        if caps and rng.random() < capture_bias:
            return rng.choice(caps)
        return rng.choice(ms)

    return _late_position(espion, rng, rng.randint(0, 160), choose)


def _espion_placement(rng):
    # random placement: both chiefs, a few spies and agents anywhere
    b = ["."] * 64
    sqs = rng.sample(range(64), 2 + rng.randint(0, 14) + rng.randint(0, 14))
    b[sqs[0]] = "C"
    b[sqs[1]] = "c"
    cap = {"S": 7, "A": 8, "s": 7, "a": 8}
    for sq in sqs[2:]:
        c = rng.choice([k for k in "SAsa" if cap[k] > 0])
        cap[c] -= 1
        b[sq] = c
    return espion.State(b, rng.choice("wb"), rng.randint(0, 99))


def _espion_tweak(rng, s):
    r = rng.random()
    if r < 0.25:
        s = espion.State(s.board, s.side, rng.randint(95, 100))  # near the 100-move guard
    elif r < 0.5:
        s = espion.State(s.board, s.side, rng.randint(0, 99))
    return s


# ---------------- Schada ----------------
def _schada_playout(rng):
    same_bias = rng.random() * 0.8
    advance_bias = rng.random()

    def choose(s, ms):
        real = _real(ms)
        if not real:
            return ms[0]
        r = s.rec[s.side]
        if r is not None and rng.random() < same_bias:
            same = [m for m in real if m[0] == r[0]]
            if same:
                return rng.choice(same)
        if rng.random() < advance_bias:
            # chiefs toward the target line
            tr = 7 if s.side == "w" else 0
            best = [m for m in real if s.board[m[0]].lower() in "ou"
                    and abs(m[1] // 8 - tr) < abs(m[0] // 8 - tr)]
            if best:
                return rng.choice(best)
        return rng.choice(real)

    return _late_position(schada, rng, rng.randint(0, 200), choose, part=3)


def _schada_placement(rng):
    b = ["."] * 64
    n = rng.randint(2, 20)
    sqs = rng.sample(range(64), n)
    cap = {"O": 4, "U": 4, "P": 8, "o": 4, "u": 4, "p": 8}
    for i, sq in enumerate(sqs):
        c = rng.choice("OUP" if i % 2 == 0 else "oup")
        if cap[c] > 0:
            cap[c] -= 1
            b[sq] = c
    rec = {}
    for side in "wb":
        owns = [sq for sq in range(64) if schada.own(b[sq], side)]
        if owns and rng.random() < 0.7:
            rec[side] = (rng.choice(owns), rng.choice((1, 1, 2, 2, 2, 3)))
        else:
            rec[side] = None
    if not any(c in "OUou" for c in b):
        free = [q for q in range(64) if b[q] == "."]
        b[rng.choice(free)] = rng.choice("OUou")  # a position without any chief cannot arise
    tomove = rng.choice("wb")
    if rec[tomove] is not None and rec[tomove][1] == 3:
        rec[tomove] = (rec[tomove][0], 2)  # a count of 3 belongs to the player who just moved
    return schada.State(b, tomove, rng.randint(0, 199), rec)


def _schada_tweak(rng, s):
    if rng.random() < 0.2:
        s = schada.State(s.board, s.side, rng.randint(195, 200), s.rec)
    return s


# ---------------- Tank Battle ----------------
def _dist_to_base(sq, side):
    base = tank_battle.enemy_base(side)
    f, r = sq % 11, sq // 11
    return min(max(abs(f - b % 11), abs(r - b // 11)) for b in base)


def _tank_playout(rng):
    greedy = rng.random()
    capture_bias = rng.random()

    def gain(m, side):
        return _dist_to_base(m[1], side) - _dist_to_base(m[0], side)

    def choose(s, ms):
        real = _real(ms)
        if not real:
            return ms[0]
        caps = [m for m in real if s.board[m[1]] != "."]
        if caps and rng.random() < capture_bias * 0.5:
            return rng.choice(caps)
        if rng.random() < greedy:
            best = min(gain(m, s.side) for m in real)
            return rng.choice([m for m in real if gain(m, s.side) == best])
        return rng.choice(real)

    return _late_position(tank_battle, rng, rng.randint(0, 300), choose)


def _tank_placement(rng):
    # random placement: few tanks, commanders often in the red zone or the bases
    g = tank_battle
    b = ["."] * 121
    free = [sq for sq in range(121) if sq not in g.MINES]
    normal_free = [sq for sq in free if sq not in g.RED]
    for c in "Cc":
        if rng.random() < 0.85:
            r = rng.random()
            pool = sorted(g.RED) if r < 0.4 else (
                sorted(g.enemy_base("w" if c == "C" else "b")) if r < 0.7 else free)
            pool = [q for q in pool if b[q] == "."]
            b[rng.choice(pool)] = c
    for c in "Tt":
        for _ in range(rng.randint(0, 6)):
            r = rng.random()
            pool = sorted(g.enemy_base("w" if c == "T" else "b")) if r < 0.4 else normal_free
            pool = [q for q in pool if b[q] == "."]
            if pool:
                b[rng.choice(pool)] = c
    return g.State(b, rng.choice("wb"), rng.randint(0, 299))


def _tank_tweak(rng, s):
    if rng.random() < 0.2:
        s = tank_battle.State(s.board, s.side, rng.randint(296, 300))
    return s


# ---------------- Bataille de chars ----------------
def _chars_cards(rng, share):
    """An empty chars board where each minefield square holds a card with probability `share`."""
    b = ["."] * 80
    for rows, letters in (((1, 2), "mb"), ((7, 8), "MB")):
        for r in rows:
            for f in range(8):
                if rng.random() < share:
                    b[r * 8 + f] = rng.choice(letters)
    return b


def _chars_playout(rng):
    fwd_bias = rng.random()

    def choose(s, ms):
        real = _real(ms)
        if not real:
            return ms[0]
        if rng.random() < fwd_bias:
            fw = [m for m in real if m[0] % 8 == m[1] % 8]
            if fw:
                return rng.choice(fw)
        return rng.choice(real)

    # random mine layouts: the default split or another class setting
    s = chars.parse(chars.START)
    b = list(s.board)
    for rows, letters in (((1, 2), "mb"), ((7, 8), "MB")):
        for r in rows:
            for f in range(8):
                b[r * 8 + f] = rng.choice(letters)
    start = chars.State(b, rng.choice("wb"), 0, 0, 0)
    return _late_position(chars, rng, rng.randint(0, 120), choose, start=start)


def _chars_tank(rng, b, c):
    """Puts the tank `c` on a random square where it may stand (a White tank below rank 10, a Black one
    above rank 1), if that square is empty."""
    rows = range(0, 9) if c == "T" else range(1, 10)
    q = rng.choice(rows) * 8 + rng.randrange(8)
    if b[q] == ".":
        b[q] = c


def _chars_state(rng, b, quiet_max):
    """`b` with a random side to move, scores that leave each side at most 8 tanks, and a quiet count."""
    return chars.State(b, rng.choice("wb"), rng.randint(0, 8 - b.count("T")), rng.randint(0, 8 - b.count("t")),
                       rng.randint(0, quiet_max))


def _chars_placement(rng):
    b = _chars_cards(rng, 0.6)
    for c in "Tt":
        for _ in range(rng.randint(0, 8)):
            _chars_tank(rng, b, c)
    return _chars_state(rng, b, 29)


def _chars_tweak(rng, s):
    if rng.random() < 0.25:
        s = chars.State(s.board, s.side, s.ws, s.bs, rng.randint(25, 30))
    return s


GENERATORS = {
    "espion": _generator(espion, 0.6, _espion_playout, _espion_placement, _espion_tweak),
    "schada": _generator(schada, 0.7, _schada_playout, _schada_placement, _schada_tweak),
    "tank-battle": _generator(tank_battle, 0.6, _tank_playout, _tank_placement, _tank_tweak),
    "chars": _generator(chars, 0.6, _chars_playout, _chars_placement, _chars_tweak),
}


def positions(game, n, seed):
    rng = random.Random("%s-%d" % (game, seed))
    out = []
    seen = set()
    tries = 0
    while len(out) < n and tries < n * 20:
        tries += 1
        p = GENERATORS[game](rng)
        if p not in seen:
            seen.add(p)
            out.append(p)
    return out


# ---------------- tight positions: passes / no-move / game ends within two plies ----------------
def _sparse(game_id, rng):
    """Very sparse random placement, legal piece counts."""
    if game_id == "espion":
        b = ["."] * 64
        sqs = rng.sample(range(64), 2 + rng.randint(0, 6))
        b[sqs[0]], b[sqs[1]] = "C", "c"
        for q in sqs[2:]:
            b[q] = rng.choice("SAsa")
        # agents and spies tend to be stuck in corners/edges
        return espion.State(b, rng.choice("wb"), rng.randint(0, 100))
    if game_id == "schada":
        b = ["."] * 64
        cap = {"O": 4, "U": 4, "P": 8, "o": 4, "u": 4, "p": 8}
        for i in range(rng.randint(1, 8)):
            c = rng.choice("OUPoup")
            # bias: chiefs on the target lines, pieces on the edges
            if c in "OU" and rng.random() < 0.5:
                q = 56 + rng.randrange(8)
            elif c in "ou" and rng.random() < 0.5:
                q = rng.randrange(8)
            else:
                q = rng.randrange(64)
            if b[q] == "." and cap[c]:
                cap[c] -= 1
                b[q] = c
        if not any(c in "OUou" for c in b):
            free = [q for q in range(64) if b[q] == "."]
            b[rng.choice(free)] = rng.choice("OUou")  # a position without any chief cannot arise
        tomove = rng.choice("wb")
        rec = {}
        for side in "wb":
            owns = [q for q in range(64) if schada.own(b[q], side)]
            rec[side] = (rng.choice(owns), rng.choice((1, 2) if side == tomove else (1, 2, 3))) \
                if owns and rng.random() < 0.6 else None
        return schada.State(b, tomove, rng.randint(0, 200), rec)
    if game_id == "tank-battle":
        g = tank_battle
        b = ["."] * 121
        free = [q for q in range(121) if q not in g.MINES]
        for c in "CcTTTtttTt"[: rng.randint(2, 10)]:
            if c in "Cc" and rng.random() < 0.2:
                continue
            r = rng.random()
            own_side = "w" if c.isupper() else "b"
            if r < 0.5:
                pool = sorted(g.enemy_base(own_side))
            elif r < 0.65 and c in "Cc":
                pool = sorted(g.RED)
            elif r < 0.8:
                pool = sorted(g.enemy_base("b" if own_side == "w" else "w"))
            else:
                pool = free
            pool = [q for q in pool if b[q] == "." and (c in "Cc" or q not in g.RED)]
            if pool:
                b[rng.choice(pool)] = c
        return g.State(b, rng.choice("wb"), rng.randint(0, 300))
    b = _chars_cards(rng, 0.5)
    for c in "TTTtttTT"[: rng.randint(0, 8)]:
        _chars_tank(rng, b, c)
    return _chars_state(rng, b, 30)


def _blocked(game_id, s):
    """Game not over for another reason, but the side to move has no legal move."""
    mod = GAMES[game_id]
    if game_id == "espion":
        return "C" in s.board and "c" in s.board and s.quiet < espion.GUARD and not mod.legal(s)
    return not mod.ended(s) and not mod.legal(s)


def tight_positions(game_id, n, seed, max_tries=20000):
    """Sparse positions in which a pass, a no-move position or an end happens within two plies."""
    mod = GAMES[game_id]
    rng = random.Random("tight-%s-%d" % (game_id, seed))
    out, seen = [], set()
    for _ in range(max_tries):
        if len(out) >= n:
            break
        s = _sparse(game_id, rng)
        ms = mod.moves(s)
        interesting = _blocked(game_id, s) or any(_blocked(game_id, mod.apply(s, m)) for m in ms)
        if interesting:
            p = mod.fmt(s)
            if p not in seen:
                seen.add(p)
                out.append(p)
    return out


def blocked_positions(game_id, n, seed, max_tries=3000):
    """Positions where the side to move is stuck (a pass) but the game goes on: grown by repeatedly
    putting a piece of the side to move on the landing square of one of its moves (Schada; other games
    reach such positions only rarely)."""
    mod = GAMES[game_id]
    rng = random.Random("blocked-%s-%d" % (game_id, seed))
    out = []
    for _ in range(max_tries):
        if len(out) >= n:
            break
        s = _sparse(game_id, rng)
        for _ in range(30):
            ms = mod.legal(s)
            if not ms:
                break
            f, t = rng.choice(ms)
            b = list(s.board)
            if b[t] != ".":
                b[f] = "."
            else:
                if game_id == "schada":
                    pool = [c for c in ("OUP" if s.side == "w" else "oup")
                            if b.count(c) < (8 if c.lower() == "p" else 4)]
                elif game_id == "tank-battle":
                    pool = [c for c in ("T" if s.side == "w" else "t") if b.count(c) < 13 and t not in tank_battle.RED]
                elif game_id == "chars":
                    pool = ["T" if s.side == "w" else "t"]
                else:
                    pool = [c for c in ("SA" if s.side == "w" else "sa") if b.count(c) < (7 if c in "Ss" else 8)]
                if pool:
                    b[t] = rng.choice(pool)
                else:
                    b[f] = "."
            s.board = b
        if _blocked(game_id, s):
            p = mod.fmt(s)
            try:
                mod.parse(p)
            except ValueError:
                continue
            if p not in out:
                out.append(p)
    return out
