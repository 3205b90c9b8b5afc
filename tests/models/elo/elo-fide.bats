#!/usr/bin/env bats
# rate -m elo -p fide (doc/rules/fide.md): table 8.1b with the 400 cap,
# K 40 below 30 games, 20 below 2400, 10 once 2400 is reached, K*n <= 700,
# the period change rounded half away from zero.
load ../../helpers
bats_require_minimum_version 1.5.0

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
	run --separate-stderr rate -m elo -p fide -r "$T/prior.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# each wins against an equal rating: K * (1 - .50)
	close "$(echo "$output" | pick rating player A)" 2020
	close "$(echo "$output" | pick rating player B)" 2010
	close "$(echo "$output" | pick rating player C)" 2409
	close "$(echo "$output" | pick rating player D)" 2405
	# C reaches 2400 on the month's list: "top" once that list is made
	# (--period month), so the next month's K is 10
	[ "$(echo "$output" | pick _state player C)" = "rated month 202002 pend 10 at 20 games 1 base 2399" ]
	echo "$output" > "$T/r.tsv"
	games P2 C:X:2 | sed 's/2020-02-01/2020-03-01/' > "$T/g2.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/r.tsv" "$T/g2.tsv"
	# C 2409 loses to X (2399 - 10 = 2389): D 20, PD .53 (table 8.1.2, 18-25),
	# K 10 (top) * (0 - .53) = -5.3 -> -5
	close "$(echo "$output" | pick rating player C)" 2404
	[ "$(echo "$output" | pick _state player C)" = "rated top month 202003 pend -5.3 at 10 games 1 base 2409 list 202002 before 2399" ]
}

@test "fide: K stays 10 after dropping below 2400" {
	prior C=2390=100="rated top" X=2390=100 > "$T/prior.tsv"
	games P1 C:X:2 > "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/prior.tsv" "$T/g.tsv"
	# C: 10 * (0 - .5) = -5; X (never 2400): 20 * .5 = +10
	close "$(echo "$output" | pick rating player C)" 2385
	close "$(echo "$output" | pick rating player X)" 2400
}

@test "fide: the period change rounded half away from zero" {
	prior H=2435=100 L=2400=100 A=2100=100 B=2000=100 > "$T/prior.tsv"
	games P1 H:L:1 A:B:1 > "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/prior.tsv" "$T/g.tsv"
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
	run --separate-stderr rate -m elo -p fide -r "$T/prior.tsv" "$T/g.tsv"
	# 38 * (18 - 9) = 342
	close "$(echo "$output" | pick rating player A)" 2342
	# Z: K 20, 20 * 18 = 360 <= 700: 20 * (0 - 9) = -180
	close "$(echo "$output" | pick rating player Z)" 1820
	run --separate-stderr rate -m elo -p fide --kn-max none -r "$T/prior.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick rating player A)" 2360
}

@test "fide: the 400 cap: a 500-point difference reads .92/.08" {
	prior H=2500=100 L=2000=100 > "$T/prior.tsv"
	games P1 H:L:1 > "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/prior.tsv" --history "$T/g.tsv"
	close "$(echo "$output" | col expected 1)" 0.92
	close "$(echo "$output" | col expected 2)" 0.08
}

@test "fide: the 400 cap is not for players rated 2650 and above (8.3.1 since 1 October 2025)" {
	prior H=2700=100 L=2200=100 > "$T/prior.tsv"
	games P1 H:L:1 > "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide2025 -r "$T/prior.tsv" --history "$T/g.tsv"
	# H: 500 uncapped is in 485-517, .96: 10 * (1 - .96) = .4 -> 0
	close "$(echo "$output" | col expected 1)" 0.96
	close "$(echo "$output" | col rating 1)" 2700
	# L (below 2650): 400 counts, .08: 20 * (0 - .08) = -1.6 -> -2
	close "$(echo "$output" | col expected 2)" 0.08
	close "$(echo "$output" | col rating 2)" 2198
	# fide2022 caps both: H .92, 10 * .08 = .8 -> 1
	run --separate-stderr rate -m elo -p fide2022 -r "$T/prior.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick rating player H)" 2701
	# -p fide is dated: this event of 2020 is rated under the edition then
	# (fide2022's rules, the earliest there is: 2701); the same event ending
	# 2025-09-30 under fide2024's (capped as well: .92, 2701), ending
	# 2025-10-01 under fide2025's (H uncapped: .96, 2700)
	for d in 2020-02-01:2701:0.92 2025-09-30:2701:0.92 2025-10-01:2700:0.96; do
		sed "s/^2020-02-01/${d%%:*}/" "$T/g.tsv" > "$T/gd.tsv"
		run --separate-stderr rate -m elo -p fide -r "$T/prior.tsv" --history "$T/gd.tsv"
		[ "$status" -eq 0 ]
		close "$(echo "$output" | col expected 1)" "${d##*:}"
		d=${d%:*}
		close "$(echo "$output" | col rating 1)" "${d#*:}"
	done
}

