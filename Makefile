# wlmcon — plain GNU make, pkg-config for every library.
#
#   make            build ./wlmcon
#   make run        build, load the demo store (build/demo.db) and open it
#   make check      build and run every test (SAN=1: with ASan+UBSan)
#   make check-valgrind   the unit tests under valgrind
#   make install    PREFIX=/usr/local DESTDIR=
#   make deps       install the Debian packages the build and tests need
#   make demo       the demo store build/demo.db, from import/demo/manifest
#   make bench      benchmarks (not part of check)
#   make bench-lists  the list reads of the panels on a big store
#   make fuzz       libFuzzer harnesses for every parser (clang)
#   make stress     wlmcon broken on purpose: fuzzing, kill -9, two writers, hostile values, the
#                   console in tmux; prints one table (not part of check; FUZZ_SECONDS=300 each)

PREFIX  ?= /usr/local
DESTDIR ?=
VERSION := 0.1.0
PKGS    := ncursesw sqlite3 yaml-0.1 libxml-2.0
CC      ?= cc

ifeq ($(SAN),1)
VARIANT := san
# the sanitizers make the binary two to three times slower: the tests' timeouts grow to match
CHECK_ENV := CK_TIMEOUT_MULTIPLIER=$(or $(CK_TIMEOUT_MULTIPLIER),4)
OPT     := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
LDFLAGS += -fsanitize=address,undefined
else
VARIANT := default
OPT     := -O2 -g
endif

# objects of another compiler go to a directory of their own (CC=clang: build/san-clang)
B        := build/$(VARIANT)$(if $(findstring clang,$(notdir $(CC))),-clang)
Q        := $(if $(V),,@)
WERROR   ?= -Werror
CPPFLAGS += -I. -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -DWLMCON_VERSION='"$(VERSION)"' \
            -DWLMCON_DATADIR='"$(PREFIX)/share/wlmcon"'
CFLAGS   += -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes $(WERROR) $(OPT) \
            $(shell pkg-config --cflags $(PKGS))
# the schema's tables give their rows' leading members and leave the rest zero, as C does; clang's
# -Wextra asks for every member of such a row, gcc's does not
ifneq ($(findstring clang,$(notdir $(CC))),)
CFLAGS   += -Wno-missing-field-initializers
endif
LDLIBS   += $(shell pkg-config --libs $(PKGS))

# every .c below the four layers' folders, one folder per system or format inside them
SRC_DIRS := model store import ui
LIB_SRC  := $(filter-out ui/cli/main.c,$(sort $(shell find $(SRC_DIRS) -name '*.c')))
LIB_OBJ  := $(LIB_SRC:%.c=$(B)/obj/%.o)
TEST_SRC := $(wildcard tests/*.c)
TEST_OBJ := $(TEST_SRC:%.c=$(B)/obj/%.o)
DEPS     := $(LIB_OBJ:.o=.d) $(TEST_OBJ:.o=.d) $(B)/obj/ui/cli/main.d \
            $(patsubst %.c,$(B)/obj/%.d,$(wildcard tests/stress/*.c))

.PHONY: all run check check-unit check-e2e check-build check-valgrind install uninstall clean deps packages bench bench-lists fuzz demo stress
.DELETE_ON_ERROR:

# ./wlmcon is the default build's (make run, make install); another variant (SAN=1, CC=clang) builds
# its binary in its own directory only, so that its check never replaces the default's copy
ifeq ($(B),build/default)
all: wlmcon
else
all: $(B)/wlmcon
endif

wlmcon: $(B)/wlmcon
	cp $< $@

$(B)/wlmcon: $(B)/obj/ui/cli/main.o $(B)/libwlmcon.a
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(B)/libwlmcon.a: $(LIB_OBJ)
	@rm -f $@
	@$(if $(V),,echo "  AR      $@")
	$(Q)ar rcs $@ $^

$(B)/obj/%.o: %.c | packages
	@mkdir -p $(dir $@)
	@$(if $(V),,echo "  CC      $<")
	$(Q)$(CC) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c -o $@ $<

# The test runner: every tests/*.c that defines `Suite *suite_NAME(void)` is registered.
$(B)/suites.h: $(TEST_SRC)
	@mkdir -p $(B)
	@sed -n 's/^Suite \*\(suite_[a-z0-9_]*\)(void).*/X(\1)/p' $(TEST_SRC) | sort > $@.tmp
	@cmp -s $@.tmp $@ 2>/dev/null && rm -f $@.tmp || mv $@.tmp $@

$(B)/obj/tests/%.o: tests/%.c $(B)/suites.h | packages
	@mkdir -p $(dir $@)
	@$(if $(V),,echo "  CC      $<")
	$(Q)$(CC) $(CPPFLAGS) -I$(B) $(CFLAGS) $(shell pkg-config --cflags check) -MMD -MP -c -o $@ $<

$(B)/run_tests: $(TEST_OBJ) $(B)/libwlmcon.a
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS) $(shell pkg-config --libs check)

