#!/usr/bin/env bats
# -K fide: K known or said to be guessed (issue 41 item 7).  K is the
# list's (column k, as parse -f fide-list writes FIDE's K column), else
# FIDE's rule from the games and the year of birth where the files carry
# them (8.3.3: 40 below 30 games, 40 for a junior below 2300, 20, 10 from
# 2400); where they do not, rate says on stderr whose K was assumed.
load ../../helpers
bats_require_minimum_version 1.5.0

games() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	printf '2025-11-01\tE\t1\tchess\tA\t1\n2025-11-01\tE\t1\tchess\tB\t2\n'
}

@test "fide K: the list's K, or the games and year of birth: no warning" {
	games > "$T/g.tsv"
	# K from the list: A 40 (a junior), B 20
	printf 'type\tplayer\trating\tk\nchess\tA\t2000\t40\nchess\tB\t2000\t20\n' > "$T/l.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	# A: 40 * .5 = +20; B: 20 * -.5 = -10
	[ "$(echo "$output" | pick rating player A)" = 2020 ]
	[ "$(echo "$output" | pick rating player B)" = 1990 ]
	# games and years of birth: A born 2010 (a junior in 2025): 40; B 1980: 20
	printf 'type\tplayer\trating\tgames\tborn\nchess\tA\t2000\t50\t2010\nchess\tB\t2000\t50\t1980\n' > "$T/l.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv"
	[ "$stderr" = "" ]
	[ "$(echo "$output" | pick rating player A)" = 2020 ]
	[ "$(echo "$output" | pick rating player B)" = 1990 ]
	# no year of birth, but the junior rule cannot change K: fewer than 30
	# games (40 anyway) or rated 2300 and above (not a junior's 40)
	printf 'type\tplayer\trating\tgames\nchess\tA\t2000\t10\nchess\tB\t2300\t50\n' > "$T/l.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv"
	[ "$stderr" = "" ]
	# FIDE's own list (parse -f fide-list keeps its K column): K 10 for
	# every player there, no warning
	parse -f fide-list "$FIX/fide-list-oct25.txt" > "$T/fl.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2025-11-01\tE\t1\tchess\t2020009\t2\n2025-11-01\tE\t1\tchess\t5202213\t1\n' > "$T/g2.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/fl.tsv" "$T/g2.tsv"
	[ "$status" -eq 0 ]
	[ "$stderr" = "" ]
	# 2789 - 2756 = 33: PD .55 (.45 for 5202213), K 10: 2789 - 5.5 -> 2783.5
	# (the month's list rounds once: -5.5 -> -6), 2756 + 5.5 -> 2762
	[ "$(echo "$output" | pick rating player 2020009)" = 2783 ]
	[ "$(echo "$output" | pick rating player 5202213)" = 2762 ]
}

@test "fide K: assumed K names the players on stderr" {
	games > "$T/g.tsv"
	# no games column: --list-games (30) assumed for both: K 20 a guess
	printf 'type\tplayer\trating\nchess\tA\t2000\nchess\tB\t2000\n' > "$T/l.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	[ "$stderr" = "rate: K assumed for 2 player(s), the list giving no K (column k) and no games or year of birth (column games, born): chess/A, chess/B" ]
	# the rating is still made (K 20: +10, -10): a warning, not an error
	[ "$(echo "$output" | pick rating player A)" = 2010 ]
	# games known but no year of birth below 2300: the junior rule unknown
	# for B only (A has a list K)
	printf 'type\tplayer\trating\tgames\tk\nchess\tA\t2000\t50\t20\nchess\tB\t2000\t50\t\n' > "$T/l.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv"
	[ "$stderr" = "rate: K assumed for 1 player(s), the list giving no K (column k) and no games or year of birth (column games, born): chess/B" ]
	# a year of birth in the results stream (column born) is known too
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tborn\n2025-11-01\tE\t1\tchess\tA\t1\t\n2025-11-01\tE\t1\tchess\tB\t2\t1970\n' > "$T/g3.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/l.tsv" "$T/g3.tsv"
	[ "$stderr" = "" ]
}
