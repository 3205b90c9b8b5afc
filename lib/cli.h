/*
 * cli.h - what the front ends share on the command line.
 */
#ifndef CLI_H
#define CLI_H

#include "model.h"

/* Value of -m/--model or -p/--profile in argv before getopt runs; NULL if absent. */
const char *cli_prescan(int argc, char **argv, char shortopt, const char *longopt);
/* Combined long options: `common` then the model's; free() the result. */
struct option *cli_merge(const struct option *common, const struct option *extra);
/* The model named by -m (or the default), its parameters for -p. */
const struct model *cli_model(int argc, char **argv, const char *dflt, void **params);

#endif
