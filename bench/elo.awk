#!/usr/bin/awk -f
# elo.awk - reference plain Elo in awk, for the benchmarks: a logistic
# per-event Elo, K = 20, everybody starting at 1500.
#
#   all games of an event use the ratings from before the event;
#   per pair of players in a game: E = 1 / (1 + 10^((Ro - R) / 400)),
#   S = 1 for the better place, 1/2 for the same place, 0 for the worse;
#   at the end of the event R += K * sum (S - E), per type.
#
# This is a throughput baseline, not a federation's rule set: it has no
# rating floor, no bonus, no performance rating for newcomers, no table.
# Input: a results stream (date event game type player place), columns
# by name.  Output: type player rating games, sorted bytewise.
#
#   awk -f bench/elo.awk results.tsv
BEGIN {
	FS = "\t"
	K = 20
}
NR == 1 {
	for (i = 1; i <= NF; i++)
		col[$i] = i
	ce = col["event"]; cg = col["game"]; ct = col["type"]
	cp = col["player"]; cl = col["place"]
	next
}
function rating(t, p) {
	return ((t, p) in R) ? R[t, p] : 1500
}
# pairwise expectations of one game, against the ratings before the event
function flush_game(   a, b, ra, rb, e, s) {
	for (a = 1; a <= ng; a++) {
		ra = rating(gtype, gpl[a])
		for (b = 1; b <= ng; b++) {
			if (a == b)
				continue
			rb = rating(gtype, gpl[b])
			e = 1 / (1 + 10 ^ ((rb - ra) / 400))
			s = gpc[a] < gpc[b] ? 1 : gpc[a] == gpc[b] ? 0.5 : 0
			change[gtype, gpl[a]] += K * (s - e)
		}
		games[gtype, gpl[a]]++
	}
	ng = 0
}
function flush_event(   tp, r) {
	for (tp in change) {
		r = (tp in R) ? R[tp] : 1500	# before R[tp] = creates it
		R[tp] = r + change[tp]
	}
	split("", change)
}
{
	if ($ce != gevent) {
		flush_game()
		flush_event()
		gevent = $ce
		gkey = ""
	}
	key = $cg
	if (key != gkey) {
		flush_game()
		gkey = key
		gtype = $ct
	}
	gpl[++ng] = $cp
	gpc[ng] = $cl + 0
}
END {
	flush_game()
	flush_event()
	print "type\tplayer\trating\tgames"
	fflush()
	sort = "LC_ALL=C sort -t '\t' -k1,1 -k2,2"
	for (tp in R) {
		split(tp, a, SUBSEP)
		printf("%s\t%s\t%.17g\t%d\n", a[1], a[2], R[tp], games[tp]) | sort
	}
	close(sort)
}
