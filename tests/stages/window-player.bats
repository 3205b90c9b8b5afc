#!/usr/bin/env bats
# window -p M (per-player windows) and --exclude-event.  Fixture
# window-player.tsv, one game per event:
#   E1 A-B, and C's bye | PAIRS A-C | E2 A-C, and B's bye | E3 B-C
# Played games per player: A: E1 PAIRS E2; B: E1 E3; C: PAIRS E2 E3.
load ../helpers

@test "window -p: annotates each player's game number (pseq) and M (pwin), byes unnumbered" {
	run window -p 2 "$FIX/window-player.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | wc -l)" -eq 11 ]
	# A: 1, 2, 3 (rows 1, 4, 6); C: bye (row 3, empty), PAIRS 1, E2 2, E3 3
	[ "$(echo "$output" | awk -F'\t' '$5 == "A" { printf "%s ", $8 }')" = "1 2 3 " ]
	[ "$(echo "$output" | awk -F'\t' '$5 == "C" { printf "%s,", $8 }')" = ",1,2,3," ]
	[ "$(echo "$output" | col pwin 1)" = 2 ]
}

@test "window -p --trim: a game stays while it is in some player's last M games" {
	run window -p 1 --trim "$FIX/window-player.tsv"
	[ "$status" -eq 0 ]
	# M = 1: A's last is E2, B's and C's last is E3; B's bye (E2) is older
	# than B's window (E3): dropped; C's bye (E1) too
	[ "$(echo "$output" | cut -f2 | tail -n +2 | tr '\n' ' ')" = "E2 E2 E3 E3 " ]
	run window -p 2 --trim "$FIX/window-player.tsv"
	# M = 2: A keeps PAIRS, E2; B keeps E1, E3 and its bye between them;
	# C keeps E2, E3; its E1 bye is older than E2: dropped (E1 stays for B)
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { printf "%s/%s ", $2, $5 }')" = "E1/A E1/B PAIRS/A PAIRS/C E2/A E2/C E2/B E3/B E3/C " ]
}

@test "window --exclude-event: games of matching events are left out, and said so" {
	run window -p 1 --trim --exclude-event '^PAIRS$' "$FIX/window-player.tsv"
	[ "$status" -eq 0 ]
	[[ "$output" == *"window: --exclude-event ^PAIRS$: left out 1 game(s) of 1 event(s)"* ]]
	run sh -c 'window -p 5 --exclude-event PAIRS "$1" 2>/dev/null' sh "$FIX/window-player.tsv"
	# without PAIRS, A's games are E1 (1) and E2 (2)
	[ "$(echo "$output" | awk -F'\t' '$5 == "A" { printf "%s ", $8 }')" = "1 2 " ]
	[[ "$output" != *PAIRS* ]]
	# -n mode filters too, and keeps numbering the type's games
	run sh -c 'window -n 10 --exclude-event "^E[12]$" "$1" 2>/dev/null' sh "$FIX/window-player.tsv"
	[ "$(echo "$output" | cut -f2 | tail -n +2 | tr '\n' ' ')" = "PAIRS PAIRS E3 E3 " ]
	[ "$(echo "$output" | col seq 3)" = 2 ]
}

@test "window: -n and -p exclude each other; a bad regex or M is a usage error" {
	run window -n 10 -p 5 "$FIX/window-player.tsv"
	[ "$status" -eq 2 ]
	run window -p 0 "$FIX/window-player.tsv"
	[ "$status" -eq 2 ]
	run window -p 5 --exclude-event '(' "$FIX/window-player.tsv"
	[ "$status" -eq 2 ]
	run window "$FIX/window-player.tsv"
	[ "$status" -eq 2 ]
}

@test "window -p: a result other than played, forfeit, bye or empty is an error" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\n2011-01-01\tE\t1\tlibere\tA\t1\tdraw\n' > "$T/g.tsv"
	run window -p 5 "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"g.tsv:2:7: column \"result\": expected a result: played, forfeit, bye or empty (played)"* ]]
}
