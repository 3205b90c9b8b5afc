#!/usr/bin/env bats
# The bad-input matrix: every program against every kind of broken (or
# merely unusual) input.  Table-driven: a program is one line of
# PROGRAMS (and UNKNOWN), a kind of input is one @test.  The matrix is
# in badinput.bash; its kinds of numbers, places, dates, players and
# names are in badinput-values.bats, a file of its own so that it runs
# beside this one (the matrix was the suite's longest file).
#
# An error must exit 1 (data) or 2 (usage), print one message naming
# file:line, and leave on stdout only whole records (no half row).
# What is accepted (CRLF, BOM, a 1 MiB field, a header alone) must give
# the defined output: the same as the clean input.
load ../helpers
load programs
load badinput

@test "badinput: empty file" { matrix empty; }
@test "badinput: header only gives the header alone" { matrix header-only; }
@test "badinput: no header" { matrix no-header; }
@test "badinput: a required column is missing" { matrix missing-column; }
@test "badinput: a column name appears twice" { matrix duplicate-column; }
@test "badinput: a row with an extra field" { matrix extra-field; }
@test "badinput: a row with a missing field" { matrix missing-field; }
@test "badinput: CRLF line ends give the same output" { matrix crlf; }
@test "badinput: a BOM gives the same output" { matrix bom; }
@test "badinput: a 1 MiB field passes whole" { matrix big-field; }
@test "badinput: an embedded NUL" { matrix nul; }
@test "badinput: invalid UTF-8 in a name" { matrix bad-utf8; }
@test "badinput: control characters (ESC, CR inside a line)" { matrix control-esc; matrix control-cr; }
@test "badinput: unknown model, profile, format, method: usage error" {
	local cmd fails=0 RATINGS=$FIX/ratings4.tsv
	for cmd in "${UNKNOWN[@]}"; do
		status=0
		eval "$cmd" '"$SHARED/eliptic3.tsv"' > "$T/out" 2> "$T/err" || status=$?
		if [ "$status" -ne 2 ] || [ -s "$T/out" ] || ! grep -q "^${cmd%% *}: .*nosuch" "$T/err"; then
			echo "$cmd: exit $status, expected 2 and a message naming nosuch:"; cat "$T/err"
			fails=$((fails + 1))
		fi
	done
	[ "$fails" -eq 0 ]
}

@test "badinput: an unknown flag: usage error" {
	local entry name kind cmd fails=0 RATINGS=$FIX/ratings4.tsv
	for entry in "${PROGRAMS[@]}"; do
		IFS='|' read -r name kind cmd <<< "$entry"
		status=0
		eval "$cmd" --no-such-flag '"$SHARED/eliptic3.tsv"' > "$T/out" 2> "$T/err" || status=$?
		if [ "$status" -ne 2 ] || [ -s "$T/out" ] || ! grep -q "^${cmd%% *}: " "$T/err"; then
			echo "$name: exit $status, expected 2 and a message:"; cat "$T/err"
			fails=$((fails + 1))
		fi
	done
	[ "$fails" -eq 0 ]
}

# rate -r reads a ratings file with the model's state: each broken state
# is a data error naming prior.tsv:2:7 (the _state column), never a
# crash, a huge allocation or an overflow.  One line per model and state.
PRIOR_STATES=(
	"-m frsc -n 3|k=1 n=999999999999 1:100"	# was: calloc of 10^12 slots
	"-m frsc -n 3|k=9223372036854775807 n=3 9223372036854775807:100"	# was: k overflowed at the next game
	"-m frsc -n 3|k=1 n=3 +1:100"		# was: strtol took the sign
	"-m frsc -n 3|k= 1 n=3 1:100"		# was: strtol skipped the space
	"-m frsc -n 3|k=1 n=3 1:nan"
	"-m frsc -n 3|k=1 n=3 1:1e400"
	"-m frsc -n 3|k=2 n=3 1:100 1:50"
	"-m frsc -n 3|k=5 n=3 1:100"
	"-m frsc -n 3|k=1 n=0 1:100"
	"-m frsc -n 3|"
)

