/*
 * engine_cli.h - the command line of a model's front end (rate, value).
 */
#ifndef ENGINE_CLI_H
#define ENGINE_CLI_H

#include "cli.h"
#include "model.h"

#define CLI_OPT_PARAMS 498	/* --params: the model's table of constants */
#define CLI_OPT_PARAM 1000	/* getopt values of a parameter table's flags */

/*
 * The model of `list` (NULL-ended: the caller's list of models, the
 * engine knows none) named by -m (or the default), its parameters for
 * -p.  The run's checks see the list too (eng_models).
 */
const struct model *cli_model(const struct model *const *list, int argc, char **argv,
    const char *dflt, void **params);

/*
 * -m and -p pick the model, -h, --version and --params answer and exit,
 * `own` takes the front end's options (returns 0 for one it does not
 * know), every other option goes to the model's parameter table, then
 * the model checks them.  Returns the model; *params holds its
 * parameters (free them with cli_free_params).
 */
const struct model *cli_model_args(const struct model *const *list, int argc, char **argv,
    const struct option *common, const char *common_short,
    int (*own)(int opt, const char *arg, void *ctx), void *ctx,
    void (*usage)(const struct model *), void **params);
void cli_free_params(const struct model *m, void *params);

#endif
