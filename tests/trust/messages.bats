#!/usr/bin/env bats
# Usage messages that name what to give (issue 36 item 6): a prior list
# another model wrote, without -m, asks for that model by name; exit 2.
load ../helpers

games() {	# EVENT DATE: A beats B in round 1
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tround\n'
	printf '%s\t%s\t1\tscrabble\tA\t1\t1\n%s\t%s\t1\tscrabble\tB\t2\t1\n' "$2" "$1" "$2" "$1"
}

@test "rate without -m, a prior another model wrote: give -m MODEL, exit 2" {
	games E1 2024-01-01 > "$T/g1.tsv"
	games E2 2024-02-01 > "$T/g2.tsv"
	rate -m naspa "$T/g1.tsv" > "$T/naspa.tsv"
	# its _model is "naspa nsa2008" (model, then profile)
	[ "$(col _model 1 < "$T/naspa.tsv")" = "naspa nsa2008" ]
	run rate -r "$T/naspa.tsv" "$T/g2.tsv"
	[ "$status" -eq 2 ]
	echo "$output" | grep -qF "rate: the prior $T/naspa.tsv was written by model naspa (profile nsa2008): give -m naspa"
	! echo "$output" | grep -q frsc
	# what it asks for works
	run rate -m naspa -r "$T/naspa.tsv" "$T/g2.tsv"
	[ "$status" -eq 0 ]
	# a prior of the default model, without -m, is taken as before
	rate -n 5 "$T/g1.tsv" > "$T/frsc.tsv"
	run rate -n 5 -r "$T/frsc.tsv" "$T/g2.tsv"
	[ "$status" -eq 0 ]
	# with -m another model, the cross-model refusal is unchanged (exit 1)
	run rate -m elo -r "$T/naspa.tsv" "$T/g2.tsv"
	[ "$status" -eq 1 ]
	echo "$output" | grep -qF "written by model naspa"
}
