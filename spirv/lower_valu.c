/*
 * lower_valu.c -- vector ALU instructions, once per slot, each result kept
 * only where the lane's EXEC bit is set.
 *
 *   v_mul_f32_e32 v2, 2.0, v1     per slot k:
 *                                   %a = OpBitcast %float %v1_k
 *                                   %r = OpFMul %float %c2 %a
 *                                   v2_k = active_k ? bits(%r) : v2_k
 *
 * Operands are taken in the order LLVM prints them (definitions, then
 * sources), by position, so one rule per kind covers _e32, _e64, DPP and
 * SDWA forms alike: a DPP or SDWA instruction is lowered as a copy whose
 * sources name spare VGPRs holding the values read across lanes or the
 * selected fields (lower_valu_entry.c); VOP3's neg/abs bits become operand
 * modifiers the same way.
 */
#include <string.h>

#include "spirv/lower.h"


static unsigned
nopnd(const struct agc_ir_inst *in)
{
	return in->mi->ndef + in->mi->nuse;
}

static bool
is_vgpr(const struct agc_operand *o)
{
	return o->reg >= AGC_REG_VGPR0 && o->reg != AGC_REG_NONE;
}

/* Output modifiers of float results: omod then clamp. */
static uint32_t
out_mods(struct agc_lower *l, const struct agc_ir_inst *in, uint32_t v, enum agc_irt t)
{
	struct agc_spv_module *m = l->m;
	if (!agc_lw_is_float(t))
		return v;
	uint32_t ft = t == AGC_T_F64 ? l->t_f64 : l->t_f32;
	if (in->mi->omod) {
		static const float scale[4] = {1.0f, 2.0f, 4.0f, 0.5f};
		uint32_t c = t == AGC_T_F64 ? agc_lw_dconst(l, scale[in->mi->omod & 3])
					    : agc_lw_fconst(l, scale[in->mi->omod & 3]);
		v = agc_lw_nan_rule(l, agc_spv_op(m, SpvOpFMul, ft, 2, v, c), t == AGC_T_F64, 1,
		                    (uint32_t[]){v});
	}
	if (in->mi->clamp)
		v = agc_lw_clamp01(l, v, t == AGC_T_F64);
	return v;
}

/* The clamp bit of a 32-bit integer add or subtract: saturate. */
static uint32_t
int_clamp(struct agc_lower *l, bool add, bool sg, uint32_t a, uint32_t b, uint32_t r)
{
	struct agc_spv_module *m = l->m;
	uint32_t bt = l->t_bool, t = l->t_u32;
	if (!sg) {
		/* add: r < a carried; sub: a < b borrowed */
		uint32_t over = add ? agc_spv_op(m, SpvOpULessThan, bt, 2, r, a)
				    : agc_spv_op(m, SpvOpULessThan, bt, 2, a, b);
		return agc_spv_op(m, SpvOpSelect, t, 3, over, agc_lw_u32(l, add ? ~0u : 0), r);
	}
	/* signed overflow: the operands' signs (b's flipped for sub) agree and r's differs */
	uint32_t x = agc_spv_op(m, SpvOpBitwiseXor, t, 2, a, r);
	uint32_t y = agc_spv_op(m, SpvOpBitwiseXor, t, 2, add ? b : agc_spv_op(m, SpvOpNot, t, 1, b), r);
	uint32_t ov = agc_spv_op(m, SpvOpBitwiseAnd, t, 2, x, y);
	uint32_t over = agc_spv_op(m, SpvOpUGreaterThanEqual, bt, 2, ov, agc_lw_u32(l, 0x80000000));
	uint32_t neg_a = agc_spv_op(m, SpvOpUGreaterThanEqual, bt, 2, a, agc_lw_u32(l, 0x80000000));
	uint32_t sat = agc_spv_op(m, SpvOpSelect, t, 3, neg_a, agc_lw_u32(l, 0x80000000), agc_lw_u32(l, 0x7fffffff));
	return agc_spv_op(m, SpvOpSelect, t, 3, over, sat, r);
}

/* The double r as a float rounded to odd: truncated towards zero, the
 * last bit set when inexact.  The caller rounds it to f16: with 24 bits
 * against f16's 11 (>= 2 * 11 + 2) that second rounding is the one
 * rounding of r to f16, which a nearest rounding to f32 first is not.
 * Example: r = 49200 - 2^-24 (an f16 tie less a little) is 49200 to the
 * nearest float, which f16 breaks to even, 49216; rounded to odd it is
 * 49200 - 2^-8, below the tie: 49184.  r is exact in a double for every
 * f16 fma whose result is finite (fused's comment). */
static uint32_t
round_to_odd_f32(struct agc_lower *l, uint32_t d, uint32_t r)
{
	struct agc_spv_module *m = l->m;
	uint32_t n = agc_spv_op(m, SpvOpFConvert, l->t_f32, 1, r);
	uint32_t back = agc_spv_op(m, SpvOpFConvert, d, 1, n);
	uint32_t inexact = agc_spv_op(m, SpvOpFOrdNotEqual, l->t_bool, 2, back, r);
	uint32_t above = agc_spv_op(m, SpvOpFOrdGreaterThan, l->t_bool, 2,
				    agc_lw_ext(l, d, GLSLstd450FAbs, 1, back),
				    agc_lw_ext(l, d, GLSLstd450FAbs, 1, r));
	uint32_t bits = agc_lw_bitcast(l, l->t_u32, n);
	uint32_t down = agc_spv_op(m, SpvOpLogicalAnd, l->t_bool, 2, inexact, above);
	bits = agc_spv_op(m, SpvOpISub, l->t_u32, 2, bits,
			  agc_spv_op(m, SpvOpSelect, l->t_u32, 3, down, agc_lw_u32(l, 1), agc_lw_u32(l, 0)));
	bits = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2, bits,
			  agc_spv_op(m, SpvOpSelect, l->t_u32, 3, inexact, agc_lw_u32(l, 1), agc_lw_u32(l, 0)));
	return agc_lw_bitcast(l, l->t_f32, bits);
}

