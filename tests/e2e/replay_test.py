#!/usr/bin/env python3
"""Export one assembly program and one GLSL shader (wave32 and wave64,
S=8, with and without -O) with run_e2e.py --export, replay them with replay.py on lavapipe, and
check that every configuration passes: the GLSL ones both against their
reference module (the GLSL's own SPIR-V) run by replay.py and, with
--stored-expected, against the expected bytes stored in the export.

Then the scaled export (--scale 4, scaled.py): agc-vkrun's init patterns
are the INIT values of tests/glsl/README.md (run_e2e.init_values); four
GLSL cases exported at x4 carry the grid and counts their headers give
times 4, store no inputs or expected bytes, and pass against their
reference run at that scale; with --time 1 --time-only, only the
matching job is timed; a job given the unscaled grid, and a job given
another shader's module, fail against it.

A scaled export asked for 2^28 invocations (what an H200 run asked for)
keeps every grid, job's and reference's, within 65535 groups per
dimension, the most RADV dispatches and ACO compiled the captured code
for: bit_ops (@dispatch 2) gets x32767, 65534 groups; atomics
(@dispatch 4) x16383. Exported at 599186 groups, bit_ops failed on an
NVIDIA H200 against its reference (6 * gid is a 24-bit multiply in the
captured code). Nothing runs for this check.

usage: replay_test.py AGC_RECOMPILE AGC_VKRUN

Exit status 0 ok, 1 failure, 77 when a tool or lavapipe is missing.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from e2e_results import SKIP, Output, compare  # noqa: E402
from replay import compare_chunked  # noqa: E402
from run_e2e import find_lavapipe, init_values, pack  # noqa: E402

PATTERNS = ("iota:u32", "iota:i32", "iota:f32", "iota:u64", "hash:u32", "hash:i32",
            "hash:f32", "hash:u64", "ramp:f32")
SCALED = ("vector_add", "nested_if", "switch_case", "workgroup_3d")


def replay(vkrun, icd, extra):
    res = subprocess.run(
        [sys.executable, os.path.join(HERE, "replay.py"), "--vkrun", vkrun] + extra,
        capture_output=True, text=True, env=dict(os.environ, VK_ICD_FILENAMES=icd))
    sys.stdout.write(res.stdout + res.stderr)
    return res.returncode, res.stdout.strip().splitlines()


def check_patterns(vkrun, icd, tmp):
    """agc-vkrun init=KIND:TYPE against the values the harness packs; a
    message, or None. 4100 bytes: a tail that is no whole u64."""
    comp, spv = os.path.join(tmp, "noop.comp"), os.path.join(tmp, "noop.spv")
    with open(comp, "w") as f:
        f.write("#version 460\nlayout(local_size_x = 1) in;\nvoid main() {}\n")
    res = subprocess.run(["glslangValidator", "-V", comp, "-o", spv],
                         capture_output=True, text=True)
    if res.returncode != 0:
        return "glslangValidator: " + res.stdout + res.stderr
    cmd = [vkrun]
    for p in PATTERNS:
        cmd += ["-b", "name=%s,size=4100,fill=0x5a5a5a5a,init=%s,dump=%s" % (
            p.replace(":", "_"), p, os.path.join(tmp, p.replace(":", "_")))]
    res = subprocess.run(cmd + [spv], capture_output=True, text=True,
                         env=dict(os.environ, VK_ICD_FILENAMES=icd))
    if res.returncode != 0:
        return "agc-vkrun: " + res.stderr
    for p in PATTERNS:
        kind, typ = p.split(":")
        esz = 8 if typ == "u64" else 4
        want = pack(typ, init_values(typ, 4100 // esz, kind))
        want += b"\x5a" * (4100 - len(want))
        with open(os.path.join(tmp, p.replace(":", "_")), "rb") as f:
            if f.read() != want:
                return "init=%s differs from run_e2e.init_values" % p
    return None


def check_chunked():
    """replay.py's chunked comparison (large dumps) against compare(),
    with chunks of 4 elements: the same message, or None."""
    import struct
    want = struct.pack("<21I", *range(1000, 1021))
    got = bytearray(want)
    for i in (2, 7, 11, 13, 20):
        got[4 * i] ^= 1
    fl = struct.pack("<6f", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0)
    flg = struct.pack("<6I", *[x + (1 if k % 2 else 2) for k, x in
                               enumerate(struct.unpack("<6I", fl))])
    nan = struct.pack("<6I", 0x7fc00000, 0xffc00000, 0x7f800001, 0, 0x80000000, 0x3f800000)
    nang = struct.pack("<6I", 0xffc00000, 0xffc00000, 0x3f800000, 0x80000000, 0, 0x7fc00000)
    for buf, g, w in ((Output("u", "u32"), bytes(got), want), (Output("u", "u32"), want, want),
                      (Output("f", "f32", ulp=1), flg, fl), (Output("f", "f32", ulp=2), flg, fl),
                      (Output("u", "u32"), want[:8], want), (Output("q", "u64"), bytes(got), want[:-4]),
                      (Output("f", "f32", nan="any"), nang, nan),
                      (Output("f", "f32", ulp=3), nang, nan),
                      (Output("f", "f32", ulp=3, nan="any"), nang, nan)):
        a, b = compare(buf, g, w), compare_chunked(buf, g, w, chunk=4)
        if a != b:
            return "compare_chunked gives %r, compare %r" % (b, a)
    return None


def check_scaled_jobs(jobs):
    """The x4 jobs against the shaders' headers: vector_add dispatches
    4 x 4 groups, n = 250 x 4, a and b of 256 x 4 floats generated (ramp,
    hash), c of 1024 dumped, no expected bytes, the same in its
    reference; workgroup_3d 2 x 4 groups in x. A message, or None."""
    job = jobs["glsl/vector_add@x4/w32_s8"]
    for who, args in (("job", job["args"]), ("reference", job["reference"]["args"])):
        text = " ".join(args)
        for want in ("-g 16,1,1", "=1000 ", "name=a,size=4096", "init=ramp:f32",
                     "name=b,size=4096", "init=hash:f32", "name=c,size=4096"):
            if want not in text + " ":
                return "vector_add@x4 %s: no '%s' in %s" % (who, want, text)
        if "file=" in text:
            return "vector_add@x4 %s stores an input: %s" % (who, text)
    if job["scale"]["factor"] != 4 or job["scale"]["invocations"] != 1024:
        return "vector_add@x4: scale %s" % job["scale"]
    if any(o["expected"] is not None for o in job["outputs"]):
        return "vector_add@x4 stores expected bytes"
    # @dispatch 2 3 2: the grid grows in x
    if "-g 8,3,2" not in " ".join(jobs["glsl/workgroup_3d@x4/w32_s8"]["args"]):
        return "workgroup_3d@x4: not 2 x 4 groups in x"
    return None


def header_dispatch(name):
    """The @dispatch of tests/glsl/NAME.comp."""
    path = os.path.join(HERE, "..", "glsl", name + ".comp")
    with open(path) as f:
        m = re.search(r"@dispatch (\d+) (\d+) (\d+)", f.read())
    return tuple(int(g) for g in m.groups())


def check_grid_limit(recompiler, out):
    """The export of the H200 run (2^28 invocations) for bit_ops, atomics
    and small_workgroup: every -g within 65535 groups a dimension, bit_ops
    and atomics at the largest factor that keeps x within it. A message,
    or None."""
    exp = os.path.join(out, "grid")
    names = ("bit_ops", "atomics", "small_workgroup")
    res = subprocess.run(
        [sys.executable, os.path.join(HERE, "run_e2e.py"), "--recompiler", recompiler,
         "--export", exp, "--waves", "32,64", "--subgroups", "32", "--optimized", "none",
         "--scale-invocations", str(2**28), "glsl"] + list(names),
        capture_output=True, text=True)
    sys.stdout.write(res.stdout + res.stderr)
    if res.returncode != 0:
        return "export at 2^28 invocations: exit %d" % res.returncode
    with open(os.path.join(exp, "jobs.jsonl")) as f:
        jobs = [json.loads(line) for line in f]
    if len(jobs) != 2 * len(names):
        return "export at 2^28 invocations: %d jobs, expected %d" % (len(jobs), 2 * len(names))
    for job in jobs:
        for who, args in (("job", job["args"]), ("reference", job["reference"]["args"])):
            groups = [int(g) for g in args[args.index("-g") + 1].split(",")]
            if max(groups) > 65535:
                return "%s %s: -g %s, past 65535 groups" % (job["id"], who, groups)
    for name in ("bit_ops", "atomics"):
        x = header_dispatch(name)[0]
        want = "glsl/%s@x%d/w32_s32" % (name, 65535 // x)
        if want not in {j["id"] for j in jobs}:
            return "no job %s (the largest factor within 65535 groups)" % want
    return None


def scaled_test(recompiler, vkrun, icd, out):
    msg = check_chunked() or check_patterns(vkrun, icd, out) or check_grid_limit(recompiler, out)
    if msg:
        print("FAIL: " + msg)
        return 1
    exp = os.path.join(out, "scaled")
    res = subprocess.run(
        [sys.executable, os.path.join(HERE, "run_e2e.py"), "--recompiler", recompiler,
         "--vkrun", vkrun, "--export", exp, "--waves", "32", "--subgroups", "8",
         "--optimized", "none", "--scale", "4", "glsl"] + list(SCALED),
        capture_output=True, text=True)
    sys.stdout.write(res.stdout + res.stderr)
    if res.returncode != 0:
        return res.returncode
    with open(os.path.join(exp, "jobs.jsonl")) as f:
        jobs = {j["id"]: j for j in map(json.loads, f)}
    msg = check_scaled_jobs(jobs)
    if msg:
        print("FAIL: " + msg)
        return 1
    runs = (([exp], 0, ["4 jobs compared with their reference module run on this device",
                        "4 passed, 0 failed, 0 skipped"]),
            (["--stored-expected", exp], 0, ["4 jobs compared with the stored expected bytes",
                                             "0 passed, 0 failed, 4 skipped"]))
    for extra, rc, want in runs:
        got_rc, lines = replay(vkrun, icd, extra)
        if got_rc != rc or lines[-2:] != want:
            print("FAIL: replay %s exit %d, expected %d and %s last" % (extra, got_rc, rc, want))
            return 1
    # --time-only: one job timed (with its reference), the others checked
    got_rc, lines = replay(vkrun, icd, ["--time", "1", "--time-only", "*/switch_case@*", exp])
    timed = [line.split()[1] for line in lines if line.startswith("TIME ")]
    if got_rc != 0 or timed != ["glsl/switch_case@x4/w32_s8"] or \
            lines[-1] != "4 passed, 0 failed, 0 skipped":
        print("FAIL: replay --time-only timed %s (exit %d), expected switch_case's job alone"
              % (timed, got_rc))
        return 1
    # wrong jobs: vector_add on its unscaled grid (c[256:1000] never
    # written), switch_case run with nested_if's module (same buffers)
    short = dict(jobs["glsl/vector_add@x4/w32_s8"])
    short["args"] = [("4,1,1" if a == "16,1,1" else a) for a in short["args"]]
    swapped = dict(jobs["glsl/switch_case@x4/w32_s8"])
    swapped["args"] = swapped["args"][:-1] + jobs["glsl/nested_if@x4/w32_s8"]["args"][-1:]
    with open(os.path.join(exp, "jobs.jsonl"), "w") as f:
        for j in (short, swapped):
            f.write(json.dumps(j) + "\n")
    got_rc, lines = replay(vkrun, icd, [exp])
    fails = [line for line in lines if line.startswith("FAIL")]
    wants = (r"FAIL  glsl/vector_add@x4/w32_s8: \[vs reference glsl/vector_add@x4/original "
             r"on this device\] output c: \d+ of 1024 elements differ: \[256\] got 0x0+ ",
             r"FAIL  glsl/switch_case@x4/w32_s8: \[vs reference glsl/switch_case@x4/original "
             r"on this device\] output out_: \d+ of 512 elements differ")
    if got_rc != 1 or len(fails) != 2 or not all(re.match(w, f) for w, f in zip(wants, fails)):
        print("FAIL: the wrong scaled jobs did not fail as expected (exit %d)" % got_rc)
        return 1
    return 0


def main():
    recompiler, vkrun = sys.argv[1:3]
    icd = find_lavapipe()
    if icd is None:
        print("SKIP: lavapipe (lvp_icd*.json) not found")
        return SKIP
    out = tempfile.mkdtemp(prefix="agc-e2e-export-")
    try:
        for source, name in (("asm", "lds"), ("glsl", "texture_lod")):
            res = subprocess.run(
                [sys.executable, os.path.join(HERE, "run_e2e.py"), "--recompiler", recompiler,
                 "--vkrun", vkrun, "--export", out, "--waves", "32,64", "--subgroups", "8",
                 source, name], capture_output=True, text=True)
            sys.stdout.write(res.stdout + res.stderr)
            if res.returncode != 0:
                return res.returncode
        # replay.py uses the loader's driver as it finds it: lavapipe here.
        # The GLSL jobs are compared with their reference module run here,
        # then (--stored-expected) with the bytes the export stored.
        # (each program at w32_s8, w32_s8_O, w64_s8, w64_s8_O)
        runs = (([out], "4 jobs compared with their reference module run on this device",
                 "8 passed, 0 failed, 0 skipped"),
                (["--stored-expected", out, "glsl/*"],
                 "4 jobs compared with the stored expected bytes",
                 "4 passed, 0 failed, 0 skipped"))
        for extra, oracle, want in runs:
            res = subprocess.run(
                [sys.executable, os.path.join(HERE, "replay.py"), "--vkrun", vkrun] + extra,
                capture_output=True, text=True, env=dict(os.environ, VK_ICD_FILENAMES=icd))
            sys.stdout.write(res.stdout + res.stderr)
            lines = res.stdout.strip().splitlines()
            if res.returncode != 0 or lines[-2:] != [oracle, want]:
                print("FAIL: replay exit %d, expected '%s' and '%s' last"
                      % (res.returncode, oracle, want))
                return 1
        return scaled_test(recompiler, vkrun, icd, out)
    finally:
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
