/*
 * egd_check.c - parse -f egd's checks on a table read whole
 * (egd_read.c): numbers and ids unique, both lines of each game agree,
 * the handicap and colours a game's tokens leave out, and the numbers of
 * lines without one from the line order.  Apart from the reading, which
 * sees one line at a time, and from the rows written (egd.c).
 */
#include "egd.h"
#include "gograde.h"
#include "names.h"
#include "num.h"
#include "rp.h"

#include <stdio.h>
#include <string.h>

/* ---------- checks ---------- */

struct eplayer *
egd_by_num(struct egd *d, long num)
{
	size_t i;

	for (i = 0; i < d->n; i++)
		if (d->p[i].num == num)
			return &d->p[i];
	return NULL;
}

/* Numbers and ids unique; one name twice only when PINs tell them apart. */
void
egd_check_players(struct egd *d)
{
	struct names ids, nm;
	size_t i;

	names_init(&ids);
	names_init(&nm);
	for (i = 0; i < d->n; i++) {
		struct eplayer *p = &d->p[i], *q;
		int added, k;

		if ((q = egd_by_num(d, p->num)) != p)
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
void
egd_trim_rounds(struct egd *d)
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

void
egd_check_rounds(struct egd *d)
{
	size_t i, rd;

	for (rd = 0; rd < (size_t)d->rounds; rd++)
		for (i = 0; i < d->n; i++) {
			struct eplayer *p = &d->p[i], *q;
			struct eres *r = &p->res[rd];

			if (r->opp == 0 || r->opp < p->num)
				continue;
			if (r->opp == p->num || !(q = egd_by_num(d, r->opp)))
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
			if (!(q = egd_by_num(d, r->opp)))
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

void
egd_number_lines(struct egd *d)
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
