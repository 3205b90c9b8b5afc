#!/usr/bin/env bats
# rate -m whr (Whole-History Rating, doc/rules/whr.md): the estimates
# against hand derivations and against map.awk, a dense Newton over every
# rating at once (independent of the model's one-history-at-a-time
# tridiagonal solve); predictions that use only earlier games.
load ../../helpers
bats_require_minimum_version 1.5.0

ELO2=$(awk 'BEGIN { printf "%.17g", (400 / log(10))^2 }')	# natural units -> Elo^2

results() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	cat
}

# column $2 of player $3 in ratings file $1
cell() {
	awk -F'\t' -v c="$2" -v p="$3" 'NR == 1 { for (i = 1; i <= NF; i++) k[$i] = i; next }
		$2 == p { print $k[c] }' "$1"
}

@test "whr: one game, two new players: the closed form of the first day" {
	# A beats B on one day; each has 2 virtual draws against rating 0
	# (--prior-games 2).  By symmetry rA = x = -rB (natural units), and
	# the gradient of A's log posterior is 0:
	#   (1 - P(2x)) + 2 (1/2 - P(x)) = 0,  P(d) = 1/(1 + e^-d),
	# which bisection solves: x = 0.528048909513, 91.731491030612 Elo.
	# Deviation (A's history alone, one day): -H = P(2x)(1 - P(2x)) +
	# 2 P(x)(1 - P(x)), 1/sqrt(-H) = 214.129437193941 Elo.
	printf '2020-01-01\te1\t1\tgo\tA\t1\n2020-01-01\te1\t1\tgo\tB\t2\n' | results > "$T/in.tsv"
	rate -m whr --tolerance 1e-9 "$T/in.tsv" > "$T/r.tsv"
	close "$(cell "$T/r.tsv" rating A)" 91.731491030612 1e-8
	close "$(cell "$T/r.tsv" rating B)" -91.731491030612 1e-8
	close "$(cell "$T/r.tsv" deviation A)" 214.129437193941 1e-8
	# the bisection itself
	run awk 'function P(d) { return 1 / (1 + exp(-d)) } BEGIN { lo = 0; hi = 5
		for (i = 0; i < 200; i++) { x = (lo + hi) / 2; if (2 - P(2 * x) - 2 * P(x) > 0) lo = x; else hi = x }
		printf "%.9f\n", x * 400 / log(10) }'
	close "$output" 91.731491030612 1e-8
}

@test "whr: three players over three days equal a dense Newton over all seven day-ratings" {
	# A beats B (day 1); B beats A, A beats C (day 3); C beats B (day 10).
	# Ratings: A1 A3, B1 B3 B10, C3 C10; Wiener links of variance
	# w2 dt = 14 dt Elo^2; the virtual draws on each first day.  map.awk
	# maximises the same posterior jointly; whr's ratings file gives each
	# player's last day, and its deviation from that player's history
	# alone (group = player).
	results > "$T/in.tsv" <<-EOF
	2020-01-01	e1	1	go	A	1
	2020-01-01	e1	1	go	B	2
	2020-01-03	e2	1	go	B	1
	2020-01-03	e2	1	go	A	2
	2020-01-03	e2	2	go	A	1
	2020-01-03	e2	2	go	C	2
	2020-01-10	e3	1	go	C	1
	2020-01-10	e3	1	go	B	2
	EOF
	awk -v E="$ELO2" 'BEGIN { v2 = 14 * 2 / E; v7 = 14 * 7 / E
		print "var A1 A\nvar A3 A\nvar B1 B\nvar B3 B\nvar B10 B\nvar C3 C\nvar C10 C"
		print "game A1 B1 1\ngame B3 A3 1\ngame A3 C3 1\ngame C10 B10 1"
		print "prior A1 2\nprior B1 2\nprior C3 2"
		print "link A1 A3 " v2 "\nlink B1 B3 " v2 "\nlink B3 B10 " v7 "\nlink C3 C10 " v7 }' |
	    awk -f "$BATS_TEST_DIRNAME/map.awk" > "$T/map"
	rate -m whr --tolerance 1e-9 --max-iterations 100000 "$T/in.tsv" > "$T/r.tsv"
	for p in A3 B10 C10; do
		close "$(cell "$T/r.tsv" rating "${p:0:1}")" "$(awk -v p=$p '$1 == p { print $2 }' "$T/map")" 1e-5
		close "$(cell "$T/r.tsv" deviation "${p:0:1}")" "$(awk -v p=$p '$1 == p { print $3 }' "$T/map")" 1e-5
	done
	# and the map is not trivially met: a w2 of 300 moves B's last day
	rate -m whr -p goshrine --tolerance 1e-9 --max-iterations 100000 "$T/in.tsv" > "$T/g.tsv"
	! close "$(cell "$T/g.tsv" rating B)" "$(awk '$1 == "B10" { print $2 }' "$T/map")" 1e-3
}

