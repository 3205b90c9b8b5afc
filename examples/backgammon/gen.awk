#!/usr/bin/awk -f
# gen.awk - a made-up but realistic season of a backgammon club playing the
# Catalan Q-Gammon ranking, September 2004 to June 2005 (season start 09-01):
#   - a Q-day (kind qday) on the second Saturday of every month: three
#     rounds of 5- or 7-point matches among the players who come;
#   - three championships (kind championship) in November, February and
#     May: three rounds of 11-point matches and a 15-point last round.
# Sixteen players of hidden strength; some come rarely, two join late, so
# the list shows numbered players, unnumbered ones (under 100 PJ) and a
# trophy race.  The winner of each match is drawn with the FIBS
# probability of the hidden strengths.  Output: results rows, one per
# player per match (winner place 1, loser place 2), with length and kind.
#
#   awk -f gen.awk > season.tsv        (same output on every awk: the
#                                       random numbers are our own LCG)
function rnd() {			# Park-Miller minimal standard, exact in doubles
	seed = (seed * 16807) % 2147483647
	return seed / 2147483647
}
function days(y, m, d,   a, yy, mm) {	# days since 1970-01-01, civil calendar
	a = int((14 - m) / 12)
	yy = y + 4800 - a
	mm = m + 12 * a - 3
	return d + int((153 * mm + 2) / 5) + 365 * yy + int(yy / 4) - int(yy / 100) + int(yy / 400) - 32045 - 2440588
}
# the second Saturday of a month (1970-01-01 was a Thursday: day 0 -> 4)
function second_saturday(y, m,   d) {
	for (d = 1; (days(y, m, d) + 4) % 7 != 6; d++)
		;
	return d + 7
}
function play(date, event, g, a, b, len, kind,   d, u, pa) {
	d = skill[a] - skill[b]
	u = 1 / (10 ^ ((d < 0 ? -d : d) * sqrt(len) / 2000) + 1)
	pa = d >= 0 ? 1 - u : u			# probability that a wins
	if (rnd() < pa) {
		printf "%s\t%s\t%d\tbackgammon\t%s\t1\t%d\t%s\n", date, event, g, name[a], len, kind
		printf "%s\t%s\t%d\tbackgammon\t%s\t2\t%d\t%s\n", date, event, g, name[b], len, kind
	} else {
		printf "%s\t%s\t%d\tbackgammon\t%s\t2\t%d\t%s\n", date, event, g, name[a], len, kind
		printf "%s\t%s\t%d\tbackgammon\t%s\t1\t%d\t%s\n", date, event, g, name[b], len, kind
	}
}
# one day: `rounds` rounds of random pairings among those who come
function day(y, m, d, event, kind, rounds, month,   i, n, r, k, j, t, g, date, len) {
	n = 0
	for (i = 1; i <= NP; i++)
		if (month >= from[i] && rnd() < keen[i])
			who[++n] = i
	if (n % 2)
		n--			# the last to arrive waits for the next day
	date = sprintf("%04d-%02d-%02d", y, m, d)
	g = 0
	for (r = 1; r <= rounds; r++) {
		for (k = n; k > 1; k--) {	# shuffle
			j = 1 + int(rnd() * k)
			t = who[k]; who[k] = who[j]; who[j] = t
		}
		if (kind == "qday")
			len = rnd() < 0.5 ? 5 : 7
		else
			len = r == rounds ? 15 : 11
		for (k = 1; k < n; k += 2)
			play(date, event, ++g, who[k], who[k + 1], len, kind)
	}
}
BEGIN {
	seed = 20040901
	OFS = "\t"
	# name, hidden strength, chance to come on a day, first month (1 = September)
	split("Arnau Berta Carles Dolors Enric Francesca Guillem Helena " \
	    "Isidre Júlia Lluís Montse Narcís Olga Pau Queralt", name, " ")
	split("1720 1650 1600 1580 1560 1540 1520 1500 1500 1480 1460 1440 1420 1400 1560 1480", skill, " ")
	split("0.9 0.8 0.9 0.6 0.85 0.7 0.5 0.9 0.3 0.8 0.6 0.7 0.2 0.8 0.9 0.7", keen, " ")
	split("1 1 1 1 1 1 1 1 1 1 1 1 1 1 6 8", from, " ")
	NP = 16
	print "date", "event", "game", "type", "player", "place", "length", "kind"
	for (month = 1; month <= 10; month++) {
		m = (month + 7) % 12 + 1
		y = m >= 9 ? 2004 : 2005
		d = second_saturday(y, m)
		day(y, m, d, sprintf("Q%04d-%02d", y, m), "qday", 3, month)
		if (m == 11 || m == 2 || m == 5)
			day(y, m, d + 14, sprintf("C%04d-%02d", y, m), "championship", 4, month)
	}
}
