#!/usr/bin/env bats
# Trust by design: the ordinary moves of a rating officer that gave a
# wrong list with exit 0 before the guarantees were built into the
# engine and the shared reader (rate(1), "What a nightly job can rely
# on", lists these cases and their tests).  Each test here failed on the
# code before (ratepipe of 2026-11-22): the wrong list came out, exit 0.
load ../helpers

# ---- the replay guard on every row ----

# Backgammon nights (fibs needs a length): Bob and Cid play eight 11-point
# matches, then on 2024-03-09 Ann (new, provisional) beats Bob.
nights() {
	local d
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tlength\n'
	for d in 01 02 03 04 05 06 07 08; do
		printf '2024-03-%s\tN%s\t1\tbg\tBob\t1\t11\n2024-03-%s\tN%s\t1\tbg\tCid\t2\t11\n' $d $d $d $d
	done
	printf '2024-03-09\tN09\t1\tbg\tAnn\t1\t3\n2024-03-09\tN09\t1\tbg\tBob\t2\t3\n'
}
FIBS="-m fibs --ranked-experience 50"

@test "trust: the published active list, continued, refuses the same night again" {
	nights > "$T/h.tsv"
	rate $FIBS "$T/h.tsv" | rank -s active > "$T/list.tsv"
	# Ann (3 points of experience, 50 ranked) is not on it; Bob (88) is
	[ -z "$(pick rating player Ann < "$T/list.tsv")" ]
	[ -n "$(pick rating player Bob < "$T/list.tsv")" ]
	{ head -n 1 "$T/h.tsv"; tail -n 2 "$T/h.tsv"; } > "$T/night.tsv"
	run rate $FIBS -r "$T/list.tsv" "$T/night.tsv"
	[ "$status" -eq 1 ]
	[[ $output == "rate: $T/night.tsv:2: game \"1\" of event \"N09\" (bg): this game is already rated in the prior ratings file $T/list.tsv"* ]]
}

@test "trust: a row deleted by hand still leaves the night guarded by the others" {
	nights > "$T/h.tsv"
	rate $FIBS "$T/h.tsv" | grep -v "	Ann	" > "$T/r.tsv"
	{ head -n 1 "$T/h.tsv"; tail -n 2 "$T/h.tsv"; } > "$T/night.tsv"
	run rate $FIBS -r "$T/r.tsv" "$T/night.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"this game is already rated"* ]]
	# Cid, who did not play that night, guards the type's last game alone
	grep -v "	Bob	" "$T/r.tsv" > "$T/cid.tsv"
	run rate $FIBS -r "$T/cid.tsv" "$T/night.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"this game is already rated"* ]]
}

# A history whose last night is one game of a single player (frsc,
# topcoder, trueskill, wenglin: no row for its player), then the whole
# history fed again: every row still holds the type's last day.
@test "trust: a last night whose player gets no row does not wipe the guard" {
	local m h
	h='date\tevent\tgame\ttype\tplayer\tplace\n'
	printf "$h"'2024-01-01\tE\t1\tt\tA\t1\n2024-01-01\tE\t1\tt\tB\t2\n2024-01-01\tE\t1\tt\tC\t3\n' > "$T/h.tsv"
	printf '2024-01-02\tE\t2\tt\tA\t2\n2024-01-02\tE\t2\tt\tB\t1\n2024-01-02\tE\t2\tt\tC\t3\n' >> "$T/h.tsv"
	printf '2024-01-05\tF\t1\tt\tZoe\t1\n' >> "$T/h.tsv"
	for m in "frsc -n 5" topcoder trueskill wenglin; do
		rate -m $m "$T/h.tsv" > "$T/r.tsv" 2>/dev/null
		[ -z "$(pick rating player Zoe < "$T/r.tsv")" ]
		run rate -m $m -r "$T/r.tsv" "$T/h.tsv"
		echo "$m: $output"
		[ "$status" -eq 1 ]
		[[ $output == *"h.tsv:2: "*"already holds games of this type up to 2024-01-05"* ]]
		# the night alone again: the type's last game
		{ printf "$h"; tail -n 1 "$T/h.tsv"; } > "$T/night.tsv"
		run rate -m $m -r "$T/r.tsv" "$T/night.tsv"
		[ "$status" -eq 1 ]
		[[ $output == *"night.tsv:2: "*"this game is already rated"* ]]
	done
}

