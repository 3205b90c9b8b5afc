#!/usr/bin/env bats
# score: field, rank, wins, delta.
load helpers

@test "score: --help, --version, unknown method" {
	run score --help
	[ "$status" -eq 0 ]
	run score --version
	[[ "$output" == "score (ratepipe) "* ]]
	run score -m nosuch
	[ "$status" -eq 2 ]
	run score --spread x "$FIX/eliptic3.tsv"
	[ "$status" -eq 2 ]
}

@test "score: game 3 of the worked example (A 1st, B and C 2nd, D 4th)" {
	run score "$FIX/eliptic3.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'date\tevent\tgame\ttype\tplayer\tplace\tfield\trank\twins\tdelta' ]
	# rows 6-9: field 4; rank: tied 2nd-3rd average to 2.5; wins = J - rank
	[ "$(echo "$output" | col field 6)" = 4 ]
	[ "$(echo "$output" | col rank 7)" = 2.5 ]
	[ "$(echo "$output" | col rank 9)" = 4 ]
	[ "$(echo "$output" | col wins 6)" = 3 ]
	[ "$(echo "$output" | col wins 7)" = 1.5 ]
	[ "$(echo "$output" | col wins 9)" = 0 ]
	# delta = 50(J - 2L + 1)/(J - 1): A 50, B and C (L = 2) 50/3, D -50
	[ "$(echo "$output" | col delta 6)" = 50 ]
	close "$(echo "$output" | col delta 7)" 16.6666667
	[ "$(echo "$output" | col delta 9)" = -50 ]
}

@test "score --ties average and --spread" {
	run score --ties average --spread 100 "$FIX/eliptic3.tsv"
	# L = 2.5: 100*(4 - 5 + 1)/3 = 0; first place of game 1: +100
	[ "$(echo "$output" | col delta 7)" = 0 ]
	[ "$(echo "$output" | col delta 1)" = 100 ]
}

@test "score: a one-player game gets an empty delta and a warning" {
	run score "$FIX/single.tsv"
	[ "$status" -eq 0 ]
	[[ "$output" == *'single.tsv:4: game "2" of event "E" has a single player: delta left empty'* ]]
	run bash -c "score '$FIX/single.tsv' 2>/dev/null"
	[ "$(echo "$output" | col delta 3)" = "" ]
	[ "$(echo "$output" | col field 3)" = 1 ]
}

@test "score: bad places stop it with the line" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2010-01-01\tE\t1\tclasic\tA\tfirst\n' > "$T/b.tsv"
	run score "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.tsv:2:6: column "place": expected a positive integer, found "first"'* ]]
}
