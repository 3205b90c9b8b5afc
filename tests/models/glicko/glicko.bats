#!/usr/bin/env bats
# rate -m glicko and -m glicko2: Glickman's worked examples, the RD
# growth over missed periods, the playerratings profile's conventions,
# and the rating officer's guarantees of the engine.
load ../../helpers
load glicko-example

@test "glicko: Glickman's example, r' = 1464.106, RD' = 151.399 (the paper prints 1464, 151.4)" {
	example
	# The paper's RD of 200 is the RD at the start of the period: no
	# growth (--c 0).  q = ln10/400; g(30) = 0.9955, g(100) = 0.9531,
	# g(300) = 0.7242; E = 0.639, 0.432, 0.303; d^2 = 53670.85;
	# r' = 1500 + q/(1/200^2 + 1/d^2) * sum g (s - E) = 1464.106,
	# RD' = sqrt(1/(1/200^2 + 1/d^2)) = 151.399
	run rate -m glicko --c 0 -r "$T/prior.tsv" "$T/games.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rating player P)" 1464.1064627569 1e-9
	close "$(echo "$output" | pick rd player P)" 151.39890244797 1e-9
	[ "$(echo "$output" | head -1)" = "$(printf 'type\tplayer\trating\trd\tgames\tstatus\tlast\tlag\t_seen\t_model\t_sum')" ]
}

@test "glicko2: Glickman's example, 1464.0507 / 151.5165 / 0.059996 (tau 0.5, epsilon 1e-6)" {
	example
	# mu = 0, phi = 1.1513; v = 1.7785, Delta = -0.4834; the Illinois
	# iteration gives sigma' = 0.05999; phi* = 1.1528, phi' = 0.8722,
	# mu' = -0.2069: r' = 1464.06, RD' = 151.52 (the paper's numbers)
	run rate -m glicko2 -r "$T/prior.tsv" "$T/games.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rating player P)" 1464.0507 0.00005
	close "$(echo "$output" | pick rd player P)" 151.5165 0.00005
	close "$(echo "$output" | pick volatility player P)" 0.059996 0.0000005
	[ "$(echo "$output" | head -1)" = "$(printf 'type\tplayer\trating\trd\tvolatility\tgames\tstatus\tlast\tlag\t_seen\t_model\t_sum')" ]
}

@test "glicko: RD grows by c^2 per period since the last one played (lag), capped at 350" {
	# P: RD 50, lag 2 (missed two periods): t = 3,
	# RD = sqrt(50^2 + 3 * 63.2^2) = sqrt(14482.72) = 120.344173
	# N (new, glickman profile): 350, not grown
	printf 'type\tplayer\trating\trd\tgames\tlag\nchess\tP\t1500\t50\t10\t2\n' > "$T/p.tsv"
	{ printf "$hdr"; g 2024-01-01 E1 1 P 1; g 2024-01-01 E1 1 N 2; } > "$T/g.tsv"
	run rate -m glicko -r "$T/p.tsv" --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rd_before player P)" 120.344173
	[ "$(echo "$output" | pick rd_before player N)" = 350 ]
	# lag 40: sqrt(50^2 + 41 * 63.2^2) = 405.8 > 350: the ceiling
	printf 'type\tplayer\trating\trd\tgames\tlag\nchess\tP\t1500\t50\t10\t40\n' > "$T/p.tsv"
	run rate -m glicko -r "$T/p.tsv" --history "$T/g.tsv"
	[ "$(echo "$output" | pick rd_before player P)" = 350 ]
}

