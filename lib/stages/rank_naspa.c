/*
 * rank_naspa.c - `rank -m naspa`: the rating list as NASPA publishes it
 * (doc/rules/naspa.md, "The published list").
 *
 * NASPA's lists (one for each lexicon: the type column, NWL and CSW) hold
 * every rated player with a whole-number rating and the career rated
 * games; only players with at least --min-games (14) rated games in the
 * --window (12m) before the list's date are ranked.  Eligibility needs
 * the dates of the games, which a ratings stream does not keep: the input
 * is a history stream (rate -m naspa --history), read in its order, and
 * for each player its latest row gives the rating and career games.
 *
 * Per type: ranked players first, by rating from the top (tied ratings
 * share a rank: 1, 2, 2, 4), then the others without a rank; equal
 * ratings by name, bytewise.  The list's date is --as-of (rows after it
 * are not part of the list), by default the history's last date, so a
 * list never depends on the clock.
 *
 * Memory: per player, its state and the days it played within the window
 * of the latest date read (older days are dropped as the dates advance).
 */
#include "cli.h"
#include "idcheck.h"
#include "names.h"
#include "num.h"
#include "rp.h"
#include "stages.h"
#include "strbuf.h"
#include "tsv.h"

#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rnaspa_opts {
	long min_games;		/* rated games in the window to be ranked */
	long win_y, win_m, win_d;	/* the window: SPAN before --as-of */
	long as_of;		/* LONG_MIN: the history's last date */
	int ranked_only;	/* leave the unranked players off */
};

/* A player of a type: its latest row, and its days within the window. */
struct nplayer {
	double rating;		/* displayed: tsh's int(0.5 + x) */
	long games;		/* career rated games (the latest row's) */
	long last;		/* the day of its last rated game, LONG_MIN none */
	struct run {
		long day;
		long n;		/* rated games that day */
	} *run;
	size_t head, nrun, cap;	/* runs in use: run[head .. nrun) */
};

struct nstate {
	struct names who;	/* "type\tplayer" -> entry of p */
	struct nplayer *p;
	size_t cap;
};

/* Drop the days on or before cutoff: outside every window still to come. */
static void
runs_prune(struct nplayer *q, long cutoff)
{
	while (q->head < q->nrun && q->run[q->head].day <= cutoff)
		q->head++;
	if (q->head > 0 && q->head * 2 >= q->nrun) {
		memmove(q->run, q->run + q->head, (q->nrun - q->head) * sizeof *q->run);
		q->nrun -= q->head;
		q->head = 0;
	}
}

static void
runs_add(struct nplayer *q, long day)
{
	if (q->nrun > q->head && q->run[q->nrun - 1].day == day) {
		q->run[q->nrun - 1].n++;
		return;
	}
	xgrow(&q->run, &q->cap, q->nrun + 1, sizeof *q->run);
	q->run[q->nrun].day = day;
	q->run[q->nrun].n = 1;
	q->nrun++;
}

static struct nplayer *
player_get(struct nstate *st, const char *key, size_t len)
{
	int added, id = names_intern(&st->who, key, len, &added);

	if (added) {
		xgrow(&st->p, &st->cap, (size_t)id + 1, sizeof *st->p);
		memset(&st->p[id], 0, sizeof st->p[id]);
		st->p[id].last = LONG_MIN;
	}
	return &st->p[id];
}

/* A row's result: 1 for a rated game, 0 for a bye or forfeit. */
static int
row_rated(const struct tsv_in *in, int c_result)
{
	const char *r;

	if (c_result < 0 || in->flen[c_result] == 0)
		return 1;
	r = in->f[c_result];
	if (strcmp(r, "bye") == 0 || strcmp(r, "forfeit") == 0)
		return 0;
	tsv_bad_field(in, c_result, "bye, forfeit or empty (a played game)");
}

