#!/usr/bin/env bats
# rank --eval --ci (bootstrap intervals over events), --against (paired
# comparison of two histories of the same games), --calibration (the
# table of predicted against observed, ECE).  Numbers by hand in the
# comments; the intervals' coverage by simulation; the bootstrap against
# a second implementation in Python (optional peer).
load ../helpers

# Two events of one game each, A against B, p(A ahead) = 10/11 in both
# (prev 500 against 100 on the scale 400: 1/(1 + 10^-1)).  A wins E1 and
# loses E2.
two_events() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tprev\tescale\n'
	printf '2020-01-01\tE1\t1\tt\tA\t1\t500\t400\n2020-01-01\tE1\t1\tt\tB\t2\t100\t400\n'
	printf '2020-01-02\tE2\t1\tt\tA\t2\t500\t400\n2020-01-02\tE2\t1\tt\tB\t1\t100\t400\n'
}

@test "rank --eval --ci: two events, the interval runs from one event's value to the other's" {
	two_events > "$T/h.tsv"
	run rank --eval --min-clusters 0 --ci "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col events)" = 2 ]
	# E1 alone: ll = ln 1.1 = 0.095310, brier (1/11)^2 = 0.008264, correct 100, rankdev 0;
	# E2 alone: ll = ln 11 = 2.397895, brier (10/11)^2 = 0.826446, correct 0, rankdev 1.
	# A sample of two events is E1 E1 (1/4), mixed (1/2) or E2 E2 (1/4): of 1999
	# samples about 500 are E1 E1, so the 50th smallest is E1 E1's value and the
	# 1950th (50th largest) is E2 E2's.
	close "$(echo "$output" | col logloss_lo)" 0.095310
	close "$(echo "$output" | col logloss_hi)" 2.397895
	close "$(echo "$output" | col brier_lo)" 0.008264
	close "$(echo "$output" | col brier_hi)" 0.826446
	[ "$(echo "$output" | col correct_lo)" = 0 ]
	[ "$(echo "$output" | col correct_hi)" = 100 ]
	[ "$(echo "$output" | col rankdev_lo)" = 0 ]
	[ "$(echo "$output" | col rankdev_hi)" = 1 ]
	# the point estimates are rank --eval's: (0.095310 + 2.397895)/2 = 1.246603
	close "$(echo "$output" | col logloss)" 1.246603
}

@test "rank --eval --ci: the same seed gives the same bytes; another seed another interval" {
	parse "$SHARED/eliptic3.tsv" | rate --history > "$T/h.tsv"
	score < "$RP_TOP/examples/backgammon/season.tsv" | rate -m fibs --history > "$T/b.tsv"
	run rank --eval --min-clusters 0 --ci "$T/b.tsv"
	a=$output
	run rank --eval --min-clusters 0 --ci --seed 1 "$T/b.tsv"
	[ "$output" = "$a" ]
	run rank --eval --min-clusters 0 --ci --seed 2 "$T/b.tsv"
	[ "$output" != "$a" ]
	# without --ci the columns are those rank --eval always wrote
	run rank --eval "$T/b.tsv"
	[ "${lines[0]}" = $'type\tgames\trows\texcluded\tpairs\tlogloss\tbrier\tcorrect\trankdev' ]
	# the interval holds the estimate; a wider level, a wider interval
	run rank --eval --min-clusters 0 --ci --level 0.99 "$T/b.tsv"
	awk -F'\t' 'NR > 1 && !($8 <= $7 && $7 <= $9) { exit 1 }' <<< "$a"
	w95=$(echo "$a" | awk -F'\t' 'NR == 2 { print $9 - $8 }')
	w99=$(echo "$output" | awk -F'\t' 'NR == 2 { print $9 - $8 }')
	awk -v a="$w95" -v b="$w99" 'BEGIN { exit !(b > a) }'
	run rank --eval --ci --level 1 "$T/b.tsv"
	[ "$status" -eq 2 ]
	run rank --eval --ci --resamples 0 "$T/b.tsv"
	[ "$status" -eq 2 ]
}

