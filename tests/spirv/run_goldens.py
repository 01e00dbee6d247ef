#!/usr/bin/env python3
"""SPIR-V goldens: what each instruction group lowers to, as text.

usage: run_goldens.py [--recompiler PATH] [--update | --checks-only] [--trace]
                      [-v] [NAME ...]

Every tests/spirv/NAME.s (a few gfx1030 instructions ending in s_endpgm)
is assembled as the e2e assembly programs are (tests/e2e/e2e_cases.py's
AsmCase: the same llvm-mc-19 command, the same header directives for the
ABI: @workgroup, @user-sgprs, @lds, @scratch, ...), recompiled with
agc-recompile --wave W --subgroup-size S for each of its configurations,
validated with spirv-val --target-env vulkan1.2 and disassembled with
spirv-dis --no-indent (friendly names, no alignment: an added line does
not re-indent the others). Then, per configuration:

  - the check lines of the .s, written from the ISA's meaning of each
    instruction, must match the disassembly (format below);
  - the disassembly must equal the golden: NAME.spvasm for w32_s32,
    NAME.wW_sS.spvasm for any other configuration the file asks for.

--checks-only runs the check lines and spirv-val alone (what the
lowering must do, whatever else changed). --update rewrites the goldens
from the output (and removes goldens no configuration makes any more);
the check lines still run, so an update never hides a check that fails.
--trace prints the line each check matched.

Configurations: w32_s32 (wave32, one lane an invocation) unless the file
says otherwise in a line  '; CONFIGS: w32_s32 w64_s8'; a configuration
ending in _O (w32_s32_O) recompiles with -O (the optimized module).

Check lines, in the order the instructions they speak of lower:

  ; CHECK: PATTERN       after the previous match (the rest of its line,
                         then the lines after)
  ; CHECK-NEXT: PATTERN  the line right after the previous match (when
                         it fails, the CHECK before it tries its next
                         match)
  ; CHECK-NOT: PATTERN   no line between the previous match and the next
  ; CHECK-W32: / CHECK-W64: / CHECK-NOT-W64: ...  only in that wave size

A PATTERN matches part of one line; spaces match any run of spaces,
{{RE}} is a Python regular expression, [[N:RE]] matches RE and names it N,
[[N]] matches what N matched last. Example, v_mul_hi_u32 (the high half):

  ; CHECK: [[P:%\\w+]] = OpUMulExtended
  ; CHECK: OpCompositeExtract %uint [[P]] 1

Exit status: 0 all passed; 1 a check, golden or spirv-val failed; 77 a
tool is missing.
"""
import argparse
import concurrent.futures
import difflib
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "e2e"))

from e2e_cases import AsmCase  # noqa: E402
from run_e2e import Failure, first_line  # noqa: E402

DEFAULT_CONFIG = "w32_s32"
SKIP = 77


class Tools:
    """What AsmCase.code() needs of run_e2e's Tools: run and require."""

    def __init__(self, recompiler, verbose):
        self.recompiler = recompiler
        self.verbose = verbose

    def run(self, cmd, env=None):
        if self.verbose:
            print("  $ " + " ".join(cmd), file=sys.stderr)
        return subprocess.run(cmd, capture_output=True, text=True, env=env)

    def require(self, *tools):
        for t in tools:
            if shutil.which(t) is None:
                raise Missing(t)


class Missing(Exception):
    pass


# ---------------------------------------------------------------- checks

CHECK_RE = re.compile(r"^\s*;\s*CHECK(-NOT|-NEXT)?(-W32|-W64)?:\s?(.*?)\s*$")
CONFIGS_RE = re.compile(r"^\s*;\s*CONFIGS:\s*(.*?)\s*$")


