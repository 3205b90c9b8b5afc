#!/usr/bin/env bats
# Predictions are what the model predicted (issue 41 item 4): for EVERY
# model and profile `rate --help` lists, and every flag or column that
# shifts a prediction (--gamma, --handicap-offset, --draw-probability,
# the color and home columns), rate --history of a small history writes
# a row from which rank --eval reconstructs, for each two-player game,
# exactly the model's own `expected` (to 1e-12):
#   logistic  p = 1/(1 + 10^(-(prev_a - prev_b)/escale))
#   normal    p = Phi((prev_a - prev_b)/sqrt(prev_vol_a^2 + prev_vol_b^2))
# (lib/stats/evaluate.c).  `expected` is P(a wins) for most models and the
# expected rank 1 + P(b ahead of a) = 2 - p for the rank models (topcoder,
# trueskill, wenglin, mmr).  A game whose two expectations do not sum to
# 1 (elo's --cap-below and --cap-rule greatest: the two sides' differences
# are capped differently) has no single probability: its prev give the
# mean of the two logits, p = 1/(1 + sqrt((1-e_a) e_b / (e_a (1-e_b)))),
# and that is what is checked there.
load ../helpers
bats_require_minimum_version 1.5.0

# color.tsv / home.tsv: three events of six games among A B C D (two draws
# an event), plus E (2660 in the prior: above FIDE 2025's --cap-below 2650)
# against B; the first row of each game moved first.  Columns every model
# needs: round (naspa), length (fibs), age (dwz), rank (egf's grades).
# prior.tsv: type, player, rating.
fixtures() {
	local ev pr i=0 a b pa pb
	{
		printf 'date\tevent\tgame\tround\ttype\tplayer\tplace\tcolor\tlength\tage\trank\n'
		for ev in 1 2 3; do
			for pr in "A B 1 2" "C D 1 1" "B C 2 1" "D A 1 2" "A C 1 1" "E B 1 2" "B D 1 2"; do
				set -- $pr
				i=$((i + 1))
				printf '2020-%02d-01\tE%d\t%d\t%d\tc\t%s\t%s\tw\t3\t30\t%s\n' \
					"$ev" "$ev" "$i" "$i" "$1" "$3" "$(grade "$1")"
				printf '2020-%02d-01\tE%d\t%d\t%d\tc\t%s\t%s\tb\t3\t30\t%s\n' \
					"$ev" "$ev" "$i" "$i" "$2" "$4" "$(grade "$2")"
			done
		done
	} > "$T/color.tsv"
	sed '1s/\tcolor\t/\thome\t/; s/\tw\t/\t1\t/; s/\tb\t/\t0\t/' "$T/color.tsv" > "$T/home.tsv"
	printf 'type\tplayer\trating\nc\tA\t2100\nc\tB\t1850\nc\tC\t1700\nc\tD\t1500\nc\tE\t2660\n' > "$T/prior.tsv"
}

grade() {
	case $1 in A) echo 2d ;; B) echo 1d ;; C) echo 1k ;; D) echo 5k ;; E) echo 6d ;; esac
}

# "model profile" per line, from rate --help's Models section.
profiles() {
	rate --help | awk '/^Models:/ { m = 1; next } m && /^$/ { exit }
		m { name = $1; sub(/.*profiles: /, ""); n = split($0, p, " ")
		    for (i = 1; i <= n; i++) print name, p[i] }'
}

# The flags of MODEL that shift a prediction, as NAME=VALUE.
shifting_flags() {
	rate -m "$1" --help | grep -oE -- '--(gamma|handicap-offset|draw-probability)' | sort -u |
		sed 's/--gamma/--gamma=60/; s/--handicap-offset/--handicap-offset=1/;
		     s/--draw-probability/--draw-probability=0.3/'
}