@test "glicko: lag counts the periods of the type a player misses, and carries into -r" {
	# A and B play in E1, A and C in E2, A and B in E3: B's lag is 1 after
	# E2 and its RD at E3 grows by (1 + 1) c^2; the run cut between events
	# gives the same bytes
	{ printf "$hdr"
	  g 2024-01-01 E1 1 A 1; g 2024-01-01 E1 1 B 2
	  g 2024-01-08 E2 1 A 2; g 2024-01-08 E2 1 C 1
	  g 2024-01-15 E3 1 A 1; g 2024-01-15 E3 1 B 1; } > "$T/h.tsv"
	head -n 5 "$T/h.tsv" > "$T/h1.tsv"
	{ head -n 1 "$T/h.tsv"; tail -n 2 "$T/h.tsv"; } > "$T/h2.tsv"
	for p in glickman playerratings; do
		for m in glicko glicko2; do
			rate -m $m -p $p "$T/h.tsv" > "$T/all.tsv"
			rate -m $m -p $p "$T/h1.tsv" > "$T/r1.tsv"
			[ "$(pick lag player B < "$T/r1.tsv")" = 1 ]
			rate -m $m -p $p -r "$T/r1.tsv" "$T/h2.tsv" > "$T/r2.tsv"
			diff "$T/all.tsv" "$T/r2.tsv"
			[ "$(pick lag player C < "$T/all.tsv")" = 1 ]
		done
	done
	# B's RD at E3 under glickman: after E1 RD_B = b; at E3 sqrt(b^2 + 2 c^2)
	rate -m glicko "$T/h1.tsv" > "$T/r1.tsv"
	b=$(pick rd player B < "$T/r1.tsv")
	run rate -m glicko --history "$T/h.tsv"
	close "$(echo "$output" | awk -F'\t' '$2 == "E3" && $5 == "B" { print $8 }')" \
	    "$(awk -v b="$b" 'BEGIN { printf "%.10f", sqrt(b * b + 2 * 63.2 * 63.2) }')" 1e-9
}

@test "glicko playerratings profile: new players 2200/300 grow to sqrt(300^2 + 15^2) in their first period" {
	{ printf "$hdr"; g 2024-01-01 E1 1 A 1; g 2024-01-01 E1 1 B 2; } > "$T/g.tsv"
	run rate -m glicko -p playerratings --history "$T/g.tsv"
	[ "$(echo "$output" | col rating_before 1)" = 2200 ]
	close "$(echo "$output" | col rd_before 1)" 300.374765
	# glicko2: no growth for a new player (lag 0: 0 sigma^2)
	run rate -m glicko2 -p playerratings --history "$T/g.tsv"
	[ "$(echo "$output" | col rd_before 1)" = 300 ]
	[ "$(echo "$output" | col volatility_before 1)" = 0.15 ]
}

@test "glicko: a draw is 1/2 each; equal players drawing keep their ratings" {
	{ printf "$hdr"; g 2024-01-01 E1 1 A 1; g 2024-01-01 E1 1 B 1; } > "$T/g.tsv"
	for m in glicko glicko2; do
		run rate -m $m "$T/g.tsv"
		[ "$(echo "$output" | pick rating player A)" = 1500 ]
		[ "$(echo "$output" | pick rating player B)" = 1500 ]
	done
}

@test "glicko --history: prev, expected and escale for rank --eval; value gives expected" {
	example
	run rate -m glicko --c 0 -r "$T/prior.tsv" --history "$T/games.tsv"
	# P against A: combined RD sqrt(200^2 + 30^2) = 202.237; g = 0.841560;
	# escale = 400/g = 475.303878; expected = 1/(1 + 10^(-100/475.303878)) = 0.618797
	close "$(echo "$output" | col escale 1)" 475.303878
	close "$(echo "$output" | col expected 1)" 0.618797
	close "$(echo "$output" | col expected 2)" 0.381203
	[ "$(echo "$output" | col prev 2)" = 1400 ]
	echo "$output" > "$T/h.tsv"
	run rank --eval "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col pairs)" = 3 ]
	# value: the RDs as the next period would grow them (c = 0: as listed)
	run value -m glicko --c 0 -r "$T/prior.tsv" "$T/games.tsv"
	close "$(echo "$output" | col expected 1)" 0.618797
	run value -m glicko2 -r "$T/prior.tsv" "$T/games.tsv"
	close "$(echo "$output" | col expected 1)" 0.618797
}

