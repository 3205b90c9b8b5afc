#!/usr/bin/env bats
# rate -m absp: status (FRSc): active from L = ceil(15 % of min(N, 100))
# games, N = the possible rated games (the sum of each event's rounds);
# inactive 2 years after the last game; reactivated at the last value.
# Fixture absp-status.tsv: E1 2011-01-10 A beats B, C, D (3 rounds);
# E2 2013-01-10 C beats D; E3 2013-06-01 A beats C.
load ../../helpers

@test "absp status: L from the possible games N, and --active-games" {
	head -n 7 "$FIX/absp-status.tsv" > "$T/e1.tsv"
	# N = 3: L = ceil(0.15 * 3) = 1: everybody active
	run rate -m absp "$T/e1.tsv"
	[ "$(echo "$output" | pick status player B)" = active ]
	# --active 0.5: L = ceil(1.5) = 2: A (3 games) active, B (1) provisional
	run rate -m absp --active 0.5 "$T/e1.tsv"
	[ "$(echo "$output" | pick status player A)" = active ]
	[ "$(echo "$output" | pick status player B)" = provisional ]
	# --active-games 4: A provisional too
	run rate -m absp --active-games 4 "$T/e1.tsv"
	[ "$(echo "$output" | pick status player A)" = provisional ]
	# all new in E1, no rated opponent: 150 each; A won 3: 200, B lost: 100
	[ "$(echo "$output" | pick rating player A)" = 200 ]
	[ "$(echo "$output" | pick rating player B)" = 100 ]
}

@test "absp status: inactive exactly 2 years after the last game" {
	head -n 9 "$FIX/absp-status.tsv" > "$T/e2.tsv"
	# as of E2 (2013-01-10): A's last game 2011-01-10 + 2y = 2013-01-10
	run rate -m absp "$T/e2.tsv"
	[ "$(echo "$output" | pick status player A)" = inactive ]
	[ "$(echo "$output" | pick status player C)" = active ]
	run rate -m absp --as-of 2013-01-09 "$T/e2.tsv"
	[ "$(echo "$output" | pick status player A)" = active ]
	run rate -m absp --inactive-after 25m "$T/e2.tsv"
	[ "$(echo "$output" | pick status player A)" = active ]
	run rate -m absp --inactive-after 730d "$T/e2.tsv"
	# 2011-01-10 + 730 days = 2013-01-09 <= 2013-01-10
	[ "$(echo "$output" | pick status player A)" = inactive ]
	# the inactive rating keeps its value: 200
	[ "$(echo "$output" | pick rating player A)" = 200 ]
}

@test "absp status: a returning player is reactivated at the last value" {
	run rate -m absp --history "$FIX/absp-status.tsv"
	# E2: C (100) beats D (100): C 150 -> (150*200 + 100*199)/399 = 125.062657
	close "$(echo "$output" | col rating 7)" 125.06265664
	# E3: A returns with its last value 200: counts C (125.06) as
	# clamp(125.06, 160, 240) = 160, wins: 210
	[ "$(echo "$output" | col value 9)" = 160 ]
	[ "$(echo "$output" | col perf 9)" = 210 ]
	# A's window keeps its three 2011 games (weights 199, 198, 197):
	# (210*200 + 200*594) / 794 = 160800 / 794 = 202.518892
	close "$(echo "$output" | col rating 9)" 202.51889169
	run rate -m absp "$FIX/absp-status.tsv"
	[ "$(echo "$output" | pick status player A)" = active ]
	[ "$(echo "$output" | pick games player A)" = 4 ]
	[ "$(echo "$output" | pick status player B)" = inactive ]
}

# The calendar ends at 9999-12-31: a status date beyond it (a last game in
# 9998 plus 2 years) is never reached, so the player is not inactive; it
# was "internal error: date 10000-01-01" with no file:line.
@test "absp status: last games near 9999-12-31 (inactivity dates past the calendar)" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n9997-12-31\tE\t1\tlibere\tA\t1\n9997-12-31\tE\t1\tlibere\tB\t2\n9998-01-01\tF\t1\tlibere\tC\t1\n9998-01-01\tF\t1\tlibere\tD\t2\n9999-12-31\tG\t1\tlibere\tC\t1\n9999-12-31\tG\t1\tlibere\tE\t2\n' > "$T/g.tsv"
	run rate -m absp "$T/g.tsv"
	[ "$status" -eq 0 ]
	# A: 9997-12-31 + 2y = 9999-12-31 <= 9999-12-31 (the latest game): inactive
	[ "$(echo "$output" | pick status player A)" = inactive ]
	# D: 9998-01-01 + 2y = 10000-01-01, past the calendar: active
	[ "$(echo "$output" | pick status player D)" = active ]
	[ "$(echo "$output" | pick last player D)" = 9998-01-01 ]
	# months past it too (C: 9999-12-31 + 1m), while D's
	# 9998-01-01 + 1m = 9998-02-01 <= 9999-12-31: D inactive
	run rate -m absp --inactive-after 1m "$T/g.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick status player C)" = active ]
	[ "$(echo "$output" | pick status player D)" = inactive ]
	run rate -m absp --inactive-after 100000y --as-of 9999-12-31 "$T/g.tsv"
	[ "$(echo "$output" | pick status player A)" = active ]
	run rate -m absp --inactive-after 100000d "$T/g.tsv"
	[ "$(echo "$output" | pick status player A)" = active ]
}