@test "rank --eval --against: this, other, the difference and its paired interval" {
	two_events > "$T/a.tsv"
	# the other system: prev equal (p = 1/2) in both events: ll ln 2 each
	sed 's/\t500\t400$/\t100\t400/' "$T/a.tsv" > "$T/b.tsv"
	run rank --eval --min-clusters 0 --against "$T/b.tsv" "$T/a.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | col logloss)" 1.246603
	close "$(echo "$output" | col logloss_other)" 0.693147
	# diff 1.246603 - 0.693147 = 0.553456; per event: E1 0.095310 - 0.693147 =
	# -0.597837, E2 2.397895 - 0.693147 = 1.704748: the interval's ends
	close "$(echo "$output" | col logloss_diff)" 0.553456
	close "$(echo "$output" | col logloss_diff_lo)" -0.597837
	close "$(echo "$output" | col logloss_diff_hi)" 1.704748
	# a history against itself: every difference 0, its interval [0, 0]
	run rank --eval --min-clusters 0 --against "$T/a.tsv" "$T/a.tsv"
	[ "$(echo "$output" | col brier_diff)" = 0 ]
	[ "$(echo "$output" | col brier_diff_lo)" = 0 ]
	[ "$(echo "$output" | col brier_diff_hi)" = 0 ]
	# the same games or an error naming the line
	sed '2s/\tA\t1\t/\tC\t1\t/' "$T/a.tsv" > "$T/c.tsv"
	run rank --eval --against "$T/c.tsv" "$T/a.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"c.tsv:2:"*"same results stream"* ]]
	head -n 3 "$T/a.tsv" > "$T/d.tsv"
	run rank --eval --against "$T/d.tsv" "$T/a.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"d.tsv ends before this game"* ]]
}

@test "rank --eval --against: rows without a prediction in either are left out of both" {
	two_events > "$T/a.tsv"
	# the other history has no prev for B in E2: E2 is not evaluated in either
	awk -F'\t' -v OFS='\t' 'NR == 5 { $7 = "" } 1' "$T/a.tsv" > "$T/b.tsv"
	run rank --eval --min-clusters 0 --against "$T/b.tsv" "$T/a.tsv"
	[ "$(echo "$output" | col pairs)" = 1 ]
	[ "$(echo "$output" | col excluded)" = 2 ]
	close "$(echo "$output" | col logloss)" 0.095310
	[ "$(echo "$output" | col logloss_diff)" = 0 ]
}

@test "rank --eval --calibration: the table from both sides of each pair, and ECE" {
	two_events > "$T/h.tsv"
	run rank --eval --calibration "$T/cal.tsv" --bins 10 "$T/h.tsv"
	[ "$status" -eq 0 ]
	run cat "$T/cal.tsv"
	[ "${lines[0]}" = $'type\tbin\tlo\thi\tpredictions\tpredicted\tobserved' ]
	[ "${#lines[@]}" -eq 11 ]
	# two pairs, each seen as p = 10/11 (bin 10) and 1/11 (bin 1); A won once:
	# bin 10 observed 1/2, predicted 0.909091; bin 1 observed 1/2, predicted 0.090909
	[ "$(echo "$output" | pick predictions bin 10)" = 2 ]
	close "$(echo "$output" | pick predicted bin 10)" 0.909091
	[ "$(echo "$output" | pick observed bin 10)" = 0.5 ]
	close "$(echo "$output" | pick predicted bin 1)" 0.090909
	[ "$(echo "$output" | pick predictions bin 5)" = 0 ]
	[ -z "$(echo "$output" | pick observed bin 5)" ]
	# ECE = (|1 - 1.818182| + |1 - 0.181818|) / 4 = 0.409091
	run rank --eval --calibration "$T/cal.tsv" "$T/h.tsv"
	close "$(echo "$output" | col ece)" 0.409091
	# E1 alone: p = 10/11 came true: bin 10 |1 - 0.909091|, bin 1 |0 - 0.090909|: ECE 0.090909
	head -n 3 "$T/h.tsv" > "$T/one.tsv"
	run rank --eval --calibration "$T/cal.tsv" "$T/one.tsv"
	close "$(echo "$output" | col ece)" 0.090909
	run rank --eval --calibration "$T/cal.tsv" --bins 0 "$T/h.tsv"
	[ "$status" -eq 2 ]
}

# T data sets (types) of E events of G games; each event draws a rating
# difference d from {0, 100, 200, 300, 400} for all its games, and each
# game is won by the better-rated with p = 1/(1 + 10^(-d/400)): prev is
# the truth, so the model is calibrated, and the games of one event
# share d (they are not independent draws of the design).
simulate() {
	awk -v T="$1" -v E="$2" -v G="$3" -v seed="$4" 'BEGIN {
		srand(seed); OFS = "\t"
		print "date", "event", "game", "type", "player", "place", "prev", "escale"
		for (t = 1; t <= T; t++) for (e = 1; e <= E; e++) {
			d = 100 * int(rand() * 5)
			p = 1 / (1 + 10 ^ (-d / 400))
			for (g = 1; g <= G; g++) {
				w = rand() < p
				print "2020-01-01", "s" t "e" e, g, "s" t, "a" g, w ? 1 : 2, 1500 + d, 400
				print "2020-01-01", "s" t "e" e, g, "s" t, "b" g, w ? 2 : 1, 1500, 400
			}
		}
	}'
}

