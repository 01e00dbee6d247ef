#!/usr/bin/env python3
"""The recompile path's options, each checked against an outside fact:

- --address-map paged: vector_add runs on lavapipe with guest addresses
  translated through a page table (results checked in Python);
- capture manifests: --dump-capture writes one that recompiles to the same
  module; members of the wrong type are refused naming the member;
- --denormals: the execution modes as spirv-dis prints them, spirv-val
  accepts them, the manifest records them;
- --shared-vgprs: recorded in the manifest; from an ELF kernel descriptor
  (llvm-mc's .amdhsa_shared_vgpr_count) the default is the VGPR allocation,
  .amdhsa_next_free_vgpr rounded up to the wave64 granule of 4;
- -O and --spirv 1.6: the output passes spirv-val (vulkan1.2 / vulkan1.3);
- the reflection JSON says what the options said, and its SHA-256 is
  hashlib's;
- a failure writes no output file.

usage: test_recompile.py AGC_RECOMPILE AGC_VKRUN SOURCE_ROOT
"""
import hashlib
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile

agc, vkrun, root = sys.argv[1], sys.argv[2], sys.argv[3]
tmp = tempfile.mkdtemp(prefix="agc-rc-")
sample = os.path.join(root, "samples", "vector_add.bin")
failures = []


def check(cond, what):
    print(("ok: " if cond else "FAIL: ") + what)
    if not cond:
        failures.append(what)


def agc_run(args):
    return subprocess.run([agc] + args, capture_output=True, text=True)


def val(spv, env="vulkan1.2"):
    if not shutil.which("spirv-val"):
        return True
    return subprocess.run(["spirv-val", "--target-env", env, spv], capture_output=True).returncode == 0


# reflection
spv = os.path.join(tmp, "va.spv")
r = agc_run([sample, "--wave", "64", "--subgroup-size", "16", "--workgroup", "96,1,1", "--user-sgprs", "6",
             "--wgid-sgprs", "6", "--lds", "256", "-o", spv])
check(r.returncode == 0, "recompile with explicit ABI options (%s)" % r.stderr.strip())
refl = json.load(open(os.path.join(tmp, "va.json")))
check(refl["wave_size"] == 64 and refl["subgroup_size"] == 16 and refl["lanes_per_invocation"] == 4,
      "reflection: wave 64, subgroup 16, 4 lanes per invocation")
check(refl["workgroup_size"] == [96, 1, 1] and refl["local_size"] == [32, 1, 1],
      "reflection: workgroup 96 threads = 2 waves of 16 invocations (%s)" % refl["local_size"])
check(refl["push_constants"]["size"] == 24 and refl["workgroup_id_sgprs"][0] == 6, "reflection: push constants, wgid")
check(refl["lds_bytes"] == 256, "reflection: LDS")
check(refl["input_sha256"] == hashlib.sha256(open(sample, "rb").read()).hexdigest(), "reflection: SHA-256")
check(val(spv), "explicit ABI module validates")

# -O and SPIR-V 1.6
for extra, env in ((["-O"], "vulkan1.2"), (["--spirv", "1.6"], "vulkan1.3"), (["-O", "--spirv", "1.6"], "vulkan1.3")):
    out = os.path.join(tmp, "o.spv")
    r = agc_run([sample, "--user-sgprs", "6", "--wgid-sgprs", "6", "-o", out] + extra)
    check(r.returncode == 0 and val(out, env), "%s: output validates for %s (%s)" % (" ".join(extra), env, r.stderr.strip()))

# capture manifests: --dump-capture, then recompile from the manifest alone
cap = os.path.join(tmp, "va.capture.json")
shutil.copy(sample, os.path.join(tmp, "va.bin"))
r = agc_run([os.path.join(tmp, "va.bin"), "--wave", "64", "--user-sgprs", "6", "--wgid-sgprs", "6",
             "--workgroup", "64,1,1", "--dump-capture", cap, "-o", os.path.join(tmp, "direct.spv")])
