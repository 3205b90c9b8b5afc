#!/usr/bin/env bats
# parse -f tsh-js: tsh's tourney.js.  The hand sample tests/fixtures/
# tsh-small.js is the event of tsh-small.t (tests/formats/tsh.bats):
#   1 Ana Pop      160  2 3 0; 420 380 50
#   2 Dan Ionescu  150  1 0 3; 350 -50 401
#   3 Ion Stan     140  0 1 2; 50 380 399
# with event_date 2011-05-01, event_name "Cupa test", max_rounds 3, Ana's
# lifeg [12] and newr arrays whose values are arbitrary (read back only).
# The real files (fixtures/tsh-js/README.md): ccc2026.js, verbatim, and
# albany2024-ab.js, two divisions of a NASPA event.
load ../helpers

JS=$SHARED/tsh-small.js

# js TEXT: TEXT as $T/x.js
js() {
	printf '%s\n' "$1" > "$T/x.js"
}

@test "tsh-js: the same rows as parse -f tsh on the same event" {
	# the .t reader is the peer: with the file's date, event and rounds
	# given to it, both write the same bytes
	parse -f tsh --date 2011-05-01 --event "Cupa test" --scheduled-rounds 3 "$SHARED/tsh-small.t" > "$T/t.tsv"
	run parse -f tsh-js "$JS"
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat "$T/t.tsv")" ]
	[ "$(echo "$output" | head -n 1)" = "$(printf 'date\tevent\tgame\ttype\tplayer\tplace\tpoints\tresult\tround\trounds')" ]
	# date, event and rounds are the file's config
	[ "$(echo "$output" | col date 1)" = 2011-05-01 ]
	[ "$(echo "$output" | col event 1)" = "Cupa test" ]
	[ "$(echo "$output" | col rounds 1)" = 3 ]
	# 3 games of two rows, 3 single rows (2 byes, 1 forfeit), a header
	[ "$(echo "$output" | wc -l)" -eq 10 ]
}

@test "tsh-js: byes and forfeits as tsh scores them: opponent 0, a forfeit below 0" {
	run parse -f tsh-js "$JS"
	# Ion round 1: pairing 0, score 50: a bye, game 1.3 (round 1, player 3)
	[ "$(echo "$output" | pick result game 1.3)" = bye ]
	[ "$(echo "$output" | pick points game 1.3)" = 50 ]
	# Dan round 2: pairing 0, score -50: a forfeit (he forfeited)
	[ "$(echo "$output" | pick result game 2.2)" = forfeit ]
	[ "$(echo "$output" | pick points game 2.2)" = -50 ]
	# a bye scored 0 is a bye; round 2's tie (380-380) is place 1 and 1
	js 'newt={"divisions":[{"players":[null,{"name":"A","pairings":[0],"scores":[0]}]}]}'
	run parse -f tsh-js --date 2020-01-02 --event E "$T/x.js"
	[ "$(echo "$output" | col result 1)" = bye ]
	[ "$(parse -f tsh-js "$JS" | pick place game 2.1 | tr '\n' ' ')" = "1 1 " ]
	# rate leaves them unrated and says so: 3 rows (2 byes, a forfeit)
	run sh -c 'parse -f tsh-js "$1" | rate -m absp > /dev/null' sh "$JS"
	[[ "$output" == *"rate: 3 row(s) not rated"* ]]
}

@test "tsh-js --ratings: the pre-event ratings, lifeg as games (100 without, as tsh)" {
	run parse -f tsh-js --ratings "$JS"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -n 1)" = "$(printf 'type\tplayer\trating\tgames')" ]
	[ "$(echo "$output" | pick rating player "Ana Pop")" = 160 ]
	[ "$(echo "$output" | pick games player "Ana Pop")" = 12 ]
	[ "$(echo "$output" | pick games player "Ion Stan")" = 100 ]
	# the same list as parse -f tsh --ratings, but for the games column
	# (the .t file has no lifeg)
	[ "$(echo "$output" | cut -f 1-3)" = "$(parse -f tsh --ratings "$SHARED/tsh-small.t")" ]
}

