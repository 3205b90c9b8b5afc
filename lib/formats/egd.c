/*
 * egd.c - `parse -f egd`: EGF tournament tables, the text format the
 * European Go Database takes (OpenGotha, MacMahon and others write it;
 * files named .h9, .h10 ...).  One file is one tournament.
 *
 * Header lines begin with ';'.  Those of the form "; XX[value]" give
 *   TC  the EGD's tournament code (the event id when present)
 *   EV  the tournament's name (the event id without TC)
 *   DT  its dates, "YYYY-MM-DD" or "YYYY-MM-DD,YYYY-MM-DD": the first is
 *       every row's date
 *   CL  its class, A to D (column class; rate -m egf weighs it)
 *   HA  the handicap rule, "hN": N stones less than the grade difference
 *       (h9: no handicap) for the games that give none
 * Other ';' lines are comments.  Every other line is a player:
 *   NUM SURNAME FIRSTNAME... GRADE COUNTRY CLUB [COLUMNS...] R1 R2 ... [|PIN]
 * NUM the player's number in the table (results refer to it); GRADE as
 * 5k, 3d, 1p; the COLUMNS between club and results (scores, tie-breaks)
 * are not read.  A round's result is OPP, then + (won), - (lost) or =
 * (jigo), then "/" or "!" (won or lost by default: not played), then
 * the colour w, b or ? and the handicap 0-9, e.g. 12+/w2, 7-/b, 3+!
 * (a trailing "!" also marks a game by default).  Opponent 0 is a round
 * without a game (a bye, absent, not paired: 0+ 0= 0-).  The number of
 * rounds is the fewest results any line ends with (--rounds N says it).
 *
 * Rows: date event game type player place result round color handicap
 * rank name country club class.  A game is its two rows (its id
 * "ROUND/A-B", A < B the table numbers), places 1 and 2 (1 and 1 for
 * jigo), result "forfeit" for a game by default; a round without a game
 * is one row, result "bye", place 1.  `player` is the PIN when the line
 * has one (the EGD's identity), else the name; two lines with one id are
 * an error, and so are two lines with one name unless both have PINs
 * (two people may share a name; nothing else tells them apart).  Both
 * lines of a game must agree (opponents, result, colours, handicap).
 * The bytes are UTF-8, or ISO 8859-1 with --encoding latin-1 (converted
 * by textline.c's latin1_to_utf8, the converter of every reader).
 *
 * A line without its number (OpenGotha leaves some out: the first token
 * is the name) takes it from the line order, the table's numbers being
 * the lines' places: a run of K such lines between the numbered lines A
 * and B is A+1 ... A+K when B = A+K+1 (the first line numbers from 0,
 * the last run ends the table); each number so given must be the one the
 * opponents' results refer to.  Every line for which either fails is
 * named, then the file refused.
 *
 * One file past 500 lines: one format's reader; the header lines, the
 * player lines and their rounds read the one .h9 grammar.
 */
#include "cli.h"
#include "ids.h"
#include "gograde.h"
#include "lines.h"
#include "names.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "subcmd.h"
#include "textline.h"
#include "tsv.h"

#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct egd_opts {
	struct ids_event ev;	/* --event, --type, --date (LONG_MIN: DT[]) */
	long rounds;		/* --rounds; 0: from the lines */
	int latin1;		/* --encoding latin-1 */
};

struct eres {
	long opp;		/* 0: no game this round */
	char out;		/* '+', '-', '=' */
	char color;		/* 'w', 'b', 0 unknown */
	int hcap;		/* -1: not given */
	int dflt;		/* won or lost by default */
	size_t col;		/* its column on the line */
};

struct eplayer {
	long num;		/* 0: not on the line, not yet given */
	int from_order;		/* num given by the line order */
	unsigned long line;
	char *name, *pin, *grade, *country, *club, *id;
	int kind;		/* the grade's */
	long gnum;
	struct eres *res;	/* every result-like token at the line's end */
	size_t nres;
};

struct egd {
	const struct egd_opts *o;
	const char *path;
	struct eplayer *p;
	size_t n, cap;
	char *tc, *ev, *dt, *cl, *ha;
	unsigned long dt_line;
	long rounds;
	unsigned long unnumbered;	/* the first line without a number refused */
};


