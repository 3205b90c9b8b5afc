/*
 * identtest - lib/core/ident*.c by hand and against Unicode's own test
 * (run by tests/core/ident.bats).
 *
 *   identtest check STR...    "ok", or FAULT at=OFFSET cp=U+XXXX: the
 *                             explanation (ident_explain)
 *   identtest fold STR...     ident_fold's result, escaped, or "refused ..."
 *   identtest nfc STR...      nfc_normalize's result, escaped, and nfc_is
 *   identtest normtest [-a] FILE
 *                             every line of FILE (NormalizationTest.txt's
 *                             format; - for stdin): c2 == NFC(c1) == NFC(c2)
 *                             == NFC(c3), c4 == NFC(c4) == NFC(c5); nfc_is(x)
 *                             exactly when NFC(x) == x; ident_fold(x) passes
 *                             ident_check and folds to itself; ident_check
 *                             refuses x as not NFC only when nfc_is does.
 *                             With -a (FILE is the whole test), also
 *                             every code point not in Part 1: NFC(X) == X,
 *                             and its fold passes ident_check
 *   identtest random COUNT SEED
 *                             COUNT random ids of ASCII, simple letters,
 *                             marks, controls, invisibles, odd spaces and
 *                             bad UTF-8: ident_check's fault and offset,
 *                             ident_plain and ident_fold against the rules
 *                             applied piece by piece
 *   identtest bench COUNT [ascii|utf8|latin|greek]
 *                             ident_check over COUNT realistic names (for
 *                             valgrind --tool=callgrind)
 *
 * STR takes escapes: \uXXXX and \UXXXXXXXX (a code point as UTF-8), \xHH
 * (a byte), \\; results are written back the same way (printable ASCII
 * as itself).
 */
#include "ident.h"
#include "strbuf.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long checked, failures;

static void
put_utf8(struct strbuf *sb, uint32_t cp)
{
	char b[4];

	sb_add(sb, b, utf8_encode(cp, b));
}

static uint32_t
hexval(const char *s, int digits, const char *arg)
{
	uint32_t v = 0;
	int i;

	for (i = 0; i < digits; i++) {
		char c = s[i];

		v <<= 4;
		if (c >= '0' && c <= '9')
			v |= (uint32_t)(c - '0');
		else if (c >= 'A' && c <= 'F')
			v |= (uint32_t)(c - 'A' + 10);
		else if (c >= 'a' && c <= 'f')
			v |= (uint32_t)(c - 'a' + 10);
		else {
			fprintf(stderr, "identtest: bad escape in \"%s\"\n", arg);
			exit(2);
		}
	}
	return v;
}

/* STR with its escapes read */
static void
unescape(const char *arg, struct strbuf *sb)
{
	const char *s = arg;
	char c;

	sb->len = 0;
	sb_add(sb, "", 0);
	while (*s) {
		if (*s != '\\') {
			sb_add(sb, s++, 1);
			continue;
		}
		switch (s[1]) {
		case 'u':
			put_utf8(sb, hexval(s + 2, 4, arg));
			s += 6;
			break;
		case 'U':
			put_utf8(sb, hexval(s + 2, 8, arg));
			s += 10;
			break;
		case 'x':
			c = (char)hexval(s + 2, 2, arg);
			sb_add(sb, &c, 1);
			s += 4;
			break;
		case '\\':
			sb_add(sb, "\\", 1);
			s += 2;
			break;
		default:
			fprintf(stderr, "identtest: bad escape in \"%s\"\n", arg);
			exit(2);
		}
	}
}

/* s[0..n) with everything but printable ASCII escaped */
static void
print_escaped(const char *s, size_t n)
{
	size_t i = 0, len;
	uint32_t cp;

	while (i < n) {
		unsigned char c = (unsigned char)s[i];

		if (c >= 0x20 && c < 0x7F && c != '\\') {
			putchar(c);
			i++;
		} else if (c == '\\') {
			fputs("\\\\", stdout);
			i++;
		} else if ((len = utf8_decode((const unsigned char *)s + i, n - i, &cp)) == 0) {
			printf("\\x%02X", c);
			i++;
		} else {
			printf(cp < 0x10000 ? "\\u%04X" : "\\U%08X", (unsigned)cp);
			i += len;
		}
	}
}

