/*
 * lower_valu_half.c -- 16-bit vector instructions beyond the v_pk_* family
 * (ops.def kinds V16X and VCMPCLASS16), per slot under EXEC.
 *
 *   v_max3_f16 v0, v1, v2, v3 op_sel:[1,0,0,1]
 *     per slot k: a = f32(v1_k.hi), b = f32(v2_k.lo), c = f32(v3_k.lo)
 *                 v0_k = active_k ? f16(max(max(a, b), c)) << 16 | v0_k.lo : v0_k
 *
 * A VOP3 encoding's op_sel bit i reads the high half of source i; op_sel
 * bit 3 writes the high half of the destination and keeps its low half;
 * otherwise a 16-bit result fills the low half and keeps the high half
 * (gfx10: agc_lw_store16).
 * f16 operands are read into f32, where they are exact, with their
 * abs/neg modifiers; results are rounded to f16 once (nearest even, f16
 * denormals kept) after omod and clamp.
 *
 *   v_cvt_f16_i16/u16, v_cvt_i16/u16_f16   integers saturate, NaN -> 0
 *   v_cvt_norm_i16/u16_f16                 clamp to [-1|0, 1], times
 *   v_cvt_pknorm_i16/u16_f16               32767|65535, nearest even, NaN -> 0
 *   v_fract_f16     x - floor(x), at most the f16 below 1; inf, NaN -> NaN
 *   v_frexp_exp_i16_f16, v_frexp_mant_f16  (inf, NaN: 0 / the input)
 *   v_ldexp_f16     x * 2^(i16 exponent)
 *   v_min3/max3/med3_f16/i16/u16  the ISA's min/max: a NaN operand
 *                   loses, -0 < +0; med3 with a NaN is min3
 *   v_mad_u32_u16, v_mad_i32_i16  32-bit result; clamp saturates
 *   v_cmp(x)_class_f16  bit `class` of the mask (classes as for f32)
 */
#include <string.h>

#include "spirv/lower.h"


/* Source i as a float (f16, with its modifiers) */
static uint32_t
src_f(struct agc_lower *l, const struct agc_inst *mi, unsigned i, unsigned slot)
{
	return agc_lw_src_f16(l, &mi->use[i], agc_lw_opsel_hi(mi, i), slot);
}

/* Source i as a 16-bit integer, zero- or sign-extended */
static uint32_t
src_i(struct agc_lower *l, const struct agc_inst *mi, unsigned i, bool sg, unsigned slot)
{
	return agc_lw_half(l, agc_lw_word(l, &mi->use[i], false, slot), agc_lw_opsel_hi(mi, i), sg);
}

static uint32_t
is_nan(struct agc_lower *l, uint32_t f)
{
	return agc_spv_op(l->m, SpvOpIsNan, l->t_bool, 1, f);
}

/* f in [lo, hi] as an integer, truncated; NaN -> 0 */
static uint32_t
to_int(struct agc_lower *l, uint32_t f, float lo, float hi, bool sg)
{
	uint32_t c = agc_lw_ext(l, l->t_f32, GLSLstd450NClamp, 3, f, agc_lw_fconst(l, lo),
	                        agc_lw_fconst(l, hi));
	uint32_t r =
	    sg ? agc_lw_bitcast(l, l->t_u32, agc_spv_op(l->m, SpvOpConvertFToS, l->t_i32, 1, c))
	       : agc_spv_op(l->m, SpvOpConvertFToU, l->t_u32, 1, c);
	return agc_lw_select(l, l->t_u32, is_nan(l, f), agc_lw_u32(l, 0), r);
}

/* f16_to_snorm / f16_to_unorm: clamp, scale, round to nearest even; NaN
 * -> 0.  The product is exact in double precision; it is rounded with
 * integers (lavapipe's double RoundEven is wrong on ties at 16 lanes). */
