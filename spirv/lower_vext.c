/*
 * lower_vext.c -- the helpers of 16-bit operands, float constants and
 * output modifiers that the VALU lowerings share (the entry is
 * agc_lower_valu, lower_valu.c).
 */
#include <string.h>

#include "spirv/lower_ext.h"
#include "spirv/lower_lane.h"

static uint32_t
u(struct agc_lower *l, uint32_t v)
{
	return agc_lw_u32(l, v);
}

uint32_t
agc_lx_word(struct agc_lower *l, const struct agc_operand *o, bool f16, unsigned slot)
{
	static const uint16_t h[] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000,
	                             0xc000, 0x4400, 0xc400, 0x3118};
	if (f16 && o->reg >= AGC_REG_FLOAT_HALF && o->reg <= 248) {
		uint32_t c = h[o->reg - AGC_REG_FLOAT_HALF];
		return u(l, c | c << 16);
	}
	return agc_lw_src(l,
	                  &(struct agc_operand){.reg = o->reg, .dwords = 1, .literal = o->literal},
	                  AGC_T_U32, slot);
}

uint32_t
agc_lx_half(struct agc_lower *l, uint32_t w, bool hi, bool sext)
{
	return agc_spv_op(l->m, sext ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract, l->t_u32, 3,
	                  w, u(l, hi ? 16 : 0), u(l, 16));
}

uint32_t
agc_lx_f16_to_f32(struct agc_lower *l, uint32_t h)
{
	uint32_t p = agc_lw_ext(l, l->t_v2f32, GLSLstd450UnpackHalf2x16, 1, h);
	return agc_spv_op(l->m, SpvOpCompositeExtract, l->t_f32, 2, p, 0u);
}

bool
agc_lx_opsel_hi(const struct agc_inst *mi, unsigned i)
{
	return mi->enc == AGC_ENC_VOP3 && ((mi->opsel >> i) & 1);
}

uint32_t
agc_lx_src_f16(struct agc_lower *l, const struct agc_operand *o, bool hi, unsigned slot)
{
	uint32_t h = agc_lx_half(l, agc_lx_word(l, o, true, slot), hi, false);
	return agc_lx_fmods(l, agc_lx_f16_to_f32(l, h), o->mods & AGC_MOD_ABS,
	                    o->mods & AGC_MOD_NEG);
}

uint32_t
agc_lx_f32_to_f16(struct agc_lower *l, uint32_t f)
{
	return agc_lw_to_bits(l, f, AGC_T_F16);
}

uint32_t
agc_lx_fmods(struct agc_lower *l, uint32_t f, bool abs, bool neg)
{
	if (abs)
		f = agc_lw_ext(l, l->t_f32, GLSLstd450FAbs, 1, f);
	if (neg)
		f = agc_spv_op(l->m, SpvOpFNegate, l->t_f32, 1, f);
	return f;
}

uint32_t
agc_lx_fconst(struct agc_lower *l, float v)
{
	uint32_t b;
	memcpy(&b, &v, 4);
	return agc_spv_constant(l->m, SpvOpConstant, l->t_f32, &b, 1);
}

uint32_t
agc_lx_clamp01(struct agc_lower *l, uint32_t x, bool f64)
{
	/* On the bits: NaN and anything with the sign set (-0 too: the
	 * ISA's max(x, +0) takes +0) give +0, above 1.0 gives 1.0, the rest
	 * is x -- a denormal included, which a device's NClamp may flush. */
	struct agc_spv_module *m = l->m;
	uint32_t t = f64 ? agc_lx_f64(l) : l->t_f32, bt = f64 ? l->t_u64 : l->t_u32;
	uint32_t bits = agc_lw_bitcast(l, bt, x);
	uint32_t abs = agc_spv_op(m, SpvOpBitwiseAnd, bt, 2, bits,
	                          f64 ? agc_lw_const64(l, ~0ull >> 1) : agc_lw_u32(l, 0x7fffffff));
	uint32_t inf = f64 ? agc_lw_const64(l, 0x7ff0000000000000ull) : agc_lw_u32(l, 0x7f800000);
	uint32_t one = f64 ? agc_lw_const64(l, 0x3ff0000000000000ull) : agc_lw_u32(l, 0x3f800000);
	uint32_t zero = f64 ? agc_lw_const64(l, 0) : agc_lw_u32(l, 0);
	uint32_t to_zero = agc_spv_op(m, SpvOpLogicalOr, l->t_bool, 2,
	                              agc_spv_op(m, SpvOpUGreaterThan, l->t_bool, 2, abs, inf),
	                              agc_spv_op(m, SpvOpINotEqual, l->t_bool, 2, abs, bits));
	uint32_t r = agc_spv_op(m, SpvOpSelect, bt, 3,
	                        agc_spv_op(m, SpvOpUGreaterThan, l->t_bool, 2, bits, one), one, bits);
	r = agc_spv_op(m, SpvOpSelect, bt, 3, to_zero, zero, r);
	return agc_lw_bitcast(l, t, r);
}

uint32_t
agc_lx_out_f(struct agc_lower *l, const struct agc_inst *mi, uint32_t f)
{
	static const float scale[4] = {1.0f, 2.0f, 4.0f, 0.5f};
	if (mi->omod)
		f = agc_spv_op(l->m, SpvOpFMul, l->t_f32, 2, f,
		               agc_lx_fconst(l, scale[mi->omod & 3]));
	return mi->clamp ? agc_lx_clamp01(l, f, false) : f;
}

uint32_t
agc_lx_f64(struct agc_lower *l)
{
	if (!l->t_f64) {
		agc_spv_capability(l->m, SpvCapabilityFloat64);
		l->t_f64 = agc_spv_type(l->m, SpvOpTypeFloat, (uint32_t[]){64}, 1);
	}
	return l->t_f64;
}
