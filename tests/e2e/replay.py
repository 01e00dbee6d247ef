#!/usr/bin/env python3
"""Run the e2e jobs that run_e2e.py --export wrote, on this machine's Vulkan device.

usage: replay.py --vkrun PATH [--timeout S] [--stored-expected] DIR [PATTERN ...]

DIR holds jobs.jsonl (one job a line: the configuration's id, agc-vkrun's
arguments with paths relative to DIR, the outputs to compare), the files
in DIR/f and, when the export had one, expected_failures.txt. Each job
runs with agc-vkrun in DIR, in this environment as it is (the Vulkan
driver the loader picks; replay sets no VK_ICD_FILENAMES or LP_*), dumps
into DIR/out and is compared by the rules of run_e2e.py. PATTERNs (shell
wildcards on the ids, asm/lds/*) select jobs.

The oracle: a job whose expected outputs came from running a reference
module (GLSL: the shader's own SPIR-V, run on lavapipe by the export) has
that run in the job; replay runs it here first, once for all the jobs
that share it, and compares the job's dumps with the reference's, so
that the device's own texture filtering and float precision are on both
sides. A reference that fails or is skipped makes the job SKIP.
--stored-expected compares with the bytes stored in the export instead
(the lavapipe results); jobs without a reference (asm, opencl: a Python
model) always are.

One line per configuration: PASS, FAIL (with the oracle, [vs reference
ID on this device] or [vs stored expected bytes], and the first
difference), SKIP (agc-vkrun exit 77: the device cannot run it, a
subgroup size it lacks; or the reference did not run), XFAIL and XPASS as
run_e2e.py counts them with expected_failures.txt; then "N passed, N
failed, N skipped" (XPASS counts as failed). Exit status 0 when none
failed, 1 otherwise, 2 usage.

--time N then times every passing job that has a reference, and its
reference, with agc-vkrun -t N (the median of N dispatches) and prints
each ratio, recompiled / original, and their geometric mean.

Standard library only (and e2e_results.py, next to this file).
"""
import argparse
import fnmatch
import json
import math
import os
import re
import subprocess
import sys

from e2e_results import (SKIP, Output, classify, compare_dumps, first_line,
                         load_expected_failures)


def run_vkrun(args, root, job_args, dumps):
    """Runs agc-vkrun with a job's arguments in root: None when it ran and
    wrote every dump, else (status, message), skip or fail."""
    for dump in dumps:
        if os.path.exists(dump):
            os.remove(dump)
    cmd = [args.vkrun, "--timeout", str(args.timeout)] + job_args
    if args.verbose:
        print("  $ " + " ".join(cmd), file=sys.stderr)
    try:
        # --timeout bounds each submission; the whole run (the driver's
        # compile too) gets three times as long
        res = subprocess.run(cmd, cwd=root, capture_output=True, text=True,
                             timeout=3 * args.timeout)
    except subprocess.TimeoutExpired:
        return "fail", "agc-vkrun: still running after %d s" % (3 * args.timeout)
    if res.returncode == SKIP:
        return "skip", "agc-vkrun: " + first_line(res.stderr)
    if res.returncode != 0:
        return "fail", "agc-vkrun: " + first_line(res.stderr + res.stdout)
    for dump in dumps:
        if not os.path.exists(dump):
            return "fail", "%s not dumped" % os.path.relpath(dump, root)
    return None


def run_reference(args, root, ref, cache):
    """The outputs of a job's reference module run here: {name: bytes}, or
    a message saying why there are none. Jobs with the same reference
    (the configurations of one case) share one run."""
    key = (ref["id"], json.dumps(ref["args"]))
    if key not in cache:
        dumps = {o["name"]: os.path.join(root, o["dump"]) for o in ref["outputs"]}
        bad = run_vkrun(args, root, ref["args"], list(dumps.values()))
        if bad:
            cache[key] = "reference %s %s: %s" % (
                ref["id"], "skipped" if bad[0] == "skip" else "failed", bad[1])
        else:
            got = {}
            for name, dump in dumps.items():
                with open(dump, "rb") as f:
                    got[name] = f.read()
            cache[key] = got
    return cache[key]


