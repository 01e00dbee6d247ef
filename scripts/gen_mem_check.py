#!/usr/bin/env python3
"""Differential check of the memory-encoding decoder against llvm-mc-19:
random words of one encoding (opcode fields mostly drawn from the valid
ones), decoded by LLVM and by libagc; prints the disagreements.

    python3 scripts/gen_mem_check.py BUILD_DIR ENC [COUNT] [SEED] [--w64]
        [--asan] [--truncate] [--skip=ENC]

--asan: BUILD_DIR was set up with -Db_sanitize=address,undefined; words go to
the encoding's decoder in heap blocks of their exact size.  --truncate: feed
every proper prefix of each instruction LLVM decodes; all must be refused.

ENC: flat ds mubuf mtbuf mimg exp vintrp, or "vectors": the byte strings of
LLVM's gfx10 tests in ../shared/isa/llvm-mc-tests whose first dword is one
of these encodings (expected text from llvm-mc-19 -mcpu=gfx1030).  Needs BUILD_DIR/libagc.a and a C
compiler (the small driver below is compiled into BUILD_DIR).
"""
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_mem_llvm as L  # noqa: E402

DRIVER = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "decoder/decoder.h"
#include "decoder/internal.h"
/* "direct": hand the words to the encoding's decoder in a heap block of
 * exactly their size, so that a read past them trips AddressSanitizer. */
