/*
 * parse.c - `parse -f tsv|csv`: canonical results in, validated results
 * out.  Every input row becomes an output row or an error; nothing is
 * skipped.  Beyond the game reader's checks (dates, contiguity, places,
 * duplicate players) it checks the fields later stages read, so a
 * pipeline that starts with parse fails at the first bad line.
 */
#include "cli.h"
#include "game.h"
#include "num.h"
#include "rp.h"
#include "parse.h"
#include "subcmd.h"
#include "tsv.h"

#include <getopt.h>
#include <stdio.h>

#include <stdlib.h>
#include <string.h>

struct order {
	double points;
	size_t row;
};

static int
by_points_desc(const void *a, const void *b)
{
	const struct order *x = a, *y = b;

	return x->points > y->points ? -1 : x->points < y->points;
}

/* Places from points: more points is better, equal points share a place. */
static void
places_from_points(struct game_reader *gr, int c_points, long *place)
{
	struct game *g = &gr->g;
	struct order *o = xmalloc(g->n * sizeof *o);
	size_t i;

	for (i = 0; i < g->n; i++) {
		o[i].points = game_num(gr, i, c_points);
		o[i].row = i;
	}
	qsort(o, g->n, sizeof *o, by_points_desc);
	for (i = 0; i < g->n; i++)
		place[o[i].row] = i && o[i].points == o[i - 1].points ?
		    place[o[i - 1].row] : (long)i + 1;
	free(o);
}

static void
check_nonempty(struct game_reader *gr, size_t r, int col, const char *what)
{
	if (game_flen(gr, r, col) == 0)
		game_bad_field(gr, r, col, what);
}

void
parse_results(const struct parse_opts *o, int npaths, char **paths)
{
	static const char *const need[] = { "type", NULL };
	static const char *const added[] = { "place", NULL };
	struct game_reader gr;
	struct tsv_rowout ro;
	int c_points, c_length, derive;
	long *place = NULL;
	size_t cap = 0, i;
	char num[24];

	if (strcmp(o->format, "tsv") != 0 && strcmp(o->format, "csv") != 0)
		die_usage("unknown format \"%s\" (formats: tsv, csv)", o->format);
	if (o->delim && strcmp(o->format, "csv") != 0)
		die_usage("-d applies to -f csv");
	game_open_csv(&gr, npaths, paths, need,
	    strcmp(o->format, "csv") != 0 ? 0 : o->delim ? o->delim : 1);
	c_points = tsv_col(&gr.in, "points");
	c_length = tsv_col(&gr.in, "length");
	derive = gr.c_place < 0;
	if (derive && c_points < 0)
		die_data("%s:1: missing column \"place\" (or \"points\" to derive it from)",
		    gr.in.name);
	if (derive) {
		tsv_put_header(&gr.in, added);
		tsv_rowout_init(&ro, &gr.in, added);
	} else {
		tsv_put_header(&gr.in, NULL);
		tsv_rowout_init(&ro, &gr.in, added + 1);
	}
	while (game_next(&gr)) {
		struct game *g = &gr.g;

		for (i = 0; i < g->n; i++) {
			check_nonempty(&gr, i, gr.c_event, "an event id");
			check_nonempty(&gr, i, gr.c_game, "a game id");
			check_nonempty(&gr, i, gr.c_type, "a game type");
			if (c_points >= 0)
				(void)game_num(&gr, i, c_points);
			if (c_length >= 0) {
				long len;

				if (!int_parse(game_field(&gr, i, c_length), game_flen(&gr, i, c_length),
				    1, 100000, &len))
					game_bad_field(&gr, i, c_length, "a match length (a positive integer)");
			}
		}
		if (derive) {
			xgrow(&place, &cap, g->n, sizeof *place);
			places_from_points(&gr, c_points, place);
		}
		for (i = 0; i < g->n; i++) {
			if (derive)
				tsv_rowout_str(&ro, 0, num, (size_t)snprintf(num, sizeof num, "%ld", place[i]));
			tsv_rowout_write_record(&ro, g->f + i * gr.in.ncol, g->flen + i * gr.in.ncol);
		}
	}
	free(place);
	tsv_rowout_free(&ro);
	game_close(&gr);
}

enum { OPT_VERSION = 500 };

static void
usage(void)
{
	printf("usage: parse [-f FORMAT] [-d SEP] [FILE...]\n"
	    "Read results in FORMAT and write the canonical, validated results TSV.\n\n"
	    "  -f, --format FORMAT   one of:\n");
	subcmd_list(parse_formats);
	printf("  -d, --delimiter SEP   -f csv: the separator, , or ; (default: ; when\n"
	    "                        the header line has semicolons and no commas)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n\n"
	    "Columns: date event game type player place (or points, from which\n"
	    "place is derived); optional length; others pass through.  See parse(1).\n");
}

int
parse_results_main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "delimiter", required_argument, NULL, 'd' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 },
	};
	struct parse_opts o = { "tsv", 0 };
	int c;

	while ((c = cli_getopt(argc, argv, "f:d:h", longopts)) != -1) {
		switch (c) {
		case 'f':
			o.format = optarg;
			break;
		case 'd':
			if (strcmp(optarg, ",") != 0 && strcmp(optarg, ";") != 0)
				die_usage("-d %s: expected , or ;", optarg);
			o.delim = optarg[0];
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
	parse_results(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