check(r.returncode == 0 and os.path.exists(cap), "--dump-capture writes a manifest")
m = json.load(open(cap))
check(m["format"] == "agc-capture" and m["wave_size"] == 64 and m["user_sgprs"] == 6 and m["wgid_sgprs"] == [6],
      "the manifest records the options")
r = agc_run([cap, "-o", os.path.join(tmp, "fromcap.spv")])
check(r.returncode == 0, "a manifest recompiles with no options (%s)" % r.stderr.strip())
if r.returncode == 0:
    check(open(os.path.join(tmp, "fromcap.spv"), "rb").read() == open(os.path.join(tmp, "direct.spv"), "rb").read(),
          "the manifest gives the same module as the options")
for member, value in (("wave_size", "32"), ("user_sgprs", -1), ("workgroup_size", [1, "x"]),
                      ("code", 5), ("address_map", "sideways"), ("format", "other"),
                      ("shared_vgprs", 256), ("denormals", "some"), ("denormals", 1)):
    bad = dict(m)
    bad[member] = value
    p = os.path.join(tmp, "bad.json")
    json.dump(bad, open(p, "w"))
    out = os.path.join(tmp, "bad.spv")
    r = agc_run([p, "-o", out])
    check(r.returncode == 1 and member in r.stderr and len(r.stderr.strip().splitlines()) == 1
          and not os.path.exists(out), "manifest with a bad %s is refused naming it (%s)" % (member, r.stderr.strip()))
r = agc_run([os.path.join(tmp, "va.bin"), "--wave", "64", "--user-sgprs", "6", "--wgid-sgprs", "6",
             "--shared-vgprs", "16", "--dump-capture", cap])
check(r.returncode == 0 and json.load(open(cap))["shared_vgprs"] == 16, "the manifest records --shared-vgprs")
# --denormals: the float-controls execution modes spirv-dis shows, valid
# for spirv-val; recorded in the manifest
for mode, want in (("any", []), ("preserve", ["DenormPreserve 32"]), ("flush", ["DenormFlushToZero 32"])):
    out = os.path.join(tmp, "dn_%s.spv" % mode)
    r = agc_run([sample, "--denormals", mode, "--dump-capture", cap, "-o", out])
    check(r.returncode == 0 and json.load(open(cap)).get("denormals") == mode,
          "--denormals %s converts and is recorded (%s)" % (mode, r.stderr.strip()))
    if r.returncode == 0 and shutil.which("spirv-dis"):
        text = subprocess.run(["spirv-dis", out], capture_output=True, text=True).stdout
        got = sorted(l.split(None, 2)[2].strip() for l in text.splitlines()
                     if "OpExecutionMode" in l and "Denorm" in l)
        check(got == want, "--denormals %s: execution modes %s (got %s)" % (mode, want, got))
        v = subprocess.run(["spirv-val", "--target-env", "vulkan1.2", out], capture_output=True, text=True)
        check(v.returncode == 0, "--denormals %s validates: %s" % (mode, v.stderr.strip()))
# The 64-bit mode only where the guest computes in f64: v_exp_f32 is
# computed exactly through f64 arithmetic of the module's own (Float64), which
# must not add a 64-bit denormal mode the guest never set.
exp_code = bytes([0x00, 0x4b, 0x02, 0x7e, 0x00, 0x00, 0x81, 0xbf])          # v_exp_f32 v1, v0
f64_code = bytes([0x02, 0x00, 0x64, 0xd5, 0x02, 0x05, 0x02, 0x00]) + exp_code[4:]  # v_add_f64 v[2:3], ...
for name, code, want in (("exp", exp_code, ["DenormFlushToZero 32"]),
                         ("f64", f64_code, ["DenormFlushToZero 32", "DenormFlushToZero 64"])):
    src = os.path.join(tmp, "dn_%s.bin" % name)
    open(src, "wb").write(code)
    out = os.path.join(tmp, "dn_%s.spv" % name)
    r = agc_run([src, "--denormals", "flush", "-o", out])
    check(r.returncode == 0, "--denormals flush on %s converts (%s)" % (name, r.stderr.strip()))
    if r.returncode == 0 and shutil.which("spirv-dis"):
        text = subprocess.run(["spirv-dis", out], capture_output=True, text=True).stdout
        got = sorted(l.split(None, 2)[2].strip() for l in text.splitlines()
                     if "OpExecutionMode" in l and "Denorm" in l)
        check("OpCapability Float64" in text and got == want,
              "--denormals flush on %s: Float64 and the modes %s (got %s)" % (name, want, got))
