#!/usr/bin/env bats
# format --html pages read at a desk (1280 px) and on a phone (390 px):
# nothing scrolls sideways, the key of a row (who, the rating, its
# change) first, columns that say nothing left out, names from a list
# the run has (format --names).  The browser tests need chromium
# (tests/out/browser.bash; .ci/run installs it) and skip without it.
load ../helpers
load browser
bats_require_minimum_version 1.5.0

# The pages a federation publishes, from the shared fixtures: a FIDE
# rating report (20 rated players of a real open), its explanation, the
# list after it, a Go table's list, bridge standings, a summary per type.
pages() {
	local l="$T/l.tsv"
	parse -f trf --ratings "$SHARED/trf-gros2010.trf" > "$l"
	parse -f trf "$SHARED/trf-gros2010.trf" | rate -m elo -p fide -r "$l" --history 2> /dev/null |
		rank -m report > "$T/report.tsv"
	parse -f trf "$SHARED/trf-gros2010.trf" | rate -m elo -p fide -r "$l" --explain 2> /dev/null > "$T/x.tsv"
	parse -f trf "$SHARED/trf-gros2010.trf" | rate -m elo -p fide -r "$l" 2> /dev/null | rank > "$T/list.tsv"
	parse -f egd "$SHARED/egd/club.h9" | rate -m egf | rank -m egf > "$T/go.tsv"
	score -m matchpoints "$SHARED/bridge-seed3.tsv" | rank -m bridge > "$T/bridge.tsv"
	printf 'type\tlogloss\tbrier\tcorrect\nclasic\t0.378\t0.12\t61.5\neliptic\t0.388\t0.13\t60\n' > "$T/eval.tsv"
	format --html "$T/report.tsv" > "$T/report.html"
	format --html "$T/x.tsv" > "$T/explain.html"
	format --html --names "$l" "$T/list.tsv" > "$T/list.html"
	format --html "$T/go.tsv" > "$T/go.html"
	format --html "$T/bridge.tsv" > "$T/bridge.html"
	format --html "$T/eval.tsv" > "$T/eval.html"
}

@test "pages: every kind of page fits at 1280 and 390 px (Chromium)" {
	browser_need
	pages
	# the FIDE rating report, a rate --explain page, the lists (FIDE, Go,
	# bridge, a summary per type): one browser a width
	for w in 1280 390; do
		pages_fit $w "$T/report.html" "$T/explain.html" "$T/list.html" "$T/go.html" \
			"$T/bridge.html" "$T/eval.html"
	done
}

@test "pages: the check fails a page that scrolls sideways (the old layout)" {
	browser_need
	# the report as the page was before cards: a nowrap table in a box
	# that scrolls (the rating and change behind the scroll on a phone)
	pages
	sed 's|<style>|<style>.x{}table{white-space:nowrap} |; s|<table>|<div style="overflow-x:auto"><table>|; s|</table>|</table></div>|; s|@media (max-width:40em)|@media (max-width:1em)|' \
		"$T/report.html" > "$T/old.html"
	run pages_fit 390 "$T/go.html" "$T/old.html"
	[ "$status" -eq 1 ]
	# page 2 of the two scrolls; page 1 does not
	[[ "$output" == *"2 scroll div."* ]]
	[[ "$output" != *"1 scroll"* ]]
}

@test "pages: a row's card leads with who, the rating and its change" {
	pages
	# report columns shown: player name before games score expected k
	# kchange change rating note (date and event said once above): name
	# 1st on the card, rating 2nd, change 3rd; the id is not key when
	# there is a name
	grep -q '^table td:nth-child(2){order:1}$' "$T/report.html"
	grep -q '^table td:nth-child(10){order:2}$' "$T/report.html"
	grep -q '^table td:nth-child(9){order:3}$' "$T/report.html"
	grep -q '^table td:nth-child(1)::before{content:"Player"}$' "$T/report.html"
	grep -q '^table td:nth-child(10)::before{content:"Rating"}$' "$T/report.html"
	[ "$(grep -c '^table td:nth-child(2)::before' "$T/report.html")" -eq 0 ]
	# 11 columns: a table at a desk; 12 and more: cards below 80em too
	[ "$(grep -c '<table class="wide">' "$T/report.html")" -eq 0 ]
	[ "$(grep -c '^@media (max-width:80em)' "$T/report.html")" -eq 0 ]
	awk -F'\t' -v OFS='\t' '{ $(NF + 1) = NR == 1 ? "extra" : NR }1' "$T/report.tsv" > "$T/r12.tsv"
	format --html "$T/r12.tsv" > "$T/r12.html"
	grep -q '<table class="wide">' "$T/r12.html"
	grep -q '^@media (max-width:80em){$' "$T/r12.html"
	grep -q '^table.wide td:nth-child(12)::before{content:"Extra"}$' "$T/r12.html"
}

