#!/usr/bin/env bats
# rate -m trueskill and -m wenglin: free-for-all games by place, ties
# included; the published examples, hand-derived Plackett-Luce values,
# and the rating officer's guarantees of the engine.
load ../../helpers

hdr='date\tevent\tgame\ttype\tplayer\tplace\n'
# g DATE GAME PLAYER PLACE [RESULT]
g() { printf '%s\tE%s\t%s\tffa\t%s\t%s\n' "$1" "$2" "$2" "$3" "$4"; }

@test "trueskill: the published example, two new players, one win: 29.396/7.171, 20.604/7.171" {
	{ printf "$hdr"; g 2024-01-01 1 A 1; g 2024-01-01 1 B 2; } > "$T/g.tsv"
	run rate -m trueskill "$T/g.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$(printf 'type\tplayer\tmu\tsigma\trating\tgames\tstatus\tlast\t_seen\t_model\t_sum')" ]
	close "$(echo "$output" | pick mu player A)" 29.396 0.0005
	close "$(echo "$output" | pick sigma player A)" 7.171 0.0005
	close "$(echo "$output" | pick mu player B)" 20.604 0.0005
	close "$(echo "$output" | pick sigma player B)" 7.171 0.0005
	# rating = mu - 3 sigma
	a=$(echo "$output" | pick rating player A)
	close "$a" "$(echo "$output" | awk -F'\t' '$2 == "A" { printf "%.12f", $3 - 3 * $4 }')" 1e-9
}

@test "trueskill: two players, closed form: v and w of the truncated Gaussian" {
	# Two new players: c^2 = 2 beta^2 + 2 (sigma^2 + tau^2), eps = Phi^-1(0.55) sqrt2 beta;
	# t = eps/c; v = phi(t)/Phi(-t) ... for a win at equal mu: x = -eps/c,
	# v = phi(x)/Phi(x), w = v (v + x); mu_A = 25 + (s^2/c) v,
	# sigma_A^2 = s^2 (1 - (s^2/c^2) w), s^2 = (25/3)^2 + (25/300)^2
	exp=$(awk 'function Phi(x) { return 0.5 * erfc(-x / sqrt(2)) }
		function erfc(x,  t, z, r) { # not in awk: a numerical series is overkill; use the 1e-7 Chebyshev
			z = (x < 0) ? -x : x; t = 1 / (1 + 0.5 * z)
			r = t * exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))))
			return x >= 0 ? r : 2 - r }
		BEGIN { b = 25 / 6; s2 = (25 / 3) ^ 2 + (25 / 300) ^ 2; c = sqrt(2 * b * b + 2 * s2)
			eps = 0.12566134685507402 * sqrt(2) * b   # Phi^-1(0.55)
			x = -eps / c; v = exp(-x * x / 2) / sqrt(2 * 3.141592653589793) / Phi(x); w = v * (v + x)
			printf "%.9f %.9f", 25 + s2 / c * v, sqrt(s2 * (1 - s2 / c / c * w)) }')
	{ printf "$hdr"; g 2024-01-01 1 A 1; g 2024-01-01 1 B 2; } > "$T/g.tsv"
	run rate -m trueskill "$T/g.tsv"
	close "$(echo "$output" | pick mu player A)" "${exp% *}" 1e-5
	close "$(echo "$output" | pick sigma player A)" "${exp#* }" 1e-5
}

@test "trueskill: a draw between equal players keeps mu and narrows sigma (25, 6.458)" {
	{ printf "$hdr"; g 2024-01-01 1 A 1; g 2024-01-01 1 B 1; } > "$T/g.tsv"
	run rate -m trueskill "$T/g.tsv"
	close "$(echo "$output" | pick mu player A)" 25 1e-9
	close "$(echo "$output" | pick sigma player A)" 6.458 0.0005
	[ "$(echo "$output" | pick sigma player A)" = "$(echo "$output" | pick sigma player B)" ]
	# --draw-probability 0: a tie has no probability, an error naming the game
	run rate -m trueskill --draw-probability 0 "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *g.tsv:2:*'draw-probability'* ]]
}

@test "trueskill: a free-for-all of four with a tie: order kept; 3000 players" {
	{ printf "$hdr"; g 2024-01-01 1 A 1; g 2024-01-01 1 B 2; g 2024-01-01 1 C 2; g 2024-01-01 1 D 4; } > "$T/g.tsv"
	run rate -m trueskill "$T/g.tsv"
	a=$(echo "$output" | pick mu player A); b=$(echo "$output" | pick mu player B)
	c=$(echo "$output" | pick mu player C); d=$(echo "$output" | pick mu player D)
	# the tied pair sits between: the chain of neighbours (A > B, B = C,
	# C > D) is not symmetric in B and C, so neither are their updates
	awk -v a="$a" -v b="$b" -v c="$c" -v d="$d" 'BEGIN { exit !(a > b && a > c && b > d && c > d && a > 25 && d < 25) }'
	awk -v N=3000 -v G=1 -v P=3000 -v seed=3 -f "$RP_TOP/bench/topcoder-gen.awk" > "$T/big.tsv"
	run rate -m trueskill "$T/big.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | wc -l)" -eq 3001 ]
}

