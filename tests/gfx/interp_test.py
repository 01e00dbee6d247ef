#!/usr/bin/env python3
"""Pixel shader inputs on lavapipe: interp_test.py AGC_RECOMPILE AGC_VKRUN CASE.s [wave64]

CASE.s is a gfx1030 pixel shader in assembly with directives in its
comments:

  ; @regs NAME=VALUE ...   registers over the defaults below
  ; @vs FILE.vert          the GLSL vertex stage (glslangValidator)
  ; @reference FILE.frag   oracle: the GLSL fragment shader drawn with the
                           same vertex stage, compared bit for bit
  ; @model NAME            oracle: MODELS[NAME], the hardware's formula in
                           exact rational arithmetic on the vertices' values
  ; @near FILE.frag       a second oracle for mrt0.x: the GLSL fragment
                           shader's interpolated input, within 2^-16
                           relative (the formula and lavapipe's own
                           interpolation round differently; a wrong vertex
                           order or barycentric is off by far more), on
                           the same pixels (those the GLSL leaves clear,
                           clipped ones included, stay clear)
  ; @images mips          an 8x8 rgba32f texture of four levels holding
                           1.0, 2.0, 3.0, 4.0 (binding 0) and a nearest
                           sampler (binding 1), set 0
  ; @json KEY=VALUE        a reflection field (inputs: the entries other
                           than render targets, in order)
  ; @feature NAME          the reflection's features include NAME
  ; @viewports X,Y,W,H ...  both draws' viewports (ViewportIndex i draws
                           into the i-th)

The shader is assembled with llvm-mc-19, recompiled with --stage ps, every
module it makes (and its geometry module) passes spirv-val, and it is drawn
by agc-vkrun's draw mode over a 16x16 target of R32G32B32A32_SFLOAT per
exported MRT.  Exit 77 when lavapipe, llvm-mc-19 or glslangValidator is
missing.  With "wave64" the case runs as a wave64 shader (SPI_PS_IN_CONTROL's
PS_W32_EN [15] cleared): the same pixels, lanes past the device's subgroup
inactive.

The work is in two steps, prepare() (assemble, recompile, check the
modules and reflection, compile the GLSL, write the agc-vkrun jobs and a
plan saying which oracles apply into one folder) and replay() (run the
jobs, read the dumped targets, apply the oracles: @model too reads the
draw's outputs); this script does both at once, export_interp.py the first
and replay_interp.py the second, on another device.  "interp_test.py
--list" (--list-wave64) prints the cases meson runs (as wave64 shaders).
"""
import glob
import json
import math
import os
import shutil
import struct
import subprocess
import sys
import tempfile
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
SIZE = 16
DEFAULT_REGS = {
    "SPI_SHADER_PGM_RSRC1_PS": 0, "SPI_SHADER_PGM_RSRC2_PS": 0,
    "SPI_SHADER_COL_FORMAT": 9, "SPI_SHADER_Z_FORMAT": 0, "CB_SHADER_MASK": 0xF,
    "DB_SHADER_CONTROL": 0, "SPI_BARYC_CNTL": 0,
}


class Failure(Exception):
    pass


def expect(cond, what):
    if not cond:
        raise Failure(what)


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


# ---- exact rounding (the model's arithmetic) ----

def round_bits(q, mant, emin, emax):
    """The rational q rounded to nearest even in a binary format of mant
    fraction bits: the value as a Python float (exact)."""
    if q == 0:
        return 0.0
    sign = -1.0 if q < 0 else 1.0
    q = abs(q)
    e = q.numerator.bit_length() - q.denominator.bit_length()
    while Fraction(2) ** e > q:
        e -= 1
    while Fraction(2) ** (e + 1) <= q:
        e += 1
    e = max(e, emin)
    scale = Fraction(2) ** (mant - e)
    m = q * scale
    n = math.floor(m)
    rem = m - n
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n % 2):
        n += 1
    v = Fraction(n) / scale
    if v >= Fraction(2) ** (emax + 1):
        return sign * math.inf
    return sign * float(v)


def f32(q):
    return round_bits(Fraction(q), 23, -126, 127)


