/*
 * cli.h - what the front ends share on the command line.  Nothing here
 * knows the models: their command line is engine_cli.h.
 */
#ifndef CLI_H
#define CLI_H

#include <getopt.h>

#define CLI_OPT_VERSION 499

/* Value of -m/--model or -p/--profile in argv before getopt runs; NULL if absent. */
const char *cli_prescan(int argc, char **argv, char shortopt, const char *longopt);
/* Combined long options: `common` then the model's; free() the result. */
struct option *cli_merge(const struct option *common, const struct option *extra);

#endif
