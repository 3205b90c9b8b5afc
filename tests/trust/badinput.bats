#!/usr/bin/env bats
# The bad-input matrix: every program against every kind of broken (or
# merely unusual) input.  Table-driven: a program is one line of
# PROGRAMS (and UNKNOWN), a kind of input is one @test.
#
# An error must exit 1 (data) or 2 (usage), print one message naming
# file:line, and leave on stdout only whole records (no half row).
# What is accepted (CRLF, BOM, a 1 MiB field, a header alone) must give
# the defined output: the same as the clean input.
load ../helpers
load programs

# Per kind: the base input, a required column, a numeric column (set
# as variables: a $(...) costs a fork, and the matrix makes hundreds).
kind_vars() {
	kind_base "$1"
	name_col=player dup_col=player
	case $1 in traveller | scored*) name_col=ns dup_col=board ;; esac
	case $1 in
	results | csv | h2h) need_col=player num_col=place ;;
	traveller) need_col=score num_col=score ;;
	scored) need_col=board num_col=mp_ns ;;
	scored-score) need_col=board num_col=score ;;
	history-prev) need_col=prev num_col=prev ;;
	*) need_col=rating num_col=rating ;;
	esac
}

# Set field COL (by name) of data line LINE (file line number) to VALUE.
setf() {
	awk -F'\t' -v OFS='\t' -v c="$1" -v l="$2" -v v="$3" '
		NR == 1 { for (i = 1; i <= NF; i++) if ($i == c) k = i }
		NR == l { $k = v } 1'
}
# Drop column COL (by name).
dropcol() {
	awk -F'\t' -v OFS='\t' -v c="$1" '
		NR == 1 { for (i = 1; i <= NF; i++) if ($i == c) k = i }
		{ s = ""; for (i = 1; i <= NF; i++) if (i != k) s = s (s == "" && i == (k == 1 ? 2 : 1) ? "" : OFS) $i; print s }'
}
# Replace the player named A by "A" and 1 MiB of x.
bigname() {
	awk -F'\t' -v OFS='\t' '
		BEGIN { x = "x"; while (length(x) < 1048576) x = x x; big = "A" x }
		NR == 1 { for (i = 1; i <= NF; i++) if ($i == "player") k = i }
		NR > 1 && $k == "A" { $k = big } 1'
}
unbig() { sed 's/Axxxxxxxxxxxxxxx*/A/g'; }
# Column _sum left out: its digests cover the player's name, big or not.
nosum() {
	awk -F'\t' -v OFS='\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "_sum") k = i }
		{ if (k) { for (i = k; i < NF; i++) $i = $(i + 1); NF-- } print }'
}

