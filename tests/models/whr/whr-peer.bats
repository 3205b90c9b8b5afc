#!/usr/bin/env bats
# rate -m whr -p goshrine against the Python port of GoShrine's Ruby
# WHR (github.com/pfmonville/whole_history_rating, the 2018 port:
# w2 = 300 Elo^2 per day, one virtual win and one virtual loss against
# gamma = 1 on a player's first day).  Optional: set WHR_PEER to a
# directory from which python3 imports that module `whr` (with numpy);
# skipped otherwise.  The peer side is whr-peer.py.  The peer iterates
# Newton over every player (its Hessian damped by 0.001, which moves
# the steps, not the optimum); both run to convergence: each player's
# last day's rating agrees.
load ../../helpers

setup() {
	T=$BATS_TEST_TMPDIR
	[ -n "${WHR_PEER:-}" ] || skip "no WHR_PEER (a directory holding the Python module whr)"
	PYTHONPATH=$WHR_PEER python3 -c 'from whr import whole_history_rating' 2> /dev/null ||
		skip "WHR_PEER=$WHR_PEER: python3 cannot import whr.whole_history_rating"
}

@test "peer: whr -p goshrine equals the Python port of GoShrine's WHR (1e-6 Elo)" {
	awk -v seed=3 -v h2h=1 -v lengths=1 -v eventdays=4 -v games=150 -v players=8 \
	    -f "$RP_TESTDIR/gen-history.awk" | cut -f 1-6 | sed 's/\teliptic\t/\tclasic\t/' > "$T/in.tsv"
	PYTHONPATH=$WHR_PEER python3 "$BATS_TEST_DIRNAME/whr-peer.py" 300 2000 < "$T/in.tsv" > "$T/peer"
	rate -m whr -p goshrine --tolerance 1e-9 --max-iterations 100000 "$T/in.tsv" |
	    cut -f 2,3 | tail -n +2 | sort > "$T/ours"
	[ "$(wc -l < "$T/peer")" -eq 8 ]
	run awk -F'\t' 'NR == FNR { p[$1] = $2; next }
		{ d = $2 - p[$1]; if (d < 0) d = -d; if (d > w) w = d; n++ }
		END { print n, w; exit !(n == 8 && w < 1e-6) }' "$T/peer" "$T/ours"
	echo "$output"
	[ "$status" -eq 0 ]
}

@test "peer: the README's example (shusaku, shusai: 3 games, 50 iterations): last days -45 and 45 Elo" {
	# GoShrine's README: after iterate(50), shusaku's days [-43, -45, -45]
	# and shusai's [43, 45, 45] (rounded); whr gives the last days
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n1970-01-02\te1\t1\tgo\tshusaku\t1\n1970-01-02\te1\t1\tgo\tshusai\t2\n1970-01-03\te2\t1\tgo\tshusaku\t2\n1970-01-03\te2\t1\tgo\tshusai\t1\n1970-01-04\te3\t1\tgo\tshusaku\t2\n1970-01-04\te3\t1\tgo\tshusai\t1\n' > "$T/in.tsv"
	PYTHONPATH=$WHR_PEER python3 "$BATS_TEST_DIRNAME/whr-peer.py" 300 50 < "$T/in.tsv" > "$T/peer"
	rate -m whr -p goshrine "$T/in.tsv" | cut -f 2,3 | tail -n +2 | sort > "$T/ours"
	run awk -F'\t' 'NR == FNR { p[$1] = $2; next } { printf "%s %.0f %.0f\n", $1, $2, p[$1] }' "$T/peer" "$T/ours"
	echo "$output"
	[ "${lines[0]}" = "shusai 45 45" ]
	[ "${lines[1]}" = "shusaku -45 -45" ]
}
