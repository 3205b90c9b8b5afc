#!/usr/bin/env bats
# tsh's live ratings (doc/rules/naspa.md, "Ratings after each round"):
# tsh rates a division after every round as if it had its scheduled
# number of rounds (RateDivision with the division's max_rounds), so a
# long event is split where the whole event will be, not where the
# rounds played so far would split it.  parse -f tsh --scheduled-rounds N
# writes that fact as a column `rounds`; rate -m naspa splits by it (or
# by its --scheduled-rounds for a stream without the column).
load ../../helpers

H=$(printf 'date\tevent\tgame\ttype\tplayer\tplace\tpoints\tresult\tround')

game() {
	printf '%s\t%s\t%s\tS\t%s\t%s\t400\t\t%s\n' "$1" "$2" "$3" "$5" "$6" "$4"
	printf '%s\t%s\t%s\tS\t%s\t%s\t300\t\t%s\n' "$1" "$2" "$3" "$7" "$8" "$4"
}

# live FILE.t [RATE-FLAGS]: for every round r, rounds 1..r of $T/res.tsv
# rated against the .t file's newr after round r; prints "matching of".
live() {
	t=$1; shift
	parse -f tsh --ratings "$t" > "$T/prior.tsv"
	for r in $(seq 1 23); do
		awk -F'\t' -v k=$r 'NR == 1 || $9 <= k' "$T/res.tsv" | rate -m naspa -r "$T/prior.tsv" "$@" |
		    awk -F'\t' -v r=$r 'NR > 1 { print r "\t" $2 "\t" $3 }'
	done | sort > "$T/got"
	awk '{ s = $0; i = index(s, "; newr "); if (!i) next; x = substr(s, i + 7); j = index(x, ";")
		x = substr(x, 1, j - 1); n = split(x, a, " "); name = ""; m = split(s, w, " ")
		for (q = 1; q <= m; q++) { if (w[q] ~ /^[0-9]+$/) break; name = name (name == "" ? "" : " ") w[q] }
		for (r = 1; r <= n; r++) print r "\t" name "\t" a[r] }' "$t" | sort > "$T/want"
	# every (round, player) of tsh's has one of ours: join on both
	awk -F'\t' 'FNR == NR { got[$1 "\t" $2] = $3; next }
		{ n++; if (($1 "\t" $2) in got && got[$1 "\t" $2] == $3) ok++ }
		END { print ok + 0, n }' "$T/got" "$T/want"
}

@test "naspa live: parse -f tsh --scheduled-rounds writes the column rounds" {
	run parse -f tsh --date 2023-04-01 --scheduled-rounds 25 "$SHARED/tsh/naspa-a.t"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -1)" = "$H$(printf '\trounds')" ]
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { print $10 }' | sort -u)" = 25 ]
	[ "$(echo "$output" | wc -l)" -eq "$(parse -f tsh --date 2023-04-01 "$SHARED/tsh/naspa-a.t" | wc -l)" ]
	# fewer than the rounds paired, or not a number: usage
	run parse -f tsh --date 2023-04-01 --scheduled-rounds 22 "$SHARED/tsh/naspa-a.t"
	[ "$status" -eq 2 ]
	[[ "$output" == *"--scheduled-rounds 22: the division is paired for 23 rounds"* ]]
	run parse -f tsh --date 2023-04-01 --scheduled-rounds x "$SHARED/tsh/naspa-a.t"
	[ "$status" -eq 2 ]
	run parse -f tsh --date 2023-04-01 --scheduled-rounds 0 "$SHARED/tsh/naspa-a.t"
	[ "$status" -eq 2 ]
}

