#!/usr/bin/env bats
# rate -r PRIOR: continuing from a ratings file gives the same ratings,
# byte for byte, as one run over the whole history: for every model of
# this branch (frsc and absp).  Splits are at event boundaries.
load ../../helpers

split_at() {	# split_at FILE LINES: header + first LINES-1 rows, header + rest
	head -n "$2" "$1" > "$T/a.tsv"
	{ head -n 1 "$1"; tail -n +"$(($2 + 1))" "$1"; } > "$T/b.tsv"
}

@test "rate -r: frsc continues exactly (eliptic3 split after game 2)" {
	split_at "$SHARED/eliptic3.tsv" 6
	rate "$SHARED/eliptic3.tsv" > "$T/full.tsv"
	rate "$T/a.tsv" > "$T/prior.tsv"
	rate -r "$T/prior.tsv" "$T/b.tsv" > "$T/cont.tsv"
	diff "$T/full.tsv" "$T/cont.tsv"
	# and the numbers are the worked example's: B = 170.360288 after game 3
	close "$(pick rating player B < "$T/cont.tsv")" 170.360288
}

@test "rate -r: absp continues exactly (status fixture, split after E1 and after E2)" {
	rate -m absp "$FIX/absp-status.tsv" > "$T/full.tsv"
	for n in 7 9; do
		split_at "$FIX/absp-status.tsv" $n
		rate -m absp "$T/a.tsv" > "$T/prior.tsv"
		rate -m absp -r "$T/prior.tsv" "$T/b.tsv" > "$T/cont.tsv"
		diff "$T/full.tsv" "$T/cont.tsv"
	done
	close "$(pick rating player A < "$T/cont.tsv")" 202.51889169
}

@test "rate -r: absp continues exactly over a window that has moved (120 games)" {
	awk 'BEGIN { print "date\tevent\tgame\ttype\tplayer\tplace"
		for (i = 1; i <= 120; i++) {
			d = sprintf("2011-%02d-%02d", 1 + int((i - 1) / 28), 1 + (i - 1) % 28)
			for (r = 1; r <= 2; r++) {	# 3 players, about 160 games each
				a = (i + r) % 3; b = (i + r + 1) % 3
				pa = (i + r) % 7 == 0 ? 1 : (i * r) % 3 ? 1 : 2; pb = pa == 1 && (i + r) % 7 ? 2 : 1
				printf "%s\tE%d\t%d\tlibere\tP%d\t%d\n", d, i, r, a, pa
				printf "%s\tE%d\t%d\tlibere\tP%d\t%d\n", d, i, r, b, pb
			} } }' > "$T/g.tsv"
	rate -m absp "$T/g.tsv" > "$T/full.tsv"
	# split after event 70 (1 header + 70 events * 4 rows)
	split_at "$T/g.tsv" 281
	rate -m absp "$T/a.tsv" > "$T/prior.tsv"
	rate -m absp -r "$T/prior.tsv" "$T/b.tsv" > "$T/cont.tsv"
	diff "$T/full.tsv" "$T/cont.tsv"
	[ "$(pick games player P1 < "$T/full.tsv")" = 100 ]
	# the same with whole events (profile absp)
	rate -m absp -p absp --games 30 "$T/g.tsv" > "$T/full.tsv"
	rate -m absp -p absp --games 30 "$T/a.tsv" > "$T/prior.tsv"
	rate -m absp -p absp --games 30 -r "$T/prior.tsv" "$T/b.tsv" > "$T/cont.tsv"
	diff "$T/full.tsv" "$T/cont.tsv"
}

@test "rate -r: absp seeds from any ratings stream (the frsc libere list) and rejects a bad state" {
	printf 'type\tplayer\trating\tgames\tstatus\tlast\t_state\nlibere\tA\t170\t2\tactive\t2010-10-01\tk=8 n=8 7:170 8:170\n' > "$T/prior.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2011-02-01\tE\t1\tlibere\tA\t1\n2011-02-01\tE\t1\tlibere\tB\t2\n' > "$T/g.tsv"
	run rate -m absp -r "$T/prior.tsv" --history "$T/g.tsv"
	# B is new: phase 1 = 170 - 50 = 120; A (170) counts B as clamp(120, 130, 210) = 130: 180
	[ "$(echo "$output" | col perf 1)" = 180 ]
	[ "$(echo "$output" | col perf 2)" = 120 ]
	printf 'type\tplayer\trating\tgames\tstatus\tlast\t_state\nlibere\tA\t170\t2\tactive\t2010-10-01\tabsp k=1 n=x\n' > "$T/prior.tsv"
	run rate -m absp -r "$T/prior.tsv" "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"prior.tsv:2:7: column \"_state\": expected an absp state"* ]]
}

