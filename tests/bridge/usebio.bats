#!/usr/bin/env bats
# parse -f usebio | score | rank -m bridge: real sessions of two
# federations (tests/fixtures/README.md names each file, its source and
# licence) reproduced with no flags, the XML reader's refusals, the
# round trip through rank -m bridge --usebio.
load ../helpers

U=$BATS_TEST_DIRNAME/fixtures/usebio

# Per-board check: every line whose published points (pub_ns, pub_ew) the
# computed ones (mp_ or imp_) reproduce to the published precision;
# prints "reproduced of lines".  A published value with one decimal is
# compared after rounding to 0.1 with an exact 0.05 towards the board's
# average, as the EBU's scorers round (37.85 -> 37.8, 2.15 -> 2.2 on a
# top of 40); two decimals: within 0.005.
per_board() {
	awk -F'\t' '
	function dec(s) { return index(s, ".") ? length(s) - index(s, ".") : 0 }
	function shown(x, d, avg,   k, f) {
		if (d == 0) return sprintf("%.0f", x) + 0
		if (d >= 2) return x
		k = x * 10; f = k - int(k)
		if (f > 0.5 - 1e-9 && f < 0.5 + 1e-9) return (x > avg ? int(k) : int(k) + 1) / 10
		return sprintf("%.1f", x) + 0
	}
	function same(x, p, avg,   d) {
		d = dec(p)
		if (d >= 2) return (x - p <= 0.005 + 1e-9 && p - x <= 0.005 + 1e-9)
		return shown(x, d, avg) == p + 0
	}
	NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; v = ("mp_ns" in c) ? "mp" : "imp"; next }
	$c["pub_ns"] == "" { next }
	{
		n++
		avg = v == "mp" ? $c["top"] / 2 : 0
		if (same($c[v "_ns"], $c["pub_ns"], avg) && same($c[v "_ew"], $c["pub_ew"], avg)) ok++
		else if (bad++ < 3) print "board " $c["board"] " " $c["ns"] "-" $c["ew"] ": " $c[v "_ns"] "/" $c[v "_ew"] \
		    ", published " $c["pub_ns"] "/" $c["pub_ew"] > "/dev/stderr"
	}
	END { print ok + 0, "of", n + 0 }'
}

# Pair check on rank -m bridge's standings: totals (the final total, or
# the final percentage where the file's TOTAL_SCORE is its percentage, as
# NZ Bridge's Scorer writes it), percentages and places ("3=" is 3), each
# within the published two decimals; prints the three counts.
per_pair() {
	awk -F'\t' '
	function near(x, p) { return x - p <= 0.005 + 1e-9 && p - x <= 0.005 + 1e-9 }
	NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
	{
		n++
		pct = ("final_pct" in c) ? $c["final_pct"] : ""
		if ($c["pub_total"] != "")
			t += ($c["pub_total"] == $c["pub_pct"] && pct != "") ? near(pct, $c["pub_total"]) : near($c["final"], $c["pub_total"])
		if ($c["pub_pct"] != "") p += near(pct, $c["pub_pct"])
		place = $c["pub_place"]; sub(/=$/, "", place)
		l += $c["pos"] == place
	}
	END { print "pairs", n + 0, "totals", t + 0, "pct", p + 0, "places", l + 0 }'
}

