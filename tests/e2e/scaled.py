"""GLSL cases scaled up for timing (run_e2e.py --export DIR --scale F glsl):
the dispatch's group count along one axis and the buffers indexed by the
invocation multiplied by F, so that a dispatch does enough work for its
time not to be the launch's.

    python3 run_e2e.py --export /tmp/big --scale 4 glsl vector_add

exports glsl/vector_add@x4/...: 16 workgroups instead of 4, a, b and c of
1024 floats instead of 256 and n = 1000 instead of 250. Inputs are not
stored: each buffer gets agc-vkrun's init=KIND:TYPE (the same pattern,
generated on the device's host), so the export stays small at any scale.
Nothing runs at export: a scaled job has no stored expected bytes, its
oracle is its reference (the GLSL's own SPIR-V at the same scale) run by
replay.py on the device, compared by the usual rules.

Which case scales, and how, is decided per shader (RULES, EXCLUDED): a
buffer indexed by gl_GlobalInvocationID grows with the grid; a table read
at fixed indices stays; a push constant that bounds the work grows; a
limit keeps every index and conversion defined.
"""
import math

from e2e_cases import GLSL_ULP, GlslCase
from run_e2e import TYPES, Buffer, Failure, init_values, pack


class Rule:
    """How one shader scales. axis: the dispatch dimension multiplied;
    fixed: buffers that keep their size (read or written at indices that
    do not grow); push: u32 push constants multiplied with the grid;
    limit: the most invocations for which the shader stays defined and
    its indices fit 32 bits; why: the reading of the shader behind it."""

    def __init__(self, why, axis=0, fixed=(), push=(), limit=2**31):
        self.why = why
        self.axis = axis
        self.fixed = fixed
        self.push = push
        self.limit = limit


