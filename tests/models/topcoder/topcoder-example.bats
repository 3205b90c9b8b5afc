#!/usr/bin/env bats
# The worked example of doc/rules/rapliccat.md (model topcoder), all columns
# to 1e-4 via --history.  The example was computed from starting states
# R/V/n = A 1500/300/5, B 1600/250/10, C 1400/350/2, D 2100/200/20: the
# prior ratings file topcoder-prior4.tsv sets them (a test of -r too).
# Standings: A 1st, B and C tied 2nd (ARank 2.5 each), D 4th.
load ../../helpers

hist() {
	rate -m topcoder "$@" -r "$FIX/topcoder-prior4.tsv" --history "$FIX/topcoder-game4.tsv"
}

# check COLUMN A B C D: the column of the four rows, to 1e-4
check() {
	local c=$1 i=1
	shift
	for e in "$@"; do
		close "$(echo "$output" | col "$c" $i)" "$e" 1e-4
		i=$((i + 1))
	done
}

@test "topcoder example (rapliccat, full precision): ERank, EPerf, APerf" {
	run hist
	[ "$status" -eq 0 ]
	# the example's table; ARank 1, 2.5, 2.5, 4: APerf = -Phi^-1((ARank - 1/2)/4)
	check arank 1 2.5 2.5 4
	check erank 2.967138 2.660741 3.223661 1.148460
	check eperf -0.297047 -0.100901 -0.470259 0.985803
	check aperf 1.150349 0 0 -1.150349
}

@test "topcoder example (rapliccat): PerfAs, Weight, Cap, NewR, NewV" {
	run hist
	[ "$status" -eq 0 ]
	# the example's table; AveRating 1650, CF 418.827729
	check perf_as 2106.2096 1642.2599 1596.9577 1205.3203
	# 1/(1-(0.42/(n+1)+0.18)) - 1 for n = 5, 10, 2, 20; D (2100) x 0.9
	check weight 0.333333 0.279070 0.470588 0.225000
	# 150 + 1500/(n+2), real division
	check cap 364.2857 275 525 218.1818
	check rating 1651.5524 1609.2203 1463.0265 1935.6711
	check volatility 369.3296 221.7392 302.8881 390.7311
	# the pre-game state came from the prior file
	check rating_before 1500 1600 1400 2100
	check volatility_before 300 250 350 200
	check times_before 5 10 2 20
}

@test "topcoder example with topcoder rounding: 1652/369, 1609/222, 1463/303, 1936/391" {
	run hist -p topcoder
	[ "$status" -eq 0 ]
	# doc/rules/rapliccat.md: "With topcoder rounding the stored results are ..."
	check rating 1652 1609 1463 1936
	check volatility 369 222 303 391
	# integer cap 150 + floor(1500/(n+2)): 150+214, 150+125, 150+375, 150+68
	check cap 364 275 525 218
}

@test "topcoder example: ratings stream with state columns, times and games counted" {
	run rate -m topcoder -p topcoder -r "$FIX/topcoder-prior4.tsv" "$FIX/topcoder-game4.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$(printf 'type\tplayer\trating\tgames\tstatus\tlast\tvolatility\ttimes\t_seen\t_model\t_sum')" ]
	[ "$(echo "$output" | pick rating player A)" = 1652 ]
	[ "$(echo "$output" | pick volatility player D)" = 391 ]
	# times 5 -> 6; games default to times in a prior without a games column
	[ "$(echo "$output" | pick times player A)" = 6 ]
	[ "$(echo "$output" | pick games player A)" = 6 ]
	[ "$(echo "$output" | pick last player C)" = 2024-03-02 ]
}

@test "topcoder example: value -m topcoder predicts the same ERank and EPerf" {
	# the prediction from the prior list is the example's ERank/EPerf (all four
	# are consolidated, so the rated field is the whole field)
	run value -m topcoder -r "$FIX/topcoder-prior4.tsv" "$FIX/topcoder-game4.tsv"
	[ "$status" -eq 0 ]
	check erank 2.967138 2.660741 3.223661 1.148460
	check eperf -0.297047 -0.100901 -0.470259 0.985803
}
