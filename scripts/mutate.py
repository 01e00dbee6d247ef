#!/usr/bin/env python3
"""Mutation check: do the tests catch plausible slips in the code?

Each mutant in scripts/mutants.txt replaces one exact snippet of one source
file (a flipped comparison, a dropped carry, swapped operands, ...).  The
script applies the mutants one at a time to a copy of the tree (never the
tree itself), rebuilds that copy incrementally, runs the tests named to kill
the mutant and reports, per mutant, killed (a test failed or ran past the
timeout), survived, not compiled (the build failed: counted apart) or stale
(the snippet is not found exactly once in the file: the list needs
updating).  The score is killed / (killed + survived), printed also
without the survivors the list marks equivalent.

A mutant that survives either gets a test that kills it or says, in its
`equivalent:` line, why no test can.

Usage:
  scripts/mutate.py                 # every mutant, one copy
  scripts/mutate.py --only salu -j 2
  scripts/mutate.py --list

The list's format (blank lines separate mutants, `#` starts a comment line):

  == salu-add-carry                  the mutant's name
  file: spirv/lower_salu.c           relative to the tree's root
  find: carry_out(b, sum, a)         an exact snippet, unique in the file
  replace: carry_out(b, sum, b)      (\\n and \\t stand for newline and tab)
  kill: e2e-asm-salu                 meson test names, or `$ COMMAND`
  equivalent: REASON                 only for one no test can kill

A `$ COMMAND` runs in the copy's root through the shell; {build} is its
build folder, {e2e} runs tests/e2e/run_e2e.py with the copy's executables
(add `asm NAME --waves 32 --subgroups 8`), {difftest} runs the decoder's
difftest.py (add `--class SOP2 --count 300`).  Before the mutants, the
tests are run once on the unchanged copy: a test that fails there makes
its mutants "invalid" rather than killed.
"""
import argparse
import concurrent.futures
import datetime
import fnmatch
import os
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = os.path.join(ROOT, "scripts", "mutants.txt")


class Mutant:
    def __init__(self, name, line):
        self.name = name
        self.line = line
        self.file = None
        self.find = None
        self.replace = None
        self.kill = []
        self.equivalent = None

    def check(self):
        missing = [k for k in ("file", "find", "replace") if getattr(self, k) is None]
        if missing or not self.kill:
            raise SystemExit("mutants.txt:%d: %s lacks %s" % (
                self.line, self.name, ", ".join(missing + ([] if self.kill else ["kill"]))))
        if self.find == self.replace:
            raise SystemExit("mutants.txt:%d: %s changes nothing" % (self.line, self.name))


def unescape(s):
    # Only \n, \t and \\ are escapes, so C's own backslashes stay as written
    # when doubled: find: "a\\n" is the C text "a\n".
    out, i = [], 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s) and s[i + 1] in "nt\\":
            out.append({"n": "\n", "t": "\t", "\\": "\\"}[s[i + 1]])
            i += 2
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def load(path):
    mutants, cur = [], None
    with open(path) as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            if line.startswith("== "):
                if cur:
                    cur.check()
                cur = Mutant(line[3:].strip(), n)
                mutants.append(cur)
                continue
            key, sep, val = line.partition(":")
            if not sep or cur is None:
                raise SystemExit("mutants.txt:%d: expected `key: value`" % n)
            key, val = key.strip(), val[1:] if val.startswith(" ") else val
            if key in ("file", "equivalent"):
                setattr(cur, key, val.strip())
            elif key in ("find", "replace"):
                setattr(cur, key, unescape(val))
            elif key == "kill":
                val = val.strip()
                cur.kill += [val] if val.startswith("$") else val.split()
            else:
                raise SystemExit("mutants.txt:%d: unknown key %r" % (n, key))
    if cur:
        cur.check()
    names = [m.name for m in mutants]
    dup = {x for x in names if names.count(x) > 1}
    if dup:
        raise SystemExit("mutants.txt: duplicate names: " + ", ".join(sorted(dup)))
    return mutants


def anchor(m, root):
    """The mutated text of m's file, or None when the snippet is stale."""
    path = os.path.join(root, m.file)
    try:
        with open(path) as f:
            text = f.read()
    except OSError:
        return None, None
    if text.count(m.find) != 1:
        return text, None
    return text, text.replace(m.find, m.replace)


