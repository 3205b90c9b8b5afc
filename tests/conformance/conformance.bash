# The registries the conformance suite runs over, asked of the programs
# themselves (rate --models, parse --help), and an input for each entry
# derived from what it declares.  A model or format added later is in
# the suite at once: it passes the classes or the suite fails naming it.
# shellcheck disable=SC2034

# Every model and profile: lines "MODEL PROFILE BY_EVENT IN NEED" (TSV,
# IN and NEED comma lists, - for none), from rate --models.
cf_models() {
	rate --models | tail -n +2
}

# Every format of parse -f, one a line, from parse --help's table (the
# lines between "-f, --format" and "-d, --delimiter").
cf_formats() {
	parse --help | awk '/-f, --format/ { on = 1; next } /^  -/ { on = 0 }
		on && /^  [a-z][a-z0-9-]*  / { print $1 }'
}

# How to fill each input column a model may read (its IN list) in the
# generated history: "omit" (optional and the history does without it:
# the model's defaults) or an awk expression of p (the player's number),
# r (the game's number within its event) and len (the match length).
# A model reading a column missing here fails the suite, saying to add it.
declare -gA COLGEN=(
	[length]=given	# fibs: its required match length (gen-history.awk writes it)
	[age]='12 + (p * 7) % 50'	# dwz, uscf, ecf: youths, juniors and seniors
	[rank]='(p % 20 + 5) "k"'	# egf: a newcomer's declared grade
	[round]=r		# naspa: rates an event round by round
	[rounds]=omit
	[result]=omit [born]=omit [color]=omit [home]=omit
	[handicap]=omit [class]=omit [name]=omit [country]=omit [club]=omit
	[n]=omit [delta]=omit [value]=omit [pseq]=omit [pwin]=omit
	[team]=omit [weight]=omit
	[list]=omit	# elo fide: the list a late-reported tournament is rated on
)

# The columns of IN ($1, comma list) without a COLGEN line, one a line.
cf_ungenerated() {
	local c
	[ "$1" = - ] && return
	for c in ${1//,/ }; do
		[ -n "${COLGEN[$c]:-}" ] || echo "$c"
	done
}

# cf_history IN SEED GAMES SHAPE: a history (gen-history.awk with match
# lengths, a new event every 4 days; SHAPE multi: 2 to 5 players a game,
# h2h: head-to-head), plus the columns of IN that COLGEN fills, on
# stdout.  Players are P1.., their number p.
cf_history() {
	local in=$1 seed=$2 games=$3 shape=$4 h2h=1
	[ "$shape" = multi ] && h2h=
	awk -v seed="$seed" -v h2h="$h2h" -v lengths=1 -v eventdays=4 -v games="$games" \
	    -v players=6 -f "$RP_TESTDIR/gen-history.awk" | cf_columns "$in"
}

# cf_columns IN: the rows on stdin (date event game type player place
# length) with the columns of IN that COLGEN fills added, on stdout.
cf_columns() {
	local in=$1 c names= exprs=
	if [ "$in" != - ]; then
		for c in ${in//,/ }; do
			case ${COLGEN[$c]} in omit | given) continue ;; esac
			names+=$'\t'$c
			exprs+=" \"\\t\" (${COLGEN[$c]})"
		done
	fi
	awk -F'\t' -v names="$names" "
		NR == 1 { print \$0 names; next }
		{ p = substr(\$5, 2) + 0; len = \$7
		  if (\$2 != ev) { ev = \$2; r = 0 }
		  if (\$3 != g) { g = \$3; r++ }
		  print \$0 $exprs }"
}

# cf_wide IN: one game of 700 players P1..P700 (244,650 pairs, enough
# for every model to spread its work over threads), places with ties of
# three, the columns of IN that COLGEN fills.
cf_wide() {
	awk 'BEGIN { print "date\tevent\tgame\ttype\tplayer\tplace\tlength"
		for (i = 1; i <= 700; i++)
			printf "2011-01-03\tW\t1\tclasic\tP%d\t%d\t1\n", i, int((i - 1) / 3) * 3 + 1 }' |
	    cf_columns "$1"
}

