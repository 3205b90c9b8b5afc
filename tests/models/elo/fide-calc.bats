#!/usr/bin/env bats
# FIDE's rating period is the calendar month of the list; the change is
# rounded once (issue 41 item 5; doc/rules/fide.md, "Rating period").
# 1. FIDE's own published calculations (fixtures/fide-calc, Apache-2.0,
#    README.md there): 58 player-periods, 140 tournaments, 923 games.
# 2. Hand cases: two events in one month, rounded once; an event begun
#    under the list before; the list column.
load ../../helpers

# "CASE got published" for every case whose change differs, then "N equal".
compare() {
	awk -F'\t' 'NR == FNR { if (FNR > 1) { b[$1] = $2; pc[$1] = $3 } next }
		FNR == 1 { next }
		($2 in b) { d = $3 - b[$2]; seen++; if (d == pc[$2]) n++; else print $2, d, pc[$2] }
		END { print seen " cases " n " equal" }' "$FIX/fide-calc/cases.tsv" "$1"
}

@test "fide-calc: FIDE's calculations, month rounded once: 50 of 58, the 8 known anomalies" {
	rate -m elo -p fide -r "$FIX/fide-calc/prior.tsv" "$FIX/fide-calc/games.tsv" > "$T/r.tsv"
	compare "$T/r.tsv" > "$T/c"
	cat "$T/c"
	# the issue 41 research (recomputed independently from FIDE's
	# per-game numbers): the once-rounded sum equals the published change in
	# 50; the other 8: 6 where FIDE's own base differs from the previous
	# list (F-M01 F-M04 F-M11 F-M14 F-M17 F-M57: the new list is FIDE's Ro
	# + the once-rounded change exactly) and 2 unexplained (F-M09, F-M18:
	# -1.60 -> -2, published -1 and -3).  Each line: case, our change, FIDE's.
	[ "$(cat "$T/c")" = "F-M01 116 119
F-M04 -13 -14
F-M09 -2 -1
F-M11 60 59
F-M14 -34 -35
F-M17 20 24
F-M18 -2 -3
F-M57 -44 -43
58 cases 50 equal" ]
	# the 6 base corrections give the published list itself
	for c in F-M01 F-M04 F-M11 F-M14 F-M17 F-M57; do
		[ "$(pick rating player "$c" < "$T/r.tsv")" = "$(pick list_period case "$c" < "$FIX/fide-calc/cases.tsv")" ]
	done
	# -17.50 -> -18 and -22.50 -> -23: .5 away from zero (F-M20, F-M47)
	[ "$(pick rating player F-M20 < "$T/r.tsv")" = $((2436 - 18)) ]
	[ "$(pick rating player F-M47 < "$T/r.tsv")" = $((2391 - 23)) ]
}

@test "fide-calc: rounding each event (--period event) loses most of them" {
	rate -m elo -p fide --period event -r "$FIX/fide-calc/prior.tsv" "$FIX/fide-calc/games.tsv" > "$T/r.tsv"
	# each event rounded and put on the rating at once, the next event rated
	# from it: 6 of 58
	[ "$(compare "$T/r.tsv" | tail -n 1)" = "58 cases 6 equal" ]
}

hdr() { printf 'date\tevent\tgame\ttype\tplayer\tplace\tlist\n'; }
# row DATE EVENT GAME WINNER LOSER [LIST]
row() { printf '%s\t%s\t%s\tchess\t%s\t1\t%s\n%s\t%s\t%s\tchess\t%s\t2\t%s\n' "$1" "$2" "$3" "$4" "${6:-}" "$1" "$2" "$3" "$5" "${6:-}"; }

@test "fide month: two events in one month are rounded once, not each" {
	printf 'type\tplayer\trating\tk\nchess\tP\t2000\t20\nchess\tA\t2015\t20\nchess\tB\t2015\t20\nchess\tC\t2021\t20\n' > "$T/l.tsv"
	{ hdr; row 2024-05-04 E1 1 P A; row 2024-05-18 E2 2 P B; row 2024-06-08 E3 3 P C; } > "$T/g.tsv"
	# E1: P (2000) beats A (2015): D -15, table 8.1.2 (11-17): PD .48;
	# 20 (1 - .48) = 10.4.  E2 the same against B: 10.4.  Once: 20.8 -> 21,
	# May's list 2021; each event rounded: 10 + 10 = 20.
	rate -m elo -p fide -r "$T/l.tsv" --history "$T/g.tsv" > "$T/h.tsv"
	# --history: rating = the month's list so far: 10.4 -> 2010, 20.8 -> 2021
	[ "$(col rating 1 < "$T/h.tsv")" = 2010 ]
	[ "$(col rating 3 < "$T/h.tsv")" = 2021 ]
	# E2 is rated from May's list (2000), not from E1's result
	[ "$(col before 3 < "$T/h.tsv")" = 2000 ]
	# E3 (June) from the list May made: 2021 against C 2021: PD .5, +10
	[ "$(col before 5 < "$T/h.tsv")" = 2021 ]
	[ "$(rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv" | pick rating player P)" = 2031 ]
	[ "$(rate -m elo -p fide --period event -r "$T/l.tsv" "$T/g.tsv" | pick rating player P)" = 2030 ]
	# cut after E1 (inside May) and after E2 (May whole): the result of one run
	for cut in 3 5; do
		head -n "$cut" "$T/g.tsv" > "$T/a.tsv"
		{ head -n 1 "$T/g.tsv"; tail -n +"$((cut + 1))" "$T/g.tsv"; } > "$T/b.tsv"
		rate -m elo -p fide -r "$T/l.tsv" "$T/a.tsv" > "$T/r1.tsv"
		rate -m elo -p fide -r "$T/r1.tsv" "$T/b.tsv" > "$T/r2.tsv"
		[ "$(pick rating player P < "$T/r2.tsv")" = 2031 ]
	done
	# after E1 alone: the list so far 2010, the month kept in _state
	head -n 3 "$T/g.tsv" | rate -m elo -p fide -r "$T/l.tsv" > "$T/r1.tsv"
	[ "$(pick rating player P < "$T/r1.tsv")" = 2010 ]
	[ "$(pick _state player P < "$T/r1.tsv")" = "rated k 20 month 202405 pend 10.4 at 20 games 1 base 2000" ]
}

@test "fide month: an event begun under the list before is rated from it; column list" {
	printf 'type\tplayer\trating\tk\nchess\tP\t2000\t20\nchess\tA\t2000\t20\nchess\tB\t2004\t20\n' > "$T/l.tsv"
	# E0 ends in April (May's list): P beats A: +10, May's list 2010.
	# X starts 28 April, rated on June's list (column list): begun under
	# April's list, so rated from 2000, not 2010 (FIDE's published Ro show
	# this; Title Regulations 1.4.6 a: "The Rating List in effect at the
	# start of the tournament shall be used")
	{ hdr; row 2024-04-10 E0 1 P A; row 2024-04-28 X 2 P B 2024-06; } > "$T/g.tsv"
	rate -m elo -p fide -r "$T/l.tsv" --history "$T/g.tsv" > "$T/h.tsv"
	[ "$(col before 3 < "$T/h.tsv")" = 2000 ]
	# from 2000 against 2004: D -4, PD .49 (0-3: .50; 4-10: .51/.49), win
	# 20 * .51 = 10.2 -> June's list 2010 + 10 = 2020
	close "$(col expected_total 3 < "$T/h.tsv")" 0.49
	[ "$(rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv" | pick rating player P)" = 2020 ]
	# the list a tournament is rated on cannot come before it ends
	{ hdr; row 2024-04-28 X 2 P B 2024-04; } > "$T/g.tsv"
	run rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'column "list"'*"a list after the event's last game"* ]]
	{ hdr; row 2024-04-28 X 2 P B 2024-6; } > "$T/g.tsv"
	run rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"YYYY-MM"* ]]
}

