#!/usr/bin/env bats
# rank -m report (the rating report of each event) and rank -m crosstable
# (rank(1)).
load ../helpers
load ../trf

# 4 players, 3 rounds: 3 (unrated) has a half-point bye in round 3, 2 and
# 4 a forfeit in round 3.
trf() {
	printf '012 Club Open\n042 2024/03/01\n052 2024/03/03\n'
	p 1 "Alpha, A" 2100 101 "" 2.5 2 w 1 3 b 1 4 w =
	p 2 "Beta, B" 2000 102 "" 1.0 1 b 0 4 w 1 0000 - Z
	p 3 "Gamma, C" 0 103 "" 0.5 4 w 0 1 w 0 0000 - H
	p 4 "Delta, D" 1900 104 "" 1.5 3 b 1 2 b 0 1 b =
}

@test "rank -m report: before, games, score, expected, K, K*(W-We), change, after, per event" {
	trf > "$T/c.trf"
	parse -f trf --ratings "$T/c.trf" > "$T/l.tsv"
	parse -f trf "$T/c.trf" | rate -m elo -p fide -r "$T/l.tsv" --history 2> /dev/null |
		rank -m report > "$T/r.tsv"
	[ "$(head -n 1 "$T/r.tsv")" = "$(printf 'date\tevent\ttype\tplayer\tname\tbefore\tgames\tscore\texpected\tk\tkchange\tchange\trating\tnote')" ]
	# in starting order; Alpha (2100, K 20): beat Beta (+100: .64), drew
	# Delta (+200: .76); Gamma is unrated: not rated.  W = 1.5, We = 1.40:
	# 20 * .10 = 2
	[ "$(col player 1 < "$T/r.tsv")" = 101 ]
	[ "$(col name 1 < "$T/r.tsv")" = "Alpha, A" ]
	[ "$(col games 1 < "$T/r.tsv")" = 2 ]
	[ "$(col score 1 < "$T/r.tsv")" = 1.5 ]
	[ "$(col expected 1 < "$T/r.tsv")" = 1.4 ]
	[ "$(col k 1 < "$T/r.tsv")" = 20 ]
	[ "$(col kchange 1 < "$T/r.tsv")" = 2 ]
	[ "$(col change 1 < "$T/r.tsv")" = 2 ]
	[ "$(col rating 1 < "$T/r.tsv")" = 2102 ]
	# Beta: lost to Alpha (-100: .36), beat Delta (+100: .64): W = 1,
	# We = 1.00: 0; the round-3 absence is no game
	[ "$(col games 2 < "$T/r.tsv")" = 2 ]
	[ "$(col kchange 2 < "$T/r.tsv")" = 0 ]
	# Delta: beat Gamma (unrated: not rated), lost to Beta (-100: .36),
	# drew Alpha (-200: .24): W = .5, We = .60: 20 * -.10 = -2
	[ "$(col change 4 < "$T/r.tsv")" = -2 ]
	[ "$(col rating 4 < "$T/r.tsv")" = 1898 ]
	# Gamma: 2 games against rated players (both lost), a newcomer: no number yet
	[ "$(col note 3 < "$T/r.tsv")" = new ]
	[ "$(col games 3 < "$T/r.tsv")" = 2 ]
	[ "$(col score 3 < "$T/r.tsv")" = 0 ]
	[ "$(col rating 3 < "$T/r.tsv")" = "" ]
	# a page through format
	format --html -c player,name,before,games,score,expected,k,change,rating "$T/r.tsv" > "$T/r.html"
	grep -q "Alpha, A" "$T/r.html"
}

@test "rank -m report: an event that comes back is refused; one event's rows are held" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\trated\tbefore\texpected_total\tscore_total\trating\n' > "$T/h.tsv"
	printf '2024-01-01\tE\t1\tc\tA\t1\tyes\t2000\t0.5\t1\t2010\n2024-01-01\tE\t1\tc\tB\t2\tyes\t2000\t0.5\t0\t1990\n' >> "$T/h.tsv"
	printf '2024-01-02\tF\t1\tc\tA\t1\tyes\t2010\t0.5\t1\t2020\n2024-01-02\tF\t1\tc\tB\t2\tyes\t1990\t0.5\t0\t1980\n' >> "$T/h.tsv"
	printf '2024-01-03\tE\t2\tc\tA\t1\tyes\t2020\t0.5\t1\t2030\n2024-01-03\tE\t2\tc\tB\t2\tyes\t1980\t0.5\t0\t1970\n' >> "$T/h.tsv"
	run rank -m report "$T/h.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'h.tsv:6: event "E" comes back after another event'* ]]
}

@test "rank -m crosstable: rounds, colours, results and points; byes and forfeits as the TRF says" {
	trf > "$T/c.trf"
	parse -f trf "$T/c.trf" | rank -m crosstable > "$T/x.tsv"
	[ "$(head -n 1 "$T/x.tsv")" = "$(printf 'event\tpos\tno\tplayer\tname\trtg\tr1\tr2\tr3\tpoints')" ]
	# by points: Alpha 2.5, Delta 1.5, Beta 1 (the Z of round 3 is 0),
	# Gamma .5 (the half-point bye); numbers are the starting ranks
	[ "$(cut -f 3 "$T/x.tsv" | tail -n +2 | tr '\n' ' ')" = "1 4 2 3 " ]
	[ "$(pick r1 no 1 < "$T/x.tsv")$(pick r2 no 1 < "$T/x.tsv")$(pick r3 no 1 < "$T/x.tsv")" = "2w13b14w=" ]
	[ "$(pick r3 no 2 < "$T/x.tsv")" = Z ]
	[ "$(pick r3 no 3 < "$T/x.tsv")" = H ]
	[ "$(pick points no 3 < "$T/x.tsv")" = 0.5 ]
	[ "$(pick points no 4 < "$T/x.tsv")" = 1.5 ]
	# a results stream without TRF columns: numbered by place in the table
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2024-01-01\tE\t1\tc\tA\t1\n2024-01-01\tE\t1\tc\tB\t2\n2024-01-02\tE\t2\tc\tB\t1\n2024-01-02\tE\t2\tc\tA\t1\n' > "$T/g.tsv"
	rank -m crosstable "$T/g.tsv" > "$T/x.tsv"
	[ "$(pick r1 player A < "$T/x.tsv")$(pick r2 player A < "$T/x.tsv")$(pick points player A < "$T/x.tsv")" = "212=1.5" ]
}
