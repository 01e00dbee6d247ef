#!/usr/bin/env python3
"""Run the e2e jobs that run_e2e.py --export wrote, on this machine's Vulkan device.

usage: replay.py --vkrun PATH [--timeout S] [--stored-expected] [--time N [--time-only PATTERN]]
                 DIR [PATTERN ...]

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
sides (a NaN then matches any NaN: the reference's NaN bits
are the device's, which SPIR-V leaves undefined). A reference that fails or is skipped makes the job SKIP.
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

--time N runs every job and reference (--time-only PATTERN: the jobs whose
id matches, '*_O' the -O configurations, and their references) with
agc-vkrun -t N: after the
checked dispatch and its dumps, N more, timed by GPU timestamps where the
device has them (agc-vkrun clock=timestamp, else clock=wall: the host
clock around each submission). For each passing job with a reference it
prints the invocations (scaled jobs), the median dispatch time of the
recompiled module and of the original, and the ratio, flagging "<1ms"
where the original ran under 1 ms (the launch then weighs in); then the
geometric mean and the largest ratio.

A scaled job (run_e2e.py --export DIR --scale F glsl, scaled.py) stores
neither inputs (agc-vkrun init= generates them) nor expected bytes: its
oracle is always its reference, run at the same scale (--stored-expected
makes it SKIP). Its buffers go through staging copies (agc-vkrun
--staged: large dumps are read from host-cached memory), the dumps of a
passing job are removed once compared and a reference's once the next
reference runs; comparisons of large dumps go chunk by chunk.

Standard library only (and e2e_results.py, next to this file).
"""
import argparse
import array
import fnmatch
import json
import math
import os
import re
import subprocess
import sys

from e2e_results import (SKIP, TYPES, Output, classify, compare, differing, first_line,
                         is_nan, load_expected_failures, ordered)


def run_vkrun(args, root, job_args, dumps, staged=False, timed=False):
    """Runs agc-vkrun with a job's arguments in root (timed: -t N too,
    N of --time: the timed dispatches follow the checked one in the same run):
    (None, timing) when it ran and wrote every dump, else ((status,
    message), None), skip or fail; timing is (median us, clock) or None.
    staged: buffers through host-cached staging copies (scaled jobs: large
    dumps read back)."""
    for dump in dumps:
        if os.path.exists(dump):
            os.remove(dump)
    cmd = [args.vkrun, "--timeout", str(args.timeout)]
    if timed and args.time:
        cmd += ["-t", str(args.time)]
    if staged:
        cmd += ["--staged"]
    cmd += job_args
    if args.verbose:
        print("  $ " + " ".join(cmd), file=sys.stderr)
    try:
        # --timeout bounds each submission; the whole run (the driver's
        # compile too) gets three times as long
        res = subprocess.run(cmd, cwd=root, capture_output=True, text=True,
                             timeout=3 * args.timeout)
    except subprocess.TimeoutExpired:
        return ("fail", "agc-vkrun: still running after %d s" % (3 * args.timeout)), None
    if res.returncode == SKIP:
        return ("skip", "agc-vkrun: " + first_line(res.stderr)), None
    if res.returncode != 0:
        return ("fail", "agc-vkrun: " + first_line(res.stderr + res.stdout)), None
    for dump in dumps:
        if not os.path.exists(dump):
            return ("fail", "%s not dumped" % os.path.relpath(dump, root)), None
    m = re.search(r"median_us=([0-9.]+) .*clock=(\w+)", res.stdout)
    return None, ((float(m.group(1)), m.group(2)) if m else None)


# array typecodes of 4- and 8-byte elements
WORD = {array.array(c).itemsize: c for c in "QLI"}


def words(data, esz):
    """Little-endian elements of esz bytes as integers."""
    a = array.array(WORD[esz], data)
    if sys.byteorder != "little":
        a.byteswap()
    return a


def within(buf, a, b):
    """Whether f32 bits a and b are the same within the buffer's NaN rule
    and ulp tolerance (the rules of e2e_results.differing)."""
    if is_nan(a) or is_nan(b):
        return buf.nan == "any" and is_nan(a) and is_nan(b)
    return bool(buf.ulp) and abs(ordered(a) - ordered(b)) <= buf.ulp


def remove(paths):
    for p in paths:
        if os.path.exists(p):
            os.remove(p)


def ref_key(ref):
    return (ref["id"], json.dumps(ref["args"]))


def is_timed(args, job):
    """Whether --time times this job: every job, or with --time-only those
    whose id matches one of its patterns."""
    return bool(args.time) and (not args.time_only or any(
        fnmatch.fnmatchcase(job["id"], p) for p in args.time_only))


