/*
 * lower_image.c -- MIMG instructions on the descriptor bindings that
 * ir/descriptors.c traced their T# and S# to.
 *
 *   image_load v[0:1], v[2:3], s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_2D
 *      per slot k: if (active_k) {
 *          %t = OpImageFetch %v4float %img (v2_k, v3_k) Lod 0
 *          v0_k = bits(%t.x); v1_k = bits(%t.y) }
 *   image_sample_l v4, v[6:8], s[16:23], s[24:27] dmask:0x4
 *      %t = OpImageSampleExplicitLod %v4float (OpSampledImage %img %smp)
 *           (v6_k, v7_k) Lod v8_k;  v4_k = bits(%t.z)
 *
 * A T# that is only read is a sampled image (OpImageFetch, sampling, size
 * queries); one that is written a storage image (OpImageRead/Write,
 * OpImageTexelPointer atomics).  dmask picks the components returned (or
 * stored) in consecutive VGPRs; d16 packs two 16-bit components a dword;
 * a16 packs two 16-bit address components a dword.  Sampling takes its LOD
 * from the instruction (_l, _lz) or explicit derivatives (_d); sampling
 * with implicit derivatives is refused (a compute shader has no quads the
 * recompiled module could take them from).  The unorm bit divides the
 * coordinates by the size of level 0.  Cube and MSAA images, tfe/lwe and
 * the _o and _cl variants are refused as not supported yet.
 */
#include <string.h>

#include "decoder/mem.h"
#include "spirv/lower.h"

/* coordinates per MIMG dim (0: not supported) and its SPIR-V Dim */
static const uint8_t dim_coords[8] = {1, 2, 3, 0, 2, 3, 0, 0};
static const uint8_t dim_spv[8] = {SpvDim1D, SpvDim2D, SpvDim3D, SpvDimCube, SpvDim1D, SpvDim2D,
				   SpvDim2D, SpvDim2D};

static bool
arrayed(unsigned dim)
{
	return dim == 4 || dim == 5;
}

static uint32_t
vec_type(struct agc_lower *l, uint32_t scalar, unsigned n)
{
	if (n == 1)
		return scalar;
	return agc_spv_type(l->m, SpvOpTypeVector, (uint32_t[]){scalar, n}, 2);
}

static uint32_t
numeric_type(struct agc_lower *l, unsigned numeric)
{
	return numeric == AGC_NUM_FLOAT ? l->t_f32 : numeric == AGC_NUM_SINT ? l->t_i32 : l->t_u32;
}

/* The OpTypeImage of a binding. */
static uint32_t
image_type(struct agc_lower *l, const struct agc_desc_binding *b)
{
	bool storage = b->type == AGC_DESC_STORAGE_IMAGE;
	uint32_t ops[7] = {numeric_type(l, b->numeric), dim_spv[b->dim & 7], 0, arrayed(b->dim), 0,
			   storage ? 2 : 1, storage ? b->format : (uint32_t)SpvImageFormatUnknown};
	return agc_spv_type(l->m, SpvOpTypeImage, ops, 7);
}

