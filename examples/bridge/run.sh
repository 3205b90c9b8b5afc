#!/usr/bin/env bash
# run.sh [mp|imps|traveller] - the 14-pair Howell of the bridge rules'
# example (doc/rules/bridge-pairs.md), 27 boards,
# scored at matchpoints (top 12, 100 % = 27 x 12 = 324; default) or at IMPs against
# a datum (the example's "mean of 3, discarding 2 extremes on each side"),
# with the procedural penalties of penalties.tsv; `traveller` shows each
# board's frequency table (every distinct score, its pairs, matchpoints).
# From anywhere: examples/bridge/run.sh > standings.tsv
# expected-mp.tsv and expected-imps.tsv are what it prints; the check
# sums (42 a board, 2268 in all) go to stderr.
[ -n "${BASH_VERSION:-}" ] || exec bash "$0" "$@"	# `sh run.sh` works too
set -euo pipefail	# a failing stage must fail the whole job
here=$(cd "$(dirname "$0")" && pwd)
# the programs: from PATH, else from this checkout's bin/ (after `make`)
command -v rank > /dev/null || PATH=$here/../../bin:$PATH
case ${1:-mp} in
mp)	parse -f bridge "$here/travellers.tsv" | score -m matchpoints |
	    rank -m bridge --checks --penalties "$here/penalties.tsv" ;;
imps)	# the lecture's datums are truncated (its slides: 386.67 -> 380)
	parse -f bridge "$here/travellers.tsv" | score -m butler --discard 2 --datum-round truncate |
	    rank -m bridge --penalties "$here/penalties.tsv" ;;
traveller)
	parse -f bridge "$here/travellers.tsv" | score -m matchpoints | rank -m traveller |
	    format --text ;;
*)	echo "usage: run.sh [mp|imps|traveller]" >&2; exit 2 ;;
esac
