#!/usr/bin/env bats
# rate -r PRIOR: continuing from a ratings file gives the same ratings,
# byte for byte, as one run over the whole history: for every model of
# this branch (frsc and absp).  Splits are at event boundaries.
load helpers

split_at() {	# split_at FILE LINES: header + first LINES-1 rows, header + rest
	head -n "$2" "$1" > "$T/a.tsv"
	{ head -n 1 "$1"; tail -n +"$(($2 + 1))" "$1"; } > "$T/b.tsv"
}

@test "rate -r: frsc continues exactly (eliptic3 split after game 2)" {
	split_at "$FIX/eliptic3.tsv" 6
	rate "$FIX/eliptic3.tsv" > "$T/full.tsv"
	rate "$T/a.tsv" > "$T/prior.tsv"
	rate -r "$T/prior.tsv" "$T/b.tsv" > "$T/cont.tsv"
	diff "$T/full.tsv" "$T/cont.tsv"
	# and the numbers are the spec's: B = 170.360288 after game 3
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
