/*
 * lower_valu_float.c -- the VALU float operations the device's own
 * instructions do not give exactly, per slot under EXEC:
 *
 *   v_ldexp_f32 v0, v1, v2      v1 * 2^v2, rounded once (lower_softfloat.c)
 *   v_fract_f32 v0, v1          min(v1 - floor(v1), 0x3f7fffff); inf, NaN -> NaN
 *   v_rcp_f32 v0, v1            1.0 / v1 (v_rsq_f32: 1.0 / sqrt(v1))
 *   v_frexp_mant_f32 v0, v1     frexp's mantissa; inf and NaN: v1 itself
 *   v_frexp_exp_i32_f32 v0, v1  frexp's exponent; inf and NaN: 0
 *   v_mul_legacy_f32 v0, v1, v2 v1 * v2, where 0 times anything (inf, NaN) is +0
 */
#include "spirv/lower.h"

/* VLEGACY, VFREXP, VLDEXP, VFRACT, VRCP */
int
agc_lower_valu_float(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;
	const struct agc_operand *d = agc_lw_opnd(in, 0);
	enum agc_irt t = (enum agc_irt)op->type, dt = (enum agc_irt)op->dtype;
	bool f64 = op->type == AGC_T_F64;
	uint32_t ft = f64 ? l->t_f64 : l->t_f32;

	for (unsigned k = 0; k < l->K; k++) {
		uint32_t s[3], r;
		agc_lw_srcs3(l, in, k, op->kind == AGC_K_VLDEXP ? AGC_T_U32 : t, s);
		switch (op->kind) {
		case AGC_K_VLEGACY: {
			/* v_mul_legacy_f32: 0 times anything (inf, NaN) is +0;
			 * v_fma_legacy_f32 / v_fmac_legacy_f32 add s2 / the destination */
			uint32_t z = agc_lw_fconst(l, 0.0f);
			uint32_t za = agc_spv_op(m, SpvOpFOrdEqual, l->t_bool, 2, s[0], z);
			uint32_t zb = agc_spv_op(m, SpvOpFOrdEqual, l->t_bool, 2, s[1], z);
			uint32_t zero = agc_spv_op(m, SpvOpLogicalOr, l->t_bool, 2, za, zb);
			if (op->spv == AGC_LEGACY_MUL) {
				r = agc_lw_nan_rule(l, agc_spv_op(m, SpvOpFMul, l->t_f32, 2, s[0], s[1]), false, 2, s);
				r = agc_spv_op(m, SpvOpSelect, l->t_f32, 3, zero, z, r);
			} else {
				/* 0 * x + c is +0 + c: the fused multiply-add of
				 * +0 * +0 + c, so that -0 gives +0 and a NaN c comes
				 * out quieted (GLSL's Fma may be unfused, and its NaN
				 * and -0 + 0 are the device's).  Example: a = 0,
				 * b = NaN, c = -0 -> +0; a = 1 + 2^-23, b = 1 - 2^-24,
				 * c = -1 -> 2^-24 - 2^-47 (unfused: 0). */
				uint32_t c = op->flags & AGC_IRF_CARRY_IN ? agc_lw_src(l, d, AGC_T_F32, k) : s[2];
				uint32_t a0 = agc_spv_op(m, SpvOpSelect, l->t_f32, 3, zero, z, s[0]);
				uint32_t b0 = agc_spv_op(m, SpvOpSelect, l->t_f32, 3, zero, z, s[1]);
				r = agc_lw_fma_f32(l, a0, b0, c, 0);
			}
			r = agc_lw_bitcast(l, l->t_u32, (in->mi->clamp ? agc_lw_clamp01(l, r, false) : r));
			break;
		}
		case AGC_K_VFREXP: {
			/* exponent and mantissa of frexp; 0 / the input for inf and NaN */
			uint32_t st = agc_spv_type(m, SpvOpTypeStruct, (uint32_t[]){ft, l->t_i32}, 2);
			uint32_t fx = agc_lw_ext(l, st, GLSLstd450FrexpStruct, 1, s[0]);
			uint32_t inf_nan = agc_spv_op(m, SpvOpLogicalOr, l->t_bool, 2,
						      agc_spv_op(m, SpvOpIsNan, l->t_bool, 1, s[0]),
						      agc_spv_op(m, SpvOpIsInf, l->t_bool, 1, s[0]));
			if (op->spv == AGC_FREXP_EXP) {
				uint32_t e = agc_lw_bitcast(l, l->t_u32, agc_spv_op(m, SpvOpCompositeExtract, l->t_i32, 2, fx, 1u));
				r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, inf_nan, agc_lw_u32(l, 0), e);
			} else {
				uint32_t mt = agc_spv_op(m, SpvOpCompositeExtract, ft, 2, fx, 0u);
				r = agc_lw_to_bits(l, agc_spv_op(m, SpvOpSelect, ft, 3, inf_nan, s[0], mt), dt);
			}
			break;
		}
		case AGC_K_VLDEXP:
			if (f64)
				r = agc_lw_nan_pass(l, agc_lw_ext(l, ft, GLSLstd450Ldexp, 2, s[0],
				                                  agc_lw_bitcast(l, l->t_i32, s[1])), true, s[0]);
			else
				r = agc_lw_ldexp_f32(l, s[0], agc_lw_bitcast(l, l->t_i32, s[1]));
			r = agc_lw_to_bits(l, r, dt);
			break;
		case AGC_K_VFRACT: {
			/* x - floor(x), below 1.0; inf and NaN -> NaN */
			uint32_t f = agc_lw_ext(l, ft, GLSLstd450Fract, 1, s[0]);
			uint32_t lim = f64 ? agc_spv_constant(m, SpvOpConstant, ft, (uint32_t[]){0xffffffff, 0x3fefffff}, 2)
					   : agc_spv_constant(m, SpvOpConstant, ft, (uint32_t[]){0x3f7fffff}, 1);
			uint32_t nan = f64 ? agc_spv_constant(m, SpvOpConstant, ft, (uint32_t[]){0, 0x7ff80000}, 2)
					   : agc_spv_constant(m, SpvOpConstant, ft, (uint32_t[]){0x7fc00000}, 1);
			uint32_t special = agc_spv_op(m, SpvOpLogicalOr, l->t_bool, 2,
						      agc_spv_op(m, SpvOpIsNan, l->t_bool, 1, s[0]),
						      agc_spv_op(m, SpvOpIsInf, l->t_bool, 1, s[0]));
			f = agc_spv_op(m, SpvOpSelect, ft, 3, special, nan, agc_lw_ext(l, ft, GLSLstd450FMin, 2, f, lim));
			r = agc_lw_to_bits(l, f, dt);
			break;
		}
		case AGC_K_VRCP: {
			uint32_t one = f64 ? agc_spv_constant(m, SpvOpConstant, ft, (uint32_t[]){0, 0x3ff00000}, 2)
					   : agc_spv_constant(m, SpvOpConstant, ft, (uint32_t[]){0x3f800000}, 1);
			uint32_t x = op->spv == AGC_RSQ ? agc_lw_ext(l, ft, GLSLstd450Sqrt, 1, s[0]) : s[0];
			/* the hardware's NaN: rsq(-1) is 0x7fc00000, a NaN source
			 * quieted (f16 is computed in f32: the same rule) */
			uint32_t q = agc_lw_nan_rule(l, agc_spv_op(m, SpvOpFDiv, ft, 2, one, x), f64, 1, &s[0]);
			r = agc_lw_to_bits(l, q, dt);
			break;
		}
		default:
			return agc_lw_unsupported(l, in, "not supported yet");
		}
		agc_lw_store_dst(l, in, k, r, active[k]);
	}
	return 0;
}
