#!/bin/sh
# Install the dependencies (Debian 12), build, and recompile a bundled sample.
set -eu
cd "$(dirname "$0")/.."
if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends $(cat scripts/debian-packages.txt)
[ -d build ] || meson setup build
ninja -C build
# the structurizer's execution test breaks ties with Mesa 25's lavapipe,
# unpacked into build/lavapipe25 (not installed; scripts/lavapipe25.sh)
scripts/lavapipe25.sh build/lavapipe25 >/dev/null
# vector_add.bin: s[0:1] a, s[2:3] b, s[4:5] c (buffer addresses), s6 the workgroup id
./build/cli/agc-recompile samples/vector_add.bin --user-sgprs 6 --wgid-sgprs 6 \
	--validate -o build/vector_add.spv
echo "wrote build/vector_add.spv and build/vector_add.json:"
cat build/vector_add.json; echo
./build/cli/agc-recompile --disasm samples/vector_add.bin
