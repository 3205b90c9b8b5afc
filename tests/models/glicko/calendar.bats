#!/usr/bin/env bats
# rate -m glicko / glicko2 / stephenson --period-days D: the RD grows by
# calendar time, t = (days since the player last played) / D periods
# (Glickman: "t is the number of rating periods since last competition";
# doc/rules/glicko.md "Calendar time").  Without the flag (every profile)
# t counts events, as before.
load ../../helpers

hdr='date\tevent\tgame\ttype\tplayer\tplace\n'
g() { printf '%s\t%s\t%s\tchess\t%s\t%s\n' "$@"; }

# P and Q: 1500, RD 50, last played 2024-01-01, lag 0; a draw on DAY.
setup_pq() {
	printf 'type\tplayer\trating\trd\tvolatility\tgames\tlast\tlag\n' > "$T/p.tsv"
	printf 'chess\tP\t%s\t50\t0.06\t10\t2024-01-01\t0\n' "${1:-1500}" >> "$T/p.tsv"
	printf 'chess\tQ\t1500\t50\t0.06\t10\t2024-01-01\t0\n' >> "$T/p.tsv"
	{ printf "$hdr"; g "$2" E2 1 P 1; g "$2" E2 1 Q 1; } > "$T/g.tsv"
}

@test "glicko --period-days 10: 100 days are t = 10 periods, RD = sqrt(50^2 + 10 c^2)" {
	setup_pq 1500 2024-04-10
	# 2024-01-01 to 2024-04-10: 31 + 29 + 31 + 9 = 100 days; t = 100/10 = 10;
	# RD^2 = 2500 + 10 * 63.2^2 = 2500 + 39942.4 = 42442.4, RD = 206.015533
	run rate -m glicko --period-days 10 -r "$T/p.tsv" --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rd_before player P)" 206.0155334 1e-6
	# by events (the default, unchanged): one period, t = lag + 1 = 1:
	# sqrt(2500 + 3994.24) = 80.586848
	run rate -m glicko -r "$T/p.tsv" --history "$T/g.tsv"
	close "$(echo "$output" | pick rd_before player P)" 80.5868476 1e-6
	# none is the default spelled out: the same bytes
	run rate -m glicko --period-days none -r "$T/p.tsv" --history "$T/g.tsv"
	close "$(echo "$output" | pick rd_before player P)" 80.5868476 1e-6
}

@test "glicko --period-days: a fraction of a period counts, the same day none, the ceiling holds" {
	# 15 days of 10: t = 1.5, RD = sqrt(2500 + 1.5 * 3994.24) = 92.148576
	setup_pq 1500 2024-01-16
	run rate -m glicko --period-days 10 -r "$T/p.tsv" --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rd_before player P)" 92.1485757 1e-6
	# the same day: t = 0, RD stays 50
	setup_pq 1500 2024-01-01
	run rate -m glicko --period-days 10 -r "$T/p.tsv" --history "$T/g.tsv"
	[ "$(echo "$output" | pick rd_before player P)" = 50 ]
	# 1000 days of 1: t = 1000, sqrt(2500 + 1000 * 3994.24) > 350: the ceiling
	setup_pq 1500 2026-09-27
	run rate -m glicko --period-days 1 -r "$T/p.tsv" --history "$T/g.tsv"
	[ "$(echo "$output" | pick rd_before player P)" = 350 ]
}

@test "glicko --period-days: an unknown last day falls back to lag + 1; a new player as before" {
	# no `last` column, lag 2: t = 3, sqrt(2500 + 3 * 3994.24) = 120.344173
	printf 'type\tplayer\trating\trd\tgames\tlag\nchess\tP\t1500\t50\t10\t2\n' > "$T/p.tsv"
	{ printf "$hdr"; g 2024-04-10 E1 1 P 1; g 2024-04-10 E1 1 N 2; } > "$T/g.tsv"
	run rate -m glicko --period-days 10 -r "$T/p.tsv" --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rd_before player P)" 120.344173 1e-6
	[ "$(echo "$output" | pick rd_before player N)" = 350 ]
}

