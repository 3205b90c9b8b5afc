#!/usr/bin/env bats
# rate -m glicko|glicko2 -p playerratings against R's PlayerRatings
# (glicko() and glicko2() with their defaults) on the real results the
# package bundles (aflodds: 675 AFL matches, 2009-2012, a period a week).
# Optional: skipped unless Rscript and the package are installed
# (Debian: r-base-core; PlayerRatings from CRAN, R CMD INSTALL).  The R
# side is tests/peer/playerratings.R, the comparison
# tests/peer/playerratings-cmp.awk (every player's rating, rd,
# volatility, games and lag).
load helpers

setup() {
	T=$BATS_TEST_TMPDIR
	command -v Rscript > /dev/null || skip "no Rscript (apt-get install r-base-core)"
	Rscript -e 'library(PlayerRatings)' > /dev/null 2>&1 ||
		skip "no R package PlayerRatings (CRAN; not in Debian)"
	[ -f "$BATS_FILE_TMPDIR/afl.tsv" ] ||
		Rscript "$BATS_TEST_DIRNAME/peer/playerratings.R" "$BATS_FILE_TMPDIR" > /dev/null 2>&1
	P=$BATS_FILE_TMPDIR
}

# worst relative difference printed by the comparison, below $3
agree() {
	run awk -f "$BATS_TEST_DIRNAME/peer/playerratings-cmp.awk" "$1" "$2"
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
	run awk -f "$BATS_TEST_DIRNAME/peer/playerratings-cmp.awk" "$P/glicko.tsv" "$T/g.tsv"
	awk -v w="${output##* }" 'BEGIN { exit !(w > 1e-3) }'
}
