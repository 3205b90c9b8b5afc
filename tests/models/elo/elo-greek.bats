#!/usr/bin/env bats
# rate -m elo -p greek2007 (doc/rules/greek2007.md): FIDE table 8.1b,
# 350 cap, K = 20, bonus above 5 a game, floor 1000, newcomers from 9 games.
load ../../helpers

# A ratings file of rated players: NAME=RATING ...
prior() {
	printf 'type\tplayer\trating\tgames\tstatus\tlast\t_state\n'
	for x in "$@"; do printf 'clasic\t%s\t%s\t100\tactive\t2007-01-01\trated\n' "${x%=*}" "${x#*=}"; done
}

# Games of one event: EVENT DATE then A:B:RES ... (RES 1 = A wins, 2 = B wins, d = draw)
games() {
	local ev=$1 day=$2 i=0; shift 2
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	for x in "$@"; do
		IFS=: read -r a b res <<<"$x"; i=$((i + 1))
		case $res in 1) pa=1 pb=2 ;; 2) pa=2 pb=1 ;; d) pa=1 pb=1 ;; esac
		printf '%s\t%s\t%d\tclasic\t%s\t%d\n%s\t%s\t%d\tclasic\t%s\t%d\n' "$day" "$ev" $i "$a" $pa "$day" "$ev" $i "$b" $pb
	done
}

@test "greek: the regulation's example, 2 wins: We = .64+.76+.50+.30+.19 = 2.39, change (2-2.39)*20 = -7.8" {
	# P 1600 against 1500, 1400, 1600, 1750, 1850: differences 100, 200, 0, -150, -250
	run rate -m elo -p greek2007 -r "$SHARED/elo-seed-prior.tsv" --history "$FIX/elo-seed-2wins.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | col expected_total 1)" 2.39
	[ "$(echo "$output" | col score_total 1)" = 2 ]
	close "$(echo "$output" | col rating 1)" 1592.2
}

@test "greek: the regulation's example, 4 wins: (4-2.39)*20 = +32.2 without the bonus" {
	run rate -m elo -r "$SHARED/elo-seed-prior.tsv" --bonus-per-game none "$FIX/elo-seed-4wins.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rating player P)" 1632.2
	# with the bonus (5 games, limit 25): 32.2 + (32.2 - 25) = 39.4
	run rate -m elo -r "$SHARED/elo-seed-prior.tsv" "$FIX/elo-seed-4wins.tsv"
	close "$(echo "$output" | pick rating player P)" 1639.4
}

@test "greek: --expect logistic gives the formula: We = sum 1/(10^(-d/400)+1)" {
	run rate -m elo -r "$SHARED/elo-seed-prior.tsv" --expect logistic --history "$FIX/elo-seed-2wins.tsv"
	# 1/(1+10^-.25) + 1/(1+10^-.5) + .5 + 1/(1+10^.375) + 1/(1+10^.625)
	# = 0.640065 + 0.759747 + 0.5 + 0.296615 + 0.191682 = 2.388109
	close "$(echo "$output" | col expected_total 1)" 2.388109
}

@test "greek: bonus, 8 games: +60 becomes 60 + (60 - 40) = 80" {
	prior P=1600 A=1600 > "$T/prior.tsv"
	games T1 2007-03-01 P:A:1 P:A:1 P:A:1 P:A:1 P:A:1 P:A:1 P:A:1 P:A:2 > "$T/g.tsv"
	run rate -m elo -r "$T/prior.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# We = 8 * .50 = 4, W = 7: 20 * 3 = 60 > 8 * 5 = 40
	close "$(echo "$output" | pick rating player P)" 1680
	# A loses 60; no bonus on losses
	close "$(echo "$output" | pick rating player A)" 1540
}