/* The hardware's fused multiply-add, rounded once: GLSL's Fma may be
 * computed unfused (lavapipe does).  f64 and f32: lower_softfloat.c.  f16
 * operands are multiplied and added in double precision, exactly whenever
 * the f16 result is finite (the product's 22 significant bits and the
 * addend lie within 2^17 .. 2^-48; a sum of 40 bits or fewer unless it
 * overflows f16 anyway), then rounded to odd into a float, which the
 * caller's rounding to f16 makes the one rounding. */
static uint32_t
fused(struct agc_lower *l, enum agc_irt t, uint32_t a, uint32_t b, uint32_t c)
{
	struct agc_spv_module *m = l->m;
	if (t == AGC_T_F64)
		return agc_lw_fma_f64(l, a, b, c, 0);
	if (t == AGC_T_F32)
		return agc_lw_fma_f32(l, a, b, c, 0);
	agc_spv_capability(m, SpvCapabilityFloat64);
	uint32_t d = agc_spv_type(m, SpvOpTypeFloat, (uint32_t[]){64}, 1);
	uint32_t da = agc_spv_op(m, SpvOpFConvert, d, 1, a);
	uint32_t db = agc_spv_op(m, SpvOpFConvert, d, 1, b);
	uint32_t dc = agc_spv_op(m, SpvOpFConvert, d, 1, c);
	uint32_t p = agc_spv_op(m, SpvOpFMul, d, 2, da, db);
	uint32_t r = agc_spv_op(m, SpvOpFAdd, d, 2, p, dc);
	agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 2, p, (uint32_t)SpvDecorationNoContraction);
	agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 2, r, (uint32_t)SpvDecorationNoContraction);
	return round_to_odd_f32(l, d, r);
}

static uint32_t exp2_f32(struct agc_lower *l, uint32_t x);
static uint32_t log2_f32(struct agc_lower *l, uint32_t x);

static uint32_t
generic(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *s, unsigned n,
	enum agc_irt t)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;
	uint32_t rt = agc_lw_type(l, t);
	bool sg = t == AGC_T_I32 || t == AGC_T_I64;
	uint32_t a = s[0], b = n > 1 ? s[1] : 0, c = n > 2 ? s[2] : 0;

	if ((op->flags & AGC_IRF_REV) && n >= 2) {
		uint32_t x = a;
		a = b;
		b = x;
	}
	if (op->spv == SpvOpShiftLeftLogical || op->spv == SpvOpShiftRightLogical ||
	    op->spv == SpvOpShiftRightArithmetic) {
		/* the shift amount's low 5 (6) bits; the amount is 32-bit */
		bool w = agc_lw_is_wide(t);
		uint32_t amt = b;
		if (w)
			amt = agc_spv_op(m, SpvOpUConvert, l->t_u32, 1, b);
		amt = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, amt, agc_lw_u32(l, w ? 63 : 31));
		return agc_spv_op(m, (SpvOp)op->spv, rt, 2, a, amt);
	}
	if ((op->flags & AGC_IRF_EXT) && op->spv == GLSLstd450Fma && n == 3)
		return fused(l, t, a, b, c);
	if (op->flags & AGC_IRF_EXT) {
		if (sg) {
			uint32_t st = agc_lw_is_wide(t) ? l->t_i64 : l->t_i32;
			uint32_t r = agc_lw_ext(l, st, op->spv, n, agc_lw_bitcast(l, st, a),
						agc_lw_bitcast(l, st, b));
			return agc_lw_bitcast(l, rt, r);
		}
		uint32_t r = op->spv == GLSLstd450Exp2 && t == AGC_T_F32 ? exp2_f32(l, a)
			   : op->spv == GLSLstd450Log2 && t == AGC_T_F32 ? log2_f32(l, a)
			   : agc_lw_ext(l, rt, op->spv, n, a, b, c);
		/* v_sqrt, v_rsq, v_log of a negative number: the default NaN
		 * (f16 is computed in f32: the same rule) */
		if ((t == AGC_T_F32 || t == AGC_T_F64 || t == AGC_T_F16) &&
		    (op->spv == GLSLstd450Sqrt || op->spv == GLSLstd450InverseSqrt ||
		     op->spv == GLSLstd450Log2 || op->spv == GLSLstd450Exp2))
			r = agc_lw_nan_rule(l, r, t == AGC_T_F64, 1, &a);
		return r;
	}
	uint32_t r = n == 1 ? agc_spv_op(m, (SpvOp)op->spv, rt, 1, a)
		   : n == 2 ? agc_spv_op(m, (SpvOp)op->spv, rt, 2, a, b)
			    : agc_spv_op(m, (SpvOp)op->spv, rt, 3, a, b, c);
	/* the hardware's NaN, not the device's; sources in encoding order
	 * (f16 is computed in f32: the same rule) */
	if ((t == AGC_T_F32 || t == AGC_T_F64 || t == AGC_T_F16) && n == 2 &&
	    (op->spv == SpvOpFAdd || op->spv == SpvOpFSub || op->spv == SpvOpFMul))
		r = agc_lw_nan_rule(l, r, t == AGC_T_F64, 2, s);
	if (in->mi->clamp && (t == AGC_T_U32 || t == AGC_T_I32) &&
	    (op->spv == SpvOpIAdd || op->spv == SpvOpISub))
		r = int_clamp(l, op->spv == SpvOpIAdd, sg, a, b, r);
	if (op->flags & AGC_IRF_NOT)
		r = agc_spv_op(m, SpvOpNot, rt, 1, r);
	return r;
}

/* Float compare with NaN-aware "f"/"tru" and integer compares. */
static uint32_t
compare(struct agc_lower *l, const struct agc_ir_inst *in, uint32_t a, uint32_t b)
{
	SpvOp op = (SpvOp)in->op->spv;
	if (op == SpvOpNop)
		return agc_spv_const_bool(l->m, false);
	if (op == SpvOpSelect)
		return agc_spv_const_bool(l->m, true);
	if (op == SpvOpOrdered || op == SpvOpUnordered) {
		uint32_t na = agc_spv_op(l->m, SpvOpIsNan, l->t_bool, 1, a);
		uint32_t nb = agc_spv_op(l->m, SpvOpIsNan, l->t_bool, 1, b);
		uint32_t any = agc_spv_op(l->m, SpvOpLogicalOr, l->t_bool, 2, na, nb);
		if (op == SpvOpUnordered)
			return any;
		return agc_spv_op(l->m, SpvOpLogicalNot, l->t_bool, 1, any);
	}
	return agc_spv_op(l->m, op, l->t_bool, 2, a, b);
}

