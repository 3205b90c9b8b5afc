#!/usr/bin/env bats
# parse -f tsh: tsh .t division files.  Fixture tsh-small.t (with a BOM
# and a comment line):
#   1 Ana Pop      160  2 3 0; 420 380 50
#   2 Dan Ionescu  150  1 0 3; 350 -50 401
#   3 Ion Stan     140  0 1 2; 50 380 399 ; p12 2 1 2
load ../helpers

tsh() {
	parse -f tsh --date 2011-05-01 --event CR2011 "$@"
}

@test "tsh: rounds become games, a tie shares place 1, a BOM is dropped" {
	run tsh "$SHARED/tsh-small.t"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -n 1)" = "$(printf 'date\tevent\tgame\ttype\tplayer\tplace\tpoints\tresult\tround')" ]
	# round 1: Ana 420 beats Dan 350 (game 1.1: round 1, lower player 1)
	[ "$(echo "$output" | sed -n 2p)" = "$(printf '2011-05-01\tCR2011\t1.1\tlibere\tAna Pop\t1\t420\t\t1')" ]
	[ "$(echo "$output" | sed -n 3p)" = "$(printf '2011-05-01\tCR2011\t1.1\tlibere\tDan Ionescu\t2\t350\t\t1')" ]
	# round 2: Ana 380 - Ion 380, a tie: places 1 and 1
	[ "$(echo "$output" | pick place game 2.1 | tr '\n' ' ')" = "1 1 " ]
	# round 3: Ion 399 loses to Dan 401
	[ "$(echo "$output" | awk -F'\t' '$3 == "3.2" { print $5 ":" $6 }' | tr '\n' ' ')" = "Dan Ionescu:1 Ion Stan:2 " ]
	# every pairing is there: 3 games of 2 rows + 3 single rows + header
	[ "$(echo "$output" | wc -l)" -eq 10 ]
}

@test "tsh: a bye (opponent 0, score >= 0) and a forfeit (score < 0) are single rows" {
	run tsh "$SHARED/tsh-small.t"
	# Ion round 1: opponent 0, score 50: a bye
	[ "$(echo "$output" | pick result game 1.3)" = bye ]
	[ "$(echo "$output" | pick player game 1.3)" = "Ion Stan" ]
	# Dan round 2: opponent 0, score -50: a forfeit
	[ "$(echo "$output" | pick result game 2.2)" = forfeit ]
	[ "$(echo "$output" | pick points game 2.2)" = -50 ]
	[ "$(echo "$output" | pick result game 3.1)" = bye ]
}

@test "tsh: opponent 00 is a bye; a BOM before the first player line is dropped" {
	printf '\357\273\277Ana 160 00 2; 50 400\nDan 150 00 1; 0 300\n' > "$T/b.t"
	run tsh "$T/b.t"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col player 1)" = Ana ]
	[ "$(echo "$output" | col result 1)" = bye ]
	# a bye scored 0 is still a bye (only a negative score is a forfeit)
	[ "$(echo "$output" | col result 2)" = bye ]
	[ "$(echo "$output" | col game 3)" = 2.1 ]
}

@test "tsh: the output is a valid results stream; byes and forfeits are not rated" {
	tsh "$SHARED/tsh-small.t" | parse > "$T/r.tsv"
	run rate -m absp "$T/r.tsv"
	[ "$status" -eq 0 ]
	[[ "$output" == *"rate: 3 row(s) not rated"* ]]
	run sh -c 'rate -m absp "$1" 2>/dev/null' sh "$T/r.tsv"
	# Ana: 2 games (the bye is not one); all new at 150: won 200, drew 150:
	# (150*200 + 200*199) / 399 = 174.937343
	[ "$(echo "$output" | pick games player "Ana Pop")" = 2 ]
	close "$(echo "$output" | pick rating player "Ana Pop")" 174.93734336
}

@test "tsh: a malformed line is an error with its line number" {
	printf 'Ana Pop 160 2; 400\nDan Ionescu 150 1 x; 300\n' > "$T/bad.t"
	run tsh "$T/bad.t"
	[ "$status" -eq 1 ]
	[ "$output" = "parse: $T/bad.t:2:19: expected an opponent number (0 for a bye), found \"x\"" ]
	printf 'Ana Pop 160 2; 400 ; 12\nDan Ionescu 150 1; 300\n' > "$T/bad.t"
	run tsh "$T/bad.t"
	[ "$status" -eq 1 ]
	[[ "$output" == *"bad.t:1:22: expected \"; KEY VALUES\" after the scores"* ]]
	printf 'Ana Pop 160 2; 400 410\nDan Ionescu 150 1; 300\n' > "$T/bad.t"
	run tsh "$T/bad.t"
	[[ "$output" == *"bad.t:1:20: 2 scores for 1 rounds paired"* ]]
	# tsh's scores are digits with an optional '-'
	printf 'Ana Pop 160 2; +400\nDan Ionescu 150 1; 300\n' > "$T/bad.t"
	run tsh "$T/bad.t"
	[ "$status" -eq 1 ]
	[[ "$output" == *"bad.t:1:16: expected a score (an integer), found \"+400\""* ]]
	printf '160 2; 400\n' > "$T/bad.t"
	run tsh "$T/bad.t"
	[[ "$output" == *"bad.t:1:1: expected a player name before the rating"* ]]
}

