#!/usr/bin/env bash
# examples/sweep/slurm.sh [-j JOBS] [-p PARTITION] HISTORY: the sweep of
# sweep.sh as a Slurm job array: one array task per line of the grid
# (grid.sh, or GRID=file), at most JOBS running at once, each task
# `job.sh HISTORY "MODEL FLAGS"` on some node; sbatch --wait returns when
# all have ended, and the tasks' rows are merged in the grid's order into
# the same table as sweep.sh's, on stdout.
#
# Slurm copies no file: the directory this script makes for the sweep
# (under $SWEEP_DIR, default the current directory) must be on a file
# system every node sees (NFS, Lustre, the cluster's home), and every
# node needs sh and ratepipe's rate and rank on its PATH.  A task that
# fails fails the sweep (exit 1, its log named).  See README.md.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
jobs=
partition=
while getopts j:p: opt; do
	case $opt in
	j) jobs=$OPTARG ;;
	p) partition=$OPTARG ;;
	*) echo "usage: slurm.sh [-j JOBS] [-p PARTITION] HISTORY" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -eq 1 ] || { echo "usage: slurm.sh [-j JOBS] [-p PARTITION] HISTORY" >&2; exit 2; }
command -v sbatch > /dev/null || { echo "slurm.sh: sbatch not found (Slurm)" >&2; exit 1; }

dir=$(mktemp -d "${SWEEP_DIR:-$PWD}/sweep.XXXXXX")
trap 'rm -rf "$dir"' EXIT
cp "$1" "$dir/history.tsv"
cp "$here/job.sh" "$dir/job.sh"
if [ -n "${GRID:-}" ]; then cat "$GRID"; else sh "$here/grid.sh"; fi > "$dir/grid"
n=$(wc -l < "$dir/grid")
[ "$n" -gt 0 ] || { echo "slurm.sh: the grid is empty" >&2; exit 1; }
# each task: its line of the grid, its rows into out.TASK (whole or not at all)
cat > "$dir/task.sh" <<'EOT'
#!/bin/sh
set -eu
line=$(sed -n "${SLURM_ARRAY_TASK_ID}p" grid)
sh job.sh history.tsv "$line" > "out.$SLURM_ARRAY_TASK_ID.part"
mv "out.$SLURM_ARRAY_TASK_ID.part" "out.$SLURM_ARRAY_TASK_ID"
EOT
args=(--array "1-$n${jobs:+%$jobs}" --chdir "$dir" --output "$dir/log.%a" --job-name ratepipe-sweep --wait)
[ -z "$partition" ] || args+=(--partition "$partition")
sbatch --quiet "${args[@]}" "$dir/task.sh" || {
	echo "slurm.sh: the array did not end well; its logs:" >&2
	for i in $(seq 1 "$n"); do [ -s "$dir/out.$i" ] || { echo "== task $i" >&2; cat "$dir/log.$i" >&2 2> /dev/null || true; }; done
	exit 1
}
printf 'model\tflags\ttype\tgames\trows\texcluded\tpairs\tlogloss\tbrier\tcorrect\trankdev\n'
for i in $(seq 1 "$n"); do
	[ -f "$dir/out.$i" ] || { echo "slurm.sh: task $i wrote nothing (log: kept in $dir)" >&2; trap - EXIT; exit 1; }
	cat "$dir/out.$i"
done
