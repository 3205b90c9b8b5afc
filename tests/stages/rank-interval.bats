#!/usr/bin/env bats
# rank --interval L: each listed player's position interval from draws of
# N(rating, rd^2) (lib/stages/rank_interval.c); rank --versus A,B:
# P(A better than B) (lib/stages/rank_versus.c).  doc/rank.1, UNCERTAINTY.
load ../helpers

# list ROWS...: a ratings stream, each row "player rating rd" of type chess
list() {
	printf 'type\tplayer\trating\trd\tstatus\n'
	while [ $# -gt 0 ]; do
		printf 'chess\t%s\t%s\t%s\tactive\n' "$1" "$2" "$3"
		shift 3
	done
}

@test "rank --interval: deviations 0 give every draw the list's order: pos_lo = pos_hi = pos" {
	# x = rating + 0 z: each draw is the list itself, ties shared (1, 1, 3)
	list A 1600 0 B 1600 0 C 1500 0 > "$T/l.tsv"
	run rank --interval 95 "$T/l.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$(printf 'type\tplayer\trating\trd\tstatus\tpos\tpos_lo\tpos_hi')" ]
	[ "$(echo "$output" | cut -f2,6-8 | tail -n +2 | tr '\t\n' ' ')" = "A 1 1 1 B 1 1 1 C 3 3 3 " ]
}

@test "rank --interval 95: two players, the interval from P(B above A) = Phi(-d/sqrt(rdA^2 + rdB^2))" {
	# N = 2000 draws, k = ceil(2000 * 5/200) = 50: pos_lo is the 50th smallest
	# position drawn, pos_hi the 50th largest.  B is drawn above A with
	# p = Phi(-(rA - rB)/sqrt(50^2 + 50^2)):
	#   d = 100: p = Phi(-1.414) = 0.0786, about 157 draws of 2000 (sd 12)
	#   > 50: both players' intervals are [1, 2];
	#   d = 200: p = Phi(-2.828) = 0.00234, about 5 draws < 50: [1, 1], [2, 2]
	list A 1600 50 B 1500 50 > "$T/l.tsv"
	run rank --interval 95 "$T/l.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | cut -f2,6-8 | tail -n +2 | tr '\t\n' ' ')" = "A 1 1 2 B 2 1 2 " ]
	list A 1700 50 B 1500 50 > "$T/l.tsv"
	run rank --interval 95 "$T/l.tsv"
	[ "$(echo "$output" | cut -f2,6-8 | tail -n +2 | tr '\t\n' ' ')" = "A 1 1 1 B 2 2 2 " ]
	# --interval 50: k = ceil(2000 * 50/200) = 500 > 157: d = 100 gives
	# [1, 1] and [2, 2] too
	list A 1600 50 B 1500 50 > "$T/l.tsv"
	run rank --interval 50 "$T/l.tsv"
	[ "$(echo "$output" | cut -f2,6-8 | tail -n +2 | tr '\t\n' ' ')" = "A 1 1 1 B 2 2 2 " ]
}

@test "rank --interval: three equal players are each anywhere, [1, 3]" {
	# equal ratings and rds: each position has chance 1/3 (about 667 of
	# 2000 draws), far above 50 at both ends
	list A 1500 80 B 1500 80 C 1500 80 > "$T/l.tsv"
	run rank --interval 95 "$T/l.tsv"
	[ "$(echo "$output" | cut -f2,6-8 | tail -n +2 | tr '\t\n' ' ')" = "A 1 1 3 B 1 1 3 C 1 1 3 " ]
}

@test "rank --interval: the same seed gives the same bytes in any locale; a list's interval ignores other types" {
	awk 'BEGIN { srand(7); print "type\tplayer\trating\trd\tstatus";
		for (i = 1; i <= 30; i++) printf "chess\tP%02d\t%d\t%d\tactive\n", i, 1400 + int(rand() * 300), 30 + int(rand() * 120) }' > "$T/l.tsv"
	rank --interval 95 --seed 5 "$T/l.tsv" > "$T/a"
	LC_ALL=de_DE.UTF-8 rank --interval 95 --seed 5 "$T/l.tsv" > "$T/b" 2>/dev/null
	cmp "$T/a" "$T/b"
	rank --interval 95 --seed 5 "$T/l.tsv" > "$T/c"
	cmp "$T/a" "$T/c"
	# another type in the file: the chess rows are the same bytes
	{ cat "$T/l.tsv"; printf 'go\tZ\t1500\t100\tactive\ngo\tY\t1400\t100\tactive\n'; } > "$T/l2.tsv"
	rank --interval 95 --seed 5 "$T/l2.tsv" | grep -v '^go' > "$T/d"
	cmp "$T/a" "$T/d"
	# another seed: other draws (30 players within 300 points, rd up to
	# 150: some interval end lies near its 2.5% boundary and moves)
	rank --interval 95 --seed 6 "$T/l.tsv" > "$T/e"
	! cmp -s "$T/a" "$T/e"
}

