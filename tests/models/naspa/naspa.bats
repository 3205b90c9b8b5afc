#!/usr/bin/env bats
# rate -m naspa: NASPA / WESPA Scrabble ratings as tsh computes them
# (doc/rules/naspa.md).  E(d) = 1 - 1/(1 + exp(0.0031879 d)); with d = 100:
# exp(0.31879) = 1.375462, E = 1 - 1/2.375462 = 0.579029 (NASPA's page:
# 1800 vs 1700 expects 0.57903), so the underdog's E(-100) = 0.420971.
load ../../helpers

H=$(printf 'date\tevent\tgame\ttype\tplayer\tplace\tpoints\tresult\tround')

# game DATE EVENT ID ROUND P1 PLACE1 P2 PLACE2: two rows of results
game() {
	printf '%s\t%s\t%s\tS\t%s\t%s\t400\t\t%s\n' "$1" "$2" "$3" "$5" "$6" "$4"
	printf '%s\t%s\t%s\tS\t%s\t%s\t300\t\t%s\n' "$1" "$2" "$3" "$7" "$8" "$4"
}

# The last `newr` of each player of a .t file: "NAME<TAB>RATING", sorted.
last_newr() {
	awk '{ s = $0; i = index(s, "; newr "); if (!i) next
		r = substr(s, i + 7); j = index(r, ";"); if (j) r = substr(r, 1, j - 1)
		n = split(r, a, " "); name = ""; m = split(s, w, " ")
		for (k = 1; k <= m; k++) { if (w[k] ~ /^[0-9]+$/) break; name = name (name == "" ? "" : " ") w[k] }
		print name "\t" a[n] }' "$1" | sort
}

# tsh's final ratings against rate -m naspa's, for a .t file: the players that differ.
tsh_differs() {
	parse -f tsh --ratings "$1" > "$T/prior.tsv"
	parse -f tsh --date 2023-04-01 "$1" | rate -m naspa -p "${2:-nsa2008}" -r "$T/prior.tsv" |
	    awk -F'\t' 'NR > 1 { print $2 "\t" $3 }' | sort > "$T/got"
	last_newr "$1" > "$T/want"
	[ "$(wc -l < "$T/want")" -gt 20 ]
	join -t "$(printf '\t')" "$T/want" "$T/got" > "$T/both"
	[ "$(wc -l < "$T/both")" -eq "$(wc -l < "$T/want")" ]
	awk -F'\t' '$2 != $3' "$T/both"
}

prior4() {
	printf 'type\tplayer\trating\tgames\nS\tA\t1700\t100\nS\tB\t1600\t100\nS\tC\t1790\t100\nS\tD\t1990\t100\n'
}

@test "naspa: tsh's final ratings (newr) of two real NASPA divisions, exactly" {
	# jvc56/tournament_pairing_algorithms: 26 and 24 players, 23 rounds
	# each (two segments), rated by tsh: every player's last newr
	run tsh_differs "$SHARED/tsh/naspa-a.t"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	run tsh_differs "$SHARED/tsh/naspa-b.t"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	# and the split matters: one segment misses some
	parse -f tsh --ratings "$SHARED/tsh/naspa-a.t" > "$T/p.tsv"
	parse -f tsh --date 2023-04-01 "$SHARED/tsh/naspa-a.t" |
	    rate -m naspa -r "$T/p.tsv" --split-three none --split-two none | awk -F'\t' 'NR > 1 { print $2 "\t" $3 }' | sort > "$T/one"
	last_newr "$SHARED/tsh/naspa-a.t" > "$T/want"
	! cmp -s "$T/one" "$T/want"
}