@test "trust: a last event of newcomers only (elo, no rows) does not wipe the guard" {
	local h='date\tevent\tgame\ttype\tplayer\tplace\n'
	printf "$h"'2024-01-01\tE\t1\tc\tA\t1\n2024-01-01\tE\t1\tc\tB\t2\n' > "$T/h.tsv"
	printf '2024-01-05\tF\t1\tc\tX\t1\n2024-01-05\tF\t1\tc\tY\t2\n' >> "$T/h.tsv"
	printf 'type\tplayer\trating\nc\tA\t1600\nc\tB\t1500\n' > "$T/list.tsv"
	rate -m elo -p greek2007 -r "$T/list.tsv" "$T/h.tsv" > "$T/r.tsv" 2>/dev/null
	[ -z "$(pick rating player X < "$T/r.tsv")" ]
	run rate -m elo -p greek2007 -r "$T/r.tsv" "$T/h.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"h.tsv:2: "*"already holds games of this type up to 2024-01-05"* ]]
}

# Event E (2 days), then event X, then E comes back in the next run: one
# event would become two rating periods.  Refused across runs as within one.
@test "trust: an event that comes back after another event is refused across runs" {
	local m h='date\tevent\tgame\ttype\tplayer\tplace\tround\n'
	printf "$h"'2024-01-01\tE\t1\tc\tA\t1\t1\n2024-01-01\tE\t1\tc\tB\t2\t1\n' > "$T/run1.tsv"
	printf '2024-01-03\tX\t1\tc\tA\t1\t1\n2024-01-03\tX\t1\tc\tC\t2\t1\n' >> "$T/run1.tsv"
	printf "$h"'2024-01-04\tE\t2\tc\tA\t2\t2\n2024-01-04\tE\t2\tc\tB\t1\t2\n' > "$T/run2.tsv"
	{ cat "$T/run1.tsv"; tail -n +2 "$T/run2.tsv"; } > "$T/one.tsv"
	for m in "elo -p greek2007 --initial 1500" "absp" "glicko" "glicko2" "naspa"; do
		# within one run: refused
		run rate -m $m "$T/one.tsv"
		[ "$status" -eq 1 ]
		[[ $output == *"one.tsv:6: "*"this event comes back after another event"* ]]
		# across two runs: refused the same
		rate -m $m "$T/run1.tsv" > "$T/r.tsv"
		run rate -m $m -r "$T/r.tsv" "$T/run2.tsv"
		echo "$m: $output"
		[ "$status" -eq 1 ]
		[[ $output == "rate: $T/run2.tsv:2: game \"2\" of event \"E\" (c): this event is already rated, at least in part, in the prior ratings file $T/r.tsv"* ]]
		# and from the list of B alone (who played E only)
		awk -F'\t' 'NR == 1 || $2 == "B"' "$T/r.tsv" > "$T/b.tsv"
		run rate -m $m -r "$T/b.tsv" "$T/run2.tsv"
		[ "$status" -eq 1 ]
	done
}

# ---- what wrote a prior travels with it (column _model) ----

@test "trust: a prior written by another model is refused, naming both; its ratings alone on request" {
	rate -m frsc -n 3 "$SHARED/eliptic3.tsv" > "$T/frsc.tsv"
	[ "$(pick _model player A < "$T/frsc.tsv")" = "frsc frsc2012" ]
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2009-02-01\tF\t1\teliptic\tA\t1\n2009-02-01\tF\t1\teliptic\tB\t2\n' > "$T/new.tsv"
	# frsc's ~150 scale as a topcoder prior (topcoder's scale is 1200)
	run rate -m topcoder -r "$T/frsc.tsv" "$T/new.tsv"
	[ "$status" -eq 1 ]
	[[ $output == "rate: $T/frsc.tsv:2: the list was written by model frsc (_model \"frsc frsc2012\"), and this run is topcoder rapliccat: "*"--prior-ratings-only"* ]]
	# asked for: type, player, rating (and last) are taken, the rest ignored
	run rate -m topcoder --prior-ratings-only -r "$T/frsc.tsv" "$T/new.tsv"
	[ "$status" -eq 0 ]
}

