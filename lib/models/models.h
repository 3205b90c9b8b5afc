/*
 * models.h - the list of rating models (models.c): what the front ends
 * (rate, value, fit) hand to the engine, and what rank --audit looks a
 * model up in.  The engine itself knows no model.
 */
#ifndef MODELS_H
#define MODELS_H

#include "model.h"

/* Every model, NULL-ended. */
extern const struct model *const models[];
/* The model of that name in models[], or NULL. */
const struct model *model_find(const char *name);

#endif