@test "naspa: tsh's newr after each of rounds 1 to 12 (the first segment) of a real division" {
	# the 23-round division's first segment is rounds 1-12: rating rounds
	# 1..k as one segment gives newr's k-th value
	parse -f tsh --ratings "$SHARED/tsh/naspa-a.t" > "$T/p.tsv"
	parse -f tsh --date 2023-04-01 "$SHARED/tsh/naspa-a.t" > "$T/r.tsv"
	for k in 1 2 3 4 5 6 7 8 9 10 11 12; do
		awk -F'\t' -v k=$k 'NR == 1 || $9 <= k' "$T/r.tsv" | rate -m naspa -r "$T/p.tsv" |
		    awk -F'\t' 'NR > 1 { print $2 "\t" $3 }' | sort > "$T/got"
		awk -v k=$k '{ s = $0; i = index(s, "; newr "); r = substr(s, i + 7); j = index(r, ";")
			r = substr(r, 1, j - 1); split(r, a, " "); name = ""; m = split(s, w, " ")
			for (q = 1; q <= m; q++) { if (w[q] ~ /^[0-9]+$/) break; name = name (name == "" ? "" : " ") w[q] }
			print name "\t" a[k] }' "$SHARED/tsh/naspa-a.t" | sort > "$T/want"
		[ "$(wc -l < "$T/got")" -eq 26 ]
		cmp "$T/want" "$T/got"
	done
}

@test "naspa: one game, by hand: multiplier, acceleration, feedback, rounding" {
	# A 1700 beats B 1600, both 100 games (multiplier 20 below 1800):
	#   A: excess 1 - 0.579029 = 0.420971, 20 x = +8.41942 -> 1708.41942;
	#      acceleration 8.41942 - 5 x 1 game = 3.41942 -> 1711.83884 -> 1712;
	#      feedback 3.41942 / 20 = 0.17097 to B
	#   B: -8.41942 -> 1591.58058 + 0.17097 = 1591.75155 -> 1592
	# C 1790 beats D 1990: E(-200) = 1 - 1/(1 + exp(-0.63758)) = 0.345799,
	#   excess 0.654201; at 20: 1803.08 crosses 1800: 10 points spend
	#   10/20 = 0.5 wins, the rest 0.154201 at 16 = 2.46722 -> 1802.46722;
	#   acceleration 12.46722 - 5 = 7.46722 -> 1809.93444 -> 1810
	#   D (16): 1990 - 10.46722 = 1979.53278 + 7.46722/20 = 1979.90614 -> 1980
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 B 2; game 2024-01-06 E 2 1 C 1 D 2; } > "$T/e.tsv"
	run rate -m naspa -r <(prior4) "$T/e.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -n 1)" = "$(printf 'type\tplayer\trating\tgames\t_seen\t_model\t_sum')" ]
	[ "$(echo "$output" | cut -f 2-4 | tr '\t\n' ': ')" = "player:rating:games A:1712:101 B:1592:101 C:1810:101 D:1980:101 " ]
	# without proration (all of C's 0.654201 at 20): 1803.08402 + 8.08402 -> 1811
	run rate -m naspa -r <(prior4) --boundaries ignore "$T/e.tsv"
	[ "$(echo "$output" | pick rating player C)" = 1811 ]
	# no acceleration: A 1708.41942 -> 1708, B 1591.58058 -> 1592
	run rate -m naspa -r <(prior4) --acceleration 0 "$T/e.tsv"
	[ "$(echo "$output" | pick rating player A)" = 1708 ]
	# acceleration without feedback: B -> 1591.58058 -> 1592, D 1979.53278 -> 1980;
	# with --feedback 1 (all the bonus): D 1979.53 + 7.47 -> 1987
	run rate -m naspa -r <(prior4) --feedback 1 "$T/e.tsv"
	[ "$(echo "$output" | pick rating player D)" = 1987 ]
}

@test "naspa: club tournaments (lct) divide the change by 3 and cap it; wespa's curve and 2/3" {
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 B 2; game 2024-01-06 E 2 1 C 1 D 2; } > "$T/e.tsv"
	# lct: A 1700 + 8.41942/3 = 1702.80647 -> 1703, B 1597.19353 -> 1597, no
	# acceleration; C 1790 + 12.46722/3 = 1794.15574 -> 1794; D 1990 - 3.48907 -> 1987
	run rate -m naspa -p nsa2008-lct -r <(prior4) "$T/e.tsv"
	[ "$(echo "$output" | cut -f 2-3 | tr '\t\n' ': ')" = "player:rating A:1703 B:1597 C:1794 D:1987 " ]
	# a cap of 2: A's +3 (after rounding) becomes +2
	run rate -m naspa -p nsa2008-lct -r <(prior4) --club-cap 2 "$T/e.tsv"
	[ "$(echo "$output" | pick rating player A)" = 1702 ]
	[ "$(echo "$output" | pick rating player B)" = 1598 ]
	# wespa: E(100) = 1/(1 + exp(-100/172)) = 1/1.559193 = 0.641358;
	#   A: 20 x 0.358642 = 7.17284 -> 1707.17284, bonus 2/3 (7.17284 - 5) = 1.44856
	#   -> 1708.62140 -> 1709; B: 1592.82716 + 1.44856/20 -> 1592.89959 -> 1593
	run rate -m naspa -p wespa -r <(prior4) "$T/e.tsv"
	[ "$(echo "$output" | pick rating player A)" = 1709 ]
	[ "$(echo "$output" | pick rating player B)" = 1593 ]
}

