#!/usr/bin/env bats
# lib/core/ident*.c: the canonical form of names and ids (lib/core/ident.h),
# through tests/core/identtest.c.  identtest reads \uXXXX, \UXXXXXXXX and \xHH
# in its arguments and writes its results the same way.  Expected values
# come from Unicode's data (UnicodeData.txt's classes and mappings,
# CompositionExclusions.txt, DerivedNormalizationProps.txt,
# DerivedCoreProperties.txt, PropList.txt), looked up by hand, and from
# Unicode's own NormalizationTest.txt; byte offsets are counted by hand
# (at= from 0, "at byte" in messages from 1).
load ../helpers

# identtest check STR: "ok" or FAULT at=OFFSET cp=U+XXXX: explanation
check() { "$RP_BIN/identtest" check "$1"; }
fold() { "$RP_BIN/identtest" fold "$1"; }

@test "ident: NormalizationTest, the committed subset: NFC's invariants, nfc_is, and the fold on every string" {
	# tests/fixtures/normtest-subset.txt: Parts 0 and 3 whole, Part 1's
	# lines for Latin (Romanian, Polish, Catalan, Vietnamese), Greek,
	# Devanagari exclusions, singletons, Hangul, compatibility ideographs,
	# Part 2 every 20th line (tests/fixtures/README.md)
	run "$RP_BIN/identtest" normtest "$FIX/normtest-subset.txt"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[[ "$output" == "429 lines, 0 other code points, "*" 0 failures" ]]
}

@test "ident: NormalizationTest, the whole file (optional: Debian's unicode-data)" {
	local f=/usr/share/unicode/NormalizationTest.txt
	if [ -r "$f" ]; then
		run "$RP_BIN/identtest" normtest -a "$f"
	elif [ -r "$f.bz2" ] && command -v bzcat >/dev/null; then
		run sh -c 'bzcat "$1" | "$2" normtest -a -' sh "$f.bz2" "$RP_BIN/identtest"
	else
		skip "no $f (apt-get install unicode-data)"
	fi
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	# 19074 test lines in Unicode 15.0; with -a every code point outside
	# Part 1 (but surrogates) too: NFC(X) == X
	[[ "$output" == *" lines, "*" other code points, "*" 0 failures" ]]
}

@test "ident: random ids: the fault and its offset, the fast path, the fold, against the rules piece by piece" {
	run "$RP_BIN/identtest" random 40000 1
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	run "$RP_BIN/identtest" random 40000 20260101
	[ "$status" -eq 0 ] || { echo "$output"; false; }
}

@test "ident: canonical names pass: ASCII, precomposed letters, Hangul syllables, scripts beyond the BMP" {
	# U+0218 S with comma below and U+0103 a with breve are the NFC of
	# S U+0326 and a U+0306 (UnicodeData.txt); Greek U+03AC alpha with
	# tonos, Polish U+0141, U+0107; U+AC01 is the syllable of
	# U+1100 U+1161 U+11A8; U+10000 Linear B; U+4E2D an ideograph
	for s in 'Ana Pop' 'a' 'Jo' "O'Brien-Smith Jr." '\u0218tefan \u0218tef\u0103nescu' \
	    '\u0393\u03B9\u03CE\u03C1\u03B3\u03BF\u03C2' 'Rados\u0142aw \u0141ukasz\u00F3w' \
	    '\uAC01' '\u4E2D\u6587' 'x\U00010000y' 'Jordi Vil\u00B7la'; do
		run check "$s"
		[ "$output" = ok ] || { echo "$s: $output"; false; }
	done
}

