#!/usr/bin/env bats
# fit: a model's flags fitted by the log-loss of its predictions, rated
# in one process; every point equals rate --history | rank --eval, the
# optimum the brute-force grid's; rolling-origin folds by hand.
load ../helpers
bats_require_minimum_version 1.5.0

season() {
	score < "$RP_TOP/examples/backgammon/season.tsv"
}

@test "fit: each point is rate --history | rank --eval's; the optimum is the brute-force grid's" {
	season > "$T/h.tsv"
	run fit -m elo -p rasccat --fit k=8:40:4 --burn-in 3 --points "$T/p.tsv" "$T/h.tsv"
	[ "$status" -eq 0 ]
	echo "$output" > "$T/folds.tsv"
	# the grid by hand, one process pipeline per point
	for k in 8 12 16 20 24 28 32 36 40; do
		printf '%s\t%s\n' "$k" "$(rate -m elo -p rasccat -K "$k" --history "$T/h.tsv" |
		    rank --eval --burn-in 3 | col logloss)"
	done > "$T/brute.tsv"
	best=$(sort -t "$(printf '\t')" -k2,2g "$T/brute.tsv" | head -n 1 | cut -f1)
	[ "$(pick k fold all < "$T/folds.tsv")" = "$best" ]
	[ "$(pick chosen k "$best" < "$T/p.tsv")" != "" ]
	[[ "$(pick chosen k "$best" < "$T/p.tsv")" == *all ]]
	# every point's log-loss (fit sums block by block: the last bits may differ)
	[ "$(tail -n +2 "$T/p.tsv" | wc -l)" -eq 9 ]
	while IFS=$'\t' read -r k ll; do
		close "$(pick logloss k "$k" < "$T/p.tsv")" "$ll" 1e-12
	done < "$T/brute.tsv"
	close "$(pick train_logloss fold all < "$T/folds.tsv")" "$(pick logloss k "$best" < "$T/p.tsv")" 1e-15
	# the same from a pipe: it is kept and read again for every point
	run sh -c 'cat "$1" | fit -m elo -p rasccat --fit k=8:40:4 --burn-in 3' sh "$T/h.tsv"
	[ "$output" = "$(cat "$T/folds.tsv")" ]
}

# Six events of one game each, a week apart: A beats B in events 1, 3, 5;
# B beats A in 2, 4, 6.
six() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	for i in 1 2 3 4 5 6; do
		if [ $((i % 2)) -eq 1 ]; then w=A l=B; else w=B l=A; fi
		printf '2020-01-0%s\tE%s\t1\tt\t%s\t1\n2020-01-0%s\tE%s\t1\tt\t%s\t2\n' "$i" "$i" "$w" "$i" "$i" "$l"
	done
}

@test "fit --folds: blocks cut between events; each fold chosen on its past, scored on what follows" {
	six > "$T/s.tsv"
	run --separate-stderr fit -m elo -p rasccat --fit k=5,10,20,40 --folds 2 --points "$T/p.tsv" "$T/s.tsv"
	[ "$status" -eq 0 ]
	# the least K does best (below): the edge of the grid, warned of
	[ "$stderr" = "fit: the optimum of --fit k is 5, the bottom of its grid 5,10,20,40: widen it" ]
	echo "$output" > "$T/f.tsv"
	# 6 games, 3 blocks: event e with c games before it is in block
	# floor(3c/6): E1 E2 | E3 E4 | E5 E6.  Fold 1 is fitted on E1-E2 and
	# scored on E3-E4; fold 2 fitted on E1-E4, scored on E5-E6.
	[ "$(pick rated_to fold 1 < "$T/f.tsv")" = 2020-01-02 ]
	[ "$(pick scored_from fold 1 < "$T/f.tsv")" = 2020-01-03 ]
	[ "$(pick scored_to fold 1 < "$T/f.tsv")" = 2020-01-04 ]
	[ "$(pick rated_to fold 2 < "$T/f.tsv")" = 2020-01-04 ]
	[ "$(pick scored_from fold 2 < "$T/f.tsv")" = 2020-01-05 ]
	[ "$(pick train_pairs fold 2 < "$T/f.tsv")" = 4 ]
	[ "$(pick test_pairs fold 2 < "$T/f.tsv")" = 2 ]
	[ "$(pick test_pairs fold all < "$T/f.tsv")" = 4 ]
	# By hand for fold 1: event 1 is p = 1/2 for any K (both at 1000), so
	# its log-loss is ln 2; after it A = 1000 + K/2, B = 1000 - K/2, and in
	# event 2 B wins with p = 1/(1 + 10^(K/400)): the least K does best.
	[ "$(pick k fold 1 < "$T/f.tsv")" = 5 ]
	# Every choice is the points' least criterion on its games (blocks of
	# 2 pairs each: the pooled log-loss is the mean of the blocks'), its
	# test score the chosen point's next block.
	# (Columns 10-12 are C_1 .. C_3: elo gives p_win p_draw p_loss, so
	# the points table has the six measures, logloss3 and brier3 too.)
	awk -F'\t' 'NR == FNR { if (FNR > 1) { l1[$2] = $10; l2[$2] = $11; l3[$2] = $12 }; next }
	FNR == 1 { next }
	$1 == 1 { b = ""; for (k in l1) if (b == "" || l1[k] < l1[b] || (l1[k] == l1[b] && k + 0 < b + 0)) b = k
		if ($7 != b || $9 != l2[b]) exit 1 }
	$1 == 2 { b = ""; for (k in l1) { x = l1[k] + l2[k]; if (b == "" || x < bx || (x == bx && k + 0 < b + 0)) { b = k; bx = x } }
		if ($7 != b || $9 != l3[b]) exit 1 }' "$T/p.tsv" "$T/f.tsv"
	# the cross-validated score: the two folds' test games pooled (2 + 2 pairs)
	t1=$(pick test_logloss fold 1 < "$T/f.tsv")
	t2=$(pick test_logloss fold 2 < "$T/f.tsv")
	close "$(pick test_logloss fold all < "$T/f.tsv")" "$(awk -v a="$t1" -v b="$t2" 'BEGIN { printf "%.17g", (a + b) / 2 }')" 1e-12
	# six events hold at most 5 folds
	run fit -m elo -p rasccat --fit k=5,10 --folds 6 "$T/s.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"6 event(s): 6 fold(s) need at least 7"* ]]
}