# A longer history, head-to-head without draws (the peer's kind too).
history() {
	awk -v seed="$1" -v h2h=1 -v lengths=1 -v eventdays=4 -v games="$2" -v players=8 \
	    -f "$RP_TESTDIR/gen-history.awk" | cut -f 1-6 | sed 's/\teliptic\t/\tclasic\t/'
}

@test "whr: honest predictions: --history of the first events = the first rows of the whole" {
	# Each event's rows are written from the estimates before it and the
	# re-optimisation its own games bring: later games never reach them.
	history 5 120 > "$T/all.tsv"
	rate -m whr --history "$T/all.tsv" > "$T/h-all.tsv"
	for n in 3 10 20; do
		awk -F'\t' -v n=$n 'NR == 1 { print; next } $2 != k { k = $2; e++ } e <= n' \
		    "$T/all.tsv" > "$T/first.tsv"
		rate -m whr --history "$T/first.tsv" > "$T/h-first.tsv"
		[ "$(wc -l < "$T/h-first.tsv")" -lt "$(wc -l < "$T/h-all.tsv")" ]
		cmp "$T/h-first.tsv" <(head -n "$(wc -l < "$T/h-first.tsv")" "$T/h-all.tsv")
	done
	# a cut inside an event: its predictions (prev, expected) are the same
	head -n 31 "$T/all.tsv" > "$T/first.tsv"
	rate -m whr --history "$T/first.tsv" | cut -f 11,12 > "$T/p-first"
	cmp "$T/p-first" <(cut -f 11,12 "$T/h-all.tsv" | head -n 31)
	# the predictions are of the estimates before: a player's first
	# prediction is 0 (no game of its own yet), and most later ones not
	run awk -F'\t' 'NR > 1 && !seen[$5]++ && $11 != 0 { bad++ } END { print bad + 0 }' "$T/h-all.tsv"
	[ "$output" = 0 ]
	run awk -F'\t' 'NR > 1 && $11 != 0 { n++ } END { print n + 0 }' "$T/h-all.tsv"
	[ "$output" -gt 150 ]
}

@test "whr: the history's rows: before, after, the prediction from the before ratings" {
	history 7 40 > "$T/all.tsv"
	rate -m whr --history "$T/all.tsv" > "$T/h.tsv"
	# expected = 1/(1 + 10^(-(prev - prev_opponent)/400)) on both rows, summing to 1
	run awk -F'\t' 'NR == 1 { next } { r[++n] = $0 } n == 2 {
		split(r[1], a, "\t"); split(r[2], b, "\t"); n = 0
		e = 1 / (1 + 10^(-(a[11] - b[11]) / 400))
		d = e - a[12]; if (d < 0) d = -d; if (d > 1e-12) bad++
		d = a[12] + b[12] - 1; if (d < 0) d = -d; if (d > 1e-12) bad++
		if (a[11] != a[7] || a[13] != 400) bad++ }
		END { print bad + 0 }' "$T/h.tsv"
	[ "$output" = 0 ]
}