def run_job(args, root, job, ref_cache):
    """(status, message) of one job: pass, fail or skip. The expected bytes
    are those of the job's reference module run on this device when it
    has one (unless --stored-expected), else those stored in the export."""
    ref = job.get("reference")
    if ref and not args.stored_expected:
        ref_out = run_reference(args, root, ref, ref_cache)
        if isinstance(ref_out, str):
            return "skip", ref_out
        oracle = "reference %s on this device" % ref["id"]
    else:
        ref_out = None
        oracle = "stored expected bytes"
    outputs = []
    for o in job["outputs"]:
        if ref_out is not None:
            if o["name"] not in ref_out:
                return "skip", "reference %s has no output %s" % (ref["id"], o["name"])
            want = ref_out[o["name"]]
        else:
            with open(os.path.join(root, o["expected"]), "rb") as f:
                want = f.read()
        outputs.append((o["what"], Output(o["name"], o["type"], o["ulp"],
                                                  o.get("nan", "exact")),
                        os.path.join(root, o["dump"]), want))
    bad = run_vkrun(args, root, job["args"], [dump for _, _, dump, _ in outputs])
    if bad:
        return bad
    msg = compare_dumps(outputs)
    return ("fail", "[vs %s] %s" % (oracle, msg)) if msg else ("pass", "")


def median_us(args, root, job_args):
    """agc-vkrun -t N's median dispatch time in microseconds, or None."""
    cmd = [args.vkrun, "--timeout", str(args.timeout), "-t", str(args.time)] + job_args
    try:
        res = subprocess.run(cmd, cwd=root, capture_output=True, text=True,
                             timeout=3 * args.timeout)
    except subprocess.TimeoutExpired:
        return None
    m = re.search(r"median_us=([0-9.]+)", res.stdout)
    return float(m.group(1)) if res.returncode == 0 and m else None


def time_jobs(args, root, jobs):
    """Recompiled vs original dispatch time of jobs with a reference."""
    ratios = []
    for job in jobs:
        ref = job.get("reference")
        if not ref:
            continue
        a, b = median_us(args, root, job["args"]), median_us(args, root, ref["args"])
        if a and b:
            ratios.append(a / b)
            print("TIME  %-32s %9.1f us, original %9.1f us: %.2fx" % (job["id"], a, b, a / b))
    if ratios:
        print("time: recompiled / original, geometric mean %.2fx over %d jobs"
              % (math.exp(sum(map(math.log, ratios)) / len(ratios)), len(ratios)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir", help="the folder run_e2e.py --export wrote")
    ap.add_argument("patterns", nargs="*", help="ids to run (shell wildcards)")
    ap.add_argument("--vkrun", required=True, help="the agc-vkrun executable")
    ap.add_argument("--timeout", type=int, default=120, metavar="S",
                    help="agc-vkrun --timeout: seconds one submission may run (default 120)")
    ap.add_argument("--stored-expected", action="store_true",
                    help="compare every job with the expected bytes stored in the "
                         "export, also those that have a reference module to run here")
    ap.add_argument("--time", type=int, default=0, metavar="N",
                    help="then time the passing jobs that have a reference module, and it, "
                         "over N dispatches each")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    args.vkrun = os.path.abspath(args.vkrun)
    root = os.path.abspath(args.dir)

    manifest = os.path.join(root, "jobs.jsonl")
    if not os.path.exists(manifest):
        print("replay: %s: no jobs.jsonl" % args.dir, file=sys.stderr)
        return 2
    with open(manifest) as f:
        jobs = [json.loads(line) for line in f if line.strip()]
    if args.patterns:
        jobs = [j for j in jobs if any(fnmatch.fnmatchcase(j["id"], p) for p in args.patterns)]
    xfail = load_expected_failures(os.path.join(root, "expected_failures.txt"))
    os.makedirs(os.path.join(root, "out"), exist_ok=True)

    counts = {"pass": 0, "fail": 0, "skip": 0, "xfail": 0, "xpass": 0}
    ref_cache = {}
    passed = []
    for job in jobs:
        try:
            status, msg = run_job(args, root, job, ref_cache)
        except (OSError, ValueError, KeyError) as e:
            status, msg = "fail", "replay: %s: %s" % (type(e).__name__, e)
        status, msg = classify(xfail, job["id"], status, msg, quirks=set())
        counts[status] += 1
        if status == "pass":
            passed.append(job)
        print("%-5s %s%s" % (status.upper(), job["id"], ": " + msg if msg else ""))
        sys.stdout.flush()

    with_ref = sum(1 for j in jobs if "reference" in j)
    if with_ref:
        print("%d jobs compared with %s" % (with_ref, "the stored expected bytes"
              if args.stored_expected else "their reference module run on this device"))
    if counts["xfail"] or counts["xpass"]:
        print("%d expected failures, %d unexpectedly passed (expected_failures.txt)"
              % (counts["xfail"], counts["xpass"]))
    if args.time:
        time_jobs(args, root, passed)
    failed = counts["fail"] + counts["xpass"]
    print("%d passed, %d failed, %d skipped" % (counts["pass"], failed, counts["skip"]))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