static uint32_t
to_norm(struct agc_lower *l, uint32_t f, bool sg)
{
	struct agc_spv_module *m = l->m;
	uint32_t d = agc_lw_f64(l), t = l->t_u32, bt = l->t_bool;
	uint32_t c = agc_lw_ext(l, l->t_f32, GLSLstd450NClamp, 3, f,
	                        agc_lw_fconst(l, sg ? -1.0f : 0.0f), agc_lw_fconst(l, 1.0f));
	double sc = sg ? 32767.0 : 65535.0, half = 0.5;
	uint64_t b, h;
	memcpy(&b, &sc, 8);
	memcpy(&h, &half, 8);
	uint32_t x = agc_lw_op2(l, SpvOpFMul, d, agc_spv_op(m, SpvOpFConvert, d, 1, c),
	                 agc_spv_constant(m, SpvOpConstant, d,
	                                  (uint32_t[]){(uint32_t)b, (uint32_t)(b >> 32)}, 2));
	uint32_t ax = agc_lw_ext(l, d, GLSLstd450FAbs, 1, x);
	uint32_t n = agc_spv_op(m, SpvOpConvertFToU, t, 1, ax);
	uint32_t frac = agc_lw_op2(l, SpvOpFSub, d, ax, agc_spv_op(m, SpvOpConvertUToF, d, 1, n));
	uint32_t hc = agc_spv_constant(m, SpvOpConstant, d,
	                               (uint32_t[]){(uint32_t)h, (uint32_t)(h >> 32)}, 2);
	uint32_t odd = agc_lw_op2(l, SpvOpINotEqual, bt, agc_lw_op2(l, SpvOpBitwiseAnd, t, n, agc_lw_u32(l, 1)), agc_lw_u32(l, 0));
	uint32_t up = agc_lw_op2(l, SpvOpLogicalOr, bt, agc_lw_op2(l, SpvOpFOrdGreaterThan, bt, frac, hc),
	                  agc_lw_op2(l, SpvOpLogicalAnd, bt, agc_lw_op2(l, SpvOpFOrdEqual, bt, frac, hc), odd));
	n = agc_lw_op2(l, SpvOpIAdd, t, n, agc_lw_select(l, t, up, agc_lw_u32(l, 1), agc_lw_u32(l, 0)));
	uint32_t neg = agc_lw_op2(l, SpvOpFOrdLessThan, bt, x,
	                   agc_spv_constant(m, SpvOpConstant, d, (uint32_t[]){0, 0}, 2));
	uint32_t r = agc_lw_select(l, t, neg, agc_spv_op(m, SpvOpSNegate, t, 1, n), n);
	r = agc_lw_op2(l, SpvOpBitwiseAnd, t, r, agc_lw_u32(l, 0xffff));
	return agc_lw_select(l, t, is_nan(l, f), agc_lw_u32(l, 0), r);
}

/* f16 bits (a uint) with the source's abs/neg applied to the sign */
static uint32_t
src_h(struct agc_lower *l, const struct agc_inst *mi, unsigned i, unsigned slot)
{
	const struct agc_operand *o = &mi->use[i];
	uint32_t h = agc_lw_half(l, agc_lw_word(l, o, true, slot), agc_lw_opsel_hi(mi, i), false);
	if (o->mods & AGC_MOD_ABS)
		h = agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, h, agc_lw_u32(l, 0x7fff));
	if (o->mods & AGC_MOD_NEG)
		h = agc_lw_op2(l, SpvOpBitwiseXor, l->t_u32, h, agc_lw_u32(l, 0x8000));
	return h;
}

static uint32_t
h_nan(struct agc_lower *l, uint32_t h)
{
	return agc_lw_op2(l, SpvOpUGreaterThan, l->t_bool,
	           agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, h, agc_lw_u32(l, 0x7fff)), agc_lw_u32(l, 0x7c00));
}