def run(cmd, cwd, timeout, log, shell=False, env=None):
    """(returncode, timed_out), the output appended to log."""
    with open(log, "a") as out:
        out.write("$ %s\n" % (cmd if shell else " ".join(shlex.quote(c) for c in cmd)))
        out.flush()
        p = subprocess.Popen(cmd, cwd=cwd, shell=shell, stdout=out,
                             stderr=subprocess.STDOUT, start_new_session=True, env=env)
        try:
            return p.wait(timeout=timeout), False
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
            return -9, True


class Copy:
    """One copy of the tree with its own build folder."""

    def __init__(self, work, index, isa):
        self.root = os.path.join(work, "copy%d" % index)
        self.build = os.path.join(self.root, "build")
        self.log = os.path.join(work, "copy%d.log" % index)
        self.env = dict(os.environ)
        if isa:
            self.env["AGC_ISA_DIR"] = isa

    def sync(self):
        os.makedirs(self.root, exist_ok=True)
        files = subprocess.run(["git", "-C", ROOT, "ls-files", "-z", "-c", "-o",
                                "--exclude-standard"], check=True,
                               stdout=subprocess.PIPE).stdout
        # Only files whose content differs are written, and with the
        # time of writing: a file left restored after a mutant keeps its
        # later time, so it is still newer than its object and rebuilt.
        for rel in files.decode().split("\0"):
            src = os.path.join(ROOT, rel)
            if not rel or not os.path.isfile(src) or os.path.islink(src):
                continue
            dst = os.path.join(self.root, rel)
            with open(src, "rb") as f:
                data = f.read()
            try:
                with open(dst, "rb") as f:
                    if f.read() == data:
                        continue
            except OSError:
                os.makedirs(os.path.dirname(dst), exist_ok=True)
            with open(dst, "wb") as f:
                f.write(data)
            shutil.copymode(src, dst)
        if not os.path.exists(os.path.join(self.build, "build.ninja")):
            rc, _ = run(["meson", "setup", self.build], self.root, 600, self.log, env=self.env)
            if rc:
                raise SystemExit("meson setup failed in %s (see %s)" % (self.root, self.log))
        if not self.compile(1800):
            raise SystemExit("the unchanged copy does not build (see %s)" % self.log)

    def compile(self, timeout=900):
        rc, _ = run(["ninja", "-C", self.build], self.root, timeout, self.log, env=self.env)
        return rc == 0

    def expand(self, cmd):
        e2e = ("python3 tests/e2e/run_e2e.py --recompiler {build}/cli/agc-recompile "
               "--vkrun {build}/tests/vkrun/agc-vkrun")
        dif = "python3 tests/decoder/difftest.py --decode-lines {build}/tests/decoder/decode_lines"
        return cmd.replace("{e2e}", e2e).replace("{difftest}", dif).replace("{build}", self.build)

    def test(self, kill, timeout):
        """'fail', 'timeout' or 'pass' for the tests in kill, run in order."""
        for t in kill:
            if t.startswith("$"):
                rc, to = run(self.expand(t[1:].strip()), self.root, timeout, self.log,
                             shell=True, env=self.env)
            else:
                rc, to = run(["meson", "test", "-C", self.build, "--no-rebuild",
                              "--print-errorlogs", "-t", "10", t], self.root, timeout,
                             self.log, env=self.env)
            if to:
                return "timeout"
            if rc:
                return "fail"
        return "pass"