@test "tsh: pairings must agree, and a score needs its opponent's" {
	printf 'Ana 160 2; 400\nDan 150 3; 300\nIon 140 2; 10\n' > "$T/bad.t"
	run tsh "$T/bad.t"
	[ "$status" -eq 1 ]
	[[ "$output" == *"bad.t:1:9: round 1: player 1 plays 2, but player 2 (line 2) plays someone else"* ]]
	# a score missing for a paired round: named where it is missing
	printf 'Ana 160 2; 400\nDan 150 1\n' > "$T/bad.t"
	run tsh "$T/bad.t"
	[ "$status" -eq 1 ]
	[[ "$output" == *"bad.t:2:10: round 1: no score for player 2, paired with player 1 (line 1) who has one"* ]]
	# an opponent number out of range
	printf 'Ana 160 3; 400\nDan 150 0; 300\n' > "$T/bad.t"
	run tsh "$T/bad.t"
	[ "$status" -eq 1 ]
	[[ "$output" == *"bad.t:1:9: round 1: opponent 3 is not another player (players 1 to 2)"* ]]
	# paired, no scores yet: reported, no rows
	printf 'Ana 160 2\nDan 150 1\n' > "$T/p.t"
	run tsh "$T/p.t"
	[ "$status" -eq 0 ]
	[[ "$output" == *"1 pairing(s) without scores yet"* ]]
}

@test "tsh: Latin-1 with --encoding, invalid UTF-8 otherwise" {
	printf 'Ana Pop\xe9 160 2; 400\nDan 150 1; 300\n' > "$T/l1.t"
	run tsh "$T/l1.t"
	[ "$status" -eq 1 ]
	[[ "$output" == *"l1.t:1:8: invalid UTF-8 (give --encoding latin-1"* ]]
	run tsh --encoding latin-1 "$T/l1.t"
	[ "$status" -eq 0 ]
	# e acute, U+00E9, is C3 A9 in UTF-8
	[ "$(echo "$output" | col player 1)" = "$(printf 'Ana Pop\303\251')" ]
}

@test "tsh: --date is required; --event defaults to the file name" {
	run parse -f tsh "$SHARED/tsh-small.t"
	[ "$status" -eq 2 ]
	run parse -f tsh --date 2011-05-01 "$SHARED/tsh-small.t"
	[ "$(echo "$output" | col event 1)" = tsh-small ]
	# two divisions of one event: game ids get the file name (b.t's
	# players renamed: one name in two divisions is refused, below)
	sed 's/^\([A-Za-z]\)/B\1/' "$SHARED/tsh-small.t" > "$T/b.t"
	run parse -f tsh --date 2011-05-01 --event E "$SHARED/tsh-small.t" "$T/b.t"
	[ "$(echo "$output" | col game 4)" = "b.t:1.1" ]
	cp "$SHARED/tsh-small.t" "$T/b.t"
	run parse -f tsh --date 2011-05-01 --event E "$SHARED/tsh-small.t" "$T/b.t"
	[ "$status" -eq 1 ]
	[[ $output == "parse: $T/b.t:2: player 1, \"Ana Pop\", has the name of player 1 of $SHARED/tsh-small.t (line 2): two players of one name would be rated as one"* ]]
}

@test "tsh: real files: empty '; ;' fields, escaped ';' and a trailing '# n' comment" {
	# e4c5/team_pairings api/tests/data/anon1.t: 42 players, 6 rounds, every
	# line "NAME 0 OPPS; SCORES; ; p12 ..." (an empty field)
	run tsh "$SHARED/tsh/anon1.t"
	[ "$status" -eq 0 ]
	# 42 players x 6 rounds, all paired: 126 games of two rows + header
	[ "$(echo "$output" | wc -l)" -eq 253 ]
	# line 1: Cynthia Gonzalez plays 15 in round 1, 162 points to Taylor Brown's 408
	[ "$(echo "$output" | pick points player "Cynthia Gonzalez" | head -n 1)" = 162 ]
	printf 'Ana 160 2; 400; ; class A\\;B; # 1\nDan 150 1; 300 ; ;\n' > "$T/e.t"
	run tsh "$T/e.t"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col player 1)" = Ana ]
	[ "$(echo "$output" | wc -l)" -eq 3 ]
	# an unescaped ';' splits: "B" alone is not "; KEY VALUES"
	printf 'Ana 160 2; 400; class A;9\nDan 150 1; 300\n' > "$T/bad.t"
	run tsh "$T/bad.t"
	[ "$status" -eq 1 ]
	[[ "$output" == *"bad.t:1:25: expected \"; KEY VALUES\" after the scores, found \";9\""* ]]
}

