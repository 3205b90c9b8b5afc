#!/usr/bin/env bats
# lib/core/game.c: a row whose date, event, game and type have the bytes of
# its game's first row joins the game at once (one comparison of the four
# side by side, same_keys); a row that differs in one byte of them, at
# the first, a middle or the last, must still be told apart: another
# date or type is refused, another event or game begins a game.
load ../helpers

HDR=$'date\tevent\tgame\ttype\tplayer\tplace'
ROW1=$'2020-01-01\tEv\tG1\tclasic\tA\t1'

# the second row: ROW1's first four fields with field F (1-4) given, place P (2)
row2() {
	local f=("2020-01-01" "Ev" "G1" "clasic")
	f[$1 - 1]=$2
	printf '%s\t%s\t%s\t%s\tB\t%s\n' "${f[@]}" "${3:-2}"
}

@test "game: another date or type in one byte, anywhere in it, is refused" {
	for v in 3020-01-01 2020-01-02 2020-02-01; do
		printf '%s\n%s\n' "$HDR" "$ROW1" > "$T/r.tsv"
		row2 1 "$v" >> "$T/r.tsv"
		run score "$T/r.tsv"
		[ "$status" -eq 1 ] || { echo "date $v accepted"; false; }
		[[ "$output" == *"r.tsv:3: game \"G1\" of event \"Ev\" has another date than its first row (line 2)"* ]] ||
			{ echo "$output"; false; }
	done
	for v in dlasic clbsic clasid clasi clasicc; do
		printf '%s\n%s\n' "$HDR" "$ROW1" > "$T/r.tsv"
		row2 4 "$v" >> "$T/r.tsv"
		run score "$T/r.tsv"
		[ "$status" -eq 1 ] || { echo "type $v accepted"; false; }
		[[ "$output" == *"r.tsv:3: game \"G1\" of event \"Ev\" has another type than its first row (line 2)"* ]] ||
			{ echo "$output"; false; }
	done
}

@test "game: another event or game in one byte begins another game" {
	for fv in "2 Fv" "2 Ew" "2 Evv" "3 H1" "3 G2" "3 G"; do
		printf '%s\n%s\n' "$HDR" "$ROW1" > "$T/r.tsv"
		row2 $fv 1 >> "$T/r.tsv"
		run score "$T/r.tsv"
		[ "$status" -eq 0 ] || { echo "$fv: $output"; false; }
		# two games of one player each: field 1 on both rows
		[ "$(printf '%s\n' "$output" | grep -v 'single player' | col field 1)" = 1 ] || { echo "$fv: $output"; false; }
		[ "$(printf '%s\n' "$output" | grep -v 'single player' | col field 2)" = 1 ] || { echo "$fv: $output"; false; }
	done
	# the same four fields: one game of two
	printf '%s\n%s\n' "$HDR" "$ROW1" > "$T/r.tsv"
	row2 1 2020-01-01 >> "$T/r.tsv"
	run score "$T/r.tsv"
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "$output" | col field 2)" = 2 ]
}
