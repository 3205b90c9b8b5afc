#!/usr/bin/env bats
# rate -m elo --explain (lib/models/elo/explain.c): each change of an
# event as its parts, a game's K (s - E) with the bonus, the rounding,
# the floor, the list minimum and a first rating's Ra + dp as parts of
# their own, on every profile; the worked examples of doc/rules/
# greek2007.md and fide.md with each part derived by hand.
load ../../helpers
load ../../explain
load elo-events

# parts FILE PLAYER PART COLS [EVENT]: the columns COLS (comma-separated)
# of PLAYER's parts PART (of EVENT), a line a part, cells space-separated
parts() {
	awk -F'\t' -v p="$2" -v part="$3" -v cols="$4" -v ev="${5:-}" '
		NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; n = split(cols, w, ","); next }
		$c["player"] == p && $c["part"] == part && (ev == "" || $c["event"] == ev) {
			s = ""; for (j = 1; j <= n; j++) s = s (j > 1 ? " " : "") $(c[w[j]]); print s }' "$1"
}
# change FILE PLAYER [EVENT]: "before after" of PLAYER's change (in EVENT)
change() { parts "$1" "$2" game before,after "${3:-}" | sort -u; }

@test "explain elo: the columns" {
	run rate -m elo -p greek2007 -r "$SHARED/elo-seed-prior.tsv" --explain "$FIX/elo-seed-2wins.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$(printf 'type\tplayer\tdate\tevent\tgame\tbefore\tafter\tpart\tamount\topponent\topponent_rating\tadvantage\tD\texpected\tscore\tK\tgames\tpoints\tbound\twhy')" ]
}

@test "explain elo: the Greek regulation's example, 2 wins: 7.2 + 4.8 - 10 - 6 - 3.8 = -7.8" {
	rate -m elo -p greek2007 -r "$SHARED/elo-seed-prior.tsv" --explain "$FIX/elo-seed-2wins.tsv" > "$T/x"
	# P 1600, K 20, table 8.1b: beats A (D 100: .64, 20 * .36 = 7.2), B
	# (D 200: .76, 20 * .24 = 4.8); loses to C (D 0: .50, -10), D (D -150:
	# .30, -6), E (D -250: .19, -3.8): -7.8, no bonus (a loss), no floor
	[ "$(parts "$T/x" P game opponent,opponent_rating,D,expected,score,K,amount)" = "$(printf '%s\n' \
		'A 1500 100 0.64 1 20 7.2' 'B 1400 200 0.76 1 20 4.8' 'C 1600 0 0.5 0 20 -10' \
		'D 1750 -150 0.3 0 20 -6' 'E 1850 -250 0.19 0 20 -3.8')" ]
	[ "$(change "$T/x" P)" = "1600 1592.2" ]
	[ "$(awk -F'\t' '$2 == "P"' "$T/x" | wc -l)" -eq 5 ]
	# E's side of its game: D 250, .81, won: 20 * .19 = 3.8
	[ "$(parts "$T/x" E game D,expected,amount)" = "250 0.81 3.8" ]
}

@test "explain elo: the Greek example, 4 wins: 32.2, the bonus its own part 32.2 - 25 = 7.2" {
	rate -m elo -p greek2007 -r "$SHARED/elo-seed-prior.tsv" --explain "$FIX/elo-seed-4wins.tsv" > "$T/x"
	# 7.2 + 4.8 + 10 (C, D 0: .50) + 14 (D, D -150: .30) - 3.8 = 32.2 =
	# 20 (4 - 2.39); the limit 5 a game, 25: 7.2 above it counts twice
	[ "$(parts "$T/x" P game amount | paste -sd' ')" = "7.2 4.8 10 14 -3.8" ]
	[ "$(parts "$T/x" P bonus games,points,expected,K,bound)" = "5 4 2.39 20 25" ]
	close "$(parts "$T/x" P bonus amount)" 7.2 1e-9
	[ "$(change "$T/x" P)" = "1600 1639.4" ]
}