@test "badinput: rate -r with a broken model state" {
	local entry flags st status fails=0
	for entry in "${PRIOR_STATES[@]}"; do
		IFS='|' read -r flags st <<< "$entry"
		printf 'type\tplayer\trating\tgames\tstatus\tlast\t_state\neliptic\tA\t1\t1\tactive\t2009-01-01\t%s\n' "$st" > "$T/prior.tsv"
		status=0
		rate $flags -r "$T/prior.tsv" "$SHARED/eliptic3.tsv" > "$T/out" 2> "$T/err" || status=$?
		if [ "$status" -ne 1 ] || [ -s "$T/out" ] || ! grep -q "^rate: $T/prior.tsv:2:7: " "$T/err"; then
			echo "state \"$st\": exit $status:"; cat "$T/err"
			fails=$((fails + 1))
		fi
	done
	[ "$fails" -eq 0 ]
	# and the good state is read: A continues with 1:100 in its window
	printf 'type\tplayer\trating\tgames\tstatus\tlast\t_state\neliptic\tA\t100\t1\tactive\t2009-01-01\tk=1 n=3 1:100\n' > "$T/prior.tsv"
	run rate -m frsc -n 3 -r "$T/prior.tsv" "$SHARED/eliptic3.tsv"
	[ "$status" -eq 0 ]
}

# Dates that are not YYYY-MM-DD, each a data error naming line 2.
# "+421-01-29" was accepted as the year 421 (found by fuzz_num).
BAD_DATES=("+421-01-29" "-001-01-01" "2011-2-03" "2011-02-3 " " 2011-02-03" "2011/02/03"
	"0000-01-01" "2011-00-10" "2011-13-01" "2011-04-31" "2100-02-29" "20110203" "2011-02-03T00")

@test "badinput: malformed dates (parse, window, score, rate)" {
	local d prog status fails=0
	for d in "${BAD_DATES[@]}"; do
		printf 'date\tevent\tgame\ttype\tplayer\tplace\n%s\tE\t1\tclasic\tA\t1\n' "$d" > "$T/d.tsv"
		for prog in parse "window -n 3" score "rate -n 3"; do
			status=0
			$prog "$T/d.tsv" > /dev/null 2> "$T/err" || status=$?
			if [ "$status" -ne 1 ] || ! grep -q "^${prog%% *}: $T/d.tsv:2:1: column \"date\"" "$T/err"; then
				echo "$prog, date \"$d\": exit $status:"; cat "$T/err"; fails=$((fails + 1))
			fi
		done
	done
	[ "$fails" -eq 0 ]
	# and the calendar's edges are dates: 2000-02-29 (leap, 400), 0001-01-01, 9999-12-31
	for d in 2000-02-29 0001-01-01 9999-12-31; do
		printf 'date\tevent\tgame\ttype\tplayer\tplace\n%s\tE\t1\tclasic\tA\t1\n' "$d" > "$T/d.tsv"
		parse "$T/d.tsv" > /dev/null
	done
}