def run_reference(args, root, ref, cache, scaled):
    """The run of a job's reference module here: {"dumps": {name: path},
    "time": timing} or a message saying why there is none. Jobs with the
    same reference (the configurations of one case) share one run; the
    cache keeps the last one only, and a scaled reference's dumps are
    removed when the next reference runs (they can be large). It is
    timed when a timed job has it (args.timed_refs)."""
    key = ref_key(ref)
    if cache.get("key") != key:
        old = cache.get("value")
        if cache.get("scaled") and isinstance(old, dict):
            remove(old["dumps"].values())
        dumps = {o["name"]: os.path.join(root, o["dump"]) for o in ref["outputs"]}
        bad, timing = run_vkrun(args, root, ref["args"], list(dumps.values()), scaled,
                                key in args.timed_refs)
        if bad:
            value = "reference %s %s: %s" % (
                ref["id"], "skipped" if bad[0] == "skip" else "failed", bad[1])
        else:
            value = {"dumps": dumps, "time": timing}
        cache.update(key=key, value=value, scaled=scaled)
    return cache["value"]


def compare_chunked(buf, got, want, chunk=1 << 16):
    """compare() of e2e_results, fast for large buffers: equal bytes pass
    at once, and only the chunks (of `chunk` elements) that differ are
    compared element by element. None when equal, else the message
    compare() gives."""
    if len(got) != len(want):
        return compare(buf, got, want)
    if got == want:
        return None
    esz = TYPES[buf.typ]
    fl = buf.typ in ("f32", "float") and (buf.ulp or buf.nan == "any")
    step = chunk * esz
    bad, shown = 0, []
    for off in range(0, len(want), step):
        g, w = got[off:off + step], want[off:off + step]
        if g == w:
            continue
        # the unequal elements, found as machine words; those the f32
        # tolerance plainly allows are passed over, differing() judges
        # the rest (and gives the text)
        for k, (a, b) in enumerate(zip(words(g, esz), words(w, esz))):
            if a == b or (fl and within(buf, a, b)):
                continue
            for _, text in differing(buf, g[k * esz:(k + 1) * esz], w[k * esz:(k + 1) * esz]):
                bad += 1
                if len(shown) < 5:
                    shown.append("[%d]%s" % (k + off // esz, text.split("]", 1)[1]))
    if not bad:
        return None
    return "%s: %d of %d elements differ: %s%s" % (
        buf.name, bad, len(want) // esz, "; ".join(shown[:4]), " ..." if bad > 4 else "")


def compare_outputs(outputs):
    """outputs: (what, Output, dump path, expected bytes or the path of
    the reference's dump); the first difference as 'what message', or
    None."""
    for what, buf, path, want in outputs:
        if isinstance(want, str):
            with open(want, "rb") as f:
                want = f.read()
        with open(path, "rb") as f:
            got = f.read()
        msg = compare_chunked(buf, got, want)
        if msg:
            return "%s %s" % (what, msg)
    return None


def run_job(args, root, job, ref_cache):
    """(status, message, times) of one job: pass, fail or skip; times:
    (job timing, reference timing) with --time, else None. The expected
    bytes are those of the job's reference module run on this device when
    it has one (unless --stored-expected), else those stored in the
    export; a scaled job stores none."""
    ref = job.get("reference")
    scaled = "scale" in job
    ref_time = None
    if ref and not args.stored_expected:
        ref_out = run_reference(args, root, ref, ref_cache, scaled)
        if isinstance(ref_out, str):
            return "skip", ref_out, None
        ref_time = ref_out["time"]
        ref_out = ref_out["dumps"]
        oracle = "reference %s on this device" % ref["id"]
    else:
        ref_out = None
        oracle = "stored expected bytes"
    outputs = []
    for o in job["outputs"]:
        if ref_out is not None:
            if o["name"] not in ref_out:
                return "skip", "reference %s has no output %s" % (ref["id"], o["name"]), None
            want = ref_out[o["name"]]
        elif o.get("expected") is None:
            return ("skip", "no stored expected bytes: a scaled job's oracle is its "
                    "reference run on the device", None)
        else:
            with open(os.path.join(root, o["expected"]), "rb") as f:
                want = f.read()
        # A reference run here has the device's NaN bits, which SPIR-V leaves
        # undefined (an NVIDIA driver gives 0x7fffffff where AMD gives
        # 0x7fc00000): against it a NaN matches any NaN.  The stored
        # bytes (a Python model of the hardware, or lavapipe running the
        # GLSL) keep each buffer's own rule.
        nan = "any" if ref_out is not None else o.get("nan", "exact")
        outputs.append((o["what"], Output(o["name"], o["type"], o["ulp"], nan),
                        os.path.join(root, o["dump"]), want))
    dumps = [dump for _, _, dump, _ in outputs]
    bad, timing = run_vkrun(args, root, job["args"], dumps, scaled, is_timed(args, job))
    if bad:
        return bad + (None,)
    msg = compare_outputs(outputs)
    if scaled and not msg:
        remove(dumps)
    times = (timing, ref_time) if timing and ref_time else None
    return ("fail", "[vs %s] %s" % (oracle, msg), None) if msg else ("pass", "", times)


def geomean(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs))


def print_times(args, rows):
    """rows: (job, (recompiled us, clock), (original us, clock)) of the
    passing jobs that have a reference: one line each, then the
    geometric mean and the largest ratio, and how many jobs gave the
    original under 1 ms of work (the launch then weighs in the time)."""
    if not rows:
        return
    clocks = sorted({t[1] for _, a, b in rows for t in (a, b)})
    print("time: median of %d dispatches, agc-vkrun clock=%s (timestamp: GPU timestamps "
          "around each dispatch; wall: one submission each on the host clock)"
          % (args.time, "+".join(clocks)))
    print("%-5s %-36s %11s %14s %14s %8s" % ("", "job", "invocations", "recompiled us",
                                            "original us", "ratio"))
    ratios, short = [], 0
    for job, (a, _), (b, _) in rows:
        r = a / b
        ratios.append((r, job["id"]))
        under = b < 1000.0
        short += under
        inv = job.get("scale", {}).get("invocations")
        print("TIME  %-36s %11s %14.1f %14.1f %7.2fx%s" % (
            job["id"], inv if inv else "-", a, b, r, "  <1ms" if under else ""))
    worst = max(ratios)
    print("time: recompiled / original over %d jobs: geometric mean %.2fx, max %.2fx (%s)"
          % (len(ratios), geomean([r for r, _ in ratios]), worst[0], worst[1]))
    if short:
        print("time: %d of %d jobs ran the original in under 1 ms (<1ms): their times "
              "include the launch" % (short, len(ratios)))


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
                    help="time N dispatches of every job and reference (after the checked "
                         "one) and print the recompiled / original table")
    ap.add_argument("--time-only", action="append", default=[], metavar="PATTERN",
                    help="with --time, time only the jobs whose id matches PATTERN (shell "
                         "wildcards, repeatable; '*_O': the -O configurations) and their "
                         "references; the others are run and checked once")
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
    if args.time_only and not args.time:
        ap.error("--time-only selects the jobs --time times: give --time N")
    args.timed_refs = {ref_key(j["reference"]) for j in jobs
                       if "reference" in j and is_timed(args, j)}
    xfail = load_expected_failures(os.path.join(root, "expected_failures.txt"))
    os.makedirs(os.path.join(root, "out"), exist_ok=True)

    counts = {"pass": 0, "fail": 0, "skip": 0, "xfail": 0, "xpass": 0}
    ref_cache = {}
    timed = []
    for job in jobs:
        times = None
        try:
            status, msg, times = run_job(args, root, job, ref_cache)
        except (OSError, ValueError, KeyError) as e:
            status, msg = "fail", "replay: %s: %s" % (type(e).__name__, e)
        status, msg = classify(xfail, job["id"], status, msg, quirks=set())
        counts[status] += 1
        if status == "pass" and times:
            timed.append((job,) + times)
            # as it comes too, so that a run cut short still shows it
            msg = "recompiled %.1f us, original %.1f us" % (times[0][0], times[1][0])
        print("%-5s %s%s" % (status.upper(), job["id"], ": " + msg if msg else ""))
        sys.stdout.flush()

    with_ref = sum(1 for j in jobs if "reference" in j)
    if with_ref:
        print("%d jobs compared with %s" % (with_ref, "the stored expected bytes"
              if args.stored_expected else "their reference module run on this device"))
    if counts["xfail"] or counts["xpass"]:
        print("%d expected failures, %d unexpectedly passed (expected_failures.txt)"
              % (counts["xfail"], counts["xpass"]))
    if ref_cache.get("scaled") and isinstance(ref_cache.get("value"), dict):
        remove(ref_cache["value"]["dumps"].values())
    if args.time:
        print_times(args, timed)
    failed = counts["fail"] + counts["xpass"]
    print("%d passed, %d failed, %d skipped" % (counts["pass"], failed, counts["skip"]))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