@test "trust: a prior written under another profile or constants is refused; --new-rules continues it" {
	local h='date\tevent\tgame\ttype\tplayer\tplace\n'
	printf "$h"'2024-01-01\tE\t1\tc\tA\t1\n2024-01-01\tE\t1\tc\tB\t2\n' > "$T/e.tsv"
	printf "$h"'2024-01-05\tF\t1\tc\tA\t2\n2024-01-05\tF\t1\tc\tB\t1\n' > "$T/f.tsv"
	# topcoder -> rapliccat
	rate -m topcoder -p topcoder "$T/e.tsv" > "$T/tc.tsv"
	run rate -m topcoder -p rapliccat -r "$T/tc.tsv" "$T/f.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"written under the rules \"topcoder topcoder\" (column _model), and this run's are \"topcoder rapliccat\""* ]]
	# fide -> greek2007
	rate -m elo -p fide --initial 1800 "$T/e.tsv" > "$T/fide.tsv"
	run rate -m elo -p greek2007 -r "$T/fide.tsv" "$T/f.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"\"elo fide@3 --initial=1800\""*"\"elo greek2007\""* ]]
	# a constant changed by a flag is another rule set; the profile's own
	# value given as a flag is not
	run rate -m elo -p fide --initial 1700 -r "$T/fide.tsv" "$T/f.tsv"
	[ "$status" -eq 1 ]
	run rate -m elo -p fide --initial 1800 --k-rating 2400 -r "$T/fide.tsv" "$T/f.tsv"
	[ "$status" -eq 0 ]
	# a rule change from this run on, asked for: the state is continued
	run rate -m elo -p greek2007 --new-rules -r "$T/fide.tsv" "$T/f.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick _model player A)" = "elo greek2007" ]
	# value predicts from a list of its model under any constants, not another's
	run value -m elo -p greek2007 -r "$T/fide.tsv" "$T/f.tsv"
	[ "$status" -eq 0 ]
	run value -m topcoder -r "$T/fide.tsv" "$T/f.tsv"
	[ "$status" -eq 1 ]
}

@test "trust: a rating edited by hand beside the state it comes from is re-seeded or refused, never lost" {
	local h='date\tevent\tgame\ttype\tplayer\tplace\n' m
	printf "$h"'2024-01-01\tE\t1\tc\tA\t1\n2024-01-01\tE\t1\tc\tB\t2\n2024-01-01\tE\t1\tc\tC\t3\n' > "$T/e.tsv"
	printf "$h"'2024-01-05\tF\t1\tc\tA\t2\n2024-01-05\tF\t1\tc\tB\t1\n' > "$T/f.tsv"
	for m in "frsc -n 5" trueskill wenglin absp; do
		[ "$m" = absp ] && sed 's/\tC\t3$/\tC\t2/; /\tC\t/d' "$T/e.tsv" > "$T/in.tsv" || cp "$T/e.tsv" "$T/in.tsv"
		rate -m $m "$T/in.tsv" > "$T/r.tsv"
		# B's rating set by hand to 180
		awk -F'\t' -v OFS='\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "rating") c = i }
			$2 == "B" { $c = 180 } 1' "$T/r.tsv" > "$T/edited.tsv"
		# the file as written continues
		run rate -m $m -r "$T/r.tsv" "$T/f.tsv"
		[ "$status" -eq 0 ]
		echo "$output" > "$T/cont.tsv"
		run rate -m $m -r "$T/edited.tsv" "$T/f.tsv"
		echo "$m: $output"
		if [ "$m" = "frsc -n 5" ]; then
			# frsc's rating is its window's mean: refused
			[ "$status" -eq 1 ]
			[[ $output == *"edited.tsv:3"*"rating"*"edited by hand?"* ]]
		else
			# column _sum tells the engine the rating was edited: the
			# model re-seeds from it (trust/edits.bats), never loses it
			[ "$status" -eq 0 ]
			[ "$(echo "$output" | pick rating player B)" != "$(pick rating player B < "$T/cont.tsv")" ]
		fi
		# an older file, without _sum: the model's own check refuses
		awk -F'\t' -v OFS='\t' '{ NF-- } 1' "$T/edited.tsv" > "$T/old.tsv"
		head -1 "$T/old.tsv" | grep -qv _sum
		run rate -m $m -r "$T/old.tsv" "$T/f.tsv"
		[ "$status" -eq 1 ]
		[[ $output == *"old.tsv:3"*"rating"*"edited by hand?"* ]]
	done
}

