/*
 * gograde.h - Go grades as tournament tables write them: "20k" (kyu,
 * weaker as the number grows), "3d" (amateur dan), "1p" (professional
 * dan), the letter in either case.  parse -f egd checks them, rate -m egf
 * turns a declared grade into a newcomer's rating, rank -m egf a rating
 * back into a grade.
 */
#ifndef GOGRADE_H
#define GOGRADE_H

#include <stddef.h>

enum { GRADE_KYU, GRADE_DAN, GRADE_PRO };

#define GRADE_MAX_KYU 30	/* 30k: the EGD's bottom, GoR -900 */
#define GRADE_MAX_DAN 9

/* s[0..n): a grade; 0 when it is not one (kyu 1-30, dan and pro 1-9). */
int go_grade_parse(const char *s, size_t n, int *kind, long *num);

/*
 * The grade on one scale of whole stones, for handicaps from the
 * difference of two grades: 30k = -9 ... 1k = 20, 1d = 21 ... 9d = 29;
 * a professional counts as 7d (the EGD sets 1p = 7d).
 */
long go_grade_stones(int kind, long num);

#endif