@test "greek: floor 1000" {
	prior F=1005 G=1005 > "$T/prior.tsv"
	games T1 2007-03-01 F:G:2 > "$T/g.tsv"
	run rate -m elo -r "$T/prior.tsv" "$T/g.tsv"
	# F: 1005 + 20 * (0 - .5) = 995, raised to 1000
	close "$(echo "$output" | pick rating player F)" 1000
	# G: +10 > 1 * 5, so 10 + 5 = 15
	close "$(echo "$output" | pick rating player G)" 1020
	run rate -m elo -r "$T/prior.tsv" --floor none "$T/g.tsv"
	close "$(echo "$output" | pick rating player F)" 995
}

@test "greek: the 350 cap: a 500-point difference counts as 350 (.89/.11)" {
	prior H=1900 L=1400 > "$T/prior.tsv"
	games T1 2007-03-01 H:L:1 > "$T/g.tsv"
	run rate -m elo -r "$T/prior.tsv" --history "$T/g.tsv"
	close "$(echo "$output" | col expected 1)" 0.89
	close "$(echo "$output" | col expected 2)" 0.11
	# uncapped, table: 500 is in 485-517, .96
	run rate -m elo -r "$T/prior.tsv" --cap none --history "$T/g.tsv"
	close "$(echo "$output" | col expected 1)" 0.96
}

@test "greek: newcomer over one event: Rp = 1500 + dp(.56) = 1543; opponents rated with it" {
	run rate -m elo -r "$FIX/elo-newcomer-prior.tsv" --history "$FIX/elo-newcomer-one.tsv"
	[ "$status" -eq 0 ]
	# N: 5 of 9 against 1500, 1500, 1500: p = .5556 -> .56, dp 43; unrated in this event
	[ "$(echo "$output" | col rated 1)" = newcomer ]
	[ "$(echo "$output" | col expected_total 1)" = "" ]
	close "$(echo "$output" | col rating 1)" 1543
	# A: 1 of 3 against 1543: -43 is in 40-46, .44 each: 20 * (1 - 1.32) = -6.4
	close "$(echo "$output" | col rating 2)" 1493.6
	# C: 2 of 3: 20 * (2 - 1.32) = 13.6 (< limit 15)
	close "$(echo "$output" | col rating 6)" 1513.6
	# N takes the rating when appearing in a second tournament: provisional till then
	run rate -m elo -r "$FIX/elo-newcomer-prior.tsv" "$FIX/elo-newcomer-one.tsv"
	[ "$(echo "$output" | pick status player N)" = provisional ]
	[ "$(echo "$output" | pick _state player N)" = "rated await" ]
	[ "$(echo "$output" | pick games player N)" = 9 ]
	# T2: N (1543) beats D (1600): -57 is in 54-61, .42: 20 * .58 = 11.6 > 5, + 6.6
	{ cat "$FIX/elo-newcomer-one.tsv"; games T2 2007-05-01 N:D:1 | tail -n +2; } > "$T/g.tsv"
	run rate -m elo -r "$FIX/elo-newcomer-prior.tsv" "$T/g.tsv"
	[ "$(echo "$output" | pick status player N)" = active ]
	close "$(echo "$output" | pick rating player N)" 1561.2
	# continued from the list after T1: the same
	rate -m elo -r "$FIX/elo-newcomer-prior.tsv" "$FIX/elo-newcomer-one.tsv" > "$T/mid.tsv"
	games T2 2007-05-01 N:D:1 > "$T/t2.tsv"
	rate -m elo -r "$T/mid.tsv" "$T/t2.tsv" | cmp - <(echo "$output")
}