# The property: lists of 3 to 20 players with one rd each.  With equal
# rds, a player at pos p stays at or above p when every player listed
# below it stays below (chance >= 1/(m - p + 1)), and at or below p when
# every player above stays above (>= 1/p): both >= 1/20 = 0.05, about 100
# of 2000 draws against k = 50, so pos_lo <= pos <= pos_hi.  Narrowing:
# the same seed draws the same z, and a pair of players is out of the
# list's order in a draw iff s (z_j - z_i) > r_i - r_j, a set that shrinks
# with s; the sum of the widths over the list is checked not to grow as
# rd halves, down to 0 at rd 0.
@test "rank --interval property: the interval holds the point position and narrows as rd shrinks" {
	for seed in 1 2 3 4 5 6 7 8; do
		for rd in 120 60 30 0; do
			awk -v s="$seed" -v rd="$rd" 'BEGIN { srand(s); m = 3 + int(rand() * 18);
				print "type\tplayer\trating\trd\tstatus";
				for (i = 1; i <= m; i++) printf "chess\tP%02d\t%d\t%s\tactive\n", i, 1400 + int(rand() * 400), rd }' > "$T/l.tsv"
			rank --interval 95 --seed "$seed" "$T/l.tsv" > "$T/o.tsv"
			awk -F'\t' 'NR > 1 && !($7 <= $6 && $6 <= $8) { print "outside: " $0; bad = 1 } END { exit bad }' "$T/o.tsv"
			w=$(awk -F'\t' 'NR > 1 { w += $8 - $7 } END { print w + 0 }' "$T/o.tsv")
			if [ "$rd" = 120 ]; then prev=$w; fi
			[ "$w" -le "$prev" ] || { echo "seed $seed rd $rd: width $w > $prev"; false; }
			prev=$w
		done
		[ "$w" -eq 0 ]
	done
}

@test "rank --interval: no deviation column is an error saying what is needed; bad flags, bad rd" {
	printf 'type\tplayer\trating\nchess\tA\t1500\n' > "$T/l.tsv"
	run rank --interval 95 "$T/l.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"l.tsv:1: --interval and --versus need each rating's deviation: a column rd"*"--deviation COL"* ]]
	# --deviation names another column
	printf 'type\tplayer\trating\tsd\nchess\tA\t1500\t0\nchess\tB\t1400\t0\n' > "$T/l.tsv"
	run rank --interval 95 --deviation sd "$T/l.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | cut -f2,5-7 | tail -n +2 | tr '\t\n' ' ')" = "A 1 1 1 B 2 2 2 " ]
	for bad in "--interval 0" "--interval 100" "--interval x" "--interval 95 --draws 0" "--interval 95 --seed -1"; do
		run rank $bad "$T/l.tsv"
		[ "$status" -eq 2 ]
	done
	list A 1500 -3 > "$T/n.tsv"
	run rank --interval 95 "$T/n.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"n.tsv:2:4"*"deviation of 0 or more"* ]]
}

@test "rank --versus A,B: Phi((rA - rB)/sqrt(rdA^2 + rdB^2)) and Glicko's E" {
	# d = 100, sqrt(50^2 + 50^2) = 70.7107: p = Phi(1.414214) = 0.9213504;
	# Glicko (_model glicko): escale = 400 sqrt(1 + 3 q^2 (5000)/pi^2) =
	# 409.948678 (q = ln10/400), E = 1/(1 + 10^(-100/409.948678)) = 0.6368403
	{ printf 'type\tplayer\trating\trd\tstatus\t_model\n'
	  printf 'chess\tA\t1600\t50\tactive\tglicko glickman\n'
	  printf 'chess\tB\t1500\t50\tactive\tglicko glickman\n'
	  printf 'go\tA\t1500\t0\tactive\tglicko glickman\n'
	  printf 'go\tB\t1500\t0\tactive\tglicko glickman\n'; } > "$T/v.tsv"
	run rank --versus A,B "$T/v.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$(printf 'type\tplayer_a\tplayer_b\tmean_a\tmean_b\tdev_a\tdev_b\tp_better\texpected')" ]
	close "$(echo "$output" | pick p_better type chess)" 0.9213504 1e-7
	close "$(echo "$output" | pick expected type chess)" 0.6368403 1e-7
	# both deviations 0 and equal ratings: 1/2
	[ "$(echo "$output" | pick p_better type go)" = 0.5 ]
	# B against A: 1 - p
	run rank --versus B,A "$T/v.tsv"
	close "$(echo "$output" | pick p_better type chess)" 0.0786496 1e-7
	# a list of another model: no `expected`
	sed 's/glicko glickman/trueskill/' "$T/v.tsv" > "$T/t.tsv"
	run rank --versus A,B "$T/t.tsv"
	[ "$(echo "$output" | pick expected type chess)" = "" ]
}

