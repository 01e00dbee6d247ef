#!/usr/bin/env python3
"""A graphics stage's registers in, from the command line and from a
capture manifest, each behaviour checked against the file system and
values composed here from the gfx10 register reference's bit positions:

- --stage, --reg NAME=VALUE (decimal or 0x-hex), --push-offset and
  --descriptor-set parse; a malformed one exits 2, writing nothing;
- a complete pixel or vertex register set is accepted and the shader
  recompiled (exit 0; the reflection names the stage);
- a register missing, ENA not a subset of ADDR, or a field value the tool
  cannot honour is one line naming register (and field and value): exit 2
  when the registers come from the command line, 1 from a manifest, and
  nothing is written;
- a register spelled as one that the tool does not read is no error;
- --wave that disagrees with the registers' wave size exits 2;
- --dump-capture writes the stage, the registers as given (the values
  compared as numbers with those given), the wave size PS_W32_EN implies
  and the user-SGPR count RSRC2's USER_SGPR field holds; the dump read
  back dumps the same manifest.

- --descriptor-set N puts a compute shader's traced images in set N
  (spirv-dis reads the DescriptorSet decorations, the reflection says
  so); --push-offset for a compute shader is refused.

usage: test_gfx_state.py AGC_RECOMPILE SOURCE_ROOT
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

agc = os.path.abspath(sys.argv[1])
root = os.path.abspath(sys.argv[2])
tmp = tempfile.mkdtemp(prefix="agc-gfx-")
failures = []


def check(cond, what):
    print(("ok: " if cond else "FAIL: ") + what)
    if not cond:
        failures.append(what)


def run(args):
    return subprocess.run([agc] + args, capture_output=True, text=True, cwd=tmp)


code = os.path.join(tmp, "ps.bin")
with open(code, "wb") as f:
    f.write(bytes.fromhex("000081bf"))  # s_endpgm

# A pixel shader: PERSP_CENTER (ENA/ADDR bit 1) and POS_X_FLOAT (bit 8);
# NUM_INTERP [5:0] = 1, PS_W32_EN [15]; attribute 0 from param 0, flat
# (FLAT_SHADE [10]); MRT0 32_ABGR (9); USER_SGPR [5:1] = 2.
PS = {
    "SPI_SHADER_PGM_RSRC1_PS": 0,
    "SPI_SHADER_PGM_RSRC2_PS": 2 << 1,
    "SPI_PS_INPUT_ENA": 0x102,
    "SPI_PS_INPUT_ADDR": 0x102,
    "SPI_PS_IN_CONTROL": (1 << 15) | 1,
    "SPI_PS_INPUT_CNTL_0": 1 << 10,
    "SPI_SHADER_COL_FORMAT": 9,
    "SPI_SHADER_Z_FORMAT": 0,
    "CB_SHADER_MASK": 0xF,
    "DB_SHADER_CONTROL": 0,
    "SPI_BARYC_CNTL": 0,
}
# A legacy VS: VS_W32_EN [23]; one param; POS0 4COMP.
VS = {
    "SPI_SHADER_PGM_RSRC1_VS": 0,
    "SPI_SHADER_PGM_RSRC2_VS": 0,
    "VGT_SHADER_STAGES_EN": 1 << 23,
    "SPI_VS_OUT_CONFIG": 0,
    "SPI_SHADER_POS_FORMAT": 4,
    "PA_CL_VS_OUT_CNTL": 0,
}


def regargs(regs, hexa=True):
    out = []
    for k, v in regs.items():
        out += ["--reg", "%s=%s" % (k, ("0x%x" % v) if hexa else str(v))]
    return out


def with_(regs, **kw):
    r = dict(regs)
    for k, v in kw.items():
        if v is None:
            r.pop(k, None)
        else:
            r[k] = v
    return r


def nothing_written(out):
    return not os.path.exists(os.path.join(tmp, out)) and \
        not os.path.exists(os.path.join(tmp, out[:-4] + ".json"))


def recompiled(out, stage):
    """exit 0 left the module and a reflection naming the stage"""
    refl = os.path.join(tmp, out[:-4] + ".json")
    if not os.path.exists(os.path.join(tmp, out)) or not os.path.exists(refl):
        return False
    with open(refl) as f:
        return json.load(f).get("stage") == stage


def first_line(r):
    return r.stderr.strip().split("\n")[0] if r.stderr.strip() else ""


# ---- the command line ----
for stage, regs in (("ps", PS), ("vs", VS)):
    r = run(["--stage", stage] + regargs(regs) + ["ps.bin", "-o", "a.spv"])
    check(r.returncode == 0 and recompiled("a.spv", stage),
          "--stage %s with its registers: exit 0, the module and its reflection written (%d %s)"
          % (stage, r.returncode, first_line(r)))
    for f in ("a.spv", "a.json"):
        os.unlink(os.path.join(tmp, f))

cases = [
    ("missing", with_(PS, SPI_SHADER_Z_FORMAT=None),
     ["needs register SPI_SHADER_Z_FORMAT"]),
    ("ENA not in ADDR", with_(PS, SPI_PS_INPUT_ENA=0x302),
     ["SPI_PS_INPUT_ENA = 0x00000302", "POS_Y_FLOAT_ENA", "SPI_PS_INPUT_ADDR = 0x00000102"]),
    ("no barycentrics", with_(PS, SPI_PS_INPUT_ENA=0x100, SPI_PS_INPUT_ADDR=0x100),
     ["SPI_PS_INPUT_ENA", "PERSP_* or LINEAR_*"]),
    ("PT_SPRITE_TEX [17]", with_(PS, SPI_PS_INPUT_CNTL_0=1 << 17),
     ["SPI_PS_INPUT_CNTL_0 = 0x00020000", "PT_SPRITE_TEX = 1", "not supported"]),
    ("COL0 format 12", with_(PS, SPI_SHADER_COL_FORMAT=12),
     ["SPI_SHADER_COL_FORMAT", "COL0_EXPORT_FORMAT = 12"]),
    ("missing CNTL_1 (NUM_INTERP 2)", with_(PS, SPI_PS_IN_CONTROL=(1 << 15) | 2),
     ["needs register SPI_PS_INPUT_CNTL_1"]),
    # NUMBER_TYPE [10:8] 2 USCALED, 3 SSCALED: no host render target holds them
    ("CB_COLOR0_INFO NUMBER_TYPE 2", with_(PS, CB_COLOR0_INFO=(2 << 8) | (4 << 2)),
     ["CB_COLOR0_INFO = 0x00000210", "NUMBER_TYPE = 2 (USCALED)", "not supported"]),
    ("CB_COLOR7_INFO NUMBER_TYPE 3", with_(PS, CB_COLOR7_INFO=3 << 8),
     ["CB_COLOR7_INFO = 0x00000300", "NUMBER_TYPE = 3 (SSCALED)", "not supported"]),
]
for what, regs, words in cases:
    r = run(["--stage", "ps"] + regargs(regs) + ["ps.bin", "-o", "b.spv"])
    check(r.returncode == 2 and all(w in first_line(r) for w in words) and nothing_written("b.spv"),
          "command line, %s: exit 2, one line naming %s, nothing written (%d %s)"
          % (what, words, r.returncode, first_line(r)))

r = run(["--stage", "vs"] + regargs(with_(VS, VGT_SHADER_STAGES_EN=(1 << 23) | (1 << 13)))
        + ["ps.bin", "-o", "b.spv"])
check(r.returncode == 2 and "PRIMGEN_EN = 1" in first_line(r) and nothing_written("b.spv"),
      "vs with VGT_SHADER_STAGES_EN.PRIMGEN_EN [13] set: exit 2 naming the field (%s)" % first_line(r))

# --wave against the registers' wave size (PS_W32_EN set: wave32)
r = run(["--stage", "ps", "--wave", "64"] + regargs(PS) + ["ps.bin", "-o", "w.spv"])
check(r.returncode == 2 and "--wave 64" in first_line(r) and "PS_W32_EN" in first_line(r)
      and nothing_written("w.spv"), "--wave 64 with PS_W32_EN set: exit 2 naming both (%s)" % first_line(r))
r = run(["--stage", "ps", "--wave", "32"] + regargs(PS) + ["ps.bin", "-o", "w.spv"])
check(r.returncode == 0 and recompiled("w.spv", "ps"), "--wave 32 agrees with PS_W32_EN")

# a register the tool does not read, spelled as one: no error
r = run(["--stage", "ps"] + regargs(with_(PS, PA_SU_SC_MODE_CNTL=4)) + ["ps.bin", "-o", "c.spv"])
check(r.returncode == 0 and recompiled("c.spv", "ps") and "PA_SU_SC_MODE_CNTL" in r.stderr,
      "an unread register PA_SU_SC_MODE_CNTL is ignored with a warning naming it (%s)" % first_line(r))

bad_args = [
    (["--stage", "gs"], "--stage"),
    (["--stage", "ps", "--reg", "SPI_PS_INPUT_ENA"], "NAME=VALUE"),
    (["--stage", "ps", "--reg", "spi_ps_input_ena=2"], "register name"),
    (["--stage", "ps", "--reg", "SPI_PS_INPUT_ENA=0x1g"], "--reg"),
    (["--stage", "ps", "--reg", "SPI_PS_INPUT_ENA=4294967296"], "--reg"),
    (["--stage", "ps", "--reg", "SPI_PS_INPUT_ENA=2", "--reg", "SPI_PS_INPUT_ENA=2"], "twice"),
    (["--push-offset", "6"], "multiple of 4"),
    (["--descriptor-set", "x"], "--descriptor-set"),
    (regargs(PS), "--stage"),  # registers for a compute shader
]
for args, word in bad_args:
    r = run(args + ["ps.bin", "-o", "d.spv"])
    check(r.returncode == 2 and word in first_line(r) and nothing_written("d.spv"),
          "%s: exit 2 naming %s (%s)" % (" ".join(args[-2:]), word, first_line(r)))

# ---- the manifest ----


def manifest(name, regs, stage="ps", hexa=True, **extra):
    m = {"format": "agc-capture", "version": 1, "stage": stage, "code": "ps.bin"}
    if regs is not None:
        m["registers"] = {k: ("0x%08x" % v if hexa else v) for k, v in regs.items()}
    m.update(extra)
    with open(os.path.join(tmp, name), "w") as f:
        json.dump(m, f)
    return name


for hexa in (True, False):
    r = run([manifest("m.json", PS, hexa=hexa), "-o", "e.spv"])
    check(r.returncode == 0 and recompiled("e.spv", "ps"),
          "manifest registers as %s: read, then recompiled (%s)"
          % ("hex strings" if hexa else "integers", first_line(r)))

for what, regs, words in cases:
    r = run([manifest("bad.json", regs), "-o", "f.spv"])
    check(r.returncode == 1 and all(w in first_line(r) for w in words) and nothing_written("f.spv"),
          "manifest, %s: exit 1 naming %s, nothing written (%d %s)"
          % (what, words, r.returncode, first_line(r)))

for what, m, word in (
        ("a value \"0x\"", manifest("v1.json", None, registers={"SPI_PS_INPUT_ENA": "0x"}), "SPI_PS_INPUT_ENA"),
        ("a value -1", manifest("v2.json", None, registers={"SPI_PS_INPUT_ENA": -1}), "SPI_PS_INPUT_ENA"),
        ("a value \"2\"", manifest("v3.json", None, registers={"SPI_PS_INPUT_ENA": "2"}), "SPI_PS_INPUT_ENA"),
        ("stage \"gs\"", manifest("v4.json", PS, stage="gs"), "stage"),
        ("push_offset 2", manifest("v5.json", PS, push_offset=2), "push_offset"),
        ("a lower-case name", manifest("v6.json", with_(PS, spi_x=1)), "spi_x")):
    r = run([m, "-o", "g.spv"])
    check(r.returncode == 1 and word in first_line(r) and nothing_written("g.spv"),
          "manifest with %s: exit 1 naming %s (%s)" % (what, word, first_line(r)))

# --reg over a manifest's registers: still the manifest's set (exit 1)
r = run([manifest("m.json", PS), "--reg", "SPI_PS_INPUT_ENA=0x302", "-o", "h.spv"])
check(r.returncode == 1 and "SPI_PS_INPUT_ENA = 0x00000302" in first_line(r) and nothing_written("h.spv"),
      "--reg replaces a manifest's register (%s)" % first_line(r))
# a manifest with no registers, all of them on the command line: exit 2
r = run([manifest("n.json", None, stage="compute"), "--stage", "ps"]
        + regargs(with_(PS, SPI_PS_INPUT_ADDR=None)) + ["-o", "h.spv"])
check(r.returncode == 2 and "needs register SPI_PS_INPUT_ADDR" in first_line(r) and nothing_written("h.spv"),
      "--stage ps over a compute manifest, registers all the command line's: exit 2 (%s)" % first_line(r))

# ---- --dump-capture ----
given = with_(PS, PA_SU_SC_MODE_CNTL=4)
r = run(["--stage", "ps"] + regargs(given, hexa=False) + ["--push-offset", "16", "--descriptor-set", "2",
                                                          "ps.bin", "--dump-capture", "d1.json"])
d1 = json.load(open(os.path.join(tmp, "d1.json"))) if os.path.exists(os.path.join(tmp, "d1.json")) else {}
regs1 = {k: int(v, 16) for k, v in d1.get("registers", {}).items()}
check(r.returncode == 0 and d1.get("stage") == "ps" and regs1 == given,
      "--dump-capture: stage ps and every register given, decimal read as written (%s)" % first_line(r))
check(d1.get("push_offset") == 16 and d1.get("descriptor_set") == 2,
      "--dump-capture: push_offset 16, descriptor_set 2")
check(d1.get("wave_size") == 32 and d1.get("user_sgprs") == 2,
      "--dump-capture: wave 32 (PS_W32_EN), 2 user SGPRs (RSRC2 USER_SGPR) (%s %s)"
      % (d1.get("wave_size"), d1.get("user_sgprs")))
r = run(["d1.json", "--dump-capture", "d2.json"])
d2 = json.load(open(os.path.join(tmp, "d2.json"))) if os.path.exists(os.path.join(tmp, "d2.json")) else None
check(r.returncode == 0 and d2 == d1, "the dump read back dumps the same manifest (%s)" % first_line(r))
r = run(["--stage", "ps"] + regargs(with_(PS, SPI_PS_IN_CONTROL=1)) + ["ps.bin", "--dump-capture", "d3.json"])
d3 = json.load(open(os.path.join(tmp, "d3.json"))) if os.path.exists(os.path.join(tmp, "d3.json")) else {}
check(r.returncode == 0 and d3.get("wave_size") == 64, "PS_W32_EN clear: the dump says wave 64")
r = run(["--stage", "ps"] + regargs(with_(PS, SPI_BARYC_CNTL=None)) + ["ps.bin", "--dump-capture", "d4.json"])
check(r.returncode == 2 and "SPI_BARYC_CNTL" in first_line(r) and not os.path.exists(os.path.join(tmp, "d4.json")),
      "a missing register: no dump written (%s)" % first_line(r))

# ---- --descriptor-set, --push-offset for compute ----
img = os.path.join(root, "tests", "glsl", "captured", "image_rw.w32.bin")
abi = ["--user-sgprs", "4", "--wgid-sgprs", "4,5", "--workgroup", "8,8,1", "--address32-hi", "0xffff8000"]
for n in (0, 3):
    out = "i%d.spv" % n
    r = run(abi + ["--descriptor-set", str(n), img, "-o", out])
    dis = subprocess.run(["spirv-dis", os.path.join(tmp, out)], capture_output=True, text=True).stdout \
        if r.returncode == 0 else ""
    sets = re.findall(r"DescriptorSet (\d+)", dis)
    refl = json.load(open(os.path.join(tmp, "i%d.json" % n))) if r.returncode == 0 else {}
    check(r.returncode == 0 and sets and all(int(x) == n for x in sets)
          and [b["set"] for b in refl.get("descriptor_bindings", [])] == [n] * len(sets),
          "--descriptor-set %d: every DescriptorSet decoration and binding says %d (%s)" % (n, n, sets))
r = run(abi + ["--push-offset", "16", img, "-o", "p.spv"])
check(r.returncode == 1 and "--push-offset" in first_line(r) and nothing_written("p.spv"),
      "--push-offset 16 for a compute shader: refused, nothing written (%s)" % first_line(r))

shutil.rmtree(tmp)
print("%d failed" % len(failures))
sys.exit(1 if failures else 0)