# ---- demo store and the console ------------------------------------------------------------
# import/demo/manifest: one input a line (a file or a directory, relative to import/demo/), the
# import options it takes before it, `#` comments; the inputs are imported in its order, in one
# import. DEMO_ARGS is that import's arguments; DEMO_FILES every file the inputs hold.
DEMO_MANIFEST := import/demo/manifest
DEMO_ARGS  := $(shell awk '{ sub(/\#.*/, ""); if (NF) { for (i = 1; i < NF; i++) printf "%s ", $$i; \
                printf "import/demo/%s\n", $$NF } }' $(DEMO_MANIFEST))
DEMO_INPUTS := $(shell awk '{ sub(/\#.*/, ""); if (NF) print "import/demo/" $$NF }' $(DEMO_MANIFEST))
DEMO_FILES := $(sort $(shell find $(DEMO_INPUTS) -type f))

build/demo.db: $(B)/wlmcon $(DEMO_MANIFEST) $(DEMO_FILES)
	@mkdir -p build
	rm -f $@ $@-wal $@-shm
	$(B)/wlmcon --store $@ import $(DEMO_ARGS)

demo: build/demo.db

run: wlmcon build/demo.db
	./wlmcon --store build/demo.db

# ---- tests ---------------------------------------------------------------------------------
# the last line says how many checks were skipped for want of the samples (0 in a full run)
check: all check-unit check-e2e check-build
	@echo "check: passed; $$(cat $(B)/skipped-checks 2>/dev/null || echo '?') checks skipped for want of" \
	      "the samples ($${WLMCON_SAMPLES:-../shared/samples})"

check-unit: $(B)/run_tests $(B)/wlmcon
	@rm -f $(B)/skipped-checks
	$(CHECK_ENV) WLMCON_BIN=$(B)/wlmcon WLMCON_SKIP_REPORT=$(B)/skipped-checks $(B)/run_tests

