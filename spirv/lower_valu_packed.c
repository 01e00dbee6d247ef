/*
 * lower_valu_packed.c -- packed 16-bit VOP3P instructions (v_pk_*): two 16-bit
 * lanes per register, each computed from the source halves op_sel (low
 * result) and op_sel_hi (high result) pick, per slot under EXEC.
 *
 *   v_pk_add_f16 v0, v1, v2 op_sel:[1,0]
 *     per slot k: lo = f16(f32(v1_k.hi) + f32(v2_k.lo))
 *                 hi = f16(f32(v1_k.hi) + f32(v2_k.hi))
 *                 v0_k = active_k ? lo | hi << 16 : v0_k
 *
 * f16 math runs in f32 (UnpackHalf2x16, then agc_lw_f32_to_f16): a sum, difference
 * or product of two halves is exact in f32, so rounding it to f16 once
 * more gives the f16 result.  neg_lo / neg_hi negate a float source of the
 * low / high result; an inline constant stands in both halves; clamp
 * saturates (floats to [0, 1], integers to their 16-bit range).
 * Also the packing conversions: v_cvt_pkrtz_f16_f32, v_cvt_pknorm_*,
 * v_cvt_pk_u16_u32, v_cvt_pk_i16_i32.
 */
#include <string.h>

#include "spirv/lower.h"


/* A source's 32 bits; an inline constant in both halves. */
static uint32_t
packed_word(struct agc_lower *l, const struct agc_operand *o, bool f16, unsigned slot)
{
	static const uint16_t h[] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118};
	unsigned r = o->reg;
	uint32_t half;
	if (r >= AGC_REG_FLOAT_HALF && r <= 248)
		half = f16 ? h[r - AGC_REG_FLOAT_HALF] : 0;
	else if (r >= AGC_REG_INT0 && r <= 192)
		half = r - AGC_REG_INT0;
	else if (r >= 193 && r <= 208)
		half = (uint32_t)(192 - (int)r) & 0xffff;
	else
		return agc_lw_src(l, &(struct agc_operand){.reg = o->reg, .dwords = 1, .literal = o->literal},
				  AGC_T_U32, slot);
	return agc_lw_u32(l, half | half << 16);
}

int
agc_lower_packed(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_inst *mi = in->mi;
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;
	bool f16 = op->type == AGC_T_F16, sg = op->type == AGC_T_I16;
	/* VOP1/VOP2/VOP3 16-bit integer ops: the low result only (op_sel
	 * picks the source halves; op_sel[3] writes the high half; the
	 * other half of the destination is kept) */
	bool single = op->kind == AGC_K_V16;
	unsigned nsrc = mi->nuse;
	const struct agc_operand *d = &mi->def[0];

	if (nsrc > 3 || !mi->ndef || d->reg < AGC_REG_VGPR0)
		return agc_lw_unsupported(l, in, "unexpected operands");
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t w[3] = {0, 0, 0}, res = agc_lw_u32(l, 0);
		for (unsigned i = 0; i < nsrc; i++)
			w[i] = packed_word(l, &mi->use[i], f16, k);
		for (unsigned h = 0; h < (single ? 1u : 2u); h++) {
			uint8_t sel = h ? mi->opsel_hi : mi->opsel, neg = h ? mi->neg_hi : mi->neg_lo;
			uint32_t s[3] = {0, 0, 0};
			for (unsigned i = 0; i < nsrc; i++) {
				uint32_t x = agc_spv_op(m, sg ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract, l->t_u32, 3,
							w[i], agc_lw_u32(l, 16 * ((sel >> i) & 1)), agc_lw_u32(l, 16));
				if (f16) {
					uint32_t p = agc_lw_ext(l, l->t_v2f32, GLSLstd450UnpackHalf2x16, 1, x);
					x = agc_spv_op(m, SpvOpCompositeExtract, l->t_f32, 2, p, 0u);
					if ((neg >> i) & 1)
						x = agc_spv_op(m, SpvOpFNegate, l->t_f32, 1, x);
				}
				s[i] = x;
			}
			uint32_t a = s[0], b = nsrc > 1 ? s[1] : 0, c = nsrc > 2 ? s[2] : 0;
			if (op->flags & AGC_IRF_REV) {
				uint32_t t = a;
				a = b;
				b = t;
			}
			uint32_t ty = f16 ? l->t_f32 : l->t_u32, r;
			if (op->spv == SpvOpShiftLeftLogical || op->spv == SpvOpShiftRightLogical ||
			    op->spv == SpvOpShiftRightArithmetic) {
				b = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, b, agc_lw_u32(l, 15));
				r = agc_spv_op(m, (SpvOp)op->spv, ty, 2, a, b);
			} else if (op->flags & AGC_IRF_EXT) {
				if (f16) {
					r = agc_lw_ext(l, ty, op->spv, nsrc, a, b, c);
				} else {
					uint32_t it = sg ? l->t_i32 : l->t_u32;
					r = agc_lw_bitcast(l, l->t_u32, agc_lw_ext(l, it, op->spv, 2, agc_lw_bitcast(l, it, a),
										 agc_lw_bitcast(l, it, b)));
				}
			} else {
				r = agc_spv_op(m, (SpvOp)op->spv, ty, 2, a, b);
				if (op->flags & AGC_IRF_CARRY_IN) /* v_pk_mad: + src2 */
					r = agc_spv_op(m, SpvOpIAdd, ty, 2, r, c);
			}
			if (f16) {
				if (mi->clamp)
					r = agc_lw_ext(l, l->t_f32, GLSLstd450NClamp, 3, r,
						       agc_spv_constant(m, SpvOpConstant, l->t_f32, (uint32_t[]){0}, 1),
						       agc_spv_constant(m, SpvOpConstant, l->t_f32, (uint32_t[]){0x3f800000}, 1));
				r = agc_lw_f32_to_f16(l, r);
			} else if (mi->clamp) {
				/* the exact result of 16-bit operands fits 32 bits (mad: nearly) */
				if (sg)
					r = agc_lw_bitcast(l, l->t_u32,
							   agc_lw_ext(l, l->t_i32, GLSLstd450SClamp, 3, agc_lw_bitcast(l, l->t_i32, r),
								      agc_lw_bitcast(l, l->t_i32, agc_lw_u32(l, (uint32_t)-32768)),
								      agc_lw_bitcast(l, l->t_i32, agc_lw_u32(l, 32767))));
				else
					r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3,
						       agc_spv_op(m, SpvOpUGreaterThan, l->t_bool, 2, r, agc_lw_u32(l, 0xffff)),
						       op->spv == SpvOpISub ? agc_lw_u32(l, 0) : agc_lw_u32(l, 0xffff), r);
			}
			r = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, r, agc_lw_u32(l, 0xffff));
			if (h)
				r = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, r, agc_lw_u32(l, 16));
			res = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2, res, r);
		}
		if (single)
			agc_lw_store16(l, mi, k, res, active[k]);
		else
			agc_lw_write_vgpr(l, d->reg - AGC_REG_VGPR0, k, res, active[k]);
	}
	return 0;
}

