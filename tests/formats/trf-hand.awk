#!/usr/bin/awk -f
# tests/formats/trf-hand.awk LIST TRF: the FIDE rating change of every player of a
# Tournament Report File, computed here by hand from the FIDE Rating
# Regulations of 1 March 2024 (with the 1 October 2025 amendment), read
# straight from the files: no code of ratepipe is used.  LIST is FIDE's
# rating list (TXT, a single list: ID Number 1-15, rating 114-119, Gms,
# K 124-126, B-day 127-132).  For each player of the TRF it prints
#   FIDE-id  CHANGE         a rated player: the rounded change (8.3.2-8.3.4)
#   FIDE-id  new RU         an unrated player given a first rating (8.2)
#   FIDE-id  unrated        an unrated player without one (7.1.4)
# One event; only games played (1 = 0) against rated opponents count.
function pd(d,   a, i) {		# table 8.1.2, hundredths, for the higher rated
	a = d < 0 ? -d : d; a = int(a)
	for (i = 0; i < 50 && a > top[i]; i++) ;
	return d >= 0 ? 50 + i : 50 - i
}
function dp(h) { return h >= 50 ? dpu[h - 50] : -dpu[50 - h] }	# table 8.1.1
function half_away(x) { return x < 0 ? -int(-x + 0.5) : int(x + 0.5) }
BEGIN {
	split("3 10 17 25 32 39 46 53 61 68 76 83 91 98 106 113 121 129 137 145 153 162 170 179 188 197 206 215 225 235 245 256 267 278 290 302 315 328 344 357 374 391 411 432 456 484 517 559 619 735", t, " ")
	for (i = 1; i <= 50; i++) top[i - 1] = t[i] + 0
	split("0 7 14 21 29 36 43 50 57 65 72 80 87 95 102 110 117 125 133 141 149 158 166 175 184 193 202 211 220 230 240 251 262 273 284 296 309 322 336 351 366 383 401 422 444 470 501 538 589 677 800", u, " ")
	for (i = 1; i <= 51; i++) dpu[i - 1] = u[i] + 0
}
FNR == NR {
	if (FNR > 1 && substr($0, 114, 6) + 0 > 0) {
		id = substr($0, 1, 15) + 0
		rating[id] = substr($0, 114, 6) + 0
		K[id] = substr($0, 124, 3) + 0
	}
	next
}
/^001/ {
	n = substr($0, 5, 4) + 0
	pid[n] = substr($0, 58, 11) + 0
	line[n] = $0
	last = n > last ? n : last
}
END {
	for (s = 1; s <= last; s++) {
		if (!(s in pid)) continue
		me = pid[s]; L = line[s]; g = 0; w = 0; we = 0; sum = 0
		for (c = 92; c <= length(L); c += 10) {
			o = substr(L, c, 4) + 0; res = substr(L, c + 7, 1)
			if (o == 0 || !(pid[o] in rating) || res !~ /^[1=0]$/) continue
			x = res == "1" ? 1 : res == "=" ? 0.5 : 0
			g++; w += x; sum += rating[pid[o]]
			if (me in rating) {
				d = rating[me] - rating[pid[o]]
				if (rating[me] < 2650 && d > 400) d = 400
				if (rating[me] < 2650 && d < -400) d = -400
				we += pd(d)
			}
		}
		if (me in rating) {
			k = K[me]
			if (g > 0 && k * g > 700) k = int(700 / g)
			printf "%s\t%d\n", me, g ? half_away(k * (w * 100 - we) / 100) : 0
		} else if (g >= 5 && w > 0) {
			ra = (sum + 2 * 1800) / (g + 2)
			h = int((100 * (2 * w + 2) + (g + 2)) / (2 * (g + 2)))	# p to hundredths, half up
			ru = int(ra + dp(h) + 0.5)
			if (ru > 2200) ru = 2200
			if (ru >= 1400) printf "%s\tnew %d\n", me, ru
			else printf "%s\tunrated\n", me
		} else
			printf "%s\tunrated\n", me
	}
}
