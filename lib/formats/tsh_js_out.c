/*
 * tsh_js_out.c - `parse -f tsh-js`: tsh's tourney.js (tsh_js.c reads
 * it) to what `parse -f tsh` writes from the event's .t files, so the
 * same pipeline rates it:
 *
 *   - the results stream (default): parse -f tsh's rows, by its writer
 *     (tsh_rows.c) over the divisions lent as tsh.h's: game
 *     ids prefixed with the division's name when there are several,
 *     byes and forfeits as one row with result bye / forfeit (a round
 *     against 0: a forfeit when the score is negative), and a column
 *     rounds from config.max_rounds (the rounds tsh rates the event as);
 *   - --ratings: the pre-event ratings as a list for rate -r, as
 *     parse -f tsh --ratings (games: tsh's lifeg);
 *   - --newr: tsh's rating of each player after each round, the lists
 *     tsh published, `type player rating round`, for rank --audit.
 *
 * The date and the event are the file's (config.event_date when it is
 * an ISO date, config.event_name) unless --date, --event say otherwise.
 */
#include "fopt.h"
#include "ids.h"
#include "num.h"
#include "out_file.h"
#include "rp.h"
#include "strbuf.h"
#include "subcmd.h"
#include "tsh.h"
#include "tsh_js.h"
#include "tsv.h"

#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct tjs_opts {
	struct ids_event ev;
	const char *only;	/* --division: the divisions read; NULL all */
	int apart;		/* --division-types */
	char **type;		/* each division's type */
	int mode;		/* 0 results, OPT_RATINGS, OPT_NEWR */
	long rounds;		/* the rounds column: 0 none */
	int rounds_given;	/* --scheduled-rounds */
};

enum { OPT_RATINGS = 500, OPT_NEWR, OPT_SCHEDULED, OPT_DIVISION, OPT_DIVTYPES };

/*
 * The results as parse -f tsh writes them (tsh_rows.c, its one writer):
 * each selected division's players lent to a struct tsh_div (names,
 * pairings and scores shared, not copied).
 */
static void
put_results(const struct tjs_opts *o, const struct tsh_js *t)
{
	struct tsh_event e = { o->ev.date_text, o->ev.event, NULL, o->rounds };
	struct tsh_div *d = xcalloc(t->nd ? t->nd : 1, sizeof *d);
	size_t r, i, k, pending = 0;

	for (i = 0; i < t->nd; i++) {
		const struct jdiv *j = &t->d[i];

		d[i].label = j->label;
		d[i].n = j->n;
		d[i].p = xcalloc(j->n ? j->n : 1, sizeof *d[i].p);
		for (k = 0; k < j->n; k++) {
			d[i].p[k].name = j->p[k].name;
			d[i].p[k].opp = j->p[k].opp;
			d[i].p[k].score = j->p[k].score;
			d[i].p[k].nopp = j->p[k].nopp;
			d[i].p[k].nscore = j->p[k].nscore;
		}
	}
	tsh_put_head(&e);
	for (r = 0; r < t->rounds; r++)
		for (i = 0; i < t->nd; i++)
			if (t->d[i].use) {
				e.type = o->type[i];
				pending += tsh_put_round(&e, &d[i], r, t->nd > 1);
			}
	tsh_warn_pending(pending);
	for (i = 0; i < t->nd; i++)
		free(d[i].p);
	free(d);
}

/*
 * --ratings: `type player rating [games]`, as parse -f tsh --ratings:
 * games is tsh's lifeg when any player has one, else 100 for a player
 * without (Division::MakeRatingsInput).  Every rating is checked first.
 */
static void
put_ratings(const struct tjs_opts *o, const struct tsh_js *t)
{
	size_t i, k;
	int games = 0;

	for (i = 0; i < t->nd; i++)
		for (k = 0; t->d[i].use && k < t->d[i].n; k++) {
			const struct jplayer *p = &t->d[i].p[k];

			if (!p->rating || p->rating->kind != JS_NUMBER || p->rating->s[0] == '-')
				js_bad(&t->doc, p->rating ? p->rating->off : p->obj->off,
				    "division %s, player %zu: expected \"rating\" (the pre-event rating, "
				    "a number >= 0), found %s", t->d[i].label, k + 1, !p->rating ? "none" :
				    p->rating->kind == JS_NUMBER ? p->rating->s : js_kind_name(p->rating->kind));
			games |= p->has_lifeg;
		}
	tsh_put_ratings_head(games);
	for (i = 0; i < t->nd; i++)
		for (k = 0; t->d[i].use && k < t->d[i].n; k++) {
			const struct jplayer *p = &t->d[i].p[k];

			tsh_put_rating(o->type[i], p->name, p->rating->s, games, p->has_lifeg, p->lifeg);
		}
}

/*
 * --newr: tsh's rating of each player after each round (etc.newr[r]),
 * by round, then division and player: the lists tsh published.  A
 * player has at most one per round paired (tsh rates a round against 0
 * before its score is entered: the rating stays); every value is
 * checked before a row is written.
 */
