#!/usr/bin/env python3
"""run_rq.py -- ray queries compiled by RADV/ACO, recompiled and run on
lavapipe, against the GLSL run by a Vulkan implementation's own ray
queries.

    run_rq.py --recompiler AGC --vkrun VKRUN --oracle RQ_ORACLE
              [--icd25 LVP25_ICD] [--keep] [NAME[.wWAVE]...]

The shaders: rq_closest (the closest opaque hit), rq_first (the first hit,
gl_RayFlagsTerminateOnFirstHitEXT), rq_any (triangles forced non-opaque:
the first candidate is confirmed and the query terminated), rq_mixed (the
closest hit over instances of triangles and procedural boxes: a candidate
box is committed by rayQueryGenerateIntersectionEXT at the entry of the
GLSL's own slab test).  Each was captured at wave32 and wave64
(captured/NAME.wW.bin, ACO's output on the null NAVI21 device):

    agc-aco-capture --ray-query --push-constants P --subgroup-size W \
        -o NAME.wW.bin --json NAME.wW.json --asm NAME.wW.s NAME.spv

(P: 32 for rq_mixed, 24 for the others; with RADV's ICD and
RADV_FORCE_FAMILY=navi21).  For each capture and each of its scenes the
code is recompiled with the ABI of its JSON and run by agc-vkrun on the
system's lavapipe (Mesa 22.3) over the scene laid out by as22.py in Mesa
22.3's acceleration-structure format; the GLSL's SPIR-V (glslangValidator)
runs on lavapipe 25 (its ICD: --icd25, else $AGC_TIEBREAK_ICD, else
BUILD/lavapipe25/lvp_icd.json, made by scripts/lavapipe25.sh) through
agc-rq-oracle, which builds the acceleration structures from the same
triangles, boxes and instances with the Vulkan API.

Per ray the shader writes the committed type, primitive index, t, the
barycentrics as packHalf2x16 (rq_mixed and rq_any then the instance id,
the custom index and the geometry index).  Rules: the type, the primitive
index and the instance fields agree exactly; t within T_ULP ulps and each
barycentric within BARY_ULP f16 ulps, because ACO divides by the
triangle's determinant (and by the object-space direction in rq_mixed's
slab test) with v_rcp_f32 (1 ulp) and a multiply where lavapipe divides.
rq_first: the type only (which hit comes first is the implementation's);
rq_any: the type, and the hit it reports must be one: its instance's
triangle, transformed and intersected in double precision here, is hit at
t within ANY_T_REL and at the reported barycentrics within ANY_BARY, inside
[t_min, t_max].  The scenes keep rays off triangle edges and box faces,
where the two may decide a hit differently, and use transforms whose
inverses are exact in f32.

Exit 0: all agree; 1: a difference (printed); 77: a tool or lavapipe 25
is missing.
"""
import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import as22  # noqa: E402

T_ULP = 2
BARY_ULP = 2
ANY_T_REL = 1e-5
ANY_BARY = 2e-3
LVP22 = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json"
WAVES = (32, 64)
GRID = [0.013 + k * 0.125 for k in range(8)]


def ray(o, d, tmin, tmax):
    return list(o) + [tmin] + list(d) + [tmax]