# The reflection's "features": what the module's capabilities need, by the
# Vulkan spec's names (this table is the test's own), and the clock's scope.
cap_needs = {"Float64": "shaderFloat64", "Int64": "shaderInt64", "Int16": "shaderInt16",
             "Int64Atomics": "shaderBufferInt64Atomics",
             "PhysicalStorageBufferAddresses": "bufferDeviceAddress"}
clock = bytes([0x00, 0x00, 0x94, 0xf4, 0x00, 0x00, 0x00, 0x00])             # s_memrealtime s[0:1]
subclock = bytes([0x80, 0x00, 0x90, 0xf4, 0x00, 0x00, 0x00, 0x00])          # s_memtime s[2:3]
endpgm = exp_code[4:]
for name, code, need, never in (("exp", exp_code, ["shaderFloat64"], []),
                                ("sample", None, ["shaderInt64", "bufferDeviceAddress"], ["shaderFloat64"]),
                                ("realtime", clock + endpgm, ["shaderDeviceClock"], ["shaderSubgroupClock"]),
                                ("memtime", subclock + endpgm, ["shaderSubgroupClock"], ["shaderDeviceClock"])):
    src = sample
    if code is not None:
        src = os.path.join(tmp, "ft_%s.bin" % name)
        open(src, "wb").write(code)
    out = os.path.join(tmp, "ft_%s.spv" % name)
    r = agc_run([src, "--user-sgprs", "8", "-o", out])
    feats = json.load(open(os.path.join(tmp, "ft_%s.json" % name))).get("features") if r.returncode == 0 else None
    check(feats is not None and all(f in feats for f in need) and not any(f in feats for f in never),
          "%s: the reflection's features hold %s, not %s (got %s)" % (name, need, never, feats))
    if feats is not None and shutil.which("spirv-dis"):
        text = subprocess.run(["spirv-dis", out], capture_output=True, text=True).stdout
        caps = [l.split()[1] for l in text.splitlines() if l.strip().startswith("OpCapability")]
        missing = [cap_needs[c] for c in caps if c in cap_needs and cap_needs[c] not in feats]
        check(not missing, "%s: every capability's feature is listed (missing %s)" % (name, missing))
r = agc_run([sample, "--denormals", "sometimes", "-o", os.path.join(tmp, "dn.spv")])
check(r.returncode == 2 and "--denormals" in r.stderr, "--denormals sometimes is a usage error")
r = agc_run([sample, "--shared-vgprs", "256", "-o", os.path.join(tmp, "sv.spv")])
check(r.returncode == 2 and "--shared-vgprs" in r.stderr, "--shared-vgprs 256 is a usage error")
if shutil.which("llvm-mc-19"):
    for count, first in ((1, 20), (0, 0)):
        src = os.path.join(tmp, "kd.s")
        open(src, "w").write("\t.text\n\t.globl k\n\t.p2align 8\n\t.type k,@function\nk:\n\tv_mov_b32 v20, v0\n\ts_endpgm\n"
                             "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n\t.amdhsa_next_free_vgpr 18\n"
                             "\t.amdhsa_next_free_sgpr 8\n\t.amdhsa_shared_vgpr_count %d\n"
                             "\t.amdhsa_wavefront_size32 0\n\t.end_amdhsa_kernel\n" % count)
        obj = os.path.join(tmp, "kd.o")
        a = subprocess.run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030",
                            "-mattr=+wavefrontsize64", "-filetype=obj", src, "-o", obj])
        r = agc_run([obj, "--dump-capture", cap])
        check(a.returncode == 0 and r.returncode == 0 and json.load(open(cap))["shared_vgprs"] == first,
              "kernel descriptor with %d shared VGPR blocks: shared VGPRs from v%d (%s)" % (count, first, r.stderr.strip()))
