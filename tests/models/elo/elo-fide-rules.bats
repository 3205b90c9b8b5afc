#!/usr/bin/env bats
# rate -m elo: FIDE's rule sets (doc/rules/fide.md): fide2022's newcomers
# and one upgrade a tournament, the junior K and a list's K, the rapid and
# blitz rules, the profile a chess type needs, and published FIDE
# calculations reproduced.
load ../../helpers
bats_require_minimum_version 1.5.0

load elo-events

@test "fide2022 (8.2.3 of 2022): 3.5/5 against 1500-1900 gives 1740; 5/5 against 2100 gives 2200" {
	list chess=A=1500 chess=B=1600 chess=C=1700 chess=D=1800 chess=E=1900 chess=X=2100 > "$T/l.tsv"
	{ hdr; event E1 2023-04-06 chess N:A:1 N:B:1 N:C:1 N:D:d N:E:2; } > "$T/g.tsv"
	# Ra = 8500 / 5 = 1700; 3.5 is 1 point, two half points, over 50 %:
	# 1700 + 2 * 20 = 1740 (the Greek mechanics gave 1849)
	[ "$(rate -m elo -p fide2022 -r "$T/l.tsv" "$T/g.tsv" | pick rating player N)" = 1740 ]
	# 2024: Ra = (8500 + 2 * 1800) / 7 = 1728.571, p = 4.5 / 7 = .643 ->
	# .64, dp 102: 1830.571 -> 1831
	[ "$(rate -m elo -p fide2025 -r "$T/l.tsv" "$T/g.tsv" | pick rating player N)" = 1831 ]
	{ hdr; event E1 2023-04-06 chess N:X:1 N:X:1 N:X:1 N:X:1 N:X:1; } > "$T/g.tsv"
	# 2100 + 5 half points over 50 % * 20 = 2200 (was 2373)
	[ "$(rate -m elo -p fide2022 -r "$T/l.tsv" "$T/g.tsv" | pick rating player N)" = 2200 ]
	# 2024: (10500 + 3600) / 7 = 2014.286, p = 6/7 -> .86, dp 309: 2323, at most 2200
	[ "$(rate -m elo -p fide2025 -r "$T/l.tsv" "$T/g.tsv" | pick rating player N)" = 2200 ]
	# below 50 %: Ra + dp: 1.5 / 5 against 1600 = .30, dp -149: 1451
	list chess=A=1600 > "$T/l.tsv"
	{ hdr; event E1 2023-04-06 chess N:A:1 N:A:2 N:A:2 N:A:2 N:A:d; } > "$T/g.tsv"
	[ "$(rate -m elo -p fide2022 -r "$T/l.tsv" "$T/g.tsv" | pick rating player N)" = 1451 ]
}

@test "fide2022 (7.1.4): three events of 2 games pooled into one first rating" {
	list chess=A=1500 chess=B=1600 chess=C=1700 chess=D=1800 chess=E=1900 > "$T/l.tsv"
	{ hdr; event E1 2023-04-06 chess N:A:1 N:B:d; event E2 2023-05-06 chess N:C:d N:D:2
	  event E3 2023-06-06 chess N:E:1 N:A:d; } > "$T/g.tsv"
	# after E2: 4 games, no rating, no number (status unrated)
	head -n 9 "$T/g.tsv" > "$T/e12.tsv"
	rate -m elo -p fide2022 -r "$T/l.tsv" "$T/e12.tsv" > "$T/mid.tsv"
	[ "$(pick status player N < "$T/mid.tsv")" = unrated ]
	[ "$(pick rating player N < "$T/mid.tsv")" = "" ]
	# after E3: 6 games, W = 3.5; Ra = 10000 / 6 = 1666.667; 2 * 3.5 - 6 =
	# 1 half point over 50 %: 1686.667 -> 1687 (the Greek mechanics never
	# combined them: 2 games were left waiting)
	[ "$(rate -m elo -p fide2022 -r "$T/l.tsv" "$T/g.tsv" | pick rating player N)" = 1687 ]
	{ tail -n 4 "$T/g.tsv" | sed '1i date\tevent\tgame\ttype\tplayer\tplace'; } > "$T/e3.tsv"
	[ "$(rate -m elo -p fide2022 -r "$T/mid.tsv" "$T/e3.tsv" | pick rating player N)" = 1687 ]
}

