#!/usr/bin/env bats
# parse -f fide-list: FIDE's rating list downloads (TXT, XML) to a list for
# rate -r (parse(1), doc/rules/fide.md "FIDE's list as prior").
load ../helpers

@test "fide-list: real lines of the combined TXT list (2012 layout): a row per rating" {
	run parse -f fide-list "$SHARED/fide-list-2012.txt"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "$(printf 'type\tplayer\trating\tk\tborn\tname\tfederation\ttitle\tflag')" ]
	# 10207538: standard 1840 (SK 40), rapid 1836 (20), blitz 1860 (20), born 1974
	[ "${lines[1]}" = "$(printf 'chess\t10207538\t1840\t40\t1974\tA E M, Doshtagir\tBAN\t\t')" ]
	[ "${lines[2]}" = "$(printf 'rapid\t10207538\t1836\t20\t1974\tA E M, Doshtagir\tBAN\t\t')" ]
	[ "${lines[3]}" = "$(printf 'blitz\t10207538\t1860\t20\t1974\tA E M, Doshtagir\tBAN\t\t')" ]
	# 7704658 has no rating (and B-day 0000): no row; 5031605 standard only, flag wi
	[ "$(echo "$output" | grep -c 7704658)" -eq 0 ]
	[ "$(echo "$output" | awk -F'\t' '$2 == 5031605' | wc -l)" -eq 1 ]
	[ "$(echo "$output" | pick flag player 5031605)" = wi ]
	[ "$(echo "$output" | pick title player 1701991)" = IM ]
	[ "$(echo "$output" | pick k player 1701991)" = 10 ]
}

@test "fide-list: a single list (January 2023, FOA column, the month as the rating's name)" {
	run parse -f fide-list --types standard "$FIX/fide-list-2023.txt"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | awk 'NR > 1' | wc -l)" -eq 3 ]
	[ "$(echo "$output" | pick rating player 25121731)" = 1063 ]
	[ "$(echo "$output" | pick type player 25121731)" = standard ]
	[ "$(echo "$output" | pick k player 4804929)" = 20 ]
	[ "$(echo "$output" | pick born player 4804929)" = 2001 ]
	[ "$(echo "$output" | pick name player 4804929)" = "A-ALI, Sali Abbas Abdulzahra" ]
	# --types: an empty one leaves its list out
	[ "$(parse -f fide-list --types chess,, "$SHARED/fide-list-2012.txt" | awk 'NR > 1' | cut -f 1 | sort -u)" = chess ]
}

@test "fide-list: the XML download reads the same as the TXT" {
	{ printf '<?xml version="1.0" encoding="UTF-8"?>\n<playerslist>\n'
	  printf '<player>\n<fideid>10207538</fideid>\n<name>A E M, Doshtagir</name>\n<country>BAN</country>\n<sex>M</sex>\n<title></title>\n<w_title></w_title>\n<o_title></o_title>\n<foa_title></foa_title>\n<rating>1840</rating>\n<games>0</games>\n<k>40</k>\n<rapid_rating>1836</rapid_rating>\n<rapid_games>0</rapid_games>\n<rapid_k>20</rapid_k>\n<blitz_rating>1860</blitz_rating>\n<blitz_games>0</blitz_games>\n<blitz_k>20</blitz_k>\n<birthday>1974</birthday>\n<flag></flag>\n</player>\n'
	  printf '<player><fideid>5031605</fideid><name>A, Akshaya</name><country>IND</country><sex>F</sex><title></title><rating>2014</rating><games>0</games><k>20</k><rapid_rating></rapid_rating><rapid_k></rapid_k><blitz_rating></blitz_rating><blitz_k></blitz_k><birthday>1994</birthday><flag>wi</flag></player>\n'
	  printf '<player><fideid>7704658</fideid><name></name><country>TTO</country><sex>M</sex><rating></rating><birthday>0000</birthday></player>\n</playerslist>\n'; } > "$T/l.xml"
	parse -f fide-list "$T/l.xml" > "$T/x.tsv"
	parse -f fide-list "$SHARED/fide-list-2012.txt" | head -n 5 | cmp - "$T/x.tsv"
	# entities: &amp; in a name
	sed -i 's/A, Akshaya/A \&amp; B/' "$T/l.xml"
	[ "$(parse -f fide-list "$T/l.xml" | pick name player 5031605)" = "A & B" ]
	printf '<playerslist><player><fideid>12x</fideid><rating>2000</rating></player></playerslist>' > "$T/b.xml"
	run parse -f fide-list "$T/b.xml"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.xml:1: expected a FIDE number (digits), found "12x"'* ]]
}