@test "explain elo: the Greek floor 1000 is a part: 1005 - 10 = 995, +5" {
	list clasic=F=1005 clasic=G=1005 > "$T/l.tsv"
	{ hdr; event T1 2007-03-01 clasic F:G:2; } > "$T/g.tsv"
	rate -m elo -p greek2007 -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x"
	# F: 20 (0 - .5) = -10: 995, raised to 1000 (+5); G: +10, the bonus
	# above 5: +5
	[ "$(parts "$T/x" F game amount)" = -10 ]
	[ "$(parts "$T/x" F floor amount,bound)" = "5 1000" ]
	[ "$(change "$T/x" F)" = "1005 1000" ]
	[ "$(parts "$T/x" G bonus amount,bound)" = "5 5" ]
	[ "$(change "$T/x" G)" = "1005 1020" ]
}

@test "explain elo: a Greek newcomer over one event: Ra 1500 + dp 43, its games 0; the opponents rated with 1543" {
	rate -m elo -p greek2007 -r "$FIX/elo-newcomer-prior.tsv" --explain "$FIX/elo-newcomer-one.tsv" > "$T/x"
	# N: 5 of 9 against 1500s: Ra 1500, p .56, dp 43; no rating before
	[ "$(parts "$T/x" N average amount,games,points)" = "1500 9 5" ]
	[ "$(parts "$T/x" N performance amount)" = 43 ]
	[ "$(change "$T/x" N)" = "0 1543" ]
	# its games: not rated in its first event, each a part of 0
	[ "$(parts "$T/x" N game amount | sort -u)" = 0 ]
	[ "$(parts "$T/x" N game why | sort -u)" = "not rated: a newcomer's game, for its first rating" ]
	# A: 1 of 3 against 1543: D -43, .44: lost (-8.8), lost, won (11.2)
	[ "$(parts "$T/x" A game D,expected,score,amount)" = "$(printf '%s\n' \
		'-43 0.44 0 -8.8' '-43 0.44 0 -8.8' '-43 0.44 1 11.2')" ]
	[ "$(change "$T/x" A)" = "1500 1493.6" ]
	# T2: N (1543) beats D (1600): D -57, .42: 11.6, the bonus 11.6 - 5
	{ cat "$FIX/elo-newcomer-one.tsv"; event T2 2007-05-01 clasic N:D:1; } > "$T/g.tsv"
	rate -m elo -p greek2007 -r "$FIX/elo-newcomer-prior.tsv" --explain "$T/g.tsv" > "$T/x"
	[ "$(parts "$T/x" N game D,expected,amount T2)" = "-57 0.42 11.6" ]
	close "$(parts "$T/x" N bonus amount T2)" 6.6 1e-9
	[ "$(change "$T/x" N T2)" = "1543 1561.2" ]
}

@test "explain elo: a Greek newcomer over two events: the provisional 1500 replaced by Rp, T2's games rated" {
	rate -m elo -p greek2007 -r "$FIX/elo-newcomer2-prior.tsv" --explain "$FIX/elo-newcomer-two.tsv" > "$T/x"
	# T1: 2 of 4 against 1500: provisional 1500 + dp(.50) 0
	[ "$(parts "$T/x" N average amount,games,points T1)" = "1500 4 2" ]
	[ "$(parts "$T/x" N performance amount T1)" = 0 ]
	[ "$(change "$T/x" N T1)" = "0 1500" ]
	# T2: the provisional withdrawn (-1500); Rp from the first 9: Ra =
	# (4 * 1500 + 3 * 1400 + 2 * 1600) / 9 = 1488.888889, p 5/9 .56, dp 43
	[ "$(parts "$T/x" N provisional amount T2)" = -1500 ]
	close "$(parts "$T/x" N average amount T2)" 1488.888889
	[ "$(parts "$T/x" N performance amount T2)" = 43 ]
	# then T2's 6 games from 1531.888889: C (D 131.9: .68) won 6.4, D (D
	# -68.1: .41) won 11.8, C lost -13.6, D lost -8.2, C won 6.4, D lost
	# -8.2: -5.4
	[ "$(parts "$T/x" N game expected,score,amount T2)" = "$(printf '%s\n' \
		'0.68 1 6.4' '0.41 1 11.8' '0.68 0 -13.6' '0.41 0 -8.2' '0.68 1 6.4' '0.41 0 -8.2')" ]
	close "$(parts "$T/x" N game D T2 | head -1)" 131.888889
	close "$(change "$T/x" N T2 | cut -d' ' -f2)" 1526.488889
}

