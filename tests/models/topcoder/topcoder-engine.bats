#!/usr/bin/env bats
# rate -m topcoder on the rating engine: the rating officer's guarantees
# (replay guard, a federation's list as prior, windows, flag ranges,
# finite numbers) and Elo-MMR's variant (--volatility-from uncapped,
# profile elo-mmr).
load ../../helpers

@test "topcoder: the same input rated twice is refused, naming line, game and prior" {
	rate -m topcoder "$FIX/topcoder-season.tsv" > "$T/r1.tsv" 2>/dev/null
	run rate -m topcoder -r "$T/r1.tsv" "$FIX/topcoder-season.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *topcoder-season.tsv:2:* ]]
	[[ "$output" == *'game "'* ]]
	[[ "$output" == *r1.tsv* ]]
	# the same last day fed again
	last=$(tail -n 1 "$FIX/topcoder-season.tsv" | cut -f 1)
	{ head -n 1 "$FIX/topcoder-season.tsv"; awk -F'\t' -v d="$last" '$1 == d' "$FIX/topcoder-season.tsv"; } > "$T/last.tsv"
	run rate -m topcoder -r "$T/r1.tsv" "$T/last.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *last.tsv:2:* ]]
}

@test "topcoder: a federation's list type player rating is a prior (listed = consolidated)" {
	# X and Y listed without volatility or times: V = --list-volatility
	# (535), times = --list-times (1): consolidated, rated together, as the
	# file with those columns written out gives
	printf 'type\tplayer\trating\nduplicat\tX\t1500\nduplicat\tY\t1400\n' > "$T/list.tsv"
	printf 'type\tplayer\trating\tvolatility\ttimes\nduplicat\tX\t1500\t535\t1\nduplicat\tY\t1400\t535\t1\n' > "$T/full.tsv"
	run rate -m topcoder -r "$T/list.tsv" "$FIX/topcoder-xy-game.tsv"
	[ "$status" -eq 0 ]
	a=$output
	run rate -m topcoder -r "$T/full.tsv" "$FIX/topcoder-xy-game.tsv"
	[ "$a" = "$output" ]
	[ "$(echo "$a" | pick times player X)" = 2 ]
	run rate -m topcoder --list-volatility 300 --list-times 0 -r "$T/list.tsv" "$FIX/topcoder-xy-game.tsv"
	[ "$(echo "$output" | pick times player X)" = 1 ]
	[ "$a" != "$output" ]
	# a list without rating (and type): all missing columns in one message
	printf 'player\tvolatility\nX\t300\n' > "$T/bad.tsv"
	run rate -m topcoder -r "$T/bad.tsv" "$FIX/topcoder-xy-game.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'"type", "rating"'* ]]
}

@test "topcoder: a windowed stream is refused, naming the window" {
	window -n 2 "$FIX/topcoder-season.tsv" > "$T/w.tsv"
	run rate -m topcoder "$T/w.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"window -n"* ]]
	[[ "$output" == *topcoder* ]]
}

@test "topcoder: flags out of range are usage errors" {
	for f in "--initial-volatility 0" "--initial-rating 1e308" "--weight-a 1.5" \
	    "--first-volatility -3" "--band1-factor 0" "--cap-scale -1" "--provisional -1" \
	    "--volatility-from both" "--list-volatility 0" "--band1 2600"; do
		run rate -m topcoder $f "$FIX/topcoder-low.tsv"
		[ "$status" -eq 2 ] || { echo "$f: $status $output"; false; }
	done
}