/* A double's bits as a float of the same class: the sign, the exponent
 * 0, 0xff (all ones) or 1, the quiet bit and bit 0 for the rest of the
 * mantissa. */
static uint32_t
class_proxy(struct agc_lower *l, const struct agc_operand *src, unsigned slot)
{
	struct agc_spv_module *m = l->m;
	uint32_t t = l->t_u32, b = l->t_bool;
	struct agc_operand o = *src;
	o.mods = 0;
	uint32_t x = agc_lw_bitcast(l, l->t_v2u32, agc_lw_src(l, &o, AGC_T_F64, slot));
	uint32_t lo = agc_spv_op(m, SpvOpCompositeExtract, t, 2, x, 0u);
	uint32_t hi = agc_spv_op(m, SpvOpCompositeExtract, t, 2, x, 1u);
	uint32_t e = agc_spv_op(m, SpvOpBitFieldUExtract, t, 3, hi, agc_lw_u32(l, 20), agc_lw_u32(l, 11));
	uint32_t e8 = agc_spv_op(m, SpvOpSelect, t, 3, agc_spv_op(m, SpvOpIEqual, b, 2, e, agc_lw_u32(l, 0x7ff)),
				 agc_lw_u32(l, 0xff << 23), agc_lw_u32(l, 1 << 23));
	e8 = agc_spv_op(m, SpvOpSelect, t, 3, agc_spv_op(m, SpvOpIEqual, b, 2, e, agc_lw_u32(l, 0)), agc_lw_u32(l, 0), e8);
	uint32_t rest = agc_spv_op(m, SpvOpBitwiseOr, t, 2, agc_spv_op(m, SpvOpBitwiseAnd, t, 2, hi, agc_lw_u32(l, 0x7ffff)), lo);
	uint32_t p = agc_spv_op(m, SpvOpBitwiseOr, t, 2, agc_spv_op(m, SpvOpBitwiseAnd, t, 2, hi, agc_lw_u32(l, 0x80000000)), e8);
	p = agc_spv_op(m, SpvOpBitwiseOr, t, 2, p,
		       agc_spv_op(m, SpvOpShiftLeftLogical, t, 2,
				  agc_spv_op(m, SpvOpBitwiseAnd, t, 2, hi, agc_lw_u32(l, 0x80000)), agc_lw_u32(l, 3)));
	return agc_spv_op(m, SpvOpBitwiseOr, t, 2, p,
			  agc_spv_op(m, SpvOpSelect, t, 3, agc_spv_op(m, SpvOpINotEqual, b, 2, rest, agc_lw_u32(l, 0)),
				     agc_lw_u32(l, 1), agc_lw_u32(l, 0)));
}

/* v_cmp_class_f32/f64: bit `class` of the mask, class 0 signaling NaN,
 * 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal,
 * 8 +normal, 9 +inf.  From the raw bits, so denormals are seen as such. */
static uint32_t
cmp_class(struct agc_lower *l, const struct agc_operand *src, bool f64, uint32_t mask, unsigned slot)
{
	struct agc_spv_module *m = l->m;
	uint32_t t = l->t_u32, b = l->t_bool;
	uint32_t x = f64 ? class_proxy(l, src, slot) : agc_lw_src(l, src, AGC_T_U32, slot);
	if (src->mods & AGC_MOD_ABS)
		x = agc_spv_op(m, SpvOpBitwiseAnd, t, 2, x, agc_lw_u32(l, 0x7fffffff));
	if (src->mods & AGC_MOD_NEG)
		x = agc_spv_op(m, SpvOpBitwiseXor, t, 2, x, agc_lw_u32(l, 0x80000000));
	uint32_t e = agc_spv_op(m, SpvOpBitFieldUExtract, t, 3, x, agc_lw_u32(l, 23), agc_lw_u32(l, 8));
	uint32_t man = agc_spv_op(m, SpvOpBitwiseAnd, t, 2, x, agc_lw_u32(l, 0x7fffff));
	uint32_t neg = agc_spv_op(m, SpvOpUGreaterThanEqual, b, 2, x, agc_lw_u32(l, 0x80000000));
	uint32_t e_max = agc_spv_op(m, SpvOpIEqual, b, 2, e, agc_lw_u32(l, 255));
	uint32_t e_zero = agc_spv_op(m, SpvOpIEqual, b, 2, e, agc_lw_u32(l, 0));
	uint32_t m_zero = agc_spv_op(m, SpvOpIEqual, b, 2, man, agc_lw_u32(l, 0));
	uint32_t quiet = agc_spv_op(m, SpvOpINotEqual, b, 2,
				    agc_spv_op(m, SpvOpBitwiseAnd, t, 2, x, agc_lw_u32(l, 0x400000)), agc_lw_u32(l, 0));
	/* the positive class, then mirrored for negative values */
	uint32_t pos = agc_spv_op(m, SpvOpSelect, t, 3, m_zero, agc_lw_u32(l, 6), agc_lw_u32(l, 7));
	pos = agc_spv_op(m, SpvOpSelect, t, 3, e_zero, pos, agc_lw_u32(l, 8));
	pos = agc_spv_op(m, SpvOpSelect, t, 3, e_max, agc_lw_u32(l, 9), pos);
	uint32_t cls = agc_spv_op(m, SpvOpSelect, t, 3, neg, agc_spv_op(m, SpvOpISub, t, 2, agc_lw_u32(l, 11), pos), pos);
	uint32_t nan_cls = agc_spv_op(m, SpvOpSelect, t, 3, quiet, agc_lw_u32(l, 1), agc_lw_u32(l, 0));
	uint32_t is_nan = agc_spv_op(m, SpvOpLogicalAnd, b, 2, e_max,
				     agc_spv_op(m, SpvOpLogicalNot, b, 1, m_zero));
	cls = agc_spv_op(m, SpvOpSelect, t, 3, is_nan, nan_cls, cls);
	uint32_t bit = agc_spv_op(m, SpvOpBitwiseAnd, t, 2, agc_spv_op(m, SpvOpShiftRightLogical, t, 2, mask, cls),
				  agc_lw_u32(l, 1));
	return agc_spv_op(m, SpvOpINotEqual, b, 2, bit, agc_lw_u32(l, 0));
}