/* An id read from line `line` (a name, a PIN, TC[] or EV[]) in canonical form (ids.h). */
static char *
id_at(const char *path, unsigned long line, size_t col, const char *s, size_t n,
    const char *what)
{
	struct strbuf sb = { 0 };
	char why[320];

	ids_where(path, line);
	if (!ids_fold(s, n, what, &sb, why, sizeof why))
		die_at(path, line, col, "expected %s, found \"%.*s\"", why, (int)n, s);
	sb_add(&sb, "", 1);
	return sb.s;
}

/* Every id this parser writes (player, event, type): canonical already (id_at, ids_arg). */
static void
put_id(const char *s)
{
	tsv_puts(s);
}

/* ---------- reading a line ---------- */

struct tok {
	const char *s;
	size_t n, col;
};

static size_t
split(const char *s, size_t n, struct tok **t, size_t *cap)
{
	size_t i = 0, k = 0;

	while (i < n) {
		size_t b;

		while (i < n && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i == n)
			break;
		b = i;
		while (i < n && s[i] != ' ' && s[i] != '\t')
			i++;
		xgrow(t, cap, k + 1, sizeof **t);
		(*t)[k].s = s + b;
		(*t)[k].n = i - b;
		(*t)[k].col = b + 1;
		k++;
	}
	return k;
}

/* A round's result token; 0 when the token is not one. */
static int
result_tok(const struct tok *t, struct eres *r)
{
	const char *s = t->s, *end = t->s + t->n;
	char *after;

	if (!(s < end && s[0] >= '0' && s[0] <= '9'))
		return 0;
	if (!int_parse_digits(s, &after, 0, 1000000, &r->opp) || after >= end)
		return 0;
	s = after;
	if (*s != '+' && *s != '-' && *s != '=')
		return 0;
	r->out = *s++;
	r->dflt = 0;
	r->color = 0;
	r->hcap = -1;
	if (s < end && (*s == '/' || *s == '!'))
		r->dflt = *s++ == '!';
	if (s < end && (*s == 'w' || *s == 'b' || *s == 'W' || *s == 'B' || *s == '?')) {
		r->color = *s == '?' ? 0 : (char)(*s | 0x20);
		s++;
	}
	if (s < end && *s >= '0' && *s <= '9')
		r->hcap = *s++ - '0';
	if (s < end && *s == '!') {
		r->dflt = 1;
		s++;
	}
	r->col = t->col;
	return s == end;
}

static char *
tok_dup(const struct tok *t)
{
	return xstrndup(t->s, t->n);
}

/* "; XX[value]": the value of a header key this parser reads. */
static void
header_line(struct egd *d, unsigned long line, const char *s, size_t n)
{
	static const char *const keys[] = { "TC", "EV", "DT", "CL", "HA", NULL };
	const char *lb, *rb;
	size_t i = 1, k;

	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (n - i < 4 || !(lb = memchr(s + i, '[', n - i)) || lb != s + i + 2 ||
	    !(rb = memchr(lb, ']', (size_t)(s + n - lb))))
		return;		/* a comment */
	for (k = 0; keys[k]; k++)
		if ((s[i] & ~0x20) == keys[k][0] && (s[i + 1] & ~0x20) == keys[k][1])
			break;
	if (!keys[k])
		return;
	{
		char **slot[] = { &d->tc, &d->ev, &d->dt, &d->cl, &d->ha };
		const char *v = lb + 1;
		size_t vn = (size_t)(rb - v);

		while (vn && (*v == ' ' || *v == '\t'))
			v++, vn--;
		while (vn && (v[vn - 1] == ' ' || v[vn - 1] == '\t'))
			vn--;
		if (*slot[k])
			die_at(d->path, line, 0, "a second %s[] header", keys[k]);
		*slot[k] = k < 2 ? id_at(d->path, line, 0, v, vn, "an event id") : xstrndup(v, vn);
		if (k == 2)
			d->dt_line = line;
	}
}

static void
join_name(struct strbuf *b, const struct tok *t, size_t from, size_t to)
{
	size_t i;

	b->len = 0;
	for (i = from; i < to; i++) {
		if (i > from)
			sb_add(b, " ", 1);
		sb_add(b, t[i].s, t[i].n);
	}
	sb_add(b, "", 1);	/* the NUL */
}