@test "wenglin: openskill's tau example: 25/3 each, tau 0.3: 25.624880, 2.987999" {
	# sigma^2 = 9 + 0.09 = 9.09, c = sqrt(2 (9.09 + (25/6)^2)) = 7.273394;
	# equal e: S_1 = 2e, S_2 = e; the winner sums q = itself: quotient 1/2,
	# Omega = 1/2, Delta = 1/4: mu' = 25 + 0.5 * 9.09/c = 25.624880;
	# gamma = sqrt(9.09)/c; sigma' = sqrt(9.09) sqrt(1 - gamma * 0.25 * 9.09/c^2) = 2.987999
	# (rating = mu - 3 sigma = 16: the row's rating agrees with its state)
	printf 'type\tplayer\tmu\tsigma\trating\nffa\tA\t25\t3\t16\nffa\tB\t25\t3\t16\n' > "$T/p.tsv"
	{ printf "$hdr"; g 2024-01-01 1 A 1; g 2024-01-01 1 B 2; } > "$T/g.tsv"
	run rate -m wenglin --tau 0.3 -r "$T/p.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick mu player A)" = 25.624880438870754 ]
	[ "$(echo "$output" | pick sigma player A)" = 2.9879993738476953 ]
	[ "$(echo "$output" | pick mu player B)" = 24.375119561129246 ]
}

@test "wenglin: three new players, places 1 2 2 and 1 2 3, by hand" {
	# s2 = (25/3)^2 + (25/300)^2 (profile openskill's tau), c = sqrt(3 (s2 + (25/6)^2));
	# equal e. 1 2 3: S = 3e, 2e, e.  First: q = 1: 1 - 1/3: Omega 2/3, Delta 2/9.
	# Second: q = 1: -1/3, q = 2: 1 - 1/2: Omega 1/6, Delta 2/9 + 1/4.
	# Third: -1/3 - 1/2 + 0 = -5/6, Delta 2/9 + 1/4 + 0.
	# 1 2 2: S = 3e, 2e, 2e, A = 1, 2, 2.  Second: -1/3 + (1 - 1/2)/2 - (1/2)/2 = -1/3.
	exp() { awk -v om="$1" -v de="$2" 'BEGIN { s2 = (25/3)^2 + (25/300)^2; c = sqrt(3 * (s2 + (25/6)^2))
		printf "%.12f %.12f", 25 + om * s2 / c, sqrt(s2) * sqrt(1 - de * s2 / c / c * sqrt(s2) / c) }'; }
	{ printf "$hdr"; g 2024-01-01 1 A 1; g 2024-01-01 1 B 2; g 2024-01-01 1 C 3; } > "$T/g.tsv"
	run rate -m wenglin "$T/g.tsv"
	for x in "A 2/3 2/9" "B 1/6 2/9+1/4" "C -5/6 2/9+1/4"; do
		set -- $x
		e=$(exp "$(awk "BEGIN { printf \"%.17g\", $2 }")" "$(awk "BEGIN { printf \"%.17g\", $3 }")")
		close "$(echo "$output" | pick mu player $1)" "${e% *}" 1e-9
		close "$(echo "$output" | pick sigma player $1)" "${e#* }" 1e-9
	done
	{ printf "$hdr"; g 2024-01-01 1 A 1; g 2024-01-01 1 B 2; g 2024-01-01 1 C 2; } > "$T/g.tsv"
	run rate -m wenglin "$T/g.tsv"
	e=$(exp "$(awk 'BEGIN { printf "%.17g", -1/3 }')" "$(awk 'BEGIN { printf "%.17g", 2/9 + 1/8 + 1/8 }')")
	close "$(echo "$output" | pick mu player B)" "${e% *}" 1e-9
	close "$(echo "$output" | pick sigma player C)" "${e#* }" 1e-9
}

@test "trueskill, wenglin: --history prev and curve for rank --eval; value gives the expected place" {
	{ printf "$hdr"; g 2024-01-01 1 A 1; g 2024-01-01 1 B 2; g 2024-01-01 1 C 3
	  g 2024-01-02 2 A 2; g 2024-01-02 2 B 1; g 2024-01-02 2 C 3; } > "$T/g.tsv"
	run rate -m trueskill --history "$T/g.tsv"
	# new players: prev 25, prev_vol sqrt((25/3)^2 + (25/300)^2 + (25/6)^2)
	# = sqrt(86.8125) = 9.317323, expected place 1 + 1/2 + 1/2 = 2
	[ "$(echo "$output" | col prev 1)" = 25 ]
	close "$(echo "$output" | col prev_vol 1)" 9.317323 1e-6
	close "$(echo "$output" | col expected 1)" 2 1e-12
	echo "$output" > "$T/h.tsv"
	run rank --eval "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col pairs)" = 6 ]
	run rate -m wenglin --history "$T/g.tsv"
	# escale = c ln 10, c = sqrt(3 ((25/3)^2 + (25/300)^2 + (25/6)^2)) = 16.138
	close "$(echo "$output" | col escale 1)" "$(awk 'BEGIN { printf "%.9f", sqrt(3 * ((25/3)^2 + (25/300)^2 + (25/6)^2)) * log(10) }')" 1e-6
	echo "$output" > "$T/h.tsv"
	run rank --eval "$T/h.tsv"
	[ "$status" -eq 0 ]
	rate -m trueskill "$T/g.tsv" > "$T/r.tsv"
	run value -m trueskill -r "$T/r.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	s=$(echo "$output" | awk -F'\t' 'NR > 1 && NR <= 4 { s += $7 } END { printf "%.9f", s }')
	close "$s" 6 1e-9	# expected places of a game sum to 1 + 2 + 3
}