@test "greek: newcomer over two events: rated from the first 9, the second event recomputed" {
	run rate -m elo -r "$FIX/elo-newcomer2-prior.tsv" --history "$FIX/elo-newcomer-two.tsv"
	[ "$status" -eq 0 ]
	# T1: N has 4 games (A, A, B, B; W = 2): not 9, so A and B are not rated on them
	[ "$(echo "$output" | col rated 2)" = unrated ]
	[ "$(echo "$output" | col rating 2)" = 1500 ]
	[ "$(echo "$output" | col rating 1)" = "" ]
	# T2: first 5 games (C W, D W, C L, D L, C W): 9 games, W = 5, p .56 -> 43;
	# Ra = (4*1500 + 3*1400 + 2*1600)/9 = 13400/9; Rp = 1531.888889
	close "$(echo "$output" | col before 9)" 1531.888889
	# T2 rated with N at Rp: vs C +131.9 (130-137) .68, vs D -68.1 (62-68) .41
	# N: We = 3*.68 + 3*.41 = 3.27, W = 3: -5.4
	close "$(echo "$output" | col expected_total 9)" 3.27
	close "$(echo "$output" | col rating 9)" 1526.488889
	# C: 1 of 3 at .32: 20 * (1 - .96) = +0.8; D: 2 of 3 at .59: 20 * (2 - 1.77) = +4.6
	close "$(echo "$output" | col rating 10)" 1400.8
	close "$(echo "$output" | col rating 12)" 1604.6
}

@test "greek: a newcomer rated over two events counts each game once" {
	rate -m elo -r "$FIX/elo-newcomer2-prior.tsv" "$FIX/elo-newcomer-two.tsv" > "$T/r.tsv"
	# N: T1 4 games against A and B (pending), T2 6 against C and D.  Rp
	# uses the first 9 (T1's 4 and T2's first 5), and T2 is rated for N
	# with all its 6 games: 4 + 6 = 10 games.  (The old count, 15, added
	# the 9 games of Rp to T2's 6 and so counted T2's first 5 twice.)
	[ "$(pick games player N < "$T/r.tsv")" = 10 ]
	# the opponents: 50 before, 3 games each in T2 (A and B's games
	# against N in T1 went unrated: N was not rated by the end of T1)
	[ "$(pick games player C < "$T/r.tsv")" = 53 ]
	[ "$(pick games player A < "$T/r.tsv")" = 50 ]
	# and cut between the events: the same count
	rate -m elo -r "$FIX/elo-newcomer2-prior.tsv" "$FIX/elo-newcomer-two-t1.tsv" > "$T/mid.tsv"
	rate -m elo -r "$T/mid.tsv" "$FIX/elo-newcomer-two-t2.tsv" > "$T/split.tsv"
	[ "$(pick games player N < "$T/split.tsv")" = 10 ]
}

@test "greek: continuing from a ratings file equals one run (a newcomer half-way)" {
	rate -m elo -r "$FIX/elo-newcomer2-prior.tsv" "$FIX/elo-newcomer-two-t1.tsv" > "$T/mid.tsv"
	# N pending: 4 games, 2 of 4 against 1500: provisional at 1500 + dp(.5) = 1500
	[ "$(pick status player N < "$T/mid.tsv")" = provisional ]
	rate -m elo -r "$T/mid.tsv" "$FIX/elo-newcomer-two-t2.tsv" > "$T/split.tsv"
	rate -m elo -r "$FIX/elo-newcomer2-prior.tsv" "$FIX/elo-newcomer-two.tsv" > "$T/whole.tsv"
	cmp "$T/split.tsv" "$T/whole.tsv"
}

@test "greek: newcomer with all wins gets a virtual loss: Rp = 1200 + dp(9/10) = 1566" {
	prior A=1200 B=1200 C=1200 > "$T/prior.tsv"
	games T1 2007-03-01 N:A:1 N:B:1 N:C:1 N:A:1 N:B:1 N:C:1 N:A:1 N:B:1 N:C:1 > "$T/g.tsv"
	run rate -m elo -r "$T/prior.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# 9 wins + 1 virtual loss against Ra = 1200: p = .90, dp 366
	close "$(echo "$output" | pick rating player N)" 1566
	# all losses: a virtual win, p = .10, dp -366: 834, clamped to 1000
	games T1 2007-03-01 N:A:2 N:B:2 N:C:2 N:A:2 N:B:2 N:C:2 N:A:2 N:B:2 N:C:2 > "$T/g.tsv"
	run rate -m elo -r "$T/prior.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick rating player N)" 1000
	run rate -m elo -r "$T/prior.tsv" --newcomer-min none "$T/g.tsv"
	close "$(echo "$output" | pick rating player N)" 834
}