@test "explain elo: a Greek newcomer whose provisional rating stays: its game alone, 0" {
	list clasic=A=1500 > "$T/l.tsv"
	{ hdr; event T1 2007-03-01 clasic N:A:1 N:A:2; event T2 2007-04-01 clasic N:M:1; } > "$T/g.tsv"
	rate -m elo -p greek2007 -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x" 2> /dev/null
	# T1: 1 of 2 against 1500: provisional 1500 + dp(.50) = 1500
	[ "$(change "$T/x" N T1)" = "0 1500" ]
	# T2 against M, unrated too: nothing moves, one part of 0
	[ "$(awk -F'\t' '$2 == "N" && $4 == "T2" { print $8, $9, $NF }' "$T/x")" = "game 0 not rated: both players unrated" ]
	[ "$(change "$T/x" N T2)" = "1500 1500" ]
}

@test "explain elo: a virtual game, the newcomer clamp, --performance exact" {
	list clasic=A=1200 clasic=B=1200 clasic=C=1200 > "$T/l.tsv"
	{ hdr; event T1 2007-03-01 clasic N:A:2 N:B:2 N:C:2 N:A:2 N:B:2 N:C:2 N:A:2 N:B:2 N:C:2; } > "$T/g.tsv"
	rate -m elo -p greek2007 -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x"
	# 9 losses and a virtual win against Ra 1200: 1 of 10, dp -366: 834,
	# raised to 1000 (+166)
	[ "$(parts "$T/x" N average amount,games,points)" = "1200 10 1" ]
	[ "$(parts "$T/x" N performance amount)" = -366 ]
	[ "$(parts "$T/x" N newcomer_clamp amount,bound)" = "166 1000" ]
	[ "$(change "$T/x" N)" = "0 1000" ]
	list clasic=A=1500 clasic=B=1500 clasic=C=1500 > "$T/l.tsv"
	{ hdr; event T1 2007-03-01 clasic N:A:1 N:B:1 N:C:1 N:A:1 N:B:1 N:C:1 N:A:1 N:B:1 N:C:2; } > "$T/g.tsv"
	# 8 of 9: 9 / (1 + 10^(-d/400)) = 8, d = 400 log10 8 = 361.235995
	rate -m elo -p greek2007 --newcomer-max none --performance exact -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x"
	close "$(parts "$T/x" N performance amount)" 361.235995
	# with the maximum: dp of .89 is 351, 1851 lowered to 1600
	rate -m elo -p greek2007 -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x"
	[ "$(parts "$T/x" N newcomer_clamp amount,bound)" = "-251 1600" ]
}

@test "explain elo: FIDE's rounding is a part: 4.5 -> 5, -4.5 -> -5, 7.2 -> 7" {
	list chess=H=2435 chess=L=2400 chess=A=2100 chess=B=2000 > "$T/l.tsv"
	{ hdr; event P1 2020-02-01 chess H:L:1 A:B:1; } > "$T/g.tsv"
	rate -m elo -p fide -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x"
	# D 35: .55; K 10 (2400 reached): 10 * .45 = 4.5, rounded +.5
	[ "$(parts "$T/x" H game D,expected,K,amount)" = "35 0.55 10 4.5" ]
	close "$(parts "$T/x" H rounding amount)" 0.5 1e-9
	[ "$(change "$T/x" H)" = "2435 2440" ]
	close "$(parts "$T/x" L rounding amount)" -0.5 1e-9
	# A: K 20, D 100: .64, 7.2, rounded -.2
	[ "$(parts "$T/x" A game K,amount)" = "20 7.2" ]
	close "$(parts "$T/x" A rounding amount)" -0.2 1e-9
	[ "$(change "$T/x" A)" = "2100 2107" ]
}