def scene_layers():
    """Three layers of triangles at z = 2, 3, 5, a degenerate triangle
    (collinear) and a point triangle, a triangle seen edge-on; rays along
    +z from below, from between the layers (inside the boxes), oblique,
    with t_min and t_max cut-offs, and rays that miss."""
    tris = []
    for z, s in ((2.0, 1.0), (3.0, 2.0), (5.0, 4.0)):
        tris += [((0, 0, z), (s, 0, z), (0, s, z)), ((s, 0, z), (s, s, z), (0, s, z))]
        tris += [((-s, -s, z), (0, -s, z), (-s, 0, z))]
    tris += [((0, 0, 4), (0.5, 0.5, 4), (1, 1, 4)),         # collinear
             ((0.3, 0.3, 4.5), (0.3, 0.3, 4.5), (0.3, 0.3, 4.5)),  # a point
             ((0.2, -3, 1), (0.2, -3, 9), (0.2, -2, 5))]    # edge-on to +z rays
    rays = []
    for y in GRID:
        for x in GRID:
            rays.append(ray((x, y, 0), (0, 0, 1), 0.0, 100.0))           # axis-parallel
    for y in GRID[:4]:
        for x in GRID:
            rays.append(ray((x, y, 2.5), (0, 0, 1), 0.0, 100.0))         # from inside
    for x in GRID:
        rays.append(ray((x, 0.4, 0), (0, 0, 1), 2.5, 100.0))             # t_min past z = 2
        rays.append(ray((x, 0.4, 0), (0, 0, 1), 0.0, 2.5))               # t_max before z = 3
        rays.append(ray((x - 0.5, 0.3, 0), (0.05, 0.02, 1), 0.0, 100.0))  # oblique
        rays.append(ray((x, 0.6, 10), (0, 0, 1), 0.0, 100.0))            # misses: past all
    for x in GRID:
        rays.append(ray((x - 1.0, -0.9, 0), (0.01, -0.03, 1), 0.0, 1.5))  # cut off: miss
        rays.append(ray((-0.47, x - 0.95, 0), (0, 0, 1), 0.0, 100.0))     # negative quadrant
        rays.append(ray((x, 0.3, 4.2), (0, 0, -1), 0.0, 100.0))           # downwards
        rays.append(ray((0.2 + x * 1e-3, -2.7, 0), (0, 0, 1), 0.0, 100.0))  # near the edge-on one
    return {"tris": tris, "rays": rays}


def scene_axes():
    """A cube of 12 triangles around the origin; rays along each axis, both
    ways, from outside and from inside it."""
    c = [(x, y, z) for z in (-1, 1) for y in (-1, 1) for x in (-1, 1)]
    faces = [(0, 1, 3, 2), (4, 6, 7, 5), (0, 4, 5, 1), (2, 3, 7, 6), (0, 2, 6, 4), (1, 5, 7, 3)]
    tris = []
    for a, b, cc, d in faces:
        tris += [(c[a], c[b], c[cc]), (c[a], c[cc], c[d])]
    rays = []
    for axis in range(3):
        for sign in (1, -1):
            for k in range(8):
                u, v = GRID[k] - 0.5, GRID[7 - k] - 0.5
                o = [u, v, u * v]
                o[axis] = -5 * sign
                d = [0, 0, 0]
                d[axis] = sign
                rays.append(ray(o, d, 0.0, 100.0))
                o2 = list(o)
                o2[axis] = 0.1 * sign
                rays.append(ray(o2, d, 0.0, 100.0))    # from inside the cube
    return {"tris": tris, "rays": rays}


def rot_z(s, t):
    """A quarter turn about z scaled by s, then translated by t."""
    return ((0, -s, 0, t[0]), (s, 0, 0, t[1]), (0, 0, s, t[2]))


def shift(t, sx=1.0, sy=1.0, sz=1.0):
    return ((sx, 0, 0, t[0]), (0, sy, 0, t[1]), (0, 0, sz, t[2]))


SQUARE = [((0, 0, 0), (1, 0, 0), (0, 1, 0)), ((1, 0, 0), (1, 1, 0), (0, 1, 0)),
          ((0.2, 0.2, 0.5), (0.6, 0.2, 0.5), (0.2, 0.6, 0.5))]


def through(m, u, v, z0, dz):
    """A ray through object point (u, v) of instance transform m, along
    object z from object z0: (origin, direction) in world space."""
    o = as22.apply(m, (u, v, z0))
    d = [m[r][2] * dz for r in range(3)]
    return o, d


