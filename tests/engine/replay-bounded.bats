#!/usr/bin/env bats
# The replay guard of bounded size (doc/ratings-file.md, rate(1) "The
# replay guard"): a row of a model rated by event holds its type's last
# day and event and its player's last day's events, never the player's
# whole past; what is older than the type's last day is refused by date,
# from any row.  The guarantees of event-split.bats and trust.bats keep
# holding; these are the size, the date rule from any subset, a list
# joined from two runs, and the older files that listed every event.
load ../helpers

ELO="-m elo -p greek2007 --initial 1500"

# Games of one event: EVENT DATE then A:B (A beats B) ...; no header.
games() {
	local ev=$1 day=$2 i=0 x
	shift 2
	for x in "$@"; do
		i=$((i + 1))
		printf '%s\t%s\t%d\tchess\t%s\t1\n%s\t%s\t%d\tchess\t%s\t2\n' \
		    "$day" "$ev" $i "${x%:*}" "$day" "$ev" $i "${x#*:}"
	done
}
header() { printf 'date\tevent\tgame\ttype\tplayer\tplace\n'; }

# The longest _seen cell of a ratings file on stdin.
seen_max() {
	awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "_seen") c = i; next }
		length($c) > m { m = length($c) } END { print m + 0 }'
}

@test "bounded: a ratings file does not grow when the same players play 8 times more games" {
	local s m n8 n1
	for s in 1 2 3; do
		awk -v seed=$s -v h2h=1 -v eventdays=4 -v players=8 -v games=40 -f "$RP_TESTDIR/gen-history.awk" > "$T/n.tsv"
		awk -v seed=$s -v h2h=1 -v eventdays=4 -v players=8 -v games=320 -f "$RP_TESTDIR/gen-history.awk" > "$T/8n.tsv"
		for m in "$ELO" "-m glicko" "-m absp --games 2" "-m uscf"; do
			rate $m "$T/n.tsv" > "$T/r1.tsv"
			rate $m "$T/8n.tsv" > "$T/r8.tsv"
			n1=$(wc -c < "$T/r1.tsv")
			n8=$(wc -c < "$T/r8.tsv")
			echo "seed $s, $m: $n1 bytes at 40 games, $n8 at 320; _seen at most $(seen_max < "$T/r8.tsv")"
			# every row: the type's day (10), E and an event (18 each), the
			# player's own day (11): one event a day a player here, 57 bytes
			[ "$(seen_max < "$T/r1.tsv")" -le 57 ]
			[ "$(seen_max < "$T/r8.tsv")" -le 57 ]
			# elo's and glicko's state is bounded too: the whole file
			# within 10 % (the older rows listed every event: 3.1x)
			case $m in *absp* | *uscf*) continue ;; esac
			[ "$n8" -le $((n1 * 11 / 10)) ]
		done
	done
}

# Five events over four days (E4 and E5 share the last day).
season() {
	{ header
	  games E1 2024-03-02 A:B C:D
	  games E2 2024-03-09 A:D B:C
	  games E3 2024-03-16 A:B C:D
	  games E4 2024-03-23 A:C
	  games E5 2024-03-23 B:D; } > "$T/all.tsv"
}

@test "bounded: a game older than the type's last day is refused from any row, with what to do when it came late" {
	season
	rate $ELO "$T/all.tsv" > "$T/r.tsv"
	# E2 again: no row lists it (every row holds only its last day's
	# events), and its date is older than the rows' 2024-03-23
	{ header; grep -P '\tE2\t' "$T/all.tsv"; } > "$T/e2.tsv"
	run rate $ELO -r "$T/r.tsv" "$T/e2.tsv"
	[ "$status" -eq 1 ]
	[ "$output" = "rate: $T/e2.tsv:2: game \"1\" of event \"E2\" (chess): the prior ratings file $T/r.tsv already holds games of this type up to 2024-03-23, and this game is older: input the prior already reflects (or out of order); rate only what came after it (a result that came late: re-rate from a ratings file made before its date, the history since in date order)" ]
	# from each row alone, whoever played what
	for p in A B C D; do
		awk -F'\t' -v p=$p 'NR == 1 || $2 == p' "$T/r.tsv" > "$T/one.tsv"
		run rate $ELO -r "$T/one.tsv" "$T/e2.tsv"
		[ "$status" -eq 1 ]
		[[ $output == *"already holds games of this type up to 2024-03-23"* ]]
	done
	# a result of 2024-03-10 that came late (event L, A beats C): refused
	{ header; games L 2024-03-10 A:C; } > "$T/late.tsv"
	run rate $ELO -r "$T/r.tsv" "$T/late.tsv"
	[ "$status" -eq 1 ]
	# what the message says: the ratings file made before its date (after
	# E2), and the history since with it in date order: the bytes of one
	# run over the whole history with it
	{ header; grep -P '\tE[12]\t' "$T/all.tsv"; } > "$T/upto-e2.tsv"
	rate $ELO "$T/upto-e2.tsv" > "$T/r-e2.tsv"
	{ header; tail -n +2 "$T/late.tsv"; grep -P '\tE[345]\t' "$T/all.tsv"; } > "$T/since.tsv"
	{ cat "$T/upto-e2.tsv"; tail -n +2 "$T/since.tsv"; } > "$T/whole.tsv"
	rate $ELO -r "$T/r-e2.tsv" "$T/since.tsv" > "$T/again.tsv"
	rate $ELO "$T/whole.tsv" | cmp - "$T/again.tsv"
	! cmp -s "$T/again.tsv" "$T/r.tsv"
}

