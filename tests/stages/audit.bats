#!/usr/bin/env bats
# rank --audit: a computed list against the published lists (rank(1),
# AUDIT).  The real files are two NASPA divisions rated by tsh
# (tests/fixtures/tsh/naspa-a.t, naspa-b.t): their `newr` fields are the
# ratings tsh published after each round, the lists audited here.
load ../helpers

# newr_rounds FILE: tsh's list after each round, "type player rating round".
newr_rounds() {
	awk -v OFS='\t' 'BEGIN { print "type", "player", "rating", "round" }
	{ s = $0; i = index(s, "; newr "); r = substr(s, i + 7); j = index(r, ";"); r = substr(r, 1, j - 1)
	  n = split(r, a, " "); name = ""; m = split(s, w, " ")
	  for (q = 1; q <= m; q++) { if (w[q] ~ /^[0-9]+$/) break; name = name (name == "" ? "" : " ") w[q] }
	  for (k = 1; k <= n; k++) print "libere", name, a[k], k }' "$1"
}

# newr_final FILE...: tsh's list after the last round, "type player rating".
newr_final() {
	local f
	printf 'type\tplayer\trating\n'
	for f; do
		newr_rounds "$f" | awk -F'\t' -v OFS='\t' 'NR > 1 { last[$2] = $3 }
			END { for (p in last) print "libere", p, last[p] }'
	done
}

# round_history RESULTS PRIOR: the run's history with each row's rating
# the one tsh shows after that round.  NASPA rates an event at once
# (rate --history gives the event's rating on each row); tsh's rating
# after round k is the event rated up to round k, its second segment
# (rounds 13 on, of 23: doc/rules/naspa.md) an event of its own: so each
# round k is rated with the rounds before it and its rows kept.
round_history() {
	local k
	for k in $(seq 1 23); do
		awk -F'\t' -v OFS='\t' -v k=$k 'NR == 1 { print; next } $9 > k { next }
			$9 > 12 { $2 = $2 "/2" } 1' "$1" | rate -m naspa -r "$2" --history |
		    awk -F'\t' -v k=$k '(NR == 1 && k == 1) || (NR > 1 && $9 == k)'
	done
}

# division NAME: $T/NAME.prior, .res (results), .comp (rate's list),
# .hist (round_history) and .rounds (tsh's lists) of a real division.
division() {
	parse -f tsh --ratings "$SHARED/tsh/$1.t" > "$T/$1.prior"
	parse -f tsh --date 2023-04-01 "$SHARED/tsh/$1.t" > "$T/$1.res"
	rate -m naspa -r "$T/$1.prior" "$T/$1.res" > "$T/$1.comp"
	round_history "$T/$1.res" "$T/$1.prior" > "$T/$1.hist"
	newr_rounds "$SHARED/tsh/$1.t" > "$T/$1.rounds"
}

@test "audit: tsh's lists after each of 23 rounds of two real divisions, all equal (exit 0)" {
	for d in naspa-a naspa-b; do
		division $d
		run rank --audit 2023-04-01="$T/$d.rounds" --history "$T/$d.hist" "$T/$d.comp"
		[ "$status" -eq 0 ]
		n=$(awk -F'\t' 'NR > 1' "$T/$d.comp" | wc -l)
		[ "$n" -ge 24 ]
		[ "$(echo "$output" | grep -c "	equal	")" -eq "$n" ]
		echo "$output" | grep -q "audit: 23 lists, the last of 2023-04-01/23: $n equal, 0 rounded, 0 different"
	done
	# the history is right: it has tsh's rating after every round (26 players x 23 rounds)
	[ "$(awk -F'\t' 'NR > 1' "$T/naspa-a.hist" | wc -l)" -eq 598 ]
}

