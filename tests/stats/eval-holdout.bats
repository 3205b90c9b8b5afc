#!/usr/bin/env bats
# rank --eval and what its figures rest on: a date holdout (--from,
# --until), the bootstrap's cluster (--cluster), the key two histories
# are paired by (--pair-by), and the warning when an interval rests on
# few clusters (--min-clusters).  Numbers by hand in the comments.
load ../helpers
bats_require_minimum_version 1.5.0

# A against B, prev on the scale 400.  p(A ahead) = 1/(1 + 10^(-(R_A -
# R_B)/400)): 500 against 100 gives 10/11, 100 against 100 gives 1/2.
#   E1 2020-01-01  A 500 wins   ll = -ln(10/11) = ln 1.1 = 0.0953102
#   E2 2020-02-01  A 500 loses  ll = -ln(1/11)  = ln 11  = 2.3978953
#   E3 2020-03-01  A 100 wins   ll = -ln(1/2)   = ln 2   = 0.6931472
three_months() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tprev\tescale\n'
	printf '2020-01-01\tE1\t1\tt\tA\t1\t500\t400\n2020-01-01\tE1\t1\tt\tB\t2\t100\t400\n'
	printf '2020-02-01\tE2\t1\tt\tA\t2\t500\t400\n2020-02-01\tE2\t1\tt\tB\t1\t100\t400\n'
	printf '2020-03-01\tE3\t1\tt\tA\t1\t100\t400\n2020-03-01\tE3\t1\tt\tB\t2\t100\t400\n'
}

@test "rank --eval --from/--until: only the games dated in the range are scored" {
	three_months > "$T/h.tsv"
	run rank --eval "$T/h.tsv"
	[ "$status" -eq 0 ]
	# no range: no column outside, the columns rank --eval always wrote
	[ "${lines[0]}" = $'type\tgames\trows\texcluded\tpairs\tlogloss\tbrier\tcorrect\trankdev' ]
	# --from 2020-02-01: E2 and E3: (2.3978953 + 0.6931472)/2 = 1.5455212;
	# E1's 2 rows are read, not scored: outside 2
	run rank --eval --from 2020-02-01 "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col games)" = 2 ]
	[ "$(echo "$output" | col rows)" = 4 ]
	[ "$(echo "$output" | col excluded)" = 0 ]
	[ "$(echo "$output" | col outside)" = 2 ]
	close "$(echo "$output" | col logloss)" 1.5455212
	# --until 2020-02-01 (inclusive): E1 and E2: (0.0953102 + 2.3978953)/2 = 1.2466028
	run rank --eval --until 2020-02-01 "$T/h.tsv"
	[ "$(echo "$output" | col games)" = 2 ]
	[ "$(echo "$output" | col outside)" = 2 ]
	close "$(echo "$output" | col logloss)" 1.2466028
	# both, one day: E2 alone, ln 11; brier (10/11)^2 = 0.8264463
	run rank --eval --from 2020-02-01 --until 2020-02-01 "$T/h.tsv"
	[ "$(echo "$output" | col games)" = 1 ]
	[ "$(echo "$output" | col outside)" = 4 ]
	close "$(echo "$output" | col logloss)" 2.3978953
	close "$(echo "$output" | col brier)" 0.8264463
	# nothing in the range: the type is still reported, every row outside
	run rank --eval --from 2021-01-01 "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col games)" = 0 ]
	[ "$(echo "$output" | col outside)" = 6 ]
	[ "$(echo "$output" | col logloss)" = "" ]
}

@test "rank --eval --from: the games before are read: they count for --burn-in" {
	three_months > "$T/h.tsv"
	# --burn-in 1: E1 played before 2020-02-01 makes A and B eligible in E2
	run rank --eval --burn-in 1 --from 2020-02-01 "$T/h.tsv"
	[ "$(echo "$output" | col games)" = 2 ]
	[ "$(echo "$output" | col excluded)" = 0 ]
	close "$(echo "$output" | col logloss)" 1.5455212
	# --burn-in 2: E2's rows are left out (one earlier game each), E3 alone: ln 2
	run rank --eval --burn-in 2 --from 2020-02-01 "$T/h.tsv"
	[ "$(echo "$output" | col games)" = 1 ]
	[ "$(echo "$output" | col excluded)" = 2 ]
	[ "$(echo "$output" | col outside)" = 2 ]
	close "$(echo "$output" | col logloss)" 0.6931472
}

