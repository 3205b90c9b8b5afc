#!/usr/bin/env bats
# examples/libere/run.sh: the FRSc Libere chain runs end to end.
load ../../helpers

@test "libere pipeline: collective ratings before 2011 seed the 2011 ABSP ratings" {
	run "$RP_TOP/examples/libere/run.sh"
	[ "$status" -eq 0 ]
	# seven players: five rated in 2011, two only seeded (no 2011 game)
	[ "$(echo "$output" | grep -c '^libere')" -eq 7 ]
	# Stefan Toma: 5 rounds, one bye: 4 games; the CNSP is left out, so
	# nobody has more than 4
	[[ "$output" == *"Ștefan Toma"*" 4  active"* ]]
	[[ "$output" == *"left out 2 game(s) of 1 event(s)"* ]]
	# Vlad keeps his collective rating: tournaments 2 and 3, weights at
	# k = 4 (N = 8: 155 + 40 + 10*(i - k - 1)): 165 and 175;
	# P_2 = 112.5, P_3 = 116.961806 (the frsc run's state):
	# (112.5*165 + 116.961806*175)/340 = 114.7965, shown 115
	[[ "$output" == *"Vlad Georgescu      115      0  provisional"* ]]
}