/* |PIN: the key of every reader with ids (ids_number): leading zeros
 * dropped, |0 no PIN (the player is its name). */
static char *
pin_at(const char *path, unsigned long line, const struct tok *t)
{
	const char *at;
	size_t n;

	if (ids_number(t->s + 1, t->n - 1, &at, &n) <= 0)
		return NULL;
	return id_at(path, line, t->col + 1 + (size_t)(at - t->s - 1), at, n, "a PIN");
}

static void
player_line(struct egd *d, unsigned long line, const char *s, size_t n,
    struct tok **tp, size_t *tcap, struct strbuf *nb)
{
	struct tok *t;
	size_t nt = split(s, n, tp, tcap), g, end, i, f;
	struct eplayer *p;

	t = *tp;
	xgrow(&d->p, &d->cap, d->n + 1, sizeof *d->p);
	p = &d->p[d->n];
	memset(p, 0, sizeof *p);
	p->line = line;
	f = !(t[0].s[0] >= '0' && t[0].s[0] <= '9') ? 0 : 1;	/* 0: no number */
	if (f && !int_parse(t[0].s, t[0].n, 1, 1000000, &p->num))
		die_at(d->path, line, t[0].col, "expected the player's number in the table, found \"%.*s\"",
		    (int)t[0].n, t[0].s);
	end = nt;
	for (i = f; i < nt; i++)
		if (t[i].s[0] == '|') {
			if (i + 1 != nt)
				die_at(d->path, line, t[i + 1].col, "expected nothing after the PIN, found \"%.*s\"",
				    (int)t[i + 1].n, t[i + 1].s);
			if (t[i].n == 1 || !int_parse(t[i].s + 1, t[i].n - 1, 0, 999999999999L, &(long){ 0 }))
				die_at(d->path, line, t[i].col, "expected |PIN, the EGD's number of the player, found \"%.*s\"",
				    (int)t[i].n, t[i].s);
			p->pin = pin_at(d->path, line, &t[i]);
			end = i;
		}
	for (g = f + 1; g < end; g++)
		if (go_grade_parse(t[g].s, t[g].n, &p->kind, &p->gnum))
			break;
	if (g >= end)
		die_at(d->path, line, t[f < nt ? f : 0].col,
		    "expected NUM NAME... GRADE COUNTRY CLUB results: no grade (as 5k, 3d, 1p) after a name");
	if (g + 2 >= end)
		die_at(d->path, line, t[g].col, "expected the country and the club after the grade");
	join_name(nb, t, f, g);
	p->name = id_at(d->path, line, t[f].col, nb->s, strlen(nb->s), "a player name");
	p->grade = tok_dup(&t[g]);
	p->country = tok_dup(&t[g + 1]);
	p->club = tok_dup(&t[g + 2]);
	p->id = xstrdup(p->pin ? p->pin : p->name);
	for (i = end; i > g + 3; i--) {
		struct eres r;

		if (!result_tok(&t[i - 1], &r))
			break;
	}
	p->nres = end - i;
	p->res = xmalloc((p->nres ? p->nres : 1) * sizeof *p->res);
	for (g = 0; g < p->nres; g++)
		(void)result_tok(&t[i + g], &p->res[g]);
	d->n++;
}

static void
read_table(struct egd *d)
{
	struct lines in;
	struct tok *t = NULL;
	struct strbuf nb = { 0 }, u = { 0 };
	size_t tcap = 0, bad_at, n;
	char *s;

	lines_open(&in, d->path);
	while (lines_next(&in, &s, &n)) {
		size_t i = 0;

		if (memchr(s, '\0', n))
			die_at(d->path, in.no, 0, "expected text, found a NUL byte");
		if (d->o->latin1) {
			u.len = 0;
			latin1_to_utf8(&u, s, n);
			s = u.s;
			n = u.len;
		} else if ((bad_at = utf8_bad_at((const unsigned char *)s, n)) < n) {
			die_at(d->path, in.no, bad_at + 1, "expected UTF-8 text, found byte 0x%02x "
			    "(give --encoding latin-1 for an ISO 8859-1 file)", (unsigned char)s[bad_at]);
		}
		while (i < n && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i == n)
			continue;
		if (s[i] == ';')
			header_line(d, in.no, s + i, n - i);
		else
			player_line(d, in.no, s, n, &t, &tcap, &nb);
	}
	lines_close(&in);
	free(t);
	free(nb.s);
	free(u.s);
}

