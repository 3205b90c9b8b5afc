#!/usr/bin/env bats
# window --resample SEED: a bootstrap replicate of a results stream by
# whole events (lib/stages/resample.c), for rank --interval --replicates.
load ../helpers

# events E1..E5 of one game each (two rows), on days 1..5
history() {
	printf 'date\tevent\tgame\ttype\tplayer\tplace\tnote\n'
	for i in 1 2 3 4 5; do
		printf '2024-01-0%s\tE%s\t1\tchess\tP%s\t1\tx%s\n' "$i" "$i" "$i" "$i"
		printf '2024-01-0%s\tE%s\t1\tchess\tQ%s\t2\ty%s\n' "$i" "$i" "$i" "$i"
	done
}

@test "window --resample: as many events as the input, drawn whole, in order, copies named E#k" {
	history > "$T/h.tsv"
	run window --resample 7 "$T/h.tsv"
	[ "$status" -eq 0 ]
	echo "$output" > "$T/o.tsv"
	[ "$(head -n 1 "$T/o.tsv")" = "$(head -n 1 "$T/h.tsv")" ]
	# 5 events of 2 rows: 10 rows, 5 event blocks
	[ "$(tail -n +2 "$T/o.tsv" | wc -l)" -eq 10 ]
	[ "$(tail -n +2 "$T/o.tsv" | cut -f2 | uniq | wc -l)" -eq 5 ]
	# each row is an input row but for its event, E#k the k-th copy of E
	tail -n +2 "$T/o.tsv" | awk -F'\t' -v OFS='\t' '{ sub(/#[0-9]+$/, "", $2); print }' |
	    while IFS= read -r row; do grep -qxF "$row" "$T/h.tsv"; done
	tail -n +2 "$T/o.tsv" | cut -f2 | uniq | awk '/#/ { split($0, a, "#"); if (!(a[1] in seen) || a[2] != seen[a[1]] + 1) bad = 1 }
		{ split($0, b, "#"); seen[b[1]] = b[2] == "" ? 1 : b[2] } END { exit bad }'
	# the events in the input's order (dates never go backwards)
	tail -n +2 "$T/o.tsv" | cut -f1 | sort -c
	# a replicate is a results stream rate takes
	window --resample 7 "$T/h.tsv" | rate -m glicko > /dev/null
}

@test "window --resample: the same seed gives the same bytes, another seed other draws" {
	awk 'BEGIN { print "date\tevent\tgame\ttype\tplayer\tplace";
		for (i = 1; i <= 40; i++) { printf "2024-%02d-01\tE%02d\t1\tchess\tA\t1\n", 1 + int((i - 1) / 4), i;
		printf "2024-%02d-01\tE%02d\t1\tchess\tB\t2\n", 1 + int((i - 1) / 4), i } }' > "$T/h.tsv"
	window --resample 1 "$T/h.tsv" > "$T/a"
	LC_ALL=de_DE.UTF-8 window --resample 1 "$T/h.tsv" > "$T/b" 2>/dev/null
	cmp "$T/a" "$T/b"
	window --resample 2 "$T/h.tsv" > "$T/c"
	# 40 events drawn again: the same 40 draws has chance 40!/40^40
	! cmp -s "$T/a" "$T/c"
	# the draws are with replacement: some event is drawn twice
	grep -q 'E[0-9]*#2' "$T/a"
}

@test "window --resample: an event that comes back is an error; other window options refused" {
	{ printf 'date\tevent\tgame\ttype\tplayer\tplace\n'
	  printf '2024-01-01\tE1\t1\tchess\tA\t1\n2024-01-01\tE1\t1\tchess\tB\t2\n'
	  printf '2024-01-02\tE2\t1\tchess\tA\t1\n2024-01-02\tE2\t1\tchess\tB\t2\n'
	  printf '2024-01-03\tE1\t2\tchess\tA\t1\n2024-01-03\tE1\t2\tchess\tB\t2\n'; } > "$T/h.tsv"
	run window --resample 1 "$T/h.tsv"
	[ "$status" -eq 1 ]
	[[ "$output" == *"h.tsv:6"*'event "E1" comes back after another event'* ]]
	run window --resample 1 -n 20 "$T/h.tsv"
	[ "$status" -eq 2 ]
	run window --resample x "$T/h.tsv"
	[ "$status" -eq 2 ]
}