# Of a --history on stdin: per checked game, "KIND LINE WANT GOT" where
# KIND L (logistic) or N (normal: GOT is z, Phi applied after), WANT the
# probability the model gave (expected; 2 - expected for rank), or for a
# game whose expectations do not sum to 1, the mean-logit probability.
pairs() {
	awk -F'\t' -v kind="$1" '
	function clip(e) { return e >= 1 ? 1 - 1e-15 : e <= 0 ? 1e-15 : e }
	function flush(  ea, eb, want) {
		if (n != 2 || P[1] == "" || P[2] == "" || E[1] == "" || E[2] == "") return
		ea = E[1]; eb = E[2]
		if (kind == "rank") { ea = 2 - ea; eb = 2 - eb }
		# naspa deu: its linear curve, unclamped, gives expected wins above 1
		# (E 2660 against B 1850: 0.5 + 810/1200 = 1.175); rank --eval takes p
		# within 1e-15 of 0 and 1
		want = clip(ea)
		d = ea + eb - 1; if (d < 0) d = -d
		if (d > 1e-12) { ea = clip(ea); eb = clip(eb); want = 1 / (1 + sqrt((1 - ea) * eb / (ea * (1 - eb)))); asym++ }
		if ("escale" in c)
			printf "L %d %.17g %.17g\n", L[1], want, 1 / (1 + 10^(-(P[1] - P[2]) / S[1]))
		else if (V[1] != "" && V[2] != "")
			printf "N %d %.17g %.17g\n", L[1], want, (P[1] - P[2]) / sqrt(V[1]^2 + V[2]^2)
	}
	NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
	{ key = $c["event"] SUBSEP $c["game"]
	  if (key != pk) { flush(); n = 0 }
	  pk = key; n++; L[n] = NR
	  P[n] = ("prev" in c) ? $c["prev"] : ""; E[n] = ("expected" in c) ? $c["expected"] : ""
	  S[n] = ("escale" in c) ? $c["escale"] : ""; V[n] = ("prev_vol" in c) ? $c["prev_vol"] : "" }
	END { flush(); if (asym) printf "A %d\n", asym }'
}

# check HISTORY KIND LABEL: "LABEL pairs N bad B asym A", bad rows after.
check() {
	local z
	pairs "$2" < "$1" > "$T/pairs"
	z=$(awk '$1 == "N" { print $4 }' "$T/pairs")
	if [ -n "$z" ]; then
		# shellcheck disable=SC2086
		"$RP_BIN/normaltest" cdf $z > "$T/phi"
		awk 'NR == FNR { phi[FNR] = $1; next } $1 == "N" { $4 = phi[++k] } { print }' \
			"$T/phi" "$T/pairs" > "$T/p2"
		mv "$T/p2" "$T/pairs"
	fi
	awk -v t="$3" '$1 == "A" { asym = $2; next }
		{ d = $3 - $4; if (d < 0) d = -d; n++; if (d > 1e-12) { bad++; b = b "\n  line " $2 ": expected " $3 ", reconstructed " $4 } }
		END { printf "%s pairs %d bad %d asym %d%s\n", t, n, bad, asym, b }' "$T/pairs"
}

