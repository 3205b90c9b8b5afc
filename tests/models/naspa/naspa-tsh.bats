#!/usr/bin/env bats
# tsh's other rating systems as profiles of rate -m naspa (doc/rules/naspa.md,
# "tsh's other rating systems"): Ratings::Elo's rating_system_defaults and
# Ratings::Elo::Deutsch, each setting a flag.
load ../../helpers

H=$(printf 'date\tevent\tgame\ttype\tplayer\tplace\tpoints\tresult\tround')

game() {
	printf '%s\t%s\t%s\tS\t%s\t%s\t400\t\t%s\n' "$1" "$2" "$3" "$5" "$6" "$4"
	printf '%s\t%s\t%s\tS\t%s\t%s\t300\t\t%s\n' "$1" "$2" "$3" "$7" "$8" "$4"
}

prior() {
	printf 'type\tplayer\trating\tgames\nS\tA\t1700\t100\nS\tB\t1600\t100\nS\tC\t500\t100\n'
	printf 'S\tD\t505\t100\nS\tE\t505\t100\nS\tF\t5\t100\nS\tG\t5\t100\nS\tH\t2100\t100\n'
}

# ratings PROFILE FLAGS...: "player:rating " of rate -m naspa on $T/e.tsv,
# the players who played (their games grew from 100)
ratings() {
	p=$1; shift
	rate -m naspa -p "$p" -r <(prior) "$@" "$T/e.tsv" | awk -F'\t' 'NR > 1 && $4 > 100 { printf "%s:%s ", $2, $3 }'
}

@test "naspa tsh: each system's settings, as tsh's table sets them" {
	# flag: nsa2008-rcalc nsa2008-lct-rcalc aus pak deu elo ken nor thai
	# (tsh: 'nsa2008 rcalc' floor 0, no feedback; 'nsa2008 lct rcalc' also
	# the club divisor, no acceleration; aus ExpectAustralian, Multiplier20,
	# no split, acceleration or feedback; pak as aus, floor 500; deu
	# ExpectGerman, 6 iterations, cap_all_newcomers; elo OutcomeCached
	# without the Homan table (Erf2(d/400)); ken, nor ExpectLogistic; thai
	# ExpectLogistic and a tie worth no win)
	rate -m naspa --params > "$T/params"
	want() {
		[ "$(awk -F'\t' -v f="--$1" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
		    $1 == f { print $c["nsa2008-rcalc"], $c["nsa2008-lct-rcalc"], $c["aus"], $c["pak"],
		    $c["deu"], $c["elo"], $c["ken"], $c["nor"], $c["thai"] }' "$T/params")" = "$2" ] ||
		    { echo "--$1: $(grep -- "^--$1	" "$T/params")"; return 1; }
	}
	want curve "naspa naspa australian australian german normal naspa naspa naspa"
	want linear-clamp "0.05 0.05 0.05 0.05 none 0.05 0.05 0.05 0.05"
	want k-low-new "30 30 20 20 30 30 30 30 30"
	want k-mid-new "24 24 20 20 24 24 24 24 24"
	want k-high-new "15 15 20 20 15 15 15 15 15"
	want k-low "20 20 20 20 20 20 20 20 20"
	want k-mid "16 16 20 20 16 16 16 16 16"
	want k-high "10 10 20 20 10 10 10 10 10"
	want acceleration "1 0 0 0 1 1 1 1 1"
	want feedback "none none none none 20 20 20 20 20"
	want club-divisor "none 3 none none none none none none none"
	want club-cap "none 50 none none none none none none none"
	want floor "0 0 none 500 none none none none none"
	want split-two "17 17 none none 17 17 17 17 17"
	want iterations "50 50 50 50 6 50 50 50 50"
	want newcomer-cap-unrated "none none none none 1500 none none none none"
	want tie-score "0.5 0.5 0.5 0.5 0.5 0.5 0.5 0.5 0"
	want boundaries "prorate prorate prorate prorate prorate prorate prorate prorate prorate"
	# ken and nor are naspa-csw under another name: the same numbers
	parse -f tsh --ratings "$SHARED/tsh/naspa-a.t" > "$T/p.tsv"
	parse -f tsh --date 2023-04-01 "$SHARED/tsh/naspa-a.t" > "$T/r.tsv"
	rate -m naspa -p naspa-csw -r "$T/p.tsv" "$T/r.tsv" | cut -f 1-4 > "$T/csw"
	rate -m naspa -p ken -r "$T/p.tsv" "$T/r.tsv" | cut -f 1-4 | cmp - "$T/csw"
	rate -m naspa -p nor -r "$T/p.tsv" "$T/r.tsv" | cut -f 1-4 | cmp - "$T/csw"
}

@test "naspa tsh: aus and pak, the Australian curve within [0.05, 0.95], 20 a game, no bonus" {
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 B 2; game 2024-01-06 E 2 1 D 1 E 2
	  game 2024-01-06 E 3 1 H 1 C 2; } > "$T/e.tsv"
	# A 1700 beats B 1600: E = (50 + 100/12)/100 = 0.583333; 20 x 0.416667
	#   = 8.33333: A 1708.33 -> 1708, B 1591.67 -> 1592 (no acceleration,
	#   no feedback)
	# D 505 beats E 505: E = 1/2, +-10: D 515, E 495 (pak: the floor, 500)
	# H 2100 beats C 500: d = 1600, E = 1/2 + 1600/1200 = 1.83 -> 0.95:
	#   H + 20 x 0.05 = 2101, C - 1 = 499 (pak: 500)
	[ "$(ratings aus)" = "A:1708 B:1592 C:499 D:515 E:495 H:2101 " ]
	[ "$(ratings pak)" = "A:1708 B:1592 C:500 D:515 E:500 H:2101 " ]
	# --linear-clamp none: H's E is 1.8333: 20 x (1 - 1.8333) = -16.67
	[ "$(ratings aus --linear-clamp none | tr ' ' '\n' | grep '^H')" = H:2083 ]
}

