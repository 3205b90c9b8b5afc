#!/usr/bin/env bats
# rate -m naspa --explain (lib/models/naspa/explain.c, doc/rules/naspa.md
# "--explain"): every segment's change of a rating as its parts.
load ../../helpers
load ../../explain

H=$(printf 'date\tevent\tgame\ttype\tplayer\tplace\tpoints\tresult\tround')
PROFILES="nsa2008 nsa2008-lct naspa2024 naspa2024-lct naspa-csw naspa-csw-lct wespa
    nsa2008-rcalc nsa2008-lct-rcalc aus pak deu elo ken nor thai"

game() {
	printf '%s\t%s\t%s\tS\t%s\t%s\t400\t\t%s\n' "$1" "$2" "$3" "$5" "$6" "$4"
	printf '%s\t%s\t%s\tS\t%s\t%s\t300\t\t%s\n' "$1" "$2" "$3" "$7" "$8" "$4"
}

prior4() {
	printf 'type\tplayer\trating\tgames\nS\tA\t1700\t100\nS\tB\t1600\t100\nS\tC\t1790\t100\nS\tD\t1990\t100\n'
}

# The parts of PLAYER's change: "part amount" a line (amount to 5 decimals).
parts() {
	awk -F'\t' -v p="$1" '$2 == p { printf "%s %.5f\n", $8, $9 }'
}

# gen SEED: a history of events (a new one every 10 days) of two-row
# games, each its own round; every 5th game also gives a bye (or, every
# 10th, a forfeit) to a player not in it; a prior rating P1..P5 of each
# type around the bands (1650..2150), with 10 or 100 career games.
gen() {
	awk -v seed=$1 -v h2h=1 -v eventdays=10 -v games=70 -v players=9 \
	    -f "$RP_TESTDIR/gen-history.awk" |
	awk -F'\t' -v OFS='\t' -v seed=$1 '
	NR == 1 { print "date", "event", "game", "type", "player", "place", "result", "round"; next }
	{ k = $2 SUBSEP $3; if (!(k in r)) { r[k] = ++n[$2]; g++; first = $5 }
	  print $1, $2, $3, $4, $5, $6, "", r[k]
	  if (first != $5 && g % 5 == 0) {
		for (i = 1; i <= 9; i++) if ("P" i != first && "P" i != $5) break
		print $1, $2, $3 "b", $4, "P" i, 1, g % 10 ? "bye" : "forfeit", r[k] } }' > "$T/g$1.tsv"
	awk -v seed=$1 'BEGIN { printf "type\tplayer\trating\tgames\n"
		for (i = 1; i <= 5; i++) { seed = (seed * 16807) % 2147483647
			printf "clasic\tP%d\t%d\t%d\n", i, 1650 + seed % 500, seed % 2 ? 10 : 100
			printf "eliptic\tP%d\t%d\t%d\n", i, 2150 - seed % 500, seed % 3 ? 100 : 10 } }' > "$T/p$1.tsv"
}

@test "explain naspa: one game by hand: game, band, acceleration, feedback, rounding" {
	# (tests/models/naspa/naspa.bats derives the ratings.)  A 1700 beats B 1600, both
	# 100 games: E(100) = 1 - 1/(1 + exp(0.31879)) = 0.5790293, multiplier
	# 20 below 1800:
	#   A: game 20 (1 - 0.5790293) = 8.41941; acceleration 1 x (8.41941 -
	#      5 x 1 game) = 3.41941; 1711.83883 rounded to 1712: +0.16117
	#   B: game 20 (0 - 0.4209707) = -8.41941; feedback 3.41941/20 =
	#      0.17097 (A's bonus); 1591.75156 -> 1592: +0.24844
	# C 1790 beats D 1990: E(-200) = 1 - 1/(1 + exp(-0.63758)) = 0.3457938:
	#   C: game 20 x 0.6542062 = 13.08412; the band: 1800 reached after 10
	#      points (0.5 wins), the other 0.1542062 at 16 = 2.46730: the
	#      change is 12.46730, the band's part 12.46730 - 13.08412 =
	#      -0.61682; acceleration 7.46730; 1809.93460 -> 1810: +0.06540
	#   D: game 16 x -0.6542062 = -10.46730 (stays in its band); feedback
	#      7.46730/20 = 0.37336; 1979.90607 -> 1980: +0.09393
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 B 2; game 2024-01-06 E 2 1 C 1 D 2; } > "$T/e.tsv"
	run rate -m naspa -r <(prior4) --explain "$T/e.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$(printf 'type\tplayer\tdate\tevent\tgame\tbefore\tafter\tpart\tamount\topponent\topponent_rating\texpected\tscore\tmultiplier\tband\tacceleration\tfeedback')" ]
	[ "$(echo "$output" | parts A | tr '\n' ,)" = "game 8.41941,acceleration 3.41941,rounding 0.16117," ]
	[ "$(echo "$output" | parts B | tr '\n' ,)" = "game -8.41941,feedback 0.17097,rounding 0.24844," ]
	[ "$(echo "$output" | parts C | tr '\n' ,)" = "game 13.08412,band -0.61682,acceleration 7.46730,rounding 0.06540," ]
	[ "$(echo "$output" | parts D | tr '\n' ,)" = "game -10.46730,feedback 0.37336,rounding 0.09393," ]
	# the terms: A's game against B rated 1600, its multiplier 20; A's
	# bonus is 1 x 3.41941; B's feedback is 1/20 of A's bonus
	[ "$(echo "$output" | awk -F'\t' '$2 == "A" && $8 == "game" { print $5, $6, $7, $10, $11, $13, $14, $15 }')" = "1 1700 1712 B 1600 1 20 below 1800" ]
	close "$(echo "$output" | awk -F'\t' '$2 == "A" && $8 == "game" { print $12 }')" 0.579029
	[ "$(echo "$output" | awk -F'\t' '$2 == "A" && $8 == "acceleration" { printf "%s %.5f\n", $14, $16 }')" = "1 3.41941" ]
	[ "$(echo "$output" | awk -F'\t' '$2 == "B" && $8 == "feedback" { printf "%s %s %s %.5f\n", $10, $11, $14, $17 }')" = "A 1700 0.05 3.41941" ]
	[ "$(echo "$output" | awk -F'\t' '$2 == "C" && $8 == "band" { print $15 }')" = "below 1800 to 1800 to below 2000" ]
}

