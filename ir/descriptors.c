/*
 * descriptors.c -- images and samplers as descriptor bindings: each MIMG
 * instruction's T# (resource) and S# (sampler) is traced back through the
 * scalar code to where it came from, and each source gets a binding.
 *
 *   s_mov_b32 s0, s2                  s0 = user SGPR 2
 *   s_movk_i32 s1, 0x8000             s1 = constant
 *   s_load_dwordx8 s[8:15], s[0:1], 0x20
 *                                     s8..s15 = memory at [s2] + 0x20 + 4i
 *   image_load v[0:3], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D
 *      -> T# from "s2+32": set 0, binding 0, a sampled image
 *
 * A forward data-flow over the graph gives every SGPR at every instruction
 * an abstract value: a user SGPR's initial value (plus a constant), a
 * constant, a dword loaded from a user-data pointer (or from the buffer of
 * a V# in user data) at a constant offset, or unknown; where paths meet
 * with different values the SGPR is unknown.  A descriptor is traced when
 * its dwords are consecutive user SGPRs or consecutive dwords of one
 * load source.  Sources are ordered (user SGPRs, pointers, buffers; by SGPR
 * and offset) and numbered as bindings of set 0, so the numbering does not
 * depend on the order of the code.
 *
 * A T# that is written (stores, atomics) is a storage image; any other T#
 * (loads, sampling, size queries) a sampled image; an S# a sampler.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/spirv.h>

#include "decoder/mem.h"
#include "ir/ir.h"

/* ---- image formats ---- */

static const struct {
	const char *name;
	uint32_t format;
	uint8_t numeric;
} formats[] = {
	{"float", SpvImageFormatUnknown, AGC_NUM_FLOAT},
	{"uint", SpvImageFormatUnknown, AGC_NUM_UINT},
	{"sint", SpvImageFormatUnknown, AGC_NUM_SINT},
	{"rgba32f", SpvImageFormatRgba32f, AGC_NUM_FLOAT},
	{"rgba16f", SpvImageFormatRgba16f, AGC_NUM_FLOAT},
	{"rg32f", SpvImageFormatRg32f, AGC_NUM_FLOAT},
	{"rg16f", SpvImageFormatRg16f, AGC_NUM_FLOAT},
	{"r11f_g11f_b10f", SpvImageFormatR11fG11fB10f, AGC_NUM_FLOAT},
	{"r32f", SpvImageFormatR32f, AGC_NUM_FLOAT},
	{"r16f", SpvImageFormatR16f, AGC_NUM_FLOAT},
	{"rgba16", SpvImageFormatRgba16, AGC_NUM_FLOAT},
	{"rgb10_a2", SpvImageFormatRgb10A2, AGC_NUM_FLOAT},
	{"rgba8", SpvImageFormatRgba8, AGC_NUM_FLOAT},
	{"rg16", SpvImageFormatRg16, AGC_NUM_FLOAT},
	{"rg8", SpvImageFormatRg8, AGC_NUM_FLOAT},
	{"r16", SpvImageFormatR16, AGC_NUM_FLOAT},
	{"r8", SpvImageFormatR8, AGC_NUM_FLOAT},
	{"rgba16_snorm", SpvImageFormatRgba16Snorm, AGC_NUM_FLOAT},
	{"rgba8_snorm", SpvImageFormatRgba8Snorm, AGC_NUM_FLOAT},
	{"rg16_snorm", SpvImageFormatRg16Snorm, AGC_NUM_FLOAT},
	{"rg8_snorm", SpvImageFormatRg8Snorm, AGC_NUM_FLOAT},
	{"r16_snorm", SpvImageFormatR16Snorm, AGC_NUM_FLOAT},
	{"r8_snorm", SpvImageFormatR8Snorm, AGC_NUM_FLOAT},
	{"rgba32i", SpvImageFormatRgba32i, AGC_NUM_SINT},
	{"rgba16i", SpvImageFormatRgba16i, AGC_NUM_SINT},
	{"rgba8i", SpvImageFormatRgba8i, AGC_NUM_SINT},
	{"rg32i", SpvImageFormatRg32i, AGC_NUM_SINT},
	{"rg16i", SpvImageFormatRg16i, AGC_NUM_SINT},
	{"rg8i", SpvImageFormatRg8i, AGC_NUM_SINT},
	{"r32i", SpvImageFormatR32i, AGC_NUM_SINT},
	{"r16i", SpvImageFormatR16i, AGC_NUM_SINT},
	{"r8i", SpvImageFormatR8i, AGC_NUM_SINT},
	{"rgba32ui", SpvImageFormatRgba32ui, AGC_NUM_UINT},
	{"rgba16ui", SpvImageFormatRgba16ui, AGC_NUM_UINT},
	{"rgb10_a2ui", SpvImageFormatRgb10a2ui, AGC_NUM_UINT},
	{"rgba8ui", SpvImageFormatRgba8ui, AGC_NUM_UINT},
	{"rg32ui", SpvImageFormatRg32ui, AGC_NUM_UINT},
	{"rg16ui", SpvImageFormatRg16ui, AGC_NUM_UINT},
	{"rg8ui", SpvImageFormatRg8ui, AGC_NUM_UINT},
	{"r32ui", SpvImageFormatR32ui, AGC_NUM_UINT},
	{"r16ui", SpvImageFormatR16ui, AGC_NUM_UINT},
	{"r8ui", SpvImageFormatR8ui, AGC_NUM_UINT},
};

