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

/*
 * The command line of a model's front end (rate, value): -m and -p pick
 * the model, -h and --version (CLI_OPT_VERSION) answer and exit, `own`
 * takes the front end's options (returns 0 for one it does not know),
 * every other option goes to the model, then the model checks them.
 * Returns the model; *params holds its parameters.
 */
#define CLI_OPT_VERSION 499
#define CLI_OPT_PARAMS 498	/* --params: the model's table of constants */
#define CLI_OPT_PARAM 1000	/* getopt values of a parameter table's flags */
/* Free what cli_model_args made. */
void cli_free_params(const struct model *m, void *params);
const struct model *cli_model_args(int argc, char **argv, const struct option *common,
    const char *common_short, int (*own)(int opt, const char *arg, void *ctx),
    void *ctx, void (*usage)(const struct model *), void **params);

#endif