# The same for the other models: FLAGS|COLUMNS|VALUES|COL, the columns
# after type player rating games status last, the row's values for them
# (player A), and the column the error must name (prior.tsv:2:COL).
# Rated on h2h5.tsv (head-to-head, with lengths: every model reads it).
PRIOR_MODELS=(
	"-m elo -p rasccat|_state|rated bogus|7"
	"-m elo -p rasccat|_state|new|7"
	"-m elo -p greek2007|_state|new 1500:2|7"
	"-m elo -p fide|_state|new nan:1|7"
	"-m elo -p rasccat|_state|new 1e400:1|7"
	"-m elo -p rasccat|_state||7"
	"-m elo -p rasccat|_state|rated await top|7"
	"-m elo -p rasccat|_state|new  1500:1|7"
	"-m fibs -p qgammon|experience|-1|7"
	"-m fibs -p fibs|experience|1.5|7"
	"-m fibs -p qgammon|experience|nan|7"
	"-m fibs -p qgammon|experience|99999999999999999999|7"
	"-m fibs -p qgammon|experience||7"
	"-m topcoder -p rapliccat|volatility	times|nan	1|7"
	"-m topcoder -p topcoder|volatility	times|-1	1|7"
	"-m topcoder -p rapliccat|volatility	times|1e400	1|7"
	"-m topcoder -p rapliccat|volatility	times|300	-1|8"
	"-m topcoder -p topcoder|volatility	times|300	1.5|8"
	"-m topcoder -p rapliccat|volatility	times|300	99999999999999999999|8"
	"-m topcoder -p rapliccat|volatility	times|300	9223372036854775807|8"
	"-m absp -p absp|_state|absp k=1 n=9999999999999 1:100|7"	# was: strtol, no bound
	"-m absp -p absp|_state|absp k=9223372036854775807 n=3 9223372036854775807:100|7"	# was: k overflowed at the next event
	"-m absp -p absp|_state|absp k=+1 n=3 1:100|7"	# was: strtol took the sign
	"-m absp -p frsc2012-libere|_state|absp k= 1 n=3 1:100|7"	# was: strtol skipped the space
	"-m absp -p absp|_state|absp k=1 n=3 1:nan|7"
	"-m absp -p absp|_state|absp k=1 n=3 1:1e400|7"
	"-m absp -p absp|_state|absp k=2 n=3 2:100 1:50|7"
	"-m absp -p absp|_state|absp k=1 n=3 5:100|7"
	"-m absp -p absp|_state|absp k=1 n=3|7"
	"-m absp -p absp|_state|absp k=1 n=3 seed=nan|7"
	"-m absp -p absp|_state|absp k=1 n=3 +1:100|7"	# was: accepted
	"-m absp -p absp|_state|absp k=1 n=3 1:100 |7"
	"-m absp -p absp|_state|absp k=-0 n=3|7"
)

@test "badinput: rate -r with a broken prior state: elo, fibs, topcoder, absp" {
	local entry flags cols vals col status fails=0
	for entry in "${PRIOR_MODELS[@]}"; do
		IFS='|' read -r flags cols vals col <<< "$entry"
		printf 'type\tplayer\trating\tgames\tstatus\tlast\t%s\nclasic\tA\t1500\t1\tactive\t2009-01-01\t%s\n' "$cols" "$vals" > "$T/prior.tsv"
		status=0
		rate $flags -r "$T/prior.tsv" "$FIX/h2h5.tsv" > "$T/out" 2> "$T/err" || status=$?
		if [ "$status" -ne 1 ] || [ -s "$T/out" ] || ! grep -q "^rate: $T/prior.tsv:2:$col: " "$T/err"; then
			echo "$flags, \"$vals\": exit $status:"; cat "$T/err"
			fails=$((fails + 1))
		fi
	done
	[ "$fails" -eq 0 ]
	# and good states are read (the table's errors are the values)
	printf 'type\tplayer\trating\tgames\tstatus\tlast\t_state\nclasic\tA\t150\t1\tactive\t2009-01-01\tabsp k=1 n=3 1:150\n' > "$T/prior.tsv"
	rate -m absp -p absp -r "$T/prior.tsv" "$FIX/h2h5.tsv" > /dev/null
	printf 'type\tplayer\trating\tgames\tstatus\tlast\t_state\nclasic\tA\t1500\t1\tactive\t2009-01-01\tnew 1500:1\n' > "$T/prior.tsv"
	rate -m elo -p rasccat -r "$T/prior.tsv" "$FIX/h2h5.tsv" > /dev/null
	printf 'type\tplayer\trating\tgames\tstatus\tlast\tvolatility\ttimes\nclasic\tA\t1500\t1\tactive\t2009-01-01\t300\t1\n' > "$T/prior.tsv"
	rate -m topcoder -r "$T/prior.tsv" "$FIX/h2h5.tsv" > /dev/null
	printf 'type\tplayer\trating\tgames\tstatus\tlast\texperience\nclasic\tA\t1500\t1\tactive\t2009-01-01\t3\n' > "$T/prior.tsv"
	rate -m fibs -r "$T/prior.tsv" "$FIX/h2h5.tsv" > /dev/null
}