# cf_cut FILE N A B: FILE cut after its event N (by_event models) or game
# N: its rows up to there into A, the rest into B, the header in both.
cf_cut() {
	awk -F'\t' -v n="$2" -v a="$3" -v b="$4" -v unit="$5" '
		NR == 1 { print > a; print > b; next }
		unit == "event" && $2 != k { k = $2; i++ }
		unit == "game" && $2 FS $3 != k { k = $2 FS $3; i++ }
		{ print > (i <= n ? a : b) }' "$1"
}

# The number of events (unit event) or games in FILE.
cf_units() {
	awk -F'\t' -v unit="$2" 'NR > 1 && (unit == "event" ? $2 : $2 FS $3) != k {
		k = unit == "event" ? $2 : $2 FS $3; n++ } END { print n + 0 }' "$1"
}

# A list of rated players (type player rating) for models whose
# newcomers need rated opponents before they get a rating (elo's fide
# profiles, dwz): given with --prior-ratings-only, as a federation's list.
cf_seed() {
	local t i
	printf 'type\tplayer\trating\n'
	for t in clasic eliptic; do
		for i in 1 2 3 4; do
			printf '%s\tP%d\t%d\n' "$t" "$i" $((1400 + 50 * i))
		done
	done
}

# The players in history FILE with a ratings row in list LIST (counts).
cf_rows() { tail -n +2 "$1" | wc -l; }

# cf_input MODEL PROFILE BY_EVENT IN DIR: for one registry entry, the
# whole history DIR/all.tsv, cut in its middle into DIR/first.tsv and
# DIR/second.tsv (between events when BY_EVENT, DIR/unit says which),
# the whole run DIR/whole.tsv and the first half's DIR/prior.tsv.  The
# flags of the first run (DIR/seed: a list of rated players when the
# model rates nobody without one) are in DIR/start.  Prints why and
# fails when the input cannot be derived or the model refuses it.
cf_input() {
	local m=$1 p=$2 by=$3 in=$4 d=$5 miss unit=game shape
	miss=$(cf_ungenerated "$in")
	if [ -n "$miss" ]; then
		echo "$m -p $p: reads column(s) $(echo $miss) that the suite cannot fill: add a line" \
		    "for each to COLGEN in tests/conformance/conformance.bash"
		return 1
	fi
	[ "$by" = 1 ] && unit=event
	echo $unit > "$d/unit"
	: > "$d/err"
	# games of several players where the model takes them, else head-to-head
	for shape in multi h2h; do
		cf_try "$m" "$p" "$d" $unit "$in" $shape && return 0
	done
	echo "$m -p $p: rates too few of the generated history's players ($d/all.tsv), multi-player or" \
	    "head-to-head, with and without a list ($d/seed):"
	cat "$d/err"
	echo "(derive its input from what it declares: COLGEN and cf_seed in tests/conformance/conformance.bash)"
	return 1
}

# One try of cf_input with games of SHAPE; DIR/shape says which it was.
cf_try() {
	local m=$1 p=$2 d=$3 unit=$4 in=$5 shape=$6 n start=
	echo "$shape" > "$d/shape"
	rm -f "$d/seed"
	cf_history "$in" 5 16 $shape > "$d/all.tsv"
	n=$(cf_units "$d/all.tsv" $unit)
	cf_cut "$d/all.tsv" $((n / 2)) "$d/first.tsv" "$d/second.tsv" $unit
	rate -m "$m" -p "$p" "$d/all.tsv" > "$d/whole.tsv" 2>> "$d/err" || start=bad
	# rating nobody or only a few without a list: start from one
	if [ "$start" = bad ] || [ "$(cf_rows "$d/whole.tsv")" -lt 6 ]; then
		cf_seed > "$d/seed"
		start="-r $d/seed --prior-ratings-only"
		rate -m "$m" -p "$p" $start "$d/all.tsv" > "$d/whole.tsv" 2>> "$d/err" || start=bad
	fi
	echo "$start" > "$d/start"
	[ "$start" != bad ] && [ "$(cf_rows "$d/whole.tsv")" -ge 6 ] &&
	    rate -m "$m" -p "$p" $start "$d/first.tsv" > "$d/prior.tsv" 2>> "$d/err"
}

