#!/usr/bin/env python3
"""The structural rules of the checker against spirv-val, on broken modules.

Emitted modules for random graphs get one branch, switch or merge target
retargeted to a random block; spirv-val and `check --no-equiv` then judge the
mutant.  The checker fails this test when
  - spirv-val rejects the mutant for a control-flow reason, every block is
    reachable, and the checker accepts it (the checker is too lenient), or
  - spirv-val accepts it and the checker rejects it for a reason other than
    its two documented extra rules (unreachable-block, and the stricter
    selection-unstructured).
SSA dominance errors ("does not dominate its use") and OpPhi errors are not
control-flow rules and are left out.  Exit 77 when spirv-val or --graph is
missing.
"""
import argparse
import collections
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile

OP_LABEL, OP_BRANCH, OP_BRANCH_COND, OP_SWITCH = 248, 249, 250, 251
OP_LOOP_MERGE, OP_SELECTION_MERGE = 246, 247
NOT_CONTROL_FLOW = ("does not dominate its use", "OpPhi")
EXTRA_RULES = ("unreachable-block", "selection-unstructured")


def words_of(path):
    data = open(path, "rb").read()
    return list(struct.unpack("<%dI" % (len(data) // 4), data))


def instructions(w):
    i = 5
    while i < len(w):
        wc = w[i] >> 16
        yield i, w[i] & 0xFFFF, wc
        i += wc


def all_cfg_reachable(w):
    succ, order, cur = {}, [], None
    for i, op, wc in instructions(w):
        if op == OP_LABEL:
            cur = w[i + 1]
            order.append(cur)
            succ[cur] = []
        elif op == OP_BRANCH:
            succ[cur] = [w[i + 1]]
        elif op == OP_BRANCH_COND:
            succ[cur] = [w[i + 2], w[i + 3]]
        elif op == OP_SWITCH:
            succ[cur] = [w[i + 2]] + [w[i + k] for k in range(4, wc, 2)]
    seen, stack = {order[0]}, [order[0]]
    while stack:
        for s in succ.get(stack.pop(), []):
            if s not in seen:
                seen.add(s)
                stack.append(s)
    return len(seen) == len(order)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--agc", required=True)
    ap.add_argument("--gen", required=True)
    ap.add_argument("--check", required=True)
    ap.add_argument("--count", type=int, default=60)
    ap.add_argument("--mutants", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    spirv_val = shutil.which("spirv-val")
    if not spirv_val:
        print("SKIP: spirv-val not found")
        return 77
    rng = random.Random(args.seed)
    specs = subprocess.run([args.gen, "--seed", str(args.seed), "--count", str(args.count), "--max-blocks", "12"],
                           capture_output=True, text=True, check=True).stdout.split()
    tally = collections.Counter()
    bad = []
    with tempfile.TemporaryDirectory() as tmp:
        orig, mut = os.path.join(tmp, "o.spv"), os.path.join(tmp, "m.spv")
        for spec in specs:
            p = subprocess.run([args.agc, "--graph", spec, "-o", orig], capture_output=True, text=True)
            if p.returncode != 0:
                if "unknown option" in p.stdout + p.stderr:
                    print("SKIP: agc-recompile does not support --graph yet")
                    return 77
                bad.append((spec, "agc-recompile refused: %s" % p.stderr.strip()[:200]))
                continue
            w = words_of(orig)
            labels = [w[i + 1] for i, op, wc in instructions(w) if op == OP_LABEL]
            sites = []
            for i, op, wc in instructions(w):
                if op in (OP_BRANCH, OP_SELECTION_MERGE):
                    sites.append(i + 1)
                elif op == OP_BRANCH_COND:
                    sites += [i + 2, i + 3]
                elif op == OP_LOOP_MERGE:
                    sites += [i + 1, i + 2]
                elif op == OP_SWITCH:
                    sites += [i + 2] + list(range(i + 4, i + wc, 2))
            for _ in range(args.mutants):
                w2 = list(w)
                w2[rng.choice(sites)] = rng.choice(labels)
                if w2 == w:
                    continue
                open(mut, "wb").write(struct.pack("<%dI" % len(w2), *w2))
                v = subprocess.run([spirv_val, "--target-env", "vulkan1.2", mut], capture_output=True, text=True)
                c = subprocess.run([args.check, "--no-equiv", spec, mut], capture_output=True, text=True)
                vmsg = (v.stderr.strip() or v.stdout.strip()).splitlines()[:1]
                vmsg = vmsg[0] if vmsg else ""
                verdict = c.stdout.strip()
                tally[("spirv-val " + ("accepts" if v.returncode == 0 else "rejects"),
                       "check " + ("accepts" if c.returncode == 0 else "rejects"))] += 1
                if v.returncode != 0 and c.returncode == 0:
                    if not any(s in vmsg for s in NOT_CONTROL_FLOW) and all_cfg_reachable(w2):
                        bad.append((spec, "check accepts what spirv-val rejects: %s" % vmsg))
                elif v.returncode == 0 and c.returncode != 0:
                    if not any(verdict.startswith("FAIL %s:" % r) for r in EXTRA_RULES):
                        bad.append((spec, "check rejects what spirv-val accepts: %s" % verdict))
    for (a, b), n in sorted(tally.items()):
        print("%5d mutants: %s, %s" % (n, a, b))
    for spec, why in bad[:10]:
        print("PROBLEM %s\n    %s" % (spec, why))
    print("%d disagreements outside the documented differences" % len(bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