@test "usebio: NZ Bridge, a 13-table Mitchell: 338 board results, 26 totals, % and places, no flags" {
	# the file's one line: 106 kB, from NZ Bridge's Scorer (converted by
	# scorer-to-usebio); top 24 on every board (13 results)
	run bash -c "set -o pipefail; parse -f usebio '$U/nzb-mp-mitchell.xml' | score"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col scoring 1)" = matchpoints ]
	[ "$(echo "$output" | col tables 1)" = 13 ]
	[ "$(echo "$output" | col winners 1)" = 2 ]
	[ "$(echo "$output" | col ns_names 1)" = "p10_1 & p10_2" ]
	[ "$(echo "$output" | per_board)" = "338 of 338" ]
	run bash -c "set -o pipefail; parse -f usebio '$U/nzb-mp-mitchell.xml' | score | rank -m bridge"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | per_pair)" = "pairs 26 totals 26 pct 26 places 26" ]
	# two lists (winners 2): NS 5 and EW 2 first, 59.94 % and 65.71 %
	[ "$(echo "$output" | awk -F'\t' '$2 == "NS" && $NF != "" ' | col pair 0)" = "" ]
	[ "$(echo "$output" | pick pos pair "5 NS")" = 1 ]
	[ "$(echo "$output" | pick pos pair "2 EW")" = 1 ]
	[ "$(echo "$output" | pick names pair "2 EW")" = "p13_1 & p13_2" ]
}

@test "usebio: ABF Butler Howell: 140 board results, 35 datums, 8 totals and places" {
	run bash -c "set -o pipefail; parse -f usebio '$U/abf-butler-howell.xml' | score"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col scoring 1)" = butler ]
	[ "$(echo "$output" | per_board)" = "140 of 140" ]
	# the published datum (BOARD_AVERAGE) of every board: the mean of the
	# other two after the highest and lowest, to the nearest 10 (-445 -> -450)
	[ "$(echo "$output" | awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		{ n++; ok += $c["datum"] == $c["pub_datum"] } END { print ok "/" n }')" = 140/140 ]
	[ "$(echo "$output" | pick datum board 2 | head -1)" = -450 ]
	run bash -c "set -o pipefail; parse -f usebio '$U/abf-butler-howell.xml' | score | rank -m bridge"
	[ "$(echo "$output" | per_pair)" = "pairs 8 totals 8 pct 0 places 8" ]
	# the older truncation gives other IMPs on 17 lines of the 140
	run bash -c "parse -f usebio '$U/abf-butler-howell.xml' | score -m bridge --datum-round truncate"
	[ "$(echo "$output" | per_board 2> /dev/null)" != "140 of 140" ]
}

@test "usebio: ABF cross-IMPs Howell: 108 board results (to 0.01), 9 totals and places" {
	run bash -c "set -o pipefail; parse -f usebio '$U/abf-cross-imp-howell.xml' | score"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col scoring 1)" = cross-imps ]
	[ "$(echo "$output" | per_board)" = "108 of 108" ]
	run bash -c "set -o pipefail; parse -f usebio '$U/abf-cross-imp-howell.xml' | score | rank -m bridge"
	[ "$(echo "$output" | per_pair)" = "pairs 9 totals 9 pct 0 places 9" ]
	# 2 first with 30.333: its per-board values sum before rounding
	close "$(echo "$output" | pick final pair 2)" 30.333333333 1e-6
}

@test "usebio: ABF matchpoints Howell with an average and a short board: 12 factored totals, % and places" {
	run bash -c "set -o pipefail; parse -f usebio '$U/abf-mp-howell.xml' | score"
	[ "$status" -eq 0 ]
	# 12 pairs, 6 tables: every board but 12 has 6 results (board 5's one
	# an A5050, 5 matchpoints each of 10); board 12 was played 5 times
	[ "$(echo "$output" | col tables 1)" = 6 ]
	[ "$(echo "$output" | pick mp_ns score A50/50)" = 5 ]
	# 156 of the 161 lines as published.  Board 12's five lines are shown on
	# their own top of 8, but counted on the top of 10 in the totals, by
	# Neuberg: 8 of 8 -> (8 + 1) 6/5 - 1 = 9.8; --results rows gives the
	# traveller's own figures
	[ "$(echo "$output" | per_board 2> /dev/null)" = "156 of 161" ]
	[ "$(echo "$output" | awk -F'\t' '$1 == 12 && $4 == 100' | col mp_ns 0)" = "" ]
	run bash -c "parse -f usebio '$U/abf-mp-howell.xml' | score -m bridge --results rows"
	[ "$(echo "$output" | per_board)" = "161 of 161" ]
	run bash -c "set -o pipefail; parse -f usebio '$U/abf-mp-howell.xml' | score | rank -m bridge"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | per_pair)" = "pairs 12 totals 12 pct 12 places 12" ]
	# pairs 1 and 3 missed board 12: 124 over 26 boards, factored 124 x 27/26
	[ "$(echo "$output" | pick boards pair 1)" = 26 ]
	close "$(echo "$output" | pick factored pair 1)" 128.769230769 1e-6
	# the older sums leave 1 and 3 at 124 and 127.2
	run bash -c "parse -f usebio '$U/abf-mp-howell.xml' | score | rank -m bridge --raw-totals"
	close "$(echo "$output" | pick final pair 1)" 124 1e-9
}

