#!/bin/sh
# Long run of the structurizer against its independent oracle (tests/cfg/):
# COUNT random graphs (default 1,000,000; reducible, irreducible and
# non-terminating, 2..MAX_BLOCKS blocks), each recompiled with
# `agc-recompile --graph`, validated, and checked for the SPIR-V structured
# control-flow rules and exact equivalence with the graph.  Prints the counts;
# the run passes only with 100% valid, 100% equivalent and 0 refused.
#
# Validation: every module goes through the SPIRV-Tools validator in process
# (the library spirv-val runs, Vulkan 1.2 environment); the spirv-val program
# itself runs on one module in SPIRV_VAL_EVERY (default 100), which saves a
# process per graph.  Set SPIRV_VAL_EVERY=1 to run it on every module.
#
# usage: scripts/cfg_longrun.sh [BUILD_DIR [COUNT [JOBS]]]
#   env: SEED (1), MAX_BLOCKS (1000), SPIRV_VAL_EVERY (100),
#        FAILURES (cfg_longrun_failures.txt: failing SPECs, one per line)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
count=${2:-1000000}
jobs=${3:-$(nproc)}
ninja -C "$build" cli/agc-recompile tests/cfg/gen_graphs tests/cfg/check >/dev/null
exec python3 "$here/tests/cfg/run_random.py" \
	--agc "$build/cli/agc-recompile" \
	--gen "$build/tests/cfg/gen_graphs" \
	--check "$build/tests/cfg/check" \
	--count "$count" --jobs "$jobs" --seed "${SEED:-1}" \
	--max-blocks "${MAX_BLOCKS:-1000}" \
	--in-process-validate --spirv-val-every "${SPIRV_VAL_EVERY:-100}" \
	--chunk 500 --segment 20000 --progress \
	--failures "${FAILURES:-cfg_longrun_failures.txt}"