RULES = {
    "atomics": Rule("in_[gid]; counters: 18 totals indexed by value, every invocation adds "
                    "to counters[0] (one word, order-independent sums)", fixed=("counters",)),
    "bit_ops": Rule("in_[gid], out_[6 gid + k]", limit=(2**32 - 6) // 6),
    "collatz": Rule("out_[2 gid + k]; n = start + gid wraps as u32 on both sides",
                    limit=2**31 - 1),
    "early_return": Rule("in_[gid], out_[gid] (inout)"),
    "float_math": Rule("a[gid], out_[8 gid + k]; uint(abs(y) * 1000.0), y = gid / 4 - 7, "
                       "leaves uint's range (undefined) past gid = 2^32 / 250; at most 2^22, "
                       "as its ulp=2 outputs are compared element by element where the "
                       "bytes differ", limit=2**22),
    "int64_math": Rule("a[gid], b[gid], out_[5 gid + k]; the u64 hash depends on the count, "
                       "on both sides alike", limit=(2**32 - 5) // 5),
    "int_divmod": Rule("num[gid], den[gid], out_[6 gid + k]; d = int(gid) + 3 stays positive",
                       limit=(2**32 - 6) // 6),
    "loop_sum": Rule("out_[gid]; in_ is read at j < 39 only", fixed=("in_",)),
    "nested_if": Rule("in_[gid], out_[gid]; x + int(gid) cannot overflow (x > -100000)"),
    "shared_reduce": Rule("in_[gid], out_[gid]; each workgroup reduces its own 128 words"),
    "small_workgroup": Rule("g = (wg.y * 4 + wg.x) * 24 + local: 4 groups in x are written "
                            "into the index, so the grid grows in y, at most 65535 groups "
                            "(Vulkan's least maxComputeWorkGroupCount[1])", axis=1,
                            limit=65535 * 4 * 24),
    "subgroup_ops": Rule("in_[gid], out_[4 gid + k]; shared values[] per workgroup",
                         limit=2**30 - 1),
    "switch_case": Rule("in_[gid], out_[gid]"),
    "texture_lod": Rule("out_[8 gid + k]; the texture stays 8x8 (repeat addressing), "
                        "coordinates from gid: at most 2^22 (v below 2^15)", limit=2**22),
    "vector_add": Rule("a, b, c[gid] for gid < n: n grows with the grid", push=("n",)),
    "workgroup_3d": Rule("out_[4 linear + k], linear from gl_NumWorkGroups (the grid as "
                         "dispatched); ids packed 8 bits apart overlap past 255 groups, "
                         "deterministically", limit=2**30 - 1),
}

EXCLUDED = {
    "const_table": "reads gl_LocalInvocationID only: every added workgroup stores the "
                   "same 64 words, no new checked work",
    "texture_dims": "indexes by gl_LocalInvocationID only (one workgroup's worth of "
                    "fixed-size images and out_)",
    "texture_shadow": "indexes by gl_LocalInvocationID only",
    "image_atomic": "swaps is a 256x1 image indexed by the invocation: scaling needs "
                    "larger images and their T#s in the descriptor window, not built here",
    "image_rw": "a 2-D grid over fixed 16x16 images",
}

# RADV's maxComputeWorkGroupCount in every dimension (the Vulkan minimum),
# the range ACO assumes of a workgroup id when it picks its instructions:
# bit_ops.w32.s computes 6 * gid with v_mul_u32_u24 (gid < 65535 * 64 <
# 2^24), and 6 * gid + k is sign-extended to 64 bits.  Past it the
# captured program does what the hardware would (on the NVIDIA H200, which
# takes 2^31 - 1 groups in x: bit_ops at 599186 groups stored invocation
# 2^25's values in out_[0..5]), not what the GLSL says.
MAX_GROUPS = 65535

PATTERN_TYPES = {"u32": "u32", "i32": "i32", "f32": "f32", "float": "f32", "u64": "u64"}


def local_size(case):
    wave = case.waves[0]
    return case.abi(wave)["workgroup_size"]


def base_invocations(case):
    return math.prod(case.dispatch) * math.prod(local_size(case))


def buffer_bytes(case, factor=1):
    """Bytes of the case's @push buffers, those that scale multiplied by
    factor (0: the fixed ones alone)."""
    rule = RULES[case.name]
    total = 0
    for fl in case.fields:
        if fl[1] == "buffer":
            count = fl[4] if fl[2] in rule.fixed else fl[4] * factor
            total += count * TYPES[fl[3]]
    return total


def choose_factor(case, scale, invocations, max_bytes):
    """(factor, note): scale, or the factor reaching `invocations` (at
    least 1), lowered to the case's limit and to max_bytes of buffers;
    note says what lowered it."""
    base = base_invocations(case)
    rule = RULES[case.name]
    want = scale if scale else max(1, invocations // base)
    factor, note = want, ""
    if factor * base > rule.limit:
        factor, note = max(1, rule.limit // base), "limited to %d invocations" % rule.limit
    most = MAX_GROUPS // case.dispatch[rule.axis]
    if factor > most:
        factor, note = most, "limited to %d groups in %s (the captured code's grid)" % (
            MAX_GROUPS, "xyz"[rule.axis])
    per = buffer_bytes(case, 1) - buffer_bytes(case, 0)
    fixed = buffer_bytes(case, 0)
    if max_bytes and fixed + factor * per > max_bytes:
        factor = max(1, (max_bytes - fixed) // per)
        note = "limited to %d MiB of buffers" % (max_bytes >> 20)
    return factor, note


class ScaledGlslCase(GlslCase):
    """A GLSL case at factor F: id glsl/NAME@xF, the grid F times larger
    along its rule's axis, the scaled buffers and push constants F times
    larger; inputs as agc-vkrun init patterns; no expected bytes (the
    reference run on the device is the oracle)."""

    def __init__(self, path, factor):
        super().__init__(path)
        rule = RULES[self.name]
        self.factor = factor
        self.base_dispatch = self.dispatch
        d = list(self.dispatch)
        d[rule.axis] *= factor
        self.dispatch = tuple(d)
        if max(d) > MAX_GROUPS:
            raise Failure("%s at x%d: %d groups; the captured code is defined for at most "
                          "%d in each dimension" % (self.id, factor, max(d), MAX_GROUPS))
        fields = []
        for fl in self.fields:
            if fl[1] == "buffer" and fl[2] not in rule.fixed:
                fl = fl[:4] + (fl[4] * factor,) + fl[5:]
            elif fl[1] == "u32" and fl[2] in rule.push:
                fl = fl[:3] + ((fl[3] * factor) & 0xFFFFFFFF,)
            fields.append(fl)
        self.fields = fields
        self.id = "%s/%s@x%d" % (self.source, self.name, factor)
        self.invocations = base_invocations(self)

    def scale_info(self):
        return {"factor": self.factor, "invocations": self.invocations,
                "groups": list(self.dispatch), "buffer_bytes": buffer_bytes(self)}

    def make_buffers(self, addr_of):
        """The @push buffers without contents: an input's pattern is in
        its init (agc-vkrun init=KIND:TYPE); a fixed table small enough
        keeps its bytes."""
        rule = RULES[self.name]
        bufs = []
        for fl in self.fields:
            if fl[1] != "buffer":
                continue
            off, _, name, typ, count, use, init = fl
            typ = "f32" if typ == "float" else typ
            b = Buffer(name, typ, count, b"", addr_of(off // 4), use in ("out", "inout"))
            b.ulp = GLSL_ULP.get(self.name, 0)
            if use != "out" and init not in (None, "zero"):
                if name in rule.fixed:
                    b.data = pack(typ, init_values(typ, count, init))
                else:
                    b.init = "%s:%s" % (init, PATTERN_TYPES[typ])
            bufs.append(b)
        return bufs

    def original_job(self, tools, tmp):
        """The reference run at this scale: GlslCase's, with each input's
        init pattern added to its buffer."""
        fresh = self.original_cmd is None
        args, outputs = super().original_job(tools, tmp)
        if fresh:
            inits = {b.name: b.init for b in self.make_buffers(lambda d: d)
                     if getattr(b, "init", None)}
            args[:] = [with_init(a, inits) if i > 0 and args[i - 1] == "-b" else a
                       for i, a in enumerate(args)]
        return args, outputs

    def expected(self, tools, wave, tmp, bufs, push):
        """No bytes: the job's oracle is its reference run on the device."""
        names = [b.name for b in bufs if b.out] + [im.name for im in self.images if im.out]
        return {n: None for n in names}


def with_init(spec, inits):
    """A -b spec with its buffer's init=PATTERN added."""
    kv = dict(item.partition("=")[::2] for item in spec.split(","))
    init = inits.get(kv.get("name"))
    if init and "file" in kv:
        raise Failure("buffer %s: both a file and a pattern" % kv["name"])
    return spec + ",init=" + init if init else spec


def scaled_cases(cases, scale, invocations, max_bytes):
    """[(ScaledGlslCase or None, message)] for the GLSL cases: the case at
    its factor (message: how it was chosen), or None and why it is not
    scaled."""
    out = []
    for case in cases:
        if case.name in EXCLUDED:
            out.append((None, "%s: not scaled: %s" % (case.id, EXCLUDED[case.name])))
            continue
        if case.name not in RULES:
            out.append((None, "%s: not scaled: no scaling rule (scaled.py RULES)" % case.id))
            continue
        factor, note = choose_factor(case, scale, invocations, max_bytes)
        sc = ScaledGlslCase(case.path, factor)
        msg = "%s: %d invocations (%d x %d), %.1f MiB of buffers%s" % (
            sc.id, sc.invocations, base_invocations(case), factor,
            buffer_bytes(sc) / 2**20, "; " + note if note else "")
        out.append((sc, msg))
    return out
