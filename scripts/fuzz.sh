#!/bin/sh
# Build the libFuzzer harnesses with clang (AddressSanitizer + UBSan) and run
# each for SECONDS (default 60).  Seeds: samples/, the graph seeds and the
# regression inputs.  A crash is saved under tests/fuzz/crashes/HARNESS/;
# copy it to tests/fuzz/regress/HARNESS/ once fixed, so every build replays it.
#
#   scripts/fuzz.sh            # 60 s each (the quick run in .ci/run uses 45)
#   scripts/fuzz.sh 3600       # the long run: an hour each
set -eu
cd "$(dirname "$0")/.."
secs=${1:-60}
dir=build-fuzz
if [ ! -d "$dir" ]; then
	CC=clang-19 CXX=clang++-19 meson setup "$dir" -Dfuzzers=true \
		-Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized \
		-Dtests_vulkan=disabled >/dev/null
fi
ninja -C "$dir" tests/fuzz/fuzz_decode tests/fuzz/fuzz_input tests/fuzz/fuzz_graph \
	tests/fuzz/fuzz_pipeline >/dev/null
status=0
for h in decode input graph pipeline; do
	corpus=$dir/corpus-$h
	mkdir -p "$corpus" tests/fuzz/crashes/$h
	case $h in
	graph) seeds=tests/fuzz/seeds/graph ;;
	*) seeds=samples ;;
	esac
	echo "fuzz_$h: ${secs}s"
	if ! UBSAN_OPTIONS=halt_on_error=1 ASAN_OPTIONS=detect_leaks=1 \
		"$dir/tests/fuzz/fuzz_$h" -max_total_time="$secs" -max_len=65536 \
		-rss_limit_mb=2048 -timeout=20 -print_final_stats=1 \
		-artifact_prefix=tests/fuzz/crashes/$h/ \
		"$corpus" "$seeds" tests/fuzz/regress/$h >"$dir/fuzz-$h.log" 2>&1; then
		echo "fuzz_$h: FAILED (see $dir/fuzz-$h.log and tests/fuzz/crashes/$h/)"
		tail -n 30 "$dir/fuzz-$h.log"
		status=1
	else
		runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/fuzz-$h.log")
		echo "fuzz_$h: ok, $runs runs"
	fi
done
exit $status