static void
put_newr(const struct tjs_opts *o, const struct tsh_js *t)
{
	size_t i, k, r, rows = 0;

	for (i = 0; i < t->nd; i++)
		for (k = 0; t->d[i].use && k < t->d[i].n; k++) {
			const struct jplayer *p = &t->d[i].p[k];

			if (!p->newr)
				continue;
			if (p->newr->n > p->nopp)
				js_bad(&t->doc, p->newr->v[p->nopp].off, "division %s, player %zu: "
				    "expected a rating in \"newr\" for each of %zu rounds paired, found %zu",
				    t->d[i].label, k + 1, p->nopp, p->newr->n);
			for (r = 0; r < p->newr->n; r++)
				if (p->newr->v[r].kind != JS_NUMBER)
					js_bad(&t->doc, p->newr->v[r].off, "division %s, player %zu, round "
					    "%zu: expected a rating (a number) in \"newr\", found %s",
					    t->d[i].label, k + 1, r + 1, js_kind_name(p->newr->v[r].kind));
		}
	tsv_puts("type");
	tsv_puts("player");
	tsv_puts("rating");
	tsv_puts("round");
	tsv_end_row();
	for (r = 0; r < t->rounds; r++)
		for (i = 0; i < t->nd; i++)
			for (k = 0; t->d[i].use && k < t->d[i].n; k++) {
				const struct jplayer *p = &t->d[i].p[k];

				if (!p->newr || r >= p->newr->n)
					continue;
				tsv_puts(o->type[i]);
				tsv_puts(p->name);
				tsv_puts(p->newr->v[r].s);
				tsv_put_int((long long)r + 1);
				tsv_end_row();
				rows++;
			}
	if (!rows)
		warnx_rp("%s: no \"newr\" ratings: tsh published no ratings after any round",
		    t->doc.path);
}

/* --date, else config.event_date when it is an ISO date (results only). */
static void
event_date(struct tjs_opts *o, const struct tsh_js *t, struct strbuf *text)
{
	const struct js_val *v = tsh_js_config(t, "event_date");
	long days;

	if (o->ev.date_text || o->mode)
		return;
	if (!v || v->kind != JS_STRING || !date_parse(v->s, v->len, &days))
		die_usage("--date is required: the file's config.event_date is %s%s%s, not a date "
		    "YYYY-MM-DD", v && v->kind == JS_STRING ? "\"" : "",
		    !v ? "absent" : v->kind == JS_STRING ? v->s : js_kind_name(v->kind),
		    v && v->kind == JS_STRING ? "\"" : "");
	sb_date(text, days);
	sb_add(text, "", 1);
	o->ev.date_text = text->s;
}

/* --event, else config.event_name in canonical form (results only). */
static void
event_id(struct tjs_opts *o, const struct tsh_js *t, struct strbuf *id)
{
	const struct js_val *v = tsh_js_config(t, "event_name");
	char why[320];

	if (o->ev.event || o->mode)
		return;
	if (!v || v->kind != JS_STRING)
		die_usage("--event is required: the file has no config.event_name");
	ids_where(t->doc.path, js_line(&t->doc, v->off));
	if (!ids_fold(v->s, v->len, "an event id", id, why, sizeof why))
		die_usage("config.event_name gives no event id (%s): give --event", why);
	sb_add(id, "", 1);
	o->ev.event = id->s;
}

/* The rounds column: --scheduled-rounds, else config.max_rounds. */
static void
event_rounds(struct tjs_opts *o, const struct tsh_js *t)
{
	const struct js_val *v = tsh_js_config(t, "max_rounds");

	if (o->mode)
		return;
	if (o->rounds_given) {
		if ((size_t)o->rounds < t->rounds)
			die_usage("--scheduled-rounds %ld: the event is paired for %zu rounds",
			    o->rounds, t->rounds);
		return;
	}
	if (!v || v->kind == JS_UNDEFINED || v->kind == JS_NULL)
		return;
	if (!js_int(v, 1, 100000, &o->rounds))
		js_bad(&t->doc, v->off, "expected config.max_rounds to be the event's rounds (an "
		    "integer, 1 to 100000), found %s", v->kind == JS_NUMBER ? v->s : js_kind_name(v->kind));
	if ((size_t)o->rounds < t->rounds)
		js_bad(&t->doc, v->off, "config.max_rounds is %ld, but the event is paired for %zu "
		    "rounds (give --scheduled-rounds)", o->rounds, t->rounds);
}

/* Each division's type: --type, or with --division-types its name. */
static void
division_types(struct tjs_opts *o, const struct tsh_js *t)
{
	struct strbuf sb = { 0 };
	char why[320];
	size_t i;

	o->type = xcalloc(t->nd, sizeof *o->type);
	for (i = 0; i < t->nd; i++) {
		sb.len = 0;
		if (!o->apart) {
			o->type[i] = xstrdup(o->ev.type);
			continue;
		}
		if (!ids_fold(t->d[i].label, strlen(t->d[i].label), "a type", &sb, why, sizeof why) ||
		    sb.len != strlen(t->d[i].label) || memcmp(sb.s, t->d[i].label, sb.len) != 0)
			die_usage("--division-types: division \"%s\" is no type id (%s)",
			    t->d[i].label, sb.len ? "not in canonical form" : why);
		o->type[i] = xstrdup(t->d[i].label);
	}
	free(sb.s);
}

