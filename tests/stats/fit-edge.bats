#!/usr/bin/env bats
# fit's edges: standard input a pipe it does not read, a warning when the
# optimum lies on the edge of its grid, and -j N threads whose output is
# byte-identical for any N.
load ../helpers

hist() {
	awk -f "$RP_TESTDIR/gen-history.awk" -v seed="${1:-3}" -v games="${2:-60}" -v players=6
}

@test "fit: standard input a pipe it does not read (named files only) is left alone" {
	hist > "$T/h.tsv"
	fit -m frsc -n 3 --fit spread=40,50 --folds 1 "$T/h.tsv" > "$T/null.tsv"
	# helpers.bash gives every test /dev/null: here stdin is a pipe, as
	# under GNU parallel or a cron job's `echo | ...`
	run sh -c 'echo | fit -m frsc -n 3 --fit spread=40,50 --folds 1 "$1"' sh "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat "$T/null.tsv")" ]
}