@test "naspa: a newcomer's iterated performance rating; byes are not rated" {
	# N (new) beats A 1500, loses to B 1700; each of A, B has a bye.
	# N: 1 win of 2, sum E(r, 1500) + E(r, 1700) = 1 at r = 1600 (binary
	# search over 0..3000 ends there), cap 1700 + 400 x 1/2 = 1900 -> 1600.
	# A (20): -20 x 0.420971 = -8.41942 -> 1491.58 -> 1492 (the bye is no game)
	# B: +8.41942 + bonus 3.41942 -> 1711.83884 -> 1712; N unrated: no feedback
	printf 'type\tplayer\trating\tgames\nS\tA\t1500\t100\nS\tB\t1700\t100\n' > "$T/p.tsv"
	{ echo "$H"; game 2024-01-06 E 1.1 1 N 1 A 2
	  printf '2024-01-06\tE\t1.2\tS\tB\t1\t50\tbye\t1\n'
	  game 2024-01-06 E 2.1 2 B 1 N 2
	  printf '2024-01-06\tE\t2.2\tS\tA\t1\t50\tbye\t2\n'; } > "$T/e.tsv"
	run rate -m naspa -r "$T/p.tsv" "$T/e.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | cut -f 2-4 | tr '\t\n' ': ')" = "player:rating:games A:1492:101 B:1712:101 N:1600:2 " ]
	# a floor above: 1700 (--newcomer-floor), then B and A see N at 1700
	run rate -m naspa -r "$T/p.tsv" --newcomer-floor 1700 "$T/e.tsv"
	[ "$(echo "$output" | pick rating player N)" = 1700 ]
	# a rating of 0 in the prior is tsh's "unrated": the same as absent
	printf 'S\tN\t0\t0\n' >> "$T/p.tsv"
	run rate -m naspa -r "$T/p.tsv" "$T/e.tsv"
	[ "$(echo "$output" | pick rating player N)" = 1600 ]
}

@test "naspa: two newcomers: the cap at the unrated opponent, and the averaged iterations" {
	# W beats L, both new: no rated opponent, so each starts at 1500 and the
	# cap is the unrated opponent's current value + 400 x wins/games.
	# W (0.95 wins): E(r, 1500) = 0.95 at r = 1500 + ln(19)/0.0031879 =
	# 2423.63, capped at 1500 + 400 = 1900; L (0.05): 576.37, the search's
	# last midpoint 577 (cap 1500). Pass 2: W vs 577: 1501, capped at
	# 577 + 400 = 977; L vs 1900: 977 (crossing 976.37). Pass 3: W vs 977:
	# 1901, cap 1377; L vs 977: 53, floor 500. Pass 4: W vs 500: 1424, cap
	# 900; L vs 1377: 500. Pass 5: the same: fixed, W 900, L 500 (tsh gives
	# exactly these to the
	# 38 unrated players of e4c5/team_pairings' tsh/data/tournament1/a.t after
	# round 1: 900 for a win, 500 for a loss).
	{ echo "$H"; game 2024-01-06 E 1 1 W 1 L 2; } > "$T/e.tsv"
	run rate -m naspa "$T/e.tsv"
	[ "$(echo "$output" | cut -f 2-4 | tr '\t\n' ': ')" = "player:rating:games L:500:1 W:900:1 " ]
	# --iterations 1: the first pass changes (1500 -> 1900, 577), so one more
	# pass is averaged, without the unrated cap: W vs 577 = 1501, L vs 1900 = 977
	run rate -m naspa --iterations 1 "$T/e.tsv"
	[ "$(echo "$output" | cut -f 2-3 | tr '\t\n' ': ')" = "player:rating L:977 W:1501 " ]
}

