# kbloc — build, test, format and benchmark. `make help` lists the targets.
#
# Variables you can set on the command line:
#   BUILD_DIR=.build-mine   build somewhere else than .build (any .build*/ folder is git-ignored)
#   SWIFT=/path/to/swift    use another toolchain
#   BENCH_ARGS="--json"     arguments for kbloc-bench (`make bench BENCH_ARGS=--help` lists them)
#   FUZZ_SECONDS=60         seconds per fuzz target for `make fuzz` (FUZZ_TARGETS="json keymap" picks some)

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

# Swift: on PATH, else where our machines install it.
ifeq ($(shell command -v swift 2>/dev/null),)
  ifneq ($(wildcard /opt/swift/usr/bin/swift),)
    export PATH := /opt/swift/usr/bin:$(PATH)
  endif
endif
SWIFT ?= swift

# Leave out the SwiftPM plugins, which nothing in this package uses and which SwiftPM would build
# kbloc a second time for (Package.swift); `make test-plugins` builds them in an example package.
export KBLOC_SKIP_PLUGINS := 1

BUILD_DIR ?= .build
SCRATCH := --scratch-path $(BUILD_DIR)
KBLOC := $(BUILD_DIR)/debug/kbloc
FORMAT_PATHS := Sources Tests tools Fuzz Plugins Package.swift Examples/PluginExample/Package.swift Examples/PluginExample/Sources \
  Examples/PluginSingleTarget/Package.swift Examples/PluginSingleTarget/Sources Examples/MacApp/Package.swift \
  Examples/MacApp/Sources
EXAMPLE := Examples/shortcuts.json
# The bench's results (`kbloc-bench --json`, every figure) that README.md's performance table is written from.
BENCH_RESULTS := docs/bench-results.json

# The demo: the main job on the bundled example, run from the repo root with the freshly built
# `kbloc` first on PATH.
DEMO := kbloc translate --layout fr $(EXAMPLE)

.PHONY: help setup build demo test test-plugins format format-check bench bench-build readme-table fuzz clean

help:
	@echo "make setup         install what is missing (libxkbcommon, xkbcli, xkb-data, jsonschema, PyYAML)"
	@echo "make build         debug build of everything ($(KBLOC))"
	@echo "make demo          build, then run kbloc on the bundled example"
	@echo "make test          build with the tests (warnings are errors), format-check, JSON schemas, swift test"
	@echo "make test-plugins  the SwiftPM plugins on Examples/PluginExample and PluginSingleTarget, from a fresh build (builds kbloc again)"
	@echo "make format        rewrite $(FORMAT_PATHS) in the house format (.swift-format)"
	@echo "make format-check  report what 'make format' and the lint rules would change; fail if anything"
	@echo "make bench         release build of kbloc and tools/bench, then run every figure (BENCH_ARGS=...)"
	@echo "make readme-table  run every figure into $(BENCH_RESULTS) and write README.md's performance table from it"
	@echo "make fuzz          build the libFuzzer targets (.build-fuzz), run each FUZZ_SECONDS (60) from Fuzz/Corpus"
	@echo "make clean         remove build products (dependencies stay checked out)"

setup:
	@tools/setup.sh

build: setup
	$(SWIFT) build $(SCRATCH)

demo: build
	@export PATH="$(abspath $(BUILD_DIR))/debug:$$PATH"; \
	printf '\n$$ %s\n' "$(DEMO)"; \
	$(DEMO)

# In order: build everything with the tests (Package.swift makes every warning in our own targets
# an error, so a warning fails the build); the format check, README.md's performance table against
# the bench's results and targets, and the JSON contract: every JSON document kbloc writes or reads
# against its schema in docs/schemas, and broken ones rejected (tools/check-schemas; quick, so
# these fail fast; its runs get a layout cache of their own in a temporary folder, removed after,
# never the user's); then `swift test`, last, so that its closing line ("Test run with N tests ...
# passed") is the last line of the run. The tests' own runs of kbloc use temporary caches too
# (CommandRunner).
test: setup
	$(SWIFT) build --build-tests $(SCRATCH)
	@$(MAKE) --no-print-directory format-check
	$(BUILD_DIR)/debug/kbloc-bench --check-readme $(BENCH_RESULTS)
	tools/check-schemas $(KBLOC)
	$(SWIFT) test $(SCRATCH)

# Outside `make test`, which it would double: a fresh build of the example package builds kbloc,
# swift-syntax included, as a plugin tool (docs/plugins.md). `.ci/run` runs it after `make test`.
test-plugins: setup
	SWIFT=$(SWIFT) tools/test-plugins

format:
	$(SWIFT) format format --in-place --parallel --recursive $(FORMAT_PATHS)

format-check:
	$(SWIFT) format lint --strict --parallel --recursive $(FORMAT_PATHS)

# The coverage figure runs the release `kbloc` as a child process, found next to kbloc-bench: the
# bench cannot depend on an executable target, so both products are built, in one configuration.
bench-build: setup
	$(SWIFT) build -c release $(SCRATCH) --product kbloc
	$(SWIFT) build -c release $(SCRATCH) --product kbloc-bench

bench: bench-build
	$(BUILD_DIR)/release/kbloc-bench $(BENCH_ARGS)

# Every figure in one run (a failed figure stops it before anything is written), its JSON kept as
# the results README.md's table is written from.
readme-table: bench-build
	$(BUILD_DIR)/release/kbloc-bench --json $(BENCH_ARGS) > $(BUILD_DIR)/bench-results.json
	cp $(BUILD_DIR)/bench-results.json $(BENCH_RESULTS)
	$(BUILD_DIR)/release/kbloc-bench --write-readme $(BENCH_RESULTS)

# Outside `make test`: libFuzzer with AddressSanitizer, a bounded time per target (docs/fuzzing.md).
fuzz: setup
	SWIFT=$(SWIFT) tools/fuzz

clean:
	$(SWIFT) package clean $(SCRATCH)
