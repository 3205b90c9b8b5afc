#!/usr/bin/env bats
# lib/ is in layers (lib/README.md): core at the bottom (TSV, numbers,
# names, the results stream), the rating engine above it, the models
# above the engine; the parsers (formats), bridge scoring, the stages that
# count and list (lists) and the outputs (out) beside them.  A folder
# includes only the headers of the folders below it, or of its own: a
# crossing (core knowing a model, a model reading TSV) fails here.
load helpers

TOP=$BATS_TEST_DIRNAME/..

# FOLDER: the folders whose headers it may include
allowed() {
	case $1 in
	core) echo core ;;
	engine) echo "core engine" ;;
	models) echo "core engine models" ;;
	formats) echo "core bridge formats" ;;
	bridge) echo "core bridge" ;;
	stats) echo "core engine stats" ;;	# fit runs the engine
	stages) echo "core engine models stats stages" ;;	# score's FRSc delta (frsc.h); rank --eval
	out) echo "core out" ;;
	esac
}

# Every "x.h" a file of tree $1/lib includes, as FILE HEADER FOLDER-OF-HEADER.
includes() {
	local f h where
	for f in "$1"/lib/*/*.[ch]; do
		grep -o '^#include "[a-z_0-9]*\.h"' "$f" | sed 's/#include "//; s/"$//' |
		while read -r h; do
			where=$(cd "$1/lib" && ls */"$h" 2>/dev/null | cut -d/ -f1)
			echo "${f#"$1"/} $h ${where:-?}"
		done
	done
}

# The crossings of tree $1, one a line; status 1 if any.
crossings() {
	local bad=0 file h where dir
	while read -r file h where; do
		dir=${file#lib/}
		dir=${dir%%/*}
		if [ "$where" = "?" ]; then
			echo "$file includes $h, which no lib/ folder holds"; bad=1
		elif [[ " $(allowed "$dir") " != *" $where "* ]]; then
			echo "$file ($dir) includes $h ($where)"; bad=1
		fi
	done < <(includes "$1")
	return "$bad"
}

# Model files of tree $1 that read or write TSV or parse options
# (the engine owns the run: reader, writer, prior reader, getopt).
model_io() {
	grep -ln 'tsv_\|game_open\|game_next\|getopt\|eventbuf_\|#include "tsv.h"\|#include "game.h"' \
		"$1"/lib/models/*.c
}

@test "layers: each lib/ folder includes only the folders below it" {
	crossings "$TOP"
}

@test "layers: a model file reads and writes no TSV and parses no options" {
	run model_io "$TOP"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
}

@test "layers: the checks can fail: a crossing and a model reading TSV are reported" {
	mkdir -p "$T/x"
	cp -r "$TOP/lib" "$T/x/"
	echo '#include "model.h"' >> "$T/x/lib/core/num.c"
	run crossings "$T/x"
	[ "$status" -eq 1 ]
	[ "$output" = "lib/core/num.c (core) includes model.h (engine)" ]
	echo 'static void f(void) { tsv_next(0); }' >> "$T/x/lib/models/fibs.c"
	run model_io "$T/x"
	[ "$output" = "$T/x/lib/models/fibs.c" ]
}
