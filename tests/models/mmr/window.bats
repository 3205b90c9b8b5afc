#!/usr/bin/env bats
# rate -m mmr with --subsample: each performance is the root of its own
# window's sum (lib/models/mmr/window.c solves it from a start of its
# own, with steps that end on a bound; these checks are independent of
# that solve: they rebuild every window from --history and evaluate the
# sum at the written perf).
load ../../helpers
load normal

# The window, from --history's prev (mu_j) and prev_vol (vol_j), as the
# rules build it (doc/rules/mmr.md): rows by mu, vol, place; a row whose
# mu and vol equal the term before (--bucket 0: equal values) joins it,
# the term's mu and vol their running means; the player's term is the
# first of its mu or above, then (Elo-MMR's subsample) ceil((W-1)/2)
# terms each side, then what one side lacks from the other, W =
# --subsample.  win(g, i) sets wb, we (0-based, end excluded); term t
# holds rows tr[t, 1..tn[t]], its mu and vol tmu[t], tvol[t].  A window
# can miss its player's own term (new players of equal mu and vol split
# into terms as the running mean of vol moves by an ulp): all of it
# ahead (or behind), the sum has no root and the performance is the
# bracket's end, mu 1500 -+ 7500 (noroot, checked so).
WIN='function before(a, b) {
		if (mu[g, a] + 0 != mu[g, b] + 0) return mu[g, a] + 0 < mu[g, b] + 0
		if (vol[g, a] + 0 != vol[g, b] + 0) return vol[g, a] + 0 < vol[g, b] + 0
		return pl[g, a] < pl[g, b] || (pl[g, a] == pl[g, b] && a < b)
	}
	function terms(g,   k, p, q, x, t, len) {
		for (k = 1; k <= n[g]; k++) ro[k] = k
		for (p = 2; p <= n[g]; p++) for (q = p; q > 1 && before(ro[q], ro[q - 1]); q--) {
			x = ro[q - 1]; ro[q - 1] = ro[q]; ro[q] = x
		}
		nt = 0
		for (p = 1; p <= n[g]; p++) {
			k = ro[p]
			if (nt > 0 && tmu[nt - 1] == mu[g, k] + 0 && tvol[nt - 1] == vol[g, k] + 0) {
				t = nt - 1; len = tn[t]
				tmu[t] = (len * tmu[t] + mu[g, k]) / (len + 1)
				tvol[t] = (len * tvol[t] + vol[g, k]) / (len + 1)
			} else {
				t = nt++; tmu[t] = mu[g, k] + 0; tvol[t] = vol[g, k] + 0; tn[t] = 0
			}
			tr[t, ++tn[t]] = k
		}
	}
	function win(g, i,   lo, ex) {
		for (lo = 0; lo < nt && tmu[lo] < mu[g, i] + 0; lo++) ;
		wb = lo; we = lo + 1; ex = int(W / 2)
		wb = wb > ex ? wb - ex : 0; we = we + ex >= nt ? nt : we + ex
		ex = W > we - wb ? W - (we - wb) : 0
		wb = wb > ex ? wb - ex : 0; we = we + ex >= nt ? nt : we + ex
	}
	function side(g, i, j) { cnt++; nah += pl[g, j] < pl[g, i]; nti += pl[g, j] == pl[g, i] }
	function noroot(x) {
		if (nti || (nah && nah < cnt)) return 0
		ends++; if ((x - (nah ? -6000 : 9000)) ^ 2 > 1e-18) { print "no root, not at the end:", x; bad = 1 }
		return 1
	}
	NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
	{ g = $(c["game"]); n[g]++; k = n[g]; pl[g, k] = $(c["place"]) + 0
	  mu[g, k] = $(c["prev"]); vol[g, k] = $(c["prev_vol"]); pf[g, k] = $(c["perf"]) }'

