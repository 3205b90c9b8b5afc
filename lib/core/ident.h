/*
 * ident.h - the canonical form of names and ids (a player's name, an
 * event, game or type id), so that two names a person reads as equal are
 * the same bytes: one player, never two.
 *
 * An id is canonical when
 *   1. it is well-formed UTF-8 and not empty;
 *   2. it has no control character: C0 (U+0000-U+001F), DEL (U+007F),
 *      C1 (U+0080-U+009F): never folded, always refused (corrupted data);
 *   3. it has no Default_Ignorable_Code_Point (DerivedCoreProperties.txt:
 *      soft hyphen, U+200B-U+200F, U+202A-U+202E, U+2060-U+206F, U+FEFF,
 *      variation selectors, tags, ...): invisible, so two names differing
 *      only by them read as equal;
 *   4. its only space is U+0020: every other White_Space code point that
 *      is not a control (U+00A0, U+1680, U+2000-U+200A, U+2028, U+2029,
 *      U+202F, U+205F, U+3000) is an "odd space";
 *   5. no space at its start or end, no two spaces in a row;
 *   6. it is in Unicode Normalization Form C (UAX #15; the Unicode version
 *      is ident_unicode_version).
 * ident_fold maps an id without controls or bad UTF-8 to its canonical
 * form: invisibles removed, odd spaces made U+0020, NFC, then runs of
 * spaces made one and the ends trimmed.  It is idempotent and what it
 * writes ident_check accepts.
 *
 * The Unicode data (unicode.h) is generated from Unicode's data files
 * into nfc_data.c by gen-nfc-data.sh (run by hand, committed).
 * ident_check reads printable ASCII eight bytes at a time and takes a
 * table lookup a code point elsewhere; it normalizes only the stretches
 * that could change.
 */
#ifndef IDENT_H
#define IDENT_H

#include <stddef.h>
#include <stdint.h>

#include "strbuf.h"
#include "unicode.h"	/* NFC alone: nfc_normalize, nfc_is; UTF-8 */

extern const char *const ident_unicode_version;

enum ident_fault {
	IDENT_OK,
	IDENT_EMPTY,		/* no bytes (ident_fold: nothing left) */
	IDENT_BAD_UTF8,		/* not well-formed UTF-8 (overlongs, surrogates too) */
	IDENT_CONTROL,		/* C0, DEL or C1 */
	IDENT_INVISIBLE,	/* a Default_Ignorable_Code_Point */
	IDENT_ODD_SPACE,	/* White_Space other than U+0020 */
	IDENT_EDGE_SPACE,	/* a space first or last */
	IDENT_DOUBLE_SPACE,	/* a space after a space */
	IDENT_NOT_NFC		/* a stretch that NFC changes */
};

/*
 * What is wrong and where.  at is the offset in bytes from the start of
 * the id (0 for the first byte); cp the code point there: for
 * IDENT_BAD_UTF8 the byte that begins no well-formed sequence, for
 * IDENT_DOUBLE_SPACE the second space, for IDENT_EDGE_SPACE the first
 * space of the run at the end (or the first byte), for IDENT_NOT_NFC the
 * first code point of the stretch that NFC changes.
 */
struct ident_fault_at {
	enum ident_fault fault;
	size_t at;
	uint32_t cp;
};

/*
 * 1 when s[0..n) is canonical; else 0, and *f (if f is not NULL) says the
 * fault.  When there are several, bad UTF-8 and controls (what ident_fold
 * refuses) come before the others, and otherwise the first in the id;
 * IDENT_NOT_NFC only when there is no other.
 */
int ident_check(const char *s, size_t n, struct ident_fault_at *f);

/*
 * 1 when ident_check's fast path alone accepts s[0..n): printable ASCII
 * and "simple" code points (NFC_QC=Yes, combining class 0, neither
 * ignorable nor a space nor a control), single inner spaces, none at
 * the ends.  Such an id is canonical; the tests check that every such id
 * takes the fast path (the common case stays fast).
 */
int ident_plain(const char *s, size_t n);

/*
 * The canonical form of s[0..n), appended to out: 1.  0 (out unchanged,
 * *f set) when s has bad UTF-8 or a control, or nothing is left
 * (IDENT_EMPTY: empty, or only spaces and invisibles).
 */
int ident_fold(const char *s, size_t n, struct strbuf *out, struct ident_fault_at *f);

/*
 * What was expected, for "expected WHAT, found ..." messages, written
 * into buf (size bytes, NUL-terminated, cut if short) for the id s[0..n)
 * that *f describes, e.g. 'a name in Unicode NFC (U+0065 U+0301 at byte 9
 * normalizes to U+00E9)' or 'a name without invisible characters (U+200B
 * ZERO WIDTH SPACE at byte 4)'.  Byte counts in the text start at 1, as
 * in every ratepipe message.  noun is what the id is ("a name", "an event
 * id"; NULL for "a name").  Returns the length of the whole text, as
 * snprintf does.
 */
size_t ident_explain(const struct ident_fault_at *f, const char *s, size_t n,
    const char *noun, char *buf, size_t size);

#endif