/* The UniformConstant variable of binding i, made on first use. */
static uint32_t
binding_var(struct agc_lower *l, uint32_t i)
{
	struct agc_spv_module *m = l->m;
	const struct agc_desc_binding *b = &l->ir->desc.bindings[i];
	if (l->desc_var[i])
		return l->desc_var[i];
	uint32_t t;
	if (b->type == AGC_DESC_SAMPLER) {
		t = agc_spv_type(m, SpvOpTypeSampler, NULL, 0);
	} else {
		t = image_type(l, b);
		bool storage = b->type == AGC_DESC_STORAGE_IMAGE;
		if (b->dim == 0 || b->dim == 4)
			agc_spv_capability(m, storage ? SpvCapabilityImage1D : SpvCapabilitySampled1D);
		if (storage && b->format == SpvImageFormatUnknown) {
			if (b->read)
				agc_spv_capability(m, SpvCapabilityStorageImageReadWithoutFormat);
			if (b->write)
				agc_spv_capability(m, SpvCapabilityStorageImageWriteWithoutFormat);
		}
		if (storage && b->format != SpvImageFormatUnknown && b->format != SpvImageFormatRgba32f &&
		    b->format != SpvImageFormatRgba16f && b->format != SpvImageFormatR32f &&
		    b->format != SpvImageFormatRgba8 && b->format != SpvImageFormatRgba8Snorm &&
		    b->format != SpvImageFormatRgba32i && b->format != SpvImageFormatRgba16i &&
		    b->format != SpvImageFormatRgba8i && b->format != SpvImageFormatR32i &&
		    b->format != SpvImageFormatRgba32ui && b->format != SpvImageFormatRgba16ui &&
		    b->format != SpvImageFormatRgba8ui && b->format != SpvImageFormatR32ui)
			agc_spv_capability(m, SpvCapabilityStorageImageExtendedFormats);
	}
	uint32_t var = agc_spv_global(m, agc_spv_type_pointer(m, SpvStorageClassUniformConstant, t),
				      SpvStorageClassUniformConstant);
	agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 3, var, (uint32_t)SpvDecorationDescriptorSet, b->set);
	agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 3, var, (uint32_t)SpvDecorationBinding, b->binding);
	char name[40];
	agc_desc_source_name(b->src, b->sgpr, b->offset, name, sizeof(name));
	agc_spv_inst_str(m, AGC_SPV_DEBUG, SpvOpName, &var, 1, name, NULL, 0);
	l->interface[l->ninterface++] = var;
	l->desc_var[i] = var;
	return var;
}

/* ---- addresses ---- */

/* VGPR of address dword i: consecutive from vaddr, or the NSA bytes. */
static unsigned
addr_vgpr(const struct agc_inst *mi, unsigned i)
{
	if (!mi->nsa || i == 0)
		return (unsigned)mi->addr[0] + i;
	return (mi->words[2 + (i - 1) / 4] >> (8 * ((i - 1) % 4))) & 0xff;
}

/* The address components of one slot: 32-bit dwords first (n32 of them),
 * then n16 components that a16 packs two a dword (else one each). */
struct address {
	uint32_t v[16]; /* uint bits of each component */
	unsigned n;
};

static int
read_address(struct agc_lower *l, const struct agc_ir_inst *in, unsigned slot, unsigned n32,
	     unsigned n16, struct address *a)
{
	const struct agc_inst *mi = in->mi;
	unsigned dwords = n32 + (mi->a16 ? (n16 + 1) / 2 : n16);
	if (dwords > 13 || (mi->nsa && dwords > 1 + 4u * mi->nsa))
		return agc_lw_unsupported(l, in, "not supported yet: more address dwords than the "
					  "instruction encodes");
	a->n = n32 + n16;
	for (unsigned i = 0; i < n32; i++)
		a->v[i] = agc_lw_read_vgpr(l, addr_vgpr(mi, i), slot);
	for (unsigned j = 0; j < n16; j++) {
		if (!mi->a16) {
			a->v[n32 + j] = agc_lw_read_vgpr(l, addr_vgpr(mi, n32 + j), slot);
			continue;
		}
		uint32_t w = agc_lw_read_vgpr(l, addr_vgpr(mi, n32 + j / 2), slot);
		a->v[n32 + j] = agc_spv_op(l->m, SpvOpBitFieldUExtract, l->t_u32, 3, w, agc_lw_u32(l, 16 * (j % 2)),
					   agc_lw_u32(l, 16));
	}
	return 0;
}

/* A 16-bit float (a16) or 32-bit float bits as a float. */
static uint32_t
as_float(struct agc_lower *l, const struct agc_inst *mi, uint32_t bits)
{
	if (!mi->a16)
		return agc_lw_bitcast(l, l->t_f32, bits);
	uint32_t pair = agc_lw_ext(l, l->t_v2f32, GLSLstd450UnpackHalf2x16, 1, bits);
	return agc_spv_op(l->m, SpvOpCompositeExtract, l->t_f32, 2, pair, 0u);
}

