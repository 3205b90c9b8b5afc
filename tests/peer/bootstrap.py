#!/usr/bin/env python3
"""A second implementation of rank --eval --ci's log-loss interval, for
tests/stats/eval-ci.bats: a history of two-player games (columns event, type,
place, prev, escale; no burn-in) on stdin; per type, the log-loss and
its percentile interval from whole events drawn with replacement by
SplitMix64 seeded with SEED xor FNV-1a(type), B samples, as rank(1),
EVALUATION, describes it.  Written from that description, not from the
C code.  Usage: bootstrap.py B SEED LEVEL < history.tsv"""
import math
import sys

MASK = (1 << 64) - 1


def splitmix(state):
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def fnv1a(s):
    h = 0xCBF29CE484222325
    for b in s.encode():
        h = ((h ^ b) * 0x100000001B3) & MASK
    return h


def main():
    B, seed, level = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
    rows = [line.rstrip("\n").split("\t") for line in sys.stdin]
    col = {name: i for i, name in enumerate(rows[0])}
    events = {}  # type -> {event: [logloss sum, pairs]}, in order of appearance
    body = rows[1:]
    for a, b in zip(body[0::2], body[1::2]):
        t, e = a[col["type"]], a[col["event"]]
        d = float(a[col["prev"]]) - float(b[col["prev"]])
        p = 1 / (1 + 10 ** (-d / float(a[col["escale"]])))
        p = min(max(p, 1e-15), 1 - 1e-15)
        pa, pb = int(a[col["place"]]), int(b[col["place"]])
        o = 1.0 if pa < pb else 0.0 if pa > pb else 0.5
        s = events.setdefault(t, {}).setdefault(e, [0.0, 0.0])
        s[0] -= o * math.log(p) + (1 - o) * math.log(1 - p)
        s[1] += 1
    print("type\tlogloss\tlogloss_lo\tlogloss_hi")
    for t in sorted(events, key=lambda x: x.encode()):
        ev = list(events[t].values())
        n = len(ev)
        state = seed ^ fnv1a(t)
        limit = (1 << 64) % n
        vals = []
        for _ in range(B):
            ll = pairs = 0.0
            for _ in range(n):
                while True:
                    state, v = splitmix(state)
                    if v >= limit:
                        break
                ll += ev[v % n][0]
                pairs += ev[v % n][1]
            vals.append(ll / pairs)
        vals.sort()
        k = max(1, int((B + 1) * (1 - level) / 2 + 1e-9))
        total = sum(x[0] for x in ev) / sum(x[1] for x in ev)
        print(f"{t}\t{total!r}\t{vals[k - 1]!r}\t{vals[B - k]!r}")


main()
