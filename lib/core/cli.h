/*
 * cli.h - what the front ends share on the command line.  Nothing here
 * knows the models: their command line is engine_cli.h.
 */
#ifndef CLI_H
#define CLI_H

#include <getopt.h>

#define CLI_OPT_VERSION 499

/*
 * Value of -m/--model or -p/--profile in argv before getopt runs (the
 * last one given); NULL if absent.  cli_getopt then checks that getopt
 * reads the same, else a usage error (an option clustered with others,
 * say, or given after a file name where getopt stops).
 */
const char *cli_prescan(int argc, char **argv, char shortopt, const char *longopt);
/*
 * getopt_long for every program: long options must be written in full
 * (GNU getopt also takes a unique prefix, --prof for --profile, which the
 * pre-scan could not follow), and at the end the pre-scanned options are
 * checked.  The option's value of a pre-scanned option must be its short
 * letter.
 */
int cli_getopt(int argc, char **argv, const char *shortopts, const struct option *longopts);
/* Combined long options: `common` then the model's; free() the result. */
struct option *cli_merge(const struct option *common, const struct option *extra);

#endif
