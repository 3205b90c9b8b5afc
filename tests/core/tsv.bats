#!/usr/bin/env bats
# The TSV contract (lib/core/tsv.h: tsv_read.c, tsv_blocks.c,
# tsv_record.c, tsv_csv.c, tsv_line.c, tsv_write.c), seen through parse,
# the first stage.
load ../helpers

hdr=$'date\tevent\tgame\ttype\tplayer\tplace'

@test "tsv: a leading UTF-8 BOM and CRLF line ends are removed" {
	printf '\xef\xbb\xbf%s\r\n2009-01-10\tE\t1\tclasic\tA\t1\r\n2009-01-10\tE\t1\tclasic\tB\t2\r\n' "$hdr" > "$T/in.tsv"
	run parse "$T/in.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "$hdr" ]
	[ "${lines[2]}" = $'2009-01-10\tE\t1\tclasic\tB\t2' ]
	! printf '%s' "$output" | grep -q $'\r'
}

@test "tsv: empty input is an error naming the file, exit 1" {
	: > "$T/empty.tsv"
	run parse "$T/empty.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"parse: $T/empty.tsv: empty input: expected a header line"* ]]
}

@test "tsv: header only gives header only" {
	printf '%s\n' "$hdr" > "$T/h.tsv"
	run parse "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$output" = "$hdr" ]
}

@test "tsv: no header (data on line 1) names the missing column" {
	printf '2009-01-10\tE\tg1\tclasic\tA\t1\n' > "$T/nh.tsv"
	run parse "$T/nh.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'nh.tsv:1: missing column "date"'* ]]
}

@test "tsv: a missing required column is named" {
	printf 'date\tevent\tgame\ttype\tplace\n' > "$T/m.tsv"
	run parse "$T/m.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'missing column "player"'* ]]
}

@test "tsv: a column twice in the header is an error" {
	printf '%s\tplayer\n' "$hdr" > "$T/d.tsv"
	run parse "$T/d.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'d.tsv:1:7: column "player" appears twice'* ]]
}

@test "tsv: an extra field and a missing field name the line" {
	printf '%s\n2009-01-10\tE\t1\tclasic\tA\t1\tx\n' "$hdr" > "$T/x.tsv"
	run parse "$T/x.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"x.tsv:2: expected 6 fields as in the header, found 7"* ]]
	printf '%s\n2009-01-10\tE\t1\tclasic\tA\n' "$hdr" > "$T/y.tsv"
	run parse "$T/y.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"y.tsv:2: expected 6 fields as in the header, found 5"* ]]
}

@test "tsv: a NUL byte and invalid UTF-8 are errors with the line" {
	printf '%s\n2009-01-10\tE\t1\tclasic\tA\0B\t1\n' "$hdr" > "$T/nul.tsv"
	run parse "$T/nul.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"nul.tsv:2: NUL byte at byte 24"* ]]
	printf '%s\n2009-01-10\tE\t1\tclasic\tA\xff\t1\n' "$hdr" > "$T/u.tsv"
	run parse "$T/u.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"u.tsv:2: invalid UTF-8 at byte 24"* ]]
}

@test "tsv: a 1 MiB field passes through whole" {
	big=$(head -c 1048576 /dev/zero | tr '\0' 'x')
	printf '%s\tnote\n2009-01-10\tE\t1\tclasic\tA\t1\t%s\n2009-01-10\tE\t1\tclasic\tB\t2\tshort\n' "$hdr" "$big" > "$T/big.tsv"
	run parse "$T/big.tsv"
	[ "$status" -eq 0 ]
	[ "$(parse "$T/big.tsv" | cmp - "$T/big.tsv" && echo same)" = same ]
}

@test "tsv: no final newline is fine" {
	printf '%s\n2009-01-10\tE\t1\tclasic\tA\t1' "$hdr" > "$T/nf.tsv"
	run parse "$T/nf.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = $'2009-01-10\tE\t1\tclasic\tA\t1' ]
}

@test "tsv: several files are one stream; headers must agree" {
	printf '%s\n2009-01-10\tE\t1\tclasic\tA\t1\n' "$hdr" > "$T/a.tsv"
	printf '%s\n2009-01-11\tE\t2\tclasic\tA\t1\n' "$hdr" > "$T/b.tsv"
	run parse "$T/a.tsv" - < "$T/b.tsv"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 3 ]
	printf 'date\tevent\tgame\ttype\tplace\tplayer\n' > "$T/c.tsv"
	run parse "$T/a.tsv" "$T/c.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'c.tsv:1:5: header column "place" differs from the first input'* ]]
}

@test "tsv: a file that cannot be opened is an error" {
	run parse "$T/nope.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"parse: $T/nope.tsv: No such file or directory"* ]]
}

@test "tsv: unknown columns pass through in place, added ones go at the end" {
	printf 'note\tdate\tevent\tgame\ttype\tplayer\tplace\n' > "$T/p.tsv"
	printf 'n1\t2009-01-10\tE\t1\tclasic\tA\t1\nn2\t2009-01-10\tE\t1\tclasic\tB\t2\n' >> "$T/p.tsv"
	run score "$T/p.tsv"
	[ "${lines[0]}" = $'note\tdate\tevent\tgame\ttype\tplayer\tplace\tfield\trank\twins\tdelta' ]
	[ "${lines[1]}" = $'n1\t2009-01-10\tE\t1\tclasic\tA\t1\t2\t1\t1\t50' ]
}

@test "tsv: a write error (full disk) exits 1 with a message" {
	[ -w /dev/full ] || skip "no /dev/full"
	run bash -c "rate '$SHARED/eliptic3.tsv' > /dev/full"
	[ "$status" -eq 1 ]
	[[ "$output" == *"rate: write error: No space left on device"* ]]
}

@test "tsv: numbers are the shortest that read back exactly" {
	run rate --history "$SHARED/eliptic3.tsv"
	# 73750/420 has no shorter exact form than 16 digits; 200 prints as an integer
	[ "$(echo "$output" | col rating 4)" = 175.5952380952381 ]
	[ "$(echo "$output" | col rating 1)" = 200 ]
}

@test "tsv: output does not depend on the locale (de_DE uses a decimal comma)" {
	command -v localedef >/dev/null || skip "no localedef"
	mkdir -p "$T/loc"
	localedef -i de_DE -f UTF-8 "$T/loc/de_DE.UTF-8" 2>/dev/null || skip "cannot build de_DE"
	# the locale is really active: the shell's printf writes a comma
	[ "$(LOCPATH="$T/loc" LC_ALL=de_DE.UTF-8 bash -c 'printf "%.2f" 1,5')" = "1,50" ]
	rate --history "$SHARED/eliptic3.tsv" | format --text -d 2 > "$T/c.out"
	LOCPATH="$T/loc" LC_ALL=de_DE.UTF-8 rate --history "$SHARED/eliptic3.tsv" > "$T/de.tsv"
	LOCPATH="$T/loc" LC_ALL=de_DE.UTF-8 format --text -d 2 "$T/de.tsv" > "$T/de.out"
	cmp "$T/c.out" "$T/de.out"
	rate --history "$SHARED/eliptic3.tsv" | cmp - "$T/de.tsv"
}