/* An integer that orders f16 bits as their values, -0 below +0. */
static uint32_t
h_key(struct agc_lower *l, uint32_t h)
{
	uint32_t t = l->t_u32;
	uint32_t neg = agc_lw_op2(l, SpvOpUGreaterThanEqual, l->t_bool, h, agc_lw_u32(l, 0x8000));
	return agc_lw_select(l, t, neg,
	           agc_lw_op2(l, SpvOpBitwiseAnd, t, agc_spv_op(l->m, SpvOpNot, t, 1, h), agc_lw_u32(l, 0x7fff)),
	           agc_lw_op2(l, SpvOpBitwiseOr, t, h, agc_lw_u32(l, 0x8000)));
}

/* The ISA's v_min_f16 / v_max_f16 on f16 bits: a NaN operand loses, and
 * -0 < +0. */
static uint32_t
hminmax(struct agc_lower *l, uint32_t a, uint32_t b, bool max)
{
	uint32_t t = l->t_u32;
	uint32_t r = agc_lw_select(
	    l, t,
	    agc_lw_op2(l, max ? SpvOpUGreaterThan : SpvOpULessThan, l->t_bool, h_key(l, a), h_key(l, b)),
	    a, b);
	r = agc_lw_select(l, t, h_nan(l, a), b, r);
	return agc_lw_select(l, t, h_nan(l, b), a, r);
}

/* f16 equality of non-NaN bits: the same bits, or two zeros */
static uint32_t
h_eq(struct agc_lower *l, uint32_t a, uint32_t b)
{
	uint32_t z = agc_lw_op2(
	    l, SpvOpIEqual, l->t_bool,
	    agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, agc_lw_op2(l, SpvOpBitwiseOr, l->t_u32, a, b), agc_lw_u32(l, 0x7fff)),
	    agc_lw_u32(l, 0));
	return agc_lw_op2(l, SpvOpLogicalOr, l->t_bool, agc_lw_op2(l, SpvOpIEqual, l->t_bool, a, b), z);
}

static uint32_t
hmed3(struct agc_lower *l, uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t bt = l->t_bool, t = l->t_u32;
	uint32_t any = agc_lw_op2(l, SpvOpLogicalOr, bt,
	                   agc_lw_op2(l, SpvOpLogicalOr, bt, h_nan(l, a), h_nan(l, b)), h_nan(l, c));
	uint32_t mn = hminmax(l, hminmax(l, a, b, false), c, false);
	uint32_t mx = hminmax(l, hminmax(l, a, b, true), c, true);
	uint32_t r = hminmax(l, a, b, true);
	r = agc_lw_select(l, t, h_eq(l, mx, b), hminmax(l, a, c, true), r);
	r = agc_lw_select(l, t, h_eq(l, mx, a), hminmax(l, b, c, true), r);
	return agc_lw_select(l, t, any, mn, r);
}

static uint32_t
imed3(struct agc_lower *l, unsigned which, bool sg, uint32_t a, uint32_t b, uint32_t c)
{
	unsigned mn = sg ? GLSLstd450SMin : GLSLstd450UMin,
	         mx = sg ? GLSLstd450SMax : GLSLstd450UMax;
	uint32_t t = sg ? l->t_i32 : l->t_u32;
	a = agc_lw_bitcast(l, t, a);
	b = agc_lw_bitcast(l, t, b);
	c = agc_lw_bitcast(l, t, c);
	uint32_t r;
	if (which == AGC_V16_MIN3)
		r = agc_lw_ext(l, t, mn, 2, agc_lw_ext(l, t, mn, 2, a, b), c);
	else if (which == AGC_V16_MAX3)
		r = agc_lw_ext(l, t, mx, 2, agc_lw_ext(l, t, mx, 2, a, b), c);
	else
		r = agc_lw_ext(l, t, mx, 2, agc_lw_ext(l, t, mn, 2, a, b),
		               agc_lw_ext(l, t, mn, 2, agc_lw_ext(l, t, mx, 2, a, b), c));
	return agc_lw_bitcast(l, l->t_u32, r);
}

/* One slot's result of a V16X instruction: 16 bits for agc_lw_store16, or
 * (*full) 32 bits for the destination. */
