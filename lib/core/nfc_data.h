/*
 * nfc_data.h - the Unicode tables of unicode.c, generated into nfc_data.c
 * by gen-nfc-data.sh from Unicode's data files (the version is
 * nfc_unicode_version).  Only unicode.c and unicode.h read them.
 */
#ifndef NFC_DATA_H
#define NFC_DATA_H

#include <stddef.h>
#include <stdint.h>

extern const char nfc_unicode_version[];

/*
 * "Simple" code points, one bit each: NFC_QC=Yes, combining class 0, not
 * Default_Ignorable, not White_Space, not a control (nor a surrogate).
 * Bit cp & 7 of nfc_simple_bits[nfc_simple_index[cp >> 8]][(cp & 255) >> 3].
 * Block 0 is all ones.
 */
extern const uint8_t nfc_simple_index[4352];
extern const uint8_t nfc_simple_bits[][32];

/* The nonzero canonical combining classes, by code point. */
#define NFC_CCC(cp, class)	((uint32_t)(cp) << 8 | (class))
extern const uint32_t nfc_ccc[];
extern const size_t nfc_ccc_count;

/*
 * The canonical mappings of UnicodeData.txt, one level (a mapping's code
 * points may have mappings of their own), by code point; second is 0 for
 * a singleton.  Hangul syllables are not here: they are algorithmic.
 */
#define NFC_DECOMP(cp, first, second) \
	((uint64_t)(cp) << 42 | (uint64_t)(first) << 21 | (uint64_t)(second))
#define NFC_DECOMP_CP(e)	((uint32_t)((e) >> 42))
#define NFC_DECOMP_FIRST(e)	((uint32_t)((e) >> 21) & 0x1FFFFF)
#define NFC_DECOMP_SECOND(e)	((uint32_t)(e) & 0x1FFFFF)
#define NFC_DECOMP_PAIR(e)	((e) & (((uint64_t)1 << 42) - 1))
extern const uint64_t nfc_decomp[];
extern const size_t nfc_decomp_count;

/* The primary composites: indexes of nfc_decomp, sorted by NFC_DECOMP_PAIR. */
extern const uint16_t nfc_comp[];
extern const size_t nfc_comp_count;

/* Sets of code points as sorted ranges, lo..hi inclusive. */
struct nfc_range {
	uint32_t lo, hi;
};
extern const struct nfc_range nfc_qc_no[], nfc_qc_maybe[], nfc_ignorable[], nfc_odd_space[];
extern const size_t nfc_qc_no_count, nfc_qc_maybe_count, nfc_ignorable_count,
    nfc_odd_space_count;

/* Names of the ignorables and odd spaces of the BMP: NFC_NAME(cp, offset
 * of the name in nfc_name_text), by code point. */
#define NFC_NAME(cp, off)	((uint32_t)(cp) << 16 | (off))
extern const uint32_t nfc_names[];
extern const size_t nfc_names_count;
extern const char nfc_name_text[];

#endif
