#!/usr/bin/env python3
"""GraphBuilder: long branches, jump tables, calls and fetch-shader calls
resolved statically, checked two ways against facts that do not come
from the recompiler: the successors --cfg prints must be the label
offsets llvm-nm reads from the assembled object, and the recompiled
programs must compute, on lavapipe, what a Python model of the assembly
says.  Unresolvable control flow must be refused with exit status 1, a
one-line message naming the pc and the reason, and no output file.

usage: test_graphbuilder.py AGC_RECOMPILE AGC_VKRUN SOURCE_DIR
"""
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

agc, vkrun, src = sys.argv[1], sys.argv[2], sys.argv[3]
for tool in ("llvm-mc-19", "llvm-objcopy-19", "llvm-nm-19"):
    if not shutil.which(tool):
        print("skip: %s is missing" % tool)
        sys.exit(77)
tmp = tempfile.mkdtemp(prefix="agc-gb-")
failures = []


def check(cond, what):
    print(("ok: " if cond else "FAIL: ") + what)
    if not cond:
        failures.append(what)


def assemble(name, wave64=False, defsym=None):
    tag = name + ("" if defsym is None else ".%s" % defsym)
    obj = os.path.join(tmp, tag + ".o")
    binf = os.path.join(tmp, tag + (".w64" if wave64 else "") + ".bin")
    attr = ["-mattr=+wavefrontsize64"] if wave64 else []
    if defsym is not None:
        attr.append("--defsym=" + defsym)
    subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj"] + attr +
                   [os.path.join(src, name + ".s"), "-o", obj], check=True)
    subprocess.run(["llvm-objcopy-19", "-O", "binary", "--only-section=.text", obj, binf], check=True)
    syms = {}
    for line in subprocess.run(["llvm-nm-19", obj], capture_output=True, text=True).stdout.splitlines():
        parts = line.split()
        if len(parts) == 3:
            syms[parts[2]] = int(parts[0], 16)
    return binf, syms


def cfg_blocks(binf, extra=()):
    out = subprocess.run([agc, "--cfg", binf] + list(extra), capture_output=True, text=True)
    blocks = {}
    for line in out.stdout.splitlines():
        m = re.match(r"block (\d+)\s+\[0x([0-9a-f]+)-0x([0-9a-f]+)\]\s+(\w+).*->\s*([\d ]*)$", line)
        if m:
            blocks[int(m.group(1))] = (int(m.group(2), 16), m.group(4), [int(x) for x in m.group(5).split()])
    return out.returncode, blocks, out.stderr


# --cfg: the jump table's successors are the case labels, in table order
binf, syms = assemble("jump_table")
rc, blocks, err = cfg_blocks(binf)
check(rc == 0, "jump_table: --cfg succeeds (%s)" % err.strip())
sw = [b for b in blocks.values() if b[1] == "switch"]
check(len(sw) == 1, "jump_table: one block ends in a multi-way branch")
if sw:
    targets = [blocks[s][0] for s in sw[0][2]]
    check(targets == [syms["case%d" % i] for i in range(4)],
          "jump_table: successors at the case labels %s (got %s)" %
          ([hex(syms["case%d" % i]) for i in range(4)], [hex(t) for t in targets]))
# the table's data is never decoded as code
check(all(b[0] < syms["table"] for b in blocks.values()), "jump_table: no block in the table's data")

binf, syms = assemble("long_branch")
rc, blocks, err = cfg_blocks(binf)
starts = sorted(b[0] for b in blocks.values())
check(syms["skip"] in starts and not any(syms["pc0"] < s < syms["skip"] for s in starts),
      "long_branch: a direct branch to 'skip', the code between never reached")

binf, syms = assemble("call")
rc, blocks, err = cfg_blocks(binf)
func_copies = [b for b in blocks.values() if b[0] == syms["func"]]
check(len(func_copies) == 2, "call: the callee is inlined once per call site (%d copies)" % len(func_copies))
check(sum(1 for b in blocks.values() if b[1] == "call") == 3 and
      sum(1 for b in blocks.values() if b[1] == "return") == 3, "call: three calls paired with three returns")
check(len([b for b in blocks.values() if b[0] == syms["func2"]]) == 1, "call: the callee after s_endpgm is inlined")

# one pair for two calls: both go to f (each with its own copy of f and g)
binf, syms = assemble("call_twice")
rc, blocks, err = cfg_blocks(binf)
check(rc == 0, "call_twice: --cfg succeeds (%s)" % err.strip())
calls = sorted(blocks[b[2][0]][0] for b in blocks.values() if b[1] == "call")
check(calls.count(syms["f"]) == 2 and calls.count(syms["g"]) == 2,
      "call_twice: both calls through s[4:5] enter f, and each f calls g (callees %s)" %
      [hex(c) for c in calls])


