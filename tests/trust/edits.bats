#!/usr/bin/env bats
# An edit of a ratings file is detected by the engine, for every model
# (issue 35, item 1).  rate writes column _sum: two digests of the row's
# cells as written, "R/S", R over type, player and rating (what a user may
# edit), S over the state the model computes (every other column read
# back, _seen, _model).  rate -r recomputes them: an edited state is
# refused (exit 1) naming its columns; an edited rating is taken as a
# federation's list row would give it (the model re-seeding what it
# derives from it), or refused naming column rating (frsc), never
# silently recomputed away.  Every model and profile is taken from
# `rate --help`, so a model added later is covered.
load ../helpers
bats_require_minimum_version 1.5.0	# for run --separate-stderr

# "MODEL PROFILE" a line, from the program's own list.
models_profiles() {
	rate --help | awk '/^Models:/ { on = 1; next } on && /^  [a-z]/ {
		m = $1; sub(/.*profiles: /, ""); for (i = 1; i <= NF; i++) print m, $i }
		on && /^$/ { exit }'
}

# A small history every model rates (round for naspa, rank for egf, age
# for dwz, length for fibs): event E1 (A B C D E), then E2 (A B C D; E
# does not play).  $T/h1.tsv, $T/h2.tsv, $T/h.tsv = both; $T/list.tsv a
# federation's list of the five.
history() {
	printf 'date\tevent\tround\tgame\ttype\tplayer\tplace\tlength\trank\tage\n' > "$T/h1.tsv"
	cp "$T/h1.tsv" "$T/h2.tsv"
	awk 'BEGIN { OFS = "\t"
		split("1 A 1 B|1 C 1 D|2 A 2 C|2 B 2 D|3 E 3 A", g, "|")
		for (i = 1; i <= 5; i++) { split(g[i], x, " ")
			print "2009-01-10", "E1", x[1], i, "clasic", x[2], 1, 3, "5k", 30
			print "2009-01-10", "E1", x[3], i, "clasic", x[4], 2, 3, "5k", 30 } }' >> "$T/h1.tsv"
	awk 'BEGIN { OFS = "\t"
		print "2009-02-14", "E2", 1, 6, "clasic", "A", 2, 1, "5k", 30
		print "2009-02-14", "E2", 1, 6, "clasic", "D", 1, 1, "5k", 30
		print "2009-02-14", "E2", 1, 7, "clasic", "B", 1, 1, "5k", 30
		print "2009-02-14", "E2", 1, 7, "clasic", "C", 2, 1, "5k", 30 }' >> "$T/h2.tsv"
	{ cat "$T/h1.tsv"; tail -n +2 "$T/h2.tsv"; } > "$T/h.tsv"
	printf 'type\tplayer\trating\n' > "$T/list.tsv"
	printf 'clasic\t%s\t%s\n' A 1500 B 1600 C 1400 D 1700 E 1550 >> "$T/list.tsv"
}

# rate -m $1 -p $2 on E1 into $T/p1 (from nothing, or from the list when
# a model writes no row for a newcomer yet: elo's FIDE rules, dwz); sets LR.
first_run() {
	LR=
	rate -m "$1" -p "$2" "$T/h1.tsv" > "$T/p1" 2> /dev/null
	if [ "$(grep -c '^clasic	[A-E]	' "$T/p1")" != 5 ]; then
		LR="-r $T/list.tsv"
		rate -m "$1" -p "$2" $LR "$T/h1.tsv" > "$T/p1" || return 1
	fi
	[ "$(grep -c '^clasic	[A-E]	' "$T/p1")" = 5 ] || { echo "$1 $2: no row for each player"; return 1; }
}

# Ratings files $1 and $2 alike but for columns rating, deviation, _sum.
est_only() {
	local cut='NR == 1 { for (i = 1; i <= NF; i++) if ($i != "rating" && $i != "deviation" && $i != "_sum") k[i] = 1 }
		{ s = ""; for (i = 1; i <= NF; i++) if (i in k) s = s "\t" $i; print s }'
	cmp -s <(awk -F'\t' "$cut" "$1") <(awk -F'\t' "$cut" "$2")
}

# Column $2 of player $3's row in file $1 set to $4 (stdout).
set_cell() {
	awk -F'\t' -v OFS='\t' -v c="$2" -v p="$3" -v v="$4" '
		NR == 1 { for (i = 1; i <= NF; i++) if ($i == c) k = i; print; next }
		$2 == p { $k = v } { print }' "$1"
}