# cf_prepare DIR: cf_input for every registry entry, into DIR/MODEL-PROFILE/;
# DIR/entries lists "MODEL PROFILE" of those prepared, DIR/bad says why
# the others are not.
cf_prepare() {
	local d=$1 m p by in need
	: > "$d/entries"
	: > "$d/bad"
	while IFS=$'\t' read -r m p by in need; do
		mkdir -p "$d/$m-$p"
		echo "$in" > "$d/$m-$p/in"
		if cf_input "$m" "$p" "$by" "$in" "$d/$m-$p" >> "$d/bad" 2>&1; then
			echo "$m $p" >> "$d/entries"
		fi
	done < <(cf_models)
}

# ---------- the classes a model honours: each cf_NAME MODEL PROFILE DIR
# prints what went wrong, naming the model, profile and class, and fails.

# rate -m MODEL -p PROFILE ARGS... with stdout to $o, stderr to $e, the
# exit status in $st.
cf_rate() {
	local m=$1 p=$2
	shift 2
	st=0
	rate -m "$m" -p "$p" "$@" > "$o" 2> "$e" || st=$?
}

# continue = whole: the first half, then the second from it (-r), gives
# the whole run's bytes.
cf_continue() {
	local m=$1 p=$2 d=$3 o=${T:-$3}/out e=${T:-$3}/e st
	cf_rate "$m" "$p" -r "$d/prior.tsv" "$d/second.tsv"
	if [ $st -eq 0 ] && ! cmp -s "$o" "$d/whole.tsv" && cf_summary "$m" "$o" "$e" "$d"; then
		return 0
	fi
	if [ $st -ne 0 ] || ! cmp -s "$o" "$d/whole.tsv"; then
		echo "$m -p $p: continue: rate -r prior.tsv second.tsv (exit $st) differs from the whole run (in $d):"
		diff "$o" "$d/whole.tsv" | head -n 4
		head -n 3 "$e"
		return 1
	fi
}

# A model whose ratings file is a summary of a whole history (whr, bt:
# model.continued) cannot continue to the whole run's numbers: it must
# say so on stderr, name it in its rules page, and differ only in the
# estimates (rating, deviation and the row's digest _sum): the same
# players, games, dates, status and replay guard as the whole run.
cf_summary() {
	local m=$1 o=$2 e=$3 d=$4 cut='
		NR == 1 { for (i = 1; i <= NF; i++) if ($i != "rating" && $i != "deviation" && $i != "_sum") k[i] = 1 }
		{ s = ""; for (i = 1; i <= NF; i++) if (i in k) s = s "\t" $i; print s }'
	grep -q "^rate: .*: model $m continues from a summary: .*not the numbers of a whole run" "$e" &&
	    grep -qi "continued run" "$RP_TESTDIR/../doc/rules/$m".md &&
	    cmp -s <(awk -F'\t' "$cut" "$o") <(awk -F'\t' "$cut" "$d/whole.tsv")
}

# replay refused: the first half's last day fed again (its games are in
# the prior: the same day, so no date says it; the prior's games, or its
# events for models rated by event, must).
cf_replay() {
	local m=$1 p=$2 d=$3 o=${T:-$3}/out e=${T:-$3}/e st last
	last=$(tail -n 1 "$d/first.tsv" | cut -f 1)
	awk -F'\t' -v k="$last" 'NR == 1 || $1 == k' "$d/first.tsv" > "$d/again.tsv"
	cf_rate "$m" "$p" -r "$d/prior.tsv" "$d/again.tsv"
	if [ $st -ne 1 ] || [ -s "$o" ] || ! grep -q "^rate: $d/again.tsv:[0-9]" "$e"; then
		echo "$m -p $p: replay: the first half's last day ($last) fed again gave exit $st, $(wc -l < "$o") lines out (in $d):"
		head -n 3 "$e"
		return 1
	fi
}

