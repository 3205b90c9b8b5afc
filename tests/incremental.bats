#!/usr/bin/env bats
# Incremental = full: for every model, rating yesterday's history and
# then today's games from that ratings file (rate -r) gives the same
# bytes as one run over the whole history, wherever the history is cut.
# A property test over generated histories (tests/gen-history.awk),
# many seeds, small sizes; windows small enough that games leave them.
load helpers

# MODEL FLAGS: one line per model (add elo, fibs, topcoder, ... here).
MODELS=(
	"frsc|-m frsc -n clasic=3,eliptic=4"
	"frsc-wide|-m frsc -n 20"
	"frsc-active|-m frsc -n clasic=2,eliptic=5 --active-games 2 --ties average"
)
SEEDS=${RP_SEEDS:-8}	# RP_SEEDS=200 bats tests/incremental.bats for a longer sweep
# the sanitizer pass and valgrind check memory, not more seeds
case $RP_BIN in *build-san*) SEEDS=${RP_SEEDS:-3} ;; esac
[ "${RP_VALGRIND:-}" = 1 ] && SEEDS=2

# Cut history $1 after its game number $2 (whole games) into $3 and $4.
cut_at() {
	awk -F'\t' -v g="$2" -v a="$3" -v b="$4" '
		NR == 1 { print > a; print > b; next }
		$2 FS $3 != k { k = $2 FS $3; n++ }
		{ print > (n <= g ? a : b) }' "$1"
}

# For seed $1, model flags $2: every cut agrees with the full run.
check_seed() {
	local seed=$1 flags=$2 games cut
	awk -v seed="$seed" -f "$BATS_TEST_DIRNAME/gen-history.awk" > "$T/all.tsv"
	games=$(awk -F'\t' 'NR > 1 && $2 FS $3 != k { k = $2 FS $3; n++ } END { print n }' "$T/all.tsv")
	rate $flags "$T/all.tsv" > "$T/full.tsv"
	rate $flags --history "$T/all.tsv" > "$T/full-history.tsv"
	for cut in 1 $((games / 2)) $((games - 1)); do
		[ "$cut" -ge 1 ] || continue
		cut_at "$T/all.tsv" "$cut" "$T/yesterday.tsv" "$T/today.tsv"
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
	local entry name flags seed fails=0
	for entry in "${MODELS[@]}"; do
		IFS='|' read -r name flags <<< "$entry"
		for seed in $(seq 1 "$SEEDS"); do
			check_seed "$seed" "$flags" || fails=$((fails + 1))
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
	awk -F'\t' -v OFS='\t' 'NR == 2 { sub(/:[^ ]*$/, ":0", $NF) } 1' "$T/prior.tsv" > "$T/bad.tsv"
	! cmp -s "$T/bad.tsv" "$T/prior.tsv"
	rate -n 3 -r "$T/bad.tsv" "$T/t.tsv" > "$T/inc.tsv"
	! cmp -s "$T/inc.tsv" "$T/full.tsv"
}