static const char *const fault_names[] = {
	"OK", "EMPTY", "BAD_UTF8", "CONTROL", "INVISIBLE", "ODD_SPACE",
	"EDGE_SPACE", "DOUBLE_SPACE", "NOT_NFC"
};

static void
print_fault(const struct ident_fault_at *f, const char *s, size_t n)
{
	char msg[160];

	ident_explain(f, s, n, NULL, msg, sizeof msg);
	printf("%s at=%zu cp=U+%04X: %s\n", fault_names[f->fault], f->at, (unsigned)f->cp, msg);
}

static int
cmd_check(int argc, char **argv)
{
	struct strbuf sb = { NULL, 0, 0 };
	struct ident_fault_at f;
	int i;

	for (i = 0; i < argc; i++) {
		unescape(argv[i], &sb);
		if (ident_check(sb.s, sb.len, &f))
			puts("ok");
		else
			print_fault(&f, sb.s, sb.len);
	}
	free(sb.s);
	return 0;
}

static int
cmd_fold(int argc, char **argv)
{
	struct strbuf sb = { NULL, 0, 0 }, out = { NULL, 0, 0 };
	struct ident_fault_at f;
	int i;

	for (i = 0; i < argc; i++) {
		unescape(argv[i], &sb);
		out.len = 0;
		if (ident_fold(sb.s, sb.len, &out, &f)) {
			print_escaped(out.s, out.len);
			putchar('\n');
		} else {
			fputs("refused ", stdout);
			print_fault(&f, sb.s, sb.len);
		}
	}
	free(sb.s);
	free(out.s);
	return 0;
}

static int
cmd_nfc(int argc, char **argv)
{
	struct strbuf sb = { NULL, 0, 0 }, out = { NULL, 0, 0 };
	int i;

	for (i = 0; i < argc; i++) {
		unescape(argv[i], &sb);
		out.len = 0;
		nfc_normalize(sb.s, sb.len, &out);
		print_escaped(out.s, out.len);
		printf(" %s\n", nfc_is(sb.s, sb.len) ? "is-nfc" : "not-nfc");
	}
	free(sb.s);
	free(out.s);
	return 0;
}

/* ---- NormalizationTest.txt ---- */

static void
fail(unsigned long line, const char *what, const char *s, size_t n)
{
	if (failures++ < 20) {
		fprintf(stdout, "line %lu: %s: \"", line, what);
		print_escaped(s, n);
		fputs("\"\n", stdout);
	}
}

/* "0044 0307" into UTF-8 */
static int
read_column(const char *p, const char *end, struct strbuf *sb)
{
	sb->len = 0;
	sb_add(sb, "", 0);
	while (p < end) {
		char *q;
		unsigned long cp;

		while (p < end && *p == ' ')
			p++;
		if (p == end)
			break;
		cp = strtoul(p, &q, 16);
		if (q == p || cp > 0x10FFFF)
			return 0;
		put_utf8(sb, (uint32_t)cp);
		p = q;
	}
	return sb->len > 0;
}

static int
same(const struct strbuf *a, const struct strbuf *b)
{
	return a->len == b->len && memcmp(a->s, b->s, a->len) == 0;
}

/* NFC(x) == want, and nfc_is(x) exactly when NFC(x) == x */
static void
expect_nfc(unsigned long line, const char *col, const struct strbuf *x,
    const struct strbuf *want, struct strbuf *tmp)
{
	char what[64];
	int is;

	tmp->len = 0;
	nfc_normalize(x->s, x->len, tmp);
	checked++;
	if (!same(tmp, want)) {
		snprintf(what, sizeof what, "NFC(%s) is not the expected column", col);
		fail(line, what, x->s, x->len);
	}
	is = same(tmp, x);
	checked++;
	if (nfc_is(x->s, x->len) != is) {
		snprintf(what, sizeof what, "nfc_is(%s) is %d, NFC(x) == x is %d", col, !is, is);
		fail(line, what, x->s, x->len);
	}
}

