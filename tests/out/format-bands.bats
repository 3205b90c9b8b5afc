#!/usr/bin/env bats
# format --svg --bands: a rating trajectory with its uncertainty band
# (rd around rating, sigma around mu), the rating before the first game,
# the band widened after a pause; --top N.  Geometry (format(1), --svg):
# the plot of an 800 x 480 chart spans x 64..600 and y 40..432, so
#     x = 64 + (date - first) / (last - first) * 536
#     y = 432 - (value - lo) / (hi - lo) * 392
# over the band edges widened to whole 1-2-5 tick steps.
load ../helpers

# The points of the polyline (or polygon) titled $1 in SVG file $2.
points() {
	grep -o "points=\"[^\"]*\"><title>$1</title></$3>" "$2" | sed 's/points="//; s/".*//'
}

@test "format --svg --bands: the band's coordinates derived by hand" {
	printf 'date\ttype\tplayer\trating_before\trd_before\trating\trd\n' > "$T/h.tsv"
	printf '2020-01-02\tg\tA\t1500\t100\t1600\t50\n' >> "$T/h.tsv"
	printf '2020-01-11\tg\tA\t1600\t80\t1500\t50\n' >> "$T/h.tsv"
	format --svg --bands --band-z 2 "$T/h.tsv" > "$T/c.svg"
	# vertices (date, rating, rating -/+ 2 rd):
	#   before the first game, the day before it: 01-01, 1500, 1300..1700
	#   after it:                                 01-02, 1600, 1500..1700
	#   before the second (its own state):        01-10, 1600, 1440..1760
	#   after it:                                 01-11, 1500, 1400..1600
	# band 1300..1760: (1760 - 1300) / 5 = 92, step 100, axis 1300..1800;
	# dates 01-01..01-11, 10 days.
	# x: 01-01 64, 01-02 64 + 536/10 = 117.6, 01-10 64 + 536 * 9/10 = 546.4, 01-11 600
	# y = 432 - (r - 1300) * 392/500 = 432 - 0.784 (r - 1300):
	#   1300 432, 1400 353.6, 1440 322.24, 1500 275.2, 1600 196.8,
	#   1700 118.4, 1760 71.36
	[ "$(points A "$T/c.svg" polyline)" = "64.00,275.20 117.60,196.80 546.40,196.80 600.00,275.20" ]
	# the upper edge forward, the lower edge back
	[ "$(points A "$T/c.svg" polygon)" = "64.00,118.40 117.60,118.40 546.40,71.36 600.00,196.80 600.00,353.60 546.40,322.24 117.60,275.20 64.00,432.00" ]
	grep -qF '<polygon class="band" fill="#1f77b4" fill-opacity="0.18" stroke="none" points="64.00,118.40' "$T/c.svg"
	grep -qF '<text transform="rotate(-90)" x="-236.00" y="14">rating ± 2 rd</text>' "$T/c.svg"
	# the band is drawn under the line
	[ "$(grep -n '<polygon' "$T/c.svg" | cut -d: -f1)" -lt "$(grep -n '<polyline' "$T/c.svg" | cut -d: -f1)" ]
	# the default z is 1.96: 01-01's upper edge 1500 + 196 = 1696
	format --svg --bands "$T/h.tsv" > "$T/d.svg"
	grep -qF 'rating ± 1.96 rd</text>' "$T/d.svg"
	# deterministic, whatever the locale
	LC_ALL=de_DE.UTF-8 format --svg --bands --band-z 2 "$T/h.tsv" | cmp - "$T/c.svg"
	# without --bands the same history charts rating alone, as before
	format --svg "$T/h.tsv" > "$T/p.svg"
	! grep -q '<polygon\|class="prior"' "$T/p.svg"
}