def f16(q):
    return round_bits(Fraction(q), 10, -14, 15)


def fma32(a, b, c):
    return f32(Fraction(a) * Fraction(b) + Fraction(c))


def bits32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def from_bits(u):
    return struct.unpack("<f", struct.pack("<I", u))[0]


def f16_bits(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]


# The vertices' values interp.vert and half.vert write.
A = [(1.0, 2.0, -3.0, 0.125), (7.5, -1.0, 4.0, 100.0), (-2.0, 0.3, 9.0, 1e-3)]
B = [(0.1, 0.2, 0.3, 0.4), (5.0, 6.0, 7.0, 8.0), (-9.0, -10.0, -11.0, -12.0)]
P3 = [tuple(f32(c) for c in v) for v in A]
P5 = [tuple(f32(c) for c in v) for v in B]
HALVES = [(1.5, 0.1), (-2.25, 7.0), (3.0, -0.5)]


def params(P, c):
    """P0, P10, P20 of channel c (f32 differences)."""
    p0, p1, p2 = (P[v][c] for v in range(3))
    return p0, f32(Fraction(p1) - Fraction(p0)), f32(Fraction(p2) - Fraction(p0))


def model_formula(px):
    mrt0, mrt1 = px
    i, j = mrt1[0], mrt1[1]
    p0, p10, p20 = params(P3, 0)
    x = fma32(p20, j, fma32(p10, i, p0))
    y = params(P3, 1)[1]
    z = params(P3, 2)[2]
    q0, q10, _ = params(P5, 3)
    w = fma32(q10, -i, q0)
    return [(x, y, z, w), mrt1]


def model_loop(px):
    (mrt0,) = px
    i = mrt0[1]
    p0, p10, p20 = params(P3, 0)
    return [(fma32(p20, 0.0, fma32(p10, i, p0)), i, i, i)]


def model_f16(px):
    mrt0, mrt1 = px
    i, j = mrt1[0], mrt1[1]
    lo = [f16(h[0]) for h in HALVES]
    hi = [f16(h[1]) for h in HALVES]
    d = lambda p, k: f16(Fraction(p[k]) - Fraction(p[0]))
    v2 = fma32(d(lo, 1), i, lo[0])
    r16 = f16(fma32(d(lo, 2), j, v2))
    v3 = from_bits(0x12340000 | f16_bits(r16))
    v4 = fma32(d(hi, 1), i, hi[0])
    v5 = fma32(d(lo, 1), i, 1.0)
    return [(v2, v3, v4, v5), mrt1]


def model_conflict(px):
    (mrt0,) = px
    p0 = P3[0][1]
    return [(mrt0[0], p0, p0, p0)]


MODELS = {"formula": model_formula, "loop": model_loop, "f16": model_f16,
          "conflict": model_conflict}

# The cases meson runs (tests/gfx/meson.build reads these lists), and those
# it runs again as wave64 shaders.
CASES = ["ps_pairs", "ps_modes", "ps_flat_default", "ps_formula", "ps_loop", "ps_f16", "ps_inputs",
         "ps_face_bits", "ps_sample", "ps_conflict", "ps_ancillary", "ps_clip",
         "ps_prim_mask_centroid", "ps_viewport_interp"]
WAVE64_CASES = ["ps_pairs", "ps_formula", "ps_sample"]


# ---- the case ----

def directives(path):
    d = {"regs": dict(DEFAULT_REGS), "json": [], "feature": []}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line.startswith("; @"):
                continue
            word, _, rest = line[3:].partition(" ")
            if word == "regs":
                for kv in rest.split():
                    k, v = kv.split("=")
                    d["regs"][k] = int(v, 0)
            elif word == "json":
                k, v = rest.split("=", 1)
                d["json"].append((k, json.loads(v)))
            elif word == "feature":
                d["feature"].append(rest.strip())
            else:
                d[word] = rest.strip()
    return d


def find_lavapipe():
    for pattern in ["/usr/share/vulkan/icd.d/lvp_icd*.json", "/usr/local/share/vulkan/icd.d/lvp_icd*.json",
                    "/etc/vulkan/icd.d/lvp_icd*.json"]:
        found = sorted(glob.glob(pattern))
        if found:
            return found[0]
    return None