/* ---------- checks ---------- */

static struct eplayer *
by_num(struct egd *d, long num)
{
	size_t i;

	for (i = 0; i < d->n; i++)
		if (d->p[i].num == num)
			return &d->p[i];
	return NULL;
}

/* Numbers and ids unique; one name twice only when PINs tell them apart. */
static void
check_players(struct egd *d)
{
	struct names ids, nm;
	size_t i;

	names_init(&ids);
	names_init(&nm);
	for (i = 0; i < d->n; i++) {
		struct eplayer *p = &d->p[i], *q;
		int added, k;

		if ((q = by_num(d, p->num)) != p)
			die_at(d->path, p->line, 0, "player number %ld is also that of line %lu", p->num, q->line);
		k = names_intern(&ids, p->id, strlen(p->id), &added);
		if (!added)
			die_at(d->path, p->line, 0, "\"%s\" (%s) is also the player of line %lu: one player, two lines",
			    p->id, p->name, d->p[k].line);
		k = names_intern(&nm, p->name, strlen(p->name), &added);
		if (!added && (!p->pin || !d->p[k].pin))
			die_at(d->path, p->line, 0,
			    "\"%s\" is also the name of line %lu, and without a PIN on both lines "
			    "nothing tells two people apart (add |PIN to the lines)", p->name, d->p[k].line);
	}
	names_free(&ids);
	names_free(&nm);
}

static long
reduction(const struct egd *d, const struct eplayer *p, const struct eres *r)
{
	long h;

	if (!d->ha)
		die_at(d->path, p->line, r->col,
		    "a game without a handicap, and no HA[hN] header to compute it from");
	if ((d->ha[0] != 'h' && d->ha[0] != 'H') ||
	    !int_parse(d->ha + 1, strlen(d->ha + 1), 0, 9, &h))
		die_at(d->path, p->line, r->col, "the header HA[%s] is not hN, N from 0 to 9", d->ha);
	return h;
}

/* The handicap and colours of a game whose tokens give no handicap. */
static void
implicit(const struct egd *d, const struct eplayer *p, struct eres *r,
    const struct eplayer *q, struct eres *s)
{
	long a = go_grade_stones(p->kind, p->gnum), b = go_grade_stones(q->kind, q->gnum);
	long diff = a > b ? a - b : b - a, h = (diff > 9 ? 9 : diff) - reduction(d, p, r);

	r->hcap = s->hcap = h > 0 ? (int)h : 0;
	if (r->hcap > 0 && !r->color && !s->color) {
		r->color = a < b ? 'b' : 'w';
		s->color = a < b ? 'w' : 'b';
	}
}

static void
check_game(struct egd *d, struct eplayer *p, size_t rd, struct eplayer *q)
{
	struct eres *r = &p->res[rd], *s = &q->res[rd];
	char want = r->out == '+' ? '-' : r->out == '-' ? '+' : '=';

	if (s->opp != p->num)
		die_at(d->path, q->line, s->col ? s->col : 0,
		    "round %zu: player %ld has player %ld as opponent (line %lu), but this line has %ld",
		    rd + 1, p->num, q->num, p->line, s->opp);
	if (s->out != want || s->dflt != r->dflt ||
	    (r->color && s->color && r->color == s->color) ||
	    (r->hcap >= 0 && s->hcap >= 0 && r->hcap != s->hcap))
		die_at(d->path, q->line, s->col,
		    "round %zu: the game against player %ld does not match line %lu (result, "
		    "by default, colours or handicap)", rd + 1, p->num, p->line);
	if (r->hcap < 0 && s->hcap >= 0)
		r->hcap = s->hcap;
	if (s->hcap < 0 && r->hcap >= 0)
		s->hcap = r->hcap;
	if (r->hcap < 0)
		implicit(d, p, r, q, s);
	if (r->hcap > 0 && !r->color && !s->color)
		die_at(d->path, p->line, r->col, "round %zu: a handicap game without colours", rd + 1);
	if (!r->color && s->color)
		r->color = s->color == 'w' ? 'b' : 'w';
	if (!s->color && r->color)
		s->color = r->color == 'w' ? 'b' : 'w';
}

