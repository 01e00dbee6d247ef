/*
 * lower_valu_lane.c -- VALU instructions that read or write other lanes
 * than their own, through subgroup operations (lower_wave.c):
 *
 *   v_readfirstlane_b32 s0, v1    s0 = v1 of the lowest active lane (lane 0
 *                                 when none is active)
 *   v_readlane_b32 s0, v1, s2     s0 = v1 of lane s2
 *   v_writelane_b32 v1, s0, s2    v1 of lane s2 & (W - 1) = s0, EXEC ignored
 *   v_mbcnt_lo_u32_b32 v0, s0, v1 v0 = popcount(s0 & lanes below this one) + v1
 *   v_permlane16_b32 v0, v1, s2, s3   lane i of each row of 16 reads v1 of
 *                                 lane (s3:s2)[4i +: 4] of its row
 */
#include "spirv/lower.h"

/* VREADFIRST, VREADLANE */
int
agc_lower_vreadlane(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;
	(void)active; /* a scalar result, from any lane */

	/* sdst, src0 [, lane] */
	uint32_t vals[AGC_MAX_SLOTS];
	for (unsigned k = 0; k < l->K; k++)
		vals[k] = agc_lw_src(l, agc_lw_opnd(in, 1), AGC_T_U32, k);
	uint32_t lane;
	if (op->kind == AGC_K_VREADFIRST) {
		uint32_t e = agc_lw_exec(l);
		if (l->W == 32) {
			lane = agc_lw_ext(l, l->t_u32, GLSLstd450FindILsb, 1, e);
		} else {
			uint32_t v = agc_lw_bitcast(l, l->t_v2u32, e);
			uint32_t lo = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 0u);
			uint32_t hi = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 1u);
			uint32_t flo = agc_lw_ext(l, l->t_u32, GLSLstd450FindILsb, 1, lo);
			uint32_t fhi = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, agc_lw_u32(l, 32),
						  agc_lw_ext(l, l->t_u32, GLSLstd450FindILsb, 1, hi));
			uint32_t lz = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, lo, agc_lw_u32(l, 0));
			lane = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, lz, fhi, flo);
		}
		/* no active lane: lane 0 */
		uint32_t none = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, e, agc_lw_mask_const(l, 0));
		lane = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, none, agc_lw_u32(l, 0), lane);
	} else {
		lane = agc_lw_src(l, agc_lw_opnd(in, 2), AGC_T_U32, 0);
	}
	agc_lw_write_sreg(l, agc_lw_opnd(in, 0)->reg, agc_lw_read_lane(l, vals, lane));
	return 0;
}

/* VWRITELANE */
int
agc_lower_vwritelane(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	struct agc_spv_module *m = l->m;
	(void)active;

	/* vdst, ssrc0, lane: one lane written, EXEC ignored */
	const struct agc_operand *d = agc_lw_opnd(in, 0);
	uint32_t v = agc_lw_src(l, agc_lw_opnd(in, 1), AGC_T_U32, 0);
	uint32_t lane = agc_lw_src(l, agc_lw_opnd(in, 2), AGC_T_U32, 0);
	lane = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, lane, agc_lw_u32(l, l->W - 1));
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t mine = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, l->lane[k], lane);
		agc_lw_store_v(l, d, k, v, false, mine);
	}
	return 0;
}

