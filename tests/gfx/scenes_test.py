#!/usr/bin/env python3
"""Real ACO graphics code drawn against its GLSL: scenes_test.py AGC_RECOMPILE AGC_VKRUN SCENE

SCENE is tests/glsl/gfx/SCENE.json (meson globs them, one test per scene).
For each variant of its committed RADV/ACO captures (tests/glsl/captured/gfx:
legacy = hardware VS + wave64 PS, ngg = NGG passthrough + wave64 PS, w32 =
wave32 NGG + wave32 PS) the VS and PS are recompiled from their manifests and
drawn in one agc-vkrun job the way an emulator draws them:

- the vertex data in buffers, behind V#s in a table that lies, as RADV puts
  it, in the 32-bit pointer window (high dword address32_hi): the window is
  one buffer whose device address the reflection's "address32_window" dword
  receives; every 32-bit pointer user SGPR (vertex_buffers, descriptor_set,
  push_constant_pointer) is an offset into it;
- user SGPRs in push constants at the reflection's absolute offsets, each
  holding what the capture's .sgprs.json says RADV puts there (base vertex,
  start instance, inlined push-constant dwords); the PS block follows the
  VS block (--push-offset);
- descriptor-set memory in the window as RADV lays it out (the capture's
  "descriptors"), a uniform buffer's V# holding its device address; images
  and samplers bound where the reflection's traced bindings put their T#
  and S# sources (the PS's in set 1: --descriptor-set 1);
- the geometry stage the PS reflection names, when it names one (the PS
  recompiled with the VS's PA_CL_VS_OUT_CNTL, which it passes on).

Each recompile must succeed without a word on stderr (a warning, such as
an SGPR read that nothing sets, fails the variant).

The job's reference section draws the GLSL (glslangValidator) with the
scene's real vertex input state, uniforms, textures, push constants and
sample count.  Every render target and the depth target must be
byte-identical, except:

- an FP16_ABGR export into an RGBA8 UNORM target: ACO rounds to f16
  toward zero first (v_cvt_pkrtz_f16_f32), so the target is compared with
  unorm8(f16_rtz(v)), v the GLSL's value drawn again into RGBA32F (and the
  unorm8 model is checked against the GLSL's own RGBA8 target);
- where EXPECT below documents a bound and why.

A PS reflection that names a geometry stage fails the scene unless FORMULA
lists it.  A variant listed in XFAIL must fail with its reason (it turns
into a failure when it passes).
Exit 77 (skip) when lavapipe, glslangValidator or the captures are missing.
"""
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
SCENES = os.path.join(HERE, "..", "glsl", "gfx")
CAPTURED = os.path.join(HERE, "..", "glsl", "captured", "gfx")
SKIP = 77
SIZE = 32
VARIANTS = (("legacy", "vs"), ("ngg", "ngg"), ("w32", "ngg"))

# window layout (bytes): V# table, then descriptor sets, then the push block
VTABLE = 0
SET_BASE = 1024
SET_STRIDE = 1024
PUSH_BASE = 8192
WINDOW = 12288

# "SCENE" or "SCENE.VARIANT": the largest difference allowed, in units in
# the last place of the target's format, and why (the hardware formula, or
# ACO's own arithmetic); a third member allows that absolute difference too.
EXPECT = {
    "fragcoord_yw": (1, "the code reads gl_FragCoord.w as the hardware gives it, POS_W_FLOAT "
                     "(w; the module computes it as 1 / FragCoord.w) and takes v_rcp_f32 of it: "
                     "two reciprocals, each rounded"),
    "mrt": (1, "ACO contracts o_float = v_col * 3.0 - 1.0 into v_fma_f32 (one rounding); "
            "lavapipe's GLSL rounds the product and the sum: they differ by at most half an "
            "ulp of the product (< 3) and one of the result, 2^-22 absolute, many ulps of a "
            "result near 0 (the uint target is compared byte for byte)", 2.0 ** -22),
    "loop": (1, "ACO accumulates acc += v_col * float(i & 3) with v_fmac_f32 (one rounding a "
             "step) where the GLSL drawn by lavapipe need not fuse the multiply and add"),
}

# scenes whose PS needs the hardware formula (a geometry stage): none.
# interp's ACO code selects centroid or centre barycentrics with
# v_cmp/v_cndmask on bit 31 of the primitive mask (set where the hardware
# skipped the centroid); the module's mask has it clear, the plan folds
# the select, and its pairs are plain centroid inputs (bit-exact)
FORMULA = set()

# "SCENE" or "SCENE.VARIANT": (text the failure must contain, the reason)
XFAIL = {}