/* Every line's results cut to the last `rounds` tokens. */
static void
trim_rounds(struct egd *d)
{
	size_t i;

	if (d->n == 0)
		return;
	if (!d->rounds) {
		d->rounds = (long)d->p[0].nres;
		for (i = 1; i < d->n; i++)
			if ((long)d->p[i].nres < d->rounds)
				d->rounds = (long)d->p[i].nres;
	}
	for (i = 0; i < d->n; i++) {
		struct eplayer *p = &d->p[i];

		if ((long)p->nres < d->rounds)
			die_at(d->path, p->line, 0, "expected %ld round results at the end of the line, found %zu",
			    d->rounds, p->nres);
		/* the results are the last `rounds` tokens */
		memmove(p->res, p->res + (p->nres - (size_t)d->rounds), (size_t)d->rounds * sizeof *p->res);
		p->nres = (size_t)d->rounds;
	}
}

static void
check_rounds(struct egd *d)
{
	size_t i, rd;

	for (rd = 0; rd < (size_t)d->rounds; rd++)
		for (i = 0; i < d->n; i++) {
			struct eplayer *p = &d->p[i], *q;
			struct eres *r = &p->res[rd];

			if (r->opp == 0 || r->opp < p->num)
				continue;
			if (r->opp == p->num || !(q = by_num(d, r->opp)))
				die_at(d->path, p->line, r->col, "round %zu: opponent %ld is not another player of the table",
				    rd + 1, r->opp);
			check_game(d, p, rd, q);
		}
	for (rd = 0; rd < (size_t)d->rounds; rd++)
		for (i = 0; i < d->n; i++) {
			struct eres *r = &d->p[i].res[rd];
			struct eplayer *q;

			if (!r->opp || r->opp > d->p[i].num)
				continue;
			if (!(q = by_num(d, r->opp)))
				die_at(d->path, d->p[i].line, r->col,
				    "round %zu: opponent %ld is not another player of the table", rd + 1, r->opp);
			if (q->res[rd].opp != d->p[i].num)
				die_at(d->path, d->p[i].line, r->col,
				    "round %zu: player %ld has player %ld as opponent (line %lu), but this line has %ld",
				    rd + 1, q->num, q->res[rd].opp, q->line, r->opp);
		}
}

/* ---------- lines without their number ---------- */

static void
unnumbered(struct egd *d, const struct eplayer *p, const char *fmt, long a, long b, long c)
{
	fprintf(stderr, "%s: %s:%lu: the line has no player number (\"%s\"): ", rp_progname, d->path,
	    p->line, p->name);
	fprintf(stderr, fmt, a, b, c);
	fputc('\n', stderr);
	if (!d->unnumbered || p->line < d->unnumbered)
		d->unnumbered = p->line;
}

/* Runs of lines without a number between numbered lines A and B: A+1... when they fit. */
static size_t
number_from_order(struct egd *d)
{
	size_t i, j, k, bad = 0;

	for (i = 0; i < d->n; i = j) {
		long a, b;

		if (d->p[i].num) {
			j = i + 1;
			continue;
		}
		for (j = i; j < d->n && !d->p[j].num; j++)
			;
		a = i ? d->p[i - 1].num : 0;
		b = j < d->n ? d->p[j].num : a + (long)(j - i) + 1;
		for (k = i; k < j; k++) {
			if (b - a - 1 == (long)(j - i)) {
				d->p[k].num = a + 1 + (long)(k - i);
				d->p[k].from_order = 1;
				continue;
			}
			unnumbered(d, &d->p[k], "the line order does not give one (%ld lines without a number "
			    "between numbers %ld and %ld)", (long)(j - i), a, b);
			bad++;
		}
	}
	return bad;
}

