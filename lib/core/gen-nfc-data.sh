#!/bin/sh
# gen-nfc-data.sh - writes lib/core/nfc_data.c, the tables of unicode.c
# (canonical names and ids: Unicode NFC, invisibles, spaces), from
# Unicode's data files.  Run by hand when Unicode changes, not by the
# build, and commit its output:
#
#	sh lib/core/gen-nfc-data.sh [DIR] > lib/core/nfc_data.c
#
# DIR (default /usr/share/unicode: Debian's package unicode-data, which
# is `apt-get install unicode-data`) holds UnicodeData.txt,
# CompositionExclusions.txt, DerivedNormalizationProps.txt,
# DerivedCoreProperties.txt and PropList.txt of one Unicode version.
# POSIX sh and awk only (mawk and gawk give the same bytes); the same
# files always give the same bytes.  Then run tests/ident.bats: with
# DIR's NormalizationTest.txt(.bz2) it checks the tables against
# Unicode's own test, line by line.
#
# The tables (nfc_data.h says how unicode.c reads them):
#   simple       one bit per code point, in two levels: set when the code
#                point is NFC_QC=Yes, combining class 0, not
#                Default_Ignorable, not White_Space, not a control: a name
#                of such code points and single inner spaces is canonical
#                without normalizing it (the fast path of ident.c)
#   ccc          the nonzero canonical combining classes
#   decomp       the canonical decompositions (one level, as in
#                UnicodeData.txt; Hangul syllables are algorithmic)
#   comp         the primary composites: the pairs of decomp that are not
#                Full_Composition_Exclusion, sorted by their pair
#   qc_no, qc_maybe, ignorable, space    ranges of NFC_QC=No, NFC_QC=Maybe,
#                Default_Ignorable_Code_Point, White_Space
#   names        the names of the ignorables and spaces of the BMP, for
#                messages
# The generator checks what unicode.c relies on: Full_Composition_Exclusion
# is CompositionExclusions.txt plus the singletons and the non-starter
# decompositions; every primary composite is a starter that is neither
# ignorable nor a space, and so is every code point of a decomposition of
# a code point that is neither; an NFC_QC=Yes starter decomposes to a
# starter first; the second of every pair is NFC_QC=Maybe.
set -eu
dir=${1:-/usr/share/unicode}
for f in UnicodeData.txt CompositionExclusions.txt DerivedNormalizationProps.txt \
    DerivedCoreProperties.txt PropList.txt; do
	[ -r "$dir/$f" ] || { echo "gen-nfc-data: $dir/$f: cannot read it (apt-get install unicode-data)" >&2; exit 1; }
done

