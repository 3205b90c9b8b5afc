#!/usr/bin/env bats
# USEBIO as NZ Bridge's Scorer scores it: sections scored as one field
# (scoring_field, score --across-sections), a traveller line whose
# contract contradicts its SCORE (--score-mismatch), a handicap pairs
# event's HANDICAP (rank -m bridge's handicap, handicapped_pct).  Real
# files: fixtures/usebio/README.md; hand cases derived in comments.
load ../helpers

U=$BATS_TEST_DIRNAME/fixtures/usebio

# Lines whose computed matchpoints the Scorer's published ones are, as it
# writes them: truncated to 0.1 (scorer-to-usebio: "floor(MPs * 10)");
# prints "equal of lines".
floor_board() {
	awk -F'\t' '
	function tr(x) { return int(x * 10 + 1e-6) / 10 }
	NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
	$c["pub_ns"] == "" { next }
	{ n++; if (tr($c["mp_ns"]) == $c["pub_ns"] + 0 && tr($c["mp_ew"]) == $c["pub_ew"] + 0) ok++
	  else if (bad++ < 3) print "board " $c["board"] " " $c["ns"] "-" $c["ew"] ": " $c["mp_ns"] "/" $c["mp_ew"] ", published " $c["pub_ns"] "/" $c["pub_ew"] > "/dev/stderr" }
	END { print ok + 0, "of", n + 0 }'
}

# rank's percentages (column $1) within the published two decimals, and
# places ("3=" is 3): prints "pct P places L of N".
per_pair() {
	awk -F'\t' -v pc="$1" '
	NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
	{ n++; d = $c[pc] - $c["pub_pct"]; if (d < 0) d = -d; p += d <= 0.005 + 1e-9
	  place = $c["pub_place"]; sub(/=$/, "", place); l += $c["pos"] == place }
	END { print "pct", p + 0, "places", l + 0, "of", n + 0 }'
}

# A hand session of two sections, A and B, two tables each, board 1
# only (board 1: nobody vulnerable).  NS scores: A 420 (1-1), 450 (2-2);
# B 400 (1-1), 420 (2-2).  $1: the published matchpoints of the four
# lines, NS/EW, in that order; $2: a PAIR's extra elements (HANDICAP).
two_sections() {
	local pub=($1) i=0 s t out
	out='<USEBIO Version="1.2"><EVENT EVENT_TYPE="PAIRS"><DATE>05/12/2015</DATE><WINNER_TYPE>2</WINNER_TYPE>'
	for s in A B; do
		out+="<SECTION SECTION_ID=\"$s\"><PARTICIPANTS>"
		for t in 1 2; do
			out+="<PAIR><PAIR_NUMBER>$t</PAIR_NUMBER><DIRECTION>NS</DIRECTION>${2:-}</PAIR>"
			out+="<PAIR><PAIR_NUMBER>$t</PAIR_NUMBER><DIRECTION>EW</DIRECTION></PAIR>"
		done
		out+='</PARTICIPANTS><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>'
		for t in 1 2; do
			local sc=$([ $s = A ] && echo $((t == 1 ? 420 : 450)) || echo $((t == 1 ? 400 : 420)))
			out+="<TRAVELLER_LINE><NS_PAIR_NUMBER>$t</NS_PAIR_NUMBER><EW_PAIR_NUMBER>$t</EW_PAIR_NUMBER>"
			out+="<SCORE>$sc</SCORE><NS_MATCH_POINTS>${pub[i]%/*}</NS_MATCH_POINTS>"
			out+="<EW_MATCH_POINTS>${pub[i]#*/}</EW_MATCH_POINTS></TRAVELLER_LINE>"
			i=$((i + 1))
		done
		out+='</BOARD></SECTION>'
	done
	printf '%s</EVENT></USEBIO>\n' "$out"
}

