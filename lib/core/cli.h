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
/*
 * A player's name given as option `opt` (--player), in the canonical form
 * names have in every stream (ident.h: NFC, no invisibles, spaces
 * trimmed), so that it finds the player the stream writes; a name with
 * bad UTF-8 or a control, or nothing left, is a usage error.  free() it.
 */
char *cli_name_arg(const char *opt, const char *arg);

#endif