LC_ALL=C exec awk '
function fatal(m) {
	print "gen-nfc-data: " m > "/dev/stderr"
	failed = 1
	exit 1
}
function hex(s,   i, c, v) {
	v = 0
	for (i = 1; i <= length(s); i++) {
		c = index("0123456789ABCDEF", toupper(substr(s, i, 1)))
		if (c == 0)
			fatal(FILENAME ":" FNR ": not hexadecimal: \"" s "\"")
		v = v * 16 + c - 1
	}
	return v
}
function trim(s) {
	sub(/^[ \t]+/, "", s)
	sub(/[ \t]+$/, "", s)
	return s
}
# "X" or "X..Y", the first field of a property file (or all of a line of
# CompositionExclusions.txt): into lo, hi
function range(f,   i) {
	sub(/#.*/, "", f)
	f = trim(f)
	if ((i = index(f, "..")) > 0) {
		lo = hex(substr(f, 1, i - 1))
		hi = hex(substr(f, i + 2))
	} else
		lo = hi = hex(f)
}
function u(cp) {
	return sprintf("0x%04X", cp)
}
# the full canonical decomposition of cp, as code points separated by spaces
function full(cp) {
	if (!(cp in da))
		return cp
	return full(da[cp]) ((cp in db) ? " " full(db[cp]) : "")
}
function isspace(cp) {
	return (cp in ws) && cp != 32 && !control(cp)
}
function control(cp) {
	return cp < 32 || (cp >= 127 && cp <= 159)
}
function shellsort(key, idx, n,   gap, i, j, t) {
	for (gap = int(n / 2); gap > 0; gap = int(gap / 2))
		for (i = gap; i < n; i++) {
			t = idx[i]
			for (j = i; j >= gap && key[idx[j - gap]] > key[t]; j -= gap)
				idx[j] = idx[j - gap]
			idx[j] = t
		}
}
# the items of a C array, per on a line: item adds one, done ends the
# last line
function item(text, per) {
	row = row " " text ","
	if (++nrow % per == 0) {
		print "\t" substr(row, 2)
		row = ""
	}
}
function done() {
	if (row != "")
		print "\t" substr(row, 2)
	row = ""
	nrow = 0
}
# ranges of the set named by array a over [0, 0x10FFFF], as a C array
function ranges(cname, what, a,   cp, start, inside, n) {
	printf "/* %s */\nconst struct nfc_range %s[] = {\n", what, cname
	n = 0
	start = -1
	for (cp = 0; cp <= 1114112; cp++) {
		inside = cp < 1114112 && (cp in a)
		if (inside && start < 0)
			start = cp
		else if (!inside && start >= 0) {
			item(sprintf("{%s, %s}", u(start), u(cp - 1)), 4)
			n++
			start = -1
		}
	}
	done()
	printf "};\nconst size_t %s_count = %d;\n\n", cname, n
	bytes += 8 * n
}

BEGIN {
	FS = ";"
	file = ndec = ncomp = maxfull = bytes = nrow = 0
	row = ""
	split("UnicodeData.txt CompositionExclusions.txt DerivedNormalizationProps.txt " \
	    "DerivedCoreProperties.txt PropList.txt", filename, " ")
}
FNR == 1 {
	file++
	if (file > 1 && $0 !~ /^# [A-Za-z]+-[0-9]+\.[0-9]+\.[0-9]+\.txt$/)
		fatal(FILENAME ": no version on its first line")
	if (file > 1) {
		v = $0
		sub(/^# [A-Za-z]+-/, "", v)
		sub(/\.txt$/, "", v)
		if (version == "")
			version = v
		else if (v != version)
			fatal(FILENAME ": Unicode " v ", the other files " version)
	}
}
/^#/ || /^[ \t]*$/ {
	next
}
file == 1 {
	cp = hex($1)
	if ($2 ~ /, (First|Last)>$/)
		next	# ranges of ideographs, syllables, private use: class 0, no mapping
	name[cp] = $2
	if ($4 + 0 != 0)
		ccc[cp] = $4 + 0
	if ($6 != "" && $6 !~ /^</) {
		n = split($6, part, " ")
		if (n < 1 || n > 2)
			fatal("UnicodeData.txt:" FNR ": a canonical mapping of " n " code points")
		da[cp] = hex(part[1])
		if (n == 2)
			db[cp] = hex(part[2])
		dorder[ndec++] = cp
	}
	next
}
file == 2 {
	range($1)
	for (cp = lo; cp <= hi; cp++)
		excl[cp] = 1
	next
}
file == 3 {
	p = $2
	sub(/#.*/, "", p)
	p = trim(p)
	if (p == "Full_Composition_Exclusion") {
		range($1)
		for (cp = lo; cp <= hi; cp++)
			fce[cp] = 1
	} else if (p == "NFC_QC") {
		v = trim($3)
		sub(/[ \t]*#.*/, "", v)
		range($1)
		for (cp = lo; cp <= hi; cp++)
			if (v == "N")
				qcn[cp] = 1
			else if (v == "M")
				qcm[cp] = 1
			else
				fatal(FILENAME ":" FNR ": NFC_QC " v)
	}
	next
}
file == 4 || file == 5 {
	p = $2
	sub(/#.*/, "", p)
	p = trim(p)
	if ((file == 4 && p != "Default_Ignorable_Code_Point") || (file == 5 && p != "White_Space"))
		next
	range($1)
	for (cp = lo; cp <= hi; cp++)
		if (file == 4)
			di[cp] = 1
		else
			ws[cp] = 1
	next
}

END {
	if (failed)
		exit 1
	if (file != 5)
		fatal("expected 5 files, read " file)

	# what unicode.c relies on, checked
	for (i = 0; i < ndec; i++) {
		cp = dorder[i]
		want = (cp in excl) || !(cp in db) || (cp in ccc) || (da[cp] in ccc)
		if (want != (cp in fce))
			fatal(u(cp) ": Full_Composition_Exclusion is " (cp in fce) \
			    ", the exclusions, singletons and non-starters say " want)
		if ((cp in fce) && !(cp in qcn))
			fatal(u(cp) ": excluded from composition but not NFC_QC=No")
		n = split(full(cp), part, " ")
		if (n > maxfull)
			maxfull = n
		for (k = 1; k <= n; k++) {
			c = part[k] + 0
			if (((c in di) && !(cp in di)) || (isspace(c) && !isspace(cp)) || control(c))
				fatal(u(cp) " decomposes to " u(c) ", an ignorable, a space or a control")
		}
		if (!(cp in qcn) && !(cp in qcm) && !(cp in ccc) && ((part[1] + 0) in ccc))
			fatal(u(cp) ": an NFC_QC=Yes starter whose decomposition begins with a non-starter")
		if ((cp in fce) || !(cp in db))
			continue
		if ((cp in ccc) || (cp in di) || isspace(cp))
			fatal(u(cp) ": a primary composite that is not a plain starter")
		if (!(db[cp] in qcm))
			fatal(u(cp) ": the second of its pair, " u(db[cp]) ", is not NFC_QC=Maybe")
		comp[ncomp] = i
		compkey[i] = da[cp] * 2097152 + db[cp]
		ncomp++
	}
	if (ccc[hex("0301")] != 230 || !(hex("212B") in da) || !(hex("0958") in excl) ||
	    !(hex("200B") in di) || !(hex("3000") in ws))
		fatal("the files lack what every Unicode version since 3.2 has (U+0301, U+212B, U+0958, U+200B, U+3000)")
	shellsort(compkey, comp, ncomp)
	for (i = 1; i < ncomp; i++)
		if (compkey[comp[i]] <= compkey[comp[i - 1]])
			fatal("the pairs are not in order (or two composites share one) at " \
			    u(dorder[comp[i]]))

	# not simple: what the fast path must look at closer
	for (cp = 0; cp < 160; cp++)
		if (control(cp))
			hard[cp] = 1
	for (cp = 55296; cp < 57344; cp++)
		hard[cp] = 1	# surrogates: never decoded, but not "simple" either

	print "/*"
	print " * nfc_data.c - GENERATED by lib/core/gen-nfc-data.sh (run it, do not"
	print " * edit this) from Unicode " version "'"'"'s UnicodeData.txt, CompositionExclusions.txt,"
	print " * DerivedNormalizationProps.txt, DerivedCoreProperties.txt and PropList.txt"
	print " * (Debian'"'"'s package unicode-data).  The tables of unicode.c: nfc_data.h says"
	print " * what each holds and how it is read."
	print " */"
	print "#include \"nfc_data.h\""
	print ""
	printf "const char nfc_unicode_version[] = \"%s\";\n\n", version

	# simple: a byte of level 1 per block of 256 code points, naming one of
	# the distinct blocks of 32 bytes of level 2 (bit cp & 7 of byte
	# (cp & 255) >> 3); the all-simple block is number 0
	nblocks = 1
	full_block = ""
	for (k = 0; k < 32; k++)
		full_block = full_block " 0xff,"
	blockid[full_block] = 0
	blocktext[0] = full_block
	for (b = 0; b < 4352; b++) {
		t = ""
		any = 0
		for (k = 0; k < 32; k++) {
			v = 0
			for (j = 7; j >= 0; j--) {
				cp = b * 256 + k * 8 + j
				bit = !(cp in hard) && !(cp in ws) && !(cp in di) && !(cp in ccc) && \
				    !(cp in qcn) && !(cp in qcm)
				v = v * 2 + bit
			}
			t = t sprintf(" 0x%02x,", v)
		}
		if (!(t in blockid)) {
			blockid[t] = nblocks
			blocktext[nblocks++] = t
		}
		level1[b] = blockid[t]
	}
	if (nblocks > 256)
		fatal(nblocks " distinct blocks: level 1 needs more than a byte")
	print "/* level 1 of simple: the block of each 256 code points */"
	printf "const uint8_t nfc_simple_index[%d] = {\n", 4352
	for (b = 0; b < 4352; b++)
		item(level1[b], 16)
	done()
	print "};"
	print ""
	print "/* level 2 of simple: bit cp & 7 of byte (cp & 255) >> 3 */"
	printf "const uint8_t nfc_simple_bits[%d][32] = {\n", nblocks
	for (i = 0; i < nblocks; i++) {
		t = blocktext[i]
		print "\t{" substr(t, 2, 95)
		print "\t " substr(t, 98, length(t) - 98) "},"
	}
	print "};"
	print ""
	bytes = 4352 + 32 * nblocks

	print "/* the nonzero canonical combining classes: NFC_CCC(cp, class), by cp */"
	print "const uint32_t nfc_ccc[] = {"
	n = 0
	for (cp = 0; cp < 1114112; cp++)
		if (cp in ccc) {
			item(sprintf("NFC_CCC(%s, %d)", u(cp), ccc[cp]), 4)
			n++
		}
	done()
	printf "};\nconst size_t nfc_ccc_count = %d;\n\n", n
	bytes += 4 * n

	print "/* the canonical mappings of UnicodeData.txt: NFC_DECOMP(cp, first, second"
	print " * or 0), by cp; the full decompositions are at most " maxfull " code points */"
	print "const uint64_t nfc_decomp[] = {"
	for (i = 0; i < ndec; i++) {
		cp = dorder[i]
		if (i > 0 && cp <= dorder[i - 1])
			fatal("UnicodeData.txt is not in order at " u(cp))
		printf "\tNFC_DECOMP(%s, %s, %s),\t/* %d */\n", u(cp), u(da[cp]), \
		    (cp in db) ? u(db[cp]) : "0", i
	}
	printf "};\nconst size_t nfc_decomp_count = %d;\n\n", ndec
	bytes += 8 * ndec

	print "/* the primary composites: indexes of nfc_decomp, by (first, second) */"
	print "const uint16_t nfc_comp[] = {"
	for (i = 0; i < ncomp; i++)
		item(comp[i], 10)
	done()
	printf "};\nconst size_t nfc_comp_count = %d;\n\n", ncomp
	bytes += 2 * ncomp

	ranges("nfc_qc_no", "NFC_QC=No", qcn)
	ranges("nfc_qc_maybe", "NFC_QC=Maybe", qcm)
	ranges("nfc_ignorable", "Default_Ignorable_Code_Point", di)
	for (cp = 0; cp < 1114112; cp++)
		if (isspace(cp))
			odd[cp] = 1
	ranges("nfc_odd_space", "White_Space but U+0020 and the controls", odd)

	print "/* names of the ignorables and odd spaces of the BMP, for messages:"
	print " * NFC_NAME(cp, offset in nfc_name_text) */"
	print "const uint32_t nfc_names[] = {"
	n = 0
	off = 0
	text = ""
	for (cp = 0; cp < 65536; cp++)
		if (((cp in di) || (cp in odd)) && (cp in name) && name[cp] !~ /^</) {
			printf "\tNFC_NAME(%s, %d),\t/* %s */\n", u(cp), off, name[cp]
			text = text sprintf("\t\"%s\\0\"\n", name[cp])
			off += length(name[cp]) + 1
			n++
		}
	if (off > 65535)
		fatal("the names take " off " bytes: NFC_NAME has 16 bits for an offset")
	printf "};\nconst size_t nfc_names_count = %d;\n", n
	printf "const char nfc_name_text[] =\n%s\t\"\";\n", text
	bytes += 4 * n + off + 1
	printf "\n/* %d bytes of tables */\n", bytes
}
' "$dir/UnicodeData.txt" "$dir/CompositionExclusions.txt" "$dir/DerivedNormalizationProps.txt" \
	"$dir/DerivedCoreProperties.txt" "$dir/PropList.txt"
