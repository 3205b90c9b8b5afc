#!/usr/bin/env bats
# rate -m topcoder: the FISC's consolidated/new rule, weight bands, the
# cap, one-player games, integer rounding, continuation with -r.
# Every number below is derived in the comment beside it from the
# formulas of doc/rules/rapliccat.md (steps 1-12).  Phi^-1(0.25) = -0.6744897502,
# Phi^-1(1/6) = -0.9674215661.  Weight(n) = 1/(1-(0.42/(n+1)+0.18)) - 1:
# Weight(0) = 1.5, Weight(5) = 1/3, Weight(20) = 0.25.
load ../../helpers

@test "topcoder: consolidated players rated on their virtual standings" {
	# X, Y: 1500/300, n = 5 (prior); N new.  Standings X 1, N 2, Y 3.
	# Virtual list X 1, Y 2 (m = 2): WP = 1/2, ERank = 1.5, EPerf = 0;
	# CF = sqrt((300^2+300^2)/2 + 0/1) = 300; APerf X = -Phi^-1(0.5/2) = 0.6744898
	# PerfAs X = 1500 + 300*0.6744898 = 1702.346925
	# NewR X = (1500 + 1702.346925/3)/(4/3) = 1550.586731
	# NewV X = sqrt(50.586731^2*3 + 300^2*0.75) = 274.184340; Y mirrors X.
	run rate -m topcoder -r "$FIX/topcoder-xy-prior.tsv" --history "$FIX/topcoder-mixed.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick arank player Y)" 2
	close "$(echo "$output" | pick erank player X)" 1.5
	close "$(echo "$output" | pick perf_as player X)" 1702.346925
	close "$(echo "$output" | pick rating player X)" 1550.586731
	close "$(echo "$output" | pick volatility player X)" 274.184340
	close "$(echo "$output" | pick rating player Y)" 1449.413269
	close "$(echo "$output" | pick volatility player Y)" 274.184340
}

@test "topcoder: ties survive the virtual standings" {
	# N 1st, X and Y tied 2nd, M 4th; X, Y (1500/300, n = 5) are the only
	# consolidated players: virtual list X 1, Y 1 -> ARank 1.5 each, m = 2.
	# ERank 1.5, EPerf = APerf = 0, PerfAs = R, NewR = (R + W R)/(1 + W) = 1500,
	# NewV = sqrt(0 + 300^2/(1 + 1/3)) = 259.807621.  N and M: whole field, ARank 1 and 4.
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n' > "$T/tie.tsv"
	for r in N:1 X:2 Y:2 M:4; do
		printf '2024-02-01\to\t1\tduplicat\t%s\t%s\n' "${r%:*}" "${r#*:}" >> "$T/tie.tsv"
	done
	run rate -m topcoder -r "$FIX/topcoder-xy-prior.tsv" --history "$T/tie.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick arank player X)" 1.5
	close "$(echo "$output" | pick arank player Y)" 1.5
	close "$(echo "$output" | pick rating player X)" 1500
	close "$(echo "$output" | pick volatility player Y)" 259.807621
	close "$(echo "$output" | pick arank player N)" 1
	close "$(echo "$output" | pick arank player M)" 4
}

@test "topcoder: a new player is rated on the whole standings" {
	# N: 1200/535, n = 0, against X, Y at 1500/300, m = 3, ARank 2.
	# AveRating 1400; CF = sqrt((300^2+535^2+300^2)/3 + (100^2+200^2+100^2)/2) = 430.590680
	# WP(X over N) = (erf(300/sqrt(2*(300^2+535^2))) + 1)/2 = 0.687614
	# ERank = 1/2 + 1/2 + 2*0.687614 = 2.375229; EPerf = -Phi^-1(1.875229/3) = -0.318841
	# APerf = -Phi^-1(1.5/3) = 0; PerfAs = 1200 + 430.590680*0.318841 = 1337.289789
	# Weight(0) = 1.5, Cap = 150 + 1500/2 = 900
	# NewR = (1200 + 1.5*1337.289789)/2.5 = 1282.373874
	# NewV = sqrt(82.373874^2/1.5 + 535^2/2.5) = 344.983531
	run rate -m topcoder -r "$FIX/topcoder-xy-prior.tsv" --history "$FIX/topcoder-mixed.tsv"
	close "$(echo "$output" | pick arank player N)" 2
	close "$(echo "$output" | pick erank player N)" 2.375229
	close "$(echo "$output" | pick eperf player N)" -0.318841
	close "$(echo "$output" | pick perf_as player N)" 1337.289789
	close "$(echo "$output" | pick weight player N)" 1.5
	close "$(echo "$output" | pick cap player N)" 900
	close "$(echo "$output" | pick rating player N)" 1282.373874
	close "$(echo "$output" | pick volatility player N)" 344.983531
}

