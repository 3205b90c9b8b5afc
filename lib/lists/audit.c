/*
 * audit.c - `rank --audit [LABEL=]PUBLISHED`: a computed rating list
 * against the lists a federation published, before the computed one is
 * published in turn (a nightly job stops on exit status 1).
 *
 * The computed list (FILE or stdin) is a ratings stream of rate(1): type,
 * player, rating and _model, the rules that wrote it, whose profile says
 * the decimals a published list of those rules shows (struct model's
 * decimals; --decimals D for a list without _model).  A published list
 * is any TSV with type, player, rating.  Several published lists are told
 * apart by a label, DATE or DATE/ROUND before "=" (tsh's lists after each
 * round), or a `round` column giving each row's round; files of one label
 * are one list.  The latest list is the one audited; per (type, player):
 *     equal        the two ratings are the same number
 *     rounded      the same once both are shown with the rules' decimals
 *     different    not the same when shown (diff = computed - published)
 *     unpublished  computed, missing in the published list
 *     unlisted     the same, but of a status the published list leaves
 *                  out (--listed STATUS,...: it holds only those)
 *     uncomputed   published, missing in the computed list
 * With a `rate --history` stream of the run (--history FILE), each
 * different player's departure: the first list (in label order) whose
 * rating is not the run's rating at its label (the rating after the
 * player's last history row at or before it), and the events and games
 * of the player between the list before it and it.
 */
#include "cli.h"
#include "idcheck.h"
#include "lists.h"
#include "models.h"
#include "names.h"
#include "num.h"
#include "rp.h"
#include "strbuf.h"
#include "tsv.h"

#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RULES_COL "_model"	/* rate's column naming the rules (engine_run.h) */

/* When a list was published: a date and a round of it (NO_ROUND: none). */
struct label {
	long date;		/* LONG_MIN: none */
	long round;
};
#define NO_ROUND (-1L)

enum verdict { V_EQUAL, V_ROUNDED, V_DIFFERENT, V_UNPUBLISHED, V_UNLISTED, V_UNCOMPUTED,
	V_NONE, NVERDICT };
static const char *const verdict_name[] = { "equal", "rounded", "different", "unpublished",
	"unlisted", "uncomputed", "" };

/* A history row of a different player. */
struct hrow {
	struct label at;
	double before, after;
	int has_before;
	int event, game;	/* in struct audit.ids */
};

struct entry {
	char *type, *player;
	int computed;		/* in the computed list */
	double rating;
	int decimals;
	int listed;		/* of a status the published lists hold */
	enum verdict v;
	double published;
	struct hrow *h;		/* its history, when different */
	size_t nh, hcap;
	int departs;		/* list index, or -1 */
	size_t from, to;	/* the period's rows h[from..to) */
};

struct prow {			/* a published row */
	struct label at;
	int id;
	double rating;
	const char *path;
	unsigned long line;
};

struct plist {
	struct label at;
	size_t first, n;	/* rows of struct audit.rows */
};

struct audit {
	struct names keys;	/* "type\tplayer" -> entry */
	struct strbuf key;
	struct entry *e;
	size_t n, cap;
	struct prow *rows;
	size_t nrows, rowcap;
	struct plist *lists;
	size_t nlists;
	struct names ids;	/* events and games of the history */
	int decimals;		/* --decimals, or -1: from _model */
	char **listed;		/* --listed, NULL-ended; NULL: every status */
};

static int
label_cmp(const struct label *a, const struct label *b)
{
	if (a->date != b->date)
		return a->date < b->date ? -1 : 1;
	return (a->round > b->round) - (a->round < b->round);
}

/* History row at r is at or before list label l (l without a round: all of its day). */
static int
at_or_before(const struct label *r, const struct label *l)
{
	if (r->date != l->date)
		return r->date < l->date;
	return l->round == NO_ROUND || r->round <= l->round;
}

static void
label_text(const struct label *l, struct strbuf *sb)
{
	if (l->date != LONG_MIN)
		sb_date(sb, l->date);
	if (l->round != NO_ROUND) {
		sb_adds(sb, "/");
		sb_int(sb, l->round);
	}
}

/* "type\tplayer" of in's record, in a->key. */
static void
row_key(struct audit *a, const struct tsv_in *in, int c_type, int c_player)
{
	a->key.len = 0;
	sb_add(&a->key, in->f[c_type], in->flen[c_type]);
	sb_tab(&a->key);
	sb_add(&a->key, in->f[c_player], in->flen[c_player]);
}

