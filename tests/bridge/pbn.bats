#!/usr/bin/env bats
# parse -f pbn: PBN ScoreTables to the boards stream of parse -f bridge.
load ../helpers

# The published MP_NS (11th element) and Percentage_NS (13th) of each
# row of the FFB board, by NS pair (3rd).
published() {
	awk '/^\[ScoreTable/ { t = 1; next } /^\[/ { t = 0 } t && NF { print $3 "\t" $11 "\t" $13 }' \
		"$FIX/ffb-board28.pbn"
}

@test "parse -f pbn: a real board (FFB, 22 tables) gives its published matchpoints" {
	parse -f pbn "$FIX/ffb-board28.pbn" > "$T/b.tsv"
	[ "$(head -n 1 "$T/b.tsv" | cut -f1-8)" = $'board\tns\tew\tcontract\tdeclarer\tresult\tvul\tscore' ]
	# 2HX by S making 8 tricks, NS vulnerable: trick score 2 x 30 x 2 = 120,
	# a game (>= 100), so 500 vulnerable, + 50 for the insult = 670
	[ "$(sed -n 2p "$T/b.tsv" | cut -f1-8)" = $'28\t4\t11\t2HX\tS\t8\tNS\t670' ]
	# the published MP_NS/EW and Percentage_NS/EW ride along: 42/0, 100/0
	[ "$(sed -n 2p "$T/b.tsv" | cut -f9-)" = $'1\t\t\t42.0\t0.0\t100\t0' ]
	# 2NT by N, 5 tricks, vulnerable: 3 down x 100 = -300
	[ "$(pick score ns 13 < "$T/b.tsv")" = -300 ]
	# Pass: declarer and result empty, score 0
	[ "$(cut -f1-8 "$T/b.tsv" | grep -c $'\tPass\t\t\tNS\t0$')" -eq 9 ]
	score -m matchpoints "$T/b.tsv" > "$T/s.tsv"
	published > "$T/pub.tsv"
	[ "$(wc -l < "$T/pub.tsv")" -eq 22 ]
	while IFS=$'\t' read -r ns mp pct; do
		got=$(pick mp_ns ns "$ns" < "$T/s.tsv")
		close "$got" "$mp" 0
		# the exporter rounds the percentage to a whole number
		gotpct=$(pick pct_ns ns "$ns" < "$T/s.tsv")
		[ "$(awk -v x="$gotpct" 'BEGIN { printf "%.0f", x }')" = "$pct" ]
	done < "$T/pub.tsv"
}

@test "parse -f pbn | score | rank -m bridge: the published percentages" {
	parse -f pbn "$FIX/ffb-board28.pbn" | score -m matchpoints | rank -m bridge > "$T/r.tsv"
	[ "$(wc -l < "$T/r.tsv")" -eq 45 ]
	# NS 4 and EW 2 made the top, 42 of 42; NS 14: 40/42 = 95.238...%
	[ "$(pick final_pct pair 4 < "$T/r.tsv")" = 100 ]
	[ "$(pick final_pct pair 2 < "$T/r.tsv")" = 100 ]
	close "$(pick final_pct pair 14 < "$T/r.tsv")" 95.23809523809524 1e-12
	# EW 11 (against the 670) got 0, the published Percentage_EW
	[ "$(pick final_pct pair 11 < "$T/r.tsv")" = 0 ]
}

@test "parse -f pbn: columns by name in any order, results as = or +1, # repeats a tag, [Scoretable]" {
	cat > "$T/a.pbn" <<'P'
[Board "1"]
[Vulnerable "None"]
[ScoreTable "Result\2R;-Score_NS\5R;Contract;PairId_EW;Declarer;+PairId_NS\2R;MP_NS"]
 = 420 4S 2 N 1 2
+1  - 3NT 4 E 3 0

[Board "2"]
[Vulnerable "#"]
[Scoretable "PairId_NS;PairId_EW;Contract;Declarer;Result"]
1 2 3NT N 9 3 4 3NT N 10
P
	run bash -c "set -o pipefail; parse -f pbn '$T/a.pbn' | cut -f1-8"
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = $'1\t1\t2\t4S\tN\t=\tNone\t420' ]
	# 3NT+1 by E, not vulnerable: 400 + 30 = 430 for EW
	[ "${lines[2]}" = $'1\t3\t4\t3NT\tE\t+1\tNone\t-430' ]
	# board 2: Vulnerable "#" is board 1's None, not board 2's NS; two rows on one line
	[ "${lines[3]}" = $'2\t1\t2\t3NT\tN\t9\tNone\t400' ]
	[ "${lines[4]}" = $'2\t3\t4\t3NT\tN\t10\tNone\t430' ]
	# the output is itself a valid traveller for parse -f bridge
	parse -f pbn "$T/a.pbn" | parse -f bridge > /dev/null
}

