#!/bin/sh
# scripts/lavapipe25.sh DIR: unpack lavapipe from Mesa 25.0 (Debian's
# bookworm-backports) into DIR, without installing it, and print the path
# of its ICD file, DIR/lvp_icd.json.  The tests use it as a second Vulkan
# implementation where the system's lavapipe (Mesa 22.3) mis-runs a valid
# module (tests/cfg/run_lavapipe.py reads AGC_TIEBREAK_ICD, else
# BUILD/lavapipe25/lvp_icd.json).  Installing the package would replace the
# system's Mesa 22.3 drivers, which the other tests use; it needs libllvm15,
# which Mesa 22.3 needs as well.
#
# Adds the bookworm-backports suite to apt's sources when no source names
# it (as root, or through sudo), then downloads mesa-vulkan-drivers from it.
# A DIR that already holds an unpacked copy is used as it is.
set -eu
if [ $# -ne 1 ]; then
	echo "usage: $0 DIR" >&2
	exit 2
fi
mkdir -p "$1"
dir=$(cd "$1" && pwd)
icd="$dir/lvp_icd.json"
lib="$dir/root/usr/lib/x86_64-linux-gnu/libvulkan_lvp.so"
if [ -f "$icd" ] && [ -f "$lib" ]; then
	echo "$icd"
	exit 0
fi
if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
if ! grep -rqs bookworm-backports /etc/apt/sources.list /etc/apt/sources.list.d/; then
	printf '%s\n' "Types: deb" "URIs: http://deb.debian.org/debian" \
		"Suites: bookworm-backports" "Components: main" \
		"Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg" |
		$SUDO tee /etc/apt/sources.list.d/backports.sources >/dev/null
	$SUDO apt-get update -q >/dev/null
elif ! apt-cache policy mesa-vulkan-drivers | grep -q bookworm-backports; then
	$SUDO apt-get update -q >/dev/null
fi
tmp=$(mktemp -d)
chmod 755 "$tmp" # apt downloads as user _apt
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && apt-get download -q mesa-vulkan-drivers/bookworm-backports >/dev/null)
deb=$(ls "$tmp"/mesa-vulkan-drivers_*.deb)
rm -rf "$dir/root"
dpkg -x "$deb" "$dir/root"
if [ ! -f "$lib" ]; then
	echo "$0: $deb has no libvulkan_lvp.so" >&2
	exit 1
fi
printf '{\n    "file_format_version": "1.0.0",\n    "ICD": {\n        "library_path": "%s",\n        "api_version": "1.4.305"\n    }\n}\n' "$lib" >"$icd.tmp"
mv "$icd.tmp" "$icd"
echo "$icd"