@test "explain elo: fide2022's one upgrade: D 400 against the 1900 only, 2.8 -> 3" {
	list chess=H=2500 chess=A=1900 chess=B=2000 chess=C=2050 chess=D=2050 chess=E=2000 > "$T/l.tsv"
	{ hdr; event E1 2023-04-06 chess H:A:1 H:B:1 H:C:1 H:D:1 H:E:1; } > "$T/g.tsv"
	rate -m elo -p fide2022 -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x"
	# 600 capped to 400 (.92) once; 500 (.96) and 450 (.94) as they are;
	# K 10: .8 + .4 + .6 + .6 + .4 = 2.8, rounded +.2
	[ "$(parts "$T/x" H game D,expected,amount)" = "$(printf '%s\n' \
		'400 0.92 0.8' '500 0.96 0.4' '450 0.94 0.6' '450 0.94 0.6' '500 0.96 0.4')" ]
	close "$(parts "$T/x" H rounding amount)" 0.2 1e-9
	[ "$(change "$T/x" H)" = "2500 2503" ]
	# A's side is capped: D -400, .08, K 20: -1.6, rounded -.4
	[ "$(parts "$T/x" A game D,expected,K,amount)" = "-400 0.08 20 -1.6" ]
}

@test "explain elo: FIDE 2024 first rating: Ra with 2 hypothetical 1800s, dp 50, rounded; 2022: the step" {
	list chess=A=1700 chess=B=1900 chess=C=2000 chess=D=2100 chess=E=1600 > "$T/l.tsv"
	{ hdr; event E1 2024-04-06 chess N:A:1 N:B:1 N:C:d N:D:d N:E:2; } > "$T/g.tsv"
	rate -m elo -p fide -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x"
	# Ra = (9300 + 2 * 1800) / 7 = 1842.857143 on 7 games, 3 + 1 points;
	# p 4/7 .57, dp 50: 1892.857143, rounded +.142857: 1893
	close "$(parts "$T/x" N average amount)" 1842.857143
	[ "$(parts "$T/x" N average games,points,bound)" = "7 4 1800" ]
	[ "$(parts "$T/x" N performance amount)" = 50 ]
	close "$(parts "$T/x" N rp_rounding amount)" 0.142857
	[ "$(change "$T/x" N)" = "0 1893" ]
	# the opponents' games against N are not rated (8.3.1): parts of 0
	[ "$(parts "$T/x" A game amount,why)" = "0 not rated: the opponent is unrated" ]
	[ "$(change "$T/x" A)" = "1700 1700" ]
	# 2022: Ra 9300 / 5 = 1860; 3 of 5, one half point over 50 %: + 20
	rate -m elo -p fide2022 -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x"
	[ "$(parts "$T/x" N average amount,games,points)" = "1860 5 3" ]
	[ "$(parts "$T/x" N performance amount,bound)" = "20 20" ]
	[ "$(change "$T/x" N)" = "0 1880" ]
}