#define NFORMATS (sizeof(formats) / sizeof(formats[0]))

const char *
agc_image_format_name(uint32_t format)
{
	for (size_t i = 3; i < NFORMATS; i++)
		if (formats[i].format == format)
			return formats[i].name;
	return NULL;
}

static bool
parse_uint(const char *s, const char **end, uint32_t max, uint32_t *out)
{
	char *e;
	if (*s < '0' || *s > '9')
		return false;
	unsigned long v = strtoul(s, &e, 0);
	if (v > max)
		return false;
	*out = (uint32_t)v;
	*end = e;
	return true;
}

bool
agc_image_format_parse(const char *source, const char *format, struct agc_image_format *out)
{
	memset(out, 0, sizeof(*out));
	const char *p = source;
	uint32_t n, off = 0;
	if (!strncmp(p, "buf", 3)) {
		out->src = AGC_SRC_BUFFER;
		p += 3;
	} else if (*p == 's') {
		out->src = AGC_SRC_USER_SGPR;
		p++;
	} else {
		return false;
	}
	if (!parse_uint(p, &p, 105, &n))
		return false;
	if (*p == '+') {
		if (!parse_uint(p + 1, &p, 0xffffff, &off) || off % 4)
			return false;
		if (out->src == AGC_SRC_USER_SGPR)
			out->src = AGC_SRC_POINTER;
	} else if (out->src == AGC_SRC_BUFFER) {
		return false;
	}
	if (*p)
		return false;
	out->sgpr = (uint16_t)n;
	out->offset = off;
	for (size_t i = 0; i < NFORMATS; i++)
		if (!strcmp(format, formats[i].name)) {
			out->format = formats[i].format;
			out->numeric = formats[i].numeric;
			return true;
		}
	return false;
}

void
agc_desc_source_name(uint8_t src, uint32_t sgpr, uint32_t offset, char *buf, size_t n)
{
	if (src == AGC_SRC_USER_SGPR)
		snprintf(buf, n, "s%u", sgpr);
	else
		snprintf(buf, n, "%s%u+%u", src == AGC_SRC_BUFFER ? "buf" : "s", sgpr, offset);
}

