#!/usr/bin/env bats
# examples/whatif/run.sh: FRSc N = 20 against N = 30 on the example season.
load ../helpers

@test "whatif example: lists compared per type, summary consistent with the rows; FRSc and TopCoder predictions" {
	run "$RP_TOP/examples/whatif/run.sh" "$T/out"
	[ "$status" -eq 0 ]
	[[ "$output" == *"== rank correlation per type"* ]]
	# five collective types, each summarised once
	[ "$(tail -n +2 "$T/out/n20-vs-n30.summary.tsv" | wc -l)" -eq 5 ]
	# the summary's counts are the rows' in column
	both=$(awk -F'\t' '$1 == "clasic" && $3 == "both"' "$T/out/n20-vs-n30.tsv" | wc -l)
	[ "$(pick both type clasic < "$T/out/n20-vs-n30.summary.tsv")" -eq "$both" ]
	other=$(awk -F'\t' '$1 == "clasic" && $3 == "other"' "$T/out/n20-vs-n30.tsv" | wc -l)
	[ "$(pick only_other type clasic < "$T/out/n20-vs-n30.summary.tsv")" -eq "$other" ]
	# a longer window changes the lists but little: both correlations in (0, 1]
	awk -F'\t' 'NR > 1 && !($5 > 0 && $5 <= 1 && $6 > 0 && $6 <= 1) { exit 1 }' "$T/out/n20-vs-n30.summary.tsv"
	# FRSc against TopCoder: predictions scored on the same rows
	[[ "$output" == *"== predictions of TopCoder"* ]]
	# both histories have a prev on every row: the same rows, exclusions and
	# pairs per type, only the measures differ
	cut -f1-5 "$T/out/eval-frsc-n20.tsv" > "$T/a"
	cut -f1-5 "$T/out/eval-topcoder.tsv" > "$T/b"
	cmp "$T/a" "$T/b"
	[ "$(tail -n +2 "$T/out/eval-topcoder.tsv" | wc -l)" -eq 5 ]
	# a log-loss between 0 and ln 2 (better than a coin) for every type
	awk -F'\t' 'NR > 1 && !($6 > 0 && $6 < 0.693148) { exit 1 }' "$T/out/eval-topcoder.tsv"
}
