#!/usr/bin/env bats
# Draws as an outcome (issue 37 item 1): rate --history's p_win p_draw
# p_loss (lib/engine/draw.c), rank --eval's logloss3 and brier3, fit
# --criterion logloss3.  The property test over every model and profile
# is in predictions-all.bats.
load ../helpers
bats_require_minimum_version 1.5.0

# A 2000 and B 1800 in a federation's list; one game, drawn.
two() {
	printf 'type\tplayer\trating\nc\tA\t2000\nc\tB\t1800\n' > "$T/p.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n' > "$T/g.tsv"
	printf '2024-01-01\te1\t1\tc\tA\t1\n2024-01-01\te1\t1\tc\tB\t1\n' >> "$T/g.tsv"
}

# Davidson's games between 30 players of known strength (gen.awk: the
# comments there), 6000 games, 15 an event, with nu = NU and awk's seed 7.
davidson() {
	awk -v seed=7 -v np=30 -v ng=6000 -v per=15 -v nu="$1" -f "$FIX/davidson.awk"
}

@test "draws elo: Davidson's three outcomes by hand, A 2000 against B 1800" {
	two
	run rate -m elo -p rasccat -r "$T/p.tsv" --history --draw-nu 0.5 "$T/g.tsv"
	[ "$status" -eq 0 ]
	# pi = 10^(r/400): pi_A = 10^5 = 100000, pi_B = 10^4.5 = 31622.777,
	# sqrt(pi_A pi_B) = 10^4.75 = 56234.133; nu = 0.5:
	# denominator 100000 + 31622.777 + 28117.066 = 159739.843
	# P(win) = 100000/159739.843 = 0.626018, P(draw) = 28117.066/159739.843
	# = 0.176018, P(loss) = 31622.777/159739.843 = 0.197964
	close "$(echo "$output" | col p_win 1)" 0.626018
	close "$(echo "$output" | col p_draw 1)" 0.176018
	close "$(echo "$output" | col p_loss 1)" 0.197964
	# B's row: the same game reversed
	close "$(echo "$output" | col p_win 2)" 0.197964
	close "$(echo "$output" | col p_draw 2)" 0.176018
	close "$(echo "$output" | col p_loss 2)" 0.626018
	# the default nu 1: between equals each outcome 1/3 (1/(1 + 1 + 1));
	# here P(draw) = 56234.133/(131622.777 + 56234.133) = 0.299346
	run rate -m elo -p rasccat -r "$T/p.tsv" --history "$T/g.tsv"
	close "$(echo "$output" | col p_draw 1)" 0.299346
	# nu 0: no draw, the logistic itself: 1/(1 + 10^(-200/400)) = 0.759747
	run rate -m elo -p rasccat -r "$T/p.tsv" --history --draw-nu 0 "$T/g.tsv"
	close "$(echo "$output" | col p_win 1)" 0.759747
	[ "$(echo "$output" | col p_draw 1)" = 0 ]
	run rate -m elo --draw-nu -1 "$T/g.tsv"
	[ "$status" -eq 2 ]
}

@test "draws glicko, wenglin: Rao-Kupper; trueskill: its draw margin; naspa, absp: a share" {
	two
	# equals (both new): E = 1/2; theta 2: P(win) = 0.5/(0.5 + 2 * 0.5) = 1/3,
	# P(loss) 1/3, P(draw) 1/3; theta 3: 0.5/2 = 0.25 each, draw 0.5
	for m in glicko glicko2 stephenson wenglin; do
		run rate -m "$m" --history "$T/g.tsv"
		close "$(echo "$output" | col p_draw 1)" 0.333333
		run rate -m "$m" --history --draw-theta 3 "$T/g.tsv"
		close "$(echo "$output" | col p_win 1)" 0.25
		close "$(echo "$output" | col p_draw 2)" 0.5
	done
	# glicko from the list: P(win) = E/(E + theta (1 - E)) with the row's own
	# expected E (Glickman's, both RDs): theta 1.5
	run rate -m glicko -r "$T/p.tsv" --history --draw-theta 1.5 "$T/g.tsv"
	e=$(echo "$output" | col expected 1)
	close "$(echo "$output" | col p_win 1)" "$(awk -v e="$e" 'BEGIN { printf "%.17g", e / (e + 1.5 * (1 - e)) }')" 1e-12
	close "$(echo "$output" | col p_loss 1)" "$(awk -v e="$e" 'BEGIN { printf "%.17g", (1 - e) / (1 - e + 1.5 * e) }')" 1e-12
	# trueskill, equals (mu 25, sigma 25/3, beta 25/6, tau 25/300, draw 0.1):
	# eps = Phi^-1(0.55) sqrt(2) beta = 0.125661 * 1.414214 * 4.166667 = 0.740478;
	# c^2 = 2 (sigma^2 + tau^2 + beta^2) = 2 * 86.8125 = 173.625, c = 13.176684;
	# P(draw) = Phi(eps/c) - Phi(-eps/c) = 2 Phi(0.056197) - 1 = 0.044814
	run rate -m trueskill --history "$T/g.tsv"
	close "$(echo "$output" | col p_draw 1)" 0.044814
	close "$(echo "$output" | col p_win 1)" 0.477593
	# absp from the list: the rated game's E on the logistic of escale;
	# --draw-share 0.1: P(draw) 0.1, P(win) 0.9 E, P(loss) 0.9 (1 - E)
	run rate -m absp -r "$T/p.tsv" --history --draw-share 0.1 "$T/g.tsv"
	e=$(echo "$output" | col expected 1)
	[ "$(echo "$output" | col p_draw 1)" = 0.1 ]
	close "$(echo "$output" | col p_win 1)" "$(awk -v e="$e" 'BEGIN { printf "%.17g", 0.9 * e }')" 1e-12
	close "$(echo "$output" | col p_loss 1)" "$(awk -v e="$e" 'BEGIN { printf "%.17g", 0.9 * (1 - e) }')" 1e-12
	run rate -m absp --draw-share 1 "$T/g.tsv"
	[ "$status" -eq 2 ]
}