class Check:
    def __init__(self, lineno, negative, wave, pattern, next_line=False):
        self.lineno = lineno
        self.negative = negative
        self.next_line = next_line  # CHECK-NEXT: the line after the previous match
        self.wave = wave          # None: every wave size
        self.pattern = pattern

    def regex(self, names):
        """The pattern as a regular expression, [[N]] replaced by what N
        matched: '[[P:%\\w+]] = OpIAdd' -> '(?P<P>%\\w+)\\s+=\\s+OpIAdd'."""
        out, pos, text = [], 0, self.pattern
        token = re.compile(r"\{\{(.*?)\}\}|\[\[(\w+):(.*?)\]\]|\[\[(\w+)\]\]")
        for m in token.finditer(text):
            out.append(literal(text[pos:m.start()]))
            if m.group(1) is not None:
                out.append("(?:%s)" % m.group(1))
            elif m.group(2) is not None:
                out.append("(?P<%s>%s)" % (m.group(2), m.group(3)))
            else:
                if m.group(4) not in names:
                    raise ValueError("line %d: [[%s]] used before it is defined"
                                     % (self.lineno, m.group(4)))
                out.append(re.escape(names[m.group(4)]))
            pos = m.end()
        out.append(literal(text[pos:]))
        return re.compile("".join(out))

    def __str__(self):
        kind = "-NOT" if self.negative else "-NEXT" if self.next_line else ""
        return "line %d: CHECK%s: %s" % (self.lineno, kind, self.pattern)


def literal(s):
    return r"\s+".join(re.escape(w) for w in s.split(" ")) if s else ""


def read_checks(path):
    """The check lines and configurations of a snippet."""
    checks, configs = [], None
    with open(path) as f:
        for n, line in enumerate(f, 1):
            m = CHECK_RE.match(line)
            if m:
                wave = int(m.group(2)[2:]) if m.group(2) else None
                kind = m.group(1)
                checks.append(Check(n, kind == "-NOT", wave, m.group(3), kind == "-NEXT"))
                continue
            m = CONFIGS_RE.match(line)
            if m:
                configs = m.group(1).split()
    configs = configs or [DEFAULT_CONFIG]
    for c in configs:
        if not re.fullmatch(r"w(32|64)_s\d+(_O)?", c):
            raise ValueError("%s: configuration '%s' is not wW_sS or wW_sS_O" % (path, c))
    return checks, configs


def run_checks(checks, text, wave, trace=None):
    """The failed checks' messages ([] when all hold) against a
    disassembly, FileCheck's way: each positive check searches from the
    end of the previous match on (the rest of its line, then the lines
    after); the CHECK-NEXT lines after it must match the lines right
    after its match, else its next match is tried; the negative checks
    before it must match nothing in between. trace(check, line number,
    line) hears each match."""
    lines = text.split("\n")
    active = [c for c in checks if c.wave in (None, wave)]
    names, pending, problems = {}, [], []
    row, col, i = 0, 0, 0
    while i < len(active):
        c = active[i]
        if c.negative:
            pending.append(c)
            i += 1
            continue
        group = [c]
        while i + len(group) < len(active) and active[i + len(group)].next_line:
            group.append(active[i + len(group)])
        if c.next_line:
            problems.append("%s: CHECK-NEXT after no check" % c)
            return problems
        found = match_group(group, lines, row, col, names)
        if found is None:
            problems.append("%s: no match after line %d of the disassembly%s" % (
                c, row + 1, "" if len(group) == 1 else " (with the CHECK-NEXT lines after it)"))
            return problems
        (first, start), hits, got = found
        between = [lines[row][col:]] + lines[row + 1:first] if first > row else []
        between.append(lines[first][col if first == row else 0:start])
        problems += negatives(pending, between, names)
        names.update(got)
        for g, (n, _) in zip(group, hits):
            if trace:
                trace(g, n + 1, lines[n])
        row, col = hits[-1]
        pending = []
        i += len(group)
    return problems + negatives(pending, [lines[row][col:]] + lines[row + 1:], names)


def match_group(group, lines, row, col, names):
    """The first match of group[0] from (row, col) after which each
    CHECK-NEXT of the group matches the following line: ((line, start),
    [(line, end)] per check, the names bound), or None."""
    rx = group[0].regex(names)
    for i in range(row, len(lines)):
        pos = col if i == row else 0
        while True:
            m = rx.search(lines[i], pos)
            if not m:
                break
            got = dict(names)
            got.update(m.groupdict())
            hits, ok = [(i, m.end())], True
            for k, g in enumerate(group[1:], 1):
                j = i + k
                n = g.regex(got).search(lines[j]) if j < len(lines) else None
                if not n:
                    ok = False
                    break
                got.update(n.groupdict())
                hits.append((j, n.end()))
            if ok:
                return (i, m.start()), hits, got
            pos = m.start() + 1
    return None