@test "ident: NFD Stefanescu is not NFC: S U+0326 at byte 1 composes to U+0218, the fold writes it composed" {
	# UnicodeData.txt: 0218 = 0053 0326, 0103 = 0061 0306, neither excluded
	run check 'S\u0326tefa\u0306nescu'
	[ "$output" = "NOT_NFC at=0 cp=U+0053: a name in Unicode NFC (U+0053 U+0326 at byte 1 normalizes to U+0218)" ]
	run fold 'S\u0326tefa\u0306nescu'
	[ "$output" = '\u0218tef\u0103nescu' ]
	# the same name with the cedilla (U+015E = 0053 0327): another letter,
	# another name; NFC does not make comma and cedilla one
	run fold 'S\u0327tefan'
	[ "$output" = '\u015Etefan' ]
}

@test "ident: an invisible character: U+200B at byte 4, named; the fold drops it" {
	# Ana = 3 bytes, so U+200B starts at offset 3 (byte 4)
	run check 'Ana\u200BPop'
	[ "$output" = "INVISIBLE at=3 cp=U+200B: a name without invisible characters (U+200B ZERO WIDTH SPACE at byte 4)" ]
	run fold 'Ana\u200BPop'
	[ "$output" = 'AnaPop' ]
	# soft hyphen, BOM, word joiner, a tag (beyond the BMP: no name)
	run check 'Ana\u00ADPop'
	[ "$output" = "INVISIBLE at=3 cp=U+00AD: a name without invisible characters (U+00AD SOFT HYPHEN at byte 4)" ]
	run check '\uFEFFAna'
	[[ "$output" == "INVISIBLE at=0 cp=U+FEFF: "* ]]
	run check 'Ana\U000E0041'
	[ "$output" = "INVISIBLE at=3 cp=U+E0041: a name without invisible characters (U+E0041, a default-ignorable code point, at byte 4)" ]
	# an invisible between a letter and its accent: out, then NFC composes
	run fold 'e\u200B\u0301'
	[ "$output" = '\u00E9' ]
}

@test "ident: odd spaces: ideographic, en, no-break: refused at their offset, folded to U+0020" {
	run check 'Ana\u3000Pop'
	[ "$output" = "ODD_SPACE at=3 cp=U+3000: a name whose only space is U+0020 (U+3000 IDEOGRAPHIC SPACE at byte 4)" ]
	run check 'Ana\u2002Pop'
	[ "$output" = "ODD_SPACE at=3 cp=U+2002: a name whose only space is U+0020 (U+2002 EN SPACE at byte 4)" ]
	run check 'Ana\u00A0Pop'
	[ "$output" = "ODD_SPACE at=3 cp=U+00A0: a name whose only space is U+0020 (U+00A0 NO-BREAK SPACE at byte 4)" ]
	for s in 'Ana\u3000Pop' 'Ana\u2002Pop' 'Ana\u00A0Pop' 'Ana\u202FPop' 'Ana\u2028Pop'; do
		run fold "$s"
		[ "$output" = 'Ana Pop' ] || { echo "$s: $output"; false; }
	done
	# U+2000 EN QUAD maps canonically to U+2002: an odd space either way
	run fold 'Ana\u2000Pop'
	[ "$output" = 'Ana Pop' ]
}

@test "ident: spaces: a second one in a row, one at either end; the fold collapses and trims" {
	# "Ana  Pop": spaces at offsets 3 and 4, the second is the fault
	run check 'Ana  Pop'
	[ "$output" = "DOUBLE_SPACE at=4 cp=U+0020: a name with single spaces between words (a second U+0020 at byte 5)" ]
	run check ' Ana'
	[ "$output" = "EDGE_SPACE at=0 cp=U+0020: a name that neither begins nor ends with a space (U+0020 at byte 1)" ]
	# a run at the end is reported at its first space (offset 3)
	run check 'Ana  '
	[ "$output" = "EDGE_SPACE at=3 cp=U+0020: a name that neither begins nor ends with a space (U+0020 at byte 4)" ]
	# every length the word-at-a-time path takes (1-3, 4-7, 8-15, 16+)
	run check 'A  B'
	[ "$output" = "DOUBLE_SPACE at=2 cp=U+0020: a name with single spaces between words (a second U+0020 at byte 3)" ]
	run check 'Anastasia  Popescu'
	[[ "$output" == "DOUBLE_SPACE at=10 "* ]]
	run check 'Anastasia Popescu-Ionescu '
	[[ "$output" == "EDGE_SPACE at=25 "* ]]
	run fold '  Ana \u2002 Pop\u00A0 '
	[ "$output" = 'Ana Pop' ]
}