def glsl(src, out):
    r = run(["glslangValidator", "-V", "--target-env", "vulkan1.2", "-o", out, src])
    expect(r.returncode == 0, "glslangValidator %s: %s" % (src, r.stdout))
    return out


def spirv_val(path):
    r = run(["spirv-val", "--target-env", "vulkan1.2", path])
    expect(r.returncode == 0, "spirv-val %s: %s%s" % (path, r.stdout, r.stderr))


def targets(regs):
    col = regs["SPI_SHADER_COL_FORMAT"]
    return [n for n in range(8) if (col >> (4 * n)) & 0xF]


def mip_images(folder):
    texels = b""
    for level, side in enumerate((8, 4, 2, 1)):
        texels += struct.pack("<4f", *([level + 1.0] * 4)) * (side * side)
    with open(os.path.join(folder, "mips.bin"), "wb") as f:
        f.write(texels)
    return [{"name": "tex", "set": 0, "binding": 0, "type": "sampled", "format": "rgba32f",
             "size": "8x8", "mips": 4, "file": "mips.bin"},
            {"name": "smp", "set": 0, "binding": 1, "type": "sampler", "filter": "nearest",
             "mipmap": "nearest"}]


def write_job(folder, name, vs, ps, gs, mrts, images=None, viewports=None):
    """The agc-vkrun draw job folder/NAME.json, every path in it relative
    to folder; it dumps target n to NAMEn.bin.  Its file name."""
    job = {"draw": {"vs": vs, "ps": ps, "size": [SIZE, SIZE], "vertex_count": 3,
                    "targets": [{"location": n, "format": "R32G32B32A32_SFLOAT",
                                 "clear": [9, 9, 9, 9], "dump": "%s%d.bin" % (name, n)}
                                for n in mrts]}}
    if viewports:
        job["draw"]["viewport"] = [[float(x) for x in v.split(",")] for v in viewports.split()]
    if gs:
        job["draw"]["gs"] = gs
    if images:
        job["images"] = images
    with open(os.path.join(folder, name + ".json"), "w") as f:
        json.dump(job, f, indent=1)
    return name + ".json"


CLEAR = bits32(9.0)


