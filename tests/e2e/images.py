"""Images and samplers of the GLSL e2e cases (tests/glsl/README.md).

A shader's header names each image binding:

    // @image SET BINDING NAME KIND FORMAT SIZE USE [INIT] [KEY=VALUE ...]

KIND storage|sampled|combined|sampler, FORMAT a GLSL format (rgba8, r32ui,
...; '-' for a sampler), SIZE WxHxD ('-' for a sampler), USE in|out|inout,
INIT zero|hash|iota|ramp; keys dim=, layers=, mips= and agc-vkrun's sampler
keys (filter=, mipmap=, address=, compare=, unnormalized=).

The GLSL's own SPIR-V runs with the images at the GLSL's bindings.  The
recompiled ACO code reads its T#/S# from RADV's descriptor-set memory
through a 32-bit pointer (high dword 0xffff8000): that memory is a buffer,
the module's --address32-hi window, laid out as RADV lays out a set (the
capture's "descriptors": offset of each binding's T#, and of its S#) with
gfx10 T# dwords for each image.  The recompiled module names, in its
reflection, the binding it gives each T# and S# source ("s2+32"); the same
image (or sampler) is bound there.
"""
import struct

from run_e2e import Buffer, Failure, f2u, hash32

ADDRESS32_HI = 0xFFFF8000
SET_STRIDE = 4096  # window bytes per descriptor set

# format: (bytes per component, components, kind: f float, u uint, s sint, n unorm, m snorm)
FORMATS = {
    "rgba32f": (4, 4, "f"), "rg32f": (4, 2, "f"), "r32f": (4, 1, "f"),
    "rgba16f": (2, 4, "f"), "rgba8": (1, 4, "n"), "rgba8_snorm": (1, 4, "m"),
    "r8": (1, 1, "n"), "rg8": (1, 2, "n"),
    "rgba32ui": (4, 4, "u"), "rgba32i": (4, 4, "s"), "r32ui": (4, 1, "u"), "r32i": (4, 1, "s"),
    "rgba8ui": (1, 4, "u"), "rgba8i": (1, 4, "s"), "rg32ui": (4, 2, "u"),
}

# MIMG resource types of a T# (dword 3 bits 28..31)
TYPES = {"1d": 8, "2d": 9, "3d": 10, "1d_array": 12, "2d_array": 13}


class Image:
    def __init__(self, words):
        if len(words) < 7:
            raise ValueError("@image needs SET BINDING NAME KIND FORMAT SIZE USE")
        self.set, self.binding = int(words[0]), int(words[1])
        self.name, self.kind, self.format = words[2], words[3], words[4]
        size = words[5]
        self.use = words[6]
        rest = words[7:]
        self.init = "zero"
        if rest and "=" not in rest[0]:
            self.init = rest.pop(0)
        self.keys = dict(kv.split("=", 1) for kv in rest)
        self.dim = self.keys.pop("dim", "2d")
        self.layers = int(self.keys.pop("layers", "1"))
        self.mips = int(self.keys.pop("mips", "1"))
        ext = [int(x) for x in size.split("x")] if size != "-" else [1]
        ext += [1] * (3 - len(ext))
        self.width, self.height, self.depth = ext
        if self.kind not in ("storage", "sampled", "combined", "sampler"):
            raise ValueError("@image %s: kind %s" % (self.name, self.kind))
        if self.kind != "sampler" and self.format not in FORMATS:
            raise ValueError("@image %s: format %s" % (self.name, self.format))

    @property
    def has_image(self):
        return self.kind != "sampler"

    @property
    def out(self):
        return self.use in ("out", "inout")

    def texel_bytes(self):
        b, n, _ = FORMATS[self.format]
        return b * n

    def nbytes(self):
        n = 0
        for level in range(self.mips):
            w, h, d = (max(1, x >> level) for x in (self.width, self.height, self.depth))
            n += w * h * d * self.layers * self.texel_bytes()
        return n

    def data(self):
        """The initial texels: every level, layer, row, texel, component."""
        b, _, kind = FORMATS[self.format]
        count = self.nbytes() // b
        if self.use == "out" or self.init == "zero":
            return bytes(self.nbytes())
        out = bytearray()
        for i in range(count):
            h = hash32(i) if self.init == "hash" else i
            if kind == "f":
                if self.init == "ramp":
                    v = i * 0.5 - 3.0
                elif self.init == "iota":
                    v = float(i)
                else:
                    v = (h >> 8) / 65536.0 - 128.0
                out += struct.pack("<f" if b == 4 else "<e", v)
            else:
                out += struct.pack({1: "<B", 2: "<H", 4: "<I"}[b], h & ((1 << (8 * b)) - 1))
        return bytes(out)

    def compare_type(self):
        return "f32" if FORMATS[self.format][2] == "f" and self.texel_bytes() % 4 == 0 else "u32"

    def sampler_keys(self):
        return ["%s=%s" % kv for kv in sorted(self.keys.items())]

    def spec(self, name, set_, binding, kind, path_in, dump=None, image=None):
        """An agc-vkrun --image spec."""
        s = ["name=%s" % name, "set=%d" % set_, "binding=%d" % binding, "type=%s" % kind]
        if kind != "sampler":
            if image:
                s.append("image=%s" % image)
            else:
                s += ["format=%s" % self.format, "dim=%s" % self.dim,
                      "size=%dx%dx%d" % (self.width, self.height, self.depth),
                      "layers=%d" % self.layers, "mips=%d" % self.mips]
                if path_in:
                    s.append("file=%s" % path_in)
                if dump:
                    s.append("dump=%s" % dump)
        if kind in ("sampler", "combined"):
            s += self.sampler_keys()
        return ",".join(s)

    def t_sharp(self):
        """gfx10 image descriptor (T#) dwords of the fields ACO's code reads:
        width - 1 (dword 1 bits 30..31, dword 2 bits 0..11), height - 1
        (dword 2 bits 14..27), base and last level (dword 3 bits 12..15,
        16..19), the resource type (dword 3 bits 28..31), depth - 1 or the
        last array layer (dword 4 bits 0..12).  Dword 1 is never 0 (a null
        descriptor): it carries a nonzero format field (bits 20..28); the
        recompiled module takes formats from --image-format, not from here."""
        w, h = self.width - 1, self.height - 1
        last = (self.depth - 1) if self.dim == "3d" else (self.layers - 1)
        dw = [0] * 8
        dw[1] = (1 << 20) | (w & 3) << 30
        dw[2] = (w >> 2) & 0xFFF | (h & 0x3FFF) << 14 | 1 << 31
        dw[3] = 4 | 5 << 3 | 6 << 6 | 7 << 9 | (self.mips - 1) << 16 | TYPES[self.dim] << 28
        dw[4] = last & 0x1FFF
        return dw