@test "fide: We summed exactly in hundredths: 10 * (.5 - (.08 + .27)) = 1.5 rounds to 2" {
	# in doubles .08 + .27 = 0.35000000000000003 and the change 1.4999999999999996 -> 1
	prior X=2400=100="rated top" Y=2800=100 Z=2575=100 > "$T/prior.tsv"
	games P1 X:Y:d Z:X:1 > "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/prior.tsv" --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	# -400: .08 (the cap); -175 is in 171-179: .27
	[ "$(echo "$output" | col expected_total 1)" = 0.35 ]
	close "$(echo "$output" | col rating 1)" 2402
}

@test "fide2022: a newcomer rated over two events: its games counted once, so K stays 40 below 30" {
	prior A=1500=100 B=1500=100 C=1500=100 > "$T/prior.tsv"
	# T1: N plays A 3 times (3 games against rated players, fewer than 5:
	# pending); T2: N plays B 25 times: rated after T2 from all 28 pooled
	# games (7.1.4), T2 counting only through that rating: 28 games
	set --; for i in $(seq 25); do set -- "$@" N:B:$((i % 3 ? 2 : 1)); done
	{ games T1 N:A:1 N:A:2 N:A:2; games T2 "$@" | tail -n +2 | sed 's/2020-02-01/2020-03-01/'; } > "$T/g.tsv"
	rate -m elo -p fide2022 --round none -r "$T/prior.tsv" "$T/g.tsv" > "$T/mid.tsv"
	[ "$(pick games player N < "$T/mid.tsv")" = 28 ]
	# T3: N beats C.  With 28 games (< 30) K is 40 (the old count, 5 + 25
	# = 30, gave K 20): the change is K (W - We) with W = 1
	games T3 N:C:1 | sed 's/2020-02-01/2020-04-01/' > "$T/t3.tsv"
	rate -m elo -p fide2022 --round none -r "$T/mid.tsv" --history "$T/t3.tsv" > "$T/h.tsv"
	k=$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		NR == 2 { printf "%.9f", ($c["rating"] - $c["before"]) / ($c["score_total"] - $c["expected_total"]) }' "$T/h.tsv")
	[ "$k" = 40.000000000 ]
	[ "$(col player 1 < "$T/h.tsv")" = N ]
}

# Games of one event on a day: EVENT DAY then A:B:RES ..., no header.
event() {
	local ev=$1 day=$2 i=0; shift 2
	for x in "$@"; do
		IFS=: read -r a b res <<<"$x"; i=$((i + 1))
		case $res in 1) pa=1 pb=2 ;; 2) pa=2 pb=1 ;; d) pa=1 pb=1 ;; esac
		printf '%s\t%s\t%d\tchess\t%s\t%d\n%s\t%s\t%d\tchess\t%s\t%d\n' "$day" "$ev" $i "$a" $pa "$day" "$ev" $i "$b" $pb
	done
}
hdr() { printf 'date\tevent\tgame\ttype\tplayer\tplace\n'; }

@test "fide 2024 (8.2.2, 8.2.3): Ru = Ra + dp with two hypothetical draws against 1800, rounded" {
	printf 'type\tplayer\trating\nchess\tA\t1700\nchess\tB\t1900\nchess\tC\t2000\nchess\tD\t2100\nchess\tE\t1600\n' > "$T/list.tsv"
	{ hdr; event E1 2024-04-06 N:A:1 N:B:1 N:C:d N:D:d N:E:2; } > "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/list.tsv" --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	# 5 games against rated opponents (7.1.4), W = 3.  With the two
	# hypothetical opponents: Ra = (1700 + 1900 + 2000 + 2100 + 1600 +
	# 2 * 1800) / 7 = 12900 / 7 = 1842.857; p = (3 + 1) / 7 = .5714 -> .57,
	# dp 50: Ru = 1892.857, rounded to 1893
	[ "$(echo "$output" | col before 1)" = 1893 ]
	[ "$(echo "$output" | col rating 1)" = 1893 ]
	# the opponents' games against N are not rated (8.3.1: games against
	# rated players only; N was unrated when the event started)
	[ "$(echo "$output" | col rated 2)" = unrated ]
	[ "$(echo "$output" | col rating 2)" = 1700 ]
	run --separate-stderr rate -m elo -p fide -r "$T/list.tsv" "$T/g.tsv"
	# published at once: active, 5 games (K 40 until 30)
	[ "$(echo "$output" | pick status player N)" = active ]
	[ "$(echo "$output" | pick games player N)" = 5 ]
	[ "$(echo "$output" | pick _state player N)" = rated ]
	[ "$(echo "$output" | pick rating player E)" = 1600 ]
	# fide2022 (8.2.2-8.2.3 of 2022): Ra over the real games only, 9300 / 5
	# = 1860; 3 of 5 is one half point over 50 %: Ru = 1860 + 20 = 1880,
	# published at once; the opponents' games against N are not rated
	run --separate-stderr rate -m elo -p fide2022 -r "$T/list.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player N)" = 1880 ]
	[ "$(echo "$output" | pick status player N)" = active ]
	[ "$(echo "$output" | pick rating player A)" = 1700 ]
}