# cross-model prior refused: a prior that model OM -p OP wrote, continued
# by MODEL -p PROFILE: exit 1 (2 for usage is not it: the list is data),
# nothing out.
cf_cross() {
	local m=$1 p=$2 d=$3 om=$4 op=$5 od=$6 o=${T:-$3}/out e=${T:-$3}/e st
	cf_rate "$m" "$p" -r "$od/prior.tsv" "$d/second.tsv"
	if [ $st -ne 1 ] || [ -s "$o" ]; then
		echo "$m -p $p: cross-model prior: continuing a list of $om -p $op gave exit $st, $(wc -l < "$o") lines out (in $d):"
		head -n 3 "$e"
		return 1
	fi
}

# A cut list: the prior filtered by awk program FILTER (on the data rows),
# continued: the whole run's bytes, or refused (exit 1, nothing out), or
# said (a warning naming the list); never a run that quietly starts the
# missing players afresh.
cf_filtered() {
	local m=$1 p=$2 d=$3 what=$4 filter=$5 o=${T:-$3}/out e=${T:-$3}/e st
	awk -F'\t' "NR == 1 || ($filter)" "$d/prior.tsv" > "$d/cut.tsv"
	cmp -s "$d/cut.tsv" "$d/prior.tsv" && return 0	# nothing cut
	cf_rate "$m" "$p" -r "$d/cut.tsv" "$d/second.tsv"
	if [ $st -eq 0 ] && cmp -s "$o" "$d/whole.tsv"; then return 0; fi
	if [ $st -eq 1 ] && [ ! -s "$o" ]; then return 0; fi
	# or said: a warning naming the list (e.g. a type it lacks starts unrated)
	if [ $st -eq 0 ] && grep -q "^rate: $d/cut.tsv" "$e"; then return 0; fi
	echo "$m -p $p: cut list ($what): continued with exit $st, $(wc -l < "$o") lines out, not the whole run (in $d):"
	diff "$o" "$d/whole.tsv" | head -n 4
	head -n 3 "$e"
	return 1
}

# canonical names: player WHO spelled NFC (Zoë) in the first half and
# VARIANT in the second: the whole run with NFC throughout, or refused.
cf_names() {
	local m=$1 p=$2 d=$3 what=$4 variant=$5 o=${T:-$3}/out e=${T:-$3}/e st start who nfc=$'Zo\xc3\xab'
	start=$(cat "$d/start")
	# what is the same for every variant is made once per entry: a
	# player of both halves, the NFC history and its runs
	if [ ! -s "$d/who" ]; then
		awk -F'\t' 'FNR == 1 { f++; next } f == 1 { seen[$5] = 1 } f == 2 && seen[$5] { print $5; exit }' \
		    "$d/first.tsv" "$d/second.tsv" > "$d/who"
		[ -s "$d/who" ] || { echo "$m -p $p: names: no player in both halves (in $d)"; return 1; }
	fi
	read -r who < "$d/who"
	[ -f "$d/seed" ] && start="-r $d/seed-n --prior-ratings-only"
	if [ ! -s "$d/prior-n.tsv" ]; then
		[ -f "$d/seed" ] &&
		    awk -F'\t' -v OFS='\t' -v w="$who" -v n="$nfc" '$2 == w { $2 = n } 1' "$d/seed" > "$d/seed-n"
		for f in all first; do
			awk -F'\t' -v OFS='\t' -v w="$who" -v n="$nfc" '$5 == w { $5 = n } 1' "$d/$f.tsv" > "$d/$f-n.tsv"
		done
		rate -m "$m" -p "$p" $start "$d/all-n.tsv" > "$d/whole-n.tsv" 2> "$e" &&
		    rate -m "$m" -p "$p" $start "$d/first-n.tsv" > "$d/prior-n.tsv" 2> "$e" ||
		    { echo "$m -p $p: names: the NFC history is refused (in $d):"; head -n 3 "$e"; return 1; }
	fi
	awk -F'\t' -v OFS='\t' -v w="$who" -v v="$variant" '$5 == w { $5 = v } 1' "$d/second.tsv" > "$d/second-n.tsv"
	cf_rate "$m" "$p" -r "$d/prior-n.tsv" "$d/second-n.tsv"
	if [ $st -eq 0 ] && cmp -s "$o" "$d/whole-n.tsv"; then return 0; fi
	if [ $st -eq 1 ] && [ ! -s "$o" ]; then return 0; fi
	echo "$m -p $p: canonical names ($what): continued with exit $st, not the whole run (in $d):"
	diff "$o" "$d/whole-n.tsv" | head -n 4
	head -n 3 "$e"
	return 1
}

