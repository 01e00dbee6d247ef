#!/usr/bin/env python3
"""Recompile time per shader over the GLSL corpus (tests/glsl: RADV/ACO
captures of each shader), side by side with glslangValidator compiling the
same shader's GLSL, and with spirv-opt -O on our output; with and without
our -O.  Every figure is the median wall time of whole command runs, the
same way for each tool, measured in this run.

usage: recompile_bench.py AGC_RECOMPILE SOURCE_ROOT [RUNS]
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

agc, root = sys.argv[1], sys.argv[2]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 15
glsl = os.path.join(root, "tests", "glsl")
cap = os.path.join(glsl, "captured")
for tool in ("glslangValidator", "spirv-opt"):
    if not shutil.which(tool):
        print("skip: %s not found" % tool)
        sys.exit(77)


def median_ms(cmd):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        r = subprocess.run(cmd, capture_output=True)
        times.append((time.perf_counter() - t0) * 1e3)
        if r.returncode:
            return None
    return statistics.median(times)


tmp = tempfile.mkdtemp(prefix="agc-bench-")
rows = []
for name in sorted(os.listdir(glsl)):
    if not name.endswith(".comp"):
        continue
    base = name[:-5]
    binf = os.path.join(cap, base + ".w32.bin")
    meta = os.path.join(cap, base + ".w32.json")
    if not os.path.exists(binf):
        continue
    j = json.load(open(meta))
    nuser = max([a["sgpr"] + a.get("size", 1) for a in j.get("sgpr_args", []) if a.get("user")] + [0])
    wg = j.get("workgroup_size", [32, 1, 1])
    spv = os.path.join(tmp, base + ".spv")
    ours = [agc, binf, "--wave", "32", "--user-sgprs", str(nuser),
            "--workgroup", ",".join(str(x) for x in wg), "-o", spv]
    t_agc = median_ms(ours)
    if t_agc is None:
        rows.append((base, None, None, None, None))
        continue
    t_agc_o = median_ms(ours + ["-O"])
    t_glslang = median_ms(["glslangValidator", "-V", "--target-env", "vulkan1.2",
                           os.path.join(glsl, name), "-o", os.path.join(tmp, base + ".g.spv")])
    t_opt = median_ms(["spirv-opt", "-O", spv, "-o", os.path.join(tmp, base + ".o.spv")])
    rows.append((base, t_agc, t_agc_o, t_glslang, t_opt))

print("recompile time per shader, median of %d runs (ms); wave32 ACO captures" % runs)
print("%-16s %9s %9s %11s %10s %9s %9s" % ("shader", "agc", "agc -O", "glslang", "spirv-opt",
                                            "agc/gls", "agc/opt"))
r1, r2 = [], []
for base, a, ao, g, o in rows:
    if a is None:
        print("%-16s %9s" % (base, "refused"))
        continue
    r1.append(a / g)
    r2.append(a / o)
    print("%-16s %9.2f %9.2f %11.2f %10.2f %9.2f %9.2f" % (base, a, ao, g, o, a / g, a / o))
if r1:
    print("median ratio agc / glslangValidator: %.2f (target <= 0.1)" % statistics.median(r1))
    print("median ratio agc / spirv-opt -O:     %.2f (target <= 1)" % statistics.median(r2))
shutil.rmtree(tmp)