@test "format --svg --bands: the rating before the first game is its own point" {
	# a one-day event of a TrueSkill history: Zoe plays twice on 03-07
	printf 'date\ttype\tplayer\tmu_before\tsigma_before\tmu\tsigma\trating\n' > "$T/h.tsv"
	printf '2020-03-07\tt\tZoe\t25\t8\t28\t7\t7\n' >> "$T/h.tsv"
	printf '2020-03-07\tt\tZoe\t28\t7\t30\t6\t12\n' >> "$T/h.tsv"
	format --svg --bands "$T/h.tsv" > "$T/c.svg"
	# mu, not rating (mu - 3 sigma), with sigma around it, z = 1.96:
	#   before the day (03-06): 25 -/+ 15.68 = 9.32..40.68
	#   the day's end (03-07):  30 -/+ 11.76 = 18.24..41.76
	#   (the second game's state before is within the day: no vertex)
	# (41.76 - 9.32) / 5 = 6.49, step 10, axis 0..50: y = 432 - 7.84 mu;
	# dates 03-06..03-07: x 64 and 600.
	# y(25) = 236, y(30) = 196.8, y(40.68) = 113.07, y(9.32) = 358.93,
	# y(41.76) = 104.60, y(18.24) = 289.00
	[ "$(points Zoe "$T/c.svg" polyline)" = "64.00,236.00 600.00,196.80" ]
	[ "$(points Zoe "$T/c.svg" polygon)" = "64.00,113.07 600.00,104.60 600.00,289.00 64.00,358.93" ]
	# an open circle before, a dot after
	grep -qF '<circle class="prior" cx="64.00" cy="236.00" r="3.5" fill="#ffffff" stroke="#1f77b4" stroke-width="1.5"><title>Zoe: before the first game</title></circle>' "$T/c.svg"
	grep -qF '<circle cx="600.00" cy="196.80" r="3" fill="#1f77b4"/>' "$T/c.svg"
	grep -qF '>2020-03-06</text>' "$T/c.svg"
	grep -qF '>mu ± 1.96 sigma</text>' "$T/c.svg"
	# without the columns before the game: the day's end alone, its band a bar
	cut -f1-3,6- "$T/h.tsv" > "$T/n.tsv"
	format --svg --bands "$T/n.tsv" > "$T/n.svg"
	! grep -q 'class="prior"' "$T/n.svg"
	grep -q '<line class="band" x1="332.00" y1="[0-9.]*" x2="332.00"' "$T/n.svg"
}

@test "format --svg --bands: a player back after a pause shows the widened band" {
	# A plays in period E1 and again a year later in E9 (glicko: rd_before
	# of the return is the rd grown over the pause)
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n' > "$T/g.tsv"
	printf '2020-01-01\tE1\t1\tg\tA\t1\n2020-01-01\tE1\t1\tg\tB\t2\n' >> "$T/g.tsv"
	printf '2021-01-01\tE9\t1\tg\tA\t2\n2021-01-01\tE9\t1\tg\tC\t1\n' >> "$T/g.tsv"
	rate -m glicko --history "$T/g.tsv" > "$T/h.tsv"
	rd1=$(pick rd player A < "$T/h.tsv" | head -n 1)
	rd0=$(pick rd_before player A < "$T/h.tsv" | tail -n 1)
	# the model widened it: 290.23 after the first game, 297.03 before the return
	awk -v a="$rd0" -v b="$rd1" 'BEGIN { exit !(a > b + 5) }'
	format --svg --bands -p A "$T/h.tsv" > "$T/c.svg"
	# vertices: 2019-12-31 (before), 2020-01-01 (after), 2020-12-31 (before
	# the return), 2021-01-01 (after); the polygon lists the upper edge of
	# each, then the lower edge back.  A vertex's band is 2 z rd tall in
	# rating, so the heights of vertices 3 and 2 are in the ratio rd0 : rd1
	# (to the rounding of the coordinates)
	points A "$T/c.svg" polygon | tr ' ' '\n' | cut -d, -f2 > "$T/y"
	[ "$(wc -l < "$T/y")" -eq 8 ]
	h2=$(awk 'NR == 2 { u = $1 } NR == 7 { print $1 - u }' "$T/y")
	h3=$(awk 'NR == 3 { u = $1 } NR == 6 { print $1 - u }' "$T/y")
	close "$(awk -v a="$h3" -v b="$h2" 'BEGIN { print a / b }')" "$(awk -v a="$rd0" -v b="$rd1" 'BEGIN { print a / b }')" 0.0002
	# the band runs to the widened one on the day before the return
	# (2020-12-31, 366 of the 367 days: x = 64 + 366/367 * 536 = 598.54),
	# then steps at the game (x = 600)
	[ "$(points A "$T/c.svg" polygon | tr ' ' '\n' | cut -d, -f1 | sed -n 3,4p | tr '\n' ' ')" = "598.54 600.00 " ]
}