def negatives(checks, lines, names):
    out = []
    for c in checks:
        rx = c.regex(names)
        for line in lines:
            if rx.search(line):
                out.append("%s: matched '%s'" % (c, line.strip()))
                break
    return out


def self_test():
    """The matcher against a text where each kind of check must fail, so
    a check line that cannot fail would be found here."""
    text = "%5 = OpIAdd %uint %3 %4\n%6 = OpFAdd %float %1 %2\nOpStore %x %5"
    good = [Check(1, False, None, "[[A:%\\w+]] = OpIAdd"), Check(2, True, None, "OpISub"),
            Check(3, False, None, "OpStore %x [[A]]")]
    bad = [[Check(1, False, None, "OpFSub")],                        # absent
           [Check(1, False, None, "OpFAdd"), Check(2, False, None, "OpIAdd")],  # order
           [Check(1, True, None, "OpFAdd"), Check(2, False, None, "OpStore")],  # NOT
           [Check(1, False, None, "OpIAdd"), Check(2, False, None, "OpIAdd")],  # one line, twice
           [Check(1, False, None, "[[A:%\\w+]] = OpFAdd"),
            Check(2, False, None, "OpStore %x [[A]]")]]              # variable
    if run_checks(good, text, 32):
        return "self-test: a check that holds failed: %s" % run_checks(good, text, 32)
    for b in bad:
        if not run_checks(b, text, 32):
            return "self-test: a check that must fail held: %s" % "; ".join(map(str, b))
    nxt = [Check(1, False, None, "[[B:%\\w+]] = OpIAdd"), Check(2, False, None, "OpStore", True)]
    if not run_checks(nxt, text, 32):
        return "self-test: a CHECK-NEXT two lines on held"
    two = "%1 = OpINotEqual %bool %a\nOpLoad\n%2 = OpINotEqual %bool %b\nOpBranchConditional %2"
    grp = [Check(1, False, None, "[[E:%\\w+]] = OpINotEqual"),
           Check(2, False, None, "OpBranchConditional [[E]]", True)]
    if run_checks(grp, two, 32):
        return "self-test: CHECK-NEXT did not try the later match: %s" % run_checks(grp, two, 32)
    if run_checks([Check(1, False, 64, "OpFSub")], text, 32):
        return "self-test: a CHECK-W64 line ran at wave32"
    return None


# ---------------------------------------------------------------- snippets

def golden_path(name, config):
    suffix = "" if config == DEFAULT_CONFIG else "." + config
    return os.path.join(HERE, name + suffix + ".spvasm")


def disassemble(tools, case, config, tmp):
    """spirv-dis text of the snippet's module in one configuration."""
    wave, sub = (int(x) for x in re.findall(r"\d+", config))
    code = case.code(tools, wave, tmp)
    spv = os.path.join(tmp, "%s.%s.spv" % (case.name, config))
    # Compute only for now. Vertex and pixel snippets, once those stages
    # lower: a directive of the .s ('; STAGE: vs' and its register state)
    # read here, turned into the stage's agc-recompile options.
    res = tools.run([tools.recompiler, code, "-o", spv, "--reflection",
                     spv[:-4] + ".json", "--wave", str(wave),
                     "--subgroup-size", str(sub)] + case.abi_args(wave) +
                    (["-O"] if config.endswith("_O") else []))
    if res.returncode != 0:
        raise Failure("agc-recompile: " + first_line(res.stderr + res.stdout))
    res = tools.run(["spirv-val", "--target-env", "vulkan1.2", spv])
    if res.returncode != 0:
        raise Failure("spirv-val: " + first_line(res.stderr + res.stdout))
    res = tools.run(["spirv-dis", "--no-indent", "--no-color", spv])
    if res.returncode != 0:
        raise Failure("spirv-dis: " + first_line(res.stderr))
    return res.stdout, wave


