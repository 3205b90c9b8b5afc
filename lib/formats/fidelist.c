/*
 * fidelist.c - `parse -f fide-list`: FIDE's rating list downloads
 * (ratings.fide.com, "Download ... FRL") to a list for `rate -r`.
 *
 * TXT: fixed columns named by the header line, e.g. the combined list
 *     ID Number      Name ... Fed Sex Tit  WTit OTit           FOA SRtng
 *     SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag
 * or a single list, whose rating column is named by the month (JAN23)
 * with Gms and K.  A field runs from its header word to the next one, so
 * the layouts of the years (with or without FOA) all read.  XML: the
 * elements of each <player>: fideid name country sex title ... rating
 * games k rapid_rating rapid_games rapid_k blitz_rating blitz_games
 * blitz_k birthday flag.
 *
 * Out: type player rating k born name federation title flag, one row for
 * each rating a player has (0 or none: unrated, no row): the standard
 * rating (or a single list's) as the first of --types, rapid as the
 * second, blitz as the third (default chess,rapid,blitz; an empty one
 * leaves that list out).  player is the FIDE number, name is for display.
 * k is the player's K now (the rules of rate -m elo -p fide read it, and
 * born for the junior K); SGm (the games of the last period, not of the
 * player's career) is not written.  Read line by line: memory stays flat.
 */
#include "fopt.h"
#include "textline.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

/* What a player has: the fields written, and three ratings with their K. */
enum { F_ID, F_NAME, F_FED, F_SEX, F_TIT, F_BORN, F_FLAG,
	F_R0, F_K0, F_R1, F_K1, F_R2, F_K2, NFIELD };

struct fl_opts {
	const char *type[3];	/* standard, rapid, blitz; NULL: left out */
	int latin1;
};

struct fl_player {
	struct strbuf f[NFIELD];
	unsigned long line;
};

/* Every id (type, player) is written through this one function. */
static void
put_id(const char *s, size_t n)
{
	tsv_put(s, n);
}

/* Field f empty, or at most n characters of set: a short field that is
 * not, is a line not in its header's columns (a misread the whole row
 * would carry). */
static void
check(const struct fl_player *p, int f, size_t n, const char *set, const char *what,
    const char *path)
{
	const struct strbuf *x = &p->f[f];

	if (x->len > n || strspn(x->s, set) != x->len)
		die_data("%s:%lu: player %s: expected %s, found \"%s\"", path, p->line,
		    p->f[F_ID].s, what, x->s);
}

static void
put_player(const struct fl_opts *o, const struct fl_player *p, const char *path)
{
	size_t k;

	if (p->f[F_ID].len == 0 || strspn(p->f[F_ID].s, "0123456789") != p->f[F_ID].len)
		die_data("%s:%lu: expected a FIDE number (digits), found \"%s\"", path, p->line,
		    p->f[F_ID].len ? p->f[F_ID].s : "");
	check(p, F_BORN, 4, "0123456789", "a year of birth (YYYY)", path);
	check(p, F_FED, 3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "a federation (3 letters)", path);
	check(p, F_SEX, 1, "MFmf", "a sex (M or F)", path);
	check(p, F_FLAG, 2, "iwIW", "a flag (i, w, wi)", path);
	for (k = 0; k < 3; k++) {
		const struct strbuf *r = &p->f[F_R0 + 2 * k], *kk = &p->f[F_K0 + 2 * k];
		long v;

		if (!o->type[k] || r->len == 0 || (r->len == 1 && r->s[0] == '0'))
			continue;
		if (!int_parse(r->s, r->len, 0, 9999, &v) ||
		    (kk->len && !int_parse(kk->s, kk->len, 0, 1000, &v)))
			die_data("%s:%lu: player %s: expected a rating and K (whole numbers), found "
			    "\"%s\" and \"%s\"", path, p->line, p->f[F_ID].s, r->s, kk->len ? kk->s : "");
		put_id(o->type[k], strlen(o->type[k]));
		put_id(p->f[F_ID].s, p->f[F_ID].len);
		tsv_put(r->s, r->len);
		tsv_put(kk->len && strcmp(kk->s, "0") ? kk->s : "", kk->len && strcmp(kk->s, "0") ?
		    kk->len : 0);
		if (p->f[F_BORN].len && strcmp(p->f[F_BORN].s, "0000") && strcmp(p->f[F_BORN].s, "0"))
			tsv_put(p->f[F_BORN].s, p->f[F_BORN].len);
		else
			tsv_puts("");
		tsv_put(p->f[F_NAME].s, p->f[F_NAME].len);
		tsv_put(p->f[F_FED].s, p->f[F_FED].len);
		tsv_put(p->f[F_TIT].s, p->f[F_TIT].len);
		tsv_put(p->f[F_FLAG].s, p->f[F_FLAG].len);
		tsv_end_row();
	}
}

