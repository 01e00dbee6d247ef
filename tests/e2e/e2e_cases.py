"""The three kinds of e2e case: assembly, GLSL/ACO captures, OpenCL C.

Each builds its code for a wave size, the ABI options of agc-recompile, the
buffers and push constants of the recompiled program, and the expected
outputs from an oracle that shares no code with the recompiler (a Python
model in the test's header, or the GLSL's own SPIR-V run on lavapipe).
"""
import glob
import json
import math
import os
import re
import struct
import subprocess
from fractions import Fraction

import images
from e2e_results import NAN_RULES
from run_e2e import (CLANG, LLVM_MC, LLVM_OBJCOPY, M32, ROOT, TYPES, Buffer,
                     Case, Failure, Skipped, f2u, first_line, hash32,
                     init_values, pack, u2f)

HERE = os.path.dirname(os.path.abspath(__file__))


# ---------------------------------------------------------------- headers

def header_lines(path, prefix):
    """The header directives of a test file: ('@word', rest) pairs, and the
    Python model between '@model' and '@end' (comment prefix removed)."""
    directives, model, in_model = [], [], False
    with open(path) as f:
        for line in f:
            s = line.rstrip("\n")
            if not s.lstrip().startswith(prefix):
                if in_model:
                    raise ValueError("%s: @model without @end" % path)
                continue
            body = s.lstrip()[len(prefix):]
            if body.startswith(" "):
                body = body[1:]
            word = body.split(None, 1)[0] if body.strip() else ""
            if in_model:
                if word == "@end":
                    in_model = False
                else:
                    model.append(body)
                continue
            if word == "@model":
                in_model = True
            elif word.startswith("@"):
                directives.append((word, body.split(None, 1)[1] if " " in body.strip() else ""))
    return directives, "\n".join(model)


def hf(h):
    """The float an f16 holds (the low 16 bits of h)."""
    return struct.unpack("<e", struct.pack("<H", h & 0xffff))[0]


def h16(x):
    """x as f16 bits, rounded to nearest even, beyond the range infinity
    (as v_cvt_f16_f32 rounds)."""
    try:
        return struct.unpack("<H", struct.pack("<e", x))[0]
    except OverflowError:
        return 0xfc00 if x < 0 else 0x7c00


def round_to(x, m, emin, emax):
    """The rational x rounded to nearest even in a binary format with m
    significand bits (the hidden one included) and exponents emin..emax
    (below emin: its denormals), as a float; beyond the range infinity."""
    s = -1.0 if x < 0 else 1.0
    x = abs(Fraction(x))
    if x == 0:
        return s * 0.0
    e = x.numerator.bit_length() - x.denominator.bit_length()
    while Fraction(2) ** e > x:
        e -= 1
    while Fraction(2) ** (e + 1) <= x:
        e += 1
    e = max(e, emin)
    q = x / Fraction(2) ** (e - m + 1)
    n = q.numerator // q.denominator
    r = q - n
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and n & 1):
        n += 1
    v = n * Fraction(2) ** (e - m + 1)
    if v >= Fraction(2) ** (emax + 1):
        return s * math.inf
    return s * float(v)


# What every @model block sees without defining it.
MODEL_GLOBALS = {"M32": M32, "f2u": f2u, "u2f": u2f, "hash32": hash32,
                 "struct": struct, "hf": hf, "h16": h16, "round_to": round_to}


def load_model(path, text):
    ns = dict(MODEL_GLOBALS)
    exec(compile(text, path + " (@model)", "exec"), ns)
    if "model" not in ns:
        raise ValueError("%s: the @model block defines no model()" % path)
    return ns


def ints(text):
    return [int(x, 0) for x in text.replace(",", " ").split()]


