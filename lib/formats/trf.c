/*
 * trf.c - read a FIDE Tournament Report File (FIDE Handbook C.04 Annex 2:
 * TRF-16, approved 2015; TRF-26, applied from 1 September 2025) whole.
 *
 * Records are told by their first three characters:
 *   001        a player: starting rank 5-8, name 15-47, FIDE rating 49-52,
 *              federation 54-56, FIDE number 58-68, birth date 70-79,
 *              points 81-84, rank 86-89, then for round r (from 1) at
 *              column c = 92 + 10 (r - 1): the opponent's starting rank
 *              c..c+3 (0000 or blank: none), the colour c+5 (w, b, - or
 *              blank) and the result c+7
 *   012 042 052  tournament name, first and last day (trf_date.c: the
 *              forms real files write, YYYY/MM/DD, DD/MM/YYYY ...)
 *   132        each round's date, YY/MM/DD at column c as above (its
 *              century 042/052's)
 *   162        TRF-26 points: a result letter at 6, 15, 24 ..., its points
 *              in the 4 columns after it (W win, D draw, L loss, A absence,
 *              P pairing-allocated bye, X unknown)
 *   XXS BB?    JaVaFo's and bbpPairings' points (KEY=points; BBW 1.0)
 * The other ??2 tournament records (022 city ... 362), team records
 * (013, 310 ...), the TRF-26 records 240 to 330 and 801/802, comments
 * (###) and three-letter records (national ratings, program extensions)
 * carry no game of the results stream: they are read and left.  Any
 * other line is an error, as is a malformed field of a line read, with
 * its line and column and what the format wants there.
 */
#include "ids.h"
#include "trf.h"
#include "textline.h"
#include "ident.h"
#include "num.h"
#include "rp.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

static const double default_points[NPOINTS] = { 1, .5, 0, 1, 0, 0, .5, 1, 1 };

/* s[0..n) in the canonical form of a name or id (ident_fold: NFC, no
 * invisibles, single spaces, none at the ends); "" for nothing; NULL
 * (and *f) when it cannot be one (a C1 control of a Latin-1 file). */
char *
trf_fold(const char *s, size_t n, struct ident_fault_at *f)
{
	struct strbuf out = { 0 };
	struct ident_fault_at f0;

	if (!f)
		f = &f0;
	if (ident_check(s, n, f))
		return xstrndup(s, n);
	if (ident_fold(s, n, &out, f)) {
		ids_count();	/* said by ids_report */
		return out.s;
	}
	free(out.s);
	return f->fault == IDENT_EMPTY ? xstrndup("", 0) : NULL;
}

/* Columns a..b of the line as a name or id (trf_fold), or an error. */
static char *
name_at(const struct textfile *t, size_t a, size_t b, const char *what)
{
	size_t n;
	const char *s = textfile_field(t, a, b, &n);
	struct ident_fault_at f;
	char *out = trf_fold(s, n, &f), why[200];

	if (!out) {
		ident_explain(&f, s, n, what, why, sizeof why);
		textfile_bad(t, a, "columns %zu-%zu: expected %s", a, b, why);
	}
	return out;
}

/* s[0..n) is digits, at least one. */
#define ALL_DIGITS(s, n) ((n) > 0 && strspn(s, "0123456789") >= (n))

/* Columns a..b as a whole number lo..hi, or blank (*v = 0). */
static void
number_at(const struct textfile *f, size_t a, size_t b, long lo, long hi, long *v,
    const char *what)
{
	size_t n;
	const char *s = textfile_field(f, a, b, &n);

	*v = 0;
	if (n && (!ALL_DIGITS(s, n) || !int_parse(s, n, lo, hi, v)))
		textfile_bad(f, a, "columns %zu-%zu: expected %s, found \"%.*s\"", a, b, what,
		    (int)n, s);
}

/* 70-79: YYYY, YYYY/MM/DD (also - or .), 00 for what is not known. */
static int
birth_year(const struct textfile *f)
{
	size_t n;
	const char *s = textfile_field(f, 70, 79, &n);
	long y;

	if (n == 0)
		return 0;
	if (n < 4 || !ALL_DIGITS(s, 4) || (n > 4 && (n != 10 || !strchr("/-.", s[4]) ||
	    s[7] != s[4] || !ALL_DIGITS(s + 5, 2) || !ALL_DIGITS(s + 8, 2))))
		textfile_bad(f, 70, "columns 70-79: expected a birth date YYYY/MM/DD (or YYYY), "
		    "found \"%.*s\"", (int)n, s);
	(void)int_parse(s, 4, 0, 9999, &y);
	return (int)y;
}

