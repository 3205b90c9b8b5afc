#!/usr/bin/env bats
# rate -m egf (EGD GoR, 2021 rules), parse -f egd, rank -m egf:
# doc/rules/egf.md.  Every number is derived in the comment above it, with
#   beta(r) = -7 ln(3300 - r), Se = 1/(1 + exp(beta(r2) - beta(r1))),
#   con(r) = ((3300 - r)/200)^1.6, bonus(r) = ln(1 + exp((2300 - r)/80))/5.
load ../../helpers

hdr='date\tevent\tgame\ttype\tplayer\tplace\trank\n'
# game DATE EVENT GAME PLAYER PLACE RANK
row() { printf '%s\t%s\t%s\tgo\t%s\t%s\t%s\n' "$@"; }

@test "egf: two 1d newcomers, an even game (the ers peer: 2109.306)" {
	{ printf "$hdr"; row 2024-01-01 T 1 A 1 1d; row 2024-01-01 T 1 B 2 1d; } > "$T/in.tsv"
	run rate -m egf --history "$T/in.tsv"
	[ "$status" -eq 0 ]
	# 1d = 2100; Se = 1/2; con(2100) = 6^1.6 = 17.580936309501; bonus(2100)
	# = ln(1 + e^2.5)/5 = 0.515777946859; A: 2100 + 17.5809363/2 + 0.5157779
	# = 2109.306246101609 (github:horaceho/ers README: 2109.306);
	# B: 2100 - 8.7904682 + 0.5157779 = 2091.725309792108
	close "$(echo "$output" | col con 1)" 17.580936309501 1e-9
	close "$(echo "$output" | col bonus 1)" 0.515777946859 1e-9
	close "$(echo "$output" | pick rating player A)" 2109.306246101609 1e-9
	close "$(echo "$output" | pick rating player B)" 2091.725309792108 1e-9
	[ "$(echo "$output" | pick rating_before player A)" = 2100 ]
}

@test "egf: 2674.564 loses to 2611.051 (a peer's published example)" {
	printf 'type\tplayer\trating\ngo\tP\t2674.564\ngo\tQ\t2611.051\n' > "$T/prior.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2024-02-01\tT\t1\tgo\tP\t2\n2024-02-01\tT\t1\tgo\tQ\t1\n' > "$T/in.tsv"
	run rate -m egf --history -r "$T/prior.tsv" "$T/in.tsv"
	[ "$status" -eq 0 ]
	# The REST peer (README "European Go Federation Rating System"):
	# expected 0.6630749860799611, con 6.197900613388789, new 2670.45617061712
	close "$(echo "$output" | pick se player P)" 0.6630749860799611 1e-12
	close "$(echo "$output" | pick con player P)" 6.197900613388789 1e-12
	close "$(echo "$output" | pick rating player P)" 2670.45617061712 1e-9
	# the change: 6.1979006 (0 - 0.6630750) + bonus 0.0018434801 = -4.10782938288
	close "$(echo "$output" | pick change player P)" -4.10782938288 1e-9
}

@test "egf: a 3-stone game raises Black's rating by 250 for Se only" {
	printf 'type\tplayer\trating\ngo\tB\t1500\ngo\tW\t1800\n' > "$T/prior.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tcolor\thandicap\n' > "$T/in.tsv"
	printf '2024-02-01\tT\t1\tgo\tB\t2\tb\t3\n2024-02-01\tT\t1\tgo\tW\t1\tw\t3\n' >> "$T/in.tsv"
	run rate -m egf --history -r "$T/prior.tsv" "$T/in.tsv"
	[ "$status" -eq 0 ]
	# Black 1500 + 100 (3 - 0.5) = 1750 against 1800: beta(1800) - beta(1750)
	# = 7 ln(1550/1500) = 0.229528762; Se(B) = 1/(1 + e^0.2295) = 0.442868414192
	close "$(echo "$output" | pick se player B)" 0.442868414192 1e-9
	close "$(echo "$output" | pick se player W)" 0.557131585808 1e-9
	# con and bonus from the own ratings: con(1500) = 9^1.6 = 33.634735370,
	# bonus(1500) = 2.000009080; B: 1500 - 33.6347354 * 0.4428684 + 2.0000091
	close "$(echo "$output" | pick rating player B)" 1487.104247164865 1e-9
	# con(1800) = 7.5^1.6 = 25.124534350, bonus 1.250385719:
	# W: 1800 + 25.1245343 * 0.4428684 + 1.2503857 = 1812.377248403468
	close "$(echo "$output" | pick rating player W)" 1812.377248403468 1e-9
}

