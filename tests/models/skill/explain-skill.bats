#!/usr/bin/env bats
# rate --explain for trueskill and wenglin (doc/rules/trueskill.md):
# rating = mu - k sigma, so a change is mu's parts (one per neighbour's
# factor in TrueSkill, one per team placed at or above in Weng-Lin) and
# sigma's parts times -k (the days' drift, tau, the game's shrink).
load ../../helpers
load ../../explain

# Rows "player place [team weight]" of one game on 2024-01-11 (skill-teams.bats).
game() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tteam\tweight\n'
	while read -r p pl tm w; do printf '2024-01-11\tE1\t1\tffa\t%s\t%s\t%s\t%s\n' "$p" "$pl" "$tm" "$w"; done
}

# The amount of part $2 of player $1 (the first such row) in $T/x.
part() {
	awk -F'\t' -v p="$1" -v part="$2" '$2 == p && $8 == part { print $9; exit }' "$T/x"
}

# Generated history $1 (seed) with teams: the players sharing a place
# are a team, named by its place; every third row plays half the game.
teams() {
	awk -v seed="$1" -f "$RP_TESTDIR/gen-history.awk" |
		awk -F'\t' -v OFS='\t' 'NR == 1 { print $0, "team", "weight"; next }
			{ print $0, "T" $6, NR % 3 ? 1 : 0.5 }'
}

@test "explain trueskill: two new players, one win (the paper's 29.396 / 7.171)" {
	printf 'W 1\nL 2\n' | game | cut -f1-6 > "$T/g.tsv"
	rate -m trueskill --explain "$T/g.tsv" > "$T/x"
	[ "$(head -1 "$T/x")" = "$(printf 'type\tplayer\tdate\tevent\tgame\tbefore\tafter\tpart\tamount\topponent\tplace\tmu_before\tsigma_before\tmu_after\tsigma_after')" ]
	# W's rating before is 25 - 3 (25/3) = 0.  One neighbour, so the win's
	# part is all of mu's change: 29.396 - 25 = 4.396 (the paper's three
	# decimals); the loss mirrors it.  tau: sigma 25/3 grows to
	# sqrt((25/3)^2 + (25/300)^2) = 8.333750, the rating moves by
	# -3 (8.333750 - 8.333333) = -0.0012500; the game's shrink to 7.171:
	# -3 (7.171 - 8.333750) = 3.48825 (to the paper's 1e-3, times 3)
	close "$(part W win)" 4.396 1e-3
	close "$(part L loss)" -4.396 1e-3
	close "$(part W tau)" -0.00124996875 1e-9
	close "$(part W sigma)" 3.48825 4e-3
	[ "$(awk -F'\t' '$2 == "W" { print $6; exit }' "$T/x")" = 0 ]
	[ "$(awk -F'\t' '$2 == "W" && $8 == "win" { print $10, $11 }' "$T/x")" = "L 2" ]
	[ "$(awk -F'\t' '$2 == "W"' "$T/x" | wc -l)" -eq 3 ]
}

@test "explain trueskill: A > B > C, all new: B's loss and win cancel (symmetry)" {
	# three equal players: B's posterior mean stays 25, its loss to A and
	# win over C are equal and opposite (to the sweeps' 1e-4 convergence);
	# A has one part (win over B), C one (loss to B), A's win is -C's loss
	printf 'A 1\nB 2\nC 3\n' | game | cut -f1-6 > "$T/g.tsv"
	rate -m trueskill --explain "$T/g.tsv" > "$T/x"
	close "$(awk -v a="$(part B loss)" -v b="$(part B win)" 'BEGIN { print a + b }')" 0 1e-9
	awk -v a="$(part B win)" 'BEGIN { exit !(a > 0.5) }'
	close "$(awk -v a="$(part A win)" -v b="$(part C loss)" 'BEGIN { print a + b }')" 0 1e-9
	[ "$(awk -F'\t' '$2 == "B" && $8 == "loss" { print $10 } $2 == "B" && $8 == "win" { print $10 }' "$T/x" | tr '\n' ' ')" = "A C " ]
	# a draw between two new players: mu stays (25.000 / 6.458), a draw part of 0
	printf 'A 1\nB 1\n' | game | cut -f1-6 > "$T/g.tsv"
	rate -m trueskill --explain "$T/g.tsv" > "$T/x"
	close "$(part A draw)" 0 1e-12
	close "$(part A sigma)" "$(awk 'BEGIN { print -3 * (6.458 - sqrt((25/3)^2 + (25/300)^2)) }')" 2e-3
}

