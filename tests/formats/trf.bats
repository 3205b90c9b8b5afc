#!/usr/bin/env bats
# parse -f trf: FIDE Tournament Report Files (FIDE Handbook C.04 Annex 2,
# TRF-16 and TRF-26) to a results stream (parse(1), doc/rules/fide.md).
load ../helpers
load ../trf

@test "trf: a real file (Gros 2010, TRF-16, CR LF): players by FIDE number, every round carried" {
	run parse -f trf --date 2010-10-02 "$SHARED/trf-gros2010.trf"
	[ "$status" -eq 0 ]
	# 52 player lines, 4 rounds: 89 games played (178 rows), 4 forfeits
	# (8 rows), 74 rounds without an opponent (16 H, 3 U, 55 Z or blank)
	[ "$(echo "$output" | awk 'NR > 1' | wc -l)" -eq 260 ]
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 && $7 == ""' | wc -l)" -eq 178 ]
	[ "$(echo "$output" | awk -F'\t' '$7 == "forfeit"' | wc -l)" -eq 8 ]
	[ "$(echo "$output" | awk -F'\t' '$7 == "bye" && $11 == "H"' | wc -l)" -eq 16 ]
	[ "$(echo "$output" | awk -F'\t' '$7 == "bye" && $11 == "U"' | wc -l)" -eq 3 ]
	# the event is the 012 name; line 14, Mirzoev Azer, FIDE 13400304:
	# round 1 against starting rank 26 (Orube Bona Andoni, 22227687), white, won
	[ "$(echo "$output" | col event 1)" = "XX Open Internacional de Gros" ]
	[ "$(echo "$output" | col player 1)" = 13400304 ]
	[ "$(echo "$output" | col name 1)" = "Mirzoev Azer" ]
	[ "$(echo "$output" | col player 2)" = 22227687 ]
	[ "$(echo "$output" | col place 1)$(echo "$output" | col place 2)" = 12 ]
	[ "$(echo "$output" | col born 1)" = 1978 ]
	[ "$(echo "$output" | col rtg 1)" = 2527 ]
	# starting rank 6 has no FIDE number (0): the player is the name
	echo "$output" | awk -F'\t' '$15 == 6 { print $5 }' | sort -u > "$T/six"
	[ "$(cat "$T/six")" = "Gorrochategui Torres, Eugenio" ]
	# 13 and 39 in round 1: 39 w + / 13 b -: a forfeit, never rated
	[ "$(echo "$output" | awk -F'\t' '$8 == 1 && ($15 == 13 || $15 == 39) { print $7 $11 }' | tr '\n' ' ')" = "forfeit+ forfeit- " ]
}

@test "trf: forfeits, byes and games of less than one move are carried, never rated" {
	parse -f trf --date 2010-10-02 "$SHARED/trf-gros2010.trf" > "$T/g.tsv"
	parse -f trf --ratings "$SHARED/trf-gros2010.trf" > "$T/list.tsv"
	rate -m elo -p fide -r "$T/list.tsv" --history "$T/g.tsv" > "$T/h.tsv" 2> /dev/null
	[ "$(awk -F'\t' '$7 == "forfeit"' "$T/h.tsv" | wc -l)" -eq 8 ]
	[ "$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i } $7 == "forfeit" { print $c["rated"] }' "$T/h.tsv" | sort -u)" = forfeit ]
	[ "$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i } $7 == "bye" { print $c["rated"] }' "$T/h.tsv" | sort -u)" = bye ]
	# Rodriguez Cabrera (2298287, 1973): the forfeit won in round 1 is not
	# one of his games; 3 rated: lost to Mirzoev (2527, 554 capped at 400:
	# .08), beat 25 (Mohseni Neik, 1747: +226, .79) and 9 (Alvarado
	# Fernandez, 2010: -37, .45): W = 2, We = 1.32; K 20 (30 games, under
	# 2400): 20 * .68 = 13.6 -> 14
	rate -m elo -p fide -r "$T/list.tsv" --history "$T/g.tsv" 2> /dev/null | rank -m report > "$T/r.tsv"
	[ "$(pick games player 2298287 < "$T/r.tsv")" = 3 ]
	[ "$(pick expected player 2298287 < "$T/r.tsv")" = 1.32 ]
	[ "$(pick change player 2298287 < "$T/r.tsv")" = 14 ]
	# W, D, L (a game of less than one move, TRF "not rated") and a double forfeit
	{ printf '012 Short\n042 2024/03/01\n'
	  p 1 "A" 2000 111 "" 1.0 2 w W 3 b D
	  p 2 "B" 2000 222 "" 0.5 1 b L 4 w -
	  p 3 "C" 2000 333 "" 0.5 4 b = 1 w D
	  p 4 "D" 2000 444 "" 0.5 3 w = 2 b -; } > "$T/w.trf"
	parse -f trf "$T/w.trf" > "$T/w.tsv"
	printf 'type\tplayer\trating\nchess\t111\t2000\nchess\t222\t2000\nchess\t333\t2000\nchess\t444\t2000\n' > "$T/l.tsv"
	rate -m elo -p fide -r "$T/l.tsv" --history "$T/w.tsv" > "$T/h.tsv"
	# only 3 - 4 in round 1 is rated; a double forfeit: both rows place 1, code -
	[ "$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i } NR > 1 { printf "%s%s ", $c["code"], $c["rated"] }' "$T/h.tsv")" = "Wforfeit Lforfeit =yes =yes Dforfeit Dforfeit -forfeit -forfeit " ]
	[ "$(pick rating player 111 < <(rate -m elo -p fide -r "$T/l.tsv" "$T/w.tsv"))" = 2000 ]
}

