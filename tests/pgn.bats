#!/usr/bin/env bats
# parse -f pgn: chess PGN tags to results rows.
load helpers

@test "parse -f pgn: two rows per game, places from Result, moves and comments skipped" {
	run sh -c "parse -f pgn '$FIX/club.pgn' 2> /dev/null"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'date\tevent\tgame\ttype\tplayer\tplace\tresult\tround\tcolor' ]
	# 1-0: White 1, Black 2; a [bracket] inside a { comment } and after ; is not a tag
	[ "${lines[1]}" = $'2024-03-01\tClub Ch\t1\tchess\tPopescu, Ana\t1\t\t1\twhite' ]
	[ "${lines[2]}" = $'2024-03-01\tClub Ch\t1\tchess\tIonescu, Mihai\t2\t\t1\tblack' ]
	# 1/2-1/2: both 1
	[ "${lines[3]}" = $'2024-03-01\tClub Ch\t2\tchess\tStan, Ioana\t1\t\t1\twhite' ]
	[ "${lines[4]}" = $'2024-03-01\tClub Ch\t2\tchess\tDumitru, Andrei\t1\t\t1\tblack' ]
}

@test "parse -f pgn: * is reported and writes no rows; forfeits are marked" {
	run parse -f pgn "$FIX/club.pgn"
	# the unfinished game (Result "*" on line 27) is named on stderr, not silently dropped
	[[ "$output" == *'club.pgn:27: Ionescu, Mihai vs Stan, Ioana: unfinished or unknown result (Result "*"): no rows written'* ]]
	parse -f pgn "$FIX/club.pgn" 2> /dev/null > "$T/r.tsv"
	[ "$(wc -l < "$T/r.tsv")" -eq 7 ]
	# 0-1 with [Termination "forfeit"]: Black wins, both rows result=forfeit
	[ "$(sed -n 6p "$T/r.tsv")" = $'2024-03-08\tClub Ch\t3\tchess\tDumitru, Andrei\t2\tforfeit\t2\twhite' ]
	[ "$(sed -n 7p "$T/r.tsv")" = $'2024-03-08\tClub Ch\t3\tchess\tPopescu, Ana\t1\tforfeit\t2\tblack' ]
	# --unfinished error makes * fatal
	run parse -f pgn --unfinished error "$FIX/club.pgn"
	[ "$status" -eq 1 ]
	[[ "$output" == *'club.pgn:27: unfinished game'* ]]
	# non-standard forfeit results, and a double forfeit (warned, no rows)
	printf '[Event "E"]\n[Date "2024.01.01"]\n[White "A"]\n[Black "B"]\n[Result "+--"]\n' > "$T/f.pgn"
	printf '[Event "E"]\n[Date "2024.01.01"]\n[White "C"]\n[Black "D"]\n[Result "0-0"]\n' >> "$T/f.pgn"
	parse -f pgn --type blitz "$T/f.pgn" > "$T/f.tsv" 2> "$T/f.err"
	[ "$(sed -n 2p "$T/f.tsv")" = $'2024-01-01\tE\t1\tblitz\tA\t1\tforfeit\t\twhite' ]
	[ "$(wc -l < "$T/f.tsv")" -eq 3 ]
	grep -q 'f.pgn:10: C vs D: double forfeit' "$T/f.err"
}

@test "parse -f pgn: the output is a valid results stream" {
	parse -f pgn "$FIX/club.pgn" 2> /dev/null | parse > "$T/v.tsv"
	[ "$(wc -l < "$T/v.tsv")" -eq 7 ]
}

@test "parse -f pgn: errors name the line" {
	printf '[Event "E"]\n[White "A" x]\n' > "$T/a.pgn"
	run parse -f pgn "$T/a.pgn"
	[ "$status" -eq 1 ]
	[[ "$output" == *'a.pgn:2: column 12: expected ] after the tag value'* ]]
	printf '[Event "E"]\n[Date "2024.??.??"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1-0\n' > "$T/d.pgn"
	run parse -f pgn "$T/d.pgn"
	[ "$status" -eq 1 ]
	[[ "$output" == *'d.pgn:2: Date "2024.??.??": expected a full date'* ]]
	printf '[Event "E"]\n[Date "2024.01.01"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 0-1\n' > "$T/m.pgn"
	run parse -f pgn "$T/m.pgn"
	[[ "$output" == *'m.pgn:5: Result "1-0" but the moves end with "0-1"'* ]]
	printf '[Event "E"]\n[Date "2024.01.01"]\n[White "A"]\n[Black "?"]\n[Result "1-0"]\n' > "$T/q.pgn"
	run parse -f pgn "$T/q.pgn"
	[[ "$output" == *'q.pgn:4: game without a Black tag (found "?")'* ]]
	printf '[Event "E"]\n[Date "2024.02.01"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n' > "$T/b.pgn"
	printf '[Event "E"]\n[Date "2024.01.01"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n' >> "$T/b.pgn"
	run parse -f pgn "$T/b.pgn"
	[[ "$output" == *'b.pgn:7: date goes backwards'* ]]
	printf '[Event "E"]\n[White "Ren\xe9"]\n' > "$T/l.pgn"
	run parse -f pgn "$T/l.pgn"
	[[ "$output" == *'l.pgn:2: column 12: not UTF-8'* ]]
	printf '1. e4 e5\n' > "$T/n.pgn"
	run parse -f pgn "$T/n.pgn"
	[[ "$output" == *'n.pgn:1: moves before any tag pair'* ]]
	run parse -f pgn --unfinished maybe "$T/n.pgn"
	[ "$status" -eq 2 ]
}

@test "parse -f pgn: a file of headers only (no movetext) still splits games" {
	printf '[Event "E"]\n[Date "2024.01.01"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n' > "$T/h.pgn"
	printf '[Event "E"]\n[Date "2024.01.01"]\n[White "B"]\n[Black "A"]\n[Result "1/2-1/2"]\n' >> "$T/h.pgn"
	run parse -f pgn "$T/h.pgn"
	[ "${#lines[@]}" -eq 5 ]
	[ "$(echo "$output" | col game 3)" = 2 ]
}