/* VMBCNT */
int
agc_lower_vmbcnt(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_irop *op = in->op;
	struct agc_spv_module *m = l->m;

	/* vdst, mask, addend: count of mask bits below this lane in
	 * the low (lo) or high (hi) 32 lanes, plus the addend */
	const struct agc_operand *d = agc_lw_opnd(in, 0);
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t mask = agc_lw_src(l, agc_lw_opnd(in, 1), AGC_T_U32, k);
		uint32_t add = agc_lw_src(l, agc_lw_opnd(in, 2), AGC_T_U32, k);
		uint32_t lane = l->lane[k];
		if (op->spv == AGC_MBCNT_HI)
			lane = agc_spv_op(m, SpvOpISub, l->t_u32, 2, lane, agc_lw_u32(l, 32));
		/* bits below min(max(lane, 0), 32) */
		uint32_t neg = agc_spv_op(m, SpvOpSGreaterThan, l->t_bool, 2, agc_lw_u32(l, 0),
					  agc_lw_bitcast(l, l->t_i32, lane));
		uint32_t nb = agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2, lane, agc_lw_u32(l, 32));
		nb = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, neg, agc_lw_u32(l, 0), nb);
		uint32_t nb64 = agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, nb);
		uint32_t below = agc_spv_op(m, SpvOpISub, l->t_u64, 2,
					    agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u64, 2,
						       agc_lw_const64(l, 1), nb64),
					    agc_lw_const64(l, 1));
		uint32_t m64 = agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, mask);
		uint32_t bits = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u64, 2, m64, below);
		uint32_t cnt = agc_spv_op(m, SpvOpBitCount, l->t_u32, 1,
					  agc_spv_op(m, SpvOpUConvert, l->t_u32, 1, bits));
		agc_lw_store_v(l, d, k, agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, cnt, add), false, active[k]);
	}
	return 0;
}

/* v_permlane16_b32: lane i reads lane 16 * (i / 16) + sel(i % 16), where
 * sel(j) is nibble j of {sel_hi, sel_lo} (two uniform SGPR values);
 * v_permlanex16_b32 reads that lane of the other row of its row pair.
 * op_sel[0] (fi) reads inactive lanes too; otherwise an inactive source
 * gives 0 with op_sel[1] (bound_ctrl) and leaves the lane unwritten
 * without it. */
int
agc_lower_permlane(struct agc_lower *l, const struct agc_ir_inst *in, const uint32_t *active)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	const struct agc_operand *d = &mi->def[0];
	bool cross = in->op->spv == AGC_PERMLANEX16, fi = mi->opsel & 1, bound = mi->opsel & 2;
	uint32_t vals[AGC_MAX_SLOTS], src[AGC_MAX_SLOTS], got[AGC_MAX_SLOTS];

	if (mi->nuse < 3 || d->reg < AGC_REG_VGPR0)
		return agc_lw_unsupported(l, in, "unexpected operands");
	uint32_t lo = agc_lw_src(l, &mi->use[1], AGC_T_U32, 0);
	uint32_t hi = agc_lw_src(l, &mi->use[2], AGC_T_U32, 0);
	uint32_t sel64 = agc_lw_bitcast(l, l->t_u64, agc_spv_op(m, SpvOpCompositeConstruct, l->t_v2u32, 2, lo, hi));
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t lane = l->lane[k];
		vals[k] = agc_lw_src(l, &mi->use[0], AGC_T_U32, k);
		uint32_t j = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, lane, agc_lw_u32(l, 15));
		uint32_t sh = agc_spv_op(m, SpvOpIMul, l->t_u32, 2, j, agc_lw_u32(l, 4));
		uint32_t nib = agc_spv_op(m, SpvOpUConvert, l->t_u32, 1,
					  agc_spv_op(m, SpvOpBitwiseAnd, l->t_u64, 2,
						     agc_spv_op(m, SpvOpShiftRightLogical, l->t_u64, 2, sel64, sh),
						     agc_lw_const64(l, 15)));
		uint32_t row = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, lane, agc_lw_u32(l, ~15u));
		if (cross)
			row = agc_spv_op(m, SpvOpBitwiseXor, l->t_u32, 2, row, agc_lw_u32(l, 16));
		src[k] = agc_spv_op(m, SpvOpBitwiseOr, l->t_u32, 2, row, nib);
	}
	agc_lw_shuffle(l, vals, src, got);
	uint32_t exec = agc_lw_exec(l);
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t v = got[k], act = active[k];
		if (!fi) {
			uint32_t on = agc_lw_mask_test(l, exec, src[k]);
			if (bound)
				v = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, on, v, agc_lw_u32(l, 0));
			else
				act = agc_spv_op(m, SpvOpLogicalAnd, l->t_bool, 2, act, on);
		}
		agc_lw_write_vgpr(l, d->reg - AGC_REG_VGPR0, k, v, act);
	}
	return 0;
}