/* ---- abstract values of the SGPRs ----
 *
 * kind in bits 56..63, source kind 48..55, SGPR 32..46, a 32-bit number:
 *   USER(n, k)   user SGPR n's initial value + k
 *   CONST(c)
 *   LOAD(s, n, o) the dword at byte o of source s (POINTER/BUFFER) of SGPR n
 * and bit 47, MODIFIED: the value with some bits set or cleared by a
 * constant (s_and_b32, s_or_b32: ACO clears the S#'s TRUNC_COORD bit for
 * gathers).  A descriptor with modified dwords still names its source; the
 * bound Vulkan object's own state replaces the change, and the reflection
 * says so ("modified_by_code"). */

enum { V_UNSET, V_TOP, V_USER, V_CONST, V_LOAD };
#define NS 106 /* s0..s105: where descriptors live */

typedef uint64_t val;

static val
mk(unsigned kind, unsigned src, unsigned sgpr, uint32_t num)
{
	return (val)kind << 56 | (val)src << 48 | (val)sgpr << 32 | num;
}

#define MODIFIED ((val)1 << 47)

static unsigned kind_of(val v) { return (unsigned)(v >> 56); }
static unsigned src_of(val v) { return (unsigned)(v >> 48) & 0xff; }
static unsigned sgpr_of(val v) { return (unsigned)(v >> 32) & 0x7fff; }
static uint32_t num_of(val v) { return (uint32_t)v; }

static const val TOP = (val)V_TOP << 56;

static val
meet(val a, val b)
{
	if (kind_of(a) == V_UNSET)
		return b;
	if (kind_of(b) == V_UNSET || a == b)
		return a;
	return TOP;
}

/* The value of a 32-bit source operand (dword i of a register range). */
static val
operand(const val *st, const struct agc_operand *o, unsigned i)
{
	unsigned r = o->reg;
	if (r < NS && r + i < NS)
		return st[r + i];
	if (i)
		return TOP;
	if (r >= AGC_REG_INT0 && r <= 192)
		return mk(V_CONST, 0, 0, r - AGC_REG_INT0);
	if (r >= 193 && r <= 208)
		return mk(V_CONST, 0, 0, (uint32_t)(192 - (int)r));
	if (r == AGC_REG_LITERAL)
		return mk(V_CONST, 0, 0, o->literal);
	return TOP;
}

static void
set(val *st, unsigned reg, val v)
{
	if (reg < NS)
		st[reg] = v;
}

static bool
is_const(val v, uint32_t c)
{
	return kind_of(v) == V_CONST && num_of(v) == c;
}

