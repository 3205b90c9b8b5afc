#!/usr/bin/env bats
# Loose checks made tight: duplicate window entries, the number rule for
# places, control characters, padded player names, year 0001, the exact
# line limit, --help of every mode.
load ../helpers

results() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	printf '2020-01-01\tE\t1\tclasic\tA\t%s\n' "$1"
	printf '2020-01-01\tE\t1\tclasic\tB\t%s\n' "${2:-2}"
}

@test "checks: -n with a type given twice is a usage error (window, rate)" {
	results 1 > "$T/r.tsv"
	run window -n clasic=5,clasic=6 "$T/r.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *"clasic=5,clasic=6: a type is given twice"* ]]
	run rate -m frsc -n clasic=5,eliptic=3,clasic=5 "$T/r.tsv"
	[ "$status" -eq 2 ]
	# distinct types stay fine
	run window -n clasic=5,eliptic=6 "$T/r.tsv"
	[ "$status" -eq 0 ]
}

@test "checks: a place is digits only, as the state readers take counts" {
	for p in +1 -1 ' 1' '1 ' 1.0 1e0 0x1 ''; do
		results "$p" > "$T/r.tsv"
		run parse "$T/r.tsv"
		[ "$status" -eq 1 ] || { echo "place \"$p\" accepted"; false; }
		[[ "$output" == *"$T/r.tsv:2:6: column \"place\": expected a positive integer, found \"$p\""* ]]
		run score "$T/r.tsv"
		[ "$status" -eq 1 ]
	done
	# leading zeros read as the number, as in a state's counts (k=01)
	results 01 02 > "$T/r.tsv"
	run score "$T/r.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col rank 2)" = 2 ]
}

@test "checks: every whole number is an optional minus and digits, no plus" {
	# a count in a ratings file (rank -m fibs: experience)
	printf 'type\tplayer\trating\tgames\tstatus\tlast\texperience\nbackgammon\tA\t1500\t3\tactive\t2020-01-01\t+300\n' > "$T/f.tsv"
	run rank -m fibs "$T/f.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"$T/f.tsv:2:7: column \"experience\""*'found "+300"'* ]]
	sed 's/+300/0300/' "$T/f.tsv" > "$T/z.tsv"
	run rank -m fibs "$T/z.tsv"
	[ "$status" -eq 0 ]
	# a match length, and the options' numbers
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tlength\n2020-01-01\tE\t1\tbackgammon\tA\t1\t+5\n2020-01-01\tE\t1\tbackgammon\tB\t2\t5\n' > "$T/l.tsv"
	run parse "$T/l.tsv"
	[ "$status" -eq 1 ]
	results 1 > "$T/r.tsv"
	run window -n +5 "$T/r.tsv"
	[ "$status" -eq 2 ]
	run format --text -d +1 "$T/r.tsv"
	[ "$status" -eq 2 ]
	run rank --min-games +1 "$T/f.tsv"
	[ "$status" -eq 2 ]
	# negative where a rule allows it: a bridge score
	printf 'board\tns\tew\tscore\n1\t1\t2\t-100\n1\t3\t4\t+100\n' > "$T/b.tsv"
	run score -m matchpoints "$T/b.tsv"
	[ "$status" -eq 1 ]
	sed 's/+100/100/' "$T/b.tsv" > "$T/b2.tsv"
	run score -m matchpoints "$T/b2.tsv"
	[ "$status" -eq 0 ]
}

@test "checks: control characters are refused with file:line:col, never printed" {
	# ESC in a name (a terminal escape), CR inside a line, BEL, DEL
	for c in '\033[31m' '\r' '\007' '\177' '\001'; do
		printf "date\tevent\tgame\ttype\tplayer\tplace\n2020-01-01\tE\t1\tclasic\tA${c}X\t1\n" > "$T/c.tsv"
		for prog in parse score "window -n 3" format "format --text"; do
			run $prog "$T/c.tsv"
			[ "$status" -eq 1 ] || { echo "$prog accepted $c"; false; }
			[[ "$output" == *"$T/c.tsv:2:5: expected text without control characters, found \"A\\x"* ]]
			# the message shows it escaped: no raw control byte on any stream
			! printf '%s' "$output" | LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]'
		done
	done
	# in the header, and in a later field: the column counts the TABs
	printf 'date\tev\033ent\n' > "$T/h.tsv"
	run parse "$T/h.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"$T/h.tsv:1:2: expected text without control characters, found \"ev\\x1B\" (byte 0x1B)"* ]]
	# a CR at the end of a line is a line end, accepted
	results 1 | sed 's/$/\r/' > "$T/crlf.tsv"
	results 1 > "$T/lf.tsv"
	[ "$(parse "$T/crlf.tsv")" = "$(parse "$T/lf.tsv")" ]
}

