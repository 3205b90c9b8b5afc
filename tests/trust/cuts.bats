#!/usr/bin/env bats
# Cuts (issue 35 item 5): a stream cut inside a game is never rated as a
# smaller game, and a prior lacking some of the night's types never
# restarts them from zero in silence.
load ../helpers

# Game 1: A, B, C (places 1-3); game 2: A beats B.
games() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	printf '2024-01-01\tE\t1\tclasic\tA\t1\n2024-01-01\tE\t1\tclasic\tB\t2\n2024-01-01\tE\t1\tclasic\tC\t3\n'
	printf '2024-01-02\tE\t2\tclasic\tA\t1\n2024-01-02\tE\t2\tclasic\tB\t2\n'
}

@test "cuts: window writes field, the players in each game (as score does)" {
	games > "$T/g.tsv"
	run window -n 5 "$T/g.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'date\tevent\tgame\ttype\tplayer\tplace\tseq\tn\tfield' ]
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { printf "%s ", $NF }')" = "3 3 3 2 2 " ]
	run window -p 4 "$T/g.tsv"
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { printf "%s ", $NF }')" = "3 3 3 2 2 " ]
	# after score, the same column, the same numbers
	[ "$(window -n 5 "$T/g.tsv" | score | cut -f 9 | tr '\n' ' ')" = "field 3 3 3 2 2 " ]
}

@test "cuts: a window stream cut inside a game is refused by rate and score, naming the game" {
	games > "$T/g.tsv"
	window -n 5 "$T/g.tsv" > "$T/w.tsv"
	# head: C's row of game 1 cut off; places 1, 2 would pass as a game of two
	head -n 3 "$T/w.tsv" > "$T/cut.tsv"
	for prog in "rate" "rate -m frsc" "score"; do
		run $prog "$T/cut.tsv"
		[ "$status" -eq 1 ] || { echo "$prog: $status $output"; return 1; }
		[[ $output == *"cut.tsv:2: game \"1\" of event \"E\" has 2 row(s), but column field says 3 players: the stream was cut inside the game"* ]] ||
		    { echo "$prog: $output"; return 1; }
	done
	# a row deleted in the middle (grep -v) of a window -p stream
	window -p 4 "$T/g.tsv" | grep -v $'\tB\t2\t1\t' > "$T/del.tsv"
	run rate -m absp "$T/del.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"del.tsv:2: game \"1\" of event \"E\" has 2 row(s), but column field says 3 players"* ]]
	# the whole stream passes
	run rate "$T/w.tsv"
	[ "$status" -eq 0 ]
	# a field that is no count is a bad cell, with its column
	awk -F'\t' -v OFS='\t' 'NR == 3 { $NF = "x" } 1' "$T/w.tsv" > "$T/x.tsv"
	run rate "$T/x.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *'x.tsv:3:9: column "field": expected the players in the game, a positive integer, found "x"'* ]]
}

@test "cuts: a prior lacking some of the night's types is refused, naming them, unless --new-types" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2024-01-01\tE\t1\tclasic\tA\t1\n2024-01-01\tE\t1\tclasic\tB\t2\n' > "$T/one.tsv"
	rate "$T/one.tsv" > "$T/prior.tsv"
	{ cat "$T/one.tsv" | sed 's/2024-01-01/2024-01-02/'
	  for t in eliptic anticipatie completiv compunere; do
		printf '2024-01-02\tE\t%s\t%s\tA\t1\n2024-01-02\tE\t%s\t%s\tB\t2\n' $t $t $t $t
	  done; } | awk 'NR == 1 || !/^date/' > "$T/night.tsv"
	run rate -r "$T/prior.tsv" "$T/night.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"prior.tsv: no row of the prior is of the input's types \"eliptic\", \"anticipatie\", \"completiv\", \"compunere\" (the prior's: \"clasic\"): those players would start unrated"* ]]
	[[ $output == *"--new-types when they are new"* ]]
	# said on purpose: rated, the new types from the initial rating
	run rate --new-types -r "$T/prior.tsv" "$T/night.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { print $1 }' | sort -u | wc -l)" -eq 5 ]
	# a prior with none of them: refused as before
	grep -v clasic "$T/night.tsv" > "$T/other.tsv"
	run rate -r "$T/prior.tsv" "$T/other.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"every player would start unrated and the prior go unused"* ]]
	# a prior holding every type of the night: no message
	run rate -r "$T/prior.tsv" <(sed 's/2024-01-01/2024-01-02/' "$T/one.tsv")
	[ "$status" -eq 0 ]
}
