#!/usr/bin/env bats
# parse: canonical results checked, CSV converted, places derived.
load ../helpers

hdr=$'date\tevent\tgame\ttype\tplayer\tplace'

row() { printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@"; }

@test "parse: --help and --version" {
	run parse --help
	[ "$status" -eq 0 ]
	[[ "$output" == *"usage: parse"* ]]
	run parse --version
	[ "$status" -eq 0 ]
	[[ "$output" == "parse (ratepipe) "* ]]
}

@test "parse: unknown format and unknown flag are usage errors (exit 2)" {
	run parse -f xml
	[ "$status" -eq 2 ]
	[[ "$output" == *'unknown format "xml"'* ]]
	run parse --frobnicate
	[ "$status" -eq 2 ]
}

@test "parse: valid results pass unchanged" {
	run parse "$SHARED/eliptic3.tsv"
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat "$SHARED/eliptic3.tsv")" ]
}

@test "parse: a date going backwards names the line" {
	{ echo "$hdr"; row 2009-01-10 E 1 clasic A 1; row 2009-01-09 E 2 clasic A 1; } > "$T/b.tsv"
	run parse "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"b.tsv:3: date 2009-01-09 goes backwards (an earlier row has 2009-01-10)"* ]]
}

@test "parse: an impossible date 2011-02-30 is an error with line and column" {
	{ echo "$hdr"; row 2011-02-30 E 1 clasic A 1; } > "$T/d.tsv"
	run parse "$T/d.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'d.tsv:2:1: column "date": expected a date YYYY-MM-DD, found "2011-02-30"'* ]]
	# 2012 is a leap year: 02-29 is fine
	{ echo "$hdr"; row 2012-02-29 E 1 clasic A 1; } > "$T/l.tsv"
	run parse "$T/l.tsv"
	[ "$status" -eq 0 ]
}

@test "parse: a player twice in one game names both lines" {
	{ echo "$hdr"; row 2009-01-10 E 1 clasic A 1; row 2009-01-10 E 1 clasic B 2; row 2009-01-10 E 1 clasic A 3; } > "$T/p.tsv"
	run parse "$T/p.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'p.tsv:4: player "A" appears twice in game "1" of event "E" (first at line 2)'* ]]
}

@test "parse: a game's rows split apart is an error" {
	{ echo "$hdr"; row 2009-01-10 E 1 clasic A 1; row 2009-01-10 E 2 clasic A 1; row 2009-01-10 E 1 clasic B 2; } > "$T/s.tsv"
	run parse "$T/s.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'s.tsv:4: rows of game "1" of event "E" are not contiguous'* ]]
}

@test "parse: places must be positive integers within the field" {
	for bad in 0 -1 x 1.5; do
		{ echo "$hdr"; row 2009-01-10 E 1 clasic A "$bad"; } > "$T/x.tsv"
		run parse "$T/x.tsv"
		[ "$status" -eq 1 ]
		[[ "$output" == *"x.tsv:2:6: column \"place\": expected a positive integer, found \"$bad\""* ]]
	done
	{ echo "$hdr"; row 2009-01-10 E 1 clasic A 1; row 2009-01-10 E 1 clasic B 3; } > "$T/f.tsv"
	run parse "$T/f.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"f.tsv:3:6: column \"place\": expected a place within the game's field of players, found \"3\""* ]]
}

@test "parse: places must form a standings (1,2,2,4, not 1,1,2)" {
	{ echo "$hdr"; row 2009-01-10 E 1 clasic A 1; row 2009-01-10 E 1 clasic B 1; row 2009-01-10 E 1 clasic C 2; } > "$T/t.tsv"
	run parse "$T/t.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"t.tsv:4: place 2 follows 2 player(s) placed ahead, expected place 3"* ]]
}