@test "format --svg --bands: games of one rating period do not fall back to its start" {
	# a Glicko period gives each of its games the state at its start and at
	# its end: the line goes 1500 -> 1600 on 01-02 and stays, not back to
	# 1500 before 01-05; the next period (rd_before 210) starts its own vertex
	printf 'date\tplayer\trating_before\trd_before\trating\trd\n' > "$T/h.tsv"
	printf '2020-01-02\tA\t1500\t350\t1600\t200\n' >> "$T/h.tsv"
	printf '2020-01-05\tA\t1500\t350\t1600\t200\n' >> "$T/h.tsv"
	printf '2020-01-11\tA\t1600\t210\t1650\t190\n' >> "$T/h.tsv"
	format --svg --bands "$T/h.tsv" > "$T/c.svg"
	# dates 01-01..01-11: x 64, 117.6 (01-02), 278.4 (01-05), 546.4 (01-10), 600;
	# band 1500 - 686 = 814 .. 1500 + 686 = 2186: step 500 (274.4 > 200),
	# axis 500..2500, y = 432 - 0.196 (r - 500):
	# y(1500) = 236, y(1600) = 216.4, y(1650) = 206.6
	[ "$(points A "$T/c.svg" polyline)" = "64.00,236.00 117.60,216.40 278.40,216.40 546.40,216.40 600.00,206.60" ]
}

@test "format --svg --top N: the N highest final ratings, in that order" {
	printf 'date\tplayer\trating_before\trd_before\trating\trd\n' > "$T/h.tsv"
	printf '2020-01-01\tAb\t1500\t350\t1700\t300\n' >> "$T/h.tsv"
	printf '2020-01-01\tCy\t1500\t350\t1400\t300\n' >> "$T/h.tsv"
	printf '2020-01-01\tBo\t1500\t350\t1600\t300\n' >> "$T/h.tsv"
	printf '2020-01-01\tDi\t1500\t350\t1600\t300\n' >> "$T/h.tsv"
	# Ab's last rating is 1550, below Bo's and Di's 1600 (a tie: by name)
	printf '2020-01-03\tAb\t1700\t300\t1550\t250\n' >> "$T/h.tsv"
	names() { grep -o '<text class="name"[^>]*>[^<]*' "$1" | sed 's/.*>//' | tr '\n' ' '; }
	format --svg --bands --top 2 "$T/h.tsv" > "$T/c.svg"
	[ "$(names "$T/c.svg")" = "Bo Di " ]
	[ "$(grep -c '<polygon' "$T/c.svg")" -eq 2 ]
	format --svg --bands --top 3 "$T/h.tsv" > "$T/c.svg"
	[ "$(names "$T/c.svg")" = "Bo Di Ab " ]
	# more than there are: all of them, highest first
	format --svg --top 9 "$T/h.tsv" > "$T/c.svg"
	[ "$(names "$T/c.svg")" = "Bo Di Ab Cy " ]
	[ "$(grep -c '<polyline' "$T/c.svg")" -eq 4 ]
	# -p picks by name, in its order
	format --svg --bands -p Cy -p Ab "$T/h.tsv" > "$T/c.svg"
	[ "$(names "$T/c.svg")" = "Cy Ab " ]
	run format --svg --top 2 -p Ab "$T/h.tsv"
	[ "$status" -eq 2 ]
	run format --svg --top 0 "$T/h.tsv"
	[ "$status" -eq 2 ]
	run format --top 2 "$T/h.tsv"
	[ "$status" -eq 2 ]
}

@test "format --svg --bands: no uncertainty in the history is an error naming the columns" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n2020-01-01\tE\t1\tg\tA\t1\n2020-01-01\tE\t1\tg\tB\t2\n' > "$T/g.tsv"
	rate -m elo --initial 1500 --history "$T/g.tsv" > "$T/elo.tsv"
	run format --svg --bands "$T/elo.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'elo.tsv: --bands needs the ratings'\'' uncertainty: column rd (around rating: glicko, glicko2, stephenson) or sigma (around mu: trueskill, wenglin); the history has neither'* ]]
	# the same history charts without --bands
	format --svg "$T/elo.tsv" > /dev/null
	# a state before the game needs both of its columns
	printf 'date\tplayer\trating_before\trating\trd\n2020-01-01\tA\t1500\t1600\t200\n' > "$T/half.tsv"
	run format --svg --bands "$T/half.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'missing column "rd_before"'* ]]
	# an uncertainty below 0 is bad data, named by line and column
	printf 'date\tplayer\trating\trd\n2020-01-01\tA\t1600\t-2\n' > "$T/neg.tsv"
	run format --svg --bands "$T/neg.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'neg.tsv:2:4: column "rd": expected an uncertainty of 0 or more, found "-2"'* ]]
	# bad usage
	for args in "--band-z 0" "--band-z -1" "--band-z 11" "--band-z x" "--band-z nan"; do
		run format --svg --bands $args "$T/neg.tsv"
		[ "$status" -eq 2 ]
	done
	run format --svg --band-z 2 "$T/neg.tsv"
	[ "$status" -eq 2 ]
	run format --bands "$T/neg.tsv"
	[ "$status" -eq 2 ]
}

