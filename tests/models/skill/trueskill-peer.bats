#!/usr/bin/env bats
# rate -m trueskill and -m wenglin against the npm packages ts-trueskill
# (a port of the Python package trueskill) and openskill (Weng-Lin), on a
# generated free-for-all history of 300 games of 3 to 8 players with
# ties (tests/peer/skill-peer.mjs).  Optional: skipped unless node and
# the packages are installed:
#   cd tests/peer && npm install --no-save ts-trueskill@5.1.0 openskill@5.0.1
# (the versions checked; .ci/run installs them)
# (tests/peer/node_modules is not part of the repository).
load ../../helpers

setup() {
	T=$BATS_TEST_TMPDIR
	command -v node > /dev/null || skip "no node"
	[ -d "$RP_TESTDIR/peer/node_modules/ts-trueskill" ] &&
		[ -d "$RP_TESTDIR/peer/node_modules/openskill" ] ||
		skip "no ts-trueskill / openskill under tests/peer/node_modules (npm install there)"
	P=$BATS_FILE_TMPDIR
	[ -f "$P/ffa.tsv" ] || node "$RP_TESTDIR/peer/skill-peer.mjs" "$P" 300 7
}

# the comparison's figure NAME (abs or rel) below $3
below() {
	run awk -f "$RP_TESTDIR/peer/skill-cmp.awk" "$1" "$2"
	echo "$output"
	[ "$status" -eq 0 ]
	echo "$output" | awk -v k="$3" -v t="$4" '{ for (i = 1; i < NF; i++) if ($i == k) exit !($(i + 1) < t) }'
}

@test "peer: trueskill equals ts-trueskill to 1e-6 (its erfc is a 1.2e-7 approximation)" {
	rate -m trueskill "$P/ffa.tsv" > "$T/r.tsv"
	below "$P/trueskill.tsv" "$T/r.tsv" abs 1e-6
}

@test "peer: wenglin equals openskill (Plackett-Luce, its defaults) to 1e-12" {
	rate -m wenglin "$P/ffa.tsv" > "$T/r.tsv"
	below "$P/openskill.tsv" "$T/r.tsv" rel 1e-12
}

@test "peer: the comparison fails on another model's numbers" {
	rate -m wenglin "$P/ffa.tsv" > "$T/r.tsv"
	! below "$P/trueskill.tsv" "$T/r.tsv" abs 1e-6
}
