#!/usr/bin/env python3
# nfc-peer.py IDENTTEST COUNT SEED: nfc_normalize and nfc_is (through
# identtest nfc) against Python's unicodedata.normalize("NFC") and
# is_normalized, on COUNT random strings of 1 to 8 code points: letters,
# conjoining Hangul jamo and syllables, and every code point that Python's
# Unicode version assigns with a canonical mapping or a nonzero combining
# class (so none that ratepipe's newer tables know and Python does not).
# Prints "N strings, D differ" and the first differences; exit 1 if any.
import random
import subprocess
import sys
import unicodedata

identtest, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
random.seed(seed)
pool = []
for c in range(0x110000):
    ch = chr(c)
    if 0xD800 <= c < 0xE000 or unicodedata.category(ch) == "Cn":
        continue
    d = unicodedata.decomposition(ch)
    if (d and not d.startswith("<")) or unicodedata.combining(ch):
        pool.append(c)
hangul = list(range(0x1100, 0x1113)) + list(range(0x1161, 0x1176)) + \
    list(range(0x11A8, 0x11C3)) + [0xAC00, 0xAC01, 0xD7A3]
letters = [ord(c) for c in "aeiouAEIOUsStTzZ"] + [0x3B1, 0x3B5, 0x3C9, 0x915, 0x928, 0x5D0]


def esc(s):
    # identtest's escapes: printable ASCII as itself, the rest \u or \U
    return "".join(c if 0x20 <= ord(c) < 0x7F and c != "\\" else
                   "\\u%04X" % ord(c) if ord(c) < 0x10000 else "\\U%08X" % ord(c) for c in s)


strings = ["".join(chr(random.choice(random.choice([pool, hangul, letters])))
                   for _ in range(random.randint(1, 8))) for _ in range(count)]
differ = 0
for k in range(0, len(strings), 500):
    batch = strings[k:k + 500]
    out = subprocess.run([identtest, "nfc"] + [esc(s) for s in batch],
                         capture_output=True, text=True, check=True).stdout.splitlines()
    for s, line in zip(batch, out):
        want = "%s %s" % (esc(unicodedata.normalize("NFC", s)),
                          "is-nfc" if unicodedata.is_normalized("NFC", s) else "not-nfc")
        if line != want:
            differ += 1
            if differ <= 10:
                print("%s: identtest %s, Python %s" % (esc(s), line, want))
print("%d strings, %d differ (Python's Unicode %s, %d code points drawn from)" %
      (len(strings), differ, unicodedata.unidata_version, len(pool)))
sys.exit(1 if differ else 0)
