#!/usr/bin/env bats
# rate -m glicko / glicko2 / stephenson --explain (lib/models/
# glicko_explain.c): a period's change is fac sum g(RD_j) (s_j - E_j),
# one part a game; stephenson's bonus and neighbourhood are parts of
# their own (doc/rules/glicko.md).  Glickman's paper example with each
# part derived by hand; explain_holds on every profile.
load ../../helpers
load ../../explain
load glicko-example

two() {	# one game of event $1 on $2: $3 (at home) beats (or draws with: $5 = 1) $4
	printf 'date\tevent\tgame\ttype\tplayer\tplace\thome\n'
	printf '%s\t%s\t1\tchess\t%s\t1\t1\n%s\t%s\t1\tchess\t%s\t%s\t0\n' "$2" "$1" "$3" "$2" "$1" "$4" "${5:-2}"
}
# col_of FILE PLAYER PART COL: the column COL of PLAYER's parts PART, a line each
col_of() {
	awk -F'\t' -v p="$2" -v part="$3" -v col="$4" '
		NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		$c["player"] == p && $c["part"] == part { print $(c[col]) }' "$1"
}
# nth LIST N: the Nth line
nth() { echo "$1" | sed -n "${2}p"; }

@test "explain glicko: Glickman's example, the parts 47.357 - 54.311 - 28.940 = -35.894" {
	example
	rate -m glicko --c 0 -r "$T/prior.tsv" --explain "$T/games.tsv" > "$T/x"
	[ "$(head -1 "$T/x")" = "$(printf 'type\tplayer\tdate\tevent\tgame\tbefore\tafter\tpart\tamount\topponent\topponent_rating\topponent_rd\tadvantage\tg\texpected\tscore\tfactor\trd_before\trd_period\trd_after')" ]
	# q = ln 10/400 = 0.0057565; g(RD) = 1/sqrt(1 + 3 q^2 RD^2/pi^2):
	# g(30) = 0.995498, g(100) = 0.953149, g(300) = 0.724235; E =
	# 1/(1 + 10^(-g (1500 - r_j)/400)) = 0.639468, 0.431842, 0.302841;
	# 1/d^2 = q^2 sum g^2 E (1 - E) = 1/53685.74; RD'^2 = 1/(1/200^2 +
	# 1/d^2) = 22921.63, RD' = 151.3989; the factor q RD'^2 = 131.9475:
	#   A: 131.9475 * 0.995498 * (1 - 0.639468) =  47.3572
	#   B: 131.9475 * 0.953149 * (0 - 0.431842) = -54.3109
	#   C: 131.9475 * 0.724235 * (0 - 0.302841) = -28.9398
	# sum -35.8935: 1464.1065 (the paper: 1464)
	a=$(col_of "$T/x" P game amount)
	close "$(nth "$a" 1)" 47.3572 1e-4
	close "$(nth "$a" 2)" -54.3109 1e-4
	close "$(nth "$a" 3)" -28.9398 1e-4
	[ "$(col_of "$T/x" P game opponent | paste -sd' ')" = "A B C" ]
	[ "$(col_of "$T/x" P game opponent_rd | paste -sd' ')" = "30 100 300" ]
	[ "$(col_of "$T/x" P game score | paste -sd' ')" = "1 0 0" ]
	close "$(nth "$(col_of "$T/x" P game g)" 3)" 0.724235 1e-6
	close "$(nth "$(col_of "$T/x" P game expected)" 2)" 0.431842 1e-6
	close "$(nth "$(col_of "$T/x" P game factor)" 1)" 131.9475 1e-4
	[ "$(col_of "$T/x" P game rd_before | sort -u)" = 200 ]
	[ "$(col_of "$T/x" P game rd_period | sort -u)" = 200 ]
	close "$(nth "$(col_of "$T/x" P game rd_after)" 1)" 151.3989 1e-4
	[ "$(col_of "$T/x" P game before | sort -u)" = 1500 ]
	close "$(col_of "$T/x" P game after | sort -u)" 1464.1065 1e-4
	# three parts, no other
	[ "$(awk -F'\t' '$2 == "P"' "$T/x" | wc -l)" -eq 3 ]
}

@test "explain glicko2: Glickman's example, the parts 47.431 - 54.395 - 28.985 = -35.949" {
	example
	rate -m glicko2 -r "$T/prior.tsv" --explain "$T/games.tsv" > "$T/x"
	# the paper: mu = 0, phi = 200/173.7178 = 1.1513; g and E as Glicko's
	# (the same curve on the Glicko-2 scale): 0.9955, 0.9531, 0.7242 and
	# 0.639, 0.432, 0.303; sigma' = 0.059996, phi' = 151.5165/173.7178 =
	# 0.87220, and the factor on the rating scale phi'^2 / q = 173.7178 *
	# 0.76073 = 132.1525:
	#   A: 132.1525 * 0.995498 * (1 - 0.639468) =  47.4308
	#   B: 132.1525 * 0.953149 * (0 - 0.431842) = -54.3953
	#   C: 132.1525 * 0.724235 * (0 - 0.302841) = -28.9848
	# sum -35.9493: 1464.0507 (the paper: 1464.06)
	a=$(col_of "$T/x" P game amount)
	close "$(nth "$a" 1)" 47.4308 2e-4
	close "$(nth "$a" 2)" -54.3953 2e-4
	close "$(nth "$a" 3)" -28.9848 2e-4
	close "$(nth "$(col_of "$T/x" P game factor)" 1)" 132.1525 2e-4
	close "$(nth "$(col_of "$T/x" P game rd_after)" 1)" 151.5165 1e-4
	[ "$(col_of "$T/x" P game volatility_before | sort -u)" = 0.06 ]
	close "$(nth "$(col_of "$T/x" P game volatility_after)" 1)" 0.059996 5e-7
	close "$(nth "$(col_of "$T/x" P game opponent_rd)" 1)" 30 1e-9
	close "$(col_of "$T/x" P game after | sort -u)" 1464.0507 1e-4
}