@test "audit: a change planted in tsh's list from round 9 on is found at round 9, game 9.3" {
	division naspa-a
	# Sinke, Arie won game 9.3 (a row of the results); tsh published 1954
	# at the end; the planted lists say 5 more from round 9 on
	awk -F'\t' -v OFS='\t' '$2 == "Sinke, Arie" && $4 >= 9 { $3 += 5 } 1' "$T/naspa-a.rounds" > "$T/planted"
	rank --audit 2023-04-01="$T/planted" --history "$T/naspa-a.hist" "$T/naspa-a.comp" > "$T/out" || s=$?
	[ "${s:-0}" -eq 1 ]
	[ "$(awk -F'\t' '$3 != "equal"' "$T/out" | wc -l)" -eq 2 ]	# the header and Sinke
	[ "$(pick verdict player "Sinke, Arie" < "$T/out")" = different ]
	[ "$(pick rating player "Sinke, Arie" < "$T/out")" = 1954 ]
	[ "$(pick published player "Sinke, Arie" < "$T/out")" = 1959 ]
	[ "$(pick diff player "Sinke, Arie" < "$T/out")" = -5 ]
	[ "$(pick departs player "Sinke, Arie" < "$T/out")" = 2023-04-01/9 ]
	[ "$(pick events player "Sinke, Arie" < "$T/out")" = naspa-a ]
	[ "$(pick games player "Sinke, Arie" < "$T/out")" = 9.3 ]
	# the same lists as 23 files, each labelled DATE/ROUND=FILE
	set --
	for k in $(seq 1 23); do
		awk -F'\t' -v OFS='\t' -v k=$k 'NR == 1 || $4 == k { print $1, $2, $3 }' "$T/planted" > "$T/r$k"
		set -- "$@" --audit "2023-04-01/$k=$T/r$k"
	done
	rank "$@" --history "$T/naspa-a.hist" "$T/naspa-a.comp" | cmp - "$T/out"
	# planted in the last list only: it departs there, at round 23's game
	awk -F'\t' -v OFS='\t' '$2 == "Sinke, Arie" && $4 == 23 { $3 -= 1 } 1' "$T/naspa-a.rounds" > "$T/planted"
	run rank --audit 2023-04-01="$T/planted" --history "$T/naspa-a.hist" "$T/naspa-a.comp"
	[ "$status" -eq 1 ]
	[ "$(echo "$output" | pick departs player "Sinke, Arie")" = 2023-04-01/23 ]
	[ "$(echo "$output" | pick diff player "Sinke, Arie")" = 1 ]
	# one list wrong in the middle and right at the end: nothing differs now
	awk -F'\t' -v OFS='\t' '$2 == "Sinke, Arie" && $4 == 9 { $3 += 5 } 1' "$T/naspa-a.rounds" > "$T/planted"
	run rank --audit 2023-04-01="$T/planted" --history "$T/naspa-a.hist" "$T/naspa-a.comp"
	[ "$status" -eq 0 ]
}

@test "audit: a result entered wrong (game 9.3 reversed) departs from tsh's lists at round 9" {
	division naspa-a
	# the run's results with game 9.3's places swapped (Li, Jason wins)
	awk -F'\t' -v OFS='\t' '$3 == "9.3" { $6 = 3 - $6 } 1' "$T/naspa-a.res" > "$T/bad.res"
	rate -m naspa -r "$T/naspa-a.prior" "$T/bad.res" > "$T/bad.comp"
	round_history "$T/bad.res" "$T/naspa-a.prior" > "$T/bad.hist"
	rank --audit 2023-04-01="$T/naspa-a.rounds" --history "$T/bad.hist" "$T/bad.comp" > "$T/out" || s=$?
	[ "${s:-0}" -eq 1 ]
	# the two players of the game leave tsh's lists at round 9, with it
	for p in "Sinke, Arie" "Li, Jason"; do
		[ "$(pick verdict player "$p" < "$T/out")" = different ]
		[ "$(pick departs player "$p" < "$T/out")" = 2023-04-01/9 ]
		[ "$(pick games player "$p" < "$T/out")" = 9.3 ]
	done
	# everyone else who differs does so from the second segment on (rounds
	# 13-23 start from the ratings the first left: Sinke's and Li's moved)
	awk -F'\t' 'NR > 1 && $3 == "different" && $2 != "Sinke, Arie" && $2 != "Li, Jason" { split($7, l, "/"); print l[2] }' \
	    "$T/out" > "$T/later"
	[ -s "$T/later" ]
	[ "$(awk '$1 < 13' "$T/later" | wc -l)" -eq 0 ]
}

