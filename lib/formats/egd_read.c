/*
 * egd_read.c - parse -f egd's lexer: an EGF table's lines (egd.c says the
 * grammar) into a struct egd, as written: the header keys, each player's
 * tokens and the result-like tokens at its line's end.  Apart from the
 * checks (egd_check.c), which see the table whole, and from the rows
 * written (egd.c).
 */
#include "egd.h"
#include "ids.h"
#include "gograde.h"
#include "lines.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "textline.h"
#include "tsv.h"

#include <stdlib.h>
#include <string.h>

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

void
egd_read_table(struct egd *d)
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

void
egd_free_table(struct egd *d)
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