static uint32_t
compose(struct agc_lower *l, uint32_t scalar, const uint32_t *c, unsigned n)
{
	if (n == 1)
		return c[0];
	uint32_t ops[6] = {vec_type(l, scalar, n), agc_spv_id(l->m)};
	memcpy(ops + 2, c, n * sizeof(uint32_t));
	agc_spv_inst(l->m, AGC_SPV_FN_CODE, SpvOpCompositeConstruct, ops, 2 + n);
	return ops[1];
}

/* ---- results ---- */

static unsigned
popcount4(unsigned m)
{
	return (m & 1) + (m >> 1 & 1) + (m >> 2 & 1) + (m >> 3 & 1);
}

/* Write the dmask-selected components of the 4-vector t (of the image's
 * numeric type) to vdata, d16 packing two a dword. */
static void
write_texel(struct agc_lower *l, const struct agc_inst *mi, unsigned numeric, uint32_t t,
	    unsigned dmask, unsigned slot)
{
	struct agc_spv_module *m = l->m;
	uint32_t st = numeric_type(l, numeric), c[4];
	unsigned n = 0;
	for (unsigned i = 0; i < 4; i++)
		if (dmask & (1u << i)) {
			uint32_t x = agc_spv_op(m, SpvOpCompositeExtract, st, 2, t, i);
			c[n++] = x;
		}
	unsigned v = mi->def[0].reg - AGC_REG_VGPR0;
	if (!mi->d16) {
		for (unsigned i = 0; i < n; i++)
			agc_lw_write_vgpr(l, v + i, slot, numeric == AGC_NUM_UINT ? c[i] : agc_lw_bitcast(l, l->t_u32, c[i]), 0);
		return;
	}
	for (unsigned i = 0; i < n; i += 2) {
		uint32_t w;
		if (numeric == AGC_NUM_FLOAT) {
			w = agc_lw_f32_to_f16(l, c[i]);
			if (i + 1 < n)
				w = agc_spv_op(m, SpvOpBitFieldInsert, l->t_u32, 4, w,
					       agc_lw_f32_to_f16(l, c[i + 1]), agc_lw_u32(l, 16), agc_lw_u32(l, 16));
		} else {
			uint32_t lo = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, agc_lw_bitcast(l, l->t_u32, c[i]),
						 agc_lw_u32(l, 0xffff));
			w = lo;
			if (i + 1 < n)
				w = agc_spv_op(m, SpvOpBitFieldInsert, l->t_u32, 4, lo,
					       agc_lw_bitcast(l, l->t_u32, c[i + 1]), agc_lw_u32(l, 16), agc_lw_u32(l, 16));
		}
		agc_lw_write_vgpr(l, v + i / 2, slot, w, 0);
	}
}

/* The 4-vector a store writes: vdata's components where dmask has them, 0 elsewhere. */
static uint32_t
read_texel(struct agc_lower *l, const struct agc_inst *mi, unsigned numeric, unsigned dmask, unsigned slot)
{
	struct agc_spv_module *m = l->m;
	uint32_t st = numeric_type(l, numeric);
	unsigned v = mi->use[0].reg - AGC_REG_VGPR0, n = 0;
	uint32_t c[4];
	for (unsigned i = 0; i < 4; i++) {
		uint32_t bits;
		if (!(dmask & (1u << i))) {
			bits = agc_lw_u32(l, 0);
		} else if (!mi->d16) {
			bits = agc_lw_read_vgpr(l, v + n++, slot);
		} else {
			uint32_t w = agc_lw_read_vgpr(l, v + n / 2, slot);
			if (numeric == AGC_NUM_FLOAT) {
				uint32_t pair = agc_lw_ext(l, l->t_v2f32, GLSLstd450UnpackHalf2x16, 1, w);
				c[i] = agc_spv_op(m, SpvOpCompositeExtract, l->t_f32, 2, pair, n % 2);
				n++;
				continue;
			}
			bits = agc_spv_op(m, numeric == AGC_NUM_SINT ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract,
					  l->t_u32, 3, w, agc_lw_u32(l, 16 * (n % 2)), agc_lw_u32(l, 16));
			n++;
		}
		c[i] = numeric == AGC_NUM_UINT ? bits : agc_lw_bitcast(l, st, bits);
	}
	return compose(l, st, c, 4);
}

