#!/usr/bin/env python3
"""compare_outputs.py -- is a change of the code a change of the output?

    scripts/compare_outputs.py produce AGC_RECOMPILE DIR
    scripts/compare_outputs.py compare DIR_A DIR_B

produce recompiles every program the samples and the tests hold, at a few
(wave, subgroup) settings, into DIR: one .spv and its reflection .json per
program and setting (or a .err with the diagnostic, where the recompiler
refuses it).  compare lists every file that differs, or is in one folder
only, and exits 1 when any does.  A refactoring is byte-for-byte the same
when `produce` before and after it gives folders that `compare` finds equal:

    scripts/compare_outputs.py produce build-old/cli/agc-recompile /tmp/a
    scripts/compare_outputs.py produce build/cli/agc-recompile /tmp/b
    scripts/compare_outputs.py compare /tmp/a /tmp/b

The programs:
  samples/*.bin    raw code, at the ABI samples/README.md gives each, and
                   through a capture manifest (--dump-capture) of it
  samples/*.co     ELF code objects, each kernel (--symbol)
  tests/e2e/asm/*.s            assembled with llvm-mc-19 as the e2e test
                               does, at each case's ABI options
  tests/glsl/captured/*.bin    the GLSL captures, options from their .json
  tests/opencl/*.cl            compiled with clang-19 as the e2e test does
The last three come from tests/e2e/e2e_cases.py itself (imported), so that
they are built and given the options exactly as the e2e suite does.
"""
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "e2e"))

import e2e_cases  # noqa: E402
from run_e2e import Failure, Skipped  # noqa: E402

# The raw samples' ABI (samples/README.md's table).
RAW_SAMPLES = {
    "vector_add": ["--user-sgprs", "6", "--wgid-sgprs", "6", "--workgroup", "32"],
    "loop_sum": ["--user-sgprs", "5", "--wgid-sgprs", "5", "--workgroup", "32"],
    "wave_reduce": ["--user-sgprs", "4", "--wgid-sgprs", "4", "--workgroup", "32"],
}


def settings(wave, subgroups):
    """(subgroup size, extra options) to recompile at for a wave size: the
    whole wave as one subgroup, the case's own subgroup sizes, one lane per
    invocation, and -O (SPIRV-Tools' passes) at the whole wave."""
    out = [(wave, []), (wave, ["-O"]), (1, [])]
    for s in subgroups:
        if s < wave and (s, []) not in out:
            out.append((s, []))
    return out


class Tools:
    """What e2e_cases' code() methods call: run a command, need a tool."""

    def run(self, cmd, env=None, check_tool=True):
        return subprocess.run(cmd, capture_output=True, text=True, env=env)

    def require(self, *tools):
        for t in tools:
            if shutil.which(t) is None:
                raise Skipped("%s not found" % t)


def recompile(agc, code, args, out, stem):
    """Recompile code into out/stem.spv (+ .json), or record the refusal in
    out/stem.err (the exit status and the first line of the message)."""
    spv = os.path.join(out, stem + ".spv")
    res = subprocess.run([agc, code, "-o", spv] + args, capture_output=True, text=True)
    if res.returncode != 0:
        with open(os.path.join(out, stem + ".err"), "w") as f:
            msg = (res.stderr or res.stdout).replace(code, "INPUT")
            f.write("exit %d\n%s" % (res.returncode, msg))


def produce_samples(agc, out, tmp):
    samples = os.path.join(ROOT, "samples")
    for name, abi in sorted(RAW_SAMPLES.items()):
        code = os.path.join(samples, name + ".bin")
        for sub, extra in settings(32, (8, 16)):
            recompile(agc, code, abi + ["--subgroup-size", str(sub)] + extra, out,
                      "samples.%s.w32_s%d%s" % (name, sub, "".join(extra)))
    # the same through a capture manifest (--dump-capture, then read back)
    for name, abi in sorted(RAW_SAMPLES.items()):
        manifest = os.path.join(tmp, name + ".capture.json")
        subprocess.run([agc, os.path.join(samples, name + ".bin"), "--dump-capture", manifest,
                        "--subgroup-size", "8"] + abi, capture_output=True, check=True)
        recompile(agc, manifest, [], out, "samples.%s.capture" % name)
    for co in sorted(f for f in os.listdir(samples) if f.endswith(".co")):
        path = os.path.join(samples, co)
        for kernel in kernels(path):
            for sub, extra in settings(32, (8, 16)):
                recompile(agc, path, ["--symbol", kernel, "--subgroup-size", str(sub)] + extra,
                          out, "samples.%s.%s.w32_s%d%s" % (co[:-3], kernel, sub, "".join(extra)))


def kernels(path):
    """The kernels of a code object: its symbols NAME.kd (llvm-nm-19)."""
    res = subprocess.run(["llvm-nm-19", "--defined-only", path], capture_output=True,
                         text=True, check=True)
    return sorted(w[-1][:-3] for w in (line.split() for line in res.stdout.splitlines())
                  if w and w[-1].endswith(".kd"))


def produce_cases(agc, out, tmp):
    tools = Tools()
    for source in ("asm", "glsl", "opencl"):
        for case in e2e_cases.discover(source):
            for wave in case.waves:
                stem = "%s.%s.w%d" % (source, case.name, wave)
                try:
                    code = case.code(tools, wave, tmp)
                    abi = case.abi_args(wave)
                except (Failure, Skipped) as e:
                    with open(os.path.join(out, stem + ".err"), "w") as f:
                        f.write("not built: %s\n" % e)
                    continue
                for sub, extra in settings(wave, case.subgroups):
                    recompile(agc, code, ["--wave", str(wave), "--subgroup-size", str(sub)]
                              + abi + extra, out, "%s_s%d%s" % (stem, sub, "".join(extra)))


def produce(agc, out):
    agc = os.path.abspath(agc)
    os.makedirs(out)
    with tempfile.TemporaryDirectory() as tmp:
        produce_samples(agc, out, tmp)
        produce_cases(agc, out, tmp)
    n = sum(len(files) for _, _, files in os.walk(out))
    print("%s: %d files" % (out, n))


def digests(top):
    d = {}
    for dirpath, _, files in os.walk(top):
        for f in files:
            p = os.path.join(dirpath, f)
            with open(p, "rb") as fh:
                d[os.path.relpath(p, top)] = hashlib.sha256(fh.read()).hexdigest()
    return d


def compare(a, b):
    da, db = digests(a), digests(b)
    bad = 0
    for name in sorted(set(da) | set(db)):
        if name not in da or name not in db:
            print("only in %s: %s" % (b if name in db else a, name))
            bad += 1
        elif da[name] != db[name]:
            print("differs: %s" % name)
            bad += 1
    print("%d files, %d differ" % (len(set(da) | set(db)), bad))
    return 1 if bad else 0


def main(argv):
    if len(argv) == 3 and argv[0] == "produce":
        produce(argv[1], argv[2])
        return 0
    if len(argv) == 3 and argv[0] == "compare":
        return compare(argv[1], argv[2])
    print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
