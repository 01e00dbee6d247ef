#!/usr/bin/env python3
"""Checks gen_graphs against what it promises, with its own graph analysis:
deterministic; every block reachable from block 0; successors in range; sizes
within bounds; 'reducible' graphs reducible; 'irreducible' graphs mostly
irreducible (a retreating edge to a non-dominator); 'infinite' graphs have a
cycle with no way out (some reachable block cannot reach a return), some of
them the whole graph; the mix contains multi-way blocks, duplicated
successors and latches shared by two loops."""
import re
import subprocess
import sys


def parse(spec):
    return [[int(x) for x in re.findall(r"\d+", b)] for b in re.findall(r"\{([^{}]*)\}", spec[1:-1])]


def reachable(g, start=0):
    seen = {start}
    stack = [start]
    while stack:
        for s in g[stack.pop()]:
            if s not in seen:
                seen.add(s)
                stack.append(s)
    return seen


def dominators(g):
    n = len(g)
    order, seen = [], set()

    def dfs(u):
        stack = [(u, iter(g[u]))]
        seen.add(u)
        while stack:
            v, it = stack[-1]
            for s in it:
                if s not in seen:
                    seen.add(s)
                    stack.append((s, iter(g[s])))
                    break
            else:
                order.append(v)
                stack.pop()
    dfs(0)
    rpo = order[::-1]
    preds = [[] for _ in range(n)]
    for u in range(n):
        for s in g[u]:
            preds[s].append(u)
    dom = {0: {0}}
    everything = set(range(n))
    for b in rpo[1:]:
        dom[b] = everything
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            new = everything
            for p in preds[b]:
                if p in dom:
                    new = new & dom[p]
            new = new | {b}
            if new != dom[b]:
                dom[b] = new
                changed = True
    return dom


def retreating_edges(g):
    state = {}
    edges = []
    stack = [(0, iter(g[0]))]
    state[0] = 1
    while stack:
        v, it = stack[-1]
        for s in it:
            if state.get(s) == 1:
                edges.append((v, s))
            elif s not in state:
                state[s] = 1
                stack.append((s, iter(g[s])))
                break
        else:
            state[v] = 2
            stack.pop()
    return edges


def reducible(g):
    dom = dominators(g)
    return all(h in dom[u] for u, h in retreating_edges(g))


def stuck(g):
    """Some reachable block from which no return is reachable."""
    n = len(g)
    preds = [[] for _ in range(n)]
    for u in range(n):
        for s in g[u]:
            preds[s].append(u)
    can_return = {b for b in range(n) if not g[b]}
    stack = list(can_return)
    while stack:
        for p in preds[stack.pop()]:
            if p not in can_return:
                can_return.add(p)
                stack.append(p)
    return len(can_return) < n


def gen(exe, kind, count, seed, lo=2, hi=60):
    out = subprocess.run([exe, "--seed", str(seed), "--count", str(count), "--kind", kind, "--min-blocks",
                          str(lo), "--max-blocks", str(hi)], capture_output=True, text=True, check=True).stdout
    return out.split()


def main():
    exe = sys.argv[1]
    problems = []

    def expect(cond, what):
        print("%s %s" % ("ok  " if cond else "FAIL", what))
        if not cond:
            problems.append(what)

    a = gen(exe, "mix", 200, 5)
    expect(a == gen(exe, "mix", 200, 5), "same seed, same graphs")
    expect(a != gen(exe, "mix", 200, 6), "other seed, other graphs")
    expect(gen(exe, "mix", 50, 5, 2, 60)[:0] == [] and
           subprocess.run([exe, "--seed", "5", "--first", "7", "--count", "3", "--max-blocks", "60"],
                          capture_output=True, text=True).stdout.split() == a[7:10],
           "--first I gives graphs I.. of the same sequence")

    stats = {}
    for kind in ["reducible", "irreducible", "infinite", "mix"]:
        graphs = [parse(s) for s in gen(exe, kind, 300, 11)]
        ok_shape = all(2 <= len(g) <= 60 and all(0 <= s < len(g) for b in g for s in b) for g in graphs)
        expect(ok_shape, "%s: sizes in 2..60, successors in range" % kind)
        expect(all(len(reachable(g)) == len(g) for g in graphs), "%s: every block reachable" % kind)
        red = sum(reducible(g) for g in graphs)
        stk = sum(stuck(g) for g in graphs)
        whole = sum(all(g) for g in graphs)
        multi = sum(any(len(set(b)) >= 3 for b in g) for g in graphs)
        dup = sum(any(len(set(b)) < len(b) for b in g) for g in graphs)
        shared = 0
        for g in graphs:
            back = retreating_edges(g)
            heads = {}
            for u, h in back:
                heads.setdefault(u, set()).add(h)
            shared += any(len(hs) >= 2 for hs in heads.values())
        big = max(len(g) for g in graphs)
        stats[kind] = (red, stk, whole, multi, dup, shared)
        print("     %-11s 300 graphs: %3d reducible, %3d with a cycle that cannot return (%3d never return), "
              "%3d multi-way, %3d duplicate successors, %3d shared latches, largest %d blocks" %
              (kind, red, stk, whole, multi, dup, shared, big))
    expect(stats["reducible"][0] == 300, "reducible: all reducible")
    expect(stats["irreducible"][0] <= 150, "irreducible: at least half irreducible")
    expect(stats["infinite"][1] >= 240, "infinite: at least 80% have a cycle with no way out")
    expect(stats["infinite"][2] >= 60, "infinite: at least 20% never return at all")
    expect(stats["mix"][3] >= 30 and stats["mix"][4] >= 30 and stats["mix"][5] >= 30,
           "mix: multi-way blocks, duplicated successors and shared latches each in 10% of graphs")
    big = [parse(s) for s in gen(exe, "mix", 3, 1, 9000, 10000)]
    expect(all(9000 <= len(g) <= 10000 and len(reachable(g)) == len(g) for g in big),
           "10,000-block graphs on request, all blocks reachable")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