/* ident_fold(x) passes ident_check and folds to itself; ident_check
 * refuses x as not NFC only if nfc_is does, and accepts nothing that is
 * not NFC */
static void
expect_fold(unsigned long line, const struct strbuf *x, struct strbuf *a, struct strbuf *b)
{
	struct ident_fault_at f;
	int ok = ident_check(x->s, x->len, &f);

	checked++;
	if ((!ok && f.fault == IDENT_NOT_NFC && nfc_is(x->s, x->len)) ||
	    (ok && !nfc_is(x->s, x->len)))
		fail(line, "ident_check and nfc_is disagree", x->s, x->len);
	a->len = 0;
	if (!ident_fold(x->s, x->len, a, &f)) {
		checked++;
		if (f.fault != IDENT_EMPTY && f.fault != IDENT_CONTROL)
			fail(line, "ident_fold refused", x->s, x->len);
		return;
	}
	checked += 2;
	if (!ident_check(a->s, a->len, &f))
		fail(line, "ident_check refuses ident_fold(x)", a->s, a->len);
	b->len = 0;
	if (!ident_fold(a->s, a->len, b, &f) || !same(a, b))
		fail(line, "ident_fold(ident_fold(x)) != ident_fold(x)", a->s, a->len);
}

static int
cmd_normtest(int argc, char **argv)
{
	struct strbuf c[5], t = { NULL, 0, 0 }, u = { NULL, 0, 0 };
	static unsigned char in_part1[0x110000];
	const char *names[] = { "c1", "c2", "c3", "c4", "c5" };
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	unsigned long lineno = 0, lines = 0, others = 0;
	int all = 0, part = -1, k;
	FILE *fp;
	uint32_t cp = 0;

	if (argc > 0 && strcmp(argv[0], "-a") == 0)
		all = 1, argc--, argv++;
	if (argc != 1) {
		fprintf(stderr, "usage: identtest normtest [-a] FILE\n");
		return 2;
	}
	fp = strcmp(argv[0], "-") == 0 ? stdin : fopen(argv[0], "r");
	if (fp == NULL) {
		perror(argv[0]);
		return 2;
	}
	memset(c, 0, sizeof c);
	while ((len = getline(&line, &cap, fp)) > 0) {
		const char *p = line, *end, *semi;

		lineno++;
		if (line[0] == '@') {
			part = atoi(line + 5);
			continue;
		}
		if ((end = strchr(line, '#')) == NULL)
			end = line + len;
		if (end == line || line[0] == '\n')
			continue;
		for (k = 0; k < 5; k++) {
			if ((semi = memchr(p, ';', (size_t)(end - p))) == NULL ||
			    !read_column(p, semi, &c[k])) {
				fprintf(stderr, "identtest: line %lu: not 5 columns of code points\n", lineno);
				return 2;
			}
			p = semi + 1;
		}
		lines++;
		if (part == 1 && utf8_decode((unsigned char *)c[0].s, c[0].len, &cp) == c[0].len)
			in_part1[cp] = 1;
		for (k = 0; k < 3; k++)
			expect_nfc(lineno, names[k], &c[k], &c[1], &t);
		for (k = 3; k < 5; k++)
			expect_nfc(lineno, names[k], &c[k], &c[3], &t);
		for (k = 0; k < 5; k++)
			expect_fold(lineno, &c[k], &t, &u);
	}
	if (fp != stdin)
		fclose(fp);
	/* every other code point (surrogates and controls aside) */
	for (cp = 0; all && cp <= 0x10FFFF; cp++) {
		if (in_part1[cp] || (cp >= 0xD800 && cp < 0xE000))
			continue;
		c[0].len = 0;
		put_utf8(&c[0], cp);
		expect_nfc(0, "X", &c[0], &c[0], &t);
		expect_fold(0, &c[0], &t, &u);
		others++;
	}
	for (k = 0; k < 5; k++)
		free(c[k].s);
	free(t.s);
	free(u.s);
	free(line);
	if (lines == 0 || (all && others < 1000000)) {
		printf("identtest: %lu lines, %lu code points outside Part 1: not the test file?\n",
		    lines, others);
		return 1;
	}
	printf("%lu lines, %lu other code points, %lu checks, %lu failures\n",
	    lines, others, checked, failures);
	return failures ? 1 : 0;
}