/* The effect of one instruction on the SGPRs. */
static void
transfer(val *st, const struct agc_inst *mi)
{
	const char *name = mi->info->name;
	if (mi->enc == AGC_ENC_SOP1 || mi->enc == AGC_ENC_SOPK || mi->enc == AGC_ENC_SOP2) {
		const struct agc_operand *d = &mi->def[0];
		if (!strcmp(name, "s_mov_b32") || !strcmp(name, "s_movk_i32")) {
			val v = operand(st, &mi->use[0], 0);
			if (!strcmp(name, "s_movk_i32"))
				v = mk(V_CONST, 0, 0, (uint32_t)(int32_t)(int16_t)mi->simm16);
			set(st, d->reg, v);
			return;
		}
		if (!strcmp(name, "s_mov_b64")) {
			val lo = operand(st, &mi->use[0], 0), hi;
			if (mi->use[0].reg < NS)
				hi = operand(st, &mi->use[0], 1);
			else if (kind_of(lo) == V_CONST && mi->use[0].reg != AGC_REG_LITERAL)
				hi = mk(V_CONST, 0, 0, (int32_t)num_of(lo) < 0 ? ~0u : 0);
			else if (kind_of(lo) == V_CONST)
				hi = mk(V_CONST, 0, 0, 0);
			else
				hi = TOP;
			set(st, d->reg, lo);
			set(st, d->reg + 1, hi);
			return;
		}
		if (!strcmp(name, "s_add_u32") || !strcmp(name, "s_add_i32")) {
			val a = operand(st, &mi->use[0], 0), b = operand(st, &mi->use[1], 0);
			if (kind_of(a) == V_CONST) {
				val t = a;
				a = b;
				b = t;
			}
			if (kind_of(a) == V_USER && !(a & MODIFIED) && kind_of(b) == V_CONST)
				set(st, d->reg, mk(V_USER, 0, sgpr_of(a), num_of(a) + num_of(b)));
			else if (kind_of(a) == V_CONST && kind_of(b) == V_CONST)
				set(st, d->reg, mk(V_CONST, 0, 0, num_of(a) + num_of(b)));
			else
				set(st, d->reg, TOP);
			return;
		}
		if (!strcmp(name, "s_and_b32") || !strcmp(name, "s_or_b32") ||
		    !strcmp(name, "s_andn2_b32") || !strcmp(name, "s_orn2_b32")) {
			val a = operand(st, &mi->use[0], 0), b = operand(st, &mi->use[1], 0);
			if (kind_of(a) == V_CONST) {
				val t = a;
				a = b;
				b = t;
			}
			bool desc = kind_of(a) == V_LOAD || (kind_of(a) == V_USER && num_of(a) == 0);
			set(st, d->reg, desc && kind_of(b) == V_CONST ? a | MODIFIED : TOP);
			return;
		}
		if (!strcmp(name, "s_addc_u32")) {
			/* the high half of a pointer plus a carry: it keeps naming
			 * the same pointer's high half */
			val a = operand(st, &mi->use[0], 0), b = operand(st, &mi->use[1], 0);
			if (is_const(a, 0))
				a = b;
			else if (!is_const(b, 0))
				a = TOP;
			set(st, d->reg, kind_of(a) == V_USER || kind_of(a) == V_CONST ? a : TOP);
			return;
		}
	}
	if (mi->enc == AGC_ENC_SMEM && mi->ndef && mi->nuse >= 1) {
		const struct agc_operand *d = &mi->def[0], *base = &mi->use[0];
		val off = mi->nuse > 1 && mi->use[1].reg != AGC_REG_NULL ? operand(st, &mi->use[1], 0)
									 : mk(V_CONST, 0, 0, 0);
		bool ok = kind_of(off) == V_CONST;
		unsigned src = 0, sgpr = 0;
		uint32_t at = (uint32_t)mi->offset + num_of(off);
		if (!strncmp(name, "s_load_dword", 12)) {
			val lo = operand(st, base, 0), hi = operand(st, base, 1);
			ok &= kind_of(lo) == V_USER && !(lo & MODIFIED) &&
			      (kind_of(hi) == V_USER || kind_of(hi) == V_CONST);
			src = AGC_SRC_POINTER;
			sgpr = sgpr_of(lo);
			at += num_of(lo);
		} else if (!strncmp(name, "s_buffer_load_dword", 19)) {
			for (unsigned i = 0; i < 4; i++) {
				val v = operand(st, base, i);
				ok &= kind_of(v) == V_USER && num_of(v) == 0 && !(v & MODIFIED) &&
				      sgpr_of(v) == sgpr_of(operand(st, base, 0)) + i;
			}
			src = AGC_SRC_BUFFER;
			sgpr = sgpr_of(operand(st, base, 0));
		} else {
			ok = false;
		}
		for (unsigned i = 0; i < d->dwords; i++)
			set(st, d->reg + i, ok ? mk(V_LOAD, src, sgpr, (at & ~3u) + 4 * i) : TOP);
		return;
	}
	/* anything else: the SGPRs it writes are unknown */
	for (unsigned k = 0; k < mi->ndef; k++) {
		const struct agc_operand *o = &mi->def[k];
		for (unsigned i = 0; i < o->dwords; i++)
			if (o->reg + i < NS)
				st[o->reg + i] = TOP;
	}
}

/* ---- descriptors of one instruction ---- */

struct tracer {
	struct agc_arena *a;
	struct agc_ir *ir;
	const struct agc_options *o;
	struct agc_diag *d;
	struct agc_desc_binding *b;
	uint32_t nb, cap;
};

