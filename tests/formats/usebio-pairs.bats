#!/usr/bin/env bats
# parse -f usebio: a pair is its partnership.  A club file whose second
# session gives pair number 1 to another partnership (usebio-reused-pair.xml,
# written by hand) must not add the two partnerships' boards into one pair.
load ../helpers

@test "usebio: a pair number reused by another partnership is two pairs, never one" {
	parse -f usebio "$FIX/usebio-reused-pair.xml" > "$T/b.tsv"
	# session 1: pair 1 is Ann & Bob (national numbers 101, 102); session 2:
	# Eve & Fay (Fay has no number: their names); pair 2 is one partnership
	[ "$(cut -f 8 "$T/b.tsv" | paste -sd,)" = "ns,1 (101 & 102),3,1 (Eve Elm & Fay Fox),3" ]
	[ "$(cut -f 9 "$T/b.tsv" | paste -sd,)" = "ew,2,4,2,4" ]
	# ranked: five pairs.  Board 1 has two results a session (top 2): in
	# session 1 NS 420 beats NS 400 (pair 1 2 MP), in session 2 NS 400
	# loses to 420 (the new pair 1 0 MP); merged they would be one pair of
	# 2 boards, 2 MP of 4 (50%)
	score "$T/b.tsv" | rank -m bridge > "$T/r.tsv"
	[ "$(awk 'NR > 1' "$T/r.tsv" | wc -l)" -eq 5 ]
	[ "$(pick boards pair '1 (101 & 102)' < "$T/r.tsv")" = 1 ]
	[ "$(pick pct pair '1 (101 & 102)' < "$T/r.tsv")" = 100 ]
	[ "$(pick pct pair '1 (Eve Elm & Fay Fox)' < "$T/r.tsv")" = 0 ]
	[ "$(pick boards pair 2 < "$T/r.tsv")" = 2 ]
}

@test "usebio: one partnership a number for the whole event keeps its bare number" {
	# session 2's pair 1 made Ann & Bob again: one pair over both sessions
	sed 's|<PLAYER_NAME>Eve Elm</PLAYER_NAME><NATIONAL_ID_NUMBER>105|<PLAYER_NAME>Ann Ash</PLAYER_NAME><NATIONAL_ID_NUMBER>101|;
	     s|<PLAYER_NAME>Fay Fox</PLAYER_NAME>|<PLAYER_NAME>Bob Birch</PLAYER_NAME><NATIONAL_ID_NUMBER>102</NATIONAL_ID_NUMBER>|' \
		"$FIX/usebio-reused-pair.xml" > "$T/same.xml"
	parse -f usebio "$T/same.xml" > "$T/b.tsv"
	[ "$(cut -f 8 "$T/b.tsv" | paste -sd,)" = "ns,1,3,1,3" ]
	score "$T/b.tsv" | rank -m bridge > "$T/r.tsv"
	[ "$(pick boards pair 1 < "$T/r.tsv")" = 2 ]
}
