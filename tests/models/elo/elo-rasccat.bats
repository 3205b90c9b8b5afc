#!/usr/bin/env bats
# rate -m elo -p rasccat (doc/rules/rasccat.md): start 1000, logistic
# expectation, no cap, no floor, FM 30/24/20/16 by games (<= 50) and
# rating (<= 1500) before the competition.
load ../../helpers

# prior NAME=RATING=GAMES ...
prior() {
	printf 'type\tplayer\trating\tgames\tstatus\tlast\t_state\n'
	for x in "$@"; do IFS== read -r p r g <<<"$x"; printf 'clasic\t%s\t%s\t%s\tactive\t2020-01-01\trated\n' "$p" "$r" "$g"; done
}

# games EVENT A:B:RES ... (1 = A wins, 2 = B wins, d = draw)
games() {
	local ev=$1 i=0; shift
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	for x in "$@"; do
		IFS=: read -r a b res <<<"$x"; i=$((i + 1))
		case $res in 1) pa=1 pb=2 ;; 2) pa=2 pb=1 ;; d) pa=1 pb=1 ;; esac
		printf '2020-02-01\t%s\t%d\tclasic\t%s\t%d\n2020-02-01\t%s\t%d\tclasic\t%s\t%d\n' "$ev" $i "$a" $pa "$ev" $i "$b" $pb
	done
}

@test "rasccat: worked example: A new at 1000, W = We = 1.5, change 0" {
	prior B=1100=60 C=900=60 D=1000=60 > "$T/prior.tsv"
	games C1 A:B:1 A:C:d A:D:2 > "$T/g.tsv"
	run rate -m elo -p rasccat -r "$T/prior.tsv" --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	# E = 0.359935 + 0.640065 + 0.5 = 1.5
	close "$(echo "$output" | col expected_total 1)" 1.5
	[ "$(echo "$output" | col before 1)" = 1000 ]
	close "$(echo "$output" | col rating 1)" 1000
}

@test "rasccat: worked example: had A beaten D, 30 * (2.5 - 1.5) = +30" {
	prior B=1100=60 C=900=60 D=1000=60 > "$T/prior.tsv"
	games C1 A:B:1 A:C:d A:D:1 > "$T/g.tsv"
	run rate -m elo -p rasccat -r "$T/prior.tsv" "$T/g.tsv"
	close "$(echo "$output" | pick rating player A)" 1030
	[ "$(echo "$output" | pick games player A)" = 3 ]
	# D (60 games, 1000): FM 20, 20 * (0 - .5) = -10; no floor
	close "$(echo "$output" | pick rating player D)" 990
}

@test "rasccat: FM at the boundaries: 50/51 games, 1500/1501" {
	# each X beats an equal opponent: change = FM * .5
	prior X1=1500=50 Y1=1500=100 X2=1500=51 Y2=1500=100 X3=1501=50 Y3=1501=100 X4=1501=51 Y4=1501=100 > "$T/prior.tsv"
	games C1 X1:Y1:1 X2:Y2:1 X3:Y3:1 X4:Y4:1 > "$T/g.tsv"
	run rate -m elo -p rasccat -r "$T/prior.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
	# 50 games, 1500: FM 30 -> +15
	close "$(echo "$output" | pick rating player X1)" 1515
	# 51 games, 1500: FM 20 -> +10
	close "$(echo "$output" | pick rating player X2)" 1510
	# 50 games, 1501: FM 24 -> +12
	close "$(echo "$output" | pick rating player X3)" 1513
	# 51 games, 1501: FM 16 -> +8
	close "$(echo "$output" | pick rating player X4)" 1509
}

@test "rasccat: continuing from a ratings file equals one run" {
	games C1 A:B:1 A:C:d B:C:2 > "$T/g1.tsv"
	games C2 A:B:2 C:A:1 B:D:d | sed 's/2020-02-01/2020-03-01/' > "$T/g2.tsv"
	{ cat "$T/g1.tsv"; tail -n +2 "$T/g2.tsv"; } > "$T/all.tsv"
	rate -m elo -p rasccat "$T/g1.tsv" > "$T/mid.tsv"
	rate -m elo -p rasccat -r "$T/mid.tsv" "$T/g2.tsv" > "$T/split.tsv"
	rate -m elo -p rasccat "$T/all.tsv" > "$T/whole.tsv"
	cmp "$T/split.tsv" "$T/whole.tsv"
	# C1 from 1000 each, E .5 a game, FM 30: A 1.5 of 2 -> +15
	close "$(pick rating player A < "$T/mid.tsv")" 1015
	# four players A B C D, each with a row
	[ "$(wc -l < "$T/whole.tsv")" -eq 5 ]
}
