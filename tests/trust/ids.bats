#!/usr/bin/env bats
# Ids end to end (issue 35 item 4): every reader whose format carries the
# federation's id keys the stream by it the same way (an id of 0 or empty
# is none: then the name), keeps the name in column `name`; and a night
# none of whose players is in a prior that has their type is refused, for
# every model, unless --new-players says so.
load ../helpers

# A PGN game of event N on 2012-02-DAY: WHITE BLACK RESULT WHITEID BLACKID
# (an id "-" writes no tag).
pgn() {
	printf '[Event "N"]\n[Date "2012.02.%s"]\n[White "%s"]\n[Black "%s"]\n[Result "%s"]\n' \
		"$1" "$2" "$3" "$4"
	[ "$5" = - ] || printf '[WhiteFideId "%s"]\n' "$5"
	[ "$6" = - ] || printf '[BlackFideId "%s"]\n' "$6"
	printf '\n1. e4 e5 %s\n\n' "$4"
}

@test "ids: the README's nightly chess job rates the night's players from FIDE's list" {
	parse -f fide-list "$SHARED/fide-list-2012.txt" > "$T/ratings.tsv"
	[ "$(pick rating player 10207538 < "$T/ratings.tsv" | head -1)" = 1840 ]
	# a broadcast's PGN: FIDE ids in WhiteFideId/BlackFideId
	pgn 01 "A E M, Doshtagir" "A, Akshaya" 1-0 10207538 5031605 > "$T/yesterday.pgn"
	parse -f pgn "$T/yesterday.pgn" > "$T/night.tsv"
	[ "$(col player 1 < "$T/night.tsv")" = 10207538 ]
	[ "$(col name 1 < "$T/night.tsv")" = "A E M, Doshtagir" ]
	rate -m elo -p fide -r "$T/ratings.tsv" "$T/night.tsv" > "$T/ratings.new"
	# FIDE: 1840 v 2014 (difference 174, table 8.1b: expected 0.27), K 40,
	# a win: 1840 + 40 x 0.73 = 1869.2 -> 1869
	[ "$(awk -F'\t' '$1 == "chess" && $2 == 10207538 { print $3 }' "$T/ratings.new")" = 1869 ]
}

@test "ids: a night keyed by name against a list keyed by FIDE id is refused, naming both keys" {
	parse -f fide-list "$SHARED/fide-list-2012.txt" > "$T/ratings.tsv"
	# the same game without the id tags: keyed by name, nothing matches
	pgn 01 "A E M, Doshtagir" "A, Akshaya" 1-0 - - > "$T/yesterday.pgn"
	run sh -c "parse -f pgn '$T/yesterday.pgn' | rate -m elo -p fide -r '$T/ratings.tsv'"
	[ "$status" -eq 1 ]
	[[ $output == *"ratings.tsv: no player of type \"chess\" in the input has a row in the prior, which has 3 of that type: the prior's players are numbers, ids (10207538; 5031605; 1701991), the input's are names (A E M, Doshtagir; A, Akshaya)"* ]]
	[[ $output == *"give --new-players when they are all new"* ]]
	# said on purpose: the night's players start unrated
	run sh -c "parse -f pgn '$T/yesterday.pgn' | rate -m elo -p fide --new-players -r '$T/ratings.tsv'"
	[ "$status" -eq 0 ]
	# one player of the night in the list is enough (the other is new)
	pgn 01 "A E M, Doshtagir" "Newcomer, Ana" 1-0 10207538 0 > "$T/one.pgn"
	parse -f pgn "$T/one.pgn" | rate -m elo -p fide -r "$T/ratings.tsv" > /dev/null
}

@test "ids: an id of 0 or empty is none (the name), leading zeros are dropped, digits only" {
	pgn 01 "Ana" "Bo" 1-0 0 "" > "$T/a.pgn"
	pgn 02 "Cy" "Di" 0-1 0042 - >> "$T/a.pgn"
	parse -f pgn "$T/a.pgn" > "$T/a.tsv"
	[ "$(cut -f 5 "$T/a.tsv" | paste -sd,)" = "player,Ana,Bo,42,Di" ]
	[ "$(cut -f 10 "$T/a.tsv" | paste -sd,)" = "name,Ana,Bo,Cy,Di" ]
	pgn 01 "Ana" "Bo" 1-0 12x - > "$T/b.pgn"
	run parse -f pgn "$T/b.pgn"
	[ "$status" -eq 1 ]
	[[ $output == *"b.pgn:6: WhiteFideId \"12x\": expected a FIDE id (digits; 0 or empty: none)"* ]]
	# a name of digits without an id would read as an id
	pgn 01 "1503014" "Bo" 1-0 - - > "$T/c.pgn"
	run parse -f pgn "$T/c.pgn"
	[ "$status" -eq 1 ]
	[[ $output == *"c.pgn:3: \"1503014\": a name of digits without a FIDE id would read as one"* ]]
	# one id, two players of the game: the same player twice
	pgn 01 "Ana" "Ana B" 1-0 7 7 > "$T/d.pgn"
	run parse -f pgn "$T/d.pgn"
	[ "$status" -eq 1 ]
	[[ $output == *"plays against himself"* ]]
}

