# ratepipe - build, test, install.
#   make               programs into bin/
#   make check         the bats suite, then again under ASan+UBSan
#   make demo          the README's pipeline on the bundled example
#   make fuzz          libFuzzer harnesses into build-fuzz/ (needs clang's libFuzzer)
#   make fuzz-smoke    each harness for a fixed number of runs (part of check)
#   make determinism   same bytes across runs, locales, gcc and clang builds
#   make valgrind      the suite under valgrind memcheck
#   make install PREFIX=/usr/local DESTDIR=
#   make bench         the benchmark generator bench/gen (then run bench/run)

CC      ?= cc
CFLAGS  ?= -O2
# lib/ in layers (lib/README.md): each top folder's headers found by
# name; a model family's folder by its path ("dwz/dwz.h" from -Ilib/models)
LIBDIRS  = $(patsubst lib/%/,%,$(sort $(dir $(wildcard lib/*/))))
INCS     = $(addprefix -Ilib/,$(LIBDIRS))
WARN     = -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes $(INCS)
LDLIBS   = -lm -pthread
PREFIX  ?= /usr/local
MANDIR  ?= $(PREFIX)/share/man

PROGS    = parse window value score rate rank format fit
LIBSRC   = $(sort $(shell find lib -name '*.c'))
LIBHDR   = $(sort $(shell find lib -name '*.h'))

BUILD   ?= build
BINDIR  ?= bin
LIBOBJ   = $(patsubst lib/%.c,$(BUILD)/%.o,$(LIBSRC))
BINS     = $(addprefix $(BINDIR)/,$(PROGS))
# test drivers beside the programs, so the suite runs them from each build
TESTBINS = $(BINDIR)/numtest $(BINDIR)/normaltest $(BINDIR)/erftest $(BINDIR)/identtest \
	   $(BINDIR)/millstest

all: $(BINS) $(TESTBINS)

$(BUILD)/%.o: lib/%.c $(LIBHDR)
	@mkdir -p $(dir $@)
	@echo "  CC      $@"
	@$(CC) $(WARN) $(CFLAGS) -c -o $@ $<

$(BUILD)/libratepipe.a: $(LIBOBJ)
	rm -f $@
	ar rcs $@ $(LIBOBJ)

$(BINDIR)/%: bin/%.c $(BUILD)/libratepipe.a $(LIBHDR)
	@mkdir -p $(BINDIR)
	@echo "  CCLD    $@"
	@$(CC) $(WARN) $(CFLAGS) -o $@ $< $(BUILD)/libratepipe.a $(LDLIBS)

$(BINDIR)/numtest: tests/core/numtest.c $(BUILD)/libratepipe.a $(LIBHDR)
	@mkdir -p $(BINDIR)
	@echo "  CCLD    $@"
	@$(CC) $(WARN) $(CFLAGS) -o $@ tests/core/numtest.c $(BUILD)/libratepipe.a $(LDLIBS)

$(BINDIR)/normaltest: tests/core/normaltest.c $(BUILD)/libratepipe.a $(LIBHDR)
	@mkdir -p $(BINDIR)
	@echo "  CCLD    $@"
	@$(CC) $(WARN) $(CFLAGS) -o $@ tests/core/normaltest.c $(BUILD)/libratepipe.a $(LDLIBS)

$(BINDIR)/erftest: tests/core/erftest.c $(BUILD)/libratepipe.a $(LIBHDR)
	@mkdir -p $(BINDIR)
	@echo "  CCLD    $@"
	@$(CC) $(WARN) $(CFLAGS) -o $@ tests/core/erftest.c $(BUILD)/libratepipe.a $(LDLIBS)

$(BINDIR)/identtest: tests/core/identtest.c $(BUILD)/libratepipe.a $(LIBHDR)
	@mkdir -p $(BINDIR)
	@echo "  CCLD    $@"
	@$(CC) $(WARN) $(CFLAGS) -o $@ tests/core/identtest.c $(BUILD)/libratepipe.a $(LDLIBS)

$(BINDIR)/millstest: tests/models/skill/millstest.c $(BUILD)/libratepipe.a $(LIBHDR)
	@mkdir -p $(BINDIR)
	@echo "  CCLD    $@"
	@$(CC) $(WARN) $(CFLAGS) -o $@ tests/models/skill/millstest.c $(BUILD)/libratepipe.a $(LDLIBS)

$(BUILD):
	mkdir -p $(BUILD)

SANFLAGS = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
# The sanitizers' runtimes linked into each program where the compiler
# can (gcc; clang does by default): a program then starts without
# resolving libasan's symbols, and the suite starts thousands (per
# process 12.8 -> 10.5 ms of CPU, 3,509 page faults mostly ASan's own).
SANLINK  = $(shell printf 'int main(void){return 0;}' | $(CC) -fsanitize=address,undefined \
	-static-libasan -static-libubsan -x c -o /dev/null - 2>/dev/null && echo -static-libasan -static-libubsan)

san:
	@$(MAKE) --no-print-directory BUILD=build-san BINDIR=build-san/bin CFLAGS="$(SANFLAGS)" \
		LDLIBS="-lm -pthread -fsanitize=address,undefined $(SANLINK)"

# check builds with a job per core (make check alone is then as quick as
# make -j check): the programs, the sanitizer build and the fuzz
# harnesses in one make, so that no build waits for another to end;
# then the harnesses side by side, and tests/run runs the two passes
# side by side, bats --jobs.
NPROC   := $(shell nproc 2>/dev/null || echo 1)

check:
	@fb=; if tests/fuzz/have-libfuzzer $(FUZZCC); then fb=fuzz-build; fi; \
		$(MAKE) --no-print-directory -j$(NPROC) all san $$fb
	@$(MAKE) --no-print-directory -j$(NPROC) -Otarget fuzz-smoke
	@tests/run bin build-san/bin

demo: all
	@PATH="$(CURDIR)/bin:$$PATH" ./examples/frsc/run.sh

bench: all bench/gen

bench/gen: bench/gen.c $(BUILD)/libratepipe.a
	@echo "  CCLD    $@"
	@$(CC) $(WARN) -O2 -o $@ bench/gen.c $(BUILD)/libratepipe.a $(LDLIBS)

valgrind: all
	@RP_VALGRIND=1 tests/run bin

# ---- hardening: fuzzing (tests/fuzz/), determinism ----
# The harnesses link with --wrap=exit so that a reader's data error
# returns to the harness instead of ending the fuzzer (tests/fuzz/fuzz.h).
FUZZCC    ?= clang
FUZZ       = tsv csv csvsep game num tsh tshjs pairs pgn bridge pbn trf fidelist
FUZZRUNS  ?= 4000
FUZZFLAGS  = -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
# the harnesses read and parse: the layers below parse (lib/README.md), not
# the engine, models, stages or pages, which they never link
FUZZSRC    = $(filter lib/core/% lib/bridge/% lib/formats/%,$(LIBSRC))
FUZZOBJ    = $(patsubst lib/%.c,build-fuzz/lib/%.o,$(FUZZSRC))
FUZZBIN    = $(addprefix build-fuzz/fuzz_,$(FUZZ))

fuzz:
	@if tests/fuzz/have-libfuzzer $(FUZZCC); then \
		$(MAKE) --no-print-directory fuzz-build; \
	else echo "fuzz: $(FUZZCC) cannot link libFuzzer (apt install clang libclang-rt-14-dev): skipped"; fi

fuzz-build: $(FUZZBIN)
.SECONDARY: $(FUZZOBJ)

build-fuzz/lib/%.o: lib/%.c $(LIBHDR)
	@mkdir -p $(dir $@)
	@echo "  FUZZCC  $@"
	@$(FUZZCC) $(WARN) $(FUZZFLAGS) -fsanitize=fuzzer-no-link -c -o $@ $<

build-fuzz/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz.h tests/fuzz/fuzz_tsv.c tests/fuzz/fuzz_parse.h $(FUZZOBJ)
	@echo "  FUZZLD  $@"
	@$(FUZZCC) -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror $(INCS) $(FUZZFLAGS) -fsanitize=fuzzer \
		-Wl,--wrap=exit $(FZWRAP) -o $@ $< $(FUZZOBJ) -lm -pthread

# The parse -f harnesses (those over fuzz_parse.h) free what a main left
# when it ended: the allocator and stdio's files are wrapped for them.
FUZZPARSE  = $(patsubst tests/fuzz/fuzz_%.c,%,$(shell grep -l '"fuzz_parse.h"' tests/fuzz/fuzz_*.c))
$(addprefix build-fuzz/fuzz_,$(FUZZPARSE)): FZWRAP = \
	-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free,--wrap=fopen,--wrap=fclose,--wrap=getline,--wrap=getdelim

# Fixed runs from the committed seeds; new inputs go to a scratch
# directory, so the corpus in git does not change.  The harnesses run
# side by side (make -j; -Otarget keeps each one's lines together).
fuzz-smoke:
	@if tests/fuzz/have-libfuzzer $(FUZZCC); then \
		$(MAKE) --no-print-directory fuzz-build && \
		$(MAKE) --no-print-directory $(addprefix fuzz-smoke-,$(FUZZ)); \
	else echo "fuzz-smoke: skipped: $(FUZZCC) cannot link libFuzzer (apt install clang libclang-rt-14-dev)"; fi

fuzz-smoke-%: build-fuzz/fuzz_%
	@tmp=$$(mktemp -d) && \
	$< -runs=$(FUZZRUNS) -seed=1 -close_fd_mask=2 -artifact_prefix=$$tmp/ \
		$$tmp tests/fuzz/corpus/$* > $$tmp.log 2>&1 || \
		{ cat $$tmp.log; rm -rf $$tmp $$tmp.log; echo "fuzz-smoke: fuzz_$* FAILED"; exit 1; }; \
	echo "fuzz-smoke: fuzz_$* $$(grep -o 'cov: [0-9]*' $$tmp.log | tail -n1), $(FUZZRUNS) runs, ok"; \
	rm -rf $$tmp $$tmp.log

determinism: all san
	@tests/determinism.sh

install: all
	mkdir -p $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(MANDIR)/man1
	for p in $(PROGS); do cp bin/$$p $(DESTDIR)$(PREFIX)/bin/$$p; done
	for p in $(PROGS); do cp doc/$$p.1 $(DESTDIR)$(MANDIR)/man1/$$p.1; done
	mkdir -p $(DESTDIR)$(PREFIX)/share/doc/ratepipe/rules
	cp doc/rules/*.md $(DESTDIR)$(PREFIX)/share/doc/ratepipe/rules/

clean:
	rm -rf build build-san build-fuzz build-clang build-clang-O0 $(BINS) $(TESTBINS) bench/gen

.PHONY: all san check demo bench valgrind install clean fuzz fuzz-build fuzz-smoke determinism
