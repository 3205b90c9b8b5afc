#!/usr/bin/env bash
# examples/sweep/sweep.sh [-j JOBS] [-S HOSTS] HISTORY: every line of the
# grid (grid.sh, or GRID=file) rated and scored over HISTORY (a scored
# results stream), in parallel with GNU parallel, merged into one table
# on stdout: model flags type games rows excluded pairs logloss brier
# correct rankdev, in the grid's order whatever the order the jobs end.
#   -j JOBS   jobs at a time on each host (parallel's -j; default: cores)
#   -S HOSTS  run on these machines (parallel's --sshlogin, e.g.
#             "8/node1,8/node2,:" - ":" is this machine, "8/" its jobs);
#             each host needs sh, perl, rsync and ratepipe's rate and
#             rank on the PATH of a non-interactive ssh login; the
#             sweep's history.tsv and job.sh are copied to each host under
#             the same absolute path as here, a directory of this sweep's
#             own (mktemp -d: /tmp/tmp.XXXXXXXXXX), before its first job
#             (--basefile), and removed after the last (--cleanup)
# See README.md.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
jobs=100%
hosts=
while getopts j:S: opt; do
	case $opt in
	j) jobs=$OPTARG ;;
	S) hosts=$OPTARG ;;
	*) echo "usage: sweep.sh [-j JOBS] [-S HOSTS] HISTORY" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -eq 1 ] || { echo "usage: sweep.sh [-j JOBS] [-S HOSTS] HISTORY" >&2; exit 2; }
history=$1
command -v parallel > /dev/null || { echo "sweep.sh: GNU parallel is not installed" >&2; exit 1; }

# the files each job reads, by the same absolute paths on every host
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$history" "$work/history.tsv"
cp "$here/job.sh" "$work/job.sh"
cd "$work"
remote=()
if [ -n "$hosts" ]; then
	remote=(--sshlogin "$hosts" --basefile "$work/history.tsv" --basefile "$work/job.sh" --cleanup)
fi
printf 'model\tflags\ttype\tgames\trows\texcluded\tpairs\tlogloss\tbrier\tcorrect\trankdev\n'
if [ -n "${GRID:-}" ]; then cat "$GRID"; else sh "$here/grid.sh"; fi |
	parallel --will-cite --halt now,fail=1 --keep-order -j "$jobs" "${remote[@]}" \
		sh "$work/job.sh" "$work/history.tsv" {}
