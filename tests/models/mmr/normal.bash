# Shared by the mmr tests' awk checks: the normal density pdf(z) and
# distribution Phi(z), independent of lib/core/normal.c.  Phi from its
# series 1/2 + pdf(z) (z + z^3/3 + z^5/(3 5) + ...) for |z| <= 3, and in
# the tails from the Mills ratio's continued fraction, 1 - Phi(z) =
# pdf(z) / (z + 1/(z + 2/(z + 3/(z + ...)))), 120 terms (mills_tail).
# An awk program that needs them begins with "$NORMAL_AWK".
NORMAL_AWK='
	function pdf(z) { return exp(-z * z / 2) / 2.50662827463100050242 }
	function mills_tail(z,   k, t) { t = z; for (k = 120; k >= 1; k--) t = z + k / t; return pdf(z) / t }
	function Phi(z,   k, t, s) {
		if (z > 3) return 1 - mills_tail(z); if (z < -3) return mills_tail(-z)
		t = z; s = z; for (k = 1; k < 200 && (t < 0 ? -t : t) > 1e-18 * (s < 0 ? -s : s); k++) { t *= z * z / (2 * k + 1); s += t }
		return 0.5 + pdf(z) * s }
'
