#!/usr/bin/env bats
# examples/backgammon: the generator reproduces season.tsv, the pipeline runs,
# and the stream's totals agree with the rule.
load ../../helpers

EX=$RP_TOP/examples/backgammon

@test "fibs example: gen.awk reproduces season.tsv" {
	awk -f "$EX/gen.awk" > "$T/season.tsv"
	cmp "$T/season.tsv" "$EX/season.tsv"
}

@test "fibs example: the pipeline runs and lists the ranking and the trophy" {
	run "$EX/run.sh"
	[ "$status" -eq 0 ]
	[[ "$output" == *"== regularity trophy"* ]]
	[[ "$output" == *"Pau"* ]]
}

@test "fibs example: PJ = the sum of each player's match lengths; with Fp = 1 the mean Elo stays 1500" {
	rate -m fibs --exact "$EX/season.tsv" > "$T/r.tsv"
	# experience: the lengths summed per player straight from the results
	awk -F'\t' 'NR > 1 { pj[$5] += $7 } END { for (p in pj) print p "\t" pj[p] }' "$EX/season.tsv" | sort > "$T/want"
	awk -F'\t' 'NR > 1 { print $2 "\t" $7 }' "$T/r.tsv" | sort > "$T/got"
	diff "$T/want" "$T/got"
	# Fp differs per player, so the total moves; but with --fp-cap 0 (Fp = 1
	# for all) the changes cancel: the mean stays 1500
	rate -m fibs --exact --fp-cap 0 "$EX/season.tsv" |
		awk -F'\t' 'NR > 1 { s += $3; n++ } END { printf "%.6f\n", s / n }' > "$T/mean"
	[ "$(cat "$T/mean")" = 1500.000000 ]
}
