#!/usr/bin/env python3
"""Batch throughput over the test corpus (the ACO captures of tests/glsl
and the samples, copied COPIES times): shaders per second and MB/s of
input at -j 1 and -j 2, and the scaling between them.

usage: batch_bench.py AGC_RECOMPILE SOURCE_ROOT [COPIES [ROUNDS [ROOT [FILES_BENCH]]]]

ROOT is where the corpus and the outputs go: by default /dev/shm (a tmpfs)
where there is one, so that the figure is the tool's and not the file
system's; naming a folder on a disk measures with the disk.  On ext4
without a journal, creating a file costs time in proportion to
the files deleted in that block group in the last one to six minutes
(the inode allocator steps over recently deleted inodes one by one), so a
disk's figure depends on what ran before: after a test run or an earlier
bench it can be three times slower, and -j 1 and -j 2 no longer compare.

Each round runs -j 1 and -j 2 once, alternating which goes first, each
into an output folder of its own that no earlier run used: deleting a
previous run's outputs just before timing makes the file system's
deferred work land in the timed run, so every output stays until the end
(with the default corpus about 40 MB per run).  The file system is
synced before each run.  Per -j, the best (shortest) wall time counts: on a
machine that also runs other work, the best run is the one least disturbed
by it.  A second figure, the median over the rounds of each round's own
-j 1 / -j 2 ratio, follows drifts that last longer than one round (a
neighbour that slows both runs of a round leaves their ratio alone).
The CPU time (user + system, of the children) is printed too: at -j 2 it
should stay near -j 1's, or the workers get in each other's way.

FILES_BENCH (bench/files_bench.c, built beside this) is then run in the same
place on as many inputs: the file part of a batch alone (two files an
input, created under a temporary name, written and renamed) by one process
and by two.  Its scaling is the ceiling the system puts on that part: the
kernel's file creation, a third or more of a batch's time even on tmpfs,
which two processes sharing nothing in user space do not double.  (ROOT
may be given as "" for the default.)
"""
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

agc, root = sys.argv[1], sys.argv[2]
copies = int(sys.argv[3]) if len(sys.argv) > 3 else 100
rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 11
place = sys.argv[5] if len(sys.argv) > 5 and sys.argv[5] else ("/dev/shm" if os.path.isdir("/dev/shm") else None)
files_bench = sys.argv[6] if len(sys.argv) > 6 else None
tmp = tempfile.mkdtemp(prefix="agc-batch-bench-", dir=place)

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


def children_cpu():
    u = resource.getrusage(resource.RUSAGE_CHILDREN)
    return u.ru_utime + u.ru_stime


best = {1: None, 2: None}
cpu = {1: [], 2: []}
ratios = []
converted = {}
runs = 0
for r in range(rounds):
    wall = {}
    for j in ((1, 2) if r % 2 == 0 else (2, 1)):
        runs += 1
        out = os.path.join(tmp, "out%d" % runs)
        rep = os.path.join(tmp, "r%d.json" % runs)
        os.sync()
        c0 = children_cpu()
        t0 = time.perf_counter()
        subprocess.run([agc, "-j", str(j), "--user-sgprs", "8", "--report", rep, corpus, "-o", out],
                       capture_output=True)
        dt = time.perf_counter() - t0
        cpu[j].append(children_cpu() - c0)
        best[j] = dt if best[j] is None or dt < best[j] else best[j]
        wall[j] = dt
        converted[j] = json.load(open(rep))["totals"]["converted"]
    ratios.append(wall[1] / wall[2])
for j in (1, 2):
    c = sorted(cpu[j])[len(cpu[j]) // 2]
    print("-j %d: %d shaders (%d converted) in %.3f s (best of %d): %.0f shaders/s, %.2f MB/s; "
          "CPU time %.3f s (median)" % (j, nfiles, converted[j], best[j], rounds, nfiles / best[j],
                                         nbytes / best[j] / 1e6, c))
print("scaling -j 2 / -j 1: %.2fx (target >= 1.8x on 2 cores); per round: median %.2fx, range %.2f-%.2fx"
      % (best[1] / best[2], sorted(ratios)[len(ratios) // 2], min(ratios), max(ratios)))
if files_bench:
    sys.stdout.flush()
    subprocess.run([files_bench, os.path.join(tmp, "files"), str(nfiles), str(rounds)])
print("corpus and outputs in %s" % (place or tempfile.gettempdir()))
shutil.rmtree(tmp)
