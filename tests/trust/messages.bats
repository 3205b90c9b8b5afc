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

# An option a stage has only under another choice (-f, -m) names that
# choice; getopt alone said "unrecognized option".  The tables are the
# modes' own getopt tables (struct subcmd's opts), so they cannot drift.
@test "score --results without -m: an option of -m bridge (and the others), exit 2" {
	run score --results "$T/none.tsv"
	[ "$status" -eq 2 ]
	[ "$output" = "score: --results is an option of score -m bridge (and matchpoints, butler, cross-imps), not of -m places: give -m bridge" ]
	# --results=FILE is the same option
	run score -m places --results="$T/none.tsv"
	[ "$status" -eq 2 ]
	echo "$output" | grep -qF "score: --results is an option of score -m bridge"
}

@test "parse --rounds without -f egd, rank --penalties without -m bridge: exit 2" {
	run parse --rounds 3 "$T/none"
	[ "$status" -eq 2 ]
	[ "$output" = "parse: --rounds is an option of parse -f egd, not of -f tsv: give -f egd" ]
	run parse -f tsh --encoding latin-1 --rounds 3 "$T/none"
	[ "$status" -eq 2 ]
	[ "$output" = "parse: --rounds is an option of parse -f egd, not of -f tsh: give -f egd" ]
	run rank --penalties "$T/none"
	[ "$status" -eq 2 ]
	[ "$output" = "rank: --penalties is an option of rank -m bridge, not of -m lists: give -m bridge" ]
	# an option no choice has is still getopt's
	run rank --no-such-option
	[ "$status" -eq 2 ]
	echo "$output" | grep -qF "unrecognized option"
}

@test "options of the chosen mode, and their values, still work" {
	# parse -f egd with its own --rounds and an --event value that looks
	# like an option of another format is not mistaken for one
	printf '; DT[2024-03-16]\n; HA[h9]\n 1 A B 1d CZ X 2+/w0\n 2 C D 1d CZ X 1-/b0\n' > "$T/t.h9"
	run parse -f egd --rounds 1 --event E "$T/t.h9"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col event 1)" = E ]
	run parse -f egd --rounds=1 --event --delimiter "$T/t.h9"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col event 1)" = --delimiter ]
	# help and the choice itself belong to every mode
	run score -m bridge --help
	[ "$status" -eq 0 ]
	run rank --mode=egf --help
	[ "$status" -eq 0 ]
}
