#!/usr/bin/awk -f
# tests/gen-history.awk -v seed=N [-v games=G -v players=P]: a small
# random results history (incremental.bats): two game types, 2 to 5 of
# P players per game, places with ties, a game or two a day.  One
# output per seed on every awk (our own LCG, exact in doubles).
# -v h2h=1: head-to-head games (two rows: a win, or a draw 1,1);
# -v lengths=1: also a column length, a match to 1, 3, 5 or 7 points
# (and no draw in a head-to-head match); -v eventdays=D: a new event
# every D days (28).
function rnd() {
	seed = (seed * 16807) % 2147483647
	return seed / 2147483647
}
function pick(n) { return int(rnd() * n) }
BEGIN {
	seed = seed + 0 ? seed + 0 : 1
	for (i = 0; i < 3; i++) rnd()		# decorrelate nearby seeds
	if (!games) games = 8 + pick(20)
	if (!players) players = 4 + pick(6)
	split("clasic eliptic", type, " ")
	printf "date\tevent\tgame\ttype\tplayer\tplace%s\n", lengths ? "\tlength" : ""
	if (!eventdays) eventdays = 28
	day = 1
	for (g = 1; g <= games; g++) {
		if (rnd() < 0.6) day++
		t = type[1 + pick(2)]
		n = h2h ? 2 : 2 + pick(4)
		len = lengths ? "\t" (1 + 2 * pick(4)) : ""
		if (n > players) n = players
		for (i = 1; i <= players; i++) in_game[i] = 0
		k = 0
		while (k < n) {
			p = 1 + pick(players)
			if (in_game[p]) continue
			in_game[p] = 1
			who[++k] = p
		}
		# places: a random score per player, equal scores tie (1,2,2,4)
		for (i = 1; i <= n; i++) s[i] = pick(4)
		if (lengths && n == 2 && s[1] == s[2]) s[2] = 4	# a match has a winner
		for (i = 1; i <= n; i++) {
			place = 1
			for (j = 1; j <= n; j++) if (s[j] > s[i]) place++
			printf "2011-%02d-%02d\tE%d\t%d\t%s\tP%d\t%d%s\n", 1 + int(day / 28), 1 + day % 28, int(day / eventdays), g, t, who[i], place, len
		}
	}
}