@test "topcoder: no inf or nan written: a huge prior is exit 1 naming the player" {
	# V = 1e200: 2V^2 overflows, CF and every PerfAs are not finite
	printf 'type\tplayer\trating\tvolatility\ttimes\nduplicat\tX\t1500\t1e200\t5\nduplicat\tY\t1500\t1e200\t5\n' > "$T/huge.tsv"
	run rate -m topcoder -r "$T/huge.tsv" "$FIX/topcoder-xy-game.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'player "X"'* || "$output" == *'player "Y"'* ]]
	[[ "$output" != *nan* || "$output" == *"came out nan"* ]]
	run rate -m topcoder --history -r "$T/huge.tsv" "$FIX/topcoder-xy-game.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" != *$'\t'nan* && "$output" != *$'\t'inf* ]]
	printf 'type\tplayer\trating\tvolatility\ttimes\nduplicat\tX\tnan\t300\t5\n' > "$T/nan.tsv"
	run rate -m topcoder -r "$T/nan.tsv" "$FIX/topcoder-xy-game.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *nan.tsv:2:3* ]]
}

@test "topcoder --volatility-from uncapped: Elo-MMR's volatility from the rating before the cap" {
	# The capped example of topcoder-rules.bats (X 1000/500 beats Y
	# 3000/100, n = 20): ratings are capped the same; the volatility
	# takes the uncapped try instead:
	#   X: try = (1000 + 0.25*2968.670073)/1.25 = 1393.734015,
	#      NewV = sqrt(393.734015^2/0.25 + 500^2/1.25) = 905.596984
	#   Y: try = (3000 + 0.2*1031.329927)/1.2 = 2671.888321,
	#      NewV = sqrt(328.111679^2/0.2 + 100^2/1.2) = 739.337340
	run rate -m topcoder --volatility-from uncapped -r "$FIX/topcoder-cap-prior.tsv" --history "$FIX/topcoder-xy-game.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rating player X)" 1218.181818
	close "$(echo "$output" | pick volatility player X)" 905.596984 1e-5
	close "$(echo "$output" | pick rating player Y)" 2781.818182
	close "$(echo "$output" | pick volatility player Y)" 739.337340 1e-5
}

@test "topcoder profile elo-mmr: new players 1500/350, everybody together, no first-volatility" {
	# two new players, A beats B: CF = sqrt(350^2) = 350, ERank 1.5,
	# EPerf 0, APerf +-0.674490; PerfAs = 1500 +- 236.071413; n = 0:
	# weight = 1/(1 - 0.6) - 1 = 1.5, cap 150 + 1500/2 = 900;
	# NewR = (1500 + 1.5*1736.071413)/2.5 = 1641.642848,
	# NewV = sqrt(141.642848^2/1.5 + 350^2/2.5) = 249.750137
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2024-01-01\tE\t1\tcf\tA\t1\n2024-01-01\tE\t1\tcf\tB\t2\n' > "$T/ab.tsv"
	run rate -m topcoder -p elo-mmr "$T/ab.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rating player A)" 1641.642848
	close "$(echo "$output" | pick volatility player A)" 249.750137
	close "$(echo "$output" | pick rating player B)" 1358.357152
	run rate -m topcoder --params
	[[ "$output" == *elo-mmr* ]]
}

@test "topcoder --threads: the numbers never depend on the number of threads" {
	# games of 700 players (244,650 pairs: above the 2^17 a block needs
	# before threads start): the pairs' erf values are made in parts by
	# each thread but summed in one order (lib/models/topcoder/topcoder.c pair_sums)
	awk -v N=700 -v G=3 -v P=800 -v seed=3 -f "$RP_TOP/bench/topcoder-gen.awk" > "$T/g.tsv"
	# threads do start (a clone each, where strace is at hand)
	if command -v strace > /dev/null; then
		# (LeakSanitizer cannot run under ptrace: off for this run only)
		ASAN_OPTIONS=detect_leaks=0 strace -f -e trace=clone,clone3 -o "$T/trace" \
		    rate -m topcoder --threads 3 "$T/g.tsv" > /dev/null
		grep -q clone "$T/trace"
	fi
	rate -m topcoder --threads 1 --history "$T/g.tsv" > "$T/one.tsv"
	for n in 2 3 7; do
		rate -m topcoder --threads "$n" --history "$T/g.tsv" | cmp - "$T/one.tsv"
	done
	run rate -m topcoder --threads 65 "$T/g.tsv"
	[ "$status" -eq 2 ]
}
