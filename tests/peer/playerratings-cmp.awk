# playerratings-cmp.awk: PlayerRatings' table (first file) against rate's (second):
# rating, rd (and volatility) where the peer has them, games, and lag
# where rate writes it, per player; prints the
# largest relative difference of the numbers and any count that differs.
BEGIN { FS = "\t"; worst = 0 }
FNR == 1 { for (i = 1; i <= NF; i++) c[FILENAME, $i] = i; next }
FILENAME == ARGV[1] {
	p = $c[FILENAME, "Player"]; R[p] = $c[FILENAME, "Rating"]
	D[p] = (FILENAME SUBSEP "Deviation") in c ? $c[FILENAME, "Deviation"] : ""
	V[p] = (FILENAME SUBSEP "Volatility") in c ? $c[FILENAME, "Volatility"] : ""
	G[p] = $c[FILENAME, "Games"]; L[p] = $c[FILENAME, "Lag"]; n++; next }
{
	p = $c[FILENAME, "player"]; m++
	rel($c[FILENAME, "rating"], R[p]); if (D[p] != "") rel($c[FILENAME, "rd"], D[p])
	if (V[p] != "") rel($c[FILENAME, "volatility"], V[p])
	if ($c[FILENAME, "games"] != G[p]) { print "games differ: " p; bad = 1 }
	if ((FILENAME SUBSEP "lag") in c && $c[FILENAME, "lag"] != L[p]) { print "lags differ: " p; bad = 1 }
}
function rel(a, b,   d) { d = a - b; if (d < 0) d = -d; if (b < 0) b = -b; if (b > 0) d /= b; if (d > worst) worst = d }
END { printf "players %d %d worst %.3g\n", n, m, worst; if (bad || n != m || n == 0) exit 1 }
