#!/usr/bin/env bats
# score: field, rank, wins, delta.
load ../helpers

@test "score: --help, --version, unknown method" {
	run score --help
	[ "$status" -eq 0 ]
	run score --version
	[[ "$output" == "score (ratepipe) "* ]]
	run score -m nosuch
	[ "$status" -eq 2 ]
	run score --spread x "$SHARED/eliptic3.tsv"
	[ "$status" -eq 2 ]
}

@test "score: game 3 of the worked example (A 1st, B and C 2nd, D 4th)" {
	run score "$SHARED/eliptic3.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'date\tevent\tgame\ttype\tplayer\tplace\tfield\trank\twins\tdelta' ]
	# rows 6-9: field 4; rank: tied 2nd-3rd average to 2.5; wins = J - rank
	[ "$(echo "$output" | col field 6)" = 4 ]
	[ "$(echo "$output" | col rank 7)" = 2.5 ]
	[ "$(echo "$output" | col rank 9)" = 4 ]
	[ "$(echo "$output" | col wins 6)" = 3 ]
	[ "$(echo "$output" | col wins 7)" = 1.5 ]
	[ "$(echo "$output" | col wins 9)" = 0 ]
	# delta = 50(J - 2L + 1)/(J - 1): A 50, B and C (L = 2) 50/3, D -50
	[ "$(echo "$output" | col delta 6)" = 50 ]
	close "$(echo "$output" | col delta 7)" 16.6666667
	[ "$(echo "$output" | col delta 9)" = -50 ]
}

@test "score --ties average and --spread" {
	run score --ties average --spread 100 "$SHARED/eliptic3.tsv"
	# L = 2.5: 100*(4 - 5 + 1)/3 = 0; first place of game 1: +100
	[ "$(echo "$output" | col delta 7)" = 0 ]
	[ "$(echo "$output" | col delta 1)" = 100 ]
}

@test "score: a one-player game gets an empty delta and a warning" {
	run score "$SHARED/single.tsv"
	[ "$status" -eq 0 ]
	[[ "$output" == *'single.tsv:4: game "2" of event "E" has a single player: delta left empty'* ]]
	run bash -c "score '$SHARED/single.tsv' 2>/dev/null"
	[ "$(echo "$output" | col delta 3)" = "" ]
	[ "$(echo "$output" | col field 3)" = 1 ]
}

@test "score: bad places stop it with the line" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2010-01-01\tE\t1\tclasic\tA\tfirst\n' > "$T/b.tsv"
	run score "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.tsv:2:6: column "place": expected a positive integer, found "first"'* ]]
}

@test "score: every row of fields from 2 to 300 players, with ties, against the formulas" {
	# Games of J = 2, 3, 20, 256, 257 and 300 players, twice each (score
	# formats each value of a field once and reuses the text: the second
	# game of a size and fields over 256 take the other paths).  The first
	# game of a size ties players 3 and 4 of every 7, the second players 5,
	# 6 and 7 (rank 6 from place 5, where the first game has rank 6 from
	# place 6), so a text kept for one (J, L) and reused for another shows.
	# Checked row by row in awk, from the places of the output alone:
	#   field J; rank = p + (players placed p - 1)/2; wins = J - rank;
	#   delta = 50 (J - 2L + 1) / (J - 1), L the place (--ties shared) or
	#   the rank (--ties average).
	awk 'BEGIN { OFS = "\t"; print "date", "event", "game", "type", "player", "place"
		n = split("2 3 20 256 257 300 2 3 20 256 257 300", size, " ")
		for (g = 1; g <= n; g++)
			for (i = 1; i <= size[g]; i++) {
				p = i
				if (g <= 6 && i % 7 == 4) p = i - 1
				if (g > 6 && i % 7 == 0) p = i - 2
				if (g > 6 && i % 7 == 6 && i + 1 <= size[g]) p = i - 1
				print "2011-01-01", "E", g, "clasic", "P" i, p } }' > "$T/g.tsv"
	for ties in shared average; do
		run score --ties "$ties" "$T/g.tsv"
		[ "$status" -eq 0 ]
		echo "$output" | awk -F'\t' -v ties="$ties" '
		function check(   k, p, rank, L, d) {
			for (k = 1; k <= n; k++) {
				p = place[k]; rank = p + (count[p] - 1) / 2
				L = ties == "average" ? rank : p
				d = 50 * (J - 2 * L + 1) / (J - 1)
				if (field[k] != J || r[k] != rank || w[k] != J - rank ||
				    dl[k] - d > 1e-12 || d - dl[k] > 1e-12) {
					print "game " game ": place " p " field " field[k] " rank " r[k] " wins " w[k] " delta " dl[k] ", expected rank " rank " delta " d
					bad = 1 } }
			rows += n; n = 0; delete count }
		NR > 1 { if ($3 != game && n) check()
			game = $3; J = $7; n++; place[n] = $6; count[$6]++
			field[n] = $7; r[n] = $8; w[n] = $9; dl[n] = $10 }
		END { check(); if (rows != 2 * (2 + 3 + 20 + 256 + 257 + 300)) { print rows " rows"; bad = 1 }
			exit bad }'
	done
}

@test "score: places from points when there is no place column" {
	# points 927 918 852 852 783 750 750: more is better, equal points
	# share the place: 1 2 3 3 5 6 6; rank averages ties: 3.5 and 6.5
	{
		printf 'date\tevent\tgame\ttype\tplayer\tpoints\n'
		for p in A:852 B:927 C:750 D:918 E:852 F:783 G:750; do
			printf '2009-04-10\tE\t1\tclasic\t%s\t%s\n' "${p%%:*}" "${p#*:}"
		done
	} > "$T/p.tsv"
	run score "$T/p.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'date\tevent\tgame\ttype\tplayer\tpoints\tplace\tfield\trank\twins\tdelta' ]
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { printf "%s%s=%s/%s ", $5, $6, $7, $9 }')" = \
	    "A852=3/3.5 B927=1/1 C750=6/6.5 D918=2/2 E852=3/3.5 F783=5/5 G750=6/6.5 " ]
	# delta of the tied third: 50 (7 - 2*3 + 1) / 6 = 100/6 = 16.666...
	close "$(echo "$output" | pick delta player A)" 16.666666666666668
	# the same as parse's derivation, column for column
	[ "$(parse "$T/p.tsv" | score)" = "$output" ]
	# fractional and negative points order the same way; a bad one stops it
	sed '2s/852$/-0.5/;3s/927$/0.25/' "$T/p.tsv" > "$T/f.tsv"
	[ "$(score "$T/f.tsv" | pick place player A)" = 7 ]
	sed '3s/927$/many/' "$T/p.tsv" > "$T/b.tsv"
	run score "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"$T/b.tsv:3:6: column \"points\": expected a finite number, found \"many\""* ]]
	cut -f 1-5 "$T/p.tsv" > "$T/n.tsv"
	run score "$T/n.tsv"
	[ "$status" -eq 1 ]
	[ "$output" = "score: $T/n.tsv:1: missing column \"place\" (or \"points\" to derive it from)" ]
}

@test "score: the README's pipeline on the bundled example (places from points)" {
	run bash -c "set -o pipefail; cat '$RP_TOP/examples/frsc/season.tsv' | window -n 20 | score | rate | rank"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'type\tplayer\trating\tgames\tstatus\tlast\t_state\t_seen\t_model\t_sum\tpos' ]
	# the same list as the pipeline that starts with parse
	[ "$output" = "$(parse "$RP_TOP/examples/frsc/season.tsv" | window -n 20 | score | rate | rank)" ]
}