@test "glicko --period-days: the days between two events of one run" {
	# A and B draw on 2024-01-01 (new: 350, not grown, glickman), then again
	# 30 days later with D = 30: t = 1, as one event would count it; with
	# D = 15, t = 2: RD^2 = RD1^2 + 2 c^2.  RD1 (after the first draw):
	# q = ln10/400, g(350) = 1/sqrt(1 + 3 q^2 350^2/pi^2) = 0.669069,
	# E = 1/2, 1/d^2 = q^2 g^2 / 4, RD1 = 1/sqrt(1/350^2 + q^2 g^2/4) = 290.230
	{ printf "$hdr"
	  g 2024-01-01 E1 1 A 1; g 2024-01-01 E1 1 B 1
	  g 2024-01-31 E2 1 A 1; g 2024-01-31 E2 1 B 1; } > "$T/h.tsv"
	run rate -m glicko --period-days 30 --history "$T/h.tsv"
	[ "$status" -eq 0 ]
	ev=$(rate -m glicko --history "$T/h.tsv" | pick rd_before event E2 | head -1)
	[ "$(echo "$output" | pick rd_before event E2 | head -1)" = "$ev" ]
	run rate -m glicko --period-days 15 --history "$T/h.tsv"
	rd1=$(echo "$output" | pick rd event E1 | head -1)
	close "$rd1" 290.230 0.001
	close "$(echo "$output" | pick rd_before event E2 | head -1)" \
	    "$(awk -v r="$rd1" 'BEGIN { printf "%.10f", sqrt(r * r + 2 * 63.2 * 63.2) }')" 1e-9
}

@test "glicko2 --period-days 10: 100 days are 9 idle periods of sigma^2 before this one" {
	setup_pq 1500 2024-04-10
	# phi = 50 q = 0.2878231366 (q = ln10/400), phi^2 = 0.0828421582;
	# t = 10: the 9 periods between add 9 * 0.06^2 = 0.0324 (this period's
	# own sigma'^2 is the update's phi*): phi = sqrt(0.1152421582) = 0.339473,
	# RD = phi / q = 58.972562
	run rate -m glicko2 --period-days 10 -r "$T/p.tsv" --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rd_before player P)" 58.972562 1e-5
	# 5 days of 10: t = 0.5, no idle period: RD stays 50
	setup_pq 1500 2024-01-06
	run rate -m glicko2 --period-days 10 -r "$T/p.tsv" --history "$T/g.tsv"
	[ "$(echo "$output" | pick rd_before player P)" = 50 ]
	# by events (default): lag 0, no idle period: 50
	setup_pq 1500 2024-04-10
	run rate -m glicko2 -r "$T/p.tsv" --history "$T/g.tsv"
	[ "$(echo "$output" | pick rd_before player P)" = 50 ]
}

@test "value -m glicko --period-days: the RDs grown to the game's day" {
	# P 1600, Q 1500, both RD 50 last 2024-01-01, game 2024-04-10, D = 10:
	# both RD^2 = 42442.4; escale = 400 sqrt(1 + 3 q^2 (2 * 42442.4)/pi^2)
	# = 544.792590; E_P = 1/(1 + 10^(-100/544.792590)) = 0.6041180
	setup_pq 1600 2024-04-10
	run value -m glicko --period-days 10 -r "$T/p.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick expected player P)" 0.6041180 1e-6
	# by events: RD^2 = 6494.24 each, escale 425.361051, E_P = 0.632121
	run value -m glicko -r "$T/p.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick expected player P)" \
	    "$(awk 'BEGIN { printf "%.10f", 1 / (1 + 10^(-100 / 425.3610509284812)) }')" 1e-9
}

@test "stephenson --period-days: the same growth (RD^2 + t c^2 before the games)" {
	setup_pq 1500 2024-04-10
	# playerratings: c = 10, t = 10: sqrt(2500 + 10 * 100) = 59.160798
	run rate -m stephenson --period-days 10 -r "$T/p.tsv" --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rd_before player P)" 59.160798 1e-5
}

@test "--period-days: 0, negative and words are usage errors" {
	setup_pq 1500 2024-04-10
	for v in 0 -5 month; do
		run rate -m glicko --period-days "$v" -r "$T/p.tsv" "$T/g.tsv"
		[ "$status" -eq 2 ]
		[[ "$output" == *period-days* ]]
	done
}

@test "--period-days: a history rated in two runs (-r) gives the bytes of one run" {
	# the last day travels in the ratings file (column last), so the
	# growth after the cut is the one-run growth
	{ printf "$hdr"
	  g 2024-01-01 E1 1 A 1; g 2024-01-01 E1 1 B 2
	  g 2024-02-10 E2 1 A 2; g 2024-02-10 E2 1 C 1
	  g 2024-05-03 E3 1 A 1; g 2024-05-03 E3 1 B 1; } > "$T/h.tsv"
	head -n 5 "$T/h.tsv" > "$T/h1.tsv"
	{ head -n 1 "$T/h.tsv"; tail -n 2 "$T/h.tsv"; } > "$T/h2.tsv"
	for m in glicko glicko2 stephenson; do
		rate -m "$m" --period-days 7 "$T/h.tsv" > "$T/one"
		rate -m "$m" --period-days 7 "$T/h1.tsv" > "$T/p1"
		rate -m "$m" --period-days 7 -r "$T/p1" "$T/h2.tsv" > "$T/two"
		cmp "$T/one" "$T/two"
		# and the calendar changed B's growth at E3: 123 days, not 2 events
		! cmp -s "$T/one" <(rate -m "$m" "$T/h.tsv")
	done
}