@test "fide2022 (7.1.4, 7.2.1): no rating below 1000 (1400 in 2024)" {
	list chess=A=1100 chess=X=1005 chess=Y=1005 > "$T/l.tsv"
	# 0.5 / 5 against 1100: p = .10, dp -366: 734, below 1000: no rating yet
	{ hdr; event E1 2023-04-06 chess N:A:2 N:A:2 N:A:2 N:A:2 N:A:d; } > "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide2022 -r "$T/l.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick status player N)" = unrated ]
	run --separate-stderr rate -m elo -p fide2022 --list-min none -r "$T/l.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player N)" = 734 ]
	# X (K 20) loses to Y: 20 * -.5 = -10: 995 < 1000: the rating is lost
	{ hdr; event E2 2023-05-06 chess X:Y:2; } > "$T/g.tsv"
	rate -m elo -p fide2022 -r "$T/l.tsv" "$T/g.tsv" > "$T/r.tsv" 2> "$T/err"
	[ "$(pick player player X < "$T/r.tsv")" = "" ]
	[ "$(pick rating player Y < "$T/r.tsv")" = 1015 ]
	grep -q "1 player(s) fell below --list-min" "$T/err"
}

@test "fide2022 (8.3.1 of 2022): one upgrade a tournament, for the greatest difference" {
	list chess=H=2500 chess=A=1900 chess=B=2000 chess=C=2050 chess=D=2050 chess=E=2000 > "$T/l.tsv"
	{ hdr; event E1 2023-04-06 chess H:A:1 H:B:1 H:C:1 H:D:1 H:E:1; } > "$T/g.tsv"
	# 2022: only the 600 difference (A) is capped, .92; 500 reads .96
	# (485-517), 450 .94 (433-456): We = .92 + .96 + .94 + .94 + .96 = 4.72;
	# K 10 (2400+): 10 * .28 = 2.8 -> 3
	run --separate-stderr rate -m elo -p fide2022 -r "$T/l.tsv" --history "$T/g.tsv"
	[ "$(echo "$output" | awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i } $5 == "H" { printf "%s ", $c["expected"] }')" = "0.92 0.96 0.94 0.94 0.96 " ]
	[ "$(echo "$output" | col rating 1)" = 2503 ]
	# the lower rated side is capped in every game: A .08, 20 * -.08 = -1.6 -> -2
	[ "$(echo "$output" | col expected 2)" = 0.08 ]
	[ "$(echo "$output" | col rating 2)" = 1898 ]
	# 2024 caps every game: 5 * .92 = 4.6, 10 * .4 = 4
	[ "$(rate -m elo -p fide2024 -r "$T/l.tsv" "$T/g.tsv" | pick rating player H)" = 2504 ]
}

@test "fide (8.3.3): K 40 for a junior below 2300 until the end of the year of the 18th birthday" {
	printf 'type\tplayer\trating\tborn\nchess\tJ\t2000\t2008\nchess\tO\t2000\t1980\nchess\tS\t2300\t2008\n' > "$T/l.tsv"
	# 2026: J turns 18 this year: K 40, 40 * .5 = 20; O: K 20 (30 games): 10
	{ hdr; event E1 2026-12-31 chess J:O:1 S:O:1; } > "$T/g.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/l.tsv" --history "$T/g.tsv"
	[ "$(echo "$output" | col k 1)" = 40 ]
	[ "$(echo "$output" | col k 2)" = 20 ]
	run --separate-stderr rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player J)" = 2020 ]
	# S (2300, not under 2300): K 20; 300 is in 291-302: .85, 20 * .15 = 3
	[ "$(echo "$output" | pick rating player S)" = 2303 ]
	# 2027: J is 19: K 20
	sed -i 's/2026-12-31/2027-01-01/' "$T/g.tsv"
	[ "$(rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv" | pick rating player J)" = 2010 ]
	# the year of birth from the results stream (parse -f trf's born), and
	# kept in _state for the next run
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tborn\n2026-05-01\tE1\t1\tchess\tP\t1\t2009\n2026-05-01\tE1\t1\tchess\tO\t2\t\n' > "$T/g.tsv"
	printf 'type\tplayer\trating\nchess\tP\t2000\nchess\tO\t2000\n' > "$T/l.tsv"
	run --separate-stderr rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick rating player P)" = 2020 ]
	[ "$(echo "$output" | pick _state player P)" = "rated born 2009 month 202605 pend 20 at 40 games 1 base 2000" ]
}

