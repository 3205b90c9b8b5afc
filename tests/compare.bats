#!/usr/bin/env bats
# rank --compare: two lists side by side, Kendall tau-b and Spearman rho.
load helpers

lists() {
	printf 'type\tplayer\trating\tstatus\n' > "$T/a.tsv"
	printf 't\tP%s\t%s\tactive\n' 1 100 2 90 3 80 4 80 5 70 7 50 >> "$T/a.tsv"
	printf 'u\tQ\t10\tactive\n' >> "$T/a.tsv"
	printf 'type\tplayer\trating\tstatus\n' > "$T/b.tsv"
	printf 't\tP%s\t%s\tactive\n' 1 95 2 97 6 80 3 70 4 60 5 60 >> "$T/b.tsv"
	printf 't\tP8\t200\tprovisional\n' >> "$T/b.tsv"
}

@test "rank --compare: differences, positions, players in one list only" {
	lists
	run sh -c "rank --compare \"$T/b.tsv\" -s active \"$T/a.tsv\" 2> /dev/null"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'type\tplayer\tin\trating\trating_other\trating_diff\tpos\tpos_other\tpos_diff' ]
	# this: P1 100 (1), P2 90 (2), P3 P4 80 (3, 3), P5 70 (5), P7 50 (6)
	# other: P2 97 (1), P1 95 (2), P6 80 (3), P3 70 (4), P4 P5 60 (5, 5)
	[ "${lines[1]}" = $'t\tP1\tboth\t100\t95\t-5\t1\t2\t1' ]
	[ "${lines[4]}" = $'t\tP4\tboth\t80\t60\t-20\t3\t5\t2' ]
	[ "${lines[6]}" = $'t\tP7\tthis\t50\t\t\t6\t\t' ]
	[ "${lines[7]}" = $'t\tP6\tother\t\t80\t\t\t3\t' ]
	[ "${lines[8]}" = $'u\tQ\tthis\t10\t\t\t1\t\t' ]
	# -s active dropped the provisional P8
	[[ "$output" != *P8* ]]
}

@test "rank --compare: tau-b and rho of the worked example (lib/compare.c)" {
	lists
	rank --compare "$T/b.tsv" -s active --summary "$T/s.tsv" "$T/a.tsv" > /dev/null
	[ "$(sed -n 1p "$T/s.tsv")" = $'type\tboth\tonly_this\tonly_other\ttau_b\trho' ]
	# tau-b = (7 - 1)/sqrt(9*9) = 2/3; rho = 7.75/9.5
	close "$(col tau_b 1 < "$T/s.tsv")" 0.666667
	close "$(col rho 1 < "$T/s.tsv")" 0.815789
	[ "$(col both 1 < "$T/s.tsv")" = 5 ]
	[ "$(col only_this 1 < "$T/s.tsv")" = 1 ]
	[ "$(col only_other 1 < "$T/s.tsv")" = 1 ]
	# type u: one player, in one list: undefined, left empty
	[ "$(sed -n 3p "$T/s.tsv")" = $'u\t0\t1\t0\t\t' ]
	# without --summary the line goes to stderr, stdout stays a clean TSV
	rank --compare "$T/b.tsv" -s active "$T/a.tsv" 2> "$T/err" > "$T/out"
	grep -q 'compare: t: 5 in both lists, 1 only in this, 1 only in other; Kendall tau-b 0.666666' "$T/err"
	! grep -q Kendall "$T/out"
}

@test "rank --compare: identical lists correlate 1; reversed -1; errors" {
	lists
	rank --compare "$T/a.tsv" --summary "$T/s.tsv" "$T/a.tsv" > /dev/null
	[ "$(col tau_b 1 < "$T/s.tsv")" = 1 ]
	[ "$(col rho 1 < "$T/s.tsv")" = 1 ]
	printf 'type\tplayer\trating\nt\tA\t1\nt\tB\t2\nt\tC\t3\n' > "$T/x.tsv"
	printf 'type\tplayer\trating\nt\tA\t3\nt\tB\t2\nt\tC\t1\n' > "$T/y.tsv"
	rank --compare "$T/y.tsv" --summary "$T/s.tsv" "$T/x.tsv" > /dev/null
	[ "$(col tau_b 1 < "$T/s.tsv")" = -1 ]
	[ "$(col rho 1 < "$T/s.tsv")" = -1 ]
	printf 'type\tplayer\trating\nt\tA\t1\nt\tA\t2\n' > "$T/d.tsv"
	run rank --compare "$T/x.tsv" "$T/d.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'d.tsv:3: player "A" of type "t" appears twice'* ]]
	run rank --compare "$T/nosuch.tsv" "$T/x.tsv"
	[ "$status" -eq 1 ]
}
