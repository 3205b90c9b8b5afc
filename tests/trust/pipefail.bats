#!/usr/bin/env bats
# Pipelines fail loudly: a write error (full disk, closed pipe) and an
# input line holding a NUL make every program exit non-zero with a
# message; an input without a final newline is accepted by parse only.
load ../helpers
load programs

# Every program of PROGRAMS on its clean input, checked by CHECK.
each() {
	local entry name kind cmd fails=0
	for entry in "${PROGRAMS[@]}"; do
		IFS='|' read -r name kind cmd <<< "$entry"
		clean_input "$kind" "$T/in"
		"$@" "$name" "$cmd" || fails=$((fails + 1))
	done
	[ "$fails" -eq 0 ]
}

full() {
	local status=0
	eval "$2" '"$T/in"' > /dev/full 2> "$T/err" || status=$?
	[ "$status" -eq 1 ] && grep -q "^${2%% *}: write error: No space left on device" "$T/err" && return 0
	echo "$1: > /dev/full: exit $status, expected 1 and a write error:"; cat "$T/err"
	return 1
}

@test "pipefail: every program exits 1 on a write error (> /dev/full)" {
	[ -w /dev/full ] || skip "no /dev/full"
	each full
}

# A pipe whose reader has gone: the program dies of SIGPIPE, as the
# manual pages say: a shell with pipefail reports 128 + 13 = 141.
closed() {
	local status=0
	# rate, rank, format and fit write one small list at the end: /dev/full
	# covers them.  A stream stage gets its input's games 9000 times
	# (2.6 MB out): more than the 1 MiB pipe the programs ask for (lib/core/tsv_write.c
	# widen_pipe) and the 256 KiB flush, so the writer cannot finish before
	# head has gone (with 3000 times, 0.85 MB, it sometimes did: exit 0).
	case ${2%% *} in
	rate | rank | format | fit) return 0 ;;
	esac
	# the repeated input below is a results stream: stages of other
	# inputs (head-to-head, travellers) are covered by /dev/full
	case $1 in
	value-elo | value-fibs | parse-bridge | parse-trf | parse-fide-list | score-* | rank-* | format-*) return 0 ;;
	esac
	awk -F'\t' -v OFS='\t' 'NR == 1 { print; next } { r[NR] = $0 }
		END { for (i = 0; i < 9000; i++) for (k = 2; k in r; k++) {
			split(r[k], f, "\t"); f[1] = sprintf("%04d-01-01", 2000 + int(i / 360)) ; f[3] = f[3] "-" i
			s = f[1]; for (j = 2; j <= 6; j++) s = s OFS f[j]; print s } }' "$SHARED/eliptic3.tsv" > "$T/many"
	[[ $2 == *csv* ]] && sed -i 's/\t/,/g' "$T/many"
	# bats traps ERR in subshells (a failure there exits 1): off, to see the real status
	status=$(trap - ERR; set +eE -o pipefail; eval "$2" '"$T/many"' 2> "$T/err" | head -c 1 > /dev/null; echo $?)
	[ "$status" -eq 141 ] && return 0
	echo "$1: into a closed pipe: exit $status, expected 141 (SIGPIPE):"; head -c 300 "$T/err"
	return 1
}

@test "pipefail: a stream stage into a closed pipe fails (set -o pipefail)" {
	each closed
}

nul() {
	local status=0 line=3
	sed '3s/\t/\tN\x00L/' "$T/in" > "$T/nul"
	[[ $1 == parse-trf || $1 == parse-fide-list ]] && sed -i '3s/ /N\x00L/' "$T/nul"
	[[ $2 == *csv* ]] && sed -i '3s/,/,N\x00L/' "$T/nul"
	eval "$2" '"$T/nul"' > "$T/out" 2> "$T/err" || status=$?
	# only whole records (a header) may precede the error on stdout
	[ "$status" -eq 1 ] && grep -q "^${2%% *}: $T/nul:$line: NUL byte" "$T/err" &&
		{ [ ! -s "$T/out" ] || [ "$(tail -c 1 "$T/out" | od -An -c | tr -d ' ')" = '\n' ]; } && return 0
	echo "$1: NUL on line 3: exit $status:"; cat "$T/err"
	return 1
}