@test "egf: a class B tournament weighs the change 0.75; a jigo scores 1/2" {
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\trank\tclass\n'
	  printf '2024-01-01\tT\t1\tgo\tA\t1\t1d\tB\n2024-01-01\tT\t1\tgo\tB\t2\t1d\tB\n'; } > "$T/b.tsv"
	run rate -m egf "$T/b.tsv"
	# 2100 + 0.75 (17.5809363 / 2 + 0.5157779) = 2106.979684576207
	close "$(echo "$output" | pick rating player A)" 2106.979684576207 1e-9
	{ printf "$hdr"; row 2024-01-01 T 1 A 1 1d; row 2024-01-01 T 1 C 1 3d; } > "$T/j.tsv"
	run rate -m egf "$T/j.tsv"
	# 3d = 2300: Se(2100 vs 2300) = 1/(1 + (1000/1200)^-7) = 0.218189079514;
	# 2100 + 17.5809363 (0.5 - 0.2181891) + 0.5157779 = 2105.470277791238
	close "$(echo "$output" | pick rating player A)" 2105.470277791238 1e-9
	run rate -m egf --class B "$T/j.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rating player A)" 2104.102708343 1e-6
}

@test "egf: a tournament is rated from the ratings before it" {
	{ printf "$hdr"
	  row 2024-01-01 T 1 A 1 1k; row 2024-01-01 T 1 B 2 2d
	  row 2024-01-02 T 2 A 1 1k; row 2024-01-02 T 2 C 2 3k; } > "$T/in.tsv"
	run rate -m egf "$T/in.tsv"
	# A 2000 beats B 2200 (Se 0.236967325) and C 1800 (Se 0.731393848),
	# both from 2000: con(2000) = 6.5^1.6 = 19.983031392, bonus 0.754649093;
	# 2000 + 19.9830314 (0.7630327 + 0.2686062) + 2 * 0.7546491 = 2022.124569256816
	close "$(echo "$output" | pick rating player A)" 2022.124569256816 1e-9
	[ "$(echo "$output" | pick games player A)" = 2 ]
	[ "$(echo "$output" | pick last player A)" = 2024-01-02 ]
}

@test "egf: no rating below -900" {
	printf 'type\tplayer\trating\ngo\tX\t-880\ngo\tY\t-880\n' > "$T/prior.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2024-02-01\tT\t1\tgo\tX\t2\n2024-02-01\tT\t1\tgo\tY\t1\n' > "$T/in.tsv"
	run rate -m egf -r "$T/prior.tsv" "$T/in.tsv"
	# X: -880 + 129.4893521 (0 - 1/2) + 7.95 = -936.79 -> the floor, -900
	[ "$(echo "$output" | pick rating player X)" = -900 ]
	run rate -m egf --floor -1000 -r "$T/prior.tsv" "$T/in.tsv"
	close "$(echo "$output" | pick rating player X)" -936.794676034472 1e-9
}

@test "egf: a declared grade two above the highest resets the rating, up to 1d" {
	printf 'type\tplayer\trating\tentry\ngo\tK\t1520\t1500\ngo\tL\t1950\t1900\ngo\tM\t1520\t1500\n' > "$T/prior.tsv"
	{ printf "$hdr"
	  row 2024-03-01 T 1 K 1 4k; row 2024-03-01 T 1 M 2 5k
	  row 2024-03-01 T 2 L 1 2d; row 2024-03-01 T 2 Z 2 2d; } > "$T/in.tsv"
	run rate -m egf --history -r "$T/prior.tsv" "$T/in.tsv"
	[ "$status" -eq 0 ]
	# (Nk = 2100 - 100 N) K: 4k = 1700 >= 1500 + 2 * 100: reset to 1700;
	# M: 5k = 1600, one grade above: kept 1520
	[ "$(echo "$output" | pick rating_before player K)" = 1700 ]
	[ "$(echo "$output" | pick rating_before player M)" = 1520 ]
	# L: 2d = 2200 is above --reset-max 2100: kept 1950
	[ "$(echo "$output" | pick rating_before player L)" = 1950 ]
	run rate -m egf --reset-gap none --history -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating_before player K)" = 1520 ]
	run rate -m egf -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick entry player K)" = 1700 ]
	[ "$(echo "$output" | pick entry player L)" = 2200 ]
}

@test "egf: a newcomer needs a declared grade or --initial" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2024-02-01\tT\t1\tgo\tX\t2\n2024-02-01\tT\t1\tgo\tY\t1\n' > "$T/in.tsv"
	run rate -m egf "$T/in.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'"X" is new and declares no grade'* ]]
	run rate -m egf --initial 100 "$T/in.tsv"
	[ "$status" -eq 0 ]
	{ printf "$hdr"; row 2024-01-01 T 1 A 1 31k; row 2024-01-01 T 1 B 2 1d; } > "$T/bad.tsv"
	run rate -m egf "$T/bad.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'a Go grade'* ]]
}