# The input of CASE for KIND on stdout (TSV; converted for csv later),
# and on fd 3 the line a data error must name ("" for the file only).
make_input() {
	local case=$1 kind=$2 base need_col num_col name_col dup_col
	kind_vars "$kind"
	case $case in
	empty) : ;;
	header-only) head -n 1 "$base" ;;
	no-header) tail -n +2 "$base"; echo 1 >&3 ;;
	missing-column) dropcol "$need_col" < "$base"; echo 1 >&3 ;;
	duplicate-column) sed "1s/\t[^\t]*\$/\t$dup_col/" "$base"; echo 1 >&3 ;;
	extra-field) sed '3s/$/\tx/' "$base"; echo 3 >&3 ;;
	missing-field) sed '3s/\t[^\t]*$//' "$base"; echo 3 >&3 ;;
	crlf) sed 's/$/\r/' "$base" ;;
	bom) printf '\357\273\277'; cat "$base" ;;
	big-field) bigname < "$base" ;;
	nul) sed '3s/\t/\tN\x00L/' "$base"; echo 3 >&3 ;;
	bad-utf8) setf "$name_col" 3 $'Z\xc3\x28Z' < "$base"; echo 3 >&3 ;;
	control-esc) setf "$name_col" 3 $'Z\e[31mZ' < "$base"; echo 3 >&3 ;;
	control-cr) setf "$name_col" 3 $'Z\rZ' < "$base"; echo 3 >&3 ;;
	nan | inf | 1e400 | -inf) setf "$num_col" 3 "$case" < "$base"; echo 3 >&3 ;;
	place-zero) setf place 3 0 < "$base"; echo 3 >&3 ;;
	place-negative) setf place 3 -1 < "$base"; echo 3 >&3 ;;
	place-beyond-field) setf place 3 4 < "$base"; echo 3 >&3 ;;
	# game 3 (lines 7-10) dated before game 2
	date-backwards) sed '7,10s/^2009-01-12/2009-01-09/' "$base"; echo 7 >&3 ;;
	date-impossible) sed '2,4s/^2009-01-10/2011-02-30/' "$base"; echo 2 >&3 ;;
	# h2h5: game 2 (lines 4-5) is C, D: D becomes C
	player-twice) [ "$kind" = h2h ] && { setf player 5 C < "$base"; echo 5 >&3; return; }
		# game 1 is A, B, C: C becomes B (fibs/ranking.tsv: c becomes b)
		setf player 4 "$([ "$kind" = fibsratings ] && echo b || echo B)" < "$base"; echo 4 >&3 ;;
	# h2h5: a third row of game 1 after game 2 (whole games so far)
	game-split) [ "$kind" = h2h ] && { sed $'5a 2009-01-10\tE\t1\tclasic\tE\t3\t3' "$base"; echo 6 >&3; return; }
		# game 2 moved to game 1's date and between game 1's rows
		sed -n '1,3p;5,6p;4p;7,$p' "$base" | sed '4,5s/^2009-01-11/2009-01-10/'; echo 6 >&3 ;;
	# the big name flushes output early; line 10 then breaks game 3
	late-error) bigname < "$base" | setf place 10 9; echo 10 >&3 ;;
	# ids every stage reads alike (idcheck.h): empty, or not canonical
	# (parse folds these: tests/trust/trust.bats)
	# (on a game's first row: one a game needs its event, game and type)
	empty-event) setf event 2 "" < "$base"; echo 2 >&3 ;;
	empty-game) setf game 2 "" < "$base"; echo 2 >&3 ;;
	empty-type) setf type 2 "" < "$base"; echo 2 >&3 ;;
	empty-name) setf "$name_col" 3 "" < "$base"; echo 3 >&3 ;;
	# S and U+0326 COMBINING COMMA BELOW: NFC is U+0218
	nfd-name) setf "$name_col" 3 $'S\xcc\xa6tefan' < "$base"; echo 3 >&3 ;;
	zwsp-name) setf "$name_col" 3 $'Ana\xe2\x80\x8bPop' < "$base"; echo 3 >&3 ;;
	ideographic-space-name) setf "$name_col" 3 $'Ana\xe3\x80\x80Pop' < "$base"; echo 3 >&3 ;;
	en-space-name) setf "$name_col" 3 $'Ana\xe2\x80\x82Pop' < "$base"; echo 3 >&3 ;;
	double-space-name) setf "$name_col" 3 'Ana  Pop' < "$base"; echo 3 >&3 ;;
	# U+0085 NEXT LINE: a C1 control, refused in any field by every stage
	c1-name) setf "$name_col" 3 $'Ana\xc2\x85Pop' < "$base"; echo 3 >&3 ;;
	*) echo "make_input: no case $case" >&2; return 1 ;;
	esac
}

