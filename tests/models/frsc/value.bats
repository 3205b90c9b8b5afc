#!/usr/bin/env bats
# value -m frsc: the game value V from a rating list.
load ../../helpers

@test "value: V is the mean of the list's ratings, unrated players count 150" {
	printf 'type\tplayer\trating\tstatus\neliptic\tA\t200\tprovisional\neliptic\tB\t175\tprovisional\nclasic\tC\t999\tactive\n' > "$T/r.tsv"
	run value -r "$T/r.tsv" "$SHARED/eliptic3.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'date\tevent\tgame\ttype\tplayer\tplace\tvalue' ]
	# game 1: A 200, B 175, C unrated in eliptic (its clasic rating does not count): 525/3
	[ "$(echo "$output" | col value 1)" = 175 ]
	# game 2: B 175, D 150 -> 162.5
	[ "$(echo "$output" | col value 4)" = 162.5 ]
}

@test "value: rate's V equals value's V from the same list" {
	# the ratings after game 2 predict game 3's value: 143.898810 (doc/rules/frsc2012.md)
	head -n 6 "$SHARED/eliptic3.tsv" | rate > "$T/r2.tsv"
	{ head -n 1 "$SHARED/eliptic3.tsv"; tail -n 4 "$SHARED/eliptic3.tsv"; } > "$T/g3.tsv"
	run value -r "$T/r2.tsv" "$T/g3.tsv"
	v=$(echo "$output" | col value 1)
	close "$v" 143.898810
	[ "$v" = "$(rate --history "$SHARED/eliptic3.tsv" | col value 6)" ]
}

@test "value: usage errors" {
	run value "$SHARED/eliptic3.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *"-r RATINGS is required"* ]]
	run value --version
	[[ "$output" == "value (ratepipe) "* ]]
}

@test "value -m absp: the expected score from a rating list on absp's curve" {
	printf 'type\tplayer\trating\nlibere\tA\t150\nlibere\tB\t120\n' > "$T/list.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\n2024-01-01\tE\t1\tlibere\tA\n2024-01-01\tE\t1\tlibere\tB\n2024-01-01\tE\t2\tlibere\tA\n2024-01-01\tE\t2\tlibere\tC\n' > "$T/g.tsv"
	run value -m absp -r "$T/list.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# s = spread ln(10) / 2 = 50 * 2.3025851 / 2 = 57.564627; A - B = 30:
	# 1/(1 + 10^(-30/57.564627)) = 1/(1 + 10^-0.5211534) = 1/1.3011942 = 0.7685248
	close "$(echo "$output" | col expected 1)" 0.7685248
	close "$(echo "$output" | col expected 2)" 0.2314752
	# C is not in the list: no prediction for either player of game 2
	[ -z "$(echo "$output" | col expected 3)" ]
	[ -z "$(echo "$output" | col expected 4)" ]
	# a game of three rows is no absp game
	printf '2024-01-02\tF\t1\tlibere\tA\n2024-01-02\tF\t1\tlibere\tB\n2024-01-02\tF\t1\tlibere\tC\n' >> "$T/g.tsv"
	run value -m absp -r "$T/list.tsv" "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *'g.tsv:6: game "1" of event "F" has 3 rows; absp rates two-player games'* ]]
}