/* Read the history up to the list's date; returns that date. */
static long
read_history(const struct rnaspa_opts *o, struct nstate *st, int npaths, char **paths)
{
	struct tsv_in in;
	struct strbuf key = { 0 };
	long prev = LONG_MIN, cutoff = LONG_MIN;
	int c_date, c_type, c_player, c_rating, c_games, c_result;

	tsv_open(&in, npaths, paths);
	c_date = tsv_need(&in, "date");
	c_type = tsv_need(&in, "type");
	c_player = tsv_need(&in, "player");
	c_rating = tsv_need(&in, "rating");
	c_games = tsv_need(&in, "games");
	c_result = tsv_col(&in, "result");
	while (tsv_next(&in)) {
		long date = tsv_date(&in, c_date), games;
		double rating;
		struct nplayer *q;

		if (date < prev)
			tsv_bad_field(&in, c_date,
			    "a date not before the previous row's (a history stream is chronological)");
		if (date != prev)
			cutoff = rank_date_minus(date, o->win_y, o->win_m, o->win_d);
		prev = date;
		rating = tsv_num(&in, c_rating);
		idcheck_list_row(&in, c_type, c_player);
		if (!int_parse(in.f[c_games], in.flen[c_games], 0, 2147483647L, &games))
			tsv_bad_field(&in, c_games, "a whole number of career games");
		if (o->as_of != LONG_MIN && date > o->as_of)
			continue;	/* after the list's date */
		key.len = 0;
		sb_add(&key, in.f[c_type], in.flen[c_type]);
		sb_tab(&key);
		sb_add(&key, in.f[c_player], in.flen[c_player]);
		q = player_get(st, key.s, key.len);
		q->rating = trunc(0.5 + rating);	/* tsh's int(0.5 + x) */
		q->games = games;
		if (!row_rated(&in, c_result))
			continue;
		q->last = date;
		runs_prune(q, cutoff);
		runs_add(q, date);
	}
	free(key.s);
	tsv_close(&in);
	return o->as_of != LONG_MIN ? o->as_of : prev;
}

/* ---------- the list ---------- */

struct lrow {
	const char *key;	/* "type\tplayer" */
	size_t tlen;		/* the type's length in key */
	const struct nplayer *q;
	long recent;		/* rated games in the window */
	int ranked;
	long pos;
};

static int
by_list(const void *a, const void *b)
{
	const struct lrow *x = a, *y = b;
	size_t n = x->tlen < y->tlen ? x->tlen : y->tlen;
	int c = memcmp(x->key, y->key, n);

	if (c == 0 && x->tlen != y->tlen)
		c = x->tlen < y->tlen ? -1 : 1;
	if (c)
		return c;
	if (x->ranked != y->ranked)
		return x->ranked ? -1 : 1;
	if (x->q->rating != y->q->rating)
		return x->q->rating > y->q->rating ? -1 : 1;
	return strcmp(x->key + x->tlen + 1, y->key + y->tlen + 1);
}

static long
recent_games(const struct nplayer *q, long cutoff)
{
	size_t i;
	long n = 0;

	for (i = q->head; i < q->nrun; i++)
		if (q->run[i].day > cutoff)
			n += q->run[i].n;
	return n;
}

static void
write_list(const struct rnaspa_opts *o, const struct nstate *st, long as_of)
{
	static const char *const cols[] = {
		"type", "player", "rating", "games", "last", "recent", "pos", NULL
	};
	struct lrow *r = xmalloc((st->who.n ? st->who.n : 1) * sizeof *r);
	long cutoff = as_of == LONG_MIN ? LONG_MIN :
	    rank_date_minus(as_of, o->win_y, o->win_m, o->win_d);
	size_t n = 0, i, k = 0;
	char day[11];

	for (i = 0; i < st->who.n; i++) {
		const struct nplayer *q = &st->p[i];
		struct lrow *x;

		if (q->last == LONG_MIN || q->games == 0)
			continue;	/* no rated game: not a rated player */
		x = &r[n];
		x->key = names_str(&st->who, (int)i);
		x->tlen = strcspn(x->key, "\t");
		x->q = q;
		x->recent = recent_games(q, cutoff);
		x->ranked = x->recent >= o->min_games;
		if (!x->ranked && o->ranked_only)
			continue;
		n++;
	}
	if (n > 1)
		qsort(r, n, sizeof *r, by_list);
	for (i = 0; i < n; i++) {
		int new_type = i == 0 || r[i].tlen != r[i - 1].tlen ||
		    memcmp(r[i].key, r[i - 1].key, r[i].tlen) != 0;

		if (new_type)
			k = 0;
		if (!r[i].ranked)
			continue;
		k++;
		r[i].pos = k > 1 && r[i].q->rating == r[i - 1].q->rating ? r[i - 1].pos : (long)k;
	}
	for (i = 0; cols[i]; i++)
		tsv_puts(cols[i]);
	tsv_end_row();
	for (i = 0; i < n; i++) {
		tsv_put(r[i].key, r[i].tlen);
		tsv_puts(r[i].key + r[i].tlen + 1);
		tsv_put_num(r[i].q->rating);
		tsv_put_int(r[i].q->games);
		date_format(r[i].q->last, day);
		tsv_puts(day);
		tsv_put_int(r[i].recent);
		if (r[i].ranked)
			tsv_put_int(r[i].pos);
		else
			tsv_puts("");
		tsv_end_row();
	}
	free(r);
}

