#!/usr/bin/env bats
# rate -m uscf: the rules in force (issue 41; doc/rules/uscf.md): the
# bonus threshold of each edition, step 3's N' = 1 for unrated players,
# the peak floors from 1200, fractional ages, --prior-ratings-only.
# Derivations in the comments, with
#   N* = 50/sqrt(0.662 + 0.00000739 (2569 - R0)^2), N' = min(N, N*);
#   PWe(R, Ri) = 1/2 + (R - Ri)/800 within [0, 1]; K = 800/(N' + m).
# An independent script (bisection, outside the project) recomputed each number.
load ../../helpers

hdr() { printf 'date\tevent\tgame\ttype\tplayer\tplace\n'; }
# game DATE EVENT GAME A PLACE-A B PLACE-B
game() {
	printf '%s\t%s\t%s\tchess\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5"
	printf '%s\t%s\t%s\tchess\t%s\t%s\n' "$1" "$2" "$3" "$6" "$7"
}
lst() { printf 'type\tplayer\trating\tgames\twins\tlosses\n'; }

# The issue's hand case: an established 1500 (100 games) scores 4 of 4
# against four 1500s.  N' = N*(1500) = 50/sqrt(0.662 + 0.00000739 *
# 1069^2) = 50/3.017781 = 16.568464; K = 800/(16.568464 + 4) =
# 38.894494; K (S - E) = 38.894494 (4 - 2) = 77.788988; the bonus
# 77.788988 - B sqrt(max(4, 4)) = 77.788988 - 2 B:
#   B = 10: 1500 + 77.788988 + 57.788988 = 1635.577977
#   B = 12: 1500 + 77.788988 + 53.788988 = 1631.577977
#   B = 14: 1500 + 77.788988 + 49.788988 = 1627.577977
bonus_event() {
	{ lst; for p in P A B C D; do printf 'chess\t%s\t1500\t100\t40\t40\n' $p; done; } > "$T/prior.tsv"
	{ hdr; game "$1" T 1 P 1 A 2; game "$1" T 2 P 1 B 2; game "$1" T 3 P 1 C 2; game "$1" T 4 P 1 D 2; } > "$T/in.tsv"
}

@test "uscf rules: each edition's bonus threshold: 14 (2017), 12 (2023), 10 (2025)" {
	bonus_event 2025-03-01
	run rate -m uscf -p uschess-2017 -r "$T/prior.tsv" "$T/in.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rating player P)" 1627.5779768778502 1e-9
	run rate -m uscf -p uschess-2023 -r "$T/prior.tsv" "$T/in.tsv"
	close "$(echo "$output" | pick rating player P)" 1631.5779768778502 1e-9
	run rate -m uscf -p uschess-2025 -r "$T/prior.tsv" "$T/in.tsv"
	close "$(echo "$output" | pick rating player P)" 1635.5779768778502 1e-9
	# the dated profile, on an event of 2025: B = 10
	run rate -m uscf -r "$T/prior.tsv" "$T/in.tsv"
	close "$(echo "$output" | pick rating player P)" 1635.5779768778502 1e-9
	run rate -m uscf -p uschess -r "$T/prior.tsv" "$T/in.tsv"
	close "$(echo "$output" | pick rating player P)" 1635.5779768778502 1e-9
	# and every constant is still a flag
	run rate -m uscf -p uschess-2025 --bonus-threshold 14 -r "$T/prior.tsv" "$T/in.tsv"
	close "$(echo "$output" | pick rating player P)" 1627.5779768778502 1e-9
	run rate -m uscf --params
	[[ $output == *"--bonus-threshold	B	10	14	12	10	"* ]]
}

