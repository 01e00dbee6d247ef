/*
 * lower_valu_dot.c -- dot products and mixed-precision multiply-adds (ops.def
 * kinds VDOT and VMIX), per slot under EXEC.
 *
 *   v_dot4_i32_i8 v0, v1, v2, v3   v0 = v3 + sum of the 4 signed byte products
 *   v_dot2_f32_f16 v0, v1, v2, v3  tmp = v3 + v1.lo * v2.lo (rounded to f32);
 *                                  v0 = tmp + v1.hi * v2.hi (rounded to f32)
 *   v_fma_mix_f32 v0, v1, v2, v3 op_sel_hi:[1,1,0]
 *                                  v0 = fma(f16 v1.lo, f16 v2.lo, f32 v3)
 *
 * Dot products follow the ISA's pseudocode: the f32 accumulator takes
 * each exact f16 product in turn, rounded each time; the integer ones
 * wrap, or with clamp saturate the exact sum to 32 bits.  In VOP3P, op_sel
 * picks the half of source i that element 0 reads and op_sel_hi the half
 * element 1 reads (the 16-bit element dots); neg_lo / neg_hi negate an
 * f16 element 0 / 1.  The 8- and 4-bit element dots and src2 take 32
 * bits whole.  v_dot2c_f32_f16 and v_dot4c_i32_i8 (VOP2) accumulate into
 * the destination.
 *
 * v_fma_mix_f32 / v_fma_mixlo_f16 / v_fma_mixhi_f16: source i is f16 (the
 * op_sel half) when op_sel_hi bit i is set, else f32; neg_lo negates it,
 * neg_hi takes its absolute value first.  The result is the fused a * b +
 * c rounded once to f32, or to f16 into the low or high half (the other
 * half kept); clamp to [0, 1].  v_pk_fmac_f16 is the fused multiply-add of
 * each half into the destination's.
 *
 * Rounding once: a * b of f32 or f16 operands is exact in double
 * precision; the sum is rounded to odd there (TwoSum finds whether it was
 * exact), and for an f16 result once more to odd in f32.  A value rounded
 * to odd with at least two bits more than the target rounds to the
 * target's nearest even as the exact value would.
 */
#include <string.h>

#include "spirv/lower.h"


/* A float operation the device must not fuse with its neighbours. */
static uint32_t
exact(struct agc_lower *l, SpvOp op, uint32_t t, uint32_t a, uint32_t b)
{
	uint32_t r = agc_lw_op2(l, op, t, a, b);
	agc_spv_instv(l->m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 2, r,
	              (uint32_t)SpvDecorationNoContraction);
	return r;
}

static uint32_t
dconst(struct agc_lower *l, double v)
{
	uint64_t b;
	memcpy(&b, &v, 8);
	return agc_spv_constant(l->m, SpvOpConstant, agc_lw_f64(l),
	                        (uint32_t[]){(uint32_t)b, (uint32_t)(b >> 32)}, 2);
}

/* a * b + c in double precision, rounded to odd; a * b must be exact */
static uint32_t
fma_odd(struct agc_lower *l, uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t d = agc_lw_f64(l), t = l->t_u64;
	uint32_t p = exact(l, SpvOpFMul, d, a, b);
	uint32_t s = exact(l, SpvOpFAdd, d, p, c);
	/* TwoSum: e = (p + c) - s exactly */
	uint32_t bb = exact(l, SpvOpFSub, d, s, p);
	uint32_t e =
	    exact(l, SpvOpFAdd, d, exact(l, SpvOpFSub, d, p, exact(l, SpvOpFSub, d, s, bb)),
	          exact(l, SpvOpFSub, d, c, bb));
	uint32_t inexact = agc_lw_op2(l, SpvOpFOrdNotEqual, l->t_bool, e, dconst(l, 0.0));
	uint32_t sb = agc_lw_bitcast(l, t, s), eb = agc_lw_bitcast(l, t, e);
	/* rounded away from zero when the error has the other sign: step back */
	uint32_t away =
	    agc_lw_op2(l, SpvOpINotEqual, l->t_bool,
	        agc_lw_op2(l, SpvOpShiftRightLogical, t, agc_lw_op2(l, SpvOpBitwiseXor, t, sb, eb), agc_lw_u32(l, 63)),
	        agc_lw_const64(l, 0));
	uint32_t tr = agc_lw_select(l, t, away, agc_lw_op2(l, SpvOpISub, t, sb, agc_lw_const64(l, 1)), sb);
	tr = agc_lw_op2(l, SpvOpBitwiseOr, t, tr, agc_lw_const64(l, 1));
	return agc_lw_bitcast(l, d, agc_lw_select(l, t, inexact, tr, sb));
}