@test "usebio: ABF two-winner Mitchell with short boards and late pairs: 16 totals (65.96), % and places" {
	run bash -c "set -o pipefail; parse -f usebio '$U/abf-mp-mitchell.xml' | score"
	[ "$status" -eq 0 ]
	# 8 boards were played 5 or 4 times of the section's 6: their 38 lines
	# are shown on their own tops; the rest, 96, as published
	[ "$(echo "$output" | per_board 2> /dev/null)" = "96 of 134" ]
	run bash -c "parse -f usebio '$U/abf-mp-mitchell.xml' | score -m bridge --results rows"
	[ "$(echo "$output" | per_board)" = "134 of 134" ]
	run bash -c "set -o pipefail; parse -f usebio '$U/abf-mp-mitchell.xml' | score | rank -m bridge"
	[ "$(echo "$output" | per_pair)" = "pairs 16 totals 16 pct 16 places 16" ]
	# 1NS played 15 of the 17 boards: its total factored by 17/15 is the
	# published 65.96 (38.80 %); unfactored it would read 58.2
	close "$(echo "$output" | pick final pair 1NS)" 65.96 0.005
	close "$(echo "$output" | pick final_pct pair 1NS)" 38.80 0.005
}

@test "usebio: ABF board 3 starting with its A5050 line: the 20 real results as published" {
	# Law 12C2's average first on the board (a real Compscore traveller);
	# score gave every real result 0 until the board's group was named by
	# its first real line.  N = 21 lines, 20 real: Neuberg (X + 1) 21/20 - 1
	run bash -c "set -o pipefail; parse -f usebio '$U/abf-board3-a5050-first.xml' | score"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col score 1)" = A50/50 ]
	[ "$(echo "$output" | awk 'NR != 2' | per_board)" = "20 of 20" ]
	# -620 (3 lines): X = 2 x 17 + 2 = 36 -> 37 x 1.05 - 1 = 37.85, shown 37.8
	close "$(echo "$output" | pick mp_ns ns 3NS)" 37.85 1e-9
	# the A5050 line itself is published as 23/11, not 20/20: a finding
	[ "$(echo "$output" | col pub_ns 1)" = 23 ]
	[ "$(echo "$output" | col mp_ns 1)" = 20 ]
}