def mutate_one(copy, m, timeout):
    path = os.path.join(copy.root, m.file)
    text, mutated = anchor(m, copy.root)
    if mutated is None:
        return "stale", 0.0
    t0 = time.monotonic()
    with open(copy.log, "a") as out:
        out.write("\n=== %s (%s)\n" % (m.name, m.file))
    try:
        with open(path, "w") as f:
            f.write(mutated)
        if not copy.compile():
            return "not compiled", time.monotonic() - t0
        got = copy.test(m.kill, timeout)
    finally:
        with open(path, "w") as f:
            f.write(text)
    verdict = {"fail": "killed", "timeout": "killed (timeout)", "pass": "survived"}[got]
    return verdict, time.monotonic() - t0


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", metavar="PATTERN", action="append",
                    help="mutants whose name or file matches (substring or shell "
                    "wildcard); may be given again")
    ap.add_argument("-j", type=int, default=1, help="copies worked in parallel (default 1)")
    ap.add_argument("--list", action="store_true", help="list the mutants and whether each anchors")
    ap.add_argument("--file", default=LIST, help="the list of mutants")
    ap.add_argument("--work", default=os.path.join(ROOT, "build-mutate"),
                    help="where the copies and their build folders live (kept between runs)")
    ap.add_argument("--timeout", type=int, default=300, help="seconds per test command")
    ap.add_argument("--no-baseline", action="store_true",
                    help="skip running the tests on the unchanged copy")
    args = ap.parse_args(argv)

    mutants = load(args.file)
    if args.only:
        mutants = [m for m in mutants if any(
            pat in m.name or pat in m.file or fnmatch.fnmatch(m.name, pat)
            or fnmatch.fnmatch(m.file, pat) for pat in args.only)]
    if args.list:
        for m in mutants:
            _, mutated = anchor(m, ROOT)
            print("%-28s %-28s %-6s %s" % (m.name, m.file, "ok" if mutated else "STALE",
                                           " ".join(m.kill)))
        print("%d mutants" % len(mutants))
        return 0
    if not mutants:
        print("no mutants match")
        return 2

    isa = os.path.join(os.path.dirname(ROOT), "shared", "isa")
    isa = os.environ.get("AGC_ISA_DIR") or (isa if os.path.isdir(isa) else None)
    jobs = max(1, min(args.j, len(mutants)))
    copies = [Copy(args.work, i, isa) for i in range(jobs)]
    start = time.time()
    for c in copies:
        c.sync()

    invalid = set()
    if not args.no_baseline:
        tests = []
        for m in mutants:
            tests += [t for t in m.kill if t not in tests]
        for t in tests:
            if copies[0].test([t], args.timeout) != "pass":
                print("baseline: %s fails on the unchanged tree" % t, flush=True)
                invalid.add(t)

    lock = threading.Lock()
    free = list(copies)
    results = {}

    def work(m):
        if any(t in invalid for t in m.kill):
            verdict, secs = "invalid", 0.0
        else:
            with lock:
                copy = free.pop()
            try:
                verdict, secs = mutate_one(copy, m, args.timeout)
            finally:
                with lock:
                    free.append(copy)
        with lock:
            results[m.name] = verdict
            note = ""
            if verdict == "survived" and m.equivalent:
                note = "  (equivalent: %s)" % m.equivalent
            print("%-28s %-18s %5.1f s%s" % (m.name, verdict, secs, note), flush=True)

    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        list(pool.map(work, mutants))

    count = lambda *v: sum(1 for m in mutants if results[m.name] in v)
    killed = count("killed", "killed (timeout)")
    survived = [m for m in mutants if results[m.name] == "survived"]
    unexplained = [m for m in survived if not m.equivalent]
    scored = killed + len(survived)
    print()
    print("mutants %d: killed %d, survived %d (%d marked equivalent), not compiled %d, "
          "stale %d, invalid %d" % (len(mutants), killed, len(survived),
                                    len(survived) - len(unexplained), count("not compiled"),
                                    count("stale"), count("invalid")))
    if scored:
        print("score: %d/%d killed (%.1f %%), %s, %.0f s" % (
            killed, scored, 100.0 * killed / scored,
            datetime.date.today().isoformat(), time.time() - start))
        equiv = len(survived) - len(unexplained)
        if equiv:
            print("score without the %d equivalent: %d/%d killed (%.1f %%)" % (
                equiv, killed, scored - equiv, 100.0 * killed / max(1, scored - equiv)))
    for m in unexplained:
        print("survivor without a reason: %s (%s)" % (m.name, m.file))
    for m in mutants:
        if results[m.name] == "stale":
            print("stale: %s: the snippet is not found exactly once in %s" % (m.name, m.file))
    return 1 if unexplained or count("stale", "not compiled", "invalid") else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
