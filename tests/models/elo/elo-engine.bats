#!/usr/bin/env bats
# rate -m elo on the rating engine: what a nightly job relies on.  The
# same input is never rated twice; any cut between events gives the
# bytes of one run; a federation's list `type player rating` is a prior;
# a windowed stream is refused; flags have ranges; no inf or nan is
# ever written.
load ../../helpers
bats_require_minimum_version 1.5.0

header() { printf 'date\tevent\tgame\ttype\tplayer\tplace\n'; }

# Games of one event, no header: EVENT DATE then A:B:RES ... (RES 1 = A
# wins, 2 = B wins, d = draw).
games() {
	local ev=$1 day=$2 i=0; shift 2
	for x in "$@"; do
		IFS=: read -r a b res <<<"$x"; i=$((i + 1))
		case $res in 1) pa=1 pb=2 ;; 2) pa=2 pb=1 ;; d) pa=1 pb=1 ;; esac
		printf '%s\t%s\t%d\tchess\t%s\t%d\n%s\t%s\t%d\tchess\t%s\t%d\n' "$day" "$ev" $i "$a" $pa "$day" "$ev" $i "$b" $pb
	done
}

# Five events over four days (E4 and E5 share the last day), and a list.
season() {
	{ header
	  games E1 2024-03-02 A:B:1 C:D:d A:C:2 B:D:1
	  games E2 2024-03-09 A:D:1 B:C:2 N:A:d N:B:1 N:C:2 N:D:d N:A:1
	  games E3 2024-03-16 A:B:d C:D:1 M:A:1
	  games E4 2024-03-23 A:C:1 B:D:2 M:B:d M:C:1 M:D:1 M:A:2
	  games E5 2024-03-23 N:M:1 A:B:2; } > "$T/all.tsv"
	printf 'type\tplayer\trating\nchess\tA\t2410\nchess\tB\t2250\nchess\tC\t1980\nchess\tD\t1720\n' > "$T/list.tsv"
}

@test "elo engine: the same input rated twice is refused, naming the line, the game, the event and the prior" {
	season
	rate -m elo -p fide -r "$T/list.tsv" "$T/all.tsv" > "$T/r1.tsv"
	run rate -m elo -p fide -r "$T/r1.tsv" "$T/all.tsv"
	[ "$status" -eq 1 ]
	[ "$output" = "rate: $T/all.tsv:2: game \"1\" of event \"E1\" (chess): the prior ratings file $T/r1.tsv already holds games of this type up to 2024-03-23, and this game is older: input the prior already reflects (or out of order); rate only what came after it (a result that came late: re-rate from a ratings file made before its date, the history since in date order)" ]
	# the same last night fed again: its events are already rated
	{ header; grep -P '\t(E4|E5)\t' "$T/all.tsv"; } > "$T/last.tsv"
	run rate -m elo -p fide -r "$T/r1.tsv" "$T/last.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/last.tsv:2: game \"1\" of event \"E4\" (chess): this event is already rated, at least in part, in the prior ratings file $T/r1.tsv: an event is one rating period"* ]]
	# and only E5: the same
	{ header; grep -P '\tE5\t' "$T/all.tsv"; } > "$T/e5.tsv"
	run rate -m elo -p fide -r "$T/r1.tsv" --history "$T/e5.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"event \"E5\" (chess): this event is already rated"* ]]
}

@test "elo engine: every cut between events, from a federation's list, gives the bytes of one run" {
	season
	for p in fide greek2007 rasccat; do
		rate -m elo -p $p -r "$T/list.tsv" "$T/all.tsv" > "$T/full.tsv"
		rate -m elo -p $p -r "$T/list.tsv" --history "$T/all.tsv" > "$T/full.h"
		for cut in 1 2 3 4; do
			awk -F'\t' -v g=$cut -v a="$T/a.tsv" -v b="$T/b.tsv" '
				NR == 1 { print > a; print > b; next }
				$2 != k { k = $2; n++ }
				{ print > (n <= g ? a : b) }' "$T/all.tsv"
			rate -m elo -p $p -r "$T/list.tsv" "$T/a.tsv" > "$T/mid.tsv"
			rate -m elo -p $p -r "$T/mid.tsv" "$T/b.tsv" | cmp - "$T/full.tsv"
			# the history of the second part is the tail of one run's
			rate -m elo -p $p -r "$T/mid.tsv" --history "$T/b.tsv" | tail -n +2 > "$T/b.h"
			tail -n "$(wc -l < "$T/b.h")" "$T/full.h" | cmp - "$T/b.h"
		done
	done
}