@test "fide month (8.3.3): K x n <= 700 counts the month's games, not one event's" {
	# P (list K 40) wins 9 games in E1 and 9 in E2, both in May, each
	# against a 2000 (D 0: PD .50): W - We = 4.5 an event, 9 in the month.
	# n = 18 in the rating period: K 40 x 18 = 720 > 700, so K = 700/18
	# rounded down = 38 for the month: 38 x 9 = 342, May's list 2342.
	# Capping each event alone (9 games: 40 x 9 = 360, no cap) gave
	# 40 x 9 = 360: 2360.
	{
		printf 'type\tplayer\trating\tk\nchess\tP\t2000\t40\n'
		for i in $(seq 1 18); do printf 'chess\tO%s\t2000\t20\n' "$i"; done
	} > "$T/l.tsv"
	{
		hdr
		for i in $(seq 1 9); do row 2024-05-04 E1 "$i" P "O$i"; done
		for i in $(seq 10 18); do row 2024-05-18 E2 "$i" P "O$i"; done
	} > "$T/g.tsv"
	rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv" > "$T/r.tsv"
	[ "$(pick rating player P < "$T/r.tsv")" = 2342 ]
	# the state: the month's sum at K 40 before the cap (40 x 9 = 360) and
	# its 18 games, so a run cut between the events caps the same
	[ "$(pick _state player P < "$T/r.tsv")" = "rated k 40 month 202405 pend 360 at 40 games 18 base 2000" ]
	head -n 19 "$T/g.tsv" > "$T/a.tsv"
	{ head -n 1 "$T/g.tsv"; tail -n +20 "$T/g.tsv"; } > "$T/b.tsv"
	rate -m elo -p fide -r "$T/l.tsv" "$T/a.tsv" > "$T/r1.tsv"
	# after E1 alone: 9 games, K 40: 2180 so far
	[ "$(pick rating player P < "$T/r1.tsv")" = 2180 ]
	[ "$(rate -m elo -p fide -r "$T/r1.tsv" "$T/b.tsv" | pick rating player P)" = 2342 ]
	# --history: each event's K as the month's games so far cap it: E1 40
	# (9 games), E2 38 (18)
	rate -m elo -p fide -r "$T/l.tsv" --history "$T/g.tsv" > "$T/h.tsv"
	[ "$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		$c["player"] == "P" { print $c["event"], $c["k"] }' "$T/h.tsv" | sort -u | tr '\n' ' ')" = "E1 40 E2 38 " ]
	# --period event: each event its own period of 9 games, no cap, and E2
	# rated from E1's 2180: D 180 (table 8.1.2, 177-184: .74), W - We =
	# 9 - 6.66 = 2.34, K 40 (9 games, fewer than 30): 93.6 -> 94: 2274
	[ "$(rate -m elo -p fide --period event -r "$T/l.tsv" "$T/g.tsv" 2> /dev/null | pick rating player P)" = 2274 ]
	# --kn-max none: no cap, 40 x 9 = 360 in the month too
	[ "$(rate -m elo -p fide --kn-max none -r "$T/l.tsv" "$T/g.tsv" | pick rating player P)" = 2360 ]
}
