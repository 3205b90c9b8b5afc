#!/usr/bin/env bats
# format: aligned text, Markdown, HTML, SVG; display rounding; TSV into a pipe.
load ../helpers

list() {
	printf 'type\tplayer\trating\tgames\t_state\n'
	printf 'clasic\tȘtefan\t170.5\t5\tk=1\n'
	printf 'clasic\tBo\t-0.4\t12\tk=1\n'
	printf 'eliptic\tAna\t99.49\t3\tk=1\n'
}

@test "format: ratings rounded half away from zero, state hidden, aligned" {
	list > "$T/l.tsv"
	run format --text "$T/l.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "type     player  rating  games" ]
	[ "${lines[1]}" = "-------  ------  ------  -----" ]
	# 170.5 -> 171 (half away from zero), -0.4 -> 0 (no "-0"), 99.49 -> 99;
	# "Ștefan" is 6 characters wide though 7 bytes
	[ "${lines[2]}" = "clasic   Ștefan     171      5" ]
	[ "${lines[3]}" = "clasic   Bo           0     12" ]
	[ "${lines[4]}" = "eliptic  Ana         99      3" ]
}

@test "format: --digits, --round, --all, --columns" {
	list > "$T/l.tsv"
	run format --text -d 1 "$T/l.tsv"
	[[ "${lines[4]}" == *" 99.5 "* ]]
	run format --text --round games=1 -c player,games "$T/l.tsv"
	[ "${lines[2]}" = "Ștefan    5.0" ]
	run format --text --all "$T/l.tsv"
	[[ "${lines[0]}" == *"_state"* ]]
	run format --text -c nosuch "$T/l.tsv"
	[ "$status" -eq 1 ]
}

@test "format --markdown: a table with numeric columns right-aligned" {
	list > "$T/l.tsv"
	run format --markdown "$T/l.tsv"
	[ "${lines[0]}" = "| type    | player | rating | games |" ]
	[ "${lines[1]}" = "| :------ | :----- | -----: | ----: |" ]
	[ "${lines[2]}" = "| clasic  | Ștefan |    171 |     5 |" ]
}

@test "format -g: a heading whenever the group changes" {
	list > "$T/l.tsv"
	run format --text -g type -c player,rating "$T/l.tsv"
	[ "${lines[0]}" = "== clasic ==" ]
	# (bats drops the blank line before a heading)
	[ "${lines[5]}" = "== eliptic ==" ]
}

@test "format: rounding is exact at halves (2.675 is below the half in binary)" {
	printf 'rating\n2.5\n-2.5\n2.675\n0.125\n' > "$T/h.tsv"
	run format --text -d 2 "$T/h.tsv"
	[ "${lines[2]}" = "  2.50" ]
	[ "${lines[3]}" = " -2.50" ]
	# 2.675 is stored as 2.67499999999999982236431605997495353221893310546875
	[ "${lines[4]}" = "  2.67" ]
	# 0.125 is exact in binary: a true half, away from zero
	[ "${lines[5]}" = "  0.13" ]
}

@test "format: into a pipe the stream passes unchanged; on a terminal, aligned text" {
	list > "$T/l.tsv"
	format "$T/l.tsv" > "$T/out.tsv"
	cmp "$T/l.tsv" "$T/out.tsv"
	# a display option asks for a display even into a pipe
	[ "$(format -c player "$T/l.tsv" | sed -n 3p)" = "Ștefan" ]
	command -v script > /dev/null || skip "no script(1) to give format a terminal"
	# script(1) runs format on a pty: stdout is a terminal there
	script -qc "'$RP_BIN/format' '$T/l.tsv'" /dev/null | tr -d '\r' > "$T/tty.out"
	[ "$(sed -n 1p "$T/tty.out")" = "type     player  rating  games" ]
	[ "$(sed -n 3p "$T/tty.out")" = "clasic   Ștefan     171      5" ]
	run format --text --html "$T/l.tsv"
	[ "$status" -eq 2 ]
}

standings() {
	printf 'type\tplayer\trating\tgames\tstatus\t_state\tpos\n'
	printf 'clasic\tAna <b>&\t190.5\t5\tactive\tk=1\t1\n'
	printf 'clasic\tBo "Q"\t180\t5\tactive\tk=1\t2\n'
	printf 'clasic\tCe\t300\t1\tprovisional\tk=1\t1\n'
	printf 'eliptic\tAna <b>&\t99.49\t3\tactive\tk=1\t1\n'
}