@test "naspa tsh: deu, the German curve unclamped; elo, the normal curve; thai, a tie is no win" {
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 C 2; game 2024-01-06 E 2 1 D 1 E 2; } > "$T/e.tsv"
	# deu: A 1700 beats C 500, E = 1/2 + 1200/1200 = 1.5: A 20 x (1 - 1.5)
	#   = -10 (a win costs points); C 20 x (0 - (-0.5)) = +10 and the
	#   acceleration 10 - 5 = 5: 515; A's feedback 5/20: 1690.25 -> 1690.
	#   D 505 beats E 505: +10, bonus 5 -> 520; E 495 + 0.25 -> 495
	[ "$(ratings deu)" = "A:1690 C:515 D:520 E:495 " ]
	# elo: E = 1/2 + erf(d/400)/2; A 1700 beats B 1600: erf(0.25) =
	#   0.2763264, E = 0.6381632: A 20 x 0.3618368 = 7.23674, bonus
	#   2.23674: 1709.47347 -> 1709; B 1600 - 7.23674 + 2.23674/20 =
	#   1592.87510 -> 1593
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 B 2; } > "$T/e.tsv"
	[ "$(ratings elo)" = "A:1709 B:1593 " ]
	# its cutoff: E = 1 exactly from d = 4 x 400 (1/2 + erf(4)/2 would be
	# 0.99999999); below, A 1700 against C 500: 1/2 + erf(3)/2
	{ echo "$H"; game 2024-01-06 E 1 1 H 1 C 2; game 2024-01-06 E 2 1 A 1 C 2; } > "$T/v.tsv"
	run value -m naspa -p elo -r <(prior) "$T/v.tsv"
	[ "$(echo "$output" | pick expected player H)" = 1 ]
	# tsh's Erf2 sums erf's series while a term exceeds 1e-10: at x = 3
	# it stops 6e-11 short of 1/2 + erf(3)/2 = 0.99998895475150071; with
	# --normal-epsilon 1e-17 the series reaches it (to its rounding, 1e-14)
	e=$(echo "$output" | awk -F'\t' '$5 == "A" { print $NF }')
	close "$e" 0.99998895475150071 1e-10
	! close "$e" 0.99998895475150071 5e-11
	run value -m naspa -p elo --normal-epsilon 1e-17 -r <(prior) "$T/v.tsv"
	close "$(echo "$output" | awk -F'\t' '$5 == "A" { print $NF }')" 0.99998895475150071 1e-14
	# thai: A 1700 ties B 1600, no win for either: A 20 x (0 - 0.5790293)
	#   = -11.58059 -> 1688; B 20 x (0 - 0.4209707) -> 1591.58 -> 1592
	{ echo "$H"; game 2024-01-06 E 1 1 A 1 B 1; } > "$T/e.tsv"
	[ "$(ratings thai)" = "A:1688 B:1592 " ]
	# (nsa2008: half a win each: A 1700 - 20 x 0.0790293 = 1698.42 -> 1698)
	[ "$(ratings nsa2008)" = "A:1698 B:1602 " ]
}