@test "bounded: a subset of the list refuses the last day; a row holds its player's own last day" {
	season
	rate $ELO "$T/all.tsv" > "$T/r.tsv"
	# A played E4 on the last day, which is not the type's last event (E5):
	# A's row alone refuses E4 again (p, no date: A's day is the type's)
	[[ "$(pick _seen player A < "$T/r.tsv")" =~ ^2024-03-23\ E([0-9a-f]{16})\ p([0-9a-f]{16})$ ]]
	[ "${BASH_REMATCH[1]}" != "${BASH_REMATCH[2]}" ]
	{ header; grep -P '\tE4\t' "$T/all.tsv"; } > "$T/e4.tsv"
	for p in A C; do
		awk -F'\t' -v p=$p 'NR == 1 || $2 == p' "$T/r.tsv" > "$T/one.tsv"
		run rate $ELO -r "$T/one.tsv" "$T/e4.tsv"
		[ "$status" -eq 1 ]
		[[ $output == "rate: $T/e4.tsv:2: game \"1\" of event \"E4\" (chess): this event is already rated, at least in part, in the prior ratings file $T/one.tsv"* ]]
	done
	# E5, the type's last event, from any row (E)
	{ header; grep -P '\tE5\t' "$T/all.tsv"; } > "$T/e5.tsv"
	awk -F'\t' 'NR == 1 || $2 == "A"' "$T/r.tsv" > "$T/a.tsv"
	run rate $ELO -r "$T/a.tsv" "$T/e5.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"event \"E5\" (chess): this event is already rated"* ]]
	# cut after E4: B's last day (2024-03-16) is older than the type's,
	# written so; E5 the same day continues as one run does (B's E3 gone)
	{ header; grep -P '\tE[1-4]\t' "$T/all.tsv"; } > "$T/upto-e4.tsv"
	rate $ELO "$T/upto-e4.tsv" > "$T/r4.tsv"
	[[ "$(pick _seen player B < "$T/r4.tsv")" =~ ^2024-03-23\ E[0-9a-f]{16}\ 2024-03-16\ p[0-9a-f]{16}$ ]]
	rate $ELO -r "$T/r4.tsv" "$T/e5.tsv" | cmp - "$T/r.tsv"
	# Z, who last played E1 (2024-03-02), holds that day and event: E1
	# coming back after other events is refused from Z's row alone
	{ head -n 3 "$T/all.tsv"; printf '2024-03-02\tE1\t9\tchess\tZ\t1\n2024-03-02\tE1\t9\tchess\tA\t2\n'
	  tail -n +4 "$T/all.tsv"; } > "$T/z.tsv"
	rate $ELO "$T/z.tsv" > "$T/rz.tsv"
	[[ "$(pick _seen player Z < "$T/rz.tsv")" =~ ^2024-03-23\ E[0-9a-f]{16}\ 2024-03-02\ p[0-9a-f]{16}$ ]]
	awk -F'\t' 'NR == 1 || $2 == "Z"' "$T/rz.tsv" > "$T/zonly.tsv"
	{ header; games E1 2024-03-24 Z:B; } > "$T/back.tsv"
	run rate $ELO -r "$T/zonly.tsv" "$T/back.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"back.tsv:2: "*"event \"E1\" (chess): this event is already rated"* ]]
}