@test "usebio: read, score, write (rank -m bridge --usebio), read keeps every result" {
	for f in nzb-mp-mitchell abf-butler-howell abf-cross-imp-howell abf-mp-howell abf-mp-mitchell; do
		parse -f usebio "$U/$f.xml" | score > "$T/a.tsv"
		rank -m bridge "$T/a.tsv" > "$T/a.rank"
		rank -m bridge --usebio "$T/a.tsv" > "$T/b.xml"
		parse -f usebio "$T/b.xml" > "$T/b.tsv"
		# every line's board, pairs, contract, lead, score, and the points
		# computed the first time coming back as the published ones
		v=$(head -1 "$T/a.tsv" | tr '\t' '\n' | grep -q '^mp_ns$' && echo mp || echo imp)
		na=$(head -1 "$T/a.tsv" | awk -F'\t' '{ print NF }')
		paste "$T/a.tsv" "$T/b.tsv" | awk -F'\t' -v v="$v" -v f="$f" -v na="$na" '
		NR == 1 { for (i = 1; i <= NF; i++) if (i <= na) a[$i] = i; else b[$i] = i; next }
		{
			n++
			for (k in a) if ((k in b) && k !~ /pub_|^tables$|^result$/ && $a[k] != $b[k]) { print f ": " k " " $a[k] " != " $b[k]; bad++ }
			if ($a[v "_ns"] != $b["pub_ns"] || $a[v "_ew"] != $b["pub_ew"]) { print f ": points"; bad++ }
			if (("datum" in a) && $a["datum"] != $b["pub_datum"]) { print f ": datum"; bad++ }
		}
		END { exit bad > 0 || n < 100 }'
		# every pair's total, percentage and place as rank computed them
		awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
			{ print $c["ns"] "\t" $c["ns_pub_total"] "\t" $c["ns_pub_place"]; print $c["ew"] "\t" $c["ew_pub_total"] "\t" $c["ew_pub_place"] }' \
			"$T/b.tsv" | sort -u > "$T/back"
		awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } { print $c["pair"] "\t" $c["final"] "\t" $c["pos"] }' \
			"$T/a.rank" | sort -u > "$T/ranked"
		diff "$T/back" "$T/ranked"
	done
}

@test "usebio: --usebio writes rows of sections interleaved each in its own SECTION, in order" {
	# the Butler session twice, as sections A and B, a row of A then the
	# same row of B: 280 runs of one row; each SECTION gets its 140 lines
	# back in the order they came (board, NS, EW, score)
	parse -f usebio "$U/abf-butler-howell.xml" | score > "$T/s.tsv"
	awk -F'\t' -v OFS='\t' 'NR == 1 { print; next } { r = $0; $6 = "A"; print; $0 = r; $6 = "B"; print }' \
		"$T/s.tsv" > "$T/two.tsv"
	rank -m bridge --usebio "$T/two.tsv" > "$T/two.xml"
	[ "$(grep -c '<SECTION SECTION_ID=' "$T/two.xml")" -eq 2 ]
	parse -f usebio "$T/two.xml" > "$T/back.tsv"
	for s in A B; do
		awk -F'\t' -v s=$s 'NR > 1 && $6 == s { print $7, $8, $9, $14 }' "$T/two.tsv" > "$T/want"
		awk -F'\t' -v s=$s 'NR > 1 && $6 == s { print $7, $8, $9, $14 }' "$T/back.tsv" > "$T/got"
		[ "$(wc -l < "$T/got")" -eq 140 ]
		diff "$T/want" "$T/got"
	done
}

@test "usebio: the XML reader's refusals name file:line:col and what was expected" {
	x() {
		printf '%b' "$1" > "$T/x.xml"
		run parse -f usebio "$T/x.xml"
		[ "$status" -eq 1 ]
		[[ "$output" == *"$2"* ]] || { echo "$output"; return 1; }
	}
	head='<?xml version="1.0"?>\n<USEBIO Version="1.2">\n<EVENT EVENT_TYPE="MP_PAIRS">\n'
	x "$head<BOARD><BOARD_NUMBER>1</BOARD_NUMBER></BOARD>\n</EVENTS>\n</USEBIO>\n" 'x.xml:5:1: expected </EVENT>, found </EVENTS>'
	x "$head<BOARD>\n" 'x.xml:5:1: expected </BOARD>, found the end of the file'
	x "$head<DATE>1 &nbsp; 2</DATE>" 'x.xml:4:9: entity &nbsp; is not one of &lt; &gt; &amp; &quot; &apos; (no DTD is read'
	x "$head<DATE>a & b</DATE>" 'x.xml:4:10: expected ; ending an entity reference (a raw & is written &amp;)'
	x '<?xml version="1.0"?>\n<!DOCTYPE USEBIO [ <!ENTITY a "aaaa"> ]>\n<USEBIO/>\n' 'x.xml:2:18: a DOCTYPE with an internal subset (entity declarations are not read)'
	x '\xff\xfe<\0U\0' 'x.xml:1:1: UTF-16 or UTF-32, which is not read'
	x '<?xml version="1.0" encoding="EBCDIC"?>\n<USEBIO/>' 'encoding "EBCDIC": expected UTF-8, ISO-8859-1 or windows-1252'
	x "$head<DATE>\xe9t\xe9</DATE>" 'x.xml:4:8: bytes that are not UTF-8'
	x "$head<DATE>a\x01</DATE>" 'x.xml:4:8: a control character (byte 0x01)'
	x "$head<DATE>&#0;</DATE>" 'x.xml:4:7: a character reference to U+0000, which XML does not allow'
	x '<USEBIO></USEBIO>\n<USEBIO/>\n' 'x.xml:2:1: expected the end of the file after the root element'
	x '<USEBIO a=1/>' 'x.xml:1:11: expected a quoted attribute value, found "1"'
	x '<USEBIO a="1" a="2"/>' 'x.xml:1:1: attribute a twice in <USEBIO>'
	x '<CLUB/>' 'x.xml:1:1: expected the root element <USEBIO>, found <CLUB>'
	x "$(printf '<USEBIO>%.0s' 1)$(printf '<A>%.0s' $(seq 70))" 'elements nested deeper than 64'
	x '' 'x.xml:1:1: expected an element, found the end of the file'
}

