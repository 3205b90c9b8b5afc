#!/usr/bin/env bats
# examples/sweep (GNU parallel) and examples/whatif/models.sh: a grid of
# parameters x models over one history, merged into one table; the sweep
# runs when parallel is installed (skipped otherwise).
load helpers

@test "sweep: a small grid with -j 2 equals the jobs run one by one; -S : (the --sshlogin path) too" {
	command -v parallel > /dev/null || skip "GNU parallel not installed (apt-get install parallel)"
	score < "$BATS_TEST_DIRNAME/../examples/backgammon/season.tsv" > "$T/h.tsv"
	printf '%s\n' "glicko --c 15" "glicko2 --tau 0.8" "trueskill --beta 8" "wenglin" \
	    "topcoder -p elo-mmr" > "$T/grid"
	GRID=$T/grid run "$BATS_TEST_DIRNAME/../examples/sweep/sweep.sh" -j 2 "$T/h.tsv"
	[ "$status" -eq 0 ]
	echo "$output" > "$T/table.tsv"
	# one header, one row per grid line (one type), in the grid's order
	[ "$(head -n 1 "$T/table.tsv" | cut -f 1,2,8)" = "$(printf 'model\tflags\tlogloss')" ]
	[ "$(tail -n +2 "$T/table.tsv" | cut -f 1,2)" = "$(awk '{ m = $1; $1 = ""; sub(/^ /, ""); printf "%s\t%s\n", m, $0 }' "$T/grid")" ]
	# each row is what the pipeline gives alone
	rate -m glicko2 --tau 0.8 --history "$T/h.tsv" | rank --eval --burn-in 3 | tail -n 1 > "$T/one"
	[ "$(awk -F'\t' '$1 == "glicko2"' "$T/table.tsv" | cut -f 3-)" = "$(cat "$T/one")" ]
	# the remote path (--sshlogin with --basefile), on this machine
	GRID=$T/grid run "$BATS_TEST_DIRNAME/../examples/sweep/sweep.sh" -j 2 -S 2/: "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | grep -v '^parallel: Warning')" = "$(cat "$T/table.tsv")" ]
	# a failing job fails the sweep
	echo "glicko --c -5" > "$T/bad"
	GRID=$T/bad run "$BATS_TEST_DIRNAME/../examples/sweep/sweep.sh" -j 1 "$T/h.tsv"
	[ "$status" -ne 0 ]
}

@test "whatif models: every model on the backgammon season, one table of scores" {
	run "$BATS_TEST_DIRNAME/../examples/whatif/models.sh" "$T/out"
	[ "$status" -eq 0 ]
	# 12 model lines, the same rows and pairs for each (the same burn-in)
	[ "$(tail -n +2 "$T/out/scores.tsv" | wc -l)" -eq 12 ]
	[ "$(tail -n +2 "$T/out/scores.tsv" | cut -f 2-6 | sort -u | wc -l)" -eq 1 ]
	for m in fibs elo frsc topcoder glicko glicko2 trueskill wenglin; do
		grep -q "^$m" "$T/out/scores.tsv"
	done
	# sorted by log-loss, every one finite and positive
	tail -n +2 "$T/out/scores.tsv" | cut -f 7 | sort -g -c
	awk -F'\t' 'NR > 1 && !($7 > 0 && $7 < 5) { exit 1 }' "$T/out/scores.tsv"
	[[ "$output" == *"glicko -p playerratings"* ]]
}