/* Round r (0-based) of a player line: opponent, colour, result. */
static int
read_round(const struct textfile *f, size_t r, struct tround *x)
{
	size_t c = 92 + 10 * r, n;
	const char *s;
	long opp;

	number_at(f, c, c + 3, 0, 9999, &opp, "an opponent's starting rank (0000 for none)");
	x->opp = (int)opp;
	x->col = (unsigned short)(c > 65535 ? 65535 : c);
	s = textfile_field(f, c + 5, c + 5, &n);
	x->color = n ? (char)(s[0] | 0x20) : 0;
	if (n && x->color != 'w' && x->color != 'b' && s[0] != '-')
		textfile_bad(f, c + 5, "column %zu: expected a colour w, b or -, found \"%.*s\"",
		    c + 5, (int)n, s);
	if (x->color == '-' || x->color == ('-' | 0x20))
		x->color = 0;
	s = textfile_field(f, c + 7, c + 7, &n);
	x->code = n ? s[0] : ' ';
	if (x->code >= 'a' && x->code <= 'z')
		x->code = (char)(x->code - 'a' + 'A');
	if (!strchr("1=0+-WDLHFUZ ", x->code))
		textfile_bad(f, c + 7, "column %zu: expected a result (1 = 0 + - W D L H F U Z), "
		    "found \"%.*s\"", c + 7, (int)n, s);
	return x->opp != 0 || x->color != 0 || x->code != ' ';
}

static void
read_player(struct trf *t, const struct textfile *f)
{
	struct tplayer *p;
	const char *s;
	size_t n, r;
	long v;

	xgrow(&t->p, &t->cap, t->n + 1, sizeof *t->p);
	p = &t->p[t->n];
	memset(p, 0, sizeof *p);
	p->line = f->line;
	number_at(f, 5, 8, 1, 9999, &v, "a starting rank (1 to 9999)");
	if (v == 0)
		textfile_bad(f, 5, "columns 5-8: expected a starting rank (1 to 9999), found none");
	p->start = (int)v;
	xgrow_zero(&t->at, &t->atcap, (size_t)v + 1, sizeof *t->at);
	if (t->at[v])
		textfile_bad(f, 5, "starting rank %ld is also on line %lu", v, t->p[t->at[v] - 1].line);
	p->name = name_at(f, 15, 47, "a name");
	number_at(f, 49, 52, 0, 9999, &v, "a FIDE rating (digits, blank if unrated)");
	p->rating = (int)v;
	s = textfile_field(f, 54, 56, &n);
	memcpy(p->fed, s, n > 3 ? 3 : n);
	s = textfile_field(f, 58, 68, &n);
	if (n && !ALL_DIGITS(s, n))
		textfile_bad(f, 58, "columns 58-68: expected a FIDE number (digits), found \"%.*s\"",
		    (int)n, s);
	while (n && *s == '0')
		s++, n--;
	p->id = n ? xstrndup(s, n) : NULL;
	if (!p->id && !*p->name)
		textfile_bad(f, 15, "a player with neither a name (15-47) nor a FIDE number (58-68)");
	p->born = birth_year(f);
	s = textfile_field(f, 81, 84, &n);
	p->has_points = n > 0;
	if (n && !num_parse(s, n, &p->points))
		textfile_bad(f, 81, "columns 81-84: expected points (11.5), found \"%.*s\"", (int)n, s);
	number_at(f, 86, 89, 0, 9999, &v, "a rank (digits)");
	for (r = 0; 92 + 10 * r <= f->nchar; r++) {
		xgrow(&p->r, &p->rcap, r + 1, sizeof *p->r);
		if (read_round(f, r, &p->r[r]))
			p->nr = r + 1;	/* blank rounds at the end are not rounds */
	}
	if (p->nr > t->rounds)
		t->rounds = p->nr;
	t->at[p->start] = (int)++t->n;
}

