#!/usr/bin/env bats
# rate -m mmr: Elo-MMR (doc/rules/mmr.md).  The hand derivations use the
# defaults: mu 1500, sigma 350, w = 0.2, L = 80, so a new player's
#   noise^2 = w L^2 = 1280,  sigma_mid^2 = 350^2 + 1280 = 123780,
#   sperf^2 = (1 + 1/w) L^2 = 38400,  vol^2 = 123780 + 38400 = 162180,
#   sigma' = (1/123780 + 1/38400)^(-1/2) = 171.19544425359...
# New players share one term (same mu and vol) holding all their places.
load ../../helpers
load normal

# a game of new players: place of each, in order A B C ...
game() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	local i=0 p
	for p in "$@"; do
		printf '2024-01-01\te\tg1\tcf\t%s\t%s\n' "$(printf "\\$(printf %o $((65 + i)))")" "$p"
		i=$((i + 1))
	done
}

# awk: the constants above, TM = pi/sqrt(3); ROOT: the root of an increasing f by bisection
HAND='function atanh(x) { return 0.5 * log((1 + x) / (1 - x)) }
	BEGIN { tm = 3.14159265358979323846 / sqrt(3); sm2 = 123780; sp2 = 38400; vol = sqrt(162180); wout = tm / vol }'
ROOT='function root(lo, hi,   m, i) { for (i = 0; i < 200; i++) { m = (lo + hi) / 2; if (f(m) > 0) hi = m; else lo = m } return (lo + hi) / 2 }'

