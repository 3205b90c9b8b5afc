#!/usr/bin/env bats
# rate -m mmr against Elo-MMR's own program (EbTech/Elo-MMR, its
# systems/elo_mmr.rs with its defaults: EloMMR::default(), default_fast(),
# default_gaussian(), default_gaussian_fast(), mu 1500, sigma 350), on
# Codeforces-like standings from bench/topcoder-gen.awk.  Optional:
# skipped unless $MMR_PEER names the peer, a program built by hand
# outside this repository around Elo-MMR's rating code that reads the
# results (date, game, player, place) on stdin and prints
# "player<TAB>mu<TAB>sigma" per player:  $MMR_PEER PROFILE < results.tsv
# (bench/mmr-peer.sh times the two; bench/peers/README.md builds it).
load ../../helpers

setup() {
	T=$BATS_TEST_TMPDIR
	[ -n "$MMR_PEER" ] && [ -x "$MMR_PEER" ] ||
		skip "no peer: set MMR_PEER to a program around Elo-MMR's rating code"
}

# how near each profile must be: the logistic ones as near as two sums
# of a thousand terms can be; the gaussian 1e-6, since the peer's statrs
# 0.18 erfc is good to about 1e-10 (it differs by 1.4e-8)
tol() {
	case $1 in mmx*) echo 1e-6 ;; *) echo 1e-10 ;; esac
}

# the largest |mu| or |sigma| difference of every player, below $3
agree() {
	run awk -F'\t' 'FNR == NR { mu[$1] = $2; sg[$1] = $3; n++; next }
		FNR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		{ q = $(c["player"]); if (!(q in mu)) { print "not in the peer: " q; bad = 1; next }
		  x = $(c["mu"]) - mu[q]; if (x < 0) x = -x; if (x > w) w = x
		  x = $(c["sigma"]) - sg[q]; if (x < 0) x = -x; if (x > w) w = x; m++ }
		END { printf "%d of %d players, worst %.3g\n", m, n, w; exit bad || m != n }' "$1" "$2"
	echo "$output"
	[ "$status" -eq 0 ]
	awk -v w="${output##* }" -v t="$3" 'BEGIN { exit !(w < t) }'
}

@test "peer: every profile equals Elo-MMR's program (1e-10, mmx 1e-6): 30 contests of 300" {
	awk -v N=300 -v G=30 -v P=1000 -v seed=1 -f "$RP_TOP/bench/topcoder-gen.awk" > "$T/cf.tsv"
	for p in mmr mmr-fast mmx mmx-fast; do
		"$MMR_PEER" $p < "$T/cf.tsv" > "$T/peer"
		rate -m mmr -p $p "$T/cf.tsv" > "$T/ours"
		agree "$T/peer" "$T/ours" "$(tol $p)"
	done
}

@test "peer: long histories, folded past 100 performances (mmr-fast), equal (1e-10)" {
	awk -v N=200 -v G=160 -v P=250 -v seed=2 -f "$RP_TOP/bench/topcoder-gen.awk" > "$T/cf.tsv"
	for p in mmr mmr-fast; do
		"$MMR_PEER" $p < "$T/cf.tsv" > "$T/peer"
		rate -m mmr -p $p "$T/cf.tsv" > "$T/ours"
		agree "$T/peer" "$T/ours" "$(tol $p)"
	done
	# the histories are longer than 100
	rate -m mmr -p mmr-fast "$T/cf.tsv" | awk -F'\t' 'NR > 1 && $6 > 100 { n++ } END { exit !(n > 50) }'
}

@test "peer: the fast profiles on contests of 1000 (the bottom's windows), equal (1e-10, 1e-6)" {
	awk -v N=1000 -v G=8 -v P=3000 -v seed=1 -f "$RP_TOP/bench/topcoder-gen.awk" > "$T/cf.tsv"
	for p in mmr-fast mmx-fast; do
		"$MMR_PEER" $p < "$T/cf.tsv" > "$T/peer"
		rate -m mmr -p $p "$T/cf.tsv" > "$T/ours"
		agree "$T/peer" "$T/ours" "$(tol $p)"
	done
}

@test "peer: mmr, the far places of 2,000-player contests (1e-10)" {
	# the top and bottom places' roots lie where every term is nearly its
	# constant: a sum that adds them as -w tanh z plus the constants
	# apart loses them to rounding (2.4e-10 here, 1.7e-8 on contests of
	# 10,000); each term's own form keeps them (doc/rules/mmr.md)
	awk -v N=2000 -v G=12 -v P=3000 -v seed=4 -f "$RP_TOP/bench/topcoder-gen.awk" > "$T/cf.tsv"
	"$MMR_PEER" mmr < "$T/cf.tsv" > "$T/peer"
	rate -m mmr "$T/cf.tsv" > "$T/ours"
	agree "$T/peer" "$T/ours" 1e-10
}

@test "peer: the profile matters (mmr-fast is far from mmr on 300-player contests)" {
	awk -v N=300 -v G=30 -v P=1000 -v seed=1 -f "$RP_TOP/bench/topcoder-gen.awk" > "$T/cf.tsv"
	"$MMR_PEER" mmr < "$T/cf.tsv" > "$T/peer"
	rate -m mmr -p mmr-fast "$T/cf.tsv" > "$T/ours"
	run agree "$T/peer" "$T/ours" 1
	[ "$status" -ne 0 ]
}
