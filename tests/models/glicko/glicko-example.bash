# Shared by tests/models/glicko/glicko.bats and tests/models/glicko/explain-glicko.bats: games of
# one game type in the results stream's columns, and Glickman's example.
hdr='date\tevent\tgame\ttype\tplayer\tplace\n'
# g DATE EVENT GAME PLAYER PLACE
g() { printf '%s\t%s\t%s\tchess\t%s\t%s\n' "$@"; }

# The papers' example: a player 1500 (RD 200) beats 1400 (RD 30), loses
# to 1550 (RD 100) and 1700 (RD 300) in one period.
example() {
	{ printf "$hdr"
	  g 2024-01-01 E1 1 P 1; g 2024-01-01 E1 1 A 2
	  g 2024-01-01 E1 2 P 2; g 2024-01-01 E1 2 B 1
	  g 2024-01-01 E1 3 P 2; g 2024-01-01 E1 3 C 1; } > "$T/games.tsv"
	{ printf 'type\tplayer\trating\trd\tvolatility\n'
	  printf 'chess\tP\t1500\t200\t0.06\nchess\tA\t1400\t30\t0.06\n'
	  printf 'chess\tB\t1550\t100\t0.06\nchess\tC\t1700\t300\t0.06\n'; } > "$T/prior.tsv"
}
