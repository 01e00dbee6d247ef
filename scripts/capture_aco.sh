#!/bin/sh
# Re-captures tests/glsl/captured/ from tests/glsl/*.comp with RADV/ACO on the
# null NAVI21 device (no GPU needed), checking every capture on the way.
# Needs libvulkan-dev, mesa-vulkan-drivers, glslang-tools, llvm-19.
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build-aco}
[ -d "$BUILD" ] || meson setup "$BUILD"
ninja -C "$BUILD" tests/aco/agc-aco-capture
exec python3 tests/aco/check_capture.py --capture "$BUILD/tests/aco/agc-aco-capture" --update "$@"