@test "tsh-js --newr: tsh's rating after each round, by round, as rank --audit reads it" {
	run parse -f tsh-js --newr "$JS"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | head -n 1)" = "$(printf 'type\tplayer\trating\tround')" ]
	# 3 players x 3 rounds, round 1 first: Ana 170, Dan 140, Ion 140
	[ "$(echo "$output" | wc -l)" -eq 10 ]
	[ "$(echo "$output" | awk -F'\t' '$4 == 1 { print $3 }' | tr '\n' ' ')" = "170 140 140 " ]
	[ "$(echo "$output" | awk -F'\t' '$2 == "Ion Stan" { print $3 }' | tr '\n' ' ')" = "140 139 130 " ]
	# more newr than scores: an error at the extra rating
	js 'newt={"divisions":[{"players":[null,{"name":"A","pairings":[0],"scores":[50],"etc":{"newr":[1500,1510]}}]}]}'
	run parse -f tsh-js --newr "$T/x.js"
	[ "$status" -eq 1 ]
	[ "$output" = "parse: $T/x.js:1:98: division 1, player 1: expected a rating in \"newr\" for each of 1 rounds paired, found 2" ]
	# no newr anywhere: said, the header alone
	js 'newt={"divisions":[{"players":[null,{"name":"A","pairings":[0],"scores":[50]}]}]}'
	run parse -f tsh-js --newr "$T/x.js"
	[ "$status" -eq 0 ]
	[[ "$output" == *"no \"newr\" ratings: tsh published no ratings after any round"* ]]
}

@test "tsh-js: divisions: game ids get the division's name; one name in two divisions is refused" {
	js 'newt={"config":{"event_date":"2024-01-06","event_name":"E"},"divisions":[
{"name":"A","players":[null,{"name":"Ana","rating":1500,"pairings":[2],"scores":[400]},{"name":"Bob","rating":1400,"pairings":[1],"scores":[300]}]},
{"name":"B","players":[null,{"name":"Cid","rating":1400,"pairings":[0],"scores":[50]}]}]}'
	run parse -f tsh-js "$T/x.js"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | cut -f 3 | tail -n +2 | tr '\n' ' ')" = "A:1.1 A:1.1 B:1.1 " ]
	# no max_rounds: no rounds column (as parse -f tsh without --scheduled-rounds)
	[ "$(echo "$output" | head -n 1 | cut -f 10)" = "" ]
	sed -i 's/"Cid"/"Bob"/' "$T/x.js"
	run parse -f tsh-js "$T/x.js"
	[ "$status" -eq 1 ]
	[ "$output" = "parse: $T/x.js:3:29: player 1 of division B, \"Bob\", has the name of player 2 of division A: two players of one name would be rated as one (if the divisions are rated apart, as tsh rates them: --division-types)" ]
	# rated apart: each division its own type, its name (tsh rates each
	# division from the pre-event list: one player in two is two ratings)
	run parse -f tsh-js --division-types "$T/x.js"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { print $4 ":" $5 }' | tr '\n' ' ')" = "A:Ana A:Bob B:Bob " ]
	[ "$(parse -f tsh-js --ratings --division-types "$T/x.js" 2>&1 | cut -f 1,2 | tr '\n' ' ')" = "type	player A	Ana A	Bob B	Bob " ]
	# one division only: its rows, the game ids as with all
	run parse -f tsh-js --division B "$T/x.js"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | cut -f 3,5 | tail -n +2)" = "$(printf 'B:1.1\tBob')" ]
	run parse -f tsh-js --division Z "$T/x.js"
	[ "$status" -eq 2 ]
	[[ "$output" == *"--division Z: $T/x.js has divisions A, B"* ]]
	run parse -f tsh-js --division-types --type scrabble "$T/x.js"
	[ "$status" -eq 2 ]
}