/* trace's *why when an allocation failed */
static const char out_of_memory[] = "out of memory";

static int
refuse(struct tracer *t, const struct agc_inst *mi, const char *fmt, const char *what)
{
	if (what == out_of_memory)
		return agc_fail_oom(t->d, AGC_STAGE_IR, mi->pc, "%s", what);
	agc_fail(t->d, AGC_STAGE_IR, AGC_DIAG_UNSUPPORTED, mi->pc, fmt, what);
	agc_diag_inst(t->d, mi, t->o->wave64);
	return -1;
}

/* The binding of a descriptor whose dwords are op's registers, or -1
 * (with *why) when they are not one source's consecutive dwords. */
static int
trace(struct tracer *t, const val *st, const struct agc_operand *op, unsigned dwords, bool sampler,
      const char **why)
{
	val v0 = operand(st, op, 0) & ~MODIFIED;
	bool modified = false;
	unsigned src, sgpr;
	uint32_t off;
	*why = NULL;
	if (kind_of(v0) == V_USER && num_of(v0) == 0) {
		src = AGC_SRC_USER_SGPR;
		sgpr = sgpr_of(v0);
		off = 0;
	} else if (kind_of(v0) == V_LOAD) {
		src = src_of(v0);
		sgpr = sgpr_of(v0);
		off = num_of(v0);
	} else {
		return -1;
	}
	for (unsigned i = 0; i < dwords; i++)
		modified |= (operand(st, op, i) & MODIFIED) != 0;
	for (unsigned i = 1; i < dwords; i++) {
		val v = operand(st, op, i) & ~MODIFIED;
		val want = src == AGC_SRC_USER_SGPR ? mk(V_USER, 0, sgpr + i, 0)
						    : mk(V_LOAD, src, sgpr, off + 4 * i);
		if (v != want)
			return -1;
	}
	for (uint32_t i = 0; i < t->nb; i++) {
		struct agc_desc_binding *b = &t->b[i];
		if (b->src == src && b->sgpr == sgpr && b->offset == off) {
			if ((b->type == AGC_DESC_SAMPLER) != sampler) {
				*why = "not supported yet: one descriptor used as an image and as a sampler";
				return -1;
			}
			b->modified |= modified;
			return (int)i;
		}
	}
	if (t->nb == t->cap) {
		uint32_t cap = t->cap ? 2 * t->cap : 8;
		struct agc_desc_binding *nb = agc_realloc(t->a, t->b, sizeof(*nb) * t->cap, sizeof(*nb) * cap);
		if (!nb) {
			*why = out_of_memory;
			return -1;
		}
		t->b = nb;
		t->cap = cap;
	}
	struct agc_desc_binding *b = &t->b[t->nb];
	memset(b, 0, sizeof(*b));
	b->type = sampler ? AGC_DESC_SAMPLER : AGC_DESC_SAMPLED_IMAGE;
	b->src = (uint8_t)src;
	b->sgpr = (uint16_t)sgpr;
	b->offset = off;
	b->dim = 0xff;
	b->format = SpvImageFormatUnknown;
	b->modified = modified;
	return (int)t->nb++;
}

static bool
is_image(const struct agc_ir_inst *in)
{
	switch (in->op->kind) {
	case AGC_K_IMGLOAD: case AGC_K_IMGSTORE: case AGC_K_IMGATOMIC: case AGC_K_IMGSAMPLE:
	case AGC_K_IMGRESINFO:
		return true;
	default:
		return false;
	}
}

