# Shared by tests/trust/incremental*.bats: the models, the generated
# histories, the legal cuts and the check of one seed (see
# incremental.bats for the property).
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
	"topcoder-elo-mmr|multi|-m topcoder -p elo-mmr"
	"glicko-glickman|h2h-event|-m glicko -p glickman"
	"glicko-playerratings|h2h-event|-m glicko -p playerratings"
	"glicko2-glickman|h2h-event|-m glicko2 -p glickman"
	"glicko2-playerratings|h2h-event|-m glicko2 -p playerratings"
	"stephenson-playerratings|h2h-event|-m stephenson"
	"trueskill|multi|-m trueskill"
	"wenglin-openskill|multi|-m wenglin -p openskill"
	"absp-frsc2012-libere|h2h-event|-m absp -p frsc2012-libere --games 6"
	"absp-absp|h2h-event|-m absp -p absp --games 5"
	"absp-absp-tsh|h2h-event|-m absp -p absp-tsh --games 5"
	"mmr-mmr|multi|-m mmr -p mmr"
	"mmr-mmx-fast|multi|-m mmr -p mmx-fast"
)
SEEDS=${RP_SEEDS:-4}	# RP_SEEDS=200 bats tests/trust/incremental.bats for a longer sweep
# the sanitizer pass and valgrind check memory, not more seeds
case $RP_BIN in *build-san*) SEEDS=${RP_SEEDS:-2} ;; esac
[ "${RP_VALGRIND:-}" = 1 ] && SEEDS=1

# The models on the rating engine (lib/engine/engine.c), whose replay guard
# refuses input a prior file already reflects: for them every cut also
# checks that yesterday's last day fed again is an error (exit 1, nothing
# on stdout).  Every model is on it now.
ENGINE_MODELS="frsc fibs elo absp topcoder glicko glicko2 trueskill wenglin naspa stephenson mmr"

# Cut history $1 after its game number $2 (whole games) into $3 and $4;
# with $5 = event, after its event number $2.
cut_at() {
	awk -F'\t' -v g="$2" -v a="$3" -v b="$4" -v unit="${5:-game}" '
		NR == 1 { print > a; print > b; next }
		unit == "game" && $2 FS $3 != k { k = $2 FS $3; n++ }
		unit == "event" && $2 != k { k = $2; n++ }
		{ print > (n <= g ? a : b) }' "$1"
}

# The legal cuts of history $1 in units $2 (game or event) for seed $3, one
# a line: after the first unit, the middle one and the last but one, three
# at random, and for games one inside a day (after a game followed by
# another of the same date), when the history has such a day.  The
# random numbers are gen-history.awk's LCG: the same cuts on every awk.
cuts() {
	awk -F'\t' -v unit="$2" -v seed="$3" '
		function rnd() { seed = (seed * 16807) % 2147483647; return seed / 2147483647 }
		NR > 1 && (unit == "event" ? $2 : $2 FS $3) != k {
			k = unit == "event" ? $2 : $2 FS $3; date[++n] = $1 }
		END {
			if (n < 2) exit
			seed = seed * 7919 + 13; rnd()
			printf "%d\n%d\n%d\n", 1, int(n / 2), n - 1
			for (i = 0; i < 3; i++) printf "%d\n", 1 + int(rnd() * (n - 1))
			for (i = 1; i < n; i++) if (unit == "game" && date[i] == date[i + 1]) same[++m] = i
			if (m) printf "%d inday\n", same[1 + int(rnd() * m)]
		}' "$1" | sort -n -u -k1,1
}

# The generated history of kind $2 for seed $1 on stdout.
gen() {
	case $2 in
	multi) awk -v seed="$1" -f "$RP_TESTDIR/gen-history.awk" ;;
	h2h) awk -v seed="$1" -v h2h=1 -f "$RP_TESTDIR/gen-history.awk" ;;
	match) awk -v seed="$1" -v h2h=1 -v lengths=1 -f "$RP_TESTDIR/gen-history.awk" ;;
	h2h-event) awk -v seed="$1" -v h2h=1 -v eventdays=4 -f "$RP_TESTDIR/gen-history.awk" ;;
	esac
}

