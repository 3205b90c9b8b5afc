#!/bin/sh
# generate.sh - the travellers of the 14-pair tournament of the lecture the
# bridge rules follow (doc/rules/bridge-pairs.md, "Worked examples":
# 14 pairs, 9 rounds, 3 boards a round, 7 results per board, 27 boards).
#
# Boards 1-3 are the lecture's, exactly (NS scores as the slides give them;
# board 1's scores are the vulnerable 3NT family, so they stay scores).
# Boards 4-27 are made up, deterministically (a Park-Miller generator, no
# randomness from the system): contracts, declarers and results, scored
# by `parse -f bridge` with the vulnerability of the board number.
#
# Movement: every pair plays every board once and meets 9 of its 13
# possible opponents, once; a pair sits NS in 3 to 6 of its 9 rounds.  Set s (boards 3s+1..3s+3) uses round s of
# the circle method on 14 = infinity + Z13, relabelled so that round 0 is
# the lecture's boards 1-3 table (14-1, 10-5, 11-9, 3-8, 6-12, 4-2, 7-13).
#
#   sh generate.sh > travellers.tsv
awk 'BEGIN {
	OFS = "\t"
	# circle vertex -> pair number; vertex 13 is infinity
	split("1 10 11 3 6 4 7 13 2 12 8 9 5", lab, " ")
	for (v = 0; v < 13; v++) pair[v] = lab[v + 1]
	pair[13] = 14
	split("630 690 660 -100 630 -200 -200", b1, " ")
	split("-100 50 50 -200 -500 50 -200", b2, " ")
	split("170 170 140 140 200 90 110", b3, " ")
	# contracts the made-up boards are played in
	n = split("4S 3NT 4H 2S 3C 1NT 5D 2H 3NT 4S 6NT 3D 2NT 4H 1S 5C 3H 6S", pool, " ")
	split("N S", nsdecl, " "); split("E W", ewdecl, " ")
	seed = 20261122
	print "board", "ns", "ew", "contract", "declarer", "result", "score"
	for (s = 0; s < 9; s++) {
		for (k = 1; k <= 3; k++) {
			board = 3 * s + k
			main = pool[1 + rnd() % n]; side = rnd() % 2
			for (t = 0; t < 7; t++) {
				if (t == 0) { a = 13; b = s } else { a = (s + t) % 13; b = (s - t + 13) % 13 }
				# after the first set, the pair that sat NS less often sits NS
				# (decided on the first board of the set, kept for the round)
				if (k == 1) flip[t] = s > 0 && nsc[pair[b]] < nsc[pair[a]]
				if (flip[t]) { x = a; a = b; b = x }
				ns = pair[a]; ew = pair[b]
				if (k == 1) nsc[ns]++
				if (s == 0) {
					sc = k == 1 ? b1[t + 1] : k == 2 ? b2[t + 1] : b3[t + 1]
					print board, ns, ew, "", "", "", sc
					continue
				}
				c = rnd() % 5 ? main : pool[1 + rnd() % n]
				d = (rnd() % 6 ? side : 1 - side) ? nsdecl[1 + rnd() % 2] : ewdecl[1 + rnd() % 2]
				lvl = substr(c, 1, 1) + 0
				split("-2 -1 -1 0 0 0 0 1 1 2", dl, " ")
				delta = dl[1 + rnd() % 10] + 0
				if (lvl + 6 + delta > 13) delta = 13 - lvl - 6
				if (delta < 0 && rnd() % 4 == 0) c = c "X"
				res = delta == 0 ? "=" : delta > 0 ? "+" delta : delta
				print board, ns, ew, c, d, res, ""
			}
		}
	}
}
function rnd() { seed = (seed * 16807) % 2147483647; return int(seed / 7) }'