@test "topcoder: games, times and last of the prior carry on" {
	run rate -m topcoder -r "$FIX/topcoder-xy-prior.tsv" "$FIX/topcoder-mixed.tsv"
	[ "$status" -eq 0 ]
	# X: games 7 + 1, times 5 + 1; N: first game
	[ "$(echo "$output" | pick games player X)" = 8 ]
	[ "$(echo "$output" | pick times player X)" = 6 ]
	[ "$(echo "$output" | pick times player N)" = 1 ]
	[ "$(echo "$output" | pick last player Y)" = 2024-02-01 ]
}

@test "topcoder: --newcomers together rates everybody on the whole standings" {
	# Y then has ARank 3 of 3 instead of 2 of 2; NewR 1378.914771 (not 1449.413269):
	# ERank Y = 1/2 + 1/2 + WP(X over Y) 1/2 + WP(N over Y) 0.312386 = 1.812386
	# PerfAs = 1500 + 430.590680*(-0.967422 - 0.157408) = 1015.659084
	# NewR = (3*1500 + 1015.659084)/4 = 1378.914771
	run rate -m topcoder --newcomers together -r "$FIX/topcoder-xy-prior.tsv" --history "$FIX/topcoder-mixed.tsv"
	close "$(echo "$output" | pick arank player Y)" 3
	close "$(echo "$output" | pick erank player Y)" 1.812386
	close "$(echo "$output" | pick rating player Y)" 1378.914771
}

@test "topcoder profile: a newcomer starts at 1200/515 and gets V = 385" {
	# N: CF = sqrt((300^2+515^2+300^2)/3 + 30000) = 422.384106,
	# WP(X over N) = (erf(300/sqrt(2*(300^2+515^2))) + 1)/2, ERank 2.385281,
	# EPerf -0.327690, PerfAs = 1200 + 422.384106*0.327690 = 1338.411199,
	# NewR = (1200 + 1.5*1338.411199)/2.5 = 1283.05 -> 1283; V fixed at 385
	run rate -m topcoder -p topcoder -r "$FIX/topcoder-xy-prior.tsv" --history "$FIX/topcoder-mixed.tsv"
	[ "$(echo "$output" | pick volatility_before player N)" = 515 ]
	close "$(echo "$output" | pick erank player N)" 2.385281
	[ "$(echo "$output" | pick rating player N)" = 1283 ]
	[ "$(echo "$output" | pick volatility player N)" = 385 ]
}

@test "topcoder: one consolidated player among newcomers is rated on the whole standings" {
	# X 1500/300 n = 5 is 3rd after N1, N2 (1200/535): ARank 3 of m = 3 (a
	# virtual list of one would make it 1 of 1).  AveRating 1300;
	# CF = sqrt((2*535^2 + 300^2)/3 + (2*100^2 + 200^2)/2) = 500.816001
	# ERank X = 1 + 2*WP(N over X) = 1 + 2*0.312386 = 1.624771;
	# EPerf = -Phi^-1(1.124771/3) = 0.318841; APerf = -Phi^-1(2.5/3) = -0.967422
	# PerfAs = 1500 + 500.816001*(-1.286262) = 855.819328
	# NewR = (3*1500 + 855.819328)/4 = 1338.954832
	# NewV = sqrt(161.045168^2*3 + 300^2*0.75) = 381.191079
	run rate -m topcoder -r "$FIX/topcoder-xy-prior.tsv" --history "$FIX/topcoder-one-consolidated.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick arank player X)" 3
	close "$(echo "$output" | pick erank player X)" 1.624771
	close "$(echo "$output" | pick perf_as player X)" 855.819328
	close "$(echo "$output" | pick rating player X)" 1338.954832
	close "$(echo "$output" | pick volatility player X)" 381.191079
	# N1: ERank = 1/2 + 1/2 + 1/2 + WP(X over N1) 0.687614 = 2.187614, ARank 1
	close "$(echo "$output" | pick erank player N1)" 2.187614
	close "$(echo "$output" | pick arank player N1)" 1
}

@test "topcoder: weight x0.9 from 2000 and x0.8 from 2500 (boundaries included)" {
	# n = 5 for all: Weight(5) = 1/3; L 1999.99 -> 1/3, M 2000 -> 0.3, H 2500 -> 0.266667
	run rate -m topcoder -r "$FIX/topcoder-bands-prior.tsv" --history "$FIX/topcoder-bands.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick weight player L)" 0.333333
	close "$(echo "$output" | pick weight player M)" 0.3
	close "$(echo "$output" | pick weight player H)" 0.266667
}

