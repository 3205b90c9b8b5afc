#!/usr/bin/env bats
# rate -m stephenson: PlayerRatings' steph() (doc/rules/glicko.md,
# "Stephenson"), and the first mover's advantage --gamma of glicko and
# stephenson.  Numbers derived by hand below; tests/models/glicko/glicko-peer.bats
# holds them to R's PlayerRatings on real and made-up histories.
load ../../helpers

two() {	# one game of event $1 on $2: $3 beats (or draws with: $5 = 1) $4
	printf 'date\tevent\tgame\ttype\tplayer\tplace\thome\n'
	printf '%s\t%s\t1\tchess\t%s\t1\t1\n%s\t%s\t1\tchess\t%s\t%s\t0\n' "$2" "$1" "$3" "$2" "$1" "$4" "${5:-2}"
}

@test "stephenson: two new players, one win (defaults: 2200/300, c 10, h 10, lambda 2)" {
	# RD^2 = 300^2 + (0 + 1) 10^2 = 90100; q = ln 10/400;
	# g = 1/sqrt(1 + 3 q^2 90100/pi^2) = 0.7240442274842186; E = 1/2;
	# RD'^2 = 1/(1/(90100 + 1 * 10^2) + q^2 g^2/4) = 64811.36718013163,
	# RD' = 254.58076749851242; r' = 2200 + RD'^2 q g (1 - 1/2) + 0.02 * 0
	# = 2335.064737860831, the loser 2064.935262139169 (equal ratings:
	# lambda's pull is 0)
	two E1 2024-01-01 A B > "$T/g.tsv"
	rate -m stephenson "$T/g.tsv" > "$T/r.tsv"
	close "$(pick rating player A < "$T/r.tsv")" 2335.064737860831 1e-9
	close "$(pick rating player B < "$T/r.tsv")" 2064.935262139169 1e-9
	close "$(pick rd player A < "$T/r.tsv")" 254.58076749851242 1e-9
}

@test "stephenson: lambda pulls towards the opponent, h grows the RD per game" {
	# A 2300, B 2100, both RD 100, lag 0; a draw.  RD^2 = 100^2 + 10^2 =
	# 10100, g = 0.9527131741298053, E_A = 1/(1 + 10^(-g 200/400)) =
	# 0.7496697211395063; RD'^2 = 1/(1/(10100 + 10^2) + q^2 g^2 E (1 - E)),
	# RD' = 98.20755471764748; Glicko's part 2300 + RD'^2 q g (1/2 - E_A) =
	# 2286.7939316864, then + 2/100 (2100 - 2300)/1 = -4: 2282.7939316864;
	# B: 2113.2060683136 + 4 = 2117.2060683136
	printf 'type\tplayer\trating\trd\tgames\tlast\tlag\n' > "$T/p.tsv"
	printf 'chess\tA\t2300\t100\t10\t2023-12-01\t0\nchess\tB\t2100\t100\t10\t2023-12-01\t0\n' >> "$T/p.tsv"
	two E1 2024-01-01 A B 1 > "$T/g.tsv"
	rate -m stephenson -r "$T/p.tsv" "$T/g.tsv" > "$T/r.tsv"
	close "$(pick rating player A < "$T/r.tsv")" 2282.7939316864 1e-9
	close "$(pick rating player B < "$T/r.tsv")" 2117.2060683136 1e-9
	close "$(pick rd player B < "$T/r.tsv")" 98.20755471764748 1e-9
	# without lambda and h: glicko -p playerratings' numbers
	rate -m stephenson --lambda 0 --h 0 -r "$T/p.tsv" "$T/g.tsv" > "$T/s.tsv"
	rate -m glicko -p playerratings --c 10 -r "$T/p.tsv" "$T/g.tsv" > "$T/k.tsv"
	[ "$(pick rating player A < "$T/s.tsv")" = "$(pick rating player A < "$T/k.tsv")" ]
	[ "$(pick rd player B < "$T/s.tsv")" = "$(pick rd player B < "$T/k.tsv")" ]
}

