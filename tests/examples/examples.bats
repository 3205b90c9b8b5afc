#!/usr/bin/env bats
# Every example runs as examples/NAME/run.sh, from any directory, and
# prints what its expected file beside it holds.  After a deliberate
# change of output: examples/NAME/run.sh > examples/NAME/expected.txt,
# then read the diff before committing it.  Beyond the files, each test
# checks a few facts of its example by hand.
load ../helpers

EX=$RP_TOP/examples
TOP=$RP_TOP

# Run example NAME [ARGS] from the scratch directory (not the example's):
# stdout into $T/out, stderr into $T/err; the status in $st.
example() {
	st=0
	(cd "$T" && "$EX/$1/run.sh" "${@:2}") > "$T/out" 2> "$T/err" || st=$?
}

# The output against the expected file; the first differences if not.
same_as() {
	diff "$1" "$T/out" > "$T/diff" || { echo "differs from $1:"; head -n 20 "$T/diff"; cat "$T/err"; false; }
}

@test "examples: each is an executable bash run.sh, with one line in the README" {
	local d n=0
	for d in "$EX"/*/; do
		d=${d%/}
		[ -x "$d/run.sh" ] || { echo "$d: no executable run.sh"; false; }
		[ "$(head -n 1 "$d/run.sh")" = "#!/usr/bin/env bash" ]
		grep -q "^    examples/${d##*/}/run.sh  " "$TOP/README.md" || { echo "README lacks ${d##*/}"; false; }
		n=$((n + 1))
	done
	[ "$n" -ge 5 ]
	# no other script is left beside the data under an old name
	[ -z "$(find "$EX" -name pipeline.sh)" ]
}

@test "examples: frsc prints the lists the README shows" {
	example frsc
	[ "$st" -eq 0 ]
	same_as "$EX/frsc/expected.txt"
	# the README's "Its output begins:" block is the output's beginning
	awk '/^Its output begins:/ { on = 1; next } on && /^```$/ { if (in_) exit; in_ = 1; next }
		in_ && $0 != "..." { print }' "$TOP/README.md" > "$T/readme"
	[ -s "$T/readme" ]
	head -n "$(wc -l < "$T/readme")" "$T/out" | cmp - "$T/readme"
	# one list per type and status, then the general rating
	[ "$(grep -c '^== .*, active ==$' "$T/out")" -eq 5 ]
	grep -q '^== general rating' "$T/out"
}

@test "examples: libere, the collective ratings of 2009-2010 seed the 2011 ABSP list" {
	example libere
	[ "$st" -eq 0 ]
	same_as "$EX/libere/expected.txt"
	# the pairs championship is left out and the byes are not rated: said on stderr
	grep -q 'left out 2 game(s) of 1 event(s)' "$T/err"
	grep -q '5 row(s) not rated' "$T/err"
}

@test "examples: backgammon, the ranking, the trophy and one player's factors" {
	example backgammon
	[ "$st" -eq 0 ]
	same_as "$EX/backgammon/expected.txt"
	[ "$(grep -c '^== ' "$T/out")" -eq 3 ]
	[ ! -s "$T/err" ]
}

@test "examples: bridge at matchpoints, IMPs and travellers" {
	example bridge mp
	[ "$st" -eq 0 ]
	same_as "$EX/bridge/expected-mp.tsv"
	# 27 boards of 7 results at top 12: 42 matchpoints a board each way
	[ "$(grep -c 'check sum: board [0-9]*: NS 42 = 7 results x top 12 / 2' "$T/err")" -eq 27 ]
	example bridge imps
	[ "$st" -eq 0 ]
	same_as "$EX/bridge/expected-imps.tsv"
	example bridge traveller
	[ "$st" -eq 0 ]
	same_as "$EX/bridge/expected-traveller.txt"
	# board 1's top score 690 takes the whole top: 12 of 12, 100.00 %
	grep -Eq '^ +1 +690 +1 +10-5 +12 +12 +0 +100\.00 +0\.00$' "$T/out"
	example bridge nosuch
	[ "$st" -eq 2 ]
}

@test "examples: whatif compares windows and systems" {
	example whatif "$T/lists"
	[ "$st" -eq 0 ]
	same_as "$EX/whatif/expected.txt"
	# the lists it keeps in OUTDIR
	[ -s "$T/lists/frsc-n20.tsv" ] && [ -s "$T/lists/n20-vs-n30.summary.tsv" ]
	# prediction scores shown as format rounds them: log-loss to 4 decimals
	grep -Eq '^anticipatie +[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+ +0\.[0-9]{4} +0\.[0-9]{4} +[0-9]+\.[0-9]{2} +[0-9]+\.[0-9]{2}$' "$T/out"
}

@test "examples: without the programs on PATH they run from bin/, and under sh" {
	[ -x "$TOP/bin/rank" ] || skip "no bin/ build (make)"
	(cd "$T" && PATH=/usr/bin:/bin sh "$EX/backgammon/run.sh") > "$T/out" 2> "$T/err"
	same_as "$EX/backgammon/expected.txt"
	(cd "$T" && PATH=/usr/bin:/bin "$EX/bridge/run.sh" imps) > "$T/out" 2> "$T/err"
	same_as "$EX/bridge/expected-imps.tsv"
}
