#!/usr/bin/env bats
# rate -m absp -p absp-tsh: tsh's ABSP module (ABSP.pm's CalculateRatings,
# doc/rules/absp.md "Profile absp-tsh"): the clamp only between rated
# players, a new player's phase-1 and -2 ratings floored at 80 (0, raised
# to 80, without a rated opponent), a rated player's event rating floored
# at 40, each phase rounded to a whole number (int(x + 0.5)).
load ../../helpers

# One event.  Seeds: R1 100, R2 201, R3 45, R4 50, R5 100, R6 101, R7 100;
# N1 and N2 are new.
#   g1 N1 beats R1   g2 N1 draws R2   g3 N1 beats N2
#   g4 R4 beats R3   g5 R5 beats R6   g6 R5 draws R7
event() {
	printf 'type\tplayer\trating\tlast\n' > "$T/seed.tsv"
	for s in R1:100 R2:201 R3:45 R4:50 R5:100 R6:101 R7:100; do
		printf 'libere\t%s\t%s\t2010-12-01\n' "${s%%:*}" "${s#*:}" >> "$T/seed.tsv"
	done
	{
		printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
		for g in g1:N1:1:R1:2 g2:N1:1:R2:1 g3:N1:1:N2:2 g4:R4:1:R3:2 g5:R5:1:R6:2 g6:R5:1:R7:1; do
			IFS=: read -r id a pa b pb <<< "$g"
			printf '2011-05-01\tE\t%s\tlibere\t%s\t%s\n2011-05-01\tE\t%s\tlibere\t%s\t%s\n' "$id" "$a" "$pa" "$id" "$b" "$pb"
		done
	} > "$T/g.tsv"
}

@test "absp-tsh: new players, floors 80 and 40, no clamp against the new, whole numbers" {
	event
	run rate -m absp -p absp-tsh -r "$T/seed.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# phase 1, rated opponents only: N1 (100 + 50 + 201 + 0)/2 = 175.5 -> 176;
	#   N2 has none: 0, raised to 80
	# phase 2, all games: N1 (150 + 201 + (80 + 50))/3 = 160.333 -> 160;
	#   N2 176 - 50 = 126
	[ "$(echo "$output" | pick rating player N1)" = 160 ]
	[ "$(echo "$output" | pick rating player N2)" = 126 ]
	# phase 3: R1 (100) lost to N1, counted at 160 unclamped: 110;
	#   R2 (201) drew N1: 160 (absp would count clamp(160, 161, 241) = 161)
	[ "$(echo "$output" | pick rating player R1)" = 110 ]
	[ "$(echo "$output" | pick rating player R2)" = 160 ]
	# between rated players the clamp: R3 (45) lost to R4 (50): 0 -> 40;
	#   R4 beat R3: 95
	[ "$(echo "$output" | pick rating player R3)" = 40 ]
	[ "$(echo "$output" | pick rating player R4)" = 95 ]
	# R5 (100) beat R6 (101): 151, drew R7 (100): 100: 125.5 -> 126
	[ "$(echo "$output" | pick rating player R5)" = 126 ]
	[ "$(echo "$output" | pick rating player R6)" = 50 ]
	[ "$(echo "$output" | pick rating player R7)" = 100 ]
}

@test "absp-tsh: each flag is one of tsh's rules (absp's values give absp's numbers)" {
	event
	# --clamp-new yes: R1 counts N1 at clamp(160, 60, 140) = 140: 90
	run rate -m absp -p absp-tsh --clamp-new yes -r "$T/seed.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player R1)" = 90 ]
	# --new-floor none: N2's phase 1 is --unrated 80 all the same; with
	# --unrated 0 too it is 0, N1's phase 2 (150 + 201 + 50)/3 = 133.667 -> 134
	run rate -m absp -p absp-tsh --new-floor none --unrated 0 -r "$T/seed.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player N1)" = 134 ]
	# --event-floor none: R3 0
	run rate -m absp -p absp-tsh --event-floor none -r "$T/seed.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player R3)" = 0 ]
	# --round no: R5 125.5; N1 phase 1 175.5, phase 2 (150 + 201 + 130)/3
	run rate -m absp -p absp-tsh --round no -r "$T/seed.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player R5)" = 125.5 ]
	close "$(echo "$output" | pick rating player N1)" 160.33333333
	# N2 counted N1 at 175.5: 125.5
	[ "$(echo "$output" | pick rating player N2)" = 125.5 ]
}

@test "absp-tsh: the event ratings enter the window, weighted as absp's" {
	event
	# a second event: R1 (110, one game in its window) beats R2 (160):
	# clamp(160, 70, 150) = 150 + 50 = 200; window 110 (224), 200 (225):
	# (110*224 + 200*225)/449 = 69640/449 = 155.100223
	{ cat "$T/g.tsv"; printf '2011-06-01\tF\t1\tlibere\tR1\t1\n2011-06-01\tF\t1\tlibere\tR2\t2\n'; } > "$T/g2.tsv"
	run rate -m absp -p absp-tsh -r "$T/seed.tsv" "$T/g2.tsv"
	close "$(echo "$output" | pick rating player R1)" 155.10022272
}

@test "absp-tsh: --event-floor and --round need --event-mean yes" {
	run rate -m absp -p absp-tsh --event-mean no /dev/null
	[ "$status" -eq 2 ]
	[[ "$output" == *"need --event-mean yes"* ]]
	event
	run rate -m absp -p absp-tsh --event-mean no --event-floor none --round no -r "$T/seed.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# game by game: R5's window 151 (224), 100 (225): 56324/449 = 125.443207
	close "$(echo "$output" | pick rating player R5)" 125.44320713
}
