#!/usr/bin/env bats
# A bye (one row, result bye) in the Glicko family: carried and not
# rated, as every other model does (rate(1): byes are not rated); it was
# refused as a game of one row.
load ../../helpers

setup_streams() {
	printf 'type\tplayer\trating\trd\ngo\tA\t1600\t100\ngo\tB\t1500\t100\ngo\tC\t1500\t100\n' > "$T/prior.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\n2024-01-01\tE\t2\tgo\tB\t1\t\n2024-01-01\tE\t2\tgo\tC\t2\t\n' > "$T/nobye.tsv"
	{ head -n 1 "$T/nobye.tsv"; printf '2024-01-01\tE\t1\tgo\tA\t1\tbye\n'; tail -n +2 "$T/nobye.tsv"; } > "$T/bye.tsv"
}

# The list without _seen (the streams differ in a row) and _sum (its
# digest covers _seen).
list() {
	awk -F'\t' -v OFS='\t' 'NR == 1 { for (i = 1; i <= NF; i++) { if ($i == "_seen") s = i; if ($i == "_sum") u = i } }
		{ $s = ""; if (u) $u = ""; print }'
}

@test "glicko byes: a bye is accepted and changes nothing (glicko, glicko2, stephenson)" {
	setup_streams
	for m in glicko glicko2 stephenson; do
		run rate -m "$m" -r "$T/prior.tsv" "$T/bye.tsv"
		[ "$status" -eq 0 ] || { echo "$m: $output"; return 1; }
		# the ratings are those of the night without the bye: A carried
		[ "$(echo "$output" | list)" = "$(rate -m "$m" -r "$T/prior.tsv" "$T/nobye.tsv" | list)" ] ||
		    { echo "$m: the bye changed the list"; return 1; }
		[ "$(echo "$output" | pick rating player A)" = 1600 ]
		# --history: the bye's row, its state before, nothing after
		run rate -m "$m" --history -r "$T/prior.tsv" "$T/bye.tsv"
		[ "$status" -eq 0 ]
		[ "$(echo "$output" | pick rating_before player A)" = 1600 ]
		[ "$(echo "$output" | pick rating player A)" = "" ]
		# value: no prediction for a bye
		run value -m "$m" -r "$T/prior.tsv" "$T/bye.tsv"
		[ "$status" -eq 0 ]
		[ "$(echo "$output" | pick expected player A)" = "" ]
		[ -n "$(echo "$output" | pick expected player B)" ]
	done
}

@test "glicko byes: a one-row game not marked bye is still refused" {
	setup_streams
	sed 's/\tbye$/\t/' "$T/bye.tsv" > "$T/one.tsv"
	run rate -m glicko -r "$T/prior.tsv" "$T/one.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *'one.tsv:2: game "1" of event "E" has 1 row(s); a Glicko game has two'*'or one marked bye'* ]]
}