@test "usebio field: the published matchpoints say one field; score scores it as one" {
	# one field of 4 results, top 2(4 - 1) = 6.  NS 450 beats 3: 6;
	# A's 420 beats 400, ties B's 420: 2 + 1 = 3; B's 420 the same: 3;
	# 400 beats none: 0.  Published so (NS + EW = 6, the field's top; a
	# section's own would be 2(2 - 1) = 2): the sections were one field
	two_sections "3/3 6/0 0/6 3/3" > "$T/f.xml"
	parse -f usebio "$T/f.xml" > "$T/f.tsv"
	[ "$(col scoring_field 1 < "$T/f.tsv")" = A+B ]
	[ "$(col scoring_field 4 < "$T/f.tsv")" = A+B ]
	score "$T/f.tsv" > "$T/f.scored"
	[ "$(cut -f1 "$T/f.scored" | head -1)" = event ]
	[ "$(col top 1 < "$T/f.scored")" = 6 ]
	[ "$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } { printf "%s%s:%s ", $c["section"], $c["ns"], $c["mp_ns"] }' "$T/f.scored")" = "A1:3 A2:6 B1:0 B2:3 " ]
	# rank: one list per direction over the field, pairs still their
	# section's: NS A2 (6 of 6) 1st, A1 and B2 (3) 2nd, B1 4th; 8 pairs
	rank -m bridge "$T/f.scored" > "$T/f.rank"
	[ "$(awk 'END { print NR - 1 }' "$T/f.rank")" = 8 ]
	[ "$(awk -F'\t' '$2 == "A" && $3 == "NS" && $1 == 2' "$T/f.rank" | wc -l)" = 1 ]
	[ "$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } $c["dir"] == "NS" { printf "%s%s:%s ", $c["section"], $c["pair"], $c["pos"] }' "$T/f.rank")" = "A2:1 A1:2 B2:2 B1:4 " ]
	# the same lines published on each section's own top (NS + EW = 2):
	# no scoring_field, each section matchpointed alone: A 420 0, 450 2;
	# B 400 0, 420 2; NS ranked per section (two 1sts)
	two_sections "0/2 2/0 0/2 2/0" > "$T/s.xml"
	parse -f usebio "$T/s.xml" > "$T/s.tsv"
	! head -1 "$T/s.tsv" | tr '\t' '\n' | grep -qx scoring_field
	score "$T/s.tsv" > "$T/s.scored"
	[ "$(col top 1 < "$T/s.scored")" = 2 ]
	[ "$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } { printf "%s ", $c["mp_ns"] }' "$T/s.scored")" = "0 2 0 2 " ]
	# both files in one run: the column is written, empty for the second's
	# rows (each section its own, top 2), the first's one field (top 6)
	parse -f usebio "$T/f.xml" "$T/s.xml" | score > "$T/fs.scored"
	[ "$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } { printf "%s:%s ", $c["scoring_field"], $c["top"] }' "$T/fs.scored")" = "A+B:6 A+B:6 A+B:6 A+B:6 :2 :2 :2 :2 " ]
	[ "$(rank -m bridge "$T/s.scored" | awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } $c["dir"] == "NS" && $c["pos"] == 1' | wc -l)" -eq 2 ]
}

@test "usebio field: score --across-sections makes a session's sections one field, adds scoring_field" {
	# the own-top file of the test above, scored as one field on request:
	# the field's figures (top 6; 3 6 0 3) and scoring_field A+B
	two_sections "0/2 2/0 0/2 2/0" > "$T/s.xml"
	parse -f usebio "$T/s.xml" > "$T/s.tsv"
	score -m bridge --across-sections "$T/s.tsv" > "$T/a.scored"
	[ "$(col top 2 < "$T/a.scored")" = 6 ]
	[ "$(col scoring_field 3 < "$T/a.scored")" = A+B ]
	[ "$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } { printf "%s ", $c["mp_ns"] }' "$T/a.scored")" = "3 6 0 3 " ]
	# the rows a board has in several sections come out together, board
	# by board: B's board 1 right after A's (here one board: stream order)
	[ "$(cut -f6 "$T/a.scored" | tail -n +2 | tr '\n' ' ')" = "A A B B " ]
	# a stream that already says (scoring_field): the flag is refused
	two_sections "3/3 6/0 0/6 3/3" > "$T/f.xml"
	parse -f usebio "$T/f.xml" > "$T/f.tsv"
	run score -m bridge --across-sections "$T/f.tsv"
	[ "$status" -eq 2 ]
	[[ "$output" == *'--across-sections: the stream'"'"'s column "scoring_field" already says'* ]]
}

