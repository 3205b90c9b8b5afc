#!/usr/bin/env bats
# rate -m glicko|glicko2 -p playerratings against R's PlayerRatings
# (glicko() and glicko2() with their defaults) on the real results the
# package bundles (aflodds: 675 AFL matches, 2009-2012, a period a week).
# Optional: skipped unless Rscript and the package are installed
# (Debian: r-base-core; PlayerRatings from CRAN, R CMD INSTALL).  The R
# side is tests/peer/playerratings.R, the comparison
# tests/peer/playerratings-cmp.awk (every player's rating, rd,
# volatility, games and lag).
load ../../helpers

setup() {
	T=$BATS_TEST_TMPDIR
	command -v Rscript > /dev/null || skip "no Rscript (apt-get install r-base-core)"
	Rscript -e 'library(PlayerRatings)' > /dev/null 2>&1 ||
		skip "no R package PlayerRatings (CRAN; not in Debian)"
	[ -f "$BATS_FILE_TMPDIR/chess-elo-g30.tsv" ] ||
		Rscript "$RP_TESTDIR/peer/playerratings.R" "$BATS_FILE_TMPDIR" > /dev/null 2>&1
	P=$BATS_FILE_TMPDIR
}

# worst relative difference printed by the comparison, below $3
agree() {
	run awk -f "$RP_TESTDIR/peer/playerratings-cmp.awk" "$1" "$2"
	echo "$output"
	[ "$status" -eq 0 ]
	awk -v w="${output##* }" -v t="$3" 'BEGIN { exit !(w < t) }'
}

@test "peer: glicko -p playerratings equals PlayerRatings' glicko() (1e-12)" {
	rate -m glicko -p playerratings "$P/afl.tsv" > "$T/g.tsv"
	agree "$P/glicko.tsv" "$T/g.tsv" 1e-12
}

@test "peer: glicko2 -p playerratings equals PlayerRatings' glicko2() (1e-9)" {
	# PlayerRatings keeps mu on the Glicko-2 scale between periods, rate
	# keeps the rating: last-bit differences, amplified a little by the
	# stopping rule of Brent's search
	rate -m glicko2 -p playerratings "$P/afl.tsv" > "$T/g.tsv"
	agree "$P/glicko2.tsv" "$T/g.tsv" 1e-9
}

@test "peer: the profile matters (glickman is far from PlayerRatings)" {
	rate -m glicko "$P/afl.tsv" > "$T/g.tsv"
	run awk -f "$RP_TESTDIR/peer/playerratings-cmp.awk" "$P/glicko.tsv" "$T/g.tsv"
	awk -v w="${output##* }" 'BEGIN { exit !(w > 1e-3) }'
}

# Stephenson's system and the first mover's advantage: steph() with its
# defaults and with every constant changed, and glicko()/steph() with
# gamma, on the AFL results (home team first: column home) and on the
# script's made-up chess history (400 players, 36 periods, ~20,000
# games with draws; white first: column color).
@test "peer: stephenson equals PlayerRatings' steph() (1e-12), AFL and chess" {
	rate -m stephenson "$P/afl.tsv" > "$T/s.tsv"
	agree "$P/steph.tsv" "$T/s.tsv" 1e-12
	rate -m stephenson "$P/chess.tsv" > "$T/c.tsv"
	agree "$P/chess-steph.tsv" "$T/c.tsv" 1e-12
	rate -m stephenson --gamma -12.5 --c 20 --h 5 --bonus 1 --lambda 4.5 \
	    --initial-rating 1500 --initial-rd 200 "$P/afl.tsv" > "$T/f.tsv"
	agree "$P/steph-flags.tsv" "$T/f.tsv" 1e-12
}

@test "peer: --gamma equals PlayerRatings' gamma in glicko() and steph() (1e-12)" {
	rate -m stephenson --gamma 30 "$P/afl.tsv" > "$T/s.tsv"
	agree "$P/steph-g30.tsv" "$T/s.tsv" 1e-12
	rate -m glicko -p playerratings --gamma 30 "$P/afl.tsv" > "$T/g.tsv"
	agree "$P/glicko-g30.tsv" "$T/g.tsv" 1e-12
	rate -m stephenson --gamma 30 "$P/chess.tsv" > "$T/c.tsv"
	agree "$P/chess-steph-g30.tsv" "$T/c.tsv" 1e-12
	rate -m glicko -p playerratings --gamma 30 "$P/chess.tsv" > "$T/d.tsv"
	agree "$P/chess-glicko-g30.tsv" "$T/d.tsv" 1e-12
	# and the comparison sees the advantage
	rate -m stephenson "$P/chess.tsv" > "$T/c0.tsv"
	run awk -f "$RP_TESTDIR/peer/playerratings-cmp.awk" "$P/chess-steph-g30.tsv" "$T/c0.tsv"
	awk -v w="${output##* }" 'BEGIN { exit !(w > 1e-4) }'
}

# elo -p playerratings is fide() (K 30/15/10, "reached 2400" first);
# -K 27 is elo()'s default K; gamma 30 for both.
@test "peer: elo -p playerratings equals PlayerRatings' fide() and elo() (1e-12)" {
	rate -m elo -p playerratings "$P/afl.tsv" > "$T/f.tsv"
	agree "$P/fide.tsv" "$T/f.tsv" 1e-12
	rate -m elo -p playerratings --gamma 30 "$P/afl.tsv" > "$T/f.tsv"
	agree "$P/fide-g30.tsv" "$T/f.tsv" 1e-12
	rate -m elo -p playerratings -K 27 --gamma 30 "$P/afl.tsv" > "$T/e.tsv"
	agree "$P/elo-g30.tsv" "$T/e.tsv" 1e-12
	rate -m elo -p playerratings "$P/chess.tsv" > "$T/c.tsv"
	agree "$P/chess-fide.tsv" "$T/c.tsv" 1e-12
	rate -m elo -p playerratings --gamma 30 "$P/chess.tsv" > "$T/c.tsv"
	agree "$P/chess-fide-g30.tsv" "$T/c.tsv" 1e-12
	rate -m elo -p playerratings -K 27 --gamma 30 "$P/chess.tsv" > "$T/c.tsv"
	agree "$P/chess-elo-g30.tsv" "$T/c.tsv" 1e-12
	# FIDE's order of the K rules is not PlayerRatings' (AFL: 0.44 %)
	rate -m elo -p playerratings --k-order games "$P/afl.tsv" > "$T/o.tsv"
	run awk -f "$RP_TESTDIR/peer/playerratings-cmp.awk" "$P/fide.tsv" "$T/o.tsv"
	awk -v w="${output##* }" 'BEGIN { exit !(w > 1e-3) }'
}
