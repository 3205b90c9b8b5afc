# The peer side of whr-peer.bats: a results stream (date, event, game,
# type, player, place; two-row games, no draws) rated by the Python port
# of GoShrine's Ruby WHR (github.com/pfmonville/whole_history_rating,
# module whr, Base(config).create_game(black, white, winner, day, 0),
# iterate(n)); prints "player<TAB>rating" of each player's last day, in
# Elo at full precision.  The module is installed outside this tree
# (PYTHONPATH); usage: python3 whr-peer.py W2 ITERATIONS < results.tsv
import datetime
import sys

from whr import whole_history_rating

w2, iterations = float(sys.argv[1]), int(sys.argv[2])
base = whole_history_rating.Base({"w2": w2, "debug": False})
header = sys.stdin.readline().rstrip("\n").split("\t")
col = {name: i for i, name in enumerate(header)}
rows = {}
for line in sys.stdin:
    f = line.rstrip("\n").split("\t")
    key = (f[col["event"]], f[col["game"]])
    rows.setdefault(key, []).append(f)
for (event, game), (a, b) in rows.items():
    day = datetime.date.fromisoformat(a[col["date"]]).toordinal()
    winner = "B" if int(a[col["place"]]) < int(b[col["place"]]) else "W"
    base.create_game(a[col["player"]], b[col["player"]], winner, day, 0)
base.iterate(iterations)
for name in sorted(base.players):
    print("%s\t%.17g" % (name, base.players[name].days[-1].elo()))
