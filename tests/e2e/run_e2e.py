#!/usr/bin/env python3
"""End-to-end tests: recompile gfx1030 code, run it on lavapipe, compare.

usage: run_e2e.py [OPTIONS] SOURCE [NAME ...]

SOURCE is one of:
  asm     tests/e2e/asm/NAME.s: gfx1030 assembly written for these tests,
          assembled with llvm-mc-19; expected outputs from the Python model in
          each file's header (format: tests/e2e/README.md).
  glsl    tests/glsl/NAME.comp with its ACO capture tests/glsl/captured/
          NAME.w32.bin / NAME.w64.bin; expected outputs from running the
          GLSL's own SPIR-V on lavapipe with the same buffers.
  opencl  tests/opencl/NAME.cl compiled by clang-19 for gfx1030 (wave32, and
          wave64 with +wavefrontsize64); expected outputs from the Python
          model in the kernel's header comment.

For every case and configuration (wave size W, subgroup size S) the harness
recompiles the code (agc-recompile --wave W --subgroup-size S plus the ABI),
validates the module (spirv-val --target-env vulkan1.2), runs it with
agc-vkrun requiring S-lane full subgroups (S=16 with
LP_NATIVE_VECTOR_WIDTH=512; S=1 requires nothing) and compares the dumped
buffers with the expected bytes: exactly, except float buffers a case gives
an ulp tolerance.

A configuration that fails and matches a line of expected_failures.txt is an
expected failure; one that passes and matches is reported as "unexpectedly
passed, remove from the list" and fails the run, so the list stays current.
--write-expected-failures FILE writes the current failures in that format.

Exit status: 0 all passed or failed as expected; 1 otherwise; 77 when a tool
or lavapipe is missing (or every configuration was skipped).
"""
import argparse
import fnmatch
import glob
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SKIP = 77
M32 = 0xFFFFFFFF

LLVM_MC = "llvm-mc-19"
LLVM_OBJCOPY = "llvm-objcopy-19"
CLANG = "clang-19"


class Failure(Exception):
    """A configuration failed; the message is one line saying where and why."""


class Skipped(Exception):
    pass


def first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return "(no message)"


def find_lavapipe():
    if os.environ.get("AGC_VKRUN_ICD"):
        return os.environ["AGC_VKRUN_ICD"]
    dirs = ["/usr/share/vulkan/icd.d", "/usr/local/share/vulkan/icd.d",
            "/etc/vulkan/icd.d"]
    for d in os.environ.get("XDG_DATA_DIRS", "").split(":"):
        if d:
            dirs.append(os.path.join(d, "vulkan", "icd.d"))
    for d in dirs:
        found = sorted(glob.glob(os.path.join(d, "lvp_icd*.json")))
        if found:
            return found[0]
    return None


# ---------------------------------------------------------------- values

