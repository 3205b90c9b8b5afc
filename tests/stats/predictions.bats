#!/usr/bin/env bats
# rate -m elo|fibs|topcoder|absp --history: the prediction before each
# game (prev, expected, and the curve: escale or prev_vol), scored end to
# end by rank --eval.  Numbers derived by hand in the comments.
load ../helpers

elo_prior() {
	printf 'type\tplayer\trating\tgames\tstatus\tlast\t_state\n'
	printf 'c\tA\t1200\t60\tactive\t2020-01-01\trated\n'
	printf 'c\tB\t1000\t60\tactive\t2020-01-01\trated\n'
}

@test "elo --history: prev, per-game expected, escale 400; forfeits and newcomers have none" {
	elo_prior > "$T/prior.tsv"
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\n'
	  printf '2020-02-01\tE\t1\tc\tA\t1\t\n2020-02-01\tE\t1\tc\tB\t2\t\n'
	  printf '2020-02-01\tE\t2\tc\tA\t1\tforfeit\n2020-02-01\tE\t2\tc\tB\t2\tforfeit\n'; } > "$T/g.tsv"
	rate -m elo -p rasccat -r "$T/prior.tsv" --history "$T/g.tsv" > "$T/h.tsv"
	run cat "$T/h.tsv"
	[[ "${lines[0]}" == *$'\texpected_total\tscore_total\trating\tprev\texpected\tescale\tk\tp_win\tp_draw\tp_loss' ]]
	# A 1200 - B 1000 = 200: 1/(1 + 10^(-200/400)) = 1/1.316228 = 0.759747
	[ "$(echo "$output" | col prev 1)" = 1200 ]
	close "$(echo "$output" | col expected 1)" 0.759747
	close "$(echo "$output" | col expected 2)" 0.240253
	[ "$(echo "$output" | col escale 2)" = 400 ]
	# the event total We is the one game's (the forfeit is not rated)
	close "$(echo "$output" | col expected_total 1)" 0.759747
	# the forfeit: no prediction
	[ "$(echo "$output" | col prev 3)" = "" ]
	[ "$(echo "$output" | col expected 3)" = "" ]
	# rank --eval: one pair, p = 0.759747, A ahead: ll = -ln p = 0.274770,
	# brier (1 - p)^2 = 0.057722; the forfeit's two rows excluded
	run rank --eval "$T/h.tsv"
	[ "$(echo "$output" | col rows)" = 2 ]
	[ "$(echo "$output" | col excluded)" = 2 ]
	close "$(echo "$output" | col logloss)" 0.274770
	close "$(echo "$output" | col brier)" 0.057722
	[ "$(echo "$output" | col correct)" = 100 ]
	# greek2007: N unrated at the event's start has no prev (its Rp would
	# use the event's own games), so A's game against N has no expected
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2020-02-01\tE\t1\tc\tN\t1\n2020-02-01\tE\t1\tc\tA\t2\n' > "$T/n.tsv"
	run sh -c 'rate -m elo -r "$1" --history "$2" 2>/dev/null' sh "$T/prior.tsv" "$T/n.tsv"
	[ "$(echo "$output" | col prev 1)" = "" ]
	[ "$(echo "$output" | col prev 2)" = 1200 ]
	[ "$(echo "$output" | col expected 2)" = "" ]
}

@test "fibs --history: prev = before, expected win probability, escale 2000/sqrt(N)" {
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\tlength\n'
	  printf '2020-01-01\tE\t1\tbg\tA\t1\t1\n2020-01-01\tE\t1\tbg\tB\t2\t1\n'
	  printf '2020-01-02\tE\t2\tbg\tA\t2\t4\n2020-01-02\tE\t2\tbg\tB\t1\t4\n'; } > "$T/g.tsv"
	rate -m fibs --history "$T/g.tsv" > "$T/h.tsv"
	run cat "$T/h.tsv"
	# match 1: both new at 1500, U = 1/2; escale 2000/sqrt(1)
	[ "$(echo "$output" | col prev 1)" = 1500 ]
	[ "$(echo "$output" | col expected 1)" = 0.5 ]
	[ "$(echo "$output" | col escale 1)" = 2000 ]
	# qgammon: Fl 2, Fe 1, Fp (500 - 1)/100 = 4.99: A 1509.98, B 1490.02.
	# match 2 (N = 4): D sqrt(N)/2000 = 19.96 * 2/2000 = 0.01996,
	# U = 1/(10^0.01996 + 1) = 0.488512; A (ahead) 1 - U = 0.511488; escale 1000
	close "$(echo "$output" | col prev 3)" 1509.98
	close "$(echo "$output" | col expected 3)" 0.511488
	close "$(echo "$output" | col expected 4)" 0.488512
	[ "$(echo "$output" | col escale 4)" = 1000 ]
	# rank --eval: match 1 p = 1/2, ll ln 2, brier 1/4, equal prev half right;
	# match 2 p(A ahead) = 0.511488 (the logistic of scale 1000 is 1 - U),
	# A lost: ll = -ln 0.488512 = 0.716391, brier 0.261620, wrong.
	# logloss (0.693147 + 0.716391)/2 = 0.704769; brier 0.255810; correct 25;
	# rankdev: (0.5 + 0.5 + 1 + 1)/4 = 0.75
	run rank --eval "$T/h.tsv"
	close "$(echo "$output" | col logloss)" 0.704769
	close "$(echo "$output" | col brier)" 0.255810
	[ "$(echo "$output" | col correct)" = 25 ]
	[ "$(echo "$output" | col rankdev)" = 0.75 ]
}

