#!/usr/bin/env bats
# rate -m absp: the per-player window.  A plays game i against a fresh
# opponent O<i> seeded by a prior file, each game its own event, and
# --clamp 1000 takes the clamp out, so A's game ratings are known:
# game 1 vs O1 (200), won: 250; game 2 vs O2 (100), lost: 50; every
# later game vs an opponent at 100, won: 150.
load ../../helpers

# games N: the first N games of that history, and the seeds.
games() {
	awk -v n="$1" 'BEGIN {
		print "date\tevent\tgame\ttype\tplayer\tplace"
		for (i = 1; i <= n; i++) {
			d = sprintf("2011-%02d-%02d", 1 + int((i - 1) / 28), 1 + (i - 1) % 28)
			printf "%s\tE%d\t1\tlibere\tA\t%d\n", d, i, i == 2 ? 2 : 1
			printf "%s\tE%d\t1\tlibere\tO%d\t%d\n", d, i, i, i == 2 ? 1 : 2
		} }' > "$T/g.tsv"
	awk 'BEGIN { print "type\tplayer\trating\tlast"
		for (i = 1; i <= 101; i++) printf "libere\tO%d\t%d\t2010-12-01\n", i, i == 1 ? 200 : 100 }' > "$T/seed.tsv"
}

@test "absp window: 100 games weigh 200 (newest) .. 101 (game 1)" {
	games 100
	run rate -m absp --clamp 1000 -r "$T/seed.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# sum of weights 101..200 = 15050; game 1 weighs 101, game 2 102, the
	# other 98 games (weights 103..200, sum 14847) are 150:
	# (250*101 + 50*102 + 150*14847) / 15050 = 2257400 / 15050 = 149.993355...
	close "$(echo "$output" | pick rating player A)" 149.99335548
	[ "$(echo "$output" | pick games player A)" = 100 ]
}

@test "absp window: the 101st game drops game 1 and reweights game 2 to 101" {
	games 101
	run rate -m absp --clamp 1000 -r "$T/seed.tsv" "$T/g.tsv"
	# window = games 2..101: (50*101 + 150*14949) / 15050 = 2247400 / 15050
	# = 149.328903... (14949 = 15050 - 101)
	close "$(echo "$output" | pick rating player A)" 149.32890365
	[ "$(echo "$output" | pick games player A)" = 100 ]
	# --games 101 keeps game 1: weights 200..100, sum 15150; game 1 weighs
	# 100, game 2 101, the rest 102..200 (sum 14949):
	# (250*100 + 50*101 + 150*14949) / 15150 = 2272400 / 15150 = 149.993399...
	run rate -m absp --clamp 1000 --games 101 -r "$T/seed.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick rating player A)" 149.99339934
}

@test "absp window: --top-weight and --weight-step are flags" {
	games 2
	# --games 2, weights 10 (game 2: 50) and 8 (game 1: 250): 2500/18 = 138.888...
	# (with --games 100 the step 2 would make weights negative: a usage error)
	run rate -m absp --clamp 1000 --top-weight 10 --weight-step 2 --games 2 -r "$T/seed.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick rating player A)" 138.88888889
	run rate -m absp --top-weight 10 --weight-step 1 --games 11
	[ "$status" -eq 2 ]
}

