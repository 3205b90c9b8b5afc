#!/usr/bin/env bats
# value -m elo -r RATINGS: each row's expected score from the list (the
# function rate uses), each player's expected total over the event; and
# every boundary row of FIDE table 8.1b.
load ../../helpers

@test "value elo: the Greek regulation's example: expectations and the event total 2.39" {
	run value -m elo -r "$SHARED/elo-seed-prior.tsv" "$FIX/elo-seed-2wins.tsv"
	[ "$status" -eq 0 ]
	# differences 100, 200, 0, -150, -250: .64, .76, .50, .30, .19
	[ "$(echo "$output" | col expected 1)" = 0.64 ]
	[ "$(echo "$output" | col expected 3)" = 0.76 ]
	[ "$(echo "$output" | col expected 5)" = 0.5 ]
	[ "$(echo "$output" | col expected 7)" = 0.3 ]
	[ "$(echo "$output" | col expected 9)" = 0.19 ]
	close "$(echo "$output" | col expected_total 1)" 2.39
	# A: one game at -100: .36
	[ "$(echo "$output" | col expected_total 2)" = 0.36 ]
	# rate's We is the same number
	run rate -m elo -r "$SHARED/elo-seed-prior.tsv" --history "$FIX/elo-seed-2wins.tsv"
	close "$(echo "$output" | col expected_total 1)" 2.39 1e-12
}

@test "value elo: a player not in the list has no expectation unless --unrated" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2007-03-10\tT1\t1\tclasic\tP\t1\n2007-03-10\tT1\t1\tclasic\tNEW\t2\n' > "$T/g.tsv"
	run value -m elo -r "$SHARED/elo-seed-prior.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col expected 1)" = "" ]
	run value -m elo -r "$SHARED/elo-seed-prior.tsv" --unrated 1500 "$T/g.tsv"
	# 1600 - 1500 = 100: .64
	[ "$(echo "$output" | col expected 1)" = 0.64 ]
	[ "$(echo "$output" | col expected 2)" = 0.36 ]
}

# Table 8.1b boundary rows: H is rated D above L; expected of H (row 1) and L (row 2).
boundary() {
	printf 'type\tplayer\trating\nchess\tL\t1000\nchess\tH\t%s\n' $((1000 + $1)) > "$T/list.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2020-01-01\tE\t1\tchess\tH\t1\n2020-01-01\tE\t1\tchess\tL\t2\n' > "$T/g.tsv"
	value -m elo -p greek2007 --expect fide --cap "${2:-none}" -r "$T/list.tsv" "$T/g.tsv" | col expected "${3:-1}"
}

@test "table 8.1b: 3 -> .50, 4 -> .51 (and .49 for the lower)" {
	[ "$(boundary 3)" = 0.5 ]
	[ "$(boundary 3 none 2)" = 0.5 ]
	[ "$(boundary 4)" = 0.51 ]
	[ "$(boundary 4 none 2)" = 0.49 ]
}

@test "table 8.1b: 344 -> .88, 345 and 357 -> .89, 358 -> .90" {
	[ "$(boundary 344)" = 0.88 ]
	[ "$(boundary 345)" = 0.89 ]
	[ "$(boundary 357)" = 0.89 ]
	[ "$(boundary 358)" = 0.9 ]
	[ "$(boundary 358 none 2)" = 0.1 ]
	# the Greek 350 cap reads 358 as 350: .89
	[ "$(boundary 358 350)" = 0.89 ]
}

@test "table 8.1b: 735 -> .99, 736 -> 1.00 (.00 for the lower)" {
	[ "$(boundary 735)" = 0.99 ]
	[ "$(boundary 735 none 2)" = 0.01 ]
	[ "$(boundary 736)" = 1 ]
	[ "$(boundary 736 none 2)" = 0 ]
	# FIDE's 400 cap: .92
	[ "$(boundary 736 400)" = 0.92 ]
}

@test "table 8.1b: a non-integer difference falls in its integer part's band" {
	printf 'type\tplayer\trating\nchess\tL\t1000\nchess\tH\t1003.9\n' > "$T/list.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2020-01-01\tE\t1\tchess\tH\t1\n2020-01-01\tE\t1\tchess\tL\t2\n' > "$T/g.tsv"
	run value -m elo -p greek2007 -r "$T/list.tsv" "$T/g.tsv"
	# 3.9 -> band 0-3: .50
	[ "$(echo "$output" | col expected 1)" = 0.5 ]
}

@test "value elo -p rasccat: logistic, no cap; a new player counts at the initial 1000" {
	printf 'type\tplayer\trating\nclasic\tB\t1100\n' > "$T/list.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2020-01-01\tC1\t1\tclasic\tA\t1\n2020-01-01\tC1\t1\tclasic\tB\t2\n' > "$T/g.tsv"
	run value -m elo -p rasccat -r "$T/list.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# A (1000) vs B (1100): 1/(1+10^(100/400)) = 0.359935 (doc/rules/rasccat.md)
	close "$(echo "$output" | col expected 1)" 0.359935
	close "$(echo "$output" | col expected 2)" 0.640065
}

@test "value elo: pairings without places (games not played yet), from a federation's list" {
	printf 'type\tplayer\trating\nchess\tA\t1500\nchess\tB\t1600\n' > "$T/list.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\n2024-01-01\tE\t1\tchess\tA\n2024-01-01\tE\t1\tchess\tB\n' > "$T/g.tsv"
	run value -m elo -p greek2007 -r "$T/list.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# greek2007: 100 is in 99-106: .64 and .36
	[ "$(echo "$output" | col expected 1)" = 0.36 ]
	[ "$(echo "$output" | col expected_total 2)" = 0.64 ]
	# fide: A (2700, from 2650) against B (2200): 500 uncapped .96; B capped .08
	printf 'type\tplayer\trating\nchess\tA\t2700\nchess\tB\t2200\n' > "$T/list.tsv"
	run value -m elo -p fide2025 -r "$T/list.tsv" "$T/g.tsv"
	[ "$(echo "$output" | col expected 1)" = 0.96 ]
	[ "$(echo "$output" | col expected 2)" = 0.08 ]
}