@test "ident: controls are refused, never folded: C0, DEL, C1 (U+0085 NEXT LINE)" {
	run check 'Ana\u0085'
	[ "$output" = "CONTROL at=3 cp=U+0085: a name without control characters (U+0085, a C1 control, at byte 4)" ]
	run fold 'Ana\u0085'
	[ "$output" = "refused CONTROL at=3 cp=U+0085: a name without control characters (U+0085, a C1 control, at byte 4)" ]
	run check 'Ana\x09Pop'
	[ "$output" = "CONTROL at=3 cp=U+0009: a name without control characters (U+0009, a C0 control, at byte 4)" ]
	run check 'Ana\x7F'
	[ "$output" = "CONTROL at=3 cp=U+007F: a name without control characters (U+007F DELETE at byte 4)" ]
	# a control comes before a fault met earlier in the name: the fold
	# could mend the double space, not the control
	run check 'A  B\u009F'
	[[ "$output" == "CONTROL at=4 cp=U+009F: "* ]]
}

@test "ident: invalid UTF-8 and overlong forms are refused at their first byte" {
	# each after "Ana" (offset 3): overlong NUL and '/', overlong 3- and
	# 4-byte forms, surrogates U+D800 and U+DFFF, U+110000, bytes never in
	# UTF-8, a stray continuation, sequences cut short by the end
	for b in '\xC0\x80' '\xC1\xBF' '\xE0\x80\xAF' '\xE0\x9F\xBF' '\xED\xA0\x80' '\xED\xBF\xBF' \
	    '\xF0\x8F\xBF\xBF' '\xF4\x90\x80\x80' '\xF5\x80\x80\x80' '\xFF' '\x80' '\xE2\x82' '\xC3'; do
		lead=$(printf '%s' "$b" | cut -c3-4)
		run check "Ana$b"
		[[ "$output" == "BAD_UTF8 at=3 cp=U+00$lead: a name in UTF-8 (byte 4, 0x$lead, begins no well-formed sequence)" ]] ||
			{ echo "$b: $output"; false; }
		run fold "Ana$b"
		[[ "$output" == "refused BAD_UTF8 at=3 "* ]] || { echo "$b: $output"; false; }
	done
	# the limits on either side are letters: U+0800, U+D7FF, U+E000,
	# U+FFFD, U+10000, U+10FFFD
	for b in '\xE0\xA0\x80' '\xED\x9F\xBF' '\xEE\x80\x80' '\xEF\xBF\xBD' '\xF0\x90\x80\x80' '\xF4\x8F\xBF\xBD'; do
		run check "Ana$b"
		[ "$output" = ok ] || { echo "$b: $output"; false; }
	done
}

@test "ident: empty: refused; only spaces and invisibles: the fold leaves nothing and says so" {
	run check ''
	[ "$output" = "EMPTY at=0 cp=U+0000: a name, not empty" ]
	run fold ' \u200B\u3000 '
	[ "$output" = "refused EMPTY at=0 cp=U+0000: a name with a character other than spaces and invisible ones" ]
}

