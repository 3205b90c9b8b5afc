/*
 * idcheck.h - the ids of a row read by any stage (a results stream's
 * event, game, type and player; a ratings list's type and player): there,
 * and in canonical form (ident.h), so that one name is one byte string at
 * every stage.  parse folds them (lib/formats/ids.h); every other stage
 * refuses what parse would fold.
 */
#ifndef IDCHECK_H
#define IDCHECK_H

#include "tsv.h"

/* Column col of in's record: else a data error naming file:line:col (what: "a player name"). */
void idcheck_field(const struct tsv_in *in, int col, const char *what);
/* A ratings list's row: its type and player. */
void idcheck_list_row(const struct tsv_in *in, int c_type, int c_player);

#endif
