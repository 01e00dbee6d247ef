#!/bin/sh
# Install the dependencies (Debian 12), build, and recompile a bundled sample.
set -eu
cd "$(dirname "$0")/.."
if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends $(cat scripts/debian-packages.txt)
[ -d build ] || meson setup build
ninja -C build
./build/cli/agc-recompile --disasm samples/vector_add.bin
