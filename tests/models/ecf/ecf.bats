#!/usr/bin/env bats
# rate -m ecf: the English Chess Federation's rating since 2020
# (doc/rules/ecf.md).  A month is one event.  Expected scores and
# performances from FIDE tables 8.1b and 8.1a (doc/rules/fide.md).
load ../../helpers

hdr() { printf 'date\tevent\tgame\ttype\tplayer\tplace\tage\n'; }
# game DATE MONTH GAME A PLACE-A B PLACE-B [AGE-A]
game() {
	printf '%s\t%s\t%s\tchess\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5" "${8:-30}"
	printf '%s\t%s\t%s\tchess\t%s\t%s\t30\n' "$1" "$2" "$3" "$6" "$7"
}

@test "ecf: K rating: an adult beating an equal gains 10 (the ECF's example)" {
	printf 'type\tplayer\trating\nchess\tA\t1500\nchess\tB\t1500\n' > "$T/prior.tsv"
	{ hdr; game 2024-03-05 2024-03 1 A 1 B 2; } > "$T/in.tsv"
	run rate -m ecf -r "$T/prior.tsv" "$T/in.tsv"
	[ "$status" -eq 0 ]
	# We = 0.5 (table 8.1b, D = 0): 1500 + 20 (1 - 0.5)
	[ "$(echo "$output" | pick rating player A)" = 1510 ]
	[ "$(echo "$output" | pick rating player B)" = 1490 ]
}

@test "ecf: K rating: table 8.1b, a junior's k 40" {
	printf 'type\tplayer\trating\nchess\tA\t1600\nchess\tB\t1700\n' > "$T/prior.tsv"
	{ hdr; game 2024-03-05 2024-03 1 A 1 B 2; } > "$T/in.tsv"
	run rate -m ecf --history -r "$T/prior.tsv" "$T/in.tsv"
	# D = -100: table 8.1b gives the lower-rated 0.36: 1600 + 20 * 0.64 = 1612.8
	[ "$(echo "$output" | pick expected player A)" = 0.36 ]
	[ "$(echo "$output" | pick rating player A)" = 1612.8 ]
	[ "$(echo "$output" | pick rating player B)" = 1687.2 ]
	{ hdr; game 2024-03-05 2024-03 1 A 1 B 2 12; } > "$T/junior.tsv"
	run rate -m ecf -r "$T/prior.tsv" "$T/junior.tsv"
	# age 12: k 40: 1600 + 40 * 0.64 = 1625.6
	[ "$(echo "$output" | pick rating player A)" = 1625.6 ]
}

@test "ecf: a new player: P rating with the dummy draw; partial, then full" {
	printf 'type\tplayer\trating\nchess\tC\t1500\nchess\tD\t1500\nchess\tE\t1500\nchess\tF\t1600\nchess\tG\t1600\n' > "$T/prior.tsv"
	{ hdr; game 2024-03-06 2024-03 1 N 1 C 2; game 2024-03-07 2024-03 2 N 1 D 2
	  game 2024-03-08 2024-03 3 N 2 E 1; } > "$T/m1.tsv"
	run rate -m ecf --history -r "$T/prior.tsv" "$T/m1.tsv"
	[ "$status" -eq 0 ]
	# 2 of 3 and the dummy draw against 1800 (an adult): Ra = (1800 + 3 * 1500)/4
	# = 1575, p = 2.5/4 = .625 -> .63, dp 95: 1670, in both passes
	[ "$(echo "$output" | pick rating_b player N | head -1)" = 1670 ]
	# C lost to N at 1670: D = -170, We 0.28: 1500 - 20 * 0.28 = 1494.4
	[ "$(echo "$output" | pick rating player C)" = 1494.4 ]
	run rate -m ecf -r "$T/prior.tsv" "$T/m1.tsv"
	[ "$(echo "$output" | pick category player N)" = P ]
	[ "$(echo "$output" | pick record player N)" = "1500:1 1500:1 1500:0" ]
	echo "$output" > "$T/after1.tsv"
	# the 2020 rules weighed a game against a new or partial player 1/2
	run rate -m ecf -p ecf2020 -r "$T/prior.tsv" "$T/m1.tsv"
	[ "$(echo "$output" | pick rating player C)" = 1497.2 ]
	# April: N beats F and draws G: the record, the new games and the dummy:
	# Ra = (1800 + 3 * 1500 + 2 * 1600)/6 = 1583.333, p = 4/6 -> .67, dp 125
	{ hdr; game 2024-04-02 2024-04 1 N 1 F 2; game 2024-04-03 2024-04 2 N 1 G 1; } > "$T/m2.tsv"
	run rate -m ecf -r "$T/after1.tsv" "$T/m2.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rating player N)" 1708.333333333333 1e-9
	[ "$(echo "$output" | pick games player N)" = 5 ]
	# (a constant changed from this run on: --new-rules)
	run rate -m ecf --full-games 5 --new-rules -r "$T/after1.tsv" "$T/m2.tsv"
	[ "$(echo "$output" | pick category player N)" = K ]
	[ "$(echo "$output" | pick record player N)" = "" ]
}

@test "ecf: a player away more than 36 months is new again, its dummy its last rating" {
	printf 'type\tplayer\trating\tlast\nchess\tR\t2000\t2020-01-15\nchess\tS\t1500\t2024-02-01\n' > "$T/prior.tsv"
	{ hdr; game 2024-03-05 2024-03 1 R 2 S 1; } > "$T/in.tsv"
	run rate -m ecf --history -r "$T/prior.tsv" "$T/in.tsv"
	[ "$status" -eq 0 ]
	# 50 months away: P rating with a draw against 2000 (its last full rating
	# above 1800): Ra = (2000 + 1500)/2 = 1750, p = .5/2 = .25, dp -193: 1557
	[ "$(echo "$output" | pick category player R)" = new ]
	[ "$(echo "$output" | pick rating player R)" = 1557 ]
	run rate -m ecf --inactive 60 -r "$T/prior.tsv" "$T/in.tsv"
	# within 60 months: K rating, D = 500, We 0.96 (table 8.1b): 2000 - 19.2
	[ "$(echo "$output" | pick rating player R)" = 1980.8 ]
}

@test "ecf: a new player's record keeps its opponent's rating of the month, whatever the row order (revision 2)" {
	printf 'type\tplayer\trating\nchess\tF\t1500\n' > "$T/prior.tsv"
	# F (1500, fully rated) loses to the new player N.  N's record keeps the
	# rating F had this month, 1500, never F's K rating after it (1497.6:
	# the old code wrote that when F's row came first): "1500:1" either way.
	{ hdr; game 2024-03-05 2024-03 1 F 2 N 1; } > "$T/f-first.tsv"
	{ hdr; game 2024-03-05 2024-03 1 N 1 F 2; } > "$T/n-first.tsv"
	run rate -m ecf -r "$T/prior.tsv" "$T/f-first.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick record player N)" = "1500:1" ]
	a=$output
	run rate -m ecf -r "$T/prior.tsv" "$T/n-first.tsv"
	[ "$(echo "$output" | pick record player N)" = "1500:1" ]
	[ "$output" = "$a" ]
	# the lists say the rules' revision
	[ "$(echo "$output" | col _model 1)" = "ecf ecf@2" ]
}
