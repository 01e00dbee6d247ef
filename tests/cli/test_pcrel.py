#!/usr/bin/env python3
"""Loads of data the code image carries, read pc-relative, that cannot be
resolved: each refused with one line naming the pc of the load as
llvm-objdump-19 lists it, exit status 1, nothing written.

- an address past the image's end ("outside the code image");
- a pc-relative address plus an SGPR no option sets (varying);
- a pc-relative pair that a loop advances (different on two paths);
- a global_load through a pc-relative pair (not supported yet);
- (with clang-19) an OpenCL kernel reading a __constant table, which
  LLVM puts in .rodata, another section: refused naming the pc of the
  load as llvm-objdump-19 lists it and saying so.

The programs are assembled by llvm-mc-19 (the whole .text: code, then
data); the test is skipped without it.

usage: test_pcrel.py AGC_RECOMPILE
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

agc = os.path.abspath(sys.argv[1])
MC, OBJCOPY, OBJDUMP = "llvm-mc-19", "llvm-objcopy-19", "llvm-objdump-19"
if not all(shutil.which(t) for t in (MC, OBJCOPY, OBJDUMP)):
    print("skip: llvm-mc-19, llvm-objcopy-19 or llvm-objdump-19 not found")
    sys.exit(77)
tmp = tempfile.mkdtemp(prefix="agc-pcrel-")
failures = []


def check(cond, what):
    print(("ok: " if cond else "FAIL: ") + what)
    if not cond:
        failures.append(what)


def assemble(name, text):
    s, o, b = (os.path.join(tmp, name + x) for x in (".s", ".o", ".bin"))
    with open(s, "w") as f:
        f.write(text)
    subprocess.run([MC, "-triple=amdgcn", "-mcpu=gfx1030", "-filetype=obj", s, "-o", o], check=True)
    subprocess.run([OBJCOPY, "-O", "binary", "--only-section=.text", o, b], check=True)
    return o, b


def pc_of(obj, mnemonic):
    """The offset llvm-objdump gives the first instruction named mnemonic."""
    out = subprocess.run([OBJDUMP, "-d", "--mcpu=gfx1030", obj], capture_output=True,
                         text=True).stdout
    for line in out.splitlines():
        m = re.match(r"\s*%s\b.*//\s*([0-9A-Fa-f]+):" % re.escape(mnemonic), line)
        if m:
            return int(m.group(1), 16)
    return None


HEAD = "\ts_getpc_b64 s[4:5]\nbase:\n"
cases = [
    ("past_end", HEAD + "\ts_add_u32 s4, s4, 0x1000\n\ts_addc_u32 s5, s5, 0\n"
     "\ts_load_dword s6, s[4:5], 0x0\n\ts_waitcnt lgkmcnt(0)\n\ts_endpgm\n\t.long 1, 2\n",
     "s_load_dword", "outside the code image"),
    ("plus_sgpr", HEAD + "\ts_add_u32 s4, s4, s2\n\ts_addc_u32 s5, s5, 0\n"
     "\ts_load_dword s6, s[4:5], 0x0\n\ts_waitcnt lgkmcnt(0)\n\ts_endpgm\n\t.long 1, 2\n",
     "s_load_dword", "not a constant"),
    ("loop", HEAD + "\ts_add_u32 s4, s4, data-base\n\ts_addc_u32 s5, s5, 0\n\ts_mov_b32 s7, 0\n"
     "loop:\n\ts_load_dword s6, s[4:5], 0x0\n\ts_add_u32 s4, s4, 4\n\ts_addc_u32 s5, s5, 0\n"
     "\ts_add_u32 s7, s7, 1\n\ts_cmp_lt_u32 s7, 2\n\ts_cbranch_scc1 loop\n"
     "\ts_waitcnt lgkmcnt(0)\n\ts_endpgm\ndata:\n\t.long 1, 2\n",
     "s_load_dword", "not a constant"),
    ("global", HEAD + "\ts_add_u32 s4, s4, data-base\n\ts_addc_u32 s5, s5, 0\n"
     "\tv_mov_b32 v1, 0\n\tglobal_load_dword v2, v1, s[4:5]\n\ts_waitcnt vmcnt(0)\n\ts_endpgm\n"
     "data:\n\t.long 1, 2\n",
     "global_load_dword", "pc-relative"),
]
for name, text, mnem, why in cases:
    obj, binf = assemble(name, text)
    pc = pc_of(obj, mnem)
    out = os.path.join(tmp, name + ".spv")
    r = subprocess.run([agc, "--user-sgprs", "4", binf, "-o", out], capture_output=True, text=True)
    lines = r.stderr.strip().splitlines()
    check(r.returncode == 1 and len(lines) == 1 and pc is not None
          and ("offset 0x%x " % pc) in lines[0] and mnem in lines[0] and why in lines[0]
          and not os.path.exists(out) and not os.path.exists(out[:-4] + ".json"),
          "%s: exit 1, one line naming offset 0x%x (%s) and '%s', nothing written (%d %s)"
          % (name, pc or 0, mnem, why, r.returncode, r.stderr.strip()))

CL = "__constant uint table[16] = {1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16};\n" \
     "__kernel void k(__global uint *out, uint n) {\n" \
     "  out[__builtin_amdgcn_workitem_id_x()] = table[n & 15]; }\n"
if shutil.which("clang-19"):
    src, co = os.path.join(tmp, "t.cl"), os.path.join(tmp, "t.co")
    with open(src, "w") as f:
        f.write(CL)
    subprocess.run(["clang-19", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-nogpulib", "-O2",
                    "-x", "cl", "-cl-std=CL2.0", src, "-o", co], check=True)
    dis = subprocess.run([OBJDUMP, "-d", "--mcpu=gfx1030", co], capture_output=True, text=True).stdout
    m = re.search(r"\n\s*s_load_dword s\d+, s\[(\d+):\d+\], s\d+\s*//\s*([0-9A-F]+):", dis)
    out = os.path.join(tmp, "t.spv")
    r = subprocess.run([agc, "--workgroup", "32", co, "-o", out], capture_output=True, text=True)
    line = r.stderr.strip().splitlines()[-1] if r.stderr.strip() else ""
    check(m is not None and r.returncode == 1 and ("pc 0x%x " % int(m.group(2), 16)) in line
          and ".rodata" in line and not os.path.exists(out),
          "a __constant table in .rodata: exit 1 naming the pc of the load and .rodata (%s)" % line)
else:
    print("skip: clang-19 not found (the .rodata case)")

shutil.rmtree(tmp)
print("%d failed" % len(failures))
sys.exit(1 if failures else 0)