@test "glicko: the same input rated twice is refused; a federation's list is a prior" {
	example
	for m in glicko glicko2; do
		rate -m $m "$T/games.tsv" > "$T/r1.tsv"
		run rate -m $m -r "$T/r1.tsv" "$T/games.tsv"
		[ "$status" -eq 1 ]
		[[ "$output" == *games.tsv:2:* && "$output" == *r1.tsv* && "$output" == *E1* ]]
	done
	# type player rating: rd = --list-rd, volatility = --list-volatility
	printf 'type\tplayer\trating\nchess\tP\t1500\n' > "$T/list.tsv"
	printf 'type\tplayer\trating\trd\tvolatility\tgames\nchess\tP\t1500\t350\t0.06\t1\n' > "$T/full.tsv"
	for m in glicko glicko2; do
		[ "$(rate -m $m -r "$T/list.tsv" "$T/games.tsv")" = "$(rate -m $m -r "$T/full.tsv" "$T/games.tsv")" ]
	done
	printf 'player\trd\nP\t30\n' > "$T/bad.tsv"
	run rate -m glicko -r "$T/bad.tsv" "$T/games.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'"type", "rating"'* ]]
}

@test "glicko: bad priors (rd <= 0, volatility <= 0, non-finite) are file:line errors" {
	example
	for row in 'chess\tP\t1500\t0\t0.06' 'chess\tP\t1500\t-5\t0.06' 'chess\tP\tnan\t200\t0.06' \
	    'chess\tP\t1500\tinf\t0.06'; do
		printf "type\tplayer\trating\trd\tvolatility\n$row\n" > "$T/bad.tsv"
		for m in glicko glicko2; do
			run rate -m $m -r "$T/bad.tsv" "$T/games.tsv"
			[ "$status" -eq 1 ]
			[[ "$output" == *bad.tsv:2:* ]]
		done
	done
	for v in 0 -0.1 1e400; do
		printf "type\tplayer\trating\trd\tvolatility\nchess\tP\t1500\t200\t$v\n" > "$T/bad.tsv"
		run rate -m glicko2 -r "$T/bad.tsv" "$T/games.tsv"
		[ "$status" -eq 1 ]
		[[ "$output" == *bad.tsv:2:5* ]]
	done
}

@test "glicko: flags out of range are usage errors; three-row games and windows are refused" {
	example
	for f in "--initial-rd 0" "--c -1" "--rd-ceiling 0" "--initial-rating 1e300" \
	    "--newcomer-growth maybe" "--list-rd 0"; do
		run rate -m glicko $f "$T/games.tsv"
		[ "$status" -eq 2 ] || { echo "glicko $f: $status"; false; }
	done
	for f in "--tau 0" "--initial-volatility 0" "--tolerance 0" "--volatility-method newton" \
	    "--initial-volatility 100" "--rd-ceiling -1"; do
		run rate -m glicko2 $f "$T/games.tsv"
		[ "$status" -eq 2 ] || { echo "glicko2 $f: $status"; false; }
	done
	{ printf "$hdr"; g 2024-01-01 E1 1 A 1; g 2024-01-01 E1 1 B 2; g 2024-01-01 E1 1 C 3; } > "$T/three.tsv"
	run rate -m glicko "$T/three.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *three.tsv:2:*'has 3 row(s)'* ]]
	window -n 2 "$T/games.tsv" > "$T/w.tsv"
	run rate -m glicko2 "$T/w.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"window -n"* ]]
}

@test "glicko: no inf or nan written (a prior of 1e300)" {
	example
	printf 'type\tplayer\trating\trd\tvolatility\nchess\tP\t1e300\t200\t0.06\nchess\tA\t-1e300\t200\t0.06\n' > "$T/huge.tsv"
	for m in glicko glicko2; do
		run rate -m $m -r "$T/huge.tsv" --history "$T/games.tsv"
		[[ "$output" != *$'\t'nan* && "$output" != *$'\t'inf* && "$output" != *$'\t'-inf* ]]
		if [ "$status" -ne 0 ]; then
			[ "$status" -eq 1 ]
			[[ "$output" == *came\ out* ]]
		fi
	done
}
