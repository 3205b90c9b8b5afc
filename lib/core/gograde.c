/*
 * gograde.c - Go grades (gograde.h).
 */
#include "gograde.h"
#include "num.h"

int
go_grade_parse(const char *s, size_t n, int *kind, long *num)
{
	long hi;
	char c;

	if (n < 2 || n > 3)
		return 0;
	c = s[n - 1];
	if (c == 'k' || c == 'K')
		*kind = GRADE_KYU, hi = GRADE_MAX_KYU;
	else if (c == 'd' || c == 'D')
		*kind = GRADE_DAN, hi = GRADE_MAX_DAN;
	else if (c == 'p' || c == 'P')
		*kind = GRADE_PRO, hi = GRADE_MAX_DAN;
	else
		return 0;
	if (s[0] == '-')
		return 0;
	return int_parse(s, n - 1, 1, hi, num);
}

long
go_grade_stones(int kind, long num)
{
	switch (kind) {
	case GRADE_KYU:
		return 21 - num;
	case GRADE_DAN:
		return 20 + num;
	default:
		return 27;
	}
}
