#!/usr/bin/env bash
# The Catalan Q-Gammon ranking of the example club season (September 2004
# to June 2005), its regularity trophy, and one player's matches factor by
# factor.  season.tsv is the results stream `awk -f gen.awk` writes; from a
# club's match list (date event winner loser length) `parse -f pairs` writes
# the same rows.
[ -n "${BASH_VERSION:-}" ] || exec bash "$0" "$@"	# `sh run.sh` works too
set -euo pipefail	# a failing stage must fail the whole job
here=$(cd "$(dirname "$0")" && pwd)
# the programs: from PATH, else from this checkout's bin/ (after `make`)
command -v rank > /dev/null || PATH=$here/../../bin:$PATH
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

rate -m fibs -p qgammon "$here/season.tsv" > "$tmp/ratings.tsv"
rate -m fibs -p qgammon --history "$here/season.tsv" > "$tmp/history.tsv"

echo "== ranking at the end of the season (numbered from 100 PJ) =="
rank -m fibs --season-start 09-01 "$tmp/ratings.tsv" |
	format --text -d 4 -c pos,player,rating,experience,games,last
echo
echo "== regularity trophy 2004-05 (2 championships, or 1 and 50 PJ of Q-days) =="
rank -m fibs --season-start 09-01 --trophy 2004 "$tmp/history.tsv" |
	format --text -d 4 -c pos,player,rating,experience,championships,qday_points
echo
echo "== the championships of Pau, who joined in February =="
awk -F'\t' 'NR == 1 || ($5 == "Pau" && $8 == "championship")' "$tmp/history.tsv" |
	format --text -d 4 --round before=4,fl=4,fe=4,fp=4,delta=4 -c date,event,game,place,length,before,fl,fe,fp,delta,rating,experience
