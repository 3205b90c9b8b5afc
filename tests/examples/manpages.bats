#!/usr/bin/env bats
# Every EXAMPLES section of doc/*.1, run as written: its command lines
# (the .nf/.fi and .EX/.EE blocks, roff's \- and \e undone, a line ending
# in \ joined to the next) run one after the other, as one shell session
# per page, in a scratch directory that sees the source tree's examples/
# and tests/ (the pages say "from the top of the source tree"), each
# line under bash -e -o pipefail; then what the page says of the output
# is checked.  A page that gains an EXAMPLES section fails the first
# test until a test here runs it.
load ../helpers

DOC=$RP_TOP/doc

# The command lines of PAGE's EXAMPLES section, one a line.
examples_of() {
	awk '/^\.SH/ { ex = ($0 ~ /^\.SH "?EXAMPLES?"?$/); next }
		!ex { next }
		/^\.(nf|EX)/ { blk = 1; next }
		/^\.(fi|EE)/ { blk = 0; next }
		blk && !/^\./ { gsub(/\\-/, "-"); gsub(/\\e/, "\\")
			if (sub(/\\$/, "")) { acc = acc $0; next }
			print acc $0; acc = "" }' "$DOC/$1.1"
}

# session PAGE [DIR]: run PAGE's lines in DIR ($T/s by default) with
# examples/ and tests/ at hand; line N's output in DIR/out.PAGE.N,
# its stderr in DIR/err.PAGE.N.  Fails at the first line that fails.
session() {
	local page=$1 dir=${2:-$T/s} n=0 line
	mkdir -p "$dir"
	ln -sfn "$RP_TOP/examples" "$dir/examples"
	ln -sfn "$RP_TOP/tests" "$dir/tests"
	examples_of "$page" > "$dir/lines.$page"
	[ -s "$dir/lines.$page" ] || { echo "$page: no example lines"; return 1; }
	while IFS= read -r line; do
		n=$((n + 1))
		(cd "$dir" && bash -e -o pipefail -c "$line") > "$dir/out.$page.$n" 2> "$dir/err.$page.$n" ||
		    { echo "$page line $n failed: $line"; cat "$dir/err.$page.$n"; return 1; }
	done < "$dir/lines.$page"
	nlines=$n
}

@test "manpages: the pages with EXAMPLES are the ones run here, each line a command" {
	local pages
	pages=$(grep -l '^\.SH "\?EXAMPLES\?"\?$' "$DOC"/*.1 | sed 's|.*/||; s|\.1$||' | sort | tr '\n' ' ')
	[ "$pages" = "fit parse rank rate value " ] || { echo "pages with EXAMPLES: $pages"; false; }
	# every line begins with a program of ratepipe or the shell's awk
	for p in fit parse rank rate value; do
		examples_of "$p" | awk -v p="$p" '$1 !~ /^(parse|window|score|rate|value|rank|format|fit|awk)$/ {
			print p ": " $0; bad = 1 } END { exit bad }'
	done
}

@test "manpages: fit(1), K = 16 on the backgammon season, the least of rate | rank --eval; Glicko c 0, RD 75" {
	session fit
	[ "$nlines" -eq 2 ]
	# row all: k and the log-loss on all 204 games the page states
	[ "$(awk -F'\t' '$1 == "all"' "$T/s/out.fit.1" | cut -f7)" = 16 ]
	[ "$(awk -F'\t' '$1 == "all"' "$T/s/out.fit.1" | cut -f5)" = 204 ]
	close "$(awk -F'\t' '$1 == "all"' "$T/s/out.fit.1" | cut -f8)" 0.682078 5e-7
	[ "$(tail -n +2 "$T/s/k.tsv" | wc -l)" -eq 57 ]	# 4..60: 57 points
	# point by point, as a pipeline: K = 16 is the least of the 57,
	# 0.682119 at 15 and 0.682086 at 17
	for k in $(seq 4 60); do
		printf '%s\t%s\n' "$k" "$(rate -m elo -p rasccat --k "$k" --history "$RP_TOP/examples/backgammon/season.tsv" |
		    rank --eval | tail -n 1 | cut -f6)"
	done > "$T/curve"
	[ "$(sort -t "$(printf '\t')" -k2,2g "$T/curve" | head -n 1 | cut -f1)" = 16 ]
	close "$(awk -F'\t' '$1 == 15 { print $2 }' "$T/curve")" 0.682119 5e-7
	close "$(awk -F'\t' '$1 == 17 { print $2 }' "$T/curve")" 0.682086 5e-7
	# Glicko: row all, c = 0, initial RD 75
	[ "$(awk -F'\t' '$1 == "all" { print $7, $8 }' "$T/s/out.fit.2")" = "0 75" ]
}