@test "format --html: one table per type and status, rows in order, escaped" {
	standings > "$T/s.tsv"
	format --html --title 'Lists <2026>' "$T/s.tsv" > "$T/p.html"
	grep -q '^<!DOCTYPE html>$' "$T/p.html"
	grep -q '<meta name="viewport" content="width=device-width, initial-scale=1">' "$T/p.html"
	grep -q '<title>Lists &lt;2026&gt;</title>' "$T/p.html"
	# standalone: no script, no external resource
	[ "$(grep -Eci '<script|<link|src=|href=|@import|url\(' "$T/p.html")" -eq 0 ]
	# three lists: clasic active, clasic provisional, eliptic active
	[ "$(grep -c '^<h2>' "$T/p.html")" -eq 3 ]
	[ "$(grep '^<h2>' "$T/p.html" | sed -n 2p)" = '<h2>clasic, provisional</h2>' ]
	[ "$(grep -c '<table>' "$T/p.html")" -eq 3 ]
	# header without the grouped columns and with pos first, then 4 rows
	[ "$(grep -c '^<tr><td' "$T/p.html")" -eq 4 ]
	grep -q '<thead><tr><th class="n" title="pos">Pos.</th><th title="player">Player</th><th class="n" title="rating">Rating</th><th class="n" title="games">Games</th></tr>' "$T/p.html"
	# 190.5 rounds to 191 (half away from zero); the name escaped
	[ "$(grep '^<tr><td' "$T/p.html" | sed -n 1p)" = '<tr><td class="n k">1</td><td class="k">Ana &lt;b&gt;&amp;</td><td class="n k">191</td><td class="n">5</td></tr>' ]
	[ "$(grep '^<tr><td' "$T/p.html" | sed -n 2p)" = '<tr><td class="n k">2</td><td class="k">Bo &quot;Q&quot;</td><td class="n k">180</td><td class="n">5</td></tr>' ]
	grep -q '^</html>$' "$T/p.html"
}

@test "format --html: a stream without type or status is one table" {
	printf 'player\trating\nA\t1\n' | format --html > "$T/p.html"
	[ "$(grep -c '<table>' "$T/p.html")" -eq 1 ]
	[ "$(grep -c '<h2>' "$T/p.html")" -eq 0 ]
	printf 'player\trating\n' | format --html | grep -q 'No rows'
}

history() {
	printf 'date\ttype\tplayer\trating\n'
	printf '2020-01-01\tclasic\tA\t100\n'
	printf '2020-01-01\tclasic\tB\t\n'
	printf '2020-01-11\tclasic\tA\t150\n'
	printf '2020-01-11\tclasic\tB\t120\n'
	printf '2020-01-21\tclasic\tA\t130\n'
	printf '2020-01-21\tclasic\tA\t140\n'
}

@test "format --svg: a polyline per player, legend, hand-computed points" {
	history > "$T/h.tsv"
	format --svg "$T/h.tsv" > "$T/c.svg"
	[ "$(grep -c '<polyline' "$T/c.svg")" -eq 2 ]
	[ "$(grep -o '<text class="name"[^>]*>[^<]*' "$T/c.svg" | sed 's/.*>//' | tr '\n' ' ')" = "A B " ]
	# plot box x 64..600, y 40..432; dates 2020-01-01..21 (20 days);
	# ratings 100..150, step 50/5 = 10 so the axis is exactly 100..150.
	# A: (01-01, 100) -> (64, 432); (01-11, 150) -> (64 + 10/20*536, 432 - 392) = (332, 40);
	# 01-21: the day's last rating 140 -> (600, 432 - 40/50*392) = (600, 118.4)
	grep -q 'points="64.00,432.00 332.00,40.00 600.00,118.40"><title>A</title>' "$T/c.svg"
	# B: one rated point (the empty rating adds none): (332, 432 - 20/50*392) = (332, 275.2), a dot
	grep -q 'points="332.00,275.20"><title>B</title>' "$T/c.svg"
	grep -q '<circle cx="332.00" cy="275.20"' "$T/c.svg"
	# rating ticks 100, 110, ..., 150; date ticks every 5 days (20/5 = 4 steps)
	[ "$(grep -c '^<line[^>]*/><text[^>]*>1[0-5]0</text>$' "$T/c.svg")" -eq 6 ]
	grep -q '>2020-01-16</text>' "$T/c.svg"
	# deterministic
	format --svg "$T/h.tsv" | cmp - "$T/c.svg"
}

