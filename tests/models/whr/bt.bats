#!/usr/bin/env bats
# rate -m bt (Bradley-Terry batch fit, doc/rules/bt.md): the fit and its
# standard errors against hand derivations and map.awk (a dense Newton
# over every rating at once, the full inverse Hessian); predictions that
# use only earlier games.
load ../../helpers
bats_require_minimum_version 1.5.0

results() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	cat
}

cell() {
	awk -F'\t' -v c="$2" -v p="$3" 'NR == 1 { for (i = 1; i <= NF; i++) k[$i] = i; next }
		$2 == p { print $k[c] }' "$1"
}

@test "bt: one game: the closed form, the deviation from the 2x2 inverse Hessian" {
	# A beats B; 2 virtual draws each against rating 0.  rA = x = -rB with
	#   (1 - P(2x)) + 2 (1/2 - P(x)) = 0:  x = 91.731491030612 Elo (whr.bats).
	# -H = [[h1 + h0, -h1], [-h1, h1 + h0]], h1 = P(2x)(1 - P(2x)),
	# h0 = 2 P(x)(1 - P(x)); its inverse's diagonal (h1 + h0)/(h0 (2 h1 + h0)):
	# deviation sqrt of it, 223.808630180866 Elo (whr's one-history
	# deviation, 214.13, holds B fixed: smaller).
	printf '2020-01-01\te1\t1\tgo\tA\t1\n2020-01-01\te1\t1\tgo\tB\t2\n' | results > "$T/in.tsv"
	rate -m bt --tolerance 1e-9 "$T/in.tsv" > "$T/r.tsv"
	close "$(cell "$T/r.tsv" rating A)" 91.731491030612 1e-8
	close "$(cell "$T/r.tsv" rating B)" -91.731491030612 1e-8
	close "$(cell "$T/r.tsv" deviation A)" 223.808630180866 1e-8
	run awk 'function P(d) { return 1 / (1 + exp(-d)) } BEGIN { lo = 0; hi = 5
		for (i = 0; i < 200; i++) { x = (lo + hi) / 2; if (2 - P(2 * x) - 2 * P(x) > 0) lo = x; else hi = x }
		p1 = P(2 * x); p0 = P(x); h1 = p1 * (1 - p1); h0 = 2 * p0 * (1 - p0)
		printf "%.9f\n", sqrt((h1 + h0) / (h0 * (2 * h1 + h0))) * 400 / log(10) }'
	close "$output" 223.808630180866 1e-8
}

@test "bt: four players, a draw, over two events, equal a dense Newton (map.awk)" {
	# A beats B, B beats C, D beats A, C beats A, A draws C, A beats B:
	# the batch fit is of all six whatever their dates (D, who plays only
	# in the first event, moves with A's later games); map.awk's one group
	# is the whole model, so its deviations are the full inverse Hessian's.
	results > "$T/in.tsv" <<-EOF
	2020-01-01	e1	1	go	A	1
	2020-01-01	e1	1	go	B	2
	2020-01-01	e1	2	go	B	1
	2020-01-01	e1	2	go	C	2
	2020-01-01	e1	3	go	D	1
	2020-01-01	e1	3	go	A	2
	2020-02-01	e2	1	go	C	1
	2020-02-01	e2	1	go	A	2
	2020-02-01	e2	2	go	A	1
	2020-02-01	e2	2	go	C	1
	2020-02-01	e2	3	go	A	1
	2020-02-01	e2	3	go	B	2
	EOF
	printf 'var A g\nvar B g\nvar C g\nvar D g\ngame A B 1\ngame B C 1\ngame D A 1\ngame C A 1\ngame A C 0.5\ngame A B 1\nprior A 2\nprior B 2\nprior C 2\nprior D 2\n' |
	    awk -f "$BATS_TEST_DIRNAME/map.awk" > "$T/map"
	rate -m bt --tolerance 1e-9 "$T/in.tsv" > "$T/r.tsv"
	for p in A B C D; do
		close "$(cell "$T/r.tsv" rating $p)" "$(awk -v p=$p '$1 == p { print $2 }' "$T/map")" 1e-6
		close "$(cell "$T/r.tsv" deviation $p)" "$(awk -v p=$p '$1 == p { print $3 }' "$T/map")" 1e-6
	done
	# --dense-max 2: the type has 4 players, deviations 1/sqrt(-H_ii), said
	run --separate-stderr rate -m bt --tolerance 1e-9 --dense-max 2 "$T/in.tsv"
	[[ $stderr == *"more than --dense-max 2 players"* ]]
	[ "$(echo "$output" | awk -F'\t' '$2 == "A" { print $4 }')" != "$(cell "$T/r.tsv" deviation A)" ]
}

history() {
	awk -v seed="$1" -v h2h=1 -v eventdays=4 -v games="$2" -v players=8 \
	    -f "$RP_TESTDIR/gen-history.awk"
}

@test "bt: honest predictions: --history of the first events = the first rows of the whole" {
	history 5 120 > "$T/all.tsv"
	rate -m bt --history "$T/all.tsv" > "$T/h-all.tsv"
	for n in 3 10 20; do
		awk -F'\t' -v n=$n 'NR == 1 { print; next } $2 != k { k = $2; e++ } e <= n' \
		    "$T/all.tsv" > "$T/first.tsv"
		rate -m bt --history "$T/first.tsv" > "$T/h-first.tsv"
		[ "$(wc -l < "$T/h-first.tsv")" -lt "$(wc -l < "$T/h-all.tsv")" ]
		cmp "$T/h-first.tsv" <(head -n "$(wc -l < "$T/h-first.tsv")" "$T/h-all.tsv")
	done
	# a player's first prediction is 0 (no game of its own yet)
	run awk -F'\t' 'NR > 1 && !seen[$5]++ && $11 != 0 { bad++ } END { print bad + 0 }' "$T/h-all.tsv"
	[ "$output" = 0 ]
}

@test "bt: a continued run says it starts from a summary" {
	history 9 60 > "$T/all.tsv"
	awk -F'\t' 'NR == 1 { print; next } $2 != k { k = $2; e++ } e <= 8' "$T/all.tsv" > "$T/a.tsv"
	awk -F'\t' 'NR == 1 { print; next } $2 != k { k = $2; e++ } e > 8' "$T/all.tsv" > "$T/b.tsv"
	rate -m bt "$T/a.tsv" > "$T/prior.tsv"
	rate -m bt -r "$T/prior.tsv" "$T/b.tsv" 2> "$T/err" > /dev/null
	grep -q "model bt continues from a summary: each player's past is summarised as a Gaussian prior" "$T/err"
	# no prior, no word
	rate -m bt "$T/b.tsv" 2> "$T/err" > /dev/null
	[ ! -s "$T/err" ]
}
