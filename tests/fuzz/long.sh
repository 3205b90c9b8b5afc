#!/bin/sh
# tests/fuzz/long.sh HARNESS [SECONDS]: a long, nice'd run of one
# harness (make fuzz first).  The working corpus grows in
# build-fuzz/work/HARNESS (seeded from tests/fuzz/corpus/HARNESS),
# crashes land in build-fuzz/art/; the log in build-fuzz/HARNESS.log.
# The run goes in chunks of CHUNK seconds (default: all at once), each
# resuming the corpus.
h=${1:?harness: tsv csv csvsep game num tsh pairs pgn bridge pbn}
secs=${2:-600}
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 1
mkdir -p build-fuzz/work/"$h" build-fuzz/art
chunk=${CHUNK:-$secs}
: > build-fuzz/"$h".log
left=$secs
while [ "$left" -gt 0 ]; do
	t=$((left < chunk ? left : chunk))
	nice -n 19 timeout $((t + 60)) build-fuzz/fuzz_"$h" -max_total_time="$t" \
		-close_fd_mask=2 -print_final_stats=1 -artifact_prefix=build-fuzz/art/"$h"- \
		build-fuzz/work/"$h" tests/fuzz/corpus/"$h" >> build-fuzz/"$h".log 2>&1 || exit 1
	left=$((left - t))
done