def parse(path):
    images = []
    with open(path) as f:
        for line in f:
            s = line.strip()
            if not s.startswith("//"):
                if s:
                    break
                continue
            w = s[2:].split()
            if w and w[0] == "@image":
                images.append(Image(w[1:]))
    return images


def descriptor_layout(abi, images):
    """(set pointer SGPR of each set, {(set, binding): capture descriptor})."""
    sets = {a["set"]: a["sgpr"] for a in abi["sgpr_args"] if a["kind"] == "descriptor_set"}
    layout = {(d["set"], d["binding"]): d for d in abi.get("descriptors", [])}
    for im in images:
        if (im.set, im.binding) not in layout:
            raise Failure("capture has no descriptor for %s (set %d binding %d)"
                          % (im.name, im.set, im.binding))
        if im.set not in sets:
            raise Failure("capture has no pointer for descriptor set %d" % im.set)
    return sets, layout


def window(abi, images):
    """The descriptor-set memory (all sets, SET_STRIDE bytes each) and the
    value of each set-pointer SGPR: offset into the window."""
    sets, layout = descriptor_layout(abi, images)
    nsets = max(sets) + 1 if sets else 1
    mem = bytearray(SET_STRIDE * nsets)
    for im in images:
        d = layout[(im.set, im.binding)]
        base = SET_STRIDE * im.set
        if im.has_image:
            struct.pack_into("<8I", mem, base + d["offset"], *im.t_sharp())
        # S#: nothing in it is read by the code; zeros
    push = {sgpr: SET_STRIDE * s for s, sgpr in sets.items()}
    return bytes(mem), push


def format_args(abi, images):
    """--image-format SOURCE=FORMAT for every image: the environment knows
    each T#'s format."""
    sets, layout = descriptor_layout(abi, images)
    args = []
    for im in images:
        if im.has_image:
            d = layout[(im.set, im.binding)]
            args += ["--image-format", "s%d+%d=%s" % (sets[im.set], d["offset"], im.format)]
    return args