/* ---- instructions ---- */

static uint32_t
load_var(struct agc_lower *l, uint32_t var, uint32_t type)
{
	return agc_spv_op(l->m, SpvOpLoad, type, 1, var);
}

/* Integer coordinates (uint vector) and the mip level (or 0) of a slot. */
static int
int_coords(struct agc_lower *l, const struct agc_ir_inst *in, unsigned slot, bool mip,
	   uint32_t *coord, uint32_t *lod)
{
	const struct agc_inst *mi = in->mi;
	unsigned n = dim_coords[mi->dim];
	struct address a;
	if (read_address(l, in, slot, 0, n + (mip ? 1 : 0), &a) < 0)
		return -1;
	*coord = compose(l, l->t_u32, a.v, n);
	*lod = mip ? a.v[n] : agc_lw_u32(l, 0);
	return 0;
}

static int
image_load_store(struct agc_lower *l, const struct agc_ir_inst *in, const struct agc_desc_binding *b,
		 uint32_t var)
{
	struct agc_spv_module *m = l->m;
	const struct agc_inst *mi = in->mi;
	bool store = in->op->kind == AGC_K_IMGSTORE, mip = in->op->spv & AGC_IMG_MIP;
	bool storage = b->type == AGC_DESC_STORAGE_IMAGE;
	if (mip && storage)
		return agc_lw_unsupported(l, in, "not supported yet: a mip level of a storage image "
					  "(a Vulkan storage image view has one level)");
	uint32_t it = image_type(l, b), v4 = vec_type(l, numeric_type(l, b->numeric), 4);
	unsigned dmask = mi->dmask ? mi->dmask : 1;
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t merge = agc_lw_if_begin(l, agc_lw_active(l, k));
		uint32_t coord, lod;
		if (int_coords(l, in, k, mip, &coord, &lod) < 0)
			return -1;
		uint32_t img = load_var(l, var, it);
		if (store) {
			uint32_t texel = read_texel(l, mi, b->numeric, dmask, k);
			agc_spv_code(m, SpvOpImageWrite, 3, img, coord, texel);
		} else {
			uint32_t t;
			if (storage)
				t = agc_spv_op(m, SpvOpImageRead, v4, 2, img, coord);
			else
				t = agc_spv_op(m, SpvOpImageFetch, v4, 4, img, coord,
					       (uint32_t)SpvImageOperandsLodMask, lod);
			write_texel(l, mi, b->numeric, t, dmask, k);
		}
		agc_lw_if_end(l, merge);
	}
	return 0;
}

