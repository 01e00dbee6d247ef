#!/usr/bin/env python3
"""check_layout.py SRCDIR [BUILDDIR] -- do the folders and the lowering's
files depend one way?

1. Folders: a file may include headers of its own folder and of the
   folders before it in
       base <- decoder <- cfg <- ir <- spirv <- pipeline <- lib, cli
   (a stage never includes a later stage's header).
2. With BUILDDIR: the lowering's files (spirv/lower*.c), as nm sees their
   objects in BUILDDIR's libagc: who calls whom across files has no
   cycle, and no file of helpers (lower.h's table) calls a lowering or
   the driver.

Exit 1, naming each offending include or cycle; 0 when none.
"""
import collections
import glob
import os
import re
import subprocess
import sys

ORDER = ["base", "decoder", "cfg", "ir", "spirv", "pipeline", "lib", "cli"]
# the public header (include/agc/agc.h) is the library's interface
LEVEL = {d: i for i, d in enumerate(ORDER)}
LEVEL["agc"] = LEVEL["lib"]
HELPERS = ["lower_state", "lower_operand", "lower_wave", "lower_softfloat", "lower_address"]


def folder_problems(root):
    out = []
    for d in ORDER:
        for path in sorted(glob.glob(os.path.join(root, d, "*.[ch]")) +
                           glob.glob(os.path.join(root, d, "*.cpp"))):
            with open(path, encoding="utf-8") as f:
                for n, line in enumerate(f, 1):
                    m = re.match(r'#include "(\w+)/', line)
                    if not m:
                        continue
                    dep = m.group(1)
                    if dep in LEVEL and LEVEL[dep] > LEVEL[d] and not (d == "cli" and dep == "lib"):
                        out.append("%s:%d: %s/ includes %s/, a later stage"
                                   % (os.path.relpath(path, root), n, d, dep))
    return out


def lowering_graph(build):
    objs = glob.glob(os.path.join(build, "libagc.a.p", "spirv_lower*.c.o"))
    defs, uses = {}, collections.defaultdict(set)
    for o in objs:
        name = os.path.basename(o)[len("spirv_"):-len(".c.o")]
        for line in subprocess.run(["nm", o], capture_output=True, text=True,
                                   check=True).stdout.splitlines():
            p = line.split()
            if len(p) == 3 and p[1] in "TDRB":
                defs[p[2]] = name
            elif len(p) == 2 and p[0] == "U":
                uses[name].add(p[1])
    g = {f: {defs[s] for s in syms if s in defs and defs[s] != f} for f, syms in uses.items()}
    return objs, g


def cycles(g):
    """Strongly connected components of more than one file (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in g.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def main():
    root = sys.argv[1]
    problems = folder_problems(root)
    if len(sys.argv) > 2:
        objs, g = lowering_graph(sys.argv[2])
        if not objs:
            problems.append("no spirv/lower*.c objects under %s" % sys.argv[2])
        for comp in cycles(g):
            problems.append("the lowering's files call each other in a cycle: " + ", ".join(comp))
        for h in HELPERS:
            for callee in sorted(g.get(h, ())):
                if callee not in HELPERS:
                    problems.append("helper file %s.c calls %s.c" % (h, callee))
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
