#!/bin/sh
# make_samples.sh -- regenerate the committed samples from their sources:
#   samples/*.s  -> samples/*.bin  (raw .text, little-endian dwords)
#   samples/*.cl -> samples/*.co   (linked AMDHSA code objects)
# Needs LLVM 19 (llvm-mc-19, llvm-objcopy-19, clang-19, ld.lld-19).
set -eu

cd "$(dirname "$0")/../samples"
MC=${LLVM_MC:-llvm-mc-19}
OBJCOPY=${LLVM_OBJCOPY:-llvm-objcopy-19}
CLANG=${CLANG:-clang-19}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for s in *.s; do
	name=${s%.s}
	"$MC" -triple=amdgcn-amd-amdhsa -mcpu=gfx1030 -filetype=obj "$s" -o "$tmp/$name.o"
	"$OBJCOPY" -O binary --only-section=.text "$tmp/$name.o" "$name.bin"
	echo "samples/$name.bin"
done
for c in *.cl; do
	name=${c%.cl}
	"$CLANG" -target amdgcn-amd-amdhsa -mcpu=gfx1030 -nogpulib -O2 "$c" -o "$name.co"
	chmod a-x "$name.co"
	echo "samples/$name.co"
done