/* v as a float, or as a double when f64 */
static uint32_t
fconst(struct agc_lower *l, double v, bool f64)
{
	return f64 ? agc_lw_dconst(l, v) : agc_lw_fconst(l, (float)v);
}

/* v_exp_f32 within the ISA guide's 1 ULP: GLSL's Exp2 may be 3 + 2|x| ulp
 * off (lavapipe: 2 ulp at 2^0.5).  x clamped to [-200, 200] (beyond, the
 * result is 0 or infinity anyway) is n + f, n = roundEven(x), f = x - n
 * exact in [-0.5, 0.5]; 2^f = e^(f ln 2) by its Taylor series to degree
 * 11 in double (the first term left out, (ln 2 / 2)^12 / 12!, is below
 * 2^-46), scaled by 2^n (Ldexp), rounded once to float.  Example:
 * x = 0.5 -> 1.41421356237309... -> 0x3fb504f3.
 * A NaN x is left to the caller's NaN rule. */
static uint32_t
exp2_f32(struct agc_lower *l, uint32_t x)
{
	struct agc_spv_module *m = l->m;
	agc_lw_f64(l);
	uint32_t xc = agc_lw_ext(l, l->t_f32, GLSLstd450FClamp, 3, x, fconst(l, -200.0, false),
	                         fconst(l, 200.0, false));
	uint32_t n = agc_lw_ext(l, l->t_f32, GLSLstd450RoundEven, 1, xc);
	uint32_t f = agc_spv_op(m, SpvOpFSub, l->t_f32, 2, xc, n);
	uint32_t y = agc_spv_op(m, SpvOpFMul, l->t_f64, 2, agc_spv_op(m, SpvOpFConvert, l->t_f64, 1, f),
	                        fconst(l, 0.69314718055994530942, true));
	/* Horner: 1 + y (1 + y/2 (1 + y/3 (... (1 + y/11)))) */
	uint32_t p = fconst(l, 1.0, true);
	for (unsigned k = 11; k >= 1; k--) {
		uint32_t q = agc_spv_op(m, SpvOpFMul, l->t_f64, 2, agc_spv_op(m, SpvOpFMul, l->t_f64, 2, p, y),
		                        fconst(l, 1.0 / k, true));
		p = agc_spv_op(m, SpvOpFAdd, l->t_f64, 2, fconst(l, 1.0, true), q);
	}
	uint32_t e = agc_spv_op(m, SpvOpConvertFToS, l->t_i32, 1, n);
	return agc_spv_op(m, SpvOpFConvert, l->t_f32, 1, agc_lw_ext(l, l->t_f64, GLSLstd450Ldexp, 2, p, e));
}

/* v_log_f32 within the ISA guide's 1 ULP: GLSL's Log2 is only within an
 * absolute 2^-21 on [0.5, 2], where the result is small (an NVIDIA H200
 * gave 2.79e-7 for log2(1 + 2^-23) = 1.72e-7).  x widened to double
 * (exact) is m 2^e, m in [sqrt(1/2), sqrt(2)); ln m = 2 atanh(u),
 * u = (m - 1) / (m + 1), |u| < 0.172, by its series to u^15 (the first
 * term left out, 2 u^17 / 17, is below 2^-43 of ln m); log2 x =
 * e + ln m / ln 2 in double, rounded once to float.  Example: x = 10 ->
 * 3.32192809488736... -> 0x40549a78.  0 gives -inf, +inf itself, a
 * negative x the default NaN; a NaN x is left to the caller's NaN rule. */
static uint32_t
log2_f32(struct agc_lower *l, uint32_t x)
{
	struct agc_spv_module *m = l->m;
	agc_lw_f64(l);
	uint32_t d = agc_spv_op(m, SpvOpFConvert, l->t_f64, 1, x);
	uint32_t w = agc_lw_bitcast(l, l->t_v2u32, d);
	uint32_t hi = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, w, 1u);
	uint32_t ef = agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, hi, agc_lw_u32(l, 20), agc_lw_u32(l, 11));
	/* m in [1, 2): the exponent field 1023 */
	uint32_t mhi = agc_lw_op2(l, SpvOpBitwiseOr, l->t_u32,
	                          agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, hi, agc_lw_u32(l, 0x000fffff)),
	                          agc_lw_u32(l, 1023u << 20));
	uint32_t mv = agc_lw_bitcast(l, l->t_f64, agc_spv_op(m, SpvOpCompositeInsert, l->t_v2u32, 3, mhi, w, 1u));
	uint32_t big = agc_lw_op2(l, SpvOpFOrdGreaterThanEqual, l->t_bool, mv, fconst(l, 1.4142135623730951, true));
	mv = agc_lw_select(l, l->t_f64, big, agc_lw_op2(l, SpvOpFMul, l->t_f64, mv, fconst(l, 0.5, true)), mv);
	uint32_t e = agc_lw_op2(l, SpvOpISub, l->t_u32, ef,
	                        agc_lw_select(l, l->t_u32, big, agc_lw_u32(l, 1022), agc_lw_u32(l, 1023)));
	uint32_t one = fconst(l, 1.0, true);
	uint32_t u = agc_lw_op2(l, SpvOpFDiv, l->t_f64, agc_lw_op2(l, SpvOpFSub, l->t_f64, mv, one),
	                        agc_lw_op2(l, SpvOpFAdd, l->t_f64, mv, one));
	uint32_t u2 = agc_lw_op2(l, SpvOpFMul, l->t_f64, u, u);
	/* Horner: 2/1 + u2 (2/3 + u2 (... (2/13 + u2 2/15))) */
	uint32_t p = fconst(l, 2.0 / 15, true);
	for (int k = 13; k >= 1; k -= 2)
		p = agc_lw_op2(l, SpvOpFAdd, l->t_f64, fconst(l, 2.0 / k, true), agc_lw_op2(l, SpvOpFMul, l->t_f64, u2, p));
	uint32_t lnm = agc_lw_op2(l, SpvOpFMul, l->t_f64, u, p);
	uint32_t r = agc_lw_op2(l, SpvOpFAdd, l->t_f64,
	                        agc_spv_op(m, SpvOpConvertSToF, l->t_f64, 1, agc_lw_bitcast(l, l->t_i32, e)),
	                        agc_lw_op2(l, SpvOpFMul, l->t_f64, lnm, fconst(l, 1.4426950408889634, true)));
	uint32_t f = agc_spv_op(m, SpvOpFConvert, l->t_f32, 1, r);
	uint32_t inf = agc_lw_bitcast(l, l->t_f32, agc_lw_u32(l, 0x7f800000));
	f = agc_lw_select(l, l->t_f32, agc_lw_op2(l, SpvOpFOrdEqual, l->t_bool, x, inf), inf, f);
	f = agc_lw_select(l, l->t_f32, agc_lw_op2(l, SpvOpFOrdEqual, l->t_bool, x, fconst(l, 0.0, false)),
	                  agc_lw_bitcast(l, l->t_f32, agc_lw_u32(l, 0xff800000)), f);
	return agc_lw_select(l, l->t_f32, agc_lw_op2(l, SpvOpFOrdLessThan, l->t_bool, x, fconst(l, 0.0, false)),
	                     agc_lw_bitcast(l, l->t_f32, agc_lw_u32(l, 0x7fc00000)), f);
}

