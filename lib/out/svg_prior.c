/*
 * svg_prior.c - `format --svg --bands --prior FILE`: each player's
 * point from a ratings list, the list `rate -r FILE --history` started
 * from: the rating and its uncertainty on the list's `last`, the day
 * the player last played before the history.  A chart of a continued
 * history then starts where each player stood, and the band runs from
 * there to the state before the player's first game in the history
 * (grown over the pause).  A player the list does not hold, or whose
 * `last` is empty or not before that state, starts as without it.
 */
#include "names.h"
#include "strbuf.h"
#include "rp.h"
#include "out.h"
#include "svg.h"
#include "tsv.h"

#include <stdlib.h>
#include <string.h>

struct listed {
	long last;		/* -1 when the list has no date for the player */
	double centre, spread;
};

/* "type\tplayer" into key, without the type when the list has none. */
static void
key_of(struct strbuf *key, const char *type, size_t tlen, const char *player, size_t plen)
{
	key->len = 0;
	sb_add(key, type, tlen);
	sb_tab(key);
	sb_add(key, player, plen);
}

static struct listed *
read_list(const char *path, const struct svg_bandcols *bc, struct names *keys, int *typed)
{
	struct tsv_in in;
	struct strbuf key = { 0 };
	struct listed *l = NULL;
	size_t cap = 0;
	int c_player, c_centre, c_spread, c_last, c_type, added, id;

	tsv_open_path(&in, path);
	c_player = tsv_need(&in, "player");
	c_centre = tsv_need(&in, bc->centre_name);
	c_spread = tsv_need(&in, bc->spread_name);
	c_last = tsv_need(&in, "last");
	c_type = tsv_col(&in, "type");
	*typed = c_type >= 0;
	while (tsv_next(&in)) {
		key_of(&key, *typed ? in.f[c_type] : "", *typed ? in.flen[c_type] : 0,
		    in.f[c_player], in.flen[c_player]);
		id = names_intern(keys, key.s, key.len, &added);
		if (!added)
			tsv_bad_line(&in, "player \"%s\" is listed twice%s%s", in.f[c_player],
			    *typed ? " in type " : "", *typed ? in.f[c_type] : "");
		xgrow(&l, &cap, (size_t)id + 1, sizeof *l);
		l[id].last = in.flen[c_last] ? tsv_date(&in, c_last) : -1;
		l[id].centre = tsv_num(&in, c_centre);
		l[id].spread = tsv_num(&in, c_spread);
		if (l[id].spread < 0)
			tsv_bad_field(&in, c_spread, "an uncertainty of 0 or more");
	}
	tsv_close(&in);
	free(key.s);
	return l;
}

void
svg_prior_add(struct svg_chart *c, const char *path, const struct svg_bandcols *bc, double z)
{
	struct names keys;
	struct strbuf key = { 0 };
	struct listed *l;
	size_t k;
	int typed, id;

	names_init(&keys);
	l = read_list(path, bc, &keys, &typed);
	for (k = 0; k < c->n; k++) {
		struct svg_series *s = &c->s[k];

		key_of(&key, typed ? s->type : "", typed ? strlen(s->type) : 0,
		    s->player, strlen(s->player));
		id = names_find(&keys, key.s, key.len);
		if (id < 0 || l[id].last < 0 || l[id].last >= s->p[0].date)
			continue;
		xgrow(&s->p, &s->cap, s->n + 1, sizeof *s->p);
		xgrow(&s->e, &s->ecap, s->n + 1, sizeof *s->e);
		memmove(s->p + 1, s->p, s->n * sizeof *s->p);
		memmove(s->e + 1, s->e, s->n * sizeof *s->e);
		s->n++;
		s->p[0] = (struct svg_point){ l[id].last, l[id].centre };
		s->e[0] = (struct svg_edges){ l[id].centre - z * l[id].spread,
		    l[id].centre + z * l[id].spread };
		s->listed = 1;
	}
	free(key.s);
	free(l);
	names_free(&keys);
}
