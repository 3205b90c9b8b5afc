#!/usr/bin/env bats
# format: aligned text and Markdown, display rounding.
load helpers

list() {
	printf 'type\tplayer\trating\tgames\t_state\n'
	printf 'clasic\tȘtefan\t170.5\t5\tk=1\n'
	printf 'clasic\tBo\t-0.4\t12\tk=1\n'
	printf 'eliptic\tAna\t99.49\t3\tk=1\n'
}

@test "format: ratings rounded half away from zero, state hidden, aligned" {
	list > "$T/l.tsv"
	run format "$T/l.tsv"
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "type     player  rating  games" ]
	[ "${lines[1]}" = "-------  ------  ------  -----" ]
	# 170.5 -> 171 (half away from zero), -0.4 -> 0 (no "-0"), 99.49 -> 99;
	# "Ștefan" is 6 characters wide though 7 bytes
	[ "${lines[2]}" = "clasic   Ștefan     171      5" ]
	[ "${lines[3]}" = "clasic   Bo           0     12" ]
	[ "${lines[4]}" = "eliptic  Ana         99      3" ]
}

@test "format: --digits, --round, --all, --columns" {
	list > "$T/l.tsv"
	run format -d 1 "$T/l.tsv"
	[[ "${lines[4]}" == *" 99.5 "* ]]
	run format --round games=1 -c player,games "$T/l.tsv"
	[ "${lines[2]}" = "Ștefan    5.0" ]
	run format --all "$T/l.tsv"
	[[ "${lines[0]}" == *"_state"* ]]
	run format -c nosuch "$T/l.tsv"
	[ "$status" -eq 1 ]
}

@test "format --markdown: a table with numeric columns right-aligned" {
	list > "$T/l.tsv"
	run format --markdown "$T/l.tsv"
	[ "${lines[0]}" = "| type    | player | rating | games |" ]
	[ "${lines[1]}" = "| :------ | :----- | -----: | ----: |" ]
	[ "${lines[2]}" = "| clasic  | Ștefan |    171 |     5 |" ]
}

@test "format -g: a heading whenever the group changes" {
	list > "$T/l.tsv"
	run format -g type -c player,rating "$T/l.tsv"
	[ "${lines[0]}" = "== clasic ==" ]
	# (bats drops the blank line before a heading)
	[ "${lines[5]}" = "== eliptic ==" ]
}

@test "format: rounding is exact at halves (2.675 is below the half in binary)" {
	printf 'rating\n2.5\n-2.5\n2.675\n0.125\n' > "$T/h.tsv"
	run format -d 2 "$T/h.tsv"
	[ "${lines[2]}" = "  2.50" ]
	[ "${lines[3]}" = " -2.50" ]
	# 2.675 is stored as 2.67499999999999982236431605997495353221893310546875
	[ "${lines[4]}" = "  2.67" ]
	# 0.125 is exact in binary: a true half, away from zero
	[ "${lines[5]}" = "  0.13" ]
}
