#!/usr/bin/env bats
# Every file a program writes besides its standard output (issue 35,
# item 3): written whole or not at all (lib/core/out_file.c).  A side
# file that is one of the inputs is refused before anything is read,
# the input unchanged; a full disk or a file-size limit leaves it byte
# for byte as it was; and an append to the standard output (>>) that
# fails cuts back only its own bytes, never rows another process
# appended meanwhile (lib/core/tsv_write.c).
load ../helpers
load programs

# Every option that writes a file: PROGRAM OPTION|INPUT|COMMAND, run by
# eval with $F the side file, $IN the input (INPUT's copy in $T; empty:
# the standard input) and $X the other input the command reads, when
# it is set (fit -r, rank --eval --against, rank --compare's OTHER).
# Each writes over 1 KiB (the file-size limit below is 1 KiB).  A new
# side-file option fails "listed" below until it is here.
SIDE=(
	"fit --points|results|fit -m frsc -n 3 --fit spread=40:400:2 --folds 1 \${X:+-r \"\$X\"} --points \"\$F\" \$IN"
	"rank --calibration|history|rank --eval --bins 100 \${X:+--against \"\$X\"} --calibration \"\$F\" \$IN"
	"rank --summary|ratings|rank --compare \"\${X:-\$T/other.tsv}\" --summary \"\$F\" \$IN"
)

setup() {
	T=$BATS_TEST_TMPDIR
	cp "$SHARED/eliptic3.tsv" "$T/results.tsv"
	cp "$FIX/history3.tsv" "$T/history.tsv"
	# 80 types: the summary (a row a type) is over 1 KiB
	awk 'BEGIN { print "type\tplayer\trating\tgames\tstatus"; for (t = 1; t <= 80; t++)
		for (p = 1; p <= 3; p++) printf "type%02d\tp%d\t%d\t3\tactive\n", t, p, 1500 + 10 * p * t }' > "$T/ratings.tsv"
	cp "$T/ratings.tsv" "$T/other.tsv"
	for f in results history ratings other; do cp "$T/$f.tsv" "$T/$f.orig"; done
}

# side ENTRY: sets name (e.g. "fit --points"), prog, opt, input, cmd
side() {
	IFS='|' read -r name input cmd <<< "$1"
	prog=${name%% *}
	opt=${name##* }
}

# No temporary file left in DIR (out_file's are .NAME.XXXXXX).
no_tmp() {
	local left
	left=$(find "$1" -maxdepth 1 -name '.*.??????' | head -n 1)
	[ -z "$left" ] || { echo "a temporary file is left: $left"; return 1; }
}

@test "side files: every option that writes a file is listed here, and writes through out_file" {
	local listed found entry
	listed=$(for entry in "${SIDE[@]}"; do side "$entry"; echo "$opt"; done | sort)
	found=$(grep -rhoE 'out_file_open\([^,]+, "--[a-z-]+"' "$RP_TOP/lib" "$RP_TOP/bin" |
		grep -oE -- '--[a-z-]+' | sort)
	[ "$listed" = "$found" ] || { echo "listed: $listed"; echo "in the source: $found"; false; }
	# each is in its program's option table
	for entry in "${SIDE[@]}"; do
		side "$entry"
		grep -rqE "\{ \"${opt#--}\", required_argument" "$RP_TOP/lib" "$RP_TOP/bin" ||
			{ echo "$opt: not in an option table"; false; }
	done
	# and no other file is opened for writing (a new writer goes through out_file)
	run grep -rnE 'fopen\([^;]*"[wa]\+?"|freopen\(|creat\(|O_CREAT|O_WRONLY|O_RDWR' \
		--include='*.c' "$RP_TOP/lib" "$RP_TOP/bin"
	[ -z "$(echo "$output" | grep -v '/lib/core/out_file.c:')" ] || { echo "$output"; false; }
}

# refused ENTRY ROLE: the side file is the input in ROLE (file: the
# input path; stdin: the input on standard input; other: $X; stdout);
# exit 2 before reading: no row out, the input as it was, nothing left.
refused() {
	local entry=$1 role=$2 IN F X='' said st=0
	side "$entry"
	IN=$T/$input.tsv
	case $role in
	file) F=$IN; said=$F ;;
	stdin) F=$IN; said="standard input"; IN= ;;
	other) F=$T/other.tsv; X=$F; said=$F ;;
	stdout) F=$T/out.tsv; IN=$T/$input.tsv ;;
	esac
	if [ "$role" = stdin ]; then
		eval "$cmd" < "$F" > "$T/out" 2> "$T/err" || st=$?
	elif [ "$role" = stdout ]; then
		eval "$cmd" > "$F" 2> "$T/err" || st=$?
		: > "$T/out"
	else
		eval "$cmd" > "$T/out" 2> "$T/err" || st=$?
	fi
	local want="$prog: $opt $F: $F is also an input ($said); refused before reading"
	[ "$role" != stdout ] || want="$prog: $opt $F: $F is also the standard output; refused before reading"
	[ "$st" -eq 2 ] && [ "$(head -n 1 "$T/err")" = "$want" ] && [ ! -s "$T/out" ] || {
		echo "$name ($role): exit $st, stdout $(wc -c < "$T/out") bytes:"; cat "$T/err"; return 1; }
	for f in results history ratings other; do
		cmp "$T/$f.tsv" "$T/$f.orig" || { echo "$name ($role): $f.tsv changed"; return 1; }
	done
	no_tmp "$T"
}