@test "explain wenglin: a1 (w 1) + a2 (w 1/2) beat b, by hand" {
	# s2 = (25/3)^2 + (25/300)^2 for all; team A: mu 37.5, variance
	# 1.25 s2; c = sqrt(2.25 s2 + 2 (25/6)^2) = 13.819835282022078;
	# e_A = exp(37.5/c), e_B = exp(25/c), q = e_A/(e_A + e_B).
	# a1's one part is its own place: 1 s2/c (1 - q) = 1.44797938020888
	# (mu 26.44797938020888); a2 takes half: 0.72398969010444.
	# b: opponent A, s2/c (0 - (1 - q)) = -1.44797938020888, chance 1 - q;
	# its own place (last): s2/c (1 - e_B/e_B) = 0
	printf 'a1 1 A 1\na2 1 A 0.5\nb 3 B 1\n' | game > "$T/g.tsv"
	rate -m wenglin --explain "$T/g.tsv" > "$T/x"
	eval "$(awk 'BEGIN { s2 = (25/3)^2 + (25/300)^2; c = sqrt(2.25 * s2 + 2 * (25/6)^2)
		eA = exp(37.5 / c); eB = exp(25 / c); q = eA / (eA + eB)
		printf "own=%.17g q=%.17g\n", s2 / c * (1 - q), q }')"
	close "$own" 1.44797938020888 1e-12
	close "$(part a1 "own place")" "$own" 1e-12
	close "$(part a2 "own place")" "$(awk -v o="$own" 'BEGIN { printf "%.17g", o / 2 }')" 1e-12
	close "$(part b opponent)" "-$own" 1e-12
	close "$(part b "own place")" 0 1e-15
	[ "$(awk -F'\t' '$2 == "b" && $8 == "opponent" { print $10, $11 }' "$T/x")" = "A 1" ]
	close "$(awk -F'\t' '$2 == "b" && $8 == "opponent" { print $12 }' "$T/x")" "$(awk -v q="$q" 'BEGIN { printf "%.17g", 1 - q }')" 1e-12
	[ "$(awk -F'\t' '$2 == "a1"' "$T/x" | cut -f8 | tr '\n' ,)" = "own place,tau,sigma," ]
}

@test "explain trueskill, wenglin: the days' drift is a part of its own" {
	# A: sigma 2 last played 2024-01-01, plays on 2024-01-11, D 0.5:
	# sigma^2 = 4 + 0.25 * 10, sigma 2.5495097567963922; the rating moves
	# by -3 (2.5495097567963922 - 2) = -1.6485292703891766
	printf 'type\tplayer\tmu\tsigma\trating\tgames\tlast\n' > "$T/p.tsv"
	printf 'ffa\tA\t25\t2\t19\t5\t2024-01-01\nffa\tB\t25\t2\t19\t5\t2024-01-11\n' >> "$T/p.tsv"
	printf 'A 1 A 1\nB 2 B 1\n' | game | cut -f1-6 > "$T/g.tsv"
	for m in trueskill wenglin; do
		rate -m $m --drift-per-day 0.5 --explain -r "$T/p.tsv" "$T/g.tsv" > "$T/x"
		close "$(part A drift)" -1.6485292703891766 1e-12
		[ -z "$(part B drift)" ]
		[ "$(awk -F'\t' '$2 == "A" { print $6; exit }' "$T/x")" = 19 ]
		explain_holds -m $m --drift-per-day 0.5 -r "$T/p.tsv" "$T/g.tsv"
	done
}

@test "explain trueskill, wenglin: a forfeit and a one-team game get a part of 0" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\n2024-01-11\tE1\t1\tffa\tA\t1\t\n2024-01-11\tE1\t1\tffa\tB\t2\tforfeit\n' > "$T/g.tsv"
	for m in trueskill wenglin; do
		rate -m $m --explain "$T/g.tsv" > "$T/x"
		[ "$(awk -F'\t' '$2 == "B" { print $8, $9 }' "$T/x")" = "forfeit 0" ]
		[ "$(awk -F'\t' '$2 == "A" { print $8, $9 }' "$T/x")" = "not rated: one team 0" ]
	done
}

@test "explain trueskill, wenglin: parts add up and chain to the list (every profile)" {
	for seed in $(explain_seeds 6); do
		awk -v seed=$seed -f "$RP_TESTDIR/gen-history.awk" > "$T/h$seed.tsv"
		teams $seed > "$T/t$seed.tsv"
		explain_holds -m trueskill "$T/h$seed.tsv"
		explain_holds -m trueskill "$T/t$seed.tsv"
		explain_holds -m trueskill --drift-per-day 0.3 --rating-sigmas 2 "$T/h$seed.tsv"
		for p in openskill wenglin2011; do
			explain_holds -m wenglin -p $p "$T/h$seed.tsv"
			explain_holds -m wenglin -p $p "$T/t$seed.tsv"
		done
		explain_holds -m wenglin --drift-per-day 0.3 "$T/h$seed.tsv"
	done
	# continued from a ratings file: the changes start from the list's ratings
	awk -F'\t' 'NR == 1 || $3 + 0 <= 10' "$T/h1.tsv" > "$T/a.tsv"
	rate -m wenglin "$T/a.tsv" > "$T/prior.tsv"
	awk -v seed=9 -f "$RP_TESTDIR/gen-history.awk" | awk -F'\t' -v OFS='\t' 'NR > 1 { $1 = "2012-01-01" } 1' > "$T/b.tsv"
	explain_holds -m wenglin -r "$T/prior.tsv" "$T/b.tsv"
	rate -m trueskill "$T/a.tsv" > "$T/prior.tsv"
	explain_holds -m trueskill -r "$T/prior.tsv" "$T/b.tsv"
}