@test "rank --compare OTHER --versus A,B: a row per list" {
	list A 1600 50 B 1500 50 > "$T/this.tsv"
	# other: A 1500 rd 30, B 1540 rd 40: p = Phi(-40/50) = Phi(-0.8) = 0.2118554
	list A 1500 30 B 1540 40 > "$T/other.tsv"
	run rank --compare "$T/other.tsv" --versus A,B "$T/this.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick p_better list this)" 0.9213504 1e-7
	close "$(echo "$output" | pick p_better list other)" 0.2118554 1e-7
	run rank --compare "$T/other.tsv" --versus A,B --summary "$T/s" "$T/this.tsv"
	[ "$status" -eq 2 ]
}

@test "rank --versus: a missing player, one name, the same twice, no deviation" {
	list A 1600 50 B 1500 50 > "$T/l.tsv"
	run rank --versus A,Z "$T/l.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'no type lists both "A" and "Z"'* ]]
	[ "$(echo "$output" | grep -c '^type')" -eq 0 ]	# no partial table
	run rank --versus A "$T/l.tsv"
	[ "$status" -eq 2 ]
	run rank --versus A,A "$T/l.tsv"
	[ "$status" -eq 2 ]
	printf 'type\tplayer\trating\nchess\tA\t1\nchess\tB\t2\n' > "$T/e.tsv"
	run rank --versus A,B "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"need each rating's deviation"* ]]
}

@test "rank --interval --replicates: positions over hand-made replicate lists" {
	# 10 replicates; A is placed 1,1,1,2,2,2,3,3,4,5 in them (B, C, D, E
	# around it), Z is in 4 of them only.  L = 60: k = ceil(10 * 40/200) = 2,
	# pos_lo the 2nd smallest (1), pos_hi the 2nd largest (4); Z over its
	# 4: k = ceil(4 * 40/200) = 1: its least and greatest
	mkdir "$T/reps"
	i=0
	for p in 1 1 1 2 2 2 3 3 4 5; do
		i=$((i + 1))
		{ printf 'type\tplayer\trating\tstatus\n'
		  # A at 1150 - 100 p: p - 1 of B..E (1000, 900, 800, 700) above it
		  printf 'chess\tA\t%s\tactive\n' "$((1150 - 100 * p))"
		  printf 'chess\tB\t1000\tactive\nchess\tC\t900\tactive\nchess\tD\t800\tactive\nchess\tE\t700\tactive\n'
		  if [ "$i" -le 4 ]; then printf 'chess\tZ\t%s\tactive\n' "$((100 - i))"; fi
		  printf 'go\tA\t5\tactive\n'; } > "$T/reps/r$(printf %02d "$i").tsv"
	done
	printf 'type\tplayer\trating\tstatus\nchess\tA\t1500\tactive\nchess\tY\t1400\tactive\nchess\tZ\t1300\tactive\n' > "$T/l.tsv"
	run rank --interval 60 --replicates "$T/reps" "$T/l.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$(printf 'type\tplayer\trating\tstatus\tpos\tpos_lo\tpos_hi\tpos_reps')" ]
	[ "$(echo "$output" | pick pos_lo player A) $(echo "$output" | pick pos_hi player A) $(echo "$output" | pick pos_reps player A)" = "1 4 10" ]
	# Z: last (6th, rating 100 - i) in each of its 4
	[ "$(echo "$output" | pick pos_lo player Z) $(echo "$output" | pick pos_hi player Z) $(echo "$output" | pick pos_reps player Z)" = "6 6 4" ]
	# Y is in none: no interval, 0 replicates
	[ "$(echo "$output" | awk -F'\t' '$2 == "Y" { print $6 "|" $7 "|" $8 }')" = "||0" ]
	# L = 95: k = ceil(10 * 5/200) = 1: A's least and greatest, 1 and 5
	run rank --interval 95 --replicates "$T/reps" "$T/l.tsv"
	[ "$(echo "$output" | pick pos_lo player A) $(echo "$output" | pick pos_hi player A)" = "1 5" ]
	# no deviation column needed; without --interval, or an empty dir: usage errors
	run rank --replicates "$T/reps" "$T/l.tsv"
	[ "$status" -eq 2 ]
	mkdir "$T/empty"
	run rank --interval 95 --replicates "$T/empty" "$T/l.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *"no replicate"* ]]
}