static void
set(struct fl_player *p, int f, const char *s, size_t n)
{
	p->f[f].len = 0;
	sb_add(&p->f[f], s, n);
}

/* ---------- TXT ---------- */

struct txtcol {
	int field;		/* F_*, or -1: not written */
	size_t from, to;	/* characters, 1-based */
};

/* The field of a header word; -1 a word read and left; -2 not known. */
static int
field_of_word(const char *w, size_t n)
{
	static const struct { const char *w; int f; } map[] = {
		{ "ID", F_ID }, { "Name", F_NAME }, { "Fed", F_FED }, { "Sex", F_SEX },
		{ "Tit", F_TIT }, { "B-day", F_BORN }, { "Born", F_BORN }, { "Flag", F_FLAG },
		{ "SRtng", F_R0 }, { "SK", F_K0 }, { "K", F_K0 }, { "RRtng", F_R1 }, { "Rk", F_K1 },
		{ "BRtng", F_R2 }, { "BK", F_K2 }, { "WTit", -1 }, { "OTit", -1 }, { "FOA", -1 },
		{ "SGm", -1 }, { "RGm", -1 }, { "BGm", -1 }, { "Gms", -1 }, { "Number", -1 },
	};
	size_t i;

	for (i = 0; i < sizeof map / sizeof map[0]; i++)
		if (strlen(map[i].w) == n && memcmp(map[i].w, w, n) == 0)
			return map[i].f;
	if (n == 5 && w[0] >= 'A' && w[0] <= 'Z' && w[3] >= '0' && w[3] <= '9' &&
	    w[4] >= '0' && w[4] <= '9')
		return F_R0;	/* a single list's rating, named by its month (JAN23) */
	return -2;
}

/* The header line: each word's field and its columns (to the next word). */
static size_t
header(const struct textfile *f, struct txtcol *c, size_t cap)
{
	const char *s = f->u.s;
	size_t i = 0, n = 0, have = 0;

	while (i < f->u.len) {
		size_t a = i + strspn(s + i, " "), len;
		int field;

		if (a >= f->u.len)
			break;
		len = strcspn(s + a, " ");
		field = field_of_word(s + a, len);
		if (field == -2)
			textfile_bad(f, textfile_col(f, a), "expected a FIDE list header word (ID Number, "
			    "Name, Fed, ... B-day, Flag), found \"%.*s\"", (int)len, s + a);
		if (n > 0 && len == 6 && memcmp(s + a, "Number", 6) == 0) {
			i = a + len;	/* "ID Number" is one column */
			continue;
		}
		if (n == cap)
			textfile_bad(f, 1, "more than %zu header words", cap);
		if (n > 0)
			c[n - 1].to = textfile_col(f, a) - 1;
		c[n].field = field;
		c[n].from = textfile_col(f, a);
		c[n].to = (size_t)-1;
		have |= field >= 0 ? 1u << field : 0;
		n++;
		i = a + len;
	}
	if (!(have & 1u << F_ID) || !(have & 1u << F_NAME) ||
	    !(have & 1u << F_R0 || have & 1u << F_R1 || have & 1u << F_R2))
		textfile_bad(f, 1, "a FIDE list header needs \"ID Number\", \"Name\" and a rating "
		    "column (SRtng, RRtng, BRtng, or a month as JAN23)");
	return n;
}

static void
read_txt(const struct fl_opts *o, struct textfile *f)
{
	struct txtcol col[32];
	struct fl_player p;
	size_t ncol = 0, i;

	memset(&p, 0, sizeof p);
	while (textfile_next(f)) {
		if (strspn(f->u.s, " ") == f->u.len)
			continue;	/* a blank line */
		if (ncol == 0) {
			ncol = header(f, col, sizeof col / sizeof col[0]);
			continue;
		}
		for (i = 0; i < NFIELD; i++)
			set(&p, (int)i, "", 0);
		for (i = 0; i < ncol; i++) {
			size_t n;
			const char *s = textfile_field(f, col[i].from, col[i].to, &n);

			if (col[i].field >= 0)
				set(&p, col[i].field, s, n);
		}
		p.line = f->line;
		put_player(o, &p, f->path);
	}
	for (i = 0; i < NFIELD; i++)
		free(p.f[i].s);
}

