#!/usr/bin/env bats
# rank -m bridge: standings, penalties, the session rule, check sums.
load ../helpers

standings() { score -m matchpoints "$1" | rank -m bridge "${@:2}"; }

@test "bridge rank: the lecture's boards 1-3, pair totals NS and EW (max 36)" {
	run standings "$SHARED/bridge-seed3.tsv"
	[ "$status" -eq 0 ]
	# the lecture's recap: NS 14: 7+6+9 = 22; 10: 12+10+9 = 31; 11: 25; 3: 12; 6: 19; 4: 11; 7: 6
	[ "$(echo "$output" | pick total pair 14)" = 22 ]
	[ "$(echo "$output" | pick total pair 10)" = 31 ]
	[ "$(echo "$output" | pick total pair 11)" = 25 ]
	[ "$(echo "$output" | pick total pair 3)" = 12 ]
	[ "$(echo "$output" | pick total pair 6)" = 19 ]
	[ "$(echo "$output" | pick total pair 4)" = 11 ]
	[ "$(echo "$output" | pick total pair 7)" = 6 ]
	# EW = 36 - NS: 1: 14; 5: 5; 9: 11; 8: 24; 12: 17; 2: 25; 13: 30
	[ "$(echo "$output" | pick total pair 1)" = 14 ]
	[ "$(echo "$output" | pick total pair 5)" = 5 ]
	[ "$(echo "$output" | pick total pair 9)" = 11 ]
	[ "$(echo "$output" | pick total pair 8)" = 24 ]
	[ "$(echo "$output" | pick total pair 12)" = 17 ]
	[ "$(echo "$output" | pick total pair 2)" = 25 ]
	[ "$(echo "$output" | pick total pair 13)" = 30 ]
	[ "$(echo "$output" | pick max pair 13)" = 36 ]
	# 31/36 = 86.111 %
	close "$(echo "$output" | pick pct pair 10)" 86.1111111
}

@test "bridge rank: places, ties sharing them (2 and 11 on 25; 4 and 9 on 11)" {
	run standings "$SHARED/bridge-seed3.tsv"
	[ "$(echo "$output" | col pair 1)" = 10 ]
	[ "$(echo "$output" | col pos 1)" = 1 ]
	[ "$(echo "$output" | pick pos pair 13)" = 2 ]
	[ "$(echo "$output" | pick pos pair 2)" = 3 ]
	[ "$(echo "$output" | pick pos pair 11)" = 3 ]
	[ "$(echo "$output" | pick pos pair 8)" = 5 ]
	[ "$(echo "$output" | pick pos pair 4)" = 11 ]
	[ "$(echo "$output" | pick pos pair 9)" = 11 ]
	[ "$(echo "$output" | pick pos pair 5)" = 14 ]
}

@test "bridge rank: check sums 42 per board, 126 per direction, 252 in all" {
	run standings "$SHARED/bridge-seed3.tsv" --checks
	[ "$status" -eq 0 ]
	[[ "$output" == *"board 1: NS 42 = 7 results x top 12 / 2"* ]]
	[[ "$output" == *"board 3: NS 42 = 7 results x top 12 / 2"* ]]
	[[ "$output" == *"3 boards, NS 126 + EW 126 = 252; 14 pairs' totals 252"* ]]
	score -m matchpoints "$SHARED/bridge-seed3.tsv" | rank -m bridge > "$T/s.tsv"
	# the standings themselves add up to 252
	[ "$(awk -F'\t' 'NR > 1 { s += $3 } END { print s }' "$T/s.tsv")" = 252 ]
}

@test "bridge rank: a broken check sum is reported" {
	score -m matchpoints "$SHARED/bridge-seed3.tsv" | awk -F'\t' 'BEGIN { OFS = "\t" } NR == 3 { $6 = 11; $7 = 1 } 1' > "$T/bad.tsv"
	run rank -m bridge "$T/bad.tsv"
	[ "$status" -eq 0 ]
	# 690 edited from 12 to 11 matchpoints: board 1 NS adds to 41
	[[ "$output" == *"check sum: board 1: NS matchpoints add up to 41, expected 42"* ]]
}