static int
entry_id(struct audit *a, const struct tsv_in *in, int c_type, int c_player)
{
	int added, id;

	row_key(a, in, c_type, c_player);
	id = names_intern(&a->keys, a->key.s, a->key.len, &added);
	if (added) {
		struct entry *x;

		xgrow(&a->e, &a->cap, (size_t)id + 1, sizeof *a->e);
		x = &a->e[id];
		memset(x, 0, sizeof *x);
		x->type = xstrndup(in->f[c_type], in->flen[c_type]);
		x->player = xstrndup(in->f[c_player], in->flen[c_player]);
		x->departs = -1;
		x->v = V_NONE;
		a->n++;
	}
	return id;
}

/* ---------- the computed list ---------- */

/* The decimals of the rules in a _model cell: "MODEL PROFILE[@REV] [--flag=v ...]". */
static int
rules_decimals(const struct tsv_in *in, int col)
{
	const char *s = in->f[col], *sp = memchr(s, ' ', in->flen[col]), *pe;
	char name[64], prof[64];
	const struct model *m;
	size_t i;

	if (!sp || (size_t)(sp - s) >= sizeof name)
		tsv_bad_field(in, col, "a model and profile of rate(1)");
	memcpy(name, s, (size_t)(sp - s));
	name[sp - s] = '\0';
	for (pe = sp + 1; pe < s + in->flen[col] && *pe != ' ' && *pe != '@'; pe++)
		;
	if ((size_t)(pe - sp - 1) >= sizeof prof)
		tsv_bad_field(in, col, "a model and profile of rate(1)");
	memcpy(prof, sp + 1, (size_t)(pe - sp - 1));
	prof[pe - sp - 1] = '\0';
	if (!(m = model_find(name)))
		tsv_bad_field(in, col, "a model of rate(1) and its profile");
	for (i = 0; m->profiles[i]; i++)
		if (strcmp(m->profiles[i], prof) == 0)
			return m->decimals ? m->decimals[i] : 0;
	tsv_bad_field(in, col, "a model of rate(1) and one of its profiles");
}

static int
status_listed(char *const *listed, const char *s, size_t n)
{
	size_t i;

	for (i = 0; listed[i]; i++)
		if (strlen(listed[i]) == n && memcmp(listed[i], s, n) == 0)
			return 1;
	return 0;
}

static void
load_computed(struct audit *a, int npaths, char **paths)
{
	struct tsv_in in;
	struct strbuf last = { 0 };
	int c_type, c_player, c_rating, c_rules, c_status = -1, dec = 0;

	tsv_open(&in, npaths, paths);
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_rating = tsv_need(&in, "rating");
	c_rules = tsv_col(&in, RULES_COL);
	if (a->listed)
		c_status = tsv_need(&in, "status");
	if (c_rules < 0 && a->decimals < 0)
		die_data("%s:1: no column %s (the rules that wrote the list, which say its "
		    "decimals): give them with --decimals D", in.name, RULES_COL);
	while (tsv_next(&in)) {
		struct entry *x;
		double r;
		int id;

		idcheck_list_row(&in, c_type, c_player);
		if (in.flen[c_rating] == 0)
			continue;	/* not rated (yet): not in the list */
		r = tsv_num(&in, c_rating);
		if (a->decimals >= 0) {
			dec = a->decimals;
		} else if (last.s == NULL || last.len != in.flen[c_rules] ||
		    memcmp(last.s, in.f[c_rules], last.len) != 0) {
			dec = rules_decimals(&in, c_rules);
			last.len = 0;
			sb_add(&last, in.f[c_rules], in.flen[c_rules]);
		}
		id = entry_id(a, &in, c_type, c_player);	/* (it may move a->e) */
		x = &a->e[id];
		if (x->computed)
			tsv_bad_line(&in, "player \"%s\" of type \"%s\" appears twice", x->player,
			    x->type);
		x->computed = 1;
		x->rating = r;
		x->decimals = dec;
		x->listed = !a->listed ||
		    status_listed(a->listed, in.f[c_status], in.flen[c_status]);
	}
	free(last.s);
	tsv_close(&in);
}

/* ---------- the published lists ---------- */