@test "greek: Rp clamped to 1600; --performance exact solves sum P = W" {
	prior A=1500 B=1500 C=1500 > "$T/prior.tsv"
	games T1 2007-03-01 N:A:1 N:B:1 N:C:1 N:A:1 N:B:1 N:C:1 N:A:1 N:B:1 N:C:2 > "$T/g.tsv"
	run rate -m elo -r "$T/prior.tsv" "$T/g.tsv"
	# 8 of 9: p = .89, dp 351: 1851 -> 1600
	close "$(echo "$output" | pick rating player N)" 1600
	run rate -m elo -r "$T/prior.tsv" --newcomer-max none --performance exact "$T/g.tsv"
	# 9 / (1 + 10^(-d/400)) = 8: d = 400 * log10(8) = 361.235995
	close "$(echo "$output" | pick rating player N)" 1861.235995
}

@test "greek: a round-robin first event counts all its games for Rp" {
	prior A=1500 B=1500 C=1500 D=1500 > "$T/prior.tsv"
	# three rounds of every pair; N: vs A W, B W, C L, D L each round; others draw
	set --
	for r in 1 2 3; do set -- "$@" A:B:d A:C:d A:D:d A:N:2 B:C:d B:D:d B:N:2 C:D:d C:N:1 D:N:1; done
	games T1 2007-03-01 "$@" > "$T/g.tsv"
	run rate -m elo -r "$T/prior.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# all 12 games: 6 of 12, p .50, Rp = 1500
	close "$(echo "$output" | pick rating player N)" 1500
	# first 9 only (W W L L W W L L W): 5 of 9, .56, 1543
	run rate -m elo -r "$T/prior.tsv" --round-robin no "$T/g.tsv"
	close "$(echo "$output" | pick rating player N)" 1543
	# A and B never meet: not a round robin, the first 9 again
	set --
	for r in 1 2 3; do set -- "$@" A:C:d A:D:d A:N:2 B:C:d B:D:d B:N:2 C:D:d C:N:1 D:N:1; done
	games T1 2007-03-01 "$@" > "$T/g.tsv"
	run rate -m elo -r "$T/prior.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick rating player N)" 1543
}

@test "greek: forfeits and byes are not rated and show in the history" {
	prior P=1600 A=1600 > "$T/prior.tsv"
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\n'
	  printf '2007-03-01\tT1\t1\tclasic\tP\t1\t\n2007-03-01\tT1\t1\tclasic\tA\t2\t\n'
	  printf '2007-03-01\tT1\t2\tclasic\tP\t1\tforfeit\n2007-03-01\tT1\t2\tclasic\tA\t2\tforfeit\n'
	  printf '2007-03-01\tT1\t3\tclasic\tP\t1\tbye\n'; } > "$T/g.tsv"
	run rate -m elo -r "$T/prior.tsv" --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | wc -l)" -eq 6 ]
	[ "$(echo "$output" | col rated 3)" = forfeit ]
	[ "$(echo "$output" | col rated 5)" = bye ]
	# one game counted: P 20 * (1 - .5) = 10, 1 game limit 5: 10 + 5 = 15
	[ "$(echo "$output" | col score_total 1)" = 1 ]
	close "$(echo "$output" | col rating 5)" 1615
}

@test "greek: bad input is an error naming the line" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2007-03-01\tT1\t1\tclasic\tP\t1\n' > "$T/g.tsv"
	run rate -m elo "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *":2: "*"one row"* ]]
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\n2007-03-01\tT1\t1\tclasic\tP\t1\twon\n2007-03-01\tT1\t1\tclasic\tQ\t2\twon\n' > "$T/g.tsv"
	run rate -m elo "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *":2:7: "*"played, forfeit, bye"* ]]
	games T1 2007-03-01 P:Q:1 > "$T/a.tsv"
	games T2 2007-03-01 P:Q:1 | tail -n +2 >> "$T/a.tsv"
	games T1 2007-03-02 P:Q:1 | tail -n +2 >> "$T/a.tsv"
	run rate -m elo "$T/a.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"comes back"* ]]
}