@test "explain elo: FIDE 2024's zero first event is disregarded (8.2.1), said on each game" {
	list chess=A=1500 > "$T/l.tsv"
	{ hdr; event E1 2024-04-06 chess N:A:2 N:A:2 N:A:2
	  event E2 2024-05-04 chess N:A:1 N:A:d N:A:d N:A:2 N:A:2; } > "$T/g.tsv"
	rate -m elo -p fide -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x" 2> /dev/null
	[ "$(parts "$T/x" N game amount,why E1 | sort -u)" = "0 not rated: a zero in the first event, disregarded" ]
	[ "$(change "$T/x" N E1)" = "0 0" ]
	# E2 alone, W = 2: Ra = (5 * 1500 + 3600) / 7 = 1585.714286 on 7
	# games, 3 points; p 3/7 .43, dp -50: 1535.714286, rounded +.285714
	close "$(parts "$T/x" N average amount E2)" 1585.714286
	[ "$(parts "$T/x" N average games,points E2)" = "7 3" ]
	[ "$(parts "$T/x" N performance amount E2)" = -50 ]
	close "$(parts "$T/x" N rp_rounding amount E2)" 0.285714
	[ "$(change "$T/x" N E2)" = "0 1536" ]
	[ "$(parts "$T/x" N game why E2 | sort -u)" = "not rated: a newcomer's game, for its first rating" ]
}

@test "explain elo: FIDE 2024's list minimum: 1405 - 10 = 1395 is lost, a part of -1395" {
	list chess=X=1405 chess=Y=1405 > "$T/l.tsv"
	{ hdr; event E1 2024-04-06 chess X:Y:2; } > "$T/g.tsv"
	rate -m elo -p fide --period event -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x" 2> /dev/null
	# K 20, 20 (0 - .5) = -10: 1395 < 1400: no rating (0)
	[ "$(parts "$T/x" X game amount)" = -10 ]
	[ "$(parts "$T/x" X list_minimum amount,bound)" = "-1395 1400" ]
	[ "$(change "$T/x" X)" = "1405 0" ]
	# --period month (fide's): the event's change is 1405 -> 1395 (the month's
	# list so far); the rating is lost when the month's list is made, so the
	# ratings list has no X, and says so on stderr
	rate -m elo -p fide -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x" 2> /dev/null
	[ "$(change "$T/x" X)" = "1405 1395" ]
	run rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv"
	[ -z "$(echo "$output" | pick rating player X)" ]
	[[ "$output" == *"1 player(s) fell below --list-min"* ]]
}

@test "explain elo: K * n <= 700 in K; rapid's seed from the standard list; the 600-point rule" {
	printf 'type\tplayer\trating\tgames\nchess\tA\t2000\t20\nchess\tZ\t2000\t100\n' > "$T/l.tsv"
	set --; for i in $(seq 18); do set -- "$@" A:Z:1; done
	{ hdr; event P1 2020-02-01 chess "$@"; } > "$T/g.tsv"
	rate -m elo -p fide -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x"
	# 18 games at K 40 is 720 > 700: K 38, 38 * .5 = 19 a game, 342
	[ "$(parts "$T/x" A game K,amount | sort -u)" = "38 19" ]
	[ "$(change "$T/x" A)" = "2000 2342" ]
	list chess=S=1800 rapid=R=1800 > "$T/l.tsv"
	{ hdr; event R1 2025-01-10 rapid S:R:1; } > "$T/g.tsv"
	rate -m elo -p fide-rapid -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x"
	# S has no rapid rating: seeded from its standard rating (1800), then K 40 * .5 = 20
	[ "$(parts "$T/x" S seed amount)" = 1800 ]
	[ "$(parts "$T/x" S game K,amount)" = "40 20" ]
	[ "$(change "$T/x" S)" = "0 1820" ]
	list rapid=A=2700 rapid=B=2050 > "$T/l.tsv"
	{ hdr; event R1 2025-01-10 rapid A:B:1; } > "$T/g.tsv"
	rate -m elo -p fide-blitz -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x"
	# 650 apart, A above 2600: not rated
	[ "$(parts "$T/x" B game amount,why)" = "0 not rated: the ratings are --gap apart (600-point rule)" ]
}

