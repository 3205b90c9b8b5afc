/*
 * svg_write.c - what every `format --svg` chart writes with: text in
 * the C locale (the same input gives the same bytes), data escaped as
 * a chart shows it, the opening of the document, and a series' look.
 */
#include "rp.h"
#include "out.h"
#include "shown.h"
#include "strbuf.h"
#include "svg.h"
#include "tsv.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * A series' look: colour k mod 10, then a dash pattern for each round
 * of ten, so no two series look alike however many there are.  The
 * first ten are solid; seven hand-made patterns follow; past them a
 * pattern is a dot and then one dash per digit of the round's number
 * in bijective base 3 (dashes of 4, 8, 12): the dot marks where the
 * period starts, so no two of them repeat into the same line, and the
 * hand-made ones hold no dot.
 */
static const char *const palette[] = {
	"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd",
	"#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf",
};
#define NPALETTE (sizeof palette / sizeof *palette)

static const char *const dashes[] = {
	"", "8 4", "2 3", "12 4 2 4", "4 4", "12 3 2 3 2 3", "16 6", "6 3 2 3",
};
#define NDASHES (sizeof dashes / sizeof *dashes)

#define DASHBUF 128	/* 24 digits of 5 bytes: 3^24 rounds, more than memory holds */

/* The dash pattern of series k into buf (DASHBUF bytes), "" for solid. */
static const char *
dash_of(size_t k, char *buf)
{
	size_t round = k / NPALETTE, n, len;

	if (round < NDASHES)
		return dashes[round];
	n = round - NDASHES + 1;
	len = (size_t)snprintf(buf, DASHBUF, "1 3");
	while (n > 0 && len + 6 < DASHBUF) {
		size_t d = (n - 1) % 3 + 1;

		len += (size_t)snprintf(buf + len, DASHBUF - len, " %zu 3", 4 * d);
		n = (n - d) / 3;
	}
	return buf;
}

const char *
svg_colour(size_t k)
{
	return palette[k % NPALETTE];
}

/* stroke and dash attributes of series k */
void
svg_put_style(size_t k, const char *width)
{
	char buf[DASHBUF];
	const char *dash = dash_of(k, buf);

	svg_putf(" stroke=\"%s\" stroke-width=\"%s\"", palette[k % NPALETTE], width);
	if (*dash)
		svg_putf(" stroke-dasharray=\"%s\"", dash);
}

/* Where a chart goes: the standard output, or a page being built
 * (format --site, svg_to). */
static struct strbuf *sink;

void
svg_to(struct strbuf *sb)
{
	sink = sb;
}

static void
put_raw(const char *s, size_t n)
{
	if (sink)
		sb_add(sink, s, n);
	else
		tsv_put_raw(s, n);
}

void
svg_put(const char *s)
{
	put_raw(s, strlen(s));
}

void
svg_putf(const char *fmt, ...)
{
	char buf[256];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= sizeof buf)
		die_data("internal error: SVG element too long");
	put_raw(buf, (size_t)n);
}

/* Text as a chart shows it (shown.h): & < > " ' as entities. */
void
svg_put_escaped(const char *s)
{
	size_t n = strlen(s);
	char *buf = xmalloc(SHOWN_MAX * n + 1);

	put_raw(buf, (size_t)(shown_add(buf, s, n, SHOWN_XML) - buf));
	free(buf);
}

void
svg_open(const struct format_opts *o)
{
	svg_putf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
	    "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n",
	    o->width, o->height, o->width, o->height);
}
