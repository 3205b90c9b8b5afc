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