@test "bridge rank: the lecture's IMP totals (butler, discard 2)" {
	run sh -c "score -m butler --discard 2 '$SHARED/bridge-seed3.tsv' | rank -m bridge"
	[ "$status" -eq 0 ]
	# NS: 14: 6 - 1 + 1 = 6; 10: 12; 11: 11; 3: -13; 6: -1; 4: -9; 7: -15; EW the negatives
	[ "$(echo "$output" | pick total pair 14)" = 6 ]
	[ "$(echo "$output" | pick total pair 10)" = 12 ]
	[ "$(echo "$output" | pick total pair 11)" = 11 ]
	[ "$(echo "$output" | pick total pair 3)" = -13 ]
	[ "$(echo "$output" | pick total pair 6)" = -1 ]
	[ "$(echo "$output" | pick total pair 4)" = -9 ]
	[ "$(echo "$output" | pick total pair 7)" = -15 ]
	[ "$(echo "$output" | pick total pair 13)" = 15 ]
	[ "$(echo "$output" | pick total pair 8)" = 13 ]
	# first: EW 13 with +15
	[ "$(echo "$output" | col pair 1)" = 13 ]
}

@test "bridge rank: a penalty changes one pair's total only (KN = 10 % of top 12 = 1.2)" {
	printf 'pair\tkind\treason\n3\tKN\tslow play\n' > "$T/pen.tsv"
	score -m matchpoints "$SHARED/bridge-seed3.tsv" | rank -m bridge > "$T/before.tsv"
	run standings "$SHARED/bridge-seed3.tsv" --penalties "$T/pen.tsv"
	[ "$status" -eq 0 ]
	# pair 3: 12 - 1.2 = 10.8, 10.8/36 = 30 %: now below 4 and 9 (11)
	[ "$(echo "$output" | pick adjust pair 3)" = -1.2 ]
	[ "$(echo "$output" | pick final pair 3)" = 10.8 ]
	close "$(echo "$output" | pick final_pct pair 3)" 30
	[ "$(echo "$output" | pick total pair 3)" = 12 ]
	[ "$(echo "$output" | pick reason pair 3)" = "slow play" ]
	[ "$(echo "$output" | pick pos pair 3)" = 12 ]
	# everyone else: the same final as before
	for p in 1 2 4 5 6 7 8 9 10 11 12 13 14; do
		[ "$(echo "$output" | pick final pair $p)" = "$(pick final pair $p < "$T/before.tsv")" ]
	done
}

@test "bridge rank: KP/KM, amounts, rounding to 0.1, IMP kinds" {
	printf 'pair\tkind\tamount\treason\n3\tKP\t\ta\n4\tKM\t\tb\n5\t\t2.5\tc\n' > "$T/pen.tsv"
	run standings "$SHARED/bridge-seed3.tsv" --penalties "$T/pen.tsv" --penalty-top 25
	# KP 5 % of 25 = 1.25 -> 1.3 (half away from zero); KM 15 % of 25 = 3.75 -> 3.8
	[ "$(echo "$output" | pick adjust pair 3)" = -1.3 ]
	[ "$(echo "$output" | pick adjust pair 4)" = -3.8 ]
	# an amount is added as written: 5 + 2.5
	[ "$(echo "$output" | pick final pair 5)" = 7.5 ]
	run sh -c "score -m butler --discard 2 '$SHARED/bridge-seed3.tsv' | rank -m bridge --penalties '$T/pen.tsv'"
	# IMPs: KP 0.5, KM 2: pair 3 -13.5, pair 4 -11
	[ "$(echo "$output" | pick final pair 3)" = -13.5 ]
	[ "$(echo "$output" | pick final pair 4)" = -11 ]
}

@test "bridge rank: a penalty for an unknown pair or of an unknown kind is an error" {
	printf 'pair\tkind\treason\n99\tKN\tx\n' > "$T/pen.tsv"
	run standings "$SHARED/bridge-seed3.tsv" --penalties "$T/pen.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"pen.tsv:2:1: column \"pair\""* ]]
	printf 'pair\tkind\treason\n3\tKX\tx\n' > "$T/pen.tsv"
	run standings "$SHARED/bridge-seed3.tsv" --penalties "$T/pen.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"pen.tsv:2:2: column \"kind\": expected KP, KN or KM"* ]]
}