@test "parse -f pbn: scores without contracts, artificial scores, NP, sections, comments" {
	cat > "$T/a.pbn" <<'P'
% PBN 2.1
{ a commentary
[Board "9"] inside it is not a tag }
[Board "3"]
[Dealer "S"]
[Auction "S"]
1S Pass { [not a tag] } Pass ; 2S
Pass
[ScoreTable "Section;PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;Names_NS"]
A 1 2 - - - 140 - "Ann Smith; Bob {Jones}"
B 1 2 - - - - 200 "C D"
A 3 4 - - - ^A+ - ?
A 5 6 - - - - - -
[Board "4"]
[Deal "N:..."]

P
	run bash -c "set -o pipefail; parse -f pbn '$T/a.pbn' 2> '$T/err' | cut -f1-8"
	[ "$status" -eq 0 ]
	# board 3 by the cycle: EW vulnerable; sections prefix the pair ids
	[ "${lines[1]}" = $'3\tA1\tA2\t\t\t\tEW\t140' ]
	[ "${lines[2]}" = $'3\tB1\tB2\t\t\t\tEW\t-200' ]
	[ "${lines[3]}" = $'3\tA3\tA4\t\t\t\tEW\tA+/A-' ]
	[ "${lines[4]}" = $'3\tA5\tA6\t\t\t\tEW\tNP' ]
	[ "${#lines[@]}" -eq 5 ]
	# Names_NS, quoted with its ; and { }, to ns_names; "?" and "-" are none
	[ "$(parse -f pbn "$T/a.pbn" 2> /dev/null | col ns_names 1)" = "Ann Smith; Bob {Jones}" ]
	[ "$(parse -f pbn "$T/a.pbn" 2> /dev/null | col ns_names 3)" = "" ]
	# the game without a ScoreTable is counted on stderr, not dropped silently
	[ "$(cat "$T/err")" = "parse: $T/a.pbn: 1 game without a ScoreTable: no rows" ]
}

@test "parse -f pbn: bad input names file:line:col, and no row of a bad board is written" {
	pbn() {
		printf '[Board "2"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS"]\n1 2 4S N 10 620\n%s\n' "$1" > "$T/e.pbn"
		run parse -f pbn "$T/e.pbn"
		[ "$status" -eq 1 ]
		# the good first row of the board is not written either
		[ "${#lines[@]}" -eq 2 ]
		[ "${lines[0]}" = "$(parse -f pbn /dev/null)" ]
	}
	# board 2: NS vulnerable, 4S= is 620, not 420
	pbn '3 4 4S N 10 420'
	[[ "${lines[1]}" == *'e.pbn:4:13: Score_NS: score 420 for NS disagrees with the contract, which scores 620 for NS' ]]
	pbn '3 4 4Z N 10 420'
	[[ "${lines[1]}" == *'e.pbn:4:5: Contract: expected a contract'*'found "4Z"' ]]
	pbn '3 4 4S Q 10 420'
	[[ "${lines[1]}" == *'e.pbn:4:8: Declarer: expected a declarer N, E, S or W, found "Q"' ]]
	pbn '3 4 4S N 14 420'
	[[ "${lines[1]}" == *'e.pbn:4:10: Result: expected the tricks taken'* ]]
	pbn '3 1 4S N 10 620'
	[[ "${lines[1]}" == *'e.pbn:4:3: PairId_EW: expected a pair not yet on this board, found "1"' ]]
	pbn '3 4 4S N 10'
	[[ "${lines[1]}" == *'e.pbn:4:1: a ScoreTable row of 5 elements, the table has 6 columns' ]]
	pbn '3 4 4S N 10 "620'
	[[ "${lines[1]}" == *'e.pbn:4:13: a quoted element without its closing quote' ]]
	pbn '3 4 4S N 10 620 { note }'
	[[ "${lines[1]}" == *'e.pbn:4:17: a comment inside a ScoreTable'* ]]
	pbn '[ScoreTable "PairId_NS;PairId_EW;Score_NS"]'
	[[ "${lines[1]}" == *'e.pbn:4: a second ScoreTable in one game' ]]
	pbn '[Vulnerable "Both" x]'
	[[ "${lines[1]}" == *'e.pbn:4:20: expected ] after the tag value' ]]
	printf '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 100\n\n[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 100\n' > "$T/t.pbn"
	run parse -f pbn "$T/t.pbn"
	[ "$status" -eq 1 ]
	[[ "$output" == *'t.pbn:5: board 1 again: one ScoreTable per board'* ]]
}