# What CASE must give for KIND: data (exit 1 naming the line), same (the
# clean input's output), header (the clean output's header alone), text
# (accepted, the field shown as it is), n/a.
expect() {
	local case=$1 kind=$2
	case $case in
	crlf | bom | big-field) want=same; return ;;
	esac
	[ "$kind:$case" != history:header-only ] && [ "$case" = header-only ] && { want=header; return; }
	case $kind:$case in
	# fixed-column text, not TSV: its own bad lines are in trf.bats, fide-list.bats
	trf:* | fidelist:*) want=n/a ;;
	# bridge travellers have no places, dates, games or names (pair numbers)
	traveller:place-* | traveller:date-* | traveller:game-split | traveller:late-error | traveller:player-twice) want=n/a ;;
	scored*:place-* | scored*:date-* | scored*:game-split | scored*:late-error | scored*:player-twice) want=n/a ;;
	fibsratings:place-* | fibsratings:date-* | fibsratings:game-split | fibsratings:late-error) want=n/a ;;
	# a ratings list has no places, no order, no games
	ratings:place-* | ratings:date-backwards | ratings:game-split | ratings:late-error) want=n/a ;;
	table:place-* | table:date-* | table:game-split | table:late-error | table:player-twice) want=n/a ;;
	# format shows text: the first line is its header whatever it says;
	# a cell that is not a number is shown as it is (text, not rounded)
	table:no-header) want=n/a ;;
	table:nan | table:inf | table:-inf | table:1e400) want=text ;;
	# the ids of names: bridge pairs are numbers (n/a); format shows text
	traveller:*-name | scored*:*-name | traveller:empty-* | scored*:empty-*) want=n/a ;;
	table:empty-* | table:*-name) want=n/a ;;
	table:c1-name) want=data ;;
	# a ratings list has a type and a player, no event or game
	ratings:empty-event | ratings:empty-game | fibsratings:empty-event | fibsratings:empty-game) want=n/a ;;
	# rank reads no date (nor does any ratings reader but rate -r)
	ratings:date-impossible) want=n/a ;;
	# format --svg charts date, player and rating, nothing else: places
	# and games are not its business (rank --eval, history-prev, checks
	# them); a late error needs a place.  A history of no rating at all
	# is an error naming the file, not an empty picture: a chart of
	# nothing, published by a nightly job, would look like a result.
	history:place-* | history:player-twice | history:game-split | history:late-error) want=n/a ;;
	history:header-only) want=data ;;
	*) want=data ;;
	esac
}

# The whole rows check on FILE: it ends in a newline, and every line
# has as many fields as the first.
whole_rows() {
	[ "$(tail -c 1 "$1" | od -An -c | tr -d ' ')" = '\n' ] || { echo "stdout ends in a partial row"; return 1; }
	awk -F'\t' 'NR == 1 { n = NF } NF != n { print "line " NR " has " NF " fields, the first " n; bad = 1 } END { exit bad }' "$1"
}

