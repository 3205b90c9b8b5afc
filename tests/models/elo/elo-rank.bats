#!/usr/bin/env bats
# rank --purge SPAN --as-of DATE (the Greek July purge) and --min-games N.
load ../../helpers

list() {
	printf 'type\tplayer\trating\tgames\tstatus\tlast\n'
	printf 'clasic\tA\t1500\t10\tactive\t2005-06-30\n'
	printf 'clasic\tB\t1400\t3\tactive\t2005-07-01\n'
	printf 'clasic\tC\t1600\t20\tactive\t2007-06-01\n'
	printf 'clasic\tD\t1300\t9\tprovisional\t2008-02-28\n'
}

@test "rank --purge 2y --as-of 2007-07-01: last tournament before July 2005 is removed" {
	list > "$T/l.tsv"
	run rank --purge 2y --as-of 2007-07-01 "$T/l.tsv"
	[ "$status" -eq 0 ]
	# cut-off 2005-07-01: A (2005-06-30) goes, B (2005-07-01) stays
	[ "$(echo "$output" | pick player player A)" = "" ]
	[ "$(echo "$output" | pick player player B)" = B ]
	[ "$(echo "$output" | pick pos player B)" = 2 ]
	[ "$(echo "$output" | wc -l)" -eq 4 ]
}

@test "rank --purge: months, days, and a leap day" {
	list > "$T/l.tsv"
	# 2005-07-02 minus 1 day: 2005-07-01, A goes
	[ "$(rank --purge 1d --as-of 2005-07-02 "$T/l.tsv" | pick player player A)" = "" ]
	[ "$(rank --purge 1d --as-of 2005-07-02 "$T/l.tsv" | pick player player B)" = B ]
	# 24 months = 2 years
	[ "$(rank --purge 24m --as-of 2007-07-01 "$T/l.tsv" | wc -l)" -eq 4 ]
	# 2009-02-28 minus 1y: 2008-02-28, D stays; from 2009-03-01: 2008-03-01, D goes
	[ "$(rank --purge 1y --as-of 2009-02-28 "$T/l.tsv" | pick player player D)" = D ]
	[ "$(rank --purge 1y --as-of 2009-03-01 "$T/l.tsv" | pick player player D)" = "" ]
}

@test "rank --purge needs --as-of; --min-games N" {
	list > "$T/l.tsv"
	run rank --purge 2y "$T/l.tsv"
	[ "$status" -eq 2 ]
	run rank --purge 2w --as-of 2007-07-01 "$T/l.tsv"
	[ "$status" -eq 2 ]
	run rank --min-games 10 "$T/l.tsv"
	[ "$status" -eq 0 ]
	# A (10) and C (20) stay; B (3), D (9) go
	[ "$(echo "$output" | wc -l)" -eq 3 ]
	[ "$(echo "$output" | pick player player D)" = "" ]
}

@test "rate -m elo | rank --purge: the ratings stream has what rank needs" {
	rate -m elo -r "$SHARED/elo-seed-prior.tsv" "$FIX/elo-seed-2wins.tsv" > "$T/r.tsv"
	run rank --purge 2y --as-of 2009-03-10 "$T/r.tsv"
	[ "$status" -eq 0 ]
	# everyone played on 2007-03-10, the cut-off day: all 6 stay
	[ "$(echo "$output" | wc -l)" -eq 7 ]
	run rank --purge 2y --as-of 2009-03-11 "$T/r.tsv"
	[ "$(echo "$output" | wc -l)" -eq 1 ]
}