@test "format --svg -p: chosen players in the given order; unknown player is an error" {
	history > "$T/h.tsv"
	format --svg -p B -p A "$T/h.tsv" > "$T/c.svg"
	[ "$(grep -o '<text class="name"[^>]*>[^<]*' "$T/c.svg" | sed 's/.*>//' | tr '\n' ' ')" = "B A " ]
	format --svg -p B "$T/h.tsv" > "$T/b.svg"
	[ "$(grep -c '<polyline' "$T/b.svg")" -eq 1 ]
	run format --svg -p Zed "$T/h.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'player "Zed" has no rating'* ]]
	run format -p A "$T/h.tsv"
	[ "$status" -eq 2 ]
}

@test "format --svg: a legend too long for the chart counts the rest" {
	{ printf 'date\tplayer\trating\n'; for i in $(seq 10 34); do printf '2020-01-01\tP%s\t%s\n' "$i" "$i"; done; } > "$T/m.tsv"
	format --svg "$T/m.tsv" > "$T/m.svg"
	# 25 lines drawn; the legend has room for (432 - 40)/18 = 21 rows: 20 names and "+ 5 more"
	[ "$(grep -c '<polyline' "$T/m.svg")" -eq 25 ]
	[ "$(grep -c '<text class="name"' "$T/m.svg")" -eq 20 ]
	grep -q '>+ 5 more (select with -p)</text>' "$T/m.svg"
}

