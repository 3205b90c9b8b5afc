/*
 * gen - deterministic, seeded generator of realistic results histories
 * for the benchmarks (never used by the tests).
 *
 *   bench/gen KIND ROWS [SEED] > file.tsv
 *
 * KIND
 *   collective  duplicate Scrabble: 10-150 players a game out of 3,000,
 *               the five FRSc collective types, places with ties
 *   swiss       head-to-head Swiss tournaments, 7-12 rounds: two rows per
 *               game, places 1/2, or 1/1 for a draw
 *   backgammon  matches of length 1-25 (a `length` column), 1/2
 *   large       multiplayer games of 3,000-10,000 players out of 12,000
 *   bridge      pairs sessions of 10-60 tables: `board ns ew score` rows
 *               (every board played at every table)
 *
 * Output stops at the end of the game (board) that reaches ROWS rows, so a
 * file never ends inside a game.  The same KIND, ROWS and SEED give the
 * same bytes on every machine: our own PRNG (splitmix64), integer-only
 * arithmetic, no locale.
 */
#include "num.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---------- randomness ---------- */

static uint64_t rng_state;

static uint64_t
rnd64(void)
{
	uint64_t z = (rng_state += 0x9E3779B97F4A7C15ULL);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

/* Uniform in [lo, hi]. */
static long
uni(long lo, long hi)
{
	return lo + (long)(rnd64() % (uint64_t)(hi - lo + 1));
}

/* Roughly normal, mean 0, sd ~ 100 (sum of 12 uniforms, integers only). */
static long
noise(void)
{
	long s = 0;
	int i;

	for (i = 0; i < 12; i++)
		s += (long)(rnd64() % 1001);
	return (s - 6000) / 10;
}

/* ---------- output ---------- */

static char obuf[1 << 16];
static size_t olen;

static void
flush(void)
{
	size_t done = 0;

	while (done < olen) {
		ssize_t w = write(1, obuf + done, olen - done);

		if (w <= 0) {
			perror("gen: write");
			exit(1);
		}
		done += (size_t)w;
	}
	olen = 0;
}

static void
out(const char *s, size_t n)
{
	if (olen + n > sizeof obuf)
		flush();
	memcpy(obuf + olen, s, n);
	olen += n;
}

static void
outs(const char *s)
{
	out(s, strlen(s));
}

static void
outl(long v)
{
	char tmp[24];
	int n = snprintf(tmp, sizeof tmp, "%ld", v);

	out(tmp, (size_t)n);
}

static void
tab(void)
{
	out("\t", 1);
}

static void
nl(void)
{
	out("\n", 1);
}

/* ---------- players ---------- */

static const char *const first[] = {
	"Ana", "Mihai", "Ioana", "Andrei", "Elena", "Radu", "Maria", "Vlad",
	"Cristina", "Bogdan", "Alina", "Sorin", "Gabriela", "Cătălin", "Diana",
	"Florin", "Irina", "Marius", "Raluca", "Dan", "Oana", "Lucian", "Simona",
	"Ovidiu", "Carmen", "Adrian", "Laura", "Victor", "Monica", "Ștefan",
	"Teodora", "George", "Roxana", "Paul", "Bianca", "Horia", "Ilinca",
	"Costin", "Daniela", "Emil", "Nicoleta", "Tudor", "Aurelia", "Liviu",
	"Corina", "Petru", "Silvia", "Valentin", "Andreea", "Robert",
};
static const char *const last[] = {
	"Popescu", "Ionescu", "Stan", "Dumitru", "Constantin", "Georgescu",
	"Ștefănescu", "Marinescu", "Tudor", "Niculescu", "Dobre", "Pavel",
	"Munteanu", "Rusu", "Ene", "Barbu", "Lazăr", "Toma", "Matei", "Ciobanu",
	"Neagu", "Badea", "Roman", "Iordache", "Vasile", "Preda", "Stoica",
	"Nistor", "Dinu", "Moldovan", "Anghel", "Mocanu", "Oprea", "Dragomir",
	"Cristea", "Sârbu", "Voicu", "Manea", "Ispas", "Gheorghiu", "Ursu",
	"Bălan", "Pop", "Zamfir", "Husar", "Avram", "Crăciun", "Lupu", "Sandu",
	"Filip", "Pîrvu", "Enache", "Duță", "Tănase", "Chiriac", "Grigore",
	"Paraschiv", "Mitrea", "Drăgan", "Cozma",
};
#define NFIRST (sizeof first / sizeof *first)
#define NLAST (sizeof last / sizeof *last)

/* Player i's name: unique for i < 3,000, then numbered. */
static void
out_player(long i)
{
	outs(first[i % (long)NFIRST]);
	out(" ", 1);
	outs(last[i / (long)NFIRST % (long)NLAST]);
	if (i >= (long)(NFIRST * NLAST)) {
		out(" ", 1);
		outl(i / (long)(NFIRST * NLAST) + 1);
	}
}

struct pool {
	long n, *perm, *skill;
};

static void
pool_init(struct pool *p, long n)
{
	long i;

	p->n = n;
	p->perm = malloc((size_t)n * sizeof *p->perm);
	p->skill = malloc((size_t)n * sizeof *p->skill);
	if (!p->perm || !p->skill) {
		perror("gen");
		exit(1);
	}
	for (i = 0; i < n; i++) {
		p->perm[i] = i;
		p->skill[i] = 1500 + 2 * noise();
	}
}

/* k distinct players in perm[0..k) (partial Fisher-Yates, O(k)). */
static void
pool_draw(struct pool *p, long k)
{
	long i;

	for (i = 0; i < k; i++) {
		long j = uni(i, p->n - 1), t = p->perm[i];

		p->perm[i] = p->perm[j];
		p->perm[j] = t;
	}
}

/* ---------- dates and events ---------- */

static long day = 14245;	/* 2009-01-01 */

static void
out_date(void)
{
	char d[11];

	date_format(day, d);
	out(d, 10);
}

/* ---------- kinds ---------- */

struct scored {
	long who, score, place;
};

static int
by_score_desc(const void *a, const void *b)
{
	const struct scored *x = a, *y = b;

	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return x->who < y->who ? -1 : x->who > y->who;
}

/* Places from scores: 1 + players with a strictly better score. */
static void
place_by_score(struct scored *s, long n)
{
	long i;

	qsort(s, (size_t)n, sizeof *s, by_score_desc);
	for (i = 0; i < n; i++)
		s[i].place = i && s[i].score == s[i - 1].score ? s[i - 1].place : i + 1;
}

/* Many-player games (collective and large). */
static void
gen_field(long rows, long npool, long jmin, long jmax, int typed)
{
	static const char *const types[] = {
		"clasic", "completiv", "eliptic", "compunere", "anticipatie",
	};
	struct pool p;
	struct scored *s = malloc((size_t)jmax * sizeof *s);
	long done = 0, g = 0, ev = 0, i;
	int per_day = typed ? 6 : 1;

	pool_init(&p, npool);
	outs("date\tevent\tgame\ttype\tplayer\tplace\n");
	while (done < rows) {
		long J = uni(jmin, jmax);
		const char *type = typed ? types[uni(0, 4)] : "marathon";

		if (g % (per_day * 3) == 0) {
			ev++;
			day += uni(2, 9);
		} else if (g % per_day == 0) {
			day++;
		}
		g++;
		pool_draw(&p, J);
		for (i = 0; i < J; i++) {
			s[i].who = p.perm[i];
			/* coarse scores (multiples of 3 in duplicate) make ties */
			s[i].score = (p.skill[s[i].who] + noise()) / (typed ? 3 : 1);
		}
		place_by_score(s, J);
		for (i = 0; i < J; i++) {
			struct scored *r = &s[i];	/* rows in standings order */

			out_date(); tab();
			outs("E"); outl(ev); tab();
			outl(g); tab();
			outs(type); tab();
			out_player(r->who); tab();
			outl(r->place); nl();
		}
		done += J;
	}
	free(s);
}

/* Logistic win chance by rating difference, in 1/1000. */
static long
win_permille(long diff)
{
	static const long tab400[] = {	/* 1000/(1+10^(-d/400)), d = 0,50,..,800 */
		500, 571, 640, 703, 760, 808, 849, 882, 909, 930, 947, 960, 969, 977, 983, 987, 990,
	};
	long a = diff < 0 ? -diff : diff, k = a / 50 > 16 ? 16 : a / 50;
	long w = tab400[k];

	return diff < 0 ? 1000 - w : w;
}

/* A two-player game (or match): 1/2, 2/1, or 1/1 when drawn. */
static void
two_rows(const char *ev, long game, const char *type, long a, long b,
    long pa, long pb, long length)
{
	long who[2] = { a, b }, pl[2] = { pa, pb };
	int k;

	for (k = 0; k < 2; k++) {
		out_date(); tab();
		outs(ev); tab();
		outl(game); tab();
		outs(type); tab();
		out_player(who[k]); tab();
		outl(pl[k]);
		if (length) {
			tab();
			outl(length);
		}
		nl();
	}
}

static int
by_points_desc(const void *a, const void *b)
{
	const struct scored *x = a, *y = b;

	return x->score != y->score ? (x->score > y->score ? -1 : 1) :
	    (x->place > y->place ? -1 : x->place < y->place);
}

/* Swiss tournaments: pair neighbours in the standings each round. */
static void
gen_swiss(long rows)
{
	struct pool p;
	struct scored *s = malloc(200 * sizeof *s);
	long done = 0, t = 0;
	char ev[32];

	pool_init(&p, 3000);
	outs("date\tevent\tgame\ttype\tplayer\tplace\n");
	while (done < rows) {
		long n = uni(8, 100) * 2, R = uni(7, 12), r, i, game = 0;

		t++;
		day += uni(3, 10);
		snprintf(ev, sizeof ev, "S%ld", t);
		pool_draw(&p, n);
		for (i = 0; i < n; i++) {
			s[i].who = p.perm[i];
			s[i].score = 0;	/* half points */
			s[i].place = p.skill[s[i].who];	/* tie-break: rating */
		}
		for (r = 1; r <= R && done < rows; r++) {
			if (r > 1 && r % 3 == 1)
				day++;
			qsort(s, (size_t)n, sizeof *s, by_points_desc);
			for (i = 0; i < n; i += 2) {
				long a = s[i].who, b = s[i + 1].who, u = uni(0, 999);
				long w = win_permille(p.skill[a] - p.skill[b]), draw = 300;

				game++;
				if (u < w - draw / 2) {
					two_rows(ev, game, "standard", a, b, 1, 2, 0);
					s[i].score += 2;
				} else if (u < w + draw / 2) {
					two_rows(ev, game, "standard", a, b, 1, 1, 0);
					s[i].score++, s[i + 1].score++;
				} else {
					two_rows(ev, game, "standard", a, b, 2, 1, 0);
					s[i + 1].score += 2;
				}
				done += 2;
			}
		}
	}
	free(s);
}

/* Backgammon: a club night of matches of random length. */
static void
gen_backgammon(long rows)
{
	struct pool p;
	long done = 0, night = 0;
	char ev[32];

	pool_init(&p, 3000);
	outs("date\tevent\tgame\ttype\tplayer\tplace\tlength\n");
	while (done < rows) {
		long m, nm = uni(10, 60);

		night++;
		day += uni(1, 3);
		snprintf(ev, sizeof ev, "BG%ld", night);
		for (m = 1; m <= nm && done < rows; m++) {
			long len = uni(1, 25) | 1, a, b;	/* odd lengths, as played */

			pool_draw(&p, 2);
			a = p.perm[0];
			b = p.perm[1];
			if (uni(0, 999) < win_permille((p.skill[a] - p.skill[b]) / 2))
				two_rows(ev, m, "backgammon", a, b, 1, 2, len);
			else
				two_rows(ev, m, "backgammon", a, b, 2, 1, len);
			done += 2;
		}
	}
}

/* Bridge: every board of a session played at every table. */
static void
gen_bridge(long rows)
{
	static const long par[] = {
		110, 140, 170, 420, 450, 620, 650, 1430, 100, 200, 300, 500, 800,
	};
	long done = 0, session = 0;

	outs("date\tevent\tboard\tns\tew\tscore\n");
	while (done < rows) {
		long tables = uni(10, 60), boards = uni(20, 36), b, t;

		session++;
		day += uni(1, 7);
		for (b = 1; b <= boards && done < rows; b++) {
			long base = par[uni(0, 12)] * (uni(0, 1) ? 1 : -1);

			for (t = 1; t <= tables; t++) {
				long sc = base, u = uni(0, 99);

				if (u < 15)
					sc = base > 0 ? -50 * uni(1, 3) : 50 * uni(1, 3);
				else if (u < 35)
					sc = base + 30 * (base > 0 ? 1 : -1);
				else if (u < 40)
					sc = 0 - base / 10 * 10;
				out_date(); tab();
				outs("B"); outl(session); tab();
				outl(b); tab();
				outl(t); tab();
				outl(tables + t); tab();
				outl(sc); nl();
			}
			done += tables;
		}
	}
}

int
main(int argc, char **argv)
{
	long rows;
	char *end;

	if (argc < 3 || argc > 4) {
		fprintf(stderr, "usage: gen collective|swiss|backgammon|large|bridge ROWS [SEED]\n");
		return 2;
	}
	rows = strtol(argv[2], &end, 10);
	if (*end || rows < 1) {
		fprintf(stderr, "gen: ROWS: expected a positive integer, found \"%s\"\n", argv[2]);
		return 2;
	}
	rng_state = argc == 4 ? strtoull(argv[3], NULL, 10) : 20090101;
	if (strcmp(argv[1], "collective") == 0)
		gen_field(rows, 3000, 10, 150, 1);
	else if (strcmp(argv[1], "large") == 0)
		gen_field(rows, 12000, 3000, 10000, 0);
	else if (strcmp(argv[1], "swiss") == 0)
		gen_swiss(rows);
	else if (strcmp(argv[1], "backgammon") == 0)
		gen_backgammon(rows);
	else if (strcmp(argv[1], "bridge") == 0)
		gen_bridge(rows);
	else {
		fprintf(stderr, "gen: unknown kind \"%s\"\n", argv[1]);
		return 2;
	}
	flush();
	return 0;
}