@test "pages: columns that say nothing are left out; one value of every row said once" {
	pages
	# the report: date and event are the same in every row: said once
	# (the date in the line "As of" above it)
	grep -qx '<p class="meta">As of <time>2010-10-02</time> (the latest game in the list).</p>' "$T/report.html"
	grep -qx '<p class="meta"><span title="event">Event</span> <b>XX Open Internacional de Gros</b></p>' "$T/report.html"
	[ "$(grep -c '<th title="event">\|<th title="date">' "$T/report.html")" -eq 0 ]
	# the explanation: advantage, games, points, bound are empty in every row
	[ "$(grep -c 'title="advantage"' "$T/explain.html")" -eq 0 ]
	grep -q '<th class="n" title="opponent_rating">' "$T/explain.html"
	# -c shows what it names, empty or not
	format --html -c player,game,advantage "$T/x.tsv" | grep -q 'title="advantage"'
	# a Go list: an id that is the name (no PIN) shows blank, not twice
	grep -q '<td></td><td class="k">Cerny Tomas</td>' "$T/go.html"
	grep -q '<td>11111111</td><td class="k">Novak Jan</td>' "$T/go.html"
	# every id its name: no id column at all
	printf 'player\tname\trating\nA B\tA B\t1\nC D\tC D\t2\n' | format --html > "$T/n.html"
	[ "$(grep -c 'title="player"' "$T/n.html")" -eq 0 ]
	# bridge: a published total that is the published percentage (NZ
	# USEBIO) is not shown as a "Published total"
	printf 'pair\tboards\ttotal\tfinal\tpos\tpub_total\tpub_pct\n1\t2\t3\t3\t1\t55.5\t55.5\n2\t2\t1\t1\t2\t44.5\t44.5\n' |
		format --html > "$T/b.html"
	[ "$(grep -c 'Published total' "$T/b.html")" -eq 0 ]
	grep -q 'Published %' "$T/b.html"
	printf 'pair\tboards\ttotal\tfinal\tpos\tpub_total\tpub_pct\n1\t2\t3\t3\t1\t3\t55.5\n2\t2\t1\t1\t2\t1\t44.5\n' |
		format --html | grep -q 'Published total'
}

@test "format --names: names from a list where the stream has none or an empty one" {
	pages
	# the list after the event has ids only; the FIDE list gave names
	grep -q '<td class="n k">1</td><td>13400304</td><td class="k">Mirzoev Azer</td><td class="n k">2530</td>' "$T/list.html"
	format --text --names "$T/l.tsv" -c player,name,rating "$T/list.tsv" > "$T/t.txt"
	[ "$(sed -n 3p "$T/t.txt" | tr -s ' ')" = "13400304 Mirzoev Azer 2530" ]
	# an empty name cell is filled, one given is kept, an unknown id stays empty
	printf 'player\tname\trating\n13400304\t\t1\n2212072\tOwn Name\t2\nnobody\t\t3\n' > "$T/s.tsv"
	format --text --names "$T/l.tsv" -c player,name "$T/s.tsv" > "$T/t.txt"
	[ "$(sed -n 3p "$T/t.txt")" = "13400304  Mirzoev Azer" ]
	[ "$(sed -n 4p "$T/t.txt")" = "2212072   Own Name" ]
	[ "$(sed -n 5p "$T/t.txt" | sed 's/ *$//')" = "nobody" ]
}

@test "format --names: one id named two ways, no player column, --svg: refused" {
	printf 'player\tname\nA1\tAna\nB2\tBo\nA1\tAnna\n' > "$T/n.tsv"
	printf 'player\trating\nA1\t1\n' > "$T/s.tsv"
	run --separate-stderr format --text --names "$T/n.tsv" "$T/s.tsv"
	[ "$status" -eq 1 ]
	[ "$stderr" = "format: $T/n.tsv:4: player \"A1\" is named \"Anna\" here and \"Ana\" on line 2" ]
	printf 'pair\trating\n1\t1\n' > "$T/p.tsv"
	printf 'player\tname\nA1\tAna\n' > "$T/ok.tsv"
	run --separate-stderr format --text --names "$T/ok.tsv" "$T/p.tsv"
	[ "$status" -eq 1 ]
	[[ "$stderr" == *'--names needs a column "player"'* ]]
	run format --svg --names "$T/n.tsv" "$T/s.tsv"
	[ "$status" -eq 2 ]
}

@test "pages: a hostile column name cannot end the label's CSS string or the style" {
	printf 'player\tx"y</style><script>alert(1)</script>\tz\\\\\nA\tv\tw\n' > "$T/h.tsv"
	format --html "$T/h.tsv" > "$T/h.html"
	[ "$(grep -ci '<script' "$T/h.html")" -eq 0 ]
	[ "$(grep -c '</style>' "$T/h.html")" -eq 1 ]
	grep -qF 'table td:nth-child(2)::before{content:"X\22 y\3c /style\3e \3c script\3e alert(1)\3c /script\3e "}' "$T/h.html"
	grep -qF 'table td:nth-child(3)::before{content:"Z\5c \5c "}' "$T/h.html"
	case ${RP_BIN:-} in *build-san*) ;; *) ! command -v chromium > /dev/null || page_fits "$T/h.html" 390 ;; esac
}
