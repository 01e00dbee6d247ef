#!/usr/bin/env python3
"""Random-graph run of the structurizer against the independent checker.

For each generated graph:  agc-recompile --graph SPEC -o g.spv
                           spirv-val --target-env vulkan1.2 g.spv
                           check SPEC g.spv   (rules + equivalence)
and counts valid / equivalent / refused, with output growth (SPIR-V blocks
per input block).  Exits 0 only when every graph is accepted, valid and
equivalent; 77 (skip) when the CLI has no --graph option yet.

spirv-val runs on every graph unless --spirv-val-every K samples one in K;
--in-process-validate makes the checker run the SPIRV-Tools validator (the
library behind spirv-val, Vulkan 1.2 environment) on every module as well.
"""
import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile


def probe_graph_option(agc, workdir):
    out = os.path.join(workdir, "probe.spv")
    p = subprocess.run([agc, "--graph", "{{}}", "-o", out], capture_output=True, text=True)
    text = p.stdout + p.stderr
    if p.returncode != 0 and ("unknown option" in text or "unrecognized option" in text):
        return False, text.strip()
    return True, text.strip()


def run_chunk(args, chunk_id, specs, first_index, workdir):
    """Returns a list of per-graph results (dicts)."""
    d = os.path.join(workdir, "c%d" % chunk_id)
    os.makedirs(d, exist_ok=True)
    results = []
    batch_lines = []
    for k, spec in enumerate(specs):
        idx = first_index + k
        spv = os.path.join(d, "g%d.spv" % idx)
        r = {"index": idx, "spec": spec, "refused": False, "valid": None, "verdict": None}
        p = subprocess.run([args.agc, "--graph", spec, "-o", spv], capture_output=True, text=True)
        if p.returncode != 0 or not os.path.exists(spv):
            r["refused"] = True
            r["why"] = (p.stderr.strip() or p.stdout.strip()).splitlines()[:1]
            results.append(r)
            continue
        if args.spirv_val and idx % args.spirv_val_every == 0:
            v = subprocess.run([args.spirv_val, "--target-env", "vulkan1.2", spv], capture_output=True,
                               text=True)
            r["valid"] = v.returncode == 0
            if v.returncode != 0:
                r["why"] = (v.stderr.strip() or v.stdout.strip()).splitlines()[:2]
        batch_lines.append("%s\t%s\n" % (spec, spv))
        results.append(r)
    if batch_lines:
        lst = os.path.join(d, "list.txt")
        with open(lst, "w") as f:
            f.writelines(batch_lines)
        cmd = [args.check]
        if args.in_process_validate:
            cmd.append("--validate")
        cmd += ["--batch", lst]
        p = subprocess.run(cmd, capture_output=True, text=True)
        verdicts = {}
        for line in p.stdout.splitlines():
            path, _, verdict = line.partition(" ")
            verdicts[path] = verdict
        for r in results:
            if r["refused"]:
                continue
            spv = os.path.join(d, "g%d.spv" % r["index"])
            r["verdict"] = verdicts.get(spv, "FAIL no verdict from check (exit %d: %s)" %
                                        (p.returncode, p.stderr.strip()[:200]))
    if not args.keep:
        shutil.rmtree(d, ignore_errors=True)
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--agc", required=True)
    ap.add_argument("--gen", required=True)
    ap.add_argument("--check", required=True)
    ap.add_argument("--spirv-val", default=shutil.which("spirv-val"))
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--min-blocks", type=int, default=2)
    ap.add_argument("--max-blocks", type=int, default=1000)
    ap.add_argument("--kind", default="mix")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--chunk", type=int, default=100)
    ap.add_argument("--segment", type=int, default=10000)
    ap.add_argument("--progress", action="store_true")
    ap.add_argument("--spirv-val-every", type=int, default=1)
    ap.add_argument("--in-process-validate", action="store_true")
    ap.add_argument("--failures", help="write failing SPECs here")
    ap.add_argument("--keep", action="store_true", help="keep the emitted modules")
    ap.add_argument("--workdir")
    args = ap.parse_args()

    workdir = args.workdir or tempfile.mkdtemp(prefix="agc-cfg-")
    os.makedirs(workdir, exist_ok=True)
    supported, text = probe_graph_option(args.agc, workdir)
    if not supported:
        print("SKIP: agc-recompile does not support --graph yet (%s)" % text)
        return 77
    if not args.spirv_val:
        print("note: spirv-val not found; validity comes from the in-process validator only")
        args.in_process_validate = True

    total = refused = valid = invalid = validated = equiv = notequiv = 0
    in_blocks = out_blocks = 0
    worst_growth = (0.0, "")
    failures = []
    # segments keep memory flat on long runs; graph i is the same whatever
    # the segmentation (the generator gives each index its own stream)
    for first in range(0, args.count, args.segment):
        n = min(args.segment, args.count - first)
        gen = subprocess.run([args.gen, "--seed", str(args.seed), "--first", str(first), "--count", str(n),
                              "--min-blocks", str(args.min_blocks), "--max-blocks", str(args.max_blocks),
                              "--kind", args.kind], capture_output=True, text=True, check=True)
        specs = gen.stdout.split()
        chunks = [specs[i:i + args.chunk] for i in range(0, len(specs), args.chunk)]
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
            futs = [ex.submit(run_chunk, args, first // args.chunk + i, c, first + i * args.chunk, workdir)
                    for i, c in enumerate(chunks)]
            for fut in concurrent.futures.as_completed(futs):
                for r in fut.result():
                    total += 1
                    if r["refused"]:
                        refused += 1
                        failures.append((r["spec"], "REFUSED %s" % " ".join(r.get("why", []))))
                        continue
                    if r["valid"] is not None:
                        validated += 1
                        if r["valid"]:
                            valid += 1
                        else:
                            invalid += 1
                            failures.append((r["spec"], "INVALID %s" % " ".join(r.get("why", []))))
                    v = r["verdict"] or ""
                    if v.startswith("PASS"):
                        equiv += 1
                        fields = dict(f.split("=") for f in v.split()[1:])
                        ib, ob = int(fields["in_blocks"]), int(fields["out_blocks"])
                        in_blocks += ib
                        out_blocks += ob
                        if ob / ib > worst_growth[0]:
                            worst_growth = (ob / ib, r["spec"] if len(r["spec"]) < 200 else "(%d blocks)" % ib)
                    else:
                        notequiv += 1
                        failures.append((r["spec"], v))
        if args.progress:
            print("progress %d graphs: refused %d, invalid %d, not equivalent %d" %
                  (total, refused, invalid, notequiv), flush=True)
    if not args.workdir:
        shutil.rmtree(workdir, ignore_errors=True)

    checked = total - refused
    print("graphs %d (seed %d, %d..%d blocks, kind %s)" % (total, args.seed, args.min_blocks, args.max_blocks,
                                                          args.kind))
    print("refused    %d" % refused)
    print("valid      %d of %d run through spirv-val%s" % (valid, validated,
          " (and the in-process validator on all)" if args.in_process_validate else ""))
    print("equivalent %d of %d (structure rules + semantic equivalence)" % (equiv, checked))
    if in_blocks:
        print("growth     %.3f output blocks per input block (total %d -> %d), worst %.2f: %s" %
              (out_blocks / in_blocks, in_blocks, out_blocks, worst_growth[0], worst_growth[1]))
    for spec, why in failures[:10]:
        print("FAILED %s\n    %s" % (spec if len(spec) < 400 else spec[:400] + "...", why))
    if args.failures and failures:
        with open(args.failures, "w") as f:
            for spec, why in failures:
                f.write("%s\t%s\n" % (spec, why))
    ok = refused == 0 and invalid == 0 and notequiv == 0 and total == args.count
    print("RESULT %s" % ("PASS" if ok else "FAIL"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
