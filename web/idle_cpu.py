#!/usr/bin/env python3
"""Processor time the web build uses while nothing happens, read from /proc (Linux).

    idle_cpu.py SECONDS CHROMIUM URL [CHROMIUM FLAGS...]

Starts Chromium on URL, waits for the app's "first frame drawn" console line and a few quiet seconds,
then reads the user and system time of the page's renderer process and of Chromium's GPU process (which
draws the canvas) over SECONDS seconds of nobody touching anything. Prints one line per process, as a
percentage of one core; prints a figure, asserts nothing (timings depend on the machine). Exits 1 only
when the page never drew its first frame.
"""

import os
import subprocess
import sys
import tempfile
import time

TICK = os.sysconf("SC_CLK_TCK")


def children_of():
    """Every process's parent, from /proc."""
    parent = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        # The fields after the command name (in parentheses, which may hold spaces).
        fields = stat[stat.rfind(")") + 2 :].split()
        parent[int(name)] = int(fields[1])
    return parent


def descendants(root):
    parent = children_of()
    out, todo = [], [root]
    while todo:
        p = todo.pop()
        kids = [c for c, pp in parent.items() if pp == p]
        out.extend(kids)
        todo.extend(kids)
    return out


def kind(pid):
    """The Chromium process type (renderer, gpu-process…) from its command line, or None."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            # Chromium rewrites the title of its zygote's children: one string with spaces.
            args = f.read().replace(b"\0", b" ").split()
    except OSError:
        return None
    for a in args:
        if a.startswith(b"--type="):
            return a[len(b"--type=") :].decode()
    return None


def cpu_ticks(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            stat = f.read()
    except OSError:
        return None
    fields = stat[stat.rfind(")") + 2 :].split()
    # utime and stime: fields 14 and 15 of the whole line, 12 and 13 after the name (index 11, 12).
    return int(fields[11]) + int(fields[12])


def main():
    seconds = float(sys.argv[1])
    chromium, url = sys.argv[2], sys.argv[3]
    flags = sys.argv[4:]
    log = tempfile.NamedTemporaryFile(prefix="idle-cpu-", suffix=".log", delete=False)
    browser = subprocess.Popen([chromium, *flags, url], stdout=log, stderr=log)
    try:
        deadline = time.time() + 60
        while time.time() < deadline:
            with open(log.name, errors="replace") as f:
                if "ludoclasse: first frame drawn" in f.read():
                    break
            time.sleep(0.2)
        else:
            print(f"idle CPU: no first frame within 60 s for {url} (see {log.name})")
            return 1
        # The first frames, the font atlas and the page's own start-up settle first.
        time.sleep(4)
        watched = [(p, kind(p)) for p in descendants(browser.pid)]
        watched = [(p, k) for p, k in watched if k in ("renderer", "gpu-process")]
        before = {p: cpu_ticks(p) for p, _ in watched}
        start = time.time()
        time.sleep(seconds)
        elapsed = time.time() - start
        total = 0.0
        for p, k in watched:
            a, b = before[p], cpu_ticks(p)
            if a is None or b is None:
                continue
            pct = 100.0 * (b - a) / TICK / elapsed
            total += pct
            print(f"  {k} (pid {p}): {pct:.1f} % of one core")
        print(f"idle CPU over {elapsed:.0f} s at {url}: {total:.1f} % of one core (renderer + GPU)")
        return 0
    finally:
        browser.terminate()
        try:
            browser.wait(10)
        except subprocess.TimeoutExpired:
            browser.kill()
        os.unlink(log.name)


if __name__ == "__main__":
    sys.exit(main())