def compare(ours, want, what):
    """ours, want: per MRT, per pixel, 4 words; the first difference fails."""
    covered = 0
    for n, (o, w) in enumerate(zip(ours, want)):
        for p in range(SIZE * SIZE):
            if w[p][0] == CLEAR and o[p][0] == CLEAR:
                continue
            covered += 1
            if o[p] != w[p]:
                raise Failure("%s: mrt%d pixel (%d, %d) is %s, expected %s" % (
                    what, n, p % SIZE, p // SIZE, [hex(x) for x in o[p]], [hex(x) for x in w[p]]))
    expect(covered > 50, "%s: only %d pixels drawn" % (what, covered))


# Features of the generated geometry stage and what it passes on: an
# --barycentric ext module (no geometry stage) need not list them.
GEOMETRY_FEATURES = {"geometryShader", "shaderTessellationAndGeometryPointSize",
                     "shaderClipDistance", "shaderCullDistance", "multiViewport"}


def check_reflection(refl, d, ext):
    """@json and @feature; an --barycentric ext module's reflection (its
    inputs per vertex where the formula reads them, no geometry stage) is
    held to fragmentShaderBarycentric and the features not the geometry
    stage's instead."""
    for key, want in d["json"]:
        if ext:
            continue
        got = refl.get(key)
        if key == "inputs":
            got = [e for e in got or []]
        expect(got == want, "reflection %s is %s, expected %s" % (key, json.dumps(got), json.dumps(want)))
    feats = [f for f in d["feature"] if not (ext and f in GEOMETRY_FEATURES)]
    if ext:
        feats.append("fragmentShaderBarycentric")
    for feat in feats:
        expect(feat in refl.get("features", []), "reflection features %s lack %s" % (refl.get("features"), feat))


def case_name(case, wave64):
    """The name meson gives the case's test, less "gfx-"."""
    return os.path.basename(case)[:-2] + ("-wave64" if wave64 else "")


def prepare(agc, case, folder, wave64=False, ext=False):
    """Assemble CASE.s, recompile it with --stage ps (and --barycentric ext
    where ext), check its modules (spirv-val) and reflection, compile the
    GLSL stages, and write into folder the agc-vkrun jobs replay() runs:
    ours.json (the recompiled pixel shader), ref.json (@reference) and
    near.json (@near).  Every path the jobs name lies in folder, relative
    to it, so the folder may be moved.  The plan (what replay() checks, by
    which oracle) and the PS reflection."""
    d = directives(case)
    if wave64:
        d["regs"]["SPI_PS_IN_CONTROL"] &= ~0x8000
    os.makedirs(folder, exist_ok=True)

    def path(name):
        return os.path.join(folder, name)
    r = run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj", case,
             "-o", path("ps.o")])
    expect(r.returncode == 0, "llvm-mc: " + r.stderr)
    r = run(["llvm-objcopy-19", "-O", "binary", "--only-section=.text", path("ps.o"), path("ps.bin")])
    expect(r.returncode == 0, "llvm-objcopy: " + r.stderr)
    os.remove(path("ps.o"))
    regs = []
    for k, v in d["regs"].items():
        regs += ["--reg", "%s=0x%x" % (k, v)]
    extra = ["--barycentric", "ext"] if ext else []
    r = run([agc, "--stage", "ps"] + regs + extra + [path("ps.bin"), "-o", path("ps.spv")])
    expect(r.returncode == 0, "agc-recompile: " + r.stderr)
    spirv_val(path("ps.spv"))
    with open(path("ps.json")) as f:
        refl = json.load(f)
    has_gs = os.path.exists(path("ps.geom.spv"))
    geom = refl.get("geometry_stage")
    expect(has_gs == (geom is not None), "geometry module %s, reflection says %s" % (has_gs, geom))
    expect(not (ext and has_gs), "--barycentric ext made a geometry stage %s" % geom)
    if has_gs:
        expect(geom == "ps.geom.spv", "geometry_stage %s is not ps.geom.spv" % geom)
        spirv_val(path("ps.geom.spv"))
    check_reflection(refl, d, ext)
    vs = os.path.basename(glsl(os.path.join(HERE, d["vs"]), path("vs.spv")))
    mrts = targets(d["regs"])
    images = mip_images(folder) if d.get("images") == "mips" else None
    viewports = d.get("viewports")
    plan = {"name": case_name(case, wave64), "case": os.path.basename(case)[:-2],
            "wave64": wave64, "barycentric": "ext" if ext else None, "size": SIZE, "mrts": mrts,
            "ours": write_job(folder, "ours", vs, {"module": "ps.spv", "reflection": "ps.json"},
                              "ps.geom.spv" if has_gs else None, mrts, images, viewports),
            "reference": None, "near": None, "model": d.get("model")}
    if "reference" in d:
        glsl(os.path.join(HERE, d["reference"]), path("ref.spv"))
        plan["reference"] = [d["reference"], write_job(folder, "ref", vs, "ref.spv", None, mrts,
                                                       images, viewports)]
    if "near" in d:
        glsl(os.path.join(HERE, d["near"]), path("near.spv"))
        plan["near"] = [d["near"], write_job(folder, "near", vs, "near.spv", None, mrts, None,
                                             viewports)]
    expect(plan["model"] is None or plan["model"] in MODELS, "no model %s" % plan["model"])
    return plan, refl


class Skip(Exception):
    """agc-vkrun exited 77: the device lacks what the job needs."""


def run_vkrun(vkrun, env, job):
    """Run one job; Skip on exit 77, Failure on any other but 0."""
    r = run([vkrun, "--job", job], env=env, timeout=300)
    if r.returncode == 77:
        raise Skip("agc-vkrun %s: exit 77: %s" % (os.path.basename(job), r.stderr.strip()))
    expect(r.returncode == 0, "agc-vkrun %s: exit %d: %s%s" % (
        os.path.basename(job), r.returncode, r.stdout, r.stderr))