@test "usebio field: two boards in three sections come out board by board; a section's tables must agree" {
	# a hand boards stream: sections A, B (2 tables) and C (1 table),
	# boards 1 and 2, section by section as parse writes them.  Field of
	# board 1: 2 + 2 + 1 = 5 results, top 8; NS 100 200 300 400 500
	# beat 0..4 others: 0 2 4 6 8
	{
		printf 'board\tsection\tns\tew\tscore\ttables\n'
		printf '1\tA\t1\t1\t100\t2\n1\tA\t2\t2\t200\t2\n2\tA\t1\t2\t50\t2\n2\tA\t2\t1\t50\t2\n'
		printf '1\tB\t1\t1\t300\t2\n1\tB\t2\t2\t400\t2\n2\tB\t1\t2\t50\t2\n2\tB\t2\t1\t50\t2\n'
		printf '1\tC\t1\t1\t500\t1\n2\tC\t1\t1\t50\t1\n'
	} > "$T/h.tsv"
	score -m matchpoints --across-sections "$T/h.tsv" > "$T/h.scored"
	[ "$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } { printf "%s%s:%s ", $1, $2, $c["mp_ns"] }' "$T/h.scored")" = "1A:0 1A:2 1B:4 1B:6 1C:8 2A:4 2A:4 2B:4 2B:4 2C:4 " ]
	[ "$(col top 1 < "$T/h.scored")" = 8 ]
	[ "$(col scoring_field 1 < "$T/h.scored")" = A+B+C ]
	# without the flag each section is its own: board 1 of A on top 2
	score -m matchpoints "$T/h.tsv" | col top 1 | grep -qx 2
	# cross-IMPs over the field: C's 500 against 400 300 200 100 gains
	# 100 200 300 400 points, 3 5 7 9 IMPs (Law 78B), 24 / (5 - 1) = 6;
	# alone in its section it has no one to be compared with: 0
	[ "$(score -m cross-imps --across-sections "$T/h.tsv" | pick imp_ns score 500)" = 6 ]
	[ "$(score -m cross-imps "$T/h.tsv" | pick imp_ns score 500)" = 0 ]
	# two sessions: a field is one session's sections, never another's.
	# Session 2 has section A alone (board 1: 100, 200; top 2(2 - 1) = 2,
	# NS 0 and 2), scoring_field A; session 1 as above, A+B+C
	awk -F'\t' -v OFS='\t' 'NR == 1 { print "session", $0; next } { print 1, $0 }
		END { print 2, 1, "A", 1, 1, 100, 2; print 2, 1, "A", 2, 2, 200, 2 }' "$T/h.tsv" > "$T/s2.tsv"
	score -m matchpoints --across-sections "$T/s2.tsv" > "$T/s2.scored"
	[ "$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } $1 == 2 { printf "%s:%s:%s ", $c["scoring_field"], $c["top"], $c["mp_ns"] }' "$T/s2.scored")" = "A:2:0 A:2:2 " ]
	[ "$(awk -F'\t' '$1 == 1 && $2 == 1' "$T/s2.scored" | cut -f8,9 | sort -u | tr '\n' ' ')" = "A+B+C	8 " ]
	# section A says 2 tables on one row of board 1 and 3 on the other
	sed '3s/\t2$/\t3/' "$T/h.tsv" > "$T/bad.tsv"
	run score -m matchpoints --across-sections "$T/bad.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'bad.tsv:3:6: column "tables": expected 2 (the section'"'"'s first row of the board), found "3" in section "A"'* ]]
}

@test "usebio field: NZ Bridge, three sections scored as one field: 858 lines, 66 percentages as published" {
	# "PN Christmas Cheer": sections A, B (13 tables) and C (7, a Howell)
	# scored as one field of 33 results, top 64
	parse -f usebio "$U/nzb-field-three-sections.xml" 2> "$T/err" > "$T/p.tsv"
	[ "$(awk -F'\t' 'NR > 1 { n[$NF]++ } END { for (k in n) print k, n[k] }' "$T/p.tsv")" = "A+B+C 858" ]
	score "$T/p.tsv" > "$T/p.scored"
	[ "$(col top 1 < "$T/p.scored")" = 64 ]
	[ "$(floor_board < "$T/p.scored")" = "858 of 858" ]
	# board 17: 31 real results and two artificial (A60/60, A60/40):
	# Neuberg, the best NS result (+50, 7 of them: beats 24, ties 6: 54)
	# (54 + 1) 33/31 - 1 = 57.548..., published 57.5
	[ "$(awk -F'\t' '$7 == 17 && $14 == 50' "$T/p.scored" | head -1 | cut -f21)" = 57.5 ]
	close "$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } $c["board"] == 17 && $c["score"] == 50 { print $c["mp_ns"]; exit }' "$T/p.scored")" 57.548387097 1e-6
	# the pair totals: the Scorer's own match_points follow the missing
	# results as averages (k-averages: +50 is 54 + 2 ties = 56, not
	# 57.55): 66 of 66 percentages; 64 of 66 places, the other two the
	# converter's, which ranks the Scorer's whole-number totals ((C) 10's
	# 899.4 shown 899 ties (B) 4 NS's 899: both 21st, as published)
	score -m bridge --missing k-averages "$T/p.tsv" | rank -m bridge > "$T/p.rank"
	[ "$(per_pair final_pct < "$T/p.rank")" = "pct 66 places 64 of 66" ]
	[ "$(pick pos pair '(C) 10' < "$T/p.rank")" = 21 ]
	[ "$(pick pub_place pair '(B) 4 NS' < "$T/p.rank")" = 21 ]
	# scored section by section (the column cut), next to nothing agrees
	cut -f1-30 "$T/p.tsv" | score -m bridge --missing k-averages | rank -m bridge > "$T/s.rank"
	[ "$(per_pair final_pct < "$T/s.rank" | cut -d' ' -f2)" -lt 10 ]
}