@test "fide: a list's K is the K of the player's next event; K 10 says 2400 was reached" {
	printf 'type\tplayer\trating\tk\nchess\tT\t2390\t10\nchess\tU\t2390\t\nchess\tN\t1500\t40\nchess\tM\t1500\t\n' > "$T/l.tsv"
	{ hdr; event E1 2024-04-06 chess T:U:1 N:M:1; } > "$T/g.tsv"
	rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv" > "$T/r.tsv"
	# T: K 10 (the list's; top): 10 * .5 = 5: 2395, and 10 stays ("top");
	# U: K 20: -10
	[ "$(pick rating player T < "$T/r.tsv")" = 2395 ]
	# the list's K stays the K of the whole month (--period month)
	[ "$(pick _state player T < "$T/r.tsv")" = "rated top k 10 month 202404 pend 5 at 10 games 1 base 2390" ]
	[ "$(pick rating player U < "$T/r.tsv")" = 2380 ]
	# N: K 40 (the list: fewer than 30 games, counted from 0): +20; M: K 20: -10
	[ "$(pick rating player N < "$T/r.tsv")" = 1520 ]
	[ "$(pick games player N < "$T/r.tsv")" = 1 ]
	# next event: N has 1 game: K 40 by the rules, 40 * (1 - .53) = 18.8 ->
	# 19 against M (1490: 30 above, .54: 40 * .46 = 18.4 -> 18)
	{ hdr; event E2 2024-05-06 chess N:M:1; } > "$T/g2.tsv"
	[ "$(rate -m elo -p fide -r "$T/r.tsv" "$T/g2.tsv" | pick rating player N)" = 1538 ]
	# a K not yet used is kept for the next run in _state
	{ hdr; event E1 2024-04-06 chess U:M:1; } > "$T/g.tsv"
	[ "$(rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv" | pick _state player N)" = "rated k 40" ]
}

@test "fide-rapid, fide-blitz (7.3.1): the 600-point rule; no 2650 exemption" {
	list rapid=A=2700 rapid=B=2050 rapid=C=2550 rapid=D=1900 rapid=E=2601 rapid=F=2001 rapid=G=2600 rapid=H=2000 > "$T/l.tsv"
	{ hdr; event R1 2025-01-10 rapid A:B:1 C:D:1 E:F:1 G:H:1; } > "$T/g.tsv"
	for p in fide-rapid fide-blitz; do
		rate -m elo -p $p -r "$T/l.tsv" --history "$T/g.tsv" > "$T/h.tsv"
		# A - B: 650 apart, A above 2600: not rated; E - F: 600, E above: not
		# rated; C - D (650, neither above 2600) and G - H (600, 2600 is not
		# above) are rated
		[ "$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i } NR > 1 { printf "%s ", $c["rated"] }' "$T/h.tsv")" = "gap gap yes yes gap gap yes yes " ]
		[ "$(rate -m elo -p $p -r "$T/l.tsv" "$T/g.tsv" | pick rating player A)" = 2700 ]
	done
	# standard fide has no such rule: A rated
	[ "$(rate -m elo -p fide2025 --gap none -r "$T/l.tsv" "$T/g.tsv" | pick rating player A)" = 2700 ]
	# no 2650 exemption: A (2700) against X (2250): lost and drew; rapid
	# caps 450 at 400: .92 twice, 10 * (.5 - 1.84) = -13.4 -> -13; standard
	# uses 450: .94 twice, 10 * (.5 - 1.88) = -13.8 -> -14
	list rapid=A=2700 rapid=X=2250 > "$T/l.tsv"
	{ hdr; event R1 2025-01-10 rapid A:X:2 A:X:d; } > "$T/g.tsv"
	[ "$(rate -m elo -p fide-rapid -r "$T/l.tsv" "$T/g.tsv" | pick rating player A)" = 2687 ]
	[ "$(rate -m elo -p fide2025 -r "$T/l.tsv" "$T/g.tsv" | pick rating player A)" = 2686 ]
}