@test "tsh-js: JavaScript as writers and pretty-printers leave it" {
	# var, comments, keys without quotes, single quotes, escapes,
	# trailing commas, undefined for null, no ';' at the end
	js "var newt = /* tsh */ {config: {event_date: '2024-07-04', event_name: 'Caf\\u00e9 \\x41', max_rounds: 1,},
  divisions: [{name: \"A\", players: [undefined,
    {name: 'O\\'Neil', rating: 1500, pairings: [2,], scores: [400,], etc: {newr: [1510,],},},
    {name: \"Smith, \\\"Al\\\"\", rating: 1400, pairings: [1], scores: [350]}, // last
  ],},],}"
	run parse -f tsh-js "$T/x.js"
	[ "$status" -eq 0 ]
	# \u00e9 is e acute (C3 A9 in UTF-8), \x41 is A
	[ "$(echo "$output" | col event 1)" = "$(printf 'Caf\303\251 A')" ]
	[ "$(echo "$output" | col player 1)" = "O'Neil" ]
	[ "$(echo "$output" | col player 2)" = 'Smith, "Al"' ]
	# a bare object (the data saved as JSON), a surrogate pair (U+1F600)
	js '{"divisions":[{"players":[null,{"name":"A \ud83d\ude00","pairings":[0],"scores":[50]}]}]}'
	run parse -f tsh-js --date 2024-01-01 --event E "$T/x.js"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col player 1)" = "$(printf 'A \360\237\230\200')" ]
}

@test "tsh-js: a file cut short: file:line:col, what was expected, exit 1, no rows" {
	head -c 300 "$JS" > "$T/cut.js"
	run parse -f tsh-js "$T/cut.js"
	[ "$status" -eq 1 ]
	[ "$output" = "parse: $T/cut.js:4:35: expected \":\" after the key, found the end of the file (cut short?)" ]
	# cut after a value: the array is not closed
	printf 'newt={"divisions":[{"players":[null,{"name":"A","pairings":[0' > "$T/cut.js"
	run parse -f tsh-js --date 2024-01-01 --event E "$T/cut.js"
	[ "$status" -eq 1 ]
	[ "$output" = "parse: $T/cut.js:1:62: expected \",\" or \"]\" in the array, found the end of the file (cut short?)" ]
	# a string cut
	printf 'newt={"divisions":[{"players":[null,{"name":"A' > "$T/cut.js"
	run parse -f tsh-js "$T/cut.js"
	[ "$output" = "parse: $T/cut.js:1:47: expected \" to end the string, found the end of the file" ]
}

@test "tsh-js: a value of the wrong type: what was expected and found, at the value" {
	js 'newt={"divisions":[{"players":[null,{"name":"A","pairings":"2 0","scores":[]}]}]}'
	run parse -f tsh-js --ratings "$T/x.js"
	[ "$status" -eq 1 ]
	[ "$output" = "parse: $T/x.js:1:60: expected \"pairings\" to be an array (the opponent of each round), found a string" ]
	js 'newt={"divisions":[{"players":[null,{"name":"A","pairings":[0],"scores":[1.5]}]}]}'
	run parse -f tsh-js --ratings "$T/x.js"
	[ "$output" = "parse: $T/x.js:1:74: division 1, player 1, round 1: expected a score, an integer, -100000 to 100000, found 1.5" ]
	js 'newt={"divisions":[{"players":[null,{"name":"A","pairings":[null],"scores":[]}]}]}'
	run parse -f tsh-js --ratings "$T/x.js"
	[ "$output" = "parse: $T/x.js:1:61: division 1, player 1, round 1: expected the opponent's number, 0 (none) or a player, 1 to 1, found null" ]
	js 'newt={"divisions":[{"players":[null,{"name":"A","rating":"1500","pairings":[],"scores":[]}]}]}'
	run parse -f tsh-js --ratings "$T/x.js"
	[ "$output" = "parse: $T/x.js:1:58: division 1, player 1: expected \"rating\" (the pre-event rating, a number >= 0), found a string" ]
	js 'newt={"divisions":[{"players":[{"name":"A"}]}]}'
	run parse -f tsh-js --ratings "$T/x.js"
	[ "$output" = "parse: $T/x.js:1:32: expected players[0] to be null (tsh numbers players from 1), found an object" ]
	js '[1,2]'
	run parse -f tsh-js "$T/x.js"
	[ "$output" = "parse: $T/x.js:1:1: expected tsh's event (an object with \"divisions\"), found an array" ]
}