static int
instruction(struct tracer *t, const val *st, uint32_t i)
{
	struct agc_ir *ir = t->ir;
	const struct agc_inst *mi = ir->inst[i].mi;
	unsigned kind = ir->inst[i].op->kind;
	const struct agc_operand *rsrc = NULL, *samp = NULL;
	for (unsigned k = 0; k < mi->nuse; k++)
		if (mi->use[k].reg < 128) {
			if (!rsrc)
				rsrc = &mi->use[k];
			else if (!samp)
				samp = &mi->use[k];
		}
	if (!rsrc)
		return refuse(t, mi, "%s", "cannot trace the image descriptor: no T# operand");
	const char *why;
	int r = trace(t, st, rsrc, mi->r128 ? 4 : 8, false, &why);
	if (r < 0)
		return refuse(t, mi, "%s", why ? why : "cannot trace the image descriptor (T#) to user "
				  "data or to a load from a user-data pointer at a constant offset");
	/* an inlined callee's instruction is lowered once per call site, but
	 * has one binding */
	static const char *const differs = "not supported yet: the descriptor differs between the "
					   "call sites this code is inlined at";
	if (ir->desc.rsrc[i] >= 0 && ir->desc.rsrc[i] != r)
		return refuse(t, mi, "%s", differs);
	ir->desc.rsrc[i] = r;
	if (samp && (mi->info->flags & AGC_MIMG_SAMPLER)) {
		int s = trace(t, st, samp, 4, true, &why);
		if (s < 0)
			return refuse(t, mi, "%s", why ? why : "cannot trace the sampler descriptor (S#) to "
					  "user data or to a load from a user-data pointer at a constant offset");
		if (ir->desc.samp[i] >= 0 && ir->desc.samp[i] != s)
			return refuse(t, mi, "%s", differs);
		ir->desc.samp[i] = s;
	}
	struct agc_desc_binding *b = &t->b[r];
	if (b->dim != 0xff && b->dim != mi->dim)
		return refuse(t, mi, "%s", "not supported yet: one image used with two dims");
	b->dim = mi->dim;
	switch (kind) {
	case AGC_K_IMGLOAD: b->read = true; break;
	case AGC_K_IMGSTORE: b->write = true; break;
	case AGC_K_IMGATOMIC: b->atomic = true; break;
	case AGC_K_IMGSAMPLE: b->sample = true; break;
	default: b->query = true; break;
	}
	if ((b->write || b->atomic) && b->sample)
		return refuse(t, mi, "%s", "not supported yet: one image both sampled and written");
	return 0;
}

static int
by_source(const void *x, const void *y)
{
	const struct agc_desc_binding *p = x, *q = y;
	if (p->src != q->src)
		return (int)p->src - (int)q->src;
	if (p->sgpr != q->sgpr)
		return (int)p->sgpr - (int)q->sgpr;
	return p->offset < q->offset ? -1 : p->offset > q->offset;
}

/* Types and formats, then bindings in source order. */
static int
finish(struct tracer *t)
{
	struct agc_ir *ir = t->ir;
	const struct agc_options *o = t->o;
	for (uint32_t i = 0; i < t->nb; i++) {
		struct agc_desc_binding *b = &t->b[i];
		b->binding = i; /* the old index, until the sort */
		if (b->type == AGC_DESC_SAMPLER)
			continue;
		if (b->write || b->atomic)
			b->type = AGC_DESC_STORAGE_IMAGE;
		for (uint32_t k = 0; k < o->nimage_formats; k++) {
			const struct agc_image_format *f = &o->image_formats[k];
			if (f->src == b->src && f->sgpr == b->sgpr && f->offset == b->offset) {
				b->format = f->format;
				b->numeric = f->numeric;
				b->format_given = true;
			}
		}
		/* atomics need a 32-bit integer format */
		if (b->atomic && b->format == SpvImageFormatUnknown)
			b->format = b->numeric == AGC_NUM_SINT ? SpvImageFormatR32i : SpvImageFormatR32ui;
		if (b->atomic && b->numeric == AGC_NUM_FLOAT)
			b->numeric = b->format == SpvImageFormatR32i ? AGC_NUM_SINT : AGC_NUM_UINT;
	}
	qsort(t->b, t->nb, sizeof(t->b[0]), by_source);
	int32_t *map = agc_alloc(t->a, sizeof(int32_t) * (t->nb ? t->nb : 1));
	if (!map)
		return agc_fail_oom(t->d, AGC_STAGE_LIMIT, AGC_DIAG_NO_OFFSET, "out of memory");
	for (uint32_t i = 0; i < t->nb; i++) {
		map[t->b[i].binding] = (int32_t)i;
		t->b[i].set = t->o->descriptor_set; /* --descriptor-set (0) */
		t->b[i].binding = i;
	}
	for (uint32_t i = 0; i < ir->ninst; i++) {
		if (ir->desc.rsrc[i] >= 0)
			ir->desc.rsrc[i] = map[ir->desc.rsrc[i]];
		if (ir->desc.samp[i] >= 0)
			ir->desc.samp[i] = map[ir->desc.samp[i]];
	}
	ir->desc.bindings = t->b;
	ir->desc.nbindings = t->nb;
	return 0;
}