static uint32_t
v16x(struct agc_lower *l, const struct agc_ir_inst *in, unsigned k, bool *full)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	uint32_t ft = l->t_f32;
	bool sg = in->op->type == AGC_T_I16;
	*full = false;

	switch (in->op->spv) {
	case AGC_V16_CVT_F16_I16:
	case AGC_V16_CVT_F16_U16: {
		bool s = in->op->spv == AGC_V16_CVT_F16_I16;
		uint32_t x = src_i(l, mi, 0, s, k);
		uint32_t f =
		    s ? agc_spv_op(m, SpvOpConvertSToF, ft, 1, agc_lw_bitcast(l, l->t_i32, x))
		      : agc_spv_op(m, SpvOpConvertUToF, ft, 1, x);
		return agc_lw_f32_to_f16(l, agc_lw_out_f(l, mi, f));
	}
	case AGC_V16_CVT_I16_F16: return to_int(l, src_f(l, mi, 0, k), -32768.0f, 32767.0f, true);
	case AGC_V16_CVT_U16_F16: return to_int(l, src_f(l, mi, 0, k), 0.0f, 65535.0f, false);
	case AGC_V16_NORM_I16:
	case AGC_V16_NORM_U16:
		return to_norm(l, src_f(l, mi, 0, k), in->op->spv == AGC_V16_NORM_I16);
	case AGC_V16_PKNORM_I16:
	case AGC_V16_PKNORM_U16: {
		bool s = in->op->spv == AGC_V16_PKNORM_I16;
		*full = true;
		return agc_lw_op2(l, SpvOpBitwiseOr, l->t_u32, to_norm(l, src_f(l, mi, 0, k), s),
		           agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32,
		               to_norm(l, src_f(l, mi, 1, k), s), agc_lw_u32(l, 16)));
	}
	case AGC_V16_FRACT: {
		uint32_t x = src_f(l, mi, 0, k);
		uint32_t f = agc_lw_ext(l, ft, GLSLstd450Fract, 1, x);
		/* 0x3bff: the largest f16 below 1 */
		f = agc_lw_ext(l, ft, GLSLstd450FMin, 2, f, agc_lw_fconst(l, 0.99951171875f));
		uint32_t special = agc_lw_op2(l, SpvOpLogicalOr, l->t_bool, is_nan(l, x),
		                       agc_spv_op(m, SpvOpIsInf, l->t_bool, 1, x));
		f = agc_lw_select(l, ft, special,
		        agc_spv_constant(m, SpvOpConstant, ft, (uint32_t[]){0x7fc00000}, 1), f);
		return agc_lw_f32_to_f16(l, agc_lw_out_f(l, mi, f));
	}
	case AGC_V16_FREXP_EXP:
	case AGC_V16_FREXP_MANT: {
		uint32_t x = src_f(l, mi, 0, k);
		uint32_t st = agc_spv_type(m, SpvOpTypeStruct, (uint32_t[]){ft, l->t_i32}, 2);
		uint32_t fx = agc_lw_ext(l, st, GLSLstd450FrexpStruct, 1, x);
		uint32_t special = agc_lw_op2(l, SpvOpLogicalOr, l->t_bool, is_nan(l, x),
		                       agc_spv_op(m, SpvOpIsInf, l->t_bool, 1, x));
		if (in->op->spv == AGC_V16_FREXP_EXP) {
			uint32_t e = agc_lw_bitcast(
			    l, l->t_u32, agc_spv_op(m, SpvOpCompositeExtract, l->t_i32, 2, fx, 1u));
			return agc_lw_select(l, l->t_u32, special, agc_lw_u32(l, 0), e);
		}
		uint32_t mt = agc_spv_op(m, SpvOpCompositeExtract, ft, 2, fx, 0u);
		return agc_lw_f32_to_f16(l, agc_lw_out_f(l, mi, agc_lw_select(l, ft, special, x, mt)));
	}
	case AGC_V16_LDEXP: {
		/* exponents past +-64 change nothing an f16 can hold */
		uint32_t x = src_f(l, mi, 0, k);
		uint32_t e = agc_lw_bitcast(l, l->t_i32, src_i(l, mi, 1, true, k));
		e = agc_lw_ext(l, l->t_i32, GLSLstd450SClamp, 3, e,
		               agc_lw_bitcast(l, l->t_i32, agc_lw_u32(l, (uint32_t)-64)),
		               agc_lw_bitcast(l, l->t_i32, agc_lw_u32(l, 64)));
		return agc_lw_f32_to_f16(l, agc_lw_out_f(l, mi, agc_lw_ldexp_f32(l, x, e)));
	}
	case AGC_V16_MIN3:
	case AGC_V16_MAX3:
	case AGC_V16_MED3: {
		unsigned which = in->op->spv;
		if (in->op->type == AGC_T_F16) {
			/* on the bits: the result is one of the operands */
			uint32_t a = src_h(l, mi, 0, k), b = src_h(l, mi, 1, k),
			         c = src_h(l, mi, 2, k), r;
			if (which == AGC_V16_MED3)
				r = hmed3(l, a, b, c);
			else
				r = hminmax(l, hminmax(l, a, b, which == AGC_V16_MAX3), c,
				            which == AGC_V16_MAX3);
			if (!mi->omod && !mi->clamp)
				return r;
			return agc_lw_f32_to_f16(l, agc_lw_out_f(l, mi, agc_lw_f16_to_f32(l, r)));
		}
		return imed3(l, which, sg, src_i(l, mi, 0, sg, k), src_i(l, mi, 1, sg, k),
		             src_i(l, mi, 2, sg, k));
	}
	case AGC_V16_MAD32: {
		/* 32-bit result: the exact sum in 64 bits when clamped */
		*full = true;
		uint32_t a = src_i(l, mi, 0, sg, k), b = src_i(l, mi, 1, sg, k);
		uint32_t c = agc_lw_src(l, &mi->use[2], AGC_T_U32, k);
		if (!mi->clamp)
			return agc_lw_op2(l, SpvOpIAdd, l->t_u32, agc_lw_op2(l, SpvOpIMul, l->t_u32, a, b), c);
		uint32_t t = sg ? l->t_i64 : l->t_u64, it = sg ? l->t_i32 : l->t_u32;
		SpvOp cv = sg ? SpvOpSConvert : SpvOpUConvert;
		uint32_t p = agc_lw_op2(l, SpvOpIMul, t, agc_spv_op(m, cv, t, 1, agc_lw_bitcast(l, it, a)),
		                 agc_spv_op(m, cv, t, 1, agc_lw_bitcast(l, it, b)));
		uint32_t r =
		    agc_lw_op2(l, SpvOpIAdd, t, p, agc_spv_op(m, cv, t, 1, agc_lw_bitcast(l, it, c)));
		if (sg)
			r = agc_lw_ext(
			    l, t, GLSLstd450SClamp, 3, r,
			    agc_lw_bitcast(l, t, agc_lw_const64(l, (uint64_t)(int64_t)INT32_MIN)),
			    agc_lw_bitcast(l, t, agc_lw_const64(l, INT32_MAX)));
		else
			r = agc_lw_ext(l, t, GLSLstd450UMin, 2, r, agc_lw_const64(l, UINT32_MAX));
		return agc_spv_op(m, SpvOpUConvert, l->t_u32, 1, agc_lw_bitcast(l, l->t_u64, r));
	}
	default: return 0;
	}
}

