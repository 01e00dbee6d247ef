#!/bin/sh
# Build the libFuzzer harnesses with clang (AddressSanitizer + UBSan) and run
# each for SECONDS (default 60), then check what they found against oracles:
#   fuzz_decode    the corpus it grew, instruction by instruction, against
#                  llvm-objdump-19 (tests/decoder/difftest.py --source
#                  corpus): a disagreement fails, as in the decoder suite
#   fuzz_pipeline  how far its seeds and its corpus get through the passes
#                  (tests/fuzz/reach: read .. validate), printed
# (fuzz_graph checks each module itself: spirv-val and the structurizer's
# equivalence checker.)
#
# Seeds: tests/fuzz/seeds/ (make_seeds.py writes the pipeline ones), samples/
# and the regression inputs.  Every run starts from a fresh corpus with a
# fixed libFuzzer -seed (FUZZ_SEED, default 1, printed), so a failure in CI
# is found again by the same command.  A crash is saved under
# tests/fuzz/crashes/HARNESS/; copy it to tests/fuzz/regress/HARNESS/ once
# fixed, so every build replays it.
#
#   scripts/fuzz.sh            # 60 s each (the quick run in .ci/run uses 45)
#   scripts/fuzz.sh 3600       # the long run: an hour each
#   FUZZ_SEED=7 scripts/fuzz.sh 45
set -eu
cd "$(dirname "$0")/.."
secs=${1:-60}
seed=${FUZZ_SEED:-1}
dir=build-fuzz
if [ ! -d "$dir" ]; then
	CC=clang-19 CXX=clang++-19 meson setup "$dir" -Dfuzzers=true \
		-Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized \
		-Dtests_vulkan=disabled >/dev/null
fi
ninja -C "$dir" tests/fuzz/fuzz_decode tests/fuzz/fuzz_input tests/fuzz/fuzz_graph \
	tests/fuzz/fuzz_pipeline tests/fuzz/reach tests/decoder/decode_lines >/dev/null
echo "fuzz: ${secs}s each, -seed=$seed (again: FUZZ_SEED=$seed scripts/fuzz.sh $secs)"
status=0
for h in decode input graph pipeline; do
	corpus=$dir/corpus-$h
	rm -rf "$corpus"
	mkdir -p "$corpus" tests/fuzz/crashes/$h
	case $h in
	decode) seeds="samples tests/fuzz/seeds/pipeline" ;;
	graph) seeds=tests/fuzz/seeds/graph ;;
	pipeline) seeds=tests/fuzz/seeds/pipeline ;;
	*) seeds=samples ;;
	esac
	echo "fuzz_$h: ${secs}s"
	# shellcheck disable=SC2086 # $seeds is a list of folders
	if ! UBSAN_OPTIONS=halt_on_error=1 ASAN_OPTIONS=detect_leaks=1 \
		"$dir/tests/fuzz/fuzz_$h" -seed="$seed" -max_total_time="$secs" -max_len=65536 \
		-rss_limit_mb=2048 -timeout=20 -print_final_stats=1 \
		-artifact_prefix=tests/fuzz/crashes/$h/ \
		"$corpus" $seeds tests/fuzz/regress/$h >"$dir/fuzz-$h.log" 2>&1; then
		echo "fuzz_$h: FAILED (-seed=$seed; see $dir/fuzz-$h.log and tests/fuzz/crashes/$h/)"
		tail -n 30 "$dir/fuzz-$h.log"
		status=1
	else
		runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/fuzz-$h.log")
		echo "fuzz_$h: ok, $runs runs, $(ls "$corpus" | wc -l) new corpus inputs"
	fi
done

# How far the pipeline inputs get (informative; the seeds are held to
# "all valid" by the fuzz-seeds-reach test).
for c in tests/fuzz/seeds/pipeline "$dir/corpus-pipeline"; do
	echo "  reach $c: $("$dir/tests/fuzz/reach" "$c" | tail -n 1)"
done

# Every instruction fuzz_decode saw, decoded by llvm-objdump as well.
if python3 tests/decoder/difftest.py --decode-lines "$dir/tests/decoder/decode_lines" \
	--source corpus --seed "$seed" --corpus "$dir/corpus-decode" --corpus samples \
	--corpus tests/fuzz/seeds/pipeline --corpus tests/fuzz/regress/decode \
	>"$dir/fuzz-difftest.log" 2>&1; then
	echo "fuzz_difftest: ok, $(sed -n 's/^# total \([0-9]*\).*/\1/p' "$dir/fuzz-difftest.log") inputs agree with llvm-objdump"
else
	echo "fuzz_difftest: FAILED (see $dir/fuzz-difftest.log)"
	grep -v '^#' "$dir/fuzz-difftest.log" | head -n 30
	status=1
fi
exit $status
