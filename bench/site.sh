#!/usr/bin/env bash
# bench/site.sh - time format --site on a federation's history (run by
# hand, never in CI; see bench/RESULTS.md).
#
#   bench/site.sh [-d DIR] [PLAYERS [GAMES]]
#
# Makes (awk, seeded: the same every run, kept in DIR between runs) a
# history of GAMES two-player games (default 1,000,000) among PLAYERS
# players (default 10,000): events of 100 players and 10 rounds (500
# games), one every 3 days; each player plays some 20 events,
# rates it with rate -m glicko (--history, and the list through rank),
# then times format --site into DIR/www three times: the first night
# (every page new), the same night again (every page unchanged: read,
# compared, linked), and the next night, with one more event (the
# history and the list remade: the source stays as it was).  Prints wall and
# CPU seconds, the peak RSS, and the wall time per player page.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
BIN=${RP_BIN:-$here/../bin}
PATH=$BIN:$PATH
dir=/tmp/rp-bench-site
while getopts d: o; do
	case $o in
	d) dir=$OPTARG ;;
	*) echo "usage: bench/site.sh [-d DIR] [PLAYERS [GAMES]]" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
players=${1:-10000} games=${2:-1000000}
mkdir -p "$dir"
res=$dir/results-$players-$games.tsv

gen() {	# GAMES games from game FIRST on: events of 100 players, 10 rounds
	awk -v p="$players" -v n="$1" -v first="$2" -v seed="$3" 'BEGIN {
		srand(seed)
		if (first == 0) print "date\tevent\tgame\ttype\tplayer\tplace"
		for (g = first; g < first + n; ) {
			e = int(g / 500); d = 14610 + 3 * e	# an event every 3 days from 2010-01-01
			off = int(rand() * p)
			for (k = 0; k < 100; k++) pl[k] = (off + k * 97) % p
			for (r = 1; r <= 10 && g < first + n; r++) {
				for (k = 99; k > 0; k--) { j = int(rand() * (k + 1)); t = pl[k]; pl[k] = pl[j]; pl[j] = t }
				for (k = 0; k < 100 && g < first + n; k += 2) {
					x = rand(); pa = x < 0.45 ? 1 : x < 0.9 ? 2 : 1; pb = x < 0.45 ? 2 : x < 0.9 ? 1 : 1
					printf "%s\tE%05d\t%d.%d\tchess\tP%05d\t%d\n%s\tE%05d\t%d.%d\tchess\tP%05d\t%d\n",
						day(d), e, r, k / 2 + 1, pl[k], pa, day(d), e, r, k / 2 + 1, pl[k + 1], pb
					g++
				}
			}
		}
	}
	function day(x,   y, m, dd, t) {	# days since 1970 -> YYYY-MM-DD (civil from days)
		x += 719468; y = int(x / 146097); t = x - y * 146097
		dd = int((t - int(t / 1460) + int(t / 36524) - int(t / 146096)) / 365)
		y = dd + y * 400; t = t - (365 * dd + int(dd / 4) - int(dd / 100))
		m = int((5 * t + 2) / 153); dd = t - int((153 * m + 2) / 5) + 1
		m = m < 10 ? m + 3 : m - 9; y += m <= 2
		return sprintf("%04d-%02d-%02d", y, m, dd)
	}'
}

timed() {	# LABEL COMMAND...: wall, CPU and peak RSS of the command
	local label=$1; shift
	/usr/bin/time -f "%e %U %S %M" -o "$dir/time" "$@"
	read -r wall user sys rss < "$dir/time"
	awk -v l="$label" -v w="$wall" -v u="$user" -v s="$sys" -v r="$rss" -v p="$players" \
		'BEGIN { printf "%-34s %7.2f s wall %7.2f s CPU %6.0f MB  %6.1f us/player page\n",
			l, w, u + s, r / 1024, w / p * 1e6 }'
}

if [ ! -s "$res" ]; then
	echo "making $res ($games games, $players players)" >&2
	gen "$games" 0 1 > "$res"
	score < "$res" > "$dir/scored.tsv"
	rate -m glicko --history < "$dir/scored.tsv" > "$dir/history.tsv"
	rate -m glicko < "$dir/scored.tsv" | rank > "$dir/list.tsv"
fi
night() {	# HISTORY RESULTS LIST
	format --site "$dir/www" --history "$1" --results "$2" \
		--rules "$here/../doc/rules/glicko.md" "$3"
}
rm -rf "$dir/www"
echo "format --site: $players players, $games games, $(($(wc -l < "$dir/history.tsv") - 1)) history rows"
export -f night; export dir here
timed "first night (every page new)" bash -c 'night "$@"' night "$dir/history.tsv" "$res" "$dir/list.tsv"
timed "same input (every page kept)" bash -c 'night "$@"' night "$dir/history.tsv" "$res" "$dir/list.tsv"
echo "$(find "$dir/www" -type f | wc -l) files, $(du -sm "$dir/www" | cut -f1) MB"
# the next night: one more event of 500 games
{ cat "$res"; gen 500 "$games" 2; } > "$dir/next.tsv"
score < "$dir/next.tsv" > "$dir/scored-next.tsv"
rate -m glicko --history < "$dir/scored-next.tsv" > "$dir/history-next.tsv"
rate -m glicko < "$dir/scored-next.tsv" | rank > "$dir/list-next.tsv"
touch "$dir/mark"
timed "next night (one more event)" bash -c 'night "$@"' night "$dir/history-next.tsv" "$dir/next.tsv" \
	"$dir/list-next.tsv"
echo "$(find "$dir/www" -type f -newer "$dir/mark" | wc -l) files rewritten"
