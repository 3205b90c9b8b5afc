#!/usr/bin/env bats
# Incremental = full for absp and mmr: a quarter of the sweep of
# incremental.bats (the property and the models are described there and
# in incremental.bash), in a file of its own so that it runs beside the
# other quarters.
load ../helpers
load incremental

@test "incremental: rate -r yesterday today = rate over the whole history (absp, mmr)" {
	sweep 19 23
}
