#!/usr/bin/env bats
# A flag and the input column that stands for it (struct param.column,
# issue 35 item 2).  The stream without the column: the flag acts.  The
# stream with the column: the column acts, the flag given as well is
# refused (exit 2, naming the stage that writes the column, or to drop
# it), and column _model never records a flag that did nothing.  An empty
# cell of a present column takes the profile's value (never a flag).
#
# The pairs come from the program (rate -m M --params, its column
# `column`), every model of `rate -m`'s list: a flag declared later with
# a column fails here until it has a case below.
load ../helpers

# Every "MODEL FLAG COLUMN" of the models' tables.
flag_columns() {
	local models m
	models=$(rate -m no-such-model 2>&1 </dev/null | sed -n 's/.*; models: //p')
	[ -n "$models" ] || return 1
	for m in $models; do
		rate -m "$m" --params | awk -F'\t' -v m="$m" \
		    'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "column") c = i; next }
		     c && $c != "" { print m, $1, $c }'
	done
}

setup_streams() {
	printf 'type\tplayer\trating\nchess\tP\t1500\nchess\tQ\t1500\n' > "$T/chess-prior.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2024-01-01\tT\t1\tchess\tP\t1\n2024-01-01\tT\t1\tchess\tQ\t2\n' > "$T/chess.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\trank\n2024-01-01\tT\t1\tgo\tA\t1\t1d\n2024-01-01\tT\t1\tgo\tC\t1\t3d\n' > "$T/go.tsv"
	printf 'type\tplayer\trating\tgames\nS\tA\t1700\t100\nS\tB\t1600\t100\n' > "$T/naspa-prior.tsv"
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\tround\n'
	  for r in 1 2 3; do
		printf '2024-01-06\tE\t%s\tS\tA\t1\t%s\n2024-01-06\tE\t%s\tS\tB\t2\t%s\n' $r $r $r $r
	  done; } > "$T/scrabble.tsv"
	printf 'type\tplayer\trating\t_state\n' > "$T/frsc-empty.tsv"
}

# The case of "MODEL FLAG": S the stream without the column, A the other
# arguments, V and W two values that rate S differently, FILL how the
# column holding V is made, SAME 1 when S with the column equals S --FLAG V.
flag_case() {
	S=$T/chess.tsv A= FILL=constant SAME=1
	case "$1 $2" in
	"dwz --age") A="-r $T/chess-prior.tsv" V=30 W=15 ;;	# J 15 or 5: 1519 or 1544
	"ecf --age") A="-r $T/chess-prior.tsv" V=12 W=30 ;;	# k 40 or 20: 1520 or 1510
	"uscf --age") V=10 W=40 ;;				# 700/300 or 1500/1100
	"egf --class") S=$T/go.tsv V=B W=A ;;
	"naspa --scheduled-rounds") S=$T/scrabble.tsv V=5 W=3
		A="--split-two 3 -r $T/naspa-prior.tsv" ;;	# A 1736 or 1735
	"frsc --spread") S=$SHARED/eliptic3.tsv V=30 W=50 FILL="score --spread" ;;
	"frsc --ties") S=$SHARED/eliptic3.tsv V=average W=shared FILL="score --ties" ;;
	"frsc --unrated") S=$SHARED/eliptic3.tsv V=100 W=150 SAME=0
		FILL="value -m frsc -r $T/frsc-empty.tsv --unrated" ;;
	*) return 1 ;;
	esac
}

# Stream $S with the flag's column holding $V (column $1).
with_column() {
	if [ "$FILL" = constant ]; then
		awk -F'\t' -v OFS='\t' -v c="$1" -v v="$V" '{ print $0, NR == 1 ? c : v }' "$S"
	else
		$FILL "$V" "$S"
	fi
}

# A ratings list without its _seen and _model (the streams differ in a
# column, the runs in the flags given): the numbers only.
numbers() {
	awk -F'\t' -v OFS='\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i !~ /^_/) k[i] = 1 }
	    { s = ""; for (i = 1; i <= NF; i++) if (k[i]) s = s (s == "" ? "" : OFS) $i; print s }'
}

