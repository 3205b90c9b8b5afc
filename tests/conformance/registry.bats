#!/usr/bin/env bats
# The hand-written lists of tests/trust/programs.bash, checked against
# the registries the programs print (rate --models, parse --help): a
# model or format added later fails here until programs.bash has a line
# for it in PROGRAMS (the bad-input matrix, pipefail) or in OUTSIDE with
# why not.  The conformance classes (models.bats, formats.bats) need no
# line: they take every entry of the registries.
load ../helpers
load conformance
FIX=$RP_TESTDIR/trust/fixtures
load ../trust/programs

# The models or formats (from the lines on stdin) that programs.bash
# names neither in a PROGRAMS command (rate/value -m M, parse -f F) nor
# in OUTSIDE; $1 is the flag, -m or -f.
unnamed() {
	local x entry found
	while read -r x; do
		found=
		for entry in "${PROGRAMS[@]}"; do
			[[ " ${entry##*|} " == *" $1 $x "* ]] && { found=1; break; }
		done
		for entry in "${OUTSIDE[@]}"; do
			[ "${entry%%|*}" = "$x" ] && found=1
		done
		[ -n "$found" ] || echo "$x"
	done
}

@test "registry: every model of rate --models has a line in tests/trust/programs.bash" {
	run unnamed -m < <(cf_models | cut -f 1 | uniq)
	[ "$status" -eq 0 ]
	[ -z "$output" ] || { echo "models without a line in PROGRAMS or OUTSIDE (tests/trust/programs.bash): $output"; false; }
}

@test "registry: every format of parse --help has a line in tests/trust/programs.bash" {
	run unnamed -f < <(cf_formats)
	[ "$status" -eq 0 ]
	[ -z "$output" ] || { echo "formats without a line in PROGRAMS or OUTSIDE (tests/trust/programs.bash): $output"; false; }
}

@test "registry: programs.bash names no model or format the registries lack" {
	local entry x bad=
	for entry in "${PROGRAMS[@]}"; do
		entry=${entry##*|}
		if [[ $entry =~ ^(rate|value)\ .*-m\ ([a-z0-9-]+) ]]; then
			x=${BASH_REMATCH[2]}
			cf_models | cut -f 1 | grep -qx -- "$x" || bad+=" $x"
		elif [[ $entry =~ ^parse\ -f\ ([a-z0-9-]+) ]]; then
			x=${BASH_REMATCH[1]}
			cf_formats | grep -qx -- "$x" || bad+=" $x"
		fi
	done
	for entry in "${OUTSIDE[@]}"; do
		x=${entry%%|*}
		{ cf_models | cut -f 1; cf_formats; } | grep -qx -- "$x" || bad+=" $x"
	done
	[ -z "$bad" ] || { echo "in programs.bash, not in rate --models or parse --help:$bad"; false; }
}

@test "registry: the check can fail: a model and a format unnamed are found" {
	[ "$(printf 'frsc\nnosuchmodel\n' | unnamed -m)" = nosuchmodel ]
	[ "$(printf 'tsv\nnosuchformat\n' | unnamed -f)" = nosuchformat ]
}

@test "registry: rate --models is TSV, a row per profile of every model in rate --help; full disk exit 1" {
	[ "$(rate --models | head -n 1)" = $'model\tprofile\tby_event\tin\tneed' ]
	# every model and profile line of rate --help, and no other
	rate --help | awk '/^Models:/ { on = 1; next } on && /^$/ { exit }
		on { s = 0; for (i = 2; i <= NF; i++) { if (s) print $1 "\t" $i; if ($i == "profiles:") s = 1 } }' > "$T/help"
	cf_models | cut -f 1,2 > "$T/models"
	diff "$T/help" "$T/models"
	[ "$(wc -l < "$T/models")" -ge 50 ]
	# every row has five cells
	cf_models | awk -F'\t' 'NF != 5 { exit 1 }'
	[ -w /dev/full ] || return 0
	local st=0
	rate --models > /dev/full 2> "$T/err" || st=$?
	[ "$st" -eq 1 ]
	grep -q '^rate: .*No space left on device' "$T/err"
}
