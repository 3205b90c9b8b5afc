/*
 * format - a stream for people: aligned text or Markdown.
 */
#include "../lib/num.h"
#include "../lib/rp.h"
#include "../lib/stages.h"
#include "../lib/tsv.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

enum { OPT_VERSION = 500, OPT_MARKDOWN, OPT_ROUND, OPT_ALL };

static void
usage(void)
{
	printf("usage: format [--markdown] [-d N] [--round COL=D,...] [-c COLS] [-g COLS] [FILE...]\n"
	    "Show a TSV stream as an aligned table.  Rating columns (rating, value,\n"
	    "perf, rating_*) are rounded for display, half away from zero.\n\n"
	    "      --markdown        a Markdown table instead of aligned text\n"
	    "  -d, --digits N        decimals of rating columns (0)\n"
	    "      --round COL=D,... decimals of any column\n"
	    "  -c, --columns COLS    the columns to show, in order\n"
	    "  -g, --group COLS      a heading whenever these columns change\n"
	    "      --all             also show state columns (names starting with _)\n"
	    "  -h, --help            this help\n"
	    "      --version         version\n");
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "markdown", no_argument, NULL, OPT_MARKDOWN },
		{ "digits", required_argument, NULL, 'd' },
		{ "round", required_argument, NULL, OPT_ROUND },
		{ "columns", required_argument, NULL, 'c' },
		{ "group", required_argument, NULL, 'g' },
		{ "all", no_argument, NULL, OPT_ALL },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 },
	};
	struct format_opts o;
	long d;
	int c;

	memset(&o, 0, sizeof o);
	rp_init(argv[0]);
	while ((c = getopt_long(argc, argv, "d:c:g:h", longopts, NULL)) != -1) {
		switch (c) {
		case OPT_MARKDOWN:
			o.markdown = 1;
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
	format_run(&o, argc - optind, argv + optind);
	tsv_out_close();
	return 0;
}