/* ---------- XML ---------- */

/* Text of an element with the five entities and &#N; decoded. */
static void
xml_text(struct strbuf *out, const char *s, size_t n, const char *path, unsigned long line)
{
	static const struct { const char *e; char c; } ent[] = {
		{ "&amp;", '&' }, { "&lt;", '<' }, { "&gt;", '>' }, { "&quot;", '"' }, { "&apos;", '\'' },
	};
	size_t i = 0, k;

	out->len = 0;
	sb_add(out, "", 0);
	while (i < n) {
		size_t run = strcspn(s + i, "&");

		if (run > n - i)
			run = n - i;
		sb_add(out, s + i, run);
		i += run;
		if (i >= n)
			break;
		for (k = 0; k < sizeof ent / sizeof ent[0]; k++)
			if (strncmp(s + i, ent[k].e, strlen(ent[k].e)) == 0)
				break;
		if (k < sizeof ent / sizeof ent[0]) {
			sb_add(out, &ent[k].c, 1);
			i += strlen(ent[k].e);
		} else if (s[i + 1] == '#' && s[i + 2] >= '0' && s[i + 2] <= '9') {
			long cp = strtol(s + i + 2, NULL, 10);
			char u[4];
			size_t m = cp < 0x80 ? 1 : cp < 0x800 ? 2 : 3;

			if (cp < 0x20 || cp > 0xffff || !strchr(s + i, ';'))
				die_data("%s:%lu: expected a character reference &#N; (N from 32 to 65535)",
				    path, line);
			u[0] = (char)(m == 1 ? cp : m == 2 ? 0xc0 | cp >> 6 : 0xe0 | cp >> 12);
			if (m == 3)
				u[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
			if (m > 1)
				u[m - 1] = (char)(0x80 | (cp & 0x3f));
			sb_add(out, u, m);
			i = (size_t)(strchr(s + i, ';') - s) + 1;
		} else {
			die_data("%s:%lu: expected an XML entity (&amp; &lt; &gt; &quot; &apos; &#N;)",
			    path, line);
		}
	}
}

static int
xml_field(const char *tag, size_t n)
{
	static const struct { const char *t; int f; } map[] = {
		{ "fideid", F_ID }, { "name", F_NAME }, { "country", F_FED }, { "sex", F_SEX },
		{ "title", F_TIT }, { "birthday", F_BORN }, { "flag", F_FLAG },
		{ "rating", F_R0 }, { "k", F_K0 }, { "rapid_rating", F_R1 }, { "rapid_k", F_K1 },
		{ "blitz_rating", F_R2 }, { "blitz_k", F_K2 },
	};
	size_t i;

	for (i = 0; i < sizeof map / sizeof map[0]; i++)
		if (strlen(map[i].t) == n && memcmp(map[i].t, tag, n) == 0)
			return map[i].f;
	return -1;	/* games, w_title, o_title, foa_title ...: left */
}

/*
 * A token at a time: getdelim up to '>' gives the text before a tag and
 * the tag.  Inside <player>, <x>text</x> sets field x; </player> writes
 * the player.
 */
static void
read_xml(const struct fl_opts *o, struct textfile *f)
{
	struct fl_player p;
	struct strbuf text = { 0 };
	char *buf = NULL, *lt;
	size_t cap = 0, i;
	ssize_t got;
	unsigned long line = 1;
	int in = 0;

	memset(&p, 0, sizeof p);
	while ((got = getdelim(&buf, &cap, '>', f->fp)) > 0) {
		size_t n = (size_t)got, tl;
		const char *tag;

		if (memchr(buf, '\0', n))
			die_data("%s:%lu: a NUL byte", f->path, line);
		lt = memchr(buf, '<', n);
		if (!lt && strspn(buf, " \t\r\n") == n)
			break;		/* white space after the last tag */
		if (!lt || buf[n - 1] != '>')
			die_data("%s:%lu: expected an XML tag <...>", f->path, line);
		tag = lt + 1;
		tl = (size_t)(buf + n - 1 - tag);
		if (tl == 6 && memcmp(tag, "player", 6) == 0) {
			in = 1;
			for (i = 0; i < NFIELD; i++)
				set(&p, (int)i, "", 0);
			p.line = line;
		} else if (tl == 7 && memcmp(tag, "/player", 7) == 0) {
			if (!in)
				die_data("%s:%lu: </player> without <player>", f->path, line);
			put_player(o, &p, f->path);
			in = 0;
		} else if (in && tag[0] == '/') {
			int field = xml_field(tag + 1, tl - 1);

			if (field >= 0) {
				xml_text(&text, buf, (size_t)(lt - buf), f->path, line);
				if (utf8_bad_at((const unsigned char *)text.s, text.len) < text.len)
					die_data("%s:%lu: <%.*s>: not UTF-8", f->path, line, (int)(tl - 1),
					    tag + 1);
				set(&p, field, text.s, text.len);
			}
		}
		for (i = 0; i < n; i++)
			line += buf[i] == '\n';
	}
	if (in)
		die_data("%s:%lu: the file ends inside a <player>", f->path, line);
	free(buf);
	free(text.s);
	for (i = 0; i < NFIELD; i++)
		free(p.f[i].s);
}

/* ---------- the run ---------- */

static void
fl_run(const struct fl_opts *o, int npaths, char **paths)
{
	static char *dash[] = { "-" };
	static const char *const cols[] = { "type", "player", "rating", "k", "born", "name",
		"federation", "title", "flag", NULL };
	int i, c;

	if (npaths == 0) {
		npaths = 1;
		paths = dash;
	}
	for (i = 0; cols[i]; i++)
		tsv_puts(cols[i]);
	tsv_end_row();
	for (i = 0; i < npaths; i++) {
		struct textfile f;

		textfile_open(&f, paths[i], o->latin1);
		while ((c = getc(f.fp)) == ' ' || c == '\n' || c == '\r' || c == '\t')
			;
		if (c != EOF && ungetc(c, f.fp) == EOF)
			die_sys("%s", paths[i]);
		if (c == '<')
			read_xml(o, &f);
		else
			read_txt(o, &f);
		textfile_close(&f);
	}
}

/* --types STD,RAPID,BLITZ: an empty one leaves that list out. */
static void
parse_types(void *dst, int val, char *arg)
{
	struct fl_opts *o = dst;
	char *s = arg;
	int k;

	(void)val;

	for (k = 0; k < 3; k++) {
		size_t n = strcspn(s, ",");

		o->type[k] = n ? s : NULL;
		if (strpbrk(s, "\t\n") && (size_t)(strpbrk(s, "\t\n") - s) < n)
			die_usage("--types: a type without TAB or newline");
		if (s[n] == '\0') {
			while (++k < 3)
				o->type[k] = NULL;
			return;
		}
		s[n] = '\0';
		s += n + 1;
	}
	die_usage("--types: at most three types (standard, rapid, blitz)");
}

enum { OPT_TYPES = 500, OPT_ENCODING };

static void
usage(void)
{
	printf("usage: parse -f fide-list [--types STD,RAPID,BLITZ] [--encoding E] [FILE...]\n"
	    "Read FIDE's rating list (TXT or XML download; combined or single) and write\n"
	    "it as a list for rate -r: type player rating k born name federation title\n"
	    "flag, a row for each rating a player has; player is the FIDE number.\n\n"
	    "      --types T,T,T     the types of the standard (or a single list's),\n"
	    "                        rapid and blitz ratings (chess,rapid,blitz; an\n"
	    "                        empty one leaves its ratings out)\n"
	    "      --encoding E      utf-8 (default) or latin-1, for TXT\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "See parse(1).\n");
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option parse_fidelist_opts[] = {
	FOPT_LONG_FORMAT,
	{ "types", required_argument, NULL, OPT_TYPES },
	{ "encoding", required_argument, NULL, OPT_ENCODING },
	FOPT_LONG_END,
};

int
parse_fidelist_main(int argc, char **argv)
{
	struct fl_opts o = { { "chess", "rapid", "blitz" }, 0 };
	const struct fopt t[] = {
		FOPT_SKIP('f'),
		FOPT_CALL(OPT_TYPES, &o, parse_types),
		FOPT_ENCODING(OPT_ENCODING, &o.latin1),
		FOPT_END,
	};

	if (fopt_parse(argc, argv, "f:h", parse_fidelist_opts, t, usage))
		return 0;
	fl_run(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