static int
image_atomic(struct agc_lower *l, const struct agc_ir_inst *in, const struct agc_desc_binding *b,
	     uint32_t var)
{
	struct agc_spv_module *m = l->m;
	const struct agc_inst *mi = in->mi;
	SpvOp op = (SpvOp)in->op->spv;
	bool cmpswap = op == SpvOpAtomicCompareExchange;
	bool incdec = op == SpvOpAtomicIIncrement || op == SpvOpAtomicIDecrement;
	if (mi->dmask != (cmpswap ? 0x3 : 0x1))
		return agc_lw_unsupported(l, in, "not supported yet: 64-bit image atomics");
	if (incdec && b->numeric != AGC_NUM_UINT)
		return agc_lw_unsupported(l, in, "not supported yet: image_atomic_inc/dec on a signed image");
	uint32_t st = numeric_type(l, b->numeric);
	uint32_t pt = agc_spv_type_pointer(m, SpvStorageClassImage, st);
	unsigned data = mi->use[0].reg - AGC_REG_VGPR0;
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t merge = agc_lw_if_begin(l, agc_lw_active(l, k));
		uint32_t coord, lod;
		if (int_coords(l, in, k, false, &coord, &lod) < 0)
			return -1;
		uint32_t p = agc_spv_op(m, SpvOpImageTexelPointer, pt, 3, var, coord, agc_lw_u32(l, 0));
		uint32_t x = agc_lw_read_vgpr(l, data, k), old;
		if (b->numeric != AGC_NUM_UINT)
			x = agc_lw_bitcast(l, st, x);
		if (incdec) {
			old = agc_lw_atomic_incdec(l, p, x, op == SpvOpAtomicIDecrement, SpvScopeDevice);
		} else if (cmpswap) {
			uint32_t c = agc_lw_read_vgpr(l, data + 1, k);
			if (b->numeric != AGC_NUM_UINT)
				c = agc_lw_bitcast(l, st, c);
			old = agc_spv_op(m, op, st, 6, p, agc_lw_u32(l, SpvScopeDevice), agc_lw_u32(l, 0), agc_lw_u32(l, 0), x, c);
		} else {
			old = agc_spv_op(m, op, st, 4, p, agc_lw_u32(l, SpvScopeDevice), agc_lw_u32(l, 0), x);
		}
		if (mi->ndef)
			agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0, k,
					  b->numeric == AGC_NUM_UINT ? old : agc_lw_bitcast(l, l->t_u32, old), 0);
		agc_lw_if_end(l, merge);
	}
	return 0;
}

/* Size of a level (int vector: width, height, depth or layers) and levels. */
static void
query(struct agc_lower *l, const struct agc_desc_binding *b, uint32_t img, uint32_t lod,
      uint32_t *size, unsigned *n, uint32_t *levels)
{
	struct agc_spv_module *m = l->m;
	agc_spv_capability(m, SpvCapabilityImageQuery);
	*n = dim_coords[b->dim];
	uint32_t vt = vec_type(l, l->t_i32, *n);
	if (b->type == AGC_DESC_STORAGE_IMAGE) {
		*size = agc_spv_op(m, SpvOpImageQuerySize, vt, 1, img);
		*levels = agc_lw_u32(l, 1);
	} else {
		*size = agc_spv_op(m, SpvOpImageQuerySizeLod, vt, 2, img, lod);
		*levels = agc_lw_bitcast(l, l->t_u32, agc_spv_op(m, SpvOpImageQueryLevels, l->t_i32, 1, img));
	}
}

static int
image_resinfo(struct agc_lower *l, const struct agc_ir_inst *in, const struct agc_desc_binding *b,
	      uint32_t var)
{
	struct agc_spv_module *m = l->m;
	const struct agc_inst *mi = in->mi;
	uint32_t it = image_type(l, b);
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t merge = agc_lw_if_begin(l, agc_lw_active(l, k));
		struct address a;
		if (read_address(l, in, k, 0, 1, &a) < 0)
			return -1;
		uint32_t size, levels, c[4];
		unsigned n;
		query(l, b, load_var(l, var, it), a.v[0], &size, &n, &levels);
		/* width, height, depth or layers, levels; 1 where the dim has none */
		for (unsigned i = 0; i < 3; i++)
			c[i] = i >= n ? agc_lw_u32(l, 1)
			       : n == 1 ? agc_lw_bitcast(l, l->t_u32, size)
			       : agc_lw_bitcast(l, l->t_u32, agc_spv_op(m, SpvOpCompositeExtract, l->t_i32, 2, size, i));
		c[3] = levels;
		write_texel(l, mi, AGC_NUM_UINT, compose(l, l->t_u32, c, 4), mi->dmask ? mi->dmask : 1, k);
		agc_lw_if_end(l, merge);
	}
	return 0;
}

