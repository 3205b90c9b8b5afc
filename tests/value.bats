#!/usr/bin/env bats
# value -m frsc: the game value V from a rating list.
load helpers

@test "value: V is the mean of the list's ratings, unrated players count 150" {
	printf 'type\tplayer\trating\tstatus\neliptic\tA\t200\tprovisional\neliptic\tB\t175\tprovisional\nclasic\tC\t999\tactive\n' > "$T/r.tsv"
	run value -r "$T/r.tsv" "$FIX/eliptic3.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'date\tevent\tgame\ttype\tplayer\tplace\tvalue' ]
	# game 1: A 200, B 175, C unrated in eliptic (its clasic rating does not count): 525/3
	[ "$(echo "$output" | col value 1)" = 175 ]
	# game 2: B 175, D 150 -> 162.5
	[ "$(echo "$output" | col value 4)" = 162.5 ]
}

@test "value: rate's V equals value's V from the same list" {
	# the ratings after game 2 predict game 3's value: 143.898810 (doc/rules/frsc2012.md)
	head -n 6 "$FIX/eliptic3.tsv" | rate > "$T/r2.tsv"
	{ head -n 1 "$FIX/eliptic3.tsv"; tail -n 4 "$FIX/eliptic3.tsv"; } > "$T/g3.tsv"
	run value -r "$T/r2.tsv" "$T/g3.tsv"
	v=$(echo "$output" | col value 1)
	close "$v" 143.898810
	[ "$v" = "$(rate --history "$FIX/eliptic3.tsv" | col value 6)" ]
}

@test "value: usage errors" {
	run value "$FIX/eliptic3.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *"-r RATINGS is required"* ]]
	run value --version
	[[ "$output" == "value (ratepipe) "* ]]
}
