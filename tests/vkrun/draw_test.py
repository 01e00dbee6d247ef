#!/usr/bin/env python3
"""Tests of agc-vkrun's draw mode on lavapipe: draw_test.py AGC_VKRUN CASE [AGC_RECOMPILE]

Each case compiles GLSL vertex/geometry/fragment shaders of draw/ with
glslangValidator, draws them with an agc-vkrun draw job and compares every
dumped target with pixels computed here in Python from the geometry (which
pixel centres each primitive covers) and the formats' conversion rules.
Exit 77 (skip) when lavapipe or glslangValidator is missing.
"""
import json
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile

import vkrun_test
from vkrun_test import SKIP, Failure, Skip, expect

HERE = os.path.dirname(os.path.abspath(__file__))

# name: (struct code of one texel, components)
FORMATS = {
    "R32G32B32A32_SFLOAT": ("4f", 4), "R8G8B8A8_UNORM": ("4B", 4),
    "R16G16B16A16_SFLOAT": ("4e", 4), "R32_UINT": ("I", 1), "R16G16_SINT": ("2h", 2),
    "D32_SFLOAT": ("f", 1),
}


class Draw(vkrun_test.Runner):
    def shader(self, name):
        out = self.path(name.replace(".", "_") + ".spv")
        r = subprocess.run(["glslangValidator", "-V", "--target-env", "vulkan1.2", "-o", out,
                            os.path.join(HERE, "draw", name)], capture_output=True, text=True)
        expect(r.returncode == 0, "glslangValidator failed on %s:\n%s" % (name, r.stdout))
        return out

    def write(self, name, data):
        with open(self.path(name), "wb" if isinstance(data, bytes) else "w") as f:
            f.write(data if isinstance(data, bytes) else json.dumps(data))
        return self.path(name)

    def draw(self, job, extra=(), status=0, name="job.json"):
        return self.run(["--job", self.write(name, job)] + list(extra), status=status)


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def read_target(path, fmt, w, h):
    code, n = FORMATS[fmt]
    size = struct.calcsize("<" + code)
    with open(path, "rb") as f:
        data = f.read()
    expect(len(data) == size * w * h, "%s: %d bytes, expected %d" % (path, len(data), size * w * h))
    texels = [struct.unpack_from("<" + code, data, i * size) for i in range(w * h)]
    return [t if n > 1 else t[0] for t in texels]


def compare_target(r, path, fmt, w, h, want, what):
    """want(x, y) gives the texel; the first wrong pixel fails."""
    got = read_target(path, fmt, w, h)
    bad = [(x, y) for y in range(h) for x in range(w) if got[y * w + x] != want(x, y)]
    if bad:
        x, y = bad[0]
        raise Failure("%s (%s): %d pixels differ; pixel (%d, %d) is %r, expected %r"
                      % (what, fmt, len(bad), x, y, got[y * w + x], want(x, y)))


def ndc(p, size=32):
    """Pixel coordinates to NDC for a target of `size` pixels."""
    return p / (size / 2) - 1.0


# ---------------------------------------------------------------- cases