# Does ratings file FILE hold a number that is not finite (nan, inf)?
cf_nonfinite() {
	awk -F'\t' 'NR > 1 && tolower($0) ~ /(^|[\t :=,])[-+]?(nan|inf)/ { found = 1 } END { exit !found }' "$1"
}

# The extreme flag values of cf_finite: the sanitizer pass checks memory,
# not more values (each of its processes costs ~25 ms to start), so it
# takes the one that divides (as incremental.bats takes fewer seeds).
CF_EXTREMES="0 1e-300 1e300"
case ${RP_BIN:-} in *build-san*) CF_EXTREMES=1e-300 ;; esac

# finite numbers: every numeric flag of MODEL (--params: its argument an
# upper-case name, e.g. X or R|none) set to each of 0, 1e-300 and 1e300
# in turn (a division by it, a product with it): refused (exit 2 for the
# value, or 1 for the data it leads to, nothing out) or a list whose
# every number is finite.
cf_finite() {
	local m=$1 p=$2 d=$3 o=${T:-$3}/out e=${T:-$3}/e st flag arg v start bad=0
	start=$(cat "$d/start")
	while IFS=$'\t' read -r flag arg _; do
		[[ $arg == [A-Z]* ]] || continue
		for v in $CF_EXTREMES; do
			cf_rate "$m" "$p" $start "$flag" "$v" "$d/all.tsv"
			case $st in
			2) continue ;;
			1) [ -s "$o" ] || continue ;;
			0) cf_nonfinite "$o" || continue ;;
			esac
			echo "$m -p $p: finite numbers: $flag $v gave exit $st and $(wc -l < "$o") lines out" \
			    "(rate -m $m -p $p $start $flag $v $d/all.tsv):"
			grep -m 2 -i 'nan\|inf' "$o"
			head -n 2 "$e"
			bad=1
		done
	done < <(rate -m "$m" -p "$p" --params | tail -n +2)
	return $bad
}

# full disk: the ratings and --history to /dev/full: exit 1, a message.
cf_fulldisk() {
	local m=$1 p=$2 d=$3 e=${T:-$3}/e st start h bad=0
	start=$(cat "$d/start")
	for h in "" --history; do
		st=0
		rate -m "$m" -p "$p" $start $h "$d/all.tsv" > /dev/full 2> "$e" || st=$?
		if [ $st -ne 1 ] || ! grep -q '^rate: .*No space left on device' "$e"; then
			echo "$m -p $p: full disk: rate ${h:-(ratings)} > /dev/full gave exit $st:"
			head -n 2 "$e"
			bad=1
		fi
	done
	return $bad
}

# ---------- the formats of parse -f

# A sample of every format, as "FILE FLAGS..." (FILE from tests/).  A
# format parse --help lists without a line here fails the suite.
declare -gA FORMAT_SAMPLE=(
	[tsv]=fixtures/eliptic3.tsv
	[csv]=conformance/fixtures/eliptic3.csv
	[tsh]="fixtures/tsh-small.t --date 2010-01-01"
	[tsh-js]=fixtures/tsh-small.js
	[bridge]=fixtures/bridge-seed3.tsv
	[pairs]=fixtures/pairs-greek.tsv
	[pgn]=fixtures/club.pgn
	[pbn]=bridge/fixtures/ffb-board28.pbn
	[trf]="fixtures/trf-gros2010.trf --date 2010-10-02"
	[fide-list]=fixtures/fide-list-2012.txt
	[egd]=fixtures/egd/club.h9
	[usebio]=bridge/fixtures/usebio/abf-mp-howell.xml
)

# parse -f F on the sample, with FILE in place of the sample's file:
# stdout in $o, stderr in $e, the exit status in $st.
cf_parse() {
	local f=$1 file=$2 sample flags
	read -r sample flags <<< "${FORMAT_SAMPLE[$f]}"
	st=0
	parse -f "$f" $flags "$file" > "$o" 2> "$e" || st=$?
}