# An event split between two runs: the two-day event "Cup Ω 1" (day 1 A
# beats B, day 2 A beats B), then F.  The engine's replay guard (column
# _seen: the run's last day on each of its players, and its games on the
# first of them in the list) refuses what the prior
# already holds; absp no longer writes _event.
cup() {
	local h='date\tevent\tgame\ttype\tplayer\tplace\n'
	printf "$h"'2011-03-05\tCup Ω 1\t1\tlibere\tA\t1\n2011-03-05\tCup Ω 1\t1\tlibere\tB\t2\n' > "$T/day1.tsv"
	printf "$h"'2011-03-06\tCup Ω 1\t2\tlibere\tA\t1\n2011-03-06\tCup Ω 1\t2\tlibere\tB\t2\n' > "$T/day2.tsv"
	printf '2011-03-12\tF\t1\tlibere\tA\t1\n2011-03-12\tF\t1\tlibere\tC\t2\n' >> "$T/day2.tsv"
	{ cat "$T/day1.tsv"; tail -n +2 "$T/day2.tsv"; } > "$T/all.tsv"
}

@test "rate -r: absp refuses an event the prior file already rated in part" {
	cup
	rate -m absp "$T/day1.tsv" > "$T/prior.tsv"
	# A and B each hold the type's last event (E) and their own of the day (p): the cup
	[[ "$(pick _seen player A < "$T/prior.tsv")" =~ ^2011-03-05\ E([0-9a-f]{16})\ p([0-9a-f]{16})$ ]]
	[ "${BASH_REMATCH[1]}" = "${BASH_REMATCH[2]}" ]
	[ "$(pick _seen player B < "$T/prior.tsv")" = "$(pick _seen player A < "$T/prior.tsv")" ]
	run rate -m absp -r "$T/prior.tsv" "$T/day2.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/day2.tsv:2: game \"2\" of event \"Cup Ω 1\" (libere): this event is already rated, at least in part, in the prior ratings file $T/prior.tsv: an event is one rating period"* ]]
	[[ "$output" == *"cut histories between events"* ]]
	# no ratings on standard output; --history refuses it as well
	run sh -c 'rate -m absp -r "$1" "$2" 2>/dev/null' sh "$T/prior.tsv" "$T/day2.tsv"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
	run rate -m absp -r "$T/prior.tsv" --history "$T/day2.tsv"
	[ "$status" -eq 1 ]
	# within one run an id coming back after another event is refused too
	{ cat "$T/all.tsv"; tail -n 2 "$T/day1.tsv" | sed 's/2011-03-05/2011-03-13/'; } > "$T/back.tsv"
	run rate -m absp "$T/back.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"back.tsv:8: game \"1\" of event \"Cup Ω 1\" (libere): this event comes back after another event"* ]]
}

@test "rate -r: absp refuses the same input rated twice, and the same last day fed again" {
	cup
	rate -m absp "$T/all.tsv" > "$T/r1.tsv"
	run rate -m absp -r "$T/r1.tsv" "$T/all.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/all.tsv:2: game \"1\" of event \"Cup Ω 1\" (libere): "*"prior ratings file $T/r1.tsv"* ]]
	# the last day (2011-03-12, event F) alone, fed again
	{ head -n 1 "$T/all.tsv"; tail -n 2 "$T/all.tsv"; } > "$T/last.tsv"
	run rate -m absp -r "$T/r1.tsv" "$T/last.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/last.tsv:2: game \"1\" of event \"F\" (libere): this event is already rated, at least in part, in the prior ratings file $T/r1.tsv"* ]]
	# a new game on that last day, in a new event, is not a replay: it
	# gives what one run gives (A 200 + C new; the history cut between events)
	{ cat "$T/all.tsv"; printf '2011-03-12\tG\t1\tlibere\tB\t1\n2011-03-12\tG\t1\tlibere\tC\t2\n'; } > "$T/more.tsv"
	{ head -n 1 "$T/all.tsv"; tail -n 2 "$T/more.tsv"; } > "$T/g.tsv"
	rate -m absp "$T/more.tsv" > "$T/full.tsv"
	rate -m absp -r "$T/r1.tsv" "$T/g.tsv" > "$T/inc.tsv"
	cmp "$T/full.tsv" "$T/inc.tsv"
}

