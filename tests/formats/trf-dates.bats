#!/usr/bin/env bats
# parse -f trf: the dates of 042/052 (first and last day) in the forms real
# files write (TRF-16 leaves them free), the file's own day/month order, and
# 132's two-digit years in the file's century (issue 41 item 6).
load ../helpers
load ../trf

# A one-round file: 042 FIRST, 052 LAST ("-": no record), no 132.
trf() {
	printf '012 T\n'
	[ "$1" = - ] || printf '042 %s\n' "$1"
	[ "$2" = - ] || printf '052 %s\n' "$2"
	p 1 A 2000 111 "" 1.0 2 w 1
	p 2 B 2000 222 "" 0.0 1 b 0
}

@test "trf dates: the real Gros 2010 file (042 24/09/2010) reads without --date" {
	run sh -c "parse -f trf '$SHARED/trf-gros2010.trf' 2> /dev/null"
	[ "$status" -eq 0 ]
	# no 132: every round on the last day, 052 02/10/2010 (day first: 042's 24)
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { print $1 }' | sort -u)" = 2010-10-02 ]
	[ "$(echo "$output" | md5sum)" = "$(parse -f trf --date 2010-10-02 "$SHARED/trf-gros2010.trf" | md5sum)" ]
}

@test "trf dates: every form real files write, one date" {
	for d in 2010/10/02 2010-10-02 2010.10.02 02/10/2010 02.10.2010 02-10-2010 2/10/2010; do
		trf 24/09/2010 "$d" > "$T/a.trf"
		[ "$(parse -f trf "$T/a.trf" | col date 1)" = 2010-10-02 ]
	done
	# month first, told by the first day's 24 in second place
	trf 09/24/2010 10/02/2010 > "$T/m.trf"
	[ "$(parse -f trf "$T/m.trf" | col date 1)" = 2010-10-02 ]
	# lichess's form
	trf "Sep 24, 2010" "Oct 2, 2010" > "$T/l.trf"
	[ "$(parse -f trf "$T/l.trf" | col date 1)" = 2010-10-02 ]
	# day and month equal: no order needed
	trf - 05/05/2010 > "$T/e.trf"
	[ "$(parse -f trf "$T/e.trf" | col date 1)" = 2010-05-05 ]
}

@test "trf dates: an ambiguous date is refused with its line and the fix" {
	# the date read (052) has day = month: read, whatever the order
	trf 03/04/2010 04/04/2010 > "$T/a.trf"
	[ "$(parse -f trf "$T/a.trf" | col date 1)" = 2010-04-04 ]
	trf 03/04/2010 05/04/2010 > "$T/b.trf"
	run parse -f trf "$T/b.trf"
	[ "$status" -eq 1 ]
	[[ $output == *'b.trf:3:5: 052 (last day) "05/04/2010": the day and the month cannot be told apart (no date of 042 or 052 has a number over 12): give --date-order dmy (day first) or mdy (month first), or --date'* ]]
	[ "$(parse -f trf --date-order dmy "$T/b.trf" | col date 1)" = 2010-04-05 ]
	[ "$(parse -f trf --date-order mdy "$T/b.trf" | col date 1)" = 2010-05-04 ]
	# --date-order ymd and a year last: said
	run parse -f trf --date-order ymd "$T/b.trf"
	[ "$status" -eq 1 ]
	[[ $output == *'b.trf:3:5: 052 (last day) "05/04/2010": the year comes last, and --date-order ymd says it comes first'* ]]
	run parse -f trf --date-order ydm "$T/b.trf"
	[ "$status" -eq 2 ]
	# 042 day first, 052 month first: the file contradicts itself
	trf 24/09/2010 09/25/2010 > "$T/c.trf"
	run parse -f trf "$T/c.trf"
	[ "$status" -eq 1 ]
	[[ $output == *'c.trf:3:5: 052 "09/25/2010" writes the month first and 042 "24/09/2010" the day, or the reverse'* ]]
	# not a date
	trf - 31/02/2010 > "$T/d.trf"
	run parse -f trf "$T/d.trf"
	[ "$status" -eq 1 ]
	[[ $output == *'d.trf:2:5: 052 (last day) "31/02/2010": not a date (read as 2010-02-31)'* ]]
}

@test "trf dates: 132's two-digit years take the file's century from 042/052" {
	r132() { printf '132%88s%s  %s\n' "" "$1" "$2"; }
	{ printf '012 T\n042 1999/12/30\n052 2000/01/02\n'; r132 99/12/30 00/01/02
	  p 1 A 2000 111 "" 1.0 2 w 1 2 b 0
	  p 2 B 2000 222 "" 1.0 1 b 0 1 w 1; } > "$T/a.trf"
	# 1999 and 2000 (the year within 50 of 042's), never 2099
	[ "$(parse -f trf "$T/a.trf" | awk -F'\t' 'NR > 1 { print $1 }' | sort -u | paste -sd,)" = 1999-12-30,2000-01-02 ]
	# a 1986 event: 86/05/01 is 1986, not 2086
	{ printf '012 T\n042 01.05.1986\n'; r132 86/05/01 86/05/02
	  p 1 A 2000 111 "" 1.0 2 w 1 2 b 0
	  p 2 B 2000 222 "" 1.0 1 b 0 1 w 1; } > "$T/b.trf"
	[ "$(parse -f trf "$T/b.trf" | col date 1)" = 1986-05-01 ]
	# without 042/052: 20YY, as before
	{ printf '012 T\n'; r132 24/03/01
	  p 1 A 2000 111 "" 1.0 2 w 1
	  p 2 B 2000 222 "" 0.0 1 b 0; } > "$T/c.trf"
	[ "$(parse -f trf "$T/c.trf" | col date 1)" = 2024-03-01 ]
}
