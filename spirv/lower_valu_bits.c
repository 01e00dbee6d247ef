/*
 * lower_valu_bits.c -- vector bit-field and three-operand integer
 * instructions, med3/min3/max3, bit counts and sums of absolute
 * differences, per slot under EXEC.
 *
 *   v_bfe_u32 v0, v1, 8, 4     v0 = (v1 >> (8 & 31)) & ((1 << (4 & 31)) - 1)
 *   v_perm_b32 v0, v1, v2, s3  each result byte chosen from {v1, v2} by s3
 */
#include "spirv/lower.h"


static uint32_t
bfe(struct agc_lower *l, uint32_t x, uint32_t off, uint32_t w, bool sg)
{
	struct agc_spv_module *m = l->m;
	off = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, off, agc_lw_u32(l, 31));
	w = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, w, agc_lw_u32(l, 31));
	/* a field past bit 31 is cut at 31 */
	uint32_t room = agc_spv_op(m, SpvOpISub, l->t_u32, 2, agc_lw_u32(l, 32), off);
	uint32_t wc = agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2, w, room);
	uint32_t r = agc_spv_op(m, sg ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract, l->t_u32, 3, x,
				off, wc);
	uint32_t wz = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, w, agc_lw_u32(l, 0));
	return agc_spv_op(m, SpvOpSelect, l->t_u32, 3, wz, agc_lw_u32(l, 0), r);
}

/* One byte selector of v_perm_b32 over the 8 bytes {b (low), a (high)}. */
static uint32_t
perm_byte(struct agc_lower *l, uint64_t dummy, uint32_t bytes64, uint32_t sel)
{
	struct agc_spv_module *m = l->m;
	(void)dummy;
	uint32_t s8 = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, sel, agc_lw_u32(l, 0xff));
	/* 0-7: byte; 8-11: sign of bytes 1,3,5,7 replicated; 12: 0x00; >= 13: 0xff */
	uint32_t idx = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s8, agc_lw_u32(l, 7));
	uint32_t sh = agc_spv_op(m, SpvOpUConvert, l->t_u64, 1,
				 agc_spv_op(m, SpvOpIMul, l->t_u32, 2, idx, agc_lw_u32(l, 8)));
	uint32_t byte = agc_spv_op(m, SpvOpUConvert, l->t_u32, 1,
				   agc_spv_op(m, SpvOpShiftRightLogical, l->t_u64, 2, bytes64, sh));
	byte = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, byte, agc_lw_u32(l, 0xff));
	uint32_t sidx = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2,
				   agc_spv_op(m, SpvOpIMul, l->t_u32, 2,
					      agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s8, agc_lw_u32(l, 3)), agc_lw_u32(l, 16)),
				   agc_lw_u32(l, 15));
	uint32_t sbit = agc_spv_op(m, SpvOpUConvert, l->t_u32, 1,
				   agc_spv_op(m, SpvOpShiftRightLogical, l->t_u64, 2, bytes64,
					      agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, sidx)));
	sbit = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, sbit, agc_lw_u32(l, 1));
	uint32_t sign = agc_spv_op(m, SpvOpIMul, l->t_u32, 2, sbit, agc_lw_u32(l, 0xff));
	uint32_t lt8 = agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, s8, agc_lw_u32(l, 8));
	uint32_t lt12 = agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, s8, agc_lw_u32(l, 12));
	uint32_t eq12 = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, s8, agc_lw_u32(l, 12));
	uint32_t r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, eq12, agc_lw_u32(l, 0), agc_lw_u32(l, 0xff));
	r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, lt12, sign, r);
	return agc_spv_op(m, SpvOpSelect, l->t_u32, 3, lt8, byte, r);
}

/* The clamp bit of a float result: [0, 1], NaN to 0. */
static uint32_t
clamp01(struct agc_lower *l, const struct agc_ir_inst *in, uint32_t f)
{
	if (!in->mi->clamp)
		return f;
	return agc_lw_clamp01(l, f, false);
}

/* v_min3_f32 (which AGC_M3_MIN), v_max3_f32 (AGC_M3_MAX), v_med3_f32
 * (AGC_M3_MED), with the min/max
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
	if (which == AGC_M3_MIN)
		return min3;
	if (which == AGC_M3_MAX)
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

/* v_sad_u32: |s0 - s1| + s2; v_sad_u16: the two halves' sum; v_sad_u8:
 * the four bytes' sum; v_sad_hi_u8: that sum << 16; v_msad_u8: bytes
 * whose s1 byte is 0 count 0 */
static uint32_t
sad(struct agc_lower *l, unsigned kind, uint32_t a, uint32_t b, uint32_t c)
{
	struct agc_spv_module *m = l->m;
	if (kind == AGC_SAD_U32)
		return agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, absdiff(l, a, b), c);
	unsigned w = kind == AGC_SAD_U16 ? 16 : 8;
	uint32_t sum = agc_lw_u32(l, 0);
	for (unsigned i = 0; i < 32; i += w) {
		uint32_t x = agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, a, agc_lw_u32(l, i), agc_lw_u32(l, w));
		uint32_t y = agc_spv_op(m, SpvOpBitFieldUExtract, l->t_u32, 3, b, agc_lw_u32(l, i), agc_lw_u32(l, w));
		uint32_t dxy = absdiff(l, x, y);
		if (kind == AGC_SAD_MSAD_U8)
			dxy = agc_spv_op(m, SpvOpSelect, l->t_u32, 3,
					 agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, y, agc_lw_u32(l, 0)), agc_lw_u32(l, 0), dxy);
		sum = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, sum, dxy);
	}
	if (kind == AGC_SAD_HI_U8)
		sum = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, sum, agc_lw_u32(l, 16));
	return agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, sum, c);
}