static int
image_sample(struct agc_lower *l, const struct agc_ir_inst *in, const struct agc_desc_binding *b,
	     uint32_t var)
{
	struct agc_spv_module *m = l->m;
	const struct agc_inst *mi = in->mi;
	unsigned v = in->op->spv;
	/* pixel stage: implicit derivatives from the real quads (K = 1); the
	 * sample runs in every lane, its result is written where EXEC is set */
	bool implicit = (v & AGC_IMG_IMPLICIT) && l->ps;
	if (implicit && (v & (AGC_IMG_BIAS | AGC_IMG_GATHER)))
		return agc_lw_unsupported(l, in, "not supported yet: bias and gather with implicit "
					  "derivatives");
	if ((v & AGC_IMG_IMPLICIT) && !implicit)
		return agc_lw_unsupported(l, in, "not supported yet: sampling with implicit derivatives "
					  "in a compute shader (use an explicit LOD: _l, _lz or _d)");
	int si = l->ir->desc.samp[in - l->ir->inst];
	if (si < 0)
		return agc_lw_unsupported(l, in, "sampling without a sampler");
	const struct agc_desc_binding *sb = &l->ir->desc.bindings[si];
	if (sb->type != AGC_DESC_SAMPLER)
		return agc_lw_unsupported(l, in, "not supported yet: one descriptor used as an image and as a sampler");
	if (mi->a16 && (v & AGC_IMG_D))
		return agc_lw_unsupported(l, in, "not supported yet: a16 with derivatives");
	unsigned gather_c = 0;
	if ((v & AGC_IMG_GATHER) && !(v & AGC_IMG_C)) {
		if (popcount4(mi->dmask) != 1)
			return agc_lw_unsupported(l, in, "image_gather4 with a dmask of more than one component");
		gather_c = (unsigned)__builtin_ctz(mi->dmask);
	}
	unsigned n = dim_coords[mi->dim], ng = arrayed(mi->dim) ? n - 1 : n;
	unsigned n32 = ((v & AGC_IMG_C) ? 1 : 0) + ((v & AGC_IMG_D) ? 2 * ng : 0);
	unsigned n16 = n + ((v & AGC_IMG_LOD) ? 1 : 0);
	uint32_t it = image_type(l, b), st = numeric_type(l, b->numeric), v4 = vec_type(l, st, 4);
	uint32_t sit = agc_spv_type(m, SpvOpTypeSampledImage, &it, 1);
	uint32_t zero = agc_spv_constant(m, SpvOpConstant, l->t_f32, (uint32_t[]){0}, 1);
	uint32_t svar = binding_var(l, (uint32_t)si);
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t merge = implicit ? 0 : agc_lw_if_begin(l, agc_lw_active(l, k));
		struct address a;
		if (read_address(l, in, k, n32, n16, &a) < 0)
			return -1;
		uint32_t img = load_var(l, var, it);
		uint32_t smp = load_var(l, svar, agc_spv_type(m, SpvOpTypeSampler, NULL, 0));
		uint32_t sim = agc_spv_op(m, SpvOpSampledImage, sit, 2, img, smp);
		unsigned i = 0;
		uint32_t dref = 0, grad[2][3], c[4];
		if (v & AGC_IMG_C)
			dref = agc_lw_bitcast(l, l->t_f32, a.v[i++]);
		if (v & AGC_IMG_D)
			for (unsigned d = 0; d < 2; d++)
				for (unsigned j = 0; j < ng; j++)
					grad[d][j] = agc_lw_bitcast(l, l->t_f32, a.v[i++]);
		for (unsigned j = 0; j < n; j++)
			c[j] = as_float(l, mi, a.v[i++]);
		uint32_t lod = (v & AGC_IMG_LOD) ? as_float(l, mi, a.v[i++]) : zero;
		if (mi->unorm) {
			/* unnormalized coordinates: divide by the size of level 0 */
			uint32_t size, levels;
			unsigned qn;
			query(l, b, img, agc_lw_u32(l, 0), &size, &qn, &levels);
			for (unsigned j = 0; j < ng; j++) {
				uint32_t s = qn == 1 ? size : agc_spv_op(m, SpvOpCompositeExtract, l->t_i32, 2, size, j);
				s = agc_spv_op(m, SpvOpConvertSToF, l->t_f32, 1, s);
				c[j] = agc_spv_op(m, SpvOpFDiv, l->t_f32, 2, c[j], s);
			}
		}
		uint32_t coord = compose(l, l->t_f32, c, n), t;
		uint32_t ops[12];
		unsigned no = 0;
		if (v & AGC_IMG_GATHER) {
			ops[no++] = v4;
			ops[no++] = agc_spv_id(m);
			ops[no++] = sim;
			ops[no++] = coord;
			ops[no++] = (v & AGC_IMG_C) ? dref : agc_lw_u32(l, gather_c);
			agc_spv_inst(m, AGC_SPV_FN_CODE, (v & AGC_IMG_C) ? SpvOpImageDrefGather : SpvOpImageGather,
				     ops, no);
			t = ops[1];
		} else {
			ops[no++] = (v & AGC_IMG_C) ? st : v4;
			ops[no++] = agc_spv_id(m);
			ops[no++] = sim;
			ops[no++] = coord;
			if (v & AGC_IMG_C)
				ops[no++] = dref;
			if (v & AGC_IMG_D) {
				ops[no++] = SpvImageOperandsGradMask;
				ops[no++] = compose(l, l->t_f32, grad[0], ng);
				ops[no++] = compose(l, l->t_f32, grad[1], ng);
			} else if (!implicit) {
				ops[no++] = SpvImageOperandsLodMask;
				ops[no++] = lod;
			}
			SpvOp sop = (v & AGC_IMG_C) ? SpvOpImageSampleDrefExplicitLod : SpvOpImageSampleExplicitLod;
			if (implicit)
				sop = (v & AGC_IMG_C) ? SpvOpImageSampleDrefImplicitLod : SpvOpImageSampleImplicitLod;
			agc_spv_inst(m, AGC_SPV_FN_CODE, sop, ops, no);
			t = ops[1];
			/* a depth comparison's result in every component */
			if (v & AGC_IMG_C)
				t = compose(l, st, (uint32_t[]){t, t, t, t}, 4);
		}
		if (implicit)
			merge = agc_lw_if_begin(l, agc_lw_active(l, k));
		write_texel(l, mi, b->numeric, t, (v & AGC_IMG_GATHER) ? 0xf : mi->dmask ? mi->dmask : 1, k);
		agc_lw_if_end(l, merge);
	}
	return 0;
}

