#!/usr/bin/env bats
# score -m matchpoints|butler|cross-imps: doc/rules/bridge-pairs.md.
load ../helpers

mp() { score -m matchpoints "$@"; }

@test "matchpoints: the lecture's boards 1-3 per board (top 12)" {
	run mp "$SHARED/bridge-seed3.tsv"
	[ "$status" -eq 0 ]
	# board 1: 690 beats 6 -> 12; 660 beats 5 -> 10; 630 x2 beat 3, tie 1 -> 7;
	# -100 beats 2 -> 4; -200 x2 tie 1 -> 1.  EW = 12 - NS.
	[ "$(echo "$output" | col mp_ns 1)" = 7 ]
	[ "$(echo "$output" | col mp_ns 2)" = 12 ]
	[ "$(echo "$output" | col mp_ns 3)" = 10 ]
	[ "$(echo "$output" | col mp_ns 4)" = 4 ]
	[ "$(echo "$output" | col mp_ns 5)" = 7 ]
	[ "$(echo "$output" | col mp_ns 6)" = 1 ]
	[ "$(echo "$output" | col mp_ns 7)" = 1 ]
	[ "$(echo "$output" | col mp_ew 2)" = 0 ]
	[ "$(echo "$output" | col top 1)" = 12 ]
	# board 2: -100 beats 3 -> 6; 50 x3 beat 4, tie 2 -> 10; -200 x2: 2 + 1 = 3; -500: 0
	[ "$(echo "$output" | col mp_ns 8)" = 6 ]
	[ "$(echo "$output" | col mp_ns 9)" = 10 ]
	[ "$(echo "$output" | col mp_ns 11)" = 3 ]
	[ "$(echo "$output" | col mp_ns 12)" = 0 ]
	# board 3: 170 x2: 8 + 1 = 9; 140 x2: 4 + 1 = 5; 200: 12; 90: 0; 110: 2
	[ "$(echo "$output" | col mp_ns 15)" = 9 ]
	[ "$(echo "$output" | col mp_ns 17)" = 5 ]
	[ "$(echo "$output" | col mp_ns 19)" = 12 ]
	[ "$(echo "$output" | col mp_ns 20)" = 0 ]
	[ "$(echo "$output" | col mp_ns 21)" = 2 ]
	# percentages of the top: 7/12
	close "$(echo "$output" | col pct_ns 1)" 58.3333333333
}

@test "matchpoints: check sum 42 = 6 x 7 on each of the lecture's boards" {
	run mp "$SHARED/bridge-seed3.tsv"
	for b in 1 2 3; do
		s=$(echo "$output" | awk -F'\t' -v b=$b 'NR > 1 && $1 == b { s += $6 } END { print s }')
		[ "$s" = 42 ]
	done
}

@test "matchpoints: --scale acbl halves everything, top n - 1 = 6" {
	run mp --scale acbl "$SHARED/bridge-seed3.tsv"
	[ "$(echo "$output" | col top 1)" = 6 ]
	# 630 on board 1: 3 beaten + 1/2 tie = 3.5
	[ "$(echo "$output" | col mp_ns 1)" = 3.5 ]
	[ "$(echo "$output" | col mp_ew 1)" = 2.5 ]
}

@test "neuberg: the lecture's N = 8, n = 7 (one average)" {
	run mp "$FIX/bridge-neuberg8.tsv"
	[ "$status" -eq 0 ]
	# top 2(8-1) = 14.  Y = (X + 1) 8/7 - 1.
	# 620: X = 6 -> 7.00, EW 7
	close "$(echo "$output" | pick mp_ns ns 16)" 7
	close "$(echo "$output" | pick mp_ew ns 16)" 7
	# 660: X = 12 -> 13 * 8/7 - 1 = 13.857143, EW 0.142857
	close "$(echo "$output" | pick mp_ns ns 11)" 13.857142857
	# 630: X = 8 + 1 = 9 -> 10 * 8/7 - 1 = 10.428571 (EW 3.571429)
	close "$(echo "$output" | pick mp_ns ns 5)" 10.428571429
	close "$(echo "$output" | pick mp_ew ns 5)" 3.571428571
	# -100: X = 2 + 1 = 3 -> 4 * 8/7 - 1 = 3.571429
	close "$(echo "$output" | pick mp_ns ns 10)" 3.571428571
	# -200: X = 0 -> 8/7 - 1 = 0.142857, EW 13.857143
	close "$(echo "$output" | pick mp_ns ns 9)" 0.142857143
	close "$(echo "$output" | pick mp_ew ns 9)" 13.857142857
	# the average: 50 % of 14 = 7 each
	[ "$(echo "$output" | pick mp_ns ns 14)" = 7 ]
	[ "$(echo "$output" | pick mp_ew ns 14)" = 7 ]
}

