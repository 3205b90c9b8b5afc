#!/usr/bin/env bats
# The TSV reader checks a line's bytes in the pass that splits it at TABs
# (lib/core/tsv_read.c).  Most lines are read in blocks of 64 bytes, the masks
# of a block kept for the lines that begin in it (read_tsv_blocks); a line
# with a fault, and one near the end of the bytes read (as in these small
# files), is read again sixteen bytes a step, the last step overlapping
# the one before (read_tsv_record).  A fault must be found, and named at
# the same place, wherever it falls: in the first step, across a step's
# or a block's edge, in the overlapping tail, in the last byte; the
# splitting must not mistake the NULs it writes for NUL bytes of the input.
load ../helpers

HDR=$'date\tevent\tgame\ttype\tplayer\tplace'
# A row of 39 bytes (steps at 0 and 16, the last at 23): offsets 0-9 the
# date, 11 event, 13 game, 15-20 type, 22-36 player, 38 place.  A second
# player (OTHER) keeps score from warning about a one-player game.
ROW=$'2020-01-01\tE\t1\tclasic\tAbcdefghijklmno\t1'
OTHER=$'2020-01-01\tE\t1\tclasic\tZ\t2'

# The column of byte offset OFF in ROW: 1 + the TABs before it.
col_of() {
	local tabs=${ROW:0:$1}
	tabs=${tabs//[^$'\t']/}
	echo $((1 + ${#tabs}))
}

# ROW with byte offset OFF replaced by the bytes of printf format BYTES.
row_with() {
	printf '%s' "${ROW:0:$1}"
	printf "$2"
	printf '%s\n' "${ROW:$(($1 + 1))}"
}

@test "reader: a control character at every offset of a line is named by its column" {
	[ ${#ROW} -eq 39 ]
	for off in $(seq 0 38); do
		[ "${ROW:$off:1}" = $'\t' ] && continue	# a TAB is the separator
		for c in '\033' '\177' '\001' '\r'; do
			# a CR just before the newline is a CRLF line end
			[ "$c" = '\r' ] && [ "$off" -eq 38 ] && continue
			{ echo "$HDR"; row_with "$off" "$c"; } > "$T/c.tsv"
			run score "$T/c.tsv"
			[ "$status" -eq 1 ] || { echo "offset $off byte $c accepted"; false; }
			[[ "$output" == *"$T/c.tsv:2:$(col_of "$off"): expected text without control characters"* ]] ||
				{ echo "offset $off byte $c: $output"; false; }
		done
	done
}

@test "reader: a NUL byte at every offset is named by its byte, never confused with the split's NULs" {
	for off in $(seq 0 38); do
		{ echo "$HDR"; row_with "$off" '\000'; } > "$T/n.tsv"
		run score "$T/n.tsv"
		[ "$status" -eq 1 ] || { echo "offset $off accepted"; false; }
		[[ "$output" == *"$T/n.tsv:2: NUL byte at byte $((off + 1)) of the line"* ]] ||
			{ echo "offset $off: $output"; false; }
	done
	# a clean line of every length from 25 to 49 (each tail overlap) passes
	for n in $(seq 1 25); do
		name=$(printf '%*s' "$n" '' | tr ' ' 'x')
		printf '%s\n2020-01-01\tE\t1\tclasic\t%s\t1\n%s\n' "$HDR" "$name" "$OTHER" > "$T/ok.tsv"
		run score "$T/ok.tsv"
		[ "$status" -eq 0 ] || { echo "name of $n bytes: $output"; false; }
		[ "$(printf '%s\n' "$output" | col player)" = "$name" ]
	done
}

@test "reader: UTF-8 is checked from the first high byte, wherever the steps cut it" {
	# a stray continuation byte at every offset of the player's name
	for off in $(seq 22 36); do
		{ echo "$HDR"; row_with "$off" '\200'; } > "$T/u.tsv"
		run score "$T/u.tsv"
		[ "$status" -eq 1 ] || { echo "offset $off accepted"; false; }
		[[ "$output" == *"$T/u.tsv:2: invalid UTF-8 at byte $((off + 1)) of the line"* ]] ||
			{ echo "offset $off: $output"; false; }
	done
	# a valid two-byte letter (ă, C4 83) first, then a bad byte further on:
	# the check starts at the first high byte and must go on to the end
	for off in $(seq 23 36); do
		line=$(row_with "$off" '\377')
		{ echo "$HDR"; printf '%s' "${line:0:22}"; printf '\304\203'; printf '%s\n' "${line:23}"; } > "$T/v.tsv"
		run score "$T/v.tsv"
		[ "$status" -eq 1 ] || { echo "offset $off accepted"; false; }
		# the letter takes two bytes for one: the bad byte is one further on
		[[ "$output" == *"$T/v.tsv:2: invalid UTF-8 at byte $((off + 2)) of the line"* ]] ||
			{ echo "offset $off: $output"; false; }
	done
	# a valid letter straddling every step edge is accepted, unchanged
	for off in $(seq 22 35); do
		line="${ROW:0:$off}"$'\xc4\x83'"${ROW:$((off + 2))}"
		{ echo "$HDR"; printf '%s\n' "$line" "$OTHER"; } > "$T/w.tsv"
		run score "$T/w.tsv"
		[ "$status" -eq 0 ] || { echo "offset $off: $output"; false; }
		[ "$(printf '%s\n' "$output" | col player)" = "$(printf '%s\n' "$line" | cut -f5)" ]
	done
}

# Row 2 of 40 + S bytes (S = 0..63) before ROW: the blocks begin at row
# 2 and every 64 bytes on, so one of them begins at each offset of ROW;
# the rows after it leave more than a block beyond it, so ROW is read by
# blocks.
filler() {
	printf '2020-01-01\tE\t1\tclasic\t%s\t2\n' "$(printf '%*s' $((15 + $1)) '' | tr ' ' 'y')"
}
TAILROWS=$'2020-01-01\tE\t1\tclasic\tZ3\t3\n2020-01-01\tE\t1\tclasic\tZ4\t4\n2020-01-01\tE\t1\tclasic\tZ5\t5'

# The blocks are scanned with AVX2 where the processor has it, else with
# SSE2 (RATEPIPE_SIMD=sse2 asks for it): both are checked.
@test "reader: lines read by blocks split alike and name a fault alike wherever a block's edge falls" {
	for simd in "" sse2; do
	export RATEPIPE_SIMD=$simd
	for s in $(seq 0 63); do
		# the offset in ROW where a block begins (39 and above: none)
		edge=$(( (64 - (40 + s) % 64) % 64 ))
		{ echo "$HDR"; filler "$s"; echo "$ROW"; echo "$TAILROWS"; } > "$T/b.tsv"
		run score "$T/b.tsv"
		[ "$status" -eq 0 ] || { echo "S=$s: $output"; false; }
		[ "$(printf '%s\n' "$output" | cut -f1-6)" = "$(cat "$T/b.tsv")" ] ||
			{ echo "S=$s: fields differ"; false; }
		# a control character (C0 or DEL by turns) at byte 24 of ROW, which
		# falls on each byte of a block in turn, and on each side of the edge
		c='\001'; [ $((s % 2)) -eq 1 ] && c='\177'
		for off in 24 $((edge - 1)) "$edge"; do
			[ "$off" -ge 0 ] && [ "$off" -le 38 ] || continue
			[ "${ROW:$off:1}" = $'\t' ] && continue
			{ echo "$HDR"; filler "$s"; row_with "$off" "$c"; echo "$TAILROWS"; } > "$T/c.tsv"
			run score "$T/c.tsv"
			[ "$status" -eq 1 ] || { echo "S=$s offset $off accepted"; false; }
			[[ "$output" == *"$T/c.tsv:3:$(col_of "$off"): expected text without control characters"* ]] ||
				{ echo "S=$s offset $off: $output"; false; }
		done
		{ echo "$HDR"; filler "$s"; row_with 24 '\000'; echo "$TAILROWS"; } > "$T/n.tsv"
		run score "$T/n.tsv"
		[[ "$status" -eq 1 && "$output" == *"$T/n.tsv:3: NUL byte at byte 25 of the line"* ]] ||
			{ echo "S=$s: $output"; false; }
		# a letter (C4 83) across the edge is read whole; a bad byte after
		# it, in the next block, is still found
		if [ "$edge" -ge 23 ] && [ "$edge" -le 35 ]; then
			line="${ROW:0:$((edge - 1))}"$'\xc4\x83'"${ROW:$((edge + 1))}"
			{ echo "$HDR"; filler "$s"; echo "$line"; echo "$TAILROWS"; } > "$T/w.tsv"
			run score "$T/w.tsv"
			[ "$status" -eq 0 ] || { echo "S=$s: $output"; false; }
			[ "$(printf '%s\n' "$output" | col player 2)" = "$(printf '%s\n' "$line" | cut -f5)" ]
			line="${ROW:0:$((edge - 1))}"$'\xc4\x83'"${ROW:$((edge + 1)):3}"$'\xff'"${ROW:$((edge + 5))}"
			{ echo "$HDR"; filler "$s"; echo "$line"; echo "$TAILROWS"; } > "$T/v.tsv"
			run score "$T/v.tsv"
			[[ "$status" -eq 1 && "$output" == *"$T/v.tsv:3: invalid UTF-8 at byte $((edge + 5)) of the line"* ]] ||
				{ echo "S=$s: $output"; false; }
		fi
	done
	done
}

# ROW with K bytes from offset OFF replaced by BYTES, after filler S.
letter_row() {
	{ echo "$HDR"; filler "$1"; printf '%s' "${ROW:0:$2}"; printf "$4"; printf '%s\n' "${ROW:$(($2 + $3))}"
	  echo "$TAILROWS"; } > "$T/l.tsv"
}

# Two-byte letters (C2-DF, 80-BF) in a block are passed where the block
# is split (two_byte_letters); anything else goes to the full UTF-8 check.
# Offset 24 of ROW falls on byte S of a block (S = 0..63; 63: a letter
# across the block's edge).  A letter passes at every byte of a block; at
# the bytes around the edge and one inside (the masks are made for the
# block whole: where a fault is, is the same code), every other kind
# gets the same verdict and message as the full check gives.  (A sanitizer
# program costs ~10 ms to start: the product of every kind and every byte,
# 3,000 runs, took 30 to 50 s.)
@test "reader: two-byte letters at every byte of a block pass, and every other high byte gets the full check" {
	local simd s bad bytes at
	for simd in "" sse2; do
	export RATEPIPE_SIMD=$simd
	for s in $(seq 0 63); do
		# a letter (ă): read whole
		letter_row "$s" 24 2 '\304\203'
		run score "$T/l.tsv"
		[ "$status" -eq 0 ] || { echo "S=$s ă: $output"; false; }
		[ "$(printf '%s\n' "$output" | col player 2)" = "$(sed -n 3p "$T/l.tsv" | cut -f5)" ] ||
			{ echo "S=$s ă: player differs"; false; }
		case $s in 0 | 1 | 30 | 62 | 63) ;; *) continue ;; esac
		# a 3-byte letter (’): read whole
		letter_row "$s" 24 3 '\342\200\231'
		run score "$T/l.tsv"
		[ "$status" -eq 0 ] || { echo "S=$s ’: $output"; false; }
		[ "$(printf '%s\n' "$output" | col player 2)" = "$(sed -n 3p "$T/l.tsv" | cut -f5)" ] ||
			{ echo "S=$s ’: player differs"; false; }
		# a C1 control (C2 85): refused as one
		letter_row "$s" 24 2 '\302\205'
		run score "$T/l.tsv"
		[[ "$status" -eq 1 && "$output" == *"$T/l.tsv:3:5: expected text without control characters"*"U+0085"* ]] ||
			{ echo "S=$s C1: $output"; false; }
		# a lead byte without its second (before an ASCII byte; before
		# a lead byte, which must not pass as one), an overlong form,
		# a 3-byte letter cut after two, a stray second byte after a letter
		for bad in '\304A:1' '\304\337A:1' '\342\200A:1' '\301\277:1' '\304\203\200:3'; do
			bytes=${bad%:*} at=$((24 + ${bad##*:}))
			letter_row "$s" 24 3 "$bytes"
			run score "$T/l.tsv"
			[[ "$status" -eq 1 && "$output" == *"$T/l.tsv:3: invalid UTF-8 at byte $at of the line"* ]] ||
				{ echo "S=$s $bytes: $output"; false; }
		done
	done
	# a lead byte as the name's last byte (offset 36), before the TAB: at
	# bytes 62, 63 (the TAB in the next block) and 0 of a block, and inside
	for s in 50 51 52 0 30; do
		letter_row "$s" 36 1 '\304'
		run score "$T/l.tsv"
		[[ "$status" -eq 1 && "$output" == *"$T/l.tsv:3: invalid UTF-8 at byte 37 of the line"* ]] ||
			{ echo "S=$s lead last: $output"; false; }
	done
	done
}

@test "reader: a game larger than the read buffer keeps every row, from a pipe and across two files" {
	# one game of 20,000 players, about 800 KB: the buffer moves under it
	awk 'BEGIN { print "date\tevent\tgame\ttype\tplayer\tplace";
		for (i = 1; i <= 20000; i++) printf "2020-01-01\tE\t1\tclasic\tPlayer number %05d\t%d\n", i, i }' > "$T/big.tsv"
	cat "$T/big.tsv" | score > "$T/s.out"
	[ "$(cut -f1-6 "$T/s.out")" = "$(cat "$T/big.tsv")" ]
	[ "$(col field 20000 < "$T/s.out")" = 20000 ]
	[ "$(cut -f7 "$T/s.out" | sort -u | grep -vc field)" = 1 ]
	# the same game begun in one file and ended in another
	head -n 12001 "$T/big.tsv" > "$T/a.tsv"
	{ head -n 1 "$T/big.tsv"; tail -n 8000 "$T/big.tsv"; } > "$T/b.tsv"
	score "$T/a.tsv" "$T/b.tsv" | cmp - "$T/s.out"
	cat "$T/big.tsv" | window -n 20 | cmp - <(window -n 20 "$T/a.tsv" "$T/b.tsv")
}

@test "reader: CSV unquoted in place keeps every field, and a game's rows across the buffer" {
	printf 'date,event,game,type,player,place\n' > "$T/q.csv"
	printf '2020-01-01,"""E""",1,clasic,"""A"" B ""C""",1\n' >> "$T/q.csv"
	printf '2020-01-01,"""E""",1,"",B,2\n' >> "$T/q.csv"
	run parse -f csv "$T/q.csv"
	[ "$status" -eq 1 ]	# the second row's type is empty: another type
	printf 'date,event,game,type,player,place\n' > "$T/q.csv"
	printf '2020-01-01,"""E""",1,clasic,"""A"" B ""C""",1\n' >> "$T/q.csv"
	printf '2020-01-01,"""E""",1,"clasic","""",2\n' >> "$T/q.csv"
	run parse -f csv "$T/q.csv"
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = $'2020-01-01\t"E"\t1\tclasic\t"A" B "C"\t1' ]
	[ "${lines[2]}" = $'2020-01-01\t"E"\t1\tclasic\t"\t2' ]
	awk 'BEGIN { print "date,event,game,type,player,place";
		for (i = 1; i <= 20000; i++) printf "2020-01-01,\"E, 1\",1,clasic,\"P \"\"%05d\"\"\",%d\n", i, i }' > "$T/big.csv"
	parse -f csv "$T/big.csv" > "$T/big.tsv"
	[ "$(wc -l < "$T/big.tsv")" -eq 20001 ]
	[ "$(sed -n '20001p' "$T/big.tsv")" = $'2020-01-01\tE, 1\t1\tclasic\tP "20000"\t20000' ]
	[ "$(cut -f5 "$T/big.tsv" | sort -u | wc -l)" -eq 20001 ]
}

@test "reader: a game's bytes are let go when the next game begins (memory bounded by the game, not the stream)" {
	# 1,200,000 rows of two-player games (49 MB), read under a 25 MB limit
	# of address space: the reader keeps the current game's bytes and the
	# rows' offsets from its first byte (lib/core/game.c, begin_game).
	# (Not under valgrind or a sanitizer: they map far more than 25 MB.)
	need_plain window
	awk 'BEGIN { print "date\tevent\tgame\ttype\tplayer\tplace";
		for (g = 1; g <= 600000; g++) for (p = 1; p <= 2; p++)
			printf "%04d-01-01\tE\t%d\tclasic\tplayer %d\t%d\n", 1000 + int(g / 1000), g, (g + p) % 5000, p }' > "$T/many.tsv"
	run bash -c 'ulimit -v 25000; window -n 20 "$1" | tail -n 1' _ "$T/many.tsv"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[ "$output" = $'1600-01-01\tE\t600000\tclasic\tplayer 2\t2\t600000\t20\t2' ]
}
