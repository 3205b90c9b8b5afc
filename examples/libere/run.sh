#!/usr/bin/env bash
# The FRSc Libere rating chain (Rating Scrabble 2012, section 1;
# doc/rules/absp.md, "FRSc: before 2011"):
#  1. before 2011-01-01 each Libere tournament is one collective game,
#     its final standings the places, rated with the collective system
#     (model frsc, type libere, window N = 8 tournaments);
#  2. from 2011 the ABSP rule (model absp, profile frsc2012-libere)
#     starts from those ratings: `rate -r` reads them as the ratings
#     before the first 2011 event.
# Libere games of competitions that restrict pairings (the pairs
# championship CNSP) are not rated: `window --exclude-event`.
# Run from anywhere: examples/libere/run.sh
[ -n "${BASH_VERSION:-}" ] || exec bash "$0" "$@"	# `sh run.sh` works too
set -euo pipefail	# a failing stage must fail the whole job
here=$(cd "$(dirname "$0")" && pwd)
# the programs: from PATH, else from this checkout's bin/ (after `make`)
command -v rank > /dev/null || PATH=$here/../../bin:$PATH
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# 1. 2009-2010: collective ratings of type libere (N = 8).
parse "$here/libere-2009-2010.tsv" > "$tmp/pre.tsv"
rate -m frsc -n libere=8 "$tmp/pre.tsv" > "$tmp/prior.tsv"

# 2. 2011: the tsh file of the CNSL, one game per pairing and round;
#    byes stay in the stream as result=bye and are not rated.
parse -f tsh --date 2011-05-14 --event CNSL2011 "$here/cnsl2011.t" > "$tmp/cnsl2011.tsv"

# 3. The 2011 results in calendar order (the pairs championship in
#    March, the CNSL in May), the pairs championship left out, each
#    player's last 100 games numbered (pseq), rated from the 2010 list.
#    Each step writes a file, so `set -e` stops at the first error.
parse "$here/cnsp2011.tsv" "$tmp/cnsl2011.tsv" |
	window -p 100 --exclude-event '^CNSP' > "$tmp/2011.tsv"
rate -m absp -p frsc2012-libere --prior-ratings-only -r "$tmp/prior.tsv" "$tmp/2011.tsv" > "$tmp/ratings.tsv"
rank "$tmp/ratings.tsv" | format --text
