#!/usr/bin/env bats
# Every rules page (doc/rules/*.md but the index) starts with its source,
# a "## Source" section among its first lines, and ends with what the
# code deliberately does otherwise, "## What differs from the text"
# (issue 41).  And every model and profile `rate --help` lists is named on
# some page, so that a new model or profile fails here until it has one.
load ../helpers

# Pages being rewritten elsewhere to this structure; empty it as they land.
PENDING="fide.md"

# Lines within which "## Source" must come: the title, a blank line, then
# at most a short paragraph before it.
SOURCE_WITHIN=12

RULES=$RP_TOP/doc/rules
MD=md

# The problems of the pages in directory $1, one per line: a page without
# "## Source" as its first section within SOURCE_WITHIN lines, or without
# "## What differs from the text".
page_problems() {
	local dir=$1 page name first
	for page in "$dir"/*.md; do
		name=${page##*/}
		[ "$name" = README.md ] && continue
		case " $PENDING " in *" $name "*) continue ;; esac
		first=$(grep -n '^## ' "$page" | head -n 1)
		case $first in
		[0-9]*:"## Source") [ "${first%%:*}" -le "$SOURCE_WITHIN" ] ||
			echo "$name: \"## Source\" at line ${first%%:*}, after line $SOURCE_WITHIN" ;;
		*) echo "$name: the first section is not \"## Source\" (${first:-none})" ;;
		esac
		grep -qx '## What differs from the text' "$page" ||
			echo "$name: no \"## What differs from the text\""
	done
}

# The models and profiles `rate --help` lists, one per line.
listed_names() {
	rate --help | awk '
		/^Models:/ { on = 1; next }
		on && /^[^ ]/ { on = 0 }
		on && /^  [a-z]/ {
			print $1
			if (match($0, /profiles: .*/)) {
				n = split(substr($0, RSTART + 10), p, " ")
				for (i = 1; i <= n; i++) print p[i]
			}
		}'
}

# The names on stdin that no page in directory $1 names in a code span
# (`rate -m elo -p aus`, `nsa2008`): a profile is a word like "elo" or
# "aus" that prose uses too, so only the words of code spans count.
unnamed() {
	local dir=$1
	cat "$dir"/*.md | grep -o '`[^`]*`' | tr -c 'A-Za-z0-9_.-' '\n' | sort -u > "$T/words"
	grep -vxF -f "$T/words"
}

@test "rules pages: each starts with \"## Source\" and has \"## What differs from the text\"" {
	[ "$(ls "$RULES"/*.md | wc -l)" -ge 10 ]
	run page_problems "$RULES"
	[ "$output" = "" ] || { echo "$output"; false; }
}

@test "rules pages: the check finds a page without either section" {
	# page names spelt with $MD: references.bats takes a word ending in .md
	# for a file name
	mkdir -p "$T/rules"
	printf '# A\n\n## Source\n\nx\n\n## What differs from the text\n\nNothing known.\n' > "$T/rules/good.$MD"
	printf '# B\n\n## The rule\n\n## Source\n\n## What differs from the text\n' > "$T/rules/late.$MD"
	{ printf '# C\n\n'; for i in $(seq 1 12); do echo line; done; printf '## Source\n'; } > "$T/rules/far.$MD"
	printf '# D\n\n## Source\n\n## Where the sources differ\n' > "$T/rules/nodiff.$MD"
	printf '# the index\n' > "$T/rules/README.md"
	run page_problems "$T/rules"
	echo "$output"
	[ "$(echo "$output" | wc -l)" -eq 4 ]
	echo "$output" | grep -q "^late.$MD"': the first section is not "## Source" (3:## The rule)$'
	echo "$output" | grep -q "^far.$MD"': "## Source" at line 15, after line 12$'
	echo "$output" | grep -q "^far.$MD"': no "## What differs from the text"$'
	echo "$output" | grep -q "^nodiff.$MD"': no "## What differs from the text"$'
}

@test "rules pages: every model and profile of rate --help is named on a page" {
	listed_names > "$T/names"
	# the list is read: the models and some profiles of each
	grep -qx frsc "$T/names"
	grep -qx mmr "$T/names"
	grep -qx wespa "$T/names"
	[ "$(wc -l < "$T/names")" -ge 40 ]
	run unnamed "$RULES" < "$T/names"
	[ "$output" = "" ] || { echo "not on any doc/rules page: $output"; false; }
}

@test "rules pages: the check finds a model or profile no page names" {
	mkdir -p "$T/rules"
	printf 'Run `rate -m elo -p greek2007` or `-p aus`; plain words elo2 and thai do not count.\n' > "$T/rules/a.$MD"
	printf 'Profiles `nsa2008`, `wespa`.\n' > "$T/rules/b.$MD"
	run unnamed "$T/rules" <<-EOF
	elo
	greek2007
	aus
	nsa2008
	wespa
	elo2
	thai
	EOF
	[ "$output" = "$(printf 'elo2\nthai')" ]
}