@test "fide-rapid (7.2.1): an unrated player with a standard rating starts from it" {
	list chess=S=1800 rapid=R=1800 > "$T/l.tsv"
	{ hdr; event R1 2025-01-10 rapid S:R:1; } > "$T/g.tsv"
	rate -m elo -p fide-rapid -r "$T/l.tsv" "$T/g.tsv" > "$T/r.tsv"
	# S is rated 1800 in rapid, new to the rapid list: K 40, 40 * .5 = 20;
	# R (K 20): -10
	[ "$(awk -F'\t' '$1 == "rapid" && $2 == "S" { print $3 }' "$T/r.tsv")" = 1820 ]
	[ "$(awk -F'\t' '$1 == "rapid" && $2 == "S" { print $4 }' "$T/r.tsv")" = 1 ]
	[ "$(awk -F'\t' '$1 == "rapid" && $2 == "R" { print $3 }' "$T/r.tsv")" = 1790 ]
	[ "$(awk -F'\t' '$1 == "chess" && $2 == "S" { print $3 }' "$T/r.tsv")" = 1800 ]
	# without --seed-type S is a newcomer and the game is not rated for R
	rate -m elo -p fide-rapid --seed-type none -r "$T/l.tsv" "$T/g.tsv" > "$T/r.tsv"
	[ "$(awk -F'\t' '$1 == "rapid" && $2 == "R" { print $3 }' "$T/r.tsv")" = 1800 ]
}

@test "rate -m elo without -p on a chess type: refused with the profiles; rate without -m: a hint" {
	list chess=A=1500 chess=B=1600 > "$T/l.tsv"
	{ hdr; event E1 2024-04-06 chess A:B:1; } > "$T/g.tsv"
	run rate -m elo -r "$T/l.tsv" "$T/g.tsv"
	[ "$status" -eq 2 ]
	[ "$output" = "rate: $T/g.tsv:2: type \"chess\" is chess, and -m elo without -p rates by the Greek Scrabble rules (greek2007): give -p fide (FIDE's standard rules; fide2024, fide2022, fide-rapid, fide-blitz: doc/rules/fide.md), or -p greek2007 to use them" ]
	run value -m elo -r "$T/l.tsv" "$T/g.tsv"
	[ "$status" -eq 2 ]
	# asked for, the Greek rules are used (floor 1000, K 20 ...)
	run rate -m elo -p greek2007 -r "$T/l.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# a Scrabble type is not chess
	sed 's/chess/clasic/' "$T/g.tsv" > "$T/s.tsv"
	sed 's/chess/clasic/' "$T/l.tsv" > "$T/ls.tsv"
	run rate -m elo -r "$T/ls.tsv" "$T/s.tsv"
	[ "$status" -eq 0 ]
	run rate "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'no window size for type "chess" (give -n N or -n chess=N); it is chess, which rate -m elo -p fide rates by FIDE'* ]]
}

@test "fide: an unpublished newcomer has no number; rank lists it last without a position" {
	list chess=A=1500 chess=B=1600 > "$T/l.tsv"
	{ hdr; event E1 2024-04-06 chess N:A:1 N:B:d; } > "$T/g.tsv"
	rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv" > "$T/r.tsv"
	[ "$(pick rating player N < "$T/r.tsv")" = "" ]
	[ "$(pick status player N < "$T/r.tsv")" = unrated ]
	rank "$T/r.tsv" > "$T/k.tsv"
	[ "$(tail -n 1 "$T/k.tsv" | cut -f 2)" = N ]
	[ "$(pick pos player N < "$T/k.tsv")" = "" ]
	[ "$(pick pos player A < "$T/k.tsv")" = 2 ]
	[ "$(rank -s unrated "$T/r.tsv" | awk 'NR > 1' | cut -f 2)" = N ]
	# the list reads back as a prior: three more games give N a rating:
	# W = 1.5 + 2 = 3.5 of 5: Ra = (1500 + 1600 + 3 * 1500 + 3600) / 7 =
	# 1600, p = 4.5 / 7 -> .64, dp 102: 1702
	{ hdr; event E2 2024-05-06 chess N:A:1 N:A:1 N:A:2; } > "$T/g2.tsv"
	[ "$(rate -m elo -p fide -r "$T/r.tsv" "$T/g2.tsv" | pick rating player N)" = 1702 ]
}