@test "usebio: what the reader takes: Latin-1, references, CDATA, comments, a BOM, one line, names made canonical" {
	# the same traveller line four ways; every one gives the same row
	body='<EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PLAYER><PLAYER_NAME>%b</PLAYER_NAME></PLAYER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR></PARTICIPANTS><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>%b</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>'
	printf "<?xml version='1.0' encoding='ISO-8859-1'?><USEBIO>$body" 'Ren\xe9  Dupr\xe9' '4S' > "$T/1.xml"
	printf "\xef\xbb\xbf<USEBIO><!-- a note -->$body" 'Ren&#xE9; Dupr&#233;' '<![CDATA[4S]]>' > "$T/2.xml"
	printf "<USEBIO>$body" 'Ren\xc3\xa9 <!-- x -->Dupr\xc3\xa9' '4<?pi?>S' > "$T/3.xml"
	printf "<USEBIO>$body" '  Ren\xc3\xa9\n\tDupr\xc3\xa9 ' '4&#83;' > "$T/4.xml"
	# the canonical form of a name (ident_fold): e and a combining acute
	# (U+0301) composed to U+00E9 (NFC), a zero-width space (U+200B)
	# dropped, a no-break space (U+00A0) a space, trimmed at the end
	printf "<USEBIO>$body" 'Rene&#x301;&#x200B; Dupr\xc3\xa9&#xA0;' '4S' > "$T/5.xml"
	for i in 1 2 3 4 5; do
		run parse -f usebio "$T/$i.xml"
		[ "$status" -eq 0 ]
		[ "$(echo "$output" | col ns_names 1)" = "René Dupré" ]
		[ "$(echo "$output" | col contract 1)" = 4S ]
		[ "$(echo "$output" | col score 1)" = 420 ]
	done
	# a C1 control (U+0085, by reference) is refused, never folded
	printf "<USEBIO>$body" 'Ren&#x85;e' '4S' > "$T/6.xml"
	run parse -f usebio "$T/6.xml"
	[ "$status" -eq 1 ]
	[[ "$output" == *"6.xml:1:"*": PLAYER_NAME: expected a value without control characters (U+0085, a C1 control, at byte 4)"* ]]
}