@test "audit: monthly lists of two real divisions: a planted change names its list and event" {
	newr_final "$SHARED/tsh/naspa-a.t" > "$T/apr"
	newr_final "$SHARED/tsh/naspa-a.t" "$SHARED/tsh/naspa-b.t" > "$T/may"
	{ parse -f tsh --ratings "$SHARED/tsh/naspa-a.t"; parse -f tsh --ratings "$SHARED/tsh/naspa-b.t" | tail -n +2; } > "$T/prior"
	{ parse -f tsh --date 2023-04-01 "$SHARED/tsh/naspa-a.t"; parse -f tsh --date 2023-05-06 "$SHARED/tsh/naspa-b.t" | tail -n +2; } > "$T/res"
	rate -m naspa -r "$T/prior" "$T/res" > "$T/comp"
	rate -m naspa -r "$T/prior" --history "$T/res" > "$T/hist"
	run rank --audit 2023-04-30="$T/apr" --audit 2023-05-31="$T/may" --history "$T/hist" "$T/comp"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | grep -c "	equal	")" -eq 50 ]
	# planted: Logan (naspa-b, in May) +2 in May; Panitch (naspa-a) -1 in
	# April and May; Smylie (naspa-a) -1 in May only, a list with no game
	# of his since April
	awk -F'\t' -v OFS='\t' '$2 == "Logan, Adam" { $3 += 2 } $2 == "Panitch, Max" || $2 == "Smylie, Jackson" { $3 -= 1 } 1' \
	    "$T/may" > "$T/may2"
	awk -F'\t' -v OFS='\t' '$2 == "Panitch, Max" { $3 -= 1 } 1' "$T/apr" > "$T/apr2"
	rank --audit 2023-04-30="$T/apr2" --audit 2023-05-31="$T/may2" --history "$T/hist" "$T/comp" > "$T/out" || s=$?
	[ "${s:-0}" -eq 1 ]
	[ "$(grep -c "	different	" "$T/out")" -eq 3 ]
	[ "$(pick departs player "Logan, Adam" < "$T/out")" = 2023-05-31 ]
	[ "$(pick events player "Logan, Adam" < "$T/out")" = naspa-b ]
	[ "$(pick games player "Logan, Adam" < "$T/out" | tr , '\n' | wc -l)" -eq 23 ]
	[ "$(pick diff player "Logan, Adam" < "$T/out")" = -2 ]
	[ "$(pick departs player "Panitch, Max" < "$T/out")" = 2023-04-30 ]
	[ "$(pick events player "Panitch, Max" < "$T/out")" = naspa-a ]
	[ "$(pick departs player "Smylie, Jackson" < "$T/out")" = 2023-05-31 ]
	[ -z "$(pick events player "Smylie, Jackson" < "$T/out")" ]
	[ -z "$(pick games player "Smylie, Jackson" < "$T/out")" ]
	# without the history: the verdicts alone
	run rank --audit 2023-04-30="$T/apr2" --audit 2023-05-31="$T/may2" "$T/comp"
	[ "$status" -eq 1 ]
	[ -z "$(echo "$output" | pick departs player "Logan, Adam")" ]
}

@test "audit: rounded is equal as the rules show it: fibs 2 decimals, qgammon 4" {
	# doc/rules/backgammon.md ex.1: two new players, an 11-point match.
	# qgammon: 1532.4363 (stored to 4 decimals).  fibs: Fp from PJ before
	# (0): 5, delta = 2 sqrt(11) * 1 * 5 = 33.166248 unrounded: 1533.166248
	rate -m fibs "$SHARED/fibs/ex1.tsv" > "$T/q"
	rate -m fibs -p fibs "$SHARED/fibs/ex1.tsv" > "$T/f"
	printf 'type\tplayer\trating\nbackgammon\tP1\t1533.17\nbackgammon\tP2\t1466.83\n' > "$T/fibs.pub"
	run rank --audit "$T/fibs.pub" "$T/f"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick verdict player P1)" = rounded ]
	[ "$(echo "$output" | pick verdict player P2)" = rounded ]
	close "$(echo "$output" | pick diff player P1)" -0.003752096 1e-9
	# shown with 2 decimals 1533.17; a list saying 1533.16 differs
	printf 'type\tplayer\trating\nbackgammon\tP1\t1533.16\nbackgammon\tP2\t1466.83\n' > "$T/fibs.pub"
	run rank --audit "$T/fibs.pub" "$T/f"
	[ "$status" -eq 1 ]
	[ "$(echo "$output" | pick verdict player P1)" = different ]
	# qgammon shows 4: 1532.4363 is equal, 1532.44 (2 decimals) differs
	printf 'type\tplayer\trating\nbackgammon\tP1\t1532.4363\nbackgammon\tP2\t1467.56\n' > "$T/q.pub"
	run rank --audit "$T/q.pub" "$T/q"
	[ "$status" -eq 1 ]
	[ "$(echo "$output" | pick verdict player P1)" = equal ]
	[ "$(echo "$output" | pick verdict player P2)" = different ]
	close "$(echo "$output" | pick diff player P2)" 0.0037 1e-9
	# --decimals says it for a list without _model (and overrides it)
	cut -f1-3 "$T/q" > "$T/plain"
	run rank --audit "$T/q.pub" "$T/plain"
	[ "$status" -eq 1 ]
	echo "$output" | grep -q "plain:1: no column _model.*--decimals D"
	run rank --audit "$T/q.pub" -d 2 "$T/plain"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick verdict player P2)" = rounded ]
}

