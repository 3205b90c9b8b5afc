#!/usr/bin/env bats
# rate -m uscf: Glickman and Doan's US Chess rating system
# (doc/rules/uscf.md).  Derivations in the comments:
#   N* = 50/sqrt(0.662 + 0.00000739 (2569 - R0)^2), N' = min(N, N*);
#   PWe(R, Ri) = 1/2 + (R - Ri)/800 within [0, 1]; K = 800/(N' + m).
load ../../helpers

hdr() { printf 'date\tevent\tgame\ttype\tplayer\tplace\n'; }
# game EVENT GAME A PLACE-A B PLACE-B
game() {
	printf '2024-01-01\t%s\t%s\tchess\t%s\t%s\n' "$1" "$2" "$3" "$4"
	printf '2024-01-01\t%s\t%s\tchess\t%s\t%s\n' "$1" "$2" "$5" "$6"
}
lst() { printf 'type\tplayer\trating\tgames\twins\tlosses\n'; }

@test "uscf: the approximating formulas' example, 1500 on 6 games: 1511.111" {
	# Glickman, "Approximating formulas for the US Chess rating system": 1500
	# (6 games) beats 1400, loses to 1550, draws 1650: (6 1500 + 3 1533.33
	# + 0)/9 = 1511.111.  The special formula agrees: every opponent within
	# 400, so f(R) = 6 (1/2 + (R - 1500)/800) + sum (1/2 + (R - Ri)/800) - (1.5 + 3)
	# is 0 at 9 R = 9000 + 4600.
	{ lst; printf 'chess\tP\t1500\t6\t3\t2\nchess\tA\t1400\t100\t40\t40\nchess\tB\t1550\t100\t40\t40\nchess\tC\t1650\t100\t40\t40\n'; } > "$T/prior.tsv"
	{ hdr; game T 1 P 1 A 2; game T 2 P 2 B 1; game T 3 P 1 C 1; } > "$T/in.tsv"
	run rate -m uscf --history -r "$T/prior.tsv" "$T/in.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rating player P | head -1)" 1511.111111111111 1e-9
	# A, standard: N' = N*(1400) = 15.242142; E = 1/(1 + 10^(100/400)) = 0.359935;
	# K = 800/16.242142 = 49.254; 1400 - 49.254 * 0.359935 = 1382.271550 (m = 1: no bonus)
	close "$(echo "$output" | pick neff player A)" 15.242141648621658 1e-9
	close "$(echo "$output" | pick rating player A)" 1382.271549750822 1e-9
	run rate -m uscf -r "$T/prior.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick games player P)" = 9 ]
	[ "$(echo "$output" | pick status player P)" = provisional ]
	[ "$(echo "$output" | pick status player A)" = active ]
}

@test "uscf: N' of 1700 on 30 games is 20.012 (the 2004 text's 26.7 under its older N*)" {
	{ lst; printf 'chess\tP\t1700\t30\t10\t10\nchess\tQ\t1700\t30\t10\t10\n'; } > "$T/prior.tsv"
	{ hdr; game T 1 P 1 Q 2; } > "$T/in.tsv"
	run rate -m uscf --history -r "$T/prior.tsv" "$T/in.tsv"
	# 50 / sqrt(0.662 + 0.00000739 * 869^2) = 50 / 2.498553 = 20.011787
	close "$(echo "$output" | pick neff player P)" 20.01178674737454 1e-9
}

@test "uscf: the bonus: 4 of 4 against equals" {
	{ lst; for p in P A B C D; do printf 'chess\t%s\t1500\t100\t40\t40\n' $p; done; } > "$T/prior.tsv"
	{ hdr; game T 1 P 1 A 2; game T 2 P 1 B 2; game T 3 P 1 C 2; game T 4 P 1 D 2; } > "$T/in.tsv"
	run rate -m uscf -r "$T/prior.tsv" "$T/in.tsv"
	# N' = N*(1500) = 16.568464, K = 800/20.568464 = 38.894494, K (4 - 2) = 77.788988;
	# bonus = 77.788988 - 10 sqrt(4) = 57.788988: 1635.577977.  (It was
	# 1627.578 with B = 14: uschess is now the edition of 2025, B = 10, issue
	# 41; the editions are checked in tests/models/uscf/rules.bats.)
	close "$(echo "$output" | pick rating player P)" 1635.5779768778502 1e-9
	run rate -m uscf --bonus-threshold 1000 -r "$T/prior.tsv" "$T/in.tsv"
	close "$(echo "$output" | pick rating player P)" 1577.788988 1e-6
	# the same opponent three times: no bonus
	{ hdr; game T 1 P 1 A 2; game T 2 P 1 A 2; game T 3 P 1 A 2; game T 4 P 1 D 2; } > "$T/three.tsv"
	run rate -m uscf -r "$T/prior.tsv" "$T/three.tsv"
	close "$(echo "$output" | pick rating player P)" 1577.788988 1e-6
}