@test "absp window: profile absp takes whole events into the window" {
	# A is new and beats O1..O6 (seeds 100, 110, ..., 150), two games per event:
	# game ratings 150, 160 | 170, 180 | 190, 200.  --games 3, weights 10, 9, 8.
	{
		printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
		for i in 1 2 3 4 5 6; do
			e=$(( (i + 1) / 2 ))
			printf '2011-01-0%d\tE%d\t%d\tlibere\tA\t1\n2011-01-0%d\tE%d\t%d\tlibere\tO%d\t2\n' $e $e $i $e $e $i $i
		done
	} > "$T/g.tsv"
	printf 'type\tplayer\trating\tlast\n' > "$T/seed.tsv"
	for i in 1 2 3 4 5 6; do printf 'libere\tO%d\t%d\t2010-12-01\n' $i $((90 + 10 * i)) >> "$T/seed.tsv"; done
	head -n 9 "$T/g.tsv" > "$T/g2.tsv"
	# game by game (--event-mean no):
	# after E2 (4 games) whole events keep E1: the 4th game takes the last
	# weight 8: (180*10 + 170*9 + 160*8 + 150*8) / 35 = 5810 / 35 = 166
	run rate -m absp -p absp --event-mean no --games 3 --top-weight 10 --clamp 1000 -r "$T/seed.tsv" "$T/g2.tsv"
	[ "$(echo "$output" | pick rating player A)" = 166 ]
	[ "$(echo "$output" | pick games player A)" = 4 ]
	# after E3: E1 leaves (4 games remain >= 3), E2 stays:
	# (200*10 + 190*9 + 180*8 + 170*8) / 35 = 6510 / 35 = 186
	run rate -m absp -p absp --event-mean no --games 3 --top-weight 10 --clamp 1000 -r "$T/seed.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player A)" = 186 ]
	# counting games instead: the last 3 only: (2000 + 1710 + 1440) / 27 = 190.740740...
	run rate -m absp -p absp --event-mean no --whole-events no --games 3 --top-weight 10 --clamp 1000 -r "$T/seed.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick rating player A)" 190.74074074
	# the profile's own, each event's games at the event's mean game
	# rating (--event-mean yes): 155, 155 | 175, 175 | 195, 195.
	# After E2: (175*10 + 175*9 + 155*8 + 155*8) / 35 = 5805 / 35 = 165.857143
	run rate -m absp -p absp --games 3 --top-weight 10 --clamp 1000 -r "$T/seed.tsv" "$T/g2.tsv"
	close "$(echo "$output" | pick rating player A)" 165.85714286
	[ "$(echo "$output" | pick games player A)" = 4 ]
	# after E3: (195*10 + 195*9 + 175*8 + 175*8) / 35 = 6505 / 35 = 185.857143
	run rate -m absp -p absp --games 3 --top-weight 10 --clamp 1000 -r "$T/seed.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick rating player A)" 185.85714286
	# the last 3 games: (1950 + 1755 + 175*8) / 27 = 5105 / 27 = 189.074074
	run rate -m absp -p absp --whole-events no --games 3 --top-weight 10 --clamp 1000 -r "$T/seed.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick rating player A)" 189.07407407
}

@test "absp window: games before --since are not rated (frsc2012-libere counts from 2009-01-01)" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2008-12-31\tE0\t1\tlibere\tA\t1\n2008-12-31\tE0\t1\tlibere\tB\t2\n2009-01-01\tE1\t1\tlibere\tA\t2\n2009-01-01\tE1\t1\tlibere\tB\t1\n' > "$T/g.tsv"
	run sh -c 'rate -m absp "$1" 2>/dev/null' sh "$T/g.tsv"
	# only E1 counts: both new, 150 each; A loses: 100, B wins: 200
	[ "$(echo "$output" | pick rating player A)" = 100 ]
	[ "$(echo "$output" | pick games player A)" = 1 ]
	run sh -c 'rate -m absp --since all "$1" 2>/dev/null' sh "$T/g.tsv"
	[ "$(echo "$output" | pick games player A)" = 2 ]
}

# A stream annotated by window -p M: absp takes its window from pwin.
@test "absp window: window -p M sets the window (no longer ignored)" {
	games 5
	# window -p 3: A keeps games 3, 4, 5, all won against 100: 150 each
	window -p 3 "$T/g.tsv" > "$T/w.tsv"
	run rate -m absp --clamp 1000 -r "$T/seed.tsv" "$T/w.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick rating player A)" = 150 ]
	[ "$(echo "$output" | pick games player A)" = 3 ]
	# the same as --games 3; the plain run keeps all 5 games, weights 200..196:
	# (250*196 + 50*197 + 150*(198 + 199 + 200)) / 990 = 148400 / 990 = 149.898989...
	[ "$output" = "$(rate -m absp --clamp 1000 --games 3 -r "$T/seed.tsv" "$T/g.tsv")" ]
	run rate -m absp --clamp 1000 -r "$T/seed.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick rating player A)" 149.8989899
	# --games that agrees with pwin is fine
	run rate -m absp --games 3 --clamp 1000 -r "$T/seed.tsv" "$T/w.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick games player A)" = 3 ]
}

