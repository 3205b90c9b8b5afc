#!/usr/bin/env bats
# parse -f pgn: chess PGN tags to results rows.
load ../helpers

@test "parse -f pgn: two rows per game, places from Result, moves and comments skipped" {
	run sh -c "parse -f pgn '$SHARED/club.pgn' 2> /dev/null"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'date\tevent\tgame\ttype\tplayer\tplace\tresult\tround\tcolor\tname' ]
	# 1-0: White 1, Black 2; a [bracket] inside a { comment } and after ; is not a tag
	[ "${lines[1]}" = $'2024-03-01\tClub Ch\t1\tchess\tPopescu, Ana\t1\t\t1\twhite\tPopescu, Ana' ]
	[ "${lines[2]}" = $'2024-03-01\tClub Ch\t1\tchess\tIonescu, Mihai\t2\t\t1\tblack\tIonescu, Mihai' ]
	# 1/2-1/2: both 1
	[ "${lines[3]}" = $'2024-03-01\tClub Ch\t2\tchess\tStan, Ioana\t1\t\t1\twhite\tStan, Ioana' ]
	[ "${lines[4]}" = $'2024-03-01\tClub Ch\t2\tchess\tDumitru, Andrei\t1\t\t1\tblack\tDumitru, Andrei' ]
}

@test "parse -f pgn: * is reported and writes no rows; forfeits are marked" {
	run parse -f pgn "$SHARED/club.pgn"
	# the unfinished game (Result "*" on line 27) is named on stderr, not silently dropped
	[[ "$output" == *'club.pgn:27: Ionescu, Mihai vs Stan, Ioana: unfinished or unknown result (Result "*"): no rows written'* ]]
	parse -f pgn "$SHARED/club.pgn" 2> /dev/null > "$T/r.tsv"
	[ "$(wc -l < "$T/r.tsv")" -eq 7 ]
	# 0-1 with [Termination "forfeit"]: Black wins, both rows result=forfeit
	[ "$(sed -n 6p "$T/r.tsv")" = $'2024-03-08\tClub Ch\t3\tchess\tDumitru, Andrei\t2\tforfeit\t2\twhite\tDumitru, Andrei' ]
	[ "$(sed -n 7p "$T/r.tsv")" = $'2024-03-08\tClub Ch\t3\tchess\tPopescu, Ana\t1\tforfeit\t2\tblack\tPopescu, Ana' ]
	# --unfinished error makes * fatal
	run parse -f pgn --unfinished error "$SHARED/club.pgn"
	[ "$status" -eq 1 ]
	[[ "$output" == *'club.pgn:27: unfinished game'* ]]
	# non-standard forfeit results, and a double forfeit (warned, no rows)
	printf '[Event "E"]\n[Date "2024.01.01"]\n[White "A"]\n[Black "B"]\n[Result "+--"]\n' > "$T/f.pgn"
	printf '[Event "E"]\n[Date "2024.01.01"]\n[White "C"]\n[Black "D"]\n[Result "0-0"]\n' >> "$T/f.pgn"
	parse -f pgn --type blitz "$T/f.pgn" > "$T/f.tsv" 2> "$T/f.err"
	[ "$(sed -n 2p "$T/f.tsv")" = $'2024-01-01\tE\t1\tblitz\tA\t1\tforfeit\t\twhite\tA' ]
	[ "$(wc -l < "$T/f.tsv")" -eq 3 ]
	grep -q 'f.pgn:10: C vs D: double forfeit' "$T/f.err"
}

@test "parse -f pgn: the output is a valid results stream" {
	parse -f pgn "$SHARED/club.pgn" 2> /dev/null | parse > "$T/v.tsv"
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
	[[ "$output" == *'d.pgn:2: Date "2024.??.??" is not a full date, and event "E" has no full EventDate or Date: give the date with --date YYYY-MM-DD'* ]]
	printf '[Event "E"]\n[Date "2024/01/01"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n' > "$T/d.pgn"
	run parse -f pgn "$T/d.pgn"
	[ "$status" -eq 1 ]
	[[ "$output" == *'d.pgn:2: Date "2024/01/01": expected a date YYYY.MM.DD (or a partial one, 1851.??.??)'* ]]
	run parse -f pgn --date 2024-13-01 "$T/d.pgn"
	[ "$status" -eq 2 ]
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
	run sh -c "parse -f pgn '$T/h.pgn' 2> /dev/null"
	[ "${#lines[@]}" -eq 5 ]
	[ "$(echo "$output" | col game 3)" = 2 ]
}