@test "uscf: the special formula after all wins: R0' = R0 - 400, S' = S + N'" {
	{ lst; printf 'chess\tP\t1600\t5\t5\t0\nchess\tQ\t1600\t100\t40\t40\n'; } > "$T/prior.tsv"
	{ hdr; game T 1 P 2 Q 1; } > "$T/in.tsv"
	run rate -m uscf -r "$T/prior.tsv" "$T/in.tsv"
	# N' = min(5, 18.1) = 5; f(R) = 5 PWe(R, 1200) + PWe(R, 1600) - 5 = 0:
	# 5 (1/2 + (R - 1200)/800) + 1/2 + (R - 1600)/800 = 5, 6 R = 9200: 1533.333
	close "$(echo "$output" | pick rating player P)" 1533.333333333333 1e-9
}

@test "uscf: an unrated player: age, the special formula, the others see its estimate" {
	{ lst; printf 'chess\tA\t1500\t100\t40\t40\nchess\tB\t1600\t100\t40\t40\nchess\tC\t1400\t100\t40\t40\nchess\tD\t1500\t100\t40\t40\n'; } > "$T/prior.tsv"
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\tage\n'
	  for g in "1 A 2" "2 B 2" "3 C 1" "4 D 1"; do set -- $g
	    printf '2024-01-01\tT\t%s\tchess\tN\t%s\t40\n' $1 $(( $3 == 1 ? 2 : 1 ))
	    printf '2024-01-01\tT\t%s\tchess\t%s\t%s\t\n' $1 $2 $3; done; } > "$T/in.tsv"
	# N beats A and B, loses to C and D; S = 2.  Step 3 counts its initial
	# rating 1300 (age 40) as one game, N' = 1, S' = S + 1/2 (issue 41; the
	# estimate was 1500 when N' was 0): PWe(R, 1300) + sum PWe(R, Ri) = 2.5
	# at 5 R = 1300 + 6000: 1460.  Steps 4 and 5, N' = 0, rated opponents
	# only: f(R) = sum PWe(R, Ri) - 2 = 0 at 4 R = 6000 + 0: 1500 (every
	# opponent within 400)
	run rate -m uscf --history -r "$T/prior.tsv" "$T/in.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick estimate player N | head -1)" 1460 1e-9
	close "$(echo "$output" | pick rating player N | head -1)" 1500 1e-9
	# A (1500) lost to N at 1500: E = 1/2, K = 800/17.568464 = 45.536207: 1500 - 22.768069 = 1477.231931
	close "$(echo "$output" | pick rating player A)" 1477.231931 1e-6
	# an adult's rating before is 1300 (age 40), a child of 10 starts at 500
	[ "$(echo "$output" | pick rating_before player N | head -1)" = 1300 ]
	sed 's/\tN\t\([12]\)\t40/\tN\t\1\t10/' "$T/in.tsv" > "$T/child.tsv"
	run rate -m uscf --history -r "$T/prior.tsv" "$T/child.tsv"
	[ "$(echo "$output" | pick rating_before player N | head -1)" = 500 ]
}

@test "uscf: floors: the absolute floor, 200 below the peak" {
	{ lst; printf 'chess\tL\t110\t10\t1\t9\nchess\tM\t110\t100\t40\t40\n'; } > "$T/prior.tsv"
	{ hdr; game T 1 L 2 M 1; game T 2 L 2 M 1; game T 3 L 2 M 1; } > "$T/in.tsv"
	run rate -m uscf -r "$T/prior.tsv" "$T/in.tsv"
	# standard: N' = N*(110) = 7.424990, K = 800/10.424990: 110 - 115.1 = -5.108;
	# floor 100 + 4 * 1 win + 2 * 0 draws + 1 event of 3 games = 105
	[ "$(echo "$output" | pick rating player L)" = 105 ]
	run rate -m uscf --floor-base -1000 -r "$T/prior.tsv" "$T/in.tsv"
	close "$(echo "$output" | pick rating player L)" -5.1080274740165805 1e-9
	{ printf 'type\tplayer\trating\tgames\twins\tlosses\tpeak\n'
	  printf 'chess\tH\t1610\t100\t40\t40\t1850\nchess\tK\t1700\t100\t40\t40\t\n'; } > "$T/peak.tsv"
	{ hdr; game T 1 H 2 K 1; game T 2 H 2 K 1; game T 3 H 2 K 1; game T 4 H 2 K 1; } > "$T/in2.tsv"
	# 1610 - 800/(18.308212 + 4) * 4 * 0.372 = 1556.45; floor 1850 - 200 -> 1600
	run rate -m uscf -r "$T/peak.tsv" "$T/in2.tsv"
	[ "$(echo "$output" | pick rating player H)" = 1600 ]
	run rate -m uscf --floor-gap 1000 -r "$T/peak.tsv" "$T/in2.tsv"
	close "$(echo "$output" | pick rating player H)" 1556.4518739743253 1e-9
}