/* v_cvt_i32/u32_f32/f64: saturating, NaN -> 0 */
static uint32_t
cvt_to_int(struct agc_lower *l, uint32_t x, bool f64, bool sg)
{
	struct agc_spv_module *m = l->m;
	uint32_t ft = f64 ? l->t_f64 : l->t_f32;
	/* the largest values below 2^31 and 2^32 in the source type */
	double hi_s = f64 ? 2147483647.0 : 2147483520.0, hi_u = f64 ? 4294967295.0 : 4294967040.0;
	uint32_t r;
	if (sg) {
		uint32_t c = agc_lw_ext(l, ft, GLSLstd450NClamp, 3, x, fconst(l, -2147483648.0, f64), fconst(l, hi_s, f64));
		r = agc_lw_bitcast(l, l->t_u32, agc_spv_op(m, SpvOpConvertFToS, l->t_i32, 1, c));
		uint32_t big = agc_spv_op(m, SpvOpFOrdGreaterThan, l->t_bool, 2, x, fconst(l, hi_s, f64));
		r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, big, agc_lw_u32(l, 0x7fffffff), r);
	} else {
		uint32_t c = agc_lw_ext(l, ft, GLSLstd450NClamp, 3, x, fconst(l, 0.0, f64), fconst(l, hi_u, f64));
		r = agc_spv_op(m, SpvOpConvertFToU, l->t_u32, 1, c);
		uint32_t big = agc_spv_op(m, SpvOpFOrdGreaterThan, l->t_bool, 2, x, fconst(l, hi_u, f64));
		r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, big, agc_lw_u32(l, ~0u), r);
	}
	/* NaN: 0, whatever NClamp makes of it */
	return agc_spv_op(m, SpvOpSelect, l->t_u32, 3, agc_spv_op(m, SpvOpIsNan, l->t_bool, 1, x), agc_lw_u32(l, 0), r);
}

/* Rounding to an integral value keeps the operand's sign (-0.5 -> -0.0);
 * some implementations lose it, so it is put back from the operand. */
static uint32_t
keep_sign(struct agc_lower *l, uint32_t r, uint32_t x, enum agc_irt t)
{
	struct agc_spv_module *m = l->m;
	bool w = t == AGC_T_F64;
	uint32_t it = w ? l->t_u64 : l->t_u32, ft = w ? l->t_f64 : l->t_f32;
	uint32_t sign = w ? agc_lw_const64(l, 1ull << 63) : agc_lw_u32(l, 1u << 31);
	uint32_t sx = agc_spv_op(m, SpvOpBitwiseAnd, it, 2, agc_lw_bitcast(l, it, x), sign);
	return agc_lw_bitcast(l, ft, agc_spv_op(m, SpvOpBitwiseOr, it, 2, agc_lw_bitcast(l, it, r), sx));
}