@test "neuberg: the lecture's older hand method, k averages: Y = X + 1 (1 .. 13)" {
	run mp --missing k-averages "$FIX/bridge-neuberg8.tsv"
	# the lecture's slide: 660 -> 13, -100 -> 4, 630 -> 10, -200 -> 1, 620 -> 7
	[ "$(echo "$output" | pick mp_ns ns 11)" = 13 ]
	[ "$(echo "$output" | pick mp_ns ns 10)" = 4 ]
	[ "$(echo "$output" | pick mp_ns ns 5)" = 10 ]
	[ "$(echo "$output" | pick mp_ns ns 9)" = 1 ]
	[ "$(echo "$output" | pick mp_ns ns 16)" = 7 ]
}

@test "neuberg: public vector, 10 results of 11 (one NP row, or --results 11)" {
	run mp "$FIX/bridge-neuberg11.tsv"
	[ "$status" -eq 0 ]
	# X = 18, 16, ..., 0 -> (X + 1) 11/10 - 1 = 19.9, 17.7, ..., 0.1; top 20
	close "$(echo "$output" | col mp_ns 1)" 19.9
	close "$(echo "$output" | col mp_ns 2)" 17.7
	close "$(echo "$output" | col mp_ns 3)" 15.5
	close "$(echo "$output" | col mp_ns 5)" 11.1
	close "$(echo "$output" | col mp_ns 9)" 2.3
	close "$(echo "$output" | col mp_ns 10)" 0.1
	close "$(echo "$output" | col mp_ew 10)" 19.9
	[ "$(echo "$output" | col top 1)" = 20 ]
	# the NP row: empty, not invented
	[ "$(echo "$output" | col mp_ns 11)" = "" ]
	grep -v NP "$FIX/bridge-neuberg11.tsv" > "$T/ten.tsv"
	run mp --results 11 "$T/ten.tsv"
	close "$(echo "$output" | col mp_ns 1)" 19.9
	close "$(echo "$output" | col mp_ns 10)" 0.1
}

@test "small groups of a fouled board: 60; 65/55; 70/60/50 shared; equal 60" {
	run mp "$FIX/bridge-fouled.tsv"
	[ "$status" -eq 0 ]
	# N = 8, top 14.  Group a (one result): both 60 % = 8.4
	close "$(echo "$output" | pick pct_ns ns 1)" 60
	close "$(echo "$output" | pick pct_ew ns 1)" 60
	close "$(echo "$output" | pick mp_ns ns 1)" 8.4
	# group b (200, 150): 65 / 55 for NS, the mirror for EW
	close "$(echo "$output" | pick pct_ns ns 3)" 65
	close "$(echo "$output" | pick pct_ew ns 3)" 55
	close "$(echo "$output" | pick pct_ns ns 5)" 55
	close "$(echo "$output" | pick pct_ew ns 5)" 65
	# group c (300, 300, 100): the 300s share (70 + 60)/2 = 65, 100 gets 50;
	# EW: 100 is best for EW: 70; the 300s share (60 + 50)/2 = 55
	close "$(echo "$output" | pick pct_ns ns 7)" 65
	close "$(echo "$output" | pick pct_ns ns 9)" 65
	close "$(echo "$output" | pick pct_ns ns 11)" 50
	close "$(echo "$output" | pick pct_ew ns 11)" 70
	close "$(echo "$output" | pick pct_ew ns 7)" 55
	# group d (50, 50): equal, 60 % each
	close "$(echo "$output" | pick pct_ns ns 13)" 60
	close "$(echo "$output" | pick pct_ew ns 15)" 60
}

@test "small groups: --small-groups neuberg scales them instead" {
	run mp --small-groups neuberg "$FIX/bridge-fouled.tsv"
	# group b, n = 2, N = 8: 200 has X = 2 -> (2 + 1) 8/2 - 1 = 11
	close "$(echo "$output" | pick mp_ns ns 3)" 11
	# group a, n = 1: X = 0 -> 8 - 1 = 7 = the average
	close "$(echo "$output" | pick mp_ns ns 1)" 7
}

