#!/usr/bin/env bats
# rate -m dwz: the rules of issue 41, each branch a hand case, and the
# DSB's own published evaluations (doc/rules/dwz.md).  P(D) =
# Phi(D/(200 sqrt 2)) rounded to 3 decimals; E = round(E0 fB + SBr) in
# its bounds; Rn = round(Ro + 800 (W - We)/(E + n)).  The figures are
# checked by an independent script (Python, erfc).
load ../../helpers

# game EVENT GAME A PLACE-A AGE-A B PLACE-B AGE-B
game() {
	printf '2024-01-01\t%s\t%s\tchess\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5"
	printf '2024-01-01\t%s\t%s\tchess\t%s\t%s\t%s\n' "$1" "$2" "$6" "$7" "$8"
}
hdr() { printf 'date\tevent\tgame\ttype\tplayer\tplace\tage\n'; }

@test "dwz rules: an 1800 beating five 1400s: the normal expectation (3.3.1)" {
	printf 'type\tplayer\trating\tindex\nchess\tS\t1800\t9\n' > "$T/prior.tsv"
	for i in 1 2 3 4 5; do printf 'chess\tO%d\t1400\t9\n' $i >> "$T/prior.tsv"; done
	{ hdr; for i in 1 2 3 4 5; do game T $i S 1 40 O$i 2 40; done; } > "$T/in.tsv"
	# P(400) = Phi(400/282.843) = Phi(1.41421) = 0.921350 -> 0.921 (the
	# table); We = 5 x 0.921 = 4.605.  S, a senior: E0 = 1.8^4 + 15 =
	# 25.4976 -> 25 (index 9: at most 30).  Rn = 1800 + 800 (5 - 4.605)/30 =
	# 1810.533 -> 1811.  (The brief of issue 41 expected 1812: that is the
	# logistic's, P = 1/(1 + 10^-1) = 0.909, We 4.545, 1800 + 800 x 0.4545/30
	# = 1812.12; the unrounded normal gives We 4.6068, 1810.487 -> 1810.)
	run rate -m dwz --history -r "$T/prior.tsv" "$T/in.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick we player S | head -1)" 4.605 1e-9
	[ "$(echo "$output" | pick e player S | head -1)" = 25 ]
	run rate -m dwz -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player S)" = 1811 ]
	run rate -m dwz --expectation logistic -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player S)" = 1812 ]
	run rate -m dwz --we-digits none -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player S)" = 1810 ]
}

@test "dwz rules: the brake SBr for every age below 1300, at W < We (Anhang 1.2)" {
	printf 'type\tplayer\trating\tindex\nchess\tA\t1250\t9\nchess\tB\t1250\t9\n' > "$T/prior.tsv"
	{ hdr; game T 1 A 2 40 B 1 40; } > "$T/in.tsv"
	# A, 40 years old, 1250, loses to an equal: W 0 < We 0.5.  SBr =
	# e^(50/150) - 1 = 0.395612 (any age); E = 1.25^4 + 15 + 0.3956 =
	# 17.837 -> 18 (at most 150): 1250 - 800 (0.5)/19 = 1228.95 -> 1229.
	# dsb-2014 (youths only): E = 17.44 -> 17: 1250 - 400/18 = 1227.8 -> 1228
	run rate -m dwz --history -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick e player A)" = 18 ]
	run rate -m dwz -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player A)" = 1229 ]
	run rate -m dwz -p dsb-2014 -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player A)" = 1228 ]
	run rate -m dwz --brake-ages youth -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player A)" = 1228 ]
}