# The text formats of parse (not TSV: the matrix does not apply): a NUL
# and invalid UTF-8 on line 3 are data errors naming file:3 (or file:3:col), CRLF line
# ends give the same rows.  FORMAT ARGS|FILE, one line per format.
TEXT_FORMATS=(
	"tsh --date 2011-05-14 --event E|$SHARED/tsh-small.t"
	"pgn|$SHARED/club.pgn"
	"pairs|$SHARED/pairs-greek.tsv"
)

@test "badinput: parse -f tsh|pgn|pairs: NUL, invalid UTF-8, CRLF" {
	local entry args f bad status fails=0
	for entry in "${TEXT_FORMATS[@]}"; do
		IFS='|' read -r args f <<< "$entry"
		for bad in '\x00' '\xc3\x28'; do
			sed "3s/^\(.\)/\1$bad/" "$f" > "$T/in"
			status=0
			parse -f $args "$T/in" > "$T/out" 2> "$T/err" || status=$?
			if [ "$status" -ne 1 ] || [ "$(wc -l < "$T/err")" -ne 1 ] || ! grep -q "^parse: $T/in:3:\([0-9]*:\)\? " "$T/err" ||
			    { [ -s "$T/out" ] && [ "$(tail -c 1 "$T/out" | od -An -c | tr -d ' ')" != '\n' ]; }; then
				echo "parse -f $args, $bad on line 3: exit $status:"; cat "$T/err"; fails=$((fails + 1))
			fi
		done
		sed 's/$/\r/' "$f" > "$T/in"
		parse -f $args "$f" > "$T/want" 2> /dev/null
		parse -f $args "$T/in" 2> /dev/null | cmp - "$T/want" || { echo "parse -f $args: CRLF differs"; fails=$((fails + 1)); }
	done
	[ "$fails" -eq 0 ]
}

# rank --compare reads two lists: the matrix damages the one it reads
# (FILE), this table the other (OTHER), with the cases of the matrix for
# a ratings stream.  OTHER is read whole before any output: a data error
# leaves stdout empty.  (A 1 MiB name in OTHER alone is another player:
# the matrix covers it with the big name in both lists.)
COMPARE_OTHER=(empty header-only no-header missing-column duplicate-column extra-field
	missing-field crlf bom nul bad-utf8 nan inf -inf 1e400 player-twice)

@test "badinput: rank --compare with a broken OTHER list" {
	local case line want status fails=0 o=$T/other.tsv
	rank --compare "$FIX/ratings4.tsv" --summary /dev/null "$FIX/ratings4.tsv" > "$T/clean"
	for case in "${COMPARE_OTHER[@]}"; do
		make_input "$case" ratings 3> "$T/line" > "$o"
		read -r line < "$T/line" || line=
		expect "$case" ratings
		status=0
		rank --compare "$o" --summary /dev/null "$FIX/ratings4.tsv" > "$T/out" 2> "$T/err" || status=$?
		case $want in
		data)
			if [ "$status" -ne 1 ] || [ -s "$T/out" ] || [ "$(wc -l < "$T/err")" -ne 1 ] ||
			    ! grep -q "^rank: $o:$line" "$T/err"; then
				echo "OTHER $case: exit $status, expected 1 naming $o:$line, stdout empty:"; cat "$T/err"
				fails=$((fails + 1))
			fi ;;
		same | header)
			# header: every player in this list alone, the other side's cells empty
			if [ "$want" = header ]; then
				{ head -n 1 "$T/clean"; tail -n +2 "$T/clean" | awk -F'\t' -v OFS='\t' '{ $3 = "this"; $5 = $6 = $8 = $9 = ""; print }'; } > "$T/want"
			else
				cp "$T/clean" "$T/want"
			fi
			if [ "$status" -ne 0 ] || [ -s "$T/err" ] || ! cmp -s "$T/out" "$T/want"; then
				echo "OTHER $case: exit $status, expected 0 and $want:"; cat "$T/err"; diff "$T/out" "$T/want"
				fails=$((fails + 1))
			fi ;;
		esac
	done
	# an OTHER that is not there: exit 1 naming it; stdin twice: usage
	status=0
	rank --compare "$T/nosuch.tsv" "$FIX/ratings4.tsv" > "$T/out" 2> "$T/err" || status=$?
	[ "$status" -eq 1 ] && [ ! -s "$T/out" ] && grep -q "^rank: $T/nosuch.tsv: " "$T/err" ||
		{ echo "OTHER missing: exit $status:"; cat "$T/err"; fails=$((fails + 1)); }
	status=0
	rank --compare - < "$FIX/ratings4.tsv" > "$T/out" 2> "$T/err" || status=$?	# was: "stdin: empty input"
	[ "$status" -eq 2 ] && [ ! -s "$T/out" ] && grep -q "^rank: --compare -: " "$T/err" ||
		{ echo "OTHER and FILE both stdin: exit $status:"; cat "$T/err"; fails=$((fails + 1)); }
	[ "$fails" -eq 0 ]
}