@test "trf: a real lichess file (TRF-16 as lichess writes it): no FIDE numbers, its dates read" {
	# 042/052 hold "Jun 26, 2020" (lichess's form, read: trf-dates.bats), 132 is empty
	[ "$(parse -f trf "$FIX/trf-lichess2021.trf" | md5sum)" = "$(parse -f trf --date 2020-06-26 "$FIX/trf-lichess2021.trf" | md5sum)" ]
	run parse -f trf --date 2020-06-26 "$FIX/trf-lichess2021.trf"
	[ "$status" -eq 0 ]
	# 9 players, 9 rounds: 4 games and one pairing-allocated bye (U) a round
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 && $7 == ""' | wc -l)" -eq 72 ]
	[ "$(echo "$output" | awk -F'\t' '$7 == "bye" && $11 == "U"' | wc -l)" -eq 9 ]
	[ "$(echo "$output" | col player 1)" = mattderkuerschner ]
	[ "$(echo "$output" | col date 1)" = 2020-06-26 ]
	# the points of the lines (81-84) are the sums of the rounds (U counts 1): no warning
	parse -f trf --date 2020-06-26 "$FIX/trf-lichess2021.trf" 2> "$T/err" > /dev/null
	[ ! -s "$T/err" ]
}

@test "trf: round dates from 132, else --date, else 052, else 042; a stream in date order" {
	{ printf '012 T\n042 2024/03/01\n052 2024/03/03\n'
	  printf '132                                                                                        24/03/01  24/03/02\n'
	  p 1 A 2000 111 "" 1.0 2 w 1 0000 - Z
	  p 2 B 2000 222 "" 0.0 1 b 0 0000 - Z
	  p 3 C 2000 333 "" 0.5 0000 - H 0000 - Z; } > "$T/a.trf"
	run parse -f trf "$T/a.trf"
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { print $8 ":" $1 }' | sort -u | tr '\n' ' ')" = "1:2024-03-01 2:2024-03-02 " ]
	# without 132: --date, else the last day
	sed -i '/^132/d' "$T/a.trf"
	[ "$(parse -f trf "$T/a.trf" | col date 1)" = 2024-03-03 ]
	[ "$(parse -f trf --date 2024-02-28 "$T/a.trf" | col date 1)" = 2024-02-28 ]
	sed -i '/^052/d' "$T/a.trf"
	[ "$(parse -f trf "$T/a.trf" | col date 1)" = 2024-03-01 ]
	sed -i '/^042/d' "$T/a.trf"
	run parse -f trf "$T/a.trf"
	[ "$status" -eq 1 ]
	[[ "$output" == *"round 1 has no date (no 132, 042 or 052 record): give --date YYYY-MM-DD" ]]
	# a malformed 132 date names its column
	{ printf '012 T\n132                                                                                        24/13/01\n'; p 1 A 2000 111 "" 0 0000 - Z; } > "$T/b.trf"
	run parse -f trf "$T/b.trf"
	[[ "$output" == *'b.trf:2:92: round 1: expected a date YY/MM/DD, found "24/13/01"'* ]]
	# two files: the second must not start before the first ends
	{ printf '012 U\n042 2024/02/01\n'; p 1 A 2000 111 "" 0 0000 - Z; } > "$T/c.trf"
	run parse -f trf --date 2024-03-05 "$T/c.trf"
	[ "$status" -eq 0 ]
	{ printf '012 V\n042 2024/03/01\n'; p 1 A 2000 111 "" 0 0000 - Z; } > "$T/d.trf"
	{ printf '012 W\n042 2024/01/01\n'; p 1 A 2000 111 "" 0 0000 - Z; } > "$T/e.trf"
	run parse -f trf "$T/d.trf" "$T/e.trf"
	[ "$status" -eq 1 ]
	[[ "$output" == *"e.trf: round 1 is on a day before the rounds before it"* ]]
	[ "$(parse -f trf "$T/e.trf" "$T/d.trf" | awk -F'\t' 'NR > 1 { print $2 }' | tr '\n' ' ')" = "W V " ]
}

