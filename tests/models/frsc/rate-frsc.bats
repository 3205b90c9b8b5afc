#!/usr/bin/env bats
# rate -m frsc beyond the worked example of doc/rules/frsc2012.md (frsc-example.bats).
load ../../helpers

# first N data rows of a fixture (beside this file, else a shared one),
# with its header
upto() {
	local f=$FIX/$1
	[ -f "$f" ] || f=$SHARED/$1
	head -n $(($2 + 1)) "$f"
}

@test "rate: --help lists the models and frsc's flags; --version" {
	run rate --help
	[ "$status" -eq 0 ]
	[[ "$output" == *"frsc"*"--weight-step"* ]]
	run rate --version
	[[ "$output" == "rate (ratepipe) "* ]]
}

@test "rate: unknown model, profile and flag are usage errors" {
	run rate -m nosuch "$SHARED/eliptic3.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *'unknown model "nosuch"'* ]]
	run rate -m frsc -p nosuch "$SHARED/eliptic3.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *'no profile "nosuch"'* ]]
	run rate --nosuch "$SHARED/eliptic3.tsv"
	[ "$status" -eq 2 ]
	run rate --unrated abc "$SHARED/eliptic3.tsv"
	[ "$status" -eq 2 ]
}

# N = 3, active from 2 games: weights 170 + 10(i-k-1): 160, 150, 140.
# Games 1, 2: X 1st, Y 2nd, Z 3rd, V = 150 both times (game 2: (200+150+100)/3),
# so P = 200, 150, 100.  Games 3-5: Y beats Z, X absent.
@test "rate: status: active, then provisional, then unlisted when a player stops" {
	upto status5.tsv 8 > "$T/g3.tsv"	# games 1-3: X has 2 of 3 games
	run rate -n 3 --active-games 2 "$T/g3.tsv"
	[ "$(echo "$output" | pick status player X)" = active ]
	[ "$(echo "$output" | pick rating player X)" = 200 ]
	# Y after game 3: V_3 = (150 + 100)/2 = 125, P = 175; (150*140 + 150*150 + 175*160)/450
	close "$(echo "$output" | pick rating player Y)" 158.8888889
	upto status5.tsv 10 > "$T/g4.tsv"	# window 2-4: X has game 2 only
	run rate -n 3 --active-games 2 "$T/g4.tsv"
	[ "$(echo "$output" | pick status player X)" = provisional ]
	[ "$(echo "$output" | pick games player X)" = 1 ]
	run rate -n 3 --active-games 2 "$FIX/status5.tsv"	# window 3-5: X gone
	[ "$(echo "$output" | pick status player X)" = "" ]
	[ "$(echo "$output" | grep -c $'\tX\t')" -eq 0 ]
	[ "$(echo "$output" | pick status player Y)" = active ]
}

@test "rate: the active threshold is ceil(0.15 N): 3 games for N = 14, 18, 20; 2 for 8" {
	# B has 3 games of 3 in eliptic3; with --active 0.25 and N = 14 it needs ceil(3.5) = 4
	run rate --active 0.25 "$SHARED/eliptic3.tsv"
	[ "$(echo "$output" | pick status player B)" = provisional ]
	run rate -n 8 "$SHARED/eliptic3.tsv"
	# ceil(0.15*8) = 2: A (2 games) becomes active
	[ "$(echo "$output" | pick status player A)" = active ]
}

@test "rate: a one-player game is reported, not rated, and still moves the window" {
	run rate -n 2 --history "$SHARED/single.tsv"
	[ "$status" -eq 0 ]
	[[ "$output" == *'single.tsv:4: game "2" of event "E" has a single player: not rated'* ]]
	run bash -c "rate -n 2 '$SHARED/single.tsv' 2>/dev/null"
	# game 3 (B 1st, A 2nd): V = (200 + 100)/2 = 150, P_A = 100, P_B = 200.
	# N = 2: the window after game 3 is games 2-3, so game 1 has left it and
	# A's rating is its game 3 score alone.
	[ "$(echo "$output" | pick rating player A)" = 100 ]
	[ "$(echo "$output" | pick rating player B)" = 200 ]
}

@test "rate: --ties average uses the tie-averaged place" {
	run rate --ties average --history "$SHARED/eliptic3.tsv"
	# game 3: B and C tied for 2nd-3rd: L = 2.5, delta = 50*(4-5+1)/3 = 0, P = V
	close "$(echo "$output" | col perf 7)" 143.898810
}