# Run one program on one case and check it; prints what is wrong.
# (Few subprocesses: the suite runs twice, and under valgrind.)
check_one() {
	local entry=$1 case=$2 name kind cmd prog in line want status base errl need_col num_col name_col
	local out=$T/out err=$T/err clean=$BATS_FILE_TMPDIR/clean-${entry%%|*}
	IFS='|' read -r name kind cmd <<< "$entry"
	prog=${cmd%% *}
	expect "$case" "$kind"
	# parse folds the ids the other stages refuse (tests/trust/trust.bats);
	# format --svg draws a history's names as text
	case $prog:$case in
	parse:nfd-name | parse:zwsp-name | parse:*space-name) want=n/a ;;
	format:*-name | format:empty-*) [ "$case" = c1-name ] || want=n/a ;;
	esac
	[ "$want" = n/a ] && return 0
	kind_vars "$kind"
	RATINGS=$FIX/ratings4.tsv
	if [ "$case" = big-field ] || [ "$case" = late-error ]; then
		[ -f "$BATS_FILE_TMPDIR/ratings-big.tsv" ] ||
			bigname < "$FIX/ratings4.tsv" > "$BATS_FILE_TMPDIR/ratings-big.tsv"
		RATINGS=$BATS_FILE_TMPDIR/ratings-big.tsv
	fi
	if [ "$kind" = csv ]; then
		in=$T/$name-$case.csv
		make_input "$case" "$kind" 3> "$T/line" | tr '\t' ',' > "$in"
		[ -f "$BATS_FILE_TMPDIR/base.csv" ] || tr '\t' ',' < "$base" > "$BATS_FILE_TMPDIR/base.csv"
		base=$BATS_FILE_TMPDIR/base.csv
	else
		in=$T/$name-$case.tsv
		make_input "$case" "$kind" 3> "$T/line" > "$in"
	fi
	read -r line < "$T/line" || line=
	eval "$cmd" '"$in"' > "$out" 2> "$err"
	status=$?
	mapfile -t errl < "$err"
	case $want in
	data)
		[ "$status" -eq 1 ] || { echo "$name $case: exit $status, expected 1"; cat "$err"; return 1; }
		[ "${#errl[@]}" -eq 1 ] || { echo "$name $case: expected one line on stderr:"; cat "$err"; return 1; }
		[[ ${errl[0]} == "$prog: $in:$line"* ]] || { echo "$name $case: message does not name $in:$line:"; cat "$err"; return 1; }
		if [ -s "$out" ]; then
			whole_rows "$out" || { echo "$name $case: partial output"; return 1; }
		fi
		;;
	text)
		[ "$status" -eq 0 ] && grep -q -- "$case" "$out" || { echo "$name $case: expected exit 0 and $case shown"; cat "$err"; return 1; }
		;;
	same | header)
		[ "$status" -eq 0 ] || { echo "$name $case: exit $status, expected 0"; cat "$err"; return 1; }
		[ "${#errl[@]}" -eq 0 ] || { echo "$name $case: unexpected stderr:"; cat "$err"; return 1; }
		[ -f "$clean" ] || RATINGS=$FIX/ratings4.tsv eval "$cmd" '"$base"' > "$clean"
		if [ "$want" = header ] && [[ $cmd == *--html* ]]; then
			# the clean page's head, then "No rows." and no table
			sed '/^<h1>/q' "$clean" > "$T/want"
			printf '<p class="empty">No rows.</p>\n</body>\n</html>\n' >> "$T/want"
			cp "$out" "$T/got"
		elif [ "$want" = header ] && [[ $cmd == *--compare* ]]; then
			# the clean header, then every player of the other list
			# alone: in "other", this side's cells empty
			{ head -n 1 "$clean"; tail -n +2 "$clean" | awk -F'\t' -v OFS='\t' '{ $3 = "other"; $4 = $6 = $7 = $9 = ""; print }'; } > "$T/want"
			cp "$out" "$T/got"
		elif [ "$want" = header ]; then
			# the clean output's header; format: its header and rule
			local n=1
			[ "$prog" = format ] && n=2
			head -n $n "$clean" | tr -s ' -' > "$T/want"
			tr -s ' -' < "$out" > "$T/got"
		elif [ "$prog" = format ]; then
			unbig < "$out" | tr -s ' -' > "$T/got"
			tr -s ' -' < "$clean" > "$T/want"
		elif [ "$case" = big-field ]; then
			unbig < "$out" | nosum > "$T/got"
			nosum < "$clean" > "$T/want"
		else
			cp "$out" "$T/got"
			cp "$clean" "$T/want"
		fi
		cmp -s "$T/got" "$T/want" || { echo "$name $case: output differs from the clean input's:"; diff "$T/got" "$T/want" | head -c 600; return 1; }
		;;
	esac
	return 0
}

# Every program in PROGRAMS on CASE; all failures are listed.  RP_ONLY
# (a regex over the names) limits a run by hand to some programs.
matrix() {
	local entry fails=0
	for entry in "${PROGRAMS[@]}"; do
		[[ -n ${RP_ONLY:-} && ! ${entry%%|*} =~ $RP_ONLY ]] && continue
		check_one "$entry" "$1" || fails=$((fails + 1))
	done
	[ "$fails" -eq 0 ]
}

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
@test "badinput: NaN in a number" { matrix nan; }
@test "badinput: inf and -inf in a number" { matrix inf; matrix -inf; }
@test "badinput: 1e400 in a number" { matrix 1e400; }
@test "badinput: place 0 and place -1" { matrix place-zero; matrix place-negative; }
@test "badinput: a place beyond the field" { matrix place-beyond-field; }
@test "badinput: a date going backwards" { matrix date-backwards; }
@test "badinput: the date 2011-02-30" { matrix date-impossible; }
@test "badinput: a player twice in a game" { matrix player-twice; }
@test "badinput: a game's rows split apart" { matrix game-split; }
@test "badinput: an error after output was flushed leaves whole rows" { matrix late-error; }
@test "badinput: an empty event, game, type or name, in every stage" {
	matrix empty-event; matrix empty-game; matrix empty-type; matrix empty-name
}
@test "badinput: a name not in NFC, with an invisible or odd space, doubled spaces" {
	matrix nfd-name; matrix zwsp-name; matrix ideographic-space-name
	matrix en-space-name; matrix double-space-name
}
@test "badinput: a C1 control character (U+0085) in a name" { matrix c1-name; }

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