@test "tsh --ratings: the pre-event ratings (0 = unrated) and lifeg as games" {
	# jvc56/tournament_pairing_algorithms a.t: a NASPA division rated by tsh
	run parse -f tsh --ratings "$SHARED/tsh/naspa-a.t"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -n 1)" = "$(printf 'type\tplayer\trating\tgames')" ]
	# line 1: "Smylie, Jackson 2009 ...; lifeg 1726; ..."
	[ "$(echo "$output" | sed -n 2p)" = "$(printf 'libere\tSmylie, Jackson\t2009\t1726')" ]
	[ "$(echo "$output" | wc -l)" -eq 27 ]
	# no lifeg anywhere: no games column; rating 0 kept (unrated)
	run parse -f tsh --ratings --type scrabble "$SHARED/tsh/anon1.t"
	[ "$(echo "$output" | head -n 1)" = "$(printf 'type\tplayer\trating')" ]
	[ "$(echo "$output" | sed -n 2p)" = "$(printf 'scrabble\tCynthia Gonzalez\t0')" ]
	# lifeg on one line only: tsh's 100 for the others (Division::MakeRatingsInput)
	printf 'Ana 1600 2; 400; lifeg 12\nDan 1500.5 1; 300\n' > "$T/l.t"
	run parse -f tsh --ratings "$T/l.t"
	[ "$(echo "$output" | pick games player Ana)" = 12 ]
	[ "$(echo "$output" | pick games player Dan)" = 100 ]
	[ "$(echo "$output" | pick rating player Dan)" = 1500.5 ]
}

@test "tsh --ratings: a rating that is not a number, a bad lifeg: file:line:col" {
	printf 'Ana 1600 2; 400\nDan 1500+1400 1; 300\n' > "$T/bad.t"
	run parse -f tsh --ratings "$T/bad.t"
	[ "$status" -eq 1 ]
	[ "$output" = "parse: $T/bad.t:2:5: expected a pre-event rating (a number), found \"1500+1400\"" ]
	# the results do not need the rating to be a number (tsh's team ratings)
	run tsh "$T/bad.t"
	[ "$status" -eq 0 ]
	printf 'Ana 1600 2; 400; lifeg x\nDan 1500 1; 300\n' > "$T/bad.t"
	run parse -f tsh --ratings "$T/bad.t"
	[ "$status" -eq 1 ]
	[[ "$output" == *"bad.t:1:24: expected lifetime games (digits) after \"lifeg\", found \"x\""* ]]
	# "15x0" is no rating: the name is "Dan 15x0", the rating 1 (as tsh reads it), no pairing
	printf 'Ana 1600 2; 400\nDan 15x0 1; 300\n' > "$T/bad.t"
	run parse -f tsh --ratings "$T/bad.t"
	[ "$status" -eq 1 ]
	[[ "$output" == *"bad.t:2:13: 1 scores for 0 rounds paired"* ]]
}

@test "tsh --scheduled-rounds: a column rounds on every row of every division" {
	# two divisions of 3 rounds paired (b.t's third not yet scored),
	# scheduled 4: every row, bye and forfeit rows too, says 4
	printf 'Ana 1600 2 0 2; 400 50 380\nBob 1500 1 0 1; 300 -10 390\n' > "$T/a.t"
	printf 'Cid 1600 2 2 2; 400 300\nDan 1500 1 1 1; 300 350\n' > "$T/b.t"
	parse -f tsh --date 2024-01-06 --scheduled-rounds 4 "$T/a.t" "$T/b.t" > "$T/out" 2> "$T/err"
	[ "$(head -1 "$T/out" | cut -f 9,10)" = "$(printf 'round\trounds')" ]
	# 10 rows: 4 games of two rows, a bye, a forfeit (a.t's round 3 is scored)
	[ "$(awk -F'\t' 'NR > 1 { print $10 }' "$T/out" | sort | uniq -c | awk '{ print $1, $2 }')" = "10 4" ]
	[ "$(awk -F'\t' '$8 != "" { print $8, $10 }' "$T/out" | tr '\n' ,)" = "result rounds,bye 4,forfeit 4," ]
	# fewer than the rounds paired (3, b.t's unscored one counts): usage
	run parse -f tsh --date 2024-01-06 --scheduled-rounds 2 "$T/a.t" "$T/b.t"
	[ "$status" -eq 2 ]
	[[ "$output" == *"--scheduled-rounds 2: the divisions are paired for 3 rounds"* ]]
	# --ratings ignores it
	run parse -f tsh --ratings --scheduled-rounds 4 "$T/a.t"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$(printf 'type\tplayer\trating')" ]
}