@test "fide-list: a header it does not know, and bad fields, are errors with the line" {
	printf 'ID Number      Name   Rating\n1  A  2000\n' > "$T/h.txt"
	run parse -f fide-list "$T/h.txt"
	[ "$status" -eq 1 ]
	[[ "$output" == *'h.txt:1:23: expected a FIDE list header word (ID Number, Name, Fed, ... B-day, Flag), found "Rating"'* ]]
	sed 's/^10207538 /1020753x /' "$SHARED/fide-list-2012.txt" > "$T/b.txt"
	run parse -f fide-list "$T/b.txt"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.txt:2: expected a FIDE number (digits), found "1020753x"'* ]]
	# a line out of its header's columns (here: the name dropped from the
	# header) is refused, not read as other fields (found by fuzzing)
	sed '1s/Name     //' "$FIX/fide-list-2023.txt" > "$T/n.txt"
	run parse -f fide-list "$T/n.txt"
	[ "$status" -eq 1 ]
	[[ "$output" == *'n.txt:1:1: a FIDE list header needs "ID Number", "Name" and a rating column'* ]]
	sed '1s/Name    /Name/' "$FIX/fide-list-2023.txt" > "$T/m.txt"
	run parse -f fide-list "$T/m.txt"
	[ "$status" -eq 1 ]
	[[ "$output" == *'m.txt:2: player 25121731: expected a year of birth (YYYY), found "40 19"'* ]]
}

@test "fide-list: as a prior, its K and year of birth feed FIDE's rules" {
	parse -f fide-list "$SHARED/fide-list-2012.txt" > "$T/l.tsv"
	# 10207538 (standard 1840, SK 40: fewer than 30 games, born 1974) beats
	# 5031605 (2014, SK 20): 174 below, .27: K 40, 40 * .73 = 29.2 -> 29
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2012-06-01\tE\t1\tchess\t10207538\t1\n2012-06-01\tE\t1\tchess\t5031605\t2\n' > "$T/g.tsv"
	rate -m elo -p fide -r "$T/l.tsv" "$T/g.tsv" > "$T/r.tsv"
	[ "$(awk -F'\t' '$1 == "chess" && $2 == 10207538 { print $3 }' "$T/r.tsv")" = 1869 ]
	# 5031605: K 20 (the list's), 20 * -.73 = -14.6 -> -15
	[ "$(pick rating player 5031605 < "$T/r.tsv")" = 1999 ]
	# the state keeps the year of birth, and (--period month, FIDE's) the
	# list's K and the month's unrounded change until the month's list
	[ "$(awk -F'\t' '$1 == "chess" && $2 == 10207538 { print $7 }' "$T/r.tsv")" = "rated k 40 born 1974 month 201206 pend 29.2 at 40 games 1 base 1840" ]
	# the rapid and blitz rows are in the prior, untouched
	[ "$(awk -F'\t' '$1 == "rapid" && $2 == 10207538 { print $3 }' "$T/r.tsv")" = 1836 ]
}

@test "fide-list: 100,000 lines stream through in flat memory" {
	awk 'NR == 1 { print; next } NR == 2 { l = $0 } END { for (i = 0; i < 100000; i++) { s = l; id = sprintf("%-15d", 20000000 + i); print id substr(s, 16) } }' "$SHARED/fide-list-2012.txt" > "$T/big.txt"
	parse -f fide-list --types chess,, "$T/big.txt" > "$T/big.tsv"
	[ "$(wc -l < "$T/big.tsv")" -eq 100001 ]
	[ "$(tail -n 1 "$T/big.tsv" | cut -f 2)" = 20099999 ]
}