static int direct(const uint8_t *b, size_t n, struct agc_inst *in, struct agc_diag *d) {
	uint32_t *w = malloc(n);
	memcpy(w, b, n);
	memset(in, 0, sizeof *in);
	in->target = -1;
	int r;
	switch (w[0] >> 26) {
	case 0x36: in->enc = AGC_ENC_DS; r = agc_decode_ds(in, w, n / 4, 0, d); break;
	case 0x37: in->enc = AGC_ENC_FLAT; r = agc_decode_flat(in, w, n / 4, 0, d); break;
	case 0x38: in->enc = AGC_ENC_MUBUF; r = agc_decode_mubuf(in, w, n / 4, 0, d); break;
	case 0x3a: in->enc = AGC_ENC_MTBUF; r = agc_decode_mtbuf(in, w, n / 4, 0, d); break;
	case 0x3c: in->enc = AGC_ENC_MIMG; r = agc_decode_mimg(in, w, n / 4, 0, d); break;
	case 0x3e: in->enc = AGC_ENC_EXP; r = agc_decode_exp(in, w, n / 4, 0, d); break;
	case 0x32: in->enc = AGC_ENC_VINTRP; r = agc_decode_vintrp(in, w, n / 4, 0, d); break;
	default: r = agc_fail(d, AGC_STAGE_DECODE, AGC_DIAG_MALFORMED, 0, "not a memory encoding");
	}
	if (r == 0)
		memcpy(in->words, w, (n < 20 ? n : 20));
	free(w);
	return r;
}
int main(int argc, char **argv) {
	int w64 = argc > 1 && !strcmp(argv[1], "w64");
	int dir = argc > 1 && !strcmp(argv[1], "direct");
	char line[256];
	while (fgets(line, sizeof line, stdin)) {
		uint8_t b[20]; size_t n = 0; char *p = line, *e;
		for (;;) {
			unsigned long v = strtoul(p, &e, 16);
			if (e == p || n >= 20) break;
			memcpy(b + n, &(uint32_t){(uint32_t)v}, 4); n += 4; p = e;
		}
		struct agc_inst in; struct agc_diag d; char t[256];
		if ((dir ? direct(b, n, &in, &d) : agc_decode_one(b, n, 0, w64, &in, &d)) < 0) { printf("ERR %s\n", d.msg); continue; }
		agc_inst_print(&in, w64, t, sizeof t);
		printf("%u %s\n", in.size, t);
	}
	return 0;
}
"""

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build_driver(build, sanitize=False):
    exe = os.path.join(build, "mem_check_driver")
    src = exe + ".c"
    with open(src, "w") as f:
        f.write(DRIVER)
    san = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all"] if sanitize else []
    subprocess.run(["cc", "-std=c17", "-O1", "-g"] + san + ["-I", ROOT, src,
                    os.path.join(build, "libagc.a"), "-lm", "-o", exe], check=True)
    return exe


def ours(exe, insts, wave64, mode=None):
    inp = "".join(" ".join("%08x" % x for x in ws) + "\n" for ws in insts)
    arg = [mode] if mode else (["w64"] if wave64 else [])
    out = subprocess.run([exe] + arg, input=inp, capture_output=True,
                         text=True, check=True).stdout.splitlines()
    res = []
    for line in out:
        if line.startswith("ERR"):
            res.append((None, 0, line[4:]))
        else:
            size, text = line.split(" ", 1)
            res.append((text, int(size), ""))
    return res


def table_ops(name, col=0):
    ops = []
    with open(os.path.join(ROOT, "decoder/tables", name)) as f:
        for line in f:
            if line.startswith("AGC_"):
                args = line[line.index("(") + 1:].split(",")
                ops.append(tuple(int(a) for a in args[:col + 1]))
    return ops


def gen(enc, rnd):
    r32 = rnd.getrandbits(32)
    tail = [rnd.getrandbits(32) for _ in range(3)]
    if rnd.random() < 0.3:  # mostly-zero fields catch refusals of unused fields
        r32 &= rnd.getrandbits(32) & rnd.getrandbits(32)
    if enc == "flat":
        seg, op = rnd.choice(FLAT)
        w0 = (0x37 << 26) | (op << 18) | (seg << 14) | (rnd.getrandbits(32) & 0x02033FFF)
        if rnd.random() < 0.05:
            w0 = (0x37 << 26) | rnd.getrandbits(26)
        w1 = r32
        if rnd.random() < 0.6:
            w1 = (w1 & ~(0xFF << 16)) | (rnd.choice([0x7D, 0x7D, 0x7F, rnd.getrandbits(7)]) << 16)
        return [w0, w1]
    if enc == "ds":
        op = rnd.choice(DS)[0] if rnd.random() < 0.95 else rnd.getrandbits(8)
        w0 = (0x36 << 26) | (op << 18) | (rnd.getrandbits(18))
        w1 = r32
        if rnd.random() < 0.5:
            w1 &= rnd.choice([0xFF, 0xFFFF, 0xFF00FF, 0xFF0000FF, 0xFF00FFFF, 0xFFFFFFFF])
        return [w0, w1]
    if enc == "mubuf":
        op = rnd.choice(MUBUF)[0] if rnd.random() < 0.95 else rnd.getrandbits(8)
        w0 = (0x38 << 26) | ((op & 127) << 18) | ((op >> 7) << 25) | rnd.getrandbits(18)
        return [w0, r32, tail[0]]
    if enc == "mtbuf":
        op = rnd.getrandbits(4)
        w0 = (0x3A << 26) | rnd.getrandbits(26)
        w0 = (w0 & ~(7 << 16)) | ((op & 7) << 16)
        w1 = (r32 & ~(1 << 21)) | ((op >> 3) << 21)
        return [w0, w1, tail[0]]
    if enc == "mimg" and rnd.random() < 0.15:
        # image_bvh*_intersect_ray: valid fixed fields, then a flipped bit
        op = rnd.choice([0xE6, 0xE7])
        w0 = (0x3C << 26) | ((op & 127) << 18) | 1 | 0x9F00 | (rnd.choice([0, 2, 3]) << 1)
        w1 = (r32 & 0x401FFFFF)
        if rnd.random() < 0.3:
            b = rnd.getrandbits(6)
            if b < 26:
                w0 ^= 1 << b
            elif b >= 32:
                w1 ^= 1 << (b - 32)
        return [w0, w1] + tail
    if enc == "mimg":
        op = rnd.choice(MIMG)[0] if rnd.random() < 0.95 else rnd.getrandbits(8)
        w0 = (0x3C << 26) | ((op & 127) << 18) | (op >> 7) | (rnd.getrandbits(26) & 0x0203FFFE)
        return [w0, r32] + tail
    if enc == "exp":
        return [(0x3E << 26) | rnd.getrandbits(26), r32]
    if enc == "vintrp":
        return [(0x32 << 26) | rnd.getrandbits(26)]
    raise SystemExit("unknown encoding " + enc)


ENC_NAMES = {0x36: "ds", 0x37: "flat", 0x38: "mubuf", 0x3A: "mtbuf", 0x3C: "mimg",
             0x3E: "exp", 0x32: "vintrp"}
MEM_TOP6 = set(ENC_NAMES)


def vectors():
    base = os.path.join(ROOT, "..", "shared", "isa", "llvm-mc-tests")
    seen, out = set(), []
    for sub in ("Disassembler/AMDGPU", "AMDGPU"):
        d = os.path.join(base, sub)
        for fn in sorted(os.listdir(d)):
            for line in open(os.path.join(d, fn), errors="replace"):
                if "encoding: [" in line:
                    hexes = line.split("encoding: [", 1)[1].split("]", 1)[0]
                elif line.startswith("0x"):
                    hexes = line.split("#")[0]
                else:
                    continue
                try:
                    b = bytes(int(x, 16) for x in hexes.replace(" ", ",").split(",") if x)
                except ValueError:
                    continue
                if len(b) < 4 or len(b) % 4 or len(b) > 20 or b in seen:
                    continue
                ws = [int.from_bytes(b[i:i + 4], "little") for i in range(0, len(b), 4)]
                if ws[0] >> 26 in MEM_TOP6:
                    seen.add(b)
                    out.append(ws)
    return out


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    wave64 = "--w64" in sys.argv
    build, enc = args[0], args[1]
    count = int(args[2]) if len(args) > 2 else 5000
    seed = int(args[3]) if len(args) > 3 else 1
    global FLAT, DS, MUBUF, MIMG
    FLAT = table_ops("flat.def", 1)
    DS = table_ops("ds.def")
    MUBUF = table_ops("mubuf.def")
    MIMG = table_ops("mimg.def") if os.path.exists(os.path.join(ROOT, "decoder/tables/mimg.def")) else [(0,)]
    rnd = random.Random(seed)
    insts = vectors() if enc == "vectors" else [gen(enc, rnd) for _ in range(count)]
    exe = build_driver(build, "--asan" in sys.argv)
    ref = L.disassemble(insts, wave64)
    if "--truncate" in sys.argv:
        # Every proper prefix of an instruction LLVM decodes must be refused,
        # and the decoder must not read past it (run with --asan).
        cut = [ws[:n] for ws, (t, size) in zip(insts, ref) if t for n in range(1, size // 4)]
        res = ours(exe, cut, False, "direct")
        bad = [(ws, r) for ws, r in zip(cut, res) if r[0] is not None]
        for ws, r in bad[:20]:
            print(" ".join("%08x" % x for x in ws), "-> ours:", r[0])
        print("%s: %d truncated prefixes, %d accepted" % (enc, len(cut), len(bad)))
        sys.exit(1 if bad else 0)
    got = ours(exe, insts, wave64, "direct" if "--asan" in sys.argv else None)
    bad = 0
    per_enc = {}
    skip = set(a[len("--skip="):] for a in sys.argv if a.startswith("--skip="))
    crashes = 0
    for ws, (rt, rs), (gt, gs, msg) in zip(insts, ref, got):
        if (rt, rs) == L.CRASH:
            crashes += 1
            print("llvm-objdump crashes on", " ".join("%08x" % x for x in ws), "; ours:", gt or msg)
            continue
        if rt != gt or (rt and rs != gs):
            e = ENC_NAMES.get(ws[0] >> 26, "?")
            per_enc[e] = per_enc.get(e, 0) + 1
            if e in skip:
                continue
            bad += 1
            if bad <= 40:
                print(" ".join("%08x" % x for x in ws))
                print("   llvm: %s (%d)" % (rt, rs))
                print("   ours: %s (%d) %s" % (gt, gs, msg))
    if per_enc:
        print("mismatches by encoding:", per_enc)
    valid = sum(1 for r in ref if r[0])
    print("%s: %d words, %d valid per LLVM, %d mismatches, %d LLVM crashes" % (
        enc, len(insts), valid, bad, crashes))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
