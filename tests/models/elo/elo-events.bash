# Shared by tests/models/elo/elo-fide-rules.bats and tests/models/elo/explain-elo.bats: an
# event's games, the stream's header, and a federation's list.
# Games of one event on a day: EVENT DAY TYPE then A:B:RES (1 A won, 2 B
# won, d a draw) ..., no header.
event() {
	local ev=$1 day=$2 type=$3 i=0; shift 3
	for x in "$@"; do
		IFS=: read -r a b res <<<"$x"; i=$((i + 1))
		case $res in 1) pa=1 pb=2 ;; 2) pa=2 pb=1 ;; d) pa=1 pb=1 ;; esac
		printf '%s\t%s\t%d\t%s\t%s\t%d\n%s\t%s\t%d\t%s\t%s\t%d\n' "$day" "$ev" $i "$type" "$a" $pa "$day" "$ev" $i "$type" "$b" $pb
	done
}
hdr() { printf 'date\tevent\tgame\ttype\tplayer\tplace\n'; }
# A federation's list: TYPE=PLAYER=RATING ...
list() { printf 'type\tplayer\trating\n'; for x in "$@"; do IFS== read -r t p r <<<"$x"; printf '%s\t%s\t%s\n' "$t" "$p" "$r"; done; }