@test "usebio mismatch: a SCORE its contract contradicts is scored with a warning, or refused" {
	# board 2 (NS vulnerable): 4S= by N is 620; the SCORE says 420
	line='<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE>'
	printf '<USEBIO><EVENT EVENT_TYPE="MP_PAIRS">\n<BOARD><BOARD_NUMBER>2</BOARD_NUMBER>\n<TRAVELLER_LINE>%s</TRAVELLER_LINE></BOARD></EVENT></USEBIO>\n' "$line" > "$T/m.xml"
	parse -f usebio "$T/m.xml" 2> "$T/err" > "$T/m.tsv"
	[ "$(col score 1 < "$T/m.tsv")" = 420 ]
	[ "$(col contract 1 < "$T/m.tsv")" = 4S ]
	[ "$(sed "s|$T/||" "$T/err")" = 'parse: m.xml:3:1: warning: SCORE 420 disagrees with 4S by N taking 10 tricks, which scores 620 for NS on board 2: scored by the SCORE (--score-mismatch refuse stops here)' ]
	run parse -f usebio --score-mismatch refuse "$T/m.xml"
	[ "$status" -eq 1 ]
	[[ "$output" == *'m.xml:3:1: SCORE 420 disagrees with 4S by N taking 10 tricks, which scores 620 for NS on board 2'* ]]
	[[ "$output" != *warning* ]]
	run parse -f usebio --score-mismatch maybe "$T/m.xml"
	[ "$status" -eq 2 ]
	[[ "$output" == *'--score-mismatch maybe: expected warn or refuse'* ]]
	# --score-mismatch warn is the default
	parse -f usebio --score-mismatch warn "$T/m.xml" 2> /dev/null | cmp - "$T/m.tsv"
	# the real file: two lines (6NT by W -5 with the -250 of 6NT by N or
	# S; 6NT by N with 0 tricks and the -170 of 2H+2 by W), both scored
	# by their SCORE, which the published matchpoints follow
	parse -f usebio "$U/nzb-field-three-sections.xml" 2> "$T/err" > /dev/null
	[ "$(grep -c 'warning: SCORE' "$T/err")" -eq 2 ]
	grep -q ':1:178430: warning: SCORE -250 disagrees with 6NT by W taking 7 tricks, which scores 500 for NS on board 16' "$T/err"
	grep -q ':1:259302: warning: SCORE -170 disagrees with 6NT by N taking 0 tricks, which scores -1200 for NS on board 18' "$T/err"
	run parse -f usebio --score-mismatch refuse "$U/nzb-field-three-sections.xml"
	[ "$status" -eq 1 ]
	[[ "$output" == *'nzb-field-three-sections.xml:1:178430: SCORE -250 disagrees with 6NT by W'* ]]
}

