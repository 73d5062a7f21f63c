"""Shared helpers for the reference implementations: board notation, sides, move names, perft and the
command line. Nothing here is a game's rule: each game module keeps its own.

Independent transcription of /work/shared/rules/README.md "Shared conventions".
Squares are indexed sq = rank_index * width + file_index (rank_index 0 = rank 1).
"""
import sys

FILES = "ABCDEFGHIJK"

DIRS = {
    "N": (0, 1), "S": (0, -1), "E": (1, 0), "W": (-1, 0),
    "NE": (1, 1), "NW": (-1, 1), "SE": (1, -1), "SW": (-1, -1),
}


def sq_name(sq, width):
    return FILES[sq % width] + str(sq // width + 1)


def parse_sq(name, width, height):
    f = FILES.index(name[0].upper())
    r = int(name[1:]) - 1
    if not (0 <= f < width and 0 <= r < height):
        raise ValueError("square off board: " + name)
    return r * width + f


def parse_board(text, width, height, letters):
    """Parse the board part of a notation. Returns a list of width*height chars ('.' = empty)."""
    ranks = text.split("/")
    if len(ranks) != height:
        raise ValueError("expected %d ranks, got %d" % (height, len(ranks)))
    board = ["."] * (width * height)
    for i, rtext in enumerate(ranks):
        r = height - 1 - i
        f = 0
        j = 0
        while j < len(rtext):
            c = rtext[j]
            if c.isdigit():
                k = j
                while k < len(rtext) and rtext[k].isdigit():
                    k += 1
                f += int(rtext[j:k])
                j = k
                continue
            if c not in letters:
                raise ValueError("bad letter %r" % c)
            if f >= width:
                raise ValueError("rank too long")
            board[r * width + f] = c
            f += 1
            j += 1
        if f != width:
            raise ValueError("rank %d has %d files" % (r + 1, f))
    return board


def print_board(board, width, height):
    out = []
    for r in range(height - 1, -1, -1):
        s = ""
        empty = 0
        for f in range(width):
            c = board[r * width + f]
            if c == ".":
                empty += 1
            else:
                if empty:
                    s += str(empty)
                    empty = 0
                s += c
        if empty:
            s += str(empty)
        out.append(s)
    return "/".join(out)


def parse_fields(text, game, count, width, height, letters):
    """Split a position in the notation of `game` into its `count` fields and read the first two:
    returns (board, side, the other fields as text)."""
    parts = text.split()
    if len(parts) != count:
        raise ValueError("%s notation has %d fields" % (game, count))
    board = parse_board(parts[0], width, height, letters)
    if parts[1] not in ("w", "b"):
        raise ValueError("side")
    return board, parts[1], parts[2:]


def own(c, side):
    """Whether the letter `c` is a piece of `side` (`w`: capitals, `b`: small letters)."""
    return c != "." and (c.isupper() == (side == "w"))


def other(side):
    return "b" if side == "w" else "w"


def moved(board, f, t):
    """A copy of `board` where the piece on f stands on t (whatever was on t is gone) and f is empty."""
    b = list(board)
    b[t] = b[f]
    b[f] = "."
    return b


def move_name(m, width):
    """`pass`, or the two squares of the move joined (`A2A3`)."""
    if m == "pass":
        return "pass"
    return sq_name(m[0], width) + sq_name(m[1], width)


def moves_with_pass(ended, legal):
    """The `moves(state)` of a game where a stuck player passes: nothing once `ended(state)`, else the
    `legal(state)` moves, or the single move `pass` when there are none."""
    def moves(s):
        if ended(s):
            return []
        return legal(s) or ["pass"]
    return moves


def step(sq, d, width, height):
    """Square one step from sq in direction d (dx, dy), or None if off board."""
    f = sq % width + d[0]
    r = sq // width + d[1]
    if 0 <= f < width and 0 <= r < height:
        return r * width + f
    return None


def perft(game, state, depth):
    """Number of move sequences of exactly `depth` moves (bulk counting at the last ply)."""
    if depth == 0:
        return 1
    moves = game.moves(state)
    if depth == 1:
        return len(moves)
    return sum(perft(game, game.apply(state, m), depth - 1) for m in moves)


def divide(game, state, depth):
    return [(game.move_str(state, m), perft(game, game.apply(state, m), depth - 1))
            for m in game.moves(state)]


def perft_main(game):
    """`python3 <game>.py <depth> ["<notation>"]`: prints the perft of the position (the start by default)."""
    pos = sys.argv[2] if len(sys.argv) > 2 else game.START
    print(perft(game, game.parse(pos), int(sys.argv[1])))
