/*
 * tsh_js.c - tsh's tourney.js read into divisions and players, and
 * checked as `parse -f tsh` checks a .t file.
 *
 * tsh writes `newt={"config":{...},"divisions":[...]}`: each division
 * an object with "name" and "players", players[0] null and players[k]
 * player k, an object with "name", "rating" (pre-event), "pairings"
 * (the opponent's number each round, 0 for none), "scores" (the
 * player's score each round scored) and "etc" (tsh's own fields:
 * "lifeg" [games before the event], "newr" [the rating after each
 * round], and others not read here).  Whatever is read has its type
 * checked: a value of another type, an opponent who is not a player,
 * pairings that do not agree and a score without its opponent's are
 * errors naming the file, line and column of the value.  Other keys (the
 * config's _termdict, boards, photos...) are parsed and left alone.
 */
#include "ids.h"
#include "names.h"
#include "rp.h"
#include "strbuf.h"
#include "tsh_js.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const struct js_val *
tsh_js_config(const struct tsh_js *t, const char *key)
{
	return t->config ? js_get(&t->doc, t->config, key) : NULL;
}

/* o.key, which must be of kind k (or absent, when optional). */
static const struct js_val *
member(const struct tsh_js *t, const struct js_val *o, const char *key, enum js_kind k,
    int optional, const char *what)
{
	const struct js_val *v = js_get(&t->doc, o, key);

	if (!v && optional)
		return NULL;
	if (!v)
		js_bad(&t->doc, o->off, "expected \"%s\" (%s) in this object, found none", key, what);
	if (v->kind != k)
		js_bad(&t->doc, v->off, "expected \"%s\" to be %s (%s), found %s", key,
		    js_kind_name(k), what, js_kind_name(v->kind));
	return v;
}

/* The integers of array a, one a round of player k + 1 of d, into *out
 * (what: one of them, range: lo..hi in words). */
static void
ints(const struct tsh_js *t, const struct jdiv *d, size_t k, const struct js_val *a,
    long lo, long hi, const char *what, const char *range, long **out, size_t *n)
{
	size_t i;

	*out = xcalloc(a->n + 1, sizeof **out);
	for (i = 0; i < a->n; i++)
		if (!js_int(&a->v[i], lo, hi, &(*out)[i]))
			js_bad(&t->doc, a->v[i].off, "division %s, player %zu, round %zu: expected %s, "
			    "%s, found %s", d->label, k + 1, i + 1, what, range,
			    a->v[i].kind == JS_NUMBER ? a->v[i].s : js_kind_name(a->v[i].kind));
	*n = a->n;
}

/* etc.lifeg: [games] as tsh writes it (or a bare number). */
static void
read_lifeg(const struct tsh_js *t, const struct js_val *etc, struct jplayer *p)
{
	const struct js_val *v = js_get(&t->doc, etc, "lifeg");

	if (!v)
		return;
	if (v->kind == JS_ARRAY && v->n == 0)
		return;		/* tsh's empty field */
	if (v->kind == JS_ARRAY && v->n == 1)
		v = &v->v[0];
	if (!js_int(v, 0, 100000000, &p->lifeg))
		js_bad(&t->doc, v->off, "expected \"lifeg\" to be [lifetime games] (one integer), found %s",
		    v->kind == JS_NUMBER ? v->s : js_kind_name(v->kind));
	p->has_lifeg = 1;
}