@test "fide 2024: a perfect score needs no virtual game; the initial maximum 2200" {
	printf 'type\tplayer\trating\nchess\tA\t1500\nchess\tH\t2400\n' > "$T/list.tsv"
	{ hdr; event E1 2024-04-06 N:A:1 N:A:1 N:A:1 N:A:1 N:A:1; } > "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/list.tsv" "$T/g.tsv"
	# Ra = (5 * 1500 + 3600) / 7 = 1585.714, p = 6/7 = .857 -> .86, dp 309:
	# 1894.714 -> 1895
	[ "$(echo "$output" | pick rating player N)" = 1895 ]
	{ hdr; event E1 2024-04-06 N:H:1 N:H:1 N:H:1 N:H:1 N:H:1; } > "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/list.tsv" "$T/g.tsv"
	# Ra = (5 * 2400 + 3600) / 7 = 2228.571, dp 309: 2538, at most 2200
	[ "$(echo "$output" | pick rating player N)" = 2200 ]
	run --separate-stderr rate -m elo -p fide --newcomer-max none -r "$T/list.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player N)" = 2538 ]
}

@test "fide 2024 (7.1.4): games pooled over events; an initial rating must be at least 1400" {
	printf 'type\tplayer\trating\nchess\tA\t1500\nchess\tB\t1500\n' > "$T/list.tsv"
	# 3 games in E1, 1 in E2, 1 in E3: rated after E3 from all 5
	{ hdr; event E1 2024-04-06 N:A:1 N:B:2 N:A:d
	  event E2 2024-06-01 N:B:d
	  event E3 2025-01-11 N:A:1; } > "$T/g.tsv"
	rate -m elo -p fide -r "$T/list.tsv" --history "$T/g.tsv" > "$T/h.tsv"
	rate -m elo -p fide -r "$T/list.tsv" "$T/g.tsv" > "$T/r.tsv"
	# W = 3: Ra = (7500 + 3600) / 7 = 1585.714, p = 4/7 -> .57, dp 50: 1636
	[ "$(pick rating player N < "$T/r.tsv")" = 1636 ]
	[ "$(pick games player N < "$T/r.tsv")" = 5 ]
	# after E2 N was unrated, without a number (7.1.4): 4 games waiting,
	# with their days
	head -n 9 "$T/g.tsv" > "$T/e12.tsv"
	rate -m elo -p fide -r "$T/list.tsv" "$T/e12.tsv" > "$T/mid.tsv"
	[ "$(pick status player N < "$T/mid.tsv")" = unrated ]
	[ "$(pick rating player N < "$T/mid.tsv")" = "" ]
	[ "$(pick _state player N < "$T/mid.tsv")" = "new 1500:1:2024-04-06 1500:0:2024-04-06 1500:0.5:2024-04-06 1500:0.5:2024-06-01" ]
	# and continued from it: the same bytes as one run
	{ hdr; tail -n 2 "$T/g.tsv"; } > "$T/e3.tsv"
	rate -m elo -p fide -r "$T/mid.tsv" "$T/e3.tsv" | cmp - "$T/r.tsv"
	# 4 losses and a draw: Ra 1585.714, p = 1.5/7 = .214 -> .21, dp -230:
	# 1356 is below 1400, so no rating (the games keep waiting)
	{ hdr; event E1 2024-04-06 N:A:2 N:B:2 N:A:2 N:B:2 N:A:d; } > "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/list.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick status player N)" = unrated ]
	[ "$(echo "$output" | pick rating player N)" = "" ]
	[ "$(echo "$output" | pick games player N)" = 5 ]
	[[ "$(echo "$output" | pick _state player N)" == new\ * ]]
	run --separate-stderr rate -m elo -p fide --list-min none -r "$T/list.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player N)" = 1356 ]
	[ "$(echo "$output" | pick status player N)" = active ]
}

