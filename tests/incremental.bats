#!/usr/bin/env bats
# Incremental = full: for every model, rating yesterday's history and
# then today's games from that ratings file (rate -r) gives the same
# bytes as one run over the whole history, wherever the history is cut.
# A property test over generated histories (tests/gen-history.awk),
# many seeds, small sizes; windows small enough that games leave them.
load helpers

# NAME|GEN|FLAGS: one line per model and profile.  GEN is the history
# (gen-history.awk): multi (2 to 5 players a game), h2h (head-to-head),
# match (head-to-head with a match length, no draws); with -event the
# history is cut only between events (elo and absp rate an event from
# the ratings before it) and has a new event every 4 days.
MODELS=(
	"frsc|multi|-m frsc -n clasic=3,eliptic=4"
	"frsc-wide|multi|-m frsc -n 20"
	"frsc-active|multi|-m frsc -n clasic=2,eliptic=5 --active-games 2 --ties average"
	"elo-greek2007|h2h-event|-m elo -p greek2007 --initial 1500"
	"elo-rasccat|h2h-event|-m elo -p rasccat"
	"elo-greek2007-newcomers|h2h-event|-m elo -p greek2007"
	"elo-fide|h2h-event|-m elo -p fide --initial 1800"
	"fibs-qgammon|match|-m fibs -p qgammon"
	"fibs-fibs|match|-m fibs -p fibs"
	"topcoder-rapliccat|multi|-m topcoder -p rapliccat"
	"topcoder-topcoder|multi|-m topcoder -p topcoder"
	"absp-frsc2012-libere|h2h-event|-m absp -p frsc2012-libere --games 6"
	"absp-absp|h2h-event|-m absp -p absp --games 5"
)
SEEDS=${RP_SEEDS:-4}	# RP_SEEDS=200 bats tests/incremental.bats for a longer sweep
# the sanitizer pass and valgrind check memory, not more seeds
case $RP_BIN in *build-san*) SEEDS=${RP_SEEDS:-2} ;; esac
[ "${RP_VALGRIND:-}" = 1 ] && SEEDS=1

# Cut history $1 after its game number $2 (whole games) into $3 and $4;
# with $5 = event, after its event number $2.
cut_at() {
	awk -F'\t' -v g="$2" -v a="$3" -v b="$4" -v unit="${5:-game}" '
		NR == 1 { print > a; print > b; next }
		unit == "game" && $2 FS $3 != k { k = $2 FS $3; n++ }
		unit == "event" && $2 != k { k = $2; n++ }
		{ print > (n <= g ? a : b) }' "$1"
}

# The generated history of kind $2 for seed $1 on stdout.
gen() {
	case $2 in
	multi) awk -v seed="$1" -f "$BATS_TEST_DIRNAME/gen-history.awk" ;;
	h2h) awk -v seed="$1" -v h2h=1 -f "$BATS_TEST_DIRNAME/gen-history.awk" ;;
	match) awk -v seed="$1" -v h2h=1 -v lengths=1 -f "$BATS_TEST_DIRNAME/gen-history.awk" ;;
	h2h-event) awk -v seed="$1" -v h2h=1 -v eventdays=4 -f "$BATS_TEST_DIRNAME/gen-history.awk" ;;
	esac
}

# For seed $1, history kind $2, model flags $3: every cut agrees with
# the full run.
check_seed() {
	local seed=$1 kind=$2 flags=$3 games cut unit=game
	gen "$seed" "$kind" > "$T/all.tsv"
	[[ $kind == *-event ]] && unit=event
	games=$(awk -F'\t' -v unit=$unit 'NR > 1 && (unit == "event" ? $2 : $2 FS $3) != k {
		k = unit == "event" ? $2 : $2 FS $3; n++ } END { print n }' "$T/all.tsv")
	rate $flags "$T/all.tsv" > "$T/full.tsv"
	rate $flags --history "$T/all.tsv" > "$T/full-history.tsv"
	for cut in 1 $((games / 2)) $((games - 1)); do
		[ "$cut" -ge 1 ] || continue
		cut_at "$T/all.tsv" "$cut" "$T/yesterday.tsv" "$T/today.tsv" $unit
		rate $flags "$T/yesterday.tsv" > "$T/prior.tsv"
		rate $flags -r "$T/prior.tsv" "$T/today.tsv" > "$T/inc.tsv"
		if ! cmp -s "$T/inc.tsv" "$T/full.tsv"; then
			echo "seed $seed, $flags, cut after game $cut of $games: ratings differ"
			diff "$T/inc.tsv" "$T/full.tsv" | head -n 6
			return 1
		fi
		# --history of today's games: the full history's last rows
		[ "$cut" -eq $((games / 2)) ] || continue
		rate $flags -r "$T/prior.tsv" --history "$T/today.tsv" | tail -n +2 > "$T/inc-h.tsv"
		tail -n "$(wc -l < "$T/inc-h.tsv")" "$T/full-history.tsv" > "$T/full-h.tsv"
		if [ ! -s "$T/inc-h.tsv" ] || ! cmp -s "$T/inc-h.tsv" "$T/full-h.tsv"; then
			echo "seed $seed, $flags, cut after game $cut: history differs"
			diff "$T/inc-h.tsv" "$T/full-h.tsv" | head -n 6
			return 1
		fi
	done
}

@test "incremental: rate -r yesterday today = rate over the whole history (many seeds, cuts)" {
	local entry name kind flags seed fails=0
	for entry in "${MODELS[@]}"; do
		IFS='|' read -r name kind flags <<< "$entry"
		for seed in $(seq 1 "$SEEDS"); do
			check_seed "$seed" "$kind" "$flags" || fails=$((fails + 1))
		done
	done
	[ "$fails" -eq 0 ]
}

@test "incremental: the property can fail: a prior file from another history differs" {
	awk -v seed=7 -f "$BATS_TEST_DIRNAME/gen-history.awk" > "$T/a.tsv"
	cut_at "$T/a.tsv" 5 "$T/y.tsv" "$T/t.tsv"
	rate -n 3 "$T/y.tsv" > "$T/prior.tsv"
	rate -n 3 "$T/a.tsv" > "$T/full.tsv"
	# one P changed in the prior state: the continued run must differ
	awk -F'\t' -v OFS='\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "_state") c = i }
		NR == 2 { sub(/:[^ ]*$/, ":0", $c) } 1' "$T/prior.tsv" > "$T/bad.tsv"
	! cmp -s "$T/bad.tsv" "$T/prior.tsv"
	rate -n 3 -r "$T/bad.tsv" "$T/t.tsv" > "$T/inc.tsv"
	! cmp -s "$T/inc.tsv" "$T/full.tsv"
}