int
agc_lower_image(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	uint32_t i = (uint32_t)(in - l->ir->inst);
	int r = l->ir->desc.rsrc ? l->ir->desc.rsrc[i] : -1;
	if (r < 0)
		return agc_lw_unsupported(l, in, "cannot trace the image descriptor");
	const struct agc_desc_binding *b = &l->ir->desc.bindings[r];
	if (!dim_coords[mi->dim])
		return agc_lw_unsupported(l, in, "not supported yet: cube and MSAA images");
	if (mi->tfe || mi->lwe)
		return agc_lw_unsupported(l, in, "not supported yet: tfe/lwe (texel fail and LOD warning)");
	if (mi->d16 && in->op->kind != AGC_K_IMGLOAD && in->op->kind != AGC_K_IMGSTORE &&
	    in->op->kind != AGC_K_IMGSAMPLE)
		return agc_lw_unsupported(l, in, "not supported yet: d16 here");
	uint32_t var = binding_var(l, (uint32_t)r);
	switch (in->op->kind) {
	case AGC_K_IMGLOAD:
	case AGC_K_IMGSTORE:
		return image_load_store(l, in, b, var);
	case AGC_K_IMGATOMIC:
		return image_atomic(l, in, b, var);
	case AGC_K_IMGRESINFO:
		return image_resinfo(l, in, b, var);
	default:
		return image_sample(l, in, b, var);
	}
}