int
agc_ir_descriptors(struct agc_arena *a, struct agc_ir *ir, const struct agc_options *o,
		   struct agc_diag *d)
{
	const struct agc_shader_cfg *cfg = ir->cfg;
	const struct agc_graph *g = &cfg->g;
	struct tracer t = {a, ir, o, d, NULL, 0, 0};

	memset(&ir->desc, 0, sizeof(ir->desc));
	bool any = false;
	for (uint32_t i = 0; i < ir->ninst && !any; i++)
		any = is_image(&ir->inst[i]);
	if (!any)
		return 0;

	uint32_t nb = g->nblocks;
	val *in = agc_alloc(a, sizeof(val) * NS * nb);
	uint32_t *work = agc_alloc(a, sizeof(uint32_t) * nb);
	bool *queued = agc_alloc(a, sizeof(bool) * nb);
	ir->desc.rsrc = agc_alloc(a, sizeof(int32_t) * ir->ninst);
	ir->desc.samp = agc_alloc(a, sizeof(int32_t) * ir->ninst);
	if (!in || !work || !queued || !ir->desc.rsrc || !ir->desc.samp)
		return agc_fail_oom(d, AGC_STAGE_LIMIT, AGC_DIAG_NO_OFFSET,
				"out of memory tracing descriptors");
	for (uint32_t i = 0; i < ir->ninst; i++)
		ir->desc.rsrc[i] = ir->desc.samp[i] = -1;

	/* the entry: user SGPRs hold user data, the rest nothing known */
	for (unsigned r = 0; r < NS; r++)
		in[r] = r < o->user_sgprs ? mk(V_USER, 0, r, 0) : TOP;
	uint32_t nwork = 0;
	work[nwork++] = 0;
	queued[0] = true;
	val st[NS];
	while (nwork) {
		uint32_t b = work[--nwork];
		queued[b] = false;
		memcpy(st, in + (size_t)b * NS, sizeof(st));
		const struct agc_bb *bb = &cfg->bb[b];
		for (uint32_t i = bb->first; i < bb->first + bb->count; i++)
			transfer(st, &cfg->insts[i]);
		for (uint32_t k = 0; k < g->blocks[b].nsucc; k++) {
			uint32_t s = g->blocks[b].succ[k];
			val *sin = in + (size_t)s * NS;
			bool changed = false;
			for (unsigned r = 0; r < NS; r++) {
				val m = meet(sin[r], st[r]);
				changed |= m != sin[r];
				sin[r] = m;
			}
			if (changed && !queued[s]) {
				queued[s] = true;
				work[nwork++] = s;
			}
		}
	}

	for (uint32_t b = 0; b < nb; b++) {
		memcpy(st, in + (size_t)b * NS, sizeof(st));
		const struct agc_bb *bb = &cfg->bb[b];
		for (uint32_t i = bb->first; i < bb->first + bb->count; i++) {
			if (is_image(&ir->inst[i]) && instruction(&t, st, i) < 0)
				return -1;
			transfer(st, &cfg->insts[i]);
		}
	}
	return finish(&t);
}
