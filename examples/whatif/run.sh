#!/usr/bin/env bash
# What-if on the example FRSc season (examples/frsc/season.tsv):
#  1. FRSc with a window of N = 20 games against N = 30: the two active
#     lists side by side, rank correlations per type (on stderr), and
#     which window predicts the games better (rank --eval).
#  2. FRSc against TopCoder on the same collective history, when this
#     build has `rate -m topcoder` (skipped with a message otherwise):
#     the lists compared, and both systems' predictions scored
#     (eval-frsc-n20.tsv, eval-topcoder.tsv in OUTDIR).
# Usage: examples/whatif/run.sh [OUTDIR]   (the lists stay in OUTDIR if given)
[ -n "${BASH_VERSION:-}" ] || exec bash "$0" "$@"	# `sh run.sh` works too
set -euo pipefail	# a failing stage must fail the whole job
here=$(cd "$(dirname "$0")" && pwd)
# the programs: from PATH, else from this checkout's bin/ (after `make`)
command -v rank > /dev/null || PATH=$here/../../bin:$PATH
season=$here/../frsc/season.tsv
out=${1:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
dir=${out:-$tmp}
mkdir -p "$dir"

parse "$season" | score > "$tmp/scored.tsv"
for n in 20 30; do
	rate -m frsc -n "$n" "$tmp/scored.tsv" > "$dir/frsc-n$n.tsv"
	rate -m frsc -n "$n" --history "$tmp/scored.tsv" > "$tmp/history-n$n.tsv"
done

echo "== FRSc, N = 20 (this) against N = 30 (other): active lists =="
rank --compare "$dir/frsc-n30.tsv" -s active --summary "$dir/n20-vs-n30.summary.tsv" \
	"$dir/frsc-n20.tsv" > "$dir/n20-vs-n30.tsv"
format --text -g type -c player,in,rating,rating_other,rating_diff,pos,pos_other,pos_diff \
	"$dir/n20-vs-n30.tsv" | head -n 14
echo "..."
echo
echo "== rank correlation per type (players active in both lists) =="
format --text "$dir/n20-vs-n30.summary.tsv"
echo
for n in 20 30; do
	echo "== predictions of FRSc N = $n (pairwise, after each player's first 3 games) =="
	rank --eval --burn-in 3 "$tmp/history-n$n.tsv" |
		format --text
	echo
done

echo "== FRSc (N = 20) against TopCoder on the same history =="
if ! rate -m topcoder --help > /dev/null 2>&1; then
	echo "skipped: this build has no rate -m topcoder"
	exit 0
fi
rate -m topcoder "$tmp/scored.tsv" > "$dir/topcoder.tsv"
rank --compare "$dir/topcoder.tsv" --summary "$dir/frsc-vs-topcoder.summary.tsv" \
	"$dir/frsc-n20.tsv" > "$dir/frsc-vs-topcoder.tsv"
format --text "$dir/frsc-vs-topcoder.summary.tsv"
# the same games and burn-in as FRSc's above: the same rows and pairs, so
# the measures compare the two systems' predictions directly
rate -m topcoder --history "$tmp/scored.tsv" > "$tmp/history-tc.tsv"
echo
echo "== predictions of TopCoder (pairwise, after each player's first 3 games) =="
rank --eval --burn-in 3 "$tmp/history-tc.tsv" > "$dir/eval-topcoder.tsv"
rank --eval --burn-in 3 "$tmp/history-n20.tsv" > "$dir/eval-frsc-n20.tsv"
format --text "$dir/eval-topcoder.tsv"
