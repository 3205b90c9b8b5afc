#!/usr/bin/env bats
# Law 77 contract scores: every vector of doc/rules/bridge-pairs.md, through
# parse -f bridge (the `case` column names the vector).
load ../helpers

@test "contract: every vector of the rules page" {
	run parse -f bridge "$FIX/bridge-contracts.tsv"
	[ "$status" -eq 0 ]
	# 4S= V: 4 x 30 = 120, game 500: 620
	[ "$(echo "$output" | pick score board 1)" = 620 ]
	# 2HX= NV: 2 x 30 x 2 = 120 >= 100 so game 300, insult 50: 470
	[ "$(echo "$output" | pick score board 2)" = 470 ]
	# 3NT+2 V: 40 + 30 + 30 = 100, game 500, 2 overtricks x 30: 660
	[ "$(echo "$output" | pick score board 3)" = 660 ]
	# 7S= NV: 210 + 300 game + 1000 grand slam: 1510
	[ "$(echo "$output" | pick score board 4)" = 1510 ]
	# 4DX-3 NV: 100 + 200 + 200 = 500
	[ "$(echo "$output" | pick score board 5)" = -500 ]
	# 4DX-3 V: 200 + 300 + 300 = 800
	[ "$(echo "$output" | pick score board 6)" = -800 ]
	# 4DXX-3 NV: 2 x 500 = 1000
	[ "$(echo "$output" | pick score board 7)" = -1000 ]
	# 5SXX+1 V: 150 x 4 = 600, game 500, insult 100, overtrick 400: 1600
	[ "$(echo "$output" | pick score board 8)" = 1600 ]
	# 3NTX-1 NV: 100
	[ "$(echo "$output" | pick score board 9)" = -100 ]
	# 6NT+1 NV: 190 + 300 + 500 small slam + 30: 1020
	[ "$(echo "$output" | pick score board 10)" = 1020 ]
	[ "$(echo "$output" | pick score board 11)" = 0 ]
}

@test "contract: EW declarer is negative for NS; tricks taken; vul from the board number" {
	run parse -f bridge "$FIX/bridge-contracts.tsv"
	# East 4S making 10 tricks, vulnerable: NS -620
	[ "$(echo "$output" | pick score board 12)" = -620 ]
	# board 13 is All by the 16-board cycle; West 3NT= vulnerable 600
	[ "$(echo "$output" | pick score board 13)" = -600 ]
}

@test "contract: doubled undertricks NV 100, 200, 200, then 300; V 200 then 300" {
	printf 'board\tns\tew\tcontract\tdeclarer\tresult\n1\t1\t2\t7CX\tN\t-5\n2\t1\t2\t1CX\tN\t-2\n' > "$T/d.tsv"
	run parse -f bridge "$T/d.tsv"
	[ "$status" -eq 0 ]
	# board 1 None: 100 + 200 + 200 + 300 + 300 = 1100
	[ "$(echo "$output" | pick score board 1)" = -1100 ]
	# board 2 NS vulnerable: 200 + 300 = 500
	[ "$(echo "$output" | pick score board 2)" = -500 ]
}

@test "contract: 8S is an error naming line and column" {
	printf 'board\tns\tew\tcontract\tdeclarer\tresult\n1\t1\t2\t4S\tN\t=\n2\t1\t2\t8S\tN\t=\n' > "$T/e.tsv"
	run parse -f bridge "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"e.tsv:3:4: column \"contract\": expected a contract"*"found \"8S\""* ]]
}

@test "contract: 4Z is an error" {
	printf 'board\tns\tew\tcontract\tdeclarer\tresult\n1\t1\t2\t4Z\tN\t=\n' > "$T/e.tsv"
	run parse -f bridge "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"e.tsv:2:4:"*"found \"4Z\""* ]]
}

@test "contract: +7 on a 7-level contract is an error; so is -14 and a bad declarer" {
	printf 'board\tns\tew\tcontract\tdeclarer\tresult\n1\t1\t2\t7NT\tS\t+7\n' > "$T/e.tsv"
	run parse -f bridge "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"e.tsv:2:6: column \"result\": expected a result of a 7-level contract"*"found \"+7\""* ]]
	printf 'board\tns\tew\tcontract\tdeclarer\tresult\n1\t1\t2\t7NT\tS\t-14\n' > "$T/e.tsv"
	run parse -f bridge "$T/e.tsv"
	[ "$status" -eq 1 ]
	printf 'board\tns\tew\tcontract\tdeclarer\tresult\n1\t1\t2\t1NT\tQ\t=\n' > "$T/e.tsv"
	run parse -f bridge "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *":2:5: column \"declarer\""* ]]
}