# The ATP figures of fit(1): the data is not in the repository
# (CC BY-NC-SA); RP_ATP_DIR names a checkout of Jeff Sackmann's
# tennis_atp (checked on its commit 5b6263d).
@test "manpages: fit(1) on ATP 1987-1994: K = 28 with walkovers forfeit, 27 rated as wins (RP_ATP_DIR)" {
	[ -n "${RP_ATP_DIR:-}" ] || skip "RP_ATP_DIR (a tennis_atp checkout) not set"
	sh "$RP_TOP/bench/atp.sh" "$RP_ATP_DIR" > "$T/atp.tsv"
	[ "$(tail -n +2 "$T/atp.tsv" | wc -l)" -eq 55010 ]
	fit -m elo -p rasccat --fit k=4:60:1 --points "$T/k.tsv" "$T/atp.tsv" > "$T/o"
	[ "$(awk -F'\t' '$1 == "all" { print $5, $7 }' "$T/o")" = "27425 28" ]
	close "$(awk -F'\t' '$1 == "all"' "$T/o" | cut -f8)" 0.621377 5e-7
	# without the result column the 80 walkovers are rated as wins
	cut -f1-6 "$T/atp.tsv" > "$T/atp6.tsv"
	fit -m elo -p rasccat --fit k=4:60:1 "$T/atp6.tsv" > "$T/o"
	[ "$(awk -F'\t' '$1 == "all" { print $5, $7 }' "$T/o")" = "27505 27" ]
	close "$(awk -F'\t' '$1 == "all"' "$T/o" | cut -f8)" 0.622062 5e-7
}

@test "manpages: parse(1), the Howell at matchpoints: pair 12 first, 202 of 324" {
	session parse
	[ "$nlines" -eq 1 ]
	# 202/324 = 62.345679 %
	[ "$(awk -F'\t' 'NR == 2 { print $1, $3, $4 }' "$T/s/out.parse.1")" = "12 202 324" ]
	close "$(awk -F'\t' 'NR == 2 { print $5 }' "$T/s/out.parse.1")" 62.345679 1e-6
}

@test "manpages: rank(1), the bridge examples and the Glicko list's intervals" {
	session rank
	[ "$nlines" -eq 8 ]
	cmp "$T/s/out.rank.1" "$RP_TOP/examples/bridge/expected-mp.tsv"
	[ "$(head -n 1 "$T/s/out.rank.2" | cut -f1-3)" = "$(printf 'pair\tboards\ttotal')" ]
	cmp "$T/s/out.rank.3" "$RP_TOP/examples/bridge/expected-traveller.txt"
	grep -q '<html' "$T/s/s.html"
	grep -q '<USEBIO' "$T/s/scored.xml"
	# the list: Arnau 1 [1, 7], Isidre 2 [1, 13]
	[ "$(pick pos player Arnau < "$T/s/out.rank.7") $(pick pos_lo player Arnau < "$T/s/out.rank.7") $(pick pos_hi player Arnau < "$T/s/out.rank.7")" = "1 1 7" ]
	[ "$(pick pos player Isidre < "$T/s/out.rank.7") $(pick pos_lo player Isidre < "$T/s/out.rank.7") $(pick pos_hi player Isidre < "$T/s/out.rank.7")" = "2 1 13" ]
	close "$(pick rating player Arnau < "$T/s/glicko.tsv")" 1764.7 0.05
	close "$(pick rd player Isidre < "$T/s/glicko.tsv")" 191.6 0.05
	# p_better = Phi((1764.674 - 1725.047)/sqrt(122.019^2 + 191.562^2))
	# = Phi(39.627/227.120) = Phi(0.17448) = 0.5693
	close "$(col p_better < "$T/s/out.rank.8")" 0.5693 5e-5
	close "$(col expected < "$T/s/out.rank.8")" 0.5461 5e-5
}

@test "manpages: rate(1) and value(1), one session: -r gives one run's bytes; tonight's first row" {
	session rate
	[ "$nlines" -eq 12 ]
	# line 6 is `... | cmp - ratings-new.tsv`: it succeeded, so printed nothing
	[ ! -s "$T/s/out.rate.6" ]
	[ -s "$T/s/ratings-new.tsv" ]
	# line 11: rate -m topcoder -r topcoder.tsv --history tonight.tsv
	h=$T/s/out.rate.11
	[ "$(col player < "$h")" = "Ana Popescu" ]
	[ "$(col place < "$h")" = 28 ]
	close "$(col erank < "$h")" 23.4719 5e-5
	close "$(col rating_before < "$h")" 304.286 5e-4
	close "$(col rating < "$h")" 148.791 5e-4
	# value(1) after that session: the same erank, to the last digit
	session value "$T/s"
	[ "$nlines" -eq 1 ]
	[ "$(col erank < "$T/s/out.value.1")" = "$(col erank < "$h")" ]
}