@test "rate -r: absp cut between events equals the full run; old priors (no _seen, or _event) are read" {
	cup
	rate -m absp "$T/all.tsv" > "$T/full.tsv"
	# one period: A and B new, no rated opponent: 150 + 50 and 150 - 50 in
	# both games: A 200, B 100
	close "$(pick rating player B < "$T/full.tsv")" 100
	# _seen: the type's last day and event (F, 2011-03-12) on every row; B
	# played the cup only (its last day 2011-03-06), A both events: its
	# last day's event only, F itself
	[[ "$(pick _seen player A < "$T/full.tsv")" =~ ^2011-03-12\ E([0-9a-f]{16})\ p([0-9a-f]{16})$ ]]
	[ "${BASH_REMATCH[1]}" = "${BASH_REMATCH[2]}" ]
	[[ "$(pick _seen player B < "$T/full.tsv")" =~ ^2011-03-12\ E${BASH_REMATCH[1]}\ 2011-03-06\ p[0-9a-f]{16}$ ]]
	head -n 5 "$T/all.tsv" > "$T/y.tsv"
	{ head -n 1 "$T/all.tsv"; tail -n +6 "$T/all.tsv"; } > "$T/t.tsv"
	rate -m absp "$T/y.tsv" > "$T/prior.tsv"
	rate -m absp -r "$T/prior.tsv" "$T/t.tsv" > "$T/inc.tsv"
	cmp "$T/full.tsv" "$T/inc.tsv"
	# a prior file without _seen: read, nothing to check; the split
	# rates day 2 apart: A (200) counts B as clamp(100, 160, 240) + 50 = 210,
	# window 200, 210 weighing 199, 200: (199 * 200 + 200 * 210) / 399 = 205.012531
	rate -m absp "$T/day1.tsv" | cut -f 1-7 > "$T/old.tsv"
	run rate -m absp -r "$T/old.tsv" --history "$T/day2.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | col rating 1)" 205.012531
	# a ratings file of the old absp, with its _event column: read, the
	# column ignored (the same numbers)
	awk -F'\t' -v OFS='\t' '{ print $0, NR == 1 ? "_event" : "Cup Ω 1" }' "$T/old.tsv" > "$T/event.tsv"
	run rate -m absp -r "$T/event.tsv" --history "$T/day2.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | col rating 1)" 205.012531
	# another model's list seeds (its state is not absp's): elo's columns
	# type player rating games status last _state
	rate -m elo --initial 150 "$T/day1.tsv" | cut -f 1-7 > "$T/elo.tsv"
	run rate -m absp -r "$T/elo.tsv" "$T/day2.tsv"
	[ "$status" -eq 0 ]
}

# A federation's list as prior: `type player rating` is enough (rate(1),
# the absp table: games is the window's count, last --list-last, _state a
# seed with an empty window).
@test "rate -r: absp takes a federation's list type player rating" {
	printf 'type\tplayer\trating\nlibere\tA\t170\nlibere\tZ\t140\n' > "$T/list.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2011-02-01\tE\t1\tlibere\tA\t1\n2011-02-01\tE\t1\tlibere\tB\t2\n' > "$T/g.tsv"
	run rate -m absp -r "$T/list.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# A counts as rated (170): B is new, phase 1 = 170 - 50 = 120; A counts
	# B as clamp(120, 130, 210) = 130 and wins: 180
	[ "$(echo "$output" | pick rating player A)" = 180 ]
	[ "$(echo "$output" | pick rating player B)" = 120 ]
	# Z did not play: its rating stays, with no game in its window, and an
	# unknown last game (--list-last none) never makes it inactive
	[ "$(echo "$output" | pick rating player Z)" = 140 ]
	[ "$(echo "$output" | pick games player Z)" = 0 ]
	[ "$(echo "$output" | pick status player Z)" = provisional ]
	[ "$(echo "$output" | pick last player Z)" = "" ]
	[ "$(echo "$output" | pick _state player Z)" = "absp k=1 n=1 seed=140" ]
	# --list-last gives the list's players a last game: 2009-01-15 + 2y
	# <= 2011-02-01, the latest game: inactive
	run rate -m absp -r "$T/list.tsv" --list-last 2009-01-15 "$T/g.tsv"
	[ "$(echo "$output" | pick last player Z)" = 2009-01-15 ]
	[ "$(echo "$output" | pick status player Z)" = inactive ]
	# the written file continues as any ratings file (the empty last too)
	rate -m absp -r "$T/list.tsv" "$T/g.tsv" > "$T/r1.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2011-03-01\tF\t1\tlibere\tZ\t1\n2011-03-01\tF\t1\tlibere\tB\t2\n' > "$T/g2.tsv"
	{ cat "$T/g.tsv"; tail -n +2 "$T/g2.tsv"; } > "$T/all.tsv"
	rate -m absp -r "$T/r1.tsv" "$T/g2.tsv" > "$T/inc.tsv"
	rate -m absp -r "$T/list.tsv" "$T/all.tsv" > "$T/full.tsv"
	cmp "$T/full.tsv" "$T/inc.tsv"
}