@test "trust: a prior with no row of the input's type says so (naspa: parse -f tsh's default type)" {
	parse -f tsh --ratings "$SHARED/tsh/naspa-a.t" > "$T/prior.tsv"
	[ "$(sed -n 2p "$T/prior.tsv" | cut -f 1)" = libere ]
	parse -f tsh --type NWL --date 2024-05-04 "$SHARED/tsh/naspa-a.t" > "$T/ev.tsv"
	run rate -m naspa -r "$T/prior.tsv" "$T/ev.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"prior.tsv: no row of the prior is of the input's type \"NWL\" (the prior's: \"libere\"): every player would start unrated"* ]]
	# the same type on both sides: rated from the list
	parse -f tsh --ratings --type NWL "$SHARED/tsh/naspa-a.t" > "$T/prior.tsv"
	run rate -m naspa -r "$T/prior.tsv" "$T/ev.tsv"
	[ "$status" -eq 0 ]
	# new types, said so: accepted
	parse -f tsh --ratings "$SHARED/tsh/naspa-a.t" > "$T/prior.tsv"
	run rate -m naspa --new-types -r "$T/prior.tsv" "$T/ev.tsv"
	[ "$status" -eq 0 ]
}

# ---- no silent loser among flags and columns ----

@test "trust: a flag that a stream's column stands for is refused, naming the stage to give it to" {
	run sh -c 'score "$1" | rate -m frsc -n 3 --spread 10' sh "$SHARED/eliptic3.tsv"
	[ "$status" -eq 2 ]
	[[ $output == "rate: --spread has no effect here: the stream's column \"delta\" stands for it (model frsc reads the column instead); give --spread to score, which writes the column"* ]]
	run sh -c 'score "$1" | rate -m frsc -n 3 --ties average' sh "$SHARED/eliptic3.tsv"
	[ "$status" -eq 2 ]
	# given to score, it counts: delta = 10 (J - 2L + 1)/(J - 1) for the
	# winner of a 4-player game is 10
	# (the same ratings; _model says what rate was given: score's flags
	# travel in its column)
	score --spread 10 "$SHARED/eliptic3.tsv" | rate -m frsc -n 3 | cut -f 1-7 > "$T/a.tsv"
	rate -m frsc -n 3 --spread 10 "$SHARED/eliptic3.tsv" | cut -f 1-7 > "$T/b.tsv"
	cmp "$T/a.tsv" "$T/b.tsv"
	rate -m frsc -n 3 "$SHARED/eliptic3.tsv" | cut -f 1-7 > "$T/c.tsv"
	run cmp -s "$T/a.tsv" "$T/c.tsv"
	[ "$status" -ne 0 ]
	# official game values in column value stand for --unrated
	awk -F'\t' -v OFS='\t' '{ print $0, NR == 1 ? "value" : 150 }' "$SHARED/eliptic3.tsv" > "$T/v.tsv"
	run rate -m frsc -n 3 --unrated 140 "$T/v.tsv"
	[ "$status" -eq 2 ]
	[[ $output == *"--unrated"*"column \"value\""* ]]
}

