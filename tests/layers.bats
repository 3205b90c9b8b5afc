#!/usr/bin/env bats
# lib/ is in layers (lib/README.md): core at the bottom (TSV, numbers,
# names, the results stream), the rating engine above it, the models
# above the engine (lib/models/<family>/); the parsers (formats), bridge
# scoring, the statistics (stats: rank --eval, fit), the stages that
# count and list (stages: window, score, rank) and the outputs (out)
# beside them.  A file's folder is its top folder under lib/.  A folder
# includes only the headers of the folders below it, or of its own: a
# crossing (core knowing a model, a model reading TSV) fails here.  And
# no file needs a file that needs it back (symbols, with nm).
load helpers

TOP=$BATS_TEST_DIRNAME/..

# The source and the plain build's objects, not the programs of $RP_BIN:
# the sanitizer pass would read the same files again
setup() {
	T=$BATS_TEST_TMPDIR
	plain_only
}

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
# A header is looked for beside the file, then under each top folder of
# lib/ (the Makefile's -Ilib/FOLDER): "tsv.h" in lib/core, "dwz/dwz.h" in
# lib/models.  Files at any depth.
includes() {
	(
		cd "$1" || exit 1
		find lib -name '*.h' | sort > "$BATS_TEST_TMPDIR/headers"
		find lib -name '*.[ch]' | sort | xargs awk -v hl="$BATS_TEST_TMPDIR/headers" '
			BEGIN { while ((getline h < hl) > 0) have[h] = 1 }
			/^#include "/ {
				split($0, q, "\""); h = q[2]
				dir = FILENAME; sub(/\/[^\/]*$/, "", dir)
				where = "?"
				if ((dir "/" h) in have) where = top(dir "/" h)
				else for (p in have) if (index(p, "/" h) && substr(p, length(p) - length(h)) == "/" h &&
				    split(p, seg, "/") == split(h, hs, "/") + 2) { where = top(p); break }
				print FILENAME, h, where
			}
			function top(p,  seg) { split(p, seg, "/"); return seg[2] }'
	)
}

