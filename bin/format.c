/*
 * format - a stream for people: aligned text, Markdown, an HTML page or
 * SVG rating charts.  On a terminal the default is aligned text; into a
 * pipe or file the stream passes unchanged unless a medium or a display
 * option is asked for, so `format` at the end of a pipeline stays
 * composable.
 */
#include "cli.h"
#include "num.h"
#include "rp.h"
#include "out.h"
#include "site.h"
#include "tsv.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { OPT_VERSION = 500, OPT_MARKDOWN, OPT_ROUND, OPT_ALL, OPT_TEXT, OPT_HTML,
	OPT_SVG, OPT_TITLE, OPT_WIDTH, OPT_HEIGHT, OPT_AS_OF, OPT_TYPE, OPT_BANDS, OPT_BAND_Z,
	OPT_TOP, OPT_PRIOR, OPT_SITE, OPT_HISTORY, OPT_RESULTS, OPT_EXPLAIN, OPT_NAMES, OPT_RULES,
	OPT_LANG };

static void
usage(void)
{
	printf("usage: format [--text|--markdown|--html|--svg] [-d N] [--round COL=D,...]\n"
	    "              [-c COLS] [-g COLS] [--title T] [--as-of DATE] [--names FILE]\n"
	    "              [-p PLAYER]... [--type T] [--top N]\n"
	    "              [--bands [--band-z Z] [--prior RATINGS]] [FILE...]\n"
	    "       format --site DIR --history FILE [--results FILE] [--explain FILE]\n"
	    "              [--names FILE] [--rules PAGE] [--title T] [--lang L]\n"
	    "              [--as-of DATE] [-d N] [LIST]\n"
	    "Show a TSV stream as an aligned table.  Number columns are rounded for\n"
	    "display by kind, half away from zero: ratings to -d decimals (0),\n"
	    "percentages to 2, log-loss and Brier to 4, scores as format(1) says.\n"
	    "On a terminal the default is --text; otherwise the stream is copied\n"
	    "unchanged unless a medium or one of -d, --round, -c, -g, --all is given.\n\n"
	    "      --text            aligned text\n"
	    "      --markdown        a Markdown table instead of aligned text\n"
	    "      --html            a standalone HTML page, a table per type and status\n"
	    "      --svg             rating-history charts from rate --history (a reliability\n"
	    "                        diagram from rank --eval --calibration's table)\n"
	    "      --site DIR        a website of the ratings LIST: index.html, a page per\n"
	    "                        player (p/) and per event (e/), rules.html; written\n"
	    "                        beside DIR and swapped in whole, unchanged pages kept\n"
	    "      --history FILE    --site: rate --history (required)\n"
	    "      --results FILE    --site: the results stream of the crosstables\n"
	    "                        (default: the history's games)\n"
	    "      --explain FILE    --site: rate --explain, the parts of each change\n"
	    "      --rules PAGE      --site: the rules page (Markdown, doc/rules/*.md)\n"
	    "      --lang L          --site: the pages' language (en)\n"
	    "      --title T         title of the page or chart\n"
	    "      --as-of DATE      --html, --site: the list's date (default: its latest game)\n"
	    "      --names FILE      names by player id from FILE's player and name columns\n"
	    "                        (a prior, a federation's list), where the stream has none\n"
	    "  -p, --player NAME     --svg: chart this player (repeatable; default all)\n"
	    "      --type T          --svg: chart this game type only\n"
	    "      --top N           --svg: chart the N highest final ratings\n"
	    "      --bands           --svg: each rating's uncertainty as a band around it\n"
	    "                        (rd around rating, or sigma around mu)\n"
	    "      --band-z Z        --bands: rating -/+ Z times the uncertainty (1.96)\n"
	    "      --prior RATINGS   --bands: start each player from the ratings list the\n"
	    "                        history continues (its rating on its last day)\n"
	    "      --width W, --height H  --svg: size in pixels (800 x 480)\n"
	    "  -d, --digits N        decimals of rating columns (0)\n"
	    "      --round COL=D,... decimals of any column\n"
	    "  -c, --columns COLS    the columns to show, in order\n"
	    "  -g, --group COLS      a heading whenever these columns change\n"
	    "      --all             also show state columns (names starting with _)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

/* format --site: its options checked, the site written. */
static int
site_main(struct site_opts *so, const struct format_opts *o, int display, int n, char **paths)
{
	const char *in[6];
	size_t i, j;

	if (!so->history)
		die_usage("--site needs --history FILE (rate --history)");
	if (n > 1)
		die_usage("--site reads one ratings list, found %d files", n);
	(void)display;	/* -d is the site's too */
	if (o->round || o->columns || o->group || o->all || o->players || o->type || o->top ||
	    o->bands || o->prior || o->markdown)
		die_usage("--site takes -d, --title, --as-of and its inputs; not the options of a table or chart");
	so->list = n ? paths[0] : "-";
	so->title = o->title;
	so->digits = o->digits;
	so->as_of = o->as_of;
	if (!so->lang)
		so->lang = "en";
	for (i = 0; so->lang[i]; i++)
		if (!((so->lang[i] >= 'a' && so->lang[i] <= 'z') || (so->lang[i] >= 'A' &&
		    so->lang[i] <= 'Z') || (so->lang[i] >= '0' && so->lang[i] <= '9') || so->lang[i] == '-'))
			die_usage("--lang %s: expected a language tag (letters, digits, -)", so->lang);
	in[0] = so->list, in[1] = so->history, in[2] = so->results, in[3] = so->explain;
	in[4] = so->names, in[5] = so->rules;
	for (i = 0; i < 6; i++)
		for (j = i + 1; j < 6; j++)
			if (in[i] && in[j] && !strcmp(in[i], "-") && !strcmp(in[j], "-"))
				die_usage("--site: the standard input can be one input only");
	site_run(so);
	return 0;
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "markdown", no_argument, NULL, OPT_MARKDOWN },
		{ "text", no_argument, NULL, OPT_TEXT },
		{ "html", no_argument, NULL, OPT_HTML },
		{ "svg", no_argument, NULL, OPT_SVG },
		{ "title", required_argument, NULL, OPT_TITLE },
		{ "player", required_argument, NULL, 'p' },
		{ "as-of", required_argument, NULL, OPT_AS_OF },
		{ "type", required_argument, NULL, OPT_TYPE },
		{ "top", required_argument, NULL, OPT_TOP },
		{ "bands", no_argument, NULL, OPT_BANDS },
		{ "band-z", required_argument, NULL, OPT_BAND_Z },
		{ "prior", required_argument, NULL, OPT_PRIOR },
		{ "names", required_argument, NULL, OPT_NAMES },
		{ "width", required_argument, NULL, OPT_WIDTH },
		{ "height", required_argument, NULL, OPT_HEIGHT },
		{ "digits", required_argument, NULL, 'd' },
		{ "round", required_argument, NULL, OPT_ROUND },
		{ "columns", required_argument, NULL, 'c' },
		{ "group", required_argument, NULL, 'g' },
		{ "all", no_argument, NULL, OPT_ALL },
		{ "site", required_argument, NULL, OPT_SITE },
		{ "history", required_argument, NULL, OPT_HISTORY },
		{ "results", required_argument, NULL, OPT_RESULTS },
		{ "explain", required_argument, NULL, OPT_EXPLAIN },
		{ "rules", required_argument, NULL, OPT_RULES },
		{ "lang", required_argument, NULL, OPT_LANG },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 },
	};
	struct format_opts o;
	struct site_opts so = { 0 };
	const char **site_arg = NULL;
	const char **players = NULL;
	size_t np = 0, pcap = 0;
	long d;
	int c, media = 0, display = 0, svg = 0, band_z = 0;

	memset(&o, 0, sizeof o);
	o.width = 800;
	o.height = 480;
	o.band_z = 1.96;
	rp_init(argv[0]);
	while ((c = cli_getopt(argc, argv, "d:c:g:p:h", longopts)) != -1) {
		if (c == 'd' || c == OPT_ROUND || c == 'c' || c == 'g' || c == OPT_ALL)
			display = 1;
		switch (c) {
		case OPT_SITE:
		case OPT_HISTORY:
		case OPT_RESULTS:
		case OPT_EXPLAIN:
		case OPT_RULES:
		case OPT_LANG:
			site_arg = c == OPT_SITE ? &so.dir : c == OPT_HISTORY ? &so.history :
			    c == OPT_RESULTS ? &so.results : c == OPT_EXPLAIN ? &so.explain :
			    c == OPT_RULES ? &so.rules : &so.lang;
			if (!*optarg)
				die_usage("--site and its inputs: expected a name, found \"\"");
			*site_arg = optarg;
			if (c == OPT_SITE)
				media++;
			break;
		case OPT_MARKDOWN:
			o.markdown = 1;
			media++;
			break;
		case OPT_TEXT:
			media++;
			break;
		case OPT_HTML:
			o.html = 1;
			media++;
			break;
		case OPT_SVG:
			svg = 1;
			media++;
			break;
		case OPT_TITLE:
			o.title = optarg;
			break;
		case OPT_AS_OF:
			if (!date_parse(optarg, strlen(optarg), &d))
				die_usage("--as-of %s: expected a date YYYY-MM-DD", optarg);
			o.as_of = optarg;
			break;
		case OPT_TYPE:
			if (!*optarg)
				die_usage("--type: expected a game type");
			o.type = optarg;
			break;
		case OPT_TOP:
			if (!int_parse(optarg, strlen(optarg), 1, 1000000000, &d))
				die_usage("--top %s: expected a number of players from 1", optarg);
			o.top = d;
			break;
		case OPT_BANDS:
			o.bands = 1;
			break;
		case OPT_BAND_Z:
			if (!num_parse(optarg, strlen(optarg), &o.band_z) || !(o.band_z > 0) ||
			    o.band_z > 10)
				die_usage("--band-z %s: expected a number above 0, at most 10", optarg);
			band_z = 1;
			break;
		case OPT_PRIOR:
			o.prior = optarg;
			break;
		case OPT_NAMES:	/* the tables' and the site's */
			o.names = so.names = optarg;
			break;
		case 'p':
			xgrow(&players, &pcap, np + 2, sizeof *players);
			players[np++] = cli_name_arg("--player", optarg);
			players[np] = NULL;
			break;
		case OPT_WIDTH:
		case OPT_HEIGHT:
			if (!int_parse(optarg, strlen(optarg), 200, 10000, &d))
				die_usage("--%s %s: expected 200 to 10000 pixels",
				    c == OPT_WIDTH ? "width" : "height", optarg);
			*(c == OPT_WIDTH ? &o.width : &o.height) = (int)d;
			break;
		case 'd':
			if (!int_parse(optarg, strlen(optarg), 0, 15, &d))
				die_usage("--digits %s: expected 0 to 15", optarg);
			o.digits = (int)d;
			break;
		case OPT_ROUND:
			o.round = optarg;
			break;
		case 'c':
			o.columns = optarg;
			break;
		case 'g':
			o.group = optarg;
			break;
		case OPT_ALL:
			o.all = 1;
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
	if (media > 1)
		die_usage("give one of --text, --markdown, --html, --svg, --site");
	if (so.dir)
		return site_main(&so, &o, display, argc - optind, argv + optind);
	if (site_arg)
		die_usage("--history, --results, --explain, --rules and --lang are for --site");
	if (o.names)
		display = 1;	/* a table, even into a pipe */
	if (players && !svg)
		die_usage("-p selects the players of --svg charts");
	if (o.type && !svg)
		die_usage("--type selects the game type of --svg charts");
	if ((o.top || o.bands) && !svg)
		die_usage("--%s is for --svg charts", o.top ? "top" : "bands");
	if (o.top && players)
		die_usage("give -p or --top, not both");
	if (band_z && !o.bands)
		die_usage("--band-z sets the width of --bands");
	if (o.prior && !o.bands)
		die_usage("--prior starts the trajectories of --bands");
	if (o.names && svg)
		die_usage("--names is for tables and pages (--text, --markdown, --html), not --svg");
	if (o.as_of && !o.html)
		die_usage("--as-of dates an --html page");
	o.players = players;
	o.tsv = !media && !display && !isatty(STDOUT_FILENO);
	if (svg)
		svg_run(&o, argc - optind, argv + optind);
	else
		format_run(&o, argc - optind, argv + optind);
	while (np > 0)
		free((char *)players[--np]);
	free(players);
	tsv_out_close();
	return 0;
}