def recompiled_specs(abi, images, reflection, paths, dumps):
    """agc-vkrun --image specs binding each image and sampler where the
    recompiled module's reflection puts its T# and S# sources."""
    sets, layout = descriptor_layout(abi, images)
    bindings = {}
    for b in reflection.get("descriptor_bindings", []):
        src = b["source"]
        if "pointer_user_sgpr" not in src:
            raise Failure("reflection: binding %d comes from %s" % (b["binding"], src))
        bindings[(src["pointer_user_sgpr"], src["offset"])] = b
    specs, used = [], set()
    for im in images:
        d = layout[(im.set, im.binding)]
        sgpr = sets[im.set]
        if im.has_image:
            # the image, bound where the module wants its T# (a T# whose
            # dwords alone are read needs no binding)
            b = bindings.get((sgpr, d["offset"]))
            kind = {"storage_image": "storage", "sampled_image": "sampled"}.get(
                b["type"]) if b else None
            if b and not kind:
                raise Failure("reflection: the T# of %s is a %s" % (im.name, b["type"]))
            if b:
                used.add((sgpr, d["offset"]))
                specs.append(im.spec(im.name, b["set"], b["binding"], kind, paths.get(im.name),
                                     dumps.get(im.name)))
            elif im.out:
                raise Failure("reflection: no binding for the T# of %s (s%d+%d), an output"
                              % (im.name, sgpr, d["offset"]))
        if "sampler_offset" in d:
            b = bindings.get((sgpr, d["sampler_offset"]))
            if b:
                if b["type"] != "sampler":
                    raise Failure("reflection: the S# of %s is a %s" % (im.name, b["type"]))
                used.add((sgpr, d["sampler_offset"]))
                specs.append(im.spec(im.name + "_s", b["set"], b["binding"], "sampler", None))
    for key, b in bindings.items():
        if key not in used:
            raise Failure("reflection: binding %d (s%d+%d) is no image of the shader"
                          % (b["binding"], key[0], key[1]))
    return specs


def original_specs(images, paths, dumps):
    return [im.spec(im.name, im.set, im.binding, im.kind, paths.get(im.name), dumps.get(im.name))
            for im in images]


def out_buffer(im):
    """A Buffer standing for an output image, for e2e_results.compare."""
    typ = im.compare_type()
    return Buffer(im.name, typ, im.nbytes() // 4, out=True, size=im.nbytes())


# ---------------------------------------------------------------- assembly cases

class AsmImage(Image):
    """; @image SOURCE NAME KIND FORMAT SIZE USE [INIT] [KEY=VALUE ...]

    SOURCE: sN (the T#, or a sampler's S#, in user SGPRs from sN: the
    harness puts the descriptor's dwords in those push-constant dwords) or
    sN+BYTES (in a descriptor buffer whose 64-bit device address the
    harness puts in push dwords N, N+1). INIT may be 'model': the values of
    init_NAME(count) from the model, one per component."""

    def __init__(self, text):
        w = text.split()
        src = w[0]
        super().__init__(["0", "0"] + w[1:])
        if "+" in src:
            self.sgpr, self.offset = (int(x, 0) for x in src[1:].split("+"))
        else:
            self.sgpr, self.offset = int(src[1:], 0), None

    @property
    def source(self):
        return "s%d" % self.sgpr if self.offset is None else "s%d+%d" % (self.sgpr, self.offset)

    def components(self):
        return self.nbytes() // FORMATS[self.format][0]

    def pack(self, values):
        b, _, kind = FORMATS[self.format]
        if kind == "f":
            return b"".join(struct.pack("<f" if b == 4 else "<e", float(v)) for v in values)
        fmt = {1: "<B", 2: "<H", 4: "<I"}[b]
        return b"".join(struct.pack(fmt, v & ((1 << (8 * b)) - 1)) for v in values)

    def unpack(self, data):
        b, _, kind = FORMATS[self.format]
        fmt = ("<f" if b == 4 else "<e") if kind == "f" else {1: "<B", 2: "<H", 4: "<I"}[b]
        return [struct.unpack_from(fmt, data, i)[0] for i in range(0, len(data), b)]

    def s_sharp(self):
        return [0, 0, 0, 0]


def asm_push_and_buffers(images):
    """Push dwords holding descriptors in user SGPRs, and one descriptor
    buffer per pointer SGPR: {dword: value}, {sgpr: bytes}."""
    push, mem = {}, {}
    for im in images:
        words = im.t_sharp() if im.has_image else im.s_sharp()
        if im.offset is None:
            for k, w in enumerate(words):
                push[im.sgpr + k] = w
        else:
            m = mem.setdefault(im.sgpr, bytearray(256))
            if im.offset + 4 * len(words) > len(m):
                m.extend(bytes(im.offset + 4 * len(words) - len(m)))
            struct.pack_into("<%dI" % len(words), m, im.offset, *words)
    return push, {k: bytes(v) for k, v in mem.items()}


def asm_specs(images, reflection, paths, dumps):
    """--image specs binding each image where the reflection puts its source."""
    by_source = {}
    for b in reflection.get("descriptor_bindings", []):
        by_source[b["source_name"]] = b
    specs = []
    for im in images:
        b = by_source.pop(im.source, None)
        if b is None:
            if im.out:
                raise Failure("reflection: no binding for %s (%s), an output" % (im.name, im.source))
            continue
        kind = {"storage_image": "storage", "sampled_image": "sampled", "sampler": "sampler"}[b["type"]]
        if (kind == "sampler") != (im.kind == "sampler"):
            raise Failure("reflection: %s (%s) is a %s" % (im.name, im.source, b["type"]))
        specs.append(im.spec(im.name, b["set"], b["binding"], kind, paths.get(im.name),
                             dumps.get(im.name)))
    if by_source:
        raise Failure("reflection: bindings of no image of the test: %s" % sorted(by_source))
    return specs