@test "rank --interval --replicates: window --resample | rate replicates, end to end" {
	S=$RP_TOP/examples/backgammon/season.tsv
	mkdir "$T/reps"
	for s in 1 2 3 4 5 6 7 8 9 10; do
		window --resample "$s" "$S" | rate -m glicko > "$T/reps/$s.tsv"
	done
	rate -m glicko "$S" > "$T/g.tsv"
	run rank --interval 90 --replicates "$T/reps" "$T/g.tsv"
	[ "$status" -eq 0 ]
	echo "$output" > "$T/o.tsv"
	# every listed player: 1 <= pos_lo <= pos_hi <= 16 over at most 10 replicates
	awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		{ lo = $c["pos_lo"]; hi = $c["pos_hi"]; n = $c["pos_reps"]
		  if (n > 10 || (n > 0 && !(1 <= lo && lo <= hi && hi <= 16))) { print; bad = 1 } }
		END { exit bad }' "$T/o.tsv"
	[ "$(tail -n +2 "$T/o.tsv" | wc -l)" -eq 16 ]
	# the same replicates, the same bytes
	rank --interval 90 --replicates "$T/reps" "$T/g.tsv" | cmp - "$T/o.tsv"
}

@test "rank --interval, --versus: a list with mu (TrueSkill's) draws around mu, not the conservative rating" {
	# rating = mu - 3 sigma: A 30/1 -> 27, B 28/0.5 -> 26.5, C 35/8 -> 11
	{ printf 'type\tplayer\trating\tmu\tsigma\tstatus\n'
	  printf 'go\tA\t27\t30\t1\tactive\ngo\tB\t26.5\t28\t0.5\tactive\ngo\tC\t11\t35\t8\tactive\n'; } > "$T/l.tsv"
	# p = Phi((35 - 30)/sqrt(8^2 + 1^2)) = Phi(0.620174) = 0.7324283
	run rank --versus C,A "$T/l.tsv"
	[ "$status" -eq 0 ]
	close "$(col p_better <<< "$output")" 0.7324283 1e-7
	[ "$(col mean_a <<< "$output")" = 35 ]
	# --mean rating: Phi((11 - 27)/sqrt(65)) = Phi(-1.984555) = 0.0235970
	run rank --versus C,A --mean rating "$T/l.tsv"
	close "$(col p_better <<< "$output")" 0.0235970 1e-7
	# the list is ordered by the rating (C third), the draws by mu: C is
	# above A in 73 % of them, above both B and A about as often: [1, 3]
	run rank --interval 95 "$T/l.tsv"
	[ "$(echo "$output" | pick pos player C) $(echo "$output" | pick pos_lo player C) $(echo "$output" | pick pos_hi player C)" = "3 1 3" ]
}

@test "rank --versus A,B --replicates: the share of replicates with A above B" {
	# five replicates: A above B in 2, equal in 1 (1/2), below in 1, and
	# one without B: p = (2 + 1/2)/4 = 0.625 over 4
	mkdir "$T/reps"
	n=0
	for ab in "10 5" "8 7" "6 6" "4 9" "7 -"; do
		n=$((n + 1))
		set -- $ab
		{ printf 'type\tplayer\trating\n'; printf 'chess\tA\t%s\n' "$1"
		  [ "$2" = - ] || printf 'chess\tB\t%s\n' "$2"; } > "$T/reps/$n.tsv"
	done
	printf 'type\tplayer\trating\nchess\tA\t7\nchess\tB\t6\n' > "$T/l.tsv"
	run rank --versus A,B --replicates "$T/reps" "$T/l.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$(printf 'type\tplayer_a\tplayer_b\tmean_a\tmean_b\tdev_a\tdev_b\tp_better\texpected\treps')" ]
	[ "$(echo "$output" | sed -n 2p)" = "$(printf 'chess\tA\tB\t7\t6\t\t\t0.625\t\t4')" ]
	# B against A: 1 - 0.625
	run rank --versus B,A --replicates "$T/reps" "$T/l.tsv"
	[ "$(col p_better <<< "$output")" = 0.375 ]
}
