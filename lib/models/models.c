/*
 * models.c - the list of rating models `rate` and `value` know: the
 * front ends hand it to the engine (cli_model), which knows no model.
 */
#include "models.h"

#include <string.h>

extern const struct model frsc_model;
extern const struct model absp_model;
extern const struct model topcoder_model;
extern const struct model fibs_model;
extern const struct model naspa_model;
extern const struct model elo_model;
extern const struct model glicko_model;
extern const struct model glicko2_model;
extern const struct model trueskill_model;
extern const struct model wenglin_model;
extern const struct model egf_model;
extern const struct model dwz_model;
extern const struct model uscf_model;
extern const struct model ecf_model;
extern const struct model stephenson_model;
extern const struct model mmr_model;
extern const struct model whr_model;
extern const struct model bt_model;

const struct model *const models[] = {
	&frsc_model,
	&elo_model,
	&absp_model,
	&topcoder_model,
	&fibs_model,
	&naspa_model,
	&glicko_model,
	&glicko2_model,
	&trueskill_model,
	&wenglin_model,
	&egf_model,
	&dwz_model,
	&uscf_model,
	&ecf_model,
	&stephenson_model,
	&mmr_model,
	&whr_model,
	&bt_model,
	NULL,
};

const struct model *
model_find(const char *name)
{
	size_t i;

	for (i = 0; models[i]; i++)
		if (strcmp(models[i]->name, name) == 0)
			return models[i];
	return NULL;
}
