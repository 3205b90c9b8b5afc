#!/usr/bin/env python3
# ts-mills.py - the relative error of TrueSkill's v and w of a win in the
# lower tail (lines "t v w" in hex from `bin/millstest print N`) against
# mpmath at 60 digits: v = pdf(t)/cdf(-t), w = v (v - t).
import sys
import mpmath as mp

mp.mp.dps = 60
worst = {"v": (0, 0), "w": (0, 0)}
n = 0
for line in sys.stdin:
    t, v, w = (float.fromhex(s) for s in line.split())
    T = mp.mpf(t)
    V = mp.npdf(T) / mp.ncdf(-T)
    W = V * (V - T)
    for name, got, ref in (("v", v, V), ("w", w, W)):
        e = abs((mp.mpf(got) - ref) / ref)
        if e > worst[name][0]:
            worst[name] = (e, t)
    n += 1
for name in ("v", "w"):
    e, t = worst[name]
    print("%s: max relative error %.3g (%.2f u, u = 2^-53) at t = %.17g, %d values"
          % (name, float(e), float(e) / 2**-53, t, n))