# one byte more in every cell of column $2 of player $3's row in $1
touch_cell() {
	awk -F'\t' -v OFS='\t' -v c="$2" -v p="$3" '
		NR == 1 { for (i = 1; i <= NF; i++) if ($i == c) k = i; print; next }
		$2 == p { $k = $k "1" } { print }' "$1"
}

@test "edits: every model and profile is listed by rate --help" {
	run models_profiles
	[ "$status" -eq 0 ]
	# 16 models today; a model added later is in the list and so below
	[ "$(echo "$output" | cut -d' ' -f1 | sort -u | wc -l)" -ge 16 ]
	[ "${#lines[@]}" -ge 54 ]
}

@test "edits: every model and profile: an unedited prior continues as the whole run" {
	history
	while read -r m p; do
		first_run "$m" "$p"
		rate -m "$m" -p "$p" $LR "$T/h.tsv" > "$T/whole"
		rate -m "$m" -p "$p" -r "$T/p1" "$T/h2.tsv" > "$T/cont" 2> "$T/err"
		# a model continuing from a summary (whr, bt) says so, and
		# differs in its estimates only (tests/conformance, cf_summary)
		if grep -q "model $m continues from a summary" "$T/err"; then
			est_only "$T/whole" "$T/cont" || { echo "$m $p: not only the estimates differ"; return 1; }
		else
			cmp "$T/whole" "$T/cont" || { echo "$m $p: continuing is not the whole run"; return 1; }
		fi
		grep -q "	_sum$" "$T/p1" || { echo "$m $p: no column _sum"; return 1; }
	done < <(models_profiles)
}

@test "edits: every model and profile: an edited rating is honoured or refused naming it" {
	history
	honoured=0 refused=0
	while read -r m p; do
		first_run "$m" "$p"
		rate -m "$m" -p "$p" -r "$T/p1" "$T/h2.tsv" > "$T/cont"
		# E, who does not play in E2: its edited rating is its rating after E2
		r=$(pick rating player E < "$T/p1")
		e=$(awk -v r="$r" 'BEGIN { printf "%.4f", r + 7.25 }')
		set_cell "$T/p1" rating E "$e" > "$T/pe"
		run --separate-stderr rate -m "$m" -p "$p" -r "$T/pe" "$T/h2.tsv"
		if [ "$status" -eq 0 ]; then
			honoured=$((honoured + 1))
			echo "$output" > "$T/conte"
			got=$(pick rating player E < "$T/conte")
			close "$got" "$e" 1e-9 || { echo "$m $p: E's edited rating $e became $got"; return 1; }
			# A, who plays: not recomputed away, so E2 gives A another rating
			a=$(pick rating player A < "$T/p1")
			set_cell "$T/p1" rating A "$(awk -v r="$a" 'BEGIN { printf "%.4f", r + 50 }')" > "$T/pa"
			rate -m "$m" -p "$p" -r "$T/pa" "$T/h2.tsv" > "$T/conta"
			[ "$(pick rating player A < "$T/conta")" != "$(pick rating player A < "$T/cont")" ] ||
				{ echo "$m $p: A's edited rating was recomputed away"; return 1; }
		else
			refused=$((refused + 1))
			[ "$status" -eq 1 ] || { echo "$m $p: exit $status"; return 1; }
			[[ "$stderr" == *"pe:"*": column \"rating\""* ]] || { echo "$m $p: $stderr"; return 1; }
			[[ "$stderr" == *"_sum"* && "$stderr" == *"re-rate"* ]] || { echo "$m $p: $stderr"; return 1; }
		fi
	done < <(models_profiles)
	# frsc refuses (rate(1): a window is games); the others take the rating
	[ "$refused" -eq 1 ] && [ "$honoured" -ge 53 ]
}

@test "edits: every model and profile: an edited computed column is refused naming it" {
	# a refusal's wording over every column; the sanitizers read the same
	# priors in the tests above (honoured, refused): once
	plain_only
	history
	while read -r m p; do
		first_run "$m" "$p"
		rate -m "$m" -p "$p" -r "$T/p1" "$T/h2.tsv" > "$T/cont"
		for c in $(head -1 "$T/p1"); do
			case $c in type | player | rating | _sum) continue ;; esac
			touch_cell "$T/p1" "$c" B > "$T/pe"
			run --separate-stderr rate -m "$m" -p "$p" -r "$T/pe" "$T/h2.tsv"
			if [ "$status" -eq 0 ]; then
				# only a column never read back (status; frsc's and
				# absp's games, a count of _state's) may be edited, and
				# then it changes nothing
				[ "$c" = status ] || [ "$c" = games ] || { echo "$m $p: $c accepted"; return 1; }
				echo "$output" | cmp - "$T/cont" || { echo "$m $p: $c changed the run"; return 1; }
				continue
			fi
			[ "$status" -eq 1 ] || { echo "$m $p $c: exit $status"; return 1; }
			# _model is checked first as the rules the list was written under
			[ "$c" = _model ] && [[ "$stderr" == *"pe:3: column _model: "* ]] && continue
			[[ "$stderr" == *"pe:3: player \"B\" of type \"clasic\": column _sum says"* ]] ||
				{ echo "$m $p $c: $stderr"; return 1; }
			[[ "$stderr" == *", $c,"* || "$stderr" == *", $c is not"* ]] ||
				{ echo "$m $p: $c not named: $stderr"; return 1; }
			[[ "$stderr" == *"edit column rating only"* ]] || { echo "$m $p: $stderr"; return 1; }
		done
	done < <(models_profiles)
}