@test "tsh-js: an opponent who is not a player, pairings that disagree, a missing score" {
	js 'newt={"divisions":[{"players":[null,{"name":"A","pairings":[5],"scores":[300]},{"name":"B","pairings":[1],"scores":[200]}]}]}'
	run parse -f tsh-js --date 2024-01-01 --event E "$T/x.js"
	[ "$status" -eq 1 ]
	[ "$output" = "parse: $T/x.js:1:61: division 1, player 1, round 1: expected the opponent's number, 0 (none) or a player, 1 to 2, found 5" ]
	js 'newt={"divisions":[{"players":[null,{"name":"A","pairings":[2],"scores":[300]},{"name":"B","pairings":[0],"scores":[200]}]}]}'
	run parse -f tsh-js --date 2024-01-01 --event E "$T/x.js"
	[ "$status" -eq 1 ]
	[ "$output" = "parse: $T/x.js:1:61: division 1, round 1: player 1 plays 2, but player 2 plays someone else" ]
	js 'newt={"divisions":[{"players":[null,{"name":"A","pairings":[2],"scores":[300]},{"name":"B","pairings":[1],"scores":[]}]}]}'
	run parse -f tsh-js --date 2024-01-01 --event E "$T/x.js"
	[ "$status" -eq 1 ]
	[ "$output" = "parse: $T/x.js:1:116: division 1, round 1: no score for player 2, paired with player 1 who has one" ]
	js 'newt={"divisions":[{"players":[null,{"name":"A","pairings":[0],"scores":[50,60]}]}]}'
	run parse -f tsh-js --date 2024-01-01 --event E "$T/x.js"
	[ "$output" = "parse: $T/x.js:1:77: division 1, player 1: expected a score for each of 1 rounds paired, found 2 scores" ]
	js 'newt={"divisions":[{"players":[null,{"id":2,"name":"A","pairings":[],"scores":[]}]}]}'
	run parse -f tsh-js --ratings "$T/x.js"
	[ "$output" = "parse: $T/x.js:1:43: expected \"id\" 1 (the player's place in players), found 2" ]
	# paired, not scored yet: said, no rows
	js 'newt={"divisions":[{"players":[null,{"name":"A","pairings":[2],"scores":[]},{"name":"B","pairings":[1],"scores":[]}]}]}'
	run parse -f tsh-js --date 2024-01-01 --event E "$T/x.js"
	[ "$status" -eq 0 ]
	[[ "$output" == *"1 pairing(s) without scores yet"* ]]
}

@test "tsh-js: not JavaScript data: NaN, a second statement, bytes, a key twice, surrogates" {
	js 'newt={"divisions":[NaN]}'
	run parse -f tsh-js "$T/x.js"
	[ "$status" -eq 1 ]
	[ "$output" = "parse: $T/x.js:1:20: expected a value (an object, an array, a string, a number, true, false, null or undefined), found \"NaN\"" ]
	js 'newt={"divisions":[]};x=1'
	run parse -f tsh-js "$T/x.js"
	[ "$output" = "parse: $T/x.js:1:23: expected the end of the file after the value (one assignment), found \"x\"" ]
	js 'newt={"divisions":[],"divisions":[]}'
	run parse -f tsh-js "$T/x.js"
	[ "$output" = "parse: $T/x.js:1:34: expected one \"divisions\" in this object, found a second (which one counts is not for a reader to guess)" ]
	js 'newt={"divisions":[{"players":[null,{"name":"\udc00"}]}]}'
	run parse -f tsh-js "$T/x.js"
	[ "$output" = "parse: $T/x.js:1:46: expected a character, found a lone low surrogate \\uDC00" ]
	js 'newt={"divisions":[{"players":[null,{"name":"A","pairings":[0],"scores":[012]}]}]}'
	run parse -f tsh-js "$T/x.js"
	[ "$output" = "parse: $T/x.js:1:74: expected a number without leading zeros (JSON has no octal), found \"01\"" ]
	# a byte that is not UTF-8 inside _termdict (a part never read): still named
	printf 'newt={"config":{"_termdict":"\xe9"},\n"divisions":[]}\n' > "$T/x.js"
	run parse -f tsh-js "$T/x.js"
	[ "$output" = "parse: $T/x.js:1:30: expected UTF-8, found the byte 0xE9" ]
	printf 'newt={"divisions":\n[]\x00}\n' > "$T/x.js"
	run parse -f tsh-js "$T/x.js"
	[ "$output" = "parse: $T/x.js:2:3: expected text, found a NUL byte" ]
	# nesting past 64
	printf 'newt=%s%s\n' "$(printf '[%.0s' $(seq 70))" "$(printf ']%.0s' $(seq 70))" > "$T/x.js"
	run parse -f tsh-js "$T/x.js"
	[ "$status" -eq 1 ]
	[[ "$output" == *"x.js:1:70: nesting deeper than 64 arrays and objects" ]]
}