# The dated profile: each event under the edition in force on its LAST
# day (US Chess: "events ending on or after").  The same event, ending on
# each side of each change, gives the three numbers above.
@test "uscf rules: -p uschess rates each event under the edition in force on its last day" {
	for d in 2017-05-01:1627.5779768778502 2023-01-31:1627.5779768778502 \
	    2023-02-01:1631.5779768778502 2024-12-31:1631.5779768778502 \
	    2025-01-01:1635.5779768778502 2026-11-01:1635.5779768778502; do
		bonus_event "${d%%:*}"
		run rate -m uscf -p uschess -r "$T/prior.tsv" "$T/in.tsv"
		[ "$status" -eq 0 ]
		close "$(echo "$output" | pick rating player P)" "${d#*:}" 1e-9
		# a pinned edition ignores the date
		run rate -m uscf -p uschess-2023 -r "$T/prior.tsv" "$T/in.tsv"
		close "$(echo "$output" | pick rating player P)" 1631.5779768778502 1e-9
	done
	# An event begun in 2022 and ended in 2023-02: the last day decides (B 12).
	{ lst; for p in P A B C D; do printf 'chess\t%s\t1500\t100\t40\t40\n' $p; done; } > "$T/prior.tsv"
	{ hdr; game 2023-01-30 T 1 P 1 A 2; game 2023-01-31 T 2 P 1 B 2; game 2023-02-01 T 3 P 1 C 2
	  game 2023-02-01 T 4 P 1 D 2; } > "$T/in.tsv"
	run rate -m uscf -r "$T/prior.tsv" "$T/in.tsv"
	close "$(echo "$output" | pick rating player P)" 1631.5779768778502 1e-9
	# A history over the changes: three events, one per edition, P's
	# rating carried from each to the next.  Each event is P's 4 of 4
	# against 1500s; the checks are the first event's number (B 14) and
	# that a pinned edition over the same history gives other numbers.
	{ hdr; for e in 2022-06-01:E1 2023-06-01:E2 2025-06-01:E3; do
		game "${e%%:*}" "${e#*:}" 1 P 1 A 2; game "${e%%:*}" "${e#*:}" 2 P 1 B 2
		game "${e%%:*}" "${e#*:}" 3 P 1 C 2; game "${e%%:*}" "${e#*:}" 4 P 1 D 2; done; } > "$T/h.tsv"
	{ lst; for p in P A B C D; do printf 'chess\t%s\t1500\t100\t40\t40\n' $p; done; } > "$T/prior.tsv"
	run rate -m uscf --history -r "$T/prior.tsv" "$T/h.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rating player P | head -1)" 1627.5779768778502 1e-9
	dated=$(echo "$output" | pick rating player P | tail -1)
	# each event rated under its own edition: the same as rating the three
	# events one by one, each with its edition pinned, the list carried on
	rate -m uscf -p uschess-2017 -r "$T/prior.tsv" <(head -9 "$T/h.tsv") > "$T/r1.tsv"
	rate -m uscf -p uschess-2023 --new-rules -r "$T/r1.tsv" <({ hdr; sed -n 10,17p "$T/h.tsv"; }) > "$T/r2.tsv"
	rate -m uscf -p uschess-2025 --new-rules -r "$T/r2.tsv" <({ hdr; sed -n 18,25p "$T/h.tsv"; }) > "$T/r3.tsv"
	[ "$dated" = "$(pick rating player P < "$T/r3.tsv")" ]
	pinned=$(rate -m uscf -p uschess-2025 --history -r "$T/prior.tsv" "$T/h.tsv" | pick rating player P | tail -1)
	[ "$dated" != "$pinned" ]
	# a flag given holds in every edition: --bonus-threshold 14 on 2025
	bonus_event 2025-03-01
	run rate -m uscf -p uschess --bonus-threshold 14 -r "$T/prior.tsv" "$T/in.tsv"
	close "$(echo "$output" | pick rating player P)" 1627.5779768778502 1e-9
	# fit cannot try values of a flag the editions set by date
	run fit -m uscf --fit bonus-threshold=10,14 "$T/in.tsv"
	[ "$status" -eq 2 ]
	[[ $output == *"bonus-threshold"*"editions set it by date"* ]]
	# rate --help lists the editions with their dates
	run rate -m uscf --help
	[[ $output == *"uschess-2023     from 2023-02-01, until the day before 2025-01-01"* ]]
}

