/*
 * tsh_js.h - tsh's tourney.js (the event as tsh publishes it on the
 * web) read into divisions and players: tsh_js.c reads and checks it,
 * tsh_js_out.c writes the results, the pre-event ratings or tsh's
 * ratings after each round.
 */
#ifndef TSH_JS_H
#define TSH_JS_H

#include "js.h"

#include <stddef.h>

struct jplayer {
	char *name;			/* canonical (ids.h) */
	const struct js_val *obj;	/* the player's object */
	const struct js_val *rating;	/* "rating", NULL when absent */
	const struct js_val *newr;	/* etc.newr: tsh's rating after each round */
	const struct js_val *pairings, *scores;
	long *opp, *score;
	size_t nopp, nscore;
	long lifeg;			/* etc.lifeg: games before the event */
	int has_lifeg;
};

struct jdiv {
	char *label;			/* "name" */
	int use;			/* selected (--division; all by default) */
	const struct js_val *obj;
	struct jplayer *p;		/* p[k] is player k + 1 */
	size_t n;
};

struct tsh_js {
	struct js_doc doc;
	const struct js_val *config;	/* NULL when absent */
	struct jdiv *d;
	size_t nd;
	size_t rounds;			/* the most rounds any player is paired for */
};

/* Read path and check it whole (pairings agree, scores where paired);
 * every division selected. */
void tsh_js_read(struct tsh_js *t, const char *path);
/* Only the divisions named in list (comma-separated): an unknown name is
 * a usage error naming the file's divisions. */
void tsh_js_select(struct tsh_js *t, const char *list);
/* Two selected players of one name are refused (one key in a results
 * stream), within one division only when apart is set (each division
 * its own rating type). */
void tsh_js_check_names(const struct tsh_js *t, int apart);
void tsh_js_free(struct tsh_js *t);
/* config.KEY, NULL when there is no config or no such key. */
const struct js_val *tsh_js_config(const struct tsh_js *t, const char *key);

#endif
