#!/usr/bin/env bats
# lib/core/num.c's exact paths, by property against the C library (tests/core/numtest.c):
# num_format (fast shortest round-trip) must print byte for byte what
# printf %.15g/%.16g/%.17g + strtod print, and read back exactly; num_parse
# must give strtod's double bit for bit.  The property is the spec: "the
# shortest of %.15g/%.16g/%.17g that reads back to the same double".
load ../helpers

@test "num_format and num_parse agree with printf and strtod on random values" {
	run "$RP_BIN/numtest" 20000 1
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[[ "$output" == *"checks passed"* ]]
}

@test "num_format and num_parse: a second seed" {
	run "$RP_BIN/numtest" 20000 20260101
	[ "$status" -eq 0 ] || { echo "$output"; false; }
}

@test "the stages write full-precision numbers that read back: FRSc delta 50*(J-2L+1)/(J-1)" {
	# J = 7, L = 3: 50*2/6 = 100/6 is the double 0x1.0aaaaaaaaaaabp+4;
	# %.15g 16.6666666666667 and %.16g 16.66666666666667 both read back as
	# other doubles (...ac p+4 for the latter), so only %.17g will do.
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n' > "$T/r.tsv"
	for p in 1 2 3 4 5 6 7; do
		printf '2009-01-01\tE\t1\tclasic\tp%s\t%s\n' "$p" "$p" >> "$T/r.tsv"
	done
	run score "$T/r.tsv"
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "$output" | col delta 3)" = "16.666666666666668" ]
}