@test "rate -r: absp names every missing column of a list in one message" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2011-02-01\tE\t1\tlibere\tA\t1\n2011-02-01\tE\t1\tlibere\tB\t2\n' > "$T/g.tsv"
	printf 'player\tscore\nA\t170\n' > "$T/list.tsv"
	run rate -m absp -r "$T/list.tsv" "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/list.tsv:1: missing columns \"type\", \"rating\": model absp needs them"* ]]
	# a bad rating names its cell
	printf 'type\tplayer\trating\nlibere\tA\tx\n' > "$T/list.tsv"
	run rate -m absp -r "$T/list.tsv" "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/list.tsv:2:3: column \"rating\": expected a finite number"* ]]
}

@test "rate -r: absp never writes inf: a prior beyond reach is an error naming the player" {
	# two listed players at 1.7e308: the weighted sum 200 * 1.7e308 overflows
	printf 'type\tplayer\trating\nlibere\tA\t1.7e308\nlibere\tB\t1.7e308\n' > "$T/list.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2011-02-01\tE\t1\tlibere\tA\t2\n2011-02-01\tE\t1\tlibere\tC\t1\n2011-02-01\tE\t2\tlibere\tB\t2\n2011-02-01\tE\t2\tlibere\tC\t1\n' > "$T/g.tsv"
	run rate -m absp -r "$T/list.tsv" "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"rate: player \"A\" of type \"libere\": column \"rating\" came out infinite"* ]]
	! echo "$output" | grep -qi 'inf	\|nan'
	# the floor of profile absp does not hide it
	run rate -m absp -p absp -r "$T/list.tsv" --history "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"g.tsv:2: column \"rating\" came out infinite"* ]]
	# flags out of range are usage errors
	for f in "--spread 1e13" "--spread 0" "--games 0" "--clamp -1" "--active 2" "--top-weight 1e13" \
	    "--expect-scale 0" "--inactive-after 0y" "--list-last 2011-13-01" "--whole-events maybe"; do
		run rate -m absp $f "$T/g.tsv"
		[ "$status" -eq 2 ] || { echo "$f: exit $status"; false; }
	done
}

# fixtures/absp-rev1.tsv: the worked example rated by profile absp before
# its revision 2 (rules "absp absp", games entered one by one).
@test "absp prior: a list of profile absp before revision 2 is refused, or continued with --new-rules" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2011-04-01\tT2\t1\tlibere\tX\t1\n2011-04-01\tT2\t1\tlibere\tY\t2\n' > "$T/t2.tsv"
	run rate -m absp -p absp -r "$FIX/absp-rev1.tsv" "$T/t2.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"written under the rules \"absp absp\" (column _model), and this run's are \"absp absp@2\""* ]]
	run rate -m absp -p absp --new-rules -r "$FIX/absp-rev1.tsv" "$T/t2.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick _model player X)" = "absp absp@2" ]
	# the window as written, 170, 140, 150; X (153.303571) beats Y (100),
	# counted at 113.303571: 163.303571 enters, weights 225, 224, 223, 222:
	# (163.303571*225 + 150*224 + 140*223 + 170*222) / 894 = 155.820250
	close "$(echo "$output" | pick rating player X)" 155.82025008
	# frsc2012-libere is still revision 1: its lists carry no @
	run rate -m absp "$FIX/absp-example.tsv"
	[ "$(echo "$output" | pick _model player X)" = "absp frsc2012-libere" ]
}
