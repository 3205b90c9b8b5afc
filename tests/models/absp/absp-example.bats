#!/usr/bin/env bats
# rate -m absp: the worked example of doc/rules/absp.md, the clamp both ways,
# a draw, the floor.  Ratings before the event come from a prior file
# (tests/fixtures/absp-seed.tsv: W 150, X 150, Y 120, Z 200), as the
# FRSc Libere chain seeds ABSP from the collective ratings.
load ../../helpers

hist() {
	rate -m absp -r "$FIX/absp-seed.tsv" --history "$FIX/absp-example.tsv"
}

@test "absp example: X's game ratings 170, 140, 150 and R = 153.299832" {
	run hist
	[ "$status" -eq 0 ]
	# X beats Y: clamp(120, 110, 190) + 50 = 170
	[ "$(echo "$output" | col perf 1)" = 170 ]
	# X loses to Z: clamp(200, 110, 190) - 50 = 140 (clamped down)
	[ "$(echo "$output" | col value 3)" = 190 ]
	[ "$(echo "$output" | col perf 3)" = 140 ]
	# X draws W: clamp(150, 110, 190) + 0 = 150
	[ "$(echo "$output" | col perf 5)" = 150 ]
	# weights newest first 200 (W), 199 (Z), 198 (Y):
	# (150*200 + 140*199 + 170*198) / 597 = 91520 / 597 = 153.299832...
	close "$(echo "$output" | col rating 5)" 153.299832
}

@test "absp example: Y's game rating against X is 100; Z counts X up to 160" {
	run hist
	# Y (120) loses to X (150): clamp(150, 80, 160) - 50 = 100
	[ "$(echo "$output" | col perf 2)" = 100 ]
	[ "$(echo "$output" | col rating 2)" = 100 ]
	# Z (200) beats X (150): clamp(150, 160, 240) + 50 = 210 (clamped up)
	[ "$(echo "$output" | col value 4)" = 160 ]
	[ "$(echo "$output" | col perf 4)" = 210 ]
	# the draw for W (150): clamp(150, 110, 190) + 0 = 150
	[ "$(echo "$output" | col perf 6)" = 150 ]
}

@test "absp: the 169 vs 120 clamp, both directions" {
	printf 'type\tplayer\trating\tlast\nlibere\tP\t169\t2010-12-01\nlibere\tQ\t120\t2010-12-01\n' > "$T/seed.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2011-02-01\tE\t1\tlibere\tP\t1\n2011-02-01\tE\t1\tlibere\tQ\t2\n' > "$T/g.tsv"
	run rate -m absp -r "$T/seed.tsv" --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	# P counts Q as clamp(120, 129, 209) = 129, wins: 179
	[ "$(echo "$output" | col value 1)" = 129 ]
	[ "$(echo "$output" | col perf 1)" = 179 ]
	# Q counts P as clamp(169, 80, 160) = 160, loses: 110
	[ "$(echo "$output" | col value 2)" = 160 ]
	[ "$(echo "$output" | col perf 2)" = 110 ]
	# a flag changes the clamp: --clamp 10 -> P counts Q as 159, wins: 209
	run rate -m absp --clamp 10 -r "$T/seed.tsv" --history "$T/g.tsv"
	[ "$(echo "$output" | col perf 1)" = 209 ]
}

@test "absp: ratings list and the ratings stream's columns" {
	run rate -m absp -r "$FIX/absp-seed.tsv" "$FIX/absp-example.tsv"
	[ "$status" -eq 0 ]
	# _seen: the engine's replay guard (the games of the last day)
	[ "$(echo "$output" | head -n1)" = "$(printf 'type\tplayer\trating\tgames\tstatus\tlast\t_state\t_seen\t_model\t_sum')" ]
	close "$(echo "$output" | pick rating player X)" 153.299832
	[ "$(echo "$output" | pick games player X)" = 3 ]
	[ "$(echo "$output" | pick last player X)" = 2011-03-05 ]
}

@test "absp: profile absp floors a rating at 50; frsc2012-libere does not" {
	printf 'type\tplayer\trating\tlast\nlibere\tA\t60\t2010-12-01\nlibere\tB\t60\t2010-12-01\n' > "$T/seed.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2011-02-01\tE\t1\tlibere\tA\t2\n2011-02-01\tE\t1\tlibere\tB\t1\n' > "$T/g.tsv"
	# A loses to B (60): game rating 60 - 50 = 10
	run rate -m absp -r "$T/seed.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player A)" = 10 ]
	run rate -m absp -p absp -r "$T/seed.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player A)" = 50 ]
	run rate -m absp -p absp --floor none -r "$T/seed.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player A)" = 10 ]
}