@test "ids: trf, fide-list, egd and pgn key by the federation's id the same way" {
	# TRF: FIDE number, 0 is none (trf.bats has the file's rows)
	parse -f trf "$SHARED/trf-gros2010.trf" > "$T/trf.tsv" 2> /dev/null
	head -1 "$T/trf.tsv" | tr '\t' '\n' | grep -qx name
	# EGD: the PIN; |0 is no PIN: the name
	sed 's/|22222222$/|0/; s/|33333333$/|00033333333/' "$SHARED/egd/club.h9" > "$T/c.h9"
	parse -f egd "$T/c.h9" > "$T/egd.tsv"
	[ "$(pick player name 'Svoboda Eva' < "$T/egd.tsv" | head -1)" = "Svoboda Eva" ]
	[ "$(pick player name 'Dvorak Petr' < "$T/egd.tsv" | head -1)" = 33333333 ]
	[ "$(pick player name 'Novak Jan' < "$T/egd.tsv" | head -1)" = 11111111 ]
	# fide-list: the FIDE number, name beside it
	parse -f fide-list "$SHARED/fide-list-2012.txt" | awk -F'\t' 'NR > 1 { print $2 "=" $6 }' |
		sort -u > "$T/fl"
	grep -qx '5031605=A, Akshaya' "$T/fl"
}

# Every model of rate --help: a prior of the model with Ann and Bob (type
# c), a night of Cid and Dan.
models() {
	rate --help | awk '/^Models:/ { f = 1; next } f && /^  [a-z]/ { print $1 } f && /^$/ { exit }'
}

@test "ids: every model refuses a night none of whose players is in the prior of their type" {
	h=$'date\tevent\tgame\ttype\tplayer\tplace\tlength\tround\trank\tage\n'
	printf '%s2023-12-01\tH\t1\tc\tAnn\t1\t5\t1\t5k\t30\n2023-12-01\tH\t1\tc\tBob\t2\t5\t1\t4k\t30\n' "$h" > "$T/hist.tsv"
	printf '%s2024-01-01\tE\t1\tc\tCid\t1\t5\t1\t5k\t30\n2024-01-01\tE\t1\tc\tDan\t2\t5\t1\t5k\t30\n' "$h" > "$T/night.tsv"
	printf '%s2024-01-01\tE\t1\tc\tCid\t1\t5\t1\t5k\t30\n2024-01-01\tE\t1\tc\tAnn\t2\t5\t1\t5k\t30\n' "$h" > "$T/mixed.tsv"
	printf 'type\tplayer\trating\nc\tAnn\t1500\nc\tBob\t1600\n' > "$T/list.tsv"
	n=0
	for m in $(models); do
		x=
		case $m in frsc) x="-n 3" ;; elo) x="--initial 1500" ;; esac
		# the model's own list; dwz rates nobody from one game: a federation's list
		rate -m "$m" $x "$T/hist.tsv" > "$T/prior.tsv"
		[ "$(wc -l < "$T/prior.tsv")" -gt 1 ] || cp "$T/list.tsv" "$T/prior.tsv"
		run rate -m "$m" $x -r "$T/prior.tsv" "$T/night.tsv"
		echo "$m: $output"
		[ "$status" -eq 1 ]
		[[ $output == *"prior.tsv: no player of type \"c\" in the input has a row in the prior, which has 2 of that type: the prior's players are names (Ann; Bob), the input's are names (Cid; Dan)"* ]]
		run rate -m "$m" $x --new-players -r "$T/prior.tsv" "$T/night.tsv"
		[ "$status" -eq 0 ]
		run rate -m "$m" $x -r "$T/prior.tsv" "$T/mixed.tsv"
		[ "$status" -eq 0 ]
		n=$((n + 1))
	done
	# every model of the list was tried
	[ "$n" -ge 16 ]
	[ "$n" -eq "$(models | wc -l)" ]
}

@test "ids: value predicts a list's missing players as new, as value(1) says" {
	printf 'type\tplayer\trating\nc\tAnn\t1500\nc\tBob\t1600\n' > "$T/list.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2024-01-01\tE\t1\tc\tCid\t1\n2024-01-01\tE\t1\tc\tDan\t2\n' > "$T/n.tsv"
	# two unrated players of equal default: 1/2 each
	[ "$(value -m elo -p fide --initial 1500 -r "$T/list.tsv" "$T/n.tsv" | col expected 1)" = 0.5 ]
}
