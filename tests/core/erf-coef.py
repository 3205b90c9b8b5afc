#!/usr/bin/env python3
# tests/core/erf-coef.py: the coefficient table of lib/core/erf.c, printed as C.
# Run by hand (needs python3 and mpmath); paste its output over the table.
#   python3 tests/core/erf-coef.py > /tmp/rows.c
# |x| in [0, 1/2): erf(x) = x + x q(x^2), q(u) = erf(sqrt u)/sqrt u - 1 on
# [0, 1/4], its constant in two doubles (k0hi + p's constant).  (The
# form below, on [1/4, 1/2), where erf is below 1/2, errs by 1.15 ulp.)
# |x| in [i/8, (i+1)/8), i = 4 .. 47, centre c = (2i+1)/16: erf(x) = hi + p(x - c), hi = erf(c) rounded to a double, p fitted to
# erf(c + t) - hi on [-1/16, 1/16] (so p(0) is erf(c) - hi: erf(c) in two
# doubles).  Each fit is mpmath's Chebyshev fit of degree DEG at 50
# digits; the largest fitting error is printed on stderr (below 1e-17,
# a tenth of a unit in the last place of a value near 1).
import sys
import mpmath as mp

mp.mp.dps = 50
DEG = 9
ROWS = 48


def fit(f, a, b):
    poly, err = mp.chebyfit(f, [a, b], DEG + 1, error=True)
    return list(reversed(poly)), err


def q(u):
    if u == 0:
        return 2 / mp.sqrt(mp.pi) - 1
    s = mp.sqrt(u)
    return mp.erf(s) / s - 1


def row(gx, g1, hi, c, k0hi, k):
    cells = [gx, g1, hi, c, k0hi] + [float(v) for v in k]
    return "\t{ " + ", ".join(float(v).hex() for v in cells) + " },"


# q's constant in two parts: k0hi a column of its own, k0 - k0hi in p
odd, worst = fit(q, mp.mpf(0), mp.mpf(1) / 4)
k0hi = float(odd[0])
odd[0] -= k0hi
lines = [row(1.0, 0.0, 0.0, 0.0, k0hi, odd)] * 4
for i in range(4, ROWS):
    c = mp.mpf(2 * i + 1) / 16
    hi = float(mp.erf(c))
    k, err = fit(lambda t: mp.erf(c + t) - hi, -mp.mpf(1) / 16, mp.mpf(1) / 16)
    worst = max(worst, err)
    lines.append(row(0.0, 1.0, hi, float(c), 0.0, k))
print("\n".join(lines))
print("erf-coef.py: largest fitting error", mp.nstr(worst, 3), file=sys.stderr)