int
agc_lower_v16x(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_inst *mi = in->mi;
	if (!mi->ndef || mi->def[0].reg < AGC_REG_VGPR0 || mi->def[0].reg == AGC_REG_NONE)
		return agc_lw_unsupported(l, in, "unexpected operands");
	for (unsigned k = 0; k < l->K; k++) {
		bool full;
		uint32_t r = v16x(l, in, k, &full);
		if (!r)
			return agc_lw_unsupported(l, in, "not supported yet");
		if (full)
			agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0, k, r, active[k]);
		else
			agc_lw_store16(l, mi, k, r, active[k]);
	}
	return 0;
}

/* bool: bit class(x) of mask, x f16 bits; classes as v_cmp_class_f32's */
static uint32_t
class16(struct agc_lower *l, uint32_t x, uint32_t mask)
{
	uint32_t t = l->t_u32, b = l->t_bool;
	uint32_t e = agc_spv_op(l->m, SpvOpBitFieldUExtract, t, 3, x, agc_lw_u32(l, 10), agc_lw_u32(l, 5));
	uint32_t man = agc_lw_op2(l, SpvOpBitwiseAnd, t, x, agc_lw_u32(l, 0x3ff));
	uint32_t neg =
	    agc_lw_op2(l, SpvOpINotEqual, b, agc_lw_op2(l, SpvOpBitwiseAnd, t, x, agc_lw_u32(l, 0x8000)), agc_lw_u32(l, 0));
	uint32_t e_max = agc_lw_op2(l, SpvOpIEqual, b, e, agc_lw_u32(l, 31)),
	         e_zero = agc_lw_op2(l, SpvOpIEqual, b, e, agc_lw_u32(l, 0));
	uint32_t m_zero = agc_lw_op2(l, SpvOpIEqual, b, man, agc_lw_u32(l, 0));
	uint32_t quiet =
	    agc_lw_op2(l, SpvOpINotEqual, b, agc_lw_op2(l, SpvOpBitwiseAnd, t, x, agc_lw_u32(l, 0x200)), agc_lw_u32(l, 0));
	uint32_t pos = agc_lw_select(l, t, m_zero, agc_lw_u32(l, 6), agc_lw_u32(l, 7));
	pos = agc_lw_select(l, t, e_zero, pos, agc_lw_u32(l, 8));
	pos = agc_lw_select(l, t, e_max, agc_lw_u32(l, 9), pos);
	uint32_t cls = agc_lw_select(l, t, neg, agc_lw_op2(l, SpvOpISub, t, agc_lw_u32(l, 11), pos), pos);
	uint32_t nan =
	    agc_lw_op2(l, SpvOpLogicalAnd, b, e_max, agc_spv_op(l->m, SpvOpLogicalNot, b, 1, m_zero));
	cls = agc_lw_select(l, t, nan, agc_lw_select(l, t, quiet, agc_lw_u32(l, 1), agc_lw_u32(l, 0)), cls);
	uint32_t bit =
	    agc_lw_op2(l, SpvOpBitwiseAnd, t, agc_lw_op2(l, SpvOpShiftRightLogical, t, mask, cls), agc_lw_u32(l, 1));
	return agc_lw_op2(l, SpvOpINotEqual, b, bit, agc_lw_u32(l, 0));
}