/* A double rounded to odd in f32 (two or more bits above f16's 11). */
static uint32_t
odd_f32(struct agc_lower *l, uint32_t x)
{
	struct agc_spv_module *m = l->m;
	uint32_t d = agc_lw_f64(l), t = l->t_u32;
	uint32_t r = agc_spv_op(m, SpvOpFConvert, l->t_f32, 1, x);
	uint32_t back = agc_spv_op(m, SpvOpFConvert, d, 1, r);
	uint32_t inexact = agc_lw_op2(l, SpvOpFOrdNotEqual, l->t_bool, back, x);
	uint32_t away =
	    agc_lw_op2(l, SpvOpFOrdGreaterThan, l->t_bool, agc_lw_ext(l, d, GLSLstd450FAbs, 1, back),
	        agc_lw_ext(l, d, GLSLstd450FAbs, 1, x));
	uint32_t rb = agc_lw_bitcast(l, t, r);
	uint32_t tr = agc_lw_select(l, t, away, agc_lw_op2(l, SpvOpISub, t, rb, agc_lw_u32(l, 1)), rb);
	tr = agc_lw_op2(l, SpvOpBitwiseOr, t, tr, agc_lw_u32(l, 1));
	return agc_lw_bitcast(l, l->t_f32, agc_lw_select(l, t, inexact, tr, rb));
}

/* fused a * b + c (floats holding f32 or f16 values) rounded once to
 * f32, or (f16) to f16 bits; clamp to [0, 1] first when asked */
static uint32_t
fma_once(struct agc_lower *l, uint32_t a, uint32_t b, uint32_t c, bool f16, bool clamp)
{
	uint32_t d = agc_lw_f64(l);
	struct agc_spv_module *m = l->m;
	uint32_t x =
	    fma_odd(l, agc_spv_op(m, SpvOpFConvert, d, 1, a), agc_spv_op(m, SpvOpFConvert, d, 1, b),
	            agc_spv_op(m, SpvOpFConvert, d, 1, c));
	if (clamp)
		x = agc_lw_clamp01(l, x, true);
	if (!f16)
		return agc_spv_op(m, SpvOpFConvert, l->t_f32, 1, x);
	return agc_lw_f32_to_f16(l, odd_f32(l, x));
}

/* Element j (0: op_sel, 1: op_sel_hi) of a 16-bit packed source i. */
static uint32_t
elem16(struct agc_lower *l, const struct agc_inst *mi, uint32_t w, unsigned i, unsigned j,
       bool sext)
{
	bool hi = mi->enc == AGC_ENC_VOP3P ? (((j ? mi->opsel_hi : mi->opsel) >> i) & 1) : j;
	return agc_lw_half(l, w, hi, sext);
}

static uint32_t
dot_f16(struct agc_lower *l, const struct agc_inst *mi, const uint32_t *w, uint32_t acc)
{
	for (unsigned j = 0; j < 2; j++) {
		uint32_t x[2];
		for (unsigned i = 0; i < 2; i++) {
			bool neg = mi->enc == AGC_ENC_VOP3P &&
			           ((((j ? mi->neg_hi : mi->neg_lo)) >> i) & 1);
			x[i] = agc_lw_fmods(
			    l, agc_lw_f16_to_f32(l, elem16(l, mi, w[i], i, j, false)), false, neg);
		}
		acc = exact(l, SpvOpFAdd, l->t_f32, acc, exact(l, SpvOpFMul, l->t_f32, x[0], x[1]));
	}
	return acc;
}

static uint32_t
dot_int(struct agc_lower *l, const struct agc_inst *mi, unsigned kind, const uint32_t *w,
        uint32_t acc)
{
	struct agc_spv_module *m = l->m;
	bool sg = kind == AGC_DOT2_I32_I16 || kind == AGC_DOT4_I32_I8 || kind == AGC_DOT8_I32_I4;
	unsigned bits = kind <= AGC_DOT2_U32_U16 ? 16 : kind <= AGC_DOT4_U32_U8 ? 8 : 4;
	bool wide = mi->clamp;
	uint32_t t = wide ? (sg ? l->t_i64 : l->t_u64) : l->t_u32;
	SpvOp cv = sg ? SpvOpSConvert : SpvOpUConvert;

	if (wide)
		acc = agc_spv_op(m, cv, t, 1, agc_lw_bitcast(l, sg ? l->t_i32 : l->t_u32, acc));
	for (unsigned j = 0; j < 32 / bits; j++) {
		uint32_t x[2];
		for (unsigned i = 0; i < 2; i++) {
			x[i] =
			    bits == 16
			        ? elem16(l, mi, w[i], i, j, sg)
			        : agc_spv_op(m, sg ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract,
			                     l->t_u32, 3, w[i], agc_lw_u32(l, j * bits), agc_lw_u32(l, bits));
			if (wide)
				x[i] = agc_spv_op(
				    m, cv, t, 1, agc_lw_bitcast(l, sg ? l->t_i32 : l->t_u32, x[i]));
		}
		acc = agc_lw_op2(l, SpvOpIAdd, t, acc, agc_lw_op2(l, SpvOpIMul, t, x[0], x[1]));
	}
	if (!wide)
		return acc;
	if (sg)
		acc = agc_lw_ext(
		    l, t, GLSLstd450SClamp, 3, acc,
		    agc_lw_bitcast(l, t, agc_lw_const64(l, (uint64_t)(int64_t)INT32_MIN)),
		    agc_lw_bitcast(l, t, agc_lw_const64(l, INT32_MAX)));
	else
		acc = agc_lw_ext(l, t, GLSLstd450UMin, 2, acc, agc_lw_const64(l, UINT32_MAX));
	return agc_spv_op(m, SpvOpUConvert, l->t_u32, 1, agc_lw_bitcast(l, l->t_u64, acc));
}

