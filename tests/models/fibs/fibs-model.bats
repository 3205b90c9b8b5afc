#!/usr/bin/env bats
# rate -m fibs: the worked examples of doc/rules/backgammon.md and the
# rule's tables, to 4 decimals, via --history (columns before fl fe fp delta
# rating experience).
load ../../helpers

hdr='date\tevent\tgame\ttype\tplayer\tplace\tlength\n'

# A match row: match DATE GAME PLAYER PLACE LENGTH
match() { printf '%s\tE\t%s\tbackgammon\t%s\t%s\t%s\n' "$@"; }

@test "fibs ex.1: two new players, N = 11, equal Elo: Fe = 1, ±32.4363" {
	run rate -m fibs --history "$SHARED/fibs/ex1.tsv"
	[ "$status" -eq 0 ]
	# Fl = 2*sqrt(11) = 6.63324958 -> 6.6332; PJ after = 0 + 11; Fp = (500-11)/100
	[ "$(echo "$output" | col fl 1)" = 6.6332 ]
	[ "$(echo "$output" | col fe 1)" = 1 ]
	[ "$(echo "$output" | col fe 2)" = -1 ]
	[ "$(echo "$output" | col fp 1)" = 4.89 ]
	[ "$(echo "$output" | col experience 1)" = 11 ]
	# delta = 6.6332 * 1 * 4.89 = 32.436348; new Elo rounded: 1532.4363, 1467.5637
	close "$(echo "$output" | col delta 1)" 32.436348 1e-9
	close "$(echo "$output" | col delta 2)" -32.436348 1e-9
	[ "$(echo "$output" | col rating 1)" = 1532.4363 ]
	[ "$(echo "$output" | col rating 2)" = 1467.5637 ]
}

@test "fibs ex.2: the favourite wins a 15-point match (Fe = 2U = 0.8294)" {
	run rate -m fibs --history -r "$SHARED/fibs/prior23.tsv" "$SHARED/fibs/ex23.tsv"
	[ "$status" -eq 0 ]
	# D = 77.2672, D*sqrt(15)/2000 = 0.149627, U = 1/(10^0.149627+1) = 0.414708
	# Fe = 2U = 0.829416 -> 0.8294; Fl = 2*sqrt(15) = 7.745967 -> 7.7460
	[ "$(echo "$output" | pick before player A1)" = 1620.6582 ]
	[ "$(echo "$output" | pick fl player A1)" = 7.746 ]
	[ "$(echo "$output" | pick fe player A1)" = 0.8294 ]
	[ "$(echo "$output" | pick fe player A2)" = -0.8294 ]
	# PJ 40 + 15 = 55: Fp 4.45; PJ 51 + 15 = 66: Fp 4.34
	[ "$(echo "$output" | pick experience player A1)" = 55 ]
	[ "$(echo "$output" | pick fp player A1)" = 4.45 ]
	[ "$(echo "$output" | pick experience player A2)" = 66 ]
	[ "$(echo "$output" | pick fp player A2)" = 4.34 ]
	# A2: 7.746 * -0.8294 * 4.34 = -27.88247062 -> -27.8825, 1515.50852938 -> 1515.5085
	close "$(echo "$output" | pick delta player A2)" -27.8825 0.00005
	[ "$(echo "$output" | pick rating player A2)" = 1515.5085 ]
	# A1: 7.746 * 0.8294 * 4.45 = 28.58916918; the Q-Gammon page prints 28.5891 (one unit
	# off in the 4th decimal; its own new Elo agrees with ours):
	# 1620.6582 + 28.58916918 = 1649.24736918 -> 1649.2474
	close "$(echo "$output" | pick delta player A1)" 28.5891 0.0001
	[ "$(echo "$output" | pick rating player A1)" = 1649.2474 ]
}

