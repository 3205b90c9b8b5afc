#!/usr/bin/env bats
# window: game numbering per type, window sizes, --since, --trim.
load ../helpers

mixed() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	printf '2010-01-01\tE\t1\tclasic\tA\t1\n2010-01-01\tE\t1\tclasic\tB\t2\n'
	printf '2010-01-01\tE\t2\teliptic\tA\t1\n2010-01-01\tE\t2\teliptic\tB\t2\n'
	printf '2010-01-02\tE\t3\tclasic\tB\t1\n2010-01-02\tE\t3\tclasic\tA\t2\n'
	printf '2010-01-03\tE\t4\tclasic\tA\t1\n2010-01-03\tE\t4\tclasic\tB\t2\n'
	printf '2010-01-03\tE\t5\teliptic\tB\t1\n2010-01-03\tE\t5\teliptic\tA\t2\n'
}

@test "window: -n is required; bad specs are usage errors" {
	run window "$SHARED/eliptic3.tsv"
	[ "$status" -eq 2 ]
	run window -n 0 "$SHARED/eliptic3.tsv"
	[ "$status" -eq 2 ]
	run window -n clasic=x "$SHARED/eliptic3.tsv"
	[ "$status" -eq 2 ]
	run window --help
	[ "$status" -eq 0 ]
	[[ "$output" == *"frsc2012"* ]]
}

@test "window: seq counts games per type, n is the type's window" {
	mixed > "$T/m.tsv"
	run window -n clasic=20,eliptic=14 "$T/m.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'date\tevent\tgame\ttype\tplayer\tplace\tseq\tn\tfield' ]
	# clasic games 1, 3, 4 are seq 1, 2, 3; eliptic games 2, 5 are seq 1, 2
	[ "$(echo "$output" | awk -F'\t' '$3 == 4 { print $7 "/" $8; exit }')" = 3/20 ]
	[ "$(echo "$output" | awk -F'\t' '$3 == 5 { print $7 "/" $8; exit }')" = 2/14 ]
}

@test "window -n frsc2012: the table of doc/rules/frsc2012.md" {
	mixed > "$T/m.tsv"
	run window -n frsc2012 "$T/m.tsv"
	[ "$(echo "$output" | awk -F'\t' '$4 == "clasic" { print $8; exit }')" = 20 ]
	[ "$(echo "$output" | awk -F'\t' '$4 == "eliptic" { print $8; exit }')" = 14 ]
}

@test "window: a type missing from the spec is an error naming it" {
	mixed > "$T/m.tsv"
	run window -n clasic=20 "$T/m.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'m.tsv:4: no window size for type "eliptic"'* ]]
}

@test "window --since drops earlier games and numbers from there" {
	mixed > "$T/m.tsv"
	run window -n 5 --since 2010-01-02 "$T/m.tsv"
	# games 3, 4 and 5 remain: 6 rows and the header
	[ "${#lines[@]}" -eq 7 ]
	[ "$(echo "$output" | col seq 1)" = 1 ]
	[ "$(echo "$output" | col game 1)" = 3 ]
}

@test "window --trim keeps each type's last N games, in stream order" {
	mixed > "$T/m.tsv"
	run window -n 1 --trim "$T/m.tsv"
	[ "$status" -eq 0 ]
	# last clasic game is 4 (seq 3), last eliptic game is 5 (seq 2)
	[ "${#lines[@]}" -eq 5 ]
	[ "$(echo "$output" | col game 1)" = 4 ]
	[ "$(echo "$output" | col seq 1)" = 3 ]
	[ "$(echo "$output" | col game 3)" = 5 ]
	run window -n 2 --trim "$T/m.tsv"
	[ "$(echo "$output" | tail -n +2 | cut -f3 | uniq | tr '\n' ' ')" = "2 3 4 5 " ]
}

@test "window output feeds rate with the same result as rate alone" {
	rate "$SHARED/eliptic3.tsv" > "$T/a.tsv"
	window -n 14 "$SHARED/eliptic3.tsv" | rate > "$T/b.tsv"
	cmp "$T/a.tsv" "$T/b.tsv"
}

@test "window --trim: the last two games keep their order (each game its own serial)" {
	# games 2 (eliptic) and 3 (clasic) are each the last of their type
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n' > "$T/t.tsv"
	printf '2010-01-01\tE\t1\tclasic\tA\t1\n2010-01-01\tE\t1\tclasic\tB\t2\n' >> "$T/t.tsv"
	printf '2010-01-02\tE\t2\teliptic\tA\t1\n2010-01-02\tE\t2\teliptic\tB\t2\n' >> "$T/t.tsv"
	printf '2010-01-03\tE\t3\tclasic\tB\t1\n2010-01-03\tE\t3\tclasic\tA\t2\n' >> "$T/t.tsv"
	run window -n 1 --trim "$T/t.tsv"
	[ "$(echo "$output" | tail -n +2 | cut -f3 | tr '\n' ' ')" = "2 2 3 3 " ]
}