# Vulkan formats: (struct code of one texel, bytes, kind); kind f float,
# n unorm, u/s integer (compared as bytes)
FORMATS = {
    "R8G8B8A8_UNORM": ("4B", 4, "n"), "R32G32B32A32_SFLOAT": ("4f", 16, "f"),
    "R32_UINT": ("I", 4, "u"), "D32_SFLOAT": ("f", 4, "f"), "R32_SFLOAT": ("f", 4, "f"),
    "R16G16B16A16_SFLOAT": ("4e", 8, "f"),
}
IMAGE_FORMATS = {"R8G8B8A8_UNORM": "rgba8", "R32G32B32A32_SFLOAT": "rgba32f"}


class Failure(Exception):
    pass


def expect(cond, what):
    if not cond:
        raise Failure(what)


def words(entry):
    """A scene's {"f32": [...]} or {"u32": [...]} as dwords."""
    if "f32" in entry:
        return list(struct.unpack("<%dI" % len(entry["f32"]),
                                  struct.pack("<%df" % len(entry["f32"]), *entry["f32"])))
    return [v & 0xFFFFFFFF for v in entry["u32"]]


def push_words(scene):
    """The scene's push-constant block as dwords."""
    n = scene.get("push_constant_bytes", 0) // 4
    block = [0] * n
    for seg in scene.get("push_constants", []):
        for i, w in enumerate(words(seg)):
            block[seg["offset"] // 4 + i] = w
    return block


class Scene:
    def __init__(self, name, recompiler, vkrun, tmp, env):
        self.name = name
        self.recompiler, self.vkrun, self.tmp, self.env = recompiler, vkrun, tmp, env
        with open(os.path.join(SCENES, name + ".json")) as f:
            self.scene = json.load(f)
        self.draw = self.scene["draw"]
        self.ps_extra = []  # more options for the PS recompile (--barycentric ext)

    def path(self, *parts):
        return os.path.join(self.tmp, *parts)

    def glsl(self, key):
        src = os.path.join(SCENES, self.scene[key])
        out = self.path(os.path.basename(src) + ".spv")
        r = subprocess.run(["glslangValidator", "-V", "--target-env", "vulkan1.2", "-o", out, src],
                           capture_output=True, text=True)
        expect(r.returncode == 0, "glslangValidator %s:\n%s" % (src, r.stdout))
        return out

    def recompile(self, variant, stage, extra):
        prefix = os.path.join(CAPTURED, "%s.%s.%s" % (self.name, variant, stage))
        out = self.path(variant, stage + ".spv")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        args = [self.recompiler, prefix + ".json", "-o", out] + extra
        if stage == "ps":
            for d in self.sgprs(prefix)["descriptors"]:
                if d["type"] == "combined_image_sampler":
                    tex = self.texture(d["set"], d["binding"])
                    args += ["--image-format", "s%d+%d=%s" % (
                        self.set_sgpr(prefix, d["set"]), d["offset"],
                        IMAGE_FORMATS[tex["format"]])]
        r = subprocess.run(args, capture_output=True, text=True)
        expect(r.returncode == 0, "agc-recompile %s.%s.%s: exit %d: %s"
               % (self.name, variant, stage, r.returncode, r.stderr.strip()))
        # every SGPR the capture reads is one the stage's ABI sets (user
        # data; the PS's primitive mask; NGG's system SGPRs): no warning
        expect(not r.stderr.strip(), "agc-recompile %s.%s.%s warns: %s"
               % (self.name, variant, stage, r.stderr.strip()))
        if stage == "ps":
            # FragCoord varies over the primitive: a Flat one is the
            # provoking vertex's on a device that honours the decoration
            with open(out, "rb") as f:
                flat = flat_builtins(f.read())
            expect(15 not in flat, "agc-recompile %s.%s.ps: FragCoord is decorated Flat"
                   % (self.name, variant))
        with open(out[:-4] + ".json") as f:
            refl = json.load(f)
        return out, refl, self.sgprs(prefix)

    @staticmethod
    def sgprs(prefix):
        with open(prefix + ".sgprs.json") as f:
            return json.load(f)

    def set_sgpr(self, prefix, s):
        for a in self.sgprs(prefix)["sgprs"]:
            if a["kind"] == "descriptor_set" and a["index"] == s:
                return a["sgpr"]
        raise Failure("%s: no pointer for set %d" % (prefix, s))

    def texture(self, s, b):
        for t in self.scene.get("textures", []):
            if t["set"] == s and t["binding"] == b:
                return t
        raise Failure("scene: no texture at set %d binding %d" % (s, b))

    def uniform(self, s, b):
        for u in self.scene.get("uniforms", []):
            if u["set"] == s and u["binding"] == b:
                return u
        raise Failure("scene: no uniform at set %d binding %d" % (s, b))

    # ---------------------------------------------------------- user data

    def sgpr_values(self, abi):
        """{sgpr number: dword} of every user SGPR, as RADV fills it."""
        block = push_words(self.scene)
        values = {}
        for a in abi["sgprs"]:
            if not a["user"]:
                continue
            kind, n = a["kind"], a["sgpr"]
            if kind == "ring_offsets":
                vals = [0, 0]
            elif kind == "vertex_buffers":
                vals = [VTABLE]
            elif kind == "base_vertex":
                vals = [self.draw["first_vertex"]]
            elif kind == "start_instance":
                vals = [self.draw["first_instance"]]
            elif kind == "descriptor_set":
                vals = [SET_BASE + SET_STRIDE * a["index"]]
            elif kind == "push_constant_pointer":
                vals = [PUSH_BASE]
            elif kind == "push_constant":
                vals = [block[a["index"]]]
            else:
                raise Failure("user SGPR s%d holds %s: not laid out by this test" % (n, kind))
            for i, v in enumerate(vals[:a["size"]]):
                values[n + i] = v
        return values

    def push_block(self, refl, abi, push):
        """Write the stage's push-constant dwords into push (a dict of
        byte offset: value)."""
        values = self.sgpr_values(abi)
        for d in refl["push_constants"]["dwords"]:
            if "sgpr" in d:
                n = int(d["sgpr"][1:])
                expect(n in values, "reflection: push dword at %d is s%d, which RADV "
                       "does not fill" % (d["offset"], n))
                push[d["offset"]] = values[n]
            elif "address32_window" in d:
                push[d["offset"]] = "&win"
            else:
                raise Failure("reflection: push dword %r" % d)

    # ---------------------------------------------------------- the job

    def vertex_buffers(self):
        """buffers vb<binding> from the scene's vertex data."""
        bufs = []
        for vd in self.scene.get("vertex_data", []):
            data = struct.pack("<%dI" % len(words(vd)), *words(vd))
            path = self.path("vb%d.bin" % vd["binding"])
            with open(path, "wb") as f:
                f.write(data)
            bufs.append({"name": "vb%d" % vd["binding"], "file": os.path.basename(path)})
        return bufs

    def vb_size(self, binding):
        for vd in self.scene.get("vertex_data", []):
            if vd["binding"] == binding:
                return 4 * len(words(vd))
        raise Failure("scene: no vertex data for binding %d" % binding)

    def window_writes(self, abis):
        """The window's contents: V# table, set memory, push block."""
        writes = []
        vs_abi = abis[0]
        for v in vs_abi.get("vertex_buffer_descriptors", []):
            # "offset": where the binding's V# lies in the table
            size = self.vb_size(v["binding"])
            records = math.ceil(size / v["stride"]) if v["stride"] else size
            writes.append({"buffer": "win", "dword": (VTABLE + v["offset"]) // 4, "data": [
                {"vsharp": "vb%d" % v["binding"], "stride": v["stride"],
                 "records": records, "dword3": int(v["word3"], 16)}]})
        done = set()
        for abi in abis:
            for d in abi["descriptors"]:
                key = (d["set"], d["binding"])
                if key in done:
                    continue
                done.add(key)
                base = SET_BASE + SET_STRIDE * d["set"] + d["offset"]
                if d["type"] == "uniform_buffer":
                    u = self.uniform(*key)
                    # RADV's uniform-buffer V#: the address, stride 0, size in
                    # bytes, raw buffer (DST_SEL XYZW, 32_FLOAT)
                    writes.append({"buffer": "win", "dword": base // 4, "data": [
                        {"vsharp": "ubo%d_%d" % key, "stride": 0, "records": 4 * len(words(u)),
                         "dword3": 0x31016FAC}]})
                # a T#/S# is not read by the code: the image is bound instead
        block = push_words(self.scene)
        if block:
            writes.append({"buffer": "win", "dword": PUSH_BASE // 4, "data": block})
        return writes

    def images(self, ps_refl, ps_abi):
        """agc-vkrun images: each texture as the recompiled PS's traced
        bindings want it, and a combined view for the GLSL (moved to the
        scene's binding by the reference section)."""
        imgs, rebinds = [], []
        traced = {}
        for b in ps_refl.get("descriptor_bindings", []):
            src = b["source"]
            expect("pointer_user_sgpr" in src, "reflection: binding from %r" % src)
            traced[(src["pointer_user_sgpr"], src["offset"])] = b
        for d in ps_abi["descriptors"]:
            if d["type"] != "combined_image_sampler":
                continue
            t = self.texture(d["set"], d["binding"])
            name = "tex%d_%d" % (d["set"], d["binding"])
            path = self.path(name + ".bin")
            with open(path, "wb") as f:
                f.write(struct.pack("<%dI" % len(t["u32"]), *t["u32"]))
            sampler = {k: v for k, v in t.get("sampler", {}).items()}
            sgpr = self.set_sgpr_abi(ps_abi, d["set"])
            tb = traced.get((sgpr, d["offset"]))
            sb = traced.get((sgpr, d["sampler_offset"]))
            expect(tb and sb, "reflection: no binding for the T# or S# of set %d binding %d "
                   "(traced: %s)" % (d["set"], d["binding"], sorted(traced)))
            common = {"format": IMAGE_FORMATS[t["format"]],
                      "size": "%dx%d" % (t["width"], t["height"]), "mips": t.get("levels", 1)}
            imgs.append(dict(common, name=name, set=tb["set"], binding=tb["binding"],
                             type="sampled", file=os.path.basename(path)))
            imgs.append(dict(sampler, name=name + "_s", set=sb["set"], binding=sb["binding"],
                             type="sampler"))
            imgs.append(dict(sampler, name=name + "_c", set=7, binding=d["binding"],
                             type="combined", image=name))
            rebinds += [{"image": name, "set": 6, "binding": 0},
                        {"image": name + "_s", "set": 6, "binding": 1},
                        {"image": name + "_c", "set": d["set"], "binding": d["binding"]}]
        return imgs, rebinds

    @staticmethod
    def set_sgpr_abi(abi, s):
        for a in abi["sgprs"]:
            if a["kind"] == "descriptor_set" and a["index"] == s:
                return a["sgpr"]
        raise Failure("no pointer for set %d" % s)

    def job(self, variant, vstage, vert, frag):
        vs, vs_refl, vs_abi = self.recompile(variant, vstage, [])
        vs_end = vs_refl["push_constants"]["offset"] + vs_refl["push_constants"]["size"]
        ps_off = vs_end
        # the pipeline's PA_CL_VS_OUT_CNTL: what a geometry stage passes on
        with open(os.path.join(CAPTURED, "%s.%s.%s.json" % (self.name, variant, vstage))) as f:
            cntl = json.load(f)["registers"]["PA_CL_VS_OUT_CNTL"]
        ps, ps_refl, ps_abi = self.recompile(variant, "ps", ["--push-offset", str(ps_off),
                                                             "--descriptor-set", "1",
                                                             "--reg", "PA_CL_VS_OUT_CNTL=" + cntl]
                                             + self.ps_extra)
        pend = ps_off + ps_refl["push_constants"]["size"]
        expect(pend <= 128, "the two push blocks end at byte %d: more than 128" % pend)
        push = {}
        self.push_block(vs_refl, vs_abi, push)
        self.push_block(ps_refl, ps_abi, push)
        dwords = [0] * (pend // 4)
        for off, v in sorted(push.items()):
            if v == "&win":
                dwords[off // 4] = "&win"
                dwords[off // 4 + 1] = None
            else:
                dwords[off // 4] = v
        dwords = [d for d in dwords if d is not None]
        buffers = [{"name": "win", "size": WINDOW}] + self.vertex_buffers()
        ref_bind = []
        for u in self.scene.get("uniforms", []):
            name = "ubo%d_%d" % (u["set"], u["binding"])
            path = self.path(name + ".bin")
            with open(path, "wb") as f:
                f.write(struct.pack("<%dI" % len(words(u)), *words(u)))
            buffers.append({"name": name, "file": os.path.basename(path)})
            ref_bind.append({"buffer": name, "set": u["set"], "binding": u["binding"],
                             "type": "uniform"})
        images, rebinds = self.images(ps_refl, ps_abi)
        d = self.draw
        targets = [{"location": i, "format": fmt, "dump": "rt%d.bin" % i}
                   for i, fmt in enumerate(self.scene["color"])]
        draw = {"vs": {"module": os.path.relpath(vs, self.tmp),
                       "reflection": os.path.relpath(vs[:-4] + ".json", self.tmp)},
                "ps": {"module": os.path.relpath(ps, self.tmp),
                       "reflection": os.path.relpath(ps[:-4] + ".json", self.tmp)},
                "size": [SIZE, SIZE], "topology": self.scene.get("topology", "triangle_list"),
                "vertex_count": d["vertex_count"], "instance_count": d["instance_count"],
                "first_vertex": d["first_vertex"], "first_instance": d["first_instance"],
                "targets": targets}
        if self.scene.get("samples", 1) != 1:
            draw["samples"] = self.scene["samples"]
        if "depth" in self.scene:
            draw["depth"] = {"format": self.scene["depth"], "compare": "lequal",
                             "dump": "depth.bin"}
        vi = {"bindings": [{"binding": b["binding"], "buffer": "vb%d" % b["binding"],
                            "stride": b["stride"], "rate": b["rate"]}
                           for b in self.scene["bindings"]],
              "attributes": self.scene["attributes"]}
        ref = {"vs": os.path.basename(vert), "ps": os.path.basename(frag), "gs": None,
               "vertex_input": vi, "push": push_words(self.scene),
               "bindings": ref_bind + rebinds}
        draw["reference"] = ref
        job = {"buffers": buffers, "writes": self.window_writes([vs_abi, ps_abi]),
               "push": dwords, "images": images, "draw": draw}
        return job, targets, ps_refl

    def run(self, job_path, extra):
        run_vkrun(self.vkrun, self.env, job_path, extra)

    def variant(self, variant, vstage, vert, frag):
        """Draw both ways and compare."""
        plan, ps_refl = self.prepare(variant, vstage, vert, frag)
        # the formula (a geometry stage) only where ACO's code needs it
        expect(not ps_refl.get("geometry_stage") or self.name in FORMULA,
               "the PS reflection names a geometry stage, but every v_interp of the capture "
               "is a plain pair or move")
        return replay(plan, self.tmp, self.run)

    def prepare(self, variant, vstage, vert, frag):
        """Recompile the variant's stages and write its jobs (the draw, and
        the GLSL drawn into RGBA32F where a target is compared with the f16
        export model) beside the modules; the plan says what replay()
        compares and by which rule.  Everything the jobs name lies in
        self.tmp, by relative paths: export_scenes.py moves such a folder
        to another machine."""
        os.makedirs(self.path(variant), exist_ok=True)
        job, targets, ps_refl = self.job(variant, vstage, vert, frag)
        self.check_targets(variant, job, ps_refl)
        self.check_distances(variant, job, vert)
        job_path = "%s.job.json" % variant
        with open(self.path(job_path), "w") as f:
            json.dump(job, f, indent=1)
        dumps = [(t["dump"], t["format"]) for t in targets]
        if "depth" in job["draw"]:
            dumps.append(("depth.bin", self.scene["depth"]))
        bound = EXPECT.get("%s.%s" % (self.name, variant), EXPECT.get(self.name))
        rts = {t["location"]: t for t in ps_refl.get("render_targets", [])}
        modelled = [t for t in targets if t["format"] == "R8G8B8A8_UNORM"
                    and rts.get(t["location"], {}).get("format") == "FP16_ABGR"]
        f32_job = self.f32_reference(job, modelled, variant) if modelled else None
        plan = {"scene": self.name, "variant": variant, "size": SIZE, "job": job_path,
                "f32_job": f32_job, "dumps": dumps, "modelled": [t["dump"] for t in modelled],
                "bound": list(bound) if bound else None}
        return plan, ps_refl

    def check_targets(self, variant, job, ps_refl):
        """The colour outputs agree with the registers RADV programmed: a
        target n where SPI_SHADER_COL_FORMAT's nibble n and CB_SHADER_MASK's
        are both non-zero, and nowhere else (a depth-only PS has none): the
        reflection's render_targets and the module's Output variables with a
        Location (read from the SPIR-V words) name exactly those."""
        with open(os.path.join(CAPTURED, "%s.%s.ps.json" % (self.name, variant))) as f:
            regs = {k: int(v, 16) for k, v in json.load(f)["registers"].items()}
        col, mask = regs["SPI_SHADER_COL_FORMAT"], regs["CB_SHADER_MASK"]
        want = sorted(n for n in range(8) if col >> 4 * n & 15 and mask >> 4 * n & 15)
        got = sorted(t["location"] for t in ps_refl.get("render_targets", []))
        expect(got == want, "the PS reflection's render_targets are at %r; SPI_SHADER_COL_FORMAT "
               "0x%08x and CB_SHADER_MASK 0x%08x enable %r" % (got, col, mask, want))
        with open(self.path(job["draw"]["ps"]["module"]), "rb") as f:
            outs = output_locations(f.read())
        expect(outs == want, "the PS module's Output locations are %r; the registers enable %r"
               % (outs, want))

    def check_distances(self, variant, job, vert):
        """The VS module's ClipDistance and CullDistance outputs (their array
        lengths, read from the SPIR-V words) are the GLSL vertex shader's
        (its gl_ClipDistance[N] / gl_CullDistance[N] declarations), and the
        reflection lists a built-in exactly when the module declares it.
        RADV enables CULL_DIST_ENA for the clip distances too: no cull
        distance is to be made of them."""
        src = open(os.path.join(SCENES, self.scene["vertex"])).read()
        want = {}
        for name, b in (("gl_ClipDistance", "ClipDistance"), ("gl_CullDistance", "CullDistance")):
            m = re.search(r"\bout\s+float\s+%s\s*\[\s*(\d+)\s*\]" % name, src)
            if m:
                want[b] = int(m.group(1))
        vs = self.path(job["draw"]["vs"]["module"])
        with open(vs, "rb") as f:
            got = output_builtin_arrays(f.read())
        got = {k: v for k, v in got.items() if k in ("ClipDistance", "CullDistance")}
        expect(got == want, "the VS module's distances are %r; the GLSL declares %r" % (got, want))
        with open(vs[:-4] + ".json") as f:
            listed = {o["builtin"] for o in json.load(f)["outputs"] if "builtin" in o}
        listed &= {"ClipDistance", "CullDistance"}
        expect(listed == set(got), "the VS reflection lists %r; the module declares %r"
               % (sorted(listed), sorted(got)))

    def f32_reference(self, job, modelled, variant):
        """The GLSL drawn again with RGBA32F in place of each modelled
        RGBA8 target: the value its fragment shader wrote, before the
        target's conversion.  The job's name, relative to self.tmp."""
        job = json.loads(json.dumps(job))
        for t in job["draw"]["targets"]:
            if any(m["dump"] == t["dump"] for m in modelled):
                t["format"] = "R32G32B32A32_SFLOAT"
        job["draw"]["reference"]["dump_suffix"] = ".f32"
        path = "%s.f32.job.json" % variant
        with open(self.path(path), "w") as f:
            json.dump(job, f, indent=1)
        return path


def run_vkrun(vkrun, env, job_path, extra):
    r = subprocess.run([vkrun, "--job", job_path] + extra, capture_output=True,
                       text=True, env=env, timeout=240)
    if r.returncode == SKIP:
        raise Failure("agc-vkrun %s: exit 77 (unsupported): %s" % (" ".join(extra),
                                                                  r.stderr.strip()))
    expect(r.returncode == 0, "agc-vkrun %s: exit %d: %s"
           % (" ".join(extra), r.returncode, r.stderr.strip()))


def replay(plan, folder, run):
    """Draw a prepared variant (Scene.prepare) both ways in folder, with
    run(job_path, extra), and compare every target by the plan's rule;
    the way it compared, or Failure."""
    global SIZE
    SIZE = plan["size"]

    def path(name):
        return os.path.join(folder, name)
    run(path(plan["job"]), [])
    run(path(plan["job"]), ["--reference"])
    if plan["f32_job"]:
        run(path(plan["f32_job"]), ["--reference"])
    bound = tuple(plan["bound"]) if plan["bound"] else None
    how = "bit-exact"
    for dump, fmt in plan["dumps"]:
        if dump in plan["modelled"] and open(path(dump), "rb").read() != open(path(dump + ".ref"), "rb").read():
            compare_fp16_model(path(dump), path(dump + ".f32"), path(dump + ".ref"),
                               "%s (%s)" % (dump, fmt))
            how = "bit-exact against the f16 export model"
            continue
        compare(path(dump), path(dump + ".ref"), fmt, bound, "%s (%s)" % (dump, fmt))
    return how if not bound else "within %d ulp" % bound[0]


def output_locations(spv):
    """The Location of every Output variable of a SPIR-V module, sorted:
    OpVariable (59) with storage class Output (3), OpDecorate (71) with
    Location (30)."""
    w = struct.unpack("<%dI" % (len(spv) // 4), spv)
    outputs, loc = set(), {}
    i = 5
    while i < len(w):
        op, n = w[i] & 0xFFFF, w[i] >> 16
        if op == 59 and w[i + 3] == 3:
            outputs.add(w[i + 2])
        if op == 71 and w[i + 2] == 30:
            loc[w[i + 1]] = w[i + 3]
        i += max(n, 1)
    return sorted(loc[v] for v in outputs if v in loc)


def flat_builtins(spv):
    """The BuiltIn numbers of the variables of a SPIR-V module decorated
    Flat: OpDecorate (71) BuiltIn (11) and Flat (14)."""
    w = struct.unpack("<%dI" % (len(spv) // 4), spv)
    builtin, flat = {}, set()
    i = 5
    while i < len(w):
        op, n = w[i] & 0xFFFF, w[i] >> 16
        if op == 71 and w[i + 2] == 11:
            builtin[w[i + 1]] = w[i + 3]
        elif op == 71 and w[i + 2] == 14:
            flat.add(w[i + 1])
        i += max(n, 1)
    return {b for v, b in builtin.items() if v in flat}


def output_builtin_arrays(spv):
    """{built-in name: array length (1 for a scalar or vector)} of the
    Output variables of a SPIR-V module decorated ClipDistance (3) or
    CullDistance (4): OpDecorate (71) BuiltIn (11), OpVariable (59),
    OpTypePointer (32), OpTypeArray (28), OpConstant (43)."""
    w = struct.unpack("<%dI" % (len(spv) // 4), spv)
    builtin, var, ptr, arr, const = {}, {}, {}, {}, {}
    i = 5
    while i < len(w):
        op, n = w[i] & 0xFFFF, w[i] >> 16
        if op == 71 and w[i + 2] == 11:
            builtin[w[i + 1]] = w[i + 3]
        elif op == 59 and w[i + 3] == 3:
            var[w[i + 2]] = w[i + 1]
        elif op == 32:
            ptr[w[i + 1]] = w[i + 3]
        elif op == 28:
            arr[w[i + 1]] = w[i + 3]
        elif op == 43:
            const[w[i + 2]] = w[i + 3]
        i += max(n, 1)
    names = {3: "ClipDistance", 4: "CullDistance"}
    out = {}
    for v, t in var.items():
        if builtin.get(v) in names:
            ty = ptr[t]
            out[names[builtin[v]]] = const[arr[ty]] if ty in arr else 1
    return out


def ulps(a, b, kind):
    if kind == "f":
        ia, ib = (struct.unpack("<i", struct.pack("<f", x))[0] for x in (a, b))
        ia = ia if ia >= 0 else -0x80000000 - ia
        ib = ib if ib >= 0 else -0x80000000 - ib
        return abs(ia - ib)
    return abs(a - b)


def f16_rtz(x):
    """x rounded to binary16 toward zero (v_cvt_pkrtz_f16_f32), as a float."""
    if x != x:
        return x
    try:
        h = struct.unpack("<H", struct.pack("<e", x))[0]
    except OverflowError:
        return math.copysign(65504.0, x)
    y = struct.unpack("<e", struct.pack("<H", h))[0]
    if abs(y) > abs(x):
        y = struct.unpack("<e", struct.pack("<H", h - 1))[0]
    return y


# Vulkan lets a device convert a float to UNORM as either of the two
# closest values ("should" round to nearest): lavapipe rounds to nearest
# and the test holds it to that; a replay on another device may set this
# False to accept either neighbour (an NVIDIA H200 gave 2 for 2.517).
UNORM_NEAREST = True


def unorm8(x):
    """Vulkan's float to 8-bit UNORM: clamp, scale, round to nearest even."""
    x = min(max(x, 0.0), 1.0) * 255.0
    return int(round(x))


def unorm8_ok(x, byte):
    """byte is x as 8-bit UNORM: the nearest value, or with UNORM_NEAREST
    False either of the two closest."""
    if UNORM_NEAREST:
        return unorm8(x) == byte
    y = min(max(x, 0.0), 1.0) * 255.0
    return math.floor(y) <= byte <= math.ceil(y)


def compare_fp16_model(got_path, f32_path, ref_path, what):
    """An FP16_ABGR export into an RGBA8 UNORM target: ACO rounds each
    channel to f16 toward zero (v_cvt_pkrtz_f16_f32) before the export, so
    the target holds unorm8(f16_rtz(v)) where the GLSL's holds unorm8(v)
    (v: the GLSL's own value, drawn into RGBA32F).  The model's unorm8 is
    checked first against the GLSL's RGBA8 target, then the recompiled
    target against the model: both byte for byte."""
    got, ref = open(got_path, "rb").read(), open(ref_path, "rb").read()
    vals = open(f32_path, "rb").read()
    expect(len(vals) == 4 * len(got), "%s: the RGBA32F reference has %d bytes" % (what, len(vals)))
    for i in range(len(got)):
        v = struct.unpack_from("<f", vals, 4 * i)[0]
        x, y = (i // 4) % SIZE, (i // 4) // SIZE
        expect(unorm8_ok(v, ref[i]), "%s: the unorm8 model gives %d for %r at (%d, %d) channel "
               "%d, the GLSL's target holds %d" % (what, unorm8(v), v, x, y, i % 4, ref[i]))
        expect(unorm8_ok(f16_rtz(v), got[i]), "%s: (%d, %d) channel %d is %d; the f16 export "
               "model gives %d (GLSL %r)" % (what, x, y, i % 4, got[i], unorm8(f16_rtz(v)), v))


def compare(got_path, want_path, fmt, bound, what):
    with open(got_path, "rb") as f:
        got = f.read()
    with open(want_path, "rb") as f:
        want = f.read()
    expect(len(got) == len(want), "%s: %d bytes, the GLSL's %d" % (what, len(got), len(want)))
    if got == want:
        return
    code, size, kind = FORMATS.get(fmt, (None, None, "u"))
    bad = [i for i in range(0, len(got), size or 4) if got[i:i + (size or 4)] != want[i:i + (size or 4)]]
    first = bad[0] // (size or 4)
    x, y = first % SIZE, first // SIZE
    if code is None:
        raise Failure("%s: %d texels differ; first (%d, %d)" % (what, len(bad), x, y))
    g = struct.unpack_from("<" + code, got, bad[0])
    w = struct.unpack_from("<" + code, want, bad[0])
    worst = 0
    if bound and kind in ("f", "n"):
        for i in bad:
            gs = struct.unpack_from("<" + code, got, i)
            ws = struct.unpack_from("<" + code, want, i)
            worst = max(worst, max(0 if len(bound) > 2 and abs(a - b) <= bound[2]
                                   else ulps(a, b, kind) for a, b in zip(gs, ws)))
        if worst <= bound[0]:
            return
    raise Failure("%s: %d of %d texels differ%s; first (%d, %d): %r, the GLSL's %r"
                  % (what, len(bad), len(got) // (size or 4),
                     " (worst %d ulp, bound %d)" % (worst, bound[0]) if bound else "",
                     x, y, g, w))


class _Keep:
    def __init__(self, path):
        self.path = path

    def __enter__(self):
        os.makedirs(self.path, exist_ok=True)
        return self.path

    def __exit__(self, *exc):
        return False


def find_lavapipe():
    if os.environ.get("AGC_VKRUN_ICD"):
        return os.environ["AGC_VKRUN_ICD"]
    for d in ("/usr/share/vulkan/icd.d", "/usr/local/share/vulkan/icd.d", "/etc/vulkan/icd.d"):
        p = os.path.join(d, "lvp_icd.x86_64.json")
        if os.path.exists(p):
            return p
    return None


def main():
    if len(sys.argv) != 4:
        print("usage: scenes_test.py AGC_RECOMPILE AGC_VKRUN SCENE")
        return 2
    recompiler, vkrun, name = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3]
    icd = find_lavapipe()
    if not icd or not shutil.which("glslangValidator"):
        print("skip: lavapipe or glslangValidator not found")
        return SKIP
    if not os.path.exists(os.path.join(CAPTURED, name + ".legacy.vs.json")):
        print("FAIL: scene %s has no committed captures (scripts/capture_aco_gfx.sh)" % name)
        return 1
    env = dict(os.environ, VK_ICD_FILENAMES=icd)
    failed = 0
    keep = os.environ.get("SCENES_KEEP")  # a folder to leave the jobs and dumps in
    with (tempfile.TemporaryDirectory(prefix="scenes-") if not keep else _Keep(keep)) as tmp:
        sc = Scene(name, recompiler, vkrun, tmp, env)
        scene = sc.scene
        if "vertex" not in scene:
            print("FAIL: %s: no vertex shader" % name)
            return 1
        vert, frag = sc.glsl("vertex"), sc.glsl("fragment") if "fragment" in scene else None
        for variant, vstage in VARIANTS:
            key = "%s.%s" % (name, variant)
            xf = XFAIL.get(key, XFAIL.get(name))
            try:
                how = sc.variant(variant, vstage, vert, frag)
            except Failure as e:
                if xf and xf[0] in str(e):
                    print("%s: expected failure (%s): %s" % (key, xf[1], e))
                    continue
                print("%s: FAIL: %s" % (key, e))
                failed += 1
                continue
            if xf:
                print("%s: FAIL: passes (%s), but is listed as an expected failure (%s)"
                      % (key, how, xf[1]))
                failed += 1
            else:
                print("%s: pass (%s)" % (key, how))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