def scene_instances():
    """Five instances of one BLAS (a unit square of two triangles at z = 0,
    a small triangle at z = 0.5): translated, turned a quarter about z and
    scaled by 2, mirrored in x (its winding flips), turned a quarter about
    x (a wall facing y), and one of mask 0 in front of the first (never
    hit); five make a TLAS of two levels.  Rays through each instance along
    its object z, both ways, with t_min/t_max cut-offs, and across."""
    inst = [{"blas": "tris", "transform": shift((0, 0, 2)), "custom": 10},
            {"blas": "tris", "transform": rot_z(2.0, (4, 0, 3)), "custom": 11},
            {"blas": "tris", "transform": ((-1, 0, 0, -2), (0, 1, 0, 0), (0, 0, 1, 4)),
             "custom": 12},
            {"blas": "tris", "transform": ((1, 0, 0, 0), (0, 0, -1, 6), (0, 1, 0, 0)),
             "custom": 13},
            {"blas": "tris", "transform": shift((0, 0, 1)), "custom": 14, "mask": 0}]
    rays = []
    for m in [i["transform"] for i in inst[:4]]:
        for k in range(8):
            u, v = GRID[k], GRID[(3 * k + 1) % 8]
            o, d = through(m, u, v, -1.5, 1)
            rays.append(ray(o, d, 0.0, 100.0))
            o, d = through(m, u, v, 2.5, -1)
            rays.append(ray(o, d, 0.0, 100.0))
            o, d = through(m, u, v, -1.5, 1)
            rays.append(ray(o, d, 1.75, 100.0))      # t_min past the small triangle
            rays.append(ray(o, d, 0.0, 1.25))        # t_max before the square
    for x in GRID:
        rays.append(ray((x, -3, 0.3), (0, 1, 0), 0.0, 100.0))        # at the wall
        rays.append(ray((x - 3, 0.3, 2.6), (1, 0.01, 0.3), 0.0, 100.0))  # oblique
    return {"tris": SQUARE, "instances": inst, "rays": rays}


BOXES = [(0, 0, 2, 1, 1, 3), (0.25, 0.25, 4, 0.75, 0.75, 4.5), (-2, -2, -2, -1, -1, -1),
         (2, 0, 0, 3, 1, 1), (0, 0, 6, 1, 1, 6)]


def scene_boxes():
    """Procedural boxes only (one flat, a slab of no depth), in three
    instances: as they are, scaled and moved, turned about z.  Rays along
    each axis, from inside boxes, with t_min/t_max cut-offs, oblique, and
    rays that miss."""
    inst = [{"blas": "aabbs", "custom": 20},
            {"blas": "aabbs", "transform": shift((5, 0, 1), 2.0, 2.0, 0.5), "custom": 21},
            {"blas": "aabbs", "transform": rot_z(1.0, (-5, 0, 0)), "custom": 22}]
    rays = []
    for y in GRID:
        for x in GRID:
            rays.append(ray((x, y, 0), (0, 0, 1), 0.0, 100.0))              # through a stack
    for x in GRID:
        rays.append(ray((x + 5, 0.3 + x, -1), (0, 0, 1), 0.0, 100.0))       # scaled instance
        rays.append(ray((-5.3 - x, x, -1), (0, 0, 1), 0.0, 100.0))          # turned instance
        rays.append(ray((x, 0.4, 2.5), (0, 0, 1), 0.0, 100.0))              # from inside
        rays.append(ray((x, 0.4, 2.5), (0, 0, -1), 0.0, 100.0))             # inside, down
        rays.append(ray((x, 0.4, 0), (0, 0, 1), 3.25, 100.0))               # t_min inside box 0
        rays.append(ray((x, 0.4, 0), (0, 0, 1), 3.5, 100.0))                # t_min past box 0
        rays.append(ray((x, 0.4, 0), (0, 0, 1), 0.0, 1.5))                  # t_max before it
        rays.append(ray((-1, 0.3 + 0.1 * x, 0.5), (1, 0, 0), 0.0, 100.0))   # along x
        rays.append(ray((x - 1.7, -1.5, -3), (0.02, 0.01, 1), 0.0, 100.0))  # oblique
        rays.append(ray((x, 7, 0), (0, 0, 1), 0.0, 100.0))                  # misses
    return {"aabbs": BOXES, "instances": inst, "rays": rays}