@test "bridge rank: A+ raised to the session percentage, A- lowered to it" {
	run standings "$FIX/bridge-seed4-art.tsv"
	[ "$status" -eq 0 ]
	# board 4: 10-5 A+ (NS) / A- (EW), top 12.  Pair 10's session without it:
	# 31/36 = 86.11 % > 60 %, so A+ = 31/36 x 12 = 10.3333: total 41.3333 of 48
	close "$(echo "$output" | pick total pair 10)" 41.3333333333
	close "$(echo "$output" | pick pct pair 10)" 86.1111111111
	# pair 5: 5/36 = 13.89 % < 40 %, so A- = 5/36 x 12 = 1.6667: 6.6667
	close "$(echo "$output" | pick total pair 5)" 6.6666666667
	# pair 6 (A+/A+): 19/36 = 52.8 % < 60 %: stays 60 % = 7.2 -> 26.2
	close "$(echo "$output" | pick total pair 6)" 26.2
	[ "$(echo "$output" | pick boards pair 10)" = 4 ]
	run sh -c "score -m matchpoints '$FIX/bridge-seed4-art.tsv' | rank -m bridge --fixed-averages"
	# fixed: 31 + 7.2, 5 + 4.8
	close "$(echo "$output" | pick total pair 10)" 38.2
	close "$(echo "$output" | pick total pair 5)" 9.8
}

@test "bridge rank: a not-played board counts in neither total nor maximum" {
	run standings "$FIX/bridge-neuberg11.tsv"
	[ "$status" -eq 0 ]
	# pairs 11 and 21 played nothing: no row; pair 1 has 19.9 of 20
	[ "$(echo "$output" | pick boards pair 1)" = 1 ]
	[ "$(echo "$output" | pick max pair 1)" = 20 ]
	[ -z "$(echo "$output" | pick boards pair 21)" ]
}

@test "bridge rank: --mitchell gives NS and EW lists with their own places" {
	run standings "$SHARED/bridge-seed3.tsv" --mitchell
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1 | cut -f2)" = dir ]
	# NS first: 10 (31) first, 11 (25) second; EW: 13 (30) first, 2 (25) second
	[ "$(echo "$output" | col pair 1)" = 10 ]
	[ "$(echo "$output" | col pos 2)" = 2 ]
	[ "$(echo "$output" | col dir 8)" = EW ]
	[ "$(echo "$output" | col pair 8)" = 13 ]
	[ "$(echo "$output" | col pos 8)" = 1 ]
	[ "$(echo "$output" | col pos 9)" = 2 ]
}

@test "traveller: one row per distinct score, best for NS first, pairs listed" {
	run sh -c "score -m matchpoints '$SHARED/bridge-seed3.tsv' | rank -m traveller"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "$(printf 'board\tscore\tcount\tpairs\ttop\tmp_ns\tmp_ew\tpct_ns\tpct_ew')" ]
	# board 1: 690 (12), 660 (10), 630 twice (7), -100 (4), -200 twice (1)
	[ "$(echo "$output" | col score 1)" = 690 ]
	[ "$(echo "$output" | col score 3)" = 630 ]
	[ "$(echo "$output" | col count 3)" = 2 ]
	[ "$(echo "$output" | col pairs 3)" = "14-1 6-12" ]
	[ "$(echo "$output" | col mp_ns 5)" = 1 ]
	# board 2 starts at row 6 with 50 three times (10 matchpoints)
	[ "$(echo "$output" | col count 6)" = 3 ]
	[ "$(echo "$output" | col mp_ns 6)" = 10 ]
}

@test "traveller: a fouled board's versions stay apart, artificial scores last" {
	run sh -c "score -m matchpoints '$FIX/bridge-fouled.tsv' | rank -m traveller"
	[ "$(echo "$output" | col group 4 )" = c ]
	[ "$(echo "$output" | col count 4 )" = 2 ]
	run sh -c "score -m matchpoints '$FIX/bridge-seed4-art.tsv' | rank -m traveller | tail -n 2 | cut -f2"
	[ "$output" = "$(printf 'A+\nA+/A+')" ]
}

