#!/usr/bin/env python3
"""Descriptor tracing (ir/descriptors.c) and image refusals, on small
gfx1030 programs assembled by llvm-mc-19:

- traced sources: user SGPRs, a user-data pointer at a constant offset (also
  after s_add_u32 of a constant, and with a 32-bit pointer's constant high
  dword), the buffer of a V# in user SGPRs (s_buffer_load), the same load on
  both sides of a branch, an inlined callee called twice with one T#; the reflection's bindings are in source order,
  whatever order the code uses them in; --image-format sets formats;
- refused with one line, exit status 1 and no output: a T# computed by the
  vector unit, a T# that differs between two paths or between two call
  sites of an inlined callee, an S# that cannot be traced, sampling with
  implicit derivatives, a cube image;
- --image-format with a malformed argument is a usage error (2); a capture
  manifest's image_formats and address32_hi come back from --dump-capture.

usage: test_images.py AGC_RECOMPILE
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

agc = sys.argv[1]
LLVM_MC, OBJCOPY = "llvm-mc-19", "llvm-objcopy-19"
if not shutil.which(LLVM_MC) or not shutil.which(OBJCOPY):
    print("SKIP: llvm-mc-19 / llvm-objcopy-19 not found")
    sys.exit(77)
tmp = tempfile.mkdtemp(prefix="agc-img-")
failures = []


def check(cond, what):
    print(("ok: " if cond else "FAIL: ") + what)
    if not cond:
        failures.append(what)


def assemble(name, text):
    src, obj, out = (os.path.join(tmp, name + ext) for ext in (".s", ".o", ".bin"))
    with open(src, "w") as f:
        f.write(text)
    subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj",
                    src, "-o", obj], check=True)
    subprocess.run([OBJCOPY, "-O", "binary", "--only-section=.text", obj, out], check=True)
    return out


def recompile(name, text, extra=()):
    code = assemble(name, text)
    spv = os.path.join(tmp, name + ".spv")
    r = subprocess.run([agc, code, "--user-sgprs", "16", "--validate", "-o", spv] + list(extra),
                       capture_output=True, text=True)
    refl = None
    if r.returncode == 0:
        with open(os.path.join(tmp, name + ".json")) as f:
            refl = json.load(f)
    return r, spv, refl


def sources(refl):
    return [(b["binding"], b["type"], b["source_name"]) for b in refl["descriptor_bindings"]]


LOAD = "image_load v[0:3], v[4:5], s[%s] dmask:0xf dim:SQ_RSRC_IMG_2D unorm\n"

# traced: pointer in s2 (32-bit, constant high dword), used out of order
r, spv, refl = recompile("order", """
    s_movk_i32 s3, 0x8000
    s_load_dwordx8 s[24:31], s[2:3], 0x40
    s_load_dwordx8 s[16:23], s[2:3], 0x0
    s_waitcnt lgkmcnt(0)
""" + LOAD % "24:31" + LOAD % "16:23" + "s_endpgm\n")
check(r.returncode == 0, "two T#s from a 32-bit pointer (%s)" % r.stderr.strip())
if refl:
    check(sources(refl) == [(0, "sampled_image", "s2+0"), (1, "sampled_image", "s2+64")],
          "bindings in source order, not code order: %s" % sources(refl))
    b = refl["descriptor_bindings"][1]
    check(b["source"] == {"pointer_user_sgpr": 2, "offset": 64} and b["set"] == 0 and
          b["dim"] == "2d" and b["sampled_type"] == "float" and b["format"] is None,
          "binding fields: %s" % b)

# traced: T# in user SGPRs, a pointer plus a constant, a V#'s buffer; formats
r, spv, refl = recompile("kinds", """
    s_add_u32 s20, s0, 0x100
    s_addc_u32 s21, s1, 0
    s_load_dwordx8 s[24:31], s[20:21], 0x20
    s_buffer_load_dwordx8 s[32:39], s[12:15], 0x40
    s_waitcnt lgkmcnt(0)
    image_store v[0:3], v[4:5], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
""" + LOAD % "24:31" + LOAD % "32:39" + "s_endpgm\n",
    ["--image-format", "s4=rgba8", "--image-format", "s0+288=uint"])
check(r.returncode == 0, "user SGPRs, pointer + constant, V# buffer (%s)" % r.stderr.strip())
if refl:
    check(sources(refl) == [(0, "storage_image", "s4"), (1, "sampled_image", "s0+288"),
                            (2, "sampled_image", "buf12+64")], "sources: %s" % sources(refl))
    b = refl["descriptor_bindings"]
    check(b[0]["source"] == {"user_sgpr": 4} and b[0]["format"] == "rgba8",
          "T# in user SGPRs, format rgba8: %s" % b[0])
    check(b[1]["sampled_type"] == "uint" and b[2]["source"] == {"buffer_user_sgpr": 12, "offset": 64},
          "--image-format uint; the V# source: %s %s" % (b[1], b[2]))

# traced: the same load on both paths
r, spv, refl = recompile("paths_same", """
    s_cmp_eq_u32 s5, 0
    s_cbranch_scc1 other
    s_load_dwordx8 s[16:23], s[2:3], 0x20
    s_branch join
other:
    s_load_dwordx8 s[16:23], s[2:3], 0x20
join:
    s_waitcnt lgkmcnt(0)