/* A number from the line order that an opponent's results contradict. */
static int
contradicted(struct egd *d, const struct eplayer *p)
{
	size_t rd, i;

	for (rd = 0; rd < (size_t)d->rounds; rd++)
		for (i = 0; i < d->n; i++) {
			const struct eplayer *q = &d->p[i];
			long mine = p->res[rd].opp;

			if (q == p || !q->num)
				continue;
			if ((mine == q->num && q->res[rd].opp != p->num) ||
			    (q->res[rd].opp == p->num && mine != q->num)) {
				unnumbered(d, p, "the line order gives %ld, but in round %ld the line of "
				    "player %ld disagrees", p->num, (long)rd + 1, q->num);
				return 1;
			}
		}
	return 0;
}

static void
number_lines(struct egd *d)
{
	size_t i, bad = number_from_order(d);

	for (i = 0; i < d->n; i++)
		if (d->p[i].from_order && contradicted(d, &d->p[i]))
			bad++;
	if (!bad)
		return;
	die_at(d->path, d->unnumbered, 0, "%zu line%s without a player number that the line order and the "
	    "opponents' results do not number (each named above): give them their numbers", bad,
	    bad == 1 ? "" : "s");
}

/* ---------- writing ---------- */

struct ectx {
	const char *event, *type, *cls;
	char day[11];
};

static void
put_row(const struct ectx *c, const char *game, const struct eplayer *p, const struct eres *r,
    int place, const char *result, size_t rd)
{
	char h[4];

	tsv_puts(c->day);
	put_id(c->event);
	tsv_puts(game);
	put_id(c->type);
	put_id(p->id);
	tsv_put_int(place);
	tsv_puts(result);
	tsv_put_int((long long)rd + 1);
	tsv_put(r->opp ? (r->color == 'w' ? "w" : r->color == 'b' ? "b" : "") : "", r->opp && r->color ? 1 : 0);
	if (r->opp && r->hcap >= 0) {
		h[0] = (char)('0' + r->hcap);
		tsv_put(h, 1);
	} else {
		tsv_puts("");
	}
	tsv_puts(p->grade);
	tsv_puts(p->name);
	tsv_puts(p->country);
	tsv_puts(p->club);
	tsv_puts(c->cls);
	tsv_end_row();
}

static void
write_rounds(struct egd *d, const struct ectx *c)
{
	char game[64];
	size_t rd, i;

	for (rd = 0; rd < (size_t)d->rounds; rd++)
		for (i = 0; i < d->n; i++) {
			const struct eplayer *p = &d->p[i], *q;
			const struct eres *r = &p->res[rd];

			if (r->opp == 0) {
				snprintf(game, sizeof game, "%zu/%ld", rd + 1, p->num);
				put_row(c, game, p, r, 1, "bye", rd);
				continue;
			}
			if (r->opp < p->num)
				continue;
			q = by_num(d, r->opp);
			snprintf(game, sizeof game, "%zu/%ld-%ld", rd + 1, p->num, q->num);
			put_row(c, game, p, r, r->out == '-' ? 2 : 1, r->dflt ? "forfeit" : "", rd);
			put_row(c, game, q, &q->res[rd], q->res[rd].out == '-' ? 2 : 1,
			    r->dflt ? "forfeit" : "", rd);
		}
}

static long
table_day(const struct egd *d)
{
	long day;
	size_t n;

	if (d->o->ev.date != LONG_MIN)
		return d->o->ev.date;
	if (!d->dt)
		die_at(d->path, 1, 0, "no DT[YYYY-MM-DD,...] header: give --date");
	n = strcspn(d->dt, ",");
	if (!date_parse(d->dt, n, &day))
		die_at(d->path, d->dt_line, 0, "DT[%s]: expected the tournament's dates YYYY-MM-DD,YYYY-MM-DD",
		    d->dt);
	return day;
}

static void
free_table(struct egd *d)
{
	size_t i;

	for (i = 0; i < d->n; i++) {
		struct eplayer *p = &d->p[i];

		free(p->name);
		free(p->pin);
		free(p->grade);
		free(p->country);
		free(p->club);
		free(p->id);
		free(p->res);
	}
	free(d->p);
	free(d->tc);
	free(d->ev);
	free(d->dt);
	free(d->cl);
	free(d->ha);
}

