#!/usr/bin/env bats
# trueskill and wenglin: teams (column team), partial play (column
# weight) and uncertainty growing with the calendar (--drift-per-day).
# Hand derivations below; openskill (npm, teams) and ts-trueskill (teams,
# weights) as the peers when they are installed under
# tests/peer/node_modules (.ci/run installs them).
load ../../helpers

@test "wenglin: teams equal openskill's (npm openskill 5.0.1, its defaults) to 1e-12" {
	command -v node > /dev/null || skip "no node"
	[ -d "$RP_TESTDIR/peer/node_modules/openskill" ] || skip "no openskill under tests/peer/node_modules"
	node "$RP_TESTDIR/peer/skill-teams.mjs" "$T" 300 5
	rate -m wenglin "$T/teams.tsv" > "$T/r.tsv"
	run awk -f "$RP_TESTDIR/peer/skill-cmp.awk" "$T/openskill-teams.tsv" "$T/r.tsv"
	echo "$output"
	[ "$status" -eq 0 ]
	echo "$output" | awk '{ exit !($5 < 1e-12) }'
	# the comparison sees other numbers
	rate -m wenglin --beta 4 "$T/teams.tsv" > "$T/b.tsv"
	run awk -f "$RP_TESTDIR/peer/skill-cmp.awk" "$T/openskill-teams.tsv" "$T/b.tsv"
	echo "$output" | awk '{ exit !($5 > 1e-6) }'
}

game() {	# rows: player place team weight
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tteam\tweight\n'
	while read -r p pl tm w; do printf '2024-01-11\tE1\t1\tffa\t%s\t%s\t%s\t%s\n' "$p" "$pl" "$tm" "$w"; done
}

@test "wenglin: partial play, a player of weight 1/2 in the winning team (by hand)" {
	# all new: mu 25, sigma^2 + tau^2 = s2 = (25/3)^2 + (25/300)^2; team A
	# = a1 (w 1) + a2 (w 1/2): mu_A = 37.5, s2_A = 1.25 s2; team B = b.
	# c = sqrt(s2_A + s2 + 2 beta^2) = 13.819835282022078, e_A =
	# exp(37.5/c), e_B = exp(25/c); Omega_A = 1 - e_A/(e_A + e_B),
	# Delta_A = q (1 - q), q = e_A/(e_A + e_B); a player moves by
	# w s2/c Omega and shrinks sigma^2 by w^2 s2/c^2 Delta sqrt(s2_A)/c:
	# a1 26.44797938020888 / 8.121508283001997, a2 25.723989690104442 /
	# 8.281199542601552, b 23.55202061979112 / 8.144176385127505
	printf 'a1 1 A 1\na2 1 A 0.5\nb 3 B 1\n' | game > "$T/g.tsv"
	rate -m wenglin "$T/g.tsv" > "$T/r.tsv"
	close "$(pick mu player a1 < "$T/r.tsv")" 26.44797938020888 1e-12
	close "$(pick mu player a2 < "$T/r.tsv")" 25.723989690104442 1e-12
	close "$(pick sigma player a2 < "$T/r.tsv")" 8.281199542601552 1e-12
	close "$(pick mu player b < "$T/r.tsv")" 23.55202061979112 1e-12
	close "$(pick sigma player b < "$T/r.tsv")" 8.144176385127505 1e-12
	# weight 1 on every row is the game without the column
	printf 'a1 1 A 1\na2 1 A 1\nb 3 B 1\n' | game > "$T/g1.tsv"
	rate -m wenglin "$T/g1.tsv" > "$T/w1.tsv"
	cut -f1-7 "$T/g1.tsv" > "$T/g0.tsv"
	rate -m wenglin "$T/g0.tsv" > "$T/w0.tsv"
	[ "$(pick mu player a2 < "$T/w1.tsv")" = "$(pick mu player a2 < "$T/w0.tsv")" ]
	# without the team column every row is its own team (today's numbers)
	cut -f1-6 "$T/g1.tsv" > "$T/ffa.tsv"
	rate -m wenglin "$T/ffa.tsv" > "$T/f.tsv"
	[ "$(pick mu player a2 < "$T/f.tsv")" != "$(pick mu player a2 < "$T/w0.tsv")" ]
}

