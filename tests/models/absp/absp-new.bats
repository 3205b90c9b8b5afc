#!/usr/bin/env bats
# rate -m absp: the three-phase order for new players (doc/rules/absp.md, "New players").
# Fixture absp-new.tsv, one event: g1 N1 beats R1, g2 N2 beats N1,
# g3 R2 beats N2; R1 = 160 and R2 = 140 from absp-new-seed.tsv.
load ../../helpers

hist() {
	rate -m absp -r "$FIX/absp-new-seed.tsv" --history "$FIX/absp-new.tsv"
}

@test "absp new players: phase 1 from rated opponents, phase 2 with each other" {
	run hist
	[ "$status" -eq 0 ]
	# phase 1: N1 = mean over games vs rated players = 160 + 50 = 210;
	#          N2 = 140 - 50 = 90.
	# phase 2 (no clamp): N1 vs R1 won: 160 + 50 = 210; vs N2 lost: 90 - 50 = 40
	[ "$(echo "$output" | col value 1)" = 160 ]
	[ "$(echo "$output" | col perf 1)" = 210 ]
	[ "$(echo "$output" | col value 3)" = 90 ]
	[ "$(echo "$output" | col perf 3)" = 40 ]
	# N2 vs N1 won: 210 + 50 = 260; vs R2 lost: 140 - 50 = 90
	[ "$(echo "$output" | col perf 4)" = 260 ]
	[ "$(echo "$output" | col perf 5)" = 90 ]
	# N1's rating: weights 200 (g2) and 199 (g1): (40*200 + 210*199)/399 = 124.786967...
	close "$(echo "$output" | col rating 1)" 124.78696742
	# N2: (90*200 + 260*199)/399 = 174.786967...
	close "$(echo "$output" | col rating 4)" 174.78696742
}

@test "absp new players: phase 3, rated players use the phase-2 rating, clamped" {
	run hist
	# phase 2 means: N1 = (210 + 40)/2 = 125; N2 = (260 + 90)/2 = 175
	# R1 (160) lost to N1: clamp(125, 120, 200) = 125, -50 = 75
	[ "$(echo "$output" | col value 2)" = 125 ]
	[ "$(echo "$output" | col perf 2)" = 75 ]
	# R2 (140) beat N2: clamp(175, 100, 180) = 175, +50 = 225
	[ "$(echo "$output" | col value 6)" = 175 ]
	[ "$(echo "$output" | col perf 6)" = 225 ]
	# (with phase 1's 210, R1 would have clamp(210, 120, 200) - 50 = 150)
}

@test "absp new players: no rated opponent at all starts both at --unrated" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2011-02-01\tE\t1\tlibere\tA\t1\n2011-02-01\tE\t1\tlibere\tB\t2\n' > "$T/g.tsv"
	run rate -m absp --history "$T/g.tsv"
	# both 150: A won 200, B lost 100
	[ "$(echo "$output" | col perf 1)" = 200 ]
	[ "$(echo "$output" | col perf 2)" = 100 ]
	run rate -m absp --unrated 120 --history "$T/g.tsv"
	[ "$(echo "$output" | col perf 1)" = 170 ]
}

@test "absp new players: within an event everybody uses pre-event ratings" {
	# R1 (160) beats R2 (140) twice in one event: both games use 160/140
	printf 'type\tplayer\trating\tlast\nlibere\tR1\t160\t2010-12-01\nlibere\tR2\t140\t2010-12-01\n' > "$T/seed.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2011-02-01\tE\t1\tlibere\tR1\t1\n2011-02-01\tE\t1\tlibere\tR2\t2\n2011-02-01\tE\t2\tlibere\tR1\t1\n2011-02-01\tE\t2\tlibere\tR2\t2\n2011-02-08\tF\t1\tlibere\tR1\t1\n2011-02-08\tF\t1\tlibere\tR2\t2\n' > "$T/g.tsv"
	run rate -m absp -r "$T/seed.tsv" --history "$T/g.tsv"
	# R1: 140 + 50 = 190 in both games of E (not the 190 after game 1)
	[ "$(echo "$output" | col perf 1)" = 190 ]
	[ "$(echo "$output" | col perf 3)" = 190 ]
	# R2: 160 - 50 = 110 twice; after E R1 = 190, R2 = 110
	[ "$(echo "$output" | col perf 4)" = 110 ]
	# event F uses the post-E ratings: R1 counts R2 as clamp(110, 150, 230) = 150
	[ "$(echo "$output" | col value 5)" = 150 ]
	[ "$(echo "$output" | col perf 5)" = 200 ]
}

@test "absp: an event over two days: pre-event ratings for both, last = the player's own last game" {
	printf 'type\tplayer\trating\tlast\nlibere\tR1\t160\t2010-12-01\nlibere\tR2\t140\t2010-12-01\nlibere\tR3\t150\t2010-12-01\n' > "$T/seed.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2011-02-01\tE\t1\tlibere\tR1\t1\n2011-02-01\tE\t1\tlibere\tR2\t2\n2011-02-02\tE\t2\tlibere\tR1\t1\n2011-02-02\tE\t2\tlibere\tR3\t2\n' > "$T/g.tsv"
	run rate -m absp -r "$T/seed.tsv" "$T/g.tsv"
	# R2 played on day 1 only, R1 on both days
	[ "$(echo "$output" | pick last player R2)" = 2011-02-01 ]
	[ "$(echo "$output" | pick last player R1)" = 2011-02-02 ]
	# R1's second game still uses R3's and its own pre-event ratings:
	# 190 (140 + 50), then 200 (150 + 50): (200*200 + 190*199)/399 = 195.012531...
	close "$(echo "$output" | pick rating player R1)" 195.01253133
}
