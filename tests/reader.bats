#!/usr/bin/env bats
# The TSV reader checks a line's bytes in the pass that splits it at TABs,
# sixteen bytes a step, the last step overlapping the one before
# (lib/core/tsv.c, read_tsv_record).  A fault must be found, and named at
# the same place, wherever it falls: in the first step, across a step's
# edge, in the overlapping tail, in the last byte; the splitting must not
# mistake the NULs it writes for NUL bytes of the input.
load helpers

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