@test "trust: a --history stream is not rated again (its values are the earlier run's)" {
	rate -m frsc -n 3 --history "$SHARED/eliptic3.tsv" > "$T/h.tsv"
	run rate -m frsc -n 5 "$T/h.tsv"
	[ "$status" -eq 1 ]
	[[ $output == "rate: $T/h.tsv:1: the stream is rate --history output (columns prev, expected): its column \"value\" holds that run's numbers"* ]]
}

@test "trust: model, profile and mode options are read as getopt reads them, or refused" {
	local h='date\tevent\tgame\ttype\tplayer\tplace\n'
	printf "$h"'2024-01-01\tE\t1\tc\tA\t1\n2024-01-01\tE\t1\tc\tB\t2\n' > "$T/e.tsv"
	# an abbreviation was taken by getopt, unseen by the pre-scan: refused
	run rate -m elo --prof fide "$T/e.tsv"
	[ "$status" -eq 2 ]
	[[ $output == "rate: option --prof: write it in full, --profile (options are not abbreviated)"* ]]
	run rank --mod fibs "$T/e.tsv"
	[ "$status" -eq 2 ]
	run value --mod topcoder -r "$T/e.tsv" "$T/e.tsv"
	[ "$status" -eq 2 ]
	run window --tri -n 3 "$T/e.tsv"
	[ "$status" -eq 2 ]
	# the last -p wins, as getopt has it
	[ "$(rate -m elo -p greek2007 -p fide --initial 1800 "$T/e.tsv" | pick _model player A)" = "elo fide@3 --initial=1800" ]
	# an option getopt reads after the pre-scan stopped: refused
	run env POSIXLY_CORRECT=1 rate "$T/e.tsv" -m topcoder
	[ "$status" -eq 2 ]
}

@test "trust: a window --trim stream (or one cut after window) is refused by rate" {
	parse "$RP_TOP/examples/frsc/season.tsv" > "$T/s.tsv"
	window -n 3 --trim "$T/s.tsv" | score > "$T/trim.tsv"
	run rate -m frsc "$T/trim.tsv"
	[ "$status" -eq 1 ]
	[[ $output == "rate: $T/trim.tsv:2: game \"14\" of event \"CNIS-2011\" is numbered 58 in column seq, and it is game 1 of type \"clasic\" in this stream: the stream was cut or filtered after window -n"* ]]
	# a game deleted from a windowed stream: its type's numbering jumps
	window -n 3 "$T/s.tsv" | awk -F'\t' '$3 != 2 || $2 != "CR-2009"' | score > "$T/cut.tsv"
	run rate -m frsc "$T/cut.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"in column seq"* ]]
	window -p 3 --trim "$T/s.tsv" > "$T/ptrim.tsv"
	run rate -m absp "$T/ptrim.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"in column pseq"*"the stream was cut or filtered after window -p"* ]]
	# the whole windowed stream, and window --since (numbered from 1 again), are rated
	window -n 3 --since 2010-01-01 "$T/s.tsv" | score | rate -m frsc > /dev/null
}

# ---- identity: one name, one player, at every stage ----

@test "trust: names a person reads as one are one player after parse, refused before it" {
	local h='date\tevent\tgame\ttype\tplayer\tplace\n' v
	# one player written six ways: NFC, NFD (S + U+0326), with a zero-width
	# space, an ideographic space, an en space, two spaces
	printf "$h" > "$T/in.tsv"
	for v in $'\xc8\x98tefan Pop' $'S\xcc\xa6tefan Pop' $'\xc8\x98tefan\xe2\x80\x8b Pop' \
	    $'\xc8\x98tefan\xe3\x80\x80Pop' $'\xc8\x98tefan\xe2\x80\x82Pop' $'\xc8\x98tefan  Pop'; do
		n=$((${n:-0} + 1))
		printf '2024-01-%02d\tE\t%d\tc\t%s\t1\n2024-01-%02d\tE\t%d\tc\tB\t2\n' $n $n "$v" $n $n >> "$T/in.tsv"
	done
	# every stage but parse refuses the second row's name, naming line 4
	for prog in "window -n 3" score "rate -m frsc -n 3" "rate -m elo -p greek2007 --initial 1500"; do
		run $prog "$T/in.tsv"
		[ "$status" -eq 1 ]
		[[ ${lines[-1]} == *"in.tsv:4:5: column \"player\": expected a player name in Unicode NFC (U+0053 U+0326 at byte 1 normalizes to U+0218)"* ]]
	done
	# parse writes one name: one player with six games
	parse "$T/in.tsv" 2> "$T/err" | rate -m elo -p greek2007 --initial 1500 > "$T/r.tsv"
	[[ $(cat "$T/err") == "parse: 5 id(s) written in canonical form"* ]]
	[ "$(grep -c . "$T/r.tsv")" -eq 3 ]
	[ "$(pick games player $'\xc8\x98tefan Pop' < "$T/r.tsv")" = 6 ]
}