@test "draws: a draw parameter moves the predictions only, never a rating or _model" {
	two
	local m fl
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2024-02-01\te2\t1\tc\tA\t2\n2024-02-01\te2\t1\tc\tB\t1\n' > "$T/g2.tsv"
	while IFS=$'\t' read -r m fl; do
		# shellcheck disable=SC2086
		rate $m -r "$T/p.tsv" --prior-ratings-only "$T/g.tsv" > "$T/a.tsv"
		# shellcheck disable=SC2086
		rate $m $fl -r "$T/p.tsv" --prior-ratings-only "$T/g.tsv" > "$T/b.tsv"
		cmp "$T/a.tsv" "$T/b.tsv"
		# and a list written under one continues under another
		# shellcheck disable=SC2086
		rate $m $fl -r "$T/a.tsv" "$T/g2.tsv" > /dev/null
	done <<-EOF
		-m elo -p rasccat	--draw-nu 0.2
		-m elo -p fide	--draw-nu 3
		-m glicko	--draw-theta 7
		-m glicko2	--draw-theta 7
		-m stephenson	--draw-theta 7
		-m wenglin	--draw-theta 7
		-m absp	--draw-share 0.05
	EOF
	# (trueskill's --draw-probability is its update's own, no PF_PREDICT)
}

# The three-outcome measures of a history by hand (awk): per game whose
# two rows have p_win, from the first row's side: -ln p(outcome), and
# sum_k (p_k - o_k)^2.  "games3 logloss3 brier3".
by_hand() {
	awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		{ k = $c["event"] SUBSEP $c["game"] }
		k != last { last = k; first = 1 }
		first && $c["p_win"] != "" { first = 0; w = $c["p_win"]; d = $c["p_draw"]; l = $c["p_loss"]
			pl = $c["place"]; held = 1; next }
		held && !first && k == last { held = 0; if ($c["p_win"] == "") next
			ow = pl < $c["place"]; od = pl == $c["place"]; ol = pl > $c["place"]
			n++; ll -= log(ow ? w : od ? d : l)
			br += (w - ow)^2 + (d - od)^2 + (l - ol)^2 }
		END { printf "%d %.12f %.12f\n", n, ll / n, br / n }' "$1"
}

@test "rank --eval: logloss3 and brier3 as an awk computation has them; --ci, --against" {
	davidson 0.8 > "$T/s.tsv"
	rate -m elo -K 20 --initial 1700 --history "$T/s.tsv" > "$T/h.tsv"
	run rank --eval "$T/h.tsv"
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == *$'\trankdev\tgames3\tlogloss3\tbrier3' ]]
	read -r n ll br < <(by_hand "$T/h.tsv")
	[ "$n" -gt 5000 ]
	[ "$(echo "$output" | col games3)" = "$n" ]
	close "$(echo "$output" | col logloss3)" "$ll" 1e-9
	close "$(echo "$output" | col brier3)" "$br" 1e-9
	# the pairwise measures are those of before: the history without the
	# three columns gives them, and no three-outcome column
	cut -f1-15 "$T/h.tsv" > "$T/h2.tsv"
	run rank --eval "$T/h2.tsv"
	[[ "${lines[0]}" == *$'\trankdev' ]]
	l2=$(echo "$output" | col logloss)
	run rank --eval "$T/h.tsv"
	[ "$(echo "$output" | col logloss)" = "$l2" ]
	# --ci: an interval around each, from the events resampled
	run rank --eval --ci --resamples 199 "$T/h.tsv"
	[ "$status" -eq 0 ]
	awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		{ for (m = 1; m <= 2; m++) { x = m == 1 ? "logloss3" : "brier3"
		  if (!($c[x "_lo"] < $c[x] && $c[x] < $c[x "_hi"])) exit 1 } }' <<< "$output"
	# --against: this - other, on the same games (nu 0.8 against nu 0.3)
	rate -m elo -K 20 --initial 1700 --history --draw-nu 0.3 "$T/s.tsv" > "$T/o.tsv"
	read -r n2 ll2 br2 < <(by_hand "$T/o.tsv")
	run rank --eval --against "$T/o.tsv" "$T/h.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | col logloss3_other)" "$ll2" 1e-9
	close "$(echo "$output" | col logloss3_diff)" "$(awk -v a="$ll" -v b="$ll2" 'BEGIN { printf "%.17g", a - b }')" 1e-9
	close "$(echo "$output" | col brier3_diff)" "$(awk -v a="$br" -v b="$br2" 'BEGIN { printf "%.17g", a - b }')" 1e-9
	# the true nu predicts better
	awk -v d="$(echo "$output" | col logloss3_diff_hi)" 'BEGIN { exit !(d < 0) }'
}

