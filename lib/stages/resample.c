/*
 * resample.c - `window --resample SEED`: one bootstrap replicate of a
 * results stream, drawn by whole events (an event is a rating period of
 * the models rated by event, and the unit whose games belong together).
 * With n events in the input, n events are drawn with replacement
 * (splitmix64 from SEED, uniform without modulo bias: rng.h) and written
 * in the input's order, each as often as it was drawn; the k-th copy of
 * event E (k >= 2) is named E#k so that every event of the replicate is
 * one rating period.  Rows are written as read, every other column
 * unchanged.  Rating each of B replicates and listing them gives
 * `rank --interval L --replicates DIR` the spread of each player's
 * position over histories like this one (rank(1), UNCERTAINTY).
 *
 * An event's rows must be contiguous (as rate's models rated by event
 * need them): an event that comes back after another is an error naming
 * the line.  The whole input is held: a replicate needs the number of
 * events before its first draw.
 */
#include "idcheck.h"
#include "names.h"
#include "rng.h"
#include "rp.h"
#include "stages.h"
#include "strbuf.h"
#include "tsv.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ev {
	size_t row0, nrow;	/* its rows: rows[row0 .. row0 + nrow) */
	size_t copies;
};

/* A row in the arena: offset, length, its fields TAB-joined. */
struct srow {
	size_t off, len;
};

/* Row r with its column c_event replaced by id (ilen bytes). */
static void
put_row(const char *arena, const struct srow *r, int c_event, const char *id, size_t ilen)
{
	const char *s = arena + r->off, *end = s + r->len;
	int c = 0;

	while (s <= end) {
		const char *t = memchr(s, '\t', (size_t)(end - s));

		if (!t)
			t = end;
		if (c == c_event)
			tsv_put(id, ilen);
		else
			tsv_put(s, (size_t)(t - s));
		s = t + 1;
		c++;
	}
	tsv_end_row();
}

void
window_resample(unsigned long long seed, int npaths, char **paths)
{
	struct tsv_in in;
	struct strbuf arena = { 0 }, id = { 0 };
	struct srow *row = NULL;
	struct ev *ev = NULL;
	struct names seen;
	size_t nrow = 0, rcap = 0, nev = 0, ecap = 0, i, k, c;
	int c_event;
	uint64_t x = (uint64_t)seed;

	tsv_open(&in, npaths, paths);
	c_event = tsv_need(&in, "event");
	names_init(&seen);
	while (tsv_next(&in)) {
		int added, e;

		idcheck_field(&in, c_event, "an event id");
		e = names_intern(&seen, in.f[c_event], in.flen[c_event], &added);
		if (added) {
			xgrow(&ev, &ecap, nev + 1, sizeof *ev);
			ev[nev].row0 = nrow;
			ev[nev].nrow = 0;
			ev[nev++].copies = 0;
		} else if ((size_t)e != nev - 1) {
			tsv_bad_line(&in, "event \"%s\" comes back after another event: "
			    "--resample draws whole events, whose rows must be together",
			    in.f[c_event]);
		}
		xgrow(&row, &rcap, nrow + 1, sizeof *row);
		row[nrow].off = arena.len;
		row[nrow].len = (size_t)(in.f[in.ncol - 1] + in.flen[in.ncol - 1] - in.f[0]);
		sb_add(&arena, in.f[0], row[nrow].len);
		for (c = 0; c + 1 < in.ncol; c++)	/* the reader's NULs back to TABs */
			arena.s[row[nrow].off + (size_t)(in.f[c] - in.f[0]) + in.flen[c]] = '\t';
		nrow++;
		ev[nev - 1].nrow++;
	}
	for (i = 0; i < nev; i++)
		ev[rng_below(&x, nev)].copies++;
	tsv_put_header(&in, NULL);
	for (i = 0; i < nev; i++)
		for (k = 1; k <= ev[i].copies; k++) {
			const char *name = names_str(&seen, (int)i);

			id.len = 0;
			sb_adds(&id, name);
			if (k > 1) {
				char n[24];

				snprintf(n, sizeof n, "#%zu", k);
				sb_adds(&id, n);
			}
			for (c = 0; c < ev[i].nrow; c++)
				put_row(arena.s, &row[ev[i].row0 + c], c_event, id.s, id.len);
		}
	free(row);
	free(ev);
	free(arena.s);
	free(id.s);
	names_free(&seen);
	tsv_close(&in);
}