@test "fibs ex.3: the underdog wins an 11-point match (Fe = 2F = 1.1023)" {
	run rate -m fibs --history -r "$SHARED/fibs/prior23.tsv" "$SHARED/fibs/ex23.tsv"
	# D = 53.7719, D*sqrt(11)/2000 = 0.0891699, U = 0.448850, F = 0.551150
	# Fe(B2, winner, lower Elo) = 2F = 1.102300 -> 1.1023
	[ "$(echo "$output" | pick fe player B2)" = 1.1023 ]
	[ "$(echo "$output" | pick fe player B1)" = -1.1023 ]
	[ "$(echo "$output" | pick fl player B1)" = 6.6332 ]
	# PJ 114 + 11 = 125: Fp 3.75; 77 + 11 = 88: Fp 4.12
	[ "$(echo "$output" | pick fp player B1)" = 3.75 ]
	[ "$(echo "$output" | pick fp player B2)" = 4.12 ]
	# 6.6332*1.1023 = 7.31177636; *3.75 = 27.41916135; *4.12 = 30.1245186
	close "$(echo "$output" | pick delta player B1)" -27.4192 0.00005
	close "$(echo "$output" | pick delta player B2)" 30.1245 0.00005
	# 1540.8367 - 27.41916135 = 1513.41753865; 1487.0648 + 30.1245186 = 1517.1893186
	[ "$(echo "$output" | pick rating player B1)" = 1513.4175 ]
	[ "$(echo "$output" | pick rating player B2)" = 1517.1893 ]
}

@test "fibs ratings stream: state columns and status from 100 PJ" {
	run rate -m fibs -r "$SHARED/fibs/prior23.tsv" "$SHARED/fibs/ex23.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$(printf 'type\tplayer\trating\tgames\tstatus\tlast\texperience\t_seen\t_model\t_sum')" ]
	# B1: 10 + 1 matches, 125 PJ >= 100: active; B2 88 PJ: provisional
	[ "$(echo "$output" | pick games player B1)" = 11 ]
	[ "$(echo "$output" | pick status player B1)" = active ]
	[ "$(echo "$output" | pick status player B2)" = provisional ]
	[ "$(echo "$output" | pick last player B2)" = 2004-02-07 ]
	[ "$(echo "$output" | pick experience player B1)" = 125 ]
	[ "$(echo "$output" | pick rating player A1)" = 1649.2474 ]
}

@test "fibs --exact: the full-precision values 32.4366 and 1649.2479" {
	run rate -m fibs --exact --history "$SHARED/fibs/ex1.tsv"
	# 2*sqrt(11) * 4.89 = 6.63324958 * 4.89 = 32.43659045
	close "$(echo "$output" | col delta 1)" 32.43659045 1e-8
	run rate -m fibs --exact --history -r "$SHARED/fibs/prior23.tsv" "$SHARED/fibs/ex23.tsv"
	# 7.745967 * 0.829416 * 4.45 = 28.58967; 1620.6582 + 28.58967 = 1649.24787
	close "$(echo "$output" | pick rating player A1)" 1649.2479 0.00005
}