/* VMOV, VUN, VBIN, VTERN, VCVT */
int
agc_lower_valu_alu(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;
	enum agc_irt t = (enum agc_irt)in->op->type, dt = (enum agc_irt)in->op->dtype;
	unsigned n = nopnd(in);

	const struct agc_operand *d = agc_lw_opnd(in, 0);
	if (!is_vgpr(d))
		return agc_lw_unsupported(l, in, "a scalar destination is not supported yet");
	unsigned nsrc = n - 1;
	if (nsrc > 3)
		return agc_lw_unsupported(l, in, "unexpected operands");
	/* op_sel (the decoder keeps it where the opcode has it: here
	 * v_fma_f16): f16 sources from the halves agc_lw_opsel_hi names,
	 * an f16 result into the half op_sel[3] names (agc_lw_store16) */
	if ((op->flags & AGC_IRF_CARRY_IN) && t == AGC_T_F16 && (in->mi->opsel & 0xc))
		return agc_lw_unsupported(l, in, "op_sel on the addend of v_fmac_f16 is not supported yet");
	if (op->kind == AGC_K_VTERN && nsrc == 2)
		nsrc = 2; /* v_fmac: dst is the addend */
	if (op->kind == AGC_K_VTERN && t == AGC_T_F64 && nsrc == 3) {
		/* v_fma_f64: the integer code once for all slots */
		uint32_t s[3][AGC_MAX_SLOTS], r[AGC_MAX_SLOTS];
		for (unsigned k = 0; k < l->K; k++)
			for (unsigned i = 0; i < 3; i++)
				s[i][k] = agc_lw_src(l, agc_lw_opnd(in, 1 + i), t, k);
		agc_lw_fma_f64_slots(l, s[0], s[1], s[2], NULL, r);
		for (unsigned k = 0; k < l->K; k++)
			agc_lw_store_v(l, d, k, agc_lw_to_bits(l, out_mods(l, in, r[k], dt), dt), true, active[k]);
		return 0;
	}
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t s[3];
		for (unsigned i = 0; i < nsrc; i++)
			s[i] = t == AGC_T_F16 ? agc_lw_src_f16(l, agc_lw_opnd(in, 1 + i),
							       agc_lw_opsel_hi(in->mi, i), k)
					      : agc_lw_src(l, agc_lw_opnd(in, 1 + i), t, k);
		uint32_t r;
		if (op->kind == AGC_K_VMOV) {
			r = s[0];
		} else if (op->kind == AGC_K_VCVT) {
			if (op->flags & AGC_IRF_HI) { /* v_cvt_f32_ubyteN */
				uint32_t b = agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, s[0],
							agc_lw_u32(l, op->spv), agc_lw_u32(l, 8));
				r = agc_spv_op(m, SpvOpConvertUToF, l->t_f32, 1, b);
			} else if (op->spv == SpvOpConvertSToF) {
				r = agc_spv_op(m, SpvOpConvertSToF, agc_lw_type(l, dt), 1,
					       agc_lw_bitcast(l, l->t_i32, s[0]));
			} else if (op->spv == SpvOpConvertFToS || op->spv == SpvOpConvertFToU) {
				r = cvt_to_int(l, s[0], t == AGC_T_F64, op->spv == SpvOpConvertFToS);
			} else {
				r = agc_spv_op(m, (SpvOp)op->spv, agc_lw_type(l, dt), 1, s[0]);
			}
		} else if (op->kind == AGC_K_VTERN && (op->flags & AGC_IRF_CARRY_IN)) {
			/* v_fmac_f32 d, a, b: d = a * b + d */
			uint32_t acc = agc_lw_src(l, d, t, k);
			r = fused(l, t, s[0], s[1], acc);
		} else if (op->kind == AGC_K_VTERN && (op->flags & AGC_IRF_REV)) {
			/* v_fmamk_f32 d, a, K, b: a * K + b */
			r = fused(l, t, s[0], s[1], s[2]);
		} else {
			bool trig = (op->flags & AGC_IRF_EXT) &&
			            (op->spv == GLSLstd450Sin || op->spv == GLSLstd450Cos);
			uint32_t x = s[0];
			if (trig)
				/* the hardware's sin/cos take revolutions: sin(x * 2 pi) */
				s[0] = agc_spv_op(m, SpvOpFMul, l->t_f32, 2, s[0], fconst(l, 6.283185307179586, false));
			r = generic(l, in, s, nsrc, t);
			if (trig) /* of a NaN: it, quieted; of an infinity: the default NaN */
				r = agc_lw_nan_rule(l, r, false, 1, &x);
			if ((op->flags & AGC_IRF_EXT) && agc_lw_is_float(t) &&
			    (op->spv == GLSLstd450Floor || op->spv == GLSLstd450Ceil ||
			     op->spv == GLSLstd450Trunc || op->spv == GLSLstd450RoundEven))
				r = agc_lw_nan_pass(l, keep_sign(l, r, s[0], t), t == AGC_T_F64, s[0]);
		}
		r = agc_lw_to_bits(l, out_mods(l, in, r, dt), dt);
		if (dt == AGC_T_F16)
			agc_lw_store16(l, in->mi, k, r, active[k]);
		else
			agc_lw_store_v(l, d, k, r, agc_lw_is_wide(dt), active[k]);
	}
	return 0;
}

/* VCMP, VCMPCLASS */
int
agc_lower_vcmp(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;
	enum agc_irt t = (enum agc_irt)in->op->type;
	unsigned n = nopnd(in);

	/* [sdst,] src0, src1 — v_cmpx_* _e32 prints no destination */
	unsigned first = n == 3 ? 1 : 0;
	uint32_t c[AGC_MAX_SLOTS];
	bool i16 = t == AGC_T_I16 || t == AGC_T_U16;
	if (t == AGC_T_F16 && in->mi->opsel)
		return agc_lw_unsupported(l, in, "op_sel on a 16-bit float compare is not supported yet");
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t r;
		if (op->kind == AGC_K_VCMPCLASS) {
			r = cmp_class(l, agc_lw_opnd(in, first), t == AGC_T_F64,
				      agc_lw_src(l, agc_lw_opnd(in, first + 1),
										AGC_T_U32, k), k);
		} else if (i16) {
			/* the low (op_sel: high) halves, zero- or sign-extended */
			uint32_t h[2];
			for (unsigned i = 0; i < 2; i++)
				h[i] = agc_lw_half(l, agc_lw_src(l, agc_lw_opnd(in, first + i), AGC_T_U32, k),
						   agc_lw_opsel_hi(in->mi, i), t == AGC_T_I16);
			r = compare(l, in, h[0], h[1]);
		} else {
			uint32_t a = agc_lw_src(l, agc_lw_opnd(in, first), t, k);
			uint32_t b = agc_lw_src(l, agc_lw_opnd(in, first + 1), t, k);
			r = compare(l, in, a, b);
		}
		c[k] = agc_spv_op(m, SpvOpLogicalAnd, l->t_bool, 2, r, active[k]);
	}
	if (first)
		agc_lw_write_lanes(l, agc_lw_opnd(in, 0)->reg, c);
	if (op->flags & AGC_IRF_EXEC)
		agc_lw_write_lanes(l, AGC_REG_EXEC_LO, c);
	return 0;
}

/* VCNDMASK */
int
agc_lower_vcndmask(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	struct agc_spv_module *m = l->m;

	/* vdst, src0, src1, mask: mask bit ? src1 : src0 */
	const struct agc_operand *d = agc_lw_opnd(in, 0);
	uint32_t bit[AGC_MAX_SLOTS];
	agc_lw_mask_lanes(l, agc_lw_opnd(in, 3)->reg, bit);
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t a = agc_lw_src(l, agc_lw_opnd(in, 1), AGC_T_F32, k);
		uint32_t b = agc_lw_src(l, agc_lw_opnd(in, 2), AGC_T_F32, k);
		uint32_t r = agc_spv_op(m, SpvOpSelect, l->t_f32, 3, bit[k], b, a);
		agc_lw_store_v(l, d, k, agc_lw_bitcast(l, l->t_u32, r), false, active[k]);
	}
	return 0;
}