int
agc_lower_vcmpclass16(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_inst *mi = in->mi;
	/* [sdst,] src0, src1: v_cmpx_* _e32 prints no destination */
	unsigned n = mi->ndef + mi->nuse, first = n == 3 ? 1 : 0;
	const struct agc_operand *s0 = agc_lw_opnd(in, first), *s1 = agc_lw_opnd(in, first + 1);
	uint32_t c[AGC_MAX_SLOTS];

	for (unsigned k = 0; k < l->K; k++) {
		uint32_t x = agc_lw_half(l, agc_lw_word(l, s0, true, k), agc_lw_opsel_hi(mi, 0), false);
		if (s0->mods & AGC_MOD_ABS)
			x = agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, x, agc_lw_u32(l, 0x7fff));
		if (s0->mods & AGC_MOD_NEG)
			x = agc_lw_op2(l, SpvOpBitwiseXor, l->t_u32, x, agc_lw_u32(l, 0x8000));
		uint32_t r = class16(l, x, agc_lw_src(l, s1, AGC_T_U32, k));
		c[k] = agc_lw_op2(l, SpvOpLogicalAnd, l->t_bool, r, active[k]);
	}
	if (first)
		agc_lw_write_lanes(l, agc_lw_opnd(in, 0)->reg, c);
	if (in->op->flags & AGC_IRF_EXEC)
		agc_lw_write_lanes(l, AGC_REG_EXEC_LO, c);
	return 0;
}
