#!/usr/bin/env bash
# run.sh [-j JOBS] [-S HOSTS]: the grid of grid.sh (every model with a few
# of its flags) over the backgammon example's season, scored with
# rank --eval and merged into one table by sweep.sh (GNU parallel); the
# options go to sweep.sh.  See README.md beside this file.
[ -n "${BASH_VERSION:-}" ] || exec bash "$0" "$@"	# `sh run.sh` works too
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# the programs: from PATH, else from this checkout's bin/ (after `make`)
command -v rate > /dev/null || PATH=$here/../../bin:$PATH
export PATH
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
score < "$here/../backgammon/season.tsv" > "$tmp/history.tsv"
"$here/sweep.sh" "$@" "$tmp/history.tsv"
