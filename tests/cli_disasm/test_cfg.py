#!/usr/bin/env python3
"""agc-recompile --cfg against llvm-objdump-19's listing of the same code.

For code objects (samples/*.co, one run per kernel; the OpenCL kernels
clang-19 builds) and raw programs (tests/graphbuilder/*.s that the
recompiler takes, samples/loop_sum.s, tests/e2e/asm/loops.s, cut out of
the objects llvm-mc-19 makes) the test reads

    agc-recompile --cfg=dot [--symbol K] X

as plain Graphviz text (one digraph; the clusters "before" and "after") and
checks each block and edge of the graph before structurization against
llvm-objdump-19 -d of the object:

- a block's instructions are consecutive instructions of the listing, at
  the addresses it prints, with its text; the block's range is their first
  and last address;
- a block ending in s_branch has one edge, "taken", to the block starting
  at the branch's target as llvm-objdump names it (<symbol+0xoff>, or the
  label it prints in place of the offset); s_cbranch_* has "taken" to the
  target and "fall-through" to the next instruction; s_endpgm none; a
  block ending elsewhere falls through to the next instruction, except
  calls (to a block at a function's first instruction; ELF) and returns
  (to the instruction after a call);

and the graph after it: each original block is there once, with its block
number and range; an edge that says "taken" or "fall-through" leads,
through the blocks the structurizer added, to the block the original edge
leads to.  --cfg=dot,before and --cfg=dot,after print one cluster each;
`dot -Tsvg` (graphviz, in scripts/debian-packages.txt) must accept all
three, and
--cfg (text) must give the same ranges.

usage: test_cfg.py AGC_EXE SOURCE_ROOT    (exit 77 without LLVM 19)
"""

import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

SKIP = 77
failures = []


def tool(name):
    for n in (name + "-19", name):
        p = shutil.which(n)
        if p:
            return p
    return None


def fail(what):
    failures.append(what)
    print("FAIL: " + what)


# ---- the oracle: llvm-objdump's listing ----

class Listing:
    def __init__(self, objdump, obj):
        out = subprocess.run([objdump, "-d", "--mcpu=gfx1030", obj], capture_output=True,
                             text=True, check=True).stdout
        self.syms, self.insts, order = {}, {}, []
        for ln in out.splitlines():
            m = re.match(r"^([0-9a-f]{16}) <(.*)>:$", ln)
            if m:
                self.syms[m.group(2)] = int(m.group(1), 16)
                continue
            m = re.match(r"\t(.*?)\s*// ([0-9A-F]{12}): [0-9A-F ]+?(?: <(.*)>)?$", ln)
            if m:
                addr = int(m.group(2), 16)
                self.insts[addr] = [m.group(1), None, m.group(3)]
                order.append(addr)
        self.next = {a: b for a, b in zip(order, order[1:])}
        self.starts = set(self.syms.values())

    def text(self, addr):
        return self.insts[addr][0]

    def target(self, addr):
        """A branch's target address, from the <symbol+0xoff> after it or
        the label in place of its offset; None for other instructions."""
        text, _, named = self.insts[addr]
        if named:
            sym, _, off = named.partition("+")
            return self.syms[sym] + (int(off, 16) if off else 0)
        words = text.split()
        if words[0].startswith("s_branch") or words[0].startswith("s_cbranch"):
            return self.syms.get(words[-1])
        return None


# ---- the tool's graph, read as Graphviz text ----

def unescape(s):
    return re.sub(r"\\(.)", lambda m: m.group(1), s)


def parse_dot(text, what):
    """{cluster: (nodes {name: label lines}, edges [(a, b, label)])} of the
    outermost clusters; nested clusters count as their parent's."""
    if len(re.findall(r"^\s*digraph\b", text, re.M)) != 1:
        fail("%s: not one digraph" % what)
    clusters, stack = {}, []
    for ln in text.splitlines():
        m = re.match(r"\s*subgraph (\w+) \{", ln)
        if m:
            stack.append(m.group(1))
            clusters.setdefault(stack[0], ({}, []))
            continue
        if ln.strip() == "}":
            if stack:
                stack.pop()
            continue
        if not stack:
            continue
        nodes, edges = clusters[stack[0]]
        m = re.match(r'\s*(\w+) -> (\w+) \[(.*)\];$', ln)
        if m:
            lab = re.search(r'label="((?:[^"\\]|\\.)*)"', m.group(3))
            edges.append((m.group(1), m.group(2), unescape(lab.group(1)) if lab else "",
                          "style=" in m.group(3)))
            continue
        m = re.match(r'\s*(\w+) \[label="((?:[^"\\]|\\.)*)"\];$', ln)
        if m:
            nodes[m.group(1)] = [unescape(x) for x in re.split(r"\\[ln]", m.group(2)) if x]
    return clusters


RANGE = re.compile(r"\[0x([0-9a-f]+)-0x([0-9a-f]+)\]")