@test "rank --eval: three outcomes that are not probabilities, or not one game's, are refused" {
	two
	rate -m elo -p rasccat -r "$T/p.tsv" --history "$T/g.tsv" > "$T/h.tsv"
	# a column missing
	cut -f1-16,18 "$T/h.tsv" > "$T/x.tsv"
	run rank --eval "$T/x.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'column "p_draw" is missing'* ]]
	# not summing to 1 (row 2's p_loss made 0.7)
	awk -F'\t' 'BEGIN { OFS = "\t" } NR == 2 { $18 = 0.7 } { print }' "$T/h.tsv" > "$T/x.tsv"
	run rank --eval "$T/x.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'x.tsv:2:18'*'p_win + p_draw + p_loss = 1'* ]]
	# summing to 1, but not the first row's reversed
	awk -F'\t' 'BEGIN { OFS = "\t" } NR == 3 { $16 = 0.2; $17 = 0.2; $18 = 0.6 } { print }' \
		"$T/h.tsv" > "$T/x.tsv"
	run rank --eval "$T/x.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'x.tsv:3:'*'reversed'* ]]
	# outside [0, 1]
	awk -F'\t' 'BEGIN { OFS = "\t" } NR == 2 { $16 = 1.2; $17 = -0.2; $18 = 0 } { print }' \
		"$T/h.tsv" > "$T/x.tsv"
	run rank --eval "$T/x.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'x.tsv:2:'*'a probability from 0 to 1'* ]]
}

@test "fit --criterion logloss3: Davidson's nu found again on games drawn with nu 0.8" {
	davidson 0.8 > "$T/s.tsv"
	run --separate-stderr fit -m elo -K 20 --initial 1700 --burn-in 10 --criterion logloss3 \
		--fit draw-nu=0.2:2:0.05 --points "$T/pts.tsv" "$T/s.tsv"
	[ "$status" -eq 0 ]
	# within 0.15 of the nu the games were drawn with (the ratings are
	# estimates, so the fit is of nu on them), and not at the grid's edge
	nu=$(echo "$output" | pick draw-nu fold all)
	awk -v x="$nu" 'BEGIN { exit !(x >= 0.65 && x <= 0.95) }'
	[ -z "$stderr" ]
	# every point's logloss3 is the criterion it was chosen by: the least
	best=$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		b == "" || $c["logloss3"] < b { b = $c["logloss3"]; v = $c["draw-nu"] } END { print v }' "$T/pts.tsv")
	[ "$best" = "$nu" ]
	# and on games drawn with nu 0.3, it finds that one
	davidson 0.3 > "$T/s.tsv"
	run --separate-stderr fit -m elo -K 20 --initial 1700 --burn-in 10 --criterion brier3 \
		--fit draw-nu=0.05:1.5:0.05 "$T/s.tsv"
	nu=$(echo "$output" | pick draw-nu fold all)
	awk -v x="$nu" 'BEGIN { exit !(x >= 0.15 && x <= 0.45) }'
}

@test "fit: a draw parameter needs a three-outcome criterion; a model without them refuses one" {
	two
	run fit -m elo -p rasccat -r "$T/p.tsv" --fit draw-nu=0.5,1 "$T/g.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *'--fit draw-nu=0.5,1: it moves only the three outcomes'*'--criterion logloss3 or brier3'* ]]
	run fit -m fibs --criterion logloss3 --fit divisor=1000,2000 "$T/g.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *'model fibs gives no three outcomes'* ]]
	run fit -m elo --criterion logloss4 --fit k=1,2 "$T/g.tsv"
	[ "$status" -eq 2 ]
}