/* VBFE, VBFI, VALIGNBIT, VPERM, VLSHLADD, VMED3, VBCNT, VFFBH, VSAD */
int
agc_lower_valu_bits(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;
	bool sg = op->flags & AGC_IRF_SIGNED;
	unsigned nsrc = in->mi->ndef + in->mi->nuse - 1;
	enum agc_irt t = (enum agc_irt)op->type;

	for (unsigned k = 0; k < l->K; k++) {
		uint32_t s[3], r;
		agc_lw_srcs3(l, in, k, t, s);
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
						 agc_lw_u32(l, op->spv == AGC_ALIGN_BIT ? 31 : 3));
			if (op->spv == AGC_ALIGN_BYTE)
				sh = agc_spv_op(m, SpvOpIMul, l->t_u32, 2, sh, agc_lw_u32(l, 8));
			r = agc_spv_op(m, SpvOpUConvert, l->t_u32, 1,
				       agc_spv_op(m, SpvOpShiftRightLogical, l->t_u64, 2, w,
						  agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, sh)));
			break;
		}
		case AGC_K_VPERM: {
			uint32_t v = agc_spv_op(m, SpvOpCompositeConstruct, l->t_v2u32, 2, s[1], s[0]);
			uint32_t w = agc_lw_bitcast(l, l->t_u64, v);
			r = agc_lw_u32(l, 0);
			for (unsigned b = 0; b < 4; b++) {
				uint32_t sel = agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2, s[2], agc_lw_u32(l, 8 * b));
				uint32_t byte = perm_byte(l, 0, w, sel);
				r = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2, r,
					       agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, byte, agc_lw_u32(l, 8 * b)));
			}
			break;
		}
		case AGC_K_VLSHLADD: {
			uint32_t sh1 = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s[1], agc_lw_u32(l, 31));
			uint32_t sh2 = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s[2], agc_lw_u32(l, 31));
			switch (op->spv) {
			case AGC_I3_LSHL_ADD: /* (s0 << s1) + s2 */
				r = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2,
					       agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, s[0], sh1), s[2]);
				break;
			case AGC_I3_ADD_LSHL: /* (s0 + s1) << s2 */
				r = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2,
					       agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, s[0], s[1]), sh2);
				break;
			case AGC_I3_ADD3:
				r = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2,
					       agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, s[0], s[1]), s[2]);
				break;
			case AGC_I3_LSHL_OR: /* (s0 << s1) | s2 */
				r = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2,
					       agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, s[0], sh1), s[2]);
				break;
			case AGC_I3_AND_OR:
				r = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2,
					       agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s[0], s[1]), s[2]);
				break;
			case AGC_I3_OR3:
				r = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2,
					       agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2, s[0], s[1]), s[2]);
				break;
			case AGC_I3_XOR3:
				r = agc_spv_op(m, SpvOpBitwiseXor, l->t_u32, 2,
					       agc_spv_op(m, SpvOpBitwiseXor, l->t_u32, 2, s[0], s[1]), s[2]);
				break;
			case AGC_I3_BFM: /* ((1 << s0[4:0]) - 1) << s1[4:0] */
				r = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2,
					       agc_spv_op(m, SpvOpISub, l->t_u32, 2,
							  agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, agc_lw_u32(l, 1),
								     agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, s[0], agc_lw_u32(l, 31))),
							  agc_lw_u32(l, 1)),
					       sh1);
				break;
			case AGC_I3_XAD: /* (s0 ^ s1) + s2 */
			default:
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
			if (op->spv == AGC_M3_MIN)
				r = agc_lw_ext(l, it, mn, 2, agc_lw_ext(l, it, mn, 2, a, b), c);
			else if (op->spv == AGC_M3_MAX)
				r = agc_lw_ext(l, it, mx, 2, agc_lw_ext(l, it, mx, 2, a, b), c);
			else
				r = agc_lw_ext(l, it, mx, 2, agc_lw_ext(l, it, mn, 2, a, b),
					       agc_lw_ext(l, it, mn, 2, agc_lw_ext(l, it, mx, 2, a, b), c));
			r = agc_lw_bitcast(l, l->t_u32, r);
			break;
		}
		case AGC_K_VBCNT: /* v_bcnt_u32_b32 v, s0, s1: popcount(s0) + s1 */
			r = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, agc_spv_op(m, SpvOpBitCount, l->t_u32, 1, s[0]),
				       nsrc > 1 ? s[1] : agc_lw_u32(l, 0));
			break;
		case AGC_K_VFFBH: {
			uint32_t x = sg ? agc_lw_ext(l, l->t_u32, GLSLstd450FindSMsb, 1, agc_lw_bitcast(l, l->t_i32, s[0]))
					: op->spv == AGC_FFB_LOW ? agc_lw_ext(l, l->t_u32, GLSLstd450FindILsb, 1, s[0])
						  : agc_lw_ext(l, l->t_u32, GLSLstd450FindUMsb, 1, s[0]);
			if (op->spv == AGC_FFB_LOW) {
				r = x; /* ffbl: -1 when zero, as FindILsb */
			} else {
				uint32_t none = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, x, agc_lw_u32(l, ~0u));
				r = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, none, agc_lw_u32(l, ~0u),
					       agc_spv_op(m, SpvOpISub, l->t_u32, 2, agc_lw_u32(l, 31), x));
			}
			break;
		}
		case AGC_K_VSAD:
			r = sad(l, op->spv, s[0], s[1], s[2]);
			break;
		default:
			return agc_lw_unsupported(l, in, "not supported yet");
		}
		agc_lw_store_dst(l, in, k, r, active[k]);
	}
	return 0;
}