/* 132: round r's date YY/MM/DD at 92 + 10 (r - 1). */
static void
read_dates(struct trf *t, const struct textfile *f)
{
	size_t r, n;

	if (t->rdate)
		textfile_bad(f, 1, "a second 132 record (round dates)");
	for (r = 0; 92 + 10 * r <= f->nchar; r++) {
		const char *s = textfile_field(f, 92 + 10 * r, 99 + 10 * r, &n);
		char iso[11];

		t->rdate = xrealloc(t->rdate, (r + 1) * sizeof *t->rdate);
		t->rdate[r] = LONG_MIN;
		t->nrdate = r + 1;
		if (n == 0)
			continue;
		if (n != 8 || s[2] != '/' || s[5] != '/')
			textfile_bad(f, 92 + 10 * r, "round %zu: expected a date YY/MM/DD, found \"%.*s\"",
			    r + 1, (int)n, s);
		/* YYMMDD until the file's century is known (trf_dates_done) */
		memcpy(iso, s, 8);
		iso[2] = iso[5] = '0';
		if (!ALL_DIGITS(iso, 8))
			textfile_bad(f, 92 + 10 * r, "round %zu: expected a date YY/MM/DD, found \"%.*s\"",
			    r + 1, (int)n, s);
		t->rdate[r] = atol(s) * 10000 + atol(s + 3) * 100 + atol(s + 6);
		t->rdate_line = f->line;
	}
}

/* Points for a result letter of tag 162 (W D L A P X) or a key of XXS or BB?. */
static int
set_points(struct trf *t, const char *key, size_t n, double v)
{
	static const struct { const char *key; int p[3]; } map[] = {
		{ "W", { P_WIN, P_FWIN, P_FPB } }, { "D", { P_DRAW, P_HPB, -1 } },
		{ "L", { P_LOSS, -1, -1 } }, { "A", { P_ZPB, P_FLOSS, -1 } },
		{ "P", { P_PAB, -1, -1 } }, { "X", { -1, -1, -1 } },
		{ "WW", { P_WIN, -1, -1 } }, { "WD", { P_DRAW, -1, -1 } }, { "WL", { P_LOSS, -1, -1 } },
		{ "BW", { -1, -1, -1 } }, { "BD", { -1, -1, -1 } }, { "BL", { -1, -1, -1 } },
		{ "FW", { P_FWIN, -1, -1 } }, { "FL", { P_FLOSS, -1, -1 } },
		{ "ZPB", { P_ZPB, -1, -1 } }, { "HPB", { P_HPB, -1, -1 } },
		{ "FPB", { P_FPB, -1, -1 } }, { "PAB", { P_PAB, -1, -1 } },
		{ "BBW", { P_WIN, P_FWIN, -1 } }, { "BBD", { P_DRAW, -1, -1 } },
		{ "BBL", { P_LOSS, -1, -1 } }, { "BBZ", { P_ZPB, -1, -1 } },
		{ "BBF", { P_FLOSS, -1, -1 } }, { "BBU", { P_PAB, -1, -1 } },
	};
	size_t i, j;

	for (i = 0; i < sizeof map / sizeof map[0]; i++)
		if (strlen(map[i].key) == n && memcmp(map[i].key, key, n) == 0) {
			for (j = 0; j < 3; j++)
				if (map[i].p[j] >= 0)
					t->points[map[i].p[j]] = v;
			return 1;
		}
	return 0;
}

/* 162 (TRF-26): a letter at 6, 15, 24 ..., its points in the 4 columns after it. */
static void
read_162(struct trf *t, const struct textfile *f)
{
	size_t c, n, m;

	for (c = 6; c <= f->nchar; c += 9) {
		const char *k = textfile_field(f, c, c, &n), *v = textfile_field(f, c + 1, c + 4, &m);
		double x;

		if (n == 0 && m == 0)
			continue;
		if (!n || !m || !num_parse(v, m, &x) || !set_points(t, k, n, x))
			textfile_bad(f, c, "column %zu: expected a result letter (W D L A P X) and its "
			    "points (1.0) in the 4 columns after it", c);
	}
}

/* XXS KEY=P ... (JaVaFo), BB? P (bbpPairings). */
static void
read_points_ext(struct trf *t, const struct textfile *f)
{
	const char *s = f->u.s;
	size_t i = 3;
	double x;

	if (s[0] == 'B') {
		size_t n;
		const char *v = textfile_field(f, 4, f->nchar, &n);

		if (!num_parse(v, n, &x) || !set_points(t, s, 3, x))
			textfile_bad(f, 5, "expected the points of %.3s (1.0)", s);
		return;
	}
	while (i < f->u.len) {
		size_t a = i + strspn(s + i, " "), eq, end;

		if (a == f->u.len)
			break;
		end = a + strcspn(s + a, " ");
		eq = a + strcspn(s + a, "=");
		if (eq >= end || !num_parse(s + eq + 1, end - eq - 1, &x) || !set_points(t, s + a, eq - a, x))
			textfile_bad(f, textfile_col(f, a), "expected KEY=POINTS (WW=1.0 ...), found \"%.*s\"",
			    (int)(end - a), s + a);
		i = end;
	}
}