def scene_mixed():
    """Triangles and boxes: the square moved to z = 3.25 (behind box 0,
    which spans z 2..3), a turned copy, and the boxes; rays meet a box
    before a triangle, a triangle before a box, or one alone."""
    inst = [{"blas": "tris", "transform": shift((0, 0, 3.25)), "custom": 30},
            {"blas": "aabbs", "custom": 31},
            {"blas": "tris", "transform": rot_z(1.0, (1, 0, 1.5)), "custom": 32}]
    rays = []
    for y in GRID:
        for x in GRID[::2]:
            rays.append(ray((x, y, 0), (0, 0, 1), 0.0, 100.0))
            rays.append(ray((x, y, 5), (0, 0, -1), 0.0, 100.0))
    for x in GRID:
        rays.append(ray((x, 0.6, 2.5), (0, 0, 1), 0.0, 100.0))       # inside box 0
        rays.append(ray((x, 0.6, 0), (0, 0, 1), 3.1, 100.0))         # t_min past box 0
    return {"tris": SQUARE, "aabbs": BOXES, "instances": inst, "rays": rays}


SCENES = {"layers": scene_layers, "axes": scene_axes, "instances": scene_instances,
          "boxes": scene_boxes, "mixed": scene_mixed}
TRI_SCENES = ["layers", "axes", "instances"]
# per shader: push-constant bytes, dwords written per ray, the check, scenes
SHADERS = {
    "rq_closest": (24, 4, "closest", TRI_SCENES),
    "rq_first": (24, 4, "type", TRI_SCENES),
    "rq_any": (24, 8, "any", TRI_SCENES),
    "rq_mixed": (32, 8, "closest", ["instances", "boxes", "mixed"]),
}


def f32s(vals):
    return struct.pack("<%df" % len(vals), *vals)


def run(cmd, env=None):
    r = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=900)
    if r.returncode:
        raise RuntimeError("%s: exit %d: %s" % (os.path.basename(cmd[0]), r.returncode,
                                                 (r.stderr or r.stdout).strip()[-600:]))


