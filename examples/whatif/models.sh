#!/usr/bin/env bash
# Every rating model on one history, one table of scores: which system
# predicts the example backgammon season best (examples/backgammon/
# season.tsv, 204 matches of two players, 2004-2005)?
#
# Each model rates the season with --history (the prediction it made
# before every match), and rank --eval scores those predictions, after
# each player's first 3 matches, on the same rows and pairs for every
# model: log-loss and Brier score of the win probability, the percentage
# of matches the better-rated player won, the rank deviation.  The rows
# are merged into one table, best log-loss first.
#
# Models and flags (MODEL FLAGS, one a line; add your own what-ifs):
#   absp is left out: it rates the points spread of a game, which the
#   season does not have.
# Usage: examples/whatif/models.sh [OUTDIR]   (histories and scores kept in OUTDIR)
set -euo pipefail	# a failing stage must fail the whole job
here=$(cd "$(dirname "$0")" && pwd)
season=$here/../backgammon/season.tsv
out=${1:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
dir=${out:-$tmp}
mkdir -p "$dir"

models() {
	cat <<'LIST'
fibs -p qgammon
fibs -p fibs
elo -p greek2007 --initial 1500
frsc -n 20
topcoder -p rapliccat
topcoder -p elo-mmr
glicko -p glickman
glicko -p playerratings
glicko2 -p glickman
glicko2 -p playerratings
trueskill
wenglin -p openskill
LIST
}

score < "$season" > "$tmp/scored.tsv"
n=0
models | while read -r model flags; do
	n=$((n + 1))
	name="$model${flags:+ $flags}"
	# shellcheck disable=SC2086 # the flags are words
	rate -m "$model" $flags --history "$tmp/scored.tsv" 2> "$tmp/err" > "$dir/history-$n.tsv" || {
		cat "$tmp/err" >&2
		exit 1
	}
	# the pairwise measures, up to rankdev: the models that predict draws
	# add logloss3 and brier3 after it (rank(1)), the others do not
	rank --eval --burn-in 3 "$dir/history-$n.tsv" |
		awk -F'\t' -v OFS='\t' -v m="$name" '
			NR == 1 { for (k = 1; $k != "rankdev"; k++); }
			{ s = NR == 1 ? "model" : m; for (i = 1; i <= k; i++) s = s OFS $i; print s }' \
		> "$dir/eval-$n.tsv"
done
# one table: the header once, best log-loss first
{
	head -n 1 "$dir/eval-1.tsv"
	tail -q -n +2 "$dir"/eval-*.tsv | sort -t "$(printf '\t')" -k7,7g
} > "$dir/scores.tsv"
format --text --round logloss=4,brier=4,correct=1,rankdev=3 \
	-c model,pairs,logloss,brier,correct,rankdev "$dir/scores.tsv"