def case_flat(r):
    """Two flat-coloured triangles covering a 32x32 target: R8G8B8A8_UNORM
    attributes into a float and a UNORM target, a D32_SFLOAT depth each."""
    # The shared edge, x + y = 32.25 in pixels, passes through no pixel
    # centre: A covers the centres with x + y <= 31, B the rest.
    A = [(-32, -31.75), (64, -31.75), (-32, 64.25)]
    B = [(64, -31.75), (64, 64.25), (-32, 64.25)]
    ca, cb = (255, 0, 51, 255), (17, 128, 255, 0)
    other = (1, 2, 3, 4)  # the vertices after the first: not the provoking one
    data = b""
    for tri, colour, z in ((A, ca, 0.25), (B, cb, 0.75)):
        for k, (x, y) in enumerate(tri):
            data += struct.pack("<4f4B", ndc(x), ndc(y), z, 1.0, *(colour if k == 0 else other))
    job = {"buffers": [{"name": "vb", "file": r.write("vb.bin", data)}],
           "draw": {"vs": r.shader("flat.vert"), "ps": r.shader("flat.frag"),
                    "size": [32, 32], "vertex_count": 6,
                    "vertex_input": {
                        "bindings": [{"binding": 0, "buffer": "vb", "stride": 20}],
                        "attributes": [{"location": 0, "binding": 0, "format": "R32G32B32A32_SFLOAT"},
                                       {"location": 1, "binding": 0, "format": "R8G8B8A8_UNORM",
                                        "offset": 16}]},
                    "targets": [{"location": 0, "format": "R32G32B32A32_SFLOAT",
                                 "clear": [9, 9, 9, 9], "dump": "float.bin"},
                                {"location": 1, "format": "R8G8B8A8_UNORM", "dump": "unorm.bin"}],
                    "depth": {"format": "D32_SFLOAT", "compare": "less", "dump": "depth.bin"}}}
    r.draw(job)

    def colour(x, y):
        return ca if x + y <= 31 else cb
    # UNORM to float is c / 255 (Vulkan's conversion rule); lavapipe
    # multiplies by the float nearest 1/255, 1 ulp above c / 255 for c = 51:
    # either is accepted, nothing else
    got = read_target(r.path("float.bin"), "R32G32B32A32_SFLOAT", 32, 32)
    for i, texel in enumerate(got):
        x, y = i % 32, i // 32
        ok = all(g in (f32(c / 255), f32(c * f32(1 / 255))) for g, c in zip(texel, colour(x, y)))
        expect(ok, "float target: pixel (%d, %d) is %r, expected %r / 255" % (x, y, texel, colour(x, y)))
    compare_target(r, r.path("unorm.bin"), "R8G8B8A8_UNORM", 32, 32, colour, "unorm target")
    compare_target(r, r.path("depth.bin"), "D32_SFLOAT", 32, 32,
                   lambda x, y: 0.25 if x + y <= 31 else 0.75, "depth")


def half_safe(c, bits):
    """Whether c / (2^bits - 1) lies far from a rounding tie of half floats,
    so that round-to-nearest and round-toward-zero agree."""
    v = f32(c / ((1 << bits) - 1))
    if v == 0.0:
        return True
    ulp = 2.0 ** (int.bit_length(int(v * 2 ** 24)) - 1 - 24 - 10)
    frac = v / ulp - int(v / ulp)
    return frac < 0.3