# Every row's rating rewritten with the same value (one byte more: the
# digest sees an edit, the model the same number): the run equals one
# from the federation's list of columns $3 (the ones the model keeps of
# an edited row, rate(1) "What a user may edit"), compared on columns $4.
same_as_list() {
	local m=$1 p=$2 keep=$3 cmp=$4
	first_run "$m" "$p"
	awk -F'\t' -v OFS='\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "rating") k = i; print; next }
		{ $k = $k ~ /\./ ? $k "0" : $k ".0"; print }' "$T/p1" > "$T/pe"
	cmp -s "$T/p1" "$T/pe" && return 1
	rate -m "$m" -p "$p" -r "$T/pe" "$T/h2.tsv" > "$T/conte"
	awk -F'\t' -v OFS='\t' -v keep="$keep" 'NR == 1 { n = split(keep, w, ",")
		for (i = 1; i <= NF; i++) at[$i] = i } { s = $at[w[1]]
		for (j = 2; j <= n; j++) s = s OFS $at[w[j]]; print s }' "$T/p1" > "$T/list"
	rate -m "$m" -p "$p" -r "$T/list" "$T/h2.tsv" > "$T/contl"
	diff <(cut_cols "$cmp" < "$T/conte") <(cut_cols "$cmp" < "$T/contl")
}

cut_cols() {
	awk -F'\t' -v OFS='\t' -v keep="$1" 'NR == 1 { n = split(keep, w, ",")
		for (i = 1; i <= NF; i++) at[$i] = i } { s = $at[w[1]]
		for (j = 2; j <= n; j++) s = s OFS $at[w[j]]; print s }'
}

@test "edits: mmr: an edited rating replaces mu and the kept performances, as a list row" {
	history
	for p in mmr mmx-fast; do
		first_run mmr "$p"
		[ -n "$(pick factors player A < "$T/p1")" ]	# performances to drop
		same_as_list mmr "$p" type,player,sigma,rating,games,last type,player,mu,sigma,rating,games,factors
	done
}

@test "edits: ecf: an edited rating of a partially rated player restarts it fully rated" {
	history
	first_run ecf ecf
	[ "$(pick category player A < "$T/p1")" = P ]	# a record to drop
	same_as_list ecf ecf type,player,rating,games,last type,player,rating,games,category,full,record
}

@test "edits: absp, trueskill, wenglin: an edited rating re-seeds the state, as a list row" {
	history
	first_run absp absp
	[[ "$(pick _state player A < "$T/p1")" == "absp k="*" 1:"* ]]	# a window to drop
	same_as_list absp absp type,player,rating,last type,player,rating,games,_state
	same_as_list trueskill herbrich2006 type,player,sigma,rating,games,last type,player,mu,sigma,rating
	same_as_list wenglin openskill type,player,sigma,rating,games,last type,player,mu,sigma,rating
}

@test "edits: a row with an empty _sum was added by hand: taken as an edited rating" {
	history
	first_run mmr mmr
	r=$(pick rating player E < "$T/p1")
	set_cell "$T/p1" rating E "${r}0" > "$T/pe"
	set_cell "$T/p1" _sum E "" > "$T/pn"
	rate -m mmr -r "$T/pe" "$T/h2.tsv" > "$T/a"
	rate -m mmr -r "$T/pn" "$T/h2.tsv" > "$T/b"
	cmp "$T/a" "$T/b"
	# the unedited run keeps E's performances (factors), the edited ones one
	rate -m mmr -r "$T/p1" "$T/h2.tsv" > "$T/c"
	[ "$(pick factors player E < "$T/c")" != "$(pick factors player E < "$T/b")" ]
	# a damaged digest is bad data
	set_cell "$T/p1" _sum E "xyz" > "$T/pd"
	run rate -m mmr -r "$T/pd" "$T/h2.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"pd:6:"*"_sum"*"16 hexadecimal digits"* ]]
}

