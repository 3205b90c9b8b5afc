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
#include "audit_impl.h"
#include "idcheck.h"
#include "stages.h"
#include "model.h"
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

	audit_label_text(&a->lists[a->nlists - 1].at, &at);
	fprintf(stderr, "%s: audit: %zu list%s%s%s:", rp_progname, a->nlists,
	    a->nlists > 1 ? "s, the last" : "", at.len ? " of " : "", at.len ? at.s : "");
	for (v = 0; v < V_NONE; v++)
		fprintf(stderr, "%s %zu %s", v ? "," : "", count[v], audit_verdict_name[v]);
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
	audit_load_computed(&a, npaths, paths);
	for (i = 0; i < (size_t)o->npublished; i++)
		audit_load_published(&a, o->published[i]);
	if (a.nrows == 0)
		die_data("--audit: the published lists have no rows");
	audit_make_lists(&a);
	check_labels(&a, o);
	audit_verdicts(&a);
	if (o->history) {
		for (i = 0; i < a.nlists; i++)
			rounds |= a.lists[i].at.round != NO_ROUND;
		audit_load_history(&a, o->history, rounds);
		for (i = 0; i < a.n; i++)
			if (a.e[i].v == V_DIFFERENT)
				audit_departure(&a, &a.e[i], (int)i);
	}
	audit_write_rows(&a, count);
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

/* The long options, also the dispatcher's (subcmd.h): one table. */
const struct option rank_audit_opts[] = {
	{ "mode", required_argument, NULL, 'm' },
	{ "audit", required_argument, NULL, OPT_AUDIT },
	{ "history", required_argument, NULL, OPT_HISTORY },
	{ "listed", required_argument, NULL, OPT_LISTED },
	{ "decimals", required_argument, NULL, 'd' },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

int
rank_audit_main(int argc, char **argv)
{
	const struct option *longopts = rank_audit_opts;
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
		const char *p = o.published[i] + audit_label_prefix(o.published[i], &l);

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
