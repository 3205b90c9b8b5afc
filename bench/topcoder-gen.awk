#!/usr/bin/awk -f
# bench/topcoder-gen.awk: a results stream of G duplicate games of N players
# (a pool of P players, each game a random field drawn from it, places
# from a noisy hidden strength with some ties).  Deterministic for a seed.
#   awk -v N=3000 -v G=1 -v P=3000 -v seed=1 -f bench/topcoder-gen.awk
BEGIN {
	OFS = "\t"
	if (!N) N = 3000; if (!G) G = 1; if (!P) P = N; if (!seed) seed = 1
	srand(seed)
	for (i = 1; i <= P; i++) strength[i] = 1000 + 400 * (rand() + rand() + rand() - 1.5)
	print "date", "event", "game", "type", "player", "points", "place"
	for (g = 1; g <= G; g++) {
		# the first min(N, P) players of a shuffled pool
		for (i = 1; i <= P; i++) pool[i] = i
		for (i = 1; i <= N; i++) { j = i + int(rand() * (P - i + 1)); t = pool[i]; pool[i] = pool[j]; pool[j] = t }
		for (i = 1; i <= N; i++) pts[i] = int(strength[pool[i]] + 300 * (rand() - 0.5))
		# place = 1 + players with more points (ties share)
		n = asort_desc(pts, ord, N)
		for (k = 1; k <= N; k++) place[ord[k]] = (k > 1 && pts[ord[k]] == pts[ord[k - 1]]) ? place[ord[k - 1]] : k
		# a game a day on days 1-28 of each month, 336 a year, from 2024
		d = sprintf("%04d-%02d-%02d", 2024 + int((g - 1) / 336), 1 + int((g - 1) / 28) % 12, 1 + (g - 1) % 28)
		for (i = 1; i <= N; i++) print d, "bench", g, "duplicat", "p" pool[i], pts[i], place[i]
	}
}
# indices 1..n sorted by v[] descending (insertion into buckets of points)
function asort_desc(v, o, n,    i, k, lo, hi, cnt, p) {
	lo = v[1]; hi = v[1]
	for (i = 1; i <= n; i++) { if (v[i] < lo) lo = v[i]; if (v[i] > hi) hi = v[i] }
	for (p = lo; p <= hi; p++) cnt[p] = 0
	for (i = 1; i <= n; i++) cnt[v[i]]++
	k = 0
	for (p = hi; p >= lo; p--) { start[p] = k; k += cnt[p] }
	for (i = 1; i <= n; i++) o[++start[v[i]]] = i
	return n
}
