#!/usr/bin/env python3
"""run_rq.py -- ray queries compiled by RADV/ACO, recompiled and run on
lavapipe, against the GLSL run by a Vulkan implementation's own ray
queries.

    run_rq.py --recompiler AGC --vkrun VKRUN --oracle RQ_ORACLE
              [--icd25 LVP25_ICD] [--keep] [NAME...]

For each shader (rq_closest: the closest opaque hit; rq_first: the first
hit, gl_RayFlagsTerminateOnFirstHitEXT) and each scene: the captured code
(captured/NAME.w32.bin, ACO's output on the null NAVI21 device, made by
agc-aco-capture --ray-query) is recompiled with the ABI of its JSON and run
by agc-vkrun on the system's lavapipe (Mesa 22.3) over the scene's
triangles laid out by as22.py in Mesa 22.3's acceleration-structure format;
the GLSL's SPIR-V (glslangValidator) runs on lavapipe 25 (its ICD:
--icd25, else $AGC_TIEBREAK_ICD, else BUILD/lavapipe25/lvp_icd.json, made by scripts/lavapipe25.sh)
through agc-rq-oracle, which builds the acceleration structure from the
same triangles with the Vulkan API.

Per ray the shader writes (committed type, primitive index, t, the
barycentrics as packHalf2x16).  Rules: the type and the primitive index
agree exactly (rq_first: the type only: which hit comes first is the
implementation's); t within T_ULP ulps and each barycentric within
BARY_ULP f16 ulps, because ACO divides by the triangle's determinant with
v_rcp_f32 (1 ulp) and a multiply where lavapipe divides.  The scenes keep
rays off triangle edges, where the two may decide a hit differently.

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
LVP22 = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json"
SHADERS = ["rq_closest", "rq_first"]
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
    return tris, rays


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
    return tris, rays


SCENES = {"layers": scene_layers, "axes": scene_axes}


def f32s(vals):
    return struct.pack("<%df" % len(vals), *vals)


def run(cmd, env=None):
    r = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=900)
    if r.returncode:
        raise RuntimeError("%s: exit %d: %s" % (os.path.basename(cmd[0]), r.returncode,
                                                 (r.stderr or r.stdout).strip()[-600:]))


def recompile_args(j, sg):
    a = ["--workgroup", ",".join(str(x) for x in j["workgroup_size"]),
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


def compare(name, rays, got, want):
    bad = []
    for i in range(len(rays) // 8):
        g, w = got[4 * i:4 * i + 4], want[4 * i:4 * i + 4]
        if g[0] != w[0]:
            bad.append("ray %d: committed type %d, the oracle %d" % (i, g[0], w[0]))
        elif name == "rq_first":
            continue
        elif g[1] != w[1]:
            bad.append("ray %d: primitive %d, the oracle %d" % (i, g[1], w[1]))
        elif ulps(g[2], w[2]) > T_ULP:
            bad.append("ray %d: t 0x%08x, the oracle 0x%08x" % (i, g[2], w[2]))
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
    tmp = tempfile.mkdtemp(prefix="agc-rq-")
    failed = 0
    try:
        for name in a.names or SHADERS:
            try:
                failed += run_shader(a, icd25, glslang, tmp, name)
            except (RuntimeError, subprocess.TimeoutExpired) as e:
                print("%s: FAIL: %s" % (name, e))
                failed += 1
    finally:
        if a.keep:
            print("work folder: " + tmp)
        else:
            shutil.rmtree(tmp)
    return 1 if failed else 0


def run_shader(a, icd25, glslang, tmp, name):
    """One shader over every scene; the number of scenes that differ."""
    failed = 0
    spv = os.path.join(tmp, name + ".spv")
    run([glslang, "-V", "--target-env", "vulkan1.2", "-o", spv,
         os.path.join(HERE, name + ".comp")])
    cap = os.path.join(HERE, "captured", name + ".w32")
    j = json.load(open(cap + ".json"))
    rspv = os.path.join(tmp, name + ".rec.spv")
    run([a.recompiler, cap + ".bin", "-o", rspv, "--validate"] + recompile_args(j, 8))
    sg = push_dwords(j)
    for scene, make in SCENES.items():
        tris, rl = make()
        while len(rl) % 64:
            rl.append(ray((7, 7, 7), (1, 0, 0), 0.0, 100.0))  # misses
        rays = [x for r in rl for x in r]
        words, patches = as22.build(tris)
        base = os.path.join(tmp, "%s.%s" % (name, scene))
        open(base + ".tris", "wb").write(f32s([c for t in tris for v in t for c in v]))
        open(base + ".rays", "wb").write(f32s(rays))
        open(base + ".bvh", "wb").write(struct.pack("<%dI" % len(words), *words))
        nout = 16 * len(rl)
        env25 = dict(os.environ, VK_ICD_FILENAMES=icd25)
        run([a.oracle, base + ".tris", base + ".rays", base + ".want", str(nout), spv], env25)
        cmd = [a.vkrun, "--timeout", "300", "-g", str(len(rl) // 64), "-s", "8",
               "-b", "name=bvh,file=%s.bvh,addr=%d" % (base, sg[0]),
               "-b", "name=rays,file=%s.rays,addr=%d" % (base, sg[2]),
               "-b", "name=out,size=%d,addr=%d,dump=%s.got" % (nout, sg[4], base)]
        for dw, off in patches:
            cmd += ["-w", "bvh@%d=&bvh+%d" % (dw, off)]
        run(cmd + [rspv], dict(os.environ, VK_ICD_FILENAMES=LVP22))
        got = struct.unpack("<%dI" % (nout // 4), open(base + ".got", "rb").read())
        want = struct.unpack("<%dI" % (nout // 4), open(base + ".want", "rb").read())
        bad = compare(name, rays, got, want)
        hits = sum(1 for i in range(len(rl)) if want[4 * i])
        print("%s/%s: %s (%d rays, %d hits)" % (name, scene, "FAIL" if bad else "PASS",
                                              len(rl), hits))
        for b in bad[:10]:
            print("    " + b)
        failed += bool(bad)
    return failed


if __name__ == "__main__":
    sys.exit(main())
