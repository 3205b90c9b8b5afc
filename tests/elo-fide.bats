#!/usr/bin/env bats
# rate -m elo -p fide (doc/rules/fide.md): table 8.1b with the 400 cap,
# K 40 below 30 games, 20 below 2400, 10 once 2400 is reached, K*n <= 700,
# the period change rounded half away from zero.
load helpers

prior() {
	printf 'type\tplayer\trating\tgames\tstatus\tlast\t_state\n'
	for x in "$@"; do IFS== read -r p r g s <<<"$x"; printf 'chess\t%s\t%s\t%s\tactive\t2020-01-01\t%s\n' "$p" "$r" "$g" "${s:-rated}"; done
}

games() {
	local ev=$1 i=0; shift
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	for x in "$@"; do
		IFS=: read -r a b res <<<"$x"; i=$((i + 1))
		case $res in 1) pa=1 pb=2 ;; 2) pa=2 pb=1 ;; d) pa=1 pb=1 ;; esac
		printf '2020-02-01\t%s\t%d\tchess\t%s\t%d\n2020-02-01\t%s\t%d\tchess\t%s\t%d\n' "$ev" $i "$a" $pa "$ev" $i "$b" $pb
	done
}

@test "fide: K 40 at 29 games, 20 at 30; 20 at 2399, 10 at 2400" {
	prior A=2000=29 Z=2000=100 B=2000=30 Y=2000=100 C=2399=100 X=2399=100 D=2400=100 W=2400=100 > "$T/prior.tsv"
	games P1 A:Z:1 B:Y:1 C:X:1 D:W:1 > "$T/g.tsv"
	run rate -m elo -p fide -r "$T/prior.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# each wins against an equal rating: K * (1 - .50)
	close "$(echo "$output" | pick rating player A)" 2020
	close "$(echo "$output" | pick rating player B)" 2010
	close "$(echo "$output" | pick rating player C)" 2409
	close "$(echo "$output" | pick rating player D)" 2405
	# C reached 2400: K stays 10 (state "rated top")
	[ "$(echo "$output" | pick _state player C)" = "rated top" ]
}

@test "fide: K stays 10 after dropping below 2400" {
	prior C=2390=100="rated top" X=2390=100 > "$T/prior.tsv"
	games P1 C:X:2 > "$T/g.tsv"
	run rate -m elo -p fide -r "$T/prior.tsv" "$T/g.tsv"
	# C: 10 * (0 - .5) = -5; X (never 2400): 20 * .5 = +10
	close "$(echo "$output" | pick rating player C)" 2385
	close "$(echo "$output" | pick rating player X)" 2400
}

@test "fide: the period change rounded half away from zero" {
	prior H=2435=100 L=2400=100 A=2100=100 B=2000=100 > "$T/prior.tsv"
	games P1 H:L:1 A:B:1 > "$T/g.tsv"
	run rate -m elo -p fide -r "$T/prior.tsv" "$T/g.tsv"
	# 35 is in 33-39: .55/.45; K 10: H +4.5 -> +5, L -4.5 -> -5
	close "$(echo "$output" | pick rating player H)" 2440
	close "$(echo "$output" | pick rating player L)" 2395
	# 100 is in 99-106: .64; K 20: A 7.2 -> 7, B -7.2 -> -7
	close "$(echo "$output" | pick rating player A)" 2107
	close "$(echo "$output" | pick rating player B)" 1993
}

@test "fide: K * n <= 700: 18 games at K 40 gives K = floor(700/18) = 38" {
	prior A=2000=20 Z=2000=100 > "$T/prior.tsv"
	set --; for i in $(seq 18); do set -- "$@" A:Z:1; done
	games P1 "$@" > "$T/g.tsv"
	run rate -m elo -p fide -r "$T/prior.tsv" "$T/g.tsv"
	# 38 * (18 - 9) = 342
	close "$(echo "$output" | pick rating player A)" 2342
	# Z: K 20, 20 * 18 = 360 <= 700: 20 * (0 - 9) = -180
	close "$(echo "$output" | pick rating player Z)" 1820
	run rate -m elo -p fide --kn-max none -r "$T/prior.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick rating player A)" 2360
}

@test "fide: the 400 cap: a 500-point difference reads .92/.08" {
	prior H=2500=100 L=2000=100 > "$T/prior.tsv"
	games P1 H:L:1 > "$T/g.tsv"
	run rate -m elo -p fide -r "$T/prior.tsv" --history "$T/g.tsv"
	close "$(echo "$output" | col expected 1)" 0.92
	close "$(echo "$output" | col expected 2)" 0.08
}

@test "fide: We summed exactly in hundredths: 10 * (.5 - (.08 + .27)) = 1.5 rounds to 2" {
	# in doubles .08 + .27 = 0.35000000000000003 and the change 1.4999999999999996 -> 1
	prior X=2400=100="rated top" Y=2800=100 Z=2575=100 > "$T/prior.tsv"
	games P1 X:Y:d Z:X:1 > "$T/g.tsv"
	run rate -m elo -p fide -r "$T/prior.tsv" --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	# -400: .08 (the cap); -175 is in 171-179: .27
	[ "$(echo "$output" | col expected_total 1)" = 0.35 ]
	close "$(echo "$output" | col rating 1)" 2402
}

@test "fide: a newcomer rated over two events: its games counted once, so K stays 40 below 30" {
	prior A=1500=100 B=1500=100 C=1500=100 > "$T/prior.tsv"
	# T1: N plays A 3 times (3 games against rated players, fewer than 5:
	# pending); T2: N plays B 25 times and is rated (3 + 2 reach 5), T2
	# rated for N from its Rp with all its 25 games: 3 + 25 = 28 games
	set --; for i in $(seq 25); do set -- "$@" N:B:$((i % 3 ? 2 : 1)); done
	{ games T1 N:A:1 N:A:2 N:A:2; games T2 "$@" | tail -n +2 | sed 's/2020-02-01/2020-03-01/'; } > "$T/g.tsv"
	rate -m elo -p fide --round none -r "$T/prior.tsv" "$T/g.tsv" > "$T/mid.tsv"
	[ "$(pick games player N < "$T/mid.tsv")" = 28 ]
	# T3: N beats C.  With 28 games (< 30) K is 40 (the old count, 5 + 25
	# = 30, gave K 20): the change is K (W - We) with W = 1
	games T3 N:C:1 | sed 's/2020-02-01/2020-04-01/' > "$T/t3.tsv"
	rate -m elo -p fide --round none -r "$T/mid.tsv" --history "$T/t3.tsv" > "$T/h.tsv"
	k=$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		NR == 2 { printf "%.9f", ($c["rating"] - $c["before"]) / ($c["score_total"] - $c["expected_total"]) }' "$T/h.tsv")
	[ "$k" = 40.000000000 ]
	[ "$(col player 1 < "$T/h.tsv")" = N ]
}
