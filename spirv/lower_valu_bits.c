/*
 * lower_valu_bits.c -- vector bit-field, three-operand integer and special
 * float instructions, per slot under EXEC.
 *
 *   v_bfe_u32 v0, v1, 8, 4     v0 = (v1 >> (8 & 31)) & ((1 << (4 & 31)) - 1)
 *   v_perm_b32 v0, v1, v2, s3  each result byte chosen from {v1, v2} by s3
 */
#include "spirv/lower.h"
#include "spirv/lower_ext.h"
#include "spirv/lower_float.h"

#define opnd agc_lw_opnd

static uint32_t
u(struct agc_lower *l, uint32_t v)
{
	return agc_lw_u32(l, v);
}

static uint32_t
bfe(struct agc_lower *l, uint32_t x, uint32_t off, uint32_t w, bool sg)
{
	struct agc_spv_module *m = l->m;
	off = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, off, u(l, 31));
	w = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, w, u(l, 31));
	/* a field past bit 31 is cut at 31 */
	uint32_t room = agc_spv_op(m, SpvOpISub, l->t_u32, 2, u(l, 32), off);
	uint32_t wc = agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2, w, room);
	uint32_t r = agc_spv_op(m, sg ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract, l->t_u32, 3, x,
				off, wc);
	uint32_t wz = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, w, u(l, 0));
	return agc_spv_op(m, SpvOpSelect, l->t_u32, 3, wz, u(l, 0), r);
}

/* One byte selector of v_perm_b32 over the 8 bytes {b (low), a (high)}. */
static uint32_t
perm_byte(struct agc_lower *l, uint64_t dummy, uint32_t bytes64, uint32_t sel)
{
	struct agc_spv_module *m = l->m;
	(void)dummy;
	uint32_t s8 = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, sel, u(l, 0xff));
	/* 0-7: byte; 8-11: sign of bytes 1,3,5,7 replicated; 12: 0x00; >= 13: 0xff */
	uint32_t idx = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s8, u(l, 7));
	uint32_t sh = agc_spv_op(m, SpvOpUConvert, l->t_u64, 1,
				 agc_spv_op(m, SpvOpIMul, l->t_u32, 2, idx, u(l, 8)));
	uint32_t byte = agc_spv_op(m, SpvOpUConvert, l->t_u32, 1,
				   agc_spv_op(m, SpvOpShiftRightLogical, l->t_u64, 2, bytes64, sh));
	byte = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, byte, u(l, 0xff));
	uint32_t sidx = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2,
				   agc_spv_op(m, SpvOpIMul, l->t_u32, 2,
					      agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s8, u(l, 3)), u(l, 16)),
				   u(l, 15));
	uint32_t sbit = agc_spv_op(m, SpvOpUConvert, l->t_u32, 1,
				   agc_spv_op(m, SpvOpShiftRightLogical, l->t_u64, 2, bytes64,
					      agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, sidx)));
	sbit = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, sbit, u(l, 1));
	uint32_t sign = agc_spv_op(m, SpvOpIMul, l->t_u32, 2, sbit, u(l, 0xff));
	uint32_t lt8 = agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, s8, u(l, 8));
	uint32_t lt12 = agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, s8, u(l, 12));
	uint32_t eq12 = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, s8, u(l, 12));
	uint32_t r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, eq12, u(l, 0), u(l, 0xff));
	r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, lt12, sign, r);
	return agc_spv_op(m, SpvOpSelect, l->t_u32, 3, lt8, byte, r);
}

static uint32_t
fconst(struct agc_lower *l, uint32_t bits)
{
	return agc_spv_constant(l->m, SpvOpConstant, l->t_f32, &bits, 1);
}

/* The clamp bit of a float result: [0, 1], NaN to 0. */
static uint32_t
clamp01(struct agc_lower *l, const struct agc_ir_inst *in, uint32_t f)
{
	if (!in->mi->clamp)
		return f;
	return agc_lx_clamp01(l, f, false);
}

/* v_min3_f32 (which 0), v_max3_f32 (1), v_med3_f32 (2), with the min/max
 * of the hardware (a NaN operand loses: NMin/NMax).  med3 with a NaN
 * operand is min3; otherwise the max of the two operands that are not the
 * largest. */