# The crossings of tree $1, one a line; status 1 if any.
crossings() {
	local bad=0 file h where dir
	while read -r file h where; do
		dir=${file#lib/}
		dir=${dir%%/*}	# the top folder: lib/models/dwz/dwz.c is in models
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
	grep -l 'tsv_\|game_open\|game_next\|getopt\|eventbuf_\|#include "tsv.h"\|#include "game.h"' \
		$(find "$1/lib/models" -name '*.c' | sort)
}

# The objects of tree $1's lib/, one a line: the build's ($1/build/**/*.o)
# when it has one for every source, else lib/ compiled into $2 with the
# Makefile's flags.
objects() {
	local src o missing=0
	for src in $(cd "$1" && find lib -name '*.c' | sort); do
		o=$1/build/${src#lib/}
		[ -f "${o%.c}.o" ] || missing=1
	done
	if [ "$missing" = 0 ]; then
		(cd "$1" && find lib -name '*.c' | sort | sed 's|^lib/|build/|; s|\.c$|.o|' | sed "s|^|$1/|")
		return
	fi
	(
		cd "$1" || exit 1
		incs=$(for d in lib/*/; do printf ' -I%s' "${d%/}"; done)
		for src in $(find lib -name '*.c' | sort); do
			o=$2/${src#lib/}; o=${o%.c}.o
			mkdir -p "${o%/*}"
			# shellcheck disable=SC2086
			${CC:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L $incs -O2 -c -o "$o" "$src" &
		done
		wait
		find lib -name '*.c' | sort | sed 's|^lib/||; s|\.c$|.o|' | sed "s|^|$2/|"
	)
}

# The circles between the objects named on stdin (as PREFIX/x/y.o, lib/
# file lib/x/y.c): a file needs another when it uses a symbol the other
# defines (nm); each set of files that need each other round a circle
# (a strongly connected component) on a line; status 1 if any.
circles() {
	xargs nm -A -P 2> /dev/null | awk -v pre="$1/" '
		{
			f = $1; sub(/:$/, "", f); sub("^" pre, "", f); sub(/\.o$/, ".c", f); f = "lib/" f
			if ($3 == "U") use[f, $2] = 1
			else if ($3 ~ /^[TDBRC]$/) def[$2] = f
			files[f] = 1
		}
		END {
			for (k in use) {
				split(k, fs, SUBSEP)
				if ((fs[2] in def) && def[fs[2]] != fs[1] && !((fs[1], def[fs[2]]) in edge)) {
					edge[fs[1], def[fs[2]]] = 1
					nout[fs[1]]++; out[fs[1], nout[fs[1]]] = def[fs[2]]
				}
			}
			n = 0; for (f in files) order[++n] = f
			# sorted, so the circles come out in the same order every run
			for (i = 2; i <= n; i++) for (j = i; j > 1 && order[j - 1] > order[j]; j--) {
				t = order[j]; order[j] = order[j - 1]; order[j - 1] = t
			}
			for (i = 1; i <= n; i++) if (!(order[i] in idx)) tarjan(order[i])
			exit bad
		}
		# Tarjan: idx, low, the stack; a component of two or more is a circle
		function tarjan(v,  i, w, line, m, k, c, t) {
			idx[v] = low[v] = ++counter; stack[++sp] = v; on[v] = 1
			for (i = 1; i <= nout[v]; i++) {
				w = out[v, i]
				if (!(w in idx)) { tarjan(w); if (low[w] < low[v]) low[v] = low[w] }
				else if (on[w] && idx[w] < low[v]) low[v] = idx[w]
			}
			if (low[v] == idx[v]) {
				m = 0
				do { w = stack[sp--]; on[w] = 0; c[++m] = w } while (w != v)
				if (m > 1) {
					for (i = 2; i <= m; i++) for (k = i; k > 1 && c[k - 1] > c[k]; k--) {
						t = c[k]; c[k] = c[k - 1]; c[k - 1] = t
					}
					line = "circle:"; for (i = 1; i <= m; i++) line = line " " c[i]
					print line; bad = 1
				}
			}
		}'
}

@test "layers: each lib/ folder includes only the folders below it" {
	crossings "$TOP"
}

@test "layers: a model file reads and writes no TSV and parses no options" {
	run model_io "$TOP"
	[ "$status" -eq 1 ]
	[ -z "$output" ]
}

@test "layers: no file of lib/ needs a file that needs it back (symbols, nm)" {
	objects "$TOP" "$T/obj" > "$T/objects"
	[ -s "$T/objects" ]
	run circles "$(dirname "$(head -n1 "$T/objects")" | sed 's|/[^/]*$||')" < "$T/objects"
	echo "$output"
	[ "$status" -eq 0 ]
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
	# a circle: core/num.c calling format's run, which needs num.c
	objects "$TOP" "$T/obj" > "$T/objects"
	echo 'void rp_planted(void); void rp_planted(void) { format_run(0, 0, 0); }' >> "$T/x/lib/core/num.c"
	(cd "$T/x" && ${CC:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L $(for d in lib/*/; do printf ' -I%s' "${d%/}"; done) \
		-w -c -o "$T/num.o" lib/core/num.c)
	pre=$(dirname "$(head -n1 "$T/objects")" | sed 's|/[^/]*$||')
	cp -R "$pre" "$T/planted"
	cp "$T/num.o" "$T/planted/core/num.o"
	sed "s|^$pre/|$T/planted/|" "$T/objects" > "$T/objects2"
	run circles "$T/planted" < "$T/objects2"
	echo "$output"
	[ "$status" -eq 1 ]
	[[ "$output" == *"circle: "*"lib/core/num.c"*"lib/out/format.c"* ]]
}