@test "absp window: a prior's windows are cut to the stream's pwin" {
	games 5
	# the prior holds A's games 1-4 (window 100); game 5 comes with window -p 3:
	# A keeps games 3, 4, 5 as in one run with --games 3
	head -n 9 "$T/g.tsv" > "$T/a.tsv"
	{ head -n 1 "$T/g.tsv"; tail -n 2 "$T/g.tsv"; } > "$T/b.tsv"
	rate -m absp --clamp 1000 -r "$T/seed.tsv" "$T/a.tsv" > "$T/prior.tsv"
	[ "$(pick games player A < "$T/prior.tsv")" = 4 ]
	window -p 3 "$T/b.tsv" | rate -m absp --clamp 1000 -r "$T/prior.tsv" > "$T/cont.tsv"
	[ "$(pick rating player A < "$T/cont.tsv")" = 150 ]
	[ "$(pick _state player A < "$T/cont.tsv")" = "absp k=5 n=5 3:150 4:150 5:150" ]
	rate -m absp --clamp 1000 --games 3 -r "$T/seed.tsv" "$T/g.tsv" > "$T/full.tsv"
	cmp "$T/full.tsv" "$T/cont.tsv"
}

@test "absp window: conflicts are refused, naming both sides" {
	games 5
	window -p 3 "$T/g.tsv" > "$T/w.tsv"
	# --games given and different
	run rate -m absp --games 4 "$T/w.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/w.tsv:2: column \"pwin\" says 3 (window -p 3) but --games says 4"* ]]
	# pwin changes within the stream (two files windowed apart)
	head -n 7 "$T/g.tsv" | window -p 3 > "$T/w3.tsv"
	{ head -n 1 "$T/g.tsv"; tail -n 4 "$T/g.tsv"; } | window -p 4 > "$T/w4.tsv"
	# (each file's numbering starts again: a player's second file begins
	# at pseq 1, found before the pwin of the event is read)
	run rate -m absp "$T/w3.tsv" "$T/w4.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/w4.tsv:2: player \""*"\" has game number 1 in column pseq, and it is the player's game "*"the stream was cut or filtered after window -p"* ]]
	# one file whose pwin changes: the window's conflict
	{ cat "$T/w3.tsv"; awk -F'\t' -v OFS='\t' 'NR > 7 { $(NF - 1) = 4; print }' "$T/w.tsv"; } > "$T/mixed.tsv"
	run rate -m absp "$T/mixed.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/mixed.tsv:8: column \"pwin\" says 4, but the stream began with window 3"* ]]
	# a window the weights do not reach: 200 - 299 * 1 < 0
	run sh -c 'window -p 300 "$1" | rate -m absp' sh "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: stdin:2: column \"pwin\" says 300, but the weights --top-weight 200, --weight-step 1 do not stay positive over 300 games"* ]]
	# pwin that is not a window size
	awk -F'\t' -v OFS='\t' 'NR == 3 { $8 = "x" } 1' "$T/w.tsv" > "$T/bad.tsv"
	run rate -m absp "$T/bad.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/bad.tsv:3:8: column \"pwin\": expected a window size"* ]]
	# pseq alone: no window size to honour
	cut -f 1-7 "$T/w.tsv" > "$T/pseq.tsv"
	run rate -m absp "$T/pseq.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"column \"pseq\" without \"pwin\""* ]]
}

@test "absp window: a calendar window (window -n) is refused" {
	games 5
	window -n 3 "$T/g.tsv" > "$T/w.tsv"
	run rate -m absp "$T/w.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/w.tsv:1: the stream is windowed by \`window -n\` (columns seq, n), but model absp has another window"* ]]
	[[ "$output" == *"or use window -p"* ]]
}

@test "absp window: the weights are checked against the window in force (pwin or --games)" {
	games 5
	# --top-weight 10 cannot weigh the profile's 100 games (10 - 99 < 0): usage error
	run rate -m absp --top-weight 10 "$T/g.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *"weights top, top - step, ... must stay positive over the window"* ]]
	# but it weighs window -p 5: 10, 9, 8, 7, 6 for games 5 .. 1:
	# (150*10 + 150*9 + 150*8 + 50*7 + 250*6) / 40 = 5900 / 40 = 147.5
	window -p 5 "$T/g.tsv" > "$T/w.tsv"
	run rate -m absp --top-weight 10 --clamp 1000 -r "$T/seed.tsv" "$T/w.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick rating player A)" = 147.5 ]
}
