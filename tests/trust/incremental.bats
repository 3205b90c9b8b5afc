#!/usr/bin/env bats
# Incremental = full: for every model, rating yesterday's history and
# then today's games from that ratings file (rate -r) gives the same
# bytes as one run over the whole history, wherever the history is cut
# legally: between games (frsc, fibs, topcoder; also between two games of
# one day) or between events (elo and absp rate an event from the ratings
# before it).  And for the models on the engine, yesterday's last day fed
# again is refused (ENGINE_MODELS in incremental.bash).
# A property test over generated histories (tests/gen-history.awk),
# many seeds, small sizes, seeded random cuts; windows small enough that
# games leave them.
load ../helpers
load incremental

@test "incremental: the four sweeps cover every model of MODELS once" {
	# sweep 0-6 here, 7-12, 13-18 and 19-23 in incremental-2, -3 and -4.bats:
	# the last index is the last model
	[ "${#MODELS[@]}" -eq 24 ]
}

@test "incremental: rate -r yesterday today = rate over the whole history (frsc, elo; many seeds, random legal cuts)" {
	sweep 0 6
}

@test "incremental: ENGINE_MODELS names only models on the engine (rate --params prints their table)" {
	local m
	for m in $ENGINE_MODELS; do
		[ "$(rate -m "$m" --params | head -n 1 | cut -f 1,2)" = $'flag\targ' ]
	done
}

@test "incremental: the property can fail: a prior file from another history differs" {
	awk -v seed=7 -f "$RP_TESTDIR/gen-history.awk" > "$T/a.tsv"
	cut_at "$T/a.tsv" 5 "$T/y.tsv" "$T/t.tsv"
	rate -n 3 "$T/y.tsv" > "$T/prior.tsv"
	rate -n 3 "$T/a.tsv" > "$T/full.tsv"
	# one P changed in the prior state: the continued run must differ
	awk -F'\t' -v OFS='\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "_state") c = i }
		NR == 2 { sub(/:[^ ]*$/, ":0", $c) } 1' "$T/prior.tsv" > "$T/bad.tsv"
	! cmp -s "$T/bad.tsv" "$T/prior.tsv"
	# (an edited state: refused, its digest in _sum naming it)
	run rate -n 3 -r "$T/bad.tsv" "$T/t.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"bad.tsv:2:"*"_sum"*"_state"* ]]
	# an older file, without _sum: the row's rating no longer is its
	# window's, refused, unless the state is taken to win
	awk -F'\t' -v OFS='\t' '{ NF-- } 1' "$T/bad.tsv" > "$T/old.tsv"
	mv "$T/old.tsv" "$T/bad.tsv"
	run rate -n 3 -r "$T/bad.tsv" "$T/t.tsv"
	[ "$status" -eq 1 ]
	rate -n 3 --new-rules -r "$T/bad.tsv" "$T/t.tsv" > "$T/inc.tsv"
	! cmp -s "$T/inc.tsv" "$T/full.tsv"
}