@test "fit --search descent: the grid's optimum in fewer points (two flags)" {
	season > "$T/h.tsv"
	fit -m glicko --fit c=10:70:15 --fit initial-rd=150:350:50 --burn-in 3 \
	    --points "$T/grid.tsv" "$T/h.tsv" > "$T/g.tsv"
	fit -m glicko --fit c=10:70:15 --fit initial-rd=150:350:50 --burn-in 3 --search descent \
	    --points "$T/desc.tsv" "$T/h.tsv" > "$T/d.tsv"
	[ "$(tail -n +2 "$T/grid.tsv" | wc -l)" -eq 25 ]
	[ "$(tail -n +2 "$T/desc.tsv" | wc -l)" -lt 25 ]
	[ "$(grep '^all' "$T/g.tsv")" = "$(grep '^all' "$T/d.tsv")" ]
	[ "$(grep '^1' "$T/g.tsv")" = "$(grep '^1' "$T/d.tsv")" ]
}

@test "fit: a flag fitted is checked as the flag is; bad usage is refused" {
	season > "$T/h.tsv"
	run fit -m elo --fit k=-5:10:5 "$T/h.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *"--fit k=-5:10:5: value -5: expected a K"* ]]
	run fit -m elo --fit nosuch=1,2 "$T/h.tsv"
	[ "$status" -eq 2 ]
	run fit -m elo -K 20 --fit k=10,20 "$T/h.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *"--k is both given and fitted"* ]]
	run fit -m elo "$T/h.tsv"
	[ "$status" -eq 2 ]
	run fit -m elo --fit k=10:5:1 "$T/h.tsv"
	[ "$status" -eq 2 ]
	run fit -m elo --fit k=10,20 --folds 0 "$T/h.tsv"
	[ "$status" -eq 2 ]
	run fit -m elo --fit k=10,20 --search random "$T/h.tsv"
	[ "$status" -eq 2 ]
	# a pipe named as a file cannot be read again: refused
	run bash -c 'fit -m elo --fit k=10,20 <(cat "$1")' sh "$T/h.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *"is not a file"* ]]
	# ranges: 0.1:0.3:0.1 is 0.1, 0.2, 0.3 as written; *2 doubles
	run fit -m glicko --fit c=0.1:0.3:0.1 --points "$T/p.tsv" "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$(cut -f2 "$T/p.tsv" | tail -n +2 | tr '\n' ' ')" = "0.1 0.2 0.3 " ]
	run fit -m glicko --fit c=10:80:*2 --points "$T/p.tsv" "$T/h.tsv"
	[ "$(cut -f2 "$T/p.tsv" | tail -n +2 | tr '\n' ' ')" = "10 20 40 80 " ]
}

@test "fit -r: every point continues the prior, under the engine's rules for a prior" {
	season > "$T/h.tsv"
	# the first six events, and the rest
	awk -F'\t' 'NR == 1 || (!($2 in e) && n < 6 && ++n) || $2 in e { e[$2]; print }' "$T/h.tsv" > "$T/a.tsv"
	{ head -n 1 "$T/h.tsv"; tail -n +"$(wc -l < "$T/a.tsv" | awk '{ print $1 + 1 }')" "$T/h.tsv"; } > "$T/b.tsv"
	rate -m elo -p rasccat -K 20 "$T/a.tsv" > "$T/prior.tsv"
	# other constants than the prior's: refused unless --new-rules (rate(1))
	run fit -m elo -p rasccat -r "$T/prior.tsv" --fit k=10,20,30 --folds 2 "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"--new-rules"* ]]
	run fit -m elo -p rasccat -r "$T/prior.tsv" --new-rules --fit k=10,20,30 --folds 2 \
	    --points "$T/p.tsv" "$T/b.tsv"
	[ "$status" -eq 0 ]
	# K = 20's point is rate -r's
	close "$(pick logloss k 20 < "$T/p.tsv")" "$(rate -m elo -p rasccat -K 20 -r "$T/prior.tsv" \
	    --history "$T/b.tsv" | rank --eval | col logloss)" 1e-12
}