@test "a board with every result equal: average for all" {
	printf 'board\tns\tew\tscore\n4\t1\t2\t420\n4\t3\t4\t420\n4\t5\t6\t420\n4\t7\t8\t420\n' > "$T/eq.tsv"
	run mp "$T/eq.tsv"
	# 4 results, top 6: each ties 3 -> 3 = 50 %
	for r in 1 2 3 4; do
		[ "$(echo "$output" | col mp_ns $r)" = 3 ]
		[ "$(echo "$output" | col pct_ew $r)" = 50 ]
	done
	run score -m butler "$T/eq.tsv"
	[ "$(echo "$output" | col datum 1)" = 420 ]
	[ "$(echo "$output" | col imp_ns 3)" = 0 ]
	run score -m cross-imps "$T/eq.tsv"
	[ "$(echo "$output" | col imp_ew 2)" = 0 ]
}

@test "butler: the lecture's boards 1-3 (discard 2 each side)" {
	run score -m butler --discard 2 --datum-round truncate "$SHARED/bridge-seed3.tsv"
	[ "$status" -eq 0 ]
	# board 1: mean of -100, 630, 630 = 386.67 -> 380 truncated, as the
	# lecture's slide shows (nearest, the default, gives 390 and the same IMPs)
	[ "$(echo "$output" | col datum 1)" = 380 ]
	# board 2: mean of -200, -100, 50 = -83.3 -> -80; board 3: 140, 140, 170 -> 150
	[ "$(echo "$output" | col datum 8)" = -80 ]
	[ "$(echo "$output" | col datum 15)" = 150 ]
	# per pair (boards 1, 2, 3): 14: 6, -1, 1;  10: 7, 4, 1;  6: 6, -9, 2;  4: -11, 4, -2
	# e.g. 630 - 380 = 250 -> 6;  -500 + 80 = -420 -> -9;  90 - 150 = -60 -> -2
	[ "$(echo "$output" | pick imp_ns ns 14 | tr '\n' ' ')" = "6 -1 1 " ]
	[ "$(echo "$output" | pick imp_ns ns 10 | tr '\n' ' ')" = "7 4 1 " ]
	[ "$(echo "$output" | pick imp_ns ns 11 | tr '\n' ' ')" = "7 4 0 " ]
	[ "$(echo "$output" | pick imp_ns ns 3 | tr '\n' ' ')" = "-10 -3 0 " ]
	[ "$(echo "$output" | pick imp_ns ns 6 | tr '\n' ' ')" = "6 -9 2 " ]
	[ "$(echo "$output" | pick imp_ns ns 4 | tr '\n' ' ')" = "-11 4 -2 " ]
	[ "$(echo "$output" | pick imp_ns ns 7 | tr '\n' ' ')" = "-11 -3 -1 " ]
	[ "$(echo "$output" | pick imp_ew ns 7 | tr '\n' ' ')" = "11 3 1 " ]
}

@test "butler: public vector, discard 1: datum 302.5 -> 300" {
	printf 'board\tns\tew\tscore\n1\t1\t2\t450\n1\t3\t4\t420\n1\t5\t6\t-800\n1\t7\t8\t-50\n1\t9\t10\t420\n1\t11\t12\t420\n' > "$T/b.tsv"
	run score -m butler --discard 1 "$T/b.tsv"
	# drop 450 and -800: (420 - 50 + 420 + 420)/4 = 302.5 -> 300
	[ "$(echo "$output" | col datum 1)" = 300 ]
	# 150 -> 4; 120 -> 3; -1100 -> -15; -350 -> -8
	[ "$(echo "$output" | col imp_ns 1)" = 4 ]
	[ "$(echo "$output" | col imp_ns 2)" = 3 ]
	[ "$(echo "$output" | col imp_ns 3)" = -15 ]
	[ "$(echo "$output" | col imp_ns 4)" = -8 ]
	[ "$(echo "$output" | col imp_ns 6)" = 3 ]
	run score -m butler --discard 1 --datum-round none "$T/b.tsv"
	[ "$(echo "$output" | col datum 1)" = 302.5 ]
	# 450 - 302.5 = 147.5: reached 130, not 170 -> 4
	[ "$(echo "$output" | col imp_ns 1)" = 4 ]
}

