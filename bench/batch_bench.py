#!/usr/bin/env python3
"""Batch throughput over the test corpus (the ACO captures of tests/glsl
and the samples, copied COPIES times): shaders per second and MB/s of
input at -j 1 and -j 2, and the scaling between them.

usage: batch_bench.py AGC_RECOMPILE SOURCE_ROOT [COPIES]
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

agc, root = sys.argv[1], sys.argv[2]
copies = int(sys.argv[3]) if len(sys.argv) > 3 else 40
tmp = tempfile.mkdtemp(prefix="agc-batch-bench-")
corpus = os.path.join(tmp, "corpus")
src = [os.path.join(root, "tests", "glsl", "captured", f)
       for f in sorted(os.listdir(os.path.join(root, "tests", "glsl", "captured"))) if f.endswith(".bin")]
src += [os.path.join(root, "samples", f) for f in sorted(os.listdir(os.path.join(root, "samples")))
        if f.endswith(".bin") or f.endswith(".co")]
for c in range(copies):
    d = os.path.join(corpus, "c%03d" % c)
    os.makedirs(d)
    for s in src:
        shutil.copy(s, d)
nbytes = sum(os.path.getsize(s) for s in src) * copies
nfiles = len(src) * copies
results = {}
for j in (1, 2):
    best = None
    for _ in range(3):
        out = os.path.join(tmp, "out%d" % j)
        shutil.rmtree(out, ignore_errors=True)
        rep = os.path.join(tmp, "r%d.json" % j)
        t0 = time.perf_counter()
        subprocess.run([agc, "-j", str(j), "--user-sgprs", "8", "--report", rep, corpus, "-o", out],
                       capture_output=True)
        dt = time.perf_counter() - t0
        best = dt if best is None or dt < best else best
    tot = json.load(open(rep))["totals"]
    results[j] = best
    print("-j %d: %d shaders (%d converted) in %.3f s: %.0f shaders/s, %.2f MB/s" %
          (j, nfiles, tot["converted"], best, nfiles / best, nbytes / best / 1e6))
print("scaling -j 2 / -j 1: %.2fx (target >= 1.8x on 2 cores)" % (results[1] / results[2]))
shutil.rmtree(tmp)