@test "uscf rules: step 3 counts an unrated player's initial rating as one game (N' = 1)" {
	# Two unrated players: U (age 40: R0 = 1300) beats V (age 12: R0 =
	# 600) and draws A (1500, 100 games); V beats B (1400, 100 games).
	{ lst; printf 'chess\tA\t1500\t100\t40\t40\nchess\tB\t1400\t100\t40\t40\n'; } > "$T/prior.tsv"
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\tage\n'
	  printf '2024-03-01\tT\t1\tchess\tU\t1\t40\n2024-03-01\tT\t1\tchess\tV\t2\t12\n'
	  printf '2024-03-01\tT\t2\tchess\tU\t1\t40\n2024-03-01\tT\t2\tchess\tA\t1\t\n'
	  printf '2024-03-01\tT\t3\tchess\tV\t1\t12\n2024-03-01\tT\t3\tchess\tB\t2\t\n'; } > "$T/in.tsv"
	run rate -m uscf --history -r "$T/prior.tsv" "$T/in.tsv"
	[ "$status" -eq 0 ]
	# Step 3, N' = 1, R0' = R0, S' = S + 1/2; opponents at their pre-event
	# or initial ratings.  U: PWe(R, 1300) + PWe(R, 600) + PWe(R, 1500) =
	# 2; above 1000 PWe(R, 600) = 1, so (R - 1300)/800 + (R - 1500)/800 +
	# 1 = 1: R = 1400.  (With N' = 0: PWe(R, 600) + PWe(R, 1500) = 1.5,
	# R = 1500.)  V: PWe(R, 600) + PWe(R, 1300) + PWe(R, 1400) = 1.5;
	# above 1000: (R - 1300)/800 + (R - 1400)/800 + 1 = 0.5: R = 1150
	# (N' = 0: 1350).
	close "$(echo "$output" | pick estimate player U | head -1)" 1400 1e-9
	close "$(echo "$output" | pick estimate player V | head -1)" 1150 1e-9
	# Step 4, N' = 0, unrated opponents at their step-3 estimates.  U:
	# PWe(R, 1150) + PWe(R, 1500) = 1.5: 2R - 2650 = 400, R = 1525.  V:
	# 2 PWe(R, 1400) = 1: R = 1400.
	close "$(echo "$output" | pick intermediate player U | head -1)" 1525 1e-9
	close "$(echo "$output" | pick intermediate player V | head -1)" 1400 1e-9
	# Step 5, unrated opponents at their intermediate ratings.  U:
	# PWe(R, 1400) + PWe(R, 1500) = 1.5: R = 1650 (N' = 0 at step 3:
	# 1675).  V: PWe(R, 1525) + PWe(R, 1400) = 1: R = 1462.5 (1512.5).
	close "$(echo "$output" | pick rating player U | head -1)" 1650 1e-9
	close "$(echo "$output" | pick rating player V | head -1)" 1462.5 1e-9
	# A, standard, meets U at 1525: N' = N*(1500) = 16.568464, K =
	# 800/17.568464 = 45.536207, E = 1/(1 + 10^(25/400)) = 0.464084:
	# 1500 + 45.536207 (0.5 - 0.464084) = 1501.635473 (N' = 0: 1507.855).
	# B meets V at 1400: N' = N*(1400) = 15.242142, K = 49.254, E = 1/2:
	# 1400 - 24.627294 = 1375.372706 (N' = 0: 1378.893).
	close "$(echo "$output" | pick rating player A)" 1501.6354726133507 1e-9
	close "$(echo "$output" | pick rating player B)" 1375.3727058504046 1e-9
	# the flag: --first-neff 0 gives the old numbers
	run rate -m uscf --first-neff 0 -r "$T/prior.tsv" "$T/in.tsv"
	close "$(echo "$output" | pick rating player U)" 1675 1e-9
	close "$(echo "$output" | pick rating player V)" 1512.5 1e-9
	close "$(echo "$output" | pick rating player A)" 1507.8554229616432 1e-9
}

