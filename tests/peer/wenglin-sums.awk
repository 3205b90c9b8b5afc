# wenglin-sums.awk: Weng and Lin's Plackett-Luce update (their Algorithm
# 4, openskill's defaults: beta 25/6, tau 25/300, kappa 1e-4) with the
# sums exactly as the paper writes them, every position q at or above i,
# O(N^2): the reference tests/models/skill/wenglin-large.bats holds the O(N) model to.
# Input: one game, `player place mu sigma` (sorted by place); output:
# `player mu sigma` after the game.
BEGIN { FS = OFS = "\t"; b2 = (25 / 6) ^ 2; tau = 25 / 300; kappa = 1e-4 }
{ n++; pl[n] = $1; place[n] = $2; mu[n] = $3; s2[n] = $4 * $4 + tau * tau; c2 += s2[n] + b2 }
END {
	c = sqrt(c2)
	for (k = 1; k <= n; k++) e[k] = exp(mu[k] / c)
	for (k = 1; k <= n; k++) {
		S[k] = 0; A[k] = 0
		for (j = 1; j <= n; j++) { if (place[j] >= place[k]) S[k] += e[j]; if (place[j] == place[k]) A[k]++ }
	}
	for (i = 1; i <= n; i++) {
		om = 0; de = 0
		for (q = 1; q <= n; q++) {
			if (place[q] > place[i]) continue
			quot = e[i] / S[q]
			om += (q == i ? 1 - quot : -quot) / A[q]; de += quot * (1 - quot) / A[q]
		}
		dl = de * (s2[i] / c2) * (sqrt(s2[i]) / c)
		printf "%s\t%.17g\t%.17g\n", pl[i], mu[i] + om * s2[i] / c, sqrt(s2[i]) * sqrt(dl < 1 - kappa ? 1 - dl : kappa)
	}
}
