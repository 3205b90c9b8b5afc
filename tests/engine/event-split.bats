#!/usr/bin/env bats
# An event is one rating period for elo (and absp, tests/models/absp/absp-prior.bats):
# rate -r PRIOR must not rate an event that PRIOR already rated, whole or
# in part (a nightly history cut in the middle of a two-day event).  The
# ratings stream records, in the engine's column _seen of every row, the
# type's last day and last event (E), and the row's player's last day
# (when it is not the type's) and events of that day (p): an event the
# prior recorded is refused, and a game older than the type's last day.
load ../helpers

# Games of one event: EVENT DATE then A:B (A beats B) ...; no header.
games() {
	local ev=$1 day=$2 i=0; shift 2
	for x in "$@"; do
		i=$((i + 1))
		printf '%s\t%s\t%s-%d\tclasic\t%s\t1\n%s\t%s\t%s-%d\tclasic\t%s\t2\n' \
		    "$day" "$ev" "$day" $i "${x%:*}" "$day" "$ev" "$day" $i "${x#*:}"
	done
}
header() { printf 'date\tevent\tgame\ttype\tplayer\tplace\n'; }

# An id with spaces and UTF-8: the column holds it as it is.
EV='Open Αθήνα 2007 (2 days)'
ELO="-m elo -p greek2007 --initial 1500"

# The two-day event E: day 1 A beats B, day 2 A beats B; then event F.
history() {
	{ header; games "$EV" 2007-03-03 A:B; } > "$T/day1.tsv"
	{ header; games "$EV" 2007-03-04 A:B; games F 2007-03-10 C:A; } > "$T/day2.tsv"
	{ cat "$T/day1.tsv"; tail -n +2 "$T/day2.tsv"; } > "$T/all.tsv"
}

@test "event split: elo refuses an event cut after day 1 (file:line, event, prior file)" {
	history
	rate $ELO "$T/day1.tsv" > "$T/prior.tsv"
	# A played $EV on 2007-03-03, the type's last event: the day, E and p
	[[ "$(pick _seen player A < "$T/prior.tsv")" =~ ^2007-03-03\ E([0-9a-f]{16})\ p([0-9a-f]{16})$ ]]
	[ "${BASH_REMATCH[1]}" = "${BASH_REMATCH[2]}" ]
	run rate $ELO -r "$T/prior.tsv" "$T/day2.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/day2.tsv:2: game \"2007-03-04-1\" of event \"$EV\" (clasic): this event is already rated, at least in part, in the prior ratings file $T/prior.tsv: an event is one rating period"* ]]
	[[ "$output" == *"cut histories between events, or re-rate from a ratings file made before this event"* ]]
	# nothing on standard output
	rate $ELO -r "$T/prior.tsv" "$T/day2.tsv" 2>/dev/null > "$T/out" || true
	[ ! -s "$T/out" ]
	# and --history refuses it as well
	run rate $ELO -r "$T/prior.tsv" --history "$T/day2.tsv"
	[ "$status" -eq 1 ]
}

@test "event split: the first row of the event is named when it is not the input's first" {
	history
	{ header; games G 2007-02-01 C:D; } > "$T/y.tsv"
	{ header; games "$EV" 2007-03-03 A:B; } | tail -n +2 >> "$T/y.tsv"
	rate $ELO "$T/y.tsv" > "$T/prior.tsv"
	# today: event H (lines 2-3), then the rest of $EV from line 4
	{ header; games H 2007-03-04 C:D; games "$EV" 2007-03-04 A:B; } > "$T/t.tsv"
	run rate $ELO -r "$T/prior.tsv" "$T/t.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/t.tsv:4: game \"2007-03-04-1\" of event \"$EV\" (clasic): this event is already rated"* ]]
	# G, rated in the prior on an earlier day, fed again: older than the
	# type's last day (2007-03-03), refused on its first line
	{ header; games G 2007-02-01 C:D; } > "$T/t.tsv"
	run rate $ELO -r "$T/prior.tsv" "$T/t.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/t.tsv:2: game \"2007-02-01-1\" of event \"G\" (clasic): the prior ratings file $T/prior.tsv already holds games of this type up to 2007-03-03"* ]]
}