/* ---------- command line ---------- */

enum { OPT_VERSION = 500, OPT_MIN_GAMES, OPT_WINDOW, OPT_AS_OF, OPT_RANKED };

static void
usage(void)
{
	printf("usage: rank -m naspa [--min-games N] [--window SPAN] [--as-of DATE]\n"
	    "                  [--ranked-only] [HISTORY...]\n"
	    "NASPA's rating list from a history stream (rate -m naspa --history): per\n"
	    "type (lexicon), every rated player with a whole-number rating, career\n"
	    "games, last rated game and rated games in the window; those with N of\n"
	    "them are ranked (pos; tied ratings share it), the others follow unranked.\n\n"
	    "  -m, --mode naspa      this mode\n"
	    "      --min-games N     rated games in the window to be ranked (14)\n"
	    "      --window SPAN     the window before --as-of: Ny, Nm or Nd (12m)\n"
	    "      --as-of DATE      the list's date (default: the history's last date;\n"
	    "                        later rows are not part of the list)\n"
	    "      --ranked-only     leave the unranked players off\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option rank_naspa_opts[] = {
	{ "mode", required_argument, NULL, 'm' },
	{ "min-games", required_argument, NULL, OPT_MIN_GAMES },
	{ "window", required_argument, NULL, OPT_WINDOW },
	{ "as-of", required_argument, NULL, OPT_AS_OF },
	{ "ranked-only", no_argument, NULL, OPT_RANKED },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
rank_naspa_main(int argc, char **argv)
{
	const struct option *longopts = rank_naspa_opts;
	struct rnaspa_opts o = { 14, 0, 12, 0, LONG_MIN, 0 };
	struct nstate st;
	long as_of;
	size_t i;
	int c;

	while ((c = cli_getopt(argc, argv, "m:h", longopts)) != -1) {
		switch (c) {
		case 'm':
			break;
		case OPT_MIN_GAMES:
			if (!int_parse(optarg, strlen(optarg), 0, 2147483647L, &o.min_games))
				die_usage("--min-games %s: expected a whole number", optarg);
			break;
		case OPT_WINDOW:
			rank_span("window", optarg, &o.win_y, &o.win_m, &o.win_d);
			break;
		case OPT_AS_OF:
			if (!date_parse(optarg, strlen(optarg), &o.as_of))
				die_usage("--as-of %s: expected a date YYYY-MM-DD", optarg);
			break;
		case OPT_RANKED:
			o.ranked_only = 1;
			break;
		case 'h':
			usage();
			return 0;
		case OPT_VERSION:
			print_version();
			return 0;
		default:
			die_usage("bad option");
		}
	}
	memset(&st, 0, sizeof st);
	names_init(&st.who);
	as_of = read_history(&o, &st, argc - optind, argv + optind);
	write_list(&o, &st, as_of);
	for (i = 0; i < st.who.n; i++)
		free(st.p[i].run);
	free(st.p);
	names_free(&st.who);
	tsv_out_close();
	return 0;
}