@test "trf: identity: a FIDE number is one player, whatever the spelling; a name without one never merges" {
	{ printf '012 E1\n042 2024/03/01\n'
	  p 1 "Smith, John" 2000 1001 "" 1.0 2 w 1
	  p 2 "Smith, John" 1900 1002 "" 0.0 1 b 0; } > "$T/1.trf"
	{ printf '012 E2\n042 2024/04/01\n'
	  p 1 "Smith,  J." 2010 1001 "" 0.5 2 w =
	  p 2 "Jones, Ann" 1950 1003 "" 0.5 1 b =; } > "$T/2.trf"
	parse -f trf "$T/1.trf" "$T/2.trf" > "$T/g.tsv"
	# two numbers, one name: two players; one number, two spellings: one
	[ "$(awk -F'\t' 'NR > 1 { print $5 }' "$T/g.tsv" | tr '\n' ' ')" = "1001 1002 1001 1003 " ]
	# the name is folded (inner spaces one) for display only
	[ "$(col name 3 < "$T/g.tsv")" = "Smith, J." ]
	printf 'type\tplayer\trating\nchess\t1001\t2000\nchess\t1002\t1900\nchess\t1003\t1950\n' > "$T/l.tsv"
	[ "$(rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv" | pick games player 1001)" = 32 ]
	# an unnumbered player with a numbered one's name: refused, naming both lines
	{ printf '012 E3\n042 2024/05/01\n'
	  p 1 "Smith, John" 2000 "" "" 0 2 w =
	  p 2 "Brown, Bo" 2000 1004 "" 0 1 b =; } > "$T/3.trf"
	run parse -f trf "$T/1.trf" "$T/3.trf"
	[ "$status" -eq 1 ]
	[[ "$output" == *'3.trf:3: player "Smith, John" (no FIDE number), and '*'1.trf:3: player "Smith, John", FIDE number 1001: a player without a FIDE number has the name of a numbered one'* ]]
	# two unnumbered players of one name in a file
	{ printf '012 E4\n042 2024/05/01\n'
	  p 1 "Doe, Jo" 1500 "" "" 0 2 w =
	  p 2 "Doe,  Jo" 1600 "" "" 0 1 b =; } > "$T/4.trf"
	run parse -f trf "$T/4.trf"
	[ "$status" -eq 1 ]
	[[ "$output" == *'4.trf:3: player "Doe, Jo" (no FIDE number), and '*'4.trf:4: player "Doe, Jo" (no FIDE number): two players of one name without FIDE numbers would be one player'* ]]
	# names are compared in their canonical form (NFC, one space): n + a
	# combining tilde (U+0303) is n-tilde (U+00F1)
	{ printf '012 E6\n042 2024/05/01\n'
	  p 1 "Mun~oz, Jo" 1500 "" "" 0 2 w = | sed 's/~/\xcc\x83/'
	  p 2 "Muñoz, Jo" 1600 "" "" 0 1 b =; } > "$T/6.trf"
	run parse -f trf "$T/6.trf"
	[ "$status" -eq 1 ]
	[[ "$output" == *'6.trf:4: player "Muñoz, Jo" (no FIDE number): two players of one name without FIDE numbers'* ]]
	# one FIDE number on two lines
	{ printf '012 E5\n042 2024/05/01\n'
	  p 1 "A" 1500 77 "" 0 2 w =
	  p 2 "B" 1600 077 "" 0 1 b =; } > "$T/5.trf"
	run parse -f trf "$T/5.trf"
	[ "$status" -eq 1 ]
	[[ "$output" == *'5.trf:4: player "B", FIDE number 77: one FIDE number on two lines of a tournament'* ]]
}