@test "butler: the datum to the nearest 10 by default, --datum-round truncate on an exact 5" {
	printf 'board\tns\tew\tscore\n1\t1\t2\t100\n1\t3\t4\t110\n2\t1\t2\t-100\n2\t3\t4\t-110\n' > "$T/r.tsv"
	# 105 -> 110 (half away from zero, as the ABF's published datums: -445
	# -> -450, 35 -> 40); -105 -> -110.  The default and the flag agree.
	for flag in "" "--datum-round nearest"; do
		run score -m butler --discard 0 $flag "$T/r.tsv"
		[ "$(echo "$output" | col datum 1)" = 110 ]
		[ "$(echo "$output" | col datum 3)" = -110 ]
	done
	run score -m butler --discard 0 --datum-round truncate "$T/r.tsv"
	[ "$(echo "$output" | col datum 1)" = 100 ]
	[ "$(echo "$output" | col datum 3)" = -100 ]
}

@test "cross-imps: public vector 620, 170, 140, 140, -100" {
	printf 'board\tns\tew\tscore\n1\t1\t2\t620\n1\t3\t4\t170\n1\t5\t6\t140\n1\t7\t8\t140\n1\t9\t10\t-100\n' > "$T/c.tsv"
	run score -m cross-imps "$T/c.tsv"
	[ "$status" -eq 0 ]
	# 620: 450 -> 10, 480 -> 10, 480 -> 10, 720 -> 12: 42/4 = 10.5
	[ "$(echo "$output" | col imp_ns 1)" = 10.5 ]
	# 170: -10 + 1 + 1 + 7 (270) = -1 -> -0.25
	[ "$(echo "$output" | col imp_ns 2)" = -0.25 ]
	# 140: -10 - 1 + 0 + 6 (240) = -5 -> -1.25
	[ "$(echo "$output" | col imp_ns 3)" = -1.25 ]
	[ "$(echo "$output" | col imp_ns 4)" = -1.25 ]
	# -100: -12 - 7 - 6 - 6 = -31 -> -7.75
	[ "$(echo "$output" | col imp_ns 5)" = -7.75 ]
	[ "$(echo "$output" | col imp_ew 5)" = 7.75 ]
	run score -m cross-imps --total "$T/c.tsv"
	[ "$(echo "$output" | col imp_ns 1)" = 42 ]
}

@test "cross-imps: --cap 17 caps each comparison" {
	printf 'board\tns\tew\tscore\n1\t1\t2\t2220\n1\t3\t4\t-1100\n' > "$T/c.tsv"
	run score -m cross-imps "$T/c.tsv"
	# 3320 -> 22 IMPs
	[ "$(echo "$output" | col imp_ns 1)" = 22 ]
	run score -m cross-imps --cap 17 "$T/c.tsv"
	[ "$(echo "$output" | col imp_ns 1)" = 17 ]
	[ "$(echo "$output" | col imp_ns 2)" = -17 ]
}

@test "artificial scores at IMPs: +3 / 0 / -3, left out of the datum" {
	printf 'board\tns\tew\tscore\n1\t1\t2\t100\n1\t3\t4\t200\n1\t5\t6\t300\n1\t7\t8\tA+/A-\n1\t9\t10\tA/A\n1\t11\t12\tNP\n' > "$T/a.tsv"
	run score -m butler --discard 0 "$T/a.tsv"
	# datum of 100, 200, 300 = 200
	[ "$(echo "$output" | col datum 1)" = 200 ]
	[ "$(echo "$output" | col imp_ns 4)" = 3 ]
	[ "$(echo "$output" | col imp_ew 4)" = -3 ]
	[ "$(echo "$output" | col imp_ns 5)" = 0 ]
	[ "$(echo "$output" | col imp_ns 6)" = "" ]
	printf 'board\tns\tew\tscore\n1\t1\t2\t100\n1\t3\t4\tA55/45\n' > "$T/a.tsv"
	run score -m butler "$T/a.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"a.tsv:3: artificial score 55% has no IMP equivalent"* ]]
}

@test "score: a bad score and a split board are errors with line numbers" {
	printf 'board\tns\tew\tscore\n1\t1\t2\t100\n1\t3\t4\tx\n' > "$T/e.tsv"
	run mp "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"e.tsv:3:4: column \"score\""* ]]
	printf 'board\tns\tew\tscore\n1\t1\t2\t100\n2\t3\t4\t100\n1\t5\t6\t100\n' > "$T/e.tsv"
	run mp "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"e.tsv:4: board \"1\" again after other boards"* ]]
}

