#!/usr/bin/env bats
# --player names a player as the streams do: read in the canonical form
# of every name (NFC, spaces trimmed: lib/core/ident.c), and a name that
# finds nobody is an error (exit 1), never an empty page with exit 0.
load ../helpers

# José (NFC, U+00E9) beats Ann; then Ann beats José.
games() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	printf '2024-01-01\tE\t1\tgo\tJos\xc3\xa9\t1\n2024-01-01\tE\t1\tgo\tAnn\t2\n'
	printf '2024-01-02\tE\t2\tgo\tAnn\t1\n2024-01-02\tE\t2\tgo\tJos\xc3\xa9\t2\n'
}
NFD=$(printf 'Jose\xcc\x81')	# e + U+0301: the same name before NFC

@test "player names: rate --explain --player reads the name in canonical form" {
	games > "$T/g.tsv"
	rate -m glicko --explain --player "$(printf 'Jos\xc3\xa9')" "$T/g.tsv" > "$T/nfc.tsv"
	[ "$(awk -F'\t' 'NR > 1' "$T/nfc.tsv" | wc -l)" -eq 2 ]
	run rate -m glicko --explain --player "$NFD" "$T/g.tsv"
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat "$T/nfc.tsv")" ]
	# spaces around it are trimmed, as in a stream
	run rate -m glicko --explain --player "  Ann " "$T/g.tsv"
	[ "$status" -eq 0 ]
	[ "$(echo "$output" | awk -F'\t' 'NR > 1 { print $2 }' | sort -u)" = Ann ]
	# a control character is no name: a usage error
	run rate -m glicko --explain --player "$(printf 'A\tnn')" "$T/g.tsv"
	[ "$status" -eq 2 ]
	[[ $output == *'rate: --player: expected a name without control characters'* ]]
}

@test "player names: rate --explain --player naming nobody is an error, not an empty page" {
	games > "$T/g.tsv"
	run rate -m glicko --explain --player Bob "$T/g.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *'rate: --player "Bob": no player of that name in the input or the prior'* ]]
	# one found and one not: still an error
	run rate -m glicko --explain --player Ann --player Bob "$T/g.tsv"
	[ "$status" -eq 1 ]
	# a player of the prior who did not play is somebody: no change, exit 0
	printf 'type\tplayer\trating\trd\ngo\tCid\t1500\t100\n' > "$T/prior.tsv"
	run rate -m glicko --explain --player Cid --new-players -r "$T/prior.tsv" "$T/g.tsv"
	[ "$status" -eq 0 ]
}

@test "player names: format --svg -p reads the name in canonical form" {
	games > "$T/g.tsv"
	rate -m glicko --history "$T/g.tsv" > "$T/h.tsv"
	format --svg -p "$(printf 'Jos\xc3\xa9')" "$T/h.tsv" > "$T/nfc.svg"
	run format --svg -p "$NFD" "$T/h.tsv"
	[ "$status" -eq 0 ]
	[ "$output" = "$(cat "$T/nfc.svg")" ]
	run format --svg -p Bob "$T/h.tsv"
	[ "$status" -eq 1 ]
	[[ $output == *'player "Bob" has no rating'* ]]
}
