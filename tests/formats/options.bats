#!/usr/bin/env bats
# parse -f FORMAT's command line, over every format parse --help lists:
# each format's help lists exactly the long options the format takes (and
# says which take a value), and a bad value is a usage error in the
# common form.  The formats read their options through one table walker
# (lib/formats/fopt.c); a format added later, or an option added to a
# table and not to the help (or the other way round), fails here.
load ../helpers
bats_require_minimum_version 1.5.0

# the formats, from parse --help
formats() {
	parse --help | sed -n '/one of:/,/^  -d/p' | sed -n 's/^  \([a-z][a-z-]*\)  .*/\1/p'
}

# FORMAT's option lines in its help: "NAME" or "NAME=" (takes a value:
# an upper-case word follows); help, version and format (the
# dispatcher's) left out
listed() {
	parse -f "$1" --help | sed -n 's/^ *\(-[a-z], \)\{0,1\}--\([a-z][a-z-]*\)\( [A-Z]\)\{0,1\}.*/\2\3/p' |
		sed 's/ [A-Z]$/=/' | grep -v -e '^help$' -e '^version$' -e '^format' | sort -u
}

@test "options: each format's help lists the long options it takes, with or without a value" {
	local f o name bad=
	[ "$(formats | wc -l)" -ge 11 ]
	for f in $(formats); do
		for o in $(listed "$f"); do
			name=${o%=}
			# --NAME=x: a value for an option that takes one, else getopt's
			# "doesn't allow an argument"; never unknown to the format
			run parse -f "$f" "--$name=x" </dev/null
			if [[ "$output" == *"unrecognized option"* || "$output" == *"is an option of"* ]]; then
				bad+=" -f $f --$name: unknown to the format;"
			elif [[ "$output" == *"doesn't allow an argument"* ]]; then
				[[ "$o" != *= ]] || bad+=" -f $f --$name: the help gives it a value, the format none;"
				run parse -f "$f" "--$name" </dev/null
				[[ "$output" != *"bad option"* ]] || bad+=" -f $f --$name: in the table, not taken;"
			elif [[ "$output" == *"bad option"* ]]; then
				bad+=" -f $f --$name: in the table, not taken;"
			elif [[ "$o" != *= ]]; then
				bad+=" -f $f --$name: the help gives it no value, the format takes one;"
			fi
		done
	done
	[ -z "$bad" ] || { echo "$bad"; false; }
}

@test "options: an option another format's help lists is refused, exit 2" {
	local f o all mine st bad=
	all=$(for f in $(formats); do listed "$f"; done | sed 's/=$//' | sort -u)
	[ "$(wc -l <<<"$all")" -ge 15 ]
	# (no fork but parse's in the loops: the suite runs twice, and each
	# sanitizer program costs ~10 ms to start)
	for f in $(formats); do
		mine=" $(listed "$f" | sed 's/=$//' | tr '\n' ' ') "
		for o in $all; do
			[[ $mine == *" $o "* ]] && continue
			st=0
			parse -f "$f" "--$o" x </dev/null >/dev/null 2>&1 || st=$?
			[ "$st" -eq 2 ] || bad+=" -f $f --$o: exit $st;"
		done
	done
	[ -z "$bad" ] || { echo "$bad"; false; }
}

@test "options: a bad value is a usage error: exit 2, nothing on stdout, 'parse: ' and the pointer to --help" {
	local f o v st bad= n=0 errl
	local -a vals=("" x 0 -1 100001 $'a\tb' 2024-13-01 ",,,,")
	for f in $(formats); do
		for o in $(listed "$f" | sed -n 's/=$//p'); do
			for v in "${vals[@]}"; do
				st=0
				parse -f "$f" "--$o" "$v" </dev/null >"$T/out" 2>"$T/err" || st=$?
				case $st in
				0 | 1) ;;
				2)
					n=$((n + 1))
					[ ! -s "$T/out" ] || bad+=" -f $f --$o '$v': stdout written;"
					mapfile -t errl < "$T/err"
					[[ "${errl[0]}" == parse:\ * ]] ||
						bad+=" -f $f --$o '$v': ${errl[0]};"
					[ "${errl[-1]}" = "Try 'parse --help' for more information." ] ||
						bad+=" -f $f --$o '$v': no pointer to --help;"
					;;
				*) bad+=" -f $f --$o '$v': exit $st;" ;;
				esac
			done
		done
	done
	# (a count that says the values were refused at all: every format's
	# numbers, words, dates and encodings refuse most of them)
	[ "$n" -ge 100 ] || bad+=" only $n usage errors;"
	[ -z "$bad" ] || { echo "$bad"; false; }
}

@test "options: the messages of the kinds the formats share, word for word" {
	# fopt.c words these once for every format that has the option
	run parse -f egd --rounds 1001
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "parse: --rounds 1001: expected a number of rounds, 1 to 1000" ]
	for f in tsh tsh-js; do
		run parse -f "$f" --scheduled-rounds 0
		[ "$status" -eq 2 ]
		[ "${lines[0]}" = "parse: --scheduled-rounds 0: expected a number of rounds, 1 to 100000" ]
	done
	for f in tsh trf fide-list egd; do
		run parse -f "$f" --encoding latin-2
		[ "$status" -eq 2 ]
		[ "${lines[0]}" = "parse: --encoding latin-2: expected utf-8 or latin-1" ]
	done
	run parse -f pgn --unfinished stop
	[ "${lines[0]}" = "parse: --unfinished stop: expected skip or error" ]
	run parse -f usebio --score-mismatch ignore
	[ "${lines[0]}" = "parse: --score-mismatch ignore: expected warn or refuse" ]
	run parse -f trf --date-order dym
	[ "${lines[0]}" = "parse: --date-order dym: expected dmy, mdy or ymd" ]
	for f in pgn tsh trf egd tsh-js; do
		run parse -f "$f" --date 2024-02-30
		[ "$status" -eq 2 ]
		[ "${lines[0]}" = "parse: --date 2024-02-30: expected a date YYYY-MM-DD" ]
	done
	# -t is --type in the message, as in the help (-t, --type)
	run parse -f pairs -t ' chess'
	[ "$status" -eq 2 ]
	[[ "${lines[0]}" == 'parse: --type " chess": expected a game type '* ]]
	run parse -f csv -d :
	[ "${lines[0]}" = "parse: -d :: expected , or ;" ]
}
