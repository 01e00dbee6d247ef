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
LP_NATIVE_VECTOR_WIDTH=512; S=1 requires nothing; at S=8, --optimized,
once more with agc-recompile -O: configuration wW_s8_O) and compares the
dumped buffers with the expected bytes: exactly (NaNs too, sign and
payload), except float buffers a case gives an ulp tolerance or nan=any.

A configuration that fails and matches a line of expected_failures.txt is an
expected failure; one that passes and matches is reported as "unexpectedly
passed, remove from the list" and fails the run, so the list stays current.
--write-expected-failures FILE writes the current failures in that format.

--export DIR does everything up to the run (recompile, spirv-val, expected
outputs) and writes each configuration's job into DIR instead (for glsl
with the run of the original SPIR-V that gave the expected outputs):
replay.py runs them on another Vulkan device (README.md, "Export and
replay").

Exit status: 0 all passed or failed as expected; 1 otherwise; 77 when a tool
or lavapipe is missing (or every configuration was skipped).
"""
import argparse
import glob
import hashlib
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

from e2e_results import (M32, SKIP, TYPES, classify, compare_dumps, differences,
                         first_line, load_expected_failures, u2f)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

LLVM_MC = "llvm-mc-19"
LLVM_OBJCOPY = "llvm-objcopy-19"
CLANG = "clang-19"


class Failure(Exception):
    """A configuration failed; the message is one line saying where and why;
    diffs: buffer -> differing element indices, when outputs were compared."""

    def __init__(self, msg, diffs=None):
        super().__init__(msg)
        self.diffs = diffs


class Skipped(Exception):
    pass


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


def hash32(i):
    return (i * 2654435761) & M32


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


class Buffer:
    """A buffer of a case: its type, size, contents and where its address goes."""

    def __init__(self, name, typ, count, data=b"", addr=None, out=False, ulp=0,
                 size=None, nan="exact"):
        self.name = name
        self.typ = typ
        self.count = count
        self.data = data
        self.addr = addr        # push-constant dword of its address, or None
        self.out = out          # dumped and compared
        self.ulp = ulp          # float tolerance for f32 buffers
        self.nan = nan          # f32 NaN rule: "exact" bits or "any" NaN
        self.size = size if size is not None else count * TYPES[typ]


# ---------------------------------------------------------------- tools

class Tools:
    def __init__(self, args):
        self.recompiler = args.recompiler
        self.recompiler_args = args.recompiler_arg
        self.vkrun = args.vkrun
        self.icd = find_lavapipe()
        self.quirks = {}        # S -> the driver probe's quirks
        self.driver = None      # the probed driver's id, "llvmpipe/1.3.230"
        self.tmp = args.tmp
        self.verbose = args.verbose
        self.keep = args.keep
        self.models_only = args.models_only
        self.time = getattr(args, "time", 0)
        self.export = None
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

    def reference(self, tools, wave, tmp):
        """When expected() runs a reference module (not a model): its id
        and (agc-vkrun arguments, [(what, Buffer, dump path)]), the run
        that gave the expected outputs; else None. Called after
        expected()."""
        return None


def config_tag(wave, sub, opt=False):
    """A configuration's name: w32_s8, or w32_s8_O for the module built
    with -O."""
    return "w%d_s%d%s" % (wave, sub, "_O" if opt else "")


def vkrun_args(case, wave, sub, tmp, spv, bufs, push, want, tag=None):
    """agc-vkrun's arguments for one configuration (without --timeout and
    -t), writing the input files into tmp, and the outputs to compare:
    (what, Buffer, dump path, expected bytes) in order."""
    tag = tag or config_tag(wave, sub)
    args = ["-g", "%d,%d,%d" % case.groups(wave)]
    if sub > 1:
        args += ["-s", str(sub)]
    outputs = []
    for b in bufs:
        spec = "name=%s,size=%d" % (b.name, max(b.size, 4))
        if b.data:
            path = os.path.join(tmp, "%s.%s.in.bin" % (case.name, b.name))
            with open(path, "wb") as f:
                f.write(b.data)
            spec += ",file=" + path
        if getattr(b, "init", None):
            spec += ",init=" + b.init     # generated by agc-vkrun (scaled.py)
        if b.addr is not None:
            spec += ",addr=%d" % b.addr
        if b.out:
            path = os.path.join(tmp, "%s.%s.%s.out.bin" % (case.name, tag, b.name))
            outputs.append(("output", b, path, want[b.name]))
            spec += ",dump=" + path
        args += ["-b", spec]
    img_specs, img_dumps = case.image_args(wave, tag, tmp, spv)
    for spec in img_specs:
        args += ["-i", spec]
    for d in sorted(push):
        args += ["-p", "%d=%d" % (d, push[d] & M32)]
    for name, dword, value in case.vkrun_writes():
        args += ["-w", "%s@%d=%s" % (name, dword, value)]
    for name, (b, path) in sorted(img_dumps.items()):
        outputs.append(("output image", b, path, want[name]))
    return args + [spv], outputs


def run_config(tools, case, wave, sub, tmp, cache, opt=False):
    """Recompile (opt: with -O, the SPIRV-Tools optimizer), validate, run
    and compare one configuration (or, with --export, write its job);
    raise Failure."""
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
    tag = config_tag(wave, sub, opt)
    spv = os.path.join(tmp, "%s.%s.spv" % (case.name, tag))
    cmd = [tools.recompiler, code, "-o", spv, "--wave", str(wave),
           "--subgroup-size", str(sub)] + (["-O"] if opt else []) + \
        case.abi_args(wave) + tools.recompiler_args
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

    args, outputs = vkrun_args(case, wave, sub, tmp, spv, bufs, push, want, tag)
    if tools.export:
        scale = case.scale_info() if hasattr(case, "scale_info") else None
        tools.export.add("%s/%s" % (case.id, tag), args, outputs,
                         case.reference(tools, wave, tmp), scale)
        return
    # lavapipe compiles at the first dispatch; a module for S=1 (every lane
    # of a wave in one invocation) is large, and with a cold shader cache
    # its compile alone can pass the runner's default of 60 s
    cmd = [tools.vkrun, "--timeout", "600"]
    if tools.time:
        cmd += ["-t", str(tools.time)]
    res = tools.run(cmd + args, env=driver_env(tools, sub))
    if tools.time and res.returncode == 0:
        m = re.search(r"median_us=([0-9.]+)", res.stdout)
        if m:
            tools.timings.append((case, wave, sub, float(m.group(1))))
    if res.returncode == SKIP:
        raise Skipped("agc-vkrun: " + first_line(res.stderr))
    if res.returncode != 0:
        raise Failure("agc-vkrun: " + first_line(res.stderr + res.stdout))
    msg = compare_dumps(outputs)
    if msg:
        raise Failure(msg, differences(outputs))


# ---------------------------------------------------------------- driver probe

PROBE = os.path.join(HERE, "probe_ties.comp")


def driver_env(tools, sub):
    env = dict(os.environ, VK_ICD_FILENAMES=tools.icd)
    if sub == 16:
        env["LP_NATIVE_VECTOR_WIDTH"] = "512"
    return env


def read_quirks(words):
    """The quirks of probe_ties.comp's 192 result words: the rules of the
    specification the driver broke (roundEven ties to even for float and
    double; fract(-0.0) and fract of a negative whole number +0.0)."""
    quirks = set()
    for name, base, dbl in (("roundeven-f32-ties", 0, False), ("roundeven-f64-ties", 64, True)):
        for t in range(64):
            n = t - 32      # the tie is n + 0.5: even neighbour n or n + 1
            want = float(n if n % 2 == 0 else n + 1)
            if want == 0.0 and n < 0:
                want = -0.0
            if words[base + t] != f2u(want):
                quirks.add(name)
    if any(words[128 + t] != 0 for t in range(64)):
        quirks.add("fract-negative-zero")
    return quirks


def probe_quirks(tools, sub, tmp):
    """The driver quirks in the settings configuration S = sub runs with
    (the same -s and environment): a set of names, cached per S."""
    if sub in tools.quirks:
        return tools.quirks[sub]
    spv = os.path.join(tmp, "probe_ties.spv")
    if not os.path.exists(spv):
        res = tools.run(["glslangValidator", "-V", "--target-env", "vulkan1.2", PROBE, "-o", spv])
        if res.returncode != 0:
            raise Failure("driver probe: glslangValidator: " + first_line(res.stdout + res.stderr))
    dump = os.path.join(tmp, "probe_ties.s%d.bin" % sub)
    cmd = [tools.vkrun, "-v", "-b", "name=out,size=768,addr=0,dump=" + dump]
    if sub > 1:
        cmd += ["-s", str(sub)]
    res = tools.run(cmd + [spv], env=driver_env(tools, sub))
    if res.returncode != 0:
        raise Failure("driver probe: agc-vkrun: " + first_line(res.stderr + res.stdout))
    # agc-vkrun -v: "device: llvmpipe (LLVM 15.0.6, 256 bits) (CPU, Vulkan
    # 1.3.230, ...)" gives the id "llvmpipe/1.3.230"
    m = re.search(r"^device: (\S+).*Vulkan (\d+\.\d+\.\d+)", res.stderr, re.M)
    if m:
        tools.driver = "%s/%s" % m.groups()
    with open(dump, "rb") as f:
        words = struct.unpack("<192I", f.read())
    tools.quirks[sub] = read_quirks(words)
    return tools.quirks[sub]


# ---------------------------------------------------------------- export

class Export:
    """--export DIR: each configuration's job for replay.py, to run on
    another Vulkan device. DIR/jobs.jsonl has one JSON object a line: id,
    args (agc-vkrun's arguments, paths relative to DIR) and outputs (name,
    type, ulp, nan, what, dump, expected) and, where the expected bytes come
    from running a reference module (the GLSL's own SPIR-V), reference:
    that run (id, args, outputs: name, dump) for replay.py to repeat on
    its device; a scaled job (scaled.py) has scale (factor, invocations,
    groups, buffer_bytes) and no expected bytes (null). Input files,
    modules and expected bytes are in DIR/f,
    named by their contents (configurations share them); replay.py writes
    the dumps into DIR/out. Exporting into a DIR that has jobs replaces
    those of the same ids and keeps the others."""

    def __init__(self, root, expected_failures):
        self.root = root
        self.jobs = {}
        os.makedirs(os.path.join(root, "f"), exist_ok=True)
        self.manifest = os.path.join(root, "jobs.jsonl")
        if os.path.exists(self.manifest):
            with open(self.manifest) as f:
                for line in f:
                    if line.strip():
                        job = json.loads(line)
                        self.jobs[job["id"]] = job
        if expected_failures and os.path.exists(expected_failures):
            shutil.copyfile(expected_failures,
                            os.path.join(root, "expected_failures.txt"))

    def store(self, data, ext):
        """data in DIR/f under its hash: the path relative to DIR."""
        rel = "f/%s%s" % (hashlib.sha1(data).hexdigest()[:16], ext)
        path = os.path.join(self.root, rel)
        if not os.path.exists(path):
            with open(path, "wb") as f:
                f.write(data)
        return rel

    def store_file(self, path):
        with open(path, "rb") as f:
            return self.store(f.read(), ".spv" if path.endswith(".spv") else ".bin")

    def relative(self, cid, args, outputs):
        """agc-vkrun's arguments with files stored in DIR/f and dumps in
        DIR/out, and {dump path: its path relative to DIR}."""
        stem = cid.replace("/", ".")
        dumps = {}
        for o in outputs:
            dumps[o[2]] = "out/%s.%s.bin" % (stem, o[1].name)
        rel = []
        for i, a in enumerate(args):
            if i == len(args) - 1:
                a = self.store_file(a)
            elif i > 0 and args[i - 1] in ("-b", "-i"):
                kv = []
                for item in a.split(","):
                    k, _, v = item.partition("=")
                    if k == "file":
                        v = self.store_file(v)
                    elif k == "dump":
                        v = dumps[v]
                    kv.append("%s=%s" % (k, v))
                a = ",".join(kv)
            rel.append(a)
        return rel, dumps

    def add(self, cid, args, outputs, reference=None, scale=None):
        """A job; an expected None stores no bytes (a scaled job: its oracle
        is the reference); scale: how the job was scaled (scaled.py)."""
        rel, dumps = self.relative(cid, args, outputs)
        job = {
            "id": cid, "args": rel,
            "outputs": [{"name": b.name, "type": b.typ, "ulp": b.ulp, "nan": b.nan,
                         "what": what, "dump": dumps[path],
                         "expected": None if want is None else self.store(want, ".bin")}
                        for what, b, path, want in outputs]}
        if scale:
            job["scale"] = scale
        if reference:
            rid, (rargs, routputs) = reference
            rrel, rdumps = self.relative(rid, rargs, routputs)
            job["reference"] = {
                "id": rid, "args": rrel,
                "outputs": [{"name": b.name, "dump": rdumps[path]}
                            for what, b, path in routputs]}
        self.jobs[cid] = job

    def finish(self):
        """Writes the manifest and removes the files no job names."""
        used = set()
        with open(self.manifest, "w") as f:
            for cid in sorted(self.jobs):
                job = self.jobs[cid]
                f.write(json.dumps(job) + "\n")
                used.update(o["expected"] for o in job["outputs"] if o["expected"])
                for a in job["args"] + job.get("reference", {}).get("args", []):
                    used.update(re.findall(r"f/[0-9a-f]+\.(?:spv|bin)", a))
        for name in os.listdir(os.path.join(self.root, "f")):
            if "f/" + name not in used:
                os.remove(os.path.join(self.root, "f", name))


# ---------------------------------------------------------------- expected failures

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
# Each line: PATTERN REASON. PATTERN is SOURCE/CASE/wW_sS (wW_sS_O: with
# -O) with shell wildcards (asm/valu_carry/w64_* or glsl/atomics/*). A listed configuration
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
    ap.add_argument("--recompiler-arg", action="append", default=[], metavar="ARG",
                    help="one more argument for every recompile (e.g. --denormals=preserve "
                         "for a device that flushes denormals unless told)")
    ap.add_argument("--vkrun", default=os.environ.get("AGC_VKRUN", "agc-vkrun"))
    ap.add_argument("--waves", default=None, help="e.g. 32,64")
    ap.add_argument("--subgroups", default=None, help="e.g. 1,8,16")
    ap.add_argument("--optimized", default="8", metavar="S,...",
                    help="subgroup sizes that also run with agc-recompile -O, as "
                         "configurations wW_sS_O (default 8; 'none': no -O runs)")
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
    ap.add_argument("--export", metavar="DIR",
                    help="write each configuration's job (module, inputs, expected "
                         "outputs, agc-vkrun arguments) into DIR for replay.py "
                         "instead of running it")
    ap.add_argument("--scale", type=int, default=0, metavar="F",
                    help="with --export, glsl: export each case that scales with its grid "
                         "and buffers F times larger, as glsl/NAME@xF (scaled.py)")
    ap.add_argument("--scale-invocations", type=int, default=0, metavar="N",
                    help="like --scale, each case's factor chosen to give about N "
                         "invocations (at least the unscaled case)")
    ap.add_argument("--scale-max-mib", type=int, default=1024, metavar="M",
                    help="a scaled case's buffers stay within M MiB (default 1024)")
    args = ap.parse_args()
    if args.export and (args.models_only or args.time):
        ap.error("--export runs nothing: no --models-only or --time with it")
    if (args.scale or args.scale_invocations) and not (args.export and args.source == "glsl"):
        ap.error("--scale and --scale-invocations export GLSL jobs: --export DIR glsl")
    if args.scale and args.scale_invocations:
        ap.error("--scale or --scale-invocations, not both")
    if args.scale < 0 or args.scale_invocations < 0 or args.scale_max_mib <= 0:
        ap.error("--scale, --scale-invocations and --scale-max-mib take positive numbers")

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
    args.scaled = bool(args.scale or args.scale_invocations)
    if args.scaled:
        import scaled
        picked = scaled.scaled_cases(cases, args.scale, args.scale_invocations,
                                     args.scale_max_mib << 20)
        for _, msg in picked:
            print(msg)
        cases = [c for c, _ in picked if c]

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
    # an export runs on lavapipe only the GLSL's own modules (its oracle);
    # a scaled export runs nothing (its oracle is the reference on the device)
    lavapipe = not args.export or (args.source == "glsl" and not args.scaled)
    for exe in (tools.recompiler, tools.vkrun) if lavapipe else (tools.recompiler,):
        if shutil.which(exe) is None and not os.access(exe, os.X_OK):
            print("SKIP: %s not found" % exe)
            return SKIP
    if lavapipe and tools.icd is None:
        print("SKIP: lavapipe (lvp_icd*.json) not found")
        return SKIP
    xfail = load_expected_failures(args.expected_failures)
    waves = [int(w) for w in args.waves.split(",")] if args.waves else None
    subs = [int(s) for s in args.subgroups.split(",")] if args.subgroups else None
    opt_subs = ([int(s) for s in args.optimized.split(",")]
                if args.optimized not in ("", "none") else [])
    if args.export:
        tools.export = Export(args.export, args.expected_failures)

    counts = {"pass": 0, "xfail": 0, "fail": 0, "xpass": 0, "skip": 0, "export": 0}
    failures = []
    for case in cases:
        cache = {}
        tmp = os.path.join(tools.tmp, case.name)
        os.makedirs(tmp, exist_ok=True)
        results = []
        for wave in case.waves:
            if waves and wave not in waves:
                continue
            configs = [(sub, False) for sub in case_subgroups(case, subs)]
            configs += [(sub, True) for sub in opt_subgroups(case, subs, opt_subs)]
            for sub, opt in configs:
                if sub > wave:
                    continue
                cfg = config_tag(wave, sub, opt)
                cid = "%s/%s" % (case.id, cfg)
                diffs = None
                try:
                    run_config(tools, case, wave, sub, tmp, cache, opt)
                    status, msg = "export" if tools.export else "pass", ""
                except Failure as e:
                    status, msg, diffs = "fail", str(e), e.diffs
                except Skipped as e:
                    status, msg = "skip", str(e)
                except (subprocess.SubprocessError, OSError, ValueError,
                        KeyError, IndexError) as e:
                    status, msg = "fail", "harness: %s: %s" % (type(e).__name__, e)
                if status == "fail":
                    failures.append((cid, msg))
                quirks = None
                if status in ("pass", "fail") and any(e["quirk"] or e["driver"] for e in xfail):
                    try:
                        quirks = probe_quirks(tools, sub, tools.tmp)
                    except Failure as e:
                        status, msg = "fail", str(e)
                status, msg = classify(xfail, cid, status, msg, quirks, diffs, tools.driver)
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
    if tools.export:
        tools.export.finish()
        print("exported %d configurations to %s" % (counts["export"], args.export))
    print("%s: %d passed, %d failed, %d expected failures, %d unexpectedly "
          "passed, %d skipped" % (args.source, counts["pass"], counts["fail"],
                                  counts["xfail"], counts["xpass"], counts["skip"]))
    if counts["fail"] or counts["xpass"]:
        return 1
    if counts["pass"] + counts["xfail"] + counts["export"] == 0:
        return SKIP
    return 0


def opt_subgroups(case, subs, opt_subs):
    """The subgroup sizes whose -O configurations run: those of opt_subs
    (--optimized, default 8) the case has and that were asked for; a case
    without any of them gets one at its first size."""
    run = case_subgroups(case, subs)
    if not opt_subs or not run:
        return []
    have = [s for s in opt_subs if s in run]
    return have if have else [run[0]]


def case_subgroups(case, subs):
    """The subgroup sizes to run of a case: its own (@subgroups), or of
    those asked for, the ones it has; a size above lavapipe's 16 lanes,
    which no case lists, is taken for every case (an export for a device
    whose subgroups are that wide)."""
    if not subs:
        return list(case.subgroups)
    return ([s for s in case.subgroups if s in subs]
            + [s for s in subs if s > 16 and s not in case.subgroups])


if __name__ == "__main__":
    # e2e_cases imports this file as run_e2e: one module, one Failure class.
    sys.modules["run_e2e"] = sys.modules["__main__"]
    sys.path.insert(0, HERE)
    try:
        sys.exit(main())
    except Skipped as e:
        print("SKIP: %s" % e)
        sys.exit(SKIP)
