#!/usr/bin/env bats
# rank -m naspa: NASPA's published rating list (doc/rules/naspa.md, "The
# published list"): per type (lexicon), every rated player with a
# whole-number rating; ranked (pos) from 14 rated games in the 12 months
# before the list's date, tied ratings sharing a rank (1, 2, 2, 4).
load ../../helpers

HH=$(printf 'date\ttype\tplayer\trating\tgames\tresult')

# rows DATE TYPE PLAYER RATING GAMES [N [RESULT]]: N history rows (default 1)
rows() {
	local i
	for i in $(seq "${6:-1}"); do
		printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5" "${7:-}"
	done
}

# "player:pos" of every listed row, in order
listed() { awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) { if ($i == "player") p = i; if ($i == "pos") q = i }; next }
	{ printf "%s%s:%s", (NR > 2 ? " " : ""), $p, $q } END { print "" }'; }

# A history ending 2024-03-31 (the default --as-of: its last date, so the
# window of 12 months is the games after 2023-03-31):
#   A: 14 games on 2023-04-01 (the window's first day)      -> 14, ranked
#   B: 14 games on 2023-03-31 (the day before the window),
#      1 on 2024-03-31                                       -> 1, unranked
#   C: 13 games 2024-01-10, 1 bye 2024-01-11                 -> 13, unranked
#   D: 7 + 7 games 2023-06-01 and 2024-03-31                 -> 14, ranked
#   E: 20 games 2024-02-02                                    -> 20, ranked
#   F: 1 bye only: no rated game, not listed
# Ratings (the latest row's): A 1800.4 -> 1800; D 1799.5 -> int(1800) =
# 1800; E 1900 ; B 2000; C 1700.  Ranked by rating: E 1, A and D tie at
# 1800: 2 and 2 (A before D by name); then the unranked by rating: B, C.
history() {
	echo "$HH"
	rows 2023-03-31 NWL B 1990 14 14
	rows 2023-04-01 NWL A 1800.4 14 14
	rows 2023-06-01 NWL D 1750 57 7
	rows 2024-01-10 NWL C 1700 13 13
	rows 2024-01-11 NWL C 1700 13 1 bye
	rows 2024-01-11 NWL F 0 0 1 bye
	rows 2024-02-02 NWL E 1900 120 20
	rows 2024-03-31 NWL B 2000 15
	rows 2024-03-31 NWL D 1799.5 64 7
}

@test "naspa rank: 14 games in 12 months ranks, ties share, unranked follow, byes do not count" {
	history > "$T/h.tsv"
	run rank -m naspa "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = $'type\tplayer\trating\tgames\tlast\trecent\tpos' ]
	[ "$(echo "$output" | listed)" = "E:1 A:2 D:2 B: C:" ]
	[ "${lines[2]}" = $'NWL\tA\t1800\t14\t2023-04-01\t14\t2' ]
	[ "${lines[3]}" = $'NWL\tD\t1800\t64\t2024-03-31\t14\t2' ]
	[ "${lines[4]}" = $'NWL\tB\t2000\t15\t2024-03-31\t1\t' ]
	# C's bye is not a rated game: last stays 2024-01-10, 13 in the window
	[ "${lines[5]}" = $'NWL\tC\t1700\t13\t2024-01-10\t13\t' ]
	[ "${#lines[@]}" -eq 6 ]
	# --ranked-only leaves B and C off
	run rank -m naspa --ranked-only "$T/h.tsv"
	[ "$(echo "$output" | listed)" = "E:1 A:2 D:2" ]
}

@test "naspa rank: --as-of rewinds the list; the window moves with it" {
	history > "$T/h.tsv"
	# as of 2024-03-30: B's and D's rows of 2024-03-31 are not part of it;
	# window after 2023-03-30: B's 14 games of 2023-03-31 now count (ranked,
	# at its rating then, 1990); D has 7 (1750, unranked); A 14, E 20
	run rank -m naspa --as-of 2024-03-30 "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | listed)" = "B:1 E:2 A:3 D: C:" ]
	[ "$(echo "$output" | pick rating player B)" = 1990 ]
	[ "$(echo "$output" | pick games player D)" = 57 ]
	# as of 2024-04-01: A's games of 2023-04-01 fall out (window after 2023-04-01)
	run rank -m naspa --as-of 2024-04-01 "$T/h.tsv"
	[ "$(echo "$output" | listed)" = "E:1 D:2 B: A: C:" ]
}