# The sample's file of format F.
cf_sample() {
	local sample
	read -r sample _ <<< "${FORMAT_SAMPLE[$1]}"
	echo "$RP_TESTDIR/$sample"
}

# A sample parses: exit 0, whole rows, at least one row, nothing on stderr
# but notes.
cf_fmt_sample() {
	local f=$1 o=$T/out e=$T/e st
	if [ -z "${FORMAT_SAMPLE[$f]:-}" ]; then
		echo "parse -f $f: no sample: add a line for it to FORMAT_SAMPLE in tests/conformance/conformance.bash"
		return 1
	fi
	cf_parse "$f" "$(cf_sample "$f")"
	if [ $st -ne 0 ] || [ "$(wc -l < "$o")" -lt 2 ] || ! whole_rows "$o"; then
		echo "parse -f $f: its sample ${FORMAT_SAMPLE[$f]} gave exit $st, $(wc -l < "$o") lines:"
		head -n 3 "$e"
		return 1
	fi
}

# Line N of the sample of F damaged by sed program PROG into $T/bad.F:
# exit 1, a message naming $T/bad.F:N, whole rows on stdout.
cf_fmt_damaged() {
	local f=$1 what=$2 n=$3 prog=$4 o=$T/out e=$T/e st in=$T/bad.$1
	sed "$prog" "$(cf_sample "$f")" > "$in"
	cf_parse "$f" "$in"
	if [ $st -ne 1 ] || ! grep -q "^parse: $in:$n[:]" "$e" || ! whole_rows "$o" > /dev/null; then
		echo "parse -f $f: $what on line $n: exit $st, expected 1 and a message naming $in:$n:"
		head -n 3 "$e"
		whole_rows "$o"
		return 1
	fi
}

# The middle line of F's sample (a data line in every sample).
cf_mid() { echo $((($(wc -l < "$(cf_sample "$1")") + 1) / 2)); }

# A file cut in the middle of its middle line (as a full disk or a
# broken download leaves it): read as the shorter file it is, or refused
# naming the cut line; whole rows on stdout either way.
cf_fmt_truncated() {
	local f=$1 o=$T/out e=$T/e st in=$T/cut.$1 n len
	n=$(cf_mid "$f")
	head -n $((n - 1)) "$(cf_sample "$f")" > "$in"
	len=$(sed -n "${n}p" "$(cf_sample "$f")" | wc -c)
	sed -n "${n}p" "$(cf_sample "$f")" | head -c $((len / 2)) >> "$in"
	cf_parse "$f" "$in"
	case $st in
	0) whole_rows "$o" > /dev/null && return 0 ;;
	1) grep -q "^parse: $in:$n[:]" "$e" && whole_rows "$o" > /dev/null && return 0 ;;
	esac
	echo "parse -f $f: cut inside line $n: exit $st (0, or 1 naming $in:$n), whole rows:"
	head -n 3 "$e"
	whole_rows "$o"
	return 1
}

# parse -f F > /dev/full: exit 1 and a message.
cf_fmt_fulldisk() {
	local f=$1 o=/dev/full e=$T/e st
	cf_parse "$f" "$(cf_sample "$f")"
	if [ $st -ne 1 ] || ! grep -q '^parse: .*No space left on device' "$e"; then
		echo "parse -f $f > /dev/full: exit $st:"
		head -n 2 "$e"
		return 1
	fi
}

# A cut list still guards the players it keeps (README): the prior
# filtered by FILTER, then the first half's last day fed again: refused.
cf_cut_replay() {
	local m=$1 p=$2 d=$3 what=$4 filter=$5 o=${T:-$3}/out e=${T:-$3}/e st
	awk -F'\t' "NR == 1 || ($filter)" "$d/prior.tsv" > "$d/cut-r.tsv"
	[ -f "$d/again.tsv" ] || cf_replay "$m" "$p" "$d" > /dev/null
	cf_rate "$m" "$p" -r "$d/cut-r.tsv" "$d/again.tsv"
	if [ $st -ne 1 ] || [ -s "$o" ]; then
		echo "$m -p $p: cut list ($what) guards its players: the first half's last day fed again gave exit $st (in $d):"
		head -n 3 "$e"
		return 1
	fi
}