@test "butler: --datum-round truncate gives the slide's own datums 380, -80, 150" {
	run score -m butler --discard 2 --datum-round truncate "$SHARED/bridge-seed3.tsv"
	# 386.67 -> 380 (toward zero), -83.3 -> -80, 150
	[ "$(echo "$output" | col datum 1)" = 380 ]
	[ "$(echo "$output" | col datum 8)" = -80 ]
	[ "$(echo "$output" | col datum 15)" = 150 ]
	# the same IMPs as against 390: 630 - 380 = 250 -> 6; -200 - 380 = -580 -> -11
	[ "$(echo "$output" | col imp_ns 1)" = 6 ]
	[ "$(echo "$output" | col imp_ns 6)" = -11 ]
}

@test "IMP scale (Law 78B): both ends of every band, from Law 78B's table" {
	# band k: lowest and highest difference worth k IMPs, as Law 78B lists them
	bands="0:0:10 1:20:40 2:50:80 3:90:120 4:130:160 5:170:210 6:220:260 7:270:310
	8:320:360 9:370:420 10:430:490 11:500:590 12:600:740 13:750:890 14:900:1090
	15:1100:1290 16:1300:1490 17:1500:1740 18:1750:1990 19:2000:2240 20:2250:2490
	21:2500:2990 22:3000:3490 23:3500:3990 24:4000:7600"
	{
		printf 'board\tns\tew\tscore\n'
		b=0
		for band in $bands; do
			for d in $(echo "$band" | cut -d: -f2-3 | tr : ' '); do
				b=$((b + 1))
				printf '%d\t1\t2\t%d\n%d\t3\t4\t0\n' $b $d $b
			done
		done
	} > "$T/imps.tsv"
	# cross-IMPs of two results: each is IMP(difference) / 1
	score -m cross-imps "$T/imps.tsv" | awk -F'\t' 'NR > 1 && $2 == 1 { print $5 }' > "$T/got"
	for band in $bands; do k=${band%%:*}; echo "$k"; echo "$k"; done > "$T/want"
	diff "$T/want" "$T/got"
}

# 40,000 results on one board, in two groups (a fouled board's versions)
# with some NP rows: matchpoints by counting, straight from the rule,
# X = 2 (results of the group below) + 1 (equal ones, itself not), then
# Neuberg onto the board's N = 40,000 rows: Y = ((X + 1) N - n) / n for
# a group of n.  Sorting made this 0.1 s (comparing every pair took 9 s
# of CPU); `timeout` lies between the two.
@test "score -m matchpoints: a board of 40,000 results in two groups against counting" {
	awk 'BEGIN {
		srand(19)
		print "board\tns\tew\tscore\tgroup"
		for (t = 1; t <= 40000; t++)
			printf "1\t%d\t%d\t%s\tv%d\n", t, t + 40000, rand() < 0.01 ? "NP" : (int(rand() * 40) - 20) * 10, t % 2
	}' > "$T/big.tsv"
	timeout 8 score -m matchpoints "$T/big.tsv" > "$T/out.tsv"
	awk -F'\t' '
	FNR == 1 { f++; next }
	f == 1 && $4 != "NP" { c[$5, $4]++; n[$5]++ }
	f == 2 {
		rows++
		if ($4 == "NP") { if ($7 != "") bad++; next }
		below = 0
		for (k in c) { split(k, p, SUBSEP); if (p[1] == $5 && p[2] + 0 < $4 + 0) below += c[k] }
		X = 2 * below + c[$5, $4] - 1
		Y = ((X + 1) * 40000 - n[$5]) / n[$5]
		d = $7 - Y; if (d < 0) d = -d
		if (d > 1e-9 || $6 != 79998) { print "row " FNR ": mp_ns " $7 ", expected " Y; bad++ }
	}
	END { exit bad > 0 || rows != 40000 }' "$T/big.tsv" "$T/out.tsv"
}