@test "format --svg: every series its own colour and dash, however many" {
	# 1000 players: colours repeat every 10, the dash pattern changes
	# with each round of 10, so the (colour, dash) pairs are all distinct
	awk 'BEGIN { print "date\tplayer\trating"; for (i = 0; i < 1000; i++) printf "2020-01-01\tP%04d\t%d\n", i, i }' > "$T/k.tsv"
	format --svg "$T/k.tsv" > "$T/k.svg"
	[ "$(grep -c '<polyline' "$T/k.svg")" -eq 1000 ]
	[ "$(grep -o '<polyline fill="none" stroke="[^"]*" stroke-width="2"\( stroke-dasharray="[^"]*"\)\?' "$T/k.svg" | sort -u | wc -l)" -eq 1000 ]
	# the first ten are solid in ten colours, the next ten dashed "8 4"
	[ "$(grep '<polyline' "$T/k.svg" | head -n 10 | grep -c 'dasharray')" -eq 0 ]
	[ "$(grep '<polyline' "$T/k.svg" | sed -n 11p | grep -o 'stroke="#1f77b4" stroke-width="2" stroke-dasharray="8 4"')" != "" ]
	# past the hand-made patterns, a dot then the round in bijective
	# base 3: round 8 is "1 3 4 3", round 11 (4 = 1 + 3*1) is "1 3 4 3 4 3"
	grep '<polyline' "$T/k.svg" | sed -n 81p | grep -q 'stroke-dasharray="1 3 4 3"'
	grep '<polyline' "$T/k.svg" | sed -n 111p | grep -q 'stroke-dasharray="1 3 4 3 4 3"'
	# the legend draws each entry in its series' style
	grep -q '<line x1="616.00" y1="48.00" x2="644.00" y2="48.00" stroke="#1f77b4" stroke-width="2.5"/>' "$T/k.svg"
}

@test "format --svg: --type charts one type; the axes are labelled" {
	history > "$T/h.tsv"
	printf '2020-01-21\teliptic\tA\t90\n' >> "$T/h.tsv"
	format --svg --type eliptic "$T/h.tsv" > "$T/e.svg"
	[ "$(grep -c '<polyline' "$T/e.svg")" -eq 1 ]
	grep -q '<title>Rating history: eliptic</title>' "$T/e.svg"
	format --svg "$T/h.tsv" > "$T/all.svg"
	[ "$(grep -c '<polyline' "$T/all.svg")" -eq 3 ]
	# the axes' titles: date centred under the plot (x = (64 + 600)/2,
	# y = 432 + 38), rating turned along the rating axis (y = (40 + 432)/2)
	grep -q '<text x="332.00" y="470.00">date</text><text transform="rotate(-90)" x="-236.00" y="14">rating</text>' "$T/e.svg"
	run format --svg --type go "$T/h.tsv"
	[ "$status" -eq 1 ]
	[ "$output" = "format: $T/h.tsv: no rating of type \"go\" in the history to chart" ]
	run format --svg --type eliptic -p B "$T/h.tsv"
	[ "$status" -eq 1 ]
	[ "$output" = "format: $T/h.tsv: player \"B\" has no rating of type eliptic in the history" ]
	cut -f 1,3,4 "$T/h.tsv" > "$T/n.tsv"
	run format --svg --type eliptic "$T/n.tsv"
	[ "$status" -eq 1 ]
	run format --text --type eliptic "$T/h.tsv"
	[ "$status" -eq 2 ]
}

# 3,000 rows for the table writers' bookkeeping (widths over the whole table,
# alignment decided by every cell, headings): ratings are exact eighths, so
# the rounding below is exact integer arithmetic; names carry multi-byte
# UTF-8 (width in characters, not bytes); "note" is a number until its
# next-to-last row, so it must end up left-aligned.
big_list() {
	awk 'BEGIN { OFS = "\t"
		split(".125 .25 .375 .5 .625 .75 .875", frac, " ")
		split("Ana|Ștefan|Zoë|李明|Bo <x>", nm, "|")
		print "type", "player", "rating", "games", "note", "_state"
		for (i = 1; i <= 3000; i++) {
			e = (i * 7919) % 200001 - 100000	# the rating in eighths
			a = e < 0 ? -e : e
			r = (e < 0 ? "-" : "") int(a / 8) (a % 8 ? frac[a % 8] : "")
			g = i % 97 ? (i * 31) % 400 : ""
			n = i == 2999 ? "n/a" : (i % 3 ? (i % 50) ".5" : i)
			print (i <= 1700 ? "clasic" : "eliptic"), nm[i % 5 + 1] " " i, r, g, n, "k=" i
		} }'
}

# The alignment rule, independently: columns not starting with "_"; width
# = the widest cell or name in characters (UTF-8 continuation bytes not
# counted); a column is right-aligned when every non-empty cell is a
# decimal; text columns "  "-separated, the last not padded; Markdown
# "| c |" with ":--" / "--:" rules; -g: "== key ==" (a blank line before
# all but the first) and the names again.  rating to d decimals, half away
# from zero: |x| = a/8, so 10^d |x| + 1/2 = (a 10^d + 4) / 8, floored.
# Markdown cells show & < > as entities (the list's only markup: "Bo <x>";
# tests/out/format-escape.bats has every rule).
awk_table() {
	awk -F'\t' -v d="$1" -v md="$2" -v grp="$3" '
	function w(s,  t) { t = s; return length(s) - gsub(/[\200-\277]/, "", t) }
	function rep(c, n,  s) { s = ""; while (n-- > 0) s = s c; return s }
	function pad(s, j, last,  p) { p = rep(" ", width[j] - w(s))
		return num[j] ? p s : (last ? s : s p) }
	function row(r,  j, s) { s = md ? "|" : ""
		for (j = 1; j <= nc; j++)
			s = s (md ? " " pad(cell[r, j], j, 0) " |" : (j > 1 ? "  " : "") pad(cell[r, j], j, j == nc))
		print s }
	function rule(  j, s) { s = md ? "|" : ""
		for (j = 1; j <= nc; j++)
			s = s (md ? " " (num[j] ? "" : ":") rep("-", width[j] - 1) (num[j] ? ": |" : " |") : (j > 1 ? "  " : "") rep("-", width[j]))
		print s }
	function rounded(x,  neg, a, ip, f, q, m) {
		neg = sub(/^-/, "", x); ip = x; f = 0
		if (x ~ /\./) { ip = substr(x, 1, index(x, ".") - 1); f = ("0" substr(x, index(x, "."))) * 8 }
		a = ip * 8 + f; m = 10 ^ d; q = int((a * m + 4) / 8)
		return (neg && q > 0 ? "-" : "") (d ? int(q / m) "." substr(q % m + m, 2) : q) }
	NR == 1 { for (i = 1; i <= NF; i++) if ($i !~ /^_/) { src[++nc] = i; cell[0, nc] = $i; width[nc] = w($i); num[nc] = 1 }
		next }
	{ for (j = 1; j <= nc; j++) {
		s = $src[j]
		if (s != "" && s !~ /^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)$/) num[j] = 0
		else if (s != "" && cell[0, j] == "rating") s = rounded(s)
		if (md) { gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s) }
		cell[NR - 1, j] = s; if (w(s) > width[j]) width[j] = w(s) }
	  key[NR - 1] = $1 }
	END { for (r = 1; r < NR; r++) {
		if (r == 1 || (grp && key[r] != key[r - 1])) {
			if (grp) { if (r > 1) print ""; print "== " key[r] " ==" }
			row(0); rule() }
		row(r) } }'
}

