#!/usr/bin/env bash
# tests/determinism.sh: the same input gives the same bytes
#   - run after run,
#   - under any LC_ALL (the programs never call setlocale; this checks it),
#   - from a gcc build (bin/), a clang build (build-clang/bin, made here)
#     and the sanitizer build (build-san/bin, other flags).
# `make determinism` runs it (too slow for `make check`; determinism.bats
# covers runs, locales and bin/ against build-san/ in the suite).
#
# tests/determinism.sh outputs BINDIR OUTDIR: only write every program's
# output on the example season into OUTDIR (used by determinism.bats).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
season=$top/examples/frsc/season.tsv

# Every program on the season; one file each in $2.
outputs() {
	local b=$1 o=$2
	mkdir -p "$o"
	"$b/parse" "$season" > "$o/parse"
	tr '\t' ',' < "$season" | "$b/parse" -f csv > "$o/parse-csv"
	"$b/window" -n frsc2012 "$o/parse" > "$o/window"
	"$b/score" "$o/window" > "$o/score"
	"$b/rate" -m frsc "$o/score" > "$o/rate"
	"$b/rate" -m frsc --history "$o/score" > "$o/rate-history"
	# the games up to row 400 (whole games: cut where the game changes)
	awk -F'\t' 'NR <= 400 { print; k = $2 FS $3; next } $2 FS $3 == k { print; next } { exit }' \
		"$o/score" > "$o/score-part"
	"$b/rate" -m frsc "$o/score-part" > "$o/rate-part"
	"$b/value" -m frsc --new-types -r "$o/rate-part" "$o/score" > "$o/value"
	"$b/rank" "$o/rate" > "$o/rank"
	"$b/rank" --general "$o/rate" > "$o/rank-general"
	"$b/format" -d 2 "$o/rank" > "$o/format"
	"$b/format" --markdown -g type,status "$o/rank" > "$o/format-markdown"
	"$b/format" --html "$o/rank" > "$o/format-html"
	"$b/window" -p 5 "$o/parse" > "$o/window-p"
	# the other models: on a generated head-to-head history with match
	# lengths (tests/gen-history.awk), every profile, ratings and history
	awk -v seed=11 -v h2h=1 -v lengths=1 -v eventdays=5 -v games=300 -v players=25 \
		-f "$top/tests/gen-history.awk" > "$o/h2h"
	local m
	for m in "elo -p greek2007 --initial 1500" "elo -p rasccat" "elo -p fide --initial 1800" \
		"fibs -p qgammon" "fibs -p fibs" "topcoder -p rapliccat" "topcoder -p topcoder" \
		"absp -p frsc2012-libere" "absp -p absp"; do
		"$b/rate" -m $m "$o/h2h" > "$o/rate-${m// /_}"
		"$b/rate" -m $m --history "$o/h2h" > "$o/rate-history-${m// /_}"
	done
	"$b/value" -m elo -p fide -r "$o/rate-elo_-p_fide_--initial_1800" "$o/h2h" > "$o/value-elo"
	"$b/value" -m fibs -r "$o/rate-fibs_-p_qgammon" "$o/h2h" > "$o/value-fibs"
	"$b/value" -m topcoder -r "$o/rate-topcoder_-p_topcoder" "$o/h2h" > "$o/value-topcoder"
	"$b/rank" -m fibs "$o/rate-fibs_-p_fibs" > "$o/rank-fibs"
	# the modes reading two lists or a history: compare, eval (logistic
	# and normal curves), the SVG chart
	"$b/rank" --compare "$o/rate-part" --summary "$o/rank-compare-summary" "$o/rate" > "$o/rank-compare"
	"$b/rank" --eval "$o/rate-history" > "$o/rank-eval"
	"$b/rank" --eval --burn-in 2 "$o/rate-history-topcoder_-p_topcoder" > "$o/rank-eval-topcoder"
	"$b/format" --svg "$o/rate-history" > "$o/format-svg"
	# parsers and bridge scoring on the examples
	"$b/parse" -f tsh --date 2011-05-14 --event E "$top/examples/libere/cnsl2011.t" > "$o/parse-tsh"
	"$b/parse" -f pairs "$top/tests/fixtures/pairs-greek.tsv" > "$o/parse-pairs"
	"$b/parse" -f pgn "$top/tests/fixtures/club.pgn" > "$o/parse-pgn" 2> "$o/parse-pgn.warnings"
	"$b/parse" -f bridge "$top/examples/bridge/travellers.tsv" > "$o/parse-bridge"
	for m in matchpoints butler cross-imps; do
		"$b/score" -m $m "$o/parse-bridge" > "$o/score-$m"
	done
	"$b/rank" -m bridge "$o/score-matchpoints" > "$o/rank-bridge"
	"$b/rank" -m traveller "$o/score-matchpoints" > "$o/rank-traveller"
}

if [ "${1:-}" = outputs ]; then
	outputs "$2" "$3"
	exit 0
fi

cd "$top"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
same() {	# same A B WHAT
	if diff -r "$1" "$2" > "$tmp/diff"; then
		echo "determinism: $3: same"
	else
		echo "determinism: $3: DIFFERENT"; head -n 20 "$tmp/diff"; fail=1
	fi
}

outputs bin "$tmp/ref"
outputs bin "$tmp/again"
same "$tmp/ref" "$tmp/again" "bin/, run twice"
for l in C C.UTF-8 POSIX en_US.UTF-8 de_DE.UTF-8 ro_RO.UTF-8 tr_TR.UTF-8 fr_FR@euro; do
	(export LC_ALL=$l; outputs bin "$tmp/lc-$l") 2>/dev/null
	same "$tmp/ref" "$tmp/lc-$l" "LC_ALL=$l$(locale -a 2>/dev/null | grep -qix "${l/UTF-8/utf8}" || echo ' (not installed)')"
done
make -s --no-print-directory BUILD=build-clang BINDIR=build-clang/bin CC=clang > /dev/null
outputs build-clang/bin "$tmp/clang"
same "$tmp/ref" "$tmp/clang" "gcc -O2 (bin/) against clang -O2 (build-clang/bin)"
if [ -x build-san/bin/rate ]; then
	outputs build-san/bin "$tmp/san"
	same "$tmp/ref" "$tmp/san" "gcc -O2 against gcc -O1 ASan+UBSan (build-san/bin)"
fi
make -s --no-print-directory BUILD=build-clang-O0 BINDIR=build-clang-O0/bin CC=clang CFLAGS=-O0 > /dev/null
outputs build-clang-O0/bin "$tmp/clang0"
same "$tmp/ref" "$tmp/clang0" "gcc -O2 against clang -O0 (build-clang-O0/bin)"
[ "$fail" -eq 0 ] && echo "determinism: all outputs identical ($(ls "$tmp/ref" | wc -l) programs/modes)"
exit "$fail"