@test "parse -f pbn: tables that cannot be read" {
	printf '[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 100\n' > "$T/a.pbn"
	run parse -f pbn "$T/a.pbn"
	[ "$status" -eq 1 ]
	[[ "$output" == *'a.pbn:1: a ScoreTable in a game without a Board tag'* ]]
	printf '[Board "1"]\n[ScoreTable "PairId_NS;Contract;Declarer;Result"]\n' > "$T/a.pbn"
	run parse -f pbn "$T/a.pbn"
	[ "$status" -eq 1 ]
	[[ "$output" == *'a.pbn:2:14: ScoreTable "PairId_NS;Contract;Declarer;Result": expected both PairId_NS and PairId_EW, or neither (a frequency table)'* ]]
	printf '[Board "1"]\n[Vulnerable "Some"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 100\n' > "$T/a.pbn"
	run parse -f pbn "$T/a.pbn"
	[[ "$output" == *'a.pbn:2: Vulnerable "Some": expected None, NS, EW or All'* ]]
	printf '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW"]\n1 2 100 50\n' > "$T/a.pbn"
	run parse -f pbn "$T/a.pbn"
	[[ "$output" == *'a.pbn:3:9: Score_NS 100 and Score_EW 50 do not mirror each other'* ]]
	printf '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 \xe9\n' > "$T/a.pbn"
	run parse -f pbn "$T/a.pbn"
	[[ "$output" == *'a.pbn:3:5: Score_NS: expected a score (an integer)'* ]]
	printf '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 Ren\xe9 100\n' > "$T/a.pbn"
	run parse -f pbn "$T/a.pbn"
	[[ "$output" == *'a.pbn:3:3: PairId_EW: expected a pair id in UTF-8'* ]]
	run parse -f pbn --bogus
	[ "$status" -eq 2 ]
}

# A frequency ScoreTable (PBN 2.1, 5.9): no pair ids, one row per
# result with its Multiplicity, as the standard's own example has it.
# Board 5 (NS vulnerable by the cycle): 4H+1 = 650 once, 4H= 620 five
# times, 2H+2 = 170 twice, 4H-1 = -100 twice: 10 results, top 18.
# 650 beats 9: 18 (100 %); 620 beats 4, ties 4: 8 + 4 = 12 (66.67 %);
# 170 beats 2, ties 1: 5 (27.78 %); -100 ties 1: 1 (5.56 %).
@test "parse -f pbn: a frequency ScoreTable (Multiplicity, no pair ids) is scored by its counts" {
	cat > "$T/f.pbn" <<'P'
[Board "5"]
[ScoreTable "Rank\2R;Contract\4L;Declarer\1R;Result\2R;Score_NS\5R;Percentage_NS\3R;Percentage_EW\3R;Multiplicity\2R"]
 1 4H   S 11   650 100   0  1
 2 4H   S 10   620  67  33  5
 3 2H   N 10   170  28  72  2
 4 4H   S  9  -100   6  94  2
P
	run bash -c "set -o pipefail; parse -f pbn '$T/f.pbn' | score"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col count 2)" = 5 ]
	[ "$(echo "$output" | col ns 2)" = "" ]
	[ "$(echo "$output" | col top 1)" = 18 ]
	[ "$(echo "$output" | col mp_ns 1)" = 18 ]
	[ "$(echo "$output" | col mp_ns 2)" = 12 ]
	[ "$(echo "$output" | col mp_ns 3)" = 5 ]
	[ "$(echo "$output" | col mp_ns 4)" = 1 ]
	close "$(echo "$output" | col mp_ew 4)" 17
	# the published whole percentages are the computed ones, rounded
	echo "$output" | awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		{ n++; if (sprintf("%.0f", $c["pct_ns"]) != $c["pub_pct_ns"] ||
		    sprintf("%.0f", $c["pct_ew"]) != $c["pub_pct_ew"]) bad++ }
		END { exit !(n == 4 && !bad) }'
	# only one of the pair ids is an error; a Multiplicity must be a count
	sed 's/Rank\\2R;/PairId_NS;/' "$T/f.pbn" > "$T/g.pbn"
	run parse -f pbn "$T/g.pbn"
	[ "$status" -eq 1 ]
	[[ "$output" == *"expected both PairId_NS and PairId_EW, or neither"* ]]
	sed 's/  5$/  0/' "$T/f.pbn" > "$T/g.pbn"
	run parse -f pbn "$T/g.pbn"
	[ "$status" -eq 1 ]
	[[ "$output" == *"g.pbn:4:"*"Multiplicity: expected the number of tables with this result"* ]]
}
