#!/usr/bin/env bats
# parse -f bridge: travellers to board results (doc/rules/bridge-pairs.md "Input").
load ../helpers

@test "bridge parse: scores pass, columns pass through, score added at the end" {
	printf 'board\tns\tew\tcontract\tdeclarer\tresult\tnote\n1\t1\t2\t3NT\tN\t+1\tx\n' > "$T/a.tsv"
	run parse -f bridge "$T/a.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "$(printf 'board\tns\tew\tcontract\tdeclarer\tresult\tnote\tscore')" ]
	# 3NT+1 NV (board 1 None): 100 + 300 + 30 = 430; note passes through
	[ "${lines[1]}" = "$(printf '1\t1\t2\t3NT\tN\t+1\tx\t430')" ]
}

@test "bridge parse: artificial scores and NP in their canonical form" {
	printf 'board\tns\tew\tscore\n1\t1\t2\tA+\n1\t3\t4\tA\n1\t5\t6\tA-\n1\t7\t8\tA60/40\n1\t9\t10\tA+/A+\n1\t11\t12\tnp\n' > "$T/a.tsv"
	run parse -f bridge "$T/a.tsv"
	[ "$status" -eq 0 ]
	# A+ alone is NS's, EW the mirror
	[ "$(echo "$output" | pick score ns 1)" = "A+/A-" ]
	[ "$(echo "$output" | pick score ns 3)" = "A/A" ]
	[ "$(echo "$output" | pick score ns 5)" = "A-/A+" ]
	[ "$(echo "$output" | pick score ns 7)" = "A60/40" ]
	[ "$(echo "$output" | pick score ns 9)" = "A+/A+" ]
	[ "$(echo "$output" | pick score ns 11)" = "NP" ]
}

@test "bridge parse: a score that disagrees with its contract is an error" {
	printf 'board\tns\tew\tcontract\tdeclarer\tresult\tscore\n1\t1\t2\t4S\tN\t=\t420\n2\t1\t2\t4S\tN\t=\t420\n' > "$T/a.tsv"
	run parse -f bridge "$T/a.tsv"
	[ "$status" -eq 1 ]
	# board 1 None: 4S= is 420, fine; board 2 NS vulnerable: 620
	[[ "$output" == *"a.tsv:3: score 420 disagrees with the contract, which scores 620 for NS"* ]]
	[ "${lines[0]}" = "$(printf 'board\tns\tew\tcontract\tdeclarer\tresult\tscore')" ]
}

@test "bridge parse: a board's rows split apart, a pair twice on a board" {
	printf 'board\tns\tew\tscore\n1\t1\t2\t100\n2\t1\t2\t100\n1\t3\t4\t100\n' > "$T/a.tsv"
	run parse -f bridge "$T/a.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"a.tsv:4: board 1 again after other boards"* ]]
	printf 'board\tns\tew\tscore\n1\t1\t2\t100\n1\t3\t1\t100\n' > "$T/a.tsv"
	run parse -f bridge "$T/a.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"a.tsv:3:3: column \"ew\": expected a pair not yet on this board"* ]]
}

@test "bridge parse: a missing score and contract columns, a bad score" {
	printf 'board\tns\tew\n1\t1\t2\n' > "$T/a.tsv"
	run parse -f bridge "$T/a.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"missing column \"score\""* ]]
	printf 'board\tns\tew\tscore\n1\t1\t2\t4S\n' > "$T/a.tsv"
	run parse -f bridge "$T/a.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"a.tsv:2:4: column \"score\""* ]]
}

@test "bridge parse: the vul column overrides the board number" {
	printf 'board\tns\tew\tcontract\tdeclarer\tresult\tvul\n1\t1\t2\t3NT\tN\t=\tNS\n1\t3\t4\t3NT\tN\t=\t\n' > "$T/a.tsv"
	run parse -f bridge "$T/a.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick score ns 1)" = 600 ]
	[ "$(echo "$output" | pick score ns 3)" = 400 ]
	printf 'board\tns\tew\tcontract\tdeclarer\tresult\tvul\n1\t1\t2\t3NT\tN\t=\tsome\n' > "$T/a.tsv"
	run parse -f bridge "$T/a.tsv"
	[ "$status" -eq 1 ]
}

@test "bridge parse: artificial scores in the contract or result column" {
	printf 'board\tns\tew\tcontract\tdeclarer\tresult\n1\t1\t2\tA+\t\t\n1\t3\t4\t\t\tNP\n1\t5\t6\tA50/50\t\t\n1\t7\t8\tPASS\t\t\n' > "$T/a.tsv"
	run parse -f bridge "$T/a.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick score ns 1)" = "A+/A-" ]
	[ "$(echo "$output" | pick score ns 3)" = NP ]
	[ "$(echo "$output" | pick score ns 5)" = "A50/50" ]
	[ "$(echo "$output" | pick score ns 7)" = 0 ]
	printf 'board\tns\tew\tcontract\tdeclarer\tresult\tscore\n1\t1\t2\tA+\t\t\t100\n' > "$T/a.tsv"
	run parse -f bridge "$T/a.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"a.tsv:2: a score and an artificial score"* ]]
}