@test "flag columns: the tables declare the pairs the issue names, and every pair has a case" {
	setup_streams
	flag_columns > "$T/pairs"
	for p in "dwz --age age" "ecf --age age" "uscf --age age" "egf --class class" \
	    "naspa --scheduled-rounds rounds" "frsc --spread delta" "frsc --ties delta" \
	    "frsc --unrated value"; do
		grep -qx -- "$p" "$T/pairs" || { echo "missing: $p"; return 1; }
	done
	while read -r m f c; do
		flag_case "$m" "$f" || { echo "no case for $m $f (column $c): add one"; return 1; }
	done < "$T/pairs"
}

@test "flag columns: every flag with a column is refused with the column (exit 2), acts without it" {
	setup_streams
	flag_columns > "$T/pairs"
	n=0
	while read -r m f c; do
		flag_case "$m" "$f"
		with_column "$c" > "$T/col.tsv"
		# without the column the flag acts: two values, two lists
		rate -m "$m" $A "$f" "$V" "$S" > "$T/v.tsv"
		rate -m "$m" $A "$f" "$W" "$S" > "$T/w.tsv"
		! cmp -s "$T/v.tsv" "$T/w.tsv" || { echo "$m $f: $V and $W rate alike"; return 1; }
		grep -q -- " $f=$V" "$T/v.tsv" || { echo "$m $f: _model lacks $f=$V"; return 1; }
		# with the column and the flag: refused, naming where to give it
		run rate -m "$m" $A "$f" "$V" "$T/col.tsv"
		[ "$status" -eq 2 ] || { echo "$m $f: status $status: $output"; return 1; }
		[[ $output == "rate: $f has no effect here: the stream's column \"$c\" stands for it"* ]] ||
		    { echo "$m $f: $output"; return 1; }
		[[ $output == *"give $f to "*"drop column $c"* ]] || { echo "$m $f: $output"; return 1; }
		# with the column alone: the column acts, and _model has no flag of it
		rate -m "$m" $A "$T/col.tsv" > "$T/c.tsv"
		! grep -q -- " $f=" "$T/c.tsv" || { echo "$m $f: _model records $f"; return 1; }
		if [ "$SAME" = 1 ]; then
			[ "$(numbers < "$T/c.tsv")" = "$(numbers < "$T/v.tsv")" ] ||
			    { echo "$m $f: the column $V is not --$f $V"; return 1; }
		fi
		n=$((n + 1))
	done < "$T/pairs"
	[ "$n" -ge 8 ]
}

@test "flag columns: an empty cell of a present column takes the profile's value, never silently a flag" {
	setup_streams
	# dwz's profile has --age none, an error: an empty cell is refused
	awk -F'\t' -v OFS='\t' '{ print $0, NR == 1 ? "age" : (NR == 2 ? "" : 30) }' "$T/chess.tsv" > "$T/e.tsv"
	run rate -m dwz -r "$T/chess-prior.tsv" "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *'no age for "P"'* ]]
	# and --age cannot fill it: the column is there
	run rate -m dwz --age 30 -r "$T/chess-prior.tsv" "$T/e.tsv"
	[ "$status" -eq 2 ]
	# ecf's profile: none, an adult: P's empty cell is an adult's k 20
	# (1500 + 20 * 0.5 = 1510), the same as without the column
	awk -F'\t' -v OFS='\t' '{ print $0, NR == 1 ? "age" : (NR == 2 ? "" : 30) }' "$T/chess.tsv" > "$T/e.tsv"
	run rate -m ecf -r "$T/chess-prior.tsv" "$T/e.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick rating player P)" = 1510 ]
}

@test "flag columns: rate --params lists each flag's column, empty for the others" {
	run rate -m dwz --params
	[ "$status" -eq 0 ]
	[[ ${lines[0]} == *$'\thelp\tcolumn' ]]
	[ "$(echo "$output" | awk -F'\t' '$1 == "--age" { print $NF }')" = age ]
	[ "$(echo "$output" | awk -F'\t' '$1 == "--first-games" { print $NF }')" = "" ]
}
