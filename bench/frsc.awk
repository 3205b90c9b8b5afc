#!/usr/bin/awk -f
# frsc.awk - reference FRSc 2012 rating (doc/rules/frsc2012.md) in plain
# awk, for the benchmarks: what `window -n frsc2012 | score | rate -m frsc`
# computes, written straight from the definitions (no running sums):
#
#   V_k     mean over the J participants of their current rating, 150 unrated
#   P_j,k   V_k + 50 (J - 2L + 1) / (J - 1)          (L the published place)
#   R_j,k   sum P_j,i w_i,k / sum w_i,k over j's games among the last N
#           games of the type, w_i,k = 155 + 5N + 10 (i - k - 1)
#
# Input: a results stream (date event game type player place, columns by
# name), rows of a game contiguous.  Output: the ratings stream's first
# columns, type player rating games status last, sorted bytewise.
#
#   awk -F'\t' -f bench/frsc.awk results.tsv
#
# The numbers agree with rate -m frsc to 1e-9 (bench/run checks it on a
# small file); the last bits may differ because rate keeps running sums.
BEGIN {
	FS = "\t"
	split("clasic=20 completiv=18 eliptic=14 compunere=18 anticipatie=14", w, " ")
	for (i in w) {
		split(w[i], kv, "=")
		NWIN[kv[1]] = kv[2]
	}
}
NR == 1 {
	for (i = 1; i <= NF; i++)
		col[$i] = i
	cd = col["date"]; ce = col["event"]; cg = col["game"]
	ct = col["type"]; cp = col["player"]; cl = col["place"]
	next
}
# the rating of player p of type t after the type's game k (cnt[t,p] > 0)
function rating(t, p,   N, j, i, wt, num, den) {
	N = NWIN[t]
	num = den = 0
	for (j = head[t, p]; j < head[t, p] + cnt[t, p]; j++) {
		i = gi[t, p, j % N]
		wt = 155 + 5 * N + 10 * (i - k[t] - 1)
		num += gp[t, p, j % N] * wt
		den += wt
	}
	return num / den
}
# game k of type t: the oldest game leaves every window
function advance(t,   N, old, p, n, m, mem) {
	N = NWIN[t]
	k[t]++
	old = k[t] - N
	if (old < 1)
		return
	n = split(members[t, old % N], mem, "\t")
	for (m = 1; m <= n; m++) {
		p = mem[m]
		head[t, p]++
		cnt[t, p]--
	}
	delete members[t, old % N]
}
function flush_game(   j, V, r, N, t, p, s, slot) {
	if (ng == 0)
		return
	t = gtype
	if (!(t in NWIN)) {
		print "frsc.awk: no window for type " t > "/dev/stderr"
		exit 2
	}
	N = NWIN[t]
	V = 0
	for (j = 1; j <= ng; j++) {
		p = gpl[j]
		r = cnt[t, p] > 0 ? rating(t, p) : 150
		V += r
	}
	V /= ng
	advance(t)
	if (ng > 1) {
		s = ""
		for (j = 1; j <= ng; j++) {
			p = gpl[j]
			if (cnt[t, p] == 0)
				head[t, p] = 0
			slot = (head[t, p] + cnt[t, p]) % N
			gi[t, p, slot] = k[t]
			gp[t, p, slot] = V + 50 * (ng - 2 * gpc[j] + 1) / (ng - 1)
			cnt[t, p]++
			last[t, p] = gdate
			s = s (j > 1 ? "\t" : "") p
		}
		members[t, k[t] % N] = s
	}
	ng = 0
}
{
	key = $ce "\t" $cg
	if (key != gkey) {
		flush_game()
		gkey = key
		gtype = $ct
		gdate = $cd
	}
	gpl[++ng] = $cp
	gpc[ng] = $cl
}
END {
	flush_game()
	print "type\tplayer\trating\tgames\tstatus\tlast"
	fflush()
	sort = "LC_ALL=C sort -t '\t' -k1,1 -k2,2"
	for (tp in last) {
		split(tp, a, SUBSEP)
		t = a[1]; p = a[2]
		if (cnt[t, p] == 0)
			continue
		need = NWIN[t] * 0.15 - 1e-9	# as rate: ceil(0.15 N)
		need = need == int(need) ? need : int(need) + 1
		printf("%s\t%s\t%.17g\t%d\t%s\t%s\n", t, p, rating(t, p), cnt[t, p],
		    (cnt[t, p] >= need ? "active" : "provisional"), last[t, p]) | sort
	}
	close(sort)
}
