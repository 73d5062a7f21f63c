#!/usr/bin/env python3
"""Cross-check the ludoclasse engines against the reference implementations in this folder.

For N seeded positions per game (random playouts and random placements made by the reference),
compares `ludoclasse perft <game> <d> --position "<notation>"` with the reference perft at depths
1..D, checks that `ludoclasse show <game> --position X` prints X back on its last line, and compares
`ludoclasse chars race --dice ... --json` with the reference race on R random dice sequences.
Any mismatch is minimised (smallest depth, then the move path down to a perft-1 difference) and
reported. Exit status: 0 if everything agrees, 1 otherwise.

Usage: crosscheck.py [--bin PATH] [--n N] [--depth D] [--seed S] [--games g1,g2] [--race R] [--jobs J]
"""
import argparse
import json
import os
import random
import subprocess
import sys
from multiprocessing import Pool

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen  # noqa: E402
from common import perft  # noqa: E402
import chars  # noqa: E402

BIN = None


def run(args):
    p = subprocess.run([BIN] + args, capture_output=True, text=True, timeout=600)
    return p.returncode, p.stdout, p.stderr


def bin_perft(game, depth, pos):
    rc, out, err = run(["perft", game, str(depth), "--position", pos])
    if rc != 0:
        return "error: " + (err.strip() or out.strip())[:200]
    try:
        return int(out.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return "bad output: " + out[:200]


def bin_show(game, pos):
    """(last line, whole output) of `show`; the last line is the notation."""
    rc, out, err = run(["show", game, "--position", pos])
    if rc != 0:
        return "error: " + (err.strip() or out.strip())[:200], ""
    lines = [l for l in out.splitlines() if l.strip()]
    return (lines[-1].strip() if lines else ""), out


def schada_score_ok(pos, out):
    """Schada `show` prints "score white X black Y": officers 2, sub-officers 1 on their target line."""
    import re
    import schada
    m = re.search(r"score white (\d+) black (\d+)", out)
    if not m:
        return True
    s = schada.parse(pos)
    want = [sum(2 if s.board[7 * 8 + f] == "O" else 1 if s.board[7 * 8 + f] == "U" else 0 for f in range(8)),
            sum(2 if s.board[f] == "o" else 1 if s.board[f] == "u" else 0 for f in range(8))]
    return [int(m.group(1)), int(m.group(2))] == want


def minimise(game_id, pos, depth):
    """Walk down from a perft mismatch at `depth` to a position whose perft 1 differs."""
    g = gen.GAMES[game_id]
    path = []
    s = g.parse(pos)
    d = depth
    while d > 1:
        found = None
        for m in g.moves(s):
            c = g.apply(s, m)
            cp = g.fmt(c)
            if perft(g, c, d - 1) != bin_perft(game_id, d - 1, cp):
                found = (m, c)
                break
        if found is None:
            break  # children all agree: the difference is in the move list itself at this level
        path.append(g.move_str(s, found[0]))
        s = found[1]
        d -= 1
    leaf = g.fmt(s)
    return {
        "path": path,
        "leaf": leaf,
        "leaf_depth": d,
        "ref_leaf": perft(g, s, d),
        "bin_leaf": bin_perft(game_id, d, leaf),
        "ref_moves": [g.move_str(s, m) for m in g.moves(s)],
    }


def check_position(job):
    game_id, pos, maxdepth = job
    g = gen.GAMES[game_id]
    res = {"game": game_id, "pos": pos, "agree": [], "mismatch": None, "roundtrip": None}
    s = g.parse(pos)
    assert g.fmt(s) == pos
    shown, out = bin_show(game_id, pos)
    if shown != pos:
        res["roundtrip"] = shown
    elif game_id == "schada" and not schada_score_ok(pos, out):
        res["roundtrip"] = "score differs: " + out.strip().splitlines()[-2]
    for d in range(1, maxdepth + 1):
        r = perft(g, s, d)
        b = bin_perft(game_id, d, pos)
        if r != b:
            res["mismatch"] = {"depth": d, "ref": r, "bin": b}
            try:
                res["mismatch"]["min"] = minimise(game_id, pos, d)
            except Exception as e:  # noqa: BLE001
                res["mismatch"]["min"] = {"error": repr(e)}
            break
        res["agree"].append(d)
    return res


def check_race(seq):
    rc, out, err = run(["chars", "race", "--dice", " ".join(map(str, seq)), "--json"])
    try:
        ref = chars.race(seq)
    except ValueError:
        ref = None
    if ref is None:
        return (seq, None, rc == 0 and out.strip(), rc != 0)
    if rc != 0:
        return (seq, ref, "error: " + err.strip()[:200], False)
    try:
        got = json.loads(out.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return (seq, ref, "bad output: " + out[:200], False)
    return (seq, ref, got, got == ref)


def init(binpath):
    global BIN
    BIN = binpath


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=os.path.join(HERE, "..", "..", "target", "release", "ludoclasse"))
    ap.add_argument("--n", type=int, default=100)
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", default="espion,schada,tank-battle,chars")
    ap.add_argument("--race", type=int, default=300)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--tight", type=int, default=3000,
                    help="tries for the sparse 'pass/no-move within two plies' positions (0: none)")
    a = ap.parse_args()
    binpath = os.path.abspath(a.bin)
    if not os.path.exists(binpath):
        print("binary not found: " + binpath, file=sys.stderr)
        return 2
    init(binpath)
    failures = 0
    jobs = []
    for game_id in a.games.split(","):
        extra = []
        if a.tight:
            extra += gen.tight_positions(game_id, max(1, a.n // 5), a.seed, max_tries=a.tight)
            if game_id == "schada":
                extra += gen.blocked_positions(game_id, max(1, a.n // 10), a.seed, max_tries=a.tight // 5)
        edge_file = os.path.join(HERE, "edge_cases.txt")
        if os.path.exists(edge_file):
            for line in open(edge_file):
                line = line.strip()
                if line and not line.startswith("#") and line.split("|")[0] == game_id:
                    extra.append(line.split("|", 1)[1])
        for pos in gen.positions(game_id, a.n, a.seed) + extra:
            jobs.append((game_id, pos, a.depth))
    stats = {}
    with Pool(a.jobs, initializer=init, initargs=(binpath,)) as pool:
        for res in pool.imap_unordered(check_position, jobs):
            st = stats.setdefault(res["game"], {"positions": 0, "agree": [0] * (a.depth + 1),
                                                "mismatch": 0, "roundtrip": 0})
            st["positions"] += 1
            for d in res["agree"]:
                st["agree"][d] += 1
            if res["roundtrip"] is not None:
                st["roundtrip"] += 1
                failures += 1
                print("ROUNDTRIP %s: %s -> %s" % (res["game"], res["pos"], res["roundtrip"]), flush=True)
            if res["mismatch"]:
                st["mismatch"] += 1
                failures += 1
                print("MISMATCH %s %s depth %d ref %s bin %s\n  min: %s" % (
                    res["game"], json.dumps(res["pos"]), res["mismatch"]["depth"], res["mismatch"]["ref"],
                    res["mismatch"]["bin"], json.dumps(res["mismatch"].get("min"))), flush=True)
        if a.race:
            rng = random.Random("race-%d" % a.seed)
            seqs = []
            for i in range(a.race):
                n = rng.randint(1, 40) if i % 10 == 0 else rng.randint(20, 80)
                seqs.append([rng.randint(1, 6) for _ in range(n)])
            race_ok = race_bad = 0
            for seq, ref, got, ok in pool.imap(check_race, seqs):
                if ok:
                    race_ok += 1
                else:
                    race_bad += 1
                    failures += 1
                    print("RACE MISMATCH dice %s ref %s bin %s" % (" ".join(map(str, seq)), ref, got), flush=True)
            stats["race"] = {"sequences": a.race, "agree": race_ok, "mismatch": race_bad}
    for k, v in stats.items():
        if k == "race":
            print("race: %d sequences, %d agree, %d mismatch" % (v["sequences"], v["agree"], v["mismatch"]))
        else:
            print("%s: %d positions; agree at depth %s; perft mismatches %d; round-trip failures %d" % (
                k, v["positions"], ", ".join("%d: %d" % (d, v["agree"][d]) for d in range(1, a.depth + 1)),
                v["mismatch"], v["roundtrip"]))
    print("FAIL" if failures else "OK")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
