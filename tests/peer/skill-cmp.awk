# skill-cmp.awk PEER RATINGS: the peer's table (player mu sigma) against
# rate's ratings (type player mu sigma ...): prints the players compared
# and the largest absolute and relative differences of mu and sigma;
# exit 1 when a player is missing on either side.
BEGIN { FS = "\t" }
FNR == 1 { for (i = 1; i <= NF; i++) c[FILENAME, $i] = i; next }
FILENAME == ARGV[1] { M[$1] = $2; S[$1] = $3; n++; next }
{
	p = $c[FILENAME, "player"]; m++
	if (!(p in M)) { print "not in the peer: " p; bad = 1; next }
	diff($c[FILENAME, "mu"], M[p]); diff($c[FILENAME, "sigma"], S[p])
}
function diff(a, b,   d, r) { d = a - b; if (d < 0) d = -d; r = b != 0 ? d / (b < 0 ? -b : b) : d
	if (d > abs) abs = d; if (r > rel) rel = r }
END { printf "players %d %d abs %.3g rel %.3g\n", n, m, abs, rel; if (bad || n != m || n == 0) exit 1 }