@test "format: a 3,000-row table is aligned and rounded as the rule says" {
	big_list > "$T/big.tsv"
	# the awk rendering agrees with the hand-checked cases above
	printf 'type\tplayer\trating\n' > "$T/s.tsv"
	printf 'clasic\tȘtefan\t170.5\nclasic\tBo\t-0.375\n' >> "$T/s.tsv"
	awk_table 0 0 0 < "$T/s.tsv" > "$T/s.exp"
	[ "$(sed -n 1p "$T/s.exp")" = "type    player  rating" ]
	[ "$(sed -n 3p "$T/s.exp")" = "clasic  Ștefan     171" ]
	# -0.375 rounds to 0, printed without a sign
	[ "$(sed -n 4p "$T/s.exp")" = "clasic  Bo           0" ]
	awk_table 0 0 0 < "$T/big.tsv" > "$T/exp"
	format --text "$T/big.tsv" | cmp - "$T/exp"
	awk_table 2 0 0 < "$T/big.tsv" > "$T/exp"
	format --text -d 2 "$T/big.tsv" | cmp - "$T/exp"
	awk_table 0 1 0 < "$T/big.tsv" > "$T/exp"
	format --markdown "$T/big.tsv" | cmp - "$T/exp"
	awk_table 1 0 1 < "$T/big.tsv" > "$T/exp"
	format --text -d 1 -g type "$T/big.tsv" | cmp - "$T/exp"
	# the late "n/a" left-aligns the whole note column
	grep -q '^| :-* | :-* | -*: | -*: | :-* |$' <(format --markdown "$T/big.tsv")
	# into a pipe the stream is copied as it came
	format "$T/big.tsv" | cmp - "$T/big.tsv"
}

@test "format: each number column rounded by its kind; TSV between stages untouched" {
	# bridge standings: percentages always 2 decimals (202/324 = 62.345679...),
	# matchpoints as scores (whole stay whole, 202 - 1.2 = 180.8)
	printf 'pair\ttotal\tmax\tpct\tadjust\tfinal\tfinal_pct\tpos\n' > "$T/b.tsv"
	printf '12\t202\t324\t62.34567901234568\t0\t202\t62.34567901234568\t1\n' >> "$T/b.tsv"
	printf '7\t182\t324\t56.17283950617284\t-1.2\t180.8\t55.80246913580247\t2\n' >> "$T/b.tsv"
	printf '3\t162\t324\t50\t0\t162\t50\t3\n' >> "$T/b.tsv"
	run format --text "$T/b.tsv"
	[ "${lines[2]}" = "  12    202  324  62.35       0    202      62.35    1" ]
	[ "${lines[3]}" = "   7    182  324  56.17    -1.2  180.8      55.80    2" ]
	[ "${lines[4]}" = "   3    162  324  50.00       0    162      50.00    3" ]
	# rank --eval: log-loss and Brier to 4 decimals, correct (a percentage)
	# to 2, rankdev to 2; rank correlations to 3; --round still wins
	printf 'type\tlogloss\tbrier\tcorrect\trankdev\ttau_b\trho\n' > "$T/e.tsv"
	printf 'clasic\t0.37835193849231824\t0.11548246021238869\t84.24854337935989\t3.52239674229203\t0.9555555555555556\t1\n' >> "$T/e.tsv"
	run format --text "$T/e.tsv"
	[ "${lines[2]}" = "clasic   0.3784  0.1155    84.25     3.52  0.956  1.000" ]
	[ "$(format --text --round logloss=2 -c logloss "$T/e.tsv" | sed -n 3p)" = "   0.38" ]
	# score's terms: a tie's rank 5.5 stays 5.5, delta 100/6 to 4 decimals
	printf 'player\trank\twins\tdelta\nA\t5.5\t5.5\t16.666666666666668\nB\t1\t10\t50\n' > "$T/s.tsv"
	run format --text "$T/s.tsv"
	[ "${lines[2]}" = "A        5.5   5.5  16.6667" ]
	[ "${lines[3]}" = "B          1    10       50" ]
	# into a pipe nothing is rounded: full precision between stages
	format "$T/b.tsv" | cmp - "$T/b.tsv"
}

