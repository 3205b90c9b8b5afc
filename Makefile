# ratepipe - build, test, install.
#   make               programs into bin/
#   make check         the bats suite, then again under ASan+UBSan
#   make demo          the README's pipeline on the bundled example
#   make install PREFIX=/usr/local DESTDIR=
#   make bench         the benchmark generator bench/gen (then run bench/run)

CC      ?= cc
CFLAGS  ?= -O2
WARN     = -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes
LDLIBS   = -lm
PREFIX  ?= /usr/local
MANDIR  ?= $(PREFIX)/share/man

PROGS    = parse window value score rate rank format
LIBSRC   = $(wildcard lib/*.c)
LIBHDR   = $(wildcard lib/*.h)

BUILD   ?= build
BINDIR  ?= bin
LIBOBJ   = $(patsubst lib/%.c,$(BUILD)/%.o,$(LIBSRC))
BINS     = $(addprefix $(BINDIR)/,$(PROGS))
# test drivers beside the programs, so the suite runs them from each build
TESTBINS = $(BINDIR)/numtest

all: $(BINS) $(TESTBINS)

$(BUILD)/%.o: lib/%.c $(LIBHDR) | $(BUILD)
	@echo "  CC      $@"
	@$(CC) $(WARN) $(CFLAGS) -c -o $@ $<

$(BUILD)/libratepipe.a: $(LIBOBJ)
	rm -f $@
	ar rcs $@ $(LIBOBJ)

$(BINDIR)/%: bin/%.c $(BUILD)/libratepipe.a $(LIBHDR)
	@mkdir -p $(BINDIR)
	@echo "  CCLD    $@"
	@$(CC) $(WARN) $(CFLAGS) -o $@ $< $(BUILD)/libratepipe.a $(LDLIBS)

$(BINDIR)/numtest: tests/numtest.c $(BUILD)/libratepipe.a $(LIBHDR)
	@mkdir -p $(BINDIR)
	@echo "  CCLD    $@"
	@$(CC) $(WARN) $(CFLAGS) -o $@ tests/numtest.c $(BUILD)/libratepipe.a $(LDLIBS)

$(BUILD):
	mkdir -p $(BUILD)

SANFLAGS = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all

san:
	@$(MAKE) --no-print-directory BUILD=build-san BINDIR=build-san/bin CFLAGS="$(SANFLAGS)" LDLIBS="-lm -fsanitize=address,undefined"

check: all san
	@tests/run bin build-san/bin

demo: all
	@PATH="$(CURDIR)/bin:$$PATH" ./examples/frsc/pipeline.sh

bench: all bench/gen

bench/gen: bench/gen.c $(BUILD)/libratepipe.a
	@echo "  CCLD    $@"
	@$(CC) $(WARN) -O2 -o $@ bench/gen.c $(BUILD)/libratepipe.a $(LDLIBS)

valgrind: all
	@RP_VALGRIND=1 tests/run bin

install: all
	mkdir -p $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(MANDIR)/man1
	for p in $(PROGS); do cp bin/$$p $(DESTDIR)$(PREFIX)/bin/$$p; done
	for p in $(PROGS); do cp doc/$$p.1 $(DESTDIR)$(MANDIR)/man1/$$p.1; done

clean:
	rm -rf build build-san $(BINS) $(TESTBINS) bench/gen

.PHONY: all san check demo bench valgrind install clean