@test "ident: Hangul: conjoining jamo compose to the syllable, by arithmetic" {
	# U+1100 U+1161 U+11A8: L index 0, V index 0, T index 1:
	# 0xAC00 + (0 * 21 + 0) * 28 + 1 = U+AC01 (Unicode ch. 3.12)
	run check '\u1100\u1161\u11A8'
	[ "$output" = "NOT_NFC at=0 cp=U+1100: a name in Unicode NFC (U+1100 U+1161 U+11A8 at byte 1 normalizes to U+AC01)" ]
	# an LV syllable U+AC00 and T U+11A8: U+AC01 too
	run fold '\uAC00\u11A8'
	[ "$output" = '\uAC01' ]
	# U+D7A3, the last syllable: L 18, V 20, T 27
	run fold '\u1112\u1175\u11C2'
	[ "$output" = '\uD7A3' ]
}

@test "ident: a composition exclusion and a singleton decompose and stay so" {
	# U+0958 DEVANAGARI LETTER QA = 0915 093C, in CompositionExclusions.txt
	run check '\u0958'
	[ "$output" = "NOT_NFC at=0 cp=U+0958: a name in Unicode NFC (U+0958 at byte 1 normalizes to U+0915 U+093C)" ]
	run check '\u0915\u093C'
	[ "$output" = ok ]
	# U+212B ANGSTROM SIGN = 00C5 (a singleton: never composed back)
	run check '\u212B'
	[ "$output" = "NOT_NFC at=0 cp=U+212B: a name in Unicode NFC (U+212B at byte 1 normalizes to U+00C5)" ]
	run fold '\u212Bngstr\u00F6m'
	[ "$output" = '\u00C5ngstr\u00F6m' ]
}

@test "ident: canonical ordering: marks of different classes in either order are one name" {
	# U+0323 dot below is class 220, U+0302 circumflex 230: both orders
	# order to a 0323 0302, which composes to U+1EA1 then U+1EAD
	run fold 'a\u0323\u0302'
	[ "$output" = '\u1EAD' ]
	run fold 'a\u0302\u0323'
	[ "$output" = '\u1EAD' ]
	run check 'a\u0302\u0323'
	[ "$output" = "NOT_NFC at=0 cp=U+0061: a name in Unicode NFC (U+0061 U+0302 U+0323 at byte 1 normalizes to U+1EAD)" ]
	# marks of one class keep their order, and the first blocks the
	# second from the letter: U+0305 (230) does not compose with a, so
	# U+0301 (230) after it stays apart (UAX #15, D115)
	run "$RP_BIN/identtest" nfc 'a\u0305\u0301' 'a\u0301\u0305'
	[ "${lines[0]}" = 'a\u0305\u0301 is-nfc' ]
	[ "${lines[1]}" = '\u00E1\u0305 not-nfc' ]
	# Hebrew points of classes 14 and 17, out of order: not NFC, although
	# both are NFC_QC=Yes
	run "$RP_BIN/identtest" nfc '\u05D1\u05B7\u05B4'
	[ "$output" = '\u05D1\u05B4\u05B7 not-nfc' ]
}

@test "ident: the fold is idempotent and what it writes passes the check" {
	for s in 'S\u0326tefa\u0306nescu' '  Ana \u2002 Pop\u00A0 ' 'a\u0302\u0323' '\u1100\u1161\u11A8' \
	    'x\u200B\u0301y' '\u212B\u0958' 'A\u034F\u0302\u0323'; do
		once=$(fold "$s")
		[ "$(fold "$once")" = "$once" ] || { echo "$s: $once"; false; }
		[ "$(check "$once")" = ok ] || { echo "$s: $once"; false; }
	done
}

@test "ident: NFC against Python's unicodedata (optional peer: python3)" {
	# tests/peer/nfc-peer.py: random strings of Hangul jamo, letters and
	# every code point with a canonical mapping or a class that Python's
	# Unicode version (14.0 in Python 3.11) assigns
	command -v python3 >/dev/null || skip "no python3"
	python3 -c 'import unicodedata' 2>/dev/null || skip "python3 has no unicodedata"
	run python3 "$RP_TESTDIR/peer/nfc-peer.py" "$RP_BIN/identtest" 6000 1
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[[ "$output" == "6000 strings, 0 differ"* ]]
}