# The state a row carries is bounded by the players, not the history
# (doc/ratings-file.md): the history DIR/all.tsv with 7 times as many
# games before it (another year, other events, the same players) gives
# every player rated in both the same _seen cell, byte for byte: a
# row's replay guard holds its last days, never its whole past.
cf_bounded() {
	local m=$1 p=$2 d=$3 in start o=${T:-$3}/out e=${T:-$3}/e st diffs
	in=$(cf_models | awk -F'\t' -v m="$m" -v p="$p" '$1 == m && $2 == p { print $4 }')
	start=$(cat "$d/start")
	{ cf_history "$in" 11 112 "$(cat "$d/shape")" |
	    awk -F'\t' -v OFS='\t' 'NR > 1 { sub(/^2011-/, "2010-", $1); sub(/^E/, "Old", $2) } 1'
	  tail -n +2 "$d/all.tsv"; } > "$d/long.tsv"
	cf_rate "$m" "$p" $start "$d/long.tsv"
	[ $st -eq 0 ] && mv "$o" "$d/long-r.tsv"
	diffs=$(awk -F'\t' 'FNR == 1 { for (i = 1; i <= NF; i++) if ($i == "_seen") c = i; next }
		FILENAME == ARGV[1] { s[$1 FS $2] = $c; next }
		($1 FS $2) in s && s[$1 FS $2] != $c { print $1, $2 ": " s[$1 FS $2] " | " $c }' \
	    "$d/whole.tsv" "$d/long-r.tsv" 2> /dev/null)
	if [ $st -ne 0 ] || [ -n "$diffs" ] ||
	    [ "$(awk 'END { print NR }' "$d/long-r.tsv")" -lt "$(awk 'END { print NR }' "$d/whole.tsv")" ]; then
		echo "$m -p $p: bounded: _seen after 8 times the games differs (exit $st; in $d, whole.tsv | long-r.tsv):"
		echo "$diffs" | head -n 3
		head -n 3 "$e"
		return 1
	fi
}

# threads: rate -j 1 and -j 3 write the same bytes (ratings and
# --history), on the entry's history and, where the model takes games of
# several players, on one wide game (cf_wide) whose work is spread.
cf_threads() {
	local m=$1 p=$2 d=$3 o e st f h start a b
	# the sanitizer pass: the models whose games can be wide, the only
	# ones a thread takes work from (the same bytes elsewhere are the
	# plain pass's; each sanitizer program costs ~10 ms to start)
	case ${RP_BIN:-} in *build-san*) [ "$(cat "$d/shape")" = multi ] || return 0 ;; esac
	start=$(cat "$d/start")
	rm -f "$d/wide-refused"
	for f in all wide; do
		[ $f = wide ] && { [ "$(cat "$d/shape")" = multi ] || continue; }
		[ $f = wide ] && [ ! -e "$d/wide.tsv" ] && cf_wide "$(cat "$d/in")" > "$d/wide.tsv"
		for h in "" --history; do
			o=$d/j1 e=$d/j1e
			cf_rate "$m" "$p" -j 1 $start $h "$d/$f.tsv"
			a=$st
			o=$d/j3 e=$d/j3e
			cf_rate "$m" "$p" -j 3 $start $h "$d/$f.tsv"
			b=$st
			if [ "$a" != "$b" ] || ! cmp -s "$d/j1" "$d/j3" || ! cmp -s "$d/j1e" "$d/j3e"; then
				echo "$m -p $p: threads: rate -j 1 and -j 3 $h $f.tsv differ (exit $a, $b; in $d):"
				diff "$d/j1" "$d/j3" | head -n 4
				return 1
			fi
			[ $f = all ] && [ "$a" -ne 0 ] && { echo "$m -p $p: threads: exit $a on all.tsv"; return 1; }
			[ $f = wide ] && [ "$a" -ne 0 ] && head -n 1 "$d/j1e" > "$d/wide-refused"
		done
	done
	return 0
}