@test "tsh-js: parse -f tsh given a tourney.js says which format reads it" {
	f=$FIX/tsh-js/ccc2026.js
	run parse -f tsh --date 2011-05-01 "$f"
	[ "$status" -eq 1 ]
	[ "$output" = "parse: $f:1:1: this is tsh's tourney.js, not a .t file: read it with parse -f tsh-js" ]
	# a player named newt (or newton) is still a player
	printf 'newt Ana 160 2; 400\nnewton 150 1; 300\n' > "$T/n.t"
	run parse -f tsh --date 2011-05-01 "$T/n.t"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col player 1)" = "newt Ana" ]
	printf 'var  newt = {}\n' > "$T/n.t"
	run parse -f tsh --date 2011-05-01 "$T/n.t"
	[ "$output" = "parse: $T/n.t:1:1: this is tsh's tourney.js, not a .t file: read it with parse -f tsh-js" ]
}

@test "tsh-js: date and event from the file or the command line; max_rounds below the rounds" {
	# "July 4, 2024" is no date: --date is required (usage, 2)
	run parse -f tsh-js "$FIX/tsh-js/albany2024-ab.js"
	[ "$status" -eq 2 ]
	[[ "$output" == *"--date is required: the file's config.event_date is \"July 4, 2024\", not a date YYYY-MM-DD"* ]]
	run parse -f tsh-js --date 2024-07-04 --event NWL2024 "$FIX/tsh-js/albany2024-ab.js"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col event 1)" = NWL2024 ]
	[ "$(echo "$output" | col rounds 1)" = 27 ]
	js 'newt={"config":{"max_rounds":1},"divisions":[{"players":[null,{"name":"A","pairings":[0,0],"scores":[-50,50]}]}]}'
	run parse -f tsh-js --date 2024-01-01 --event E "$T/x.js"
	[ "$status" -eq 1 ]
	[ "$output" = "parse: $T/x.js:1:30: config.max_rounds is 1, but the event is paired for 2 rounds (give --scheduled-rounds)" ]
	run parse -f tsh-js --date 2024-01-01 --event E --scheduled-rounds 2 "$T/x.js"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | col rounds 1)" = 2 ]
	run parse -f tsh-js --ratings --newr "$JS"
	[ "$status" -eq 2 ]
}

# audit_rounds FILE [FLAGS]: rate the event up to each round k (the
# rounds column splits it as tsh does) and audit the list against tsh's
# newr of round k; prints "equal total" over all rounds, and the lists
# in $T/c.K.tsv and $T/n.K.tsv.
audit_rounds() {
	local f=$1 k last eq=0 tot=0
	shift
	parse -f tsh-js --ratings "$f" > "$T/prior.tsv"
	parse -f tsh-js "$@" "$f" > "$T/res.tsv"
	parse -f tsh-js --newr "$f" > "$T/newr.tsv"
	last=$(awk -F'\t' 'NR > 1 { print $4 }' "$T/newr.tsv" | sort -n | tail -n 1)
	for k in $(seq 1 "$last"); do
		awk -F'\t' -v k="$k" 'NR == 1 || $9 <= k' "$T/res.tsv" | rate -m naspa -r "$T/prior.tsv" > "$T/c.$k.tsv"
		awk -F'\t' -v k="$k" -v OFS='\t' 'NR == 1 || $4 == k { print $1, $2, $3 }' "$T/newr.tsv" > "$T/n.$k.tsv"
		rank --audit "$T/n.$k.tsv" "$T/c.$k.tsv" > "$T/a.tsv" 2> /dev/null || true
		eq=$((eq + $(grep -c '	equal	' "$T/a.tsv")))
		tot=$((tot + $(wc -l < "$T/n.$k.tsv") - 1))
	done
	echo "$eq $tot"
}

