#!/usr/bin/env python3
"""paged_test.py AGC VKRUN -- image_bvh64_intersect_ray reads its node
through the page table (--address-map paged): the node buffer is guest
page 1 (0x10000), the output guest page 2.  Lane i's ray starts at
(i / 64, 0.5, -1) along +z; against a box32 node whose children lie at
z = [0,1], [2,3], [4,5], [6,7] (stored in the order 3, 1, 0, 2) with
sorting on, every lane gets the children nearest first; against the
triangle (0,0,2), (1,0,2), (0,1,2) lanes with x < 0.5 hit at t = 3
(t_num / t_denom) and those past it miss (+inf, 1.0, 0, 0); lane 32
lies on the edge and is not checked.  Exit 77 without
llvm-mc-19 or lavapipe."""
import os
import shutil
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))
import bvh_nodes as bn  # noqa: E402

ICD = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json"
KERNEL = """
	s_lshr_b64 s[20:21], s[0:1], 3
	v_mov_b32_e32 v41, 0
	v_add_co_u32 v40, vcc_lo, s20, s2
	v_add_co_ci_u32_e32 v41, vcc_lo, s21, v41, vcc_lo
	v_mov_b32_e32 v42, 100.0
	v_cvt_f32_u32_e32 v43, v0
	v_mul_f32_e32 v43, 0x3c800000, v43
	v_mov_b32_e32 v44, 0.5
	v_mov_b32_e32 v45, -1.0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 1.0
	v_mov_b32_e32 v49, 0x7f800000
	v_mov_b32_e32 v50, 0x7f800000
	v_mov_b32_e32 v51, 1.0
	s_mov_b32 s8, 0
	s_mov_b32 s9, 0x80000000
	s_mov_b32 s10, -1
	s_mov_b32 s11, 0x810003ff
	image_bvh64_intersect_ray v[60:63], v[40:51], s[8:11]
	v_lshlrev_b32_e32 v1, 4, v0
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v1, v[60:63], s[4:5]
	s_endpgm
"""


def main():
    agc, vkrun = sys.argv[1:3]
    if not shutil.which("llvm-mc-19") or not os.path.exists(ICD):
        print("skip: llvm-mc-19 or lavapipe is missing")
        return 77
    tmp = tempfile.mkdtemp(prefix="agc-rt-paged-")
    try:
        L = bn.Layout()
        kids = {0: 0x105, 1: 0x205, 2: 0x305, 3: 0x405}
        order = [3, 1, 0, 2]
        box = L.add(bn.box32([(kids[k], (0, 0, 2 * k), (1, 1, 2 * k + 1)) for k in order]), bn.BOX32)
        tri = L.add(bn.triangle((0, 0, 2), (1, 0, 2), (0, 1, 2)), bn.TRIANGLE)
        open(os.path.join(tmp, "bvh.bin"), "wb").write(struct.pack("<48I", *L.dwords(48)))
        open(os.path.join(tmp, "k.s"), "w").write(KERNEL)
        subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj",
                        os.path.join(tmp, "k.s"), "-o", os.path.join(tmp, "k.o")], check=True)
        subprocess.run(["llvm-objcopy-19", "-O", "binary", "--only-section=.text",
                        os.path.join(tmp, "k.o"), os.path.join(tmp, "k.bin")], check=True)
        spv = os.path.join(tmp, "k.spv")
        subprocess.run([agc, os.path.join(tmp, "k.bin"), "--workgroup", "64,1,1", "--user-sgprs", "6",
                        "--subgroup-size", "8", "--address-map", "paged", "--validate", "-o", spv],
                       check=True)
        failures = 0
        for what, ptr in (("box32", box), ("triangle", tri)):
            dump = os.path.join(tmp, what + ".out")
            # push: s[0:1] the nodes' guest address, s2 the node pointer,
            # s[4:5] the output's; then the page table's address (dword 6)
            r = subprocess.run([vkrun, "-s", "8",
                                "-b", "name=bvh,file=%s" % os.path.join(tmp, "bvh.bin"),
                                "-b", "name=out,size=1024,dump=%s" % dump,
                                "-b", "name=pt,size=64,addr=6",
                                "-w", "pt@2=&bvh", "-w", "pt@4=&out",
                                "-p", "0=%d,0,%d,0,%d,0" % (0x10000, ptr, 0x20000), spv],
                               capture_output=True, text=True, env=dict(os.environ, VK_ICD_FILENAMES=ICD))
            if r.returncode == 77:
                print("skip: " + r.stderr.strip())
                return 77
            if r.returncode:
                print("FAIL %s: agc-vkrun: %s" % (what, r.stderr.strip()))
                failures += 1
                continue
            w = struct.unpack("<256I", open(dump, "rb").read())
            for i in range(64):
                got = list(w[4 * i:4 * i + 4])
                if what == "box32":
                    ok = got == [kids[k] for k in range(4)]
                elif i == 32:
                    continue  # x = 0.5 lies on the edge x + y = 1
                elif i < 32:
                    t = struct.unpack("<2f", struct.pack("<2I", got[0], got[1]))
                    ok = t[1] != 0 and t[0] / t[1] == 3.0
                else:
                    ok = got == [0x7f800000, 0x3f800000, 0, 0]
                if not ok:
                    print("FAIL %s lane %d: %s" % (what, i, " ".join("%08x" % x for x in got)))
                    failures += 1
                    break
            else:
                print("PASS %s" % what)
        return 1 if failures else 0
    finally:
        shutil.rmtree(tmp)


if __name__ == "__main__":
    sys.exit(main())
