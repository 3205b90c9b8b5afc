#!/bin/sh
# bench/atp.sh DIR [FIRST LAST]: the tour-level ATP singles of years
# FIRST..LAST (default 1987..1994) as a ratepipe results stream, from a
# checkout DIR of Jeff Sackmann's tennis_atp (files atp_matches_YYYY.csv;
# CC BY-NC-SA 4.0: not part of ratepipe, fetch it yourself).  Davis Cup
# ties (tourney_level D) are left out; a walkover (score W/O) is result
# forfeit.  1987..1994 is 27,505 matches, 55,010 rows: the data fit(1)'s
# and RESULTS.md's timings of `fit -m elo` were taken on.
#   bench/atp.sh ~/tennis_atp > atp.tsv
#   fit -m elo -p rasccat --fit k=4:60:1 --points k.tsv atp.tsv
set -eu
dir=$1 first=${2:-1987} last=${3:-1994}
y=$first
while [ "$y" -le "$last" ]; do
	tail -n +2 "$dir/atp_matches_$y.csv"
	y=$((y + 1))
done | awk -F, -v OFS='\t' '$5 != "D" {
	d = substr($6, 1, 4) "-" substr($6, 5, 2) "-" substr($6, 7, 2)
	r = $24 ~ /W\/O/ ? "forfeit" : ""
	print d, $1, $7, "atp", $8, 1, r
	print d, $1, $7, "atp", $16, 2, r
}' | LC_ALL=C sort -t "$(printf '\t')" -k1,1 -k2,2 -k3,3n -k6,6n |
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\tresult\n'; cat; }