@test "naspa: segments are rated in turn (naspa2024 updates career games between them)" {
	# 23 rounds: segments of rounds 1-12 and 13-23 (tsh's MakeSplits:
	# int(22/2) = 11, 0-based); naspa2024 counts each segment's games before
	# the next, so the split is two events rated one after the other
	parse -f tsh --ratings "$SHARED/tsh/naspa-a.t" > "$T/p.tsv"
	parse -f tsh --date 2023-04-01 --event E "$SHARED/tsh/naspa-a.t" > "$T/r.tsv"
	rate -m naspa -p naspa2024 -r "$T/p.tsv" "$T/r.tsv" | cut -f 1-4 > "$T/one"
	awk -F'\t' 'NR == 1 || $9 <= 12' "$T/r.tsv" > "$T/r1.tsv"
	awk -F'\t' -v OFS='\t' 'NR == 1 || $9 > 12 { if (NR > 1) $2 = "E2"; print }' "$T/r.tsv" > "$T/r2.tsv"
	rate -m naspa -p naspa2024 -r "$T/p.tsv" "$T/r1.tsv" > "$T/mid.tsv"
	rate -m naspa -p naspa2024 -r "$T/mid.tsv" "$T/r2.tsv" | cut -f 1-4 > "$T/two"
	cmp "$T/one" "$T/two"
	# three segments from 36 rounds: 1-12, 13-24, 25-36 (int(35/3) = 11,
	# int(71/3) = 23): rounds 1-23 and 1-13 again as 24-36
	awk -F'\t' -v OFS='\t' 'NR > 1 && $9 <= 13 { $9 += 23; $3 = "x" $3; print }' "$T/r.tsv" > "$T/more"
	cat "$T/r.tsv" "$T/more" > "$T/r36.tsv"
	rate -m naspa -p naspa2024 -r "$T/p.tsv" "$T/r36.tsv" | cut -f 1-4 > "$T/one"
	rate -m naspa -p naspa2024 -r "$T/p.tsv" <(awk -F'\t' 'NR == 1 || $9 <= 12' "$T/r36.tsv") > "$T/m1"
	rate -m naspa -p naspa2024 -r "$T/m1" <(awk -F'\t' -v OFS='\t' 'NR == 1 || ($9 > 12 && $9 <= 24) { if (NR > 1) $2 = "E2"; print }' "$T/r36.tsv") > "$T/m2"
	rate -m naspa -p naspa2024 -r "$T/m2" <(awk -F'\t' -v OFS='\t' 'NR == 1 || $9 > 24 { if (NR > 1) $2 = "E3"; print }' "$T/r36.tsv") | cut -f 1-4 > "$T/three"
	cmp "$T/one" "$T/three"
}

@test "naspa: --history and value give the expectation for rank --eval" {
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 B 2; game 2024-01-06 E 2 1 N 1 D 2; } > "$T/e.tsv"
	run rate -m naspa -r <(prior4) --history "$T/e.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -n 1)" = "$H$(printf '\tbefore\trating\tgames\tprev\texpected\tescale\tp_win\tp_draw\tp_loss')" ]
	# A: prev 1700, expected E(100) = 0.579029, games an integer
	[ "$(echo "$output" | pick prev player A)" = 1700 ]
	close "$(echo "$output" | pick expected player A)" 0.579029
	[ "$(echo "$output" | pick games player A)" = 101 ]
	# escale = ln(10)/0.0031879 = 722.2890: 1/(1 + 10^(-d/escale)) is the curve
	close "$(echo "$output" | pick escale player A)" 722.2890 1e-4
	# a newcomer has no prev; nor has its opponent an expectation
	[ "$(echo "$output" | pick prev player N)" = "" ]
	[ "$(echo "$output" | pick expected player D)" = "" ]
	rate -m naspa -r <(prior4) --history "$T/e.tsv" | rank --eval > "$T/ev"
	[ -s "$T/ev" ]
	run value -m naspa -r <(prior4) "$T/e.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick expected player B)" 0.420971
	[ "$(echo "$output" | pick expected player N)" = "" ]
	# wespa's scale: 172 ln(10) = 396.0446
	run rate -m naspa -p wespa -r <(prior4) --history "$T/e.tsv"
	close "$(echo "$output" | pick escale player A)" 396.0446 1e-4
}

