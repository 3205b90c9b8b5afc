#!/usr/bin/env bats
# rate --explain for frsc (doc/rules/frsc2012.md): a rating is the
# weighted mean R = sum w_i P_i / W over the window, so a change is
# sum_i (P_i - R)(s'_i - s_i), s = w/W a game's share before and after:
# one part per game of either window ("game" entering, "window moved",
# "left the window"), and "unrated" when no game is left.
load ../../helpers
load ../../explain

# The amount of part $3 (game number $2) of player $1 in $T/x, its last change.
part() {
	awk -F'\t' -v p="$1" -v no="$2" -v part="$3" '$2 == p && $10 == no && $8 == part { v = $9 } END { print v }' "$T/x"
}

# Rows "date game player place" of type eliptic, event E.
games() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	while read -r d g p pl; do printf '%s\tE\t%s\teliptic\t%s\t%s\n' "$d" "$g" "$p" "$pl"; done
}

@test "explain frsc: the rules' worked example, game 3 part by part (by hand)" {
	rate -m frsc -n 14 --explain "$SHARED/eliptic3.tsv" > "$T/x"
	[ "$(head -1 "$T/x")" = "$(printf 'type\tplayer\tdate\tevent\tgame\tbefore\tafter\tpart\tamount\tgame_no\tperf\tweight_before\tweight_after\tshare_before\tshare_after')" ]
	# B before game 3: games 1 (P 150, w 205) and 2 (P 200, w 215),
	# R = 175.595238; after: weights 195, 205, 215 (game 3, P 160.565476),
	# W' = 615.  Parts (P - R)(s' - s):
	#   game 1: (150 - 175.595238)(195/615 - 205/420) = 4.377351
	#   game 2: (200 - 175.595238)(205/615 - 215/420) = -4.357993
	#   game 3: (160.565476 - 175.595238)(215/615 - 0) = -5.254307
	# adding up to 170.360288 - 175.595238 = -5.234950
	close "$(part B 1 "window moved")" 4.377351 1e-6
	close "$(part B 2 "window moved")" -4.357993 1e-6
	close "$(part B 3 game)" -5.254307 1e-6
	# A: game 1 (P 200 = R) moves nothing; game 3: (193.898810 - 200)
	# 215/410 = -3.199405, the whole change to 196.800595
	close "$(part A 1 "window moved")" 0 1e-12
	close "$(part A 3 game)" -3.199405 1e-6
	# first games start from --unrated 150: A's game 1 is 200 - 150
	[ "$(part A 1 game)" = 50 ]
	[ "$(awk -F'\t' '$2 == "A" { print $6; exit }' "$T/x")" = 150 ]
	# the terms of B's game 2 in game 3: P 200, weights 215 -> 205, shares 215/420 -> 1/3
	[ "$(awk -F'\t' '$2 == "B" && $10 == 2 && $3 == "2009-01-12" { print $11, $12, $13 }' "$T/x")" = "200 215 205" ]
	# after game 2, A and C (one game each, not playing) did not move: no change
	[ "$(awk -F'\t' '$3 == "2009-01-11" { print $2 }' "$T/x" | sort -u | tr '\n' ' ')" = "B D " ]
}

@test "explain frsc: N = 2, game 1 leaves the window at game 3 (by hand)" {
	# weights 165 + 10 (i - k - 1): newest 155, older 145.  After game 2
	# B = (150 145 + 200 155)/300 = 175.833333; V3 = (200 + 175.833333 +
	# 100 + 100)/4 = 143.958333, P3: A 193.958333, B and C 160.625, D 93.958333.
	# B in game 3: game 1 leaves (150 - 175.833333)(0 - 145/300) = 12.486111,
	# game 2 (200 - 175.833333)(145/300 - 155/300) = -0.805556, game 3
	# (160.625 - 175.833333) 155/300 = -7.857639: to 179.65625
	rate -m frsc -n 2 --explain "$SHARED/eliptic3.tsv" > "$T/x"
	close "$(part B 1 "left the window")" 12.486111 1e-6
	close "$(part B 2 "window moved")" -0.805556 1e-6
	close "$(part B 3 game)" -7.857639 1e-6
	[ "$(awk -F'\t' '$2 == "B" && $8 == "game" && $10 == 3 { print $7 }' "$T/x")" = 179.65625 ]
	# the game that left is named: game 1 of event E, weight 145 -> none
	[ "$(awk -F'\t' '$2 == "B" && $8 == "left the window" { print $5, $12, $13 "|" }' "$T/x")" = "1 145 |" ]
	# A: game 1 (P 200 = R) leaves for nothing; game 3: 193.958333 - 200
	close "$(part A 1 "left the window")" 0 1e-12
	close "$(part A 3 game)" -6.041667 1e-6
}