@test "naspa tsh: rcalc, floor 0 and no feedback; deu's cap of newcomers without rated opponents" {
	# G 5 beats F 5: F 5 - 10 = -5, floor 0 (tsh's unrated again)
	{ echo "$H"; game 2024-01-06 E 1 1 G 1 F 2; game 2024-01-06 E 2 1 D 1 E 2; } > "$T/e.tsv"
	[ "$(ratings nsa2008-rcalc | tr ' ' '\n' | grep '^F')" = F:0 ]
	[ "$(ratings nsa2008 | tr ' ' '\n' | grep '^F')" = F:1 ]
	# (and without a floor, tsh's int(0.5 + -5) = int(-4.5) = -4)
	[ "$(ratings naspa-csw | tr ' ' '\n' | grep '^F')" = F:-4 ]
	# no feedback: E's change has no feedback part (nsa2008's has D's)
	rate -m naspa -p nsa2008 -r <(prior) --explain "$T/e.tsv" | awk -F'\t' '$2 == "E" && $8 == "feedback"' | grep -q .
	! rate -m naspa -p nsa2008-rcalc -r <(prior) --explain "$T/e.tsv" | awk -F'\t' '$2 == "E" && $8 == "feedback"' | grep -q .
	# W beats L, both new (tests/models/naspa/naspa.bats): one iteration that changes,
	# then one averaged pass without the unrated cap: W vs 577 = 1501, L vs
	# 1900 = 977; with --newcomer-cap-unrated 1000 that pass caps W at
	# 1000 + 400 x 1/1 = 1400 and L at 1000 + 0 (977 stays)
	{ echo "$H"; game 2024-01-06 E 1 1 W 1 L 2; } > "$T/e.tsv"
	[ "$(rate -m naspa --iterations 1 "$T/e.tsv" | cut -f 2,3 | tr '\t\n' ': ')" = "player:rating L:977 W:1501 " ]
	[ "$(rate -m naspa --iterations 1 --newcomer-cap-unrated 1000 "$T/e.tsv" | cut -f 2,3 | tr '\t\n' ': ')" = "player:rating L:977 W:1400 " ]
}

@test "naspa tsh: a newcomer's wins as tsh's Perl text holds them (aus's flat curve)" {
	# N (new) beats A, B, C, all 1500, under aus with the cap out of the
	# way.  All wins count 0.95 a game; E(r, 1500) is 0.95 from r = 2040
	# up, so the sum of expectations meets the wins on a plateau.  tsh
	# writes the wins into the sum's Perl source as text: 3 x 0.95 prints
	# as 2.85, the double nearest 2.85, one bit above 0.95 + 0.95 + 0.95:
	# the sum stays below the wins on the whole plateau, and the search
	# climbs to its end, 2999.  With one game, 0.95 against 0.95: equal,
	# the search stops at the plateau's start, 2040.
	printf 'type\tplayer\trating\tgames\nS\tA\t1500\t100\nS\tB\t1500\t100\nS\tC\t1500\t100\n' > "$T/p.tsv"
	{ echo "$H"; game 2024-01-06 E 1 1 N 1 A 2; game 2024-01-06 E 2 2 N 1 B 2
	  game 2024-01-06 E 3 3 N 1 C 2; } > "$T/e.tsv"
	[ "$(rate -m naspa -p aus --newcomer-cap 2000 -r "$T/p.tsv" "$T/e.tsv" | pick rating player N)" = 2999 ]
	head -3 "$T/e.tsv" > "$T/e1.tsv"
	[ "$(rate -m naspa -p aus --newcomer-cap 2000 -r "$T/p.tsv" "$T/e1.tsv" | pick rating player N)" = 2040 ]
}