# A board whose first row is not a result (NP, or an artificial score)
# is scored on its real rows like any other: the group of real rows is
# named by its first real row, whatever comes before it.  Until then an
# NP or A row first on the board gave every real result 0 under all three
# methods.  Five real results, N = 6 rows (the NP counts, as on a board
# not played at one table): 650 x2, 620, 170, -100.
# matchpoints, X among the five: 650 beats 3 and ties 1 -> 7; 620 -> 4;
# 170 -> 2; -100 -> 0.  Neuberg Y = (X + 1) 6/5 - 1: 8.6, 5, 2.6, 0.2;
# EW X = 8 - X: 1 -> 1.4, 4 -> 5, 6 -> 7.4, 8 -> 9.8.  Top 10.
# butler (one dropped at each end): 620, 650, 170 -> mean 480 -> datum
# 480: 650 +170 -> 5, 620 +140 -> 4, 170 -310 -> -7, -100 -580 -> -11.
# cross-imps: 650 vs 650, 620, 170, -100 (differences 0, 30, 480, 750):
# 0 + 1 + 10 + 13 = 24 / 4 = 6; 620: -1 -1 +10 +12 = 20 / 4 = 5;
# 170: -10 -10 -10 +7 = -23 / 4 = -5.75; -100: -13 -13 -12 -7 = -11.25.
@test "score: an NP or artificial row first on a board leaves its real results scored" {
	for first in NP A A+/A-; do
		printf 'board\tns\tew\tscore\n1\t9\t19\t%s\n1\t1\t11\t650\n1\t2\t12\t650\n1\t3\t13\t620\n1\t4\t14\t170\n1\t5\t15\t-100\n' \
			"$first" > "$T/b.tsv"
		run score -m matchpoints "$T/b.tsv"
		[ "$status" -eq 0 ]
		close "$(echo "$output" | pick mp_ns ns 1)" 8.6
		close "$(echo "$output" | pick mp_ew ns 1)" 1.4
		close "$(echo "$output" | pick mp_ns ns 3)" 5
		close "$(echo "$output" | pick mp_ns ns 4)" 2.6
		close "$(echo "$output" | pick mp_ew ns 4)" 7.4
		close "$(echo "$output" | pick mp_ns ns 5)" 0.2
		close "$(echo "$output" | pick mp_ew ns 5)" 9.8
		run score -m butler "$T/b.tsv"
		[ "$(echo "$output" | pick datum ns 1)" = 480 ]
		[ "$(echo "$output" | pick imp_ns ns 1)" = 5 ]
		[ "$(echo "$output" | pick imp_ns ns 3)" = 4 ]
		[ "$(echo "$output" | pick imp_ns ns 4)" = -7 ]
		[ "$(echo "$output" | pick imp_ns ns 5)" = -11 ]
		run score -m cross-imps "$T/b.tsv"
		[ "$(echo "$output" | pick imp_ns ns 1)" = 6 ]
		[ "$(echo "$output" | pick imp_ns ns 3)" = 5 ]
		[ "$(echo "$output" | pick imp_ns ns 4)" = -5.75 ]
		[ "$(echo "$output" | pick imp_ns ns 5)" = -11.25 ]
	done
}

# Issue 25's real case: board 3 of an ABF club session (Compscore3,
# tests/fixtures/README.md) starts with its A5050 line.  21 lines, 20 real
# results: matchpoints among the 20 (X), Neuberg to 21, Y = (X + 1) 21/20 - 1,
# top 40; published to 0.1 with an exact 0.05 towards the average 20
# (37.85 -> 37.8 for NS, 2.15 -> 2.2 for EW), as the EBU's scorers round.
# -650 twelve times: X = 2 x 4 + 11 = 19 -> 20; -620 three times: X = 2 x 17
# + 2 = 36 -> 37.85; -630: X = 32 -> 33.65; -660 twice: 5 -> 5.3; -680 twice:
# 1 -> 1.1.  Every one of them was 0 before the fix.
@test "score: a real board starting with an A5050 line gives the 20 published results" {
	run score -m matchpoints "$FIX/bridge-abf-board3.tsv"
	[ "$status" -eq 0 ]
	echo "$output" | awk -F'\t' '
	function shown(x,   k, f) {
		k = x * 10; f = k - int(k)
		if (f > 0.5 - 1e-9 && f < 0.5 + 1e-9) return (x > 20 ? int(k) : int(k) + 1) / 10
		return sprintf("%.1f", x) + 0
	}
	NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
	$c["score"] ~ /^A/ { next }
	{ n++; if (shown($c["mp_ns"]) == $c["pub_ns"] + 0 && shown($c["mp_ew"]) == $c["pub_ew"] + 0) ok++ }
	END { print ok "/" n; exit !(ok == 20 && n == 20) }'
}