def draw(run_job, folder, job, mrts):
    """Run the job (its name relative to folder) and read what it dumped:
    per MRT, per pixel, 4 words."""
    run_job(os.path.join(folder, job))
    out = []
    for n in mrts:
        with open(os.path.join(folder, "%s%d.bin" % (job[:-5], n)), "rb") as f:
            data = f.read()
        expect(len(data) == 16 * SIZE * SIZE, "%s%d.bin holds %d bytes" % (job[:-5], n, len(data)))
        vals = struct.unpack("<%dI" % (len(data) // 4), data)
        out.append([tuple(vals[4 * p:4 * p + 4]) for p in range(SIZE * SIZE)])
    return out


def replay(plan, folder, run_job):
    """Draw a prepared plan's jobs in folder with run_job(job path) and
    apply its oracles: @reference bit for bit, @near within 2^-16 on the
    same pixels, @model on the values the draw wrote.  What was checked,
    or Failure (Skip from run_job passes through)."""
    global SIZE
    SIZE = plan["size"]
    mrts = plan["mrts"]
    ours = draw(run_job, folder, plan["ours"], mrts)
    how = []
    if plan["reference"]:
        src, job = plan["reference"]
        want = draw(run_job, folder, job, mrts)
        compare(ours, want, "against %s" % src)
        how.append("bit-exact against %s" % src)
    if plan["near"]:
        src, job = plan["near"]
        want = draw(run_job, folder, job, mrts)
        for p in range(SIZE * SIZE):
            expect((ours[0][p][0] == CLEAR) == (want[0][p][0] == CLEAR),
                   "against %s: pixel (%d, %d) is %s, the GLSL's %s" % (
                       src, p % SIZE, p // SIZE,
                       "clear" if ours[0][p][0] == CLEAR else "drawn",
                       "clear" if want[0][p][0] == CLEAR else "drawn"))
            if want[0][p][0] == CLEAR:
                continue
            o, w = from_bits(ours[0][p][0]), from_bits(want[0][p][0])
            expect(abs(o - w) <= 2.0 ** -16 * max(1.0, abs(w)),
                   "against %s: pixel (%d, %d) is %r, expected about %r" % (
                       src, p % SIZE, p // SIZE, o, w))
        how.append("near %s" % src)
    if plan["model"]:
        model = MODELS[plan["model"]]
        want = [[None] * (SIZE * SIZE) for _ in mrts]
        for p in range(SIZE * SIZE):
            if ours[0][p][0] == CLEAR:
                for n in range(len(mrts)):
                    want[n][p] = ours[n][p]
                continue
            px = [tuple(from_bits(w) for w in ours[n][p]) for n in range(len(mrts))]
            for n, texel in enumerate(model(px)):
                want[n][p] = tuple(bits32(x) for x in texel)
        compare(ours, want, "against the model %s" % plan["model"])
        how.append("the model %s" % plan["model"])
    expect(how, "%s: no oracle" % plan["name"])
    return ", ".join(how)


TOOLS = ("llvm-mc-19", "llvm-objcopy-19", "glslangValidator", "spirv-val")


def missing_tool():
    for tool in TOOLS:
        if not shutil.which(tool):
            return tool
    return None


def main():
    if sys.argv[1:] == ["--list"]:
        print(" ".join(CASES))
        return 0
    if sys.argv[1:] == ["--list-wave64"]:
        print(" ".join(WAVE64_CASES))
        return 0
    agc, vkrun, case = (os.path.abspath(a) for a in sys.argv[1:4])
    icd = find_lavapipe()
    tool = missing_tool()
    if tool:
        print("SKIP: %s missing" % tool)
        return 77
    if not icd or not os.path.exists(vkrun):
        print("SKIP: lavapipe or agc-vkrun missing")
        return 77
    env = dict(os.environ, VK_ICD_FILENAMES=icd)
    with tempfile.TemporaryDirectory() as tmp:
        plan, _ = prepare(agc, case, tmp, sys.argv[4:] == ["wave64"])

        def run_job(job):
            try:
                run_vkrun(vkrun, env, job)
            except Skip as e:
                raise Failure(str(e))
        replay(plan, tmp, run_job)
    print("ok: %s" % os.path.basename(case))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as e:
        print("FAIL: %s" % e)
        sys.exit(1)