@test "fibs Fl table: N = 1, 3, ..., 25 gives 2.000 ... 10.000" {
	{ printf "$hdr"; n=1; for N in 1 3 5 7 9 11 13 15 17 19 21 23 25; do
		match 2004-01-01 $n a$N 1 $N; match 2004-01-01 $n b$N 2 $N; n=$((n + 1)); done; } > "$T/fl.tsv"
	run rate -m fibs --history "$T/fl.tsv"
	[ "$status" -eq 0 ]
	# the page's table, 3 decimals: Fl = 2*sqrt(N)
	set -- 1 2.000 3 3.464 5 4.472 7 5.292 9 6.000 11 6.633 13 7.211 15 7.746 \
	    17 8.246 19 8.718 21 9.165 23 9.592 25 10.000
	while [ $# -gt 0 ]; do
		close "$(echo "$output" | pick fl player a$1)" "$2" 0.0005
		shift 2
	done
}

@test "fibs 1-point and 25-point matches between new players" {
	{ printf "$hdr"; match 2004-01-01 1 a 1 1; match 2004-01-01 1 b 2 1
	  match 2004-01-01 2 c 2 25; match 2004-01-01 2 d 1 25; } > "$T/m.tsv"
	run rate -m fibs --history "$T/m.tsv"
	# N = 1: Fl = 2, Fe = 1, Fp = (500-1)/100 = 4.99: delta 9.98
	[ "$(echo "$output" | pick fl player a)" = 2 ]
	[ "$(echo "$output" | pick fp player a)" = 4.99 ]
	[ "$(echo "$output" | pick rating player a)" = 1509.98 ]
	[ "$(echo "$output" | pick rating player b)" = 1490.02 ]
	# N = 25: Fl = 10, Fp = (500-25)/100 = 4.75: delta 47.5 (d won)
	[ "$(echo "$output" | pick fl player d)" = 10 ]
	[ "$(echo "$output" | pick fp player d)" = 4.75 ]
	[ "$(echo "$output" | pick rating player d)" = 1547.5 ]
	[ "$(echo "$output" | pick rating player c)" = 1452.5 ]
}

@test "fibs Fp table: PJ 40 ... 360 -> 4.6 ... 1.4, 400 or more -> 1" {
	# each pX has X-1 PJ and plays a 1-point match: PJ after = X
	{ printf 'type\tplayer\trating\tgames\tstatus\tlast\texperience\n'
	  for X in 40 80 120 160 200 240 280 320 360 400 450; do
		printf 'backgammon\tp%s\t1500\t1\tactive\t2003-12-31\t%s\n' $X $((X - 1)); done; } > "$T/prior.tsv"
	{ printf "$hdr"; for X in 40 80 120 160 200 240 280 320 360 400 450; do
		match 2004-01-01 $X p$X 1 1; match 2004-01-01 $X o$X 2 1; done; } > "$T/m.tsv"
	run rate -m fibs --history -r "$T/prior.tsv" "$T/m.tsv"
	[ "$status" -eq 0 ]
	# Fp = (500 - PJ)/100 below 400
	set -- 40 4.6 80 4.2 120 3.8 160 3.4 200 3 240 2.6 280 2.2 320 1.8 360 1.4 400 1 450 1
	while [ $# -gt 0 ]; do
		[ "$(echo "$output" | pick experience player p$1)" = "$1" ]
		[ "$(echo "$output" | pick fp player p$1)" = "$2" ]
		shift 2
	done
}

@test "fibs crossing 400 PJ: counted after (qgammon) vs before (fibs)" {
	{ printf 'type\tplayer\trating\tgames\tstatus\tlast\texperience\n'
	  printf 'backgammon\tx\t1500\t30\tactive\t2003-12-31\t395\n'
	  printf 'backgammon\ty\t1500\t30\tactive\t2003-12-31\t388\n'; } > "$T/prior.tsv"
	{ printf "$hdr"; match 2004-01-01 1 x 1 11; match 2004-01-01 1 y 2 11; } > "$T/m.tsv"
	run rate -m fibs --history -r "$T/prior.tsv" "$T/m.tsv"
	# qgammon: x 395 + 11 = 406 >= 400: Fp 1; y 388 + 11 = 399: Fp 1.01
	[ "$(echo "$output" | pick experience player x)" = 406 ]
	[ "$(echo "$output" | pick fp player x)" = 1 ]
	[ "$(echo "$output" | pick fp player y)" = 1.01 ]
	# delta x = 6.6332 * 1 * 1 = 6.6332
	[ "$(echo "$output" | pick rating player x)" = 1506.6332 ]
	run rate -m fibs -p fibs --history -r "$T/prior.tsv" "$T/m.tsv"
	# fibs: K = max(1, 5 - 395/100) = 1.05 and 5 - 388/100 = 1.12, no rounding
	close "$(echo "$output" | pick fp player x)" 1.05 1e-12
	close "$(echo "$output" | pick fp player y)" 1.12 1e-12
	# delta x = 4 * sqrt(11) * 0.5 * 1.05 = 6.96491206
	close "$(echo "$output" | pick delta player x)" 6.96491206 1e-7
	[ "$(echo "$output" | pick experience player x)" = 406 ]
}

@test "fibs profile fibs on ex.1: K = 5 with 0 experience before, delta 33.16625" {
	run rate -m fibs -p fibs --history "$SHARED/fibs/ex1.tsv"
	# 4 * sqrt(11) * 1/2 * 5 = 33.16624790
	close "$(echo "$output" | col delta 1)" 33.1662479 1e-7
	close "$(echo "$output" | col rating 2)" 1466.8337521 1e-7
}

@test "fibs flags: --initial, --digits" {
	run rate -m fibs --initial 1600 "$SHARED/fibs/ex1.tsv"
	# equal Elo: the same delta as ex.1 from 1600
	[ "$(echo "$output" | pick rating player P1)" = 1632.4363 ]
	run rate -m fibs --digits 2 --history "$SHARED/fibs/ex1.tsv"
	# Fl 6.63, Fp 4.89: 32.4207 -> 1532.42
	[ "$(echo "$output" | col rating 1)" = 1532.42 ]
	run rate -m fibs --digits x "$SHARED/fibs/ex1.tsv"
	[ "$status" -eq 2 ]
}

@test "fibs -r: a history rated in two halves equals one run (both profiles)" {
	{ printf "$hdr"
	  match 2004-01-03 1 ann 1 7;  match 2004-01-03 1 bob 2 7
	  match 2004-01-03 2 cat 2 11; match 2004-01-03 2 dan 1 11
	  match 2004-02-07 3 ann 2 5;  match 2004-02-07 3 dan 1 5
	  match 2004-02-07 4 bob 1 9;  match 2004-02-07 4 cat 2 9
	  match 2004-03-06 5 ann 1 15; match 2004-03-06 5 cat 2 15
	  match 2004-03-06 6 dan 1 1;  match 2004-03-06 6 bob 2 1
	  match 2004-04-03 7 bob 1 25; match 2004-04-03 7 ann 2 25
	  match 2004-04-03 8 eve 1 11; match 2004-04-03 8 dan 2 11; } > "$T/all.tsv"
	head -9 "$T/all.tsv" > "$T/first.tsv"
	{ head -1 "$T/all.tsv"; tail -n +10 "$T/all.tsv"; } > "$T/second.tsv"
	for p in qgammon fibs; do
		rate -m fibs -p $p "$T/all.tsv" > "$T/one.tsv"
		rate -m fibs -p $p "$T/first.tsv" > "$T/half.tsv"
		rate -m fibs -p $p -r "$T/half.tsv" "$T/second.tsv" > "$T/two.tsv"
		# the halves really differ from the whole (the test can fail)
		run cmp -s "$T/half.tsv" "$T/one.tsv"
		[ "$status" -ne 0 ]
		diff "$T/one.tsv" "$T/two.tsv"
	done
}

@test "fibs bad input: no length column, an empty length, a bad length" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2004-01-01\tE\t1\tbackgammon\ta\t1\n' > "$T/a.tsv"
	run rate -m fibs "$T/a.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'a.tsv:1: missing column "length"'* ]]
	{ printf "$hdr"; match 2004-01-01 1 a 1 11; match 2004-01-01 1 b 2 ''; } > "$T/b.tsv"
	run rate -m fibs "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.tsv:3:7: column "length": expected the match length'* ]]
	{ printf "$hdr"; match 2004-01-01 1 a 1 1.5; match 2004-01-01 1 b 2 1.5; } > "$T/c.tsv"
	run rate -m fibs "$T/c.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'c.tsv:2:7:'* ]]
	{ printf "$hdr"; match 2004-01-01 1 a 1 11; match 2004-01-01 1 b 2 7; } > "$T/d.tsv"
	run rate -m fibs "$T/d.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'d.tsv:3:7:'*'the same length on both rows'* ]]
}

@test "fibs bad input: a draw, three players, a single row" {
	{ printf "$hdr"; match 2004-01-01 1 a 1 11; match 2004-01-01 1 b 1 11; } > "$T/a.tsv"
	run rate -m fibs "$T/a.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'a.tsv:3: match "1" of event "E": both players have place 1; there is no draw'* ]]
	{ printf "$hdr"; match 2004-01-01 1 a 1 11; match 2004-01-01 1 b 2 11; match 2004-01-01 1 c 3 11; } > "$T/b.tsv"
	run rate -m fibs "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.tsv:2: match "1" of event "E" has 3 row(s)'* ]]
	{ printf "$hdr"; match 2004-01-01 1 a 1 11; } > "$T/c.tsv"
	run rate -m fibs "$T/c.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'has 1 row(s)'* ]]
}

@test "fibs bad input: no partial output, a match before the prior's last date" {
	{ printf "$hdr"; match 2004-01-01 1 a 1 11; match 2004-01-01 1 b 2 11
	  match 2004-01-02 2 a 1 11; match 2004-01-02 2 b 1 11; } > "$T/a.tsv"
	run rate -m fibs --history "$T/a.tsv"
	[ "$status" -eq 1 ]
	# the first match's rows were complete; nothing of the second is written
	[ "$(echo "$output" | grep -c '^2004-01-01')" -eq 2 ]
	[ "$(echo "$output" | grep -c '^2004-01-02')" -eq 0 ]
	# (ex1's players are all new to prior23: --new-players, tests/trust/ids.bats)
	run rate -m fibs --new-players -r "$SHARED/fibs/prior23.tsv" "$SHARED/fibs/ex1.tsv"
	[ "$status" -eq 0 ]
	{ printf "$hdr"; match 2003-12-01 1 A1 1 11; match 2003-12-01 1 zed 2 11; } > "$T/b.tsv"
	run rate -m fibs -r "$SHARED/fibs/prior23.tsv" "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.tsv:2: match dated before 2004-01-01'* ]]
}

@test "fibs --exact equals --digits none" {
	diff <(rate -m fibs --exact -r "$SHARED/fibs/prior23.tsv" "$SHARED/fibs/ex23.tsv") \
	    <(rate -m fibs --digits none -r "$SHARED/fibs/prior23.tsv" "$SHARED/fibs/ex23.tsv")
	# and differs from the rounded run (A1: 1649.2479 vs 1649.2474)
	run diff <(rate -m fibs --exact -r "$SHARED/fibs/prior23.tsv" "$SHARED/fibs/ex23.tsv") \
	    <(rate -m fibs -r "$SHARED/fibs/prior23.tsv" "$SHARED/fibs/ex23.tsv")
	[ "$status" -ne 0 ]
}

@test "value -m fibs: each row's chance to win, from a ratings file" {
	run value -m fibs -r "$SHARED/fibs/prior23.tsv" "$SHARED/fibs/ex23.tsv"
	[ "$status" -eq 0 ]
	# ex.2: U = 1/(10^(77.2672*sqrt(15)/2000)+1) = 0.414710 for A2, 1 - U for A1
	close "$(echo "$output" | pick expected player A2)" 0.414710 0.000001
	close "$(echo "$output" | pick expected player A1)" 0.585290 0.000001
	# ex.3: U = 1/(10^(53.7719*sqrt(11)/2000)+1) = 0.448849 for B2 (lower Elo)
	close "$(echo "$output" | pick expected player B2)" 0.448849 0.000001
	# players missing from the ratings count as 1500: equal, 1/2 each
	run value -m fibs -r "$SHARED/fibs/prior23.tsv" "$SHARED/fibs/ex1.tsv"
	[ "$(echo "$output" | col expected 1)" = 0.5 ]
	[ "$(echo "$output" | col expected 2)" = 0.5 ]
	# no places needed (a match not yet played), but the length is
	cut -f1-5,7 "$SHARED/fibs/ex1.tsv" > "$T/np.tsv"
	run value -m fibs -r "$SHARED/fibs/prior23.tsv" "$T/np.tsv"
	[ "$status" -eq 0 ]
	cut -f1-6 "$SHARED/fibs/ex1.tsv" > "$T/nl.tsv"
	run value -m fibs -r "$SHARED/fibs/prior23.tsv" "$T/nl.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'missing column "length"'* ]]
}