@test "bridge rank: a Mitchell penalty names the direction; only that pair changes" {
	printf 'pair\tdir\tkind\treason\n1\tEW\tKM\tlate\n' > "$T/pen.tsv"
	run standings "$SHARED/bridge-seed3.tsv" --mitchell --penalties "$T/pen.tsv"
	[ "$status" -eq 0 ]
	# EW 1: 14 - 15 % of 12 = 14 - 1.8 = 12.2; no NS pair 1 exists to be touched
	[ "$(echo "$output" | awk -F'\t' '$1 == 1 && $2 == "EW"' | col final 0)" = "" ]
	[ "$(echo "$output" | awk -F'\t' 'NR == 1 || ($1 == 1 && $2 == "EW")' | col final 1)" = 12.2 ]
	[ "$(echo "$output" | awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "adjust") a = i; next }
		$a != 0' | wc -l)" -eq 1 ]
	printf 'pair\tdir\tkind\treason\n1\tNS\tKM\tlate\n' > "$T/pen.tsv"
	run standings "$SHARED/bridge-seed3.tsv" --mitchell --penalties "$T/pen.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"expected a pair of that direction"* ]]
}

@test "bridge rank: the session rule looks at the session of the artificial score" {
	# session 1 = the lecture's boards 1-3; session 2 = board 4 (10-5 A+/A-) and
	# board 5, where 10 (NS) scores the only -500: 0 for 10, 12 for 5 (EW)
	{
		awk -F'\t' 'BEGIN { OFS = "\t" } NR == 1 { print $0, "session"; next }
			{ print $0, ($1 <= 3 ? 1 : 2) }' "$FIX/bridge-seed4-art.tsv"
		for r in "14 1 100" "10 5 -500" "11 9 100" "3 8 100" "6 12 100" "4 2 100" "7 13 100"; do
			set -- $r; printf '5\t%s\t%s\t%s\t2\n' $1 $2 $3
		done
	} > "$T/s.tsv"
	run standings "$T/s.tsv"
	[ "$status" -eq 0 ]
	# pair 10, session 2: 0/12 = 0 % < 60 %: A+ stays 7.2; 31 + 7.2 + 0 = 38.2
	close "$(echo "$output" | pick total pair 10)" 38.2
	# pair 5, session 2: 12/12 = 100 % > 40 %: A- stays 4.8; 5 + 4.8 + 12 = 21.8
	close "$(echo "$output" | pick total pair 5)" 21.8
	# without the session column all is one session: 10: 31/48 = 64.58 % -> A+ 7.75
	# (38.75); 5: 17/48 = 35.42 % -> A- 4.25 (21.25)
	cut -f1-4 "$T/s.tsv" > "$T/one.tsv"
	run standings "$T/one.tsv"
	close "$(echo "$output" | pick total pair 10)" 38.75
	close "$(echo "$output" | pick total pair 5)" 21.25
}

# Factoring (the EBU's and the ACBL's rule): a pair that played b of the B
# boards the list's most played has its total times B / b.  The lecture's
# boards 1-3 at Butler (discard 2, truncated), 14-1 not playing board 3:
# board 3's six results 200 170 140 140 110 90 keep 140 140: datum 140, so
# 10: +30 -> 1, 6: +60 -> 2, 4: -50 -> -2, 7: -30 -> -1, 11 and 3: 0.
# Pair 14: 6 - 1 = 5 over 2 boards -> 5 x 3/2 = 7.5; pair 1: -7.5.
@test "bridge rank: totals factored to the boards of the list's most (--raw-totals: as summed)" {
	awk -F'\t' 'BEGIN { OFS = "\t" } NR > 1 && $1 == 3 && $2 == 14 { $4 = "NP" } 1' \
		"$SHARED/bridge-seed3.tsv" > "$T/np.tsv"
	run sh -c "score -m butler --discard 2 --datum-round truncate '$T/np.tsv' | rank -m bridge"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick boards pair 14)" = 2 ]
	[ "$(echo "$output" | pick total pair 14)" = 5 ]
	[ "$(echo "$output" | pick factored pair 14)" = 7.5 ]
	[ "$(echo "$output" | pick final pair 1)" = -7.5 ]
	[ "$(echo "$output" | pick total pair 10)" = 12 ]
	[ "$(echo "$output" | pick pos pair 14)" = 6 ]
	run sh -c "score -m butler --discard 2 --datum-round truncate '$T/np.tsv' | rank -m bridge --raw-totals"
	[ "$(echo "$output" | pick final pair 14)" = 5 ]
	[ "$(echo "$output" | head -1 | grep -c factored)" = 0 ]
}

# The lecture's "Ochronka 10+3 IMPy": at IMPs a pair wins at most 13 from
# one round against one pair (the slide's three boards).  Boards 1-3 are
# one round: EW 13 won 11 + 3 + 1 = 15 from NS 7 and is cut to 13, as the
# slide's recap shows; EW 8's 13 stays; NS 7 keeps its -15.
@test "bridge rank: --protect 10 --protect-per-board 1, the lecture's protection of IMP results" {
	run sh -c "score -m butler --discard 2 --datum-round truncate '$SHARED/bridge-seed3.tsv' |
		rank -m bridge --protect 10 --protect-per-board 1"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick adjust pair 13)" = -2 ]
	[ "$(echo "$output" | pick final pair 13)" = 13 ]
	[ "$(echo "$output" | pick reason pair 13)" = "protection: -2 IMPs against 7" ]
	[ "$(echo "$output" | pick final pair 8)" = 13 ]
	[ "$(echo "$output" | pick final pair 7)" = -15 ]
	[ "$(echo "$output" | pick pos pair 13)" = 1 ]
	[ "$(echo "$output" | pick pos pair 8)" = 1 ]
	# --protect 13 alone reads the slide the other way: the same here
	run sh -c "score -m butler --discard 2 --datum-round truncate '$SHARED/bridge-seed3.tsv' | rank -m bridge --protect 13"
	[ "$(echo "$output" | pick final pair 13)" = 13 ]
	run sh -c "score -m matchpoints '$SHARED/bridge-seed3.tsv' | rank -m bridge --protect 13"
	[ "$status" -eq 2 ]
	[[ "$output" == *"--protect: the protection rule is for IMPs"* ]]
}