@test "naspa tsh: a real aus division, 38 newcomers: tsh's newr after every round, exactly" {
	# tests/fixtures/tsh/aus-t1.t, rated by tsh's aus system (its
	# config.tsh: rating_system 'aus', max_rounds 18; aus does not split,
	# so the scheduled rounds do not matter): all 38 x 18 ratings, which
	# hang on the newcomers' iterations (most never settle: the averaged
	# passes) and on the wins as Perl text (without it 43 differ, by up
	# to 206 points)
	t="$SHARED/tsh/aus-t1.t"
	parse -f tsh --ratings "$t" > "$T/p.tsv"
	parse -f tsh --date 2020-02-19 "$t" > "$T/r.tsv"
	for r in $(seq 1 18); do
		awk -F'\t' -v k=$r 'NR == 1 || $9 <= k' "$T/r.tsv" | rate -m naspa -p aus -r "$T/p.tsv" |
		    awk -F'\t' -v r=$r 'NR > 1 { print r "\t" $2 "\t" $3 }'
	done | sort > "$T/got"
	awk '{ s = $0; i = index(s, "; newr "); if (!i) next; x = substr(s, i + 7); j = index(x, ";")
		x = substr(x, 1, j - 1); n = split(x, a, " "); name = ""; m = split(s, w, " ")
		for (q = 1; q <= m; q++) { if (w[q] ~ /^[0-9]+$/) break; name = name (name == "" ? "" : " ") w[q] }
		for (r = 1; r <= n; r++) print r "\t" name "\t" a[r] }' "$t" | sort > "$T/want"
	[ "$(wc -l < "$T/want")" -eq 684 ]
	cmp "$T/want" "$T/got"
	# under nsa2008 (the wrong system) most differ
	[ "$(for r in 2 9 18; do awk -F'\t' -v k=$r 'NR == 1 || $9 <= k' "$T/r.tsv" | rate -m naspa -r "$T/p.tsv" |
	    awk -F'\t' -v r=$r 'NR > 1 { print r "\t" $2 "\t" $3 }'; done | sort | comm -23 - "$T/want" | wc -l)" -gt 50 ]
}

@test "naspa tsh: every system explains, and its history has a curve for rank --eval" {
	load ../../explain
	parse -f tsh --ratings "$SHARED/tsh/naspa-b.t" > "$T/p.tsv"
	parse -f tsh --date 2023-04-01 "$SHARED/tsh/naspa-b.t" > "$T/r.tsv"
	for p in nsa2008-rcalc nsa2008-lct-rcalc aus pak deu elo ken nor thai; do
		explain_holds -m naspa -p $p -r "$T/p.tsv" "$T/r.tsv"
		parse -f tsh --date 2023-04-01 "$SHARED/tsh/anon1.t" > "$T/new.tsv"
		explain_holds -m naspa -p $p "$T/new.tsv"
	done
	# escale: the logistic of the curve's slope at d = 0: linear 1200
	# ln(10)/4 = 690.7755; normal 400 sqrt(pi) ln(10)/4 = 408.1226
	rate -m naspa -p aus -r "$T/p.tsv" --history "$T/r.tsv" > "$T/h"
	close "$(col escale < "$T/h")" 690.7755 1e-4
	rate -m naspa -p elo -r "$T/p.tsv" --history "$T/r.tsv" > "$T/h"
	close "$(col escale < "$T/h")" 408.1226 1e-4
	rank --eval "$T/h" > /dev/null
}