@test "pipefail: a NUL in an input line is an error naming the line" {
	each nul
}

# parse reads files people typed: a last line without its newline is
# whole.  Every other stage reads another stage's output, always whole
# lines: a missing last newline is truncated input, an error naming the
# line, with only whole rows before it on stdout.
nofinal() {
	local status=0 line
	eval "$2" '"$T/in"' > "$T/want" 2>/dev/null
	head -c -1 "$T/in" > "$T/cut"
	[ "$(tail -c 1 "$T/cut" | od -An -c | tr -d ' ')" != '\n' ] || return 1
	line=$(wc -l < "$T/in")
	eval "$2" '"$T/cut"' > "$T/got" 2> "$T/err" || status=$?
	case $1 in
	parse-*)
		[ "$status" -eq 0 ] && cmp -s "$T/got" "$T/want" && return 0 ;;
	*)
		[ "$status" -eq 1 ] && grep -q "^${2%% *}: $T/cut:$line: the last line has no newline" "$T/err" &&
			{ [ ! -s "$T/got" ] || [ "$(tail -c 1 "$T/got" | od -An -c | tr -d ' ')" = '\n' ]; } && return 0 ;;
	esac
	echo "$1: input without a final newline: exit $status"; cat "$T/err"; diff "$T/got" "$T/want" | head -5
	return 1
}

@test "pipefail: a last line without its newline: parse reads it, other stages refuse it as truncated" {
	each nofinal
}

@test "pipefail: a prior ratings file cut inside its last row is refused (rate -r, value -r)" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tlength\n2020-01-01\te\tg\tbg\tA\t1\t5\n2020-01-01\te\tg\tbg\tB\t2\t5\n' > "$T/in"
	rate -m fibs "$T/in" > "$T/r.tsv"
	head -c -3 "$T/r.tsv" > "$T/cut.tsv"
	run rate -m fibs -r "$T/cut.tsv" "$T/in"
	[ "$status" -eq 1 ]
	[[ $output == "rate: $T/cut.tsv:3: the last line has no newline"* ]]
	run value -m fibs -r "$T/cut.tsv" "$T/in"
	[ "$status" -eq 1 ]
	[[ $output == "value: $T/cut.tsv:3: the last line has no newline"* ]]
}

@test "pipefail: a write error into a regular file cuts it back to its last whole row" {
	# A file-size limit stands in for a full disk: with SIGXFSZ ignored,
	# write() would stop short at the limit with EFBIG, mid-row (the
	# writer writes the lines below it; tests/trust/fulldisk.bats has the
	# rest).  1 MB of rows against a 300 KiB limit: the first 256 KiB
	# flush fits, the second does not.
	awk 'BEGIN { print "date\tevent\tgame\ttype\tplayer\tplace";
		for (i = 0; i < 30000; i++) printf "2020-01-01\te\tg%d\tclasic\tplayer %d\t1\n", i, i }' > "$T/in"
	status=0
	(trap '' XFSZ; ulimit -f 300; exec window -n 3 "$T/in" > "$T/out" 2> "$T/err") || status=$?
	[ "$status" -eq 1 ]
	grep -q "^window: write error: File too large" "$T/err"
	[ -s "$T/out" ]
	[ "$(tail -c 1 "$T/out" | od -An -c | tr -d ' ')" = '\n' ]
	# every row whole: 9 fields (6 + seq, n, field)
	awk -F'\t' 'NF != 9 { bad++ } END { exit bad > 0 }' "$T/out"
	[ "$(stat -c %s "$T/out")" -lt 307200 ]
}