@test "trueskill: forfeits and one-player games are not rated" {
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\n'
	  printf '2024-01-01\tE\t1\tffa\tA\t1\t\n2024-01-01\tE\t1\tffa\tB\t2\tforfeit\n'
	  printf '2024-01-02\tE2\t2\tffa\tA\t1\t\n2024-01-02\tE2\t2\tffa\tB\t2\t\n2024-01-02\tE2\t2\tffa\tC\t3\t\n'; } > "$T/g.tsv"
	for m in trueskill wenglin; do
		run rate -m $m "$T/g.tsv"
		[ "$(echo "$output" | pick games player A)" = 1 ]
		[ "$(echo "$output" | pick games player B)" = 1 ]
		run rate -m $m --history "$T/g.tsv"
		[ "$(echo "$output" | col mu 1)" = "" ]
		[ "$(echo "$output" | col mu_before 1)" = 25 ]
	done
}

@test "trueskill, wenglin: replay guard, a federation's list, halves equal one run" {
	{ printf "$hdr"; g 2024-01-01 1 A 1; g 2024-01-01 1 B 2; g 2024-01-01 1 C 2
	  g 2024-01-03 2 A 3; g 2024-01-03 2 B 1; g 2024-01-03 2 C 2; } > "$T/g.tsv"
	head -n 4 "$T/g.tsv" > "$T/h1.tsv"
	{ head -n 1 "$T/g.tsv"; tail -n 3 "$T/g.tsv"; } > "$T/h2.tsv"
	for m in trueskill wenglin; do
		rate -m $m "$T/g.tsv" > "$T/all.tsv"
		rate -m $m "$T/h1.tsv" > "$T/r1.tsv"
		rate -m $m -r "$T/r1.tsv" "$T/h2.tsv" > "$T/r2.tsv"
		diff "$T/all.tsv" "$T/r2.tsv"
		run rate -m $m -r "$T/r1.tsv" "$T/h1.tsv"
		[ "$status" -eq 1 ]
		[[ "$output" == *h1.tsv:2:* && "$output" == *r1.tsv* ]]
		# a list of conservative ratings: mu = rating + 3 * --list-sigma
		printf 'type\tplayer\trating\nffa\tA\t10\n' > "$T/list.tsv"
		printf 'type\tplayer\tmu\tsigma\trating\tgames\nffa\tA\t35\t8.333333333333334\t10\t1\n' > "$T/full.tsv"
		[ "$(rate -m $m -r "$T/list.tsv" "$T/h2.tsv")" = "$(rate -m $m -r "$T/full.tsv" "$T/h2.tsv")" ]
	done
}

