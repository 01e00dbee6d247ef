#!/bin/sh
# Re-captures tests/glsl/captured/gfx/ from the scenes in tests/glsl/gfx/
# (GLSL vertex + fragment pairs) with RADV/ACO on the null NAVI21 device.
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build-aco}
[ -d "$BUILD" ] || meson setup "$BUILD"
ninja -C "$BUILD" tests/aco/agc-aco-capture
exec python3 tests/aco/check_gfx.py --capture "$BUILD/tests/aco/agc-aco-capture" --update "$@"