@test "rank --eval --from/--until: a bad date is bad usage naming the flag" {
	three_months > "$T/h.tsv"
	run rank --eval --from 2020-13-01 "$T/h.tsv"
	[ "$status" -eq 2 ]
	[[ $output == *"--from 2020-13-01: expected a date YYYY-MM-DD"* ]]
	run rank --eval --until 2020-02-30 "$T/h.tsv"
	[ "$status" -eq 2 ]
	[[ $output == *"--until 2020-02-30"* ]]
	run rank --eval --until 20200201 "$T/h.tsv"
	[ "$status" -eq 2 ]
	[[ $output == *"--until"* ]]
	run rank --eval --from 2020-03-01 --until 2020-02-01 "$T/h.tsv"
	[ "$status" -eq 2 ]
	[[ $output == *"--from is after --until"* ]]
}

# 16 events of one game each, 8 on each of two days (and months): A (500)
# beats B (100) in every event of day 1 (ll ln 1.1 each) and loses every
# one of day 2 (ll ln 11 each).
two_days() {
	local d e month
	printf 'date\tmonth\tevent\tgame\ttype\tplayer\tplace\tprev\tescale\n'
	for d in 1 2; do
		month=2020-0$d
		for e in 1 2 3 4 5 6 7 8; do
			printf '2020-0%s-01\t%s\tD%sE%s\t1\tt\tA\t%s\t500\t400\n' "$d" "$month" "$d" "$e" "$d"
			printf '2020-0%s-01\t%s\tD%sE%s\t1\tt\tB\t%s\t100\t400\n' "$d" "$month" "$d" "$e" $((3 - d))
		done
	done
}

@test "rank --eval --ci --cluster: the cluster changes the interval; the same seed, the same bytes" {
	two_days > "$T/h.tsv"
	# --cluster date: two clusters, day 1 (mean ll ln 1.1 = 0.0953102) and
	# day 2 (ln 11 = 2.3978953).  A sample of two is day 1 twice with
	# probability 1/4 (about 500 of 1999), so the 50th smallest is ln 1.1
	# and the 50th largest ln 11 (as eval-ci.bats's two events).
	run --separate-stderr rank --eval --ci --cluster date "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col events)" = 2 ]
	close "$(echo "$output" | col logloss_lo)" 0.0953102
	close "$(echo "$output" | col logloss_hi)" 2.3978953
	bydate=$output
	run --separate-stderr rank --eval --ci --cluster date "$T/h.tsv"
	[ "$output" = "$bydate" ]
	# a user column with the same grouping: the same bytes
	run --separate-stderr rank --eval --ci --cluster month "$T/h.tsv"
	[ "$output" = "$bydate" ]
	# --cluster event (the default): 16 clusters.  A sample of 16 events is
	# all of day 1 with probability 2^-16: the 50th smallest of 1999 has
	# both days in it, and the interval lies strictly inside the one above.
	run --separate-stderr rank --eval --ci "$T/h.tsv"
	[ "$(echo "$output" | col events)" = 16 ]
	lo=$(echo "$output" | col logloss_lo) hi=$(echo "$output" | col logloss_hi)
	awk -v lo="$lo" -v hi="$hi" 'BEGIN { exit !(lo > 0.0953103 && hi < 2.3978952 && lo < hi) }'
	run --separate-stderr rank --eval --ci --cluster event "$T/h.tsv"
	[ "$(echo "$output" | col logloss_lo)" = "$lo" ]
	# the point estimate does not depend on the cluster: (ln 1.1 + ln 11)/2
	close "$(echo "$output" | col logloss)" 1.2466028
}

@test "rank --eval --cluster: a missing column, or one that varies within a game, is an error" {
	two_days > "$T/h.tsv"
	run rank --eval --ci --cluster round "$T/h.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"$T/h.tsv:1: missing column \"round\""* ]]
	# without --ci (or --against) there is no bootstrap and no cluster to read
	run rank --eval --cluster round "$T/h.tsv"
	[ "$status" -eq 0 ]
	# the player column varies within every game
	run rank --eval --ci --cluster player "$T/h.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"$T/h.tsv:3:"*"the game's cluster (--cluster)"* ]]
	run rank --eval --ci --cluster "" "$T/h.tsv"
	[ "$status" -eq 2 ]
}

# The same four games rated with two periods: per match (event E1..E4)
# and per month (event M1, M2).  Game ids are unique within a month.
per_match() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tprev\tescale\n'
	printf '2020-01-01\tE1\tg1\tt\tA\t1\t500\t400\n2020-01-01\tE1\tg1\tt\tB\t2\t100\t400\n'
	printf '2020-01-02\tE2\tg2\tt\tA\t2\t500\t400\n2020-01-02\tE2\tg2\tt\tB\t1\t100\t400\n'
	printf '2020-02-01\tE3\tg3\tt\tA\t1\t500\t400\n2020-02-01\tE3\tg3\tt\tB\t2\t100\t400\n'
	printf '2020-02-02\tE4\tg4\tt\tA\t1\t500\t400\n2020-02-02\tE4\tg4\tt\tB\t2\t100\t400\n'
}

