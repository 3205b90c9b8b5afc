#!/usr/bin/env bash
# The FRSc 2012 rating lists of the example season, per type (active and
# provisional players listed separately), then the general rating.
[ -n "${BASH_VERSION:-}" ] || exec bash "$0" "$@"	# `sh run.sh` works too
set -euo pipefail	# a failing stage must fail the whole job
here=$(cd "$(dirname "$0")" && pwd)
# the programs: from PATH, else from this checkout's bin/ (after `make`)
command -v rank > /dev/null || PATH=$here/../../bin:$PATH
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

parse "$here/season.tsv" |
	window -n frsc2012 |
	score |
	rate -m frsc -p frsc2012 > "$tmp/ratings.tsv"

rank "$tmp/ratings.tsv" |
	format --text -g type,status -c pos,player,rating,games,last
echo
echo "== general rating (mean over the five collective types) =="
rank --general "$tmp/ratings.tsv" |
	format --text -c pos,player,rating,rating_clasic,rating_completiv,rating_eliptic,rating_compunere,rating_anticipatie
