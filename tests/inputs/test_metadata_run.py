#!/usr/bin/env python3
"""test_metadata_run.py -- every AMDGPU code object of samples/ and of the
test sources runs on lavapipe with the workgroup size its metadata declares
and gives its Python model's output.

The code objects: samples/*.co (every kernel), and tests/opencl/*.cl
compiled by clang-19 for wave32 and wave64 as the e2e tests compile them.
(The other test programs are assembled into objects without kernels, and
test_elf_abi.py's kernels read the dispatch packet and queue: they are
checked for their metadata there, not run.)

For each kernel:
1. `agc-recompile [--symbol K] CO -o X.spv`, with no --workgroup and no
   --wave: exit 0, nothing on stderr, and the reflection's workgroup_size
   is the .reqd_workgroup_size that llvm-readelf-19 --notes prints (YAML,
   read with PyYAML), its source "metadata", and its kernel.args the
   metadata's .args (offset, size, value kind).
2. The module, recompiled as the e2e harness does but again without
   --workgroup, runs on lavapipe (agc-vkrun; run_e2e.py's run_config) and
   its buffers equal the model's: the model knows nothing of the module,
   only what the kernel's source computes for the workgroups dispatched.
3. A kernel that declares no workgroup size gets a warning on stderr and
   in the reflection (source "default"); --workgroup silences it.
4. Batch mode converts each kernel of samples/two_kernels.co to
   two_kernels.KERNEL.spv, byte for byte what --symbol KERNEL writes, with
   one report record each.

usage: test_metadata_run.py AGC_RECOMPILE AGC_VKRUN SAMPLES_DIR
(exit 77 without clang-19, llvm-readelf-19 or lavapipe)
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "e2e"))
import e2e_cases  # noqa: E402
import run_e2e  # noqa: E402
from e2e_cases import (BufferSpec, Case, KernelDescriptor, OpenclCase,  # noqa: E402
                       read_elf_symbol)

AGC, VKRUN, SAMPLES = sys.argv[1:4]
READELF, CLANG = "llvm-readelf-19", "clang-19"
M32 = 0xFFFFFFFF
failures = []


def fail(what, why):
    failures.append(what)
    print(f"FAIL {what}: {why}")


def notes(path):
    """kernel name -> its amdhsa.kernels entry, from llvm-readelf-19 --notes."""
    text = subprocess.run([READELF, "--notes", path], capture_output=True, text=True,
                          check=True).stdout
    start = text.index("---")
    doc = yaml.safe_load(text[start:text.index("\n...", start)])
    return {k[".name"]: k for k in doc["amdhsa.kernels"]}


# ---------------------------------------------------------------- samples

def model_vector_add(wave, bufs, push):
    return {"c": [a + b for a, b in zip(bufs["a"], bufs["b"])]}


def model_scale_all(wave, bufs, push):
    k = e2e_cases.u2f(push["k"])
    return {"a": [x * k + 1.0 for x in bufs["a"]]}


def model_fill(wave, bufs, push):
    return {"out": [push["v"]] * 128}


def model_tile_sum(wave, bufs, push):
    x = bufs["in"]
    return {"out": [sum(x[64 * g:64 * g + 64]) & M32 for g in range(2)]}


# (file, kernel, kernel arguments in order, model); two workgroups each
SAMPLE_KERNELS = [
    ("vector_add.co", "vector_add",
     [("buf", "a f32 128 hash"), ("buf", "b f32 128 ramp"), ("buf", "c f32 128 zero out")],
     model_vector_add),
    ("scale_call.co", "scale_all",
     [("buf", "a f32 128 ramp out ulp=1 -- v_fma_f32 rounds once; the model's double "
              "product and sum may round twice"), ("u32", "k", 0x40200000)],  # 2.5f
     model_scale_all),
    ("two_kernels.co", "fill",
     [("buf", "out u32 128 zero out"), ("u32", "v", 0x1234ABCD)], model_fill),
    ("two_kernels.co", "tile_sum",
     [("buf", "in u32 128 hash"), ("buf", "out u32 2 zero out")], model_tile_sum),
]


class SampleCase(OpenclCase):
    """A kernel of a committed code object, run like an OpenCL case."""

    source = "samples"
    waves = (32,)

    def __init__(self, co, kernel, args, model, entry):
        Case.__init__(self, kernel)
        self.path = co
        self.workgroup = tuple(entry[".reqd_workgroup_size"])
        self.dispatch = (2, 1, 1)
        self.args = [("buf", BufferSpec(a[1])) if a[0] == "buf" else ("u32", a[1], a[2])
                     for a in args]
        self.extra = []
        self.ns = {"model": model}

    def code(self, tools, wave, tmp):
        self.kd = KernelDescriptor(read_elf_symbol(self.path, self.name + ".kd"))
        return self.path


def no_workgroup(case):
    """The case recompiled with no --workgroup: the size must come from the
    code object (SampleCase names its kernel, as two_kernels.co needs)."""
    symbol = ["--symbol", case.name] if isinstance(case, SampleCase) else []
    case.abi_args = lambda wave: symbol
    return case


# ---------------------------------------------------------------- checks

def check_reflection(label, co, kernel, entry, tmp):
    """Step 1: the reflection of a plain conversion."""
    spv = os.path.join(tmp, "refl.spv")
    p = subprocess.run([AGC, "--symbol", kernel, co, "-o", spv], capture_output=True,
                       text=True, timeout=120)
    # (a clang kernel that calls a function reads the scratch wave offset
    # SGPR in its prologue though its descriptor enables none: the
    # SGPR-read warning, cli-strict's subject, is not this test's)
    err = "\n".join(x for x in p.stderr.splitlines() if " is read but " not in x)
    if p.returncode != 0 or err:
        fail(label, f"exit {p.returncode}, stderr {err.strip()!r}")
        return
    with open(spv[:-4] + ".json") as f:
        refl = json.load(f)
    want = entry[".reqd_workgroup_size"]
    args = [(a[".offset"], a[".size"], a[".value_kind"]) for a in entry.get(".args", [])]
    got_args = [(a["offset"], a["size"], a["value_kind"])
                for a in refl.get("kernel", {}).get("args", [])]
    if refl["workgroup_size"] != want or refl.get("workgroup_size_source") != "metadata":
        fail(label, f"reflection workgroup_size {refl['workgroup_size']} "
                    f"({refl.get('workgroup_size_source')}), metadata {want}")
    elif got_args != args:
        fail(label, f"reflection kernel.args {got_args}, metadata {args}")
    elif refl["wave_size"] != entry[".wavefront_size"]:
        fail(label, f"wave_size {refl['wave_size']}, metadata {entry['.wavefront_size']}")
    else:
        print(f"ok   {label}: workgroup {want} and {len(args)} arguments from the metadata")


def run_case(tools, case, waves):
    """Step 2 for every wave size of the case, at S = 8."""
    tmp = os.path.join(tools.tmp, case.source + "-" + case.name)
    os.makedirs(tmp, exist_ok=True)
    cache = {}
    for wave in waves:
        label = f"{case.source}/{case.name} w{wave} run"
        try:
            run_e2e.run_config(tools, case, wave, 8, tmp, cache)
        except run_e2e.Skipped as e:
            print(f"SKIP {label}: {e}")
            continue
        except run_e2e.Failure as e:
            fail(label, str(e))
            continue
        print(f"ok   {label}: lavapipe's output is the model's")
        co = cache[("code", wave)]
        check_reflection(f"{case.source}/{case.name} w{wave} reflection", co, case.name,
                         notes(co)[case.name], tmp)


NOREQD = r"""
__kernel void noreqd(__global uint *out)
{
	out[__builtin_amdgcn_workitem_id_x()] = 1;
}
"""


def check_warning(tmp):
    """Step 3."""
    src = os.path.join(tmp, "noreqd.cl")
    co = os.path.join(tmp, "noreqd.co")
    with open(src, "w") as f:
        f.write(NOREQD)
    subprocess.run([CLANG, "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-nogpulib",
                    "-O2", src, "-o", co], check=True, capture_output=True)
    if ".reqd_workgroup_size" in notes(co)["noreqd"]:
        fail("no workgroup size", "clang wrote a .reqd_workgroup_size")
        return
    spv = os.path.join(tmp, "noreqd.spv")
    p = subprocess.run([AGC, co, "-o", spv], capture_output=True, text=True, timeout=60)
    with open(spv[:-4] + ".json") as f:
        refl = json.load(f)
    lines = p.stderr.splitlines()
    if p.returncode != 0 or len(lines) != 1 or "warning" not in lines[0] \
            or ".reqd_workgroup_size" not in lines[0] or "--workgroup" not in lines[0]:
        fail("no workgroup size: warning", f"exit {p.returncode}, stderr {p.stderr!r}")
    elif refl.get("workgroup_size_source") != "default" or not refl.get("warnings"):
        fail("no workgroup size: reflection", f"source {refl.get('workgroup_size_source')}, "
                                              f"warnings {refl.get('warnings')}")
    else:
        print(f"ok   no workgroup size: {lines[0]}")
    p = subprocess.run([AGC, "--workgroup", "64", co, "-o", spv], capture_output=True,
                       text=True, timeout=60)
    with open(spv[:-4] + ".json") as f:
        refl = json.load(f)
    if p.returncode != 0 or p.stderr or refl.get("warnings") != [] \
            or refl["workgroup_size"] != [64, 1, 1]:
        fail("no workgroup size, --workgroup 64", f"exit {p.returncode}, stderr {p.stderr!r}, "
                                                  f"reflection {refl['workgroup_size']}")
    else:
        print("ok   no workgroup size, --workgroup 64: no warning, workgroup [64, 1, 1]")


def check_batch(tmp):
    """Step 4."""
    two = os.path.join(SAMPLES, "two_kernels.co")
    out, report = os.path.join(tmp, "batch"), os.path.join(tmp, "report.json")
    p = subprocess.run([AGC, "--report", report, two, os.path.join(SAMPLES, "vector_add.co"),
                        "-o", out], capture_output=True, text=True, timeout=120)
    if p.returncode != 0:
        fail("batch of two kernels", f"exit {p.returncode}: {p.stderr.strip()}")
        return
    got = sorted(os.listdir(out))
    want = sorted(f"{s}.{e}" for s in ("two_kernels.fill", "two_kernels.tile_sum",
                                       "vector_add") for e in ("spv", "json"))
    if got != want:
        fail("batch of two kernels", f"outputs {got}, want {want}")
        return
    with open(report) as f:
        recs = json.load(f)["shaders"]
    kinds = sorted((os.path.basename(r["path"]), r.get("kernel"), r["status"]) for r in recs)
    if kinds != [("two_kernels.co", "fill", "ok"), ("two_kernels.co", "tile_sum", "ok"),
                 ("vector_add.co", None, "ok")]:
        fail("batch report", f"records {kinds}")
        return
    for k in ("fill", "tile_sum"):
        one = os.path.join(tmp, k + ".spv")
        subprocess.run([AGC, "--symbol", k, two, "-o", one], check=True, capture_output=True)
        with open(one, "rb") as f, open(os.path.join(out, f"two_kernels.{k}.spv"), "rb") as g:
            if f.read() != g.read():
                fail(f"batch {k}", "differs from --symbol's module")
                return
    print("ok   batch: two_kernels.co -> two_kernels.fill.spv, two_kernels.tile_sum.spv, "
          "as --symbol makes them, a report record each")


def main():
    for tool in (CLANG, READELF):
        if not shutil.which(tool):
            print(f"SKIP: {tool} not found")
            return 77
    tmp = tempfile.mkdtemp(prefix="agc-meta-run-")
    try:
        ns = argparse.Namespace(recompiler=AGC, recompiler_arg=[], vkrun=VKRUN, tmp=tmp,
                                verbose=False, keep=False, models_only=False)
        tools = run_e2e.Tools(ns)
        if tools.icd is None:
            print("SKIP: lavapipe (lvp_icd*.json) not found")
            return 77
        check_warning(tmp)
        check_batch(tmp)
        for co, kernel, args, model in SAMPLE_KERNELS:
            path = os.path.join(SAMPLES, co)
            run_case(tools, no_workgroup(SampleCase(path, kernel, args, model,
                                                    notes(path)[kernel])), (32,))
        for case in e2e_cases.discover("opencl"):
            run_case(tools, no_workgroup(case), case.waves)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if failures:
        print(f"{len(failures)} failed: {', '.join(failures)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