/* Slot k's sources of a carry instruction, in the order the operation
 * takes them (the REV forms swapped). */
static void
addc_sources(struct agc_lower *l, const struct agc_ir_inst *in, unsigned k, uint32_t *a, uint32_t *b)
{
	*a = agc_lw_src(l, agc_lw_opnd(in, 2), AGC_T_U32, k);
	*b = agc_lw_src(l, agc_lw_opnd(in, 3), AGC_T_U32, k);
	if (in->op->flags & AGC_IRF_REV) {
		uint32_t x = *a;
		*a = *b;
		*b = x;
	}
}

/* The low half of a carry pair (lower.c): both halves as one 64-bit add
 * or subtract; the high half's dword and carry out are kept for it. */
static void
addc_pair_low(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	struct agc_spv_module *m = l->m;
	const struct agc_ir_inst *hi = &l->ir->inst[l->addc_low + 1];
	bool add = in->op->spv == SpvOpIAddCarry;
	uint32_t carry[AGC_MAX_SLOTS];
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t a, b, c, d;
		addc_sources(l, in, k, &a, &b);
		addc_sources(l, hi, k, &c, &d);
		uint32_t x = agc_lw_bitcast(l, l->t_u64, agc_spv_op(m, SpvOpCompositeConstruct, l->t_v2u32, 2, a, c));
		uint32_t y = agc_lw_bitcast(l, l->t_u64, agc_spv_op(m, SpvOpCompositeConstruct, l->t_v2u32, 2, b, d));
		uint32_t s = agc_lw_bitcast(l, l->t_v2u32,
					    agc_spv_op(m, add ? SpvOpIAdd : SpvOpISub, l->t_u64, 2, x, y));
		uint32_t v = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, s, 0u);
		l->addc_hi[k] = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, s, 1u);
		/* a + b carries when the sum wraps below a; a - b borrows when a < b */
		uint32_t c0 = add ? agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, v, a)
				  : agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, a, b);
		uint32_t c1 = add ? agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, agc_lw_bitcast(l, l->t_u64, s), x)
				  : agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, x, y);
		carry[k] = agc_spv_op(m, SpvOpLogicalAnd, l->t_bool, 2, c0, active[k]);
		l->addc_carry[k] = c1;
		agc_lw_store_v(l, agc_lw_opnd(in, 0), k, v, false, active[k]);
	}
	if (!l->carry_dead)
		agc_lw_write_lanes(l, agc_lw_opnd(in, 1)->reg, carry);
}

/* VADDC */
int
agc_lower_vaddc(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;

	if (l->addc_pair == 1) {
		addc_pair_low(l, in, active);
		return 0;
	}
	if (l->addc_pair == 2) {
		uint32_t carry[AGC_MAX_SLOTS];
		for (unsigned k = 0; k < l->K; k++) {
			carry[k] = agc_spv_op(m, SpvOpLogicalAnd, l->t_bool, 2, l->addc_carry[k], active[k]);
			agc_lw_store_v(l, agc_lw_opnd(in, 0), k, l->addc_hi[k], false, active[k]);
		}
		if (!l->carry_dead)
			agc_lw_write_lanes(l, agc_lw_opnd(in, 1)->reg, carry);
		return 0;
	}

	/* vdst, sdst, src0, src1 [, carry-in mask] */
	const struct agc_operand *d = agc_lw_opnd(in, 0);
	bool cin = op->flags & AGC_IRF_CARRY_IN;
	uint32_t cbit[AGC_MAX_SLOTS];
	if (cin)
		agc_lw_mask_lanes(l, agc_lw_opnd(in, 4)->reg, cbit);
	uint32_t st = agc_spv_type(m, SpvOpTypeStruct, (uint32_t[]){l->t_u32, l->t_u32}, 2);
	uint32_t carry[AGC_MAX_SLOTS];
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t a = agc_lw_src(l, agc_lw_opnd(in, 2), AGC_T_U32, k);
		uint32_t b = agc_lw_src(l, agc_lw_opnd(in, 3), AGC_T_U32, k);
		if (op->flags & AGC_IRF_REV) {
			uint32_t x = a;
			a = b;
			b = x;
		}
		uint32_t r1 = agc_spv_op(m, (SpvOp)op->spv, st, 2, a, b);
		uint32_t v = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, r1, 0u);
		uint32_t c = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, r1, 1u);
		if (cin) {
			uint32_t ci = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, cbit[k],
						 agc_lw_u32(l, 1), agc_lw_u32(l, 0));
			uint32_t r2 = agc_spv_op(m, (SpvOp)op->spv, st, 2, v, ci);
			v = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, r2, 0u);
			c = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2, c,
				       agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, r2, 1u));
		}
		if (in->mi->clamp) {
			uint32_t sat = op->spv == SpvOpIAddCarry ? agc_lw_u32(l, ~0u) : agc_lw_u32(l, 0);
			uint32_t cb = agc_spv_op(m, SpvOpINotEqual, l->t_bool, 2, c, agc_lw_u32(l, 0));
			v = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, cb, sat, v);
		}
		carry[k] = agc_spv_op(m, SpvOpLogicalAnd, l->t_bool, 2,
				      agc_spv_op(m, SpvOpINotEqual, l->t_bool, 2, c, agc_lw_u32(l, 0)),
				      active[k]);
		agc_lw_store_v(l, d, k, v, false, active[k]);
	}
	if (!l->carry_dead)
		agc_lw_write_lanes(l, agc_lw_opnd(in, 1)->reg, carry);
	return 0;
}