/* "DATE=", "DATE/ROUND=" at the start of arg: the label and the length of the prefix. */
static size_t
label_prefix(const char *arg, struct label *l)
{
	const char *eq = strchr(arg, '='), *sl;
	long round;

	l->date = LONG_MIN;
	l->round = NO_ROUND;
	if (!eq || eq - arg < 10 || !date_parse(arg, 10, &l->date)) {
		l->date = LONG_MIN;
		return 0;
	}
	sl = arg + 10;
	if (sl == eq)
		return (size_t)(eq - arg) + 1;
	if (*sl != '/' || !int_parse(sl + 1, (size_t)(eq - sl - 1), 0, LONG_MAX, &round)) {
		l->date = LONG_MIN;
		return 0;
	}
	l->round = round;
	return (size_t)(eq - arg) + 1;
}

static void
load_published(struct audit *a, const char *arg)
{
	struct label at;
	size_t skip = label_prefix(arg, &at);
	const char *path = arg + skip;
	struct tsv_in in;
	int c_type, c_player, c_rating, c_round;

	tsv_open_path(&in, path);
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_rating = tsv_need(&in, "rating");
	c_round = tsv_col(&in, "round");
	if (c_round >= 0 && at.round != NO_ROUND)
		die_data("%s:1: a column round, and round %ld given before \"=\": say the "
		    "round once", in.name, at.round);
	while (tsv_next(&in)) {
		struct prow *p;

		idcheck_list_row(&in, c_type, c_player);
		if (in.flen[c_rating] == 0)
			continue;	/* published without a rating: not in the list */
		xgrow(&a->rows, &a->rowcap, a->nrows + 1, sizeof *a->rows);
		p = &a->rows[a->nrows];
		p->rating = tsv_num(&in, c_rating);
		p->at = at;
		if (c_round >= 0)
			p->at.round = tsv_posint(&in, c_round);
		p->id = entry_id(a, &in, c_type, c_player);
		p->path = path;
		p->line = in.line;
		a->nrows++;
	}
	tsv_close(&in);
}

static int
by_label_id(const void *x, const void *y)
{
	const struct prow *p = x, *q = y;
	int d = label_cmp(&p->at, &q->at);

	if (d)
		return d;
	if (p->id != q->id)
		return p->id < q->id ? -1 : 1;
	return (p->line > q->line) - (p->line < q->line);
}

/* The rows as lists by label; a player twice in one list is an error. */
static void
make_lists(struct audit *a)
{
	size_t i;

	qsort(a->rows, a->nrows, sizeof *a->rows, by_label_id);
	a->lists = xmalloc((a->nrows + 1) * sizeof *a->lists);
	for (i = 0; i < a->nrows; i++) {
		const struct prow *p = &a->rows[i], *q = i ? &a->rows[i - 1] : NULL;

		if (q && label_cmp(&p->at, &q->at) == 0) {
			if (p->id == q->id)
				die_data("%s:%lu: player \"%s\" of type \"%s\" is in this list "
				    "already (%s:%lu)", p->path, p->line, a->e[p->id].player,
				    a->e[p->id].type, q->path, q->line);
			a->lists[a->nlists - 1].n++;
			continue;
		}
		a->lists[a->nlists++] = (struct plist){ p->at, i, 1 };
	}
}

