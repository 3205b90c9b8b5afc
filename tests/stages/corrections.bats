#!/usr/bin/env bats
# A corrected result (rank(1), CORRECTIONS): rate again from the last list
# published before the corrected date, with the games from that date on
# (corrected), then `rank --audit OLD NEW`: its diff column (new - old)
# says who changed and by how much; with the new run's history and the
# lists published since, where each change starts.
load ../helpers

H='date\tevent\tgame\ttype\tplayer\tplace\tlength\n'

# match DATE EVENT WINNER LOSER: an 11-point backgammon match
match() {
	printf '%s\t%s\t1\tbackgammon\t%s\t1\t11\n' "$1" "$2" "$3"
	printf '%s\t%s\t1\tbackgammon\t%s\t2\t11\n' "$1" "$2" "$4"
}

@test "corrections: a reversed match re-rated from the list before it, by hand (qgammon)" {
	# C0 (Jan 3): P3 beats P4; C1 (Jan 10): P1 beats P2; all new, 11
	# points: doc/rules/backgammon.md ex.1 gives the winner 1532.4363 and
	# the loser 1467.5637 (Fl 6.6332, Fe 1, Fp 4.89: +-32.4363)
	{ printf "$H"; match 2004-01-03 C0 P3 P4; } > "$T/c0"
	{ printf "$H"; match 2004-01-10 C1 P1 P2; } > "$T/c1"
	rate -m fibs "$T/c0" > "$T/list-0103"
	# (C1's players are all new to the list: --new-players, tests/trust/ids.bats)
	rate -m fibs --new-players -r "$T/list-0103" "$T/c1" > "$T/list-0110"
	# C1 is corrected: P2 won.  The list of Jan 10 holds C1 already (its
	# replay guard refuses C1 again); the list before it does not
	{ printf "$H"; match 2004-01-10 C1 P2 P1; } > "$T/c1fix"
	run rate -m fibs -r "$T/list-0110" "$T/c1fix"
	[ "$status" -eq 1 ]
	rate -m fibs --new-players -r "$T/list-0103" "$T/c1fix" > "$T/new"
	run rank --audit "$T/list-0110" "$T/new"
	[ "$status" -eq 1 ]	# something changed
	# P1 1532.4363 -> 1467.5637: -64.8726; P2 the other way; P3, P4 as they were
	[ "$(echo "$output" | pick verdict player P1)" = different ]
	[ "$(echo "$output" | pick rating player P1)" = 1467.5637 ]
	[ "$(echo "$output" | pick published player P1)" = 1532.4363 ]
	close "$(echo "$output" | pick diff player P1)" -64.8726 1e-9
	close "$(echo "$output" | pick diff player P2)" 64.8726 1e-9
	[ "$(echo "$output" | pick verdict player P3)" = equal ]
	[ "$(echo "$output" | pick verdict player P4)" = equal ]
	# with the new run's history and the lists of both dates: the change
	# starts in the list of Jan 10, with C1's match
	rate -m fibs --new-players -r "$T/list-0103" --history "$T/c1fix" > "$T/new.hist"
	run rank --audit 2004-01-03="$T/list-0103" --audit 2004-01-10="$T/list-0110" \
	    --history "$T/new.hist" "$T/new"
	[ "$status" -eq 1 ]
	[ "$(echo "$output" | pick departs player P1)" = 2004-01-10 ]
	[ "$(echo "$output" | pick events player P1)" = C1 ]
	[ "$(echo "$output" | pick games player P1)" = 1 ]
	# and a correction that changes nothing (the same result) reports nothing
	rate -m fibs --new-players -r "$T/list-0103" "$T/c1" > "$T/same"
	run rank --audit "$T/list-0110" "$T/same"
	[ "$status" -eq 0 ]
}

@test "corrections: a real division's game 9.3 corrected a month later, end to end" {
	# March's list: the ratings tsh started both divisions from; April's
	# after naspa-a (2023-04-01), May's after naspa-b (2023-05-06)
	{ parse -f tsh --ratings "$SHARED/tsh/naspa-a.t"; parse -f tsh --ratings "$SHARED/tsh/naspa-b.t" | tail -n +2; } > "$T/list-03"
	parse -f tsh --date 2023-04-01 "$SHARED/tsh/naspa-a.t" > "$T/apr.res"
	parse -f tsh --date 2023-05-06 "$SHARED/tsh/naspa-b.t" > "$T/may.res"
	rate -m naspa -r "$T/list-03" "$T/apr.res" > "$T/list-04"
	rate -m naspa -r "$T/list-04" "$T/may.res" > "$T/list-05"
	# In June game 9.3 of naspa-a (2023-04-01) is found reversed: the last
	# list before that date is March's; re-rate every game from that date
	awk -F'\t' -v OFS='\t' '$3 == "9.3" { $6 = 3 - $6 } 1' "$T/apr.res" > "$T/apr.fix"
	{ cat "$T/apr.fix"; tail -n +2 "$T/may.res"; } > "$T/since"
	rate -m naspa -r "$T/list-03" "$T/since" > "$T/new"
	rate -m naspa -r "$T/list-03" --history "$T/since" > "$T/new.hist"
	rank --audit "$T/list-05" "$T/new" > "$T/changes" || s=$?
	[ "${s:-0}" -eq 1 ]
	# the diff is new - old, player by player (joined here by awk)
	awk -F'\t' 'FNR == 1 { next } FILENAME == ARGV[1] { old[$2] = $3; next }
		{ new[$2] = $3 } END { for (p in new) print p "\t" new[p] - old[p] }' \
	    "$T/list-05" "$T/new" | sort > "$T/want"
	awk -F'\t' 'NR > 1 { print $2 "\t" $6 }' "$T/changes" | sort > "$T/got"
	[ "$(wc -l < "$T/want")" -eq 50 ]
	cmp "$T/want" "$T/got"
	# the two players of the game moved, by as much as the game's result
	# is worth to them; naspa-b's players (no game with naspa-a) did not
	[ "$(pick verdict player "Sinke, Arie" < "$T/changes")" = different ]
	[ "$(pick verdict player "Li, Jason" < "$T/changes")" = different ]
	[ "$(pick diff player "Sinke, Arie" < "$T/changes")" -lt 0 ]
	[ "$(pick diff player "Li, Jason" < "$T/changes")" -gt 0 ]
	awk -F'\t' 'NR > 1 { print $5 }' "$T/may.res" | sort -u > "$T/bplayers"
	awk -F'\t' 'NR > 1 && $3 != "equal" { print $2 }' "$T/changes" | sort > "$T/changed"
	[ -z "$(comm -12 "$T/bplayers" "$T/changed")" ]
	# with the lists since the correction: every change starts in April's
	run rank --audit 2023-04-30="$T/list-04" --audit 2023-05-31="$T/list-05" \
	    --history "$T/new.hist" "$T/new"
	[ "$status" -eq 1 ]
	echo "$output" | awk -F'\t' 'NR > 1 && $3 == "different"' > "$T/diff"
	[ "$(wc -l < "$T/diff")" -eq "$(wc -l < "$T/changed")" ]
	[ "$(awk -F'\t' '$7 != "2023-04-30" || $8 != "naspa-a"' "$T/diff" | wc -l)" -eq 0 ]
}