@test "explain elo: rasccat and playerratings: the initial rating a part; --gamma's advantage in D" {
	{ hdr; event E1 2024-01-01 clasic A:B:1; } > "$T/g.tsv"
	rate -m elo -p rasccat --explain "$T/g.tsv" > "$T/x"
	# both start at 1000; K 30 (<= 50 games, <= 1500), logistic .5: +-15
	[ "$(parts "$T/x" A initial amount)" = 1000 ]
	[ "$(parts "$T/x" A game K,expected,amount)" = "30 0.5 15" ]
	[ "$(change "$T/x" A)" = "0 1015" ]
	[ "$(change "$T/x" B)" = "0 985" ]
	# playerratings, white (A) moving first with --gamma 100: D = 100,
	# E = 1/(1 + 10^(-1/4)) = 0.640065; K 30: 30 * 0.359935 = 10.798051
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\tcolor\n'
	  printf '2024-01-01\tE1\t1\tclasic\tA\t1\twhite\n2024-01-01\tE1\t1\tclasic\tB\t2\tblack\n'; } > "$T/g.tsv"
	rate -m elo -p playerratings --gamma 100 --explain "$T/g.tsv" > "$T/x"
	[ "$(parts "$T/x" A game advantage,D)" = "100 100" ]
	[ "$(parts "$T/x" B game advantage,D)" = "-100 -100" ]
	close "$(parts "$T/x" A game amount)" 10.798051
	[ "$(parts "$T/x" A initial amount)" = 2200 ]
}

@test "explain elo: a forfeit and a bye are parts of 0 that say so" {
	list clasic=A=1500 clasic=B=1500 > "$T/l.tsv"
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\n'
	  printf '2007-03-01\tT1\t1\tclasic\tA\t1\t\n2007-03-01\tT1\t1\tclasic\tB\t2\t\n'
	  printf '2007-03-01\tT1\t2\tclasic\tA\t1\tforfeit\n2007-03-01\tT1\t2\tclasic\tB\t2\tforfeit\n'
	  printf '2007-03-01\tT1\t3\tclasic\tA\t1\tbye\n'; } > "$T/g.tsv"
	rate -m elo -p greek2007 -r "$T/l.tsv" --explain "$T/g.tsv" > "$T/x"
	[ "$(parts "$T/x" A game game,amount,why)" = "$(printf '%s\n' '1 10 rated' \
		'2 0 not rated: a forfeit' '3 0 not rated: a bye')" ]
	# 10, the bonus above 5 a game: limit 5, +5
	[ "$(change "$T/x" A)" = "1500 1515" ]
}

@test "explain elo: parts add up and chain to the list, every profile, generated histories" {
	list clasic=P1=1405 clasic=P2=1700 clasic=P3=2100 clasic=P4=2450 \
		eliptic=P1=1405 eliptic=P2=1700 eliptic=P3=2100 eliptic=P4=2450 > "$T/fide.tsv"
	list clasic=P1=1010 clasic=P2=1300 clasic=P3=1600 clasic=P4=1850 \
		eliptic=P1=1010 eliptic=P2=1300 eliptic=P3=1600 eliptic=P4=1850 > "$T/greek.tsv"
	for seed in $(explain_seeds 4); do
		awk -v seed=$seed -v h2h=1 -v eventdays=4 -v games=60 -v players=9 \
			-f "$RP_TESTDIR/gen-history.awk" > "$T/h.tsv"
		explain_holds -m elo -p greek2007 -r "$T/greek.tsv" "$T/h.tsv"
		explain_holds -m elo -p greek2007 --initial 1500 "$T/h.tsv"
		explain_holds -m elo -p greek2007 --performance exact -r "$T/greek.tsv" "$T/h.tsv"
		explain_holds -m elo -p rasccat "$T/h.tsv"
		explain_holds -m elo -p playerratings "$T/h.tsv"
		for p in fide fide2022 fide2024 fide-rapid fide-blitz; do
			explain_holds -m elo -p $p -r "$T/fide.tsv" "$T/h.tsv" 2> /dev/null
		done
	done
}