@test "audit: missing players: unpublished and uncomputed differ; a subset list (--listed)" {
	# a computed list of three players (status from rate), and a list that
	# publishes only the active ones
	# (and E, not rated yet: an empty rating, in neither list)
	printf 'type\tplayer\trating\tstatus\t_model\nS\tA\t1700\tactive\tnaspa nsa2008\nS\tB\t1600\tprovisional\tnaspa nsa2008\nS\tC\t1500\tactive\tnaspa nsa2008\nS\tE\t\tunrated\tnaspa nsa2008\n' > "$T/comp"
	printf 'type\tplayer\trating\nS\tA\t1700\nS\tC\t1500\n' > "$T/pub"
	run rank --audit "$T/pub" "$T/comp"
	[ "$status" -eq 1 ]
	[ "$(echo "$output" | pick verdict player B)" = unpublished ]
	run rank --audit "$T/pub" --listed active "$T/comp"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick verdict player B)" = unlisted ]
	[ -z "$(echo "$output" | pick published player B)" ]
	[ "$(echo "$output" | grep -c "	E	")" -eq 0 ]
	# an active player missing still differs; a published one not computed too
	printf 'type\tplayer\trating\nS\tA\t1700\nS\tD\t1400\n' > "$T/pub"
	run rank --audit "$T/pub" --listed active,provisional "$T/comp"
	[ "$status" -eq 1 ]
	[ "$(echo "$output" | pick verdict player B)" = unpublished ]
	[ "$(echo "$output" | pick verdict player C)" = unpublished ]
	[ "$(echo "$output" | pick verdict player D)" = uncomputed ]
	[ "$(echo "$output" | pick published player D)" = 1400 ]
	[ -z "$(echo "$output" | pick rating player D)" ]
	echo "$output" | grep -q "audit: 1 list: 1 equal, 0 rounded, 0 different, 2 unpublished, 0 unlisted, 1 uncomputed"
	# one list with its date: "1 list of DATE" (it read "1 listof DATE")
	run rank --audit 2024-01-01="$T/pub" --listed active,provisional "$T/comp"
	echo "$output" | grep -q "audit: 1 list of 2024-01-01: 1 equal, 0 rounded"
	# --listed needs the status column
	cut -f1-3,5 "$T/comp" > "$T/nostatus"
	run rank --audit "$T/pub" --listed active "$T/nostatus"
	[ "$status" -eq 1 ]
	echo "$output" | grep -q 'missing column "status"'
}

@test "audit: bad usage and bad lists are refused" {
	printf 'type\tplayer\trating\t_model\nS\tA\t1700\tnaspa nsa2008\n' > "$T/comp"
	printf 'type\tplayer\trating\nS\tA\t1700\n' > "$T/pub"
	run rank --audit "$T/pub" --audit 2023-01-31="$T/pub" "$T/comp"
	[ "$status" -eq 2 ]
	echo "$output" | grep -q "some lists have a DATE="
	run rank --audit "$T/pub" --history "$T/pub" "$T/comp"
	[ "$status" -eq 2 ]
	echo "$output" | grep -q "need their dates"
	run rank --audit - < "$T/comp"
	[ "$status" -eq 2 ]
	# a player twice in one list (two files of one date are one list)
	run rank --audit 2023-01-31="$T/pub" --audit 2023-01-31="$T/pub" "$T/comp"
	[ "$status" -eq 1 ]
	echo "$output" | grep -q 'pub:2: player "A" of type "S" is in this list already'
	printf 'type\tplayer\trating\t_model\nS\tA\t1700\tnaspa nsa1999\n' > "$T/comp"
	run rank --audit "$T/pub" "$T/comp"
	[ "$status" -eq 1 ]
	echo "$output" | grep -q 'comp:2:4: column "_model"'
	run rank --audit --help
	[ "$status" -eq 0 ]
	echo "$output" | grep -q "usage: rank --audit"
}