@test "parse -f pgn: a real event's games without moves are forfeits; Carlsen's published 2868" {
	run sh -c "parse -f pgn '$FIX/tata2022-carlsen.pgn' > '$T/t.tsv' 2> '$T/err'"
	[ "$status" -eq 0 ]
	[ "$(cat "$T/err")" = "parse: $FIX/tata2022-carlsen.pgn: 1 game without moves read as forfeit" ]
	# round 13: Carlsen-Dubov, "1-0" and no move: both rows forfeit
	[ "$(tail -n 2 "$T/t.tsv" | cut -f 5-7)" = $'Carlsen, Magnus\t1\tforfeit\nDubov, Daniil\t2\tforfeit' ]
	[ "$(grep -c forfeit "$T/t.tsv")" -eq 2 ]
	# the prior: each player's rating from the WhiteElo/BlackElo tags
	awk -F'"' '/^\[White /{w=$2} /^\[Black /{b=$2} /^\[WhiteElo /{print w"\t"$2} /^\[BlackElo /{print b"\t"$2}' \
		"$FIX/tata2022-carlsen.pgn" | sort -u |
		awk -F'\t' 'BEGIN { print "type\tplayer\trating\tgames\tstatus\tlast\t_state" }
			{ print "chess\t" $1 "\t" $2 "\t100\tactive\t2021-12-31\trated top" }' > "$T/prior.tsv"
	# FIDE: 12 games played, 8.5 points, expected 8.19 (table 8.1b),
	# K 10: 2865 + 10 x 0.31 = 2868.1, published 2868
	[ "$(rate -m elo -p fide -r "$T/prior.tsv" "$T/t.tsv" | pick rating player 'Carlsen, Magnus')" = 2868 ]
	# rated as played, the forfeit would give 2871
	[ "$(sed 's/\tforfeit\t/\t\t/' "$T/t.tsv" | rate -m elo -p fide -r "$T/prior.tsv" |
		pick rating player 'Carlsen, Magnus')" = 2871 ]
}

@test "parse -f pgn: a drawn game without moves is kept as played, and counted" {
	printf '[Event "E"]\n[Date "2024.01.01"]\n[White "A"]\n[Black "B"]\n[Result "1/2-1/2"]\n\n{agreed} 1/2-1/2\n' > "$T/a.pgn"
	printf '[Event "E"]\n[Date "2024.01.01"]\n[White "C"]\n[Black "D"]\n[Result "0-1"]\n\n1. $1 0-1\n' >> "$T/a.pgn"
	printf '[Event "E"]\n[Date "2024.01.01"]\n[White "E"]\n[Black "F"]\n[Result "1-0"]\n\n1.e4 1-0\n' >> "$T/a.pgn"
	run sh -c "parse -f pgn '$T/a.pgn' 2> '$T/err'"
	[ "$(echo "$output" | col result 1)" = "" ]
	# a move number and a NAG are not moves: C-D is a forfeit; 1.e4 is a move
	[ "$(echo "$output" | col result 3)" = forfeit ]
	[ "$(echo "$output" | col result 5)" = "" ]
	grep -q 'a.pgn: 1 game without moves read as forfeit$' "$T/err"
	grep -q 'a.pgn: 1 drawn game without moves kept as played$' "$T/err"
}

@test "parse -f pgn: partial dates take --date, the EventDate, or the event's earliest full Date" {
	# a real file whose dates are all 1886.??.??: an error naming the line, then --date
	run parse -f pgn "$FIX/worldchamp1886.pgn"
	[ "$status" -eq 1 ]
	[[ "$output" == *'worldchamp1886.pgn:3: Date "1886.??.??" is not a full date, and event "World Championship 1st" has no full EventDate or Date: give the date with --date YYYY-MM-DD'* ]]
	run sh -c "parse -f pgn --date 1886-01-11 '$FIX/worldchamp1886.pgn' 2> '$T/err'"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 5 ]
	[ "$(echo "$output" | col date 4)" = 1886-01-11 ]
	[ "$(cat "$T/err")" = "parse: $FIX/worldchamp1886.pgn: 2 games with a partial Date dated by --date" ]
	# EventDate when it is full; else the earliest full Date of the same
	# event, even one further on (read from stdin too: kept for a second pass)
	printf '[Event "E"]\n[Date "2022.??.??"]\n[EventDate "2022.01.15"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1.e4 1-0\n\n' > "$T/p.pgn"
	printf '[Event "F"]\n[Date "2022.02.??"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1.e4 1-0\n\n' >> "$T/p.pgn"
	printf '[Event "F"]\n[Date "2022.02.20"]\n[White "B"]\n[Black "A"]\n[Result "0-1"]\n\n1.e4 0-1\n\n' >> "$T/p.pgn"
	printf '[Event "F"]\n[Date "2022.02.06"]\n[White "A"]\n[Black "C"]\n[Result "1-0"]\n\n1.e4 1-0\n' >> "$T/p.pgn"
	run sh -c "parse -f pgn '$T/p.pgn' 2> /dev/null"
	[ "$status" -eq 1 ]	# F's games are not in date order: 02-20 before 02-06
	sed -i 's/2022.02.20/2022.02.06/' "$T/p.pgn"
	run sh -c "parse -f pgn < '$T/p.pgn' 2> '$T/err'"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col date 1)" = 2022-01-15 ]
	[ "$(echo "$output" | col date 3)" = 2022-02-06 ]
	[ "$(cat "$T/err")" = "parse: stdin: 2 games with a partial Date dated by their event (EventDate, or its earliest full Date)" ]
	# a pipe named as a file is kept for the second pass as well
	run bash -c "parse -f pgn <(cat '$T/p.pgn') 2> /dev/null"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 9 ]
	# the date taken must agree with what the partial date knows
	sed -i 's/2022.02.??/2022.03.??/' "$T/p.pgn"
	run parse -f pgn "$T/p.pgn"
	[ "$status" -eq 1 ]
	[[ "$output" == *'p.pgn:11: Date "2022.03.??": the earliest full Date of its event, 2022-02-06, does not agree with it: give the date with --date YYYY-MM-DD'* ]]
}
