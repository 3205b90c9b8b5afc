#!/bin/sh
# examples/sweep/job.sh HISTORY "MODEL [FLAGS...]": one point of the
# grid (one line of grid.sh, as one argument): rate -m MODEL FLAGS
# --history HISTORY, scored by rank --eval --burn-in 3; the score rows
# (no header) with the model and its flags in front.  The programs rate
# and rank must be on PATH (on every host of a sweep).
#
# A point that cannot be scored is an error (exit 1, the model named),
# never a model missing from the table: each stage's status is checked
# (no pipeline: a POSIX sh before 2024 has no pipefail, and rank's
# failure behind `| awk` was lost), and a score with no pair (a history
# with no prediction to score) fails too.
set -eu
history=$1
# shellcheck disable=SC2086 # the line is words: MODEL FLAGS...
set -- $2
model=$1
shift
tmp=${TMPDIR:-/tmp}/sweep.$$
trap 'rm -f "$tmp" "$tmp.eval" "$tmp.err"' EXIT
point="$model${1:+ }$*"
fail() {
	echo "job.sh: $point: $1" >&2
	exit 1
}
# rate's notes (players without a rating yet, ...) are said only when it fails
rate -m "$model" "$@" --history "$history" > "$tmp" 2> "$tmp.err" || {
	cat "$tmp.err" >&2
	fail "rate failed"
}
rank --eval --burn-in 3 "$tmp" > "$tmp.eval" 2> "$tmp.err" || {
	cat "$tmp.err" >&2
	fail "rank --eval cannot score its history (see examples/sweep/README.md, \"Which models\")"
}
awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "pairs") c = i; next }
	c && $c > 0 { n++ } END { exit !n }' "$tmp.eval" ||
	fail "rank --eval scored no pair: no prediction in its history after the burn-in"
# up to rankdev, sweep.sh's header (a model that predicts draws adds
# games3 logloss3 brier3 after it: rank(1))
awk -F'\t' -v OFS='\t' -v m="$model" -v f="$*" 'NR == 1 { for (k = 1; $k != "rankdev"; k++); next }
	{ s = m OFS f; for (i = 1; i <= k; i++) s = s OFS $i; print s }' "$tmp.eval"