@test "predictions-all: every model and profile, every shifting flag: rank --eval gets back expected" {
	# a numeric property over every flag; the sanitizers see the same code
	# in the conformance classes (every model's --history): once
	plain_only
	fixtures
	profiles > "$T/profiles"
	[ "$(wc -l < "$T/profiles")" -ge 40 ]
	grep -qx 'elo fide' "$T/profiles"
	while read -r m p; do
		local extra="" kind=prob in f pri fl
		[ "$m" = frsc ] && extra="-n 2"
		case $m in topcoder | trueskill | wenglin | mmr) kind=rank ;; esac
		for f in color home; do
			in=$T/$f.tsv
			if [ "$m" = fibs ]; then	# no draws in backgammon: the second row of a tie loses
				awk -F'\t' 'BEGIN { OFS = "\t" } NR > 1 && $7 == 1 { if (k[$3]++) $7 = 2 } { print }' \
					"$in" > "$T/nodraw.tsv"
				in=$T/nodraw.tsv
			fi
			for pri in "" "-r $T/prior.tsv --prior-ratings-only"; do
				# frsc's prior needs _state; TrueSkill's mu is on a scale of 25,
				# where these ratings are too far apart for its update
				[ -n "$pri" ] && { [ "$m" = frsc ] || [ "$m" = trueskill ]; } && continue
				for fl in "" $(shifting_flags "$m"); do
					# shellcheck disable=SC2086
					rate -m "$m" -p "$p" $extra $pri $fl --history "$in" > "$T/h.tsv" 2> "$T/err" ||
						{ echo "$m $p $f [$pri] $fl: rate failed: $(cat "$T/err")"; return 1; }
					check "$T/h.tsv" "$kind" "$m $p $f${pri:+ prior} $fl"
				done
			done
		done
	done < "$T/profiles" > "$T/report"
	cat "$T/report"
	# no game anywhere whose reconstruction differs from the model's expected
	[ -z "$(grep ' bad [1-9]' "$T/report")" ]
	# every model with prev, expected and a curve was checked on real games:
	# dwz, uscf, ecf write no prev; egf writes prev and expected but no
	# curve (escale or prev_vol), so rank --eval cannot score it (not fixed here)
	awk '{ for (i = 1; i < NF; i++) if ($i == "pairs") s[$1] += $(i + 1) }
		END { for (m in s) print m, s[m] }' "$T/report" | sort > "$T/sum"
	for m in frsc elo absp topcoder fibs naspa glicko glicko2 trueskill wenglin stephenson mmr; do
		grep -q "^$m [1-9]" "$T/sum"
	done
	for m in dwz uscf ecf egf; do
		grep -q "^$m 0$" "$T/sum"
	done
	# the uneven games are elo's only, where the two sides' caps differ:
	# fide (E 2660 is above --cap-below 2650) and fide2022 (--cap-rule greatest)
	[ -z "$(awk '$1 != "elo"' "$T/report" | grep ' asym [1-9]')" ]
	grep -q '^elo fide color prior .*asym [1-9]' "$T/report"
	grep -q '^elo fide2022 color prior .*asym [1-9]' "$T/report"
}

# p3 [rank] < HISTORY: per two-player game with p_win p_draw p_loss, "bad LINE why"
# unless each is in (0, 1) (in [0, 1] where the model's own expected is a
# sure result, 0 or 1 and past: naspa's deu, a linear curve unclamped;
# with `rank`, expected is the expected place and sure at 1 or 2),
# the three sum to 1 (to 1e-12) and the second row's are the first's
# reversed; then "games N".
p3() {
	awk -F'\t' -v rank="${1:-}" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; if (!c["p_win"]) exit; next }
		function flush() {
			if (n == 2 && w[1] != "") {
				games++
				for (k = 1; k <= 2; k++) {
					sure = rank ? e[k] == 1 || e[k] == 2 : e[k] <= 0 || e[k] >= 1
					if (!(w[k] >= 0 && w[k] <= 1 && d[k] >= 0 && d[k] <= 1 && l[k] >= 0 && l[k] <= 1))
						print "bad", ln[k], "outside [0, 1]"
					else if (!sure && (w[k] * d[k] * l[k] == 0 || w[k] == 1 || d[k] == 1 || l[k] == 1))
						print "bad", ln[k], "0 or 1 where expected is", e[k]
					s = w[k] + d[k] + l[k] - 1; if (s < 0) s = -s
					if (s > 1e-12) print "bad", ln[k], "sum", w[k] + d[k] + l[k]
				}
				x = w[1] - l[2]; y = d[1] - d[2]; z = l[1] - w[2]
				if (x * x + y * y + z * z > 1e-24) print "bad", ln[2], "not the first row reversed"
			}
			n = 0
		}
		{ key = $c["event"] SUBSEP $c["game"]; if (key != last) flush(); last = key
		  n++; w[n] = $c["p_win"]; d[n] = $c["p_draw"]; l[n] = $c["p_loss"]; ln[n] = NR
		  e[n] = $c["expected"] }
		END { flush(); print "games", games + 0 }'
}