@test "topcoder --history: prev, prev_vol, expected rank in the whole game" {
	{ printf 'type\tplayer\trating\tvolatility\ttimes\n'
	  printf 's\tA\t1600\t300\t5\ns\tB\t1200\t400\t5\n'; } > "$T/prior.tsv"
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	  printf '2020-01-01\tE\t1\ts\tA\t1\n2020-01-01\tE\t1\ts\tB\t2\n2020-01-01\tE\t1\ts\tC\t3\n'; } > "$T/g.tsv"
	rate -m topcoder -r "$T/prior.tsv" --history "$T/g.tsv" > "$T/h.tsv"
	run cat "$T/h.tsv"
	[ "$(echo "$output" | col prev 1)" = 1600 ]
	[ "$(echo "$output" | col prev_vol 2)" = 400 ]
	# C new: 1200, 535
	[ "$(echo "$output" | col prev_vol 3)" = 535 ]
	# ERank_A = 1 + WP(B over A) + WP(C over A)
	#   = 1 + Phi(-400/500) + Phi(-400/sqrt(300^2 + 535^2) = -0.652133)
	#   = 1 + 0.211855 + 0.257158 = 1.469013
	close "$(echo "$output" | col expected 1)" 1.469013
	# B: 1 + Phi(0.8) + Phi(0) = 2.288145; C: 1 + 0.742842 + 0.5 = 2.242842
	close "$(echo "$output" | col expected 2)" 2.288145
	close "$(echo "$output" | col expected 3)" 2.242842
	# A and B are rated on their own standings: erank there is 1 + 0.211855
	close "$(echo "$output" | col erank 1)" 1.211855
	# rank --eval reads prev_vol: (A, B) p = Phi(0.8) = 0.788145, ll 0.238074;
	# (A, C) p = Phi(0.652133) = 0.742842, ll 0.297272; (B, C) equal, p 1/2,
	# ll ln 2: logloss (0.238074 + 0.297272 + 0.693147)/3 = 0.409498;
	# correct (1 + 1 + 1/2)/3 = 83.333 %
	run rank --eval "$T/h.tsv"
	[ "$(echo "$output" | col pairs)" = 3 ]
	close "$(echo "$output" | col logloss)" 0.409498
	close "$(echo "$output" | col correct)" 83.333333
}

@test "absp --history: prev, expected on the logistic of scale spread ln(10)/2" {
	{ printf 'type\tplayer\trating\tlast\n'
	  printf 'libere\tA\t200\t2010-01-01\nlibere\tB\t150\t2010-01-01\n'; } > "$T/prior.tsv"
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	  printf '2011-01-01\tE\t1\tlibere\tA\t1\n2011-01-01\tE\t1\tlibere\tB\t2\n'
	  printf '2011-01-01\tE\t2\tlibere\tC\t1\n2011-01-01\tE\t2\tlibere\tA\t2\n'; } > "$T/g.tsv"
	rate -m absp -r "$T/prior.tsv" --history "$T/g.tsv" > "$T/h.tsv"
	run cat "$T/h.tsv"
	# s = 50 ln(10)/2 = 57.564627, so 10^(-d/s) = e^(-2d/50): d = 50 gives
	# 1/(1 + e^-2) = 0.880797 for A, 0.119203 for B
	close "$(echo "$output" | col escale 1)" 57.564627
	[ "$(echo "$output" | col prev 1)" = 200 ]
	close "$(echo "$output" | col expected 1)" 0.880797
	close "$(echo "$output" | col expected 2)" 0.119203
	# C is new: no prev, and A's game against C has no expected
	[ "$(echo "$output" | col prev 3)" = "" ]
	[ "$(echo "$output" | col prev 4)" = 200 ]
	[ "$(echo "$output" | col expected 4)" = "" ]
	# rank --eval: one pair, ll = ln(1 + e^-2) = 0.126928, brier 0.119203^2 = 0.014209;
	# game 2 has one evaluated row: both rows excluded
	run rank --eval "$T/h.tsv"
	[ "$(echo "$output" | col excluded)" = 2 ]
	close "$(echo "$output" | col logloss)" 0.126928
	close "$(echo "$output" | col brier)" 0.014209
	# --expect-scale 100: 1/(1 + 10^-0.5) = 0.759747
	run rate -m absp -r "$T/prior.tsv" --expect-scale 100 --history "$T/g.tsv"
	close "$(echo "$output" | col expected 1)" 0.759747
	run rate -m absp --expect-scale 0 "$T/g.tsv"
	[ "$status" -eq 2 ]
}
