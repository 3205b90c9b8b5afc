#!/usr/bin/env bats
# rank --compare: two lists side by side, Kendall tau-b and Spearman rho.
load ../helpers

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

@test "rank --compare: tau-b and rho of the worked example (lib/stages/compare.c)" {
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

# Two random lists of 400 players over two types, ratings drawn from a
# few values (many ties in each list, and in both), some players in one
# list only; the summary's tau-b and rho and every position against a
# brute-force computation in awk straight from the definitions (every
# pair for tau-b; "1 + players above" for pos; "players above + (equal
# + 1)/2" for the average ranks), so the sorting code answers to them.
@test "rank --compare: tau-b, rho and positions agree with brute force on tied random lists" {
	awk -v seed="${RP_SEED:-19}" 'BEGIN {
		srand(seed)
		h = "type\tplayer\trating"
		print h > "'"$T/a.tsv"'"; print h > "'"$T/b.tsv"'"
		for (i = 0; i < 400; i++) {
			t = i % 3 ? "t" : "u"
			x = int(rand() * 12) * 5; y = rand() < 0.3 ? x : int(rand() * 9) * 5 + (rand() < 0.2 ? 0.5 : 0)
			if (rand() < 0.93) print t "\tP" i "\t" x > "'"$T/a.tsv"'"
			if (rand() < 0.93) print t "\tP" i "\t" y > "'"$T/b.tsv"'"
		}
	}'
	rank --compare "$T/b.tsv" --summary "$T/s.tsv" "$T/a.tsv" > "$T/out.tsv"
	awk -F'\t' '
	FNR == 1 { f++; next }
	f <= 2 { side = f - 1; r[side, $1, $2] = $3; n[side, $1]++; who[side, $1, n[side, $1]] = $2; types[$1] }
	f == 3 { pos[$1, $2, 0] = $7; pos[$1, $2, 1] = $8 }
	f == 4 { tau[$1] = $5; rho[$1] = $6 }
	END {
		for (t in types) {
			for (side = 0; side < 2; side++)	# positions, brute force
				for (i = 1; i <= n[side, t]; i++) {
					p = who[side, t, i]; above = 0
					for (j = 1; j <= n[side, t]; j++)
						above += r[side, t, who[side, t, j]] > r[side, t, p]
					if (pos[t, p, side] != above + 1) { printf "%s %s side %d: pos %s, expected %d\n", t, p, side, pos[t, p, side], above + 1; bad++ }
				}
			m = 0
			for (i = 1; i <= n[0, t]; i++)
				if ((1, t, who[0, t, i]) in r) { m++; x[m] = r[0, t, who[0, t, i]]; y[m] = r[1, t, who[0, t, i]] }
			nc = nd = n1 = n2 = 0
			for (i = 1; i <= m; i++)
				for (j = i + 1; j <= m; j++) {
					a = (x[i] > x[j]) - (x[i] < x[j]); b = (y[i] > y[j]) - (y[i] < y[j])
					n1 += a == 0; n2 += b == 0; nc += a * b > 0; nd += a * b < 0
				}
			n0 = m * (m - 1) / 2
			for (i = 1; i <= m; i++) {
				ax = ex = ay = ey = 0
				for (j = 1; j <= m; j++) {
					ax += x[j] > x[i]; ex += x[j] == x[i]; ay += y[j] > y[i]; ey += y[j] == y[i]
				}
				rx[i] = ax + (ex + 1) / 2; ry[i] = ay + (ey + 1) / 2
			}
			mean = (m + 1) / 2; sxy = sxx = syy = 0
			for (i = 1; i <= m; i++) {
				sxy += (rx[i] - mean) * (ry[i] - mean); sxx += (rx[i] - mean) ^ 2; syy += (ry[i] - mean) ^ 2
			}
			et = (nc - nd) / sqrt((n0 - n1) * (n0 - n2)); er = sxy / sqrt(sxx * syy)
			if (n1 < 100 || n2 < 100) { printf "%s: too few ties (%d, %d) to test them\n", t, n1, n2; bad++ }
			d1 = tau[t] - et; d2 = rho[t] - er
			if (d1 * d1 > 1e-24 || d2 * d2 > 1e-24) { printf "%s: tau-b %s rho %s, brute force %.17g %.17g\n", t, tau[t], rho[t], et, er; bad++ }
			checked++
		}
		exit bad > 0 || checked != 2
	}' "$T/a.tsv" "$T/b.tsv" "$T/out.tsv" "$T/s.tsv"
}
