#!/usr/bin/env bats
# rate -m mmr --explain: rating = mu - 3 (sigma - 80) moves by the noise
# (-3 (sigma_mid - sigma)), the folding of the oldest performance
# (history), the performance (mu's move) and its certainty
# (-3 (sigma' - sigma_mid)) (doc/rules/mmr.md).
load ../../helpers
load ../../explain

@test "explain: mmr, two new players by hand: noise, performance, certainty" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2024-01-01\te\tg1\tcf\tA\t1\n2024-01-01\te\tg1\tcf\tB\t2\n' > "$T/g.tsv"
	rate -m mmr --explain "$T/g.tsv" > "$T/x.tsv"
	[ "$(head -1 "$T/x.tsv")" = "$(printf 'type\tplayer\tdate\tevent\tgame\tbefore\tafter\tpart\tamount\tperf\tperf_sigma\tnoise\tsigma_from\tsigma_to\tshare')" ]
	[ "$(awk -F'\t' '$2 == "A" { printf "%s ", $8 }' "$T/x.tsv")" = "noise performance certainty " ]
	# before: 1500 - 3 (350 - 80) = 690
	[ "$(awk -F'\t' '$2 == "A" { print $6; exit }' "$T/x.tsv")" = 690 ]
	# noise: sigma 350 -> sqrt(350^2 + 0.2 80^2) = sqrt(123780): -3 (351.82382 - 350)
	close "$(awk -F'\t' '$2 == "A" && $8 == "noise" { print $9 }' "$T/x.tsv")" "$(awk 'BEGIN { printf "%.12f", -3 * (sqrt(123780) - 350) }')" 1e-9
	close "$(awk -F'\t' '$2 == "A" && $8 == "noise" { print $12 }' "$T/x.tsv")" "$(awk 'BEGIN { printf "%.12f", sqrt(1280) }')" 1e-9
	# certainty: sqrt(123780) -> (1/123780 + 1/38400)^(-1/2) = 171.19544
	close "$(awk -F'\t' '$2 == "A" && $8 == "certainty" { print $9 }' "$T/x.tsv")" "$(awk 'BEGIN { printf "%.12f", -3 * (171.19544425359382 - sqrt(123780)) }')" 1e-9
	# performance: mu - 1500, at p = 1500 + ln2 vol sqrt3/pi, vol = sqrt(162180)
	close "$(awk -F'\t' '$2 == "A" && $8 == "performance" { print $10 }' "$T/x.tsv")" "$(awk 'BEGIN { printf "%.12f", 1500 + log(2) * sqrt(162180) * sqrt(3) / 3.14159265358979323846 }')" 1e-9
	close "$(awk -F'\t' '$2 == "A" && $8 == "performance" { print $9 }' "$T/x.tsv")" "$(rate -m mmr "$T/g.tsv" | pick mu player A | awk '{ printf "%.12f", $1 - 1500 }')" 1e-9
	# mmx: the share of the way to p is the precision share 123780/(123780 + 38400)
	close "$(rate -m mmr -p mmx --explain "$T/g.tsv" | awk -F'\t' '$2 == "B" && $8 == "performance" { print $15 }')" "$(awk 'BEGIN { printf "%.12f", 123780 / 162180 }')" 1e-9
}

@test "explain: mmr, parts add up and chain to the list (every profile, folds, priors)" {
	for seed in $(explain_seeds 5); do
		awk -v seed=$seed -f "$RP_TESTDIR/gen-history.awk" > "$T/h$seed.tsv"
		for p in mmr mmr-fast mmx mmx-fast; do
			explain_holds -m mmr -p $p "$T/h$seed.tsv"
		done
		explain_holds -m mmr --history-length 2 --drift-per-day 30 "$T/h$seed.tsv"
		explain_holds -m mmr --split-ties yes --transfer-speed 0.3 --ceiling 1700 "$T/h$seed.tsv"
	done
	awk -v seed=9 -v games=60 -v players=6 -f "$RP_TESTDIR/gen-history.awk" > "$T/long.tsv"
	awk -F'\t' 'NR <= 80' "$T/long.tsv" > "$T/a.tsv"
	awk -F'\t' 'NR == 1 || NR > 80' "$T/long.tsv" > "$T/b.tsv"
	rate -m mmr --history-length 3 "$T/a.tsv" > "$T/prior.tsv"
	explain_holds -m mmr --history-length 3 -r "$T/prior.tsv" "$T/b.tsv"
	# the folds are explained: a history part, and it moves mu
	rate -m mmr --history-length 3 --explain "$T/long.tsv" > "$T/x.tsv"
	awk -F'\t' '$8 == "history" { n++; if ($9 != 0) m++ } END { exit !(n > 10 && m > 0) }' "$T/x.tsv"
}

@test "explain: mmr, a game without an outcome is a part of 0 that says why" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2024-01-01\te\tg1\tcf\tA\t1\n2024-01-01\te\tg1\tcf\tB\t2\n2024-01-02\te\tg2\tcf\tA\t1\n2024-01-02\te\tg2\tcf\tB\t1\n2024-01-03\te\tg3\tcf\tA\t1\n' > "$T/g.tsv"
	rate -m mmr --explain "$T/g.tsv" > "$T/x.tsv"
	[ "$(awk -F'\t' '$5 == "g2" { print $2, $8, $9 }' "$T/x.tsv")" = "$(printf 'A all tied 0\nB all tied 0')" ]
	[ "$(awk -F'\t' '$5 == "g3" { print $2, $8, $9, ($6 == $7) }' "$T/x.tsv")" = "A alone 0 1" ]
	explain_holds -m mmr "$T/g.tsv"
}