@test "stephenson, glicko: --gamma, the home side's advantage (column home)" {
	# A at home beats B, both new, gamma 30: g as in the first test;
	# E_A = 1/(1 + 10^(g (2200 - 2200 - 30)/400)) = 0.5312188384328089,
	# r_A = 2200 + RD'^2 q g (1 - E_A) = 2326.7707151866266, RD' =
	# 254.72055857157207; E_B = 1 - E_A: r_B = 2073.2292848133734
	two E1 2024-01-01 A B > "$T/g.tsv"
	rate -m stephenson --gamma 30 "$T/g.tsv" > "$T/r.tsv"
	close "$(pick rating player A < "$T/r.tsv")" 2326.7707151866266 1e-9
	close "$(pick rating player B < "$T/r.tsv")" 2073.2292848133734 1e-9
	close "$(pick rd player A < "$T/r.tsv")" 254.72055857157207 1e-9
	# --history: prev carries half the advantage, expected the chance
	rate -m stephenson --gamma 30 --history "$T/g.tsv" > "$T/h.tsv"
	close "$(pick prev player A < "$T/h.tsv")" 2215 1e-9
	close "$(pick prev player B < "$T/h.tsv")" 2185 1e-9
	# color says the same as home
	sed 's/\t1$/\twhite/; s/\t0$/\tblack/; 1s/home$/color/' "$T/g.tsv" > "$T/c.tsv"
	rate -m stephenson --gamma 30 "$T/c.tsv" > "$T/rc.tsv"
	[ "$(pick rating player A < "$T/rc.tsv")" = "$(pick rating player A < "$T/r.tsv")" ]
	# a neutral ground (home 0 on both rows): no advantage
	sed '3s/\t1\t1$/\t1\t0/; 2s/\t1$/\t0/' "$T/g.tsv" > "$T/n.tsv"
	rate -m stephenson --gamma 30 "$T/n.tsv" > "$T/rn.tsv"
	close "$(pick rating player A < "$T/rn.tsv")" 2335.064737860831 1e-9
	# glicko too: its E is the same curve
	rate -m glicko -p playerratings --gamma 30 "$T/g.tsv" > "$T/k.tsv"
	rate -m glicko -p playerratings "$T/g.tsv" > "$T/k0.tsv"
	awk -v a="$(pick rating player A < "$T/k.tsv")" -v b="$(pick rating player A < "$T/k0.tsv")" \
	    'BEGIN { exit !(a < b) }'
}

@test "stephenson, glicko: --gamma needs a column saying who moved first; bad cells refused" {
	two E1 2024-01-01 A B | cut -f1-6 > "$T/g.tsv"
	run rate -m stephenson --gamma 30 "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'"color"'*'"home"'* ]]
	rate -m stephenson "$T/g.tsv" > /dev/null	# gamma 0 needs none
	two E1 2024-01-01 A B | sed '2s/\t1$/\tyes/' > "$T/b.tsv"
	run rate -m glicko --gamma 30 "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.tsv:2:7: column "home": expected 1, 0 or empty, found "yes"'* ]]
	two E1 2024-01-01 A B | sed '3s/\t0$/\t1/' > "$T/b.tsv"
	run rate -m glicko --gamma 30 "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"both rows moved first"* ]]
	run rate -m stephenson --lambda -1 "$T/g.tsv"
	[ "$status" -eq 2 ]
}

@test "stephenson: halves equal one run (rate -r), value predicts with the advantage" {
	{ two E1 2024-01-01 A B; two E2 2024-02-01 A C 1 | tail -n +2; two E3 2024-03-01 C B | tail -n +2; } > "$T/g.tsv"
	rate -m stephenson --gamma 20 "$T/g.tsv" > "$T/all.tsv"
	head -3 "$T/g.tsv" > "$T/g1.tsv"
	{ head -1 "$T/g.tsv"; tail -n +4 "$T/g.tsv"; } > "$T/g2.tsv"
	rate -m stephenson --gamma 20 "$T/g1.tsv" > "$T/h1.tsv"
	rate -m stephenson --gamma 20 -r "$T/h1.tsv" "$T/g2.tsv" > "$T/h2.tsv"
	for p in A B C; do
		[ "$(pick rating player $p < "$T/all.tsv")" = "$(pick rating player $p < "$T/h2.tsv")" ]
	done
	# value: equal ratings and RDs, the home side's chance > 1/2
	two E9 2024-04-01 X Y > "$T/v.tsv"
	value -m stephenson --gamma 20 -r "$T/all.tsv" "$T/v.tsv" > "$T/val.tsv"
	awk -v a="$(pick expected player X < "$T/val.tsv")" 'BEGIN { exit !(a > 0.5 && a < 0.6) }'
}