@test "greek: an event without games against rated players is not one of the two; a third event starts over" {
	prior A=1500 > "$T/prior.tsv"
	games T1 2007-03-01 N:A:1 A:N:1 N:A:1 A:N:1 > "$T/g.tsv"
	games T2 2007-04-01 N:M:1 N:M:1 N:M:2 | tail -n +2 >> "$T/g.tsv"
	games T3 2007-05-01 N:A:1 N:A:1 N:A:1 | tail -n +2 >> "$T/g.tsv"
	rate -m elo -r "$T/prior.tsv" --history "$T/g.tsv" > "$T/h.tsv" 2> "$T/err"
	# T2: N and M both unrated: the games count for nobody
	[ "$(col rated 9 < "$T/h.tsv")" = unrated ]
	# M has no rating: said on stderr
	grep -q "1 player(s) played only unrated players" "$T/err"
	rate -m elo -r "$T/prior.tsv" "$T/g.tsv" 2>/dev/null > "$T/r.tsv"
	output=$(cat "$T/r.tsv")
	# T1 + T3 = 7 games < 9 over two events: T3 is N's first event now (3 wins)
	[ "$(echo "$output" | pick games player N)" = 3 ]
	[ "$(echo "$output" | pick _state player N)" = "new 1500:1 1500:1 1500:1" ]
	# provisional: 3 wins + a virtual loss, p .75, dp 193: 1693, clamped to 1600
	[ "$(echo "$output" | pick status player N)" = provisional ]
	close "$(echo "$output" | pick rating player N)" 1600
	# M never played a rated player: no state, no row
	[ "$(echo "$output" | pick player player M)" = "" ]
	# A: no game of T1 or T3 counted (N never completed): still 1500
	close "$(echo "$output" | pick rating player A)" 1500
}

@test "greek: p is rounded in decimal: 14.5 of 100 is .145, read as .15 (dp -296)" {
	prior A=1500 > "$T/prior.tsv"
	set --; for i in $(seq 14); do set -- "$@" N:A:1; done
	set -- "$@" N:A:d
	for i in $(seq 85); do set -- "$@" N:A:2; done
	games T1 2007-03-01 "$@" > "$T/g.tsv"
	run rate -m elo -r "$T/prior.tsv" --newcomer-games 100 --newcomer-min none "$T/g.tsv"
	[ "$status" -eq 0 ]
	# 1500 - 296 (the double nearest .145 is below it: reading .14 would give 1191)
	close "$(echo "$output" | pick rating player N)" 1204
}

@test "elo flags override the profile; bad flags are usage errors" {
	# -K 10: (2 - 2.39) * 10 = -3.9
	run rate -m elo -p greek2007 -K 10 -r "$SHARED/elo-seed-prior.tsv" "$FIX/elo-seed-2wins.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rating player P)" 1596.1
	# --round 0: -7.8 -> -8 (the regulation's "about -8")
	run rate -m elo --round 0 -r "$SHARED/elo-seed-prior.tsv" "$FIX/elo-seed-2wins.tsv"
	close "$(echo "$output" | pick rating player P)" 1592
	# --initial 1500: no newcomer phase; N (1500) beats A (1500): 10, bonus +5
	prior A=1500 > "$T/prior.tsv"
	games T1 2007-03-01 N:A:1 > "$T/g.tsv"
	run rate -m elo --initial 1500 -r "$T/prior.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick rating player N)" 1515
	run rate -m elo --expect nope "$T/g.tsv"
	[ "$status" -eq 2 ]
	run rate -m elo --cap -5 "$T/g.tsv"
	[ "$status" -eq 2 ]
	run rate -m elo -K rasccat --k-values 30,24 "$T/g.tsv"
	[ "$status" -eq 2 ]
	run rate -m elo --newcomer-min 1700 "$T/g.tsv"
	[ "$status" -eq 2 ]
}