/* f32 -> f16 bits rounded toward zero: a finite value past the f16 range
 * gives the largest finite f16, one below its denormals +-0. */
static uint32_t
f16_rtz(struct agc_lower *l, uint32_t x)
{
	struct agc_spv_module *m = l->m;
	uint32_t t = l->t_u32, b = l->t_bool;
	uint32_t sign = agc_spv_op(m, SpvOpBitwiseAnd, t, 2, agc_spv_op(m, SpvOpShiftRightLogical, t, 2, x, agc_lw_u32(l, 16)),
				   agc_lw_u32(l, 0x8000));
	uint32_t e = agc_spv_op(m, SpvOpBitFieldUExtract, t, 3, x, agc_lw_u32(l, 23), agc_lw_u32(l, 8));
	uint32_t man = agc_spv_op(m, SpvOpBitwiseAnd, t, 2, x, agc_lw_u32(l, 0x7fffff));
	uint32_t m13 = agc_spv_op(m, SpvOpShiftRightLogical, t, 2, man, agc_lw_u32(l, 13));
	uint32_t normal = agc_spv_op(m, SpvOpBitwiseOr, t, 2,
				     agc_spv_op(m, SpvOpShiftLeftLogical, t, 2, agc_spv_op(m, SpvOpISub, t, 2, e, agc_lw_u32(l, 112)),
						agc_lw_u32(l, 10)), m13);
	/* denormal: (1.m) * 2^(e - 127) in units of 2^-24 */
	uint32_t sh = agc_lw_ext(l, t, GLSLstd450UMin, 2, agc_spv_op(m, SpvOpISub, t, 2, agc_lw_u32(l, 126), e), agc_lw_u32(l, 31));
	uint32_t den = agc_spv_op(m, SpvOpShiftRightLogical, t, 2,
				  agc_spv_op(m, SpvOpBitwiseOr, t, 2, man, agc_lw_u32(l, 0x800000)), sh);
	uint32_t nan = agc_spv_op(m, SpvOpBitwiseOr, t, 2, agc_lw_u32(l, 0x7e00), m13);
	uint32_t inf = agc_spv_op(m, SpvOpSelect, t, 3, agc_spv_op(m, SpvOpIEqual, b, 2, man, agc_lw_u32(l, 0)), agc_lw_u32(l, 0x7c00), nan);
	uint32_t r = agc_spv_op(m, SpvOpSelect, t, 3, agc_spv_op(m, SpvOpULessThan, b, 2, e, agc_lw_u32(l, 103)), agc_lw_u32(l, 0), den);
	r = agc_spv_op(m, SpvOpSelect, t, 3, agc_spv_op(m, SpvOpUGreaterThanEqual, b, 2, e, agc_lw_u32(l, 113)), normal, r);
	r = agc_spv_op(m, SpvOpSelect, t, 3, agc_spv_op(m, SpvOpUGreaterThan, b, 2, e, agc_lw_u32(l, 142)), agc_lw_u32(l, 0x7bff), r);
	r = agc_spv_op(m, SpvOpSelect, t, 3, agc_spv_op(m, SpvOpIEqual, b, 2, e, agc_lw_u32(l, 255)), inf, r);
	return agc_spv_op(m, SpvOpBitwiseOr, t, 2, r, sign);
}