static void
egd_run(const struct egd_opts *o, int npaths, char **paths)
{
	static const char *const head[] = {
		"date", "event", "game", "type", "player", "place", "result", "round", "color",
		"handicap", "rank", "name", "country", "club", "class", NULL
	};
	char *stdin_path[] = { "-" };
	long prev = LONG_MIN;
	int f;
	size_t i;

	if (npaths == 0) {
		npaths = 1;
		paths = stdin_path;
	}
	for (i = 0; head[i]; i++)
		tsv_puts(head[i]);
	tsv_end_row();
	for (f = 0; f < npaths; f++) {
		struct egd d;
		struct ectx c;
		long day;

		memset(&d, 0, sizeof d);
		d.o = o;
		d.path = paths[f];
		d.rounds = o->rounds;
		read_table(&d);
		day = table_day(&d);
		if (day < prev)
			die_at(d.path, d.dt_line, 0, "the tournament is dated before the previous file's "
			    "(a results stream is chronological: name the files in date order)");
		prev = day;
		c.event = o->ev.event ? o->ev.event : d.tc && *d.tc ? d.tc : d.ev;
		if (!c.event || !*c.event)
			die_at(d.path, 1, 0, "no TC[] or EV[] header names the tournament: give --event");
		if (d.cl && !(strlen(d.cl) == 1 && ((d.cl[0] & ~0x20) >= 'A' && (d.cl[0] & ~0x20) <= 'D')))
			die_at(d.path, 1, 0, "CL[%s]: expected the tournament's class, A, B, C or D", d.cl);
		if (d.cl)
			d.cl[0] &= ~0x20;
		c.cls = d.cl ? d.cl : "";
		c.type = o->ev.type;
		date_format(day, c.day);
		trim_rounds(&d);
		number_lines(&d);
		check_players(&d);
		check_rounds(&d);
		write_rounds(&d, &c);
		free_table(&d);
	}
}

/* ---------- command line ---------- */

enum { OPT_VERSION = 500, OPT_ROUNDS, OPT_ENCODING };

static void
usage(void)
{
	printf("usage: parse -f egd [--event ID] [--date DATE] [--type T] [--rounds N]\n"
	    "                 [--encoding utf-8|latin-1] [FILE...]\n"
	    "EGF tournament tables (the EGD's .h9 format; OpenGotha writes it) to\n"
	    "results rows, one tournament per file: a game's two rows with colour,\n"
	    "handicap, grade, name, country, club and class; the PIN as player id.\n\n"
	    "  -f, --format egd   this format\n"
	    "      --event ID     the event id (default: TC[], else EV[])\n"
	    "      --date DATE    every row's date (default: the first date of DT[])\n"
	    "      --type T       the game type (go)\n"
	    "      --rounds N     the rounds (default: the fewest results a line ends with)\n"
	    "      --encoding E   utf-8 (default) or latin-1\n"
	    "  -h, --help         this help\n"
	    "      --version      version\n");
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option parse_egd_opts[] = {
	{ "format", required_argument, NULL, 'f' },
	IDS_EVENT_OPTIONS,
	{ "rounds", required_argument, NULL, OPT_ROUNDS },
	{ "encoding", required_argument, NULL, OPT_ENCODING },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
parse_egd_main(int argc, char **argv)
{
	const struct option *longopts = parse_egd_opts;
	struct egd_opts o = { { NULL, "go", NULL, LONG_MIN }, 0, 0 };
	int c;

	while ((c = cli_getopt(argc, argv, "f:h", longopts)) != -1) {
		switch (c) {
		case 'f':
			break;
		case OPT_ROUNDS:
			if (!int_parse(optarg, strlen(optarg), 1, 1000, &o.rounds))
				die_usage("--rounds %s: expected a number of rounds, 1 to 1000", optarg);
			break;
		case OPT_ENCODING:
			if ((o.latin1 = textfile_encoding(optarg)) < 0)
				die_usage("--encoding %s: expected utf-8 or latin-1", optarg);
			break;
		case 'h':
			usage();
			return 0;
		case OPT_VERSION:
			print_version();
			return 0;
		default:
			if (!ids_event_option(c, optarg, &o.ev))
				die_usage("bad option");
		}
	}
	egd_run(&o, argc - optind, argv + optind);
	ids_report();
	tsv_out_close();
	return 0;
}