static uint32_t
fmed3(struct agc_lower *l, unsigned which, uint32_t a, uint32_t b, uint32_t c)
{
	struct agc_spv_module *m = l->m;
	uint32_t f = l->t_f32;
	uint32_t min3 = agc_lw_ext(l, f, GLSLstd450NMin, 2, agc_lw_ext(l, f, GLSLstd450NMin, 2, a, b), c);
	uint32_t max3 = agc_lw_ext(l, f, GLSLstd450NMax, 2, agc_lw_ext(l, f, GLSLstd450NMax, 2, a, b), c);
	if (which == 0)
		return min3;
	if (which == 1)
		return max3;
	uint32_t nan = agc_spv_op(m, SpvOpLogicalOr, l->t_bool, 2,
				  agc_spv_op(m, SpvOpLogicalOr, l->t_bool, 2, agc_spv_op(m, SpvOpIsNan, l->t_bool, 1, a),
					     agc_spv_op(m, SpvOpIsNan, l->t_bool, 1, b)),
				  agc_spv_op(m, SpvOpIsNan, l->t_bool, 1, c));
	uint32_t is_a = agc_spv_op(m, SpvOpFOrdEqual, l->t_bool, 2, max3, a);
	uint32_t is_b = agc_spv_op(m, SpvOpFOrdEqual, l->t_bool, 2, max3, b);
	uint32_t r = agc_lw_ext(l, f, GLSLstd450NMax, 2, a, b);
	r = agc_spv_op(m, SpvOpSelect, f, 3, is_b, agc_lw_ext(l, f, GLSLstd450NMax, 2, a, c), r);
	r = agc_spv_op(m, SpvOpSelect, f, 3, is_a, agc_lw_ext(l, f, GLSLstd450NMax, 2, b, c), r);
	return agc_spv_op(m, SpvOpSelect, f, 3, nan, min3, r);
}

static uint32_t
absdiff(struct agc_lower *l, uint32_t a, uint32_t b)
{
	struct agc_spv_module *m = l->m;
	uint32_t gt = agc_spv_op(m, SpvOpUGreaterThan, l->t_bool, 2, a, b);
	return agc_spv_op(m, SpvOpSelect, l->t_u32, 3, gt, agc_spv_op(m, SpvOpISub, l->t_u32, 2, a, b),
			  agc_spv_op(m, SpvOpISub, l->t_u32, 2, b, a));
}

/* v_sad_u32 (0): |s0 - s1| + s2; v_sad_u16 (16): the two halves' sum;
 * v_sad_u8 (8): the four bytes' sum; v_sad_hi_u8 (9): that sum << 16;
 * v_msad_u8 (10): bytes whose s1 byte is 0 count 0 */
static uint32_t
sad(struct agc_lower *l, unsigned kind, uint32_t a, uint32_t b, uint32_t c)
{
	struct agc_spv_module *m = l->m;
	if (kind == 0)
		return agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, absdiff(l, a, b), c);
	unsigned w = kind == 16 ? 16 : 8;
	uint32_t sum = u(l, 0);
	for (unsigned i = 0; i < 32; i += w) {
		uint32_t x = agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, a, u(l, i), u(l, w));
		uint32_t y = agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, b, u(l, i), u(l, w));
		uint32_t dxy = absdiff(l, x, y);
		if (kind == 10)
			dxy = agc_spv_op(m, SpvOpSelect, l->t_u32, 3,
					 agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, y, u(l, 0)), u(l, 0), dxy);
		sum = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, sum, dxy);
	}
	if (kind == 9)
		sum = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, sum, u(l, 16));
	return agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, sum, c);
}

