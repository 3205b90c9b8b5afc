#!/usr/bin/env bats
# The bad-input matrix (badinput.bash; what each program must do:
# badinput.bats) for bad numbers, places, dates, players and names: a
# file of its own so that it runs beside badinput.bats.
load ../helpers
load programs
load badinput

@test "badinput: NaN in a number" { matrix nan; }
@test "badinput: inf and -inf in a number" { matrix inf; matrix -inf; }
@test "badinput: 1e400 in a number" { matrix 1e400; }
@test "badinput: place 0 and place -1" { matrix place-zero; matrix place-negative; }
@test "badinput: a place beyond the field" { matrix place-beyond-field; }
@test "badinput: a date going backwards" { matrix date-backwards; }
@test "badinput: the date 2011-02-30" { matrix date-impossible; }
@test "badinput: a player twice in a game" { matrix player-twice; }
@test "badinput: a game's rows split apart" { matrix game-split; }
@test "badinput: an error after output was flushed leaves whole rows" { matrix late-error; }
@test "badinput: an empty event, game, type or name, in every stage" {
	matrix empty-event; matrix empty-game; matrix empty-type; matrix empty-name
}
@test "badinput: a name not in NFC, with an invisible or odd space, doubled spaces" {
	matrix nfd-name; matrix zwsp-name; matrix ideographic-space-name
	matrix en-space-name; matrix double-space-name
}
@test "badinput: a C1 control character (U+0085) in a name" { matrix c1-name; }