# The dated profile: each tournament under the edition in force on its
# last day; the Sonderwertung's edition took effect on 2016-08-01.  The
# brake case above: 1229 under dsb-2016, 1228 under dsb-2014.
@test "dwz rules: -p dsb rates each tournament under the edition in force on its last day" {
	printf 'type\tplayer\trating\tindex\nchess\tA\t1250\t9\nchess\tB\t1250\t9\n' > "$T/prior.tsv"
	for d in 2016-07-31:1228 2016-08-01:1229 2010-01-01:1228 2024-01-01:1229; do
		{ hdr; game T 1 A 2 40 B 1 40 | sed "s/^2024-01-01/${d%%:*}/"; } > "$T/in.tsv"
		run rate -m dwz -r "$T/prior.tsv" "$T/in.tsv"
		[ "$status" -eq 0 ]
		[ "$(echo "$output" | pick rating player A)" = "${d#*:}" ]
		run rate -m dwz -p dsb-2016 -r "$T/prior.tsv" "$T/in.tsv"
		[ "$(echo "$output" | pick rating player A)" = 1229 ]
		run rate -m dwz -p dsb-2014 -r "$T/prior.tsv" "$T/in.tsv"
		[ "$(echo "$output" | pick rating player A)" = 1228 ]
	done
	# a tournament from 2016-07-30 to 2016-08-01 ends under the new edition
	{ hdr; game T 1 A 2 40 B 1 40 | sed 's/^2024-01-01/2016-07-30/'
	  printf '2016-08-01\tT\t2\tchess\tC\t1\t40\n2016-08-01\tT\t2\tchess\tD\t2\t40\n'; } > "$T/in.tsv"
	run rate -m dwz -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player A)" = 1229 ]
	# a flag given holds in every edition
	{ hdr; game T 1 A 2 40 B 1 40 | sed 's/^2024-01-01/2024-01-01/'; } > "$T/in.tsv"
	run rate -m dwz --brake-ages youth -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player A)" = 1228 ]
}

@test "dwz rules: W = We: fB applies (W >= We), the brake does not (W < We)" {
	printf 'type\tplayer\trating\tindex\nchess\tY\t1250\t9\nchess\tZ\t1250\t9\n' > "$T/prior.tsv"
	{ hdr; game T 1 Y 1 12 Z 1 12; } > "$T/in.tsv"
	# Y (12) draws an equal: W = We = 0.5.  Now: fB = 1250/2000 = 0.625,
	# no SBr: E = (1.25^4 + 5) 0.625 = 7.4414 x 0.625 = 4.65 -> 5.
	# dsb-2014 (fB at W > We, SBr at W <= We): E = 7.4414 + 0.3956 = 7.84 -> 8.
	# Rn = 1250 either way (W - We = 0)
	run rate -m dwz --history -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick e player Y)" = 5 ]
	[ "$(echo "$output" | pick rating player Y)" = 1250 ]
	run rate -m dwz -p dsb-2014 --history -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick e player Y)" = 8 ]
	run rate -m dwz --fb-when above --history -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick e player Y)" = 7 ]
	run rate -m dwz --brake-when at-most --history -r "$T/prior.tsv" "$T/in.tsv"
	# fB and SBr: round(7.4414 x 0.625 + 0.3956) = round(5.046) = 5, with SBr at most 150
	[ "$(echo "$output" | pick e player Y)" = 5 ]
}

@test "dwz rules: games against a newcomer count at the first DWZ; dsb-2014 drops them" {
	printf 'type\tplayer\trating\nchess\tA\t1400\nchess\tB\t1500\nchess\tC\t1600\nchess\tD\t1700\nchess\tE\t1800\n' > "$T/prior.tsv"
	{ hdr; game T 1 N 1 30 A 2 30; game T 2 N 1 30 B 2 30; game T 3 N 1 30 C 2 30
	  game T 4 N 2 30 D 1 30; game T 5 N 2 30 E 1 30; } > "$T/in.tsv"
	# N: 3 of 5, first DWZ 1680.743 -> 1681.  E (1800, senior, index 6
	# from the list) beat N: P(1800 - 1681 = 119) = Phi(0.42073) = 0.663,
	# E = 1.8^4 + 15 = 25.4976 -> 25: 1800 + 800 (1 - 0.663)/26 = 1810.37 -> 1810
	run rate -m dwz -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player E)" = 1810 ]
	[ "$(echo "$output" | pick games player E)" = 1 ]
	run rate -m dwz -p dsb-2014 -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player E)" = 1800 ]
	[ "$(echo "$output" | pick games player E)" = 0 ]
	[ "$(echo "$output" | pick rating player N)" = 1681 ]
}