def compare(path, text, update):
    """'' when the golden holds text; else what differs (the start of a
    unified diff)."""
    old = None
    if os.path.exists(path):
        with open(path) as f:
            old = f.read()
    if old == text:
        return ""
    if update:
        with open(path, "w") as f:
            f.write(text)
        return ""
    if old is None:
        return "no golden %s (run with --update)" % os.path.basename(path)
    diff = list(difflib.unified_diff(old.split("\n"), text.split("\n"), "golden", "now",
                                     n=1, lineterm=""))
    more = "\n    ... (%d more diff lines)" % (len(diff) - 14) if len(diff) > 14 else ""
    return "%s differs:\n    %s%s" % (os.path.basename(path), "\n    ".join(diff[:14]), more)


def run_snippet(tools, path, update, tmp, trace=False, goldens=True):
    """Problems of one snippet over its configurations, and the goldens
    it makes."""
    case = AsmCase(path)
    checks, configs = read_checks(path)
    problems, made = [], set()
    for config in configs:
        where = "%s/%s" % (case.name, config)
        try:
            text, wave = disassemble(tools, case, config, tmp)
        except Failure as e:
            problems.append("%s: %s" % (where, e))
            continue
        if not any(c.wave in (None, wave) and not c.negative for c in checks):
            problems.append("%s: no check lines (a golden alone only detects change)" % where)
        show = None
        if trace:
            def show(c, n, line):
                print("  %s line %d <- %s" % (where, n, line.strip()))
        problems += ["%s: %s" % (where, p) for p in run_checks(checks, text, wave, show)]
        g = golden_path(case.name, config)
        made.add(g)
        d = compare(g, text, update) if goldens else ""
        if d:
            problems.append("%s: %s" % (where, d))
    return problems, made


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--recompiler", default=os.path.join(ROOT, "build", "cli", "agc-recompile"))
    p.add_argument("--update", action="store_true", help="rewrite the goldens")
    p.add_argument("-v", "--verbose", action="store_true", help="print the commands")
    p.add_argument("--trace", action="store_true",
                   help="print the line each check line matched")
    p.add_argument("--checks-only", action="store_true",
                   help="run the check lines and spirv-val, compare no golden")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                   help="snippets worked on at once (default: the cores)")
    p.add_argument("names", nargs="*")
    args = p.parse_args()
    if args.trace:
        args.jobs = 1       # the trace lines in order

    msg = self_test()
    if msg:
        print(msg)
        return 1
    paths = sorted(glob.glob(os.path.join(HERE, "*.s")))
    if args.names:
        paths = [os.path.join(HERE, n + ".s") for n in args.names]
    tools = Tools(args.recompiler, args.verbose)
    try:
        tools.require("spirv-val", "spirv-dis")
    except Missing as e:
        print("skipped: %s not found" % e)
        return SKIP
    problems, made, n = [], set(), 0
    with tempfile.TemporaryDirectory(prefix="agc-goldens-") as tmp:
        def one(path):
            try:
                return run_snippet(tools, path, args.update, tmp, args.trace,
                                   not args.checks_only)
            except (OSError, ValueError) as e:
                return ["%s: %s" % (os.path.basename(path)[:-2], e)], set()
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            try:
                results = list(pool.map(one, paths))
            except Missing as e:
                print("skipped: %s not found" % e)
                return SKIP
    for path, (got, m) in zip(paths, results):
        n += len(m)
        made |= m
        problems += got
        print("%-16s %s" % (os.path.basename(path)[:-2], "FAIL" if got else "ok"))
    if not args.names and not args.checks_only:
        for g in sorted(set(glob.glob(os.path.join(HERE, "*.spvasm"))) - made):
            if args.update:
                os.remove(g)
            else:
                problems.append("%s: no snippet or configuration makes it (--update "
                                "removes it)" % os.path.basename(g))
    for msg in problems:
        print(msg)
    print("goldens: %d snippets, %d modules, %d problems%s"
          % (len(paths), n, len(problems), " (goldens updated)" if args.update else ""))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
