#!/usr/bin/env bats
# examples/bridge: the lecture's 14-pair tournament, 27 boards, end to end.
load ../helpers

ex=$RP_TOP/examples/bridge

@test "bridge example: the generator reproduces travellers.tsv (boards 1-3 the lecture's)" {
	sh "$ex/generate.sh" > "$T/t.tsv"
	cmp "$T/t.tsv" "$ex/travellers.tsv"
	# the lecture's board 1 row 2: 10-5 +690
	[ "$(sed -n 3p "$ex/travellers.tsv" | cut -f1-3,7)" = "$(printf '1\t10\t5\t690')" ]
}

@test "bridge example: matchpoint standings as expected, check sums hold" {
	run sh -c "'$ex/run.sh' mp 2> '$T/err'"
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat "$ex/expected-mp.tsv")" ]
	# 27 boards x 7 results x 12 = 2268 over both directions, nothing reported broken
	grep -q "27 boards, NS 1134 + EW 1134 = 2268; 14 pairs' totals 2268" "$T/err"
	! grep -q "add up to" "$T/err"
	# every pair played 27 boards: 100 % = 27 x 12 = 324
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 && $4 != 324' | wc -l)" -eq 0 ]
	# the totals before penalties add up to 2268 too
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { s += $3 } END { print s }')" = 2268 ]
	# the penalty KN (10 % of 12 = 1.2) hits pair 7 only
	[ "$(echo "$output" | awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "adjust") a = i; next }
		$a != 0 { print $1, $a }')" = "7 -1.2" ]
}

@test "bridge example: IMP standings as expected" {
	run "$ex/run.sh" imps
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat "$ex/expected-imps.tsv")" ]
}

@test "bridge example: the traveller view of board 1 is the lecture's protocol" {
	run "$ex/run.sh" traveller
	[ "$status" -eq 0 ]
	# 690 (10-5) 12; 660 (11-9) 10; 630 twice (14-1, 6-12) 7; -100 (3-8) 4; -200 twice 1
	[[ "${lines[2]}" == *"690"*"10-5"*"12"* ]]
	[[ "${lines[4]}" == *"630"*"2"*"14-1 6-12"*"7"*"5"* ]]
	[[ "${lines[6]}" == *"-200"*"2"*"4-2 7-13"*"1"*"11"* ]]
}
