#!/usr/bin/env bats
# Nothing destroyed on a full disk (README, "Pipelines fail loudly"):
# a write error leaves the output file holding what it held before the
# program ran and whole rows after it, whatever the path to the error
# (a flush, the rows flushed before a data error, a file that cannot be
# cut back); --help, --version and --params fail like data output.
#
# Two honest stand-ins for a full disk, no hook in the programs:
#   - a file-size limit (ulimit -f): write() stops short at the limit,
#     with EFBIG when SIGXFSZ is ignored (else the signal kills);
#   - a real full filesystem: a tmpfs of a few pages in a private mount
#     namespace (unshare -m as root, unshare -rm as a user where user
#     namespaces are allowed; skipped where neither is).
load ../helpers
load programs

# ROWS rows of one-player games: window -n 3 writes each with seq and n
# (9 fields, about 47 bytes a row).
games() {
	awk -v n="$1" 'BEGIN { print "date\tevent\tgame\ttype\tplayer\tplace";
		for (i = 0; i < n; i++) printf "2020-01-01\te\tg%d\tclasic\tplayer %d\t1\n", i, i }'
}

# What the file held before: a header and rows of another list, BYTES long.
before() {
	awk -v n="$1" 'BEGIN { print "kept\tlist"; for (s = 10; s < n; s += 14) printf "kept\t%08d\n", s }'
}

# FILE starts with PREFIX's bytes, and every line after them is a whole
# row of window's output (9 fields, the last line ending in a newline).
kept_then_whole() {
	local file=$1 prefix=$2 n
	n=$(stat -c %s "$prefix")
	cmp -n "$n" "$prefix" "$file" || { echo "what the file held before is gone"; return 1; }
	[ "$(stat -c %s "$file")" -ge "$n" ] || return 1
	[ ! -s "$file" ] || [ "$(tail -c 1 "$file" | od -An -c | tr -d ' ')" = '\n' ] ||
		{ echo "the file ends inside a row"; return 1; }
	tail -c +"$((n + 1))" "$file" | awk -F'\t' 'NF != 9 { bad++ } END { if (bad) print bad " rows cut"; exit bad > 0 }'
}

# Run SCRIPT (bash) with $FS a file system of its own, KIND of SIZE:
# tmpfs (which reserves space: fallocate), ext4 on a loop device (the
# same, keeping what a failed reservation took) or ext2 (which cannot
# reserve: a write stops short and the file is cut back).
in_small_fs() {
	local kind=$1 size=$2 how st
	if unshare -m true 2>/dev/null; then
		how="unshare -m"
	elif unshare -rm true 2>/dev/null; then
		how="unshare -rm"
	else
		skip "no mount namespace here for a small file system"
	fi
	mkdir -p "$T/fs"
	if [ "$kind" != tmpfs ]; then
		command -v "mkfs.$kind" > /dev/null || skip "no mkfs.$kind"
		rm -f "$T/img"
		truncate -s "$size" "$T/img" && "mkfs.$kind" -q -F "$T/img" > /dev/null 2>&1 || skip "mkfs.$kind failed"
	fi
	st=0
	env T="$T" FS="$T/fs" PATH="$PATH" KIND="$kind" SIZE="$size" $how bash -c '
		if [ "$KIND" != tmpfs ]; then mount -o loop "$T/img" "$FS"; else mount -t tmpfs -o size="$SIZE" rp "$FS"; fi 2>/dev/null || exit 99
		(eval "$0"); st=$?
		umount "$FS"
		exit $st' "$3" || st=$?
	[ "$st" -ne 99 ] || skip "cannot mount a $kind file system here"
	return "$st"
}

# window -n 3 on $T/in, appending (>>) to $OUT (made from $T/before when
# that exists, else new), under a file-size limit of LIMIT KiB; with
# append-only the file is made so first (skipped where that takes root).
# Sets status, and $T/out, $T/err.
window_limited() {
	local limit=$1 how=${2:-}
	rm -f "$T/out"
	[ ! -f "$T/before" ] || cp "$T/before" "$T/out"
	if [ "$how" = append-only ]; then
		command -v chattr > /dev/null || skip "no chattr"
		touch "$T/out"
		chattr +a "$T/out" 2>/dev/null && [ "$(lsattr -d "$T/out" | cut -c 6)" = a ] ||
			skip "cannot make a file append-only here (needs root)"
	fi
	status=0
	if [ "$how" = signal ]; then
		(ulimit -f "$limit"; exec window -n 3 "$T/in" >> "$T/out" 2> "$T/err") || status=$?
	else
		(trap '' XFSZ; ulimit -f "$limit"; exec window -n 3 "$T/in" >> "$T/out" 2> "$T/err") || status=$?
	fi
	[ "$how" != append-only ] || chattr -a "$T/out"
}