static void
read_player(const struct tsh_js *t, struct jdiv *d, size_t k, const struct js_val *o)
{
	struct jplayer *p = &d->p[k];
	const struct js_val *name, *id, *etc;
	struct strbuf sb = { 0 };
	char why[320], range[64];
	long v;

	if (o->kind != JS_OBJECT)
		js_bad(&t->doc, o->off, "expected player %zu of division %s (an object), found %s",
		    k + 1, d->label, js_kind_name(o->kind));
	p->obj = o;
	name = member(t, o, "name", JS_STRING, 0, "the player's name");
	ids_where(t->doc.path, js_line(&t->doc, name->off));
	if (!ids_fold(name->s, name->len, "a player name", &sb, why, sizeof why))
		js_bad(&t->doc, name->off, "expected %s, found \"%s\"", why, name->s);
	sb_add(&sb, "", 1);
	p->name = sb.s;
	if ((id = js_get(&t->doc, o, "id")) && (!js_int(id, 0, LONG_MAX - 1, &v) || (size_t)v != k + 1))
		js_bad(&t->doc, id->off, "expected \"id\" %zu (the player's place in players), found %s",
		    k + 1, id->kind == JS_NUMBER ? id->s : js_kind_name(id->kind));
	p->rating = js_get(&t->doc, o, "rating");
	p->pairings = member(t, o, "pairings", JS_ARRAY, 0, "the opponent of each round");
	p->scores = member(t, o, "scores", JS_ARRAY, 0, "the player's score of each round");
	snprintf(range, sizeof range, "0 (none) or a player, 1 to %zu", d->n);
	ints(t, d, k, p->pairings, 0, (long)d->n, "the opponent's number", range, &p->opp, &p->nopp);
	ints(t, d, k, p->scores, -100000, 100000, "a score", "an integer, -100000 to 100000",
	    &p->score, &p->nscore);
	if (p->nscore > p->nopp)
		js_bad(&t->doc, p->scores->v[p->nopp].off, "division %s, player %zu: expected a "
		    "score for each of %zu rounds paired, found %zu scores", d->label, k + 1,
		    p->nopp, p->nscore);
	if ((etc = member(t, o, "etc", JS_OBJECT, 1, "tsh's fields"))) {
		read_lifeg(t, etc, p);
		p->newr = js_get(&t->doc, etc, "newr");
		if (p->newr && p->newr->kind != JS_ARRAY)
			js_bad(&t->doc, p->newr->off, "expected \"newr\" to be an array (the rating "
			    "after each round), found %s", js_kind_name(p->newr->kind));
	}
}

static void
read_div(struct tsh_js *t, struct jdiv *d, const struct js_val *o)
{
	const struct js_val *name, *pl;
	size_t k;

	d->obj = o;
	name = member(t, o, "name", JS_STRING, t->nd == 1, "the division's name");
	d->label = xstrdup(name ? name->s : "1");	/* one division: its number */
	pl = member(t, o, "players", JS_ARRAY, 0, "the players, from players[1]");
	if (pl->n == 0 || (pl->v[0].kind != JS_NULL && pl->v[0].kind != JS_UNDEFINED))
		js_bad(&t->doc, pl->n ? pl->v[0].off : pl->off, "expected players[0] to be null "
		    "(tsh numbers players from 1), found %s",
		    pl->n ? js_kind_name(pl->v[0].kind) : "an empty array");
	d->n = pl->n - 1;
	d->p = xcalloc(d->n + 1, sizeof *d->p);
	for (k = 0; k < d->n; k++)
		read_player(t, d, k, &pl->v[k + 1]);
}

/* Pairings must be symmetric and name another player; a score needs
 * its opponent's. */
static void
check_div(const struct tsh_js *t, const struct jdiv *d)
{
	size_t i, r;

	for (i = 0; i < d->n; i++) {
		const struct jplayer *p = &d->p[i];

		for (r = 0; r < p->nopp; r++) {
			long j = p->opp[r];
			const struct jplayer *q;

			if (j == 0)
				continue;
			if ((size_t)j == i + 1)
				js_bad(&t->doc, p->pairings->v[r].off, "division %s, round %zu: player "
				    "%zu plays itself", d->label, r + 1, i + 1);
			q = &d->p[j - 1];
			if (q->nopp <= r || q->opp[r] != (long)(i + 1))
				js_bad(&t->doc, p->pairings->v[r].off, "division %s, round %zu: player "
				    "%zu plays %ld, but player %ld %s", d->label, r + 1, i + 1, j, j,
				    q->nopp <= r ? "has no pairing that round" : "plays someone else");
			if (r >= p->nscore && r < q->nscore)
				js_bad(&t->doc, p->scores->off, "division %s, round %zu: no score for "
				    "player %zu, paired with player %ld who has one", d->label, r + 1,
				    i + 1, j);
		}
	}
}

