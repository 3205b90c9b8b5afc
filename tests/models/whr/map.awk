#!/usr/bin/awk -f
# tests/models/whr/map.awk: the maximum a posteriori of a small
# Bradley-Terry model, by full Newton's method on every rating at once
# (dense Hessian, Gauss-Jordan), independent of lib/models/whr (which
# solves one player's history at a time, tridiagonal, or one rating at
# a time).  Input lines (natural units: a rating r is ln gamma):
#   var NAME GROUP     a rating, in the order printed; GROUP names the
#                      block its deviation is taken from (below)
#   game A B S         A scored S (1, 1/2, 0) against B:
#                      log p += S ln P(A beats B) + (1 - S) ln P(B beats A),
#                      P(A beats B) = 1/(1 + e^(rB - rA))
#   link A B V         a Wiener step: log p -= (rA - rB)^2 / (2 V)
#   prior A N          N virtual draws against rating 0:
#                      log p += (N/2) ln P(A beats 0) + (N/2) ln P(0 beats A)
#   gauss A M V        a Gaussian prior: log p -= (rA - M)^2 / (2 V)
# Output: NAME, the rating in Elo (r 400/ln 10) and its deviation
# sqrt([(-H_G)^-1]_AA) 400/ln 10, H_G the Hessian of log p restricted to
# the ratings of A's group: the whole model's inverse when every rating
# is of one group (bt), one player's history's (whr: Coulom's
# approximation holds the other players fixed).
function P(d) { return 1 / (1 + exp(-d)) }
$1 == "var" { ix[$2] = ++n; name[n] = $2; grp[n] = $3; r[n] = 0; next }
$1 == "game" { ng++; ga[ng] = ix[$2]; gb[ng] = ix[$3]; gs[ng] = $4; next }
$1 == "link" { nl++; la[nl] = ix[$2]; lb[nl] = ix[$3]; lv[nl] = $4; next }
$1 == "prior" { np++; pa[np] = ix[$2]; pn[np] = $3; next }
$1 == "gauss" { nq++; qa[nq] = ix[$2]; qm[nq] = $3; qv[nq] = $4; next }
function derivs(   i, j, k, p, a, b) {
	for (i = 1; i <= n; i++) { g[i] = 0; for (j = 1; j <= n; j++) H[i, j] = 0 }
	for (k = 1; k <= ng; k++) {
		a = ga[k]; b = gb[k]; p = P(r[a] - r[b])
		g[a] += gs[k] - p; g[b] -= gs[k] - p
		H[a, a] -= p * (1 - p); H[b, b] -= p * (1 - p)
		H[a, b] += p * (1 - p); H[b, a] += p * (1 - p)
	}
	for (k = 1; k <= nl; k++) {
		a = la[k]; b = lb[k]
		g[a] -= (r[a] - r[b]) / lv[k]; g[b] += (r[a] - r[b]) / lv[k]
		H[a, a] -= 1 / lv[k]; H[b, b] -= 1 / lv[k]
		H[a, b] += 1 / lv[k]; H[b, a] += 1 / lv[k]
	}
	for (k = 1; k <= np; k++) {
		a = pa[k]; p = P(r[a])
		g[a] += pn[k] * (0.5 - p); H[a, a] -= pn[k] * p * (1 - p)
	}
	for (k = 1; k <= nq; k++) {
		a = qa[k]
		g[a] -= (r[a] - qm[k]) / qv[k]; H[a, a] -= 1 / qv[k]
	}
}
# Solve M x = y (m x m, in M[,] and y[]) into x[], Gauss-Jordan with pivoting.
function solve(m,   i, j, k, piv, t) {
	for (i = 1; i <= m; i++) {
		piv = i
		for (k = i + 1; k <= m; k++) if ((M[k, i] < 0 ? -M[k, i] : M[k, i]) > (M[piv, i] < 0 ? -M[piv, i] : M[piv, i])) piv = k
		for (j = 1; j <= m; j++) { t = M[i, j]; M[i, j] = M[piv, j]; M[piv, j] = t }
		t = y[i]; y[i] = y[piv]; y[piv] = t
		for (k = 1; k <= m; k++) {
			if (k == i) continue
			t = M[k, i] / M[i, i]
			for (j = i; j <= m; j++) M[k, j] -= t * M[i, j]
			y[k] -= t * y[i]
		}
	}
	for (i = 1; i <= m; i++) x[i] = y[i] / M[i, i]
}
END {
	elo = 400 / log(10)
	for (it = 0; it < 200; it++) {
		derivs()
		for (i = 1; i <= n; i++) { y[i] = g[i]; for (j = 1; j <= n; j++) M[i, j] = H[i, j] }
		solve(n)
		for (i = 1; i <= n; i++) r[i] -= x[i]
	}
	derivs()
	for (i = 1; i <= n; i++) {
		# the group's ratings, i among them at position pos
		m = 0
		for (j = 1; j <= n; j++) if (grp[j] == grp[i]) { m++; sel[m] = j; if (j == i) pos = m }
		for (a = 1; a <= m; a++) { y[a] = a == pos; for (b = 1; b <= m; b++) M[a, b] = -H[sel[a], sel[b]] }
		solve(m)
		printf "%s\t%.12f\t%.12f\n", name[i], r[i] * elo, sqrt(x[pos]) * elo
	}
}