# The share of data sets whose 95 % intervals hold the truth, the mean
# over the five equally likely d of each measure's expectation: log-loss
# H(p) = -p ln p - (1-p) ln(1-p), Brier p(1-p), correct 100 p (d = 0:
# 50, equal prev counts 1/2).  Prints "logloss brier correct".
coverage() {
	awk -F'\t' 'BEGIN {
		for (d = 0; d <= 400; d += 100) {
			p = 1 / (1 + 10 ^ (-d / 400))
			ll += (-p * log(p) - (1 - p) * log(1 - p)) / 5
			br += p * (1 - p) / 5
			co += (d == 0 ? 50 : 100 * p) / 5
		}
	}
	NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
	{
		n++
		a += $c["logloss_lo"] <= ll && ll <= $c["logloss_hi"]
		b += $c["brier_lo"] <= br && br <= $c["brier_hi"]
		k += $c["correct_lo"] <= co && co <= $c["correct_hi"]
	}
	END { printf "%.3f %.3f %.3f\n", a / n, b / n, k / n }'
}

@test "rank --eval --ci: 95 % intervals of a calibrated model cover the truth about 95 % of the time" {
	# 200 data sets of 30 events of 10 games.  Measured once on 2,000 data
	# sets (seed 5): 0.938, 0.943, 0.944; resampling single games instead of
	# events (each game its own event) 0.858, 0.849, 0.800.
	simulate 200 30 10 7 > "$T/sim.tsv"
	rank --eval --ci "$T/sim.tsv" > "$T/eval.tsv"
	[ "$(tail -n +2 "$T/eval.tsv" | wc -l)" -eq 200 ]
	read -r ll br co < <(coverage < "$T/eval.tsv")
	echo "coverage: logloss $ll, brier $br, correct $co"
	# 200 data sets: 0.95 +- 0.015 (one standard error); 0.90 .. 0.99 is 3 of them
	awk -v a="$ll" -v b="$br" -v c="$co" 'BEGIN { exit !(a >= 0.90 && a <= 0.99 &&
	    b >= 0.90 && b <= 0.99 && c >= 0.90 && c <= 0.99) }'
	# the games of an event are not independent: a bootstrap of games covers less
	awk -F'\t' -v OFS='\t' 'NR > 1 { $2 = $2 "g" $3 } 1' "$T/sim.tsv" | rank --eval --ci > "$T/games.tsv"
	read -r ll br co < <(coverage < "$T/games.tsv")
	echo "resampling games: logloss $ll, brier $br, correct $co"
	awk -v a="$ll" -v b="$br" -v c="$co" 'BEGIN { exit !(a < 0.90 && b < 0.90 && c < 0.90) }'
}

@test "rank --eval --ci: a second implementation of the bootstrap (Python) gives the same interval" {
	command -v python3 > /dev/null || skip "python3 not installed"
	simulate 3 30 4 11 > "$T/sim.tsv"
	rank --eval --ci --resamples 499 --seed 42 "$T/sim.tsv" | cut -f1,7-9 > "$T/ours.tsv"
	python3 "$RP_TESTDIR/peer/bootstrap.py" 499 42 0.95 < "$T/sim.tsv" > "$T/peer.tsv"
	paste "$T/ours.tsv" "$T/peer.tsv" | awk -F'\t' 'NR > 1 {
		for (i = 2; i <= 4; i++) { d = $i - $(i + 4); if (d < 0) d = -d; if (d > 1e-12) { print; exit 1 } }
		if ($1 != $5) exit 1 }'
}

@test "format --svg: a calibration table is drawn as a reliability diagram" {
	two_events > "$T/h.tsv"
	rank --eval --calibration "$T/cal.tsv" "$T/h.tsv" > /dev/null
	run format --svg "$T/cal.tsv"
	[ "$status" -eq 0 ]
	[[ "$output" == *"<title>Calibration</title>"* ]]
	# plot box 64..600 x 40..432 (800 x 480): bin 10 predicted 10/11, observed
	# 1/2: x = 64 + 0.909091 * 536 = 551.27, y = 432 - 0.5 * 392 = 236.00;
	# bin 1: x = 64 + 0.090909 * 536 = 112.73; two predictions each, the most
	# of any bin: r = 2 + 6 sqrt(2/2) = 8
	[ "$(grep -c '<circle' <<< "$output")" -eq 2 ]
	[[ "$output" == *'<circle cx="551.27" cy="236.00" r="8.00"'* ]]
	[[ "$output" == *'<circle cx="112.73" cy="236.00" r="8.00"'* ]]
	# the diagonal a calibrated model follows, corner to corner
	[[ "$output" == *'<line class="diagonal" x1="64.00" y1="432.00" x2="600.00" y2="40.00"'* ]]
	# a probability outside 0..1 is bad data
	awk -F'\t' -v OFS='\t' 'NR == 11 { $6 = 1.5 } 1' "$T/cal.tsv" > "$T/bad.tsv"
	run format --svg "$T/bad.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'bad.tsv:11:6: column "predicted": expected a probability from 0 to 1'* ]]
	run format --svg --type nosuch "$T/cal.tsv"
	[ "$status" -eq 1 ]
}