static void
usage(void)
{
	printf("usage: parse -f tsh-js [--date YYYY-MM-DD] [--event ID] [--type T]\n"
	    "                       [--scheduled-rounds N] [DIVISIONS] [tourney.js]\n"
	    "       parse -f tsh-js --ratings [--type T] [DIVISIONS] [tourney.js]\n"
	    "       parse -f tsh-js --newr [--type T] [DIVISIONS] [tourney.js]\n"
	    "  DIVISIONS: [--division LIST] [--division-types]\n"
	    "Read tsh's tourney.js (the event as tsh publishes it on the web: every\n"
	    "division, pairing and score) and write what parse -f tsh writes from the\n"
	    "event's .t files: the results stream (a game per pairing and round, byes\n"
	    "and forfeits one row with result bye/forfeit, a column rounds from the\n"
	    "file's max_rounds), or the pre-event ratings (--ratings), or tsh's\n"
	    "ratings after each round (--newr: type player rating round, the lists\n"
	    "for rank --audit).\n\n"
	    "      --date DATE       the event's date (default: the file's event_date,\n"
	    "                        when it is YYYY-MM-DD)\n"
	    "      --event ID        the event id (default: the file's event_name)\n"
	    "      --type T          game type (default libere)\n"
	    "      --division LIST   only these divisions (names, comma-separated)\n"
	    "      --division-types  each division its own type, its name: rated apart,\n"
	    "                        as tsh rates them (one player in two divisions)\n"
	    "      --scheduled-rounds N  the rounds column (default: the file's max_rounds)\n"
	    "      --ratings         the pre-event ratings list, for rate -r\n"
	    "      --newr            tsh's rating of each player after each round\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Several divisions: game ids get the division's name as prefix (A:1.1).\n"
	    "See parse(1).\n");
}

/* --ratings, --newr: which list, one of them */
static void
one_list(void *dst, int val, char *arg)
{
	int *mode = dst;

	(void)arg;
	if (*mode && *mode != val)
		die_usage("--ratings and --newr: one list at a time");
	*mode = val;
}

/* --division LIST: at least a name */
static void
divisions(void *dst, int val, char *arg)
{
	(void)val;
	if (!*arg)
		die_usage("--division: expected division names, found none");
	*(const char **)dst = arg;
}

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option tsh_js_opts[] = {
	FOPT_LONG_FORMAT,
	IDS_EVENT_OPTIONS,
	{ "ratings", no_argument, NULL, OPT_RATINGS },
	{ "newr", no_argument, NULL, OPT_NEWR },
	{ "division", required_argument, NULL, OPT_DIVISION },
	{ "division-types", no_argument, NULL, OPT_DIVTYPES },
	{ "scheduled-rounds", required_argument, NULL, OPT_SCHEDULED },
	FOPT_LONG_END,
};

int
tsh_js_main(int argc, char **argv)
{
	struct tjs_opts o = { { NULL, NULL, NULL, LONG_MIN }, NULL, 0, NULL, 0, 0, 0 };
	struct strbuf date = { 0 }, id = { 0 };
	struct tsh_js t;
	char *path;
	int c;
	const struct fopt opts[] = {
		FOPT_SKIP('f'),
		FOPT_EVENT(&o.ev),
		FOPT_CALL(OPT_RATINGS, &o.mode, one_list),
		FOPT_CALL(OPT_NEWR, &o.mode, one_list),
		FOPT_CALL(OPT_DIVISION, &o.only, divisions),
		FOPT_FLAG(OPT_DIVTYPES, &o.apart),
		FOPT_RANGE(OPT_SCHEDULED, &o.rounds, &o.rounds_given, "a number of rounds", 1,
		    100000),
		FOPT_END,
	};

	if (fopt_parse(argc, argv, "f:h", tsh_js_opts, opts, usage))
		return 0;
	if (argc - optind > 1)
		die_usage("one tourney.js at a time (it holds every division of the event)");
	path = optind < argc ? argv[optind] : "-";
	if (o.apart && o.ev.type)
		die_usage("--division-types and --type: the type is the division's name, or T");
	out_refuse_stdout_input(1, &path);
	tsh_js_read(&t, path);
	if (!o.ev.type && !o.apart)
		o.ev.type = "libere";
	if (o.only)
		tsh_js_select(&t, o.only);
	division_types(&o, &t);
	tsh_js_check_names(&t, o.apart);
	event_date(&o, &t, &date);
	event_id(&o, &t, &id);
	event_rounds(&o, &t);
	if (o.mode == OPT_RATINGS)
		put_ratings(&o, &t);
	else if (o.mode == OPT_NEWR)
		put_newr(&o, &t);
	else
		put_results(&o, &t);
	ids_report();
	tsv_out_close();
	for (c = 0; c < (int)t.nd; c++)
		free(o.type[c]);
	free(o.type);
	tsh_js_free(&t);
	free(date.s);
	free(id.s);
	return 0;
}
