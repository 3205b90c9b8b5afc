#!/usr/bin/env bats
# Nothing in the repository refers to a file outside it: no paths into
# the material the project was built from (spec/..., seeds/..., ../shared,
# "seed 000"), no Markdown file that is not in the repository, no "the
# seed's" for a text the reader does not have.  The rules are described
# in doc/rules/, and every page the README and the man pages name exists.
load ../helpers

# Files that still hold such references because they are being rewritten
# elsewhere (being rewritten; remove when fixed).  Empty it as they land.
PENDING=""

TOP=$RP_TOP

# The tracked text files to check, one per line, relative to the top:
# all of git ls-files but this file and the PENDING ones.
checked_files() {
	git -C "$TOP" ls-files | awk -v pending="$PENDING" '
		BEGIN { n = split(pending, p, " "); for (i = 1; i <= n; i++) skip[p[i]] = 1 }
		$0 != "tests/trust/references.bats" && !($0 in skip)'
}

in_git() {
	git -C "$TOP" rev-parse --is-inside-work-tree >/dev/null 2>&1
}

# Lines of the files named on stdin (relative to $TOP) that refer to a
# file outside the repository, as FILE:LINE: TEXT; a man page's \- is
# read as -.  Markdown names must be the base name of a tracked file.
outside_refs() {
	(
		cd "$TOP" || exit 2
		git ls-files | sed 's,.*/,,' | grep '\.md$' | sort -u > "$T/md-names"
		while IFS= read -r f; do
			[ -f "$f" ] && grep -Iq . "$f" 2>/dev/null && printf '%s\n' "$f"
		done > "$T/text-files"
		[ -s "$T/text-files" ] || exit 0
		tr '\n' '\0' < "$T/text-files" | xargs -0 awk -v names="$T/md-names" '
		BEGIN { while ((getline n < names) > 0) known[n] = 1 }
		function bad(why) { printf "%s:%d: %s: %s\n", FILENAME, FNR, why, $0; found = 1 }
		{
			line = $0
			gsub(/\\-/, "-", line)
			if (line ~ /(^|[^A-Za-z0-9_])spec\//) bad("spec/ path")
			if (line ~ /(^|[^A-Za-z0-9_])seeds\//) bad("seeds/ path")
			if (line ~ /\.\.\/shared|\/work\/shared/) bad("shared path")
			if (line ~ /(^|[ \t"'\''(=:])\/work\//) bad("/work/ path")
			if (line ~ /[Ss][Ee][Ee][Dd][ _]?[0-9][0-9][0-9]/) bad("seed NNN")
			if (line ~ /seed'\''s|[Tt]he seed[:)]/) bad("the seed")
			rest = line
			while (match(rest, /[A-Za-z0-9_-]+\.md/)) {
				name = substr(rest, RSTART, RLENGTH)
				after = substr(rest, RSTART + RLENGTH, 1)
				if (after !~ /[A-Za-z0-9_]/ && !(name in known))
					bad(name " is not in the repository")
				rest = substr(rest, RSTART + RLENGTH)
			}
		}
		END { exit found }'
	)
}

@test "references: no tracked file refers to a file outside the repository" {
	in_git || skip "not a git checkout: no list of tracked files"
	checked_files > "$T/files"
	[ -s "$T/files" ]
	run outside_refs < "$T/files"
	[ "$output" = "" ] || { echo "$output"; false; }
	[ "$status" -eq 0 ]
}

@test "references: the check finds each kind of outside reference" {
	# the check itself must be able to fail: one line of each kind
	mkdir -p "$T/top"
	printf '%s\n' 'See spec/absp.md.' 'regulation: seed 000, section 1' \
	    'seed 004: the lecture' 'the seed'\''s table' '(../shared/DESIGN.md)' \
	    'cat /work/shared/x' 'spec backgammon\-q.md)' 'the clean line: doc/rules/absp.md' \
	    > "$T/top/probe.txt"
	printf 'probe.txt\n' > "$T/list"
	TOP=$T/top
	git init -q "$T/top" && git -C "$T/top" add probe.txt
	mkdir -p "$T/top/doc/rules" && : > "$T/top/doc/rules/absp.md" && git -C "$T/top" add doc/rules/absp.md
	run outside_refs < "$T/list"
	[ "$status" -ne 0 ]
	[ "$(echo "$output" | grep -c 'spec/ path')" -eq 1 ]
	[ "$(echo "$output" | grep -c 'seed NNN')" -eq 2 ]
	[ "$(echo "$output" | grep -c 'the seed')" -eq 1 ]
	[ "$(echo "$output" | grep -c 'shared path')" -eq 2 ]
	[ "$(echo "$output" | grep -c '/work/ path')" -eq 1 ]
	echo "$output" | grep -q 'DESIGN.md is not in the repository'
	echo "$output" | grep -q 'backgammon-q.md is not in the repository'
	! echo "$output" | grep -q 'probe.txt:8:'
}

@test "references: every doc/rules page the README and the man pages name exists" {
	cd "$TOP"
	sed 's/\\-/-/g' README.md doc/*.1 | grep -oE 'doc/rules/[A-Za-z0-9_-]+\.md' | sort -u > "$T/named"
	# the README's table links the pages, and so do the man pages
	grep -q 'doc/rules/' README.md
	[ "$(wc -l < "$T/named")" -ge 8 ]
	while IFS= read -r page; do
		[ -f "$page" ] || { echo "$page is named but missing"; false; }
	done < "$T/named"
}

@test "references: the rules index links every page, and every link is a page" {
	cd "$TOP/doc/rules"
	grep -oE '\]\([A-Za-z0-9_-]+\.md\)' README.md | sed 's/^](//; s/)$//' | sort -u > "$T/linked"
	for page in *.md; do
		[ "$page" = README.md ] && continue
		grep -qx "$page" "$T/linked" || { echo "doc/rules/$page is not in the index"; false; }
	done
	while IFS= read -r page; do
		[ -f "$page" ] || { echo "the index links $page, which is missing"; false; }
	done < "$T/linked"
	# and the pages link each other only to pages that exist
	for page in *.md; do
		grep -oE '\]\([A-Za-z0-9_-]+\.md\)' "$page" | sed 's/^](//; s/)$//'
	done | sort -u | while IFS= read -r link; do
		[ -f "$link" ] || { echo "a page links $link, which is missing"; exit 1; }
	done
}
