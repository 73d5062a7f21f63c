"""Draws the web app's icons: a corner of a Ludoclasse board as the app draws it (src/app/board_view.rs
and the classroom palette of src/app/ui.rs): light and dark squares in a dark frame, a blue piece of the
first player, an orange piece of the second, and the green arrow of a hint between them.

Usage: python3 web/icons.py OUT_DIR      (writes icon-192.png and icon-512.png)

Standard library only (zlib). The drawing keeps to the middle 80 % of the picture, so that a tablet that
cuts the icon into a circle or a rounded square ("maskable") keeps all of it.
"""

import math
import os
import struct
import sys
import zlib

# The classroom palette (src/app/ui.rs, Palette::get(PaletteId::Classroom)).
BACKGROUND = 0xF4EFE3
EDGE = 0x3B3A36
SQUARE_LIGHT = 0xEADFC8
SQUARE_DARK = 0xD5C5A5
WHITE_SIDE = 0x2F6FB0
BLACK_SIDE = 0xC0562B
GOOD = 0x2E7D32
CARD = 0xFFFDF8


def rgb(v):
    return ((v >> 16) & 255, (v >> 8) & 255, v & 255)


def mix(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def segment_distance(p, a, b):
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def inside_triangle(p, a, b, c):
    def side(p1, p2, p3):
        return (p1[0] - p3[0]) * (p2[1] - p3[1]) - (p2[0] - p3[0]) * (p1[1] - p3[1])

    d1, d2, d3 = side(p, a, b), side(p, b, c), side(p, c, a)
    return not ((d1 < 0 or d2 < 0 or d3 < 0) and (d1 > 0 or d2 > 0 or d3 > 0))


def colour_at(x, y):
    """The colour at (x, y), both from 0 to 1 across the icon."""
    # The board: 4 × 4 squares in a frame, inside the middle 80 %.
    lo, hi, frame = 0.12, 0.88, 0.025
    if not (lo <= x <= hi and lo <= y <= hi):
        return rgb(BACKGROUND)
    if x < lo + frame or x > hi - frame or y < lo + frame or y > hi - frame:
        return rgb(EDGE)
    cell = (hi - lo - 2 * frame) / 4
    fx, fy = int((x - lo - frame) / cell), int((y - lo - frame) / cell)
    colour = rgb(SQUARE_LIGHT if (fx + fy) % 2 == 0 else SQUARE_DARK)

    def centre(file, row):
        return (lo + frame + (file + 0.5) * cell, lo + frame + (row + 0.5) * cell)

    # Two pieces, as board_view draws them: a disc with a dark edge and a light letter-less middle ring.
    for (file, row), side in (((0, 3), WHITE_SIDE), ((3, 0), BLACK_SIDE)):
        cx, cy = centre(file, row)
        d = math.hypot(x - cx, y - cy) / cell
        if d < 0.40:
            colour = rgb(side)
            if 0.17 < d < 0.22:
                colour = mix(rgb(side), rgb(CARD), 0.8)
        elif d < 0.44:
            colour = rgb(EDGE)
    # The hint's arrow from the blue piece towards the orange one, stopping short of it.
    a, b = centre(0, 3), centre(3, 0)
    ux, uy = (b[0] - a[0]), (b[1] - a[1])
    length = math.hypot(ux, uy)
    ux, uy = ux / length, uy / length
    start = (a[0] + ux * cell * 0.55, a[1] + uy * cell * 0.55)
    tip = (b[0] - ux * cell * 0.5, b[1] - uy * cell * 0.5)
    head = cell * 0.55
    base = (tip[0] - ux * head, tip[1] - uy * head)
    nx, ny = -uy, ux
    if segment_distance((x, y), start, base) < cell * 0.09 or inside_triangle(
        (x, y),
        tip,
        (base[0] + nx * head * 0.6, base[1] + ny * head * 0.6),
        (base[0] - nx * head * 0.6, base[1] - ny * head * 0.6),
    ):
        colour = rgb(GOOD)
    return colour


def png(size, samples=3):
    """The icon at `size` × `size` pixels, each pixel the average of samples × samples points."""
    rows = []
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            acc = [0, 0, 0]
            for sy in range(samples):
                for sx in range(samples):
                    c = colour_at((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size)
                    for i in range(3):
                        acc[i] += c[i]
            row += bytes(round(v / samples / samples) for v in acc)
        rows.append(bytes(row))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    data = zlib.compress(b"".join(rows), 9)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", data) + chunk(b"IEND", b"")


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for size in (192, 512):
        # Fewer samples for the big icon: its edges are smooth enough, and it is drawn 7 times faster.
        with open(os.path.join(out, f"icon-{size}.png"), "wb") as f:
            f.write(png(size, 3 if size < 300 else 2))


if __name__ == "__main__":
    main()