# A flag that leaves rows out of the result (-p, -s, --burn-in) does not
# excuse their bad data: every row is checked, counted or not.
@test "badinput: rows left out by a flag are still checked" {
	local status
	# format --svg -p A: B's rating (line 3) nan -- was: drawn without B, exit 0
	setf rating 3 nan < "$FIX/history3.tsv" > "$T/h.tsv"
	run format --svg -p A "$T/h.tsv"
	[ "$status" -eq 1 ]
	[ -z "${output##format: $T/h.tsv:3:9: column \"rating\"*}" ]
	# and a date beyond the calendar on an unrated row (empty rating) -- was: skipped
	setf rating 3 '' < "$FIX/history3.tsv" | setf date 3 2009-02-30 > "$T/h.tsv"
	run format --svg "$T/h.tsv"
	[ "$status" -eq 1 ]
	[ -z "${output##format: $T/h.tsv:3:1: column \"date\"*}" ]
	# rank --compare -s active: A (line 2) is provisional, its rating nan,
	# in OTHER and in FILE -- was: left out, exit 0
	setf rating 2 nan < "$FIX/ratings4.tsv" > "$T/r.tsv"
	run rank --compare "$T/r.tsv" -s active --summary /dev/null "$FIX/ratings4.tsv"
	[ "$status" -eq 1 ]
	[ "$output" = "rank: $T/r.tsv:2:3: column \"rating\": expected a finite number, found \"nan\"" ]
	run rank --compare "$FIX/ratings4.tsv" -s active --summary /dev/null "$T/r.tsv"
	[ "$status" -eq 1 ]
	[ -z "${output##rank: $T/r.tsv:2:3: *}" ]
	# rank --eval --burn-in 1: A's first game (line 2) is not scored, its
	# prev nan -- was: exit 0; its escale -1 the same
	setf prev 2 nan < "$FIX/history3.tsv" > "$T/h.tsv"
	run rank --eval --burn-in 1 "$T/h.tsv"
	[ "$status" -eq 1 ]
	[ -z "${output##rank: $T/h.tsv:2:10: column \"prev\"*}" ]
	setf escale 2 -1 < "$FIX/history3.tsv" > "$T/h.tsv"
	run rank --eval --burn-in 1 "$T/h.tsv"
	[ "$status" -eq 1 ]
	[ "$output" = "rank: $T/h.tsv:2:12: column \"escale\": expected a positive scale, found \"-1\"" ]
	# a game of one scored row: game 2 (B, D) with --burn-in 1 has only B;
	# D's escale 0 (line 6) was never read
	setf escale 6 0 < "$FIX/history3.tsv" > "$T/h.tsv"
	run rank --eval --burn-in 1 "$T/h.tsv"
	[ "$status" -eq 1 ]
	[ -z "${output##rank: $T/h.tsv:6:12: *}" ]
}
