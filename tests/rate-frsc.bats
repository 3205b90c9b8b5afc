#!/usr/bin/env bats
# rate -m frsc beyond the spec's worked example (frsc-example.bats).
load helpers

# first N data rows of a fixture, with its header
upto() { head -n $(($2 + 1)) "$FIX/$1"; }

@test "rate: --help lists the models and frsc's flags; --version" {
	run rate --help
	[ "$status" -eq 0 ]
	[[ "$output" == *"frsc"*"--weight-step"* ]]
	run rate --version
	[[ "$output" == "rate (ratepipe) "* ]]
}

@test "rate: unknown model, profile and flag are usage errors" {
	run rate -m nosuch "$FIX/eliptic3.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *'unknown model "nosuch"'* ]]
	run rate -m frsc -p nosuch "$FIX/eliptic3.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *'no profile "nosuch"'* ]]
	run rate --nosuch "$FIX/eliptic3.tsv"
	[ "$status" -eq 2 ]
	run rate --unrated abc "$FIX/eliptic3.tsv"
	[ "$status" -eq 2 ]
}

# N = 3, active from 2 games: weights 170 + 10(i-k-1): 160, 150, 140.
# Games 1, 2: X 1st, Y 2nd, Z 3rd, V = 150 both times (game 2: (200+150+100)/3),
# so P = 200, 150, 100.  Games 3-5: Y beats Z, X absent.
@test "rate: status: active, then provisional, then unlisted when a player stops" {
	upto status5.tsv 8 > "$T/g3.tsv"	# games 1-3: X has 2 of 3 games
	run rate -n 3 --active-games 2 "$T/g3.tsv"
	[ "$(echo "$output" | pick status player X)" = active ]
	[ "$(echo "$output" | pick rating player X)" = 200 ]
	# Y after game 3: V_3 = (150 + 100)/2 = 125, P = 175; (150*140 + 150*150 + 175*160)/450
	close "$(echo "$output" | pick rating player Y)" 158.8888889
	upto status5.tsv 10 > "$T/g4.tsv"	# window 2-4: X has game 2 only
	run rate -n 3 --active-games 2 "$T/g4.tsv"
	[ "$(echo "$output" | pick status player X)" = provisional ]
	[ "$(echo "$output" | pick games player X)" = 1 ]
	run rate -n 3 --active-games 2 "$FIX/status5.tsv"	# window 3-5: X gone
	[ "$(echo "$output" | pick status player X)" = "" ]
	[ "$(echo "$output" | grep -c $'\tX\t')" -eq 0 ]
	[ "$(echo "$output" | pick status player Y)" = active ]
}

@test "rate: the active threshold is ceil(0.15 N): 3 games for N = 14, 18, 20; 2 for 8" {
	# B has 3 games of 3 in eliptic3; with --active 0.25 and N = 14 it needs ceil(3.5) = 4
	run rate --active 0.25 "$FIX/eliptic3.tsv"
	[ "$(echo "$output" | pick status player B)" = provisional ]
	run rate -n 8 "$FIX/eliptic3.tsv"
	# ceil(0.15*8) = 2: A (2 games) becomes active
	[ "$(echo "$output" | pick status player A)" = active ]
}

@test "rate: a one-player game is reported, not rated, and still moves the window" {
	run rate -n 2 --history "$FIX/single.tsv"
	[ "$status" -eq 0 ]
	[[ "$output" == *'single.tsv:4: game "2" of event "E" has a single player: not rated'* ]]
	run bash -c "rate -n 2 '$FIX/single.tsv' 2>/dev/null"
	# game 3 (B 1st, A 2nd): V = (200 + 100)/2 = 150, P_A = 100, P_B = 200.
	# N = 2: the window after game 3 is games 2-3, so game 1 has left it and
	# A's rating is its game 3 score alone.
	[ "$(echo "$output" | pick rating player A)" = 100 ]
	[ "$(echo "$output" | pick rating player B)" = 200 ]
}

@test "rate: --ties average uses the tie-averaged place" {
	run rate --ties average --history "$FIX/eliptic3.tsv"
	# game 3: B and C tied for 2nd-3rd: L = 2.5, delta = 50*(4-5+1)/3 = 0, P = V
	close "$(echo "$output" | col perf 7)" 143.898810
}