@test "elo engine: a federation's list is a prior: rated, established (fide K 20, 10 from 2400), no last event" {
	printf 'type\tplayer\trating\nchess\tA\t2410\nchess\tB\t2000\nchess\tC\t2000\n' > "$T/list.tsv"
	{ header; games E1 2024-03-02 A:B:2 C:B:1; } > "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/list.tsv" --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	# A (2410, from 2400: K 10) loses to B: 410 counts as 400, .92:
	# 10 * (0 - .92) = -9.2 -> -9
	close "$(echo "$output" | col rating 1)" 2401
	# B beats A (.08) and loses to C (.50): 20 * (1 - .58) = 8.4 -> 8
	close "$(echo "$output" | col rating 2)" 2008
	# C (2000, K 20, not 40: --list-games 30) beats B: 20 * .5 = 10
	close "$(echo "$output" | col rating 3)" 2010
	run --separate-stderr rate -m elo -p fide -r "$T/list.tsv" "$T/g.tsv"
	[ "$(echo "$output" | head -n 1)" = "$(printf 'type\tplayer\trating\tgames\tstatus\tlast\t_state\t_seen\t_model\t_sum')" ]
	# 30 listed + 2 played; the list's state is rated
	[ "$(echo "$output" | pick games player B)" = 32 ]
	# --period month (fide): the list's rating is the month's if it ended
	# now; _state keeps the month's unrounded sum and the list before it
	[ "$(echo "$output" | pick _state player A)" = "rated top month 202403 pend -9.2 at 10 games 1 base 2410" ]
	[ "$(echo "$output" | pick _state player C)" = "rated month 202403 pend 10 at 20 games 1 base 2000" ]
	# --list-games 0: a listed player is new to the list, K 40: C +20
	run --separate-stderr rate -m elo -p fide --list-games 0 -r "$T/list.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick rating player C)" 2020
	# a listed player who does not play keeps an empty last
	printf 'chess\tZ\t1900\n' >> "$T/list.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/list.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick last player Z)" = "" ]
	[ "$(echo "$output" | pick rating player Z)" = 1900 ]
}

@test "elo engine: a list missing required columns names all of them in one message" {
	printf 'type\tname\tgames\nchess\tA\t3\n' > "$T/list.tsv"
	{ header; games E1 2024-03-02 A:B:1; } > "$T/g.tsv"
	run rate -m elo -r "$T/list.tsv" "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/list.tsv:1: missing columns \"player\", \"rating\": model elo needs them in a prior list"* ]]
	run value -m elo -r "$T/list.tsv" "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"missing columns \"player\", \"rating\""* ]]
}

@test "elo engine: a windowed stream is refused, naming the window" {
	{ header; games E1 2024-03-02 A:B:1 C:D:d; } > "$T/g.tsv"
	window -n 1 "$T/g.tsv" > "$T/w.tsv"
	run rate -m elo --initial 1500 "$T/w.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/w.tsv:1: the stream is windowed by \`window -n\` (columns seq, n), but model elo has no window"* ]]
	window -p 1 "$T/g.tsv" > "$T/w.tsv"
	run rate -m elo --initial 1500 "$T/w.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"windowed by \`window -p\` (columns pseq, pwin)"* ]]
}

@test "elo engine: flags out of range are usage errors" {
	{ header; games E1 2024-03-02 A:B:1; } > "$T/g.tsv"
	for f in "-K -20" "-K 1e308" "--k-values 40,-20,10" "--initial 1e308" "--cap -5" \
	    "--floor 1e308" "--newcomer-games 0" "--round 16" "--kn-max 0" "--list-games -1" \
	    "--bonus-per-game -1" "--unrated 1e300" "--k-rating nan" "--expect normal"; do
		run rate -m elo $f "$T/g.tsv"
		[ "$status" -eq 2 ] || { echo "rate -m elo $f: exit $status: $output"; false; }
		[[ "$output" == "rate: option value "* ]] || { echo "$f: $output"; false; }
	done
}

@test "elo engine: no inf or nan is written: huge prior ratings stop the run, naming the player" {
	# N's Rp averages two opponents rated 1e308: the mean overflows
	printf 'type\tplayer\trating\nchess\tA\t1e308\nchess\tB\t1e308\n' > "$T/list.tsv"
	{ header; games E1 2024-03-02 N:A:1 N:B:d; } > "$T/g.tsv"
	st=0
	rate -m elo -p greek2007 --newcomer-games 2 --newcomer-max none -r "$T/list.tsv" "$T/g.tsv" > "$T/out" 2> "$T/err" || st=$?
	[ "$st" -eq 1 ]
	[ "$(cat "$T/err")" = "rate: player \"N\" of type \"chess\": column \"rating\" came out infinite; the numbers are beyond what the model can compute (flags given: --newcomer-games 2 --newcomer-max none; or check the prior's values)" ]
	# only whole rows before N's, and never an inf
	! grep -qi 'inf\|nan' "$T/out"
	[ "$(pick player player N < "$T/out")" = "" ]
	st=0
	rate -m elo -p greek2007 --newcomer-games 2 --newcomer-max none -r "$T/list.tsv" --history "$T/g.tsv" > "$T/out" 2> "$T/err" || st=$?
	[ "$st" -eq 1 ]
	[[ "$(cat "$T/err")" == "rate: $T/g.tsv:2: column \"before\" came out infinite"* ]]
	! grep -qi 'inf\|nan' "$T/out"
}

@test "elo engine: -h lists every flag with each profile's value; --params the table" {
	run rate -m elo -h
	[ "$status" -eq 0 ]
	[[ "$output" == *"--k-games G"*"(greek2007 -, rasccat 50, fide 30, fide2022 30, fide2024 30, fide-rapid 30, fide-blitz 30, playerratings 30, fide2025 30)"* ]]
	[[ "$output" == *"--list-games G"*"(greek2007 30, rasccat 51, fide 30, fide2022 30, fide2024 30, fide-rapid 30, fide-blitz 30, playerratings 0, fide2025 30)"* ]]
	run value -m elo -h
	[ "$status" -eq 0 ]
	run rate -m elo --params
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -n 1)" = "$(printf 'flag\targ\tgreek2007\trasccat\tfide\tfide2022\tfide2024\tfide-rapid\tfide-blitz\tplayerratings\tfide2025\thelp\tcolumn')" ]
	[ "$(echo "$output" | awk -F'\t' '$1 == "--hypothetical" { print $5 }')" = 1800 ]
}
