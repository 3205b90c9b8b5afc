#!/usr/bin/env bats
# The conformance suite over parse's formats: every format parse --help
# lists runs every class below on its sample (FORMAT_SAMPLE in
# conformance.bash; a format without one fails).  A format added later
# is in every class at once.
load ../helpers
load conformance

# Run class function $1 (with more args) on every format; all failures
# are printed.
each_format() {
	local fn=$1 f fails=0
	shift
	for f in $(cf_formats); do
		"$fn" "$f" "$@" || fails=$((fails + 1))
	done
	[ "$fails" -eq 0 ]
}

@test "conformance formats: parse --help lists the formats, each with a sample that parses" {
	[ "$(cf_formats | wc -l)" -ge 11 ]
	each_format cf_fmt_sample
}

@test "conformance formats: a file cut inside a line: the shorter file, or refused at that line" {
	each_format cf_fmt_truncated
}

# A byte that is not UTF-8 (0xFF) as the third byte of the middle line
# (pbn too, in a ScoreTable column it does not read: every line is checked).
bad_byte() {
	local n
	n=$(cf_mid "$1")
	cf_fmt_damaged "$1" "a byte 0xFF" "$n" "${n}s/^\(..\)/\1"$'\xff'"/"
}

@test "conformance formats: a bad byte (0xFF) gives file:line, exit 1, whole rows" {
	each_format bad_byte
}

# A NUL byte as the third byte of the middle line.
nul_byte() {
	local n
	n=$(cf_mid "$1")
	cf_fmt_damaged "$1" "a NUL byte" "$n" "${n}s/^\(..\)/\1\x00/"
}

@test "conformance formats: a NUL byte gives file:line, exit 1, whole rows" {
	each_format nul_byte
}

@test "conformance formats: full disk (parse > /dev/full: exit 1, a message)" {
	[ -w /dev/full ] || skip "no /dev/full on this system"
	each_format cf_fmt_fulldisk
}

# The classes can fail: a parse that drops the damaged line's rest and
# exits 0 fails them; a format without a sample fails.
@test "conformance formats: each class fails a reader that breaks it" {
	parse() { command parse "$@" 2> /dev/null | head -c 50; return 0; }
	! cf_fmt_sample tsv > /dev/null
	! bad_byte tsv > /dev/null
	! nul_byte csv > /dev/null
	! cf_fmt_truncated tsv > /dev/null
	! cf_fmt_fulldisk tsv > /dev/null
	unset -f parse
	! cf_fmt_sample nosuch > /dev/null
}