@test "checks: a player name with leading or trailing spaces: parse trims it, the other stages refuse it" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2020-01-01\tE\t1\tclasic\tA \t1\n2020-01-01\tE\t1\tclasic\tB\t2\n' > "$T/s.tsv"
	for prog in score "window -n 3" "rate -m frsc -n 3"; do
		run $prog "$T/s.tsv"
		[ "$status" -eq 1 ]
		[ "${lines[-1]}" = "${prog%% *}: $T/s.tsv:2:5: column \"player\": expected a player name that neither begins nor ends with a space (U+0020 at byte 2); parse writes it so, found \"A \"" ]
	done
	[ "$(parse "$T/s.tsv" 2>/dev/null | col player 1)" = A ]
	sed 's/\tA \t/\t A\t/' "$T/s.tsv" > "$T/l.tsv"
	[ "$(parse "$T/l.tsv" 2>/dev/null | col player 1)" = A ]
	# a no-break space (U+00A0) at either end too, and inside: one space
	sed $'s/\tA \t/\tA\xc2\xa0Z\xc2\xa0\t/' "$T/s.tsv" > "$T/n.tsv"
	[ "$(parse "$T/n.tsv" 2>/dev/null | col player 1)" = "A Z" ]
	run score "$T/n.tsv"
	[ "$status" -eq 1 ]
	sed 's/\tA \t/\tA Z\t/' "$T/s.tsv" > "$T/ok.tsv"
	run parse "$T/ok.tsv"
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat "$T/ok.tsv")" ]
}

year1() {
	printf 'type\tplayer\trating\tgames\tstatus\tlast\texperience\n'
	printf 'backgammon\ta\t1600\t9\tactive\t0001-02-01\t150\n'
	printf 'backgammon\tb\t1550\t9\tactive\t0001-01-01\t150\n'
}

@test "checks: year 0001 is data: rank -m fibs, --purge before year 1" {
	year1 > "$T/y.tsv"
	# the season before year 1's began before any date: both are numbered
	run rank -m fibs "$T/y.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick pos player b)" = 2 ]
	run rank -m fibs --season-start 07-01 "$T/y.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick pos player b)" = 2 ]
	# 2y before 0001-01-01 lies before the calendar: nobody is purged
	run rank --purge 2y --as-of 0001-01-01 "$T/y.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick pos player b)" = 2 ]
	run rank --purge 13m --as-of 0001-12-31 "$T/y.tsv"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 3 ]
	# 30 days before 0001-01-31 is 0001-01-01: b (last that day) stays;
	# 29 days before is 0001-01-02: b is purged
	run rank --purge 30d --as-of 0001-01-31 "$T/y.tsv"
	[ "${#lines[@]}" -eq 3 ]
	run rank --purge 29d --as-of 0001-01-31 "$T/y.tsv"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 2 ]
}

# A header, three short rows, then line 5 of N bytes before its newline.
long_line() {
	printf 'x\n1\n2\n3\n'
	head -c "$1" /dev/zero | tr '\0' a
	printf '\n'
}

@test "checks: the line limit is exact: 64 MiB before the newline, line named" {
	local max=$((64 << 20))
	long_line "$max" > "$T/ok.tsv"
	# the 64 MiB outputs go to a file, not through run: run would hold
	# them in $output and split them into $lines, most of this test's time
	format "$T/ok.tsv" > "$T/out"	# exit 0, or the test fails here
	[ "$(wc -c < "$T/out")" -eq $((8 + max + 1)) ]
	long_line $((max + 1)) > "$T/big.tsv"
	run format "$T/big.tsv"
	[ "$status" -eq 1 ]
	[ "${lines[-1]}" = "format: $T/big.tsv:5: line longer than 64 MiB (67108864 bytes before its newline)" ]
	# a CR before the newline counts: 64 MiB - 1 bytes and a CR pass
	{ printf 'x\n1\n2\n3\n'; head -c $((max - 1)) /dev/zero | tr '\0' a; printf '\r\n'; } > "$T/cr.tsv"
	format "$T/cr.tsv" > /dev/null	# exit 0, or the test fails here
	# the last line without a newline: the same limit
	head -c -1 "$T/big.tsv" > "$T/nonl.tsv"
	run format "$T/nonl.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"$T/nonl.tsv:5: line longer than 64 MiB"* ]]
	rm -f "$T"/*.tsv "$T/out"
}

@test "checks: --help of every mode, wherever it stands" {
	for cmd in "rank --compare --help" "rank --compare -h" "rank --compare x.tsv --help" \
	    "rank --eval --help" "rank --general --help" "rank -m fibs --help" \
	    "rank -m bridge --help" "rank -m naspa --help" "rank -m traveller --help" "rank -m eval --help" \
	    "format --svg --help" "format --html --help" "format --text --help" \
	    "format --markdown --help" "score -m places --help" "score -m matchpoints --help" \
	    "score -m butler --help" "score -m cross-imps --help" "parse -f tsv --help" \
	    "parse -f csv --help" "parse -f tsh --help" "parse -f bridge --help" \
	    "parse -f pairs --help" "parse -f pgn --help" "window --help" \
	    "rate -m frsc --help" "rate -m elo --help" "value -m elo --help"; do
		run $cmd < /dev/null
		[ "$status" -eq 0 ] || { echo "$cmd: exit $status: $output"; false; }
		[[ "${lines[0]}" == usage:* ]] || { echo "$cmd: $output"; false; }
	done
}
