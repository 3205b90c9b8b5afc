# Shared by tests/trust/badinput.bats and badinput-values.bats: the
# bad-input matrix (every program of programs.bash against a kind of
# broken input; badinput.bats says what each must do).
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
	# A case's input depends on its kind alone: made once a file, for
	# every program that reads that kind (forks are most of the matrix's
	# time, and the suite runs twice)
	local key=$BATS_FILE_TMPDIR/in-$kind-$case
	if [ "$kind" = csv ]; then
		in=$key.csv
		[ -f "$in" ] || make_input "$case" "$kind" 3> "$key.line" | tr '\t' ',' > "$in"
		[ -f "$BATS_FILE_TMPDIR/base.csv" ] || tr '\t' ',' < "$base" > "$BATS_FILE_TMPDIR/base.csv"
		base=$BATS_FILE_TMPDIR/base.csv
	else
		in=$key.tsv
		[ -f "$in" ] || make_input "$case" "$kind" 3> "$key.line" > "$in"
	fi
	read -r line < "$key.line" || line=
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
		local gotf=$T/got wantf=$T/want
		[ -f "$clean" ] || RATINGS=$FIX/ratings4.tsv eval "$cmd" '"$base"' > "$clean"
		if [ "$want" = header ] && [[ $cmd == *--html* ]]; then
			# the clean page's head, then "No rows." and no table
			sed '/^<h1>/q' "$clean" > "$T/want"
			printf '<p class="empty">No rows.</p>\n</body>\n</html>\n' >> "$T/want"
			gotf=$out
		elif [ "$want" = header ] && [[ $cmd == *--compare* ]]; then
			# the clean header, then every player of the other list
			# alone: in "other", this side's cells empty
			{ head -n 1 "$clean"; tail -n +2 "$clean" | awk -F'\t' -v OFS='\t' '{ $3 = "other"; $4 = $6 = $7 = $9 = ""; print }'; } > "$T/want"
			gotf=$out
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
			gotf=$out wantf=$clean
		fi
		cmp -s "$gotf" "$wantf" || { echo "$name $case: output differs from the clean input's:"; diff "$gotf" "$wantf" | head -c 600; return 1; }
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