@test "tsh-js: real ccc2026.js (verbatim): tsh's rating after every round, 392 of 392 equal" {
	# one division, 28 players, 14 rounds scored: 28 x 14 = 392 ratings
	run audit_rounds "$FIX/tsh-js/ccc2026.js"
	[ "$output" = "392 392" ]
	# 196 games of two rows (28 x 14 / 2), no byes, a header
	[ "$(parse -f tsh-js "$FIX/tsh-js/ccc2026.js" | wc -l)" -eq 393 ]
	[ "$(parse -f tsh-js "$FIX/tsh-js/ccc2026.js" | awk -F'\t' '$8 != ""' | wc -l)" -eq 1 ]
}

@test "tsh-js: real albany2024-ab.js: two commands audit tsh's final list; every round equal" {
	f=$FIX/tsh-js/albany2024-ab.js
	# the README recipe: prior, results rated, tsh's lists audited
	parse -f tsh-js --ratings "$f" > "$T/prior.tsv"
	parse -f tsh-js --date 2024-07-04 "$f" | rate -m naspa -r "$T/prior.tsv" > "$T/comp.tsv"
	parse -f tsh-js --newr "$f" > "$T/newr.tsv"
	run rank --audit 2024-07-04="$T/newr.tsv" "$T/comp.tsv"
	[ "$status" -eq 0 ]
	# 24 + 28 players, all equal to tsh's rating after round 27
	[[ "$output" == *"audit: 27 lists, the last of 2024-07-04/27: 52 equal, 0 rounded, 0 different, 0 unpublished, 0 unlisted, 0 uncomputed"* ]]
	# every round: 52 players x 27 rounds = 1404 ratings
	run audit_rounds "$f" --date 2024-07-04
	[ "$output" = "1404 1404" ]
	# byes and forfeits as tsh scored them: 25 byes (+50), 25 forfeits (-50)
	parse -f tsh-js --date 2024-07-04 "$f" > "$T/res.tsv"
	[ "$(awk -F'\t' '$8 == "bye" { print $7 }' "$T/res.tsv" | sort | uniq -c | awk '{ print $1, $2 }')" = "25 50" ]
	[ "$(awk -F'\t' '$8 == "forfeit" { print $7 }' "$T/res.tsv" | sort | uniq -c | awk '{ print $1, $2 }')" = "25 -50" ]
	# two divisions: game ids A:... and B:...
	[ "$(cut -f 3 "$T/res.tsv" | tail -n +2 | cut -d: -f 1 | sort -u | tr '\n' ' ')" = "A B " ]
}

@test "tsh-js: the audit finds a score changed in the file, at its round" {
	# division A, round 1 (game A:1.1): Krafchick, Joey 471 beat Bigall,
	# Vera 284, and tsh shows him at 2012 (from 2010).  His 471 made 271,
	# he loses the game: his rating after round 1 is below 2010, not tsh's
	sed '93s/^            471, 501,/            271, 501,/' "$FIX/tsh-js/albany2024-ab.js" > "$T/bad.js"
	[ "$(cmp "$FIX/tsh-js/albany2024-ab.js" "$T/bad.js" | wc -l)" -eq 1 ]
	parse -f tsh-js --ratings "$T/bad.js" > "$T/prior.tsv"
	parse -f tsh-js --date 2024-07-04 "$T/bad.js" | awk -F'\t' 'NR == 1 || $9 <= 1' |
	    rate -m naspa -r "$T/prior.tsv" > "$T/comp.tsv"
	parse -f tsh-js --newr "$T/bad.js" | awk -F'\t' -v OFS='\t' 'NR == 1 || $4 == 1 { print $1, $2, $3 }' > "$T/n1.tsv"
	run rank --audit "$T/n1.tsv" "$T/comp.tsv"
	[ "$status" -eq 1 ]
	[ "$(echo "$output" | pick verdict player "Krafchick, Joey")" = different ]
	[ "$(echo "$output" | pick published player "Krafchick, Joey")" = 2012 ]
	[ "$(echo "$output" | pick rating player "Krafchick, Joey")" -lt 2010 ]
	[ "$(echo "$output" | pick verdict player "Bigall, Vera")" = different ]
}