@test "explain stephenson: the game, the bonus and the neighbourhood as parts" {
	# two new players (2200/300): RD^2 = 300^2 + 10^2 = 90100, g =
	# 0.7240442274842186, E = 1/2; RD'^2 = 1/(1/(90100 + 10^2) + q^2 g^2/4)
	# = 64811.36718013163; factor q RD'^2 = 373.0842198; the game:
	# 373.0842198 * 0.7240442 * (1 - 1/2) = 135.064737860831; lambda's
	# pull between equal ratings 0
	two E1 2024-01-01 A B > "$T/g.tsv"
	rate -m stephenson --explain "$T/g.tsv" > "$T/x"
	close "$(col_of "$T/x" A game amount)" 135.064737860831 1e-9
	close "$(col_of "$T/x" A game factor)" 373.0842198 1e-6
	# the RDs: 300 before, sqrt(90100) = 300.1666 in the period, RD' after
	[ "$(col_of "$T/x" A game rd_before)" = 300 ]
	close "$(col_of "$T/x" A game rd_period)" 300.1666204 1e-6
	close "$(col_of "$T/x" A game rd_after)" 254.58076749851242 1e-9
	[ "$(col_of "$T/x" A neighbourhood amount)" = 0 ]
	# a new player starts from the initial rating, 2200
	[ "$(col_of "$T/x" A game before | sort -u)" = 2200 ]
	close "$(col_of "$T/x" A game after)" 2335.064737860831 1e-9
	# --bonus 10: 0.1 a game: the bonus part 373.0842198 * 0.7240442 * 0.1
	# = 27.0129476; the game's part as before
	rate -m stephenson --bonus 10 --explain "$T/g.tsv" > "$T/x"
	close "$(col_of "$T/x" A bonus amount)" 27.0129476 1e-6
	close "$(col_of "$T/x" B bonus amount)" 27.0129476 1e-6
	[ "$(col_of "$T/x" A bonus bonus)" = 0.1 ]
	close "$(col_of "$T/x" A game amount)" 135.064737860831 1e-9
	# A 2300, B 2100, both RD 100, a draw: Glicko's part 2286.7939316864 -
	# 2300 = -13.2060683136; the neighbourhood 2/100 (2100 - 2300) = -4
	printf 'type\tplayer\trating\trd\tgames\tlast\tlag\n' > "$T/p.tsv"
	printf 'chess\tA\t2300\t100\t10\t2023-12-01\t0\nchess\tB\t2100\t100\t10\t2023-12-01\t0\n' >> "$T/p.tsv"
	two E1 2024-01-01 A B 1 > "$T/g.tsv"
	rate -m stephenson -r "$T/p.tsv" --explain "$T/g.tsv" > "$T/x"
	close "$(col_of "$T/x" A game amount)" -13.2060683136 1e-9
	[ "$(col_of "$T/x" A neighbourhood amount)" = -4 ]
	[ "$(col_of "$T/x" A neighbourhood mean_difference)" = -200 ]
	[ "$(col_of "$T/x" A neighbourhood lambda)" = 2 ]
	[ "$(col_of "$T/x" B neighbourhood amount)" = 4 ]
	[ "$(col_of "$T/x" A game before)" = 2300 ]
	close "$(col_of "$T/x" A game after)" 2282.7939316864 1e-9
}

@test "explain stephenson, glicko: --gamma, the home side's advantage a term" {
	# A at home beats B, both new, gamma 30: E_A = 1/(1 + 10^(g (2200 -
	# 2200 - 30)/400)) = 0.5312188384328089: r_A = 2200 + RD'^2 q g (1 -
	# E_A) = 2326.7707151866266 (tests/models/glicko/stephenson.bats)
	two E1 2024-01-01 A B > "$T/g.tsv"
	rate -m stephenson --gamma 30 --explain "$T/g.tsv" > "$T/x"
	[ "$(col_of "$T/x" A game advantage)" = 30 ]
	[ "$(col_of "$T/x" B game advantage)" = -30 ]
	close "$(col_of "$T/x" A game expected)" 0.5312188384328089 1e-12
	close "$(col_of "$T/x" A game amount)" 126.7707151866266 1e-9
	rate -m glicko -p playerratings --gamma 30 --explain "$T/g.tsv" > "$T/x"
	[ "$(col_of "$T/x" A game advantage)" = 30 ]
	# without gamma the term is empty
	rate -m glicko -p playerratings --explain "$T/g.tsv" > "$T/x"
	[ "$(col_of "$T/x" A game advantage)" = "" ]
}

