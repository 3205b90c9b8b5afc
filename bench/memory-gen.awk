#!/usr/bin/awk -f
# bench/memory-gen.awk -v rows=N [-v players=P]: a long made-up FRSc
# history for bench/memory: games of the five collective types, 6 to
# 14 of P players each, places with ties, 40 games a day.  -v h2h=1:
# head-to-head matches instead (two rows, a winner, a length 1 to 7)
# for the head-to-head models.  Rows are
# written as generated: the file is as long as asked, awk's memory not.
function rnd() {
	seed = (seed * 16807) % 2147483647
	return seed / 2147483647
}
function pick(n) { return int(rnd() * n) }
# days since 1970-01-01 to YYYY-MM-DD (civil from days, H. Hinnant)
function date(z,   era, doe, yoe, y, doy, mp, d, m) {
	z += 719468
	era = int(z / 146097)
	doe = z - era * 146097
	yoe = int((doe - int(doe / 1460) + int(doe / 36524) - int(doe / 146096)) / 365)
	y = yoe + era * 400
	doy = doe - (365 * yoe + int(yoe / 4) - int(yoe / 100))
	mp = int((5 * doy + 2) / 153)
	d = doy - int((153 * mp + 2) / 5) + 1
	m = mp < 10 ? mp + 3 : mp - 9
	return sprintf("%04d-%02d-%02d", y + (m <= 2), m, d)
}
BEGIN {
	seed = 20120101
	if (!rows) rows = 2000000
	if (!players) players = 3000
	split("clasic completiv eliptic compunere anticipatie", type, " ")
	printf "date\tevent\tgame\ttype\tplayer\tplace%s\n", h2h ? "\tlength" : ""
	day = 14610			# 2010-01-01
	out = 0
	for (g = 1; out < rows; g++) {
		if (g % 40 == 0) day++
		t = type[1 + pick(5)]
		n = h2h ? 2 : 6 + pick(9)
		if (!h2h && rows - out - n < 6) n = rows - out	# no one-player tail game
		len = h2h ? "\t" (1 + 2 * pick(4)) : ""
		delete in_game
		for (k = 1; k <= n; k++) {
			do p = 1 + pick(players); while (p in in_game)
			in_game[p] = 1
			who[k] = p
			s[k] = pick(8)
		}
		if (h2h && s[1] == s[2]) s[2] = 8	# a match has a winner
		d = date(day)
		for (i = 1; i <= n; i++) {
			place = 1
			for (j = 1; j <= n; j++) if (s[j] > s[i]) place++
			printf "%s\tE%d\t%d\t%s\tPlayer %d\t%d%s\n", d, int(day / 30), g, t, who[i], place, len
		}
		out += n
	}
}