@test "usebio: a session's own errors: a score the contract contradicts, unknown pairs, a pair twice" {
	line() {
		printf '<USEBIO><EVENT EVENT_TYPE="MP_PAIRS"><DATE>%s</DATE><PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>4</PAIR_NUMBER></PAIR></PARTICIPANTS>\n<BOARD><BOARD_NUMBER>%s</BOARD_NUMBER>\n<TRAVELLER_LINE>%s</TRAVELLER_LINE>\n<TRAVELLER_LINE>%s</TRAVELLER_LINE></BOARD></EVENT></USEBIO>\n' \
			"${3:-01/02/2024}" "$1" "$2" '<NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>A6040</SCORE>' > "$T/s.xml"
		run parse -f usebio ${4:-} "$T/s.xml"
	}
	ok='<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>'
	# board 2 (NS vulnerable): 4S= by N is 620, not 420 (scored by the
	# SCORE with a warning unless refused: usebio-field.bats)
	line 2 "$ok<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE>" "" --score-mismatch=refuse
	[ "$status" -eq 1 ]
	[[ "$output" == *"s.xml:3:1: SCORE 420 disagrees with 4S by N taking 10 tricks, which scores 620 for NS on board 2"* ]]
	line 2 "$ok<CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>620</SCORE>"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col score 2)" = A60/40 ]
	[ "$(echo "$output" | col date 1)" = 2024-02-01 ]
	line 2 '<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>9</EW_PAIR_NUMBER><SCORE>50</SCORE>'
	[[ "$output" == *"s.xml:3:1: pair 9 is not among the PARTICIPANTS"* ]]
	line 2 '<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>3</EW_PAIR_NUMBER><SCORE>50</SCORE>'
	[[ "$output" == *"s.xml:4:1: pair 3 twice on board 2"* ]]
	line x "$ok<SCORE>50</SCORE>"
	[[ "$output" == *'BOARD_NUMBER: expected a board number, found "x"'* ]]
	line 2 "$ok<SCORE>A9</SCORE>"
	[[ "$output" == *'SCORE: expected an NS score, an artificial score (A6040, A5050, A+, A-) or NP, found "A9"'* ]]
	line 2 "$ok<SCORE>50</SCORE>" 31/02/24
	[[ "$output" == *'DATE: expected DD/MM/YYYY or YYYY-MM-DD, found "31/02/24"'* ]]
	line 2 "$ok<SCORE>50</SCORE>" 29/02/2023
	[[ "$output" == *'DATE: no such date "29/02/2023"'* ]]
	printf '<USEBIO><EVENT EVENT_TYPE="SWISS_TEAMS"/></USEBIO>' > "$T/t.xml"
	run parse -f usebio "$T/t.xml"
	[[ "$output" == *'scoring "SWISS_TEAMS": expected a pairs event'* ]]
	printf '<USEBIO><EVENT><MATCH/></EVENT></USEBIO>' > "$T/t.xml"
	run parse -f usebio "$T/t.xml"
	[[ "$output" == *'<MATCH>: team and Swiss events are not read (pairs only)'* ]]
}

@test "score with no -m picks the bridge method from a boards stream: a file, stdin, a pipe" {
	parse -f usebio "$U/abf-butler-howell.xml" > "$T/b.tsv"
	score "$T/b.tsv" > "$T/1"
	score < "$T/b.tsv" > "$T/2"
	cat "$T/b.tsv" | score > "$T/3"
	score -m bridge "$T/b.tsv" > "$T/4"
	head -1 "$T/1" | grep -q $'\tdatum\timp_ns\timp_ew$'
	cmp "$T/1" "$T/2"
	cmp "$T/1" "$T/3"
	cmp "$T/1" "$T/4"
	# a results stream still gets places
	printf 'date\tevent\tgame\tplayer\tplace\n2024-01-01\te\tg\ta\t1\n2024-01-01\te\tg\tb\t2\n' | score | grep -q $'\tfield\t'
	# one method per stream
	awk -F'\t' 'BEGIN { OFS = "\t" } NR == 1 { for (i = 1; i <= NF; i++) if ($i == "scoring") s = i }
		NR > 100 { $s = "matchpoints" } 1' "$T/b.tsv" > "$T/mixed.tsv"
	run score "$T/mixed.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'mixed.tsv:101: column "scoring": "matchpoints" in a stream scored by butler from its first row'* ]]
}