@test "trf: a malformed field gets file:line:col and what the format wants" {
	bad() {
		{ printf '012 T\n042 2024/03/01\n'; cat; } > "$T/x.trf"
		run parse -f trf "$T/x.trf"
		[ "$status" -eq 1 ]
		[[ "$output" == *"$1"* ]] || { echo "$output"; return 1; }
	}
	p x A 2000 1 "" 0 | bad 'x.trf:3:5: columns 5-8: expected a starting rank (1 to 9999), found "x"'
	p 1 A 20x0 1 "" 0 | bad 'x.trf:3:49: columns 49-52: expected a FIDE rating'
	p 1 A 2000 1a "" 0 | bad 'x.trf:3:58: columns 58-68: expected a FIDE number (digits), found "1a"'
	p 1 A 2000 1 "1990-1-1" 0 | bad 'x.trf:3:70: columns 70-79: expected a birth date YYYY/MM/DD (or YYYY)'
	p 1 A 2000 1 "" 0 2 x 1 | bad 'x.trf:3:97: column 97: expected a colour w, b or -, found "x"'
	p 1 A 2000 1 "" 0 2 w 7 | bad 'x.trf:3:99: column 99: expected a result (1 = 0 + - W D L H F U Z), found "7"'
	p 1 A 2000 1 "" 0 0000 - 1 | bad 'x.trf:3:92: round 1: result 1 is a game'"'"'s, and there is no opponent (0000)'
	{ p 1 A 2000 1 "" 0 2 w 1; p 2 B 2000 2 "" 0 1 b 1; } | bad 'x.trf:3:92: round 1: result 1, and opponent 2 (line 4) has 1'
	{ p 1 A 2000 1 "" 0 2 w 1; p 2 B 2000 2 "" 0 3 b 0; p 3 C 2000 3 "" 0 2 w 1; } | bad 'x.trf:3:92: round 1: opponent 2 (line 4) plays someone else'
	{ p 1 A 2000 1 "" 0 2 w 1; p 2 B 2000 2 "" 0 1 w 0; } | bad 'x.trf:3:92: round 1: both players have colour w (line 4)'
	{ p 1 A 2000 1 "" 0 9 w 1; } | bad 'x.trf:3:92: round 1: opponent 9 is not another player of the file'
	{ p 1 A 2000 1 "" 0; p 1 B 2000 2 "" 0; } | bad 'x.trf:4:5: starting rank 1 is also on line 3'
	printf 'hello\n' | bad 'x.trf:3:1: expected a TRF record (001 a player'
	printf '001\001\n' | bad 'x.trf:3:4: a control character (byte 0x01)'
	printf '001    1      X\tY\n' | bad "x.trf:3:16: a TAB (the format's columns are spaces)"
}

@test "trf: line ends LF, CR LF and CR read alike; Latin-1 with --encoding, else a clear error" {
	parse -f trf --date 2010-10-02 "$SHARED/trf-gros2010.trf" > "$T/crlf.tsv"
	tr -d '\r' < "$SHARED/trf-gros2010.trf" > "$T/lf.trf"
	tr -d '\n' < "$SHARED/trf-gros2010.trf" > "$T/cr.trf"
	parse -f trf --date 2010-10-02 --event "XX Open Internacional de Gros" "$T/lf.trf" | cmp - "$T/crlf.tsv"
	parse -f trf --date 2010-10-02 --event "XX Open Internacional de Gros" "$T/cr.trf" | cmp - "$T/crlf.tsv"
	# a Latin-1 name: "Muñoz" with n-tilde as one byte (0xf1) keeps its columns
	{ printf '012 T\n042 2024/03/01\n'; p 1 "Mu~oz, Ana" 2000 5 "" 1.0 2 w 1; p 2 "B" 2000 6 "" 0.0 1 b 0; } |
		sed 's/~/\xf1/' > "$T/l1.trf"
	run parse -f trf "$T/l1.trf"
	[ "$status" -eq 1 ]
	[[ "$output" == *"l1.trf:3: byte 17 is not UTF-8 (give --encoding latin-1 for an ISO 8859-1 file)"* ]]
	run parse -f trf --encoding latin-1 "$T/l1.trf"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col name 1)" = "Muñoz, Ana" ]
	[ "$(echo "$output" | col rtg 1)" = 2000 ]
	# the same name in UTF-8, padded by characters, reads the same
	iconv -f latin1 -t utf-8 "$T/l1.trf" > "$T/u8.trf"
	[ "$(parse -f trf "$T/u8.trf" | col rtg 1)" = 2000 ]
}