@test "format --svg --bands: names escaped, bands beyond +-1e6 drawn at the edge" {
	printf 'date\tplayer\trating_before\trd_before\trating\trd\n' > "$T/h.tsv"
	printf "2020-01-02\tO'Brien & \"Sons\" <b>\t1500\t1e308\t1600\t1e308\n" >> "$T/h.tsv"
	printf '2020-01-03\tB\t0\t1\t1\t1\n' >> "$T/h.tsv"
	format --svg --bands "$T/h.tsv" > "$T/c.svg" 2> "$T/err"
	! grep -qi 'nan\|inf' "$T/c.svg"
	! grep -q "O'Brien\|\"Sons\"" "$T/c.svg"
	grep -qF '<title>O&#39;Brien &amp; &quot;Sons&quot; &lt;b&gt;</title></polygon>' "$T/c.svg"
	grep -qF '<title>O&#39;Brien &amp; &quot;Sons&quot; &lt;b&gt;: before the first game</title>' "$T/c.svg"
	# the two vertices' four band edges at +-1e6: the axis is -1e6..1e6
	grep -qF '4 band edges outside -1000000..1000000 drawn at the edge</text>' "$T/c.svg"
	grep -qF '4 band edges outside -1000000..1000000 drawn at the edge of the chart' "$T/err"
	[ "$(points "O&#39;Brien &amp; &quot;Sons&quot; &lt;b&gt;" "$T/c.svg" polygon)" = "64.00,40.00 332.00,40.00 332.00,432.00 64.00,432.00" ]
}

@test "format --svg --bands: every model with an uncertainty, every coordinate in the plot" {
	awk -f "$RP_TESTDIR/gen-history.awk" -v seed=7 -v h2h=1 -v games=60 > "$T/g.tsv"
	awk -f "$RP_TESTDIR/gen-history.awk" -v seed=7 -v games=60 > "$T/m.tsv"
	for m in glicko glicko2 stephenson trueskill wenglin; do
		in=$T/g.tsv
		case $m in trueskill|wenglin) in=$T/m.tsv ;; esac
		rate -m "$m" --history "$in" > "$T/$m.tsv" 2> /dev/null
		format --svg --bands --band-z 2 "$T/$m.tsv" > "$T/$m.svg"
		# a band and a line per series, an open circle before each
		n=$(grep -c '<polyline' "$T/$m.svg")
		[ "$n" -gt 4 ]
		[ "$(grep -c '<polygon class="band"' "$T/$m.svg")" -eq "$n" ]
		[ "$(grep -c '<circle class="prior"' "$T/$m.svg")" -eq "$n" ]
		grep -o 'points="[^"]*"' "$T/$m.svg" | sed 's/points="//; s/"//' | tr ' ' '\n' |
		    awk -F, '$1 < 64 || $1 > 600 || $2 < 40 || $2 > 432 { print "outside:", $0; bad = 1 } END { exit bad }'
	done
	grep -qF '>mu ± 2 sigma</text>' "$T/wenglin.svg"
	grep -qF '>rating ± 2 rd</text>' "$T/stephenson.svg"
}

