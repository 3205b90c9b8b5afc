#!/bin/sh
# examples/sweep/job.sh HISTORY "MODEL [FLAGS...]": one point of the
# grid (one line of grid.sh, as one argument): rate -m MODEL FLAGS
# --history HISTORY, scored by rank --eval --burn-in 3; the score rows
# (no header) with the model and its flags in front.  The programs rate
# and rank must be on PATH (on every host of a sweep).
set -eu
history=$1
# shellcheck disable=SC2086 # the line is words: MODEL FLAGS...
set -- $2
model=$1
shift
tmp=${TMPDIR:-/tmp}/sweep.$$
trap 'rm -f "$tmp"' EXIT
rate -m "$model" "$@" --history "$history" > "$tmp" 2> /dev/null
rank --eval --burn-in 3 "$tmp" |
	awk -F'\t' -v OFS='\t' -v m="$model" -v f="$*" 'NR > 1 { print m, f, $0 }'