@test "trf: --ratings writes the TRF's ratings as a prior (unrated left out; born the year)" {
	run parse -f trf --ratings "$SHARED/trf-gros2010.trf"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "$(printf 'type\tplayer\trating\tborn\tname\tfederation')" ]
	# 41 rated players of 52 (072 says 41)
	[ "$(echo "$output" | awk 'NR > 1' | wc -l)" -eq 41 ]
	[ "$(echo "$output" | pick rating player 13400304)" = 2527 ]
	[ "$(echo "$output" | pick born player 13400304)" = 1978 ]
	[ "$(echo "$output" | pick rating player 2211882)" = "" ]
	# a player rated differently in a later file: the first file's, said
	{ printf '012 A\n'; p 1 X 2000 9 "" 0; } > "$T/a.trf"
	{ printf '012 B\n'; p 1 X 2010 9 "" 0; } > "$T/b.trf"
	parse -f trf --ratings "$T/a.trf" "$T/b.trf" > "$T/r.tsv" 2> "$T/err"
	[ "$(pick rating player 9 < "$T/r.tsv")" = 2000 ]
	[ "$(cat "$T/err")" = "parse: 1 player(s) have another rating in a later file: the first file's is written" ]
}

@test "trf: TRF-26: tag 162 points, a forfeit without an opponent, NRS and team records read and left" {
	{ printf '012 T26\n042 2026/01/10\n052 2026/01/14\n142 2\n162  W 3.0    D 1.0    L 0.0\n'
	  p 1 "A" 2000 11 "1990/00/00" 4.0 2 w 1 0000 - +
	  p 2 "B" 2000 12 "" 3.0 1 b 0 0000 - F
	  printf 'GER    1                                        1980\n310   1 Team                             T      2000      4.0    7.5   1     1    2\n240 H   1    1\n###  a comment\nXXR 2\n'; } > "$T/t.trf"
	parse -f trf "$T/t.trf" > "$T/t.tsv" 2> "$T/err"
	# points: a win 3 (W), a forfeit won 3 (W), a full-point bye 3 (W)
	[ "$(awk -F'\t' 'NR > 1 { printf "%s/%s/%s ", $11, $7, $10 }' "$T/t.tsv")" = "1//3 0//0 +/forfeit/3 F/bye/3 " ]
	[ "$(col born 1 < "$T/t.tsv")" = 1990 ]
	# the lines' points (4.0, 3.0) are not the sums (6, 3): said, not fatal
	[ "$(cat "$T/err")" = "parse: $T/t.trf: 1 player(s) with points (81-84) other than the sum of their rounds (first: line 6, 4 against 6)" ]
}

@test "trf: a pairing without a result yet is no row, and said" {
	{ printf '012 T\n042 2024/03/01\n'; p 1 A 2000 1 "" 1 2 w 1 2 b " "; p 2 B 2000 2 "" 0 1 b 0 1 w " "; } > "$T/p.trf"
	run parse -f trf "$T/p.trf"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | awk -F'\t' '$8 == 2' | wc -l)" -eq 0 ]
	[[ "$output" == *"p.trf: 1 pairing(s) without a result yet (rounds not played): no rows"* ]]
}

