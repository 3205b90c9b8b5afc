#!/usr/bin/env bats
# rate -m wenglin on large games: the update is O(N) after the sort
# (running suffix sums of e, prefix sums of 1/S and 1/S^2 over the ties),
# and equals the paper's O(N^2) sums (tests/peer/wenglin-sums.awk) to the
# last bits, ties of every size included.
load ../../helpers

# a game of N players: prior mu and sigma spread out, places with ties
# of 1 to 4 players (competition ranking: 1, 2, 2, 4 ...)
game() {
	awk -v n="$1" 'BEGIN {
		srand(11); OFS = "\t"
		print "type", "player", "mu", "sigma", "rating" > "'"$T"'/prior.tsv"
		print "date", "event", "game", "type", "player", "place"
		for (k = 1; k <= n; ) {
			a = 1 + int(rand() * 4)
			for (j = 0; j < a && k + j <= n; j++) {
				mu = 10 + rand() * 30; sg = 1 + rand() * 7
				printf "ffa\tp%d\t%.17g\t%.17g\t%.17g\n", k + j, mu, sg, mu - 3 * sg > "'"$T"'/prior.tsv"
				print "2024-05-01", "E", "1", "ffa", "p" (k + j), k
				printf "p%d\t%d\t%.17g\t%.17g\n", k + j, k, mu, sg > "'"$T"'/ref-in.tsv"
			}
			k += j
		}
	}'
}

@test "wenglin: a 600-player game with ties equals the paper's sums (1e-12)" {
	game 600 > "$T/g.tsv"
	awk -f "$RP_TESTDIR/peer/wenglin-sums.awk" "$T/ref-in.tsv" > "$T/ref.tsv"
	rate -m wenglin -r "$T/prior.tsv" "$T/g.tsv" > "$T/r.tsv"
	run awk -F'\t' 'FNR == 1 && NR != 1 { for (i = 1; i <= NF; i++) h[$i] = i; next }
		NR == FNR { mu[$1] = $2; sg[$1] = $3; next }
		{ p = $h["player"]; n++
		  d = $h["mu"] - mu[p]; if (d < 0) d = -d; if (d > w) w = d
		  d = $h["sigma"] - sg[p]; if (d < 0) d = -d; if (d > w) w = d }
		END { printf "%d %.3g\n", n, w; exit !(n == 600 && w < 1e-12) }' "$T/ref.tsv" "$T/r.tsv"
	echo "$output"
	[ "$status" -eq 0 ]
}

@test "wenglin: the reference comparison fails on other numbers" {
	game 50 > "$T/g.tsv"
	awk -f "$RP_TESTDIR/peer/wenglin-sums.awk" "$T/ref-in.tsv" > "$T/ref.tsv"
	rate -m wenglin --beta 4.2 -r "$T/prior.tsv" "$T/g.tsv" > "$T/r.tsv"
	run awk -F'\t' 'FNR == 1 && NR != 1 { for (i = 1; i <= NF; i++) h[$i] = i; next }
		NR == FNR { mu[$1] = $2; next }
		{ d = $h["mu"] - mu[$h["player"]]; if (d < 0) d = -d; if (d > w) w = d }
		END { exit !(w > 1e-9) }' "$T/ref.tsv" "$T/r.tsv"
	[ "$status" -eq 0 ]
}

@test "wenglin: 20,000 players in one game, every one rated" {
	game 20000 > "$T/g.tsv"
	rate -m wenglin "$T/g.tsv" > "$T/r.tsv"
	[ "$(awk 'END { print NR - 1 }' "$T/r.tsv")" -eq 20000 ]
	# the winner gains, the last loses, the sum of mu barely moves (the
	# Plackett-Luce omegas sum to zero when every sigma is the same)
	run awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) h[$i] = i; next }
		{ s += $h["mu"] - 25 } END { printf "%.3g\n", s; exit !(s < 1e-6 && s > -1e-6) }' "$T/r.tsv"
	echo "$output"
	[ "$status" -eq 0 ]
	[ "$(pick mu player p1 < "$T/r.tsv" | cut -c1-2)" = 25 ]
}
