#!/bin/sh
# pipeline.sh [mp|imps|traveller] - the 14-pair Howell of the bridge rules'
# example (doc/rules/bridge-pairs.md), 27 boards,
# scored at matchpoints (top 12, 100 % = 27 x 12 = 324; default) or at IMPs against
# a datum (the lecture's "mean of 3, discarding 2 extremes on each side"),
# with the procedural penalties of penalties.tsv; `traveller` shows each
# board's frequency table (every distinct score, its pairs, matchpoints).
# With the programs on PATH, from anywhere:
#   PATH=$PWD/bin:$PATH sh examples/bridge/pipeline.sh > standings.tsv
# expected-mp.tsv and expected-imps.tsv are what it prints; the check
# sums (42 a board, 2268 in all) go to stderr.
set -e
here=$(cd "$(dirname "$0")" && pwd)
case ${1:-mp} in
mp)	parse -f bridge "$here/travellers.tsv" | score -m matchpoints |
	    rank -m bridge --checks --penalties "$here/penalties.tsv" ;;
imps)	parse -f bridge "$here/travellers.tsv" | score -m butler --discard 2 |
	    rank -m bridge --penalties "$here/penalties.tsv" ;;
traveller)
	parse -f bridge "$here/travellers.tsv" | score -m matchpoints | rank -m traveller |
	    format --text --round pct_ns=2,pct_ew=2 ;;
*)	echo "usage: pipeline.sh [mp|imps|traveller]" >&2; exit 2 ;;
esac