@test "uscf rules: the peak floors start at 1200 (a peak of 1400); below, the absolute floor" {
	# H (1210, 100 games) loses 6 games to M (1210): standard, N' =
	# N*(1210) = 50/sqrt(0.662 + 0.00000739 * 1359^2) = 13.217318, K =
	# 800/19.217318 = 41.629117, E = 1/2: 1210 - 3 K = 1085.112648.
	hp() {
		{ printf 'type\tplayer\trating\tgames\twins\tlosses\tpeak\n'
		  printf 'chess\tH\t1210\t100\t40\t40\t%s\nchess\tM\t1210\t100\t40\t40\t\n' "$1"; } > "$T/peak.tsv"
	}
	{ hdr; for g in 1 2 3 4 5 6; do game 2024-05-01 T $g H 2 M 1; done; } > "$T/in.tsv"
	# peak 1400: 200 below, 1200, the lowest peak floor
	hp 1400
	run rate -m uscf -r "$T/peak.tsv" "$T/in.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | pick rating player H)" = 1200 ]
	# peak 1499: 1299 in hundreds, 1200 as well
	hp 1499
	run rate -m uscf -r "$T/peak.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player H)" = 1200 ]
	# peak 1399.9: 1199.9 would round down to 1100, below the lowest peak
	# floor: none; the absolute floor, 100 + 4 x 40 wins + 2 x 20 draws +
	# 1 event, is at most 150: the formula's 1085.112648 stands
	hp 1399.9
	run rate -m uscf -r "$T/peak.tsv" "$T/in.tsv"
	close "$(echo "$output" | pick rating player H)" 1085.1126479903683 1e-9
	hp 1300
	run rate -m uscf -r "$T/peak.tsv" "$T/in.tsv"
	close "$(echo "$output" | pick rating player H)" 1085.1126479903683 1e-9
	# the flag: --floor-min 1000 gives peak 1300 a floor of 1100
	run rate -m uscf --floor-min 1000 -r "$T/peak.tsv" "$T/in.tsv"
	[ "$(echo "$output" | pick rating player H)" = 1100 ]
}

@test "uscf rules: a fractional age: 6 gives 300, 6 1/2 gives 325" {
	{ lst; printf 'chess\tA\t1500\t100\t40\t40\n'; } > "$T/prior.tsv"
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\tage\n'
	  printf '2024-03-01\tT\t1\tchess\tC\t2\t6.5\n2024-03-01\tT\t1\tchess\tA\t1\t\n'
	  printf '2024-03-01\tT\t2\tchess\tD\t2\t6\n2024-03-01\tT\t2\tchess\tA\t1\t\n'
	  printf '2024-03-01\tT\t3\tchess\tF\t2\t1.5\n2024-03-01\tT\t3\tchess\tA\t1\t\n'
	  printf '2024-03-01\tT\t4\tchess\tG\t2\t26.5\n2024-03-01\tT\t4\tchess\tA\t1\t\n'; } > "$T/in.tsv"
	run rate -m uscf --history -r "$T/prior.tsv" "$T/in.tsv"
	[ "$status" -eq 0 ]
	# 50 x age from 2 to 26 (the text: "a player who is exactly 6 years
	# old has an initial estimate of 300/0 and one who is 6 1/2 has an
	# initial estimate of 325/0"); 100 below 2, 1300 from 26 on
	[ "$(echo "$output" | pick rating_before player C)" = 325 ]
	[ "$(echo "$output" | pick rating_before player D)" = 300 ]
	[ "$(echo "$output" | pick rating_before player F)" = 100 ]
	[ "$(echo "$output" | pick rating_before player G)" = 1300 ]
	# step 3 uses it: C lost to A (1500), N' = 1: PWe(R, 325) + PWe(R,
	# 1500) = 0 + 1/2; below 1100 PWe(R, 1500) = 0: 1/2 + (R - 325)/800
	# = 1/2 at R = 325 (the estimate is its prior, its only game lost)
	close "$(echo "$output" | pick estimate player C)" 325 1e-9
	# --age takes a fraction too
	cut -f1-6 "$T/in.tsv" > "$T/noage.tsv"
	run rate -m uscf --history --age 6.5 -r "$T/prior.tsv" "$T/noage.tsv"
	[ "$(echo "$output" | pick rating_before player C)" = 325 ]
	# not a number: refused with where and what
	sed 's/\t6.5$/\tsix/' "$T/in.tsv" > "$T/bad.tsv"
	run rate -m uscf -r "$T/prior.tsv" "$T/bad.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *"bad.tsv:2:"*"an age in years"* ]]
}

