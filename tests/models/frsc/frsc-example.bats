#!/usr/bin/env bats
# The worked example of doc/rules/frsc2012.md, to 1e-6, via --history.
# Type eliptic, N = 14: weights 215 (newest), 205, 195, ...
load ../../helpers

@test "frsc example: game 1 scores 200/150/100 and ratings equal them" {
	run rate --history "$SHARED/eliptic3.tsv"
	[ "$status" -eq 0 ]
	# V_1 = 150 (all unrated); P = 150 + 50*(3-2L+1)/2 = 200, 150, 100
	[ "$(echo "$output" | col value 1)" = 150 ]
	[ "$(echo "$output" | col perf 1)" = 200 ]
	[ "$(echo "$output" | col perf 2)" = 150 ]
	[ "$(echo "$output" | col perf 3)" = 100 ]
	[ "$(echo "$output" | col rating 3)" = 100 ]
}

@test "frsc example: game 2, B = (150*205 + 200*215)/420 = 175.595238" {
	run rate --history "$SHARED/eliptic3.tsv"
	close "$(echo "$output" | col rating 4)" 175.595238
	[ "$(echo "$output" | col rating 5)" = 100 ]
}

@test "frsc example: game 3 value, tie scores and ratings" {
	run rate --history "$SHARED/eliptic3.tsv"
	# V_3 = (200 + 175.595238 + 100 + 100)/4
	close "$(echo "$output" | col value 6)" 143.898810
	# A: V + 50*(4-2+1)/3; B, C tied at L = 2: V + 50/3; D: V - 50
	close "$(echo "$output" | col perf 6)" 193.898810
	close "$(echo "$output" | col perf 7)" 160.565476
	close "$(echo "$output" | col perf 8)" 160.565476
	close "$(echo "$output" | col perf 9)" 93.898810
	# A = (200*195 + 193.898810*215)/410; B = (150*195 + 200*205 + 160.565476*215)/615
	close "$(echo "$output" | col rating 6)" 196.800595
	close "$(echo "$output" | col rating 7)" 170.360288
}

@test "frsc example: ratings list, statuses from 3 games of 14 (ceil(0.15*14) = 3)" {
	run rate "$SHARED/eliptic3.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick status player B)" = active ]
	[ "$(echo "$output" | pick status player A)" = provisional ]
	close "$(echo "$output" | pick rating player A)" 196.800595
	# C after game 3: (100*195 + 160.565476*215)/410 = 131.759945
	close "$(echo "$output" | pick rating player C)" 131.759945
	# D: (100*205 + 93.898810*215)/420 = 96.876772
	close "$(echo "$output" | pick rating player D)" 96.876772
}
