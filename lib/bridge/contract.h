/*
 * contract.h - the score of a bridge contract (Laws of Duplicate
 * Bridge 2017, Law 77), and the board's vulnerability by its number.
 */
#ifndef CONTRACT_H
#define CONTRACT_H

#include <stddef.h>

enum strain { CLUBS, DIAMONDS, HEARTS, SPADES, NOTRUMP };

struct contract {
	int level;		/* 1..7; 0 = passed out */
	enum strain strain;
	int doubled;		/* 0, 1 = X, 2 = XX */
};

/* "4S", "3NTX", "6HXX", "2♥", "PASS" (any case).  0 if malformed. */
int contract_parse(const char *s, size_t n, struct contract *c);
/* Declarer "N", "E", "S", "W" (any case): 1 for N/S, 0 for E/W, -1 if bad. */
int declarer_is_ns(const char *s, size_t n);
/*
 * Result "=", "+1", "-2" (tricks over/under the contract) or "10"
 * (tricks taken) into tricks taken, 0..13.  0 if malformed or
 * impossible for the contract (+7 on a 7-level contract, -8 on 1S).
 */
int result_parse(const char *s, size_t n, const struct contract *c, int *tricks);
/* Declarer's score for `tricks` taken, vulnerable or not (Law 77). */
long contract_score(const struct contract *c, int tricks, int vul);

/* Vulnerability: bit 1 = NS vulnerable, bit 2 = EW vulnerable. */
enum { VUL_NONE = 0, VUL_NS = 1, VUL_EW = 2, VUL_ALL = 3 };
/* The standard cycle of 16 boards: 1 None, 2 NS, 3 EW, 4 All, ... */
int vul_of_board(long board);
/* "None", "NS", "EW", "All" (also "-", "Both", "Love"; any case); -1 if bad. */
int vul_parse(const char *s, size_t n);

#endif