@test "naspa rank: the older rules as flags (28 games in 24 months; 1 game in 12 months)" {
	history > "$T/h.tsv"
	# 24 months: after 2022-03-31: A 14, B 15, C 13, D 14, E 20: none has 28
	run rank -m naspa --min-games 28 --window 24m "$T/h.tsv"
	[ "$(echo "$output" | listed)" = "B: E: A: D: C:" ]
	# 1 game in 12 months: everyone with a rated game in the window
	run rank -m naspa --min-games 1 --window 12m "$T/h.tsv"
	[ "$(echo "$output" | listed)" = "B:1 E:2 A:3 D:3 C:5" ]
	# a window in days: 365d before 2024-03-31 is 2023-04-01 (2024 is a leap
	# year): A's games of that day fall out
	run rank -m naspa --window 365d "$T/h.tsv"
	[ "$(echo "$output" | listed)" = "E:1 D:2 B: A: C:" ]
}

@test "naspa rank: one list per type (NWL, CSW), each ranked from 1" {
	{ history; rows 2024-03-31 CSW A 2100 30 15; rows 2024-03-31 CSW G 1500.5 3 3; } > "$T/h.tsv"
	run rank -m naspa "$T/h.tsv"
	# types bytewise: CSW first; G 1500.5 -> 1501 with 3 games: unranked
	[ "${lines[1]}" = $'CSW\tA\t2100\t30\t2024-03-31\t15\t1' ]
	[ "${lines[2]}" = $'CSW\tG\t1501\t3\t2024-03-31\t3\t' ]
	[ "$(echo "${lines[3]}" | cut -f 1,2,7)" = $'NWL\tE\t1' ]
}

@test "naspa rank: tsh's rounding int(0.5 + x), also below zero" {
	# naspa2024 has no floor: int(0.5 - 3.7) = int(-3.2) = -3, not -4;
	# 2.5 -> int(3.0) = 3; 1699.49 -> 1699
	{ echo "$HH"; rows 2024-01-01 NWL A -3.7 1; rows 2024-01-01 NWL B 2.5 1
	  rows 2024-01-01 NWL C 1699.49 1; } > "$T/h.tsv"
	run rank -m naspa --min-games 1 "$T/h.tsv"
	[ "$(echo "$output" | pick rating player A)" = -3 ]
	[ "$(echo "$output" | pick rating player B)" = 3 ]
	[ "$(echo "$output" | pick rating player C)" = 1699 ]
	[ "$(echo "$output" | listed)" = "C:1 B:2 A:3" ]
}

@test "naspa rank: rate -m naspa --history of a real division gives tsh's final ratings" {
	# tests/fixtures/tsh/naspa-a.t (26 players, 23 rounds, rated by tsh):
	# every player's last newr is the list's rating
	parse -f tsh --ratings "$SHARED/tsh/naspa-a.t" > "$T/p.tsv"
	parse -f tsh --date 2023-04-01 "$SHARED/tsh/naspa-a.t" | rate -m naspa --history -r "$T/p.tsv" > "$T/h.tsv"
	awk '{ s = $0; i = index(s, "; newr "); if (!i) next
		r = substr(s, i + 7); j = index(r, ";"); if (j) r = substr(r, 1, j - 1)
		n = split(r, a, " "); name = ""; m = split(s, w, " ")
		for (k = 1; k <= m; k++) { if (w[k] ~ /^[0-9]+$/) break; name = name (name == "" ? "" : " ") w[k] }
		print name "\t" a[n] }' "$SHARED/tsh/naspa-a.t" | sort > "$T/want"
	run rank -m naspa --min-games 23 "$T/h.tsv"
	[ "$status" -eq 0 ]
	echo "$output" | awk -F'\t' 'NR > 1 { print $2 "\t" $3 }' | sort > "$T/got"
	[ "$(wc -l < "$T/want")" -eq 26 ]
	cmp "$T/want" "$T/got"
	# the rated games of the event: the career games after it less the
	# prior's (lifeg), for every player; byes and forfeits do not count
	# (Keras 4 forfeits: 19; Buma, Sealy, Farini, Sinanan a bye each: 22)
	echo "$output" | awk -F'\t' 'NR > 1 { print $2 "\t" $4 "\t" $6 }' | sort > "$T/after"
	awk -F'\t' 'NR > 1 { print $2 "\t" $4 }' "$T/p.tsv" | sort > "$T/before"
	[ -z "$(join -t "$(printf '\t')" "$T/after" "$T/before" | awk -F'\t' '$2 - $4 != $3')" ]
	[ "$(join -t "$(printf '\t')" "$T/after" "$T/before" | wc -l)" -eq 26 ]
	[ "$(echo "$output" | pick recent player "Keras, Lydia")" = 19 ]
	[ "$(echo "$output" | pick recent player "Buma, Joan")" = 22 ]
	# 23 games: 21 ranked, by rating (the first is the highest newr)
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 && $7 != ""' | wc -l)" -eq 21 ]
	[ "$(echo "$output" | awk -F'\t' 'NR == 2 { print $3 }')" = "$(sort -t "$(printf '\t')" -k2,2nr "$T/want" | head -1 | cut -f 2)" ]
	run rank -m naspa --min-games 19 "$T/h.tsv"
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 && $7 != ""' | wc -l)" -eq 26 ]
}