/* ---- random ids against a reference ---- */

/*
 * The pieces random ids are made of, each with what it is by Unicode's
 * data (UnicodeData.txt's class and mapping, DerivedNormalizationProps'
 * NFC_QC, DerivedCoreProperties' Default_Ignorable, PropList's
 * White_Space), looked up by hand:
 *   LETTER  printable ASCII but the space
 *   SIMPLE  NFC_QC=Yes, class 0, neither ignorable nor space nor control
 *   MARK    a combining mark (class != 0), or a starter that is NFC_QC
 *           No or Maybe: canonical or not by the letters around it
 *   BAD     bytes that begin no well-formed UTF-8 sequence (overlong,
 *           surrogate, beyond U+10FFFF, cut short, never a byte)
 */
enum piece { LETTER, SPACE, SIMPLE, MARK, CONTROL, INVISIBLE, ODD_SPACE, BAD };

static const struct { enum piece kind; const char *bytes; } pieces[] = {
	{ LETTER, "a" }, { LETTER, "Z" }, { LETTER, "0" }, { LETTER, "-" },
	{ LETTER, "'" }, { LETTER, "!" }, { LETTER, "~" }, { LETTER, "." },
	{ SPACE, " " }, { SPACE, " " }, { SPACE, " " },
	{ SIMPLE, "\xC3\xA9" },		/* U+00E9 e with acute: maps to 0065 0301 */
	{ SIMPLE, "\xC8\x99" },		/* U+0219 s with comma below */
	{ SIMPLE, "\xC4\x83" },		/* U+0103 a with breve */
	{ SIMPLE, "\xC5\x81" },		/* U+0141 L with stroke */
	{ SIMPLE, "\xCE\xAC" },		/* U+03AC alpha with tonos */
	{ SIMPLE, "\xD0\xB6" },		/* U+0436 Cyrillic zhe */
	{ SIMPLE, "\xC2\xB7" },		/* U+00B7 middle dot */
	{ SIMPLE, "\xE4\xB8\xAD" },	/* U+4E2D a CJK ideograph */
	{ SIMPLE, "\xEA\xB0\x80" },	/* U+AC00 Hangul syllable GA */
	{ SIMPLE, "\xE1\x84\x80" },	/* U+1100 Hangul choseong kiyeok (L) */
	{ SIMPLE, "\xF0\x9F\x98\x80" },	/* U+1F600 grinning face */
	{ MARK, "\xCC\x81" },		/* U+0301 acute, class 230 */
	{ MARK, "\xCC\xA3" },		/* U+0323 dot below, class 220 */
	{ MARK, "\xCC\xA6" },		/* U+0326 comma below, class 220 */
	{ MARK, "\xCC\x86" },		/* U+0306 breve, class 230 */
	{ MARK, "\xD6\xB4" },		/* U+05B4 Hebrew hiriq, class 14, NFC_QC=Yes */
	{ MARK, "\xE0\xB8\xB8" },	/* U+0E38 Thai sara u, class 103 */
	{ MARK, "\xE1\x85\xA1" },	/* U+1161 Hangul jungseong A (V), NFC_QC=Maybe */
	{ MARK, "\xE2\x84\xAB" },	/* U+212B Angstrom sign, NFC_QC=No */
	{ MARK, "\xE0\xA5\x98" },	/* U+0958 Devanagari qa, an exclusion */
	{ CONTROL, "\x01" }, { CONTROL, "\x09" }, { CONTROL, "\x1F" }, { CONTROL, "\x7F" },
	{ CONTROL, "\xC2\x85" }, { CONTROL, "\xC2\x9F" },
	{ INVISIBLE, "\xE2\x80\x8B" },	/* U+200B zero width space */
	{ INVISIBLE, "\xC2\xAD" },	/* U+00AD soft hyphen */
	{ INVISIBLE, "\xEF\xBB\xBF" },	/* U+FEFF zero width no-break space */
	{ INVISIBLE, "\xE2\x80\x8D" },	/* U+200D zero width joiner */
	{ INVISIBLE, "\xCD\x8F" },	/* U+034F combining grapheme joiner */
	{ INVISIBLE, "\xEF\xB8\x8F" },	/* U+FE0F variation selector-16 */
	{ INVISIBLE, "\xF3\xA0\x81\x81" },	/* U+E0041 tag latin capital A */
	{ ODD_SPACE, "\xC2\xA0" },	/* U+00A0 no-break space */
	{ ODD_SPACE, "\xE3\x80\x80" },	/* U+3000 ideographic space */
	{ ODD_SPACE, "\xE2\x80\x82" },	/* U+2002 en space */
	{ ODD_SPACE, "\xE2\x80\xAF" },	/* U+202F narrow no-break space */
	{ ODD_SPACE, "\xE2\x80\xA8" },	/* U+2028 line separator */
	{ BAD, "\xFF" }, { BAD, "\xC0\xAF" }, { BAD, "\xED\xA0\x80" },
	{ BAD, "\xF4\x90\x80\x80" }, { BAD, "\xE2\x82" }, { BAD, "\xC3" },
	{ BAD, "\xF0\x9F\x98" }, { BAD, "\xE0\x80\xAF" },
};

