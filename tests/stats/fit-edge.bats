#!/usr/bin/env bats
# fit's edges: standard input a pipe it does not read, a warning when the
# optimum lies on the edge of its grid, and -j N threads whose output is
# byte-identical for any N.
load ../helpers
bats_require_minimum_version 1.5.0

hist() {
	awk -f "$RP_TESTDIR/gen-history.awk" -v seed="${1:-3}" -v games="${2:-60}" -v players=6
}

@test "fit: standard input a pipe it does not read (named files only) is left alone" {
	hist > "$T/h.tsv"
	fit -m frsc -n 3 --fit spread=40,50 --folds 1 "$T/h.tsv" > "$T/null.tsv"
	# helpers.bash gives every test /dev/null: here stdin is a pipe, as
	# under GNU parallel or a cron job's `echo | ...`
	run --separate-stderr sh -c 'echo | fit -m frsc -n 3 --fit spread=40,50 --folds 1 "$1"' sh "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat "$T/null.tsv")" ]
}

h2h() {
	awk -f "$RP_TESTDIR/gen-history.awk" -v seed=4 -v games=80 -v players=6 -v h2h=1
}

@test "fit: an optimum on the edge of its grid is warned of; one inside is not" {
	h2h > "$T/h.tsv"
	# The grid 4:200:4 on this history: the log-loss falls to K = 32
	# (0.68841) and rises on either side (28: 0.68847, 36: 0.68849).
	run --separate-stderr fit -m elo -p rasccat --fit k=4:200:4 --folds 1 --points "$T/p.tsv" "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$(pick k fold all <<< "$output")" = 32 ]
	[ "$stderr" = "" ]
	# inside a narrower grid: still no warning
	run --separate-stderr fit -m elo -p rasccat --fit k=8:60:4 --folds 1 "$T/h.tsv"
	[ "$status" -eq 0 ] && [ "$stderr" = "" ]
	# cut below the optimum: its top; above: its bottom
	run --separate-stderr fit -m elo -p rasccat --fit k=4:24:4 --folds 1 "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$(pick k fold all <<< "$output")" = 24 ]
	[ "$stderr" = "fit: the optimum of --fit k is 24, the top of its grid 4:24:4: widen it" ]
	run --separate-stderr fit -m elo -p rasccat --fit k=40:60:4 --folds 1 "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$stderr" = "fit: the optimum of --fit k is 40, the bottom of its grid 40:60:4: widen it" ]
	# a list: falling (36 then 32: 32 is its bottom), or in no order
	run --separate-stderr fit -m elo -p rasccat --fit k=36,32 --folds 1 "$T/h.tsv"
	[ "$stderr" = "fit: the optimum of --fit k is 32, the bottom of its grid 36,32: widen it" ]
	run --separate-stderr fit -m elo -p rasccat --fit k=32,60,4 --folds 1 "$T/h.tsv"
	[ "$stderr" = "fit: the optimum of --fit k is 32, the first value of its grid 32,60,4: widen it" ]
	# one value: no grid to widen
	run --separate-stderr fit -m elo -p rasccat --fit k=32 --folds 1 "$T/h.tsv"
	[ "$status" -eq 0 ] && [ "$stderr" = "" ]
	# the search by descent warns the same
	run --separate-stderr fit -m elo -p rasccat --fit k=4:24:4 --search descent --folds 1 "$T/h.tsv"
	[ "$stderr" = "fit: the optimum of --fit k is 24, the top of its grid 4:24:4: widen it" ]
}

@test "fit -j N: the same bytes on 1, 2 and 4 threads (stdout and --points)" {
	awk -f "$RP_TESTDIR/gen-history.awk" -v seed=4 -v games=120 -v players=6 -v h2h=1 \
	    -v eventdays=7 > "$T/e.tsv"
	awk -f "$RP_TESTDIR/gen-history.awk" -v seed=5 -v games=150 -v players=8 \
	    -v eventdays=7 > "$T/m.tsv"
	# elo rated by event; trueskill and mmr sort with comparators whose
	# context is per thread; the flags given (--sweeps, --initial-mu)
	# must hold on every thread
	while IFS='|' read -r name file args; do
		for j in 1 2 4; do
			fit -j "$j" $args --folds 3 --points "$T/$name.p$j" "$T/$file" \
			    > "$T/$name.o$j" 2> "$T/$name.e$j"
		done
		[ "$(tail -n +2 "$T/$name.p1" | wc -l)" -gt 4 ]
		for j in 2 4; do
			cmp "$T/$name.o1" "$T/$name.o$j"
			cmp "$T/$name.p1" "$T/$name.p$j"
			cmp "$T/$name.e1" "$T/$name.e$j"
		done
	done <<-'EOF'
	elo|e.tsv|-m elo -p rasccat --fit k=4:120:4
	ts|m.tsv|-m trueskill --sweeps 5 --fit beta=2:6:1 --fit tau=0.05,0.1
	mmr|m.tsv|-m mmr --initial-mu 1400 --fit weight-limit=0.1:0.3:0.05 --fit sigma-limit=60,80,100
	EOF
	# the flags given hold: not the same as without them
	fit -j 2 -m trueskill --fit beta=2:6:1 --fit tau=0.05,0.1 --folds 3 "$T/m.tsv" > "$T/ts.no"
	! cmp -s "$T/ts.no" "$T/ts.o1"
	# standard input is one offset: the points one at a time, the same
	run --separate-stderr sh -c 'fit -j 4 -m elo -p rasccat --fit k=4:120:4 --folds 3 < "$1"' sh "$T/e.tsv"
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat "$T/elo.o1")" ]
	run fit -j 0 -m elo --fit k=4,8 "$T/e.tsv"
	[ "$status" -eq 2 ]
}
