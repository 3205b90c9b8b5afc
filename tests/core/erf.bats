#!/usr/bin/env bats
# lib/core/erf.c: the project's own erf (topcoder's win probabilities),
# through the test driver tests/core/erftest.c.  The claim: within 1 ulp of
# the true erf everywhere (0.88 ulp is the largest error measured on
# 10^8 arguments; bench/RESULTS.md).  The reference is erfl (long double,
# 11 more bits than double on x86); the known values below are erf to 30
# digits from mpmath (mp.erf at 30 digits of the double nearest X).
load ../helpers

e() {
	"$RP_BIN/erftest" at "$@"
}

# within 1 ulp (ULP: the spacing of doubles at the value)
ulp1() {
	close "$1" "$2" "$3"
}

@test "erf: within 1 ulp of erfl on 2,000,000 arguments of every range and the boundaries" {
	run "$RP_BIN/erftest" ulp 2000000 1
	[ "$status" -ne 3 ] || skip "long double is no finer than double here"
	echo "$output"
	[ "$status" -eq 0 ]
	# every range was drawn, and the largest error is the one stated
	[ "$(grep -c 'values, largest error' <<< "$output")" -eq 7 ]
	worst=$(awk '/the largest error/ { print $(NF - 1) }' <<< "$output")
	awk -v w="$worst" 'BEGIN { exit !(w > 0 && w <= 1) }'
}

@test "erf: another seed, and the check can fail: a bound of 0.5 ulp is broken" {
	run "$RP_BIN/erftest" ulp 1000000 2
	[ "$status" -ne 3 ] || skip "long double is no finer than double here"
	[ "$status" -eq 0 ]
	# no approximation in double is within half an ulp everywhere: the
	# same check with a bound of 0.5 must report it
	run "$RP_BIN/erftest" ulp 100000 2 0.5
	[ "$status" -eq 1 ]
	[[ "$output" == *"off by more than 0.5 ulp"* ]]
}

@test "erf: known values (mpmath) within 1 ulp" {
	# erf(0.5) = 0.520499877813046537682..., spacing 1.1e-16
	ulp1 "$(e 0.5)" 0.520499877813046537682746653892 1.12e-16
	ulp1 "$(e 1)" 0.842700792949714869341220635083 1.12e-16
	ulp1 "$(e -1)" -0.842700792949714869341220635083 1.12e-16
	ulp1 "$(e 0.25)" 0.276326390168236932985068267765 5.6e-17
	ulp1 "$(e 2)" 0.995322265018952734162069256367 1.12e-16
	ulp1 "$(e 3)" 0.99997790950300141455862722387 1.12e-16
	# 2/sqrt(pi) x near 0: 1.1283791670955126e-10, spacing 1.3e-26
	ulp1 "$(e 1e-10)" 1.12837916709551261500173010155e-10 1.3e-26
}

@test "erf: odd, +-1 from 6 on and at infinity, NaN stays NaN" {
	[ "$(e 6 30 1e300 inf -6 -inf)" = "$(printf '1\n1\n1\n1\n-1\n-1')" ]
	[ "$(e 0 -0)" = "$(printf '0\n-0')" ]
	[ "$(e nan)" = nan ] || [ "$(e nan)" = -nan ]
	# erf(5.9) = 1 - 7.2e-17: nearer 1 - 2^-53 than 1
	[ "$(e 5.9)" = 0.99999999999999989 ]
	for x in 0.3 0.84375 1.7 2.9 4.4 5.95; do
		[ "$(e "-$x")" = "-$(e "$x")" ]
	done
}

@test "erftest: bad usage" {
	run "$RP_BIN/erftest" ulp 0 1
	[ "$status" -eq 2 ]
	run "$RP_BIN/erftest" at 1x
	[ "$status" -eq 2 ]
	[[ "$output" == *'expected a number, found "1x"'* ]]
}