/* The rating list l publishes for player id, or NULL. */
static const struct prow *
published(const struct audit *a, const struct plist *l, int id)
{
	size_t lo = l->first, hi = l->first + l->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (a->rows[mid].id == id)
			return &a->rows[mid];
		if (a->rows[mid].id < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/* ---------- verdicts ---------- */

static enum verdict
compare(double computed, double pub, int decimals)
{
	char c[64], p[64];

	if (computed == pub)
		return V_EQUAL;
	c[num_format_rounded(computed, decimals, c)] = '\0';
	p[num_format_rounded(pub, decimals, p)] = '\0';
	return strcmp(c, p) == 0 ? V_ROUNDED : V_DIFFERENT;
}

static void
verdicts(struct audit *a)
{
	const struct plist *last = &a->lists[a->nlists - 1];
	size_t id;

	for (id = 0; id < a->n; id++) {
		struct entry *x = &a->e[id];
		const struct prow *p = published(a, last, (int)id);

		if (p && x->computed) {
			x->published = p->rating;
			x->v = compare(x->rating, p->rating, x->decimals);
		} else if (p) {
			x->published = p->rating;
			x->v = V_UNCOMPUTED;
		} else if (x->computed) {
			x->v = x->listed ? V_UNPUBLISHED : V_UNLISTED;
		}
	}
}

/* ---------- departures, from the history ---------- */

static void
history_row(struct audit *a, struct entry *x, const struct tsv_in *in, const int *c,
    const struct label *at, int c_before)
{
	struct hrow *h;

	if (x->nh && label_cmp(at, &x->h[x->nh - 1].at) < 0)
		tsv_bad_line(in, "player \"%s\" of type \"%s\" has a row of an earlier date or "
		    "round than its last one: a history in the order rate wrote it is needed",
		    x->player, x->type);
	xgrow(&x->h, &x->hcap, x->nh + 1, sizeof *x->h);
	h = &x->h[x->nh++];
	h->at = *at;
	h->after = tsv_num(in, c[2]);
	h->has_before = c_before >= 0 && in->flen[c_before] > 0;
	h->before = h->has_before ? tsv_num(in, c_before) : 0;
	h->event = names_intern(&a->ids, in->f[c[4]], in->flen[c[4]], NULL);
	h->game = names_intern(&a->ids, in->f[c[5]], in->flen[c[5]], NULL);
}

/* The history rows of the different players (the others are not kept). */
static void
load_history(struct audit *a, const char *path, int rounds)
{
	static const char *const need[] = { "type", "player", "rating", "date", "event", "game" };
	struct tsv_in in;
	int c[6], c_round = -1, c_before;
	size_t i;

	tsv_open_path(&in, path);
	for (i = 0; i < 6; i++)
		c[i] = tsv_need(&in, need[i]);
	if (rounds)
		c_round = tsv_need(&in, "round");
	if ((c_before = tsv_col(&in, "before")) < 0)
		c_before = tsv_col(&in, "rating_before");
	while (tsv_next(&in)) {
		struct label at = { tsv_date(&in, c[3]), NO_ROUND };
		int id;

		row_key(a, &in, c[0], c[1]);
		id = names_find(&a->keys, a->key.s, a->key.len);
		if (id < 0 || a->e[id].v != V_DIFFERENT || in.flen[c[2]] == 0)
			continue;	/* (an empty rating: not rated yet, a FIDE newcomer) */
		if (rounds)
			at.round = tsv_posint(&in, c_round);
		history_row(a, &a->e[id], &in, c, &at, c_before);
	}
	tsv_close(&in);
}

/*
 * The run's rating of x at label l: after its last row at or before l;
 * before its first row when all come later (the prior); its computed
 * rating when it has no row.  0 when unknown (no before column).
 */
static int
computed_at(const struct entry *x, const struct label *l, double *r)
{
	size_t i = x->nh;

	if (x->nh == 0) {
		*r = x->rating;
		return 1;
	}
	while (i > 0 && !at_or_before(&x->h[i - 1].at, l))
		i--;
	if (i > 0) {
		*r = x->h[i - 1].after;
		return 1;
	}
	*r = x->h[0].before;
	return x->h[0].has_before;
}

static void
departure(struct audit *a, struct entry *x, int id)
{
	size_t li, i;

	for (li = 0; li < a->nlists; li++) {
		const struct prow *p = published(a, &a->lists[li], id);
		double c;

		if (!p || !computed_at(x, &a->lists[li].at, &c) ||
		    compare(c, p->rating, x->decimals) != V_DIFFERENT)
			continue;
		x->departs = (int)li;
		for (i = 0; i < x->nh && li > 0 && at_or_before(&x->h[i].at, &a->lists[li - 1].at); i++)
			;
		x->from = i;
		while (i < x->nh && at_or_before(&x->h[i].at, &a->lists[li].at))
			i++;
		x->to = i;
		return;
	}
}

/* ---------- output ---------- */

static int
by_type_player(const void *p, const void *q)
{
	const struct entry *x = *(struct entry *const *)p, *y = *(struct entry *const *)q;
	int d = strcmp(x->type, y->type);

	return d ? d : strcmp(x->player, y->player);
}

/* The distinct events (games 0) or the games of x's period, comma-separated. */
static void
period_ids(const struct audit *a, const struct entry *x, int games, struct strbuf *sb)
{
	size_t i, j;

	sb->len = 0;
	for (i = x->from; i < x->to; i++) {
		int id = games ? x->h[i].game : x->h[i].event;

		for (j = x->from; !games && j < i && x->h[j].event != id; j++)
			;
		if (!games && j < i)
			continue;
		if (sb->len)
			sb_adds(sb, ",");
		sb_add(sb, names_str(&a->ids, id), names_len(&a->ids, id));
	}
}

static void
write_entry(const struct audit *a, const struct entry *x, struct strbuf *sb)
{
	int both = x->v <= V_DIFFERENT;

	tsv_puts(x->type);
	tsv_puts(x->player);
	tsv_puts(verdict_name[x->v]);
	if (x->computed)
		tsv_put_num(x->rating);
	else
		tsv_put("", 0);
	if (both || x->v == V_UNCOMPUTED)
		tsv_put_num(x->published);
	else
		tsv_put("", 0);
	if (both)
		tsv_put_num(x->rating - x->published);
	else
		tsv_put("", 0);
	sb->len = 0;
	if (x->departs >= 0)
		label_text(&a->lists[x->departs].at, sb);
	tsv_put(sb->s ? sb->s : "", sb->len);
	period_ids(a, x, 0, sb);
	tsv_put(sb->s ? sb->s : "", sb->len);
	period_ids(a, x, 1, sb);
	tsv_put(sb->s ? sb->s : "", sb->len);
	tsv_end_row();
}

/* The rows by type and player; the counts of each verdict into count[]. */
static void
write_rows(const struct audit *a, size_t count[NVERDICT])
{
	static const char *const head[] = { "type", "player", "verdict", "rating",
		"published", "diff", "departs", "events", "games", NULL };
	struct entry **order = xmalloc((a->n + 1) * sizeof *order);
	struct strbuf sb = { 0 };
	size_t i, n = 0;

	for (i = 0; head[i]; i++)
		tsv_puts(head[i]);
	tsv_end_row();
	for (i = 0; i < a->n; i++)
		if (a->e[i].v != V_NONE)
			order[n++] = &a->e[i];
	qsort(order, n, sizeof *order, by_type_player);
	for (i = 0; i < n; i++) {
		count[order[i]->v]++;
		write_entry(a, order[i], &sb);
	}
	free(sb.s);
	free(order);
}

static void
audit_free(struct audit *a)
{
	size_t i;

	for (i = 0; i < a->n; i++) {
		free(a->e[i].type);
		free(a->e[i].player);
		free(a->e[i].h);
	}
	free(a->e);
	free(a->rows);
	free(a->lists);
	free(a->key.s);
	names_free(&a->keys);
	names_free(&a->ids);
}

/* ---------- the run ---------- */

struct audit_opts {
	char **published;	/* the --audit arguments */
	int npublished;
	const char *history;
	int decimals;		/* -1: from _model */
	char *listed;		/* --listed S,S,... (split in place) */
};

/* Every list has a date, or none has; with a history every one must. */
static void
check_labels(const struct audit *a, const struct audit_opts *o)
{
	size_t i, dated = 0;

	for (i = 0; i < a->nlists; i++)
		dated += a->lists[i].at.date != LONG_MIN;
	if (dated && dated < a->nlists)
		die_usage("--audit: some lists have a DATE= and some have none: give every "
		    "list its date");
	if (!dated && o->history)
		die_usage("--history: the published lists need their dates (--audit DATE=FILE) "
		    "to be placed in it");
}

static void
summary(const struct audit *a, const size_t count[NVERDICT])
{
	struct strbuf at = { 0 };
	int v;

	label_text(&a->lists[a->nlists - 1].at, &at);
	fprintf(stderr, "%s: audit: %zu list%s%s%s:", rp_progname, a->nlists,
	    a->nlists > 1 ? "s, the last " : "", at.len ? "of " : "", at.len ? at.s : "");
	for (v = 0; v < V_NONE; v++)
		fprintf(stderr, "%s %zu %s", v ? "," : "", count[v], verdict_name[v]);
	fputc('\n', stderr);
	free(at.s);
}

static int
audit_run(struct audit_opts *o, int npaths, char **paths)
{
	struct audit a;
	size_t count[NVERDICT] = { 0 }, i, nlisted = 0;
	char *s, *save = NULL;
	int rounds = 0;

	memset(&a, 0, sizeof a);
	names_init(&a.keys);
	names_init(&a.ids);
	a.decimals = o->decimals;
	if (o->listed) {
		a.listed = xcalloc(strlen(o->listed) + 2, sizeof *a.listed);
		for (s = strtok_r(o->listed, ",", &save); s; s = strtok_r(NULL, ",", &save))
			a.listed[nlisted++] = s;
	}
	load_computed(&a, npaths, paths);
	for (i = 0; i < (size_t)o->npublished; i++)
		load_published(&a, o->published[i]);
	if (a.nrows == 0)
		die_data("--audit: the published lists have no rows");
	make_lists(&a);
	check_labels(&a, o);
	verdicts(&a);
	if (o->history) {
		for (i = 0; i < a.nlists; i++)
			rounds |= a.lists[i].at.round != NO_ROUND;
		load_history(&a, o->history, rounds);
		for (i = 0; i < a.n; i++)
			if (a.e[i].v == V_DIFFERENT)
				departure(&a, &a.e[i], (int)i);
	}
	write_rows(&a, count);
	tsv_out_close();
	summary(&a, count);
	audit_free(&a);
	free(a.listed);
	return count[V_DIFFERENT] + count[V_UNPUBLISHED] + count[V_UNCOMPUTED] ? 1 : 0;
}

enum { OPT_VERSION = 500, OPT_AUDIT, OPT_HISTORY, OPT_LISTED };

static void
usage(void)
{
	printf("usage: rank --audit [DATE[/ROUND]=]PUBLISHED... [--history FILE]\n"
	    "            [--listed STATUS,...] [-d D] [FILE]\n"
	    "A computed ratings list (FILE or stdin, from rate) against the published\n"
	    "list(s): per type and player a verdict, equal, rounded (equal as shown\n"
	    "with the rules' decimals), different (diff = computed - published),\n"
	    "unpublished, unlisted or uncomputed, against the latest list; with the\n"
	    "history of the run, where each different player departs from the lists\n"
	    "and the games of that period.  Exit status 1 when something differs.\n\n"
	    "      --audit [L=]FILE  a published list (type, player, rating), labelled\n"
	    "                        DATE or DATE/ROUND (or a round column); repeat it\n"
	    "      --history FILE    the run's rate --history stream\n"
	    "      --listed S,...    the published lists hold only players of these\n"
	    "                        statuses (the computed list's status column)\n"
	    "  -d, --decimals D      decimals shown, for a list without _model\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Columns and definitions: rank(1), sections AUDIT and CORRECTIONS.\n");
}

int
rank_audit_main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "mode", required_argument, NULL, 'm' },
		{ "audit", required_argument, NULL, OPT_AUDIT },
		{ "history", required_argument, NULL, OPT_HISTORY },
		{ "listed", required_argument, NULL, OPT_LISTED },
		{ "decimals", required_argument, NULL, 'd' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 },
	};
	struct audit_opts o = { .decimals = -1 };
	long d;
	int c, i, status;

	o.published = xcalloc((size_t)argc + 1, sizeof *o.published);
	while ((c = cli_getopt(argc, argv, "m:d:h", longopts)) != -1) {
		switch (c) {
		case 'm':
			break;
		case OPT_AUDIT:
			if (strcmp(optarg, "--help") == 0 || strcmp(optarg, "-h") == 0) {
				usage();	/* `rank --audit --help` */
				free(o.published);
				return 0;
			}
			o.published[o.npublished++] = optarg;
			break;
		case OPT_HISTORY:
			o.history = optarg;
			break;
		case OPT_LISTED:
			o.listed = optarg;
			break;
		case 'd':
			if (!int_parse(optarg, strlen(optarg), 0, 17, &d))
				die_usage("--decimals %s: expected a whole number from 0 to 17", optarg);
			o.decimals = (int)d;
			break;
		case 'h':
			usage();
			free(o.published);
			return 0;
		case OPT_VERSION:
			print_version();
			free(o.published);
			return 0;
		default:
			die_usage("bad option");
		}
	}
	if (o.npublished == 0)
		die_usage("--audit PUBLISHED: the published list is missing");
	for (i = 0; i < o.npublished; i++) {
		struct label l;
		const char *p = o.published[i] + label_prefix(o.published[i], &l);

		if (strcmp(p, "-") == 0 && rank_reads_stdin(argc - optind, argv + optind))
			die_usage("--audit -: the computed list is read from stdin already; give "
			    "the published one as a file");
	}
	if (o.history && strcmp(o.history, "-") == 0 &&
	    rank_reads_stdin(argc - optind, argv + optind))
		die_usage("--history -: the computed list is read from stdin already");
	status = audit_run(&o, argc - optind, argv + optind);
	free(o.published);
	return status;
}