def recompile_args(j, sg):
    a = ["--wave", str(j["wave_size"]),
         "--workgroup", ",".join(str(x) for x in j["workgroup_size"]),
         "--user-sgprs", str(j["user_sgpr_count"]), "--subgroup-size", str(sg)]
    wg = j.get("workgroup_id_sgprs") or []
    if wg and wg[0] is not None:
        a += ["--wgid-sgprs", str(wg[0])]
    if j.get("scratch_bytes"):
        # RADV's "Scratch size" counts bytes per wave
        a += ["--scratch", str(j["scratch_bytes"] // j["wave_size"])]
    return a


def push_dwords(j):
    """agc-vkrun arguments for the user SGPRs: the push constants at their
    SGPRs (the buffers' addresses), 0 for the rest (ring offsets)."""
    dword_sgpr = {}
    for a in j["sgpr_args"]:
        if a["kind"] == "push_constant":
            dword_sgpr[a["dword"]] = a["sgpr"]
    return dword_sgpr


def ulps(a, b):
    def key(x):
        return x if x < 0x80000000 else 0x80000000 - (x & 0x7fffffff) - 1
    return abs(key(a) - key(b))


def f32(bits):
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def f16(bits):
    return struct.unpack("<e", struct.pack("<H", bits))[0]


def hit_in_double(tri, o, d):
    """(t, u, v) where the ray o + t d meets the triangle's plane, u, v the
    barycentrics of vertices 1 and 2; None when parallel."""
    def sub(p, q):
        return [p[k] - q[k] for k in range(3)]

    def cross(p, q):
        return [p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]]

    def dot(p, q):
        return sum(p[k] * q[k] for k in range(3))
    e1, e2 = sub(tri[1], tri[0]), sub(tri[2], tri[0])
    pv = cross(d, e2)
    det = dot(e1, pv)
    if det == 0:
        return None
    s = sub(o, tri[0])
    u = dot(s, pv) / det
    q = cross(s, e1)
    return dot(e2, q) / det, u, dot(d, q) / det


def check_any(sc, r, g):
    """What is wrong with rq_any's reported hit g for ray r, or None."""
    inst = sc.get("instances") or [{"blas": "tris"}]
    if g[4] >= len(inst) or g[1] >= len(sc["tris"]):
        return "instance %d, primitive %d: no such triangle" % (g[4], g[1])
    it = inst[g[4]]
    m = it.get("transform", as22.IDENTITY)
    tri = [as22.apply(m, v) for v in sc["tris"][g[1]]]
    h = hit_in_double(tri, r[0:3], r[4:7])
    t, bu, bv = f32(g[2]), f16(g[3] & 0xffff), f16(g[3] >> 16)
    if g[5] != it.get("custom", 0) or g[6] != 0:
        return "custom index %d, geometry %d: instance %d has %d, 0" % (
            g[5], g[6], g[4], it.get("custom", 0))
    if h is None or min(h[1], h[2], 1 - h[1] - h[2]) < 0:
        return "instance %d, primitive %d: the ray misses it" % (g[4], g[1])
    if abs(h[0] - t) > ANY_T_REL * max(1.0, abs(h[0])) or not r[3] <= t <= r[7]:
        return "t %r, in double %r (t range %r..%r)" % (t, h[0], r[3], r[7])
    if abs(h[1] - bu) > ANY_BARY or abs(h[2] - bv) > ANY_BARY:
        return "barycentrics %r, %r, in double %r, %r" % (bu, bv, h[1], h[2])
    return None


def compare(check, sc, rays, got, want, per):
    """The differences between got and the oracle's want."""
    bad = []
    for i in range(len(rays) // 8):
        g, w = got[per * i:per * i + per], want[per * i:per * i + per]
        if g[0] != w[0]:
            bad.append("ray %d: committed type %d, the oracle %d" % (i, g[0], w[0]))
        elif check == "type" or not g[0]:
            continue
        elif check == "any":
            why = check_any(sc, rays[8 * i:8 * i + 8], g)
            if why:
                bad.append("ray %d: %s" % (i, why))
        elif g[1] != w[1]:
            bad.append("ray %d: primitive %d, the oracle %d" % (i, g[1], w[1]))
        elif ulps(g[2], w[2]) > T_ULP:
            bad.append("ray %d: t 0x%08x, the oracle 0x%08x" % (i, g[2], w[2]))
        elif tuple(g[4:]) != tuple(w[4:]):
            bad.append("ray %d: instance id, custom index, geometry %s, the oracle %s"
                       % (i, list(g[4:7]), list(w[4:7])))
        else:
            for s in (0, 16):
                if abs(((g[3] >> s) & 0xffff) - ((w[3] >> s) & 0xffff)) > BARY_ULP:
                    bad.append("ray %d: barycentrics 0x%08x, the oracle 0x%08x" % (i, g[3], w[3]))
                    break
    return bad


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--recompiler", required=True)
    p.add_argument("--vkrun", required=True)
    p.add_argument("--oracle", required=True)
    p.add_argument("--icd25")
    p.add_argument("--build", default=os.path.join(HERE, "..", "..", "build"))
    p.add_argument("--keep", action="store_true")
    p.add_argument("names", nargs="*")
    a = p.parse_args()
    # lavapipe 25: --icd25, the ICD .ci/run unpacks ($AGC_TIEBREAK_ICD), or
    # the one scripts/quickstart.sh unpacks beside the build
    icd25 = (a.icd25 or os.environ.get("AGC_TIEBREAK_ICD")
             or os.path.join(a.build, "lavapipe25", "lvp_icd.json"))
    glslang = shutil.which("glslangValidator")
    for need in (icd25, LVP22):
        if not os.path.exists(need):
            print("skip: %s is missing (scripts/lavapipe25.sh BUILD/lavapipe25)" % need)
            return 77
    if not glslang:
        print("skip: glslangValidator is missing")
        return 77
    want = []
    for n in a.names or sorted(SHADERS):
        name, _, w = n.partition(".w")
        if name not in SHADERS or (w and int(w) not in WAVES):
            print("no shader %s" % n)
            return 2
        want += [(name, int(w))] if w else [(name, x) for x in WAVES]
    tmp = tempfile.mkdtemp(prefix="agc-rq-")
    failed = 0
    try:
        for name, wave in want:
            try:
                failed += run_shader(a, icd25, glslang, tmp, name, wave)
            except (RuntimeError, subprocess.TimeoutExpired) as e:
                print("%s.w%d: FAIL: %s" % (name, wave, e))
                failed += 1
    finally:
        if a.keep:
            print("work folder: " + tmp)
        else:
            shutil.rmtree(tmp)
    return 1 if failed else 0


def scene_files(base, sc):
    """Writes the scene's triangles, boxes, instances and rays beside base;
    the oracle's arguments for them."""
    open(base + ".tris", "wb").write(f32s([c for t in sc.get("tris", []) for v in t for c in v]))
    open(base + ".rays", "wb").write(f32s(sc["rays"]))
    args = []
    if sc.get("aabbs"):
        open(base + ".boxes", "wb").write(f32s([c for b in sc["aabbs"] for c in b]))
        args += ["--aabbs", base + ".boxes"]
    if sc.get("instances"):
        rec = b""
        for it in sc["instances"]:
            m = it.get("transform", as22.IDENTITY)
            rec += f32s([x for row in m for x in row])
            rec += struct.pack("<4I", 0 if it["blas"] == "tris" else 1, it.get("custom", 0),
                               it.get("mask", 0xff), 0)
        open(base + ".inst", "wb").write(rec)
        args += ["--instances", base + ".inst"]
    return args


def run_shader(a, icd25, glslang, tmp, name, wave):
    """One capture over each of its scenes; the number of scenes that differ."""
    push, per, check, scenes = SHADERS[name]
    failed = 0
    spv = os.path.join(tmp, name + ".spv")
    run([glslang, "-V", "--target-env", "vulkan1.2", "-o", spv,
         os.path.join(HERE, name + ".comp")])
    cap = os.path.join(HERE, "captured", "%s.w%d" % (name, wave))
    j = json.load(open(cap + ".json"))
    assert j["wave_size"] == wave and j["push_constant_bytes"] == push
    rspv = os.path.join(tmp, "%s.w%d.rec.spv" % (name, wave))
    run([a.recompiler, cap + ".bin", "-o", rspv, "--validate"] + recompile_args(j, 8))
    sg = push_dwords(j)
    for scene in scenes:
        sc = SCENES[scene]()
        rl = sc["rays"]
        while len(rl) % 64:
            rl.append(ray((7, 7, 7), (1, 0, 0), 0.0, 100.0))  # misses
        rays = [x for r in rl for x in r]
        sc["rays"] = rays
        words, patches = as22.build(sc.get("tris", []), sc.get("aabbs", ()), sc.get("instances"))
        base = os.path.join(tmp, "%s.w%d.%s" % (name, wave, scene))
        extra = scene_files(base, sc)
        open(base + ".bvh", "wb").write(struct.pack("<%dI" % len(words), *words))
        nout = 4 * per * len(rl)
        env25 = dict(os.environ, VK_ICD_FILENAMES=icd25)
        run([a.oracle] + extra + [base + ".tris", base + ".rays", base + ".want", str(nout), spv],
            env25)
        cmd = [a.vkrun, "--timeout", "300", "-g", str(len(rl) // 64), "-s", "8",
               "-b", "name=bvh,file=%s.bvh,addr=%d" % (base, sg[0]),
               "-b", "name=rays,file=%s.rays,addr=%d" % (base, sg[2]),
               "-b", "name=out,size=%d,addr=%d,dump=%s.got" % (nout, sg[4], base)]
        if 6 in sg:
            boxes = base + ".boxes" if sc.get("aabbs") else base + ".rays"
            cmd += ["-b", "name=boxes,file=%s,addr=%d" % (boxes, sg[6])]
        for dw, off in patches:
            cmd += ["-w", "bvh@%d=&bvh+%d" % (dw, off)]
        run(cmd + [rspv], dict(os.environ, VK_ICD_FILENAMES=LVP22))
        got = struct.unpack("<%dI" % (nout // 4), open(base + ".got", "rb").read())
        want = struct.unpack("<%dI" % (nout // 4), open(base + ".want", "rb").read())
        bad = compare(check, sc, rays, got, want, per)
        hits = sum(1 for i in range(len(rl)) if want[per * i])
        print("%s.w%d/%s: %s (%d rays, %d hits)" % (name, wave, scene, "FAIL" if bad else "PASS",
                                                   len(rl), hits))
        for b in bad[:10]:
            print("    " + b)
        failed += bool(bad)
    return failed


if __name__ == "__main__":
    sys.exit(main())