@test "parse: places derived from points, equal points sharing a place" {
	printf 'date\tevent\tgame\ttype\tplayer\tpoints\n' > "$T/pts.tsv"
	printf '2009-01-10\tE\t1\tclasic\tA\t700\n2009-01-10\tE\t1\tclasic\tB\t812.5\n' >> "$T/pts.tsv"
	printf '2009-01-10\tE\t1\tclasic\tC\t700\n2009-01-10\tE\t1\tclasic\tD\t650\n' >> "$T/pts.tsv"
	run parse "$T/pts.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'date\tevent\tgame\ttype\tplayer\tpoints\tplace' ]
	# B 812.5 first; A and C 700 share second; D 650 fourth
	[ "$(echo "$output" | pick place player B)" = 1 ]
	[ "$(echo "$output" | pick place player A)" = 2 ]
	[ "$(echo "$output" | pick place player C)" = 2 ]
	[ "$(echo "$output" | pick place player D)" = 4 ]
}

@test "parse: NaN, inf and 1e400 are not points" {
	for bad in nan inf 1e400 0x10; do
		printf 'date\tevent\tgame\ttype\tplayer\tpoints\n2009-01-10\tE\t1\tclasic\tA\t%s\n' "$bad" > "$T/n.tsv"
		run parse "$T/n.tsv"
		[ "$status" -eq 1 ]
		[[ "$output" == *"n.tsv:2:6: column \"points\": expected a finite number, found \"$bad\""* ]]
	done
}

@test "parse: neither place nor points is an error" {
	printf 'date\tevent\tgame\ttype\tplayer\n' > "$T/np.tsv"
	run parse "$T/np.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'missing column "place" (or "points" to derive it from)'* ]]
}

@test "parse -f csv: RFC 4180 quoting becomes TSV" {
	printf 'date,event,game,type,player,place\r\n' > "$T/r.csv"
	printf '2009-01-10,"Cupa, 2009",1,clasic,"Ana ""Ani"" Pop",1\r\n' >> "$T/r.csv"
	printf '2009-01-10,"Cupa, 2009",1,clasic,Bob,2\r\n' >> "$T/r.csv"
	run parse -f csv "$T/r.csv"
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = $'2009-01-10\tCupa, 2009\t1\tclasic\tAna "Ani" Pop\t1' ]
	[ "${lines[2]}" = $'2009-01-10\tCupa, 2009\t1\tclasic\tBob\t2' ]
}

@test "parse -f csv: broken quoting and TABs are errors with the line" {
	printf 'date,event,game,type,player,place\n2009-01-10,E,1,clasic,A"x,1\n' > "$T/q.csv"
	run parse -f csv "$T/q.csv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"q.csv:2: CSV quote inside an unquoted field (column 5)"* ]]
	printf 'date,event,game,type,player,place\n2009-01-10,E,1,clasic,"A\n' > "$T/u.csv"
	run parse -f csv "$T/u.csv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"u.csv:2: CSV quoted field is not closed before the end of the file"* ]]
	printf 'date,event,game,type,player,place\n2009-01-10,E,1,clasic,"A\tB",1\n' > "$T/t.csv"
	run parse -f csv "$T/t.csv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"t.csv:2: CSV field holds a TAB"* ]]
}

@test "parse: empty event, game or type fields are errors" {
	{ echo "$hdr"; row 2009-01-10 E 1 "" A 1; } > "$T/e.tsv"
	run parse "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'e.tsv:2:4: column "type": expected a game type, found ""'* ]]
}

@test "parse: a failing stage leaves no half row on stdout" {
	{ echo "$hdr"; row 2009-01-10 E 1 clasic A 1; row 2009-01-10 E 1 clasic B 2; row 2009-01-11 E 2 clasic A x; } > "$T/h.tsv"
	run bash -c "parse '$T/h.tsv' 2>/dev/null"
	[ "$status" -eq 1 ]
	# every line written is a whole row of 6 fields
	echo "$output" | awk -F'\t' 'NF != 6 { exit 1 }'
}
