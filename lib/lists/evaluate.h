/*
 * evaluate.h - rank --eval: predictions from pre-game ratings scored
 * against the results (lib/lists/evaluate.c).  The curves themselves are
 * expect.h, which the models use.
 */
#ifndef EVALUATE_H
#define EVALUATE_H

#include "expect.h"

#endif