@test "egf: grades to ratings: 20k 100, 30k -900, 7d 2700, 1p 2700, 9p 2940" {
	{ printf "$hdr"
	  for g in 20k 30k 7d 1p 9p; do row 2024-01-01 T "b$g" "P$g" 1 "$g"; done
	} | awk -F'\t' 'NR == 1 { print; next } { $8 = "bye"; print }' OFS='\t' \
	  | sed '1s/$/\tresult/' > "$T/in.tsv"
	run rate -m egf "$T/in.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick rating player P20k)" = 100 ]
	[ "$(echo "$output" | pick rating player P30k)" = -900 ]
	[ "$(echo "$output" | pick rating player P7d)" = 2700 ]
	[ "$(echo "$output" | pick rating player P1p)" = 2700 ]
	# 1p + 8 * 30
	[ "$(echo "$output" | pick rating player P9p)" = 2940 ]
	# byes are carried, not rated
	[ "$(echo "$output" | pick games player P9p)" = 0 ]
}

@test "parse -f egd: a table to rows: PIN as id, colours, handicap, byes, by default" {
	run parse -f egd "$SHARED/egd/club.h9"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$(printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\tround\tcolor\thandicap\trank\tname\tcountry\tclub\tclass')" ]
	# 4 players x 3 rounds = 12 rows: 5 games of two rows, 2 byes
	[ "$(echo "$output" | wc -l)" -eq 13 ]
	[ "$(echo "$output" | col event 1)" = T240316X ]
	[ "$(echo "$output" | col date 1)" = 2024-03-16 ]
	[ "$(echo "$output" | col class 1)" = B ]
	# 3+/w3 of line 1 round 2: Novak (11111111) white, 3 stones
	[ "$(echo "$output" | awk -F'\t' '$3 == "2/1-3" && $5 == "11111111" { print $6, $9, $10 }')" = "1 w 3" ]
	[ "$(echo "$output" | awk -F'\t' '$3 == "2/1-3" && $5 == "33333333" { print $6, $9, $10 }')" = "2 b 3" ]
	# 4+!w0: won by default
	[ "$(echo "$output" | awk -F'\t' '$3 == "3/1-4" { print $7 }' | sort -u)" = forfeit ]
	[ "$(echo "$output" | awk -F'\t' '$3 == "2/2" { print $5, $7 }')" = "22222222 bye" ]
	# no PIN: the name is the id
	[ "$(echo "$output" | awk -F'\t' '$3 == "2/4" { print $5 }')" = "Cerny Tomas" ]
}

@test "parse -f egd | rate -m egf: the table rated by hand" {
	run bash -c "parse -f egd '$SHARED/egd/club.h9' | rate -m egf"
	[ "$status" -eq 0 ]
	# class B (0.75), newcomers at 2d 2200, 1d 2100, 1k 2000, 2k 1900.  Rated:
	# R1 1 (2200) beats 2 (2100): Se 0.647730827; 3 (2000, White) beats 4
	# (1900 + 50 as Black, 1 stone): Se 0.565664113.  R2 1 beats 3 (2000 +
	# 250, 3 stones): Se 0.419301828.  R3 2 (2100 + 50, Black) beats 3: Se
	# 0.702287844.  R3 1-4 by default and the byes are not rated.
	# 1: 2200 + 0.75 [15.2960855 (0.3522692 + 0.5806982) + 2 * 0.3003858] = 2211.153639949899
	close "$(echo "$output" | pick rating player 11111111)" 2211.153639949899 1e-9
	close "$(echo "$output" | pick rating player 22222222)" 2100.054294333557 1e-9
	close "$(echo "$output" | pick rating player 33333333)" 1995.042495338027 1e-9
	close "$(echo "$output" | pick rating player 'Cerny Tomas')" 1893.422022157466 1e-9
	[ "$(echo "$output" | pick games player 'Cerny Tomas')" = 1 ]
	[ "$(echo "$output" | pick name player 22222222)" = "Svoboda Eva" ]
	[ "$(echo "$output" | pick country player 33333333)" = SK ]
}

@test "parse -f egd: both lines of a game must agree" {
	sed 's|3+/w3 |3+/b3 |' "$SHARED/egd/club.h9" > "$T/a.h9"
	run parse -f egd "$T/a.h9"
	[ "$status" -eq 1 ]
	[[ "$output" == *'a.h9:13:'*'round 2: the game against player 1 does not match line 11'* ]]
	sed 's|2+/w0   3+/w3|2+/w0   4+/w3|' "$SHARED/egd/club.h9" > "$T/b.h9"
	run parse -f egd "$T/b.h9"
	[ "$status" -eq 1 ]
	[[ "$output" == *'round 2:'* ]]
}

@test "parse -f egd: one name twice needs two PINs; one PIN twice is refused" {
	sed 's/Cerny Tomas /Novak Jan   /' "$SHARED/egd/club.h9" > "$T/a.h9"
	run parse -f egd "$T/a.h9"
	[ "$status" -eq 1 ]
	[[ "$output" == *'"Novak Jan" is also the name of line 11'* ]]
	# two PINs, one name: two players
	sed 's/Cerny Tomas \(.*\)1-!b0/Novak Jan   \11-!b0 |44444444/' "$SHARED/egd/club.h9" > "$T/b.h9"
	run parse -f egd "$T/b.h9"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | awk -F'\t' '$12 == "Novak Jan" { print $5 }' | sort -u | wc -l)" -eq 2 ]
	sed 's/|33333333/|11111111/' "$SHARED/egd/club.h9" > "$T/c.h9"
	run parse -f egd "$T/c.h9"
	[ "$status" -eq 1 ]
	[[ "$output" == *'"11111111" (Dvorak Petr) is also the player of line 11'* ]]
}

