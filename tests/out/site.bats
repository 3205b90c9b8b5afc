#!/usr/bin/env bats
# format --site DIR: a rating website from the nightly streams (the
# ratings list, rate --history, the results, rate --explain).
load ../helpers
load browser

EX=$RP_TOP/examples

# The backgammon example season, rated as its run.sh does, into $T.
season() {
	score < "$EX/backgammon/season.tsv" > "$T/scored.tsv"
	rate -m fibs -p qgammon < "$T/scored.tsv" | rank > "$T/list.tsv"
	rate -m fibs -p qgammon --history < "$T/scored.tsv" > "$T/history.tsv"
	rate -m fibs -p qgammon --explain < "$T/scored.tsv" > "$T/explain.tsv"
}

site() {
	format --site "$1" --history "$T/history.tsv" --results "$EX/backgammon/season.tsv" \
		--explain "$T/explain.tsv" --rules "$RP_TOP/doc/rules/backgammon.md" \
		--title "Q-Gammon" "$T/list.tsv"
}

# rounded half away from zero, as format shows ratings (-d 0)
r0() { awk -v x="$1" 'BEGIN { printf "%d", x < 0 ? -int(-x + 0.5) : int(x + 0.5) }'; }

@test "site: the example season: index, players, events, rules" {
	season
	run site "$T/www"
	[ "$status" -eq 0 ]
	[ -z "$output" ]
	for f in index.html rules.html site.css p/Arnau.html e/C2005-05.html; do
		[ -s "$T/www/$f" ]
	done
	# a player per list row, an event per event of the history
	[ "$(ls "$T/www/p" | wc -l)" -eq "$(tail -n +2 "$T/list.tsv" | cut -f2 | sort -u | wc -l)" ]
	[ "$(ls "$T/www/e" | wc -l)" -eq "$(tail -n +2 "$T/history.tsv" | cut -f2 | sort -u | wc -l)" ]
	# index: a table per type and status; Arnau's rating 1708.9071 shown 1709
	grep -q '<caption>backgammon: active</caption>' "$T/www/index.html"
	grep -q '<a href="p/Arnau.html">Arnau</a></th><td class="n">1709</td>' "$T/www/index.html"
	# Arnau in Q2005-06: the rating before his first game there and after
	# his last, from the history itself, rounded as format rounds them
	before=$(awk -F'\t' '$2 == "Q2005-06" && $5 == "Arnau" { print $(NF - 3); exit }' "$T/history.tsv")
	after=$(awk -F'\t' '$2 == "Q2005-06" && $5 == "Arnau" { a = $17 } END { print a }' "$T/history.tsv")
	[ "$(head -1 "$T/history.tsv" | cut -f17)" = rating ]
	[ "$(head -1 "$T/history.tsv" | cut -f19)" = prev ]
	before=$(awk -F'\t' '$2 == "Q2005-06" && $5 == "Arnau" { print $19; exit }' "$T/history.tsv")
	change=$(r0 "$(awk -v a="$after" -v b="$before" 'BEGIN { print a - b }')")
	grep -q "Q2005-06</a></th><td class=\"n\">$(r0 "$after")</td><td class=\"n up\">+$change</td><td class=\"n x\">$(r0 "$before")</td>" \
		"$T/www/p/Arnau.html"
	# Júlia's rank after C2005-05: 1 + the players whose latest rating, once
	# the event's last row is read, is above hers; of all rated so far
	rank=$(awk -F'\t' 'NR > 1 { last[$5] = $17 } NR > 1 && $2 == "C2005-05" { seen = 1 }
		seen && $2 != "C2005-05" { exit } END {
		for (p in last) { n++; if (last[p] > last["Júlia"]) above++ }
		print above + 1 "/" n }' "$T/history.tsv")
	grep -q "C2005-05</a></th><td class=\"n\">[0-9]*</td><td class=\"n [a-z]*\">[-+0-9]*</td><td class=\"n x\">[0-9]*</td><td class=\"n x\">[0-9]*</td><td class=\"n\">$rank</td>" \
		"$T/www/p/J-lia_"*.html
	# the games with their opponents linked, the explain parts, the chart
	grep -q '<a href="../p/Olga.html">Olga</a>' "$T/www/p/Arnau.html"
	grep -q 'Parts of the change: match: +' "$T/www/p/Arnau.html"
	grep -q '<svg xmlns' "$T/www/p/Arnau.html"
	! grep -q '<?xml' "$T/www/p/Arnau.html"
	# the event: the report and a crosstable; every page links the rules
	grep -q '<caption>Rating report: backgammon</caption>' "$T/www/e/C2005-05.html"
	grep -q '<table class="xt">' "$T/www/e/C2005-05.html"
	for f in "$T"/www/index.html "$T"/www/p/*.html "$T"/www/e/*.html; do
		grep -q 'rules.html">Rules</a>' "$f"
		grep -q '<html lang="en">' "$f"
	done
	grep -q '<h3>Source</h3>' "$T/www/rules.html"
	grep -q 'rate -m fibs -p qgammon' "$T/www/rules.html"
	links_resolve "$T/www"
}

@test "site: a real event (a TRF file): names, byes, points, bands" {
	parse -f trf "$SHARED/trf-gros2010.trf" > "$T/res.tsv"
	score < "$T/res.tsv" 2> /dev/null > "$T/scored.tsv"
	rate -m glicko < "$T/scored.tsv" | rank > "$T/list.tsv"
	rate -m glicko --history < "$T/scored.tsv" > "$T/history.tsv"
	run format --site "$T/www" --history "$T/history.tsv" --results "$T/res.tsv" \
		--names "$T/res.tsv" "$T/list.tsv"
	[ "$status" -eq 0 ]
	# round 1, board 1: Mirzoev Azer (13400304) beat Orube Bona Andoni (22227687)
	grep -q '<h1>Mirzoev Azer</h1>' "$T/www/p/13400304.html"
	grep -q '<tr><td>1.1</td><td>won</td><td><a href="../p/22227687.html">Orube Bona Andoni</a>' \
		"$T/www/p/13400304.html"
	# glicko's rd: a band around the rating
	grep -q 'rating ± 1.96 rd' "$T/www/p/13400304.html"
	e=$(ls "$T/www/e")
	grep -q 'by points' "$T/www/e/$e"
	grep -q '>bye<' "$T/www/e/$e"
	links_resolve "$T/www"
}

@test "site: the same input gives the same bytes" {
	season
	site "$T/a"
	site "$T/b"
	diff -r "$T/a" "$T/b"
}

@test "site: a page that did not change keeps its file and mtime" {
	season
	site "$T/www"
	find "$T/www" -type f -exec touch -d 2001-01-01 {} +
	site "$T/www"
	[ -z "$(find "$T/www" -type f -newermt 2001-01-02)" ]
	# one player's list rating changes: that page and the index are new
	awk -F'\t' -v OFS='\t' '$2 == "Berta" { $3 = $3 + 1 } 1' "$T/list.tsv" > "$T/l2.tsv"
	mv "$T/l2.tsv" "$T/list.tsv"
	site "$T/www"
	run sh -c "cd '$T/www' && find . -type f -newermt 2001-01-02 | sort"
	[ "$output" = "$(printf './index.html\n./p/Berta.html')" ]
	[ -z "$(ls -d "$T"/www.* 2> /dev/null)" ]
}

@test "site: a failed night leaves last night's site as it was" {
	season
	site "$T/www"
	cp -a "$T/www" "$T/before"
	# a history with a bad row at its end: exit 1 naming it, nothing written
	cp "$T/history.tsv" "$T/good.tsv"
	tail -1 "$T/history.tsv" | sed 's/^2005-06-11/2005-13-11/' >> "$T/history.tsv"
	run site "$T/www"
	[ "$status" -eq 1 ]
	[[ "$output" == *"history.tsv:$(wc -l < "$T/history.tsv"):"* ]]
	diff -r "$T/before" "$T/www"
	[ -z "$(ls -d "$T"/www.* 2> /dev/null)" ]
	# a full disk (a file-size limit of 4 KiB: write stops short, EFBIG)
	cp "$T/good.tsv" "$T/history.tsv"
	run bash -c "trap '' XFSZ; ulimit -f 4; format --site '$T/www' --history '$T/history.tsv' \
		--title other '$T/list.tsv'"
	[ "$status" -eq 1 ]
	[[ "$output" == *"File too large"* ]]
	diff -r "$T/before" "$T/www"
	[ -z "$(ls -d "$T"/www.* 2> /dev/null)" ]
	# a night killed before its end left its tree: the next night removes it
	dead=$(sh -c 'echo $$')
	mkdir "$T/www.new-$dead" "$T/www.new-x" && touch "$T/www.new-$dead/p.html"
	site "$T/www"
	[ ! -e "$T/www.new-$dead" ] && [ -d "$T/www.new-x" ]
	rmdir "$T/www.new-x"
	# an input that is not there
	run format --site "$T/www" --history "$T/nosuch.tsv" "$T/list.tsv"
	[ "$status" -eq 1 ]
	diff -r "$T/before" "$T/www"
	[ -z "$(ls -d "$T"/www.* 2> /dev/null)" ]
	# a directory that is not a site is never replaced; an input inside the site
	mkdir "$T/home" && echo mine > "$T/home/notes"
	run format --site "$T/home" --history "$T/good.tsv" "$T/list.tsv"
	[ "$status" -eq 2 ]
	[ "$(cat "$T/home/notes")" = mine ]
	cp "$T/list.tsv" "$T/www/list.tsv"
	run format --site "$T/www" --history "$T/good.tsv" "$T/www/list.tsv"
	[ "$status" -eq 2 ]
	[ -s "$T/www/list.tsv" ]
	run format --site "$T/x" "$T/list.tsv"
	[ "$status" -eq 2 ]
}

# Games of two between hostile ids, rated by glicko.
hostile() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	printf '2024-01-0%d\t%s\t%d\tchess\t%s\t1\n2024-01-0%d\t%s\t%d\tchess\t%s\t2\n' \
		1 '<b>Open</b>/../..' 1 '../../evil' 1 '<b>Open</b>/../..' 1 '<script>alert(1)</script>' \
		2 'x" onload="alert(1)' 1 'Ann' 2 'x" onload="alert(1)' 1 'ann' \
		3 "q'uote&amp" 1 'ANN' 3 "q'uote&amp" 1 'Ştefan Ţurcanu' \
		4 '..' 1 'ann' 4 '..' 1 '../../evil'
}

@test "site: hostile ids and names are escaped and stay inside DIR" {
	hostile > "$T/res.tsv"
	score < "$T/res.tsv" > "$T/s.tsv"
	rate -m glicko < "$T/s.tsv" | rank > "$T/list.tsv"
	rate -m glicko --history < "$T/s.tsv" > "$T/history.tsv"
	printf 'player\tname\nAnn\t<img src=x onerror=alert(1)> & "Ann"\n' > "$T/names.tsv"
	printf '# <script>x</script>\n\n[a](javascript:alert(1)) [b](https://ex.org/a"b<c) `<i>`\n\n| <b>h</b> |\n|---|\n| *<u>x</u>* |\n' > "$T/rules-page"
	mkdir "$T/in" && cd "$T/in"
	run format --site www --history "$T/history.tsv" --results "$T/res.tsv" \
		--names "$T/names.tsv" --rules "$T/rules-page" --title '<i>T</i>' "$T/list.tsv"
	[ "$status" -eq 0 ]
	# nothing outside www; every file a page of its own
	[ "$(ls -A "$T/in")" = www ]
	[ "$(ls -A "$T")" = "$(printf 'history.tsv\nin\nlist.tsv\nnames.tsv\nres.tsv\nrules-page\ns.tsv')" ]
	[ "$(ls www/p | wc -l)" -eq 6 ]
	[ "$(ls www/e | wc -l)" -eq 4 ]
	# Ann, ann and ANN: three files, none equal to another but for case
	[ "$(ls www/p | tr A-Z a-z | sort -u | wc -l)" -eq 6 ]
	ls www/p | grep -q '^ann_[0-9a-f]\{16\}\.html$'
	ls www/p | grep -q '^evil_[0-9a-f]\{16\}\.html$'
	# no markup of the data anywhere, in text or attributes
	! grep -rl '<script>\|<b>\|<img \|<i>\|<u>\|onload="\|javascript:' www
	# the rules page: only an http(s) link kept, percent-encoded
	grep -q '<a href="https://ex.org/a%22b%3Cc">b</a>' www/rules.html
	grep -q '<td><em>&lt;u&gt;x&lt;/u&gt;</em></td>' www/rules.html
	grep -q '&lt;script&gt;alert(1)&lt;/script&gt;' www/index.html
	grep -rq '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Ann&quot;' www/p
	grep -rq 'q&#39;uote&amp;amp' www/e
	grep -rq 'Ştefan Ţurcanu' www/index.html
	links_resolve www
}

@test "site: in a browser, at 1280 and 390 px, nothing scrolls sideways" {
	browser_need
	season
	site "$T/www"
	# a collective event: 28 players a game, as many games: a wide crosstable
	parse "$EX/frsc/season.tsv" > "$T/fr.tsv"
	window -n frsc2012 < "$T/fr.tsv" | score > "$T/fs.tsv"
	rate -m frsc -p frsc2012 < "$T/fs.tsv" | rank > "$T/fl.tsv"
	rate -m frsc -p frsc2012 --history < "$T/fs.tsv" > "$T/fh.tsv"
	format --site "$T/fr" --history "$T/fh.tsv" --results "$T/fr.tsv" "$T/fl.tsv"
	grep -q '<table class="xt wrap">' "$T/fr/e/CNIS-2009.html"
	# one browser a width for the five pages
	for w in 1280 390; do
		pages_fit $w "$T/www/index.html" "$T/www/p/Arnau.html" "$T/www/e/C2005-05.html" \
			"$T/fr/e/CNIS-2009.html" "$T/fr/index.html"
	done
}