# The same on a full file system of its own (in_small_fs KIND SIZE).
window_full() {
	local kind=$1 size=$2 how=${3:-}
	[ "$how" != append-only ] || command -v chattr > /dev/null || skip "no chattr"
	status=0
	in_small_fs "$kind" "$size" "
		[ ! -f \"\$T/before\" ] || cp \"\$T/before\" \"\$FS/out\"
		if [ '$how' = append-only ]; then
			touch \"\$FS/out\"
			chattr +a \"\$FS/out\" 2>/dev/null && [ \"\$(lsattr -d \"\$FS/out\" | cut -c 6)\" = a ] || exit 98
		fi
		window -n 3 \"\$T/in\" >> \"\$FS/out\" 2> \"\$T/err\"
		echo \$? > \"\$T/status\"
		[ '$how' != append-only ] || chattr -a \"\$FS/out\"
		stat -c '%s %b %B' \"\$FS/out\" > \"\$T/blocks\"
		cp \"\$FS/out\" \"\$T/out\"" || status=$?
	[ "$status" -ne 98 ] || skip "cannot make a file append-only here (needs root)"
	[ "$status" -eq 0 ]
	status=$(cat "$T/status")
}

# 30000 rows (1.3 MB written) after 100 KB the file held.
held_then_many() {
	games 30000 > "$T/in"
	before 100000 > "$T/before"
}

# 5000 rows (225 KB written, under the 256 KiB flush), then a bad date.
few_then_bad() {
	{ games 5000; printf '2020-13-01\te\tbad\tclasic\tX\t1\n'; } > "$T/in"
	: > "$T/before"
}

bad_date_said() {
	grep -qx "window: $T/in:5002:1: column \"date\": expected a date YYYY-MM-DD, found \"2020-13-01\"" "$T/err"
}

# A file-size limit: 1.3 MB of rows against 300 KiB, the first flush
# (256 KiB after the 100 KB held) crosses it.  Appending cut the file to
# 0 bytes: its start was read as offset 0 before the first append.
@test "full disk: appending (>>) under a file-size limit keeps what the file held" {
	held_then_many
	window_limited 300
	[ "$status" -eq 1 ]
	[ "$(cat "$T/err")" = "window: write error: File too large" ]
	kept_then_whole "$T/out" "$T/before"
	# the rows that fit below the limit are there, whole
	[ "$(stat -c %s "$T/out")" -gt 300000 ]
	[ "$(stat -c %s "$T/out")" -le 307200 ]
}

@test "full disk: appending (>>) to a full file system keeps what the file held" {
	held_then_many
	window_full tmpfs 256k
	[ "$status" -eq 1 ]
	[ "$(cat "$T/err")" = "window: write error: No space left on device" ]
	kept_then_whole "$T/out" "$T/before"
}

@test "full disk: a file-size limit without SIGXFSZ ignored: exit 1 and whole rows, not death by the signal" {
	# The limit's signal killed the program (128 + 25) inside a row.
	held_then_many
	window_limited 300 signal
	[ "$status" -eq 1 ]
	[ "$(cat "$T/err")" = "window: write error: File too large" ]
	kept_then_whole "$T/out" "$T/before"
	[ "$(stat -c %s "$T/out")" -gt 300000 ]
}

# The rows before a data error are flushed on the way out: on a full
# disk that flush left half a row (it was the one write not cut back).
@test "full disk: a data error under a file-size limit leaves no half row" {
	few_then_bad
	window_limited 64
	kept_then_whole "$T/out" "$T/before"
	[ "$status" -eq 1 ]
	bad_date_said
	grep -qx "window: write error: File too large" "$T/err"
	[ "$(stat -c %s "$T/out")" -gt 60000 ]
}

@test "full disk: a data error on a full file system leaves no half row" {
	few_then_bad
	window_full tmpfs 64k
	kept_then_whole "$T/out" "$T/before"
	[ "$status" -eq 1 ]
	bad_date_said
	grep -qx "window: write error: No space left on device" "$T/err"
}

# An append-only file (chattr +a, a log's usual guard) cannot be cut
# back: the half row a failed write left stayed there.  Setting the
# flag takes root in the first namespace.
@test "full disk: a file that cannot be cut back (append-only) under a size limit keeps no half row" {
	held_then_many
	window_limited 300 append-only
	[ "$status" -eq 1 ]
	[ "$(cat "$T/err")" = "window: write error: File too large" ]
	kept_then_whole "$T/out" "$T/before"
}

@test "full disk: a file that cannot be cut back (append-only) on a full file system keeps no half row" {
	held_then_many
	window_full tmpfs 256k append-only
	[ "$status" -eq 1 ]
	[ "$(cat "$T/err")" = "window: write error: No space left on device" ]
	kept_then_whole "$T/out" "$T/before"
}

# --help, --version and --params write with stdio, not the row writer:
# they exited 0 on a full disk.  Each program, as PROGRAMS runs it (its
# -f, -m, -p: a subcommand's and a model's own help), and every model's
# parameter table.
help_cmd() {	# the program and its -f/-m/-p choices of a PROGRAMS command
	local -a w
	read -r -a w <<< "$1"
	local i out=${w[0]}
	for ((i = 1; i < ${#w[@]}; i++)); do
		case ${w[i]} in
		\$*) break ;;	# a prior's own flags follow
		-f | -m | -p) out+=" ${w[i]} ${w[i + 1]}"; i=$((i + 1)) ;;
		esac
	done
	echo "$out"
}

full_fails() {	# full_fails CMD...: exit 1 and one message, a write error
	local status=0 prog=${1%% *}
	"$@" > /dev/full 2> "$T/err" || status=$?
	[ "$status" -eq 1 ] && [ "$(cat "$T/err")" = "$prog: write error: No space left on device" ] && return 0
	echo "$* > /dev/full: exit $status:"; cat "$T/err"
	return 1
}

@test "full disk: --help, --version and --params fail on a write error like data output" {
	[ -w /dev/full ] || skip "no /dev/full"
	local entry name kind cmd fails=0 m
	for entry in "${PROGRAMS[@]}"; do
		IFS='|' read -r name kind cmd <<< "$entry"
		cmd=$(help_cmd "$cmd")
		# shellcheck disable=SC2086
		full_fails $cmd --help || fails=$((fails + 1))
		# shellcheck disable=SC2086
		full_fails $cmd --version || fails=$((fails + 1))
	done
	for m in $(rate --help | awk '/^Models:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^$/ { exit }'); do
		full_fails rate -m "$m" --params || fails=$((fails + 1))
		full_fails value -m "$m" --help || fails=$((fails + 1))
	done
	[ "$fails" -eq 0 ]
}

# ext4 keeps the blocks a reservation took before it failed: given back,
# else the disk stays full of blocks past the file's end that no one sees.
@test "full disk: a reservation that fails leaves no hidden blocks past the end (ext4)" {
	games 60000 > "$T/in"
	before 100000 > "$T/before"
	window_full ext4 2m
	[ "$status" -eq 1 ]
	[ "$(cat "$T/err")" = "window: write error: No space left on device" ]
	kept_then_whole "$T/out" "$T/before"
	# what the file holds on disk is its size, rounded up to 4 KiB blocks
	read -r size blocks unit < "$T/blocks"
	[ $((blocks * unit)) -le $(((size + 4095) / 4096 * 4096 + 4096)) ]
}

# ext2 reserves nothing (fallocate: EOPNOTSUPP): the write stops short
# inside a row and the file is cut back to where it ended before.
@test "full disk: appending (>>) to a full file system that cannot reserve space keeps what the file held" {
	held_then_many
	window_full ext2 256k
	[ "$status" -eq 1 ]
	[ "$(cat "$T/err")" = "window: write error: No space left on device" ]
	kept_then_whole "$T/out" "$T/before"
	cmp "$T/out" "$T/before"
}

@test "full disk: a data error on a full file system that cannot reserve space leaves no half row" {
	few_then_bad
	before 100000 > "$T/before"
	window_full ext2 256k
	kept_then_whole "$T/out" "$T/before"
	[ "$status" -eq 1 ]
	bad_date_said
	grep -qx "window: write error: No space left on device" "$T/err"
}

# The one case no program can mend: no reservation and no cut (an
# append-only file on such a file system).  The half row stays, and the
# message says from which byte; it said nothing.
@test "full disk: a half row that cannot be cut off is said, with its byte" {
	held_then_many
	window_full ext2 256k append-only
	[ "$status" -eq 1 ]
	n=$(stat -c %s "$T/before")
	grep -qx "window: the output ends in a partial row from byte $n on: cutting it off failed: Operation not permitted" "$T/err"
	grep -qx "window: write error: No space left on device" "$T/err"
	cmp -n "$n" "$T/before" "$T/out"
}