class BufferSpec:
    """@buffer NAME TYPE COUNT INIT [@D] [out] [ulp=N] [size=BYTES]
    [nan=any] [-- REASON]: nan=any lets any NaN match any NaN (the default
    compares NaN bits exactly); nan=any and ulp= need the reason after
    '--' (why the hardware's NaN is undefined, where the ulp come from)."""

    def __init__(self, text):
        text, _, self.reason = text.partition("--")
        self.reason = self.reason.strip()
        w = text.split()
        self.name, self.typ, self.count, self.init = w[0], w[1], int(w[2], 0), w[3]
        if self.typ not in TYPES:
            raise ValueError("buffer %s: unknown type %s" % (self.name, self.typ))
        self.addr, self.out, self.ulp, self.size = None, False, 0, None
        self.nan = "exact"
        for x in w[4:]:
            if x.startswith("@"):
                self.addr = int(x[1:], 0)
            elif x == "out":
                self.out = True
            elif x.startswith("ulp="):
                self.ulp = int(x[4:], 0)
            elif x.startswith("size="):
                self.size = int(x[5:], 0)
            elif x.startswith("nan=") and x[4:] in NAN_RULES:
                self.nan = x[4:]
            else:
                raise ValueError("buffer %s: unknown word %s" % (self.name, x))
        if self.nan != "exact" and not self.reason:
            raise ValueError("buffer %s: nan=%s needs its reason after '--'"
                             % (self.name, self.nan))
        if self.ulp and not self.reason:
            raise ValueError("buffer %s: ulp=%d needs its reason after '--'"
                             % (self.name, self.ulp))

    def values(self, ns):
        if self.init.startswith("model"):
            fn = ns.get("init_" + self.name)
            if fn is None:
                raise ValueError("buffer %s: init 'model' but no init_%s()"
                                 % (self.name, self.name))
            vals = list(fn(self.count))
            if len(vals) != self.count:
                raise ValueError("init_%s: %d values, expected %d"
                                 % (self.name, len(vals), self.count))
            return vals
        return init_values(self.typ, self.count, self.init)


def model_outputs(path, ns, specs, wave, inputs, push, out_images=()):
    got = ns["model"](wave, {k: list(v) for k, v in inputs.items()}, dict(push))
    want = {}
    for im in out_images:
        if im.name not in got:
            raise ValueError("%s: model() returned no image '%s'" % (path, im.name))
        vals = list(got[im.name])
        if len(vals) != im.components():
            raise ValueError("%s: model()['%s'] has %d components, expected %d"
                             % (path, im.name, len(vals), im.components()))
        want[im.name] = im.pack(vals)
    for s in specs:
        if not s.out:
            continue
        if s.name not in got:
            raise ValueError("%s: model() returned no '%s'" % (path, s.name))
        vals = list(got[s.name])
        if len(vals) != s.count:
            raise ValueError("%s: model()['%s'] has %d values, expected %d"
                             % (path, s.name, len(vals), s.count))
        want[s.name] = pack(s.typ, vals)
    return want


def triple(text, default):
    v = ints(text) if text else []
    v += [default] * (3 - len(v))
    return tuple(v[:3])


# ---------------------------------------------------------------- assembly

def wave_text(text, wave):
    """Wave-size spellings: {vcc} vcc_lo|vcc, {exec} exec_lo|exec, {b} 32|64
    (s_and_saveexec_b{b}), {m:N} sN|s[N:N+1] (a lane mask in SGPRs)."""
    w64 = wave == 64
    text = text.replace("{vcc}", "vcc" if w64 else "vcc_lo")
    text = text.replace("{exec}", "exec" if w64 else "exec_lo")
    text = text.replace("{b}", "64" if w64 else "32")
    return re.sub(r"\{m:(\d+)\}", lambda m: ("s[%s:%d]" % (m.group(1), int(m.group(1)) + 1))
                  if w64 else "s" + m.group(1), text)