@test "whr: a continued run says it starts from a summary, and starts from it" {
	history 9 60 > "$T/all.tsv"
	awk -F'\t' 'NR == 1 { print; next } $2 != k { k = $2; e++ } e <= 8' "$T/all.tsv" > "$T/a.tsv"
	awk -F'\t' 'NR == 1 { print; next } $2 != k { k = $2; e++ } e > 8' "$T/all.tsv" > "$T/b.tsv"
	rate -m whr "$T/a.tsv" > "$T/prior.tsv"
	run --separate-stderr rate -m whr --history -r "$T/prior.tsv" "$T/b.tsv"
	[ "$status" -eq 0 ]
	[[ $stderr == *"model whr continues from a summary: each player's past is summarised as a Gaussian"* ]]
	# a player's first prediction is its prior row's rating
	p=$(awk -F'\t' 'NR == 2 { print $5 }' "$T/b.tsv")
	prev=$(echo "$output" | awk -F'\t' -v p="$p" 'NR > 1 && $5 == p { print $11; exit }')
	[ "$prev" = "$(cell "$T/prior.tsv" rating "$p")" ]
	# its deviation before: the prior's grown by w2 per day since its last
	dev=$(echo "$output" | awk -F'\t' -v p="$p" 'NR > 1 && $5 == p { print $8; exit }')
	d0=$(cell "$T/prior.tsv" deviation "$p")
	days=$(awk -v a="$(cell "$T/prior.tsv" last "$p")" -v b="$(awk -F'\t' 'NR == 2 { print $1 }' "$T/b.tsv")" \
	    'BEGIN { split(a, x, "-"); split(b, y, "-"); print (y[3] - x[3]) + 31 * (y[2] - x[2]) }')
	close "$dev" "$(awk -v d="$d0" -v n="$days" 'BEGIN { printf "%.12f", sqrt(d * d + 14 * n) }')" 1e-9
}

@test "whr: a game of three rows, or one player twice, is refused with its line" {
	results > "$T/in.tsv" <<-EOF
	2020-01-01	e1	1	go	A	1
	2020-01-01	e1	1	go	B	2
	2020-01-01	e1	1	go	C	3
	EOF
	run rate -m whr "$T/in.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"in.tsv:2"*"has 3 rows"* ]]
	printf '2020-01-01\te1\t1\tgo\tA\t1\n2020-01-01\te1\t1\tgo\tA\t2\n' | results > "$T/in.tsv"
	run rate -m whr "$T/in.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"in.tsv:3"*"appears twice in game"* ]]
}

@test "whr: value predicts from a ratings file as --history does" {
	history 11 30 > "$T/all.tsv"
	rate -m whr "$T/all.tsv" > "$T/r.tsv"
	printf '2030-01-01\tx\t1\tclasic\tP1\t1\n2030-01-01\tx\t1\tclasic\tP2\t2\n' | results > "$T/n.tsv"
	value -m whr -r "$T/r.tsv" "$T/n.tsv" > "$T/v.tsv"
	e=$(awk -v a="$(cell "$T/r.tsv" rating P1)" -v b="$(cell "$T/r.tsv" rating P2)" \
	    'BEGIN { printf "%.15f", 1 / (1 + 10^(-(a - b) / 400)) }')
	close "$(awk -F'\t' 'NR == 2 { print $NF }' "$T/v.tsv")" "$e" 1e-12
}

@test "whr, bt --explain: a change is one part, refit, the whole change" {
	score < "$RP_TOP/examples/backgammon/season.tsv" > "$T/h.tsv"
	for m in whr bt; do
		rate -m "$m" --explain "$T/h.tsv" > "$T/x.tsv"
		# one row a change, part refit, its amount after - before
		[ "$(awk -F'\t' 'NR > 1 && $8 != "refit"' "$T/x.tsv" | wc -l)" -eq 0 ]
		awk -F'\t' 'NR > 1 { d = $7 - $6 - $9; if (d > 1e-9 || d < -1e-9) bad++ } END { exit bad > 0 }' "$T/x.tsv"
		# after is the estimate --history gives at the event's day, row
		# by row: Montse's first event
		a=$(awk -F'\t' '$2 == "Montse" { print $7; exit }' "$T/x.tsv")
		h=$(rate -m "$m" --history "$T/h.tsv" | awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
			$c["player"] == "Montse" { print $c["rating"]; exit }')
		close "$a" "$h" 1e-9
		# its score and games: Montse's first event, 1 of 3 (as --history's rows)
		[ "$(awk -F'\t' '$2 == "Montse" { print $10, $11; exit }' "$T/x.tsv")" = "3 1" ]
	done
}