@test "dwz rules: the Sonderwertung: a performance 300 above Ro counts for the opponents (3.6.3)" {
	printf 'type\tplayer\trating\tindex\nchess\tX\t1200\t9\n' > "$T/prior.tsv"
	for i in 1 2 3 4 5; do printf 'chess\tO%d\t1600\t9\n' $i >> "$T/prior.tsv"; done
	{ hdr; for i in 1 2 3 4; do game T $i X 1 40 O$i 2 40; done; game T 5 X 2 40 O5 1 40; } > "$T/in.tsv"
	# X (1200) scores 4 of 5 against 1600s: Rh with 5 Phi((Rh - 1600)/282.843)
	# = 4: Rh = 1600 + 282.843 x 0.841621 = 1838.05 -> 1838 > 1200 + 300.
	# O1 lost to X, counted at 1838: P(1600 - 1838) = Phi(-0.84146) = 0.200,
	# E = 1.6^4 + 15 = 21.55 -> 22: 1600 - 800 (0.200)/23 = 1593.04 -> 1593
	# (at 1200: P(400) = 0.921, 1600 - 800 x 0.921/23 = 1567.97 -> 1568).
	# O5 beat X: 1600 + 800 (0.8)/23 = 1627.8 -> 1628 (at 1200: 1602.7 -> 1603).
	# X himself against the 1600s at Ro: We = 5 x 0.079 = 0.395, E = 1.2^4 +
	# 15 = 17.07 -> 17 (W > We: no SBr): 1200 + 800 (3.605)/22 = 1331.09 -> 1331
	run rate -m dwz -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player O1)" = 1593 ]
	[ "$(echo "$output" | pick rating player O5)" = 1628 ]
	[ "$(echo "$output" | pick rating player X)" = 1331 ]
	run rate -m dwz --exception-margin none -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player O1)" = 1568 ]
	[ "$(echo "$output" | pick rating player O5)" = 1603 ]
	[ "$(echo "$output" | pick rating player X)" = 1331 ]
	# 638 above Ro: not more than 700; dsb-2014 has no Sonderwertung
	run rate -m dwz --exception-margin 700 -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player O1)" = 1568 ]
	run rate -m dwz -p dsb-2014 -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player O1)" = 1568 ]
	# four games are not enough for a performance (3.6.2: at least 5)
	head -9 "$T/in.tsv" > "$T/four.tsv"
	run rate -m dwz -r "$T/prior.tsv" "$T/four.tsv"
	[ "$(echo "$output" | pick rating player O1)" = 1568 ]
}

@test "dwz rules: the DSB's published evaluations of 8 real tournaments (We to 3 decimals, Rn)" {
	# Source: tests of the CPAN distribution Games-Ratings 0.0.5 (2010),
	# which copied the official evaluations from schachbund.de
	# (dwz/turniere/2007.html?code=...): player Bartolomaeus, Christian,
	# E = 30 (a senior above 2000 with index > 5).  Fields: code, Ro, the
	# opponents' DWZ and results (1, 0.5, 0), the published We and Rn.
	while IFS=' ' read -r code ro games we rn; do
		printf 'type\tplayer\trating\tindex\nchess\tP\t%s\t20\n' "$ro" > "$T/prior.tsv"
		hdr > "$T/in.tsv"
		i=0
		for g in ${games//,/ }; do
			i=$((i + 1)); ri=${g%:*}; s=${g#*:}
			printf 'chess\tO%d\t%s\t20\n' $i "$ri" >> "$T/prior.tsv"
			case $s in 1) pp=1 po=2 ;; 0) pp=2 po=1 ;; *) pp=1 po=1 ;; esac
			game "$code" $i P $pp 40 O$i $po 40 >> "$T/in.tsv"
		done
		run rate -m dwz --history -r "$T/prior.tsv" "$T/in.tsv"
		[ "$status" -eq 0 ]
		close "$(echo "$output" | pick we player P | head -1)" "$we" 1e-9 || { echo "$code We"; return 1; }
		[ "$(echo "$output" | pick e player P | head -1)" = 30 ]
		run rate -m dwz -r "$T/prior.tsv" "$T/in.tsv"
		[ "$(echo "$output" | pick rating player P)" = "$rn" ] || { echo "$code Rn"; return 1; }
	done < "$BATS_TEST_DIRNAME/fixtures/dwz-dsb-evaluations.txt"
}
