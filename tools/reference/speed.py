#!/usr/bin/env python3
"""Perft speed of the engines against these plain Python implementations, side by side in one run.

Both count the same way (bulk counting at the last ply) from the start positions. Each side is timed in
CPU seconds of its own process (user + system), which stays meaningful on a busy machine; the engine
runs on one thread (`--threads 1`), then on all cores (wall clock). The Python depth is smaller (it is
several hundred times slower); nodes per second is what is compared.

Usage: speed.py [--bin PATH] [--repeat N] [--games g1,g2]
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# game: (engine depth, Python depth, Python module)
DEPTHS = {
    "espion": (6, 4, "espion"),
    "schada": (7, 5, "schada"),
    "tank-battle": (5, 3, "tank_battle"),
    "chars": (8, 6, "chars"),
}


def timed(cmd):
    """(nodes printed on the last line, CPU seconds of the child, wall seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return int(out.strip().splitlines()[-1]), cpu, wall


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=os.path.join(HERE, "..", "..", "target", "release", "ludoclasse"))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--games", default=",".join(DEPTHS))
    args = ap.parse_args()
    print("game         engine 1 thread   engine all cores   Python            ratio (1 thread)")
    for game in args.games.split(","):
        depth, py_depth, module = DEPTHS[game]
        one, alls, py = [], [], []
        for _ in range(args.repeat):
            nodes, cpu, _ = timed([args.bin, "perft", game, str(depth), "--threads", "1"])
            one.append(nodes / cpu)
            nodes, _, wall = timed([args.bin, "perft", game, str(depth)])
            alls.append(nodes / wall)
            py_nodes, cpu, _ = timed([sys.executable, os.path.join(HERE, module + ".py"), str(py_depth)])
            py.append(py_nodes / cpu)
        m1, ma, mp = (statistics.median(x) for x in (one, alls, py))
        print(f"{game:<12} {m1 / 1e6:8.1f} M/s       {ma / 1e6:8.1f} M/s         {mp / 1e3:8.0f} k/s      {m1 / mp:6.0f}x")


if __name__ == "__main__":
    main()