# Is model $1 (flags "-m NAME ...") on the engine?
on_engine() {
	local m=${1#-m }
	m=${m%% *}
	[[ " $ENGINE_MODELS " == *" $m "* ]]
}

# For seed $1, history kind $2, model flags $3: every cut agrees with the
# full run, byte for byte; on the engine, the last day fed again is
# refused.  Counts the cuts inside a day in $T/inday.
check_seed() {
	local seed=$1 kind=$2 flags=$3 units cut tag unit=game last status
	gen "$seed" "$kind" > "$T/all.tsv"
	[[ $kind == *-event ]] && unit=event
	units=$(awk -F'\t' -v unit=$unit 'NR > 1 && (unit == "event" ? $2 : $2 FS $3) != k {
		k = unit == "event" ? $2 : $2 FS $3; n++ } END { print n }' "$T/all.tsv")
	rate $flags "$T/all.tsv" > "$T/full.tsv"
	rate $flags --history "$T/all.tsv" > "$T/full-history.tsv"
	while read -r cut tag; do
		cut_at "$T/all.tsv" "$cut" "$T/yesterday.tsv" "$T/today.tsv" $unit
		rate $flags "$T/yesterday.tsv" > "$T/prior.tsv"
		# a cut may leave today's players all new (--new-players, ids.bats)
		# or a type first played today (--new-types, cuts.bats): said so
		rate $flags --new-players --new-types -r "$T/prior.tsv" "$T/today.tsv" > "$T/inc.tsv"
		if ! cmp -s "$T/inc.tsv" "$T/full.tsv"; then
			echo "seed $seed, $flags, cut after $unit $cut of $units${tag:+ ($tag)}: ratings differ"
			diff "$T/inc.tsv" "$T/full.tsv" | head -n 6
			return 1
		fi
		[ "$tag" = inday ] && echo "$flags" >> "$T/inday"
		# a prior whose last day's players all lack a ratings row (elo's first
		# event of newcomers only) records nothing: nothing to check (rate(1))
		if on_engine "$flags" && awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "_seen") c = i; next }
			length($c) > 10 { found = 1 } END { exit !found }' "$T/prior.tsv"; then
			# yesterday's last day again: its games are in the prior
			last=$(tail -n 1 "$T/yesterday.tsv" | cut -f 1)
			awk -F'\t' -v d="$last" 'NR == 1 || $1 == d' "$T/yesterday.tsv" > "$T/again.tsv"
			status=0
			rate $flags -r "$T/prior.tsv" "$T/again.tsv" > "$T/out" 2> "$T/err" || status=$?
			if [ "$status" -ne 1 ] || [ -s "$T/out" ] || ! grep -q "^rate: $T/again.tsv:2: " "$T/err"; then
				echo "seed $seed, $flags, cut after $unit $cut: the last day ($last) fed again gave exit $status:"
				cat "$T/err"
				return 1
			fi
		fi
		# --history of today's games: the full history's last rows
		[ "$cut" -eq $((units / 2)) ] || continue
		rate $flags --new-players --new-types -r "$T/prior.tsv" --history "$T/today.tsv" | tail -n +2 > "$T/inc-h.tsv"
		tail -n "$(wc -l < "$T/inc-h.tsv")" "$T/full-history.tsv" > "$T/full-h.tsv"
		if [ ! -s "$T/inc-h.tsv" ] || ! cmp -s "$T/inc-h.tsv" "$T/full-h.tsv"; then
			echo "seed $seed, $flags, cut after $unit $cut: history differs"
			diff "$T/inc-h.tsv" "$T/full-h.tsv" | head -n 6
			return 1
		fi
	done < <(cuts "$T/all.tsv" $unit "$seed")
}

# Models FROM to TO (indices into MODELS, 0-based, inclusive): every
# seed of each agrees at every cut.  The sweep is one property cut into
# four files (incremental.bats and incremental-{2,3,4}.bats, a quarter
# of MODELS each, by cost) so that bats --jobs runs them side by side:
# as one test it was the suite's longest (~11 s on a quiet machine) and
# bounded the wall time of make check.
sweep() {
	local entry name kind flags seed fails=0 i
	: > "$T/inday"
	for ((i = $1; i <= $2; i++)); do
		entry=${MODELS[i]}
		IFS='|' read -r name kind flags <<< "$entry"
		for seed in $(seq 1 "$SEEDS"); do
			check_seed "$seed" "$kind" "$flags" || fails=$((fails + 1))
		done
		# every model cut by games was cut inside a day at least once
		if [[ $kind != *-event ]] && ! grep -qxF -- "$flags" "$T/inday"; then
			echo "$name: no cut inside a day in $SEEDS seed(s)"
			fails=$((fails + 1))
		fi
	done
	[ "$fails" -eq 0 ]
}