@test "rank --eval --against --pair-by: two periods (event columns) paired by date,game,player" {
	per_match > "$T/a.tsv"
	# the per-month history: its event is the month, its prev equal (p = 1/2)
	sed -e 's/\tE[12]\t/\tM1\t/' -e 's/\tE[34]\t/\tM2\t/' -e 's/\t500\t400$/\t100\t400/' \
		"$T/a.tsv" > "$T/b.tsv"
	grep -q M2 "$T/b.tsv"
	# the default key event,game,player: the events differ
	run rank --eval --against "$T/b.tsv" "$T/a.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"$T/b.tsv:2:"*"rows differ (columns --pair-by, type, place)"* ]]
	run --separate-stderr rank --eval --against "$T/b.tsv" --pair-by date,game,player "$T/a.tsv"
	[ "$status" -eq 0 ]
	# this: E1, E3, E4 ln 1.1, E2 ln 11: (3 * 0.0953102 + 2.3978953)/4 = 0.6709565;
	# other: ln 2 = 0.6931472 in every game; diff -0.0221907
	close "$(echo "$output" | col logloss)" 0.6709565
	close "$(echo "$output" | col logloss_other)" 0.6931472
	close "$(echo "$output" | col logloss_diff)" -0.0221907
	# the clusters are this history's events: 4
	[ "$(echo "$output" | col events)" = 4 ]
	# the other way round, the per-month history's: 2
	run --separate-stderr rank --eval --against "$T/a.tsv" --pair-by date,game,player "$T/b.tsv"
	[ "$(echo "$output" | col events)" = 2 ]
	# a player who is not the same: refused with that key too
	sed 's/\tB\t2\t100\t400$/\tC\t2\t100\t400/' "$T/b.tsv" > "$T/c.tsv"
	run rank --eval --against "$T/c.tsv" --pair-by date,game,player "$T/a.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"rows differ"* ]]
	# a column of the key missing in the other history
	run rank --eval --against "$T/b.tsv" --pair-by date,game,player,round "$T/a.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *":1: missing column \"round\""* ]]
	run rank --eval --against "$T/b.tsv" --pair-by date,,player "$T/a.tsv"
	[ "$status" -eq 2 ]
	[[ $output == *"--pair-by"* ]]
}

@test "rank --eval --ci: an interval on fewer than 30 clusters says so on stderr" {
	two_days > "$T/h.tsv"
	run --separate-stderr rank --eval --ci --cluster date "$T/h.tsv"
	[ "$status" -eq 0 ]
	[[ $stderr == "rank: the interval rests on 2 clusters (fewer than 30): "*'type "t", --cluster date'* ]]
	[ "${#stderr_lines[@]}" -eq 1 ]
	# no bootstrap, no warning
	run --separate-stderr rank --eval "$T/h.tsv"
	[ -z "$stderr" ]
	run --separate-stderr rank --eval --ci --min-clusters 2 --cluster date "$T/h.tsv"
	[ -z "$stderr" ]
	run --separate-stderr rank --eval --ci --min-clusters 3 --cluster date "$T/h.tsv"
	[[ $stderr == *"2 clusters (fewer than 3)"* ]]
	# 29 events, then 30
	{
		printf 'date\tevent\tgame\ttype\tplayer\tplace\tprev\tescale\n'
		for e in $(seq 1 30); do
			printf '2020-01-01\tE%s\t1\tt\tA\t%s\t500\t400\n' "$e" $((e % 2 + 1))
			printf '2020-01-01\tE%s\t1\tt\tB\t%s\t100\t400\n' "$e" $((2 - e % 2))
		done
	} > "$T/30.tsv"
	head -n 59 "$T/30.tsv" > "$T/29.tsv"
	run --separate-stderr rank --eval --ci "$T/29.tsv"
	[[ $stderr == "rank: the interval rests on 29 clusters (fewer than 30): "* ]]
	run --separate-stderr rank --eval --ci "$T/30.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col events)" = 30 ]
	[ -z "$stderr" ]
	# --against's paired interval is a bootstrap too
	run --separate-stderr rank --eval --against "$T/29.tsv" "$T/29.tsv"
	[[ $stderr == "rank: the interval rests on 29 clusters"* ]]
}
