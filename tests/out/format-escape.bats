#!/usr/bin/env bats
# format shows exactly the data (format(1), ESCAPING): Markdown cells hold
# the text, not markup; SVG and HTML text is XML-escaped; no control
# character reaches a table; an SVG chart's coordinates are finite
# whatever the ratings (format(1), --svg: ratings beyond +-1000000 are
# drawn at the edge, and the chart says so).
load ../helpers

# Not in FILE: PATTERN (a bare `! grep` in a test cannot fail it: bats'
# errexit ignores a negated command).
none() {
	! LC_ALL=C grep -q "$@"
}

# Names a person may well type, each with something Markdown reads as
# markup; and a club column whose cells begin or end with a space (a
# Markdown cell is trimmed).  Player names stay canonical (no edge
# spaces, no controls): the reader refuses the others in ids.
names() {
	printf 'player\tclub\trating\n'
	printf 'A|B\tx\t1500\n'
	printf '<b>Ann</b> & Co\t lead\t1400\n'
	printf 'back\\slash\ttrail \t1300\n'
	printf '*Sam* _U_ `c` [l](u) ~t~ $m$ #1\ty\t1200\n'
	printf 'snake_case x_ _y\tz\t1100\n'
}

# The first cell of each Markdown body row, as written (padding dropped).
md_cells() {
	format --markdown -c "$1" "$2" | sed -n '3,$p' | sed 's/^| //; s/ *|$//'
}