@test "naspa live: by hand, 3 rounds played of 5 scheduled (split from 3 rounds)" {
	# A 1700 beats B 1600 three times, --split-two 3.  Scheduled 5: tsh's
	# MakeSplits(5), n0 = 4: segments 1-3 and 4-5; after round 3 one
	# segment of three games: A 20 x 3 x 0.4209707 = 25.25824, acceleration
	# 25.25824 - 15 = 10.25824: 1735.51648 -> 1736; B 1600 - 25.25824 +
	# 3 x 10.25824/20 = 1576.28050 -> 1576.
	# As played (3 rounds, n0 = 2): rounds 1-2 then 3: A 1700 + 16.83883 +
	# 6.83883 = 1723.67765 -> 1724, B 1583.84506 -> 1584; then 1724 vs
	# 1584: E(140) = 0.6097606, 7.80479 + 2.80479 -> 1734.60958 -> 1735
	printf 'type\tplayer\trating\tgames\nS\tA\t1700\t100\nS\tB\t1600\t100\n' > "$T/p.tsv"
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 B 2; game 2024-01-06 E 2 2 A 1 B 2
	  game 2024-01-06 E 3 3 A 1 B 2; } > "$T/e.tsv"
	run rate -m naspa -r "$T/p.tsv" --split-two 3 --scheduled-rounds 5 "$T/e.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | cut -f 2,3 | tr '\t\n' ': ')" = "player:rating A:1736 B:1576 " ]
	run rate -m naspa -r "$T/p.tsv" --split-two 3 "$T/e.tsv"
	[ "$(echo "$output" | cut -f 2,3 | tr '\t\n' ': ')" = "player:rating A:1735 B:1576 " ]
	# the column says the same as the flag; the flag given as well is
	# refused (tests/trust/flag-columns.bats)
	awk -F'\t' -v OFS='\t' '{ print $0, NR == 1 ? "rounds" : 5 }' "$T/e.tsv" > "$T/c.tsv"
	run rate -m naspa -r "$T/p.tsv" --split-two 3 "$T/c.tsv"
	[ "$(echo "$output" | cut -f 2,3 | tr '\t\n' ': ')" = "player:rating A:1736 B:1576 " ]
	run rate -m naspa -r "$T/p.tsv" --split-two 3 --scheduled-rounds 3 "$T/c.tsv"
	[ "$status" -eq 2 ]
	# an empty column: the flag, or the rounds played
	awk -F'\t' -v OFS='\t' '{ print $0, NR == 1 ? "rounds" : "" }' "$T/e.tsv" > "$T/empty.tsv"
	run rate -m naspa -r "$T/p.tsv" --split-two 3 "$T/empty.tsv"
	[ "$(echo "$output" | pick rating player A)" = 1735 ]
}

@test "naspa live: tsh's newr after every round of two real divisions, with the scheduled rounds" {
	# 23 rounds scheduled and played: rating rounds 1..r (the stream cut
	# after round r) with the scheduled rounds gives tsh's newr after
	# round r for every r and every player: 23 x 26 and 23 x 24
	parse -f tsh --date 2023-04-01 --scheduled-rounds 23 "$SHARED/tsh/naspa-a.t" > "$T/res.tsv"
	[ "$(live "$SHARED/tsh/naspa-a.t")" = "598 598" ]
	parse -f tsh --date 2023-04-01 --scheduled-rounds 23 "$SHARED/tsh/naspa-b.t" > "$T/res.tsv"
	[ "$(live "$SHARED/tsh/naspa-b.t")" = "552 552" ]
	# the flag on a stream without the column: the same
	parse -f tsh --date 2023-04-01 "$SHARED/tsh/naspa-b.t" > "$T/res.tsv"
	[ "$(live "$SHARED/tsh/naspa-b.t" --scheduled-rounds 23)" = "552 552" ]
}

@test "naspa live: with the rounds played instead, rounds 13 to 22 differ" {
	# split by the rounds played, rounds 13-16 are one segment (tsh: 1-12,
	# 13-r) and 17-22 split at int((r-1)/2) (tsh: at 12): 196 of the 598
	# and 179 of the 552 (round, player) ratings differ from tsh's
	parse -f tsh --date 2023-04-01 "$SHARED/tsh/naspa-a.t" > "$T/res.tsv"
	[ "$(live "$SHARED/tsh/naspa-a.t")" = "402 598" ]
	parse -f tsh --date 2023-04-01 "$SHARED/tsh/naspa-b.t" > "$T/res.tsv"
	[ "$(live "$SHARED/tsh/naspa-b.t")" = "373 552" ]
}

@test "naspa live: bad scheduled rounds are errors at their row" {
	printf 'type\tplayer\trating\tgames\nS\tA\t1700\t100\nS\tB\t1600\t100\n' > "$T/p.tsv"
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 B 2; game 2024-01-06 E 2 2 A 1 B 2; } |
	    awk -F'\t' -v OFS='\t' '{ print $0, NR == 1 ? "rounds" : NR == 5 ? 4 : 3 }' > "$T/e.tsv"
	run rate -m naspa -r "$T/p.tsv" "$T/e.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"e.tsv:5"* ]]
	[[ "$output" == *"the same on every row"* ]]
	# a round after the scheduled ones
	cut -f 1-9 "$T/e.tsv" > "$T/plain.tsv"
	run rate -m naspa -r "$T/p.tsv" --scheduled-rounds 1 "$T/plain.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"has a round 2, but 1 scheduled rounds"* ]]
	awk -F'\t' -v OFS='\t' 'NR > 1 { $10 = "x" } 1' "$T/e.tsv" > "$T/x.tsv"
	run rate -m naspa -r "$T/p.tsv" "$T/x.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"x.tsv:2"* ]]
	run rate -m naspa --scheduled-rounds 0 "$T/p.tsv"
	[ "$status" -eq 2 ]
}
