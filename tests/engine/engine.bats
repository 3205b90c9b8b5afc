#!/usr/bin/env bats
# The rating engine's guarantees (rate(1), "What a nightly job can rely
# on"), on a model that runs on it.  Each model's own file tests them
# again with its rules; these pin the engine's wording and mechanics.
load ../helpers

# Three nights of backgammon matches (fibs: length on every row).
nights() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tlength\n'
	printf '2024-03-01\tN1\t1\tbg\tAnn\t1\t5\n2024-03-01\tN1\t1\tbg\tBob\t2\t5\n'
	printf '2024-03-01\tN1\t2\tbg\tCid\t1\t7\n2024-03-01\tN1\t2\tbg\tAnn\t2\t7\n'
	printf '2024-03-02\tN2\t1\tbg\tBob\t1\t5\n2024-03-02\tN2\t1\tbg\tCid\t2\t5\n'
	printf '2024-03-02\tN2\t2\tbg\tAnn\t1\t3\n2024-03-02\tN2\t2\tbg\tBob\t2\t3\n'
	printf '2024-03-03\tN3\t1\tbg\tCid\t1\t9\n2024-03-03\tN3\t1\tbg\tAnn\t2\t9\n'
}

setup() {
	T=$BATS_TEST_TMPDIR
	nights > "$T/all.tsv"
	head -n 9 "$T/all.tsv" > "$T/n12.tsv"			# nights 1 and 2
	{ head -n 1 "$T/all.tsv"; tail -n 2 "$T/all.tsv"; } > "$T/n3.tsv"
	{ head -n 1 "$T/all.tsv"; sed -n 6,9p "$T/all.tsv"; } > "$T/n2.tsv"
}

@test "engine: every row carries its type's last day and game, and its player's games of that day" {
	run rate -m fibs "$T/all.tsv"
	[ "$status" -eq 0 ]
	echo "$output" | head -n 1 | tr '\t' '\n' | grep -qx _seen
	# the type's last day and its last game (N3 1: Cid beat Ann) on every
	# row; Ann and Cid played it (g), Bob did not play that day
	[[ $(echo "$output" | pick _seen player Ann) =~ ^2024-03-03\ L([0-9a-f]{16})\ g([0-9a-f]{16})$ ]]
	[ "${BASH_REMATCH[1]}" = "${BASH_REMATCH[2]}" ]
	last=${BASH_REMATCH[1]}
	[ "$(echo "$output" | pick _seen player Cid)" = "2024-03-03 L$last g$last" ]
	[ "$(echo "$output" | pick _seen player Bob)" = "2024-03-03 L$last" ]
}

@test "engine: an event whose players have no ratings row is held by the type's last event" {
	# elo greek2007 without --initial: newcomers who met only newcomers have
	# no row; Ann is rated (listed); event E is the type's last: every row
	# holds it (E), and Ann's row holds her events of the day (p)
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2024-03-03\tE\t1\tbg\tAnn\t1\n2024-03-03\tE\t1\tbg\tBob\t2\n2024-03-03\tE\t2\tbg\tXi\t1\n2024-03-03\tE\t2\tbg\tYu\t2\n' > "$T/day.tsv"
	printf 'type\tplayer\trating\nbg\tAnn\t1600\n' > "$T/list.tsv"
	rate -m elo -p greek2007 -r "$T/list.tsv" "$T/day.tsv" > "$T/r.tsv" 2>/dev/null
	[ -z "$(pick rating player Xi < "$T/r.tsv")" ]
	[[ $(pick _seen player Ann < "$T/r.tsv") =~ ^2024-03-03\ E([0-9a-f]{16})\ p([0-9a-f]{16})$ ]]
	[ "${BASH_REMATCH[1]}" = "${BASH_REMATCH[2]}" ]
	# the game of Xi and Yu alone, fed again, is refused
	{ head -n 1 "$T/day.tsv"; tail -n 2 "$T/day.tsv"; } > "$T/xy.tsv"
	run rate -m elo -p greek2007 -r "$T/r.tsv" "$T/xy.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *'game "2" of event "E" (bg): this event is already rated'* ]]
}

@test "engine: the same input rated twice is refused, naming line, game, event and prior" {
	rate -m fibs "$T/all.tsv" > "$T/r1.tsv"
	run rate -m fibs -r "$T/r1.tsv" "$T/all.tsv"
	[ "$status" -eq 1 ]
	[[ $output == "rate: $T/all.tsv:2: game \"1\" of event \"N1\" (bg): the prior ratings file $T/r1.tsv already holds games of this type up to 2024-03-03"* ]]
}

@test "engine: the same last night fed again is refused" {
	rate -m fibs "$T/n12.tsv" > "$T/r12.tsv"
	run rate -m fibs -r "$T/r12.tsv" "$T/n2.tsv"
	[ "$status" -eq 1 ]
	[[ $output == "rate: $T/n2.tsv:2: game \"1\" of event \"N2\" (bg): this game is already rated in the prior ratings file $T/r12.tsv (2024-03-02 is the type's last day there)"* ]]
	[ -z "$(rate -m fibs -r "$T/r12.tsv" "$T/n2.tsv" 2>/dev/null)" ]
}