@test "format --markdown: every character Markdown reads as markup is escaped" {
	names > "$T/n.tsv"
	md_cells player "$T/n.tsv" > "$T/got"
	# by the rules of format(1): \ | * _ ` [ ] ~ $ # get a backslash
	# (not a _ between two ASCII letters or digits), & < > are entities
	cat > "$T/want" <<-'EOF'
	A\|B
	&lt;b&gt;Ann&lt;/b&gt; &amp; Co
	back\\slash
	\*Sam\* \_U\_ \`c\` \[l\](u) \~t\~ \$m\$ \#1
	snake_case x\_ \_y
	EOF
	diff "$T/want" "$T/got"
	# a space at a cell's edge is &#32;, the rest as it came
	md_cells club "$T/n.tsv" > "$T/club"
	[ "$(sed -n 2p "$T/club")" = '&#32;lead' ]
	[ "$(sed -n 3p "$T/club")" = 'trail&#32;' ]
	# every row keeps its 3 cells: no | of the data splits one
	[ "$(format --markdown "$T/n.tsv" | sed -n '3,$p' | grep -c '^| .* | .* | .* |$')" -eq 5 ]
	[ "$(format --markdown "$T/n.tsv" | sed -n '3,$p' | sed 's/\\|//g' | awk -F'|' '{ print NF }' | sort -u)" = 5 ]
}

@test "format --markdown: column names and -g headings are escaped the same way" {
	printf 'a|b\t_s\tclub\n1\t2\t<i>x</i>\n' > "$T/h.tsv"
	run format --markdown --all -g club "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = '### &lt;i&gt;x&lt;/i&gt;' ]
	[ "${lines[1]}" = '| a\|b | \_s | club                 |' ]
}

# GitHub's own renderer (cmark-gfm, with its table extension) as the
# peer: each cell of the rendered table, its entities decoded, is the
# data exactly.
@test "format --markdown: cmark-gfm renders each cell as exactly the data (peer)" {
	command -v cmark-gfm > /dev/null || skip "no cmark-gfm (apt-get install cmark-gfm)"
	names > "$T/n.tsv"
	for c in player club; do
		format --markdown -c "$c" "$T/n.tsv" | cmark-gfm -e table |
			sed -n 's/^<td align="left">\(.*\)<\/td>$/\1/p' |
			sed 's/&lt;/</g; s/&gt;/>/g; s/&quot;/"/g; s/&#39;/'"'"'/g; s/&amp;/\&/g' > "$T/rendered"
		awk -F'\t' -v c="$c" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == c) k = i; next } { print $k }' \
			"$T/n.tsv" > "$T/data"
		diff "$T/data" "$T/rendered"
	done
}

# U+009B (UTF-8 C2 9B) is CSI: a terminal would read "31m" as red.  The
# reader may refuse it (exit 1) or format show it as \u009B; the raw
# bytes never reach a table.
@test "format: a C1 control never reaches a text table, a Markdown table, a page or a chart" {
	printf 'date\tplayer\tclub\trating\n2020-01-01\tA\tx\xc2\x9b31my\xc2\x85\t1500\n' > "$T/c1.tsv"
	printf 'date\tplayer\trating\n2020-01-01\tA\xc2\x9b31m\t1500\n' > "$T/c1name.tsv"
	local media f
	for media in --text --markdown --html "--text -g club"; do
		# shellcheck disable=SC2086
		format $media "$T/c1.tsv" > "$T/out" 2> "$T/err" && st=0 || st=$?
		none $'\xc2[\x80-\x9f]' "$T/out"
		if [ "$st" -eq 0 ]; then
			grep -qF 'x\u009B31my\u0085' "$T/out" || grep -qF 'x\\u009B31my\\u0085' "$T/out"
		else
			[ "$st" -eq 1 ] && grep -q "^format: $T/c1.tsv:2" "$T/err"
		fi
	done
	format --svg "$T/c1name.tsv" > "$T/out" 2> "$T/err" && st=0 || st=$?
	none $'\xc2[\x80-\x9f]' "$T/out"
	[ "$st" -ne 0 ] || grep -qF '<text class="name" x="650.00" y="52.00">A\u009B31m</text>' "$T/out"
}

@test "format --svg: every text drawn is XML-escaped (& < > \" ')" {
	printf 'date\tplayer\trating\n2020-01-01\tO'"'"'Brien & "Sons" <b>\t1500\n' > "$T/q.tsv"
	format --svg --title "Tom's <list> & \"more\"" "$T/q.tsv" > "$T/q.svg"
	grep -qF '<text class="name" x="650.00" y="52.00">O&#39;Brien &amp; &quot;Sons&quot; &lt;b&gt;</text>' "$T/q.svg"
	grep -qF '<title>O&#39;Brien &amp; &quot;Sons&quot; &lt;b&gt;</title>' "$T/q.svg"
	grep -qF '<title>Tom&#39;s &lt;list&gt; &amp; &quot;more&quot;</title>' "$T/q.svg"
	# nothing of the data unescaped: no ' and no " outside the markup's attributes
	none "O'Brien\|\"Sons\"" "$T/q.svg"
}

@test "format --svg: ratings of +-1e308 are drawn at the edge, finite, and said" {
	printf 'date\tplayer\trating\n2020-01-01\tA\t1e308\n2020-01-02\tA\t-1e308\n2020-01-01\tB\t5\n' > "$T/x.tsv"
	format --svg "$T/x.tsv" > "$T/x.svg" 2> "$T/err"
	none -i 'nan\|inf' "$T/x.svg"
	# drawn at 1e6 and -1e6: the range is 2e6, a fifth 4e5, so the step
	# is 5e5 (1-2-5 times 1e5) and lo, hi = -1e6, 1e6.  y = 432 - (r -
	# lo) / (hi - lo) * 392: 1e6 at 40, -1e6 at 432, 5 at 432 - 1000005
	# / 2000000 * 392 = 235.999, printed 236.00; x: first and last day
	grep -qF 'points="64.00,40.00 600.00,432.00"><title>A</title>' "$T/x.svg"
	grep -qF 'points="64.00,236.00"><title>B</title>' "$T/x.svg"
	grep -qF '<text x="58.00" y="44.00">1000000</text>' "$T/x.svg"
	grep -qF '<text x="58.00" y="436.00">-1000000</text>' "$T/x.svg"
	grep -qF '<text class="note" x="64" y="37" font-size="10" fill="#b00000">2 ratings outside -1000000..1000000 drawn at the edge</text>' "$T/x.svg"
	[ "$(cat "$T/err")" = "format: $T/x.tsv: 2 ratings outside -1000000..1000000 drawn at the edge of the chart" ]
	# inside the edge nothing is said
	format --svg <(printf 'date\tplayer\trating\n2020-01-01\tA\t1000000\n2020-01-02\tA\t-1000000\n') > "$T/in.svg" 2> "$T/err"
	[ ! -s "$T/err" ]
	none 'class="note"' "$T/in.svg"
}

@test "format --svg: ratings a rounding apart keep every coordinate finite and in the plot" {
	# 1000000 and the double below it differ by 1.2e-10: the tick step
	# fell below the spacing of doubles there, hi - lo came out 0 and the
	# points -inf and nan.  The step is now at least 1e-6.
	printf 'date\tplayer\trating\n2020-01-01\tA\t1000000\n2020-01-02\tA\t999999.9999999999\n' > "$T/n.tsv"
	format --svg "$T/n.tsv" > "$T/n.svg"
	none -i 'nan\|inf' "$T/n.svg"
	grep -o 'points="[^"]*"' "$T/n.svg" | tr -d 'points="' | tr ' ' '\n' |
		awk -F, '$1 < 64 || $1 > 600 || $2 < 40 || $2 > 432 { bad++ } END { exit bad > 0 || NR != 2 }'
}
