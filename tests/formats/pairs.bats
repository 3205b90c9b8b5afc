#!/usr/bin/env bats
# parse -f pairs: head-to-head lines into results rows.
load ../helpers

@test "pairs: winner place 1, loser 2, a draw both 1; other columns to both rows" {
	run parse -f pairs "$SHARED/pairs-greek.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$(printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult')" ]
	[ "$(echo "$output" | wc -l)" -eq 13 ]
	[ "$(echo "$output" | col player 1)" = P ]
	[ "$(echo "$output" | col place 1)" = 1 ]
	[ "$(echo "$output" | col player 2)" = A ]
	[ "$(echo "$output" | col place 2)" = 2 ]
	# line 6: a draw (and a forfeit, passed through)
	[ "$(echo "$output" | col place 11)" = 1 ]
	[ "$(echo "$output" | col place 12)" = 1 ]
	[ "$(echo "$output" | col result 12)" = forfeit ]
}

@test "pairs | rate -m elo: the Greek regulation's example again, the forfeit not rated" {
	parse -f pairs "$SHARED/pairs-greek.tsv" > "$T/r.tsv"
	run rate -m elo -r "$SHARED/elo-seed-prior.tsv" --history "$T/r.tsv"
	[ "$status" -eq 0 ]
	# P: 2 wins, We 2.39 -> 1592.2 (as in elo-greek.bats)
	close "$(echo "$output" | col rating 1)" 1592.2
	[ "$(echo "$output" | col rated 11)" = forfeit ]
	# A: only the game lost to P counts (.36): 20 * (0 - .36) = -7.2
	close "$(echo "$output" | col rating 11)" 1492.8
}

@test "pairs: no game column: games numbered within each event; --type" {
	printf 'date\tevent\twinner\tloser\tlength\n2020-01-01\tE1\tA\tB\t5\n2020-01-01\tE1\tC\tA\t7\n2020-01-02\tE2\tB\tC\t3\n' > "$T/w.tsv"
	run parse -f pairs --type backgammon "$T/w.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col game 3)" = 2 ]
	[ "$(echo "$output" | col game 5)" = 1 ]
	[ "$(echo "$output" | col type 5)" = backgammon ]
	[ "$(echo "$output" | col length 4)" = 7 ]
	# without --type and without a type column: an error, not a guess
	run parse -f pairs "$T/w.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'missing column "type"'* ]]
}

@test "pairs: bad lines are errors naming the line" {
	printf 'date\tevent\twinner\tloser\tdraw\ttype\n2020-01-01\tE1\tA\tA\t\tx\n' > "$T/w.tsv"
	run parse -f pairs "$T/w.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *":2:4: "*"another player"* ]]
	printf 'date\tevent\twinner\tloser\tdraw\ttype\n2020-01-01\tE1\tA\tB\tmaybe\tx\n' > "$T/w.tsv"
	run parse -f pairs "$T/w.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *":2:5: "* ]]
	printf 'date\tevent\tgame\twinner\tloser\ttype\n2020-01-01\tE1\t1\tA\tB\tx\n2020-01-01\tE1\t1\tA\tC\tx\n' > "$T/w.tsv"
	run parse -f pairs "$T/w.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *":3: "*"appears twice"* ]]
	printf 'date\tevent\twinner\tloser\ttype\n2020-01-02\tE1\tA\tB\tx\n2020-01-01\tE1\tA\tC\tx\n' > "$T/w.tsv"
	run parse -f pairs "$T/w.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *":3: "*"backwards"* ]]
}
