#!/usr/bin/env bats
# rate --explain for topcoder (doc/rules/rapliccat.md): NewR - R =
# W/(1+W) CF (APerf - EPerf) as "performance" (+ W/(1+W) CF APerf) and
# "expected" (- W/(1+W) CF EPerf), then "cap", "rounding" and "floor".
load ../../helpers
load ../../explain

# The amount of part $2 of player $1 in $T/x.
part() {
	awk -F'\t' -v p="$1" -v part="$2" '$2 == p && $8 == part { print $9; exit }' "$T/x"
}

@test "explain topcoder: the rules' worked example, part by part (by hand)" {
	rate -m topcoder -r "$FIX/topcoder-prior4.tsv" --explain "$FIX/topcoder-game4.tsv" > "$T/x"
	[ "$(head -1 "$T/x")" = "$(printf 'type\tplayer\tdate\tevent\tgame\tbefore\tafter\tpart\tamount\tarank\terank\taperf\teperf\tcf\tweight\tcap\tfield\tvolatility_before\tvolatility_after')" ]
	# CF = 418.827729 (the page).  A: W = 1/3, W/(1+W) = 1/4;
	# performance 1/4 418.827729 1.150349 = 120.449555, expected
	# -1/4 418.827729 (-0.297047) = 31.102840: 1651.5524 - 1500
	close "$(part A performance)" 120.449555 1e-4
	close "$(part A expected)" 31.102840 1e-4
	# B and C tied (ARank 2.5, APerf 0): their performance part is 0;
	# B: W = 0.279070, W/(1+W) = 0.218182: expected -0.218182 418.827729
	# (-0.100901) = 9.220350 (1609.2203 - 1600)
	[ "$(part B performance)" = 0 ]
	close "$(part B expected)" 9.220350 1e-4
	# D: W = 0.225, W/(1+W) = 0.183673; performance 0.183673 418.827729
	# (-1.150349) = -88.493550, expected -0.183673 418.827729 0.985803 =
	# -75.835368 (1935.6711 - 2100); nothing capped, rounded or floored
	close "$(part D performance)" -88.493550 1e-4
	close "$(part D expected)" -75.835368 1e-4
	[ "$(awk -F'\t' '$2 == "D"' "$T/x" | wc -l)" -eq 2 ]
	[ "$(awk -F'\t' '$2 == "D" { print $6, $10, $17, $18; exit }' "$T/x")" = "2100 4 4 200" ]
	# topcoder rounds: A 1651.552395 -> 1652, the rounding part 0.447605
	rate -m topcoder -p topcoder -r "$FIX/topcoder-prior4.tsv" --explain "$FIX/topcoder-game4.tsv" > "$T/x"
	close "$(part A rounding)" 0.447605 1e-6
	close "$(part D rounding)" 0.328919 1e-6
}

@test "explain topcoder: a capped change and the floor of 1 (by hand)" {
	# topcoder-rules.bats: X 1000 beats Y 3000; X's uncapped NewR is
	# (1000 + 0.25 2968.670073)/1.25 = 1393.734015, capped at 1000 +
	# 218.181818: the cap's part 1218.181818 - 1393.734015 = -175.552197
	rate -m topcoder -r "$FIX/topcoder-cap-prior.tsv" --explain "$FIX/topcoder-xy-game.tsv" > "$T/x"
	close "$(part X cap)" -175.552197 1e-5
	# Y: (3000 + 0.2 1031.329927)/1.2 = 2671.888321, floored... capped
	# at 3000 - 218.181818 = 2781.818182: +109.929861
	close "$(part Y cap)" 109.929861 1e-5
	# X 10 loses to Y 10 (n = 20): NewR -30.469385; topcoder rounds it to
	# -30 (+0.469385) and floors it at 1 (+31)
	rate -m topcoder -p topcoder -r "$FIX/topcoder-low-prior.tsv" --explain "$FIX/topcoder-low.tsv" > "$T/x"
	close "$(part X rounding)" 0.469385 1e-6
	[ "$(part X floor)" = 31 ]
	[ -z "$(part Y floor)" ]
	# rapliccat has no floor: no part
	rate -m topcoder -r "$FIX/topcoder-low-prior.tsv" --explain "$FIX/topcoder-low.tsv" > "$T/x"
	[ -z "$(part X floor)" ] && [ -z "$(part X rounding)" ]
	# a one-player game: a part of 0
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2024-02-01\tobert\t9\tduplicat\tSola\t1\n' > "$T/one.tsv"
	rate -m topcoder --explain "$T/one.tsv" 2> /dev/null > "$T/x"
	[ "$(awk -F'\t' '$2 == "Sola" { print $6, $7, $8, $9 }' "$T/x")" = "1200 1200 not rated: one player 0" ]
}

@test "explain topcoder: newcomers rated on the whole field, the others on their own" {
	# topcoder-rules.bats: X, Y 1500/300 n = 5, N new; X 1, N 2, Y 3.  X is
	# rated on the virtual list X, Y (field 2): CF 300, W = 1/3, W/(1+W) =
	# 1/4, APerf 0.6744898, EPerf 0: performance 1/4 300 0.6744898 =
	# 50.586731, expected 0 (1550.586731 - 1500).  N on the whole (field 3)
	rate -m topcoder -r "$FIX/topcoder-xy-prior.tsv" --explain "$FIX/topcoder-mixed.tsv" > "$T/x"
	close "$(part X performance)" 50.586731 1e-6
	close "$(part X expected)" 0 1e-12
	[ "$(awk -F'\t' '$8 == "performance" { print $2, $17 }' "$T/x" | sort | tr '\n' ,)" = "N 3,X 2,Y 2," ]
	explain_holds -m topcoder -r "$FIX/topcoder-xy-prior.tsv" "$FIX/topcoder-mixed.tsv"
}

@test "explain topcoder: parts add up and chain to the list (every profile)" {
	for seed in $(explain_seeds 6); do
		awk -v seed=$seed -f "$RP_TESTDIR/gen-history.awk" > "$T/h$seed.tsv"
		for p in rapliccat topcoder elo-mmr; do
			explain_holds -m topcoder -p $p "$T/h$seed.tsv"
		done
		explain_holds -m topcoder -p topcoder --newcomers together "$T/h$seed.tsv"
	done
	explain_holds -m topcoder -p topcoder -r "$FIX/topcoder-low-prior.tsv" "$FIX/topcoder-low.tsv"
	explain_holds -m topcoder -r "$FIX/topcoder-cap-prior.tsv" "$FIX/topcoder-xy-game.tsv"
}
