#!/usr/bin/env bats
# parse -f egd on tables as OpenGotha and other programs write them
# (issue 36 item 4): lines without their number, and ISO 8859-1 bytes
# with --encoding.  The tables are written by hand in OpenGotha's layout;
# each test derives what parse must say.
load ../helpers

# Four players, two rounds.  Line 2 (Svoboda) and line 4 (Cerny) have no
# number, as OpenGotha leaves some out.  The numbered lines are 1 and 3;
# so line 2 sits between 1 and 3: number 2, line 4 ends the table after 3:
# number 4.  The opponents agree: round 1 is 1-2 and 3-4 (1 has 2+, 3 has
# 4-), round 2 is 1-3 and 2-4 (Svoboda has 4+, Cerny has 2-).
table4() {
	cat <<'T'
; TC[T240316Y]
; DT[2024-03-16]
; HA[h9]
  1 Novak Jan      2d CZ Brno  2+/w0  3+/b0 |11111111
    Svoboda Eva    1d CZ Prah  1-/b0  4+/w0 |22222222
  3 Dvorak Petr    1k SK Bra   4-/b0  1-/w0 |33333333
    Cerny Tomas    2k CZ Brno  3+/w0  2-/b0
T
}

@test "parse -f egd: a line without its number takes it from the line order" {
	table4 > "$T/t.h9"
	run parse -f egd "$T/t.h9"
	[ "$status" -eq 0 ]
	# 4 players x 2 rounds, no byes: 8 rows
	[ "$(echo "$output" | wc -l)" -eq 9 ]
	# round 1: 1-2 (Novak won) and 3-4 (Cerny won)
	[ "$(echo "$output" | awk -F'\t' '$3 == "1/1-2" { print $5, $6 }' | tr '\n' ,)" = "11111111 1,22222222 2," ]
	[ "$(echo "$output" | awk -F'\t' '$3 == "1/3-4" { print $5, $6 }' | tr '\n' ,)" = "33333333 2,Cerny Tomas 1," ]
	# round 2: 2-4 (Svoboda won, white)
	[ "$(echo "$output" | awk -F'\t' '$3 == "2/2-4" { print $5, $6, $9 }' | tr '\n' ,)" = "22222222 1 w,Cerny Tomas 2 b," ]
}

@test "parse -f egd: a table whose lines all lack numbers is numbered 1, 2, 3 ..." {
	table4 | sed 's/^  [13] /    /' > "$T/t.h9"
	run parse -f egd "$T/t.h9"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | awk -F'\t' '$3 == "2/1-3" { print $5 }' | tr '\n' ,)" = "11111111,33333333," ]
}

# Two lines without a number between 1 and 3: the order cannot give two
# numbers to one gap (3 - 1 - 1 = 1 place for 2 lines); and a line whose
# number by order (2) the opponents contradict.  Every such line is named.
@test "parse -f egd: every line the order cannot number is named, then refused" {
	cat > "$T/t.h9" <<'T'
; TC[X]
; DT[2024-03-16]
; HA[h9]
  1 Novak Jan      2d CZ Brno  2+/w0 |11111111
    Svoboda Eva    1d CZ Prah  1-/b0 |22222222
    Kral Ivo       1d CZ Prah  0+    |44444444
  3 Dvorak Petr    1k SK Bra   0+    |33333333
    Cerny Tomas    2k CZ Brno  0+
T
	run parse -f egd "$T/t.h9"
	[ "$status" -eq 1 ]
	echo "$output" | grep -qF "t.h9:5: the line has no player number (\"Svoboda Eva\"): the line order does not give one (2 lines without a number between numbers 1 and 3)"
	echo "$output" | grep -qF "t.h9:6: the line has no player number (\"Kral Ivo\")"
	echo "$output" | grep -qF "t.h9:5: 2 lines without a player number"
	# line 8 (Cerny) is numbered 4 after 3: it is not named
	! echo "$output" | grep -qF "Cerny"
}

@test "parse -f egd: a number by order that the opponents contradict is named" {
	# Svoboda between 1 and 3 would be 2, but player 1 played 4 in round
	# 1 and Svoboda's own result names 1: Novak's line disagrees.
	cat > "$T/t.h9" <<'T'
; TC[X]
; DT[2024-03-16]
; HA[h9]
  1 Novak Jan      2d CZ Brno  4+/w0 |11111111
    Svoboda Eva    1d CZ Prah  1-/b0 |22222222
  3 Dvorak Petr    1k SK Bra   0+    |33333333
  4 Cerny Tomas    2k CZ Brno  1-/b0
T
	run parse -f egd "$T/t.h9"
	[ "$status" -eq 1 ]
	echo "$output" | grep -qF "t.h9:5: the line has no player number (\"Svoboda Eva\"): the line order gives 2, but in round 1 the line of player 1 disagrees"
	echo "$output" | grep -qF "t.h9:5: 1 line without a player number"
}

# Juvisy-style ISO 8859-1: "Lefèvre Aimé" written as Latin-1 bytes
# (è = 0xe8, é = 0xe9).  With --encoding latin-1 the name is UTF-8
# (è = c3 a8, é = c3 a9); without, line 4 column 8 (the 0xe8 after "  1 Lef") is refused.
latin1_table() {
	printf '; TC[J]\n; DT[2019-06-01]\n; HA[h9]\n'
	printf '  1 Lef\xe8vre Aim\xe9 2d FR Juvi 2+/w0 |11111111\n'
	printf '  2 Martin Paul   1d FR Juvi 1-/b0 |22222222\n'
}

@test "parse -f egd --encoding latin-1: ISO 8859-1 names read as UTF-8" {
	latin1_table > "$T/j.h9"
	run parse -f egd --encoding latin-1 "$T/j.h9"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | awk -F'\t' '$5 == "11111111" { print $12 }')" = "$(printf 'Lef\xc3\xa8vre Aim\xc3\xa9')" ]
	run parse -f egd --encoding latin1 "$T/j.h9"
	[ "$status" -eq 0 ]
}

@test "parse -f egd: Latin-1 bytes without --encoding: file:line:col, what to give" {
	latin1_table > "$T/j.h9"
	run parse -f egd "$T/j.h9"
	[ "$status" -eq 1 ]
	echo "$output" | grep -qF "j.h9:4:8: expected UTF-8 text, found byte 0xe8 (give --encoding latin-1 for an ISO 8859-1 file)"
	run parse -f egd --encoding cp437 "$T/j.h9"
	[ "$status" -eq 2 ]
	echo "$output" | grep -qF -- "--encoding cp437: expected utf-8 or latin-1"
}
