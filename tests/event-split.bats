#!/usr/bin/env bats
# An event is one rating period for elo (and absp, tests/absp-prior.bats):
# rate -r PRIOR must not rate an event that PRIOR already rated, whole or
# in part (a nightly history cut in the middle of a two-day event).  The
# ratings stream records each player's last event in column _event.
load helpers

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
	[ "$(pick _event player A < "$T/prior.tsv")" = "$EV" ]
	run rate $ELO -r "$T/prior.tsv" "$T/day2.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == "rate: $T/day2.tsv:2: event \"$EV\" is already rated, at least in part, in the prior ratings file $T/prior.tsv"* ]]
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
	[[ "$output" == "rate: $T/t.tsv:4: event \"$EV\" is already rated"* ]]
	# ids are unique across runs as within one run: G, a reused id that is
	# C's and D's last event in the prior, is refused as well
	{ header; games G 2007-03-05 C:D; } > "$T/t.tsv"
	run rate $ELO -r "$T/prior.tsv" "$T/t.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *":2: event \"G\" is already rated"* ]]
}

@test "event split: elo cut between events equals the full run, _event per player" {
	history
	rate $ELO "$T/all.tsv" > "$T/full.tsv"
	# one period for the whole event: A 1500 vs B 1500, We = 2 * .50 = 1,
	# 20 * (2 - 1) = 20 above the limit 2 * 5 = 10: 20 + 10 = 30
	# (B loses 20, no bonus on a loss: 1480); then F: C (1500, new) beats
	# A (1530): difference 30, .54, A loses 20 * .54 = 10.8: 1519.2
	close "$(pick rating player B < "$T/full.tsv")" 1480
	close "$(pick rating player A < "$T/full.tsv")" 1519.2
	[ "$(pick _event player A < "$T/full.tsv")" = F ]
	[ "$(pick _event player B < "$T/full.tsv")" = "$EV" ]
	# cut after the event: byte for byte the same
	head -n 5 "$T/all.tsv" > "$T/y.tsv"
	{ header; tail -n +6 "$T/all.tsv"; } > "$T/t.tsv"
	rate $ELO "$T/y.tsv" > "$T/prior.tsv"
	rate $ELO -r "$T/prior.tsv" "$T/t.tsv" > "$T/inc.tsv"
	cmp "$T/full.tsv" "$T/inc.tsv"
}

@test "event split: an old prior file without _event is read (no check possible)" {
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
	# an empty _event cell records nothing either
	rate $ELO "$T/day1.tsv" | awk -F'\t' -v OFS='\t' 'NR > 1 { $8 = "" } 1' > "$T/empty.tsv"
	run rate $ELO -r "$T/empty.tsv" "$T/day2.tsv"
	[ "$status" -eq 0 ]
}

@test "event split: readers of a ratings list: format hides _event, rank keeps it, value reads the list" {
	history
	rate $ELO "$T/all.tsv" > "$T/r.tsv"
	format "$T/r.tsv" > "$T/shown"
	! grep -q '_event\|Αθήνα' "$T/shown"
	grep -q 1519 "$T/shown"
	rank "$T/r.tsv" > "$T/ranked.tsv"
	[ "$(pick _event player B < "$T/ranked.tsv")" = "$EV" ]
	rank --compare "$T/r.tsv" "$T/ranked.tsv" > /dev/null
	{ header; games K 2007-04-01 A:B; } > "$T/k.tsv"
	run value -m elo -r "$T/r.tsv" "$T/k.tsv"
	[ "$status" -eq 0 ]
	# and a ranked list continues as a prior, with the check
	run rate $ELO -r "$T/ranked.tsv" "$T/day2.tsv"
	[ "$status" -eq 1 ]
}
