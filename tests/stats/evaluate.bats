#!/usr/bin/env bats
# rate --history predictions (prev, expected, escale) and rank --eval.
load ../helpers

@test "frsc --history: prev, and expected score on the logistic curve (s = 50)" {
	run rate --history "$SHARED/eliptic3.tsv"
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == *$'\tprev\texpected\tescale' ]]
	# game 1: all unrated, prev = 150, everybody expects 1/2
	[ "$(echo "$output" | col prev 1)" = 150 ]
	[ "$(echo "$output" | col expected 1)" = 0.5 ]
	[ "$(echo "$output" | col escale 1)" = 50 ]
	# game 3: prev A 200, B (150*205 + 200*215)/420 = 175.595238, C 100, D 100;
	# L(d) = 1/(1 + 10^(-d/50)): L(24.404762) = 1/(1 + 0.325016) = 0.754708,
	# L(100) = 1/1.01 = 0.990099: E_A = (0.754708 + 2*0.990099)/3 = 0.911635
	close "$(echo "$output" | col prev 7)" 175.595238
	close "$(echo "$output" | col expected 6)" 0.911635
	# E_C = (L(-100) + L(-75.595238) + L(0))/3 = (0.009901 + 0.029849 + 0.5)/3 = 0.179917
	close "$(echo "$output" | col expected 8)" 0.179917
	# --expect-scale: with s = 100, L(100) = 10/11: game 3, E_C = (1/11 + L(-75.595238) + 1/2)/3
	run rate --history --expect-scale 100 "$SHARED/eliptic3.tsv"
	[ "$(echo "$output" | col escale 1)" = 100 ]
	run rate --expect-scale 0 "$SHARED/eliptic3.tsv"
	[ "$status" -eq 2 ]
}

history() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tprev\tescale\n'
	printf '2020-01-01\tE\t1\tt\tA\t2\t200\t100\n'
	printf '2020-01-01\tE\t1\tt\tB\t1\t100\t100\n'
	printf '2020-01-01\tE\t1\tt\tC\t3\t100\t100\n'
	printf '2020-01-02\tE\t2\tt\tA\t1\t150\t100\n'
	printf '2020-01-02\tE\t2\tt\tB\t1\t150\t100\n'
	printf '2020-01-03\tE\t3\tt\tC\t1\t100\t100\n'
	printf '2020-01-03\tE\t3\tt\tD\t2\t150\t100\n'
}

@test "rank --eval: log-loss, Brier, ordered pairs, rank deviation by hand" {
	history > "$T/h.tsv"
	run rank --eval "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'type\tgames\trows\texcluded\tpairs\tlogloss\tbrier\tcorrect\trankdev' ]
	# p(A ahead of B) = 1/(1 + 10^(-100/100)) = 10/11.
	# game 1: (A,B) o=0: ll = ln 11 = 2.397895, brier (10/11)^2 = 0.826446, wrong;
	#         (A,C) o=1: ll = ln 1.1 = 0.095310, brier (1/11)^2 = 0.008264, right;
	#         (B,C) p=1/2, o=1: ll = ln 2, brier 0.25, half right (equal prev)
	# game 2: a draw at equal prev: ll = ln 2, brier 0, not a decided pair
	# game 3: p(C ahead of D) = 1/(1 + 10^0.5) = 0.240253, o=1: ll = 1.426062,
	#         brier 0.759747^2 = 0.577215, wrong
	# logloss (2.397895 + 0.095310 + 2*0.693147 + 1.426062)/5 = 1.061112
	# brier (0.826446 + 0.008264 + 0.25 + 0 + 0.577215)/5 = 0.332385
	# correct (0 + 1 + 0.5 + 0)/4 decided pairs = 37.5 %
	# rankdev: game 1 predicted A 1, B 2.5, C 2.5, actual B 1, A 2, C 3: 1+1.5+0.5 = 3;
	#          game 2: 0; game 3: predicted D 1, C 2, actual C 1, D 2: 2; 5/7 rows
	[ "$(echo "$output" | col games)" = 3 ]
	[ "$(echo "$output" | col rows)" = 7 ]
	[ "$(echo "$output" | col excluded)" = 0 ]
	[ "$(echo "$output" | col pairs)" = 5 ]
	close "$(echo "$output" | col logloss)" 1.061112
	close "$(echo "$output" | col brier)" 0.332385
	[ "$(echo "$output" | col correct)" = 37.5 ]
	close "$(echo "$output" | col rankdev)" 0.714286
}

@test "rank --eval --burn-in: a player's first games are left out, and counted" {
	history > "$T/h.tsv"
	run rank --eval --burn-in 1 "$T/h.tsv"
	# game 1: nobody has played before (3 excluded); game 2: A and B have
	# one game each: the draw, ll = ln 2, brier 0; game 3: D is new, C alone (2 excluded)
	[ "$(echo "$output" | col games)" = 1 ]
	[ "$(echo "$output" | col excluded)" = 5 ]
	[ "$(echo "$output" | col pairs)" = 1 ]
	close "$(echo "$output" | col logloss)" 0.693147
	[ "$(echo "$output" | col brier)" = 0 ]
	# no decided pair: no percentage
	[ -z "$(echo "$output" | col correct)" ]
	[ "$(echo "$output" | col rankdev)" = 0 ]
	run rank --eval --burn-in x "$T/h.tsv"
	[ "$status" -eq 2 ]
}

@test "rank --eval: TopCoder's normal curve from prev_vol; --scale overrides; no curve is an error" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tprev\tprev_vol\n' > "$T/n.tsv"
	printf '2020-01-01\tE\t1\tt\tA\t1\t1600\t300\n' >> "$T/n.tsv"
	printf '2020-01-01\tE\t1\tt\tB\t2\t1200\t400\n' >> "$T/n.tsv"
	run rank -m eval "$T/n.tsv"
	# p = Phi(400 / sqrt(300^2 + 400^2)) = Phi(0.8) = 0.788145: ll = 0.238074
	close "$(echo "$output" | col logloss)" 0.238074
	close "$(echo "$output" | col brier)" 0.044883
	[ "$(echo "$output" | col correct)" = 100 ]
	# --scale 400: p = 1/(1 + 10^-1) = 10/11, ll = ln 1.1
	run rank --eval --scale 400 "$T/n.tsv"
	close "$(echo "$output" | col logloss)" 0.095310
	cut -f1-7 "$T/n.tsv" > "$T/none.tsv"
	run rank --eval "$T/none.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'need column "escale"'* ]]
}

@test "rank --eval on a frsc history: one row per type, every row accounted for" {
	parse "$SHARED/eliptic3.tsv" | rate --history > "$T/h.tsv"
	run rank --eval "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 2 ]
	# rows + excluded = the history's rows
	[ $(( $(echo "$output" | col rows) + $(echo "$output" | col excluded) )) -eq $(( $(wc -l < "$T/h.tsv") - 1 )) ]
}