@test "absp: a game is head-to-head; results other than bye/forfeit are errors" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2011-02-01\tE\t1\tlibere\tA\t1\n2011-02-01\tE\t1\tlibere\tB\t2\n2011-02-01\tE\t1\tlibere\tC\t3\n' > "$T/g.tsv"
	run rate -m absp "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"g.tsv:2: game \"1\" of event \"E\" has 3 player(s)"* ]]
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\n2011-02-01\tE\t1\tlibere\tA\t1\twon\n2011-02-01\tE\t1\tlibere\tB\t2\t\n' > "$T/g.tsv"
	run rate -m absp "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"g.tsv:2:7: column \"result\": expected a result: played, forfeit, bye or empty (played), found \"won\""* ]]
}

@test "absp: byes and forfeits are not rated but stay in the history, and are counted" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\n2011-02-01\tE\t1\tlibere\tA\t1\t\n2011-02-01\tE\t1\tlibere\tB\t2\t\n2011-02-01\tE\t2\tlibere\tC\t1\tbye\n2011-02-01\tE\t3\tlibere\tA\t1\tforfeit\n2011-02-01\tE\t3\tlibere\tC\t2\tforfeit\n' > "$T/g.tsv"
	run rate -m absp --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	[[ "$output" == *"rate: 3 row(s) not rated (byes, forfeits"* ]]
	run sh -c 'rate -m absp --history "$1" 2>/dev/null' sh "$T/g.tsv"
	[ "$(echo "$output" | wc -l)" -eq 6 ]
	# the bye row: no value, no game rating, no rating (C never played), no
	# prediction (prev, expected); escale is on every row
	[ "$(echo "$output" | sed -n 4p | cut -f7-12)" = "$(printf 'bye\t\t\t\t\t')" ]
	# A and B new, no rated opponent: both start at --unrated 150; A wins: 200
	[ "$(echo "$output" | col perf 1)" = 200 ]
	# the forfeit row of A shows A's rating but no game rating
	[ "$(echo "$output" | col perf 4)" = "" ]
	[ "$(echo "$output" | col rating 4)" = 200 ]
	run sh -c 'rate -m absp "$1" 2>/dev/null' sh "$T/g.tsv"
	[ "$(echo "$output" | pick games player A)" = 1 ]
	[ "$(echo "$output" | pick player player C)" = "" ]
}

# The ABSP's ratings page: a tournament's rating points are the opponents'
# ratings plus 50 a win, minus 50 a loss, "only the total number of wins
# and losses count"; with the number of games they are the input to the
# overall rating.  Profile absp enters an event's games at the event's mean
# (--event-mean yes), so their order inside the event no longer matters.
@test "absp: the order of games inside an event moves frsc2012-libere, not absp" {
	# the worked example, and the same event with its games in reverse order
	awk -F'\t' 'NR == 1 { print; next } { r[NR] = $0 } END { for (i = NR; i > 1; i -= 2) { print r[i - 1]; print r[i] } }' \
	    "$FIX/absp-example.tsv" | awk -F'\t' -v OFS='\t' 'NR > 1 { $3 = "g" int(NR / 2) } 1' > "$T/rev.tsv"
	# X: 170 (Y), 140 (Z), 150 (W).  In order, weights 198, 199, 200:
	# 153.299832; reversed (Y last) 200, 199, 198:
	# (170*200 + 140*199 + 150*198) / 597 = 91560 / 597 = 153.366834
	run rate -m absp -r "$FIX/absp-seed.tsv" "$FIX/absp-example.tsv"
	close "$(echo "$output" | pick rating player X)" 153.29983250
	run rate -m absp -r "$FIX/absp-seed.tsv" "$T/rev.tsv"
	close "$(echo "$output" | pick rating player X)" 153.36683417
	# absp: every game at the mean (170 + 140 + 150) / 3 = 153.333333, in
	# either order (absp's floor 50 and clamp 40 as above)
	run rate -m absp -p absp -r "$FIX/absp-seed.tsv" "$FIX/absp-example.tsv"
	close "$(echo "$output" | pick rating player X)" 153.33333333
	[ "$(echo "$output" | pick _state player X)" = "absp k=1 n=3 1:153.33333333333334 1:153.33333333333334 1:153.33333333333334" ]
	run rate -m absp -p absp -r "$FIX/absp-seed.tsv" "$T/rev.tsv"
	close "$(echo "$output" | pick rating player X)" 153.33333333
	# game by game, as before revision 2, absp's weights 225, 224, 223:
	# (170*225 + 140*224 + 150*223) / 672 = 103060 / 672 = 153.363095
	run rate -m absp -p absp --event-mean no -r "$FIX/absp-seed.tsv" "$T/rev.tsv"
	close "$(echo "$output" | pick rating player X)" 153.36309524
}

@test "absp: --history keeps each game's own rating under --event-mean" {
	run rate -m absp -p absp --history -r "$FIX/absp-seed.tsv" "$FIX/absp-example.tsv"
	[ "$(echo "$output" | col perf 1)" = 170 ]
	[ "$(echo "$output" | col perf 3)" = 140 ]
	close "$(echo "$output" | col rating 1)" 153.33333333
}