# execution on lavapipe against the Python models
def run(name, push, model, extra=(), waves=(False, True)):
    env = dict(os.environ, VK_ICD_FILENAMES="/usr/share/vulkan/icd.d/lvp_icd.x86_64.json")
    for wave64 in waves:
        w = 64 if wave64 else 32
        binf, _ = assemble(name, wave64)
        for s in (8, 16):
            spv = os.path.join(tmp, "%s.%d.%d.spv" % (name, w, s))
            r = subprocess.run([agc, binf, "--wave", str(w), "--subgroup-size", str(s), "--user-sgprs", "4",
                                "--validate", "-o", spv] + list(extra), capture_output=True, text=True)
            if r.returncode:
                check(False, "%s w%d s%d: recompiles (%s)" % (name, w, s, r.stderr.strip()))
                continue
            dump = os.path.join(tmp, "out.bin")
            args = [vkrun, "-s", str(s), "-b", "name=out,size=%d,addr=0,dump=%s" % (4 * w, dump)]
            for i, v in enumerate(push):
                args += ["-p", "%d=%d" % (2 + i, v)]
            if s == 16:
                env["LP_NATIVE_VECTOR_WIDTH"] = "512"
            else:
                env.pop("LP_NATIVE_VECTOR_WIDTH", None)
            v = subprocess.run(args + [spv], capture_output=True, text=True, env=env)
            if v.returncode == 77:
                print("skip: %s w%d s%d: %s" % (name, w, s, v.stderr.strip()))
                continue
            if v.returncode:
                check(False, "%s w%d s%d: runs (%s)" % (name, w, s, v.stderr.strip()))
                continue
            got = list(struct.unpack("<%dI" % w, open(dump, "rb").read()))
            want = [model(lane) & 0xffffffff for lane in range(w)]
            check(got == want, "%s w%d s%d: output matches the model%s" %
                  (name, w, s, "" if got == want else " (got %s, want %s)" % (got[:4], want[:4])))


if shutil.which(vkrun) or os.path.exists(vkrun):
    for idx in (0, 2, 3, 9):
        vals = [100, 201, 302, 403]
        run("jump_table", [idx], lambda lane, idx=idx: vals[min(idx, 3)] + 4 * lane)
    for idx in (0, 33, 39, 1000):
        run("jump_table_big", [idx], lambda lane, idx=idx: 7 * min(idx, 39) + 1 + 4 * lane)
    run("call", [5], lambda lane: 4 * lane + 10 + 1000)
    run("call_twice", [5], lambda lane: 4 * lane + 2 * (5 + 1000))
    run("long_branch", [], lambda lane: 7)
    fbin, _ = assemble("fetch")
    run("fetch_main", [], lambda lane: 4 * lane + 77, extra=("--fetch", fbin))

# refusals: exit 1, one line naming the offset and why, no output file
def refused(name, raw, needle):
    if raw is None:
        binf, _ = assemble(name)
    else:
        binf = os.path.join(tmp, name + ".bin")
        with open(binf, "wb") as f:
            f.write(b"".join(w.to_bytes(4, "little") for w in raw))
    out = os.path.join(tmp, name + ".spv")
    r = subprocess.run([agc, binf, "-o", out], capture_output=True, text=True)
    lines = r.stderr.strip().splitlines()
    check(r.returncode == 1 and len(lines) == 1 and needle in r.stderr and "offset 0x" in r.stderr
          and not os.path.exists(out), "%s: refused with '%s' (%s)" % (name, needle, r.stderr.strip()))


refused("no_bound", None, "no bound")
refused("s_call", None, "s_call_b64")
refused("rfe", None, "s_rfe_b64")
refused("outside", [0xBF820064, 0xBF810000], "outside the code")            # s_branch 100
refused("mid_instruction", [0xBF840001, 0x7E0002FF, 0x12345678, 0xBF810000], "middle of an instruction")
refused("fall_off", [0xBE800380], "past the end")                            # s_mov_b32 s0, 0
refused("fetch_missing", [0xBEBE2102, 0xBF810000], "callee")  # s_swappc_b64 s[30:31], s[2:3]


# the pair reused after a call whose callee may write it: refused at the
# second call, naming the register, the write's pc and the first call's pc
def refused_clobber(variant, reg):
    defsym = "CLOBBER=%d" % variant
    binf, syms = assemble("call_clobber", defsym=defsym)
    out = os.path.join(tmp, "clobber%d.spv" % variant)
    r = subprocess.run([agc, binf, "-o", out], capture_output=True, text=True)
    lines = r.stderr.strip().splitlines()
    want = ["offset 0x%x 's_swappc_b64 s[30:31], s[4:5]'" % syms["second"],
            "%s may be written at offset 0x%x (" % (reg, syms["clobber"]),
            "in the callee of the call at offset 0x%x" % (syms["second"] - 4)]
    check(r.returncode == 1 and len(lines) == 1 and all(w in r.stderr for w in want)
          and not os.path.exists(out),
          "call_clobber %s: refused naming %s (%s)" % (defsym, want, r.stderr.strip()))


refused_clobber(1, "s4")   # s_mov_b32 s4 in f
refused_clobber(2, "s4")   # s_load_dwordx8 s[0:7] in f
refused_clobber(3, "s5")   # s_mov_b32 s5 in g, which f calls
refused_clobber(4, "s4")   # s_movreld_b32 in f
refused_clobber(5, "s4")   # s_swappc_b64 s[4:5], ... in f
refused_clobber(6, "s4")   # s_mov_b32 s4 in h, reached from f by s_setpc_b64
# the code after the first call is also the target of a branch taken
# before the pair is set up: a second call, or a long branch, through it
for variant, what in ((7, "callee"), (8, "branch target")):
    binf, syms = assemble("call_clobber", defsym="CLOBBER=%d" % variant)
    out = os.path.join(tmp, "clobber%d.spv" % variant)
    r = subprocess.run([agc, binf, "-o", out], capture_output=True, text=True)
    want = ["offset 0x%x 's_" % syms["second"], "cannot determine the %s: " % what,
            "offset 0x%x on the way is also reached from elsewhere" % syms["clobber"]]
    check(r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1
          and all(w in r.stderr for w in want) and not os.path.exists(out),
          "call_clobber CLOBBER=%d: refused, the return point is a branch target (%s)" %
          (variant, r.stderr.strip()))

shutil.rmtree(tmp)
print("%d failed" % len(failures))
sys.exit(1 if failures else 0)