@test "mmr-fast: every performance is its window sum's root (awk, from --history)" {
	plain_only
	# for player i, over the rows j of its window's terms: f(x) = sum
	# w_j (-tanh((x - mu_j) w_j / 2) + [j behind] - [j ahead]), a tie
	# (itself included) -2 w_j tanh, w_j = TM / vol_j; the distance to the
	# root |f / f'| at perf under 1e-9 (a solve that stops one step early
	# is 1e-6 to 1e-3 away; the sum's rounding leaves about 1e-12)
	awk -v N=300 -v G=3 -v P=450 -v seed=7 -f "$RP_TOP/bench/topcoder-gen.awk" > "$T/g.tsv"
	rate -m mmr -p mmr-fast --bucket 0 --subsample 40 --history "$T/g.tsv" > "$T/h.tsv"
	run awk -F'\t' -v W=40 "$WIN"'
		function th(z) { if (z > 20) return 1; if (z < -20) return -1; z = exp(2 * z); return (z - 1) / (z + 1) }
		BEGIN { tm = 3.14159265358979323846 / sqrt(3) }
		END { for (g in n) { terms(g); for (i = 1; i <= n[g]; i++) {
			win(g, i); x = pf[g, i]; f = 0; d = 0; nah = nti = cnt = 0
			for (p = wb; p < we; p++) for (q = 1; q <= tn[p]; q++) {
				j = tr[p, q]; w = tm / vol[g, j]; side(g, i, j)
				t = th((x - mu[g, j]) * w / 2); m = pl[g, j] == pl[g, i] ? 2 : 1
				f += -m * w * t + (pl[g, j] > pl[g, i] ? w : pl[g, j] < pl[g, i] ? -w : 0)
				d += -m * w * w / 2 * (1 - t * t)
			}
			rows++; if (we - wb < nt) part++
			if (noroot(x)) continue
			e = f / d; if (e < 0) e = -e; if (e > worst) worst = e
		} }
		printf "%d rows, %d from part of their contest, %d without a root at the end, worst distance %.3g\n", rows, part, ends, worst
		exit !(rows == 900 && part > 400 && !bad && worst < 1e-9) }' "$T/h.tsv"
	echo "$output"
	[ "$status" -eq 0 ]
}

@test "mmx-fast: every performance is its window sum's root (awk, from --history)" {
	plain_only
	# gaussian: for player i, over the rows j of its window's terms, d/dx
	# ln P: z = (x - mu_j)/vol_j, -phi(z)/(vol_j Phi(-z)) j ahead,
	# phi(z)/(vol_j Phi(z)) j behind, -z/vol_j a tie (itself included);
	# Phi from its series (|z| <= 3) or the Mills ratio's continued
	# fraction; the slope: each l = d/dx ln P has slope -l (z/vol_j + l),
	# a tie -1/vol_j^2; |f / f'| under 1e-9 (the sum's rounding leaves
	# 1e-11; a solve a step short is 1e-5 away or more)
	awk -v N=300 -v G=3 -v P=450 -v seed=7 -f "$RP_TOP/bench/topcoder-gen.awk" > "$T/g.tsv"
	rate -m mmr -p mmx-fast --bucket 0 --subsample 40 --history "$T/g.tsv" > "$T/h.tsv"
	run awk -F'\t' -v W=40 "$NORMAL_AWK$WIN"'
		function f(g, i, x,   p, q, j, z, l, sg) { v = 0; d = 0
			for (p = wb; p < we; p++) for (q = 1; q <= tn[p]; q++) {
				j = tr[p, q]; sg = vol[g, j]; z = (x - mu[g, j]) / sg
				if (pl[g, j] == pl[g, i]) { v += -z / sg; d += -1 / (sg * sg); continue }
				l = pl[g, j] < pl[g, i] ? pdf(z) / (sg * -Phi(-z)) : pdf(z) / (sg * Phi(z))
				v += l; d += -l * (z / sg + l) }
		}
		END { for (g in n) { terms(g); for (i = 1; i <= n[g]; i++) {
			win(g, i); x = pf[g, i]; nah = nti = cnt = 0
			for (p = wb; p < we; p++) for (q = 1; q <= tn[p]; q++) side(g, i, tr[p, q])
			rows++; if (we - wb < nt) part++
			if (noroot(x)) continue
			f(g, i, x)
			e = v / d; if (e < 0) e = -e; if (e > worst) worst = e
		} }
		printf "%d rows, %d from part of their contest, %d without a root at the end, worst distance %.3g\n", rows, part, ends, worst
		exit !(rows == 900 && part > 400 && !bad && worst < 1e-9) }' "$T/h.tsv"
	echo "$output"
	[ "$status" -eq 0 ]
}