@test "predictions-all: every model's p_win p_draw p_loss are probabilities, swap-symmetric" {
	local hm= help=
	fixtures
	profiles > "$T/profiles"
	while read -r m p; do
		local extra="" fl kind="" in=$T/color.tsv pri="-r $T/prior.tsv --prior-ratings-only"
		[ "$m" = frsc ] && extra="-n 2"
		[ "$m" = fibs ] && continue	# no draws in backgammon: no three outcomes
		# (as above: frsc's prior needs _state, trueskill's and wenglin's scale is 25)
		case $m in frsc | trueskill | wenglin) pri="" ;; esac
		case $m in topcoder | trueskill | wenglin | mmr) kind=rank ;; esac
		# the model's flags, read once a model (not once a flag)
		[ "$m" = "${hm:-}" ] || { hm=$m help=$(rate -m "$m" --help); }
		for fl in "" --draw-nu=0.3 --draw-theta=1.7 --draw-share=0.1 --draw-probability=0.3; do
			[ -n "$fl" ] && [[ $help != *"${fl%%=*}"* ]] && continue
			# shellcheck disable=SC2086
			rate -m "$m" -p "$p" $extra $fl $pri --history \
				"$in" > "$T/h.tsv" 2> "$T/err" || { echo "$m $p $fl: $(cat "$T/err")"; return 1; }
			echo "$m $p $fl $(p3 $kind < "$T/h.tsv" | tr '\n' ' ')"
		done
	done < "$T/profiles" > "$T/report"
	cat "$T/report"
	[ -z "$(grep ' bad ' "$T/report")" ]
	# Every model writes the three outcomes of real games (21 two-player
	# games, every profile and draw flag), but those that cannot: frsc,
	# topcoder and mmr rate fields of many players; dwz, uscf and ecf
	# write no prev; egf's Go and fibs' backgammon have no draws (rate(1),
	# DRAWS).  A model added later fails here until it names its draw
	# model (lib/engine/draw.h) or joins this list with its reason.
	awk '$1 !~ /^(frsc|topcoder|mmr|dwz|uscf|ecf|egf|fibs)$/ && !/ games [1-9]/' "$T/report" > "$T/none"
	[ ! -s "$T/none" ] || { echo "no three outcomes:"; cat "$T/none"; return 1; }
	grep -q '^elo ' "$T/report"
	# and those that cannot: none
	[ -z "$(grep -E '^(frsc|topcoder|mmr|dwz|uscf|ecf|egf) .*games [1-9]' "$T/report")" ]
}

@test "predictions-all: elo --gamma: prev carries G/2, rank --eval scores the model's E (by hand)" {
	printf 'type\tplayer\trating\tgames\tstatus\tlast\t_state\nc\tA\t1200\t60\tactive\t2020-01-01\trated\nc\tB\t1000\t60\tactive\t2020-01-01\trated\n' > "$T/prior.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tcolor\n2020-02-01\tE\t1\tc\tA\t1\tw\n2020-02-01\tE\t1\tc\tB\t2\tb\n' > "$T/g.tsv"
	run rate -m elo -p rasccat -r "$T/prior.tsv" --gamma 100 --history "$T/g.tsv"
	[ "$status" -eq 0 ]
	# A white: D = 1200 + 100 - 1000 = 300, E = 1/(1 + 10^(-300/400)) = 0.849020;
	# prev A 1200 + 50, B 1000 - 50: the difference 300 on escale 400
	close "$(echo "$output" | col expected 1)" 0.849020
	[ "$(echo "$output" | col prev 1)" = 1250 ]
	[ "$(echo "$output" | col prev 2)" = 950 ]
	echo "$output" > "$T/h.tsv"
	# rank --eval: A won: ll = -ln 0.849020 = 0.163673 (without G/2: -ln 0.759747 = 0.274770)
	run rank --eval "$T/h.tsv"
	close "$(echo "$output" | col logloss)" 0.163673
	# FIDE's table 8.1b (fide: above --list-min 1400): A 2200, B 2000, --gamma 250:
	# D = 450, capped at 400 -> PD 0.92; prev moved so that the logistic of
	# escale 400 gives 0.92: 2100 +- 200 log10(0.92/0.08) = 2100 +- 212.1396
	sed 's/1200/2200/; s/1000/2000/' "$T/prior.tsv" > "$T/prior2.tsv"
	run --separate-stderr rate -m elo -p fide2025 -r "$T/prior2.tsv" --gamma 250 --history "$T/g.tsv"
	[ "$(echo "$output" | col expected 1)" = 0.92 ]
	close "$(echo "$output" | col prev 1)" 2312.1396 1e-4
	close "$(echo "$output" | col prev 2)" 1887.8604 1e-4
	echo "$output" > "$T/h.tsv"
	run rank --eval "$T/h.tsv"
	# -ln 0.92 = 0.083382
	close "$(echo "$output" | col logloss)" 0.083382
}