/*
 * A results stream keys players by name: two players of one name (in
 * one division or two) would be rated as one, so they are refused.
 */
void
tsh_js_check_names(const struct tsh_js *t, int apart)
{
	struct names seen;
	struct { size_t div, player; } *first = NULL;
	size_t cap = 0, i, k;

	names_init(&seen);
	for (i = 0; i < t->nd; i++) {
		if (!t->d[i].use)
			continue;
		if (apart) {	/* a fresh table for each division */
			names_free(&seen);
			names_init(&seen);
		}
		for (k = 0; k < t->d[i].n; k++) {
			const struct jplayer *p = &t->d[i].p[k];
			int added, id = names_intern(&seen, p->name, strlen(p->name), &added);

			if (added) {
				xgrow(&first, &cap, (size_t)id + 1, sizeof *first);
				first[id].div = i;
				first[id].player = k;
				continue;
			}
			js_bad(&t->doc, p->obj->off, "player %zu of division %s, \"%s\", has the name "
			    "of player %zu of division %s: two players of one name would be rated as "
			    "one%s", k + 1, t->d[i].label, p->name, first[id].player + 1,
			    t->d[first[id].div].label, first[id].div == i ? "" : " (if the divisions "
			    "are rated apart, as tsh rates them: --division-types)");
		}
	}
	free(first);
	names_free(&seen);
}

void
tsh_js_select(struct tsh_js *t, const char *list)
{
	struct strbuf all = { 0 };
	const char *s = list;
	size_t i;

	for (i = 0; i < t->nd; i++)
		t->d[i].use = 0;
	while (*s) {
		size_t n = strcspn(s, ",");

		for (i = 0; i < t->nd; i++)
			if (strlen(t->d[i].label) == n && memcmp(t->d[i].label, s, n) == 0)
				break;
		if (i == t->nd) {
			for (i = 0; i < t->nd; i++) {
				sb_adds(&all, i ? ", " : "");
				sb_adds(&all, t->d[i].label);
			}
			sb_add(&all, "", 1);
			die_usage("--division %.*s: %s has divisions %s", (int)n, s, t->doc.path, all.s);
		}
		t->d[i].use = 1;
		s += n + (s[n] == ',');
	}
}

void
tsh_js_read(struct tsh_js *t, const char *path)
{
	const struct js_val *root, *divs;
	size_t i, k;

	memset(t, 0, sizeof *t);
	js_load(&t->doc, path);
	root = &t->doc.root;
	if (root->kind != JS_OBJECT)
		js_bad(&t->doc, root->off, "expected tsh's event (an object with \"divisions\"), found %s",
		    js_kind_name(root->kind));
	t->config = member(t, root, "config", JS_OBJECT, 1, "the event's configuration");
	divs = member(t, root, "divisions", JS_ARRAY, 0, "the event's divisions");
	if (divs->n == 0)
		js_bad(&t->doc, divs->off, "expected at least one division, found none");
	t->nd = divs->n;
	t->d = xcalloc(t->nd, sizeof *t->d);
	for (i = 0; i < t->nd; i++) {
		if (divs->v[i].kind != JS_OBJECT)
			js_bad(&t->doc, divs->v[i].off, "expected division %zu (an object), found %s",
			    i + 1, js_kind_name(divs->v[i].kind));
		read_div(t, &t->d[i], &divs->v[i]);
		check_div(t, &t->d[i]);
		t->d[i].use = 1;
		for (k = 0; k < t->d[i].n; k++)
			if (t->d[i].p[k].nopp > t->rounds)
				t->rounds = t->d[i].p[k].nopp;
	}
}

void
tsh_js_free(struct tsh_js *t)
{
	size_t i, k;

	for (i = 0; i < t->nd; i++) {
		for (k = 0; k < t->d[i].n; k++) {
			free(t->d[i].p[k].name);
			free(t->d[i].p[k].opp);
			free(t->d[i].p[k].score);
		}
		free(t->d[i].p);
		free(t->d[i].label);
	}
	free(t->d);
	js_free(&t->doc);
}