def f2u(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def u2f(u):
    return struct.unpack("<f", struct.pack("<I", u & M32))[0]


def hash32(i):
    return (i * 2654435761) & M32


TYPES = {"u32": 4, "i32": 4, "f32": 4, "float": 4, "u64": 8}


def init_values(typ, count, init):
    """The initial elements of a buffer, as in tests/glsl/README.md."""
    if init in (None, "zero"):
        return [0] * count
    if init == "iota":
        return [float(i) if typ in ("f32", "float") else i for i in range(count)]
    if init == "hash":
        if typ in ("f32", "float"):
            return [(hash32(i) >> 8) / 65536.0 - 128.0 for i in range(count)]
        if typ == "u64":
            return [(hash32(i) << 32) | hash32(i + count) for i in range(count)]
        return [hash32(i) for i in range(count)]
    if init == "ramp":
        return [float(i) * 0.5 - 3.0 for i in range(count)]
    raise ValueError("unknown init '%s'" % init)


def pack(typ, values):
    out = bytearray()
    for v in values:
        if typ in ("f32", "float") and isinstance(v, float):
            out += struct.pack("<f", v)
        elif TYPES[typ] == 8:
            out += struct.pack("<Q", v & 0xFFFFFFFFFFFFFFFF)
        else:
            out += struct.pack("<I", v & M32)
    return bytes(out)


def ordered(u):
    """Float bits mapped to integers that order like the floats."""
    return u if u < 0x80000000 else 0x80000000 - u


def is_nan(u):
    return (u & 0x7F800000) == 0x7F800000 and (u & 0x7FFFFF) != 0


class Buffer:
    """A buffer of a case: its type, size, contents and where its address goes."""

    def __init__(self, name, typ, count, data=b"", addr=None, out=False, ulp=0,
                 size=None):
        self.name = name
        self.typ = typ
        self.count = count
        self.data = data
        self.addr = addr        # push-constant dword of its address, or None
        self.out = out          # dumped and compared
        self.ulp = ulp          # float tolerance for f32 buffers
        self.size = size if size is not None else count * TYPES[typ]


def compare(buf, got, want):
    """None when equal (within the buffer's tolerance), else a message."""
    if len(got) != len(want):
        return "%s: %d bytes, expected %d" % (buf.name, len(got), len(want))
    esz = TYPES[buf.typ]
    bad = []
    for i in range(0, len(want), esz):
        g, w = got[i:i + esz], want[i:i + esz]
        if g == w:
            continue
        if buf.typ in ("f32", "float"):
            gu, wu = struct.unpack("<I", g)[0], struct.unpack("<I", w)[0]
            if is_nan(gu) and is_nan(wu):
                continue
            if (buf.ulp and not is_nan(gu) and not is_nan(wu)
                    and abs(ordered(gu) - ordered(wu)) <= buf.ulp):
                continue
            bad.append("[%d] got %#010x (%r) expected %#010x (%r)"
                       % (i // esz, gu, u2f(gu), wu, u2f(wu)))
        else:
            fmt = "<Q" if esz == 8 else "<I"
            bad.append("[%d] got %#x expected %#x"
                       % (i // esz, struct.unpack(fmt, g)[0], struct.unpack(fmt, w)[0]))
    if not bad:
        return None
    return "%s: %d of %d elements differ: %s%s" % (
        buf.name, len(bad), len(want) // esz, "; ".join(bad[:4]),
        " ..." if len(bad) > 4 else "")


# ---------------------------------------------------------------- tools

class Tools:
    def __init__(self, args):
        self.recompiler = args.recompiler
        self.vkrun = args.vkrun
        self.icd = find_lavapipe()
        self.tmp = args.tmp
        self.verbose = args.verbose
        self.keep = args.keep
        self.models_only = args.models_only
        self.time = getattr(args, "time", 0)
        self.timings = []  # (case id, wave, sub, recompiled median us)

    def run(self, cmd, env=None, check_tool=True):
        if self.verbose:
            print("  $ " + " ".join(cmd), file=sys.stderr)
        return subprocess.run(cmd, capture_output=True, text=True, env=env)

    def require(self, *tools):
        for t in tools:
            if shutil.which(t) is None:
                raise Skipped("%s not found" % t)


# ---------------------------------------------------------------- cases

class Case:
    """One program and its data. Subclasses build the code and the ABI."""

    source = None
    waves = (32, 64)
    subgroups = (1, 8, 16)

    def __init__(self, name):
        self.name = name
        self.id = "%s/%s" % (self.source, name)

    def code(self, tools, wave, tmp):
        """The code file (raw .bin or ELF .co) for a wave size."""
        raise NotImplementedError

    def abi_args(self, wave):
        """agc-recompile options giving the ABI (raw code)."""
        return []

    def groups(self, wave):
        return self.dispatch

    def image_args(self, wave, tag, tmp, spv):
        """agc-vkrun --image specs of the recompiled module (spv), and
        {name: (Buffer, dump path)} of its output images."""
        return [], {}

    def vkrun_writes(self):
        """(buffer, dword, value) written into buffers before the run."""
        return []

    def buffers(self, tools, wave, tmp):
        """The buffers (with initial data) and push-constant values
        (dword -> int) of the recompiled program."""
        raise NotImplementedError

    def expected(self, tools, wave, tmp, bufs, push):
        """name -> expected bytes of every buffer with out set."""
        raise NotImplementedError


def run_config(tools, case, wave, sub, tmp, cache):
    """Recompile, validate, run and compare one configuration; raise Failure."""
    key = ("code", wave)
    if key not in cache:
        cache[key] = case.code(tools, wave, tmp)
    code = cache[key]
    if tools.models_only:
        key = ("data", wave)
        if key not in cache:
            bufs, push = case.buffers(tools, wave, tmp)
            cache[key] = (bufs, push, case.expected(tools, wave, tmp, bufs, push))
        return
    tag = "w%d_s%d" % (wave, sub)
    spv = os.path.join(tmp, "%s.%s.spv" % (case.name, tag))
    cmd = [tools.recompiler, code, "-o", spv, "--wave", str(wave),
           "--subgroup-size", str(sub)] + case.abi_args(wave)
    res = tools.run(cmd)
    if res.returncode != 0 or not os.path.exists(spv):
        raise Failure("recompile: " + first_line(res.stderr + res.stdout))
    if shutil.which("spirv-val"):
        res = tools.run(["spirv-val", "--target-env", "vulkan1.2", spv])
        if res.returncode != 0:
            raise Failure("spirv-val: " + first_line(res.stderr + res.stdout))

    key = ("data", wave)
    if key not in cache:
        bufs, push = case.buffers(tools, wave, tmp)
        want = case.expected(tools, wave, tmp, bufs, push)
        cache[key] = (bufs, push, want)
    bufs, push, want = cache[key]

    gx, gy, gz = case.groups(wave)
    # lavapipe compiles at the first dispatch; a module for S=1 (every lane
    # of a wave in one invocation) is large, and with a cold shader cache
    # its compile alone can pass the runner's default of 60 s
    cmd = [tools.vkrun, "--timeout", "600", "-g", "%d,%d,%d" % (gx, gy, gz)]
    if sub > 1:
        cmd += ["-s", str(sub)]
    dumps = {}
    for b in bufs:
        spec = "name=%s,size=%d" % (b.name, max(b.size, 4))
        if b.data:
            path = os.path.join(tmp, "%s.%s.in.bin" % (case.name, b.name))
            with open(path, "wb") as f:
                f.write(b.data)
            spec += ",file=" + path
        if b.addr is not None:
            spec += ",addr=%d" % b.addr
        if b.out:
            dumps[b.name] = os.path.join(tmp, "%s.%s.%s.out.bin" % (case.name, tag, b.name))
            spec += ",dump=" + dumps[b.name]
        cmd += ["-b", spec]
    img_specs, img_dumps = case.image_args(wave, tag, tmp, spv)
    for spec in img_specs:
        cmd += ["-i", spec]
    for d in sorted(push):
        cmd += ["-p", "%d=%d" % (d, push[d] & M32)]
    for name, dword, value in case.vkrun_writes():
        cmd += ["-w", "%s@%d=%s" % (name, dword, value)]
    if tools.time:
        cmd += ["-t", str(tools.time)]
    cmd.append(spv)
    env = dict(os.environ, VK_ICD_FILENAMES=tools.icd)
    if sub == 16:
        env["LP_NATIVE_VECTOR_WIDTH"] = "512"
    res = tools.run(cmd, env=env)
    if tools.time and res.returncode == 0:
        m = re.search(r"median_us=([0-9.]+)", res.stdout)
        if m:
            tools.timings.append((case, wave, sub, float(m.group(1))))
    if res.returncode == SKIP:
        raise Skipped("agc-vkrun: " + first_line(res.stderr))
    if res.returncode != 0:
        raise Failure("agc-vkrun: " + first_line(res.stderr + res.stdout))
    for b in bufs:
        if not b.out:
            continue
        with open(dumps[b.name], "rb") as f:
            got = f.read()
        msg = compare(b, got, want[b.name])
        if msg:
            raise Failure("output " + msg)
    for name, (b, path) in sorted(img_dumps.items()):
        with open(path, "rb") as f:
            got = f.read()
        msg = compare(b, got, want[name])
        if msg:
            raise Failure("output image " + msg)


# ---------------------------------------------------------------- expected failures

def load_expected_failures(path):
    entries = []
    if not path or not os.path.exists(path):
        return entries
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            pat, _, reason = line.partition(" ")
            entries.append([pat, reason.strip(), n, False])
    return entries


def match_expected(entries, config_id):
    for e in entries:
        if fnmatch.fnmatchcase(config_id, e[0]):
            e[3] = True
            return e
    return None


def write_expected_failures(path, failures, case_ids):
    """Rewrites the lines of the cases run (case_ids) from their failures,
    keeping every other line: one line per case when all its failing
    configurations give the same message, else one per configuration."""
    kept = []
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                s = line.strip()
                if not s or s.startswith("#"):
                    continue
                pat = s.split(" ", 1)[0]
                if not any(pat.startswith(c + "/") for c in case_ids):
                    kept.append(s)
    by_case = {}
    for cid, msg in failures:
        src, name, cfg = cid.split("/", 2)
        by_case.setdefault(src + "/" + name, []).append((cfg, msg))
    lines = kept
    for case in sorted(by_case):
        items = by_case[case]
        msgs = {m for _, m in items}
        if len(msgs) == 1:
            lines.append("%s/* %s" % (case, msgs.pop()))
        else:
            for cfg, m in sorted(items):
                lines.append("%s/%s %s" % (case, cfg, m))
    with open(path, "w") as f:
        f.write(HEADER_XFAIL)
        for line in sorted(lines):
            f.write(line + "\n")


HEADER_XFAIL = """\
# Configurations of the e2e tests known to fail, with the reason.
# Each line: PATTERN REASON. PATTERN is SOURCE/CASE/wW_sS with shell
# wildcards (asm/valu_carry/w64_* or glsl/atomics/*). A listed configuration
# that passes fails the run ("unexpectedly passed, remove from the list").
# run_e2e.py --write-expected-failures FILE SOURCE rewrites the lines of a
# source from the current failures; read the reasons before committing.
"""


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("source", choices=["asm", "glsl", "opencl"])
    ap.add_argument("names", nargs="*", help="cases to run (default: all)")
    ap.add_argument("--recompiler", default=os.environ.get("AGC_RECOMPILE", "agc-recompile"))
    ap.add_argument("--vkrun", default=os.environ.get("AGC_VKRUN", "agc-vkrun"))
    ap.add_argument("--waves", default=None, help="e.g. 32,64")
    ap.add_argument("--subgroups", default=None, help="e.g. 1,8,16")
    ap.add_argument("--expected-failures", default=os.path.join(HERE, "expected_failures.txt"))
    ap.add_argument("--write-expected-failures", metavar="FILE")
    ap.add_argument("--list", action="store_true", help="list the cases")
    ap.add_argument("--models-only", action="store_true",
                    help="only build the code and compute the expected outputs")
    ap.add_argument("--keep", action="store_true", help="keep the work folder")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--time", type=int, default=0, metavar="N",
                    help="benchmark: time N dispatches of each passing recompiled module "
                         "(and of the original GLSL module) and print a table")
    args = ap.parse_args()

    import e2e_cases
    cases = e2e_cases.discover(args.source)
    if args.list:
        for c in cases:
            print(c.name)
        return 0
    if args.names:
        known = {c.name for c in cases}
        for n in args.names:
            if n not in known:
                print("run_e2e: no %s case '%s'" % (args.source, n), file=sys.stderr)
                return 2
        cases = [c for c in cases if c.name in args.names]

    args.tmp = tempfile.mkdtemp(prefix="agc-e2e-")
    tools = Tools(args)
    try:
        return run_all(args, tools, cases)
    finally:
        if args.keep:
            print("work folder: " + args.tmp)
        else:
            shutil.rmtree(args.tmp, ignore_errors=True)


def run_all(args, tools, cases):
    for exe in (tools.recompiler, tools.vkrun):
        if shutil.which(exe) is None and not os.access(exe, os.X_OK):
            print("SKIP: %s not found" % exe)
            return SKIP
    if tools.icd is None:
        print("SKIP: lavapipe (lvp_icd*.json) not found")
        return SKIP
    xfail = load_expected_failures(args.expected_failures)
    waves = [int(w) for w in args.waves.split(",")] if args.waves else None
    subs = [int(s) for s in args.subgroups.split(",")] if args.subgroups else None

    counts = {"pass": 0, "xfail": 0, "fail": 0, "xpass": 0, "skip": 0}
    failures = []
    for case in cases:
        cache = {}
        tmp = os.path.join(tools.tmp, case.name)
        os.makedirs(tmp, exist_ok=True)
        results = []
        for wave in case.waves:
            if waves and wave not in waves:
                continue
            for sub in case.subgroups:
                if subs and sub not in subs:
                    continue
                if sub > wave:
                    continue
                cfg = "w%d_s%d" % (wave, sub)
                cid = "%s/%s" % (case.id, cfg)
                try:
                    run_config(tools, case, wave, sub, tmp, cache)
                    status, msg = "pass", ""
                except Failure as e:
                    status, msg = "fail", str(e)
                except Skipped as e:
                    status, msg = "skip", str(e)
                except (subprocess.SubprocessError, OSError, ValueError,
                        KeyError, IndexError) as e:
                    status, msg = "fail", "harness: %s: %s" % (type(e).__name__, e)
                if status == "fail":
                    failures.append((cid, msg))
                entry = match_expected(xfail, cid) if status != "skip" else None
                if entry and status == "fail":
                    status = "xfail"
                elif entry and status == "pass":
                    status = "xpass"
                    msg = ("unexpectedly passed, remove from the list "
                           "(expected_failures.txt line %d: %s)" % (entry[2], entry[0]))
                counts[status] += 1
                results.append((cfg, status, msg))
        line = "  ".join("%s:%s" % (cfg, st.upper()) for cfg, st, _ in results)
        print("%-28s %s" % (case.id, line))
        for cfg, st, msg in results:
            if st in ("fail", "xpass", "xfail", "skip") and msg:
                print("    %s %s: %s" % (cfg, st.upper(), msg))
        sys.stdout.flush()

    if tools.time and tools.timings:
        print("\nruntime on lavapipe, median of %d dispatches (us):" % tools.time)
        print("%-28s %5s %4s %12s %12s %7s" % ("case", "wave", "S", "recompiled", "original", "ratio"))
        ratios = []
        for case, wave, sub, us in tools.timings:
            orig = getattr(case, "original_us", None)
            ratio = us / orig if orig else None
            if ratio:
                ratios.append(ratio)
            print("%-28s %5d %4d %12.1f %12s %7s" % (case.id, wave, sub, us,
                  "%.1f" % orig if orig else "-", "%.2f" % ratio if ratio else "-"))
        if ratios:
            ratios.sort()
            print("median ratio %.2f, geometric mean %.2f over %d runs" % (
                ratios[len(ratios) // 2],
                math.exp(sum(math.log(r) for r in ratios) / len(ratios)), len(ratios)))
    if args.write_expected_failures:
        write_expected_failures(args.write_expected_failures, failures,
                                [c.id for c in cases])
    print("%s: %d passed, %d failed, %d expected failures, %d unexpectedly "
          "passed, %d skipped" % (args.source, counts["pass"], counts["fail"],
                                  counts["xfail"], counts["xpass"], counts["skip"]))
    if counts["fail"] or counts["xpass"]:
        return 1
    if counts["pass"] + counts["xfail"] == 0:
        return SKIP
    return 0


if __name__ == "__main__":
    # e2e_cases imports this file as run_e2e: one module, one Failure class.
    sys.modules["run_e2e"] = sys.modules["__main__"]
    sys.path.insert(0, HERE)
    try:
        sys.exit(main())
    except Skipped as e:
        print("SKIP: %s" % e)
        sys.exit(SKIP)