@test "event split: elo cut between events equals the full run, _seen of the last day" {
	history
	rate $ELO "$T/all.tsv" > "$T/full.tsv"
	# one period for the whole event: A 1500 vs B 1500, We = 2 * .50 = 1,
	# 20 * (2 - 1) = 20 above the limit 2 * 5 = 10: 20 + 10 = 30
	# (B loses 20, no bonus on a loss: 1480); then F: C (1500, new) beats
	# A (1530): difference 30, .54, A loses 20 * .54 = 10.8: 1519.2
	close "$(pick rating player B < "$T/full.tsv")" 1480
	close "$(pick rating player A < "$T/full.tsv")" 1519.2
	# the type's last day and event (F) on both rows; A played both events,
	# but a row holds only its player's last day's: A's is the type's (F,
	# no date of its own), B's 2007-03-04 ($EV's second day)
	[[ "$(pick _seen player A < "$T/full.tsv")" =~ ^2007-03-10\ E([0-9a-f]{16})\ p([0-9a-f]{16})$ ]]
	f=${BASH_REMATCH[1]}
	[ "${BASH_REMATCH[2]}" = "$f" ]
	[[ "$(pick _seen player B < "$T/full.tsv")" =~ ^2007-03-10\ E$f\ 2007-03-04\ p([0-9a-f]{16})$ ]]
	[ "${BASH_REMATCH[1]}" != "$f" ]
	# cut after the event: byte for byte the same
	head -n 5 "$T/all.tsv" > "$T/y.tsv"
	{ header; tail -n +6 "$T/all.tsv"; } > "$T/t.tsv"
	rate $ELO "$T/y.tsv" > "$T/prior.tsv"
	rate $ELO -r "$T/prior.tsv" "$T/t.tsv" > "$T/inc.tsv"
	cmp "$T/full.tsv" "$T/inc.tsv"
}

@test "event split: a prior file without _seen is read (no check possible); an old one with _event too" {
	history
	rate $ELO "$T/day1.tsv" | cut -f 1-7 > "$T/old.tsv"
	[ "$(head -n 1 "$T/old.tsv" | cut -f 7)" = _state ]
	run rate $ELO -r "$T/old.tsv" "$T/day2.tsv"
	[ "$status" -eq 0 ]
	# the split nobody can see: day 1 alone, A 1500 + 10 + 5 (bonus) = 1515,
	# B 1490; day 2 a period of its own: difference 25, .53, A gains
	# 20 * .47 = 9.4 above 5: 9.4 + 4.4 = 13.8 gives 1528.8 (not the 1530
	# of one period); then F: difference 28.8, .54, -10.8: 1518 (not 1519.2)
	close "$(echo "$output" | pick rating player A)" 1518
	# a ratings file of the old elo, with its column _event: the column is
	# ignored, the same numbers
	awk -F'\t' -v OFS='\t' -v ev="$EV" '{ print $0, NR == 1 ? "_event" : ev }' "$T/old.tsv" > "$T/old-event.tsv"
	run rate $ELO -r "$T/old-event.tsv" "$T/day2.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rating player A)" 1518
	# an empty _seen cell records nothing either (in an older file, without
	# _sum: with it, an emptied _seen is an edit, refused: trust/edits.bats)
	rate $ELO "$T/day1.tsv" | awk -F'\t' -v OFS='\t' 'NR > 1 { $8 = "" } { NF-- } 1' > "$T/empty.tsv"
	run rate $ELO -r "$T/empty.tsv" "$T/day2.tsv"
	[ "$status" -eq 0 ]
}

@test "event split: readers of a ratings list: format hides _seen, rank keeps it, value reads the list" {
	history
	rate $ELO "$T/all.tsv" > "$T/r.tsv"
	format "$T/r.tsv" > "$T/shown"
	! grep -q '_seen\|2007-03-10 ' "$T/shown"
	grep -q 1519 "$T/shown"
	rank "$T/r.tsv" > "$T/ranked.tsv"
	[ "$(pick _seen player A < "$T/ranked.tsv")" = "$(pick _seen player A < "$T/r.tsv")" ]
	rank --compare "$T/r.tsv" "$T/ranked.tsv" > /dev/null
	{ header; games K 2007-04-01 A:B; } > "$T/k.tsv"
	run value -m elo -r "$T/r.tsv" "$T/k.tsv"
	[ "$status" -eq 0 ]
	# and a ranked list continues as a prior, with the check
	run rate $ELO -r "$T/ranked.tsv" "$T/day2.tsv"
	[ "$status" -eq 1 ]
}