@test "explain frsc: players who do not play move too, and fall to --unrated" {
	# N = 3, weights 170 + 10 (i - k - 1).  Game 1: A 200, B 100 (V 150);
	# game 2: V (200 + 150)/2 = 175, A 225, C 125; game 3: B and C, A
	# does not play.  A at k = 2: (200 150 + 225 160)/310 = 212.903226;
	# at k = 3: (200 140 + 225 150)/290 = 212.931034.  Parts:
	#   game 1: (200 - 212.903226)(140/290 - 150/310) = 0.014353
	#   game 2: (225 - 212.903226)(150/290 - 160/310) = 0.013456
	printf '2024-01-01 1 A 1\n2024-01-01 1 B 2\n2024-01-02 2 A 1\n2024-01-02 2 C 2\n2024-01-03 3 B 1\n2024-01-03 3 C 2\n' | games > "$T/g.tsv"
	rate -m frsc -n 3 --explain "$T/g.tsv" > "$T/x"
	close "$(awk -F'\t' '$2 == "A" && $5 == 1 && $3 == "2024-01-03" { print $9 }' "$T/x")" 0.014353 1e-6
	close "$(awk -F'\t' '$2 == "A" && $5 == 2 && $3 == "2024-01-03" { print $9 }' "$T/x")" 0.013456 1e-6
	[ "$(awk -F'\t' '$2 == "A" && $3 == "2024-01-03" { print $8 }' "$T/x" | sort -u)" = "window moved" ]
	# N = 1: at game 2 game 1 leaves; B (100, not playing) has no game
	# left: the change ends at --unrated 150, part "unrated" +50
	rate -m frsc -n 1 --explain "$T/g.tsv" > "$T/x"
	[ "$(awk -F'\t' '$2 == "B" && $3 == "2024-01-02" { print $6, $7, $8, $9 }' "$T/x" | tr '\n' ,)" = "100 150 left the window 0,100 150 unrated 50," ]
	# --player keeps B's changes, the ones without a game of B's too
	rate -m frsc -n 1 --explain --player B "$T/g.tsv" > "$T/b"
	[ "$(sed 1d "$T/b")" = "$(awk -F'\t' '$2 == "B"' "$T/x")" ]
	explain_holds -m frsc -n 1 "$T/g.tsv"
	explain_holds -m frsc -n 3 "$T/g.tsv"
}

@test "explain frsc: a one-player game is a part of 0, and it still moves the window" {
	printf '2024-01-01 1 A 1\n2024-01-01 1 B 2\n2024-01-02 2 C 1\n' | games > "$T/g.tsv"
	rate -m frsc -n 1 --explain "$T/g.tsv" 2> /dev/null > "$T/x"
	[ "$(awk -F'\t' '$2 == "C" { print $6, $7, $8, $9 }' "$T/x")" = "150 150 not rated: one player 0" ]
	# game 1 left the only window slot: A 200 -> 150
	[ "$(awk -F'\t' '$2 == "A" && $3 == "2024-01-02" { print $8 }' "$T/x" | tr '\n' ,)" = "left the window,unrated," ]
}

@test "explain frsc: parts add up and chain to the list (windows, ties, examples, -r)" {
	for seed in $(explain_seeds 6); do
		awk -v seed=$seed -f "$RP_TESTDIR/gen-history.awk" > "$T/h$seed.tsv"
		explain_holds -m frsc -n clasic=3,eliptic=4 "$T/h$seed.tsv"
		explain_holds -m frsc -n 20 "$T/h$seed.tsv"
		explain_holds -m frsc -n clasic=2,eliptic=5 --active-games 2 --ties average "$T/h$seed.tsv"
		# the pipeline: window's column n and score's delta
		window -n clasic=3,eliptic=2 "$T/h$seed.tsv" | score > "$T/s$seed.tsv"
		explain_holds -m frsc "$T/s$seed.tsv"
	done
	# continued from a ratings file (games of the prior have no id: "")
	awk -F'\t' 'NR == 1 || $3 + 0 <= 10' "$T/h1.tsv" > "$T/a.tsv"
	awk -F'\t' 'NR == 1 || $3 + 0 > 10' "$T/h1.tsv" > "$T/b.tsv"
	rate -m frsc -n 4 "$T/a.tsv" > "$T/prior.tsv"
	explain_holds -m frsc -n 4 -r "$T/prior.tsv" "$T/b.tsv"
	rate -m frsc -n 4 -r "$T/prior.tsv" --explain "$T/b.tsv" > "$T/x"
	awk -F'\t' '$8 == "window moved" && $5 == "" { f = 1 } END { exit !f }' "$T/x"
	# the examples: the season through window and score, and Libere
	ex=$RP_TOP/examples
	parse "$ex/frsc/season.tsv" | window -n frsc2012 | score > "$T/season.tsv"
	explain_holds -m frsc -p frsc2012 "$T/season.tsv"
	parse "$ex/libere/libere-2009-2010.tsv" > "$T/libere.tsv"
	explain_holds -m frsc -n libere=8 "$T/libere.tsv"
}