int
agc_lower_valu_more(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;
	const struct agc_operand *d = opnd(in, 0);
	bool sg = op->flags & AGC_IRF_SIGNED;
	unsigned nsrc = in->mi->ndef + in->mi->nuse - 1;

	enum agc_irt dt = (enum agc_irt)op->dtype;
	bool f64 = op->type == AGC_T_F64;
	uint32_t ft = f64 ? l->t_f64 : l->t_f32;

	for (unsigned k = 0; k < l->K; k++) {
		uint32_t s[3] = {u(l, 0), u(l, 0), u(l, 0)}; /* missing sources read 0 */
		enum agc_irt t = (enum agc_irt)op->type;
		for (unsigned i = 0; i < nsrc && i < 3; i++) {
			enum agc_irt st = i == 1 && op->kind == AGC_K_VLDEXP ? AGC_T_U32 : t;
			/* an f16 source: the half op_sel names; an f16 result
			 * goes to the half op_sel[3] names (agc_lw_store16) */
			s[i] = st == AGC_T_F16 ? agc_lx_src_f16(l, opnd(in, 1 + i), agc_lx_opsel_hi(in->mi, i), k)
					       : agc_lw_src(l, opnd(in, 1 + i), st, k);
		}
		uint32_t r;
		switch (op->kind) {
		case AGC_K_VBFE:
			r = bfe(l, s[0], s[1], s[2], sg);
			break;
		case AGC_K_VBFI: /* (s0 & s1) | (~s0 & s2) */
			r = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2,
				       agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s[0], s[1]),
				       agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2,
						  agc_spv_op(m, SpvOpNot, l->t_u32, 1, s[0]), s[2]));
			break;
		case AGC_K_VALIGNBIT: {
			/* ({s0, s1} >> shift)[31:0]; alignbyte shifts by bytes */
			uint32_t v = agc_spv_op(m, SpvOpCompositeConstruct, l->t_v2u32, 2, s[1], s[0]);
			uint32_t w = agc_lw_bitcast(l, l->t_u64, v);
			uint32_t sh = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s[2],
						 u(l, op->spv == 1 ? 31 : 3));
			if (op->spv == 8)
				sh = agc_spv_op(m, SpvOpIMul, l->t_u32, 2, sh, u(l, 8));
			r = agc_spv_op(m, SpvOpUConvert, l->t_u32, 1,
				       agc_spv_op(m, SpvOpShiftRightLogical, l->t_u64, 2, w,
						  agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, sh)));
			break;
		}
		case AGC_K_VPERM: {
			uint32_t v = agc_spv_op(m, SpvOpCompositeConstruct, l->t_v2u32, 2, s[1], s[0]);
			uint32_t w = agc_lw_bitcast(l, l->t_u64, v);
			r = u(l, 0);
			for (unsigned b = 0; b < 4; b++) {
				uint32_t sel = agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2, s[2], u(l, 8 * b));
				uint32_t byte = perm_byte(l, 0, w, sel);
				r = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2, r,
					       agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, byte, u(l, 8 * b)));
			}
			break;
		}
		case AGC_K_VLSHLADD: {
			uint32_t sh1 = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s[1], u(l, 31));
			uint32_t sh2 = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s[2], u(l, 31));
			switch (op->spv) {
			case 0: /* (s0 << s1) + s2 */
				r = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2,
					       agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, s[0], sh1), s[2]);
				break;
			case 1: /* (s0 + s1) << s2 */
				r = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2,
					       agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, s[0], s[1]), sh2);
				break;
			case 2:
				r = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2,
					       agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, s[0], s[1]), s[2]);
				break;
			case 3: /* (s0 << s1) | s2 */
				r = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2,
					       agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, s[0], sh1), s[2]);
				break;
			case 4:
				r = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2,
					       agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s[0], s[1]), s[2]);
				break;
			case 5:
				r = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2,
					       agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2, s[0], s[1]), s[2]);
				break;
			case 7: /* v_xor3_b32 */
				r = agc_spv_op(m, SpvOpBitwiseXor, l->t_u32, 2,
					       agc_spv_op(m, SpvOpBitwiseXor, l->t_u32, 2, s[0], s[1]), s[2]);
				break;
			case 8: /* v_bfm_b32: ((1 << s0[4:0]) - 1) << s1[4:0] */
				r = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2,
					       agc_spv_op(m, SpvOpISub, l->t_u32, 2,
							  agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, u(l, 1),
								     agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s[0], u(l, 31))),
							  u(l, 1)),
					       sh1);
				break;
			default: /* v_xad_u32: (s0 ^ s1) + s2 */
				r = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2,
					       agc_spv_op(m, SpvOpBitwiseXor, l->t_u32, 2, s[0], s[1]), s[2]);
				break;
			}
			break;
		}
		case AGC_K_VMED3: {
			if (t == AGC_T_F32) {
				r = fmed3(l, op->spv, s[0], s[1], s[2]);
				r = agc_lw_bitcast(l, l->t_u32, clamp01(l, in, r));
				break;
			}
			unsigned mn = sg ? GLSLstd450SMin : GLSLstd450UMin, mx = sg ? GLSLstd450SMax : GLSLstd450UMax;
			uint32_t it = sg ? l->t_i32 : l->t_u32;
			uint32_t a = agc_lw_bitcast(l, it, s[0]), b = agc_lw_bitcast(l, it, s[1]),
				 c = agc_lw_bitcast(l, it, s[2]);
			if (op->spv == 0)
				r = agc_lw_ext(l, it, mn, 2, agc_lw_ext(l, it, mn, 2, a, b), c);
			else if (op->spv == 1)
				r = agc_lw_ext(l, it, mx, 2, agc_lw_ext(l, it, mx, 2, a, b), c);
			else
				r = agc_lw_ext(l, it, mx, 2, agc_lw_ext(l, it, mn, 2, a, b),
					       agc_lw_ext(l, it, mn, 2, agc_lw_ext(l, it, mx, 2, a, b), c));
			r = agc_lw_bitcast(l, l->t_u32, r);
			break;
		}
		case AGC_K_VBCNT: /* v_bcnt_u32_b32 v, s0, s1: popcount(s0) + s1 */
			r = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, agc_spv_op(m, SpvOpBitCount, l->t_u32, 1, s[0]),
				       nsrc > 1 ? s[1] : u(l, 0));
			break;
		case AGC_K_VFFBH: {
			uint32_t x = sg ? agc_lw_ext(l, l->t_u32, GLSLstd450FindSMsb, 1, agc_lw_bitcast(l, l->t_i32, s[0]))
					: op->spv ? agc_lw_ext(l, l->t_u32, GLSLstd450FindILsb, 1, s[0])
						  : agc_lw_ext(l, l->t_u32, GLSLstd450FindUMsb, 1, s[0]);
			if (op->spv) {
				r = x; /* ffbl: -1 when zero, as FindILsb */
			} else {
				uint32_t none = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, x, u(l, ~0u));
				r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, none, u(l, ~0u),
					       agc_spv_op(m, SpvOpISub, l->t_u32, 2, u(l, 31), x));
			}
			break;
		}
		case AGC_K_VLEGACY: {
			/* v_mul_legacy_f32: 0 times anything (inf, NaN) is +0;
			 * v_fma_legacy_f32 / v_fmac_legacy_f32 add s2 / the destination */
			uint32_t z = fconst(l, 0);
			uint32_t za = agc_spv_op(m, SpvOpFOrdEqual, l->t_bool, 2, s[0], z);
			uint32_t zb = agc_spv_op(m, SpvOpFOrdEqual, l->t_bool, 2, s[1], z);
			uint32_t zero = agc_spv_op(m, SpvOpLogicalOr, l->t_bool, 2, za, zb);
			if (op->spv == 0) {
				r = agc_spv_op(m, SpvOpFMul, l->t_f32, 2, s[0], s[1]);
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
			r = agc_lw_bitcast(l, l->t_u32, clamp01(l, in, r));
			break;
		}
		case AGC_K_VFREXP: {
			/* exponent and mantissa of frexp; 0 / the input for inf and NaN */
			uint32_t st = agc_spv_type(m, SpvOpTypeStruct, (uint32_t[]){ft, l->t_i32}, 2);
			uint32_t fx = agc_lw_ext(l, st, GLSLstd450FrexpStruct, 1, s[0]);
			uint32_t inf_nan = agc_spv_op(m, SpvOpLogicalOr, l->t_bool, 2,
						      agc_spv_op(m, SpvOpIsNan, l->t_bool, 1, s[0]),
						      agc_spv_op(m, SpvOpIsInf, l->t_bool, 1, s[0]));
			if (op->spv == 0) {
				uint32_t e = agc_lw_bitcast(l, l->t_u32, agc_spv_op(m, SpvOpCompositeExtract, l->t_i32, 2, fx, 1u));
				r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, inf_nan, u(l, 0), e);
			} else {
				uint32_t mt = agc_spv_op(m, SpvOpCompositeExtract, ft, 2, fx, 0u);
				r = agc_lw_to_bits(l, agc_spv_op(m, SpvOpSelect, ft, 3, inf_nan, s[0], mt), dt);
			}
			break;
		}
		case AGC_K_VSAD:
			r = sad(l, op->spv, s[0], s[1], s[2]);
			break;
		case AGC_K_VLDEXP:
			if (f64)
				r = agc_lw_ext(l, ft, GLSLstd450Ldexp, 2, s[0], agc_lw_bitcast(l, l->t_i32, s[1]));
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
			uint32_t x = op->spv ? agc_lw_ext(l, ft, GLSLstd450Sqrt, 1, s[0]) : s[0];
			/* the hardware's NaN: rsq(-1) is 0x7fc00000, a NaN source
			 * quieted (f16 is computed in f32: the same rule) */
			uint32_t q = agc_lw_nan_rule(l, agc_spv_op(m, SpvOpFDiv, ft, 2, one, x), f64, 1, &s[0]);
			r = agc_lw_to_bits(l, q, dt);
			break;
		}
		default:
			return agc_lw_unsupported(l, in, "not supported yet");
		}
		if (dt == AGC_T_F16)
			agc_lw_store16(l, in->mi, k, r, active[k]);
		else
			agc_lw_store_v(l, d, k, r, agc_lw_is_wide(dt), active[k]);
	}
	return 0;
}