@test "parse -f egd: bad lines are errors with file:line:col" {
	printf '; EV[X]\n; DT[2024-01-01]\n 1 Novak Jan CZ Brno 1+/w0\n' > "$T/a.h9"
	run parse -f egd "$T/a.h9"
	[ "$status" -eq 1 ]
	[[ "$output" == *'a.h9:3:'*'no grade'* ]]
	printf '; EV[X]\n 1 Novak Jan 2d CZ Brno 0+\n' > "$T/b.h9"
	run parse -f egd "$T/b.h9"
	[ "$status" -eq 1 ]
	[[ "$output" == *'give --date'* ]]
	run parse -f egd --date 2024-01-01 "$T/b.h9"
	[ "$status" -eq 0 ]
	printf '; EV[X]\n; DT[2024-01-01]\n 1 Nov\xe1k Jan 2d CZ Brno 0+\n' > "$T/c.h9"
	run parse -f egd "$T/c.h9"
	[ "$status" -eq 1 ]
	[[ "$output" == *'c.h9:3:7: expected UTF-8'* ]]
}

@test "parse -f egd: a game without handicap takes it from HA[hN] and the grades" {
	printf '; EV[X]\n; DT[2024-01-01]\n; HA[h2]\n 1 Novak Jan 2d CZ Brno 2+\n 2 Cerny Tom 4k CZ Brno 1-\n' > "$T/a.h9"
	run parse -f egd "$T/a.h9"
	[ "$status" -eq 0 ]
	# 2d - 4k = 5 grades, less 2: 3 stones; the weaker (4k) takes Black
	[ "$(echo "$output" | pick handicap player 'Cerny Tom')" = 3 ]
	[ "$(echo "$output" | pick color player 'Cerny Tom')" = b ]
	[ "$(echo "$output" | pick color player 'Novak Jan')" = w ]
	sed 's/h2/h9/' "$T/a.h9" > "$T/b.h9"
	run parse -f egd "$T/b.h9"
	[ "$(echo "$output" | pick handicap player 'Cerny Tom')" = 0 ]
}

@test "rank -m egf: positions, the grade of the rating, a national ladder" {
	run bash -c "parse -f egd '$SHARED/egd/club.h9' | rate -m egf | rank -m egf"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col player 1)" = 11111111 ]
	[ "$(echo "$output" | col pos 4)" = 4 ]
	# 2211.15 is nearest 2d (2200); 1995.04 nearest 1k (2000); 1893.42 nearest 2k
	[ "$(echo "$output" | pick grade player 11111111)" = 2d ]
	[ "$(echo "$output" | pick grade player 33333333)" = 1k ]
	[ "$(echo "$output" | pick grade player 'Cerny Tomas')" = 2k ]
	[ "$(echo "$output" | pick rank player 'Cerny Tomas')" = 2k ]
	run bash -c "parse -f egd '$SHARED/egd/club.h9' | rate -m egf | rank -m egf --country SK"
	[ "$(echo "$output" | wc -l)" -eq 2 ]
	[ "$(echo "$output" | col pos 1)" = 1 ]
	# halfway between two grades takes the higher: 2050 is 1d, 2049.9 is 1k
	printf 'type\tplayer\trating\tgames\tlast\ngo\tA\t2050\t1\t\ngo\tB\t2049.9\t1\t\ngo\tC\t-950\t1\t\n' > "$T/r.tsv"
	run rank -m egf "$T/r.tsv"
	[ "$(echo "$output" | pick grade player A)" = 1d ]
	[ "$(echo "$output" | pick grade player B)" = 1k ]
	[ "$(echo "$output" | pick grade player C)" = 30k ]
}
