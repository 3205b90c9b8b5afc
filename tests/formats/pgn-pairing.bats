#!/usr/bin/env bats
# parse -f pgn on PGN from pairing programs and broadcasts (issue 36 item 2):
# tags and a result, no moves.  A game without moves is played unless the
# file marks it a forfeit; players are keyed by FIDE id (tests/trust/ids.bats).
# The fixtures are written by hand in those programs' forms (their headers say).
load ../helpers

@test "pgn pairing: a round exported by a pairing program is played, forfeits only where marked" {
	parse -f pgn "$FIX/pgn-pairing-round.pgn" > "$T/r.tsv" 2> "$T/err"
	# 5 games, 10 rows; 1.3 ({forfeit}) and 1.4 (Termination "rules
	# infraction") are forfeits, 1.1, 1.2 (movetext "*") and 1.5 played
	[ "$(awk -F'\t' 'NR > 1 { print $8 ":" $7 }' "$T/r.tsv" | uniq | paste -sd' ')" = \
		"1.1: 1.2: 1.3:forfeit 1.4:forfeit 1.5:" ]
	# keyed by FIDE id; "0" is none: the name
	[ "$(cut -f 5 "$T/r.tsv" | sed -n 2,5p | paste -sd,)" = "1200001,1200002,1200003,Dumitru, Andrei" ]
	[ "$(col name 2 < "$T/r.tsv")" = "Ionescu, Mihai" ]
	# what was read as played for want of a marker is said
	grep -qx "parse: $FIX/pgn-pairing-round.pgn: 2 decisive games without moves read as played (no forfeit marker, and no game of their event has moves)" "$T/err"
}

@test "pgn pairing: tags only, no movetext at all; the standard's Termination abandoned is a forfeit" {
	parse -f pgn "$FIX/pgn-headers-only.pgn" > "$T/r.tsv" 2> /dev/null
	[ "$(awk -F'\t' 'NR > 1 { print $5 ":" $6 ":" $7 }' "$T/r.tsv" | paste -sd' ')" = \
		"1200001:2: 1200003:1: 1200002:1:forfeit 1200005:2:forfeit" ]
}

@test "pgn pairing: a lichess broadcast, Termination Unplayed; a game database keeps its moveless forfeits" {
	parse -f pgn "$FIX/pgn-lichess-broadcast.pgn" > "$T/r.tsv"
	[ "$(awk -F'\t' 'NR > 1 { print $5 ":" $7 }' "$T/r.tsv" | paste -sd' ')" = \
		"1200001: 1200006: 1200007:forfeit 1200009:forfeit" ]
	# a moveless 1-0 in an event whose other games have moves: a forfeit
	# (Tata Steel 2022, pgn.bats); the same game alone is played
	sed '/Termination/d' "$FIX/pgn-lichess-broadcast.pgn" > "$T/b.pgn"
	[ "$(parse -f pgn "$T/b.pgn" 2> /dev/null | col result 3)" = forfeit ]
	awk '/Toma/ { p = 1 } p' "$T/b.pgn" | sed '1i [Event "City Championship 2024"]\n[Date "2024.03.16"]' > "$T/c.pgn"
	[ "$(parse -f pgn "$T/c.pgn" 2> /dev/null | col result 1)" = "" ]
}

@test "pgn pairing: a nightly job rates a pairing program's round from a list keyed by FIDE id" {
	printf 'type\tplayer\trating\n' > "$T/list.tsv"
	for i in 01 02 03 05 06 07 08 09 10; do printf 'chess\t12000%s\t2000\n' "$i"; done >> "$T/list.tsv"
	parse -f pgn "$FIX/pgn-pairing-round.pgn" 2> /dev/null | rate -m elo -p fide -r "$T/list.tsv" > "$T/new.tsv"
	# 1.1: 2000 v 2000, expected 0.5; a list without games is read as 30
	# games (the output's games 31), K 20: the winner 2000 + 20 x 0.5 =
	# 2010, the loser 1990; the forfeits unrated; Dumitru (id 0) is new
	[ "$(pick rating player 1200001 < "$T/new.tsv")" = 2010 ]
	[ "$(pick rating player 1200002 < "$T/new.tsv")" = 1990 ]
	[ "$(pick status player 'Dumitru, Andrei' < "$T/new.tsv")" = unrated ]
	[ "$(pick rating player 1200005 < "$T/new.tsv")" = 2000 ]
}