@test "format --html: readable headers, the list's date, the rules the stream names" {
	{
		printf 'type\tplayer\trating\tgames\tstatus\tlast\tmodel\tprofile\tpos\n'
		printf 'clasic\tA\t190.5\t5\tactive\t2011-07-18\tfrsc\tfrsc2012\t1\n'
		printf 'eliptic\tB\t180\t5\tactive\t2011-10-17\tfrsc\tfrsc2012\t1\n'
		printf 'general\tC\t170\t5\tactive\t2011-09-01\tfrsc\tfrsc2012\t1\n'
	} > "$T/r.tsv"
	format --html "$T/r.tsv" > "$T/p.html"
	# the latest `last` of the whole list dates it; model and profile
	# go above the tables, not in them
	grep -qx '<p class="meta">As of <time>2011-10-17</time> (the latest game in the list). Rules: FRSc collective rating (model frsc, profile frsc2012).</p>' "$T/p.html"
	grep -q '<thead><tr><th class="n" title="pos">Pos.</th><th title="player">Player</th><th class="n" title="rating">Rating</th><th class="n" title="games">Games</th><th title="last">Last game</th></tr></thead>' "$T/p.html"
	[ "$(grep -c '<td>frsc' "$T/p.html")" -eq 0 ]
	# --as-of states the date; a stream without dates or rules has no line
	format --html --as-of 2012-01-01 "$T/r.tsv" | grep -qx '<p class="meta">As of <time>2012-01-01</time>. Rules: FRSc collective rating (model frsc, profile frsc2012).</p>'
	run format --html --as-of 2012-13-01 "$T/r.tsv"
	[ "$status" -eq 2 ]
	run format --text --as-of 2012-01-01 "$T/r.tsv"
	[ "$status" -eq 2 ]
	printf 'player\trating\nA\t1\n' | format --html > "$T/n.html"
	[ "$(grep -c 'class="meta"' "$T/n.html")" -eq 0 ]
	# bridge standings: position first, labels for the columns, rating_TYPE
	# is its type, an unknown name is spaced and capitalised
	printf 'pair\tboards\tpct\tfinal_pct\tmy_col\trating_clasic\tpos\n12\t27\t62.34567901234568\t62.3\tx\t200\t1\n' |
		format --html > "$T/b.html"
	grep -q '<thead><tr><th class="n" title="pos">Pos.</th><th class="n" title="pair">Pair</th><th class="n" title="boards">Boards</th><th class="n" title="pct">%</th><th class="n" title="final_pct">Final %</th><th title="my_col">My col</th><th class="n" title="rating_clasic">Clasic</th></tr></thead>' "$T/b.html"
	# the key of a row's card on a phone: place, pair, final % (pct is not
	# when final_pct is there), marked k
	grep -q '<tr><td class="n k">1</td><td class="n k">12</td><td class="n">27</td><td class="n">62.35</td><td class="n k">62.30</td><td>x</td><td class="n">200</td></tr>' "$T/b.html"
	# a summary per type (no player column, as rank --eval writes) is one table
	printf 'type\tlogloss\nclasic\t0.378\neliptic\t0.388\n' | format --html > "$T/e.html"
	[ "$(grep -c '<table>' "$T/e.html")" -eq 1 ]
	grep -q '<thead><tr><th title="type">Type</th><th class="n" title="logloss">Log-loss</th></tr></thead>' "$T/e.html"
}