@test "rate: score's delta column gives the same ratings as places" {
	rate "$SHARED/eliptic3.tsv" > "$T/direct.tsv"
	score "$SHARED/eliptic3.tsv" | rate > "$T/scored.tsv"
	cmp "$T/direct.tsv" "$T/scored.tsv"
}

@test "rate: a value column (published values) is used instead of computing V" {
	awk -F'\t' 'BEGIN { OFS = "\t" } NR == 1 { print $0, "value"; next } { print $0, 160 }' \
		"$SHARED/eliptic3.tsv" > "$T/v.tsv"
	run rate --history "$T/v.tsv"
	# game 1 with V = 160: P = 210, 160, 110
	[ "$(echo "$output" | col perf 1)" = 210 ]
	[ "$(echo "$output" | col perf 3)" = 110 ]
}

@test "rate: weights that are not all positive are refused (N = 40: 155+200-400 < 0)" {
	run rate -n 40 "$SHARED/eliptic3.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *"not all positive for N = 40"* ]]
	# N = 31 is the largest with a positive oldest weight: 155 + 155 - 310 = 0 is not
	run rate -n 30 "$SHARED/eliptic3.tsv"
	[ "$status" -eq 0 ]
}

@test "rate: a type without a window size is an error naming it" {
	run rate -n clasic=20 "$SHARED/eliptic3.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'no window size for type "eliptic"'* ]]
}

@test "rate: a window size that changes within a type is an error" {
	window -n 14 "$SHARED/eliptic3.tsv" | awk -F'\t' 'BEGIN{OFS="\t"} NR > 6 && NF { $(NF - 1) = 12 } 1' > "$T/n.tsv"
	run rate "$T/n.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'window of type "eliptic" changes from 14 to 12'* ]]
}

@test "rate: without place is an error (score's delta comes with the place)" {
	cut -f1-5 "$SHARED/eliptic3.tsv" > "$T/np.tsv"
	run rate "$T/np.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/np.tsv:1: missing column \"place\""* ]]
}

@test "rate -r: continuing from a ratings file equals one run (worked example)" {
	upto eliptic3.tsv 5 > "$T/first.tsv"
	{ head -n1 "$SHARED/eliptic3.tsv"; tail -n +7 "$SHARED/eliptic3.tsv"; } > "$T/second.tsv"
	rate "$T/first.tsv" > "$T/prior.tsv"
	rate -r "$T/prior.tsv" "$T/second.tsv" > "$T/cont.tsv"
	rate "$SHARED/eliptic3.tsv" > "$T/full.tsv"
	cmp "$T/cont.tsv" "$T/full.tsv"
}

@test "rate -r: continuing equals one run on the example season, split anywhere" {
	season=$RP_TOP/examples/frsc/season.tsv
	parse "$season" > "$T/all.tsv"
	rate "$T/all.tsv" > "$T/full.tsv"
	for cut in 2009-07-05 2010-10-16 2011-07-10; do
		awk -F'\t' -v d="$cut" 'NR == 1 || $1 < d' "$T/all.tsv" > "$T/a.tsv"
		awk -F'\t' -v d="$cut" 'NR == 1 || $1 >= d' "$T/all.tsv" > "$T/b.tsv"
		rate "$T/a.tsv" > "$T/prior.tsv"
		# types first played after the cut are new to the prior: said so
		rate --new-types -r "$T/prior.tsv" "$T/b.tsv" > "$T/cont.tsv"
		cmp "$T/cont.tsv" "$T/full.tsv"
	done
}

@test "rate -r: a damaged state column is an error with its line" {
	rate "$SHARED/eliptic3.tsv" | sed '3s/k=3/k=x/' > "$T/bad.tsv"
	run rate -r "$T/bad.tsv" "$SHARED/eliptic3.tsv"
	[ "$status" -eq 1 ]
	# its digest (column _sum) says the state is not as rate wrote it
	[[ "$output" == *'bad.tsv:3: player "B" of type "eliptic": column _sum says'*'_state'* ]]
	# an older file, without _sum: the state is read, and found damaged
	awk -F'\t' -v OFS='\t' '{ NF-- } 1' "$T/bad.tsv" > "$T/old.tsv"
	run rate -r "$T/old.tsv" "$SHARED/eliptic3.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'old.tsv:3:7: column "_state": expected an frsc state'* ]]
}

