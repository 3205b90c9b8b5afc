#!/usr/bin/env bats
# lib/core/normal.c: the inverse standard normal, to 1e-15 relative, through
# the test driver tests/core/normaltest.c (`normaltest quantile P`).
# Reference values: 50-digit root of Phi(x) = p for the double nearest
# each p (mpmath findroot on ncdf), e.g. Phi^-1(0.975) = 1.95996398454005386
# for the double 0.975 (0.97499999999999997780).
load ../helpers

q() {
	"$RP_BIN/normaltest" quantile "$1"
}

# rel ACTUAL EXPECTED: |a - e| <= 1e-15 |e|
rel() {
	close "$1" "$2" "$(awk -v e="$2" 'BEGIN { if (e < 0) e = -e; printf "%.3g", 1e-15 * e }')"
}

@test "normal: quantiles at 1e-10, 0.025, 0.5, 0.975 to 1e-15 relative" {
	rel "$(q 1e-10)" -6.3613409024040561991
	rel "$(q 0.025)" -1.9599639845400542118
	[ "$(q 0.5)" = 0 ]
	rel "$(q 0.975)" 1.9599639845400538556
	rel "$(q 0.9999999999)" 6.3613408896974218642
}

@test "normal: central and far-tail quantiles" {
	rel "$(q 0.3)" -0.52440051270804081597
	rel "$(q 0.9)" 1.2815515655446005935
	rel "$(q 0.02425)" -1.9729610513118848376
	rel "$(q 1e-300)" -37.047096299361199237
	# 0.125 = (1 - 1/2)/4: the RaPliCat example's APerf of A is -Phi^-1(0.125) = 1.150349
	rel "$(q 0.125)" -1.1503493803760081
}

@test "normal: symmetric points give exact negatives" {
	# p and 1 - p both exact doubles: Phi^-1(1-p) = -Phi^-1(p)
	for p in 0.125:0.875 0.25:0.75 0.0009765625:0.9990234375 0.4375:0.5625; do
		a=$(q "${p%:*}")
		b=$(q "${p#*:}")
		[ "$a" = "-$b" ]
	done
}

@test "normal: a quantile outside (0, 1) is refused" {
	run "$RP_BIN/normaltest" quantile 0
	[ "$status" -eq 2 ]
	run "$RP_BIN/normaltest" quantile 1
	[ "$status" -eq 2 ]
}