@test "naspa rank: bad input is file:line:col, exit 1" {
	{ echo "$HH"; rows 2024-02-01 NWL A 1700 5; rows 2024-01-01 NWL B 1600 5; } > "$T/b.tsv"
	run rank -m naspa "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.tsv:3:1: column "date": expected a date not before the previous row'*'found "2024-01-01"'* ]]
	{ echo "$HH"; rows 2024-02-01 NWL A 1700 x; } > "$T/b.tsv"
	run rank -m naspa "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.tsv:2:5: column "games": expected a whole number of career games, found "x"'* ]]
	{ echo "$HH"; rows 2024-02-01 NWL A 17x0 5; } > "$T/b.tsv"
	run rank -m naspa "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.tsv:2:4: column "rating": expected a finite number, found "17x0"'* ]]
	{ echo "$HH"; rows 2024-02-01 NWL A 1700 5 1 win; } > "$T/b.tsv"
	run rank -m naspa "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.tsv:2:6: column "result": expected bye, forfeit or empty (a played game), found "win"'* ]]
	{ echo "$HH"; rows 2024-02-31 NWL A 1700 5; } > "$T/b.tsv"
	run rank -m naspa "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'b.tsv:2:1: column "date"'* ]]
	# a ratings stream (no date) is not a history
	printf 'type\tplayer\trating\tgames\nNWL\tA\t1700\t5\n' > "$T/b.tsv"
	run rank -m naspa "$T/b.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *'missing column "date"'* ]]
	# nothing on stdout when the data is bad
	{ echo "$HH"; rows 2024-02-01 NWL A 1700 5; rows 2024-02-01 NWL B 1700 -1; } > "$T/b.tsv"
	[ -z "$(rank -m naspa "$T/b.tsv" 2>/dev/null)" ]
}

@test "naspa rank: bad flags exit 2; --help" {
	run rank -m naspa --window 12w /dev/null
	[ "$status" -eq 2 ]
	[[ "$output" == *'--window 12w: expected a span like 2y, 18m or 730d'* ]]
	run rank -m naspa --min-games -1 /dev/null
	[ "$status" -eq 2 ]
	run rank -m naspa --as-of 2024-13-01 /dev/null
	[ "$status" -eq 2 ]
	run rank -m naspa --help
	[ "$status" -eq 0 ]
	[[ "$output" == *'--min-games N'*'(14)'* ]]
	[[ "$output" == *'--window SPAN'*'(12m)'* ]]
	[[ "$output" == *'--ranked-only'* ]]
	run rank --help
	[ "$status" -eq 0 ]
}

@test "naspa rank: an empty history is a header alone" {
	echo "$HH" > "$T/e.tsv"
	run rank -m naspa "$T/e.tsv"
	[ "$status" -eq 0 ]
	[ "$output" = $'type\tplayer\trating\tgames\tlast\trecent\tpos' ]
}

@test "naspa rank: the calendar's edges (a window before year 1 or after 9999)" {
	# 12 months before 0001-06-01 lies before the calendar: both games count
	{ echo "$HH"; rows 0001-01-01 NWL a 1500 1; rows 0001-06-01 NWL b 1400 1; } > "$T/y.tsv"
	run rank -m naspa --min-games 1 "$T/y.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | listed)" = "a:1 b:2" ]
	# 4 months before 0001-06-01 is 0001-02-01: a's game falls out
	run rank -m naspa --min-games 1 --window 4m "$T/y.tsv"
	[ "$(echo "$output" | listed)" = "b:1 a:" ]
	{ echo "$HH"; rows 9999-12-31 NWL a 1500 1; } > "$T/z.tsv"
	run rank -m naspa --min-games 1 --window 100000y "$T/z.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | listed)" = "a:1" ]
}