@test "topcoder: a player climbing across 2000 and 2500 changes weight band" {
	# P 1900/400 n = 1 wins three games against Q, S (2900/100, n = 30).
	# Game 1: P below 2000, Weight(1) = 1/(1-0.39) - 1 = 0.639344; NewR 2368.307890
	# (CF 627.162924, ERank 2.984707, EPerf -0.947216, APerf -Phi^-1(0.5/3) = 0.967422,
	#  PerfAs 3100.789460, (1900 + 0.639344*3100.789460)/1.639344 = 2368.307890)
	# Game 2: P in [2000, 2500): Weight(2)*0.9 = (1/0.68 - 1)*0.9 = 0.423529; NewR 2574.406785
	# Game 3: P from 2500: Weight(3)*0.8 = (1/0.715 - 1)*0.8 = 0.318881
	# S, at 2900 then 2759.47: Weight(30)*0.8 = 0.24*0.8 = 0.192 in game 1
	run rate -m topcoder -r "$FIX/topcoder-climb-prior.tsv" --history "$FIX/topcoder-climb.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | col weight 1)" 0.639344
	close "$(echo "$output" | col rating 1)" 2368.307890
	close "$(echo "$output" | col rating_before 4)" 2368.307890
	close "$(echo "$output" | col weight 4)" 0.423529
	close "$(echo "$output" | col rating_before 7)" 2574.406785
	close "$(echo "$output" | col weight 7)" 0.318881
	close "$(echo "$output" | col weight 3)" 0.192
}

@test "topcoder: a capped change, the volatility from the capped rating" {
	# X 1000/500 beats Y 3000/100, both n = 20.  CF = sqrt(260000/2 + 2*1000^2) = 1459.451952
	# ERank X = 1 + (erf(2000/sqrt(2*260000)) + 1)/2 = 1.999956; EPerf -0.674421, APerf 0.674490
	# PerfAs X = 2968.670073; uncapped (1000 + 0.25*2968.670073)/1.25 = 1393.73
	# Cap = 150 + 1500/22 = 218.181818 -> NewR 1218.181818
	# NewV = sqrt(218.181818^2/0.25 + 500^2/1.25) = 624.830556 (not 939 from the uncapped)
	# Y (3000: weight 0.25*0.8 = 0.2): (3000 + 0.2*1031.329927)/1.2 = 2671.9 -> 2781.818182
	# NewV Y = sqrt(218.181818^2/0.2 + 100^2/1.2) = 496.336441
	run rate -m topcoder -r "$FIX/topcoder-cap-prior.tsv" --history "$FIX/topcoder-xy-game.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick perf_as player X)" 2968.670073
	close "$(echo "$output" | pick cap player X)" 218.181818
	close "$(echo "$output" | pick rating player X)" 1218.181818
	close "$(echo "$output" | pick volatility player X)" 624.830556
	close "$(echo "$output" | pick weight player Y)" 0.2
	close "$(echo "$output" | pick rating player Y)" 2781.818182
	close "$(echo "$output" | pick volatility player Y)" 496.336441
}

@test "topcoder profile: integer cap 150 + floor(1500/22) = 218, rounded state" {
	# X 1000 + 218; V = round(sqrt(218^2*4 + 200000)) = round(624.58) = 625
	# Y 3000 - 218; V = round(sqrt(218^2*5 + 100^2/1.2)) = round(495.94) = 496
	run rate -m topcoder -p topcoder -r "$FIX/topcoder-cap-prior.tsv" "$FIX/topcoder-xy-game.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick rating player X)" = 1218 ]
	[ "$(echo "$output" | pick volatility player X)" = 625 ]
	[ "$(echo "$output" | pick rating player Y)" = 2782 ]
	[ "$(echo "$output" | pick volatility player Y)" = 496 ]
	# --cap-division real gives back the real cap
	run rate -m topcoder -p topcoder --cap-division real -r "$FIX/topcoder-cap-prior.tsv" --history "$FIX/topcoder-xy-game.tsv"
	close "$(echo "$output" | pick cap player X)" 218.181818
}

@test "topcoder: rating floor 1 in the topcoder profile only" {
	# X 10/300 n = 20 loses to Y 10/300: CF = 300, ERank 1.5, EPerf 0,
	# PerfAs X = 10 - 300*0.6744898 = -192.346925, NewR = (10 + 0.25*-192.346925)/1.25 = -30.469385
	run rate -m topcoder -r "$FIX/topcoder-low-prior.tsv" "$FIX/topcoder-low.tsv"
	close "$(echo "$output" | pick rating player X)" -30.469385
	run rate -m topcoder -p topcoder -r "$FIX/topcoder-low-prior.tsv" "$FIX/topcoder-low.tsv"
	[ "$(echo "$output" | pick rating player X)" = 1 ]
	# Y: (10 + 0.25*212.346925)/1.25 = 50.47 -> 50
	[ "$(echo "$output" | pick rating player Y)" = 50 ]
}

