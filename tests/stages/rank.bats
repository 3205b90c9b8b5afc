#!/usr/bin/env bats
# rank: lists, positions with ties, statuses, the general rating.
load ../helpers

ratings() {
	printf 'type\tplayer\trating\tgames\tstatus\n'
	printf 'clasic\tA\t180\t5\tactive\n'
	printf 'clasic\tB\t190.5\t5\tactive\n'
	printf 'clasic\tC\t180\t4\tactive\n'
	printf 'clasic\tD\t170\t3\tactive\n'
	printf 'clasic\tE\t300\t1\tprovisional\n'
	printf 'eliptic\tA\t160\t3\tactive\n'
	printf 'eliptic\tB\t140\t1\tprovisional\n'
	printf 'compunere\tC\t200\t2\tprovisional\n'
}

@test "rank: per type and status, rating from the top, ties share a position" {
	ratings > "$T/r.tsv"
	run rank "$T/r.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'type\tplayer\trating\tgames\tstatus\tpos' ]
	# clasic active: B 190.5 (1), A and C 180 (2, 2; A before C by name), D (4)
	[ "${lines[1]}" = $'clasic\tB\t190.5\t5\tactive\t1' ]
	[ "${lines[2]}" = $'clasic\tA\t180\t5\tactive\t2' ]
	[ "${lines[3]}" = $'clasic\tC\t180\t4\tactive\t2' ]
	[ "${lines[4]}" = $'clasic\tD\t170\t3\tactive\t4' ]
	# the provisional list is numbered on its own
	[ "${lines[5]}" = $'clasic\tE\t300\t1\tprovisional\t1' ]
	[ "$(echo "$output" | tail -n 1)" = $'eliptic\tB\t140\t1\tprovisional\t1' ]
}

@test "rank --status filters a list" {
	ratings > "$T/r.tsv"
	run rank --status provisional "$T/r.tsv"
	[ "${#lines[@]}" -eq 4 ]
	run rank --status nosuch "$T/r.tsv"
	[ "$status" -eq 2 ]
}

@test "rank --general: mean over five types of active/provisional/150" {
	ratings > "$T/r.tsv"
	run rank --general "$T/r.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'type\tplayer\trating\tstatus\trating_clasic\trating_completiv\trating_eliptic\trating_compunere\trating_anticipatie\tpos' ]
	# A: (180 + 150 + 160 + 150 + 150)/5 = 158
	[ "$(echo "$output" | pick rating player A)" = 158 ]
	# B: (190.5 + 150 + 140 (provisional counts) + 150 + 150)/5 = 156.1
	close "$(echo "$output" | pick rating player B)" 156.1 1e-9
	# C: (180 + 150 + 150 + 200 + 150)/5 = 166
	[ "$(echo "$output" | pick rating player C)" = 166 ]
	# E is only provisional anywhere: no general rating
	[ -z "$(echo "$output" | pick rating player E)" ]
	[ "$(echo "$output" | pick pos player C)" = 1 ]
}

@test "rank: a bad rating or status is an error with the line" {
	printf 'type\tplayer\trating\tstatus\nclasic\tA\tx\tactive\n' > "$T/b.tsv"
	run rank "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.tsv:2:3: column "rating": expected a finite number, found "x"'* ]]
	printf 'type\tplayer\trating\tstatus\nclasic\tA\t1\tgood\n' > "$T/s.tsv"
	run rank "$T/s.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'s.tsv:2:4: column "status": expected active, provisional, inactive or unrated'* ]]
}

@test "rank: a long list is in the order sort(1) gives by type, status, rating, player" {
	# 3,000 rows over 3 types, ratings on a 0.5 grid so that many tie
	# (ties order by player, bytewise, and share pos).  Statuses active and
	# provisional only: their bytewise order is also the lists' order, so
	# sort -k1,1 -k5,5 -k3,3gr -k2,2 is an independent reference.
	awk 'BEGIN { srand(5); OFS = "\t"; print "type", "player", "rating", "status"
		for (i = 0; i < 3000; i++)
			print "t" (i % 3), "P" int(rand() * 1e6) "-" i, 100 + int(rand() * 200) / 2,
			    rand() < 0.6 ? "active" : "provisional" }' > "$T/l.tsv"
	run rank "$T/l.tsv"
	[ "$status" -eq 0 ]
	echo "$output" | tail -n +2 | cut -f1-4 > "$T/got"
	tail -n +2 "$T/l.tsv" | LC_ALL=C sort -t "$(printf '\t')" -k1,1 -k4,4 -k3,3gr -k2,2 > "$T/want"
	cmp "$T/got" "$T/want"
	# pos: 1 + the rows of the same type and status rated higher
	echo "$output" | tail -n +2 | awk -F'\t' '{
		k = $1 FS $4
		if (k != prev) { n = 0; pos = 0; last = "" }
		n++
		if ($3 != last) pos = n
		if ($5 != pos) { print "row " NR ": pos " $5 ", expected " pos; bad = 1 }
		prev = k; last = $3 } END { exit bad }'
}
