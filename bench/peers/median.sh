#!/bin/bash
# bench/peers/median.sh N CMD...: the whole-process median wall and CPU
# (user + sys) seconds of N runs of CMD (output thrown away).
n=$1; shift
f=$(mktemp)
for i in $(seq "$n"); do /usr/bin/time -o "$f" -a -f "%e %U %S" "$@" > /dev/null 2>&1; done
w=$(awk '{ print $1 }' "$f" | sort -g | awk -v n="$n" 'NR == int((n + 1) / 2)')
c=$(awk '{ print $2 + $3 }' "$f" | sort -g | awk -v n="$n" 'NR == int((n + 1) / 2)')
echo "wall $w cpu $c"
rm -f "$f"
