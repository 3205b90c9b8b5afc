# Shared by every .bats file (load ../helpers from tests/FOLDER, ../../helpers
# from tests/models/FAMILY): programs from $RP_BIN (bin/ by default),
# fixtures beside the tests ($FIX) and those several folders use
# ($SHARED, tests/fixtures), a scratch directory per test.
# $RP_TESTDIR is tests/, $RP_TOP the top of the tree; both from this file's
# own path, without a subshell (this runs once per test).
RP_TESTDIR=${BASH_SOURCE[0]%/*}
RP_TOP=$RP_TESTDIR/..
RP_BIN=${RP_BIN:-$RP_TOP/bin}
PATH="$RP_BIN:$PATH"
FIX=$BATS_TEST_DIRNAME/fixtures
SHARED=$RP_TESTDIR/fixtures
export LC_ALL=C
# A test reads no standard input of its own: /dev/null, as when bats ran
# it in the background (tests/run runs a file's tests one after the
# other now, under GNU parallel, whose jobs get an empty pipe instead;
# fit then dies "stdin: Illegal seek" though it reads files).
exec < /dev/null

setup() {
	T=$BATS_TEST_TMPDIR
}

# plain_only: skip in the sanitizer pass (tests/run's second, RP_BIN
# build-san/bin): a test whose property is not memory's, or whose code
# the sanitizers see in other tests, runs once, with the plain build.
plain_only() {
	case ${RP_BIN:-} in *build-san*) skip "run once, with the plain build" ;; esac
}

# need_plain PROG: skip unless PROG is the program as built without the
# sanitizers: a bound on address space (ulimit -v) is not theirs, nor
# valgrind's wrapper's, since they map far more than the program.
need_plain() {
	local p
	p=$(command -v "$1")
	[ "$(head -c 2 "$p")" != '#!' ] || skip "$1 is a wrapper (valgrind)"
	! grep -q __asan_init "$p" || skip "a sanitizer build"
}

# whole_rows FILE: nothing, or whole rows: FILE ends in a newline and
# every line has as many fields as the first (a stage stopped by an error
# leaves no half row on stdout).  Prints what is wrong.
whole_rows() {
	[ -s "$1" ] || return 0
	# $(...) drops a trailing newline: a last byte left is a partial row
	[ -z "$(tail -c 1 "$1")" ] || { echo "stdout ends in a partial row"; return 1; }
	awk -F'\t' 'NR == 1 { n = NF } NF != n { print "line " NR " has " NF " fields, the first " n; bad = 1 } END { exit bad }' "$1"
}

# Numeric comparison to a tolerance: close ACTUAL EXPECTED [TOL]
close() {
	awk -v a="$1" -v e="$2" -v t="${3:-1e-6}" 'BEGIN {
		d = a - e; if (d < 0) d = -d;
		if (a == "" || d > t) { printf "got %s, expected %s (tolerance %s)\n", a, e, t; exit 1 } }'
}

# The value of column COL in data row ROW (1-based) of a TSV on stdin.
col() {
	awk -F'\t' -v c="$1" -v r="${2:-1}" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == c) k = i; next }
		NR - 1 == r { print $k }'
}

# The value of column COL in the row where column KEYCOL equals KEY.
pick() {
	awk -F'\t' -v c="$1" -v kc="$2" -v key="$3" 'NR == 1 { for (i = 1; i <= NF; i++) { if ($i == c) k = i; if ($i == kc) j = i }; next }
		$j == key { print $k }'
}