@test "side files: a side file that is an input or the standard output is refused before reading" {
	local entry
	for entry in "${SIDE[@]}"; do
		refused "$entry" file
		refused "$entry" stdin
		refused "$entry" other
		refused "$entry" stdout
	done
}

@test "side files: written whole, with the mode the file had" {
	local entry IN F X=''
	for entry in "${SIDE[@]}"; do
		side "$entry"
		IN=$T/$input.tsv F=$T/side
		printf 'old\tcontent\n' > "$F"
		chmod 640 "$F"
		eval "$cmd" > /dev/null
		[ "$(stat -c %a "$F")" = 640 ]
		[ "$(head -c 3 "$F")" != old ]
		[ "$(wc -c < "$F")" -gt 1024 ]
		[ "$(tail -c 1 "$F" | od -An -c | tr -d ' ')" = '\n' ]
		no_tmp "$T"
		rm "$F"
	done
}

# ulimit -f 1: no 1 KiB of a side file; the signal not ignored by the
# shell (the program must not die of SIGXFSZ with the file half written).
@test "side files: under a file-size limit the file keeps its old content, byte for byte" {
	local entry IN F X='' st
	for entry in "${SIDE[@]}"; do
		side "$entry"
		IN=$T/$input.tsv F=$T/side
		printf 'old\tcontent\nkept\trow\n' > "$F"
		cp "$F" "$T/side.orig"
		st=0
		(ulimit -f 1; eval "$cmd" > /dev/null 2> "$T/err") || st=$?
		[ "$st" -eq 1 ] || { echo "$name: exit $st"; cat "$T/err"; false; }
		[ "$(cat "$T/err")" = "$prog: $F: File too large; $F keeps its old content" ]
		cmp "$F" "$T/side.orig"
		no_tmp "$T"
		# a file that was not there is not made
		rm "$F"
		st=0
		(ulimit -f 1; eval "$cmd" > /dev/null 2> "$T/err") || st=$?
		[ "$st" -eq 1 ]
		[ "$(cat "$T/err")" = "$prog: $F: File too large; $F is not made" ]
		[ ! -e "$F" ]
		no_tmp "$T"
	done
}

# Killed while it reads (SIGTERM, a cron job's timeout): the file as it
# was and no temporary file.  The input is a FIFO the test holds open,
# so the program waits in its first read, its temporary file made.
@test "side files: killed before the end, the file keeps its old content and no temporary file is left" {
	local entry IN F X='' pid i st
	for entry in "${SIDE[@]}"; do
		side "$entry"
		[ "$prog" != fit ] || continue	# fit needs a file it can read again, not a FIFO
		mkdir -p "$T/d"
		F=$T/d/side IN=$T/fifo
		printf 'old\tcontent\n' > "$F"
		cp "$F" "$T/side.orig"
		rm -f "$T/fifo"
		mkfifo "$T/fifo"
		eval "exec $cmd" > /dev/null 2> "$T/err" &	# (exec: $! is the program)
		pid=$!
		exec 7> "$T/fifo"
		for i in $(seq 100); do
			[ -z "$(find "$T/d" -name '.side.*')" ] || break
			sleep 0.05
		done
		[ -n "$(find "$T/d" -name '.side.*')" ] || { echo "$name: no temporary file seen"; false; }
		kill -TERM "$pid"
		st=0
		wait "$pid" || st=$?
		exec 7>&-
		[ "$st" -eq $((128 + 15)) ] || { echo "$name: exit $st, not killed by SIGTERM"; false; }
		cmp "$F" "$T/side.orig"
		no_tmp "$T/d"
	done
}

