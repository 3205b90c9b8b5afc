#!/usr/bin/env bats
# parse -f csv: the separator (-d , or ;, or from the header line), and
# the hint a TSV stage gives when its input is CSV.
load ../helpers

@test "parse -f csv: a ;-separated file is detected from its header line, with a note" {
	printf 'date;event;game;type;player;place\n2024-01-01;E;1;t;"A;x";1\n2024-01-01;E;1;t;B,y;2\n' > "$T/s.csv"
	run sh -c "parse -f csv '$T/s.csv' 2> '$T/err'"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'date\tevent\tgame\ttype\tplayer\tplace' ]
	# a quoted ; is data; a , in a ;-separated file is data too
	[ "${lines[1]}" = $'2024-01-01\tE\t1\tt\tA;x\t1' ]
	[ "${lines[2]}" = $'2024-01-01\tE\t1\tt\tB,y\t2' ]
	[ "$(cat "$T/err")" = "parse: $T/s.csv:1: the header line has semicolons and no commas: reading ';'-separated CSV" ]
	# -d ';' says so: the same rows, no note
	run sh -c "parse -f csv -d ';' '$T/s.csv' 2> '$T/err'"
	[ "${lines[2]}" = $'2024-01-01\tE\t1\tt\tB,y\t2' ]
	[ ! -s "$T/err" ]
}

@test "parse -f csv: commas stay the default; -d , keeps them for a header with both" {
	printf 'date,event,game,type,player,place,note\n2024-01-01,E,1,t,A,1,a;b\n2024-01-01,E,1,t,B,2,\n' > "$T/c.csv"
	run sh -c "parse -f csv '$T/c.csv' 2> '$T/err'"
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = $'2024-01-01\tE\t1\tt\tA\t1\ta;b' ]
	[ ! -s "$T/err" ]
	# a header with both: commas, the RFC 4180 separator
	printf 'date,event,game,type,player,place,a;b\n2024-01-01,E,1,t,A,1,x\n2024-01-01,E,1,t,B,2,y\n' > "$T/b.csv"
	run parse -f csv -d , "$T/b.csv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'date\tevent\tgame\ttype\tplayer\tplace\ta;b' ]
}

@test "parse -f csv -d: a wrong separator is named; a bad -d is a usage error" {
	printf 'date;event;game;type;player;place\n2024-01-01;E;1;t;A;1\n' > "$T/s.csv"
	run parse -f csv -d , "$T/s.csv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"s.csv:1: missing column \"date\": the header line is one column with semicolons in it: is the separator -d ';'?"* ]]
	run parse -f csv -d '|' "$T/s.csv"
	[ "$status" -eq 2 ]
	[[ "$output" == *'-d |: expected , or ;'* ]]
	run parse -d ';' "$T/s.csv"
	[ "$status" -eq 2 ]
	[[ "$output" == *'-d applies to -f csv'* ]]
	# a quote inside an unquoted ;-separated field: file:line
	printf 'date;event;game;type;player;place\n2024-01-01;E;1;t;A"x;1\n' > "$T/q.csv"
	run parse -f csv -d ';' "$T/q.csv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'q.csv:2: CSV quote inside an unquoted field (column 5)'* ]]
	# the header and the error, no row
	[ "${#lines[@]}" -eq 2 ]
}

@test "a TSV stage handed CSV says so and names parse -f csv" {
	printf 'date,event,game,type,player,place\n2024-01-01,E,1,t,A,1\n' > "$T/c.csv"
	run score "$T/c.csv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'c.csv:1: missing column "date": the header line has commas and no TAB, so this looks like CSV: read it with parse -f csv'* ]]
	printf 'date;event;game;type;player;place\n' > "$T/s.csv"
	run window -n 3 "$T/s.csv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'the header line has semicolons and no TAB, so this looks like CSV: read it with parse -f csv'* ]]
	# a real TSV with a missing column keeps the old message
	printf 'event\tgame\n' > "$T/t.tsv"
	run score "$T/t.tsv"
	[[ "$output" == *'missing column "date" (is the header line there?)'* ]]
}