@test "explain naspa: a club event's division and cap; a newcomer's first rating; a bye" {
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 B 2; game 2024-01-06 E 2 1 C 1 D 2; } > "$T/e.tsv"
	# lct, cap 2: A's game 8.41942/3 = 2.80647 (multiplier 20/3), rounded
	# 1702.80647 -> 1703 (+0.19353), capped to 1702 (-1)
	run rate -m naspa -p nsa2008-lct -r <(prior4) --club-cap 2 --explain "$T/e.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | parts A | tr '\n' ,)" = "game 2.80647,rounding 0.19353,club cap -1.00000," ]
	close "$(echo "$output" | awk -F'\t' '$2 == "A" && $8 == "game" { print $14 }')" 6.666667
	# N (new) beats A 1500, loses to B 1700 (tests/models/naspa/naspa.bats: N 1600);
	# A has a bye in round 1: a part of 0 named bye, the game's id
	printf 'type\tplayer\trating\tgames\nS\tA\t1500\t100\nS\tB\t1700\t100\n' > "$T/p.tsv"
	{ echo "$H"; game 2024-01-06 E 1.1 1 N 1 A 2
	  printf '2024-01-06\tE\t1.2\tS\tB\t1\t50\tbye\t1\n'
	  game 2024-01-06 E 2.1 2 B 1 N 2
	  printf '2024-01-06\tE\t2.2\tS\tA\t1\t50\tforfeit\t2\n'; } > "$T/n.tsv"
	run rate -m naspa -r "$T/p.tsv" --explain "$T/n.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | parts N | tr '\n' ,)" = "first rating 1600.00000," ]
	[ "$(echo "$output" | awk -F'\t' '$2 == "N" { print $6, $7, $13 }')" = "0 1600 1" ]
	[ "$(echo "$output" | awk -F'\t' '$2 == "A" && $9 == 0 { print $8, $5 }')" = "forfeit 2.2" ]
	[ "$(echo "$output" | awk -F'\t' '$2 == "B" && $9 == 0 { print $8, $5 }')" = "bye 1.2" ]
	# A's game against N uses N's new rating, 1600
	[ "$(echo "$output" | awk -F'\t' '$2 == "A" && $8 == "game" { print $10, $11 }')" = "N 1600" ]
}

@test "explain naspa: parts add up and chain to the list, every profile, generated histories" {
	for seed in 1 2 3 4 5 6; do gen $seed; done
	for seed in $(explain_seeds 6); do
		for p in $PROFILES; do
			explain_holds -m naspa -p $p "$T/g$seed.tsv"
			explain_holds -m naspa -p $p -r "$T/p$seed.tsv" "$T/g$seed.tsv"
		done
		explain_holds -m naspa -p nsa2008-lct --club-cap 5 -r "$T/p$seed.tsv" "$T/g$seed.tsv"
	done
	# the generated histories reach every part
	rate -m naspa -r "$T/p1.tsv" --explain "$T/g1.tsv" > "$T/x1"
	for s in 2 3 4 5 6; do rate -m naspa -p nsa2008-lct --club-cap 5 -r "$T/p$s.tsv" --explain "$T/g$s.tsv"; done > "$T/x2"
	for part in game band acceleration feedback rounding "first rating" bye forfeit; do
		grep -q "	$part	" "$T/x1" || { echo "no part $part"; return 1; }
	done
	grep -q "	club cap	" "$T/x2"
}

@test "explain naspa: parts add up and chain on the real tsh divisions, every profile" {
	for t in naspa-a naspa-b; do
		parse -f tsh --ratings "$SHARED/tsh/$t.t" > "$T/$t.prior"
		parse -f tsh --date 2023-04-01 "$SHARED/tsh/$t.t" > "$T/$t.tsv"
		for p in $PROFILES; do
			explain_holds -m naspa -p $p -r "$T/$t.prior" "$T/$t.tsv"
		done
	done
	parse -f tsh --date 2023-04-01 "$SHARED/tsh/anon1.t" > "$T/anon1.tsv"
	for p in $PROFILES; do
		explain_holds -m naspa -p $p "$T/anon1.tsv"
	done
	# two segments: each player has two changes, the first ending where
	# the second starts; the last is tsh's final newr (tests/models/naspa/naspa.bats)
	rate -m naspa -r "$T/naspa-a.prior" --explain "$T/naspa-a.tsv" > "$T/x"
	[ "$(awk -F'\t' 'NR > 1 && $2 == "Smylie, Jackson" { print $6 "-" $7 }' "$T/x" | uniq | tr '\n' ' ')" = "2009-2008 2008-2022 " ]
}

@test "explain naspa: --player; a normal run is unchanged by the explain code" {
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 B 2; game 2024-01-06 E 2 1 C 1 D 2; } > "$T/e.tsv"
	run rate -m naspa -r <(prior4) --explain --player C "$T/e.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { print $2 }' | sort -u)" = C ]
}
