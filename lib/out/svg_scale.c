/*
 * svg_scale.c - a chart's scales: a date to x, a rating to y.  The
 * histories (svg.c) and the bands drawn under them (svg_bands.c) both
 * place points with them, so they sit in a file below both.
 */
#include "svg.h"

double
svg_x(const struct svg_chart *c, long date)
{
	return c->x0 + (double)(date - c->d0) / (double)(c->d1 - c->d0) * (c->x1 - c->x0);
}

double
svg_y(const struct svg_chart *c, double r)
{
	return c->y1 - (r - c->lo) / (c->hi - c->lo) * (c->y1 - c->y0);
}