# A full file system of its own: a tmpfs in a private mount namespace
# (as tests/trust/fulldisk.bats), filled to the last page after the side
# file's old content.
@test "side files: on a full disk the file keeps its old content, byte for byte" {
	local how
	if unshare -m true 2>/dev/null; then how="unshare -m"
	elif unshare -rm true 2>/dev/null; then how="unshare -rm"
	else skip "no mount namespace here for a small file system"; fi
	mkdir -p "$T/fs"
	local entry st
	for entry in "${SIDE[@]}"; do
		side "$entry"
		st=0
		env T="$T" FS="$T/fs" PATH="$PATH" IN="$T/$input.tsv" CMD="$cmd" $how bash -c '
			mount -t tmpfs -o size=64k rp "$FS" 2>/dev/null || exit 99
			F=$FS/side X=''
			printf "old\tcontent\nkept\trow\n" > "$F"
			cp "$F" "$T/side.orig"
			dd if=/dev/zero of="$FS/fill" bs=4k 2>/dev/null
			st=0; eval "$CMD" > /dev/null 2> "$T/err" || st=$?
			echo "$st" > "$T/st"
			cp "$F" "$T/side.after"
			find "$FS" -name ".*" -type f > "$T/left"
			umount "$FS"' || st=$?
		[ "$st" -ne 99 ] || skip "cannot mount a tmpfs here"
		[ "$st" -eq 0 ]
		[ "$(cat "$T/st")" -eq 1 ] || { echo "$name: exit $(cat "$T/st")"; cat "$T/err"; false; }
		[ "$(cat "$T/err")" = "$prog: $T/fs/side: No space left on device; $T/fs/side keeps its old content" ]
		cmp "$T/side.after" "$T/side.orig"
		[ ! -s "$T/left" ]
	done
}

# The standard output is an output too: every program of PROGRAMS
# (programs.bash), its input appended to (>>) or opened read-write over
# (1<>: `window f 1<> f` overwrote what it was about to read), or on
# its standard input as well, is refused before reading, the input as it was.
@test "side files: a standard output that is one of the inputs is refused before reading" {
	local entry name kind cmd fails=0 st how
	for entry in "${PROGRAMS[@]}"; do
		IFS='|' read -r name kind cmd <<< "$entry"
		clean_input "$kind" "$T/in"
		cp "$T/in" "$T/in.orig"
		for how in append rw stdin; do
			st=0
			case $how in
			append) eval "$cmd" '"$T/in"' >> "$T/in" 2> "$T/err" || st=$? ;;
			rw) eval "$cmd" '"$T/in"' 1<> "$T/in" 2> "$T/err" || st=$? ;;
			stdin) eval "$cmd" < "$T/in" >> "$T/in" 2> "$T/err" || st=$? ;;
			esac
			if [ "$st" -ne 2 ] || ! grep -q "^${cmd%% *}: the standard output is also an input (\($T/in\|standard input\)); refused before reading" "$T/err" ||
			    ! cmp -s "$T/in" "$T/in.orig"; then
				echo "$name ($how): exit $st:"; head -n 3 "$T/err"
				fails=$((fails + 1))
				cp "$T/in.orig" "$T/in"
			fi
		done
	done
	[ "$fails" -eq 0 ]
}

# --params and --help are text on the standard output: appended (>>)
# under a file-size limit they end in whole lines, not half a row.
@test "side files: --params appended under a file-size limit ends in whole lines" {
	local st=0 n
	printf 'kept\tlist\n' > "$T/p"
	(ulimit -f 1; rate -m elo --params >> "$T/p" 2> "$T/err") || st=$?
	[ "$(rate -m elo --params | wc -c)" -gt 1024 ]
	[ "$st" -eq 1 ]
	[ "$(cat "$T/err")" = "rate: write error: File too large" ]
	[ "$(head -n 1 "$T/p")" = "$(printf 'kept\tlist')" ]
	[ "$(tail -c 1 "$T/p" | od -An -c | tr -d ' ')" = '\n' ]
	# what is there is the start of the table, line for line
	n=$(($(wc -l < "$T/p") - 1))
	[ "$(tail -n +2 "$T/p")" = "$(rate -m elo --params | head -n "$n")" ]
}

