#!/usr/bin/env bats
# rate -m elo -p playerratings: R PlayerRatings' fide() (its K rule
# order: "reached 2400" before "fewer than 30 games"), and --gamma, the
# first mover's advantage, for elo.  By hand below; tests/models/glicko/glicko-peer.bats
# holds them to PlayerRatings itself when R and the package are there.
load ../../helpers

game() {	# event date white black place-of-white (1 win, 2 loss, 1/1 draw: $6)
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tcolor\n'
	printf '%s\t%s\t1\tchess\t%s\t%s\twhite\n%s\t%s\t1\tchess\t%s\t%s\tblack\n' \
	    "$2" "$1" "$3" "$5" "$2" "$1" "$4" "${6:-$((3 - $5))}"
}

@test "elo -p playerratings: two new players at 2200, white (gamma 30) wins" {
	# K 30 (fewer than 30 games, not 2400), logistic E, no cap:
	# E_white = 1/(1 + 10^(-(2200 + 30 - 2200)/400)) = 0.5430664920222119,
	# white 2200 + 30 (1 - E) = 2213.7080052393335, black 2186.2919947606665
	game E1 2024-01-01 W B 1 > "$T/g.tsv"
	rate -m elo -p playerratings --gamma 30 "$T/g.tsv" > "$T/r.tsv"
	close "$(pick rating player W < "$T/r.tsv")" 2213.7080052393335 1e-9
	close "$(pick rating player B < "$T/r.tsv")" 2186.2919947606665 1e-9
	rate -m elo -p playerratings "$T/g.tsv" > "$T/r0.tsv"	# gamma 0: +15
	close "$(pick rating player W < "$T/r0.tsv")" 2215 1e-9
}

@test "elo: --k-order rating (PlayerRatings) gives K 10 at 2400 with fewer than 30 games" {
	# A 2450 with 10 games beats B 2450 (100 games), E = 1/2: PlayerRatings
	# (2400 reached first) K 10: 2455; FIDE's order (fewer than 30 games
	# first) K 30: 2465
	printf 'type\tplayer\trating\tgames\nchess\tA\t2450\t10\nchess\tB\t2450\t100\n' > "$T/p.tsv"
	game E1 2024-01-01 A B 1 > "$T/g.tsv"
	rate -m elo -p playerratings -r "$T/p.tsv" "$T/g.tsv" > "$T/r.tsv"
	close "$(pick rating player A < "$T/r.tsv")" 2455 1e-9
	rate -m elo -p playerratings --k-order games -r "$T/p.tsv" "$T/g.tsv" > "$T/r.tsv"
	close "$(pick rating player A < "$T/r.tsv")" 2465 1e-9
	close "$(pick rating player B < "$T/r.tsv")" 2445 1e-9
}