@test "fide 2024 (7.1.4): games older than 26 months drop out of the pool" {
	printf 'type\tplayer\trating\nchess\tA\t1500\n' > "$T/list.tsv"
	# 3 games on 2021-01-10, 2 on 2023-03-15: 26 months before is
	# 2021-01-15, so the first 3 drop out and 2 games wait
	{ hdr; event E1 2021-01-10 N:A:1 N:A:1 N:A:1; event E2 2023-03-15 N:A:d N:A:d; } > "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide2025 -r "$T/list.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick status player N)" = unrated ]
	[ "$(echo "$output" | pick _state player N)" = "new 1500:0.5:2023-03-15 1500:0.5:2023-03-15" ]
	# on 2023-03-05 (cut-off 2021-01-05) all 5 count: W = 4, p = 5/7 ->
	# .71, dp 158: 1585.714 + 158 = 1743.714 -> 1744
	sed -i 's/2023-03-15/2023-03-05/' "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide2025 -r "$T/list.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player N)" = 1744 ]
	run --separate-stderr rate -m elo -p fide2025 --newcomer-months none -r "$T/list.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player N)" = 1744 ]
}

@test "fide 2024 (8.2.1): a zero score in the first event is disregarded" {
	printf 'type\tplayer\trating\nchess\tA\t1500\n' > "$T/list.tsv"
	{ hdr; event E1 2024-04-06 N:A:2 N:A:2 N:A:2
	  event E2 2024-05-04 N:A:1 N:A:d N:A:d N:A:2 N:A:2; } > "$T/g.tsv"
	rate -m elo -p fide -r "$T/list.tsv" "$T/g.tsv" 2> "$T/err" > "$T/r.tsv"
	# E1's three losses are dropped: E2 alone, W = 2: Ra 1585.714,
	# p = 3/7 = .43, dp -50: 1535.714 -> 1536, 5 games
	[ "$(pick rating player N < "$T/r.tsv")" = 1536 ]
	[ "$(pick games player N < "$T/r.tsv")" = 5 ]
	# after E1 alone N has nothing waiting: no row, said on stderr
	{ hdr; event E1 2024-04-06 N:A:2 N:A:2 N:A:2; } > "$T/e1.tsv"
	rate -m elo -p fide -r "$T/list.tsv" "$T/e1.tsv" 2> "$T/err" > "$T/r.tsv"
	[ "$(pick player player N < "$T/r.tsv")" = "" ]
	[ "$(cat "$T/err")" = "rate: 1 player(s) scored zero against rated players in their first event: disregarded (--newcomer-rule fide), no rating yet" ]
	# a zero in a later event is kept: 1 draw in E1, then 4 losses
	{ hdr; event E1 2024-04-06 N:A:d; event E2 2024-05-04 N:A:2 N:A:2 N:A:2 N:A:2; } > "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide --list-min none -r "$T/list.tsv" "$T/g.tsv"
	# W = .5: p = 1.5/7 -> .21, dp -230: 1356
	[ "$(echo "$output" | pick rating player N)" = 1356 ]
}

@test "fide 2024 (7.2.1): a rating falling below 1400 is lost; the player is a newcomer again" {
	printf 'type\tplayer\trating\nchess\tX\t1405\nchess\tY\t1405\nchess\tA\t1500\n' > "$T/list.tsv"
	{ hdr; event E1 2024-04-06 X:Y:2; } > "$T/g.tsv"
	rate -m elo -p fide -r "$T/list.tsv" "$T/g.tsv" > "$T/r.tsv" 2> "$T/err"
	# X: K 20 (30 listed games), 20 * (0 - .5) = -10: 1395 < 1400
	[ "$(pick player player X < "$T/r.tsv")" = "" ]
	grep -q "1 player(s) fell below --list-min" "$T/err"
	[ "$(pick rating player Y < "$T/r.tsv")" = 1415 ]
	# then X's games against rated players wait for 5 again
	{ hdr; event E2 2024-05-04 X:A:1 X:A:1 X:A:d X:A:d X:A:d; } > "$T/g2.tsv"
	rate -m elo -p fide -r "$T/r.tsv" "$T/g2.tsv" > "$T/r2.tsv"
	# W = 3.5: Ra 1585.714, p = 4.5/7 = .643 -> .64, dp 102: 1688
	[ "$(pick rating player X < "$T/r2.tsv")" = 1688 ]
	[ "$(pick games player X < "$T/r2.tsv")" = 5 ]
	# fide2022 has no such rule: 1395 stays
	run --separate-stderr rate -m elo -p fide2022 -r "$T/list.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player X)" = 1395 ]
}
