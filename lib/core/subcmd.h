/*
 * subcmd.h - programs whose work depends on a choice: parse -f FORMAT,
 * score -m METHOD, rank -m MODE.  Each choice lives in its own lib/
 * file with its own options and help; the program picks it by name and
 * hands it the whole command line.  The tables are declared beside the
 * functions they list: parse_formats in parse.h, score_methods and
 * rank_modes in stages.h.
 */
#ifndef SUBCMD_H
#define SUBCMD_H

struct option;

struct subcmd {
	const char *name;
	const char *summary;
	int (*main)(int argc, char **argv);
	/* the long options main takes (its own getopt table, so the two
	 * cannot drift); NULL: only --LONGOPT, --help, --version
	 * (subcmd_plain) */
	const struct option *opts;
};

/*
 * Run the entry named by -OPT / --LONGOPT (the first entry when absent);
 * an unknown name is a usage error listing the known ones.
 */
int subcmd_run(const struct subcmd *table, int argc, char **argv, char opt,
    const char *longopt, const char *what);
/* The same, with GUESS naming the entry when the option is absent (NULL:
 * the first entry), as score_method_of_stream does for score. */
int subcmd_run_guess(const struct subcmd *table, int argc, char **argv, char opt,
    const char *longopt, const char *what,
    const char *(*guess)(int argc, char **argv));
/*
 * The main of a choice with no options of its own (parse -f bridge, -f
 * pbn): --LONGOPT NAME (its first letter the short one), -h, --version;
 * then run over the files named.
 */
int subcmd_plain(int argc, char **argv, const char *longopt, void (*usage)(void),
    void (*run)(int npaths, char **paths));
/*
 * score with no -m: "bridge" when its input (the first file named, or a
 * pipe or file on stdin, peeked without being read) is a bridge boards
 * stream, else NULL (peek.c).
 */
const char *score_method_of_stream(int argc, char **argv);
/* "  name  summary" lines, for help texts. */
void subcmd_list(const struct subcmd *table);

#endif
