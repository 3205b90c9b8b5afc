# Shared by the explain tests: what every model's --explain must hold.
#
# explain_holds RATE-ARGS... : runs `rate RATE-ARGS --explain` and `rate
# RATE-ARGS`, and checks that
#   - every change's parts add up to after - before (1e-9 of the ratings);
#   - each player's changes chain: a change's before is the last one's after;
#   - each player's last after is the rating of the ratings list;
#   - every player of the list whose rating moved has a change.
# A change is a run of rows with the same type, player, date, event,
# before and after.  Prints what fails; status 1 then.
explain_holds() {
	rate "$@" --explain > "$BATS_TEST_TMPDIR/explain.tsv" || return 1
	rate "$@" > "$BATS_TEST_TMPDIR/ratings.tsv" || return 1
	awk -F'\t' '
	FNR == 1 { for (i = 1; i <= NF; i++) c[FILENAME, $i] = i; next }
	FILENAME ~ /explain.tsv$/ {
		k = $(c[FILENAME, "type"]) SUBSEP $(c[FILENAME, "player"])
		b = $(c[FILENAME, "before"]); a = $(c[FILENAME, "after"])
		id = k SUBSEP $(c[FILENAME, "date"]) SUBSEP $(c[FILENAME, "event"]) SUBSEP b SUBSEP a
		if (id != cur) {
			close_change()
			cur = id; sum = 0; big = 1; ck = k; cb = b; ca = a
			if ((k in last) && last[k] != b) {
				printf "%s: change before %s, but the last change ended at %s\n", k, b, last[k]; bad = 1
			}
			last[k] = a
		}
		x = $(c[FILENAME, "amount"]) + 0; sum += x
		if (x < 0) x = -x; if (x > big) big = x
		next
	}
	{
		k = $(c[FILENAME, "type"]) SUBSEP $(c[FILENAME, "player"])
		listed[k] = $(c[FILENAME, "rating"])
	}
	function abs(v) { return v < 0 ? -v : v }
	function close_change(  d, s) {
		if (cur == "") return
		d = ca - cb; s = big
		if (abs(ca) > s) s = abs(ca); if (abs(cb) > s) s = abs(cb)
		if (abs(sum - d) > 1e-9 * s) { printf "%s: parts add up to %.17g, the change is %.17g\n", ck, sum, d; bad = 1 }
		n++
	}
	END {
		close_change()
		for (k in last)
			if (k in listed && listed[k] + 0 != last[k] + 0) {
				printf "%s: last change ends at %s, the list says %s\n", k, last[k], listed[k]; bad = 1
			}
		if (n == 0) { print "no change explained"; bad = 1 }
		exit bad
	}' "$BATS_TEST_TMPDIR/explain.tsv" "$BATS_TEST_TMPDIR/ratings.tsv"
}

# explain_seeds N: the seeds 1 to N of a test over generated histories.
# The sanitizer pass takes the first and the last (what a test reads
# after its loop is the last's): it checks memory on the same code, not
# more values (as incremental.bash and cf_finite take fewer), and its
# programs cost ~10 ms each to start.
explain_seeds() {
	case ${RP_BIN:-} in
	*build-san*) [ "$1" -le 2 ] && seq "$1" || echo 1 "$1" ;;
	*) seq "$1" ;;
	esac
}