def case_instanced(r):
    """Five instances of a 4x4-pixel quad, per-instance offsets (R32_UINT)
    and colours (A2B10G10R10_UNORM_PACK32), corners in R16G16_SFLOAT; a
    R16G16B16A16_SFLOAT, a R32_UINT and a R16G16_SINT target."""
    rng = random.Random(11)
    corners = [(0, 0), (4, 0), (0, 4), (4, 0), (4, 4), (0, 4)]
    places = [(0, 0), (4, 8), (12, 20), (24, 4), (28, 28)]
    colours = []
    for _ in places:
        c = [rng.randrange(1024) for _ in range(3)] + [rng.randrange(4)]
        while not all(half_safe(v, 10) for v in c[:3]):
            c = [rng.randrange(1024) for _ in range(3)] + [rng.randrange(4)]
        colours.append(c)
    vb = b"".join(struct.pack("<2e", x, y) for x, y in corners)
    ib = b"".join(struct.pack("<II", x | y << 8, c[0] | c[1] << 10 | c[2] << 20 | c[3] << 30)
                  for (x, y), c in zip(places, colours))
    job = {"buffers": [{"name": "corners", "file": r.write("vb.bin", vb)},
                       {"name": "inst", "file": r.write("ib.bin", ib)}],
           "draw": {"vs": r.shader("instanced.vert"), "ps": r.shader("instanced.frag"),
                    "size": [32, 32], "vertex_count": 6, "instance_count": len(places),
                    "vertex_input": {
                        "bindings": [{"binding": 0, "buffer": "corners", "stride": 4},
                                     {"binding": 3, "buffer": "inst", "stride": 8,
                                      "rate": "instance"}],
                        "attributes": [{"location": 0, "binding": 0, "format": "R16G16_SFLOAT"},
                                       {"location": 1, "binding": 3, "format": "R32_UINT"},
                                       {"location": 2, "binding": 3, "offset": 4,
                                        "format": "A2B10G10R10_UNORM_PACK32"}]},
                    "targets": [{"location": 0, "format": "R16G16B16A16_SFLOAT",
                                 "clear": [0.5, 0.25, 2, -1], "dump": "half.bin"},
                                {"location": 1, "format": "R32_UINT", "clear": 7,
                                 "dump": "uint.bin"},
                                {"location": 2, "format": "R16G16_SINT", "clear": [-5, 9],
                                 "dump": "sint.bin"}]}}
    r.draw(job)

    def instance(x, y):
        for i, (px, py) in enumerate(places):
            if px <= x < px + 4 and py <= y < py + 4:
                return i
        return None

    def half(v):
        return struct.unpack("<e", struct.pack("<e", v))[0]

    def want_half(x, y):
        i = instance(x, y)
        if i is None:
            return (0.5, 0.25, 2.0, -1.0)
        c = colours[i]
        return tuple(half(f32(v / m)) for v, m in zip(c, (1023, 1023, 1023, 3)))
    compare_target(r, r.path("half.bin"), "R16G16B16A16_SFLOAT", 32, 32, want_half, "half target")
    compare_target(r, r.path("uint.bin"), "R32_UINT", 32, 32,
                   lambda x, y: 7 if instance(x, y) is None else instance(x, y) + 1, "uint target")
    compare_target(r, r.path("sint.bin"), "R16G16_SINT", 32, 32,
                   lambda x, y: (-5, 9) if instance(x, y) is None else
                   (places[instance(x, y)][0], -places[instance(x, y)][1]), "sint target")


def pulled_job(r):
    """An indexed, instanced draw whose vertex stage fetches through V#s
    (pulled.vert), with the reference section drawing the same records
    through vertex attributes (attrib.vert). Returns (job, expected)."""
    rng = random.Random(12)
    corners = [(0, 0), (6, 0), (0, 4), (6, 4)]
    # records 0 and 1 lie far away: a fetch that ignores the base shows
    verts = [(100.0, 100.0), (-50.0, 7.0)] + [(float(x), float(y)) for x, y in corners]
    vcol = [[rng.randrange(256) for _ in range(4)] for _ in verts]
    offsets = [(90.0, 90.0)] * 5 + [(2.0, 2.0), (10.0, 20.0), (20.0, 9.0)]
    vb = b"".join(struct.pack("<2f4B", x, y, *c) for (x, y), c in zip(verts, vcol))
    ib = b"".join(struct.pack("<2f", x, y) for x, y in offsets)
    indices = struct.pack("<6H", 0, 1, 2, 1, 3, 2)
    tint = 0x1000
    vs_refl = r.write("pulled_vs.json", {"push_constants": {"offset": 0, "size": 16}})
    ps_refl = r.write("pulled_ps.json", {
        "push_constants": {"offset": 16, "size": 4},
        "render_targets": [{"location": 0, "type": "float", "components": 4},
                           {"location": 1, "type": "uint", "components": 1}]})
    job = {"push": ["&table", 2, 5, tint],
           "buffers": [{"name": "verts", "file": r.write("verts.bin", vb)},
                       {"name": "inst", "file": r.write("inst.bin", ib)},
                       {"name": "index", "file": r.write("index.bin", indices)},
                       {"name": "table", "data": [
                           {"vsharp": "verts", "stride": 12, "records": len(verts)},
                           {"vsharp": "inst", "stride": 8, "records": len(offsets)}]}],
           "draw": {"vs": {"module": r.shader("pulled.vert"), "reflection": vs_refl},
                    "ps": {"module": r.shader("pulled.frag"), "reflection": ps_refl},
                    "size": [32, 32], "vertex_count": 6, "instance_count": 3,
                    "first_instance": 5, "vertex_offset": 2,
                    "index": {"buffer": "index", "type": "uint16"},
                    "targets": [{"location": 0, "format": "R8G8B8A8_UNORM", "dump": "colour.bin"},
                                {"location": 1, "format": "R32_UINT", "clear": 0xffffffff,
                                 "dump": "record.bin"}],
                    "reference": {
                        "vs": r.shader("attrib.vert"),
                        "vertex_input": {
                            "bindings": [{"binding": 0, "buffer": "verts", "stride": 12},
                                         {"binding": 1, "buffer": "inst", "stride": 8,
                                          "rate": "instance"}],
                            "attributes": [
                                {"location": 0, "binding": 0, "format": "R32G32_SFLOAT"},
                                {"location": 1, "binding": 0, "format": "R8G8B8A8_UNORM",
                                 "offset": 8},
                                {"location": 2, "binding": 1, "format": "R32G32_SFLOAT"}]}}}}

    # Quad of instance i: the records 2..5 moved by offsets[5 + i]. Its two
    # triangles (indices 0 1 2, then 1 3 2) take their flat values from
    # their first vertex: record 2, record 3; the shared edge, 2x + 3y = 12
    # in the quad's pixels, passes through no pixel centre.
    def want(x, y):
        for ox, oy in offsets[5:8]:
            qx, qy = x - int(ox), y - int(oy)
            if 0 <= qx < 6 and 0 <= qy < 4:
                rec = 2 if 2 * qx + 3 * qy <= 9 else 3
                return tuple(vcol[rec]), rec ^ tint
        return (0, 0, 0, 0), 0xffffffff
    return job, want