@test "trueskill, wenglin: bad priors are file:line errors, flags out of range usage errors" {
	{ printf "$hdr"; g 2024-01-01 1 A 1; g 2024-01-01 1 B 2; } > "$T/g.tsv"
	for m in trueskill wenglin; do
		for row in 'ffa\tA\t25\t0\t0' 'ffa\tA\t25\t-1\t0' 'ffa\tA\tnan\t1\t0' 'ffa\tA\t25\tinf\t0'; do
			printf "type\tplayer\tmu\tsigma\trating\n$row\n" > "$T/bad.tsv"
			run rate -m $m -r "$T/bad.tsv" "$T/g.tsv"
			[ "$status" -eq 1 ]
			[[ "$output" == *bad.tsv:2:* ]]
		done
		printf 'player\tmu\nA\t3\n' > "$T/bad.tsv"
		run rate -m $m -r "$T/bad.tsv" "$T/g.tsv"
		[ "$status" -eq 1 ]
		[[ "$output" == *'"type", "rating"'* ]]
		for f in "--beta 0" "--initial-sigma 0" "--tau -1" "--initial-mu 1e300" "--list-sigma 0"; do
			run rate -m $m $f "$T/g.tsv"
			[ "$status" -eq 2 ] || { echo "$m $f: $status"; false; }
		done
		window -n 2 "$T/g.tsv" > "$T/w.tsv"
		run rate -m $m "$T/w.tsv"
		[ "$status" -eq 1 ]
		[[ "$output" == *"window -n"* ]]
	done
	for f in "--draw-probability 1" "--sweeps 0" "--min-delta 0"; do
		run rate -m trueskill $f "$T/g.tsv"
		[ "$status" -eq 2 ]
	done
	run rate -m wenglin --kappa 0 "$T/g.tsv"
	[ "$status" -eq 2 ]
}

@test "trueskill: players far apart: finite numbers (the tail of v and w)" {
	printf 'type\tplayer\tmu\tsigma\trating\nffa\tA\t0\t1\t-3\nffa\tB\t200\t1\t197\n' > "$T/p.tsv"
	{ printf "$hdr"; g 2024-01-01 1 A 1; g 2024-01-01 1 B 2; } > "$T/g.tsv"
	run rate -m trueskill -r "$T/p.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# an upset by 200 mu (about 34 performance spreads): both move by about
	# 194.5 - ... toward each other; sigma shrinks, never to 0
	a=$(echo "$output" | pick mu player A)
	awk -v a="$a" 'BEGIN { exit !(a > 5 && a < 6) }'
	[[ "$output" != *nan* && "$output" != *inf* ]]
}

@test "trueskill: far in the tail, an upset by 100 to 3e7: mu and sigma to 1e-13 (mpmath)" {
	# A (mu 0, sigma 1) beats B (mu G, sigma 1).  Two players: the graph's
	# one truncation is the closed form, s^2 = 1 + tau^2, c^2 = 2 beta^2 +
	# 2 s^2, eps = Phi^-1(0.55) sqrt2 beta, x = -G/c - eps/c, v =
	# phi(x)/Phi(x), w = v (v + x): mu_A = (s^2/c) v, sigma_A = s sqrt(1 -
	# (s^2/c^2) w).  Values by mpmath at 50 digits (bench/ts-mills.py's
	# reference; x = -16.6, -330, -16499, -4.9e6: four rows of ts_trunc.c's
	# table of terms, 20, 6, 4 and 2 of the Mills ratio's fraction).
	for case in "100 2.7712414814384638 0.98966746420023505" \
	    "2000 54.841215498803247 0.98961817946187162" \
	    "100000 2741.0411003633548 0.98961805154316054" \
	    "30000000 822306.2584816319 0.98961805149193316"; do
		set -- $case
		printf 'type\tplayer\tmu\tsigma\trating\nffa\tA\t0\t1\t-3\nffa\tB\t%s\t1\t%s\n' \
		    "$1" "$(($1 - 3))" > "$T/p.tsv"
		{ printf "$hdr"; g 2024-01-01 1 A 1; g 2024-01-01 1 B 2; } > "$T/g.tsv"
		run rate -m trueskill -r "$T/p.tsv" "$T/g.tsv"
		[ "$status" -eq 0 ]
		close "$(echo "$output" | pick mu player A)" "$2" "$(awk -v x="$2" 'BEGIN { print x * 1e-13 }')"
		close "$(echo "$output" | pick sigma player A)" "$3" 1e-13
	done
}

@test "trueskill: the Mills ratio's fraction cut by t gives the bits of 60 terms (1,008,400 t)" {
	# ts_trunc.c cuts the continued fraction k = 1/(t + 2/(t + 3/(t + ...)))
	# at 2 to 60 terms by t, a table whose rows its comment proves (each
	# cut moves K by under 2^-83 relative).  The proof is checked here the
	# direct way: v and w of a win in the lower tail against the fraction
	# of 60 terms at every t, bit for bit, for a million t log-uniform over
	# [5, 1e12] and the 600 doubles nearest each of the table's edges;
	# and a draw's v and w (ts_vw_draw, made at once) against each alone.
	# The mpmath test above cannot see a cut that moves no number by 1e-13
	# (one term instead of three past t = 3e4): this does.
	run "$RP_BIN/millstest" sweep 1000000
	echo "$output"
	[ "$status" -eq 0 ]
	[ "$output" = "0 of 1008400 differ from 60 terms" ]
	run "$RP_BIN/millstest" draws 200000
	echo "$output"
	[ "$status" -eq 0 ]
	[ "$output" = "0 of 200000 draws differ from v and w alone" ]
}