@test "explain elo: parts add up and chain on the example season and the fixtures" {
	score < "$RP_TOP/examples/backgammon/season.tsv" > "$T/season.tsv"
	explain_holds -m elo -p greek2007 --initial 1500 "$T/season.tsv"
	explain_holds -m elo -p playerratings "$T/season.tsv"
	explain_holds -m elo -p greek2007 -r "$FIX/elo-newcomer2-prior.tsv" "$FIX/elo-newcomer-two.tsv"
	explain_holds -m elo -p greek2007 -r "$FIX/elo-newcomer-prior.tsv" "$FIX/elo-newcomer-one.tsv"
	explain_holds -m elo -p greek2007 -r "$SHARED/elo-seed-prior.tsv" "$FIX/elo-seed-4wins.tsv"
}

@test "explain elo: --player keeps the player's changes whole" {
	rate -m elo -p greek2007 -r "$FIX/elo-newcomer2-prior.tsv" --explain "$FIX/elo-newcomer-two.tsv" > "$T/all"
	rate -m elo -p greek2007 -r "$FIX/elo-newcomer2-prior.tsv" --explain --player N "$FIX/elo-newcomer-two.tsv" > "$T/n"
	[ "$(sed 1d "$T/n")" = "$(awk -F'\t' 'NR > 1 && $2 == "N"' "$T/all")" ]
	[ "$(sed 1d "$T/n" | wc -l)" -gt 0 ]
}

# starts_from PRIOR EXPLAIN: each player's first change starts from its
# rating in PRIOR (0 when it has none there: no row, or an empty rating)
starts_from() {
	awk -F'\t' '
	FNR == 1 { for (i = 1; i <= NF; i++) c[FILENAME, $i] = i; next }
	FILENAME == ARGV[1] { r[$(c[FILENAME, "type"]) SUBSEP $(c[FILENAME, "player"])] = $(c[FILENAME, "rating"]) + 0; next }
	{
		k = $(c[FILENAME, "type"]) SUBSEP $(c[FILENAME, "player"])
		if (k in seen) next
		seen[k] = 1; n++
		want = (k in r) ? r[k] : 0
		if ($(c[FILENAME, "before"]) + 0 != want) { printf "%s: first before %s, the prior says %s\n", k, $(c[FILENAME, "before"]), want; bad = 1 }
	}
	END { if (!n) { print "nothing explained"; bad = 1 } exit bad }' "$1" "$2"
}

@test "explain elo: continued from a ratings file, each first change starts from its rating there" {
	list clasic=P1=1405 clasic=P2=1700 clasic=P3=2100 eliptic=P1=1405 eliptic=P2=1700 > "$T/fide.tsv"
	list clasic=P1=1010 clasic=P2=1300 clasic=P3=1600 eliptic=P1=1010 eliptic=P2=1300 > "$T/greek.tsv"
	for seed in $(explain_seeds 3); do
		awk -v seed=$seed -v h2h=1 -v eventdays=4 -v games=60 -v players=9 \
			-f "$RP_TESTDIR/gen-history.awk" > "$T/h.tsv"
		# the events before and after the middle one
		awk -F'\t' -v a="$T/a.tsv" -v b="$T/b.tsv" 'NR == 1 { print > a; print > b; next }
			$2 != k { k = $2; n++ } { x[NR] = $0; e[NR] = n } END {
			for (i = 2; i <= NR; i++) print x[i] > (e[i] <= n / 2 ? a : b) }' "$T/h.tsv"
		for args in "-p greek2007 -r $T/greek.tsv" "-p fide -r $T/fide.tsv" "-p fide2022 -r $T/fide.tsv" "-p rasccat"; do
			rate -m elo $args "$T/a.tsv" > "$T/mid.tsv" 2> /dev/null
			# shellcheck disable=SC2086 # the flags are words
			rate -m elo ${args%% -r *} -r "$T/mid.tsv" --explain "$T/b.tsv" > "$T/x" 2> /dev/null
			starts_from "$T/mid.tsv" "$T/x"
			explain_holds -m elo ${args%% -r *} -r "$T/mid.tsv" "$T/b.tsv" 2> /dev/null
		done
	done
}