@test "trust: a C1 control never reaches a table: every stage refuses it" {
	printf 'type\tplayer\trating\nc\tAna\xc2\x9b31mPop\t1500\n' > "$T/list.tsv"
	for prog in "format --text" rank "format --markdown"; do
		run $prog "$T/list.tsv"
		[ "$status" -eq 1 ]
		[[ $output == *"list.tsv:2:2: expected text without control characters, found \"Ana\\u009B\" (U+009B, a C1 control"* ]]
	done
}

@test "trust: formats with player ids never merge two people who share a name" {
	# tsh: players 1 and 3 of a division, both "Ana Pop"
	printf 'Ana Pop 1500 2; 400\nBo Ene 1400 1; 300\nAna Pop 1450 0; 50\n' > "$T/d.t"
	run parse -f tsh --date 2024-01-01 "$T/d.t"
	[ "$status" -eq 1 ]
	[[ $output == "parse: $T/d.t:3: player 3, \"Ana Pop\", has the name of player 1 of $T/d.t (line 1): two players of one name would be rated as one"* ]]
	# pgn: players keyed by FIDE id (tests/trust/ids.bats): one name with two
	# ids is two players, one id written two ways is one; a name both with an
	# id and without one is refused
	g() { printf '[Event "E"]\n[Date "2024.01.0%s"]\n[White "%s"]\n[Black "Bo"]\n[Result "1-0"]\n[WhiteFideId "%s"]\n\n1. e4 1-0\n\n' "$1" "$2" "$3"; }
	{ g 1 "Ana Pop" 111; g 2 "Ana Pop" 222; } > "$T/a.pgn"
	[ "$(parse -f pgn "$T/a.pgn" | awk -F'\t' '$10 == "Ana Pop" { print $5 }' | paste -sd,)" = 111,222 ]
	{ g 1 "Ana Pop" 111; g 2 "Pop, Ana" 111; } > "$T/b.pgn"
	[ "$(parse -f pgn "$T/b.pgn" | awk -F'\t' '$5 == 111 { print $10 }' | paste -sd,)" = "Ana Pop,Pop, Ana" ]
	{ g 1 "Ana Pop" 111; g 2 "Ana Pop" 0; } > "$T/c.pgn"
	run parse -f pgn "$T/c.pgn"
	[ "$status" -eq 1 ]
	[[ $output == *"c.pgn:15: \"Ana Pop\" has no FIDE id here and one at line 6: one person as two players, or two as one"* ]]
}

@test "trust: parse refuses a result the next stage would refuse, and writes no padded name" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\n2024-01-01\tE\t1\tc\tA\t1\tlol\n2024-01-01\tE\t1\tc\tB\t2\t\n' > "$T/r.tsv"
	run parse "$T/r.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"r.tsv:2:7: column \"result\": expected a result: played, forfeit, bye or empty (played), found \"lol\""* ]]
	printf 'date,event,game,type,player,place\n2024-01-01,E,1,c, A ,1\n2024-01-01,E,1,c,B,2\n' > "$T/p.csv"
	[ "$(parse -f csv "$T/p.csv" 2>/dev/null | col player 1)" = A ]
	parse -f csv "$T/p.csv" 2>/dev/null | score > /dev/null
}
