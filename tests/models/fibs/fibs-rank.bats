#!/usr/bin/env bats
# rank -m fibs: the Q-Gammon ranking rules of doc/rules/backgammon.md.
# fixtures/fibs/ranking.tsv (player rating experience last):
#   a 1600 150 2005-02-01   b 1550 100 2004-01-10   c 1580  99 2005-01-15
#   d 1700 300 2003-08-31   e 1520  50 2004-05-05   f 1550 120 2004-09-01
load ../../helpers

# "player:pos" of every listed row, in order
listed() { awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) { if ($i == "player") p = i; if ($i == "pos") q = i }; next }
	{ printf "%s%s:%s", (NR > 2 ? " " : ""), $p, $q } END { print "" }'; }

@test "fibs rank: 100 PJ numbered, fewer listed in place, seasons from 09-01" {
	run rank -m fibs --season-start 09-01 "$SHARED/fibs/ranking.tsv"
	[ "$status" -eq 0 ]
	# as-of = latest last 2005-02-01: current season 2004-09-01.., previous 2003-09-01..
	# d (last 2003-08-31) played in neither: hidden although 300 PJ
	# e (50 PJ, last in the previous season only): hidden
	# c (99 PJ, this season): listed in its place by Elo, no number
	# b (exactly 100 PJ) and f tie at 1550: both 2 (name order b, f)
	[ "$(echo "$output" | listed)" = "a:1 c: b:2 f:2" ]
	[ "$(echo "$output" | head -1 | tr '\t' ' ')" = "type player rating games status last experience pos" ]
}

@test "fibs rank: --min-experience 99 numbers c; ties then skip (1 2 3 3)" {
	run rank -m fibs --season-start 09-01 --min-experience 99 "$SHARED/fibs/ranking.tsv"
	[ "$(echo "$output" | listed)" = "a:1 c:2 b:3 f:3" ]
}

@test "fibs rank: --all-seasons keeps d (lists before 2003), e still unlisted" {
	run rank -m fibs --season-start 09-01 --all-seasons "$SHARED/fibs/ranking.tsv"
	[ "$(echo "$output" | listed)" = "d:1 a:2 c: b:3 f:3" ]
}

@test "fibs rank: --as-of a later season hides last season's absentees" {
	run rank -m fibs --season-start 09-01 --as-of 2005-09-01 "$SHARED/fibs/ranking.tsv"
	# current 2005-09-01.., previous 2004-09-01..: b (2004-01-10) hidden;
	# c played in the previous season only and has 99 PJ: hidden
	[ "$(echo "$output" | listed)" = "a:1 f:2" ]
	# the day before, the season of 2004 is still current
	run rank -m fibs --season-start 09-01 --as-of 2005-08-31 "$SHARED/fibs/ranking.tsv"
	[ "$(echo "$output" | listed)" = "a:1 c: b:2 f:2" ]
}

@test "fibs rank: calendar seasons (default 01-01)" {
	run rank -m fibs "$SHARED/fibs/ranking.tsv"
	# current 2005, previous 2004: d hidden; e (2004, 50 PJ) hidden; c listed
	[ "$(echo "$output" | listed)" = "a:1 c: b:2 f:2" ]
	run rank -m fibs --as-of 2006-01-01 "$SHARED/fibs/ranking.tsv"
	# current 2006, previous 2005: only a played in 2005
	[ "$(echo "$output" | listed)" = "a:1" ]
}

@test "fibs rank: bad usage and data" {
	run rank -m fibs --as-of 2005-01-31 "$SHARED/fibs/ranking.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'ranking.tsv:2:6: column "last": expected a last match on or before --as-of'* ]]
	run rank -m fibs --season-start 02-29 "$SHARED/fibs/ranking.tsv"
	[ "$status" -eq 2 ]
	run rank -m fibs --season-start 9-1 "$SHARED/fibs/ranking.tsv"
	[ "$status" -eq 2 ]
	printf 'type\tplayer\trating\tlast\n' > "$T/x.tsv"
	run rank -m fibs "$T/x.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'"experience"'* ]]
}

@test "fibs trophy 2004: two championships, or one and 50 Q-day PJ" {
	run rank -m fibs --trophy 2004 "$SHARED/fibs/trophy.tsv"
	[ "$status" -eq 0 ]
	# p: C1 + C2 (C0 was 2003), 102 PJ, Elo 1600 at the season's end: eligible
	# q: C1 + 25 + 25 = 50 Q-day PJ, 150 PJ, Elo 1650 (its 2005 row is later): eligible
	# r: C1 + 25 + 24 = 49 Q-day PJ: not; s: C1 + C2 but 90 PJ: not;
	# t: two rows of one championship C1 count once: not
	[ "$(echo "$output" | listed)" = "q:1 p:2" ]
	[ "$(echo "$output" | pick rating player q)" = 1650 ]
	[ "$(echo "$output" | pick championships player p)" = 2 ]
	[ "$(echo "$output" | pick qday_points player q)" = 50 ]
	run rank -m fibs --trophy 2004 --trophy-qday 49 "$SHARED/fibs/trophy.tsv"
	[ "$(echo "$output" | listed)" = "r:1 q:2 p:3" ]
	run rank -m fibs --trophy 2004 --min-experience 90 "$SHARED/fibs/trophy.tsv"
	[ "$(echo "$output" | listed)" = "s:1 q:2 p:3" ]
}

@test "fibs trophy: kind must be championship or qday" {
	sed 's/\tqday\t/\tQday\t/' "$SHARED/fibs/trophy.tsv" > "$T/t.tsv"
	run rank -m fibs --trophy 2004 "$T/t.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'t.tsv:9:8: column "kind": expected championship or qday, found "Qday"'* ]]
	run rank -m fibs --trophy 2004 "$SHARED/fibs/ranking.tsv"
	[ "$status" -eq 1 ]
}

@test "fibs rank: an empty ratings stream gives the header only" {
	printf 'type\tplayer\trating\tgames\tstatus\tlast\texperience\n' > "$T/e.tsv"
	run rank -m fibs "$T/e.tsv"
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'type\tplayer\trating\tgames\tstatus\tlast\texperience\tpos')" ]
}

@test "fibs trophy: a season nobody qualifies for gives the header only" {
	run rank -m fibs --trophy 2003 "$SHARED/fibs/trophy.tsv"
	# 2003: p played C0 only (one championship, no Q-day, 80 PJ)
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'type\tplayer\trating\texperience\tchampionships\tqday_points\tpos')" ]
}