@test "usebio handicap: NZ Bridge handicap pairs: 198 lines, 18 handicapped percentages and places" {
	# "Whitehead Trophy Handicap Pairs": TOTAL_SCORE and PERCENTAGE are
	# the handicapped figure, the pair's raw percentage + HANDICAP / 2;
	# PLACE follows the raw one (the Scorer's places, kept by the
	# converter)
	parse -f usebio "$U/nzb-handicap-pairs.xml" > "$T/h.tsv"
	[ "$(col ns_pub_handicap 1 < "$T/h.tsv")" = 0.01 ]
	score "$T/h.tsv" > "$T/h.scored"
	[ "$(floor_board < "$T/h.scored")" = "198 of 198" ]
	rank -m bridge "$T/h.scored" > "$T/h.rank"
	[ "$(per_pair handicapped_pct < "$T/h.rank")" = "pct 18 places 18 of 18" ]
	# 4 NS: 202 of 352 = 57.386 %, handicap -6.42: 57.386 - 3.21 = 54.176,
	# published 54.18; unhandicapped, only the two pairs whose handicap
	# is +-0.01 (half of it under the published 0.005) agree
	close "$(pick final_pct pair '4 NS' < "$T/h.rank")" 57.386363636 1e-6
	[ "$(pick handicap pair '4 NS' < "$T/h.rank")" = -6.42 ]
	close "$(pick handicapped_pct pair '4 NS' < "$T/h.rank")" 54.176363636 1e-6
	[ "$(per_pair final_pct < "$T/h.rank")" = "pct 2 places 18 of 18" ]
	# shown as published: the handicapped percentage to 2 decimals
	format --text "$T/h.rank" | grep '^4 NS ' | grep -q ' -6.42  *54.18 '
	format --html "$T/h.rank" | grep -q '>Handicapped %<'
}

@test "usebio handicap: rank --usebio writes HANDICAP; read back, the same handicapped figures" {
	parse -f usebio "$U/nzb-handicap-pairs.xml" | score > "$T/a.scored"
	rank -m bridge "$T/a.scored" > "$T/a.rank"
	rank -m bridge --usebio "$T/a.scored" > "$T/b.xml"
	# every one of the 18 pairs has a handicap (none is 0, the smallest
	# 0.01 and -0.01): each PAIR carries it
	[ "$(grep -o '<HANDICAP>' "$T/b.xml" | wc -l)" -eq 18 ]
	parse -f usebio "$T/b.xml" | score | rank -m bridge > "$T/b.rank"
	cut -f1,12,13,15 "$T/a.rank" > "$T/want"
	cut -f1,12,13,15 "$T/b.rank" > "$T/got"
	[ "$(head -1 "$T/got")" = "$(printf 'pair\thandicap\thandicapped_pct\tpos')" ]
	diff "$T/want" "$T/got"
}

@test "usebio handicap: hand cases: HANDICAP read, applied, refused when not a number" {
	# the one-field session with NS pairs given HANDICAP 4: A1 NS 3 of 6
	# = 50 %, + 4/2 = 52; the EW pairs have none (0): A1 EW 50 %, 50
	two_sections "3/3 6/0 0/6 3/3" '<HANDICAP>4</HANDICAP>' > "$T/h.xml"
	parse -f usebio "$T/h.xml" | score | rank -m bridge > "$T/h.rank"
	[ "$(awk -F'\t' '$1 == 1 && $2 == "A" && $3 == "NS"' "$T/h.rank" | wc -l)" -eq 1 ]
	[ "$(awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } $c["pair"] == 1 && $c["section"] == "A" { print $c["dir"], $c["final_pct"], $c["handicap"], $c["handicapped_pct"] }' "$T/h.rank" | sort)" = "EW 50 0 50
NS 50 4 52" ]
	# a stream without handicaps has no such columns
	two_sections "3/3 6/0 0/6 3/3" > "$T/n.xml"
	! parse -f usebio "$T/n.xml" | score | rank -m bridge | head -1 | grep -q handicap
	# not a number: file, line, column
	two_sections "3/3 6/0 0/6 3/3" '<HANDICAP>x</HANDICAP>' > "$T/b.xml"
	run parse -f usebio "$T/b.xml"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.xml:1:'*': HANDICAP: expected a number of percentage points (-100 to 100), found "x"'* ]]
	# a pair whose rows disagree on its handicap (the real file's 4 NS,
	# -6.42 on its first row, edited to 9 on its second, line 17)
	parse -f usebio "$U/nzb-handicap-pairs.xml" | score | awk -F'\t' -v OFS='\t' '
		NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i }
		$c["ns"] == "4 NS" && ++n == 2 { $c["ns_pub_handicap"] = 9; print NR > "/dev/stderr" } 1' > "$T/e.scored" 2> "$T/nr"
	[ "$(cat "$T/nr")" = 17 ]
	run rank -m bridge "$T/e.scored"
	[ "$status" -eq 1 ]
	[[ "$output" == *"e.scored:17:30: "*"the pair's handicap of its earlier rows"* ]] || { echo "$output"; false; }
}
