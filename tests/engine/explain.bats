#!/usr/bin/env bats
# rate --explain: the engine's part (lib/engine/explain.c) and its checks,
# on fibs, whose change is one product: Fl Fe Fp (doc/rules/backgammon.md).
load ../helpers
load ../explain

@test "explain: fibs ex.1, the match's part is Fl Fe Fp, the rounding its own part" {
	run rate -m fibs --explain "$SHARED/fibs/ex1.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$(printf 'type\tplayer\tdate\tevent\tgame\tbefore\tafter\tpart\tamount\topponent\topponent_rating\tlength\texpected\tfl\tfe\tfp\texperience')" ]
	# Fl = 6.6332, Fe = 1, Fp = 4.89: 32.436348; the Elo rounded to 4
	# decimals, 1532.4363: the rounding part is 1532.4363 - 1532.436348
	[ "$(echo "$output" | awk -F'\t' '$2 == "P1" && $8 == "match" { print $9 }')" = 32.436348 ]
	close "$(echo "$output" | awk -F'\t' '$2 == "P1" && $8 == "rounding" { print $9 }')" -0.000048 1e-9
	[ "$(echo "$output" | awk -F'\t' '$2 == "P1" && $8 == "match" { print $10, $14, $15, $16 }')" = "P2 6.6332 1 4.89" ]
	[ "$(echo "$output" | awk -F'\t' '$2 == "P1" { print $7; exit }')" = 1532.4363 ]
}

@test "explain: fibs, parts add up and chain to the list (both profiles)" {
	explain_holds -m fibs "$RP_TOP/examples/backgammon/season.tsv"
	explain_holds -m fibs -p fibs "$RP_TOP/examples/backgammon/season.tsv"
	explain_holds -m fibs -r "$SHARED/fibs/prior23.tsv" "$SHARED/fibs/ex23.tsv"
	for seed in 1 2 3 4 5; do
		awk -v seed=$seed -v h2h=1 -v lengths=1 -f "$RP_TESTDIR/gen-history.awk" > "$T/h$seed.tsv"
		explain_holds -m fibs "$T/h$seed.tsv"
		explain_holds -m fibs -p fibs "$T/h$seed.tsv"
	done
}

@test "explain: --player keeps one player's changes, all of them" {
	s="$RP_TOP/examples/backgammon/season.tsv"
	rate -m fibs --explain "$s" > "$T/all"
	p=$(awk -F'\t' 'NR == 2 { print $2 }' "$T/all")
	run rate -m fibs --explain --player "$p" "$s"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 && $2 != p' p="$p" | wc -l)" -eq 0 ]
	[ "$(echo "$output" | sed 1d)" = "$(awk -F'\t' 'NR > 1 && $2 == p' p="$p" "$T/all")" ]
}

@test "explain: refused with --history, --player without it, a model that cannot" {
	run rate -m fibs --explain --history "$SHARED/fibs/ex1.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *"--explain and --history"* ]]
	run rate -m fibs --player P1 "$SHARED/fibs/ex1.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *"give --explain"* ]]
}

@test "explain: a planted break in the parts is caught by explain_holds" {
	s="$RP_TOP/examples/backgammon/season.tsv"
	# the check itself must fail on a wrong part and on a broken chain
	rate -m fibs --explain "$s" > "$T/x"
	awk -F'\t' -v OFS='\t' 'NR == 5 { $9 = $9 + 1 } 1' "$T/x" > "$T/bad"
	rate() { if [ "$1" = --explain ] || [[ " $* " == *" --explain "* ]]; then cat "$T/bad"; else command rate "$@"; fi; }
	run explain_holds -m fibs "$s"
	[ "$status" -ne 0 ]
	[[ "$output" == *"parts add up"* ]]
}

@test "explain: every model listed by rate --help explains" {
	n=0
	for m in $(rate --help | awk '/^Models:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^$/ { exit }'); do
		n=$((n + 1))
		run rate -m "$m" --explain /dev/null
		[[ "$output" != *"cannot explain"* ]] || { echo "model $m cannot explain"; return 1; }
	done
	[ "$n" -ge 15 ]
}

@test "explain: format shows a change as a heading over its parts (text, Markdown, HTML)" {
	s="$RP_TOP/examples/backgammon/season.tsv"
	rate -m fibs --explain --player Montse "$s" > "$T/x"
	run format --text "$T/x"
	[ "$status" -eq 0 ]
	# Montse's first match: 1500 -> 1477.8631 (Fl Fe Fp = -22.136895, rounded to 4 decimals)
	[ "$(echo "$output" | sed -n 1p)" = "== Montse (backgammon), 2004-09-11 Q2004-09: 1500 → 1478 (-22) ==" ]
	[[ "$(echo "$output" | sed -n 2p)" == "game  part      amount  opponent "* ]]
	[[ "$(echo "$output" | sed -n 4p)" == *"match     -22.14  Júlia "* ]]
	# one heading a change: as many as the stream has changes
	changes=$(awk -F'\t' 'NR > 1 { k = $2 FS $3 FS $4 FS $6 FS $7; if (k != last) n++; last = k } END { print n }' "$T/x")
	[ "$(echo "$output" | grep -c '^== Montse')" -eq "$changes" ]
	run format --markdown "$T/x"
	[ "$(echo "$output" | sed -n 1p)" = "### Montse (backgammon), 2004-09-11 Q2004-09: 1500 → 1478 (-22)" ]
	run format --html "$T/x"
	[ "$(echo "$output" | grep -c '<h2>Montse (backgammon), ')" -eq "$changes" ]
	# -d 2: ratings to the hundredth in the heading
	run format --text -d 2 "$T/x"
	[ "$(echo "$output" | sed -n 1p)" = "== Montse (backgammon), 2004-09-11 Q2004-09: 1500.00 → 1477.86 (-22.14) ==" ]
}

@test "explain: the page keeps a term whose name is part of a heading column's (dwz's n and e)" {
	# dwz's terms n (the games) and e (E) are letters of "event" and
	# "player": the page hides only the heading's own columns, by whole name
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tage\n2024-01-01\tE\t1\tchess\tA\t1\t30\n2024-01-01\tE\t1\tchess\tB\t2\t30\n' > "$T/g.tsv"
	printf 'type\tplayer\trating\nchess\tA\t1500\nchess\tB\t1500\n' > "$T/p.tsv"
	rate -m dwz -r "$T/p.tsv" --explain "$T/g.tsv" > "$T/x"
	run format --text "$T/x"
	[ "$status" -eq 0 ]
	head=$(echo "$output" | sed -n 2p | tr -s ' ' '\n')
	echo "$head" | grep -qx n
	echo "$head" | grep -qx e
	echo "$head" | grep -qx e0
	! echo "$head" | grep -qx type
	! echo "$head" | grep -qx event
}