class AsmCase(Case):
    """tests/e2e/asm/NAME.s; header format in tests/e2e/README.md."""

    source = "asm"

    def __init__(self, path):
        super().__init__(os.path.splitext(os.path.basename(path))[0])
        self.path = path
        with open(path) as f:
            self.text = f.read()
        d, self.model_text = header_lines(path, ";")
        self.workgroup, self.dispatch = (64, 1, 1), (1, 1, 1)
        self.user_sgprs, self.wgid, self.lds = 0, [], 0
        self.scratch = 0
        self.shared_vgprs = 0
        self.specs, self.push = [], {}
        self.images = []
        for word, rest in d:
            if word == "@workgroup":
                self.workgroup = triple(rest, 1)
            elif word == "@groups":
                self.dispatch = triple(rest, 1)
            elif word == "@user-sgprs":
                self.user_sgprs = int(rest, 0)
            elif word == "@wgid-sgprs":
                self.wgid = ints(rest)
            elif word == "@lds":
                self.lds = int(rest, 0)
            elif word == "@scratch":
                self.scratch = int(rest, 0)
            elif word == "@shared-vgprs":
                self.shared_vgprs = int(rest, 0)
            elif word == "@waves":
                self.waves = tuple(ints(rest))
            elif word == "@subgroups":
                self.subgroups = tuple(ints(rest))
            elif word == "@buffer":
                self.specs.append(BufferSpec(rest))
            elif word == "@image":
                self.images.append(images.AsmImage(rest))
            elif word == "@push":
                dw, val = rest.split(None, 1)
                self.push[int(dw, 0)] = int(eval(val, dict(MODEL_GLOBALS))) & M32
            else:
                raise ValueError("%s: unknown directive %s" % (path, word))
        self.ns = None

    def code(self, tools, wave, tmp):
        tools.require(LLVM_MC, LLVM_OBJCOPY)
        obj = os.path.join(tmp, "%s.w%d.o" % (self.name, wave))
        out = os.path.join(tmp, "%s.w%d.bin" % (self.name, wave))
        cmd = [LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030",
               "-filetype=obj", "--defsym", "WAVE64=%d" % (wave == 64)]
        if wave == 64:
            cmd.append("-mattr=+wavefrontsize64")
        src = os.path.join(tmp, "%s.w%d.s" % (self.name, wave))
        with open(src, "w") as f:
            f.write(wave_text(self.text, wave))
        res = tools.run(cmd + [src, "-o", obj])
        if res.returncode != 0:
            raise Failure("llvm-mc: " + first_line(res.stderr))
        res = tools.run([LLVM_OBJCOPY, "-O", "binary", "--only-section=.text", obj, out])
        if res.returncode != 0:
            raise Failure("llvm-objcopy: " + first_line(res.stderr))
        return out

    def abi_args(self, wave):
        a = ["--workgroup", "%d,%d,%d" % self.workgroup,
             "--user-sgprs", str(self.user_sgprs)]
        if self.wgid:
            a += ["--wgid-sgprs", ",".join(str(x) for x in self.wgid)]
        if self.lds:
            a += ["--lds", str(self.lds)]
        if self.scratch:
            a += ["--scratch", str(self.scratch)]
        if self.shared_vgprs:
            a += ["--shared-vgprs", str(self.shared_vgprs)]
        for im in self.images:
            if im.has_image:
                a += ["--image-format", "%s=%s" % (im.source, im.format)]
        return a

    def image_values(self, im):
        """An image's initial components: init_NAME(count) or INIT."""
        n = im.components()
        if im.init == "model":
            fn = self.namespace().get("init_" + im.name)
            if fn is None:
                raise ValueError("image %s: init 'model' but no init_%s()" % (im.name, im.name))
            vals = list(fn(n))
            if len(vals) != n:
                raise ValueError("init_%s: %d values, expected %d" % (im.name, len(vals), n))
            return vals
        return im.unpack(im.data())

    def image_args(self, wave, tag, tmp, spv):
        if not self.images:
            return [], {}
        with open(os.path.splitext(spv)[0] + ".json") as f:
            refl = json.load(f)
        paths, dumps = {}, {}
        for im in self.images:
            if not im.has_image:
                continue
            p = os.path.join(tmp, "%s.%s.texels" % (self.name, im.name))
            with open(p, "wb") as f:
                f.write(im.pack(self.image_values(im)))
            paths[im.name] = p
            if im.out:
                dumps[im.name] = os.path.join(tmp, "%s.%s.%s.out" % (self.name, tag, im.name))
        specs = images.asm_specs(self.images, refl, paths, dumps)
        return specs, {im.name: (images.out_buffer(im), dumps[im.name])
                       for im in self.images if im.name in dumps}

    def namespace(self):
        if self.ns is None:
            self.ns = load_model(self.path, self.model_text)
        return self.ns

    def buffers(self, tools, wave, tmp):
        ns = self.namespace()
        self.inputs = {}
        bufs = []
        for s in self.specs:
            vals = s.values(ns)
            self.inputs[s.name] = vals
            bufs.append(Buffer(s.name, s.typ, s.count, pack(s.typ, vals), s.addr,
                               s.out, s.ulp, s.size, s.nan))
        push = dict(self.push)
        if self.images:
            # descriptors: in user SGPRs (push dwords), or in a buffer whose
            # address is in them
            dpush, mem = images.asm_push_and_buffers(self.images)
            push.update(dpush)
            for sgpr, data in sorted(mem.items()):
                bufs.append(Buffer("descriptors_s%d" % sgpr, "u32", len(data) // 4, data, sgpr))
            for im in self.images:
                if im.has_image:
                    self.inputs[im.name] = self.image_values(im)
        return bufs, push

    def expected(self, tools, wave, tmp, bufs, push):
        want = model_outputs(self.path, self.namespace(), self.specs, wave,
                             self.inputs, push, [im for im in self.images if im.out])
        return want


# ---------------------------------------------------------------- GLSL + ACO

# Float tolerance (ulp) of shaders whose float math is not exact, with
# where the ulp come from.  float_math: ACO divides by v_rcp_f32 and a
# multiply (the recompiled module: a reciprocal rounded once, then the
# product rounded), lavapipe's original rounds the quotient once; two
# roundings of relative error 2^-24 each put the product within
# 2^-23 * q of the quotient, under 2.5 ulp from the rounded one, so 2
# ulp apart at most (1 seen, in out_[8i + 4] only); sqrt, exp2, log2
# and fma agree bit for bit on these inputs.
GLSL_ULP = {"float_math": 2}


class GlslCase(Case):
    """tests/glsl/NAME.comp and its captures; header in tests/glsl/README.md."""

    source = "glsl"
    subgroups = (8, 16)

    def __init__(self, path):
        super().__init__(os.path.splitext(os.path.basename(path))[0])
        self.path = path
        self.dispatch = (1, 1, 1)
        self.fields = []   # (byte offset, 'buffer', name, type, count, use, init) or (off, 'u32', name, value)
        with open(path) as f:
            for line in f:
                s = line.strip()
                if not s.startswith("//"):
                    if s:
                        break
                    continue
                w = s[2:].split()
                if not w:
                    continue
                if w[0] == "@dispatch":
                    self.dispatch = triple(" ".join(w[1:]), 1)
                elif w[0] == "@push" and w[2] == "buffer":
                    self.fields.append((int(w[1]), "buffer", w[3], w[4], int(w[5]), w[6],
                                        w[7] if len(w) > 7 else "zero"))
                elif w[0] == "@push" and w[2] == "u32":
                    self.fields.append((int(w[1]), "u32", w[3], int(w[4], 0)))
                elif w[0] == "@subgroups":
                    self.subgroups = tuple(int(x) for x in w[1:])
        self.images = images.parse(path)
        self.captured = os.path.join(os.path.dirname(path), "captured")
        self.original_out = None
        self.original_cmd = None
        self.waves = tuple(w for w in (32, 64) if os.path.exists(self.capture(w, ".bin")))

    def capture(self, wave, ext):
        return os.path.join(self.captured, "%s.w%d%s" % (self.name, wave, ext))

    def abi(self, wave):
        with open(self.capture(wave, ".json")) as f:
            return json.load(f)

    def code(self, tools, wave, tmp):
        return self.capture(wave, ".bin")

    def abi_args(self, wave):
        j = self.abi(wave)
        if j["wave_size"] != wave:
            raise Failure("capture json says wave %d" % j["wave_size"])
        a = ["--workgroup", ",".join(str(x) for x in j["workgroup_size"]),
             "--user-sgprs", str(j["user_sgpr_count"])]
        ids = j["workgroup_id_sgprs"]
        # --wgid-sgprs is positional (x[,y[,z]]): a component the shader does
        # not read gets a register past every argument, written and unused.
        if any(x is not None for x in ids):
            last = max(x for x in ids if x is not None) + 1
            n = max(i for i, x in enumerate(ids) if x is not None) + 1
            spare = iter(range(max(last, j["sgpr_arg_count"]), 106))
            a += ["--wgid-sgprs",
                  ",".join(str(x if x is not None else next(spare)) for x in ids[:n])]
        if j.get("lds_bytes"):
            a += ["--lds", str(j["lds_bytes"])]
        if j.get("scratch_bytes"):
            a += ["--scratch", str(j["scratch_bytes"])]
        # GFX10 shared VGPRs follow the shader's allocation ("vgprs")
        if j.get("shared_vgpr_count"):
            a += ["--shared-vgprs", str(j["vgprs"])]
        # descriptor sets: RADV's 32-bit pointers into a window (images.py)
        if self.images:
            a += ["--address32-hi", str(images.ADDRESS32_HI)] + images.format_args(j, self.images)
        return a

    def image_paths(self, tmp, tag):
        """Input texel files and dump paths of the images."""
        paths, dumps = {}, {}
        for im in self.images:
            if im.has_image and im.use != "out":
                p = os.path.join(tmp, "%s.%s.texels" % (self.name, im.name))
                with open(p, "wb") as f:
                    f.write(im.data())
                paths[im.name] = p
            if im.has_image and im.out:
                dumps[im.name] = os.path.join(tmp, "%s.%s.%s.out" % (self.name, tag, im.name))
        return paths, dumps

    def image_args(self, wave, tag, tmp, spv):
        if not self.images:
            return [], {}
        with open(os.path.splitext(spv)[0] + ".json") as f:
            refl = json.load(f)
        paths, dumps = self.image_paths(tmp, tag)
        specs = images.recompiled_specs(self.abi(wave), self.images, refl, paths, dumps)
        outs = {im.name: (images.out_buffer(im), dumps[im.name])
                for im in self.images if im.name in dumps}
        return specs, outs

    def make_buffers(self, addr_of):
        bufs = []
        for fl in self.fields:
            if fl[1] != "buffer":
                continue
            off, _, name, typ, count, use, init = fl
            typ = "f32" if typ == "float" else typ
            data = pack(typ, init_values(typ, count, init)) if use != "out" else b""
            bufs.append(Buffer(name, typ, count, data, addr_of(off // 4),
                               use in ("out", "inout"), GLSL_ULP.get(self.name, 0)))
        return bufs

    def original_job(self, tools, tmp):
        """The run of the GLSL's own SPIR-V that gives the expected outputs:
        agc-vkrun's arguments (without -t) and (what, Buffer, dump path) of
        each output, its inputs written into tmp. Built once; the same for
        every wave size."""
        if self.original_cmd is not None:
            return self.original_cmd
        tools.require("glslangValidator")
        spv = os.path.join(tmp, self.name + ".original.spv")
        res = tools.run(["glslangValidator", "-V", "--target-env", "vulkan1.2",
                         self.path, "-o", spv])
        if res.returncode != 0:
            raise Failure("glslangValidator: " + first_line(res.stdout + res.stderr))
        bufs = self.make_buffers(lambda d: d)
        cmd = ["-g", "%d,%d,%d" % self.dispatch]
        outputs = []
        for b in bufs:
            spec = "name=%s,size=%d,addr=%d" % (b.name, b.size, b.addr)
            if b.data:
                p = os.path.join(tmp, "%s.%s.orig.in" % (self.name, b.name))
                with open(p, "wb") as f:
                    f.write(b.data)
                spec += ",file=" + p
            if b.out:
                p = os.path.join(tmp, "%s.%s.orig.out" % (self.name, b.name))
                outputs.append(("output", b, p))
                spec += ",dump=" + p
            cmd += ["-b", spec]
        for fl in self.fields:
            if fl[1] == "u32":
                cmd += ["-p", "%d=%d" % (fl[0] // 4, fl[3])]
        paths, idumps = self.image_paths(tmp, "orig")
        for spec in images.original_specs(self.images, paths, idumps):
            cmd += ["-i", spec]
        for im in self.images:
            if im.name in idumps:
                outputs.append(("output image", images.out_buffer(im), idumps[im.name]))
        self.original_cmd = (cmd + [spv], outputs)
        return self.original_cmd

    def original(self, tools, tmp):
        """Runs the GLSL's own SPIR-V on lavapipe: name -> output bytes."""
        if self.original_out is not None:
            return self.original_out
        args, outputs = self.original_job(tools, tmp)
        cmd = [tools.vkrun] + args[:-1]
        if getattr(tools, "time", 0):
            cmd += ["-t", str(tools.time)]
        res = tools.run(cmd + args[-1:], env=dict(os.environ, VK_ICD_FILENAMES=tools.icd))
        if res.returncode == 77:
            raise Skipped("original: " + first_line(res.stderr))
        m = re.search(r"median_us=([0-9.]+)", res.stdout)
        self.original_us = float(m.group(1)) if m else None
        if res.returncode != 0:
            raise Failure("running the original SPIR-V: " + first_line(res.stderr))
        out = {}
        for what, b, p in outputs:
            with open(p, "rb") as f:
                out[b.name] = f.read()
        self.original_out = out
        return out

    def reference(self, tools, wave, tmp):
        return "%s/original" % self.id, self.original_job(tools, tmp)

    def buffers(self, tools, wave, tmp):
        j = self.abi(wave)
        sgpr_of = {}
        push = {}
        for a in j["sgpr_args"]:
            if not a.get("user"):
                continue
            if a["kind"] == "push_constant":
                sgpr_of[a["dword"]] = a["sgpr"]
            elif a["kind"] == "ring_offsets":
                for k in range(a["size"]):
                    push[a["sgpr"] + k] = 0
            elif a["kind"] == "num_workgroups":
                push[a["sgpr"]] = self.dispatch[a["component"]]
            elif a["kind"] == "descriptor_set":
                pass  # the window offset of its memory, below
            else:
                raise Failure("capture: user SGPR kind '%s' not handled" % a["kind"])

        def addr_of(d):
            if d not in sgpr_of or d + 1 not in sgpr_of:
                raise Failure("capture reads push dwords %d-%d through a pointer "
                              "(not in the recompiler's ABI)" % (d, d + 1))
            if sgpr_of[d + 1] != sgpr_of[d] + 1:
                raise Failure("capture splits push dwords %d-%d" % (d, d + 1))
            return sgpr_of[d]

        bufs = self.make_buffers(addr_of)
        if self.images:
            # descriptor-set memory: the --address32-hi window, whose address
            # follows the user data in the push constants
            mem, set_push = images.window(j, self.images)
            push.update(set_push)
            bufs.append(Buffer("descriptor_window", "u32", len(mem) // 4, mem,
                               j["user_sgpr_count"]))
        for fl in self.fields:
            if fl[1] == "u32":
                d = fl[0] // 4
                if d not in sgpr_of:
                    raise Failure("capture reads push dword %d through a pointer" % d)
                push[sgpr_of[d]] = fl[3]
        return bufs, push

    def expected(self, tools, wave, tmp, bufs, push):
        return self.original(tools, tmp)


# ---------------------------------------------------------------- OpenCL C

def read_elf_symbol(path, symbol):
    """Bytes of an ELF64 symbol (the 64-byte kernel descriptor)."""
    with open(path, "rb") as f:
        elf = f.read()
    if elf[:4] != b"\x7fELF" or elf[4] != 2:
        raise Failure("%s: not an ELF64 file" % path)
    shoff, = struct.unpack_from("<Q", elf, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", elf, 0x3A)
    secs = [struct.unpack_from("<IIQQQQIIQQ", elf, shoff + i * shentsize)
            for i in range(shnum)]
    for s in secs:
        if s[1] != 2:   # SHT_SYMTAB
            continue
        strtab = secs[s[6]]
        for off in range(s[4], s[4] + s[5], 24):
            name, info, other, shndx, value, size = struct.unpack_from("<IBBHQQ", elf, off)
            start = strtab[4] + name
            nm = elf[start:elf.index(b"\0", start)].decode()
            if nm == symbol:
                sec = secs[shndx]
                base = sec[4] + value - sec[3]
                return elf[base:base + size]
    raise Failure("%s: no symbol %s" % (path, symbol))


class KernelDescriptor:
    """The fields of an AMDHSA kernel descriptor the harness needs."""

    def __init__(self, kd):
        self.group_segment = struct.unpack_from("<I", kd, 0)[0]
        self.kernarg_size = struct.unpack_from("<I", kd, 8)[0]
        self.rsrc2 = struct.unpack_from("<I", kd, 52)[0]
        self.props = struct.unpack_from("<H", kd, 56)[0]
        self.user_sgpr_count = (self.rsrc2 >> 1) & 31
        self.wave32 = bool(self.props & (1 << 10))

    def user_sgprs(self):
        """(name, dwords) of the enabled user SGPRs, in hardware order."""
        order = [("private_segment_buffer", 4), ("dispatch_ptr", 2),
                 ("queue_ptr", 2), ("kernarg_segment_ptr", 2),
                 ("dispatch_id", 2), ("flat_scratch_init", 2),
                 ("private_segment_size", 1)]
        return [(n, k) for bit, (n, k) in enumerate(order) if self.props & (1 << bit)]


class OpenclCase(Case):
    """tests/opencl/NAME.cl, one kernel named NAME. Header directives (in //
    comments): @workgroup X [Y Z], @groups X [Y Z], @arg NAME TYPE COUNT
    INIT [out] [ulp=N] (a pointer argument: a buffer) or @arg NAME u32 =
    VALUE (a scalar), @waves, @subgroups, and a @model ... @end block.
    The kernel must say reqd_work_group_size, and computes ids with
    __builtin_amdgcn_* (no device library)."""

    source = "opencl"
    subgroups = (8, 16)

    def __init__(self, path):
        super().__init__(os.path.splitext(os.path.basename(path))[0])
        self.path = path
        d, self.model_text = header_lines(path, "//")
        self.workgroup, self.dispatch = (64, 1, 1), (1, 1, 1)
        self.args = []     # ('buf', BufferSpec) or ('u32', name, value)
        self.extra = []
        for word, rest in d:
            if word == "@workgroup":
                self.workgroup = triple(rest, 1)
            elif word == "@groups":
                self.dispatch = triple(rest, 1)
            elif word == "@waves":
                self.waves = tuple(ints(rest))
            elif word == "@subgroups":
                self.subgroups = tuple(ints(rest))
            elif word == "@clang":
                self.extra = rest.split()
            elif word == "@arg":
                w = rest.split()
                if len(w) >= 4 and w[2] == "=":
                    self.args.append(("u32", w[0], int(w[3], 0)))
                else:
                    self.args.append(("buf", BufferSpec(rest)))
            else:
                raise ValueError("%s: unknown directive %s" % (path, word))
        self.ns = None

    def code(self, tools, wave, tmp):
        tools.require(CLANG)
        out = os.path.join(tmp, "%s.w%d.co" % (self.name, wave))
        cmd = [CLANG, "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-nogpulib",
               "-O2", "-x", "cl", "-cl-std=CL2.0"] + self.extra
        if wave == 64:
            cmd += ["-mwavefrontsize64"]
        res = tools.run(cmd + [self.path, "-o", out])
        if res.returncode != 0:
            raise Failure("clang: " + first_line(res.stderr))
        self.kd = KernelDescriptor(read_elf_symbol(out, self.name + ".kd"))
        if self.kd.wave32 != (wave == 32):
            raise Failure("kernel descriptor: wave32=%s for wave %d" % (self.kd.wave32, wave))
        return out

    def abi_args(self, wave):
        return ["--workgroup", "%d,%d,%d" % self.workgroup]

    def namespace(self):
        if self.ns is None:
            self.ns = load_model(self.path, self.model_text)
        return self.ns

    def buffers(self, tools, wave, tmp):
        ns = self.namespace()
        bufs, self.inputs, self.push_vals = [], {}, {}
        kernarg = bytearray(max(256, self.kd.kernarg_size))
        writes = []   # (kernarg offset, buffer name)
        off = 0
        for a in self.args:
            if a[0] == "buf":
                s = a[1]
                off = (off + 7) & ~7
                vals = s.values(ns)
                self.inputs[s.name] = vals
                bufs.append(Buffer(s.name, s.typ, s.count, pack(s.typ, vals), None,
                                   s.out, s.ulp, s.size, s.nan))
                writes.append((off, s.name))
                off += 8
            else:
                off = (off + 3) & ~3
                struct.pack_into("<I", kernarg, off, a[2] & M32)
                self.push_vals[a[1]] = a[2]
                off += 4
        # A fake HSA kernel dispatch packet (hsa_kernel_dispatch_packet_t).
        packet = bytearray(64)
        wg = self.workgroup
        struct.pack_into("<HHHH", packet, 0, 0, 3, wg[0], wg[1])
        struct.pack_into("<HH", packet, 8, wg[2], 0)
        struct.pack_into("<III", packet, 12, *(wg[i] * self.dispatch[i] for i in range(3)))
        struct.pack_into("<II", packet, 24, 0, self.kd.group_segment)
        bufs.append(Buffer("kernarg", "u32", len(kernarg) // 4, bytes(kernarg)))
        bufs.append(Buffer("dispatch", "u32", 16, bytes(packet)))
        self.kernarg_ptrs = writes
        push, d = {}, 0
        for name, k in self.kd.user_sgprs():
            if name == "kernarg_segment_ptr":
                bufs[-2].addr = d
            elif name == "dispatch_ptr":
                bufs[-1].addr = d
            elif name in ("private_segment_buffer", "queue_ptr", "dispatch_id",
                          "flat_scratch_init", "private_segment_size"):
                for i in range(k):
                    push[d + i] = 0
            d += k
        if d != self.kd.user_sgpr_count:
            raise Failure("kernel descriptor: %d user SGPRs enabled, count says %d"
                          % (d, self.kd.user_sgpr_count))
        return bufs, push

    def vkrun_writes(self):
        """--write options putting the buffers' addresses into the kernargs."""
        return [("kernarg", off // 4, "&" + name) for off, name in self.kernarg_ptrs]

    def expected(self, tools, wave, tmp, bufs, push):
        specs = [a[1] for a in self.args if a[0] == "buf"]
        return model_outputs(self.path, self.namespace(), specs, wave, self.inputs,
                             self.push_vals)


def discover(source):
    if source == "asm":
        return [AsmCase(p) for p in sorted(glob.glob(os.path.join(HERE, "asm", "*.s")))]
    if source == "glsl":
        return [GlslCase(p) for p in
                sorted(glob.glob(os.path.join(ROOT, "tests", "glsl", "*.comp")))]
    if source == "opencl":
        return [OpenclCase(p) for p in
                sorted(glob.glob(os.path.join(ROOT, "tests", "opencl", "*.cl")))]
    raise ValueError(source)