""" + LOAD % "16:23" + "s_endpgm\n")
check(r.returncode == 0 and refl and sources(refl) == [(0, "sampled_image", "s2+32")],
      "the same T# on both paths is traced (%s)" % r.stderr.strip())


# an inlined callee: the same T# at both call sites is traced; different
# ones are refused (the instruction has one binding)
CALLS = """
  s_branch main
func:
  image_load v[0:3], v[4:5], s[16:23] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
  s_setpc_b64 s[30:31]
main:
  s_load_dwordx8 s[16:23], s[2:3], 0x0
  s_waitcnt lgkmcnt(0)
  s_getpc_b64 s[4:5]
pc0:
  s_sub_u32 s4, s4, pc0-func
  s_subb_u32 s5, s5, 0
  s_swappc_b64 s[30:31], s[4:5]
  s_load_dwordx8 s[16:23], s[2:3], %s
  s_waitcnt lgkmcnt(0)
  s_getpc_b64 s[4:5]
pc1:
  s_sub_u32 s4, s4, pc1-func
  s_subb_u32 s5, s5, 0
  s_swappc_b64 s[30:31], s[4:5]
  s_endpgm
"""
r, spv, refl = recompile("calls_same", CALLS % "0x0")
check(r.returncode == 0 and refl and sources(refl) == [(0, "sampled_image", "s2+0")],
      "an inlined callee given the same T# twice (%s)" % r.stderr.strip())


def refused(name, text, needle, pc=None):
    r, spv, refl = recompile(name, text)
    lines = r.stderr.strip().splitlines()
    ok = (r.returncode == 1 and len(lines) == 1 and needle in lines[0] and
          not os.path.exists(spv) and (pc is None or ("0x%x" % pc) in lines[0]))
    check(ok, "%s: refused (%s)" % (name, r.stderr.strip()))


refused("vector_made", """
    v_readfirstlane_b32 s16, v7
    s_mov_b32 s17, s3
    s_load_dwordx8 s[16:23], s[16:17], 0x0
    s_waitcnt lgkmcnt(0)
""" + LOAD % "16:23" + "s_endpgm\n", "cannot trace the image descriptor", 0x14)
refused("paths_differ", """
    s_cmp_eq_u32 s5, 0
    s_cbranch_scc1 other
    s_load_dwordx8 s[16:23], s[2:3], 0x20
    s_branch join
other:
    s_load_dwordx8 s[16:23], s[2:3], 0x40
join:
    s_waitcnt lgkmcnt(0)
""" + LOAD % "16:23" + "s_endpgm\n", "cannot trace the image descriptor")
refused("sampler", """
    s_load_dwordx8 s[16:23], s[2:3], 0x0
    s_load_dwordx4 s[24:27], s[2:3], 0x40
    s_waitcnt lgkmcnt(0)
    s_xor_b32 s24, s24, s5
    image_sample_lz v[0:3], v[4:5], s[16:23], s[24:27] dmask:0xf dim:SQ_RSRC_IMG_2D
    s_endpgm
""", "cannot trace the sampler descriptor")
refused("calls_differ", CALLS % "0x20", "differs between the call sites", 0x4)
refused("implicit", """
    image_sample v[0:3], v[4:5], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_2D
    s_endpgm
""", "not supported yet: sampling with implicit derivatives")
refused("cube", """
    image_sample_l v[0:3], v[4:7], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_CUBE
    s_endpgm
""", "not supported yet: cube")
refused("store_mip", """
    s_nop 0
    image_store_mip v[0:3], v[4:6], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
    s_endpgm
""", "not supported yet: a mip level of a storage image", 0x4)

# usage error
code = assemble("usage", LOAD % "4:11" + "s_endpgm\n")
r = subprocess.run([agc, code, "--image-format", "s4=rgbx", "-o", os.path.join(tmp, "u.spv")],
                   capture_output=True, text=True)
check(r.returncode == 2 and "--image-format" in r.stderr, "--image-format s4=rgbx: usage error")

# manifest round trip
man = os.path.join(tmp, "capture.json")
r = subprocess.run([agc, code, "--user-sgprs", "12", "--address32-hi", "0xffff8000",
                    "--image-format", "s4=r32ui", "--dump-capture", man], capture_output=True, text=True)
check(r.returncode == 0, "--dump-capture (%s)" % r.stderr.strip())
if r.returncode == 0:
    m = json.load(open(man))
    check(m.get("address32_hi") == 0xFFFF8000 and m.get("image_formats") == {"s4": "r32ui"},
          "manifest: address32_hi and image_formats: %s %s" % (m.get("address32_hi"), m.get("image_formats")))
    spv = os.path.join(tmp, "m.spv")
    r = subprocess.run([agc, man, "-o", spv], capture_output=True, text=True)
    refl = json.load(open(os.path.join(tmp, "m.json"))) if r.returncode == 0 else {}
    check(r.returncode == 0 and refl["descriptor_bindings"][0]["format"] == "r32ui" and
          refl["address32_hi"] == 0xFFFF8000 and
          refl["push_constants"]["dwords"][-1] == {"offset": 48,
                                                    "address32_window": "uint64 device address"},
          "the manifest recompiles with its formats and window (%s)" % r.stderr.strip())

shutil.rmtree(tmp)
print("%d failed" % len(failures))
sys.exit(1 if failures else 0)