p = os.path.join(tmp, "broken.json")
open(p, "w").write('{"format": "agc-capture", "code": ')
r = agc_run([p, "-o", os.path.join(tmp, "b.spv")])
check(r.returncode == 1 and "JSON" in r.stderr, "a manifest that is not JSON is refused (%s)" % r.stderr.strip())

# a failure leaves no output, also when the output exists already
out = os.path.join(tmp, "keep.spv")
open(out, "wb").write(b"old")
bad = os.path.join(tmp, "bad.bin")
open(bad, "wb").write(b"\xff\xff\xff\xff")
r = agc_run([bad, "-o", out])
check(r.returncode == 1 and open(out, "rb").read() == b"old", "a failed recompile leaves an existing output untouched")

# limits: each gives a one-line error naming the limit, exit 1, no output
# a function that calls itself: s_getpc_b64 s[4:5]; s_swappc_b64 s[30:31], s[4:5]
recursive = os.path.join(tmp, "recursive.bin")
open(recursive, "wb").write(struct.pack("<3I", 0xBE841F00, 0xBE9E2104, 0xBF810000))
for k, (args, needle) in enumerate( (([sample, "--max-insts", "3"], "--max-insts"),
                     ([sample, "--max-bytes", "16"], "limit"),
                     ([os.path.join(root, "samples", "loop_sum.bin"), "--max-blocks", "1"], "--max-blocks"),
                     ([recursive, "--max-call-depth", "4"], "--max-call-depth"),
                     ([sample, "--max-memory", "65536"], "memory"))):
    out = os.path.join(tmp, "limit%d.spv" % k)
    r = agc_run(args + ["-o", out])
    check(r.returncode == 1 and needle in r.stderr and len(r.stderr.strip().splitlines()) == 1
          and not os.path.exists(out), "limit %s: refused naming it (%s)" % (args[1], r.stderr.strip()))

# the paged address map, run on lavapipe
icd = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json"
if os.path.exists(vkrun) and os.path.exists(icd):
    spv = os.path.join(tmp, "paged.spv")
    r = agc_run([sample, "--user-sgprs", "6", "--wgid-sgprs", "6", "--subgroup-size", "8",
                 "--address-map", "paged", "--validate", "-o", spv])
    check(r.returncode == 0, "paged: recompiles (%s)" % r.stderr.strip())
    n = 64
    a = [float(i) for i in range(n)]
    b = [1000.0 + 3 * i for i in range(n)]
    open(os.path.join(tmp, "a.bin"), "wb").write(struct.pack("<%df" % n, *a))
    open(os.path.join(tmp, "b.bin"), "wb").write(struct.pack("<%df" % n, *b))
    # guest pages 1, 2 and 3 (64 KiB each) hold a, b and c; the table's
    # entry for page p is the device address of that page's data
    GA, GB, GC = 0x10000, 0x20000, 0x30000
    args = [vkrun, "-g", "2", "-s", "8",
            "-b", "name=a,file=%s/a.bin,size=512" % tmp, "-b", "name=b,file=%s/b.bin,size=512" % tmp,
            "-b", "name=c,size=512,dump=%s/c.bin" % tmp,
            "-b", "name=pt,size=64,addr=6",
            "-w", "pt@2=&a", "-w", "pt@4=&b", "-w", "pt@6=&c",
            "-p", "0=%d,%d,%d,%d,%d,%d" % (GA, 0, GB, 0, GC, 0), spv]
    v = subprocess.run(args, capture_output=True, text=True, env=dict(os.environ, VK_ICD_FILENAMES=icd))
    if v.returncode == 77:
        print("skip: paged run: " + v.stderr.strip())
    else:
        check(v.returncode == 0, "paged: runs (%s)" % v.stderr.strip())
        if v.returncode == 0:
            c = struct.unpack("<%df" % n, open(os.path.join(tmp, "c.bin"), "rb").read()[:4 * n])
            check(list(c) == [a[i] + b[i] for i in range(n)],
                  "paged: c = a + b through the page table (got %s)" % (list(c[:4]),))

shutil.rmtree(tmp)
print("%d failed" % len(failures))
sys.exit(1 if failures else 0)