# Published FIDE calculations (ratings.fide.com), as recorded in the test
# data of github:zugzwang-foundation/Chess-ELO-Rating (Apache-2.0;
# tests/fixtures/README.md): adults, opponents by the rating FIDE used.
@test "published: a first rating (F-N01, December 2025): 1922 by the 2024 rule, 1921 by 2022's" {
	list chess=O1=1902 chess=O2=1877 chess=O3=1884 chess=O4=2012 chess=O5=1832 > "$T/l.tsv"
	{ hdr; event 435715 2025-11-09 chess 39998126:O1:d 39998126:O2:d 39998126:O3:1 39998126:O4:2 39998126:O5:1; } > "$T/g.tsv"
	# W = 3 of 5; 2024: Ra = (9507 + 3600) / 7 = 1872.43, p = 4/7 -> .57,
	# dp 50: 1922.43 -> 1922, the published first rating
	[ "$(rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv" | pick rating player 39998126)" = 1922 ]
	# 2022: Ra = 9507 / 5 = 1901.4, one half point over 50 %: 1921.4 ->
	# 1921, the "Rp" FIDE's calculation page prints
	[ "$(rate -m elo -p fide2022 -r "$T/l.tsv" "$T/g.tsv" | pick rating player 39998126)" = 1921 ]
}

@test "published: the 2650 exemption and -2.5 rounded to -3 (F-P01, December 2025: 2813 -> 2810)" {
	list chess=2016192=2813 chess=O1=1787 chess=O2=2025 chess=O3=2310 chess=O4=2400 chess=O5=2505 > "$T/l.tsv"
	{ hdr; event 435715 2025-11-09 chess 2016192:O1:1 2016192:O2:1 2016192:O3:1 2016192:O4:1 2016192:O5:d; } > "$T/g.tsv"
	# K 10; differences uncapped (2813 >= 2650): 1026, 788 -> 1.00; 503 ->
	# .96; 413 -> .93; 308 -> .86: We = 4.75, W = 4.5: -2.5 -> -3: 2810
	[ "$(rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv" | pick rating player 2016192)" = 2810 ]
	# capped (fide2024): .92 * 4 + .86 = 4.54: -.4 -> 0: 2813, not published
	[ "$(rate -m elo -p fide2024 -r "$T/l.tsv" "$T/g.tsv" | pick rating player 2016192)" = 2813 ]
}

@test "published: the 2025 US Championship, every player's K*chg and 10 of 12 November ratings" {
	# the event as a TRF (fixtures/README.md), the October list as FIDE's TXT
	parse -f fide-list "$FIX/fide-list-oct25.txt" > "$T/l.tsv"
	parse -f trf "$FIX/trf-uschamp2025.trf" | rate -m elo -p fide -r "$T/l.tsv" --history |
		rank -m report > "$T/r.tsv"
	# FIDE's K*chg of the event, per player (K 10 each)
	for x in 2020009=8.3 5202213=8.4 2093596=-8.8 13300474=3.9 2056437=-9.2 2040506=2.8 \
	    2023970=-6.6 24125890=-1.3 2004887=-5.1 30920019=-9.8 30953499=15.3 1126881=2.1; do
		[ "$(pick kchange player "${x%=*}" < "$T/r.tsv")" = "${x#*=}" ] || { echo "$x"; return 1; }
	done
	# the November list of the ten with no other event in the period
	for x in 5202213=2764 2093596=2729 2056437=2701 2040506=2701 2023970=2657 24125890=2660 \
	    2004887=2649 30920019=2642 30953499=2605 1126881=2579; do
		[ "$(pick rating player "${x%=*}" < "$T/r.tsv")" = "${x#*=}" ] || { echo "$x"; return 1; }
	done
	# 2020009 and 13300474 also played the Grand Chess Tour Finals in the
	# period (not in the input): FIDE's 2795 = 2789 + (8.3 - 2.6) rounded
	[ "$(pick rating player 2020009 < "$T/r.tsv")" = 2797 ]
}