@test "edits: the digest: fixed size, changes with any byte of a covered cell, stable across runs and locales" {
	history
	rate -m elo -p fide -r "$T/list.tsv" "$T/h.tsv" > "$T/a"
	[ "$(tail -n +2 "$T/a" | awk -F"\t" "{ print \$NF }" | grep -cE '^[0-9a-f]{16}/[0-9a-f]{16}$')" -eq 5 ]
	# five players, five different digests of either kind
	[ "$(tail -n +2 "$T/a" | awk -F"\t" "{ print \$NF }" | cut -d/ -f1 | sort -u | wc -l)" -eq 5 ]
	[ "$(tail -n +2 "$T/a" | awk -F"\t" "{ print \$NF }" | cut -d/ -f2 | sort -u | wc -l)" -eq 5 ]
	rate -m elo -p fide -r "$T/list.tsv" "$T/h.tsv" | cmp - "$T/a"
	for l in $(locale -a 2> /dev/null | grep -iE '^(de_DE|fr_FR|C\.UTF-8|en_US)' | head -3); do
		LC_ALL=$l rate -m elo -p fide -r "$T/list.tsv" "$T/h.tsv" | cmp - "$T/a"
	done
	# one byte of the rating: the R digest sees it, S does not (and so the
	# row is an edited rating, not an edited state)
	first_run elo fide
	r=$(pick rating player A < "$T/p1")
	set_cell "$T/p1" rating A "${r}.0" > "$T/pe"
	rate -m elo -p fide -r "$T/pe" "$T/h2.tsv" > /dev/null
	# one byte of _seen or _model: the S digest (the run refuses it)
	for c in _seen _model last games _state; do
		touch_cell "$T/p1" "$c" A > "$T/pe"
		run rate -m elo -p fide --new-rules -r "$T/pe" "$T/h2.tsv"
		[ "$status" -eq 1 ]
		[[ "$output" == *"column _sum says"*"$c"* ]]
	done
}

@test "edits: --prior-ratings-only takes an edited file's ratings; --new-rules still checks" {
	history
	first_run trueskill herbrich2006
	touch_cell "$T/p1" mu A > "$T/pe"
	run rate -m trueskill -r "$T/pe" "$T/h2.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"--prior-ratings-only"* ]]
	rate -m trueskill --prior-ratings-only -r "$T/pe" "$T/h2.tsv" > "$T/a"
	rate -m trueskill --prior-ratings-only -r "$T/p1" "$T/h2.tsv" | cmp - "$T/a"
	# other rules: an unedited prior continues, an edited state is refused
	rate -m trueskill --beta 5 --new-rules -r "$T/p1" "$T/h2.tsv" > /dev/null
	run rate -m trueskill --beta 5 --new-rules -r "$T/pe" "$T/h2.tsv"
	[ "$status" -eq 1 ]
}

@test "edits: an older ratings file without _sum: the model still checks the rating itself" {
	history
	first_run trueskill herbrich2006
	cut -f1-10 "$T/p1" > "$T/old"
	head -1 "$T/old" | grep -qv _sum
	rate -m trueskill -r "$T/old" "$T/h2.tsv" > /dev/null
	set_cell "$T/old" rating A 1234.5 > "$T/pe"
	run rate -m trueskill -r "$T/pe" "$T/h2.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"pe:2:"*"edited by hand"* ]]
}

@test "edits: the digest's value is FNV-1a 64 of the cells as written, each and a tab" {
	# A federation's list row rated over no game: glicko writes
	#   clasic A 1500 350 1 active "" 0 "" "glicko glickman"
	# R = FNV-1a 64 of "clasic\tA\t1500\t", S of "clasic\tA\t350\t1\t\t0\t\tglicko
	# glickman\t" (rd games last lag _seen _model; status is never read
	# back).  Computed by an independent peer (offset 0xcbf29ce484222325,
	# prime 0x100000001b3, 64-bit wrap; a 6-line Python function over the
	# bytes): 0e2594b85f2d24a8 and d3243106c589eeb7.
	printf 'type\tplayer\trating\nclasic\tA\t1500\n' > "$T/l.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n' > "$T/none.tsv"
	rate -m glicko -p glickman -r "$T/l.tsv" "$T/none.tsv" > "$T/r.tsv"
	[ "$(sed -n 2p "$T/r.tsv")" = "$(printf 'clasic\tA\t1500\t350\t1\tactive\t\t0\t\tglicko glickman\t0e2594b85f2d24a8/d3243106c589eeb7')" ]
}