int
agc_lower_vdot(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_inst *mi = in->mi;
	unsigned kind = in->op->spv;
	bool acc_dst = in->op->flags & AGC_IRF_CARRY_IN;
	const struct agc_operand *d = &mi->def[0];

	if (!mi->ndef || d->reg < AGC_REG_VGPR0 || d->reg == AGC_REG_NONE ||
	    mi->nuse < (acc_dst ? 2u : 3u))
		return agc_lw_unsupported(l, in, "unexpected operands");
	if (mi->enc == AGC_ENC_VOP3P && (((mi->neg_lo | mi->neg_hi) & 4) ||
	                                 (kind != AGC_DOT2_F32_F16 && (mi->neg_lo | mi->neg_hi))))
		return agc_lw_unsupported(
		    l, in, "neg_lo/neg_hi on this operand of a dot product are not supported");
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t w[2], r;
		for (unsigned i = 0; i < 2; i++)
			w[i] = agc_lw_word(l, &mi->use[i], kind == AGC_DOT2_F32_F16, k);
		uint32_t acc = acc_dst ? agc_lw_read_vgpr(l, d->reg - AGC_REG_VGPR0, k)
		                       : agc_lw_src(l, &mi->use[2], AGC_T_U32, k);
		if (kind == AGC_DOT2_F32_F16) {
			r = dot_f16(l, mi, w, agc_lw_bitcast(l, l->t_f32, acc));
			if (mi->clamp)
				r = agc_lw_clamp01(l, r, false);
			r = agc_lw_bitcast(l, l->t_u32, r);
		} else {
			r = dot_int(l, mi, kind, w, acc);
		}
		agc_lw_write_vgpr(l, d->reg - AGC_REG_VGPR0, k, r, active[k]);
	}
	return 0;
}

/* v_fma_mix source i as a float holding its f32 or f16 value */
static uint32_t
mix_src(struct agc_lower *l, const struct agc_inst *mi, unsigned i, unsigned slot)
{
	bool f16 = (mi->opsel_hi >> i) & 1;
	uint32_t w = agc_lw_word(l, &mi->use[i], f16, slot), f;
	if (f16)
		f = agc_lw_f16_to_f32(l, agc_lw_half(l, w, (mi->opsel >> i) & 1, false));
	else
		f = agc_lw_bitcast(l, l->t_f32, w);
	return agc_lw_fmods(l, f, (mi->neg_hi >> i) & 1, (mi->neg_lo >> i) & 1);
}

int
agc_lower_vmix(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_inst *mi = in->mi;
	unsigned kind = in->op->spv;
	const struct agc_operand *d = &mi->def[0];

	if (!mi->ndef || d->reg < AGC_REG_VGPR0 || d->reg == AGC_REG_NONE ||
	    mi->nuse < (kind == AGC_MIX_PK_FMAC ? 2u : 3u))
		return agc_lw_unsupported(l, in, "unexpected operands");
	unsigned v = d->reg - AGC_REG_VGPR0;
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t r;
		if (kind == AGC_MIX_PK_FMAC) {
			uint32_t a = agc_lw_word(l, &mi->use[0], true, k),
			         b = agc_lw_word(l, &mi->use[1], true, k);
			uint32_t c = agc_lw_read_vgpr(l, v, k);
			r = agc_lw_u32(l, 0);
			for (unsigned h = 0; h < 2; h++) {
				uint32_t x =
				    fma_once(l, agc_lw_f16_to_f32(l, agc_lw_half(l, a, h, false)),
				             agc_lw_f16_to_f32(l, agc_lw_half(l, b, h, false)),
				             agc_lw_f16_to_f32(l, agc_lw_half(l, c, h, false)),
				             true, mi->clamp);
				r = agc_lw_op2(l, SpvOpBitwiseOr, l->t_u32, r,
				        agc_lw_op2(l, SpvOpShiftLeftLogical, l->t_u32,
				            agc_lw_op2(l, SpvOpBitwiseAnd, l->t_u32, x, agc_lw_u32(l, 0xffff)),
				            agc_lw_u32(l, 16 * h)));
			}
		} else {
			uint32_t x = fma_once(l, mix_src(l, mi, 0, k), mix_src(l, mi, 1, k),
			                      mix_src(l, mi, 2, k), kind != AGC_MIX_F32, mi->clamp);
			if (kind != AGC_MIX_F32) {
				agc_lw_write_vgpr16(l, v, k, x, kind == AGC_MIX_HI, active[k]);
				continue;
			}
			r = agc_lw_bitcast(l, l->t_u32, x);
		}
		agc_lw_write_vgpr(l, v, k, r, active[k]);
	}
	return 0;
}