@test "mmr: two new players, a win: perf 1500 +- ln2 vol sqrt3/pi; mu the factors' root; sigma 171.195" {
	game 1 2 > "$T/g.tsv"
	rate -m mmr --history "$T/g.tsv" > "$T/h.tsv"
	# the winner against the one term {1, 2}: a tie with itself (counted
	# twice) and a win: -3 tanh(z) + 1 = 0, z = (p - 1500) wout / 2:
	# z = atanh(1/3) = ln(2)/2, p = 1500 + ln 2 / wout
	p=$(awk "$HAND"' END { printf "%.12f", 1500 + log(2) / wout }' /dev/null)
	close "$(pick perf player A < "$T/h.tsv")" "$p" 1e-9
	close "$(pick perf player B < "$T/h.tsv")" "$(awk -v p="$p" 'BEGIN { printf "%.12f", 3000 - p }')" 1e-9
	# mu: (x - 1500)/sigma_mid^2 + (TM/sperf) tanh((x - p) TM/(2 sperf)) = 0
	mu=$(awk -v p="$p" "$HAND$ROOT"'
		function f(x) { return (x - 1500) / sm2 + tm / sqrt(sp2) * tanh2((x - p) * tm / (2 * sqrt(sp2))) }
		function tanh2(x) { return (exp(2 * x) - 1) / (exp(2 * x) + 1) }
		END { printf "%.12f", root(1000, 2000) }' /dev/null)
	close "$(pick mu player A < "$T/h.tsv")" "$mu" 1e-9
	close "$(pick sigma player A < "$T/h.tsv")" 171.19544425359 1e-9
	close "$(pick sigma player B < "$T/h.tsv")" 171.19544425359 1e-9
	# the list's rating: mu - 3 (sigma - 80)
	close "$(rate -m mmr "$T/g.tsv" | pick rating player A)" "$(awk -v m="$mu" 'BEGIN { printf "%.12f", m - 3 * (171.19544425359382 - 80) }')" 1e-9
}

@test "mmr -p mmx: two new players: z Phi(z) = phi(z), mu the precision-weighted mean" {
	game 1 2 > "$T/g.tsv"
	rate -m mmr -p mmx --history "$T/g.tsv" > "$T/h.tsv"
	# the winner: -z/vol (itself) + phi(z)/(vol Phi(z)) (the loser behind) = 0
	# Phi by its series 1/2 + phi(z) (z + z^3/3 + z^5/(3 5) + ...)
	p=$(awk "$HAND$ROOT"'
		function phi(z) { return exp(-z * z / 2) / sqrt(2 * 3.14159265358979323846) }
		function Phi(z,   s, t, k) { s = t = z; for (k = 3; k < 200; k += 2) { t *= z * z / k; s += t } return 0.5 + phi(z) * s }
		function f(z) { return z * Phi(z) - phi(z) }
		END { printf "%.12f", 1500 + vol * root(0, 3) }' /dev/null)
	close "$(pick perf player A < "$T/h.tsv")" "$p" 1e-9
	mu=$(awk -v p="$(pick perf player A < "$T/h.tsv")" 'BEGIN { printf "%.12f", (1500 / 123780 + p / 38400) / (1 / 123780 + 1 / 38400) }')
	close "$(pick mu player A < "$T/h.tsv")" "$mu" 1e-9
	close "$(pick sigma player A < "$T/h.tsv")" 171.19544425359 1e-9
}

@test "mmr: ties, both rules: tanh(z) = 1/2, 2/3 for the winner, -1/5, -1/3 for the tied" {
	game 1 2 2 > "$T/g.tsv"
	# the one term {1, 2, 2}.  A: tie with itself, two wins: no split
	# -4 tanh z + 2 = 0; split -3 tanh z + 2 = 0.  B: A ahead, B and C
	# tied: no split -5 tanh z - 1 = 0; split -3 tanh z - 1 = 0.
	rate -m mmr --history "$T/g.tsv" > "$T/h.tsv"
	rate -m mmr --split-ties yes --history "$T/g.tsv" > "$T/s.tsv"
	x() { awk -v t="$1" "$HAND"' END { printf "%.12f", 1500 + 2 * atanh(t) / wout }' /dev/null; }
	close "$(pick perf player A < "$T/h.tsv")" "$(x 0.5)" 1e-9
	close "$(pick perf player A < "$T/s.tsv")" "$(x 0.6666666666666666)" 1e-9
	close "$(pick perf player B < "$T/h.tsv")" "$(x -0.2)" 1e-9
	close "$(pick perf player C < "$T/s.tsv")" "$(x -0.3333333333333333)" 1e-9
}

@test "mmr: --drift-per-day, --ceiling, --contest-weight in the noise and the performance" {
	{ game 1 2; printf '2024-01-11\te\tg2\tcf\tA\t2\n2024-01-11\te\tg2\tcf\tB\t1\n'; } > "$T/g.tsv"
	# 10 days at D = 100: noise^2 = 1280 + 1000 (sperf^2 grows by D/w = 500)
	rate -m mmr --drift-per-day 100 --explain "$T/g.tsv" > "$T/x.tsv"
	close "$(awk -F'\t' '$5 == "g2" && $2 == "A" && $8 == "noise" { print $12 }' "$T/x.tsv")" "$(awk 'BEGIN { printf "%.12f", sqrt(2280) }')" 1e-9
	close "$(awk -F'\t' '$5 == "g2" && $2 == "A" && $8 == "performance" { print $11 }' "$T/x.tsv")" "$(awk 'BEGIN { printf "%.12f", sqrt(38400 + 500) }')" 1e-9
	# a new player's first game is day 0: its noise is w L^2 alone
	close "$(awk -F'\t' '$5 == "g1" && $2 == "A" && $8 == "noise" { print $12 }' "$T/x.tsv")" "$(awk 'BEGIN { printf "%.12f", sqrt(1280) }')" 1e-9
	[ "$(rate -m mmr --ceiling 1600 --history "$T/g.tsv" | pick perf player A | head -1)" = 1600 ]
	# contest weight 2: w = 0.4, sperf^2 = (1 + 2.5) 6400 = 22400
	close "$(rate -m mmr --contest-weight 2 "$T/g.tsv" --explain | awk -F'\t' '$8 == "performance" { print $11; exit }')" "$(awk 'BEGIN { printf "%.12f", sqrt(22400) }')" 1e-9
}

@test "mmr: no outcome (one player, all tied) is not rated; forfeits are not rated" {
	game 1 1 1 > "$T/g.tsv"
	run rate -m mmr "$T/g.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | wc -l)" -eq 1 ]
	game 1 > "$T/one.tsv"
	[ "$(rate -m mmr "$T/one.tsv" | wc -l)" -eq 1 ]
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\n2024-01-01\te\tg\tcf\tA\t1\t\n2024-01-01\te\tg\tcf\tB\t2\t\n2024-01-01\te\tg\tcf\tC\t3\tforfeit\n' > "$T/f.tsv"
	rate -m mmr "$T/f.tsv" > "$T/r.tsv"
	[ -z "$(pick mu player C < "$T/r.tsv")" ]
	game 1 2 > "$T/g2.tsv"
	[ "$(pick mu player A < "$T/r.tsv")" = "$(rate -m mmr "$T/g2.tsv" | pick mu player A)" ]
}

@test "mmr: the profiles are their flags; fast differs from full on a large contest" {
	awk -v N=300 -v G=3 -v P=400 -v seed=3 -f "$RP_TOP/bench/topcoder-gen.awk" > "$T/g.tsv"
	rate -m mmr "$T/g.tsv" | cut -f1-8 > "$T/full"
	rate -m mmr -p mmr-fast "$T/g.tsv" | cut -f1-8 > "$T/fast"
	rate -m mmr -p mmr-fast --subsample none --history-length none --bucket 0.00001 "$T/g.tsv" | cut -f1-8 > "$T/same"
	cmp "$T/full" "$T/same"
	! cmp -s "$T/full" "$T/fast"
	rate -m mmr -p mmx "$T/g.tsv" | cut -f1-8 > "$T/mmx"
	rate -m mmr --variant gaussian "$T/g.tsv" | cut -f1-8 > "$T/gauss"
	cmp "$T/mmx" "$T/gauss"
	! cmp -s "$T/mmx" "$T/full"
}

@test "mmr-fast: the last of a 1000-player contest gets a root, not the search's end" {
	# the bottom players' window holds terms far above them, where tanh
	# is flat (slope 0): the search must still find the root between
	# the bracket's ends (it once ended at -6000 for 7 rows here)
	awk -v N=1000 -v G=5 -v P=3000 -v seed=1 -f "$RP_TOP/bench/topcoder-gen.awk" > "$T/g.tsv"
	rate -m mmr -p mmr-fast --history "$T/g.tsv" > "$T/h.tsv"
	awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		$(c["perf"]) != "" && $(c["perf"]) + 0 < -1000 { print "perf", $(c["perf"]), "at place", $(c["place"]); bad = 1 }
		END { exit bad }' "$T/h.tsv"
}

@test "mmr: every performance of 600-player contests is its sum's root (awk, from --history)" {
	# the awk is the cost: once, with the plain build (the sanitizers see
	# the same solves in tests/conformance's wide games)
	plain_only
	# rows of one contest: prev = mu_j, prev_vol = vol_j (its term); for
	# player i, f(x) = sum_j w_j (-tanh((x - mu_j) w_j / 2) + [j behind] -
	# [j ahead]), a tie (itself included) -2 w_j tanh, w_j = TM / vol_j;
	# the distance to the root, |f / f'| at perf, under 1e-8 (the sum's
	# own rounding leaves about 1e-10).  The performances are solved a
	# place at a time, most from a start made from other places' sums
	# (contest.c): each must still be its own sum's root, and equal
	# places one root.
	awk -v N=600 -v G=2 -v P=900 -v seed=7 -f "$RP_TOP/bench/topcoder-gen.awk" > "$T/g.tsv"
	rate -m mmr --history "$T/g.tsv" > "$T/h.tsv"
	run awk -F'\t' 'function th(z) { if (z > 20) return 1; if (z < -20) return -1; z = exp(2 * z); return (z - 1) / (z + 1) }
		BEGIN { tm = 3.14159265358979323846 / sqrt(3) }
		NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		{ g = $(c["game"]); n[g]++; k = n[g]; pl[g, k] = $(c["place"]) + 0
		  mu[g, k] = $(c["prev"]); w[g, k] = tm / $(c["prev_vol"]); pf[g, k] = $(c["perf"]) }
		END { for (g in n) for (i = 1; i <= n[g]; i++) {
			x = pf[g, i]; f = 0; d = 0
			for (j = 1; j <= n[g]; j++) {
				t = th((x - mu[g, j]) * w[g, j] / 2); m = pl[g, j] == pl[g, i] ? 2 : 1
				f += -m * w[g, j] * t + (pl[g, j] > pl[g, i] ? w[g, j] : pl[g, j] < pl[g, i] ? -w[g, j] : 0)
				d += -m * w[g, j] * w[g, j] / 2 * (1 - t * t)
			}
			e = f / d; if (e < 0) e = -e; if (e > worst) worst = e; rows++
		}
		printf "%d rows, worst distance %.3g\n", rows, worst; exit !(rows == 1200 && worst < 1e-8) }' "$T/h.tsv"
	echo "$output"
	[ "$status" -eq 0 ]
	# equal places in one contest: one performance
	awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		{ k = $(c["game"]) SUBSEP $(c["place"]); if (k in p && p[k] != $(c["perf"])) bad = 1; p[k] = $(c["perf"]) }
		END { exit bad }' "$T/h.tsv"
}

@test "mmr -p mmx: every performance of 300-player contests is its sum's root (awk, from --history)" {
	# the awk is the cost: once, with the plain build (the sanitizers see
	# the same solves in tests/conformance's wide games)
	plain_only
	# gaussian: for player i, f(x) = sum over rows j of d/dx ln P:
	# z = (x - mu_j)/vol_j, phi(z)/(vol_j (Phi(z) - 1)) j ahead,
	# phi(z)/(vol_j Phi(z)) j behind, -z/vol_j a tie (itself included).
	# Phi from its series (|z| <= 3) or the Mills ratio's continued
	# fraction (tails); the slope by central differences.  Places are
	# solved from a neighbouring place's sum plus the rows between
	# (start.c): each must still be its own sum's root.
	awk -v N=300 -v G=2 -v P=450 -v seed=7 -f "$RP_TOP/bench/topcoder-gen.awk" > "$T/g.tsv"
	rate -m mmr -p mmx --history "$T/g.tsv" > "$T/h.tsv"
	run awk -F'\t' "$NORMAL_AWK"'
		function f(g, i, x,   j, z, v, sg) { v = 0
			for (j = 1; j <= n[g]; j++) { sg = vol[g, j]; z = (x - mu[g, j]) / sg
				if (pl[g, j] < pl[g, i]) v += pdf(z) / (sg * (Phi(z) - 1))
				else if (pl[g, j] > pl[g, i]) v += pdf(z) / (sg * Phi(z))
				else v += -z / sg }
			return v }
		NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		{ g = $(c["game"]); n[g]++; k = n[g]; pl[g, k] = $(c["place"]) + 0
		  mu[g, k] = $(c["prev"]); vol[g, k] = $(c["prev_vol"]); pf[g, k] = $(c["perf"]) }
		END { for (g in n) for (i = 1; i <= n[g]; i++) {
			x = pf[g, i]; v = f(g, i, x); d = (f(g, i, x + 1e-3) - f(g, i, x - 1e-3)) / 2e-3
			e = v / d; if (e < 0) e = -e; if (e > worst) worst = e; rows++ }
		printf "%d rows, worst distance %.3g\n", rows, worst; exit !(rows == 600 && worst < 1e-7) }' "$T/h.tsv"
	echo "$output"
	[ "$status" -eq 0 ]
}

@test "mmr: halves equal one run, folded histories and factors included (all profiles)" {
	awk -v N=12 -v G=40 -v P=15 -v seed=4 -f "$RP_TOP/bench/topcoder-gen.awk" > "$T/g.tsv"
	awk -F'\t' 'NR == 1 || $3 <= 17' "$T/g.tsv" > "$T/a.tsv"
	awk -F'\t' 'NR == 1 || $3 > 17' "$T/g.tsv" > "$T/b.tsv"
	for p in "-p mmr" "-p mmr-fast --history-length 3" "-p mmx" "-p mmx-fast" "--transfer-speed 0.5 --history-length 5"; do
		rate -m mmr $p "$T/g.tsv" | cut -f1-8 > "$T/one"
		rate -m mmr $p "$T/a.tsv" > "$T/la"
		rate -m mmr $p -r "$T/la" "$T/b.tsv" | cut -f1-8 > "$T/two"
		cmp "$T/one" "$T/two"
	done
	# --history-length 3 keeps three performances apart: 2 + 3 x 3 numbers
	[ "$(rate -m mmr --history-length 3 "$T/g.tsv" | awk -F'\t' 'NR > 1 { print split($8, a, " ") }' | sort -u)" = 11 ]
}

@test "mmr: --history prev/prev_vol for rank --eval; value gives the expected place" {
	game 1 2 3 > "$T/g.tsv"
	rate -m mmr --history "$T/g.tsv" > "$T/h.tsv"
	# equal players: expected 1 + 2 x 1/2 = 2; prev_vol = sqrt(162180)
	[ "$(pick expected player A < "$T/h.tsv")" = 2 ]
	close "$(pick prev_vol player B < "$T/h.tsv")" 402.715780669196 1e-9
	run rank --eval "$T/h.tsv"
	[ "$status" -eq 0 ]
	rate -m mmr "$T/g.tsv" > "$T/r.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\n2024-02-01\te\tg9\tcf\tA\n2024-02-01\te\tg9\tcf\tC\n' > "$T/next.tsv"
	value -m mmr -r "$T/r.tsv" "$T/next.tsv" > "$T/v.tsv"
	# A above C: Phi((mu_C - mu_A) / sqrt(vol_A^2 + vol_C^2)) < 1/2
	awk -F'\t' 'NR == 2 { a = $NF } NR == 3 { c = $NF } END { exit !(a < 1.5 && c > 1.5 && a + c == 3) }' "$T/v.tsv"
}

@test "mmr: bad priors are file:line errors, flags out of range usage errors" {
	game 1 2 > "$T/g.tsv"
	rate -m mmr "$T/g.tsv" > "$T/r.tsv"
	awk -F'\t' -v OFS='\t' 'NR == 2 { $8 = "1500 x" } 1' "$T/r.tsv" > "$T/bad.tsv"
	run rate -m mmr -r "$T/bad.tsv" "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"bad.tsv:2"*"factors"* ]]
	# an edited rating: column _sum says so, mu and factors follow it
	# (trust/edits.bats); in an older file, without _sum, it is refused
	awk -F'\t' -v OFS='\t' 'NR == 2 { $5 = $5 + 1 } 1' "$T/r.tsv" > "$T/edit.tsv"
	game 2 1 | sed 's/^2024-01-01\te\tg1/2024-01-02\te\tg2/' > "$T/next.tsv"
	run rate -m mmr -r "$T/edit.tsv" "$T/next.tsv"
	[ "$status" -eq 0 ]
	awk -F'\t' -v OFS='\t' '{ NF-- } 1' "$T/edit.tsv" > "$T/old.tsv"
	run rate -m mmr -r "$T/old.tsv" "$T/next.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"old.tsv:2"*"edited by hand?"* ]]
	run rate -m mmr --sigma-limit 0 "$T/g.tsv"
	[ "$status" -eq 2 ]
	run rate -m mmr --subsample 0 "$T/g.tsv"
	[ "$status" -eq 2 ]
	run rate -m mmr --variant cauchy "$T/g.tsv"
	[ "$status" -eq 2 ]
}