def case_pulled(r):
    """No vertex inputs: the vertex stage reads V#s the job wrote with the
    vertex and instance buffers' addresses; push constants in two ranges
    (vertex 0..16, pixel 16..20); an index buffer with a base vertex; then
    --reference draws the same through vertex attributes."""
    job, want = pulled_job(r)
    res = r.draw(job, ["-v"])
    expect("push constants of vs: bytes 0..16" in res.stderr and
           "push constants of ps: bytes 16..20: 00001000" in res.stderr, res.stderr)
    for suffix in ("", ".ref"):
        if suffix:
            r.draw(job, ["--reference"])
        compare_target(r, r.path("colour.bin" + suffix), "R8G8B8A8_UNORM", 32, 32,
                       lambda x, y: want(x, y)[0], "colour" + suffix)
        compare_target(r, r.path("record.bin" + suffix), "R32_UINT", 32, 32,
                       lambda x, y: want(x, y)[1], "record" + suffix)
    # the V# stride is what places the records: a wrong one moves the quads
    job["buffers"][3]["data"][0]["stride"] = 16
    r.draw(job)
    got = read_target(r.path("colour.bin"), "R8G8B8A8_UNORM", 32, 32)
    expect(got != [want(i % 32, i // 32)[0] for i in range(1024)], "a stride of 16 drew the same")


def case_depth(r):
    """Depth test both ways with depths from a uniform buffer, and depth
    exported by the pixel stage, D32_SFLOAT."""
    depths = r.write("z.bin", struct.pack("<4f", 0.5, 0.25, 0, 0))
    job = {"buffers": [{"name": "z", "file": depths, "set": 0, "binding": 0, "type": "uniform"}],
           "draw": {"vs": r.shader("depth.vert"), "ps": r.shader("depth.frag"),
                    "size": [16, 8], "vertex_count": 3, "instance_count": 2,
                    "targets": [{"location": 0, "format": "R32_UINT", "dump": "inst.bin"}],
                    "depth": {"format": "D32_SFLOAT", "compare": "less", "clear": 1.0,
                              "dump": "depth.bin"}}}
    for compare, clear, winner in (("less", 1.0, 1), ("greater", 0.0, 0)):
        job["draw"]["depth"].update(compare=compare, clear=clear)
        r.draw(job)
        compare_target(r, r.path("inst.bin"), "R32_UINT", 16, 8, lambda x, y: winner + 1,
                       "instance (%s)" % compare)
        compare_target(r, r.path("depth.bin"), "D32_SFLOAT", 16, 8,
                       lambda x, y: (0.5, 0.25)[winner], "depth (%s)" % compare)
    refl = r.write("export.json", {"writes_depth": True, "render_targets": [
        {"location": 0, "type": "uint", "components": 1}]})
    job = {"draw": {"vs": r.shader("fullscreen.vert"),
                    "ps": {"module": r.shader("depth_export.frag"), "reflection": refl},
                    "size": [64, 64], "vertex_count": 3,
                    "targets": [{"location": 0, "format": "R32_UINT", "dump": "pixel.bin"}],
                    "depth": {"format": "D32_SFLOAT", "dump": "depth.bin"}}}
    r.draw(job)
    compare_target(r, r.path("depth.bin"), "D32_SFLOAT", 64, 64,
                   lambda x, y: (x + 64 * y) / 4096.0, "exported depth")
    compare_target(r, r.path("pixel.bin"), "R32_UINT", 64, 64, lambda x, y: x | y << 16, "pixel")


def case_points(r):
    """Points of size 4, then the same points through a geometry stage
    that makes each a 6x6 quad (given by the job, then by a reflection's
    geometry_stage)."""
    points = [(4, 4, 11), (12, 6, 22), (20, 20, 33), (27, 12, 44)]
    vb = b"".join(struct.pack("<2fI", x, y, v) for x, y, v in points)
    job = {"buffers": [{"name": "vb", "file": r.write("vb.bin", vb)}],
           "draw": {"vs": r.shader("points.vert"), "ps": r.shader("value.frag"),
                    "topology": "point_list", "size": [32, 32], "vertex_count": len(points),
                    "vertex_input": {
                        "bindings": [{"binding": 0, "buffer": "vb", "stride": 12}],
                        "attributes": [{"location": 0, "binding": 0, "format": "R32G32_SFLOAT"},
                                       {"location": 1, "binding": 0, "offset": 8,
                                        "format": "R32_UINT"}]},
                    "targets": [{"location": 0, "format": "R32_UINT", "dump": "value.bin"}]}}
    gs = r.shader("sprite.geom")
    # the geometry stage given by the job, then named by the pixel stage's
    # reflection (relative to it), as a recompiled pixel module's may be
    refl = r.write("value.json", {"geometry_stage": os.path.basename(gs)})
    for half, add, stages in ((2, 0, {}), (3, 1000, {"gs": gs}),
                              (3, 1000, {"ps": {"module": job["draw"]["ps"], "reflection": refl}})):
        r.draw(dict(job, draw=dict(job["draw"], **stages)))

        def want(x, y):
            for px, py, v in points:
                if px - half <= x < px + half and py - half <= y < py + half:
                    return v + add
            return 0
        compare_target(r, r.path("value.bin"), "R32_UINT", 32, 32, want,
                       "points" + (" through the geometry stage" if add else ""))


def case_descriptors(r):
    """A uniform buffer and a combined image sampler (set 0) and a storage
    buffer the pixel stage counts into (set 1), on a 16x8 target."""
    tex = [float(v) for v in range(-20, 44, 1)]  # 4x4 rgba32f
    scale = (0.5, 2.0, -1.0, 4.0)
    job = {"buffers": [{"name": "u", "data": ["%rf" % s for s in scale], "set": 0,
                        "binding": 0, "type": "uniform"},
                       {"name": "count", "size": 4, "set": 1, "binding": 0, "dump": "count.bin"}],
           "images": [{"name": "tex", "set": 0, "binding": 1, "type": "combined",
                       "format": "rgba32f", "size": "4x4",
                       "file": r.write("tex.bin", struct.pack("<64f", *tex))}],
           "draw": {"vs": r.shader("fullscreen.vert"), "ps": r.shader("textured.frag"),
                    "size": [16, 8], "vertex_count": 3,
                    "targets": [{"location": 0, "format": "R32G32B32A32_SFLOAT", "dump": "rt.bin"}]}}
    # mapped memory, then staging copies as on a GPU without host-visible memory
    for extra in ([], ["--staged"]):
        r.draw(job, extra)
        compare_target(r, r.path("rt.bin"), "R32G32B32A32_SFLOAT", 16, 8,
                       lambda x, y: tuple(tex[4 * ((y % 4) * 4 + x % 4) + c] * scale[c]
                                          for c in range(4)), "textured")
        count = vkrun_test.read_words(r.path("count.bin"))
        expect(count == [16 * 8], "pixels counted %s: %s, expected %d"
               % (" ".join(extra), count, 16 * 8))


def case_errors(r):
    """Jobs the reflections contradict, and other bad jobs: one line each."""
    vs, fs = r.shader("fullscreen.vert"), r.shader("value.frag")

    def job(**draw):
        d = {"vs": vs, "ps": fs, "size": [4, 4], "vertex_count": 3,
             "targets": [{"location": 0, "format": "R32_UINT"}]}
        d.update(draw)
        return {"draw": {k: v for k, v in d.items() if v is not None}}

    def refl(name, **fields):
        return {"module": fs, "reflection": r.write(name + ".json", fields)}
    cases = [
        (job(vs=None), 2, "draw: no vs"),
        (job(ps=refl("two", render_targets=[{"location": 1, "type": "uint"}])), 2,
         "render target 1 (uint) has no target in the job"),
        (job(ps=refl("type", render_targets=[{"location": 0, "type": "float"}])), 2,
         "render target 0 is float; the job's R32_UINT is uint"),
        (job(ps=refl("bind", descriptor_bindings=[
            {"set": 0, "binding": 2, "type": "sampled_image", "source_name": "s4"}])), 2,
         "set 0 binding 2 (sampled_image, from s4) is bound by nothing"),
        (job(ps=refl("depth", writes_depth=True)), 2, "writes depth; the job has no depth target"),
        (job(ps=refl("feat", features=["warpDrive"])), 2, "feature 'warpDrive' is not one"),
        (job(ps=refl("stencil", writes_stencil=True)), 2,
         "writes stencil; the job's depth target has no stencil"),
        (job(depth={"format": "D32_SFLOAT", "stencil_dump": "s.bin"}), 2,
         "stencil_dump or stencil_clear with D32_SFLOAT, which has no stencil"),
        (job(vs=fs), 1, "no Vertex entry point named 'main'"),
        (job(targets=[{"location": 0, "format": "R9_UINT"}]), 2, "'R9_UINT' is not a colour"),
        (job(depth={"format": "R32_UINT"}), 2, "'R32_UINT' is not a depth format"),
        (job(topology="hexagons"), 2, "topology 'hexagons' is not one"),
        (job(vertex_count=0), 2, "vertex_count is 0"),
        (job(index={"buffer": "nothing"}), 2, "no buffer named 'nothing'"),
        (dict(job(index={"buffer": "i", "type": "uint16", "offset": 2}),
              buffers=[{"name": "i", "size": 7}]), 2, "indices 0..3 at byte 2 of 'i' (7 bytes)"),
        (job(viewport=[0, 0, 0, 4]), 2, "viewport: the width must be positive"),
        (job(vertex_input={"attributes": [{"location": 0, "binding": 2, "format": "R32_UINT"}]}),
         2, "reads binding 2, which is not given"),
        (dict(job(ps=refl("push", push_constants={"offset": 16, "size": 4}),
                  vs={"module": vs, "push": {"offset": 0, "size": 8}}), push=[1, 2, 3]),
         2, "the job writes byte 8, which no stage's push-constant block holds"),
        (dict(job(), push=[{"vsharp": "b", "stride": 1 << 14}],
              buffers=[{"name": "b", "size": 4}]), 2, "stride is 14 bits"),
        (dict(job(), module=vs), 2, "takes its modules from \"draw\""),
        (job(samples=3), 2, "samples must be 1, 2, 4 or 8, not 3"),
        (job(samples=4), 2, "samples 4: target R32_UINT is not resolved"),
    ]
    for j, status, message in cases:
        res = r.draw(j, status=status)
        expect(message in res.stderr, "%s: stderr %r lacks %r" % (json.dumps(j), res.stderr, message))
    # VK_KHR_fragment_shader_barycentric's feature is one agc-vkrun knows:
    # enabled where the device has the extension, else exit 77 naming it
    res = r.draw(job(ps=refl("bary", features=["fragmentShaderBarycentric"])), status=None)
    expect(res.returncode == 0 or (res.returncode == vkrun_test.SKIP and
                                   "lacks fragmentShaderBarycentric" in res.stderr),
           "fragmentShaderBarycentric: exit %d: %s" % (res.returncode, res.stderr))
    res = r.draw(job(), ["-s", "8"], status=2)
    expect("not implemented for draws" in res.stderr, res.stderr)
    # --time N: N more submissions of the draw, timed
    res = r.draw(job(), ["-t", "3"])
    expect(re.search(r"^median_us=[0-9.]+ min_us=[0-9.]+ runs=3 clock=wall$", res.stdout, re.M),
           "--time 3: stdout %r" % res.stdout)
    res = r.draw(job(), ["--reference"], status=2)
    expect("has no reference section" in res.stderr, res.stderr)


# The registers of a wave32 legacy VS with no user data, POS0 as 4
# components and one parameter, and of a wave32 PS with MRT0 as 32_ABGR
# and the PERSP_CENTER pair (by the fields of AMD's gfx10 register
# reference: FLOAT_MODE 0xc0, DX10_CLAMP, IEEE_MODE; VS_W32_EN; PS_W32_EN).
VS_REGS = {"SPI_SHADER_PGM_RSRC1_VS": 0x2C0000, "SPI_SHADER_PGM_RSRC2_VS": 0,
           "VGT_SHADER_STAGES_EN": 0x800000, "SPI_VS_OUT_CONFIG": 0,
           "SPI_SHADER_POS_FORMAT": 4, "PA_CL_VS_OUT_CNTL": 0}
PS_REGS = {"SPI_SHADER_PGM_RSRC1_PS": 0x2C0000, "SPI_SHADER_PGM_RSRC2_PS": 0,
           "SPI_PS_INPUT_ENA": 2, "SPI_PS_INPUT_ADDR": 2, "SPI_PS_IN_CONTROL": 0x8000,
           "SPI_SHADER_COL_FORMAT": 9, "SPI_SHADER_Z_FORMAT": 0, "CB_SHADER_MASK": 0xF,
           "DB_SHADER_CONTROL": 0}


def recompile(r, source, stage, regs):
    """Assemble gfx1030 code (llvm-mc-19) and recompile it as `stage`."""
    if not shutil.which("llvm-mc-19") or not shutil.which("llvm-objcopy-19"):
        raise Skip("skip: llvm-mc-19 or llvm-objcopy-19 not found")
    base = r.path(stage)
    for cmd in (["llvm-mc-19", "-triple=amdgcn", "-mcpu=gfx1030", "-filetype=obj", source,
                 "-o", base + ".o"],
                ["llvm-objcopy-19", "-O", "binary", "--only-section=.text", base + ".o",
                 base + ".bin"]):
        res = subprocess.run(cmd, capture_output=True, text=True)
        expect(res.returncode == 0, " ".join(cmd) + ": " + res.stderr)
    cmd = [r.recompiler, "--stage", stage, "-o", base + ".spv", base + ".bin"]
    for name, value in regs.items():
        cmd += ["--reg", "%s=0x%x" % (name, value)]
    res = subprocess.run(cmd, capture_output=True, text=True)
    expect(res.returncode == 0, " ".join(cmd) + ": " + res.stderr)
    return {"module": base + ".spv", "reflection": base + ".json"}


def case_recompiled(r):
    """Recompiled modules through the host contract: tests/gfx/vs_fullscreen.s
    (a VS that draws from the vertex id alone) with a GLSL pixel stage, then
    with the recompiled ps_const.s; each drawn again with --reference (the
    GLSL of the same shaders) must give the same bytes."""
    if not r.recompiler:
        raise Skip("skip: no recompiler given")
    vs = recompile(r, os.path.join(HERE, "..", "gfx", "vs_fullscreen.s"), "vs", VS_REGS)
    ps = recompile(r, os.path.join(HERE, "draw", "ps_const.s"), "ps", PS_REGS)
    job = {"draw": {"vs": vs, "ps": r.shader("param.frag"), "size": [32, 32], "vertex_count": 3,
                    "targets": [{"location": 0, "format": "R32G32B32A32_SFLOAT", "dump": "rt.bin"}],
                    "depth": {"format": "D32_SFLOAT", "dump": "z.bin"},
                    "reference": {"vs": r.shader("fullscreen_param.vert")}}}
    for extra in ([], ["--reference"]):
        r.draw(job, extra)
    for name in ("rt.bin", "z.bin"):
        expect(open(r.path(name), "rb").read() == open(r.path(name + ".ref"), "rb").read(),
               "%s: the recompiled vertex stage drew other bytes than its GLSL" % name)
    compare_target(r, r.path("z.bin"), "D32_SFLOAT", 32, 32, lambda x, y: 0.5, "depth")
    # param0.x is the vertex id interpolated: 0.25 x + 0.5 y + 0.75 in NDC
    got = read_target(r.path("rt.bin"), "R32G32B32A32_SFLOAT", 32, 32)
    for i, t in enumerate(got):
        x, y = ndc(i % 32 + 0.5), ndc(i // 32 + 0.5)
        expect(abs(t[0] - (0.25 * x + 0.5 * y + 0.75)) < 1e-5 and t[1:] == (0.25, 0.5, 1.0),
               "pixel (%d, %d): %r" % (i % 32, i // 32, t))
    job["draw"].update(ps=ps, targets=[{"location": 0, "format": "R8G8B8A8_UNORM",
                                        "clear": [0, 0, 0, 1], "dump": "rt.bin"}])
    job["draw"]["reference"]["ps"] = r.shader("const.frag")
    for extra in ([], ["--reference"]):
        r.draw(job, extra)
    compare_target(r, r.path("rt.bin"), "R8G8B8A8_UNORM", 32, 32, lambda x, y: (255, 128, 64, 0),
                   "recompiled pair")
    compare_target(r, r.path("rt.bin.ref"), "R8G8B8A8_UNORM", 32, 32,
                   lambda x, y: (255, 128, 64, 0), "their GLSL")


CASES = {name[5:].replace("_", "-"): fn for name, fn in globals().items()
         if name.startswith("case_")}


def main():
    if len(sys.argv) not in (3, 4) or sys.argv[2] not in CASES:
        print("usage: draw_test.py AGC_VKRUN CASE [AGC_RECOMPILE]\ncases: "
              + " ".join(sorted(CASES)))
        return 2
    icd = vkrun_test.find_lavapipe()
    if not icd:
        print("skip: lavapipe (lvp_icd*.json) not found")
        return SKIP
    if not shutil.which("glslangValidator"):
        print("skip: glslangValidator not found")
        return SKIP
    with tempfile.TemporaryDirectory(prefix="vkdraw-") as tmp:
        runner = Draw(os.path.abspath(sys.argv[1]), tmp, icd)
        runner.recompiler = os.path.abspath(sys.argv[3]) if len(sys.argv) == 4 else None
        try:
            CASES[sys.argv[2]](runner)
        except Failure as e:
            print("FAIL: %s" % e)
            return 1
        except Skip as e:
            print(e)
            return SKIP
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
