/*
 * contract.c - Law 77: the score of a contract made or defeated.
 *
 *   trick score   per trick bid and made: clubs/diamonds 20, hearts/
 *                 spades 30, notrump 40 for the first and 30 after;
 *                 x2 doubled, x4 redoubled
 *   game          trick score >= 100: 300 not vulnerable, 500 vulnerable;
 *                 a part score otherwise: 50
 *   slams         small 500/750, grand 1000/1500 (NV/V)
 *   insult        made doubled 50, redoubled 100
 *   overtricks    undoubled: the trick value; doubled 100/200;
 *                 redoubled 200/400 (NV/V)
 *   undertricks   NV undoubled 50 each; NV doubled 100, 200, 200, then
 *                 300 each; V undoubled 100 each; V doubled 200, then
 *                 300 each; redoubled twice doubled
 */
#include "contract.h"

#include <string.h>

static int
lower(int ch)
{
	return ch >= 'A' && ch <= 'Z' ? ch + ('a' - 'A') : ch;
}

static int
eq_nocase(const char *s, size_t n, const char *word)
{
	size_t i;

	if (strlen(word) != n)
		return 0;
	for (i = 0; i < n; i++)
		if (lower((unsigned char)s[i]) != lower((unsigned char)word[i]))
			return 0;
	return 1;
}

/* The strain at s (letter, NT, or a suit symbol); its length in *len. */
static int
strain_at(const char *s, size_t n, size_t *len)
{
	static const struct { const char *text; int strain; } t[] = {
		{ "nt", NOTRUMP }, { "n", NOTRUMP }, { "s", SPADES }, { "h", HEARTS },
		{ "d", DIAMONDS }, { "c", CLUBS }, { "\xe2\x99\xa0", SPADES },
		{ "\xe2\x99\xa5", HEARTS }, { "\xe2\x99\xa6", DIAMONDS },
		{ "\xe2\x99\xa3", CLUBS }, { "\xe2\x99\xa1", HEARTS },
		{ "\xe2\x99\xa2", DIAMONDS },
	};
	size_t i, k;

	for (i = 0; i < sizeof t / sizeof t[0]; i++) {
		size_t l = strlen(t[i].text);

		if (l > n)
			continue;
		for (k = 0; k < l; k++)
			if (lower((unsigned char)s[k]) != (unsigned char)t[i].text[k])
				break;
		if (k == l) {
			*len = l;
			return t[i].strain;
		}
	}
	return -1;
}

int
contract_parse(const char *s, size_t n, struct contract *c)
{
	size_t len, i;
	int st;

	if (eq_nocase(s, n, "pass") || eq_nocase(s, n, "ap")) {
		c->level = 0;
		c->strain = NOTRUMP;
		c->doubled = 0;
		return 1;
	}
	if (n < 2 || s[0] < '1' || s[0] > '7')
		return 0;
	c->level = s[0] - '0';
	st = strain_at(s + 1, n - 1, &len);
	if (st < 0)
		return 0;
	c->strain = (enum strain)st;
	i = 1 + len;
	c->doubled = 0;
	while (i < n && lower((unsigned char)s[i]) == 'x' && c->doubled < 2) {
		c->doubled++;
		i++;
	}
	return i == n;
}

int
declarer_is_ns(const char *s, size_t n)
{
	if (n != 1)
		return -1;
	switch (lower((unsigned char)s[0])) {
	case 'n': case 's':
		return 1;
	case 'e': case 'w':
		return 0;
	}
	return -1;
}

int
result_parse(const char *s, size_t n, const struct contract *c, int *tricks)
{
	int sign = 0, v = 0;
	size_t i = 0;

	if (n == 1 && s[0] == '=') {
		*tricks = c->level + 6;
		return 1;
	}
	if (n > 0 && (s[0] == '+' || s[0] == '-'))
		sign = s[i++] == '+' ? 1 : -1;
	if (i == n || n - i > 2)
		return 0;
	for (; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return 0;
		v = v * 10 + (s[i] - '0');
	}
	if (sign)
		v = c->level + 6 + sign * v;
	if (v < 0 || v > 13 || (sign && v == c->level + 6))
		return 0;	/* "+0" and "-0" are not how "=" is written */
	*tricks = v;
	return 1;
}

/* Trick score of `k` tricks in the contract's strain, undoubled. */
static long
trick_points(enum strain st, int k, int first)
{
	long per = st == CLUBS || st == DIAMONDS ? 20 : 30;

	if (k <= 0)
		return 0;
	return per * k + (st == NOTRUMP && first ? 10 : 0);
}

static long
undertricks(int down, int doubled, int vul)
{
	long pts = 0;
	int i;

	if (!doubled)
		return (long)down * (vul ? 100 : 50);
	for (i = 1; i <= down; i++) {
		if (vul)
			pts += i == 1 ? 200 : 300;
		else
			pts += i == 1 ? 100 : i <= 3 ? 200 : 300;
	}
	return doubled == 2 ? 2 * pts : pts;
}

long
contract_score(const struct contract *c, int tricks, int vul)
{
	int need = c->level + 6, over = tricks - need;
	long mult = c->doubled == 2 ? 4 : c->doubled ? 2 : 1, score;

	if (c->level == 0)
		return 0;
	if (over < 0)
		return -undertricks(-over, c->doubled, vul);
	score = trick_points(c->strain, c->level, 1) * mult;
	score += score >= 100 ? (vul ? 500 : 300) : 50;
	if (c->level == 6)
		score += vul ? 750 : 500;
	if (c->level == 7)
		score += vul ? 1500 : 1000;
	if (c->doubled)
		score += 50 * c->doubled;
	if (c->doubled)
		score += (long)over * (vul ? 200 : 100) * c->doubled;
	else
		score += trick_points(c->strain == NOTRUMP ? SPADES : c->strain, over, 0);
	return score;
}

int
vul_of_board(long board)
{
	/* The 16-board cycle of Law 2: None NS EW All, NS EW All None, ... */
	static const int cycle[16] = {
		VUL_NONE, VUL_NS, VUL_EW, VUL_ALL, VUL_NS, VUL_EW, VUL_ALL, VUL_NONE,
		VUL_EW, VUL_ALL, VUL_NONE, VUL_NS, VUL_ALL, VUL_NONE, VUL_NS, VUL_EW,
	};

	return cycle[(board - 1) % 16];
}

int
vul_parse(const char *s, size_t n)
{
	if (eq_nocase(s, n, "none") || eq_nocase(s, n, "-") || eq_nocase(s, n, "love"))
		return VUL_NONE;
	if (eq_nocase(s, n, "ns"))
		return VUL_NS;
	if (eq_nocase(s, n, "ew") || eq_nocase(s, n, "we"))
		return VUL_EW;
	if (eq_nocase(s, n, "all") || eq_nocase(s, n, "both"))
		return VUL_ALL;
	return -1;
}
