#!/usr/bin/env bats
# Determinism: the same input gives the same bytes run after run, under
# any LC_ALL, and from builds with other flags (bin/ against the
# sanitizer build); equal ratings are ordered by player name, bytewise.
# gcc against clang: tests/determinism.sh (make determinism).
load ../helpers

top=$RP_TOP

@test "determinism: every program twice, and under other LC_ALL values: same bytes" {
	"$top/tests/determinism.sh" outputs "$RP_BIN" "$T/a"
	"$top/tests/determinism.sh" outputs "$RP_BIN" "$T/b"
	diff -r "$T/a" "$T/b"
	# LC_NUMERIC=de_DE would print 1,5 if a program called setlocale;
	# locales not installed fall back to C (see make determinism)
	for l in C.UTF-8 POSIX de_DE.UTF-8 tr_TR.UTF-8; do
		(export LC_ALL=$l; "$top/tests/determinism.sh" outputs "$RP_BIN" "$T/lc") 2>/dev/null
		diff -r "$T/a" "$T/lc"
		rm -rf "$T/lc"
	done
	[ "$(ls "$T/a" | wc -l)" -ge 53 ]
}

@test "determinism: bin/ and build-san/bin (other compiler flags) give the same bytes" {
	local other
	for other in "$top/bin" "$top/build-san/bin"; do
		[ "$other" -ef "$RP_BIN" ] || break
	done
	[ -x "$other/rate" ] || skip "no $other (make san)"
	"$top/tests/determinism.sh" outputs "$RP_BIN" "$T/a"
	"$top/tests/determinism.sh" outputs "$other" "$T/b"
	diff -r "$T/a" "$T/b"
}

# One game, all six players placed 1 (tied): V = 150 (all unrated), and
# with the published place L = 1, delta = 50 (J - 2L + 1)/(J - 1) =
# 50 * 5/5 = 50, so P = 200 for all: every rating is the same 200.  The list must then be in bytewise
# name order: "B" (0x42) < "Z" (0x5A) < "a" (0x61) < "b" < "Ábel" (0xC3)
# < "Ștefan" (0xC8) -- not a locale's order (a, Ábel, b, B, ...).
@test "determinism: equal ratings are listed by player name, bytewise" {
	{
		printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
		for p in b Ștefan Z a Ábel B; do printf '2011-01-01\tE\t1\tclasic\t%s\t1\n' "$p"; done
	} > "$T/tie.tsv"
	run rate -n 3 "$T/tie.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { print $2 }' | tr '\n' ' ')" = "B Z a b Ábel Ștefan " ]
	# every rating 200 (see above)
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { print $3 }' | sort -u)" = 200 ]
	rate -n 3 "$T/tie.tsv" > "$T/r.tsv"
	for l in C C.UTF-8 en_US.UTF-8; do
		run env LC_ALL=$l rank "$T/r.tsv"
		[ "$status" -eq 0 ]
		# all share position 1, listed by name bytewise
		[ "$(echo "$output" | awk -F'\t' 'NR > 1 { print $2 ":" $NF }' | tr '\n' ' ')" = "B:1 Z:1 a:1 b:1 Ábel:1 Ștefan:1 " ]
	done
	# the same with the rows given in another order
	{ head -n 1 "$T/r.tsv"; tail -n +2 "$T/r.tsv" | sort -r; } > "$T/r2.tsv"
	run rank "$T/r2.tsv"
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { print $2 }' | tr '\n' ' ')" = "B Z a b Ábel Ștefan " ]
}