/* v_cvt_pkrtz_f16_f32, v_cvt_pknorm_i16_f32, v_cvt_pknorm_u16_f32,
 * v_cvt_pk_u16_u32, v_cvt_pk_i16_i32, v_pack_b32_f16 (AGC_PK_*): src0 to
 * the low half, src1 to the high half (norms round to nearest even, NaN to 0; the
 * integer packs saturate). */
int
agc_lower_cvt_pack(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	unsigned kind = in->op->spv;
	const struct agc_operand *d = &mi->def[0];
	uint32_t zero = agc_spv_constant(m, SpvOpConstant, l->t_f32, (uint32_t[]){0}, 1);

	if (mi->nuse < 2 || d->reg < AGC_REG_VGPR0)
		return agc_lw_unsupported(l, in, "unexpected operands");
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t h[2];
		for (unsigned i = 0; i < 2; i++) {
			const struct agc_operand *o = &mi->use[i];
			uint32_t r;
			if (kind == AGC_PK_RTZ_F16) {
				uint32_t f = agc_lw_src(l, o, AGC_T_F32, k);
				r = f16_rtz(l, agc_lw_bitcast(l, l->t_u32, f));
			} else if (kind == AGC_PK_NORM_I16 || kind == AGC_PK_NORM_U16) {
				uint32_t f = agc_lw_src(l, o, AGC_T_F32, k);
				bool sn = kind == AGC_PK_NORM_I16;
				float lo = sn ? -1.0f : 0.0f, sc = sn ? 32767.0f : 65535.0f;
				uint32_t lo_b, sc_b, one_b = 0x3f800000;
				memcpy(&lo_b, &lo, 4);
				memcpy(&sc_b, &sc, 4);
				uint32_t c = agc_lw_ext(l, l->t_f32, GLSLstd450NClamp, 3, f,
							agc_spv_constant(m, SpvOpConstant, l->t_f32, &lo_b, 1),
							agc_spv_constant(m, SpvOpConstant, l->t_f32, &one_b, 1));
				c = agc_spv_op(m, SpvOpSelect, l->t_f32, 3, agc_spv_op(m, SpvOpIsNan, l->t_bool, 1, f), zero, c);
				c = agc_lw_ext(l, l->t_f32, GLSLstd450RoundEven, 1,
					       agc_spv_op(m, SpvOpFMul, l->t_f32, 2, c,
							  agc_spv_constant(m, SpvOpConstant, l->t_f32, &sc_b, 1)));
				r = sn ? agc_lw_bitcast(l, l->t_u32, agc_spv_op(m, SpvOpConvertFToS, l->t_i32, 1, c))
					      : agc_spv_op(m, SpvOpConvertFToU, l->t_u32, 1, c);
			} else if (kind == AGC_PK_B32_F16) { /* the (op_sel) halves */
				r = agc_lw_half(l, agc_lw_src(l, o, AGC_T_U32, k), agc_lw_opsel_hi(mi, i), false);
			} else if (kind == AGC_PK_U16_U32) {
				r = agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2, agc_lw_src(l, o, AGC_T_U32, k), agc_lw_u32(l, 0xffff));
			} else { /* AGC_PK_I16_I32 */
				uint32_t v = agc_lw_bitcast(l, l->t_i32, agc_lw_src(l, o, AGC_T_U32, k));
				r = agc_lw_bitcast(l, l->t_u32,
						   agc_lw_ext(l, l->t_i32, GLSLstd450SClamp, 3, v,
							      agc_lw_bitcast(l, l->t_i32, agc_lw_u32(l, (uint32_t)-32768)),
							      agc_lw_bitcast(l, l->t_i32, agc_lw_u32(l, 32767))));
			}
			h[i] = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, r, agc_lw_u32(l, 0xffff));
		}
		uint32_t res = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2, h[0],
					  agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, h[1], agc_lw_u32(l, 16)));
		agc_lw_write_vgpr(l, d->reg - AGC_REG_VGPR0, k, res, active[k]);
	}
	return 0;
}