static int
upper3(const char *s)
{
	return s[0] >= 'A' && s[0] <= 'Z' && s[1] >= 'A' && s[1] <= 'Z' && s[2] >= 'A' && s[2] <= 'Z';
}

/* A record that carries no game: read and left. */
static int
other_record(const char *s)
{
	static const char *const left[] = { "013", "240", "250", "260", "299", "300", "310",
		"320", "330", "801", "802", "###", NULL };
	size_t i;

	if (s[0] >= '0' && s[0] <= '9' && s[1] >= '0' && s[1] <= '9' && s[2] == '2')
		return 1;	/* ??2: tournament data */
	for (i = 0; left[i]; i++)
		if (memcmp(s, left[i], 3) == 0)
			return 1;
	return upper3(s);	/* national ratings (GER ...), XX?, DAT ... */
}

static void
read_line(struct trf *t, const struct textfile *f)
{
	const char *s = f->u.s;
	size_t n;

	if (f->u.len < 3 || memcmp(s, "001", 3) != 0) {
		if (strspn(s, " \t") == f->u.len)
			return;		/* a blank line */
		if (f->u.len >= 3 && (memcmp(s, "012", 3) == 0)) {
			free(t->name);
			t->name = name_at(f, 5, f->nchar, "a tournament name");
		} else if (f->u.len >= 3 && (memcmp(s, "042", 3) == 0 || memcmp(s, "052", 3) == 0)) {
			int end = s[1] == '5';

			s = textfile_field(f, 5, f->nchar, &n);
			free(end ? t->end_text : t->start_text);
			*(end ? &t->end_text : &t->start_text) = xstrndup(s, n);
			*(end ? &t->end_line : &t->start_line) = f->line;
		} else if (f->u.len >= 3 && memcmp(s, "132", 3) == 0) {
			read_dates(t, f);
		} else if (f->u.len >= 3 && memcmp(s, "162", 3) == 0) {
			read_162(t, f);
		} else if (f->u.len >= 3 && (memcmp(s, "XXS", 3) == 0 || (s[0] == 'B' && s[1] == 'B' &&
		    upper3(s)))) {
			read_points_ext(t, f);
		} else if (f->u.len < 3 || !other_record(s)) {
			textfile_bad(f, 1, "expected a TRF record (001 a player, 012 ... 362 the "
			    "tournament, 013/310 teams, 240-330, 801/802, XX?, ###), found \"%.*s\"",
			    (int)(f->u.len > 20 ? 20 : f->u.len), f->u.s);
		}
		return;
	}
	read_player(t, f);
}

void
trf_read(struct trf *t, const char *path, int latin1)
{
	struct textfile f;

	memset(t, 0, sizeof *t);
	t->path = path;
	t->start = t->end = LONG_MIN;
	memcpy(t->points, default_points, sizeof t->points);
	textfile_open(&f, path, latin1);
	while (textfile_next(&f))
		read_line(t, &f);
	textfile_close(&f);
	trf_dates_done(t);
}

void
trf_free(struct trf *t)
{
	size_t i;

	for (i = 0; i < t->n; i++) {
		free(t->p[i].name);
		free(t->p[i].id);
		free(t->p[i].r);
	}
	free(t->p);
	free(t->at);
	free(t->rdate);
	free(t->name);
	free(t->start_text);
	free(t->end_text);
}

const struct tplayer *
trf_player(const struct trf *t, int s)
{
	if (s <= 0 || (size_t)s >= t->atcap || !t->at[s])
		return NULL;
	return &t->p[t->at[s] - 1];
}

double
trf_points(const struct trf *t, char code)
{
	switch (code) {
	case '1': case 'W': return t->points[P_WIN];
	case '=': case 'D': return t->points[P_DRAW];
	case '0': case 'L': return t->points[P_LOSS];
	case '+': return t->points[P_FWIN];
	case '-': return t->points[P_FLOSS];
	case 'H': return t->points[P_HPB];
	case 'F': return t->points[P_FPB];
	case 'U': return t->points[P_PAB];
	default: return t->points[P_ZPB];	/* Z, blank */
	}
}