@test "rate: ratings are sorted by type then player, bytewise" {
	run rate -n 20 "$RP_TOP/examples/frsc/season.tsv"
	[ "$status" -eq 1 ]	# the season has points, not places: parse first
	parse "$RP_TOP/examples/frsc/season.tsv" | rate > "$T/r.tsv"
	tail -n +2 "$T/r.tsv" | cut -f1,2 > "$T/keys"
	LC_ALL=C sort -c "$T/keys"
}

# ---- the engine's guarantees (issue 14) ----

@test "rate -r: the same input rated twice is refused, naming the line, the game and the prior" {
	rate "$SHARED/eliptic3.tsv" > "$T/r1.tsv"
	run rate -r "$T/r1.tsv" "$SHARED/eliptic3.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $SHARED/eliptic3.tsv:2: game \"1\" of event \"E\" (eliptic): the prior ratings file $T/r1.tsv already holds games of this type up to 2009-01-12"* ]]
	# the same last day fed again: game 3 (2009-01-12) after a run that ended with it
	{ head -n 1 "$SHARED/eliptic3.tsv"; tail -n 4 "$SHARED/eliptic3.tsv"; } > "$T/day3.tsv"
	run rate -r "$T/r1.tsv" "$T/day3.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/day3.tsv:2: game \"3\" of event \"E\" (eliptic): this game is already rated in the prior ratings file $T/r1.tsv (2009-01-12 is the type's last day there)"* ]]
	[ -z "$(rate -r "$T/r1.tsv" "$T/day3.tsv" 2>/dev/null)" ]
}

@test "rate -r: a federation's list type player rating is refused: a rating cannot be continued without its games" {
	printf 'type\tplayer\trating\neliptic\tA\t180\n' > "$T/list.tsv"
	run rate -r "$T/list.tsv" "$SHARED/eliptic3.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/list.tsv:1: missing column \"_state\": model frsc needs it in a prior list"* ]]
	[[ "$output" == *"recomputed from those games after every game of the type, so a rating without its games (column _state) cannot be continued"* ]]
	# every missing column in one message
	printf 'type\tplayer\tgames\neliptic\tA\t3\n' > "$T/list2.tsv"
	run rate -r "$T/list2.tsv" "$SHARED/eliptic3.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'missing columns "rating", "_state": model frsc needs them'* ]]
	# value predicts from the ratings alone: the list is enough there
	# (game 1: A 180, B and C unlisted 150: V = 480/3 = 160)
	run value -r "$T/list.tsv" "$SHARED/eliptic3.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col value 1)" = 160 ]
}

@test "rate -r: type player rating _state is enough; last is empty until the player plays again" {
	head -n 6 "$SHARED/eliptic3.tsv" > "$T/a.tsv"	# games 1 and 2
	printf '2009-01-12\tE\t3\teliptic\tB\t1\n2009-01-12\tE\t3\teliptic\tD\t2\n' > "$T/g3"
	{ head -n 1 "$SHARED/eliptic3.tsv"; cat "$T/g3"; } > "$T/b.tsv"
	cat "$T/a.tsv" "$T/g3" > "$T/all.tsv"
	rate "$T/a.tsv" | cut -f 1,2,3,7 > "$T/list.tsv"
	[ "$(head -n 1 "$T/list.tsv")" = $'type\tplayer\trating\t_state' ]
	rate -r "$T/list.tsv" "$T/b.tsv" > "$T/cont.tsv"
	rate "$T/all.tsv" > "$T/full.tsv"
	# all but column 6 (last) as in one run
	diff <(cut -f 1-5,7,8 "$T/full.tsv") <(cut -f 1-5,7,8 "$T/cont.tsv")
	[ "$(pick last player A < "$T/cont.tsv")" = "" ]
	[ "$(pick last player A < "$T/full.tsv")" = 2009-01-10 ]
	[ "$(pick last player B < "$T/cont.tsv")" = 2009-01-12 ]
	# game 3: V = (175.595238 + 100)/2 = 137.797619, B first: P = 187.797619;
	# B = (150*195 + 200*205 + 187.797619*215)/615 = 179.880468
	close "$(pick rating player B < "$T/cont.tsv")" 179.880468
	# A did not play: its one game, however it weighs, is its rating
	[ "$(pick rating player A < "$T/cont.tsv")" = 200 ]
}

