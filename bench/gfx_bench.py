#!/usr/bin/env python3
"""Graphics: recompile time per VS/PS capture (tests/glsl/captured/gfx)
beside glslangValidator compiling the same stage's GLSL (whole commands,
median wall time), and draw time of the recompiled pipeline beside the
GLSL pipeline on lavapipe, same scene, same job (tests/gfx/scenes_test.py
builds it; agc-vkrun --time, host clock per submission, SIZE x SIZE
targets).

usage: gfx_bench.py AGC_RECOMPILE AGC_VKRUN SOURCE_ROOT [RUNS] [SIZE]
"""
import glob
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

agc, vkrun, root = (os.path.abspath(a) for a in sys.argv[1:4])
runs = int(sys.argv[4]) if len(sys.argv) > 4 else 15
size = int(sys.argv[5]) if len(sys.argv) > 5 else 256
sys.path.insert(0, os.path.join(root, "tests", "gfx"))
import scenes_test  # noqa: E402

if not shutil.which("glslangValidator"):
    print("skip: glslangValidator not found")
    sys.exit(77)
scenes = os.path.join(root, "tests", "glsl", "gfx")
cap = os.path.join(root, "tests", "glsl", "captured", "gfx")


def median_ms(cmd):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        r = subprocess.run(cmd, capture_output=True)
        times.append((time.perf_counter() - t0) * 1e3)
        if r.returncode:
            return None
    return statistics.median(times)


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


tmp = tempfile.mkdtemp(prefix="agc-gfx-bench-")
print("recompile time, median of %d whole commands (ms)" % runs)
print("%-28s %8s %10s %7s" % ("capture", "ours", "glslang", "ratio"))
ratios = []
for manifest in sorted(glob.glob(os.path.join(cap, "*.*.*.json"))):
    if manifest.endswith(".sgprs.json"):
        continue
    name, variant, stage = os.path.basename(manifest)[:-5].split(".")
    if variant == "ngg" and stage == "ps":
        continue  # the legacy variant's wave64 PS again
    scene = json.load(open(os.path.join(scenes, name + ".json")))
    src = os.path.join(scenes, scene["fragment" if stage == "ps" else "vertex"])
    t_ours = median_ms([agc, manifest, "-o", os.path.join(tmp, "m.spv")])
    t_glslang = median_ms(["glslangValidator", "-V", "--target-env", "vulkan1.2", "-o",
                           os.path.join(tmp, "g.spv"), src])
    if t_ours is None or t_glslang is None:
        print("%-28s %8s" % (os.path.basename(manifest)[:-5], "refused"))
        continue
    ratios.append(t_ours / t_glslang)
    print("%-28s %8.2f %10.2f %7.3f" % (os.path.basename(manifest)[:-5], t_ours, t_glslang,
                                        ratios[-1]))
print("recompile / glslangValidator: median %.3f, geometric mean %.3f over %d captures "
      "(target <= 0.05)" % (statistics.median(ratios), geomean(ratios), len(ratios)))

icd = scenes_test.find_lavapipe()
if not icd:
    print("skip: no lavapipe for the draw times")
    sys.exit(0)
env = dict(os.environ, VK_ICD_FILENAMES=icd)
scenes_test.SIZE = size


def draw_us(job_path, extra):
    r = subprocess.run([vkrun, "--job", job_path, "--time", str(runs)] + extra,
                       capture_output=True, text=True, env=env)
    m = re.search(r"median_us=([0-9.]+)", r.stdout)
    return float(m.group(1)) if r.returncode == 0 and m else None


print("\ndraw time on lavapipe, %dx%d targets, median of %d submissions (us)" % (size, size, runs))
print("%-22s %10s %10s %7s" % ("scene.variant", "ours", "GLSL", "ratio"))
dratios = []
for path in sorted(glob.glob(os.path.join(scenes, "*.json"))):
    name = os.path.basename(path)[:-5]
    d = os.path.join(tmp, name)
    os.makedirs(d, exist_ok=True)
    sc = scenes_test.Scene(name, agc, vkrun, d, env)
    try:
        vert, frag = sc.glsl("vertex"), sc.glsl("fragment")
    except scenes_test.Failure:
        continue
    for variant, vstage in scenes_test.VARIANTS:
        os.makedirs(os.path.join(d, variant), exist_ok=True)
        try:
            job = sc.job(variant, vstage, vert, frag)[0]
        except scenes_test.Failure as e:
            print("%-22s %s" % (name + "." + variant, "not drawn: " + str(e)[:60]))
            continue
        job_path = os.path.join(d, variant + ".job.json")
        with open(job_path, "w") as f:
            json.dump(job, f)
        ours, ref = draw_us(job_path, []), draw_us(job_path, ["--reference"])
        if ours is None or ref is None:
            print("%-22s %s" % (name + "." + variant, "not drawn"))
            continue
        dratios.append(ours / ref)
        print("%-22s %10.1f %10.1f %7.3f" % (name + "." + variant, ours, ref, dratios[-1]))
if dratios:
    print("recompiled / GLSL draw time: geometric mean %.3f, median %.3f, range %.3f-%.3f over "
          "%d draws (target <= 1.3)" % (geomean(dratios), statistics.median(dratios),
                                        min(dratios), max(dratios), len(dratios)))
shutil.rmtree(tmp, ignore_errors=True)