@test "uscf rules: --prior-ratings-only continues from another model's list" {
	{ hdr; game 2024-01-01 E 1 A 1 B 2; } > "$T/e.tsv"
	rate -m elo -p fide "$T/e.tsv" > "$T/elo.tsv"
	{ printf 'type\tplayer\trating\tgames\t_model\n'
	  printf 'chess\tA\t1500\t3\telo greek2007\nchess\tB\t1600\t3\telo greek2007\n'; } > "$T/other.tsv"
	{ hdr; game 2024-02-01 F 1 A 1 B 2; } > "$T/f.tsv"
	# without the switch: another model's list is refused
	run rate -m uscf -r "$T/other.tsv" "$T/f.tsv"
	[ "$status" -eq 1 ]
	# with it: ratings only, a listed player's games --list-games 50, so
	# N' = N* (at most 50): A: N*(1500) = 16.568464, K = 800/17.568464 =
	# 45.536207, E = 1/(1 + 10^(100/400)) = 0.359935: 1500 + 45.536207 x
	# 0.640065 = 1529.146088; B: N*(1600) = 18.135806, K = 41.806443:
	# 1600 - 41.806443 x 0.640065 = 1573.241159
	run rate -m uscf --prior-ratings-only -r "$T/other.tsv" "$T/f.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rating player A)" 1529.1460882950882 1e-9
	close "$(echo "$output" | pick rating player B)" 1573.241159132865 1e-9
	[ "$(echo "$output" | pick games player A)" = 51 ]
	# --list-games 4: N = 4 <= 8, the special formula, N' = min(4, N*) =
	# 4, neither all won nor all lost before (no wins, no losses given):
	# R0' = 1500, S' = 1 + 4/2 = 3; 4 PWe(R, 1500) + PWe(R, 1600) = 3:
	# 2 + 4 (R - 1500)/800 + 1/2 + (R - 1600)/800 = 3, 5R - 7600 = 400:
	# R = 1600
	run rate -m uscf --prior-ratings-only --list-games 4 -r "$T/other.tsv" "$T/f.tsv"
	[ "$status" -eq 0 ]
	close "$(echo "$output" | pick rating player A)" 1600 1e-9
	# and a list of elo itself
	run rate -m uscf --prior-ratings-only -r "$T/elo.tsv" "$T/f.tsv"
	[ "$status" -eq 0 ]
}

@test "uscf rules: a list written under the old uschess rules is not continued" {
	{ lst; printf 'chess\tA\t1500\t100\t40\t40\nchess\tB\t1500\t100\t40\t40\n'; } > "$T/prior.tsv"
	{ hdr; game 2024-01-01 E 1 A 1 B 2; } > "$T/e.tsv"
	{ hdr; game 2024-02-01 F 1 A 2 B 1; } > "$T/f.tsv"
	rate -m uscf -r "$T/prior.tsv" "$T/e.tsv" > "$T/l.tsv"
	grep -q '	uscf uschess@2	[0-9a-f/]*$' "$T/l.tsv"
	# the same list as the rules before issue 41 wrote it (revision 1)
	sed 's/	uscf uschess@2	/	uscf uschess	/' "$T/l.tsv" > "$T/old.tsv"
	run rate -m uscf -r "$T/old.tsv" "$T/f.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *'"uscf uschess" (column _model), and this run'*'"uscf uschess@2"'* ]]
	run rate -m uscf -r "$T/l.tsv" "$T/f.tsv"
	[ "$status" -eq 0 ]
	# a pinned edition is a rule set of its own
	run rate -m uscf -p uschess-2017 -r "$T/l.tsv" "$T/f.tsv"
	[ "$status" -eq 1 ]
}
