#!/usr/bin/env bash
# The FRSc 2012 rating lists of the example season, per type (active and
# provisional players listed separately), then the general rating.
set -euo pipefail	# a failing stage must fail the whole job
here=$(dirname "$0")

parse "$here/season.tsv" |
	window -n frsc2012 |
	score |
	rate -m frsc -p frsc2012 > "${TMPDIR:-/tmp}/ratings.$$.tsv"

rank "${TMPDIR:-/tmp}/ratings.$$.tsv" |
	format --text -g type,status -c pos,player,rating,games,last
echo
echo "== general rating (mean over the five collective types) =="
rank --general "${TMPDIR:-/tmp}/ratings.$$.tsv" |
	format --text -c pos,player,rating,rating_clasic,rating_completiv,rating_eliptic,rating_compunere,rating_anticipatie
rm -f "${TMPDIR:-/tmp}/ratings.$$.tsv"