@test "wenglin: a team at two places, a weight out of (0, 1] are file:line errors" {
	printf 'a1 1 A 1\na2 2 A 1\nb 3 B 1\n' | game > "$T/g.tsv"
	run rate -m wenglin "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'team "A" at places 1 and 2'* ]]
	printf 'a1 1 A 1\na2 1 A 1.5\nb 3 B 1\n' | game > "$T/g.tsv"
	run rate -m wenglin "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'g.tsv:3:8: column "weight": expected a weight above 0 and at most 1, found "1.5"'* ]]
}

@test "trueskill, wenglin: --drift-per-day grows sigma with the days since the last game" {
	# A sigma 2 last played 2024-01-01, plays on 2024-01-11: D 0.5 gives
	# sigma^2 = 4 + 0.25 * 10 = 6.5, sigma_before = 2.5495097567963922;
	# D 10: 4 + 1000, past the initial sigma: 25/3
	printf 'type\tplayer\tmu\tsigma\trating\tgames\tlast\n' > "$T/p.tsv"
	printf 'ffa\tA\t25\t2\t19\t5\t2024-01-01\nffa\tB\t25\t2\t19\t5\t2024-01-11\n' >> "$T/p.tsv"
	printf 'A 1 A 1\nB 2 B 1\n' | game | cut -f1-6 > "$T/g.tsv"
	for m in trueskill wenglin; do
		rate -m $m --drift-per-day 0.5 --history -r "$T/p.tsv" "$T/g.tsv" > "$T/h.tsv"
		close "$(pick sigma_before player A < "$T/h.tsv")" 2.5495097567963922 1e-12
		close "$(pick sigma_before player B < "$T/h.tsv")" 2 1e-12
		rate -m $m --drift-per-day 10 --history -r "$T/p.tsv" "$T/g.tsv" > "$T/h.tsv"
		close "$(pick sigma_before player A < "$T/h.tsv")" 8.333333333333334 1e-12
		rate -m $m --history -r "$T/p.tsv" "$T/g.tsv" > "$T/h.tsv"	# off by default
		close "$(pick sigma_before player A < "$T/h.tsv")" 2 1e-12
	done
}

@test "trueskill: teams and weights equal ts-trueskill's (npm 5.1.0) to 1e-5" {
	# ts-trueskill's normal cdf is a 1.2e-7 approximation (libm's erfc
	# here); a draw between teams amplifies it: one game of three teams
	# with weights differs by 8e-7 without a draw, 2e-6 with one
	command -v node > /dev/null || skip "no node"
	[ -d "$RP_TESTDIR/peer/node_modules/openskill" ] &&
		[ -d "$RP_TESTDIR/peer/node_modules/ts-trueskill" ] || skip "no npm peers under tests/peer/node_modules"
	node "$RP_TESTDIR/peer/skill-teams.mjs" "$T" 300 5
	rate -m trueskill "$T/teams.tsv" > "$T/r.tsv"
	run awk -f "$RP_TESTDIR/peer/skill-cmp.awk" "$T/trueskill-teams.tsv" "$T/r.tsv"
	echo "$output"
	[ "$status" -eq 0 ]
	echo "$output" | awk '{ exit !($5 < 1e-5) }'
	rate -m trueskill "$T/teams-w.tsv" > "$T/w.tsv"
	run awk -f "$RP_TESTDIR/peer/skill-cmp.awk" "$T/trueskill-teams-w.tsv" "$T/w.tsv"
	echo "$output"
	[ "$status" -eq 0 ]
	echo "$output" | awk '{ exit !($5 < 1e-5) }'
	# the weights matter: the unweighted numbers are far from them
	run awk -f "$RP_TESTDIR/peer/skill-cmp.awk" "$T/trueskill-teams-w.tsv" "$T/r.tsv"
	echo "$output" | awk '{ exit !($5 > 1e-2) }'
}