@test "explain glicko: a forfeit is no game of the period: no part, no change" {
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\n'
	  printf '2024-01-01\tE1\t1\tchess\tA\t1\t\n2024-01-01\tE1\t1\tchess\tB\t2\t\n'
	  printf '2024-01-01\tE1\t2\tchess\tA\t1\tforfeit\n2024-01-01\tE1\t2\tchess\tC\t2\tforfeit\n'; } > "$T/g.tsv"
	rate -m glicko --explain "$T/g.tsv" > "$T/x"
	[ "$(col_of "$T/x" A game opponent)" = B ]
	[ "$(awk -F'\t' '$2 == "C"' "$T/x" | wc -l)" -eq 0 ]
}

@test "explain glicko, glicko2, stephenson: parts add up and chain to the list, every profile" {
	for seed in $(explain_seeds 5); do
		# a home column: the first row of a game at home
		awk -v seed=$seed -v h2h=1 -v eventdays=4 -v games=60 -v players=9 \
			-f "$RP_TESTDIR/gen-history.awk" |
			awk -F'\t' -v OFS='\t' 'NR == 1 { print $0, "home"; next } { print $0, $3 != last; last = $3 }' > "$T/h.tsv"
		for m in "glicko -p glickman" "glicko -p playerratings" "glicko2 -p glickman" \
		    "glicko2 -p playerratings" "stephenson" "stephenson --bonus 5" \
		    "glicko -p playerratings --gamma 30" "stephenson --gamma 30"; do
			explain_holds -m $m "$T/h.tsv"
		done
	done
	example
	explain_holds -m glicko -r "$T/prior.tsv" "$T/games.tsv"
	explain_holds -m glicko2 -r "$T/prior.tsv" "$T/games.tsv"
	score < "$RP_TOP/examples/backgammon/season.tsv" > "$T/season.tsv"
	for m in "glicko -p glickman" "glicko -p playerratings" "glicko2 -p glickman" \
	    "glicko2 -p playerratings" "stephenson"; do
		explain_holds -m $m "$T/season.tsv"
	done
}

@test "explain glicko: --player keeps the player's changes whole" {
	awk -v seed=2 -v h2h=1 -v eventdays=4 -v games=60 -v players=9 \
		-f "$RP_TESTDIR/gen-history.awk" > "$T/h.tsv"
	for m in glicko glicko2 stephenson; do
		rate -m $m --explain "$T/h.tsv" > "$T/all"
		rate -m $m --explain --player P3 "$T/h.tsv" > "$T/one"
		[ "$(sed 1d "$T/one")" = "$(awk -F'\t' 'NR > 1 && $2 == "P3"' "$T/all")" ]
		[ "$(sed 1d "$T/one" | wc -l)" -gt 0 ]
	done
}

@test "explain glicko, glicko2, stephenson: continued from a ratings file, each first change starts from its rating there" {
	for seed in $(explain_seeds 3); do
		awk -v seed=$seed -v h2h=1 -v eventdays=4 -v games=60 -v players=9 \
			-f "$RP_TESTDIR/gen-history.awk" > "$T/h.tsv"
		awk -F'\t' -v a="$T/a.tsv" -v b="$T/b.tsv" 'NR == 1 { print > a; print > b; next }
			$2 != k { k = $2; n++ } { x[NR] = $0; e[NR] = n } END {
			for (i = 2; i <= NR; i++) print x[i] > (e[i] <= n / 2 ? a : b) }' "$T/h.tsv"
		for m in "glicko -p glickman" "glicko2 -p playerratings" stephenson; do
			rate -m $m "$T/a.tsv" > "$T/mid.tsv"
			rate -m $m -r "$T/mid.tsv" --explain "$T/b.tsv" > "$T/x"
			# each player's first change: before = its rating in mid.tsv, the
			# initial rating (glickman 1500; playerratings and stephenson 2200) if new
			case $m in *glickman) init=1500 ;; *) init=2200 ;; esac	# PlayerRatings: 2200
			awk -F'\t' -v init=$init '
			FNR == 1 { for (i = 1; i <= NF; i++) c[FILENAME, $i] = i; next }
			FILENAME == ARGV[1] { r[$1 SUBSEP $2] = $(c[FILENAME, "rating"]) + 0; next }
			!(($1 SUBSEP $2) in seen) {
				seen[$1 SUBSEP $2] = 1; n++
				want = (($1 SUBSEP $2) in r) ? r[$1 SUBSEP $2] : init
				if ($(c[FILENAME, "before"]) + 0 != want) { print $2, $(c[FILENAME, "before"]), want; bad = 1 }
			}
			END { exit bad || !n }' "$T/mid.tsv" "$T/x"
			explain_holds -m $m -r "$T/mid.tsv" "$T/b.tsv"
		done
	done
}
