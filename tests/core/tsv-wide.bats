#!/usr/bin/env bats
# A header of 100,000 columns: every stage checks its names for
# duplicates by hashing, so a wide file costs no more than its bytes
# (the pairwise check took 18 s a stage).  `timeout` is far above the
# time this takes (0.02 s) and far below the quadratic check's.
load ../helpers

wide() {	# wide N [LAST]: N columns (the last one named LAST), 4 rows
	awk -v n="$1" -v last="${2:-}" 'BEGIN {
		split("date event game type player place", h, " ")
		for (i = 1; i <= n; i++)
			printf "%s%s", (i > 1 ? "\t" : ""), (i <= 6 ? h[i] : i == n && last != "" ? last : "c" i)
		print ""
		for (r = 0; r < 4; r++) {
			printf "2011-01-0%d\tE\tg%d\tt\tP%d\t%d", 1 + int(r / 2), int(r / 2), r, r % 2 + 1
			for (i = 7; i <= n; i++)
				printf "\t%d", (i * r) % 10
			print ""
		}
	}'
}

@test "tsv-wide: 100,000 columns pass through each stage quickly" {
	wide 100000 > "$T/w.tsv"
	timeout 10 parse "$T/w.tsv" > "$T/p.tsv"
	cmp "$T/w.tsv" "$T/p.tsv"
	timeout 10 window -n 2 "$T/w.tsv" > "$T/win.tsv"
	[ "$(head -n 1 "$T/win.tsv" | awk -F'\t' '{ print NF, $100000, $100001, $100002, $100003 }')" = "100003 c100000 seq n field" ]
	timeout 10 score "$T/w.tsv" > "$T/s.tsv"
	[ "$(col delta 1 < "$T/s.tsv")" = 50 ]
	[ "$(wc -l < "$T/s.tsv")" -eq 5 ]
	timeout 10 format "$T/w.tsv" | cmp - "$T/w.tsv"
}

@test "tsv-wide: a name twice among 100,000 columns is found, at the later column" {
	wide 100000 c7 > "$T/d.tsv"
	run timeout 10 parse "$T/d.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'d.tsv:1:100000: column "c7" appears twice in the header'* ]]
	# names that differ in one byte are different names
	wide 100000 c7x > "$T/ok.tsv"
	timeout 10 parse "$T/ok.tsv" | cmp - "$T/ok.tsv"
}