static uint64_t rstate;

static uint64_t
rnd(void)
{
	uint64_t z = (rstate += 0x9E3779B97F4A7C15ULL);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

/* A piece by mode: 0 mostly letters, spaces and simple ones, the others
 * now and then; 1 only those; 2 only ASCII letters and spaces (so that
 * the word-at-a-time paths meet every place of a space); 3 those and
 * a control now and then (one, anywhere). */
static size_t
pick(int mode)
{
	size_t np = sizeof pieces / sizeof pieces[0], k;

	for (;;) {
		k = (size_t)(rnd() % np);
		switch (mode) {
		case 0:
			if (pieces[k].kind <= SIMPLE || rnd() % 8 == 0)
				return k;
			break;
		case 1:
			if (pieces[k].kind <= SIMPLE)
				return k;
			break;
		case 2:
			if (pieces[k].kind <= SPACE)
				return k;
			break;
		default:
			if (pieces[k].kind <= SPACE ||
			    (pieces[k].kind == CONTROL && rnd() % 4 == 0))
				return k;
			break;
		}
	}
}

/*
 * One id of the pieces idx[0..m): the fault the rules of ident.h give
 * (bad UTF-8 and controls first, then the first other fault, then NFC)
 * against ident_check; ident_plain against "only letters, simple ones
 * and single inner spaces"; ident_fold against the rules applied piece
 * by piece, NFC by nfc_normalize (checked on Unicode's own test).
 */
static void
random_one(const size_t *idx, size_t m, struct strbuf *s, struct strbuf *a, struct strbuf *b)
{
	struct ident_fault_at f, want = { IDENT_OK, 0, 0 }, soft = { IDENT_OK, 0, 0 };
	size_t i, j, at, off[64];
	int plain = 1, ok;

	s->len = 0;
	sb_add(s, "", 0);
	for (i = 0; i < m; i++) {
		off[i] = s->len;
		sb_adds(s, pieces[idx[i]].bytes);
	}
	for (i = 0; i < m; i++) {
		enum piece k = pieces[idx[i]].kind;

		at = off[i];
		if ((k == BAD || k == CONTROL) && want.fault == IDENT_OK) {
			want.fault = k == BAD ? IDENT_BAD_UTF8 : IDENT_CONTROL;
			want.at = at;
		}
		if (k > SIMPLE)
			plain = 0;
		if (k == SPACE) {
			for (j = i; j < m && pieces[idx[j]].kind == SPACE; j++)
				;
			if (i == 0 || j == m || j - i > 1)
				plain = 0;
			if (soft.fault == IDENT_OK && (i == 0 || j == m))
				soft.fault = IDENT_EDGE_SPACE, soft.at = at;
			else if (soft.fault == IDENT_OK && j - i > 1)
				soft.fault = IDENT_DOUBLE_SPACE, soft.at = at + 1;
			i = j - 1;
		} else if (soft.fault == IDENT_OK && (k == INVISIBLE || k == ODD_SPACE))
			soft.fault = k == INVISIBLE ? IDENT_INVISIBLE : IDENT_ODD_SPACE, soft.at = at;
	}
	if (m == 0)
		want.fault = IDENT_EMPTY, plain = 0;
	if (want.fault == IDENT_OK)
		want = soft;
	if (want.fault == IDENT_OK && !nfc_is(s->s, s->len))
		want.fault = IDENT_NOT_NFC;
	ok = ident_check(s->s, s->len, &f);
	checked += 2;
	if (ok != (want.fault == IDENT_OK) || (!ok && (f.fault != want.fault ||
	    (want.fault != IDENT_NOT_NFC && f.at != want.at))))
		fail(0, "ident_check", s->s, s->len);
	if (ident_plain(s->s, s->len) != plain)
		fail(0, "ident_plain", s->s, s->len);

	/* the fold, piece by piece: invisibles out, odd spaces made one,
	 * NFC, then spaces collapsed and trimmed */
	a->len = 0;
	sb_add(a, "", 0);
	for (i = 0; i < m; i++) {
		enum piece k = pieces[idx[i]].kind;

		if (k == ODD_SPACE)
			sb_add(a, " ", 1);
		else if (k != INVISIBLE)
			sb_adds(a, pieces[idx[i]].bytes);
	}
	b->len = 0;
	nfc_normalize(a->s, a->len, b);
	a->len = 0;
	for (i = 0; i < b->len; i++)
		if (b->s[i] != ' ' || (a->len > 0 && a->s[a->len - 1] != ' '))
			sb_add(a, b->s + i, 1);
	if (a->len > 0 && a->s[a->len - 1] == ' ')
		a->len--;
	b->len = 0;
	ok = ident_fold(s->s, s->len, b, &f);
	checked++;
	if (want.fault == IDENT_BAD_UTF8 || want.fault == IDENT_CONTROL) {
		if (ok || f.fault != want.fault || f.at != want.at || b->len != 0)
			fail(0, "ident_fold took bad UTF-8 or a control", s->s, s->len);
	} else if (a->len == 0) {
		if (ok || f.fault != IDENT_EMPTY)
			fail(0, "ident_fold: nothing left, not refused", s->s, s->len);
	} else if (!ok || !same(a, b))
		fail(0, "ident_fold", s->s, s->len);
}

static int
cmd_random(int argc, char **argv)
{
	long count = argc > 0 ? atol(argv[0]) : 100000, i;
	struct strbuf s = { NULL, 0, 0 }, a = { NULL, 0, 0 }, b = { NULL, 0, 0 };
	size_t idx[64], m, k;

	rstate = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
	for (i = 0; i < count; i++) {
		/* lengths 0 to 40 pieces, the modes of pick in turn */
		m = (size_t)(rnd() % 41);
		for (k = 0; k < m; k++)
			idx[k] = pick((int)(i % 4));
		random_one(idx, m, &s, &a, &b);
	}
	free(s.s);
	free(a.s);
	free(b.s);
	printf("%ld random ids, %lu checks, %lu failures\n", count, checked, failures);
	return failures ? 1 : 0;
}

/* ---- the benchmark ---- */

static const char *const given[] = {
	"Ana", "Maria", "Ion", "Andrei", "John", "Peter", "Joan", "Jordi", "Anna",
	"Piotr", "Katarzyna", "Nikos", "Eleni", "Mihai", "Elena", "Montserrat",
	"\xC8\x98tefan", "Ioana", "Rados\xC5\x82\x61w", "Ma\xC5\x82gorzata",
	"\xCE\x93\xCE\xB9\xCF\x8E\xCF\x81\xCE\xB3\xCE\xBF\xCF\x82",	/* Γιώργος */
	"\xCE\x9C\xCE\xB1\xCF\x81\xCE\xAF\xCE\xB1",			/* Μαρία */
	"N\xC3\xBAria", "Agust\xC3\xAD", "Zo\xC3\xAB", "Jos\xC3\xA9",
};

static const char *const family[] = {
	"Popescu", "Ionescu", "Smith", "Brown", "Kowalski", "Nowak", "Garcia",
	"Puig", "Papadopoulos", "Georgiou", "Williams", "Anderson-Lee", "O'Brien",
	"\xC8\x98tef\xC4\x83nescu", "B\xC4\x83lan", "Constantinescu",
	"W\xC3\xB3jcik", "Krzy\xC5\xBC\x61nowski", "\xC5\x81ukasz\xC3\xB3w",
	"\xCE\xA0\xCE\xB1\xCF\x80\xCE\xB1\xCE\xB4\xCF\x8C\xCF\x80\xCE\xBF\xCF\x85\xCE\xBB\xCE\xBF\xCF\x82",	/* Παπαδόπουλος */
	"Casta\xC3\xB1\x65r", "Gen\xC3\xA9", "Ferr\xC3\xA0", "Vil\xC2\xB7la",
	"Dumitra\xC8\x99\x63u", "van der Berg",
};

static int
cmd_bench(int argc, char **argv)
{
	long count = argc > 0 ? atol(argv[0]) : 1000000, i;
	/* all, or only ascii, utf8, latin (UTF-8 but Greek), greek names */
	int kind = argc < 2 ? '*' : strcmp(argv[1], "ascii") == 0 ? 'a' :
	    strcmp(argv[1], "utf8") == 0 ? 'u' : strcmp(argv[1], "latin") == 0 ? 'l' :
	    strcmp(argv[1], "greek") == 0 ? 'g' : '*';
	size_t ng = sizeof given / sizeof given[0], nf = sizeof family / sizeof family[0];
	size_t np = ng * nf, k, bytes = 0;
	char (*names)[64] = malloc(np * sizeof *names);
	size_t *lens = malloc(np * sizeof *lens);
	unsigned long ok = 0, ascii = 0;
	uint64_t state = 1;

	if (names == NULL || lens == NULL)
		return 2;
	for (k = 0, np = 0; k < ng * nf; k++) {
		size_t j;

		lens[np] = (size_t)snprintf(names[np], sizeof names[np], "%s %s",
		    given[k % ng], family[k / ng]);
		for (j = 0; j < lens[np] && (unsigned char)names[np][j] < 0x80; j++)
			;
		if ((kind == 'a' && j < lens[np]) || (kind != 'a' && kind != '*' && j == lens[np]) ||
		    (kind == 'l' && strpbrk(names[np], "\xCE\xCF")) ||
		    (kind == 'g' && !strpbrk(names[np], "\xCE\xCF")))
			continue;
		bytes += lens[np++];
	}
	for (i = 0; i < count; i++) {
		state = state * 6364136223846793005ULL + 1442695040888963407ULL;
		k = (size_t)(state >> 33) % np;
		ok += (unsigned long)ident_check(names[k], lens[k], NULL);
	}
	for (k = 0; k < np; k++) {
		size_t j;

		for (j = 0; j < lens[k] && (unsigned char)names[k][j] < 0x80; j++)
			;
		ascii += j == lens[k];
	}
	printf("%ld checks, %lu canonical; %zu names, %lu plain ASCII, %.1f bytes on average\n",
	    count, ok, np, ascii, (double)bytes / (double)np);
	free(names);
	free(lens);
	return ok == (unsigned long)count ? 0 : 1;
}

int
main(int argc, char **argv)
{
	if (argc >= 2 && strcmp(argv[1], "check") == 0)
		return cmd_check(argc - 2, argv + 2);
	if (argc >= 2 && strcmp(argv[1], "fold") == 0)
		return cmd_fold(argc - 2, argv + 2);
	if (argc >= 2 && strcmp(argv[1], "nfc") == 0)
		return cmd_nfc(argc - 2, argv + 2);
	if (argc >= 2 && strcmp(argv[1], "normtest") == 0)
		return cmd_normtest(argc - 2, argv + 2);
	if (argc >= 2 && strcmp(argv[1], "random") == 0)
		return cmd_random(argc - 2, argv + 2);
	if (argc >= 2 && strcmp(argv[1], "bench") == 0)
		return cmd_bench(argc - 2, argv + 2);
	fprintf(stderr, "usage: identtest check|fold|nfc STR... | normtest [-a] FILE | random COUNT SEED | bench COUNT [ascii|utf8|latin|greek]\n");
	return 2;
}
