#!/usr/bin/env bats
# rate -m absp --explain: a rating is the weighted mean of the game
# ratings in the window, so a change is the change of a weighted mean:
# with s0, s1 a game's share of the window's weights before and after,
# R1 - R0 = sum (g - R0) (s1 - s0), one part a game (lib/models/absp/explain.c,
# doc/rules/absp.md).
load ../../helpers
load ../../explain

# The column of part PART (and, if given, game GAME) of player P.
part() {
	awk -F'\t' -v p="$1" -v part="$2" -v g="$3" -v col="$4" '
	NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
	$2 == p && $(c["part"]) == part && (g == "" || $(c["game"]) == g) { print $(c[col]) }'
}

@test "explain absp: the worked example, X's three games (frsc2012-libere)" {
	run rate -m absp --explain -r "$FIX/absp-seed.tsv" "$FIX/absp-example.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$(printf 'type\tplayer\tdate\tevent\tgame\tbefore\tafter\tpart\tamount\topponent\topponent_rating\tcounted\tgame_rating\tentered\tweight_before\tweight_after\tshare_before\tshare_after')" ]
	# X (150, empty window) beats Y (120): 170, weight 198; loses to Z
	# (200, counted 190): 140, weight 199; draws W (150): 150, weight 200.
	# Sum of weights 597; R1 = 153.299832.  Parts (g - 150) * weight / 597:
	#   Y: 20 * 198 / 597 = 6.633166; Z: -10 * 199 / 597 = -3.333333; W: 0
	close "$(echo "$output" | part X game 1.1 amount)" 6.63316583
	close "$(echo "$output" | part X game 2.1 amount)" -3.33333333
	close "$(echo "$output" | part X game 3.1 amount)" 0 1e-12
	[ "$(echo "$output" | part X game 2.1 opponent)" = Z ]
	[ "$(echo "$output" | part X game 2.1 opponent_rating)" = 200 ]
	[ "$(echo "$output" | part X game 2.1 counted)" = 190 ]
	[ "$(echo "$output" | part X game 2.1 game_rating)" = 140 ]
	[ "$(echo "$output" | part X game 2.1 weight_after)" = 199 ]
	close "$(echo "$output" | awk -F'\t' '$2 == "X" { print $7; exit }')" 153.29983249
	[ "$(echo "$output" | awk -F'\t' '$2 == "X"' | wc -l)" -eq 3 ]
}

@test "explain absp: a new player's first rating, its games' shares of it" {
	run rate -m absp --explain "$FIX/absp-example.tsv"
	# no seeds: everybody is new, 150 (--unrated); Y lost to X: 100, its
	# only game, share 1: before 0 (no rating), part first 100
	[ "$(echo "$output" | part Y first 1.1 amount)" = 100 ]
	[ "$(echo "$output" | part Y first 1.1 share_after)" = 1 ]
	[ "$(echo "$output" | awk -F'\t' '$2 == "Y" { print $6 }')" = 0 ]
}

@test "explain absp: a game leaves the window, the next is reweighted" {
	# A beats O1 (200): 250; loses to O2 (100): 50; beats O3 (100): 150,
	# each game its own event, --clamp 1000, --games 2, weights 10 and 9.
	printf 'type\tplayer\trating\tlast\nlibere\tO1\t200\t2010-12-01\nlibere\tO2\t100\t2010-12-01\nlibere\tO3\t100\t2010-12-01\n' > "$T/seed.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n' > "$T/g.tsv"
	printf '2011-01-0%d\tE%d\t%d\tlibere\tA\t%d\n2011-01-0%d\tE%d\t%d\tlibere\tO%d\t%d\n' \
	    1 1 1 1 1 1 1 1 2  2 2 2 2 2 2 2 2 1  3 3 3 1 3 3 3 3 2 >> "$T/g.tsv"
	run rate -m absp --clamp 1000 --games 2 --top-weight 10 --explain --player A -r "$T/seed.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# after E2: (250*9 + 50*10)/19 = 144.736842; after E3: (50*9 + 150*10)/19
	# = 102.631579, a change of -42.105263:
	#   left       250: (250 - 144.736842) * (0 - 9/19)    = -49.861496
	#   reweighted  50: (50 - 144.736842) * (9/19 - 10/19) =   4.986150
	#   game       150: (150 - 144.736842) * (10/19 - 0)   =   2.770083
	out=$(echo "$output" | awk -F'\t' '$4 == "E3"')
	close "$(echo "$out" | awk -F'\t' '$8 == "left" { print $9 }')" -49.86149584
	close "$(echo "$out" | awk -F'\t' '$8 == "reweighted" { print $9 }')" 4.98614958
	close "$(echo "$out" | awk -F'\t' '$8 == "game" { print $9 }')" 2.77008310
	[ "$(echo "$out" | awk -F'\t' '$8 == "left" { print $14, $15, "[" $16 "]" }')" = "250 9 []" ]
	[ "$(echo "$out" | awk -F'\t' '$8 == "reweighted" { print $14, $15, $16 }')" = "50 10 9" ]
	close "$(echo "$out" | awk -F'\t' '{ print $7; exit }')" 102.63157895
}