def before_blocks(nodes, what):
    """node -> (block number, first, last, [(addr, text)])"""
    out = {}
    for name, lines in nodes.items():
        m = re.match(r"block (\d+) \[0x([0-9a-f]+)-0x([0-9a-f]+)\]", lines[0])
        if not m:
            fail("%s: node %s is no block: %r" % (what, name, lines[0]))
            continue
        insts = []
        for ln in lines[1:]:
            mi = re.match(r"0x([0-9a-f]+)  (.*)$", ln)
            if mi:
                insts.append((int(mi.group(1), 16), mi.group(2)))
        out[name] = (int(m.group(1)), int(m.group(2), 16), int(m.group(3), 16), insts)
    return out


def check_block(L, what, name, blk):
    num, first, last, insts = blk
    if not insts or insts[0][0] != first or insts[-1][0] != last:
        fail("%s: block %d's range [0x%x-0x%x] is not its instructions'" % (what, num, first, last))
        return False
    for i, (addr, text) in enumerate(insts):
        if addr not in L.insts:
            fail("%s: block %d: no instruction at 0x%x in the listing" % (what, num, addr))
            return False
        want = L.text(addr)
        if L.target(addr) is not None:
            ok = text.split()[0] == want.split()[0]
        else:
            ok = text == want or text.startswith(want + " ")
        if not ok:
            fail("%s: 0x%x: %r, llvm-objdump %r" % (what, addr, text, want))
        if i and L.next.get(insts[i - 1][0]) != addr:
            fail("%s: block %d: 0x%x does not follow 0x%x" % (what, num, addr, insts[i - 1][0]))
    return True


def check_edges(L, what, blocks, edges, calls):
    start = {}
    for name, b in blocks.items():
        start.setdefault(b[1], set()).add(name)
    out = {}
    for a, b, lab, _ in edges:
        out.setdefault(a, []).append((lab, b))
    nchecked = 0
    for name, (num, first, last, insts) in blocks.items():
        got = sorted(out.get(name, []))
        op = L.text(last).split()[0]
        nxt = L.next.get(last)
        if op == "s_branch":
            want = [("taken", L.target(last))]
        elif op.startswith("s_cbranch"):
            want = sorted([("fall-through", nxt), ("taken", L.target(last))])
        elif op.startswith("s_endpgm"):
            want = []
        elif op == "s_swappc_b64":
            calls.add(nxt)
            if len(got) != 1 or got[0][0] != "call" or \
                    (L.syms and blocks[got[0][1]][1] not in L.starts):
                fail("%s: block %d's call: %r" % (what, num, got))
            continue
        elif op == "s_setpc_b64":
            # a return, a jump table's cases, or a long branch (s_getpc_b64
            # and an add: its target is GraphBuilder's own arithmetic)
            for lab, b in got:
                if lab == "taken" and len(got) == 1:
                    continue
                if lab == "return":
                    calls.discard(blocks[b][1])
                elif not lab.startswith("case "):
                    fail("%s: block %d ends in s_setpc_b64 with edge %r" % (what, num, lab))
            continue
        else:
            want = [("fall-through", nxt)]
        have = sorted((lab, blocks[b][1]) for lab, b in got)
        if have != want:
            fail("%s: block %d [0x%x-0x%x] ends in %r: edges %s, the listing says %s" % (
                what, num, first, last, L.text(last),
                [(lab, hex(x)) for lab, x in have], [(lab, hex(x or 0)) for lab, x in want]))
        nchecked += len(want)
    return nchecked


def check_after(what, blocks, before_edges, nodes, edges):
    orig = {}
    for name, lines in nodes.items():
        m = re.match(r"b(\d+) = block (\d+)$", lines[0])
        if m:
            orig.setdefault(int(m.group(2)), []).append((name, lines[1] if len(lines) > 1 else ""))
    by_num = {b[0]: (name, b) for name, b in blocks.items()}
    for num, (name, b) in by_num.items():
        got = orig.get(num, [])
        rng = "[0x%04x-0x%04x]" % (b[1], b[2])
        if len(got) != 1 or not got[0][1].startswith(rng):
            fail("%s: block %d %s after structurization: %r" % (what, num, rng, got))
    snode = {num: v[0][0] for num, v in orig.items() if len(v) == 1}
    onum = {v: k for k, v in snode.items()}
    succ = {}
    for a, b, lab, dashed in edges:
        if not dashed:
            succ.setdefault(a, []).append((lab, b))
    for a, b, lab, _ in before_edges:
        if lab not in ("taken", "fall-through") or blocks[a][0] not in snode:
            continue
        goal = blocks[b][0]
        seen, todo = set(), [t for l2, t in succ.get(snode[blocks[a][0]], [])
                             if l2.split(",")[0] == lab]
        found = False
        while todo:
            x = todo.pop()
            if x in seen:
                continue
            seen.add(x)
            if x in onum:
                found |= onum[x] == goal
                continue
            todo += [t for _, t in succ.get(x, [])]
        if not found:
            fail("%s: after structurization block %d's %s edge does not lead to block %d" % (
                what, blocks[a][0], lab, goal))