@test "rate: window -n is honoured, window -p refused naming the conflict, -n against column n" {
	rate -n 14 "$SHARED/eliptic3.tsv" > "$T/plain.tsv"
	window -n 14 "$SHARED/eliptic3.tsv" | rate > "$T/win.tsv"
	cmp "$T/plain.tsv" "$T/win.tsv"
	window -p 5 "$SHARED/eliptic3.tsv" > "$T/p.tsv"
	run rate "$T/p.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/p.tsv:1: the stream is windowed by \`window -p\` (columns pseq, pwin), but model frsc has another window"* ]]
	[[ "$output" == *"or use window -n" ]]
	window -n 14 "$SHARED/eliptic3.tsv" > "$T/n.tsv"
	run rate -n 10 "$T/n.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'n.tsv:2: column "n" says 14 but -n says 10 for type "eliptic"'* ]]
}

@test "rate: flags out of range are usage errors (exit 2)" {
	local flag fails=0
	for flag in "--active 1.5" "--spread -1" "--expect-scale 0" "--weight-base 1e7" \
	    "--weight-step -2e6" "--active-games 0" "--ties mean" "-n 0" "-n eliptic=100001" \
	    "--unrated 1e10" "--unrated nan" "--spread inf"; do
		status=0
		rate $flag "$SHARED/eliptic3.tsv" > "$T/out" 2> "$T/err" || status=$?
		if [ "$status" -ne 2 ] || [ -s "$T/out" ] || ! grep -q "^rate: " "$T/err"; then
			echo "$flag: exit $status"; cat "$T/err"; fails=$((fails + 1))
		fi
	done
	[ "$fails" -eq 0 ]
	# --params: every flag and its frsc2012 value
	run rate -m frsc --params
	[ "${lines[0]}" = $'flag\targ\tfrsc2012\thelp\tcolumn' ]
	[[ "$output" == *$'--window\tSPEC\tfrsc2012\t'* ]]
	[[ "$output" == *$'--active-games\tG|none\tnone\t'* ]]
}

@test "rate: a prior whose numbers overflow is an error naming the player, never inf" {
	# Z's two games score 1.7e308 each: the weighted sum overflows
	printf 'type\tplayer\trating\t_state\neliptic\tZ\t1\tk=2 n=14 1:1.7e308 2:1.7e308\n' > "$T/big.tsv"
	# (eliptic3's players are all new to it: --new-players, tests/trust/ids.bats)
	run rate --new-players -r "$T/big.tsv" "$SHARED/eliptic3.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'rate: player "Z" of type "eliptic": column "rating" came out infinite'* ]]
	# nothing of Z, no inf, no half row on stdout
	rate --new-players -r "$T/big.tsv" "$SHARED/eliptic3.tsv" > "$T/out" 2>/dev/null || true
	! grep -q -e inf -e $'\tZ\t' "$T/out"
	[ -z "$(tail -c 1 "$T/out")" ]
	# and in a game: Z's rating enters V
	printf '2009-01-13\tE\t4\teliptic\tZ\t1\n2009-01-13\tE\t4\teliptic\tA\t2\n' >> "$T/g4.tsv"
	{ head -n 1 "$SHARED/eliptic3.tsv"; cat "$T/g4.tsv"; } > "$T/g.tsv"
	run rate -r "$T/big.tsv" --history "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"g.tsv:2: column \"value\" came out infinite"* ]]
}

@test "rate: column n must be a window size, the same on every row of a game" {
	window -n 14 "$SHARED/eliptic3.tsv" > "$T/n.tsv"
	# row 3 (game 1, second row) says 12 while row 2 says 14
	awk -F'\t' 'BEGIN { OFS = "\t" } NR == 3 { $(NF - 1) = 12 } 1' "$T/n.tsv" > "$T/bad.tsv"
	run rate "$T/bad.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/bad.tsv:3:8: column \"n\": expected the same window size on every row of a game, found \"12\"" ]]
	# the same number written otherwise is the same size
	awk -F'\t' 'BEGIN { OFS = "\t" } NR == 3 { $(NF - 1) = "014" } 1' "$T/n.tsv" > "$T/z.tsv"
	rate "$T/n.tsv" > "$T/a.tsv"
	rate "$T/z.tsv" > "$T/b.tsv"
	cmp "$T/a.tsv" "$T/b.tsv"
	for bad in 0 x 100001 ""; do
		awk -F'\t' -v v="$bad" 'BEGIN { OFS = "\t" } NR == 4 { $(NF - 1) = v } 1' "$T/n.tsv" > "$T/bad.tsv"
		run rate "$T/bad.tsv"
		[ "$status" -eq 1 ]
		[[ "$output" == "rate: $T/bad.tsv:4:8: column \"n\": expected a window size from 1 to 100000, found \"$bad\"" ]]
	done
}