@test "explain absp: the floor is a part of its own (absp: floor 50)" {
	# A (60) loses to B (60): game rating 10, A's only game: mean 10,
	# floored to 50.  Parts: game (10 - 60) * 1 = -50; floor 50 - 10 = 40.
	# Then A loses to B again: B is 110, counted clamp(110, 10, 90) = 90,
	# game rating 40; the mean (10*224 + 40*225)/449 = 25.033408, floored
	# to 50 again: no change, in three parts that add up to 0:
	#   reweighted (10 - 50) * (224/449 - 1) =  20.044543
	#   game       (40 - 50) * 225/449       =  -5.011136
	#   floor      (50 - 25.033408) - (50 - 10) = -15.033408
	printf 'type\tplayer\trating\tlast\nlibere\tA\t60\t2010-12-01\nlibere\tB\t60\t2010-12-01\n' > "$T/seed.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2011-01-01\tE1\t1\tlibere\tA\t2\n2011-01-01\tE1\t1\tlibere\tB\t1\n2011-01-02\tE2\t1\tlibere\tA\t2\n2011-01-02\tE2\t1\tlibere\tB\t1\n' > "$T/g.tsv"
	run rate -m absp -p absp --explain --player A -r "$T/seed.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	e1=$(echo "$output" | awk -F'\t' '$4 == "E1"')
	[ "$(echo "$e1" | awk -F'\t' '$8 == "game" { print $9 }')" = -50 ]
	[ "$(echo "$e1" | awk -F'\t' '$8 == "floor" { print $9 }')" = 40 ]
	e2=$(echo "$output" | awk -F'\t' '$4 == "E2"')
	close "$(echo "$e2" | awk -F'\t' '$8 == "reweighted" { print $9 }')" 20.04454343
	close "$(echo "$e2" | awk -F'\t' '$8 == "game" { print $9 }')" -5.01113586
	close "$(echo "$e2" | awk -F'\t' '$8 == "floor" { print $9 }')" -15.03340757
	[ "$(echo "$e2" | awk -F'\t' '{ print $6, $7; exit }')" = "50 50" ]
}

@test "explain absp: parts add up and chain to the list (every profile, generated)" {
	for seed in $(explain_seeds 6); do
		awk -v seed=$seed -v h2h=1 -v eventdays=3 -v games=150 -f "$RP_TESTDIR/gen-history.awk" > "$T/h$seed.tsv"
		for p in frsc2012-libere absp absp-tsh; do
			explain_holds -m absp -p $p "$T/h$seed.tsv"
			# games leave the window; whole events overfill it (absp)
			explain_holds -m absp -p $p --games 5 --top-weight 20 "$T/h$seed.tsv"
			# the floor lifts a mean, and lets go of it
			explain_holds -m absp -p $p --games 5 --top-weight 20 --floor 140 "$T/h$seed.tsv"
		done
	done
}

@test "explain absp: a continued run explains on from the prior's windows" {
	awk -v seed=7 -v h2h=1 -v eventdays=3 -v games=150 -f "$RP_TESTDIR/gen-history.awk" > "$T/h.tsv"
	awk -F'\t' 'NR == 1 || substr($2, 2) + 0 < 20' "$T/h.tsv" > "$T/a.tsv"
	awk -F'\t' 'NR == 1 || substr($2, 2) + 0 >= 20' "$T/h.tsv" > "$T/b.tsv"
	for p in frsc2012-libere absp absp-tsh; do
		rate -m absp -p $p --games 9 --top-weight 30 "$T/a.tsv" > "$T/prior.tsv"
		explain_holds -m absp -p $p --games 9 --top-weight 30 -r "$T/prior.tsv" "$T/b.tsv"
		# the chain goes on from the prior's ratings
		rate -m absp -p $p --games 9 --top-weight 30 --explain -r "$T/prior.tsv" "$T/b.tsv" > "$T/x.tsv"
		awk -F'\t' 'FNR == 1 { next } NR == FNR { r[$1 SUBSEP $2] = $3; next }
			!(($1 SUBSEP $2) in seen) { seen[$1 SUBSEP $2]; k = $1 SUBSEP $2
			if ((k in r) && r[k] + 0 != $6 + 0) { print "before", $6, "prior", r[k]; bad = 1 } }
			END { exit bad }' "$T/prior.tsv" "$T/x.tsv"
	done
}

@test "explain absp-tsh: the event rating's floor and rounding are parts" {
	# tests/models/absp/absp-tsh.bats's event: N1 (new) beats R1 (100), draws R2 (201),
	# beats N2; R4 (50) beats R3 (45); R5 (100) beats R6 (101), draws R7.
	printf 'type\tplayer\trating\tlast\nlibere\tR1\t100\t2010-12-01\nlibere\tR2\t201\t2010-12-01\nlibere\tR3\t45\t2010-12-01\nlibere\tR4\t50\t2010-12-01\n' > "$T/seed.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n' > "$T/g.tsv"
	printf '2011-05-01\tE\t%s\tlibere\t%s\t%s\n' g1 N1 1 g1 R1 2 g2 N1 1 g2 R2 1 g3 N1 1 g3 N2 2 g4 R4 1 g4 R3 2 >> "$T/g.tsv"
	run rate -m absp -p absp-tsh --explain -r "$T/seed.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# N1: phase 2 (150 + 201 + 130)/3 = 160.333333, each game counted at it
	# over shares 223/672, 224/672, 225/672 (adding up to 160.333333), then
	# rounded to 160: a part of -0.333333 over the event's whole share 1
	# g1: 160.333333 * 223 / 672 = 53.205853
	close "$(echo "$output" | part N1 event_rounding "" amount)" -0.33333333
	close "$(echo "$output" | part N1 first g1 amount)" 53.20585317
	[ "$(echo "$output" | part N1 first g3 game_rating)" = 130 ]
	[ "$(echo "$output" | part N1 first g3 entered)" = 160 ]
	# R3 (45) lost to R4 (50): 0, (0 - 45) * 1 = -45; floored to 40: +40
	[ "$(echo "$output" | part R3 game g4 amount)" = -45 ]
	[ "$(echo "$output" | part R3 event_floor "" amount)" = 40 ]
	[ "$(echo "$output" | awk -F'\t' '$2 == "R3" { print $7; exit }')" = 40 ]
}