@test "rate: score's delta column gives the same ratings as places" {
	rate "$FIX/eliptic3.tsv" > "$T/direct.tsv"
	score "$FIX/eliptic3.tsv" | rate > "$T/scored.tsv"
	cmp "$T/direct.tsv" "$T/scored.tsv"
}

@test "rate: a value column (published values) is used instead of computing V" {
	awk -F'\t' 'BEGIN { OFS = "\t" } NR == 1 { print $0, "value"; next } { print $0, 160 }' \
		"$FIX/eliptic3.tsv" > "$T/v.tsv"
	run rate --history "$T/v.tsv"
	# game 1 with V = 160: P = 210, 160, 110
	[ "$(echo "$output" | col perf 1)" = 210 ]
	[ "$(echo "$output" | col perf 3)" = 110 ]
}

@test "rate: weights that are not all positive are refused (N = 40: 155+200-400 < 0)" {
	run rate -n 40 "$FIX/eliptic3.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *"not all positive for N = 40"* ]]
	# N = 31 is the largest with a positive oldest weight: 155 + 155 - 310 = 0 is not
	run rate -n 30 "$FIX/eliptic3.tsv"
	[ "$status" -eq 0 ]
}

@test "rate: a type without a window size is an error naming it" {
	run rate -n clasic=20 "$FIX/eliptic3.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'no window size for type "eliptic"'* ]]
}

@test "rate: a window size that changes within a type is an error" {
	window -n 14 "$FIX/eliptic3.tsv" | awk -F'\t' 'BEGIN{OFS="\t"} NR > 6 && NF { $NF = 12 } 1' > "$T/n.tsv"
	run rate "$T/n.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'window of type "eliptic" changes from 14 to 12'* ]]
}

@test "rate: without place is an error (score's delta comes with the place)" {
	cut -f1-5 "$FIX/eliptic3.tsv" > "$T/np.tsv"
	run rate "$T/np.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/np.tsv:1: missing column \"place\""* ]]
}

@test "rate -r: continuing from a ratings file equals one run (worked example)" {
	upto eliptic3.tsv 5 > "$T/first.tsv"
	{ head -n1 "$FIX/eliptic3.tsv"; tail -n +7 "$FIX/eliptic3.tsv"; } > "$T/second.tsv"
	rate "$T/first.tsv" > "$T/prior.tsv"
	rate -r "$T/prior.tsv" "$T/second.tsv" > "$T/cont.tsv"
	rate "$FIX/eliptic3.tsv" > "$T/full.tsv"
	cmp "$T/cont.tsv" "$T/full.tsv"
}

@test "rate -r: continuing equals one run on the example season, split anywhere" {
	season=$BATS_TEST_DIRNAME/../examples/frsc/season.tsv
	parse "$season" > "$T/all.tsv"
	rate "$T/all.tsv" > "$T/full.tsv"
	for cut in 2009-07-05 2010-10-16 2011-07-10; do
		awk -F'\t' -v d="$cut" 'NR == 1 || $1 < d' "$T/all.tsv" > "$T/a.tsv"
		awk -F'\t' -v d="$cut" 'NR == 1 || $1 >= d' "$T/all.tsv" > "$T/b.tsv"
		rate "$T/a.tsv" > "$T/prior.tsv"
		rate -r "$T/prior.tsv" "$T/b.tsv" > "$T/cont.tsv"
		cmp "$T/cont.tsv" "$T/full.tsv"
	done
}

@test "rate -r: a damaged state column is an error with its line" {
	rate "$FIX/eliptic3.tsv" | sed '3s/k=3/k=x/' > "$T/bad.tsv"
	run rate -r "$T/bad.tsv" "$FIX/eliptic3.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'bad.tsv:3:7: column "_state": expected an frsc state'* ]]
}

@test "rate: ratings are sorted by type then player, bytewise" {
	run rate -n 20 "$BATS_TEST_DIRNAME/../examples/frsc/season.tsv"
	[ "$status" -eq 1 ]	# the season has points, not places: parse first
	parse "$BATS_TEST_DIRNAME/../examples/frsc/season.tsv" | rate > "$T/r.tsv"
	tail -n +2 "$T/r.tsv" | cut -f1,2 > "$T/keys"
	LC_ALL=C sort -c "$T/keys"
}