/* VMAD64 */
int
agc_lower_vmad64(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	struct agc_spv_module *m = l->m;

	/* vdst (64), sdst, src0, src1, src2 (64): src0 * src1 + src2,
	 * the carry out of bit 63 to sdst */
	const struct agc_operand *d = agc_lw_opnd(in, 0);
	uint32_t carry[AGC_MAX_SLOTS];
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t a = agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, agc_lw_src(l, agc_lw_opnd(in, 2), AGC_T_U32, k));
		uint32_t b = agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, agc_lw_src(l, agc_lw_opnd(in, 3), AGC_T_U32, k));
		uint32_t c = agc_lw_src(l, agc_lw_opnd(in, 4), AGC_T_U64, k);
		uint32_t r = agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, agc_spv_op(m, SpvOpIMul, l->t_u64, 2, a, b), c);
		carry[k] = agc_spv_op(m, SpvOpLogicalAnd, l->t_bool, 2,
				      agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, r, c), active[k]);
		agc_lw_store_v(l, d, k, r, true, active[k]);
	}
	agc_lw_write_lanes(l, agc_lw_opnd(in, 1)->reg, carry);
	return 0;
}

/* VMULHI, VMAD24 */
int
agc_lower_vmul(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;
	enum agc_irt t = (enum agc_irt)in->op->type;

	const struct agc_operand *d = agc_lw_opnd(in, 0);
	bool sg = op->flags & AGC_IRF_SIGNED;
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t a = agc_lw_src(l, agc_lw_opnd(in, 1), t, k);
		uint32_t b = agc_lw_src(l, agc_lw_opnd(in, 2), t, k);
		uint32_t r;
		if (op->kind == AGC_K_VMULHI) {
			uint32_t it = sg ? l->t_i32 : l->t_u32;
			uint32_t st = agc_spv_type(m, SpvOpTypeStruct, (uint32_t[]){it, it}, 2);
			if (sg) {
				a = agc_lw_bitcast(l, it, a);
				b = agc_lw_bitcast(l, it, b);
			}
			uint32_t x = agc_spv_op(m, sg ? SpvOpSMulExtended : SpvOpUMulExtended, st, 2, a, b);
			r = agc_spv_op(m, SpvOpCompositeExtract, it, 2, x, 1u);
			if (sg)
				r = agc_lw_bitcast(l, l->t_u32, r);
		} else {
			r = agc_spv_op(m, SpvOpIMul, l->t_u32, 2, a, b);
			if (op->spv == AGC_M24_MAD)
				r = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, r,
					       agc_lw_src(l, agc_lw_opnd(in, 3), AGC_T_U32, k));
		}
		agc_lw_store_v(l, d, k, r, false, active[k]);
	}
	return 0;
}

/* VSWAP */
int
agc_lower_vswap(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{

	/* v_swap_b32 a, b: both VGPRs exchange, in active lanes */
	const struct agc_operand *a = agc_lw_opnd(in, 0), *b = agc_lw_opnd(in, 1);
	if (!is_vgpr(a) || !is_vgpr(b))
		return agc_lw_unsupported(l, in, "unexpected operands");
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t va = agc_lw_read_vgpr(l, a->reg - AGC_REG_VGPR0, k);
		uint32_t vb = agc_lw_read_vgpr(l, b->reg - AGC_REG_VGPR0, k);
		agc_lw_write_vgpr(l, a->reg - AGC_REG_VGPR0, k, vb, active[k]);
		agc_lw_write_vgpr(l, b->reg - AGC_REG_VGPR0, k, va, active[k]);
	}
	return 0;
}

/* VMADI64 */
int
agc_lower_vmadi64(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	struct agc_spv_module *m = l->m;

	/* vdst (64), sdst, src0, src1, src2 (64): sext(src0) * sext(src1) +
	 * src2 in 65 bits; sdst gets bit 64, the sign of the exact sum:
	 * the product's and src2's signs and the carry out of bit 63 */
	const struct agc_operand *d = agc_lw_opnd(in, 0);
	uint32_t carry[AGC_MAX_SLOTS];
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t a = agc_spv_op(m, SpvOpSConvert, l->t_i64, 1,
					agc_lw_bitcast(l, l->t_i32, agc_lw_src(l, agc_lw_opnd(in, 2), AGC_T_U32, k)));
		uint32_t b = agc_spv_op(m, SpvOpSConvert, l->t_i64, 1,
					agc_lw_bitcast(l, l->t_i32, agc_lw_src(l, agc_lw_opnd(in, 3), AGC_T_U32, k)));
		uint32_t p = agc_lw_bitcast(l, l->t_u64, agc_spv_op(m, SpvOpIMul, l->t_i64, 2, a, b));
		uint32_t c = agc_lw_src(l, agc_lw_opnd(in, 4), AGC_T_U64, k);
		uint32_t r = agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, p, c);
		uint32_t s = agc_spv_op(m, SpvOpBitwiseXor, l->t_u64, 2, agc_spv_op(m, SpvOpBitwiseXor, l->t_u64, 2, p, c),
					agc_spv_op(m, SpvOpSelect, l->t_u64, 3,
						   agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, r, c),
						   agc_lw_const64(l, 1ull << 63), agc_lw_const64(l, 0)));
		carry[k] = agc_spv_op(m, SpvOpLogicalAnd, l->t_bool, 2,
				      agc_spv_op(m, SpvOpUGreaterThanEqual, l->t_bool, 2, s, agc_lw_const64(l, 1ull << 63)),
				      active[k]);
		agc_lw_store_v(l, d, k, r, true, active[k]);
	}
	agc_lw_write_lanes(l, agc_lw_opnd(in, 1)->reg, carry);
	return 0;
}

/* VCVTFLR */
int
agc_lower_vcvtflr(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;

	/* v_cvt_flr_i32_f32: floor(x); v_cvt_rpi_i32_f32: floor(x + 0.5) */
	const struct agc_operand *d = agc_lw_opnd(in, 0);
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t x = agc_lw_src(l, agc_lw_opnd(in, 1), AGC_T_F32, k);
		if (op->spv == AGC_CVT_RPI)
			x = agc_spv_op(m, SpvOpFAdd, l->t_f32, 2, x, fconst(l, 0.5, false));
		x = agc_lw_ext(l, l->t_f32, GLSLstd450Floor, 1, x);
		agc_lw_store_v(l, d, k, cvt_to_int(l, x, false, true), false, active[k]);
	}
	return 0;
}
