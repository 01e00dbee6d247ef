#!/usr/bin/env python3
"""roundtrip.py -- the emitted code's quality, measured by a round trip
through ACO.

For every ACO capture of the GLSL corpus (tests/glsl/captured: RADV/ACO's
gfx1030 code for each shader, at wave32 and wave64), two modules are
compiled by RADV/ACO on RADV's null NAVI21 device (no GPU needed):

  original   glslangValidator's SPIR-V of the shader's GLSL
  ours       agc-recompile's module of the captured machine code
             (native layout S = W, with -O unless --no-opt)

and ACO's statistics of both (VK_KHR_pipeline_executable_properties, as
agc-aco-capture reads them) are set side by side: instructions, code
size, VGPRs, SGPRs, ACO's latency and inverse-throughput estimates.  The
module sizes are compared with glslang's output after `spirv-opt -O`.
Every ratio is ours / original; the last rows are geometric means.  The
figures are deterministic: the same build gives the same table.

usage: roundtrip.py AGC_RECOMPILE AGC_ACO_CAPTURE SOURCE_ROOT [--no-opt] [--wave 32|64]
                    [--json FILE] [--keep DIR]

--keep DIR keeps, per shader and wave, both modules and ACO's disassembly
of each (DIR/NAME.wW.{orig,ours}.{spv,s}), to read where the difference
lies.

Exit 77 (skipped) when RADV's ICD, glslangValidator or spirv-opt is absent.
"""
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile

STATS = (("instructions", "Instructions"), ("code_bytes", "Code size"), ("vgprs", "VGPRs"),
         ("sgprs", "SGPRs"), ("latency", "Latency"), ("inv_throughput", "Inverse Throughput"))
RADV_ICD = "/usr/share/vulkan/icd.d/radeon_icd.x86_64.json"


def usage():
    print(__doc__.split("usage:")[1].split("\n\n")[0].strip(), file=sys.stderr)
    sys.exit(2)


def parse_args(argv):
    if len(argv) < 4:
        usage()
    opts = {"agc": argv[1], "capture": argv[2], "root": argv[3], "opt": True,
            "waves": (32, 64), "json": None, "keep": None}
    rest = argv[4:]
    while rest:
        a = rest.pop(0)
        if a == "--no-opt":
            opts["opt"] = False
        elif a == "--wave" and rest:
            opts["waves"] = (int(rest.pop(0)),)
        elif a == "--json" and rest:
            opts["json"] = rest.pop(0)
        elif a == "--keep" and rest:
            opts["keep"] = rest.pop(0)
        else:
            usage()
    return opts


def radv_env():
    env = dict(os.environ)
    env.update(VK_ICD_FILENAMES=RADV_ICD, RADV_FORCE_FAMILY="navi21",
               MESA_SHADER_CACHE_DISABLE="true")
    return env


def aco_stats(capture, spv, wave, push_bytes, tmp, tag, keep=None):
    """ACO's statistics of one compute module, or (None, why); with keep,
    the module and ACO's disassembly are kept as keep.spv and keep.s."""
    out = os.path.join(tmp, tag + ".json")
    cmd = [capture, "--push-constants", str(push_bytes), "--subgroup-size", str(wave),
           "-o", os.path.join(tmp, tag + ".bin"), "--json", out, spv]
    if keep:
        shutil.copyfile(spv, keep + ".spv")
        cmd[1:1] = ["--asm", keep + ".s"]
    r = subprocess.run(cmd, capture_output=True, text=True, env=radv_env())
    if r.returncode:
        return None, (r.stderr.strip().splitlines() or ["rc %d" % r.returncode])[-1]
    with open(out) as f:
        j = json.load(f)
    s = j["statistics"]
    row = {key: s.get(name) for key, name in STATS}
    row["driver"] = j.get("driver", "?")
    return row, None


def words(path):
    return os.path.getsize(path) // 4