@test "naspa: bad input names the line; flags out of range are usage errors" {
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 B 2; printf '2024-01-06\tE\t1\tS\tC\t3\t200\t\t1\n'; } > "$T/e.tsv"
	run rate -m naspa "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"e.tsv:2: game \"1\" of event \"E\" has 3 rows; a Scrabble game has two"* ]]
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 B 2; game 2024-01-06 E 2 1 A 1 C 2; } > "$T/e.tsv"
	run rate -m naspa "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"e.tsv:4: \"A\" plays twice in round 1 of event \"E\""* ]]
	{ echo "$H"; game 2024-01-06 E 1 x A 1 B 2; } > "$T/e.tsv"
	run rate -m naspa "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"e.tsv:2:9: column \"round\": expected a round number"* ]]
	{ echo "$H" | cut -f 1-8; game 2024-01-06 E 1 1 A 1 B 2 | cut -f 1-8; } > "$T/e.tsv"
	run rate -m naspa "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"e.tsv:2: naspa rates an event round by round: the results need a column \"round\""* ]]
	{ echo "$H"; printf '2024-01-06\tE\t1\tS\tA\t1\t400\t\t1\n'; } > "$T/e.tsv"
	run rate -m naspa "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"has one row; a Scrabble game has two"* ]]
	run rate -m naspa --club-divisor 0 "$T/e.tsv"
	[ "$status" -eq 2 ]
	run rate -m naspa --split-two 20 --split-three 18 "$T/e.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *"--split-three must be above --split-two"* ]]
	run rate -m naspa --band-low 2000 --band-high 1800 "$T/e.tsv"
	[ "$status" -eq 2 ]
}

@test "naspa: the engine's guarantees (replay, cuts between events, lists, huge values)" {
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 B 2; game 2024-01-06 E 2 1 C 1 D 2; } > "$T/e1.tsv"
	{ echo "$H"; game 2024-02-03 F 1 1 A 2 C 1; game 2024-02-03 F 2 1 B 1 D 2; } > "$T/e2.tsv"
	rate -m naspa -r <(prior4) "$T/e1.tsv" > "$T/r1"
	# the same event again: refused, naming the line and the prior
	run rate -m naspa -r "$T/r1" "$T/e1.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"e1.tsv:2: game \"1\" of event \"E\""*"already rated"*"$T/r1"* ]]
	# a cut between events gives what one run gives
	rate -m naspa -r <(prior4) "$T/e1.tsv" "$T/e2.tsv" > "$T/all"
	rate -m naspa -r "$T/r1" "$T/e2.tsv" > "$T/cut"
	cmp "$T/all" "$T/cut"
	# a list without games: --list-games (tsh's 100) is each one's career
	printf 'type\tplayer\trating\nS\tA\t1700\nS\tB\t1600\n' > "$T/list.tsv"
	run rate -m naspa -r "$T/list.tsv" "$T/e1.tsv"
	[ "$(echo "$output" | pick games player A)" = 101 ]
	[ "$(echo "$output" | pick rating player A)" = 1712 ]
	# below 50 games: multiplier 30: A +12.62913 + bonus 7.62913 -> 1720.25826 -> 1720
	run rate -m naspa -r "$T/list.tsv" --list-games 10 "$T/e1.tsv"
	[ "$(echo "$output" | pick rating player A)" = 1720 ]
	printf 'type\tplayer\tgames\nS\tA\t3\n' > "$T/list.tsv"
	run rate -m naspa -r "$T/list.tsv" "$T/e1.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"list.tsv:1: missing column \"rating\""* ]]
	# a windowed stream is refused
	window -n 1 "$T/e1.tsv" > "$T/w.tsv"
	run rate -m naspa "$T/w.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"windowed by \`window -n\`"*"model naspa has no window"* ]]
	# huge values stay finite: E saturates
	printf 'type\tplayer\trating\tgames\nS\tA\t1e300\t100\nS\tB\t-1e300\t100\n' > "$T/huge.tsv"
	run rate -m naspa -r "$T/huge.tsv" "$T/e1.tsv"
	[[ "$output" != *inf* && "$output" != *nan* ]]
}