# A concurrent appender, made exact: a shim around write(2) (LD_PRELOAD)
# appends another process's rows through a file description of its own
# at the first write of the standard output: just BEFORE it (after the
# writer read where the file ended; the write then stops short at the
# file-size limit), or just AFTER it, the write made short by the shim
# (half its bytes, and no more after it: a full disk that reserves
# nothing).  The old
# cut back to the remembered end dropped their rows (before); the old
# write of the rest put the second half of our row after theirs (after).
shim() {
	command -v cc > /dev/null || skip "no C compiler for the write shim"
	cat > "$T/shim.c" <<-'EOC'
	#define _GNU_SOURCE
	#include <dlfcn.h>
	#include <errno.h>
	#include <fcntl.h>
	#include <stdlib.h>
	#include <string.h>
	#include <unistd.h>
	static ssize_t (*real)(int, const void *, size_t);
	static void other(void)
	{
		const char *rows = getenv("OTHER_ROWS");
		int fd = open(getenv("OTHER_FILE"), O_WRONLY | O_APPEND);
		real(fd, rows, strlen(rows));
		close(fd);
	}
	ssize_t write(int fd, const void *p, size_t n)
	{
		static int done;
		ssize_t w;
		int before = strcmp(getenv("OTHER_WHEN"), "before") == 0;
		if (!real)
			real = (ssize_t (*)(int, const void *, size_t))dlsym(RTLD_NEXT, "write");
		if (fd == 1 && done && !before) {
			errno = ENOSPC;	/* the disk stays full */
			return -1;
		}
		if (fd != 1 || done)
			return real(fd, p, n);
		done = 1;
		if (before)
			other();
		w = real(fd, p, before ? n : n / 2);
		if (!before)
			other();
		return w;
	}
	EOC
	cc -shared -fPIC -o "$T/shim.so" "$T/shim.c" || skip "cannot build the write shim"
}

appended() {	# appended WHEN: window -n 3 >> $T/out under a 100 KiB limit, the shim on
	awk 'BEGIN { print "date\tevent\tgame\ttype\tplayer\tplace";
		for (i = 0; i < 5000; i++) printf "2020-01-01\te\tg%d\tclasic\tplayer %d\t1\n", i, i }' > "$T/in"
	awk 'BEGIN { print "kept\tlist"; for (s = 0; s < 200; s++) printf "kept\t%08d\n", s }' > "$T/out"
	cp "$T/out" "$T/before"
	printf 'their\trow 1 %0100d\ntheir\trow 2 %0100d\n' 1 2 > "$T/theirs"
	status=0
	# (ASan wants its runtime first in the list of libraries; the shim only
	# wraps write(2), so the sanitizer pass may preload it after)
	(trap '' XFSZ; [ "$1" = after ] || ulimit -f 100
	 ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0 OTHER_FILE=$T/out OTHER_ROWS=$(cat "$T/theirs")$'\n' OTHER_WHEN=$1 LD_PRELOAD=$T/shim.so \
		exec window -n 3 "$T/in" >> "$T/out" 2> "$T/err") || status=$?
}

@test "side files: a failed append keeps the rows another process appended before it" {
	shim
	appended before
	[ "$status" -eq 1 ]
	[ "$(cat "$T/err")" = "window: write error: File too large" ]
	# what the file held, their rows, and none of ours (the flush failed whole)
	cat "$T/before" "$T/theirs" | cmp - "$T/out"
}

@test "side files: a failed append keeps the rows another process appended after it" {
	shim
	appended after
	[ "$status" -eq 1 ]
	n=$(stat -c %s "$T/before")
	grep -qx "window: write error: No space left on device" "$T/err"
	cmp -n "$n" "$T/before" "$T/out"
	# their bytes whole at the end, after our partial row, which is said
	# with its bytes (it cannot go: a cut would take theirs too)
	tail -c "$(stat -c %s "$T/theirs")" "$T/out" | cmp - "$T/theirs"
	m=$(($(stat -c %s "$T/out") - $(stat -c %s "$T/theirs")))
	grep -qx "window: bytes $n to $m of the output, a failed write, end in a partial row: another process has the file open or wrote to it, so they are not cut off" "$T/err"
}