check-e2e: $(B)/wlmcon $(B)/bench/runit $(B)/bench/gen
	@for t in $(sort $(wildcard tests/e2e/*.sh)); do \
	  echo "e2e: $$t"; WLMCON_BIN=$(B)/wlmcon BENCH_BIN=$(B)/bench sh $$t || exit 1; done

# make check on a fresh machine without the packages and without root (tests/build/fresh.sh)
check-build:
	@echo "build: tests/build/fresh.sh"; sh tests/build/fresh.sh

# forked tests, as in check: a test system one test registers stays out of the others; valgrind
# checks every forked test at its exit, whose status (1 on an error) fails that test
check-valgrind: $(B)/run_tests $(B)/wlmcon
	CK_TIMEOUT_MULTIPLIER=20 WLMCON_BIN=$(B)/wlmcon \
	  valgrind --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite \
	  --suppressions=tests/valgrind.supp $(B)/run_tests

# ---- install -------------------------------------------------------------------------------
install: wlmcon
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/wlmcon/demo $(DESTDIR)$(PREFIX)/share/wlmcon/themes
	install -m 0755 wlmcon $(DESTDIR)$(PREFIX)/bin/wlmcon
	install -m 0644 $(DEMO_MANIFEST) $(DESTDIR)$(PREFIX)/share/wlmcon/demo/
	for f in $(DEMO_FILES:import/demo/%=%); do \
	  install -D -m 0644 import/demo/$$f $(DESTDIR)$(PREFIX)/share/wlmcon/demo/$$f || exit 1; done
	$(if $(wildcard themes/*.theme),install -m 0644 $(wildcard themes/*.theme) $(DESTDIR)$(PREFIX)/share/wlmcon/themes/)

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/wlmcon
	rm -rf $(DESTDIR)$(PREFIX)/share/wlmcon

# ---- dependencies (Debian) -----------------------------------------------------------------
# What the build needs, as `test:name=package`: a pkg-config module (pc), or a command (cmd) the
# build or the tests run. The tests' needs count when a check goal is asked for.
BUILD_NEEDS := cmd:cc=build-essential cmd:ar=build-essential cmd:pkg-config=pkg-config \
               pc:ncursesw=libncurses-dev pc:sqlite3=libsqlite3-dev pc:yaml-0.1=libyaml-dev \
               pc:libxml-2.0=libxml2-dev
TEST_NEEDS  := pc:check=check cmd:sqlite3=sqlite3 cmd:tmux=tmux
NEEDS       := $(BUILD_NEEDS) $(if $(filter check check-%,$(MAKECMDGOALS)),$(TEST_NEEDS))
DEB_PKGS := build-essential pkg-config libncurses-dev libsqlite3-dev libyaml-dev libxml2-dev check \
            sqlite3 tmux valgrind clang

# Before anything is compiled (every object waits for it): the packages NEEDS names that are
# missing are installed as root or with sudo that asks no password; otherwise one line says the
# apt-get command to run and the build stops.
packages:
	@missing=; for n in $(NEEDS); do t=$${n%%=*}; p=$${n#*=}; \
	  case $$t in pc:*) pkg-config --exists $${t#pc:} 2>/dev/null;; *) command -v $${t#cmd:} >/dev/null 2>&1;; esac \
	  || case " $$missing " in *" $$p "*) ;; *) missing="$$missing $$p";; esac; done; \
	[ -z "$$missing" ] && exit 0; \
	if [ "$$(id -u)" = 0 ]; then apt-get update && apt-get install -y $$missing; \
	elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then \
	  sudo apt-get update && sudo apt-get install -y $$missing; \
	else echo "wlmcon: missing build packages; as root run:  apt-get update && apt-get install -y$$missing" >&2; exit 1; fi

deps:
	@if [ "$$(id -u)" = 0 ]; then apt-get update && apt-get install -y $(DEB_PKGS); \
	elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then \
	  sudo apt-get update && sudo apt-get install -y $(DEB_PKGS); \
	else echo "Run as root:  apt-get update && apt-get install -y $(DEB_PKGS)"; fi

# ---- benchmarks and fuzzing ----------------------------------------------------------------
BENCH_BIN := $(B)/bench/gen $(B)/bench/genwlm $(B)/bench/gentp1 $(B)/bench/genwas $(B)/bench/runit $(B)/bench/vsplit $(B)/bench/ptyrun $(B)/bench/listbench
bench: $(B)/wlmcon $(BENCH_BIN)
	sh tests/bench/run.sh $(B)/wlmcon $(B)/bench

$(B)/bench/%: tests/bench/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -o $@ $<

$(B)/bench/vsplit: tests/bench/vsplit.c $(B)/libwlmcon.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

FUZZ_SRC := $(wildcard tests/fuzz/fuzz_*.c)
FUZZ_LIB := $(shell find model store import -name '*.c') \
            $(addprefix ui/engine/,cua.c theme.c themefile.c profile.c keys.c scroll.c utf8.c env.c)
fuzz: $(FUZZ_SRC:tests/fuzz/%.c=build/fuzz/%)
build/fuzz/%: tests/fuzz/%.c tests/fuzz/fuzz_import.h $(FUZZ_LIB)
	@mkdir -p build/fuzz
	clang $(CPPFLAGS) -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined \
	  $(shell pkg-config --cflags $(PKGS)) -o $@ $< $(FUZZ_LIB) $(LDLIBS)
# the scenario harness reads with every engine that the registry of systems (ui/systems.c)
# registers, so it links the whole library
build/fuzz/fuzz_scenario: FUZZ_LIB = $(LIB_SRC)
build/fuzz/fuzz_scenario: $(LIB_SRC)

# the list reads of the panels on a store of 1,000 queue managers x 100 cluster queues
bench-lists: $(B)/bench/listbench
	rm -f build/bench-lists.db build/bench-lists.db-wal build/bench-lists.db-shm build/bench-lists.db-matrix.db*
	$(B)/bench/listbench build/bench-lists.db

$(B)/bench/listbench: $(B)/obj/tests/bench/listbench.o $(B)/libwlmcon.a
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

# ---- stress (tests/stress/README.md) ---------------------------------------------------------
STRESS_SRC := $(wildcard tests/stress/*.c)
STRESS_BIN := $(STRESS_SRC:tests/stress/%.c=$(B)/stress/%)
stress: $(B)/wlmcon $(STRESS_BIN) $(B)/bench/gen $(B)/bench/genwas fuzz
	sh tests/stress/run.sh $(B)/wlmcon $(B)/stress $(B)/bench

.SECONDARY: $(STRESS_SRC:%.c=$(B)/obj/%.o)
$(B)/stress/%: $(B)/obj/tests/stress/%.o $(B)/libwlmcon.a
	@mkdir -p $(dir $@)
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

clean:
	rm -rf build wlmcon

-include $(DEPS)