def check(exe, objdump, obj, code, args, what):
    L = Listing(objdump, obj)
    p = subprocess.run([exe, "--cfg=dot"] + args + [code], capture_output=True, text=True)
    if p.returncode != 0:
        fail("%s: --cfg=dot exit %d: %s" % (what, p.returncode, p.stderr.strip()))
        return
    cl = parse_dot(p.stdout, what)
    if sorted(cl) != ["cluster_after", "cluster_before"]:
        fail("%s: clusters %s, want cluster_before and cluster_after" % (what, sorted(cl)))
        return
    blocks = before_blocks(cl["cluster_before"][0], what)
    if not all(check_block(L, what, n, b) for n, b in blocks.items()):
        return
    calls = set()
    n = check_edges(L, what, blocks, cl["cluster_before"][1], calls)
    if calls:
        fail("%s: no return edge to %s" % (what, [hex(x) for x in calls]))
    check_after(what, blocks, cl["cluster_before"][1], *cl["cluster_after"])
    for which, want in (("before", "cluster_before"), ("after", "cluster_after")):
        q = subprocess.run([exe, "--cfg=dot," + which] + args + [code], capture_output=True,
                           text=True)
        got = sorted(parse_dot(q.stdout, what + " " + which))
        if q.returncode != 0 or got != [want]:
            fail("%s: --cfg=dot,%s: exit %d, clusters %s" % (what, which, q.returncode, got))
        if shutil.which("dot"):
            for text in (p.stdout, q.stdout):
                r = subprocess.run(["dot", "-Tsvg"], input=text, capture_output=True, text=True)
                if r.returncode != 0 or "<svg" not in r.stdout:
                    fail("%s: dot -Tsvg refuses the graph: %s" % (what, r.stderr.strip()))
    t = subprocess.run([exe, "--cfg"] + args + [code], capture_output=True, text=True)
    ranges = {int(m.group(1)): (int(m.group(2), 16), int(m.group(3), 16)) for m in re.finditer(
        r"^block (\d+)\s+\[0x([0-9a-f]+)-0x([0-9a-f]+)\]", t.stdout, re.M)}
    if ranges != {b[0]: (b[1], b[2]) for b in blocks.values()}:
        fail("%s: --cfg text and dot disagree on the blocks" % what)
    print("ok: %s: %d blocks, %d edges as the listing says" % (what, len(blocks), n))


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    exe, root = argv
    mc, objdump, objcopy = tool("llvm-mc"), tool("llvm-objdump"), tool("llvm-objcopy")
    if not (mc and objdump and objcopy):
        print("SKIP: llvm-mc-19, llvm-objdump-19 or llvm-objcopy-19 not found")
        return SKIP
    if not shutil.which("dot"):
        fail("graphviz's dot not found (scripts/debian-packages.txt): the digraphs are not drawn")
    with tempfile.TemporaryDirectory(prefix="agc-cli-cfg-") as tmp:
        cases = [(os.path.join(root, "samples", "vector_add.co"), []),
                 (os.path.join(root, "samples", "scale_call.co"), ["--symbol", "scale_all"]),
                 (os.path.join(root, "samples", "two_kernels.co"), ["--symbol", "fill"]),
                 (os.path.join(root, "samples", "two_kernels.co"), ["--symbol", "tile_sum"])]
        for co, args in cases:
            check(exe, objdump, co, co, args, "%s %s" % (os.path.basename(co), " ".join(args)))
        clang, lld = tool("clang"), tool("ld.lld")
        for src in sorted(glob.glob(os.path.join(root, "tests", "opencl", "*.cl"))):
            if not (clang and lld):
                break
            co = os.path.join(tmp, os.path.basename(src) + ".co")
            subprocess.run([clang, "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-nogpulib",
                            "-O2", "-x", "cl", "-cl-std=CL2.0", src, "-o", co], check=True)
            name = os.path.basename(src)[:-3]
            check(exe, objdump, co, co, ["--symbol", name], os.path.basename(src))
        raw = [os.path.join(root, "tests", "graphbuilder", n + ".s")
               for n in ("call", "jump_table", "jump_table_big", "long_branch")]
        raw += [os.path.join(root, "samples", "loop_sum.s"),
                os.path.join(root, "tests", "e2e", "asm", "loops.s")]
        for src in raw:
            text = open(src).read()
            for k, v in (("{vcc}", "vcc_lo"), ("{exec}", "exec_lo"), ("{b}", "32")):
                text = text.replace(k, v)
            s = os.path.join(tmp, os.path.basename(src))
            with open(s, "w") as f:
                f.write(re.sub(r"\{m:(\d+)\}", r"s\1", text))
            obj, binf = s + ".o", s + ".bin"
            subprocess.run([mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj",
                            "--defsym", "WAVE64=0", s, "-o", obj], check=True)
            subprocess.run([objcopy, "-O", "binary", "--only-section=.text", obj, binf],
                           check=True)
            check(exe, objdump, obj, binf, [], os.path.relpath(src, root) + " (raw)")
    print("%d failure(s)" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