@test "trf: a TRF cut after any round gives the first rounds' rows; continuing mid-event is refused" {
	parse -f trf --date 2010-10-02 "$SHARED/trf-gros2010.trf" > "$T/all.tsv"
	for k in 1 2 3; do
		awk -v k=$k '/^001/ { $0 = substr($0, 1, 91 + 10 * k) } { print }' "$SHARED/trf-gros2010.trf" > "$T/cut.trf"
		parse -f trf --date 2010-10-02 "$T/cut.trf" 2> /dev/null > "$T/cut.tsv"
		awk -F'\t' -v k=$k 'NR == 1 || $8 <= k' "$T/all.tsv" | cmp - "$T/cut.tsv"
	done
	# the event is one rating period: rated up to round 2, it cannot be
	# continued with rounds 3 and 4 (the replay guard)
	parse -f trf --ratings "$SHARED/trf-gros2010.trf" > "$T/list.tsv"
	awk -F'\t' 'NR == 1 || $8 <= 2' "$T/all.tsv" > "$T/r12.tsv"
	awk -F'\t' 'NR == 1 || $8 > 2' "$T/all.tsv" > "$T/r34.tsv"
	rate -m elo -p fide -r "$T/list.tsv" "$T/r12.tsv" > "$T/mid.tsv" 2> /dev/null
	run rate -m elo -p fide -r "$T/mid.tsv" "$T/r34.tsv"
	[ "$status" -eq 1 ]
}

@test "trf: events rated whole = rated one by one with -r" {
	{ printf '012 E1\n042 2024/03/01\n'
	  p 1 A 2000 1 "" 0 2 w 1 3 b =
	  p 2 B 1900 2 "" 0 1 b 0 4 w 1
	  p 3 C 1800 3 "" 0 4 w = 1 w =
	  p 4 D 1700 4 "" 0 3 b = 2 b 0; } > "$T/e1.trf"
	sed 's/^012 E1/012 E2/; s#2024/03/01#2024/04/01#' "$T/e1.trf" > "$T/e2.trf"
	sed 's/^012 E1/012 E3/; s#2024/03/01#2024/05/01#' "$T/e1.trf" > "$T/e3.trf"
	parse -f trf --ratings "$T/e1.trf" > "$T/list.tsv"
	parse -f trf "$T/e1.trf" "$T/e2.trf" "$T/e3.trf" > "$T/all.tsv"
	rate -m elo -p fide -r "$T/list.tsv" "$T/all.tsv" > "$T/whole.tsv"
	cp "$T/list.tsv" "$T/prior.tsv"
	for e in e1 e2 e3; do
		parse -f trf "$T/$e.trf" | rate -m elo -p fide -r "$T/prior.tsv" > "$T/next.tsv"
		mv "$T/next.tsv" "$T/prior.tsv"
	done
	for x in 1 2 3 4; do
		[ "$(pick rating player $x < "$T/prior.tsv")" = "$(pick rating player $x < "$T/whole.tsv")" ]
		[ "$(pick games player $x < "$T/prior.tsv")" = "$(pick games player $x < "$T/whole.tsv")" ]
	done
	# A: E1 beat B (+100: .64) and drew C (+200: .76): K 20 (30 games):
	# 20 (1.5 - 1.40) = 2; E2 from 2002 ...: the three events moved A
	[ "$(pick rating player 1 < "$T/whole.tsv")" != 2000 ]
}

@test "trf: the Done-when check: a real TRF rated from a FIDE list equals a hand computation for every player" {
	# tests/formats/trf-hand.awk reads the TRF and the list itself (no ratepipe
	# code) and applies FIDE's 2024 rules (8.2, 8.3); the list is FIDE's
	# single-list layout made from the TRF's ratings (tests/formats/trf-list.awk)
	awk -v year=2010 -f "$BATS_TEST_DIRNAME/trf-list.awk" "$SHARED/trf-gros2010.trf" > "$T/list.txt"
	parse -f fide-list "$T/list.txt" > "$T/list.tsv"
	parse -f trf --date 2010-10-02 "$SHARED/trf-gros2010.trf" |
		rate -m elo -p fide2024 -r "$T/list.tsv" --history 2> /dev/null | rank -m report > "$T/r.tsv"
	awk -f "$BATS_TEST_DIRNAME/trf-hand.awk" "$T/list.txt" "$SHARED/trf-gros2010.trf" | sort > "$T/hand"
	awk -F'\t' 'NR > 1 { id = $4 ~ /^[0-9]+$/ ? $4 : 0
		if ($14 == "rated" || ($14 == "unrated" && $6 != "")) print id "\t" ($12 == "" ? 0 : $12)
		else if ($13 != "") print id "\tnew " $13; else print id "\tunrated" }' "$T/r.tsv" | sort > "$T/ours"
	diff "$T/hand" "$T/ours"
	# 41 rated players' changes, 11 unrated
	[ "$(grep -c 'unrated' "$T/hand")" -eq 11 ]
	[ "$(wc -l < "$T/hand")" -eq 52 ]
}