@test "topcoder: a one-player game is not rated and is reported" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2024-02-01\tobert\t9\tduplicat\tSola\t1\n' > "$T/one.tsv"
	run rate -m topcoder "$T/one.tsv"
	[ "$status" -eq 0 ]
	[[ "$output" == *'game "9" of event "obert" has a single player: not rated'* ]]
	[[ "$output" != *Sola* ]]
	run rate -m topcoder --history "$T/one.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | grep -v 'not rated' | col rating_before 1)" = 1200 ]
	[ "$(echo "$output" | grep -v 'not rated' | col rating 1)" = "" ]
}

@test "topcoder: two halves with -r give exactly the one run (both profiles)" {
	head -n 12 "$FIX/topcoder-season.tsv" > "$T/h1.tsv"
	{ head -n 1 "$FIX/topcoder-season.tsv"; tail -n +13 "$FIX/topcoder-season.tsv"; } > "$T/h2.tsv"
	for p in rapliccat topcoder; do
		rate -m topcoder -p $p "$FIX/topcoder-season.tsv" > "$T/all.tsv" 2>/dev/null
		rate -m topcoder -p $p "$T/h1.tsv" > "$T/r1.tsv"
		rate -m topcoder -p $p --new-types -r "$T/r1.tsv" "$T/h2.tsv" > "$T/r2.tsv" 2>/dev/null
		diff "$T/all.tsv" "$T/r2.tsv"
		# a second half that changes nothing would pass trivially: it does change
		[ "$(cat "$T/r1.tsv")" != "$(cat "$T/r2.tsv")" ]
	done
}

@test "topcoder: --provisional G marks players rated fewer than G times" {
	run rate -m topcoder --provisional 3 "$FIX/topcoder-season.tsv"
	# Anna has 3 duplicat ratings, Hug 1
	[ "$(echo "$output" | awk -F'\t' '$1 == "duplicat" && $2 == "Anna" { print $5 }')" = active ]
	[ "$(echo "$output" | awk -F'\t' '$1 == "duplicat" && $2 == "Hug" { print $5 }')" = provisional ]
}

@test "topcoder: value -m topcoder puts new players at the profile's initial R/V" {
	# N1, N2 unknown: both 1200/535, WP = 1/2, ERank 1.5, EPerf 0
	printf 'type\tplayer\trating\tvolatility\ttimes\n' > "$T/empty.tsv"
	run value -m topcoder -r "$T/empty.tsv" "$FIX/topcoder-low.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | col erank 1)" 1.5
	close "$(echo "$output" | col eperf 2)" 0
	# X known 1500/300 against N1, N2 (new): ERank X = 1 + 2*0.312386 = 1.624771
	run value -m topcoder -r "$FIX/topcoder-xy-prior.tsv" "$FIX/topcoder-one-consolidated.tsv"
	close "$(echo "$output" | pick erank player X)" 1.624771
	close "$(echo "$output" | pick eperf player X)" 0.318841
	# value needs only rating and volatility from the list
	printf 'type\tplayer\trating\tvolatility\nduplicat\tX\t1500\t300\n' > "$T/rv.tsv"
	run value -m topcoder -r "$T/rv.tsv" "$FIX/topcoder-one-consolidated.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick erank player X)" 1.624771
}

@test "topcoder: bad prior, missing place, bad flags" {
	printf 'type\tplayer\trating\tvolatility\ttimes\nduplicat\tX\t1500\t0\t5\n' > "$T/bad.tsv"
	run rate -m topcoder -r "$T/bad.tsv" "$FIX/topcoder-low.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *bad.tsv:2:4*volatility* ]]
	printf 'type\tplayer\trating\tvolatility\ttimes\nduplicat\tX\t1500\t300\t-1\n' > "$T/bad.tsv"
	run rate -m topcoder -r "$T/bad.tsv" "$FIX/topcoder-low.tsv"
	[ "$status" -eq 1 ]
	cut -f 1-5 "$FIX/topcoder-low.tsv" > "$T/noplace.tsv"
	run rate -m topcoder "$T/noplace.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *place* ]]
	run rate -m topcoder --cap-division half "$FIX/topcoder-low.tsv"
	[ "$status" -eq 2 ]
	run rate -m topcoder --weight-b 0.9 "$FIX/topcoder-low.tsv"
	[ "$status" -eq 2 ]
	run rate -m topcoder --quantile 0.5 "$FIX/topcoder-low.tsv"
	[ "$status" -eq 2 ]
}