@test "engine: a cut between two games of one day gives the bytes of one run" {
	rate -m fibs "$T/all.tsv" > "$T/one.tsv"
	for cut in 3 5 7 9; do		# after each game
		head -n "$cut" "$T/all.tsv" > "$T/a.tsv"
		{ head -n 1 "$T/all.tsv"; tail -n +"$((cut + 1))" "$T/all.tsv"; } > "$T/b.tsv"
		rate -m fibs "$T/a.tsv" > "$T/ra.tsv"
		rate -m fibs -r "$T/ra.tsv" "$T/b.tsv" > "$T/two.tsv"
		cmp "$T/one.tsv" "$T/two.tsv"
	done
	# and the cut really happened inside a day: the halves differ from one run
	head -n 3 "$T/all.tsv" > "$T/a.tsv"
	run cmp -s <(rate -m fibs "$T/a.tsv") "$T/one.tsv"
	[ "$status" -ne 0 ]
}

@test "engine: a federation's list 'type player rating' is a prior" {
	printf 'type\tplayer\trating\nbg\tAnn\t1600\nbg\tBob\t1500\n' > "$T/list.tsv"
	run rate -m fibs -p fibs --history -r "$T/list.tsv" "$T/n3.tsv"
	[ "$status" -eq 0 ]
	# Ann listed at 1600 with the default experience 400 (Fp = 1); Cid new at
	# 1500 with 0 (fibs: K = 5 - 0/100 = 5 counts as Fp 5).  D = 100, N = 9:
	# U = 1/(10^(100*3/2000) + 1) = 1/(10^0.15 + 1) = 1/2.4125384 = 0.4145013;
	# Cid, the underdog, wins: Fe = 2(1 - U) = 1.1709974; Fl = 2*3 = 6; Ann
	# loses 6 * 1.1709974 * 1 = 7.0259841: 1592.9740159
	close "$(echo "$output" | pick rating player Ann)" 1592.9740159 1e-6
	close "$(echo "$output" | pick fp player Ann)" 1
}

@test "engine: a prior list missing required columns names all of them at once" {
	printf 'type\tplayer\tscore\nbg\tAnn\t1600\n' > "$T/list.tsv"
	run rate -m fibs -r "$T/list.tsv" "$T/n3.tsv"
	[ "$status" -eq 1 ]
	[[ $output == "rate: $T/list.tsv:1: missing column \"rating\": model fibs needs it in a prior list"* ]]
	printf 'name\tscore\nAnn\t1600\n' > "$T/list.tsv"
	run rate -m fibs -r "$T/list.tsv" "$T/n3.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *'missing columns "type", "player", "rating": model fibs needs them'* ]]
}

@test "engine: a windowed stream is refused by a model without that window" {
	window -n 5 "$T/all.tsv" > "$T/w.tsv"
	run rate -m fibs "$T/w.tsv"
	[ "$status" -eq 1 ]
	[[ $output == "rate: $T/w.tsv:1: the stream is windowed by \`window -n\` (columns seq, n), but model fibs has no window"* ]]
	window -p 5 "$T/all.tsv" > "$T/w.tsv"
	run rate -m fibs "$T/w.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"windowed by \`window -p\` (columns pseq, pwin)"* ]]
}

@test "engine: flags out of range are usage errors; every flag has a range" {
	run rate -m fibs --length-factor 1e308 "$T/all.tsv"
	[ "$status" -eq 2 ]
	[[ $output == "rate: option value 1e308: --length-factor: expected a number from 0 to 1000"* ]]
	run rate -m fibs --digits 16 "$T/all.tsv"
	[ "$status" -eq 2 ]
	run rate -m fibs --experience-counted during "$T/all.tsv"
	[ "$status" -eq 2 ]
	[[ $output == *"expected one of after|before"* ]]
}

@test "engine: prior counts beyond 10^15 are refused (their sums would overflow)" {
	printf 'type\tplayer\trating\texperience\nbg\tAnn\t1500\t9223372036854775807\n' > "$T/list.tsv"
	run rate -m fibs -r "$T/list.tsv" "$T/n3.tsv"
	[ "$status" -eq 1 ]
	[[ $output == "rate: $T/list.tsv:2:4: column \"experience\": expected a whole number from 0 to 10^15"* ]]
}

@test "engine: rate --params lists every flag with each profile's value" {
	run rate -m fibs --params
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'flag\targ\tqgammon\tfibs\thelp\tcolumn' ]
	[[ $output == *$'--digits\tD|none\t4\tnone\t'* ]]
	[[ $output == *$'--experience-counted\tafter|before\tafter\tbefore\t'* ]]
}

@test "engine: -j N, --threads N: the engine's, 1 to 64, never in column _model" {
	rate -m fibs -j 1 "$T/all.tsv" > "$T/one.tsv"
	rate -m fibs --threads 3 "$T/all.tsv" | cmp - "$T/one.tsv"
	! grep -q threads "$T/one.tsv"
	for n in 0 65 x; do
		run rate -m fibs -j "$n" "$T/all.tsv"
		[ "$status" -eq 2 ]
		[[ ${lines[0]} == "rate: --threads $n: expected a whole number from 1 to 64" ]]
	done
	run value -m fibs -r "$T/one.tsv" --threads 65 "$T/n3.tsv"
	[ "$status" -eq 2 ]
	# fit's -j is its own (points at once); it takes no --threads
	run fit -m fibs --fit divisor=4:6:1 --threads 2 "$T/all.tsv"
	[ "$status" -eq 2 ]
	[[ ${lines[0]} == *"'--threads'"* ]]
}
