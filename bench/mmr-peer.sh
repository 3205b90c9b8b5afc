#!/bin/sh
# bench/mmr-peer.sh PEER [N G P SEED]: rate -m mmr against Elo-MMR's own
# program on Codeforces-like standings (bench/topcoder-gen.awk: G
# contests of N players drawn from a pool of P, places with ties), every
# profile: the largest |mu| and |sigma| difference over the players, and
# the whole-process CPU seconds (user + sys, median of 5) of each.
# PEER is a program, built by hand outside this repository around
# Elo-MMR's rating code, that reads the results TSV (date, game, player,
# place) on stdin and prints "player<TAB>mu<TAB>sigma" per player:
#     PEER mmr|mmr-fast|mmx|mmx-fast < results.tsv
# (tests/models/mmr/mmr-peer.bats takes the same program from $MMR_PEER;
# bench/peers/README.md says how it is built, with rayon on every core;
# the same program's `PEER tcsys` is Elo-MMR's TopcoderSys, the peer of
# rate -m topcoder -p elo-mmr).
set -e
peer=$1 n=${2:-1000} g=${3:-50} p=${4:-3000} seed=${5:-1}
[ -x "$peer" ] || { echo "usage: $0 PEER [N G P SEED]" >&2; exit 2; }
here=$(dirname "$0")
rate=${RATE:-$here/../bin/rate}
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
awk -v N="$n" -v G="$g" -v P="$p" -v seed="$seed" -f "$here/topcoder-gen.awk" > "$d/cf.tsv"
echo "# $g contests of $n from $p players ($(($(wc -l < "$d/cf.tsv") - 1)) rows), seed $seed; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf 'profile\tplayers\tmax_dmu\tmax_dsigma\tcpu_ours\tcpu_peer\n'
for prof in mmr mmr-fast mmx mmx-fast; do
	"$rate" -m mmr -p "$prof" "$d/cf.tsv" > "$d/ours"
	"$peer" "$prof" < "$d/cf.tsv" > "$d/peer"
	cmp=$(awk -F'\t' 'FNR == NR { mu[$1] = $2; sg[$1] = $3; n++; next }
		FNR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		{ q = $(c["player"]); if (!(q in mu)) { m = -1e9; next }
		  x = $(c["mu"]) - mu[q]; if (x < 0) x = -x; if (x > dm) dm = x
		  x = $(c["sigma"]) - sg[q]; if (x < 0) x = -x; if (x > ds) ds = x; m++ }
		END { printf "%d/%d\t%.3g\t%.3g", m, n, dm, ds }' "$d/peer" "$d/ours")
	ours=$("$here/peers/median.sh" 5 "$rate" -m mmr -p "$prof" "$d/cf.tsv")
	theirs=$("$here/peers/median.sh" 5 sh -c '"$0" "$1" < "$2"' "$peer" "$prof" "$d/cf.tsv")
	printf '%s\t%s\t%s\t%s\n' "$prof" "$cmp" "${ours##* }" "${theirs##* }"
done
