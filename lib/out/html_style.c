/*
 * html_style.c - what a list page says to people before its data: the
 * column labels, which columns are a row's key (its position, who, the
 * rating and its change), and the stylesheet that lays a table out for
 * the screen it is read on.
 *
 * At a desk a table is a table.  On a phone (and for a table of many
 * columns on any screen narrower than it needs) each row becomes a card:
 * the key cells first on one line, in bold, then every other cell as
 * "Label value" wrapping under them, so nothing scrolls sideways and no
 * column is dropped.  The labels come from nth-child rules written for
 * the page's columns, so the rows carry nothing extra.
 */
#include "html.h"
#include "strbuf.h"

#include <string.h>

static const char *const labels[][2] = {
	{ "pos", "Pos." }, { "player", "Player" }, { "rating", "Rating" },
	{ "games", "Games" }, { "status", "Status" }, { "last", "Last game" },
	{ "type", "Type" }, { "value", "Game value" }, { "perf", "Performance" },
	{ "experience", "Experience" }, { "volatility", "Volatility" },
	{ "times", "Times rated" }, { "championships", "Championships" },
	{ "qday_points", "Q-day points" }, { "pair", "Pair" }, { "boards", "Boards" },
	{ "total", "Total" }, { "max", "Maximum" }, { "pct", "%" },
	{ "adjust", "Adjustment" }, { "final", "Final" }, { "final_pct", "Final %" },
	{ "handicap", "Handicap" }, { "handicapped_pct", "Handicapped %" },
	{ "reason", "Reason" }, { "in", "In list" }, { "rating_other", "Other rating" },
	{ "rating_diff", "Rating difference" }, { "pos_other", "Other pos." },
	{ "pos_diff", "Pos. difference" }, { "logloss", "Log-loss" },
	{ "brier", "Brier score" }, { "correct", "Correct %" },
	{ "rankdev", "Rank deviation" }, { "games3", "Games (3 outcomes)" },
	{ "logloss3", "Log-loss (3 outcomes)" }, { "brier3", "Brier score (3 outcomes)" },
	{ "p_win", "P(win)" }, { "p_draw", "P(draw)" }, { "p_loss", "P(loss)" }, { "tau_b", "Kendall \xCF\x84-b" },
	{ "rho", "Spearman \xCF\x81" }, { "board", "Board" }, { "score", "Score" },
	{ "count", "Count" }, { "pairs", "Pairs" }, { "top", "Top" },
	{ "mp_ns", "MP NS" }, { "mp_ew", "MP EW" }, { "pct_ns", "% NS" },
	{ "pct_ew", "% EW" }, { "imp_ns", "IMP NS" }, { "imp_ew", "IMP EW" },
	{ "names", "Players" }, { "factored", "Factored" }, { "pub_total", "Published total" },
	{ "pub_pct", "Published %" }, { "pub_place", "Published place" }, { "section", "Section" },
	{ "ns", "NS" }, { "ew", "EW" }, { "date", "Date" }, { "event", "Event" },
	{ "game", "Game" }, { "place", "Place" }, { "points", "Points" },
	{ "name", "Name" }, { "change", "Change" }, { "before", "Before" },
	{ "after", "After" }, { "expected", "Expected" }, { "kchange", "K \xC3\x97 change" },
	{ "k", "K" }, { "note", "Note" }, { "opponent", "Opponent" },
	{ "opponent_rating", "Opponent's rating" }, { "amount", "Amount" }, { "part", "Part" },
	{ NULL, NULL },
};

/*
 * The label of a column into buf (room for its name + 1): the columns
 * the stages write have one; rating_TYPE is the type (the general
 * list's columns); any other name has its underscores as spaces and a
 * capital first letter.
 */
const char *
html_label(const char *name, char *buf)
{
	size_t i;

	for (i = 0; labels[i][0]; i++)
		if (strcmp(labels[i][0], name) == 0)
			return labels[i][1];
	if (strncmp(name, "rating_", 7) == 0 && name[7])
		name += 7;
	for (i = 0; name[i]; i++)
		buf[i] = name[i] == '_' ? ' ' : name[i];
	buf[i] = '\0';
	if (buf[0] >= 'a' && buf[0] <= 'z')
		buf[0] = (char)(buf[0] - 'a' + 'A');
	return buf;
}

static int
shown(const char *hidden, size_t i)
{
	return !hidden || !hidden[i];
}

static int
has(char *const *head, size_t ncol, const char *hidden, const char *name)
{
	size_t i;

	for (i = 0; i < ncol; i++)
		if (shown(hidden, i) && strcmp(head[i], name) == 0)
			return 1;
	return 0;
}

/*
 * A row's key on a card: its place, who (the name where the page shows
 * one, the id otherwise), the rating and its change, a bridge pair's
 * final percentage, an explanation's part and amount; in that order
 * (html_key_order).  A table with none of these (a summary per type) is
 * keyed by its first column.
 */
static const char *const key_order[][2] = {
	{ "pos", "0" }, { "name", "1" }, { "player", "1" }, { "pair", "1" }, { "names", "1" },
	{ "game", "1" }, { "part", "1" }, { "rating", "2" }, { "after", "2" },
	{ "final_pct", "2" }, { "handicapped_pct", "2" }, { "pct", "2" }, { "amount", "2" },
	{ "change", "3" },
};

/* Where a key column of this name goes on its card's first line (0 to
 * 3), or -1 when the name is never a key. */