@test "bridge rank: names from the stream or a --names file; sections ranked apart" {
	printf 'pair\tnames\n10\tAnn Smith & Bob Jones\n13\tCid & Dee\n' > "$T/n.tsv"
	run sh -c "score -m matchpoints '$SHARED/bridge-seed3.tsv' | rank -m bridge --names '$T/n.tsv'"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick names pair 10)" = "Ann Smith & Bob Jones" ]
	[ "$(echo "$output" | pick names pair 14)" = "" ]
	printf 'pair\tnames\n99\tNobody\n' > "$T/n.tsv"
	run sh -c "score -m matchpoints '$SHARED/bridge-seed3.tsv' | rank -m bridge --names '$T/n.tsv'"
	[ "$status" -eq 1 ]
	[[ "$output" == *'n.tsv:2:1: column "pair": expected a pair that played in the boards, found "99"'* ]]
	# the same pair ids in sections A and B are four pairs, two lists
	printf 'board\tsection\tns\tew\tscore\tns_names\n1\tA\t1\t2\t420\tAl\n1\tA\t3\t4\t450\tCy\n1\tB\t1\t2\t100\tBo\n1\tB\t3\t4\t-50\tDi\n' > "$T/s.tsv"
	run sh -c "score -m matchpoints '$T/s.tsv' | rank -m bridge"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1 | cut -f1-3)" = $'pair\tsection\tnames' ]
	[ "$(echo "$output" | awk -F'\t' '$2 == "A" && $1 == 3 { print $NF }')" = 1 ]
	[ "$(echo "$output" | awk -F'\t' '$2 == "B" && $1 == 1 { print $NF }')" = 1 ]
	[ "$(echo "$output" | awk -F'\t' '$2 == "B" && $1 == 1 { print $3 }')" = Bo ]
}

@test "bridge rank: the stream's winners ranks NS and EW apart; --mitchell with it is refused" {
	awk -F'\t' 'BEGIN { OFS = "\t" } { print $0, NR == 1 ? "winners" : 2 }' "$SHARED/bridge-seed3.tsv" > "$T/w.tsv"
	run sh -c "score -m matchpoints '$T/w.tsv' | rank -m bridge"
	[ "$status" -eq 0 ]
	# as --mitchell gives it: NS 10 and EW 13 first
	[ "$(echo "$output" | pick pos pair 10)" = 1 ]
	[ "$(echo "$output" | awk -F'\t' '$1 == 13 && $2 == "EW" { print $NF }')" = 1 ]
	run sh -c "score -m matchpoints '$T/w.tsv' | rank -m bridge --mitchell"
	[ "$status" -eq 2 ]
	[[ "$output" == *'--mitchell: the stream'"'"'s column "winners" says whether NS and EW are ranked apart'* ]]
}

@test "format --html: a bridge standings page has no column that says nothing" {
	run sh -c "score -m matchpoints '$SHARED/bridge-seed3.tsv' | rank -m bridge | format --html"
	[ "$status" -eq 0 ]
	head=$(echo "$output" | grep '<thead>')
	[[ "$head" == *'>Total<'* && "$head" == *'>%<'* ]]
	[[ "$head" != *'Adjustment'* && "$head" != *'Reason'* && "$head" != *'Final'* && "$head" != *'Factored'* ]]
	[ "$(echo "$output" | grep '<tr><td' | head -1 | grep -o '<td' | wc -l)" -eq 6 ]
	printf 'pair\tkind\treason\n7\tKN\tphone\n' > "$T/p.tsv"
	run sh -c "score -m matchpoints '$SHARED/bridge-seed3.tsv' | rank -m bridge --penalties '$T/p.tsv' | format --html"
	head=$(echo "$output" | grep '<thead>')
	[[ "$head" == *'Adjustment'* && "$head" == *'Reason'* && "$head" == *'Final %'* ]]
}