@test "bounded: a list joined from two runs' lists (one type each) guards both" {
	season
	rate $ELO "$T/all.tsv" > "$T/chess.tsv"
	sed 's/\tchess\t/\tgo\t/; s/\tE\([0-9]\)\t/\tG\1\t/; s/2024-03-/2024-04-/' "$T/all.tsv" > "$T/go-all.tsv"
	rate $ELO "$T/go-all.tsv" > "$T/go.tsv"
	{ cat "$T/chess.tsv"; tail -n +2 "$T/go.tsv"; } > "$T/both.tsv"
	# each type's last day again, and an older day of each
	for f in all go-all; do
		last=$(tail -n 1 "$T/$f.tsv" | cut -f 1)
		awk -F'\t' -v d="$last" 'NR == 1 || $1 == d' "$T/$f.tsv" > "$T/last.tsv"
		run rate $ELO -r "$T/both.tsv" "$T/last.tsv"
		[ "$status" -eq 1 ]
		[[ $output == *"this event is already rated"* ]]
		awk -F'\t' 'NR <= 3' "$T/$f.tsv" > "$T/first.tsv"
		run rate $ELO -r "$T/both.tsv" "$T/first.tsv"
		[ "$status" -eq 1 ]
		[[ $output == *"already holds games of this type up to"* ]]
	done
	# and the joined list continues each type as its own run does
	{ header; games E6 2024-03-30 A:D; } > "$T/next.tsv"
	rate $ELO -r "$T/both.tsv" "$T/next.tsv" | awk -F'\t' 'NR == 1 || $1 == "chess"' > "$T/out.tsv"
	rate $ELO -r "$T/chess.tsv" "$T/next.tsv" | cmp - "$T/out.tsv"
}

# fixtures/seen-all-events.tsv: the ratings file ratepipe wrote before
# rows were bounded (commit 5408e13, rate -m elo -p greek2007 --initial
# 1500 fixtures/seen-all-events-history.tsv): every row lists every event
# of its player (e).  E1 2024-03-02, E2 2024-03-09, E3 2024-03-16 (A, D).
@test "bounded: an older list (every event on each row) is read, checked, and continued in the new form" {
	local old=$FIX/seen-all-events.tsv h=$FIX/seen-all-events-history.tsv
	[[ "$(pick _seen player B < "$old")" =~ ^2024-03-16\ E[0-9a-f]{16}\ e[0-9a-f]{16}\ e[0-9a-f]{16}$ ]]
	# its last day again: refused
	{ header; grep -P '\tE3\t' "$h"; } > "$T/e3.tsv"
	run rate $ELO -r "$old" "$T/e3.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"e3.tsv:2: "*"event \"E3\" (chess): this event is already rated"* ]]
	# E1 coming back on a later day: only the old rows' e entries hold it
	# (B's and C's, their E1 and E2), and they are checked, from C's alone
	{ header; games E1 2024-03-20 B:C; } > "$T/back.tsv"
	awk -F'\t' 'NR == 1 || $2 == "C"' "$old" > "$T/c.tsv"
	run rate $ELO -r "$T/c.tsv" "$T/back.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"event \"E1\" (chess): this event is already rated"* ]]
	# a new event: accepted, the numbers of one run over the whole history
	{ header; games E4 2024-03-23 A:B; } > "$T/e4.tsv"
	rate $ELO -r "$old" "$T/e4.tsv" > "$T/inc.tsv"
	{ cat "$h"; tail -n +2 "$T/e4.tsv"; } > "$T/whole.tsv"
	rate $ELO "$T/whole.tsv" > "$T/full.tsv"
	cut -f 1-7 "$T/inc.tsv" | cmp - <(cut -f 1-7 "$T/full.tsv")
	# written in the new form: A and B, who played E4, hold it alone; C
	# and D keep their old entries as events of the old file's day
	# (2024-03-16) until they play on a later day
	[ "$(pick _seen player A < "$T/inc.tsv")" = "$(pick _seen player A < "$T/full.tsv")" ]
	[ "$(pick _seen player B < "$T/inc.tsv")" = "$(pick _seen player B < "$T/full.tsv")" ]
	[[ "$(pick _seen player C < "$T/inc.tsv")" =~ ^2024-03-23\ E[0-9a-f]{16}\ 2024-03-16\ p[0-9a-f]{16}\ p[0-9a-f]{16}$ ]]
	! grep -q ' e[0-9a-f]\{16\}' "$T/inc.tsv"
	# and that list continues: C's old E1 still refused
	run rate $ELO -r "$T/inc.tsv" "$T/back.tsv"
	[ "$status" -eq 1 ]
	{ header; games E5 2024-03-30 C:D; } > "$T/e5.tsv"
	rate $ELO -r "$T/inc.tsv" "$T/e5.tsv" > "$T/inc2.tsv"
	[[ "$(pick _seen player C < "$T/inc2.tsv")" =~ ^2024-03-30\ E([0-9a-f]{16})\ p([0-9a-f]{16})$ ]]
}