def geomean(xs):
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def measure(opts, case, wave, tmp):
    """One row: the shader's name, wave, both sides' statistics and sizes."""
    glsl = case.path
    orig = os.path.join(tmp, "%s.g.spv" % case.name)
    subprocess.run(["glslangValidator", "-V", "--target-env", "vulkan1.2", glsl, "-o", orig],
                   check=True, capture_output=True)
    orig_o = os.path.join(tmp, "%s.go.spv" % case.name)
    subprocess.run(["spirv-opt", "-O", orig, "-o", orig_o], check=True, capture_output=True)
    ours = os.path.join(tmp, "%s.w%d.spv" % (case.name, wave))
    cmd = [opts["agc"], case.capture(wave, ".bin"), "--wave", str(wave),
           "--subgroup-size", str(wave), "-o", ours] + case.abi_args(wave)
    if opts["opt"]:
        cmd.append("-O")
    r = subprocess.run(cmd, capture_output=True, text=True)
    row = {"shader": case.name, "wave": wave}
    if r.returncode:
        row["error"] = "agc-recompile: " + r.stderr.strip().splitlines()[-1]
        return row
    with open(os.path.splitext(ours)[0] + ".json") as f:
        refl = json.load(f)
    push_ours = refl["push_constants"]["size"]
    push_orig = case.abi(wave).get("push_constant_bytes", 0)
    keep = opts["keep"] and os.path.join(opts["keep"], "%s.w%d." % (case.name, wave))
    a, why = aco_stats(opts["capture"], orig, wave, push_orig, tmp, "orig", keep and keep + "orig")
    b, why2 = aco_stats(opts["capture"], ours, wave, push_ours, tmp, "ours", keep and keep + "ours")
    if a is None or b is None:
        row["error"] = "RADV: " + (why or why2)
        return row
    row.update(original=a, ours=b, words_glslang_O=words(orig_o), words_ours=words(ours))
    return row


def print_table(rows, opts):
    cols = [k for k, _ in STATS] + ["words"]
    drivers = sorted({r["ours"]["driver"] for r in rows if "ours" in r})
    print("round trip through ACO (%s, RADV's null NAVI21): ours / original, %s" %
          (", ".join(drivers) or "RADV", "-O" if opts["opt"] else "without -O"))
    print("%-16s %4s " % ("shader", "wave") + " ".join("%9s" % c[:9] for c in cols))
    for wave in opts["waves"]:
        ratios = {c: [] for c in cols}
        for row in rows:
            if row["wave"] != wave:
                continue
            if "error" in row:
                print("%-16s %4d %s" % (row["shader"], wave, row["error"]))
                continue
            cells = []
            for k, _ in STATS:
                o, u = row["original"][k], row["ours"][k]
                q = u / o if o else None
                ratios[k].append(q)
                cells.append("%9s" % ("%.2f" % q if q else "-"))
            q = row["words_ours"] / row["words_glslang_O"]
            ratios["words"].append(q)
            cells.append("%9.2f" % q)
            print("%-16s %4d " % (row["shader"], wave) + " ".join(cells))
        g = [geomean(ratios[c]) for c in cols]
        print("%-16s %4d " % ("geomean", wave) +
              " ".join("%9s" % ("%.2f" % x if x else "-") for x in g))


def main():
    opts = parse_args(sys.argv)
    for tool in ("glslangValidator", "spirv-opt"):
        if not shutil.which(tool):
            print("skip: %s not found" % tool)
            return 77
    if not os.path.exists(RADV_ICD):
        print("skip: RADV's ICD (%s) not installed" % RADV_ICD)
        return 77
    sys.path.insert(0, os.path.join(opts["root"], "tests", "e2e"))
    import e2e_cases
    glsl = os.path.join(opts["root"], "tests", "glsl")
    cases = [e2e_cases.GlslCase(os.path.join(glsl, n)) for n in sorted(os.listdir(glsl))
             if n.endswith(".comp")]
    tmp = tempfile.mkdtemp(prefix="agc-roundtrip-")
    if opts["keep"]:
        os.makedirs(opts["keep"], exist_ok=True)
    try:
        rows = [measure(opts, c, w, tmp) for w in opts["waves"] for c in cases
                if w in c.waves]
    finally:
        shutil.rmtree(tmp)
    print_table(rows, opts)
    if opts["json"]:
        with open(opts["json"], "w") as f:
            json.dump(rows, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