int
html_key_order(const char *name)
{
	size_t k;

	for (k = 0; k < sizeof key_order / sizeof key_order[0]; k++)
		if (strcmp(name, key_order[k][0]) == 0)
			return key_order[k][1][0] - '0';
	return -1;
}

/* Who the row is: a card shows it without a label. */
static int
is_who(const char *name)
{
	return html_key_order(name) <= 1;
}

void
html_key_columns(char *const *head, size_t ncol, const char *hidden, char *key)
{
	int named = has(head, ncol, hidden, "name");
	int final_pct = has(head, ncol, hidden, "final_pct");
	size_t i, first = ncol, nkey = 0;

	for (i = 0; i < ncol; i++) {
		key[i] = 0;
		if (!shown(hidden, i))
			continue;
		if (first == ncol)
			first = i;
		key[i] = html_key_order(head[i]) >= 0 &&
		    !(named && strcmp(head[i], "player") == 0) &&
		    !(final_pct && strcmp(head[i], "pct") == 0);
		nkey += key[i];
	}
	if (!nkey && first < ncol)
		key[first] = 1;
}

static const char style[] =
    "body{font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,\"Noto Sans\",sans-serif;"
    "margin:0 auto;max-width:80em;padding:1em;color:#1a1a1a;background:#fff;line-height:1.4}\n"
    "h1{font-size:1.5em;margin:.2em 0 .6em}\n"
    "h2{font-size:1.15em;margin:1.6em 0 .4em}\n"
    "table{border-collapse:collapse;font-variant-numeric:tabular-nums}\n"
    "caption{text-align:left;font-weight:600;padding:.2em 0}\n"
    "th,td{padding:.3em .6em;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}\n"
    "th{background:#f2f2f2;font-weight:600}\n"
    "td.n{white-space:nowrap}\n"
    "th.n,td.n{text-align:right}\n"
    "tbody tr:nth-child(even){background:#fafafa}\n"
    "p.empty,p.meta{color:#555}\n";

/* The card: a row as a wrapping line, key cells first (see above). */
static const char card[] =
    "@ thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}\n"
    "@,@ tbody{display:block}\n"
    "@ tr{display:flex;flex-wrap:wrap;gap:0 1em;padding:.4em .2em;border-bottom:1px solid #ddd}\n"
    "@ tr::before{content:\"\";flex-basis:100%;order:5}\n"
    "@ td,@ td.n{display:block;border:0;padding:0;order:6;font-size:.92em;text-align:left}\n"
    "@ td.k{order:0;font-size:1em;font-weight:600}\n"
    "@ td:empty{display:none}\n"
    "@ td::before{color:#555;font-weight:400;margin-right:.3em;font-size:.92em}\n";

/* s as the inside of a CSS string: quotes, backslashes, < and controls
 * as escapes, so no text can end the string or the style element. */
static void
css_string(struct strbuf *sb, const char *s)
{
	char esc[8];

	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c < 0x20 || c == '"' || c == '\\' || c == '<' || c == '>' || c == 0x7f) {
			static const char hex[] = "0123456789abcdef";

			esc[0] = '\\', esc[1] = hex[c >> 4], esc[2] = hex[c & 15], esc[3] = ' ';
			sb_add(sb, esc, 4);
		} else
			sb_add(sb, s, 1);
	}
}

/* The card's rules under `media` for the tables `sel` picks ("table",
 * "table.wide"): the layout, then a label rule per non-key column. */
static void
card_rules(struct strbuf *sb, const char *media, const char *sel, char *const *head,
    size_t ncol, const char *hidden, const char *key)
{
	const char *p;
	size_t i, nth = 0;

	sb_adds(sb, media);
	sb_adds(sb, "{\n");
	for (p = card; *p; p++)	/* `card` with each @ the selector */
		if (*p == '@')
			sb_adds(sb, sel);
		else
			sb_add(sb, p, 1);
	for (i = 0; i < ncol; i++) {
		char buf[256];

		if (!shown(hidden, i))
			continue;
		nth++;
		if (key[i]) {	/* its place on the first line */
			sb_adds(sb, sel);
			sb_adds(sb, " td:nth-child(");
			sb_int(sb, (long long)nth);
			sb_adds(sb, "){order:");
			sb_int(sb, html_key_order(head[i]) < 0 ? 0 : html_key_order(head[i]));
			sb_adds(sb, "}\n");
			if (is_who(head[i]))
				continue;
		}
		sb_adds(sb, sel);
		sb_adds(sb, " td:nth-child(");
		sb_int(sb, (long long)nth);
		sb_adds(sb, ")::before{content:\"");
		css_string(sb, strlen(head[i]) < sizeof buf ? html_label(head[i], buf) : head[i]);
		sb_adds(sb, "\"}\n");
	}
	sb_adds(sb, "}\n");
}

/*
 * The page's stylesheet into sb.  Every table becomes cards on a phone;
 * a table of more columns than a desk's width holds (`wide`, about 110 px
 * a column at 1280 px) becomes cards below that width too.
 */
void
html_style(struct strbuf *sb, char *const *head, size_t ncol, const char *hidden,
    const char *key, int wide)
{
	sb_adds(sb, style);
	sb_adds(sb, "@media (max-width:40em){body{padding:.5em}}\n");
	card_rules(sb, "@media (max-width:40em)", "table", head, ncol, hidden, key);
	if (wide)
		card_rules(sb, "@media (max-width:80em)", "table.wide", head, ncol, hidden, key);
}