@test "format --svg --bands --prior: a player starts from the ratings list, derived by hand" {
	printf 'type\tplayer\trating\trd\tlast\n' > "$T/r.tsv"
	printf 'g\tA\t1600\t100\t2020-01-01\n' >> "$T/r.tsv"
	printf 'g\tB\t1500\t50\t2020-01-11\n' >> "$T/r.tsv"	# not before B's first game
	printf 'g\tC\t1500\t50\t\n' >> "$T/r.tsv"		# no date
	printf 'date\ttype\tplayer\trating_before\trd_before\trating\trd\n' > "$T/h.tsv"
	printf '2020-01-11\tg\tA\t1600\t150\t1650\t90\n' >> "$T/h.tsv"
	printf '2020-01-11\tg\tB\t1500\t60\t1510\t55\n' >> "$T/h.tsv"
	printf '2020-01-11\tg\tC\t1500\t60\t1510\t55\n' >> "$T/h.tsv"
	format --svg --bands --band-z 2 --prior "$T/r.tsv" -p A "$T/h.tsv" > "$T/c.svg"
	# A's vertices (z = 2): the list's 01-01, 1600, 1400..1800; before the
	# game 01-10, 1600, 1300..1900 (rd grown to 150); after 01-11, 1650, 1470..1830.
	# (1900 - 1300) / 5 = 120, step 200, axis 1200..2000: y = 432 - 0.49 (r - 1200);
	# dates 01-01..01-11: x 64, 546.4, 600.
	# y(1600) 236, y(1650) 211.5, y(1800) 138, y(1900) 89, y(1830) 123.3,
	# y(1470) 299.7, y(1300) 383, y(1400) 334
	[ "$(points A "$T/c.svg" polyline)" = "64.00,236.00 546.40,236.00 600.00,211.50" ]
	[ "$(points A "$T/c.svg" polygon)" = "64.00,138.00 546.40,89.00 600.00,123.30 600.00,299.70 546.40,383.00 64.00,334.00" ]
	grep -qF '<circle class="listed" cx="64.00" cy="236.00" r="3.5" fill="#ffffff" stroke="#1f77b4" stroke-width="1.5"><title>A: in the ratings list</title></circle>' "$T/c.svg"
	grep -qF '<circle class="prior" cx="546.40" cy="236.00"' "$T/c.svg"
	# B (its list date not before its first game) and C (no date) start as without the list
	format --svg --bands --prior "$T/r.tsv" -p B -p C "$T/h.tsv" > "$T/bc.svg"
	format --svg --bands -p B -p C "$T/h.tsv" | cmp - "$T/bc.svg"
	# a list without the history's uncertainty, or a player twice, is bad data
	cut -f1-3,5 "$T/r.tsv" > "$T/nord.tsv"
	run format --svg --bands --prior "$T/nord.tsv" "$T/h.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'nord.tsv:1: missing column "rd"'* ]]
	sed -n 2p "$T/r.tsv" >> "$T/r.tsv"
	run format --svg --bands --prior "$T/r.tsv" "$T/h.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'r.tsv:5: player "A" is listed twice in type g'* ]]
	run format --svg --prior "$T/r.tsv" "$T/h.tsv"
	[ "$status" -eq 2 ]
}

@test "format --svg --bands --prior: a history continued with rate -r starts where the list stood" {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n' > "$T/g1.tsv"
	printf '2020-01-01\tE1\t1\tg\tA\t1\n2020-01-01\tE1\t1\tg\tB\t2\n' >> "$T/g1.tsv"
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n' > "$T/g2.tsv"
	printf '2021-01-01\tE9\t1\tg\tA\t2\n2021-01-01\tE9\t1\tg\tC\t1\n' >> "$T/g2.tsv"
	rate -m glicko "$T/g1.tsv" > "$T/r1.tsv"
	rate -m glicko -r "$T/r1.tsv" --history "$T/g2.tsv" > "$T/h2.tsv"
	format --svg --bands --prior "$T/r1.tsv" -p A "$T/h2.tsv" > "$T/c.svg"
	# A's point on the list's last day, 2020-01-01, and the state before the
	# return (2020-12-31) are the same rating, the list's, at the same height
	[ "$(grep -o 'class="listed" cx="[^"]*" cy="[^"]*"' "$T/c.svg")" = 'class="listed" cx="64.00" cy="204.21"' ]
	[ "$(grep -o 'class="prior" cx="[^"]*" cy="[^"]*"' "$T/c.svg")" = 'class="prior" cx="598.54" cy="204.21"' ]
	# and from there the band is as one run over the whole history draws it:
	# both axes span 500..2500 (one run's lowest edge 1500 - 686 = 814, the
	# highest 1662.21 + 1.96 * 297.03 = 2244.4: step 500), so the heights
	# of the upper and lower edges of A's last three vertices agree (the
	# one run starts a day earlier, so its x differ)
	cat "$T/g1.tsv" > "$T/g.tsv"
	tail -n +2 "$T/g2.tsv" >> "$T/g.tsv"
	rate -m glicko --history "$T/g.tsv" | format --svg --bands -p A > "$T/one.svg"
	heights() { tr ' ' '\n' | cut -d, -f2 | tr '\n' ' '; }
	[ "$(points A "$T/c.svg" polygon | heights | wc -w)" -eq 6 ]
	[ "$(points A "$T/c.svg" polygon | heights)" = "$(points A "$T/one.svg" polygon | cut -d' ' -f2-7 | heights)" ]
}
