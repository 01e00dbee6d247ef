/*
 * lower_lanes.c -- lane masks per lane (the bools lower_state.c keeps):
 * which mask registers are read per lane, the masks a VALU instruction
 * makes per lane, and the same logic on bools for the scalar instructions
 * that combine masks:
 *
 *   v_cmp_gt_u32_e32 vcc_lo, s8, v0     vcc_lo = ballot(%c_k); %vcc_lo_lane_k = %c_k
 *   s_and_saveexec_b32 s0, vcc_lo       %s0_lane_k = %exec_lane_k;
 *                                       %exec_lane_k = %vcc_lo_lane_k && %exec_lane_k
 *   s_mov_b32 exec_lo, s0               %exec_lane_k = %s0_lane_k
 *
 * A register written any other way gets its bools from its bits after
 * the instruction (agc_lw_lanes_after).
 */
#include "spirv/lower.h"

static void
lane_read_by(struct agc_lower *l, const struct agc_operand *op)
{
	if (op && op->reg < 128 && op->reg != AGC_REG_NULL)
		l->lane_read[op->reg] = true;
}

static bool mask_logic(const struct agc_lower *l, const struct agc_ir_inst *in,
		       const struct agc_operand **src, unsigned *n);

/* A mask logic instruction whose result is read per lane has its
 * sources read per lane too (s_mov_b32 exec_lo, s0 restoring the EXEC
 * that s_and_saveexec_b32 s0, vcc_lo saved: s0 and vcc_lo).  true if
 * that named another register. */
static bool
mark_logic_sources(struct agc_lower *l)
{
	bool more = false;
	for (uint32_t i = 0; i < l->ir->ninst; i++) {
		const struct agc_ir_inst *in = &l->ir->inst[i];
		const struct agc_operand *src[2];
		unsigned n;
		if (!mask_logic(l, in, src, &n))
			continue;
		unsigned dst = in->op->kind == AGC_K_SSAVEEXEC ? AGC_REG_EXEC_LO : in->mi->def[0].reg;
		if (!agc_lw_lane_reg(l, dst))
			continue;
		for (unsigned j = 0; j < n; j++) {
			if (src[j]->reg < 128 && src[j]->reg != AGC_REG_NULL && !l->lane_read[src[j]->reg]) {
				l->lane_read[src[j]->reg] = true;
				more = true;
			}
		}
	}
	return more;
}

/* Is `in` s_cmp_eq/lg of a register of the wave's width with 0?  The
 * register, else AGC_REG_NULL. */
static unsigned
zero_test(const struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	if (!in->op || in->op->kind != AGC_K_SCMP || mi->nuse != 2 ||
	    ((in->op->flags & AGC_IRF_WIDE) != 0) != (l->W == 64) ||
	    (in->op->spv != SpvOpIEqual && in->op->spv != SpvOpINotEqual))
		return AGC_REG_NULL;
	for (unsigned i = 0; i < 2; i++) {
		const struct agc_operand *z = &mi->use[1 - i];
		bool zero = z->reg == 128 || (z->reg == AGC_REG_LITERAL && z->literal == 0);
		if (zero && mi->use[i].reg < 128 && mi->use[i].reg != AGC_REG_NULL)
			return mi->use[i].reg;
	}
	return AGC_REG_NULL;
}

/* Which registers (by their first SGPR, the wave's width from it) are
 * only ever written as lane masks: by a compare, a carry, or mask logic
 * (not a counter that s_cmp_lg_u32 s4, 0 tests)?  One pass over the code:
 * a register is out once a write overlapping it is not a mask's of
 * exactly it. */
static void
mask_only_regs(const struct agc_lower *l, bool *only)
{
	bool written[128] = {false}, bad[128] = {false};
	unsigned n = l->W == 64 ? 2 : 1;
	for (uint32_t i = 0; i < l->ir->ninst; i++) {
		const struct agc_ir_inst *in = &l->ir->inst[i];
		const struct agc_inst *mi = in->mi;
		for (unsigned d = 0; d < mi->ndef; d++) {
			const struct agc_operand *o = &mi->def[d];
			if (o->reg >= 128)
				continue;
			const struct agc_operand *src[2];
			unsigned ns, k = in->op ? in->op->kind : AGC_K_COUNT;
			bool lane_mask = k == AGC_K_VCMP || k == AGC_K_VCMPCLASS || k == AGC_K_VCMPCLASS16 ||
					 (k == AGC_K_VADDC && d == 1) || mask_logic(l, in, src, &ns);
			unsigned lo = o->reg >= n - 1 ? o->reg - (n - 1) : 0;
			for (unsigned r = lo; r < o->reg + o->dwords && r < 128; r++) {
				if (o->reg != r || !lane_mask)
					bad[r] = true;
				else
					written[r] = true;
			}
		}
	}
	for (unsigned r = 0; r < 128; r++)
		only[r] = written[r] && !bad[r];
}

void
agc_lw_lanes_plan(struct agc_lower *l)
{
	const uint32_t *wg = l->o->workgroup;
	l->lanes_any = !l->stage && (wg[0] * wg[1] * wg[2]) % l->W == 0;
	l->lane_read[AGC_REG_EXEC_LO] = true;
	/* masks tested for 0 (s_cmp_eq_u32 s4, 0; s_cbranch_vccz) are read
	 * per lane too, by a vote */
	bool only[128];
	if (l->lanes_any)
		mask_only_regs(l, only);
	for (uint32_t i = 0; l->lanes_any && i < l->ir->ninst; i++) {
		const struct agc_ir_inst *in = &l->ir->inst[i];
		unsigned reg = zero_test(l, in);
		if (reg != AGC_REG_NULL && only[reg])
			l->lane_read[reg] = true;
		if (in->op && in->op->kind == AGC_K_BRANCH &&
		    (in->op->spv == AGC_BR_VCCZ || in->op->spv == AGC_BR_VCCNZ))
			l->lane_read[AGC_REG_VCC_LO] = true;
	}
	for (uint32_t i = 0; i < l->ir->ninst; i++) {
		const struct agc_ir_inst *in = &l->ir->inst[i];
		if (!in->op)
			continue;
		switch (in->op->kind) {
		case AGC_K_VCNDMASK:
			lane_read_by(l, agc_lw_opnd(in, 3));
			break;
		case AGC_K_VADDC:
			if (in->op->flags & AGC_IRF_CARRY_IN)
				lane_read_by(l, agc_lw_opnd(in, 4));
			break;
		case AGC_K_VDIVFMAS:
			l->lane_read[AGC_REG_VCC_LO] = true;
			break;
		default:
			break;
		}
	}
	while (mark_logic_sources(l))
		;
}

void
agc_lw_write_lanes(struct agc_lower *l, unsigned reg, const uint32_t *cond)
{
	if (reg != AGC_REG_NULL)
		agc_lw_set_mask_lanes(l, reg, agc_lw_ballot(l, cond), cond);
}

void
agc_lw_set_mask_lanes(struct agc_lower *l, unsigned reg, uint32_t mask, const uint32_t *cond)
{
	agc_lw_write_mask(l, reg, mask);
	if (!agc_lw_lane_reg(l, reg))
		return;
	for (unsigned k = 0; k < l->K; k++)
		agc_spv_code(l->m, SpvOpStore, 2, agc_lw_lane_var(l, reg, k), cond[k]);
	agc_lw_lane_mark(l, reg, false);
}

/* The lanes of a mask logic instruction's source: a mask register's, or
 * of the constants 0 and all ones; false when neither. */
static bool
source_lanes(struct agc_lower *l, const struct agc_operand *op, uint32_t *out)
{
	uint64_t ones = l->W == 64 ? ~0ull : 0xffffffffull;
	int c = op->reg == 128 ? 0 : op->reg == 193 ? 1 : -1;
	if (op->reg == AGC_REG_LITERAL && (op->literal == 0 || op->literal == ones))
		c = op->literal != 0;
	if (c >= 0) {
		for (unsigned k = 0; k < l->K; k++)
			out[k] = agc_spv_const_bool(l->m, c);
		return true;
	}
	if (!agc_lw_lane_reg(l, op->reg))
		return false;
	for (unsigned k = 0; k < l->K; k++)
		out[k] = agc_spv_op(l->m, SpvOpLoad, l->t_bool, 1, agc_lw_lane_var(l, op->reg, k));
	return true;
}

/* Is `in` a lane-mask logic instruction of the wave's width:
 * s_mov, s_not, s_and/or/xor (n2, nand, ...), s_*_saveexec?  Its
 * register sources in src[], *n of them. */
static bool
mask_logic(const struct agc_lower *l, const struct agc_ir_inst *in, const struct agc_operand **src,
	   unsigned *n)
{
	const struct agc_irop *op = in->op;
	const struct agc_inst *mi = in->mi;
	if (!op || ((op->flags & AGC_IRF_WIDE) != 0) != (l->W == 64) || mi->ndef < 1)
		return false;
	switch (op->kind) {
	case AGC_K_SMOV:
		*n = 1;
		break;
	case AGC_K_SUN:
		if (op->spv != SpvOpNot)
			return false;
		*n = 1;
		break;
	case AGC_K_SBIN:
	case AGC_K_SSAVEEXEC:
		if (op->flags & (AGC_IRF_EXT | AGC_IRF_BFM) ||
		    (op->spv != SpvOpBitwiseAnd && op->spv != SpvOpBitwiseOr && op->spv != SpvOpBitwiseXor))
			return false;
		*n = op->kind == AGC_K_SBIN ? 2 : 1;
		break;
	default:
		return false;
	}
	if (mi->nuse < *n || (op->kind == AGC_K_SMOV && op->flags & AGC_IRF_CARRY_IN))
		return false;
	for (unsigned i = 0; i < *n; i++)
		src[i] = &mi->use[i];
	return true;
}

/* Some lane of the wave among lanes[0..K-1] of each invocation: the OR of
 * the slots, then a subgroup vote. */
static uint32_t
vote_any(struct agc_lower *l, const uint32_t *lanes)
{
	uint32_t x = lanes[0];
	for (unsigned k = 1; k < l->K; k++)
		x = agc_spv_op(l->m, SpvOpLogicalOr, l->t_bool, 2, x, lanes[k]);
	if (l->S == 1)
		return x;
	agc_spv_capability(l->m, SpvCapabilityGroupNonUniformVote);
	return agc_spv_op(l->m, SpvOpGroupNonUniformAny, l->t_bool, 2, agc_lw_u32(l, SpvScopeSubgroup), x);
}

uint32_t
agc_lw_wave_any(struct agc_lower *l, unsigned reg)
{
	if (!l->lanes_any || !agc_lw_lane_reg(l, reg))
		return 0;
	uint32_t lanes[AGC_MAX_SLOTS];
	for (unsigned k = 0; k < l->K; k++)
		lanes[k] = agc_spv_op(l->m, SpvOpLoad, l->t_bool, 1, agc_lw_lane_var(l, reg, k));
	return vote_any(l, lanes);
}

/* s_cmp_eq/lg of a mask kept per lane with 0, where l->lanes_any: SCC by
 * a vote of its lanes instead of from its bits (which then nothing else
 * may need: their ballots go).  false: not such an instruction. */
bool
agc_lw_zero_test_lanes(struct agc_lower *l, const struct agc_ir_inst *in)
{
	unsigned reg = zero_test(l, in);
	uint32_t any = reg == AGC_REG_NULL || !l->lane_read[reg] ? 0 : agc_lw_wave_any(l, reg);
	if (!any)
		return false;
	if (in->op->spv == SpvOpIEqual)
		any = agc_spv_op(l->m, SpvOpLogicalNot, l->t_bool, 1, any);
	agc_lw_set_scc(l, any);
	return true;
}

/* r = a op b on bools, with the instruction's NOT1 / NOT / REV flags. */
static uint32_t
logic(struct agc_lower *l, const struct agc_irop *op, uint32_t a, uint32_t b)
{
	struct agc_spv_module *m = l->m;
	if (op->flags & AGC_IRF_REV) {
		uint32_t x = a;
		a = b;
		b = x;
	}
	if (op->flags & AGC_IRF_NOT1)
		b = agc_spv_op(m, SpvOpLogicalNot, l->t_bool, 1, b);
	SpvOp o = op->spv == SpvOpBitwiseAnd ? SpvOpLogicalAnd
		: op->spv == SpvOpBitwiseOr ? SpvOpLogicalOr : SpvOpLogicalNotEqual;
	uint32_t r = agc_spv_op(m, o, l->t_bool, 2, a, b);
	if (op->flags & AGC_IRF_NOT)
		r = agc_spv_op(m, SpvOpLogicalNot, l->t_bool, 1, r);
	return r;
}

static void
store_lanes(struct agc_lower *l, unsigned reg, const uint32_t *v)
{
	if (!agc_lw_lane_reg(l, reg))
		return;
	for (unsigned k = 0; k < l->K; k++)
		agc_spv_code(l->m, SpvOpStore, 2, agc_lw_lane_var(l, reg, k), v[k]);
	agc_lw_lane_mark(l, reg, false);
}

/* The lanes of a mask logic instruction's destinations from its
 * sources' lanes, where every source's are known:
 *   s_and_saveexec_b32 s0, vcc_lo   s0 lanes = exec lanes;
 *                                   exec lanes = vcc_lo lanes && exec lanes */
static void
logic_lanes(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_operand *src[2];
	uint32_t a[AGC_MAX_SLOTS], b[AGC_MAX_SLOTS], r[AGC_MAX_SLOTS];
	unsigned n, dst = in->mi->def[0].reg;
	const struct agc_irop *op = in->op;

	if (!mask_logic(l, in, src, &n) || !source_lanes(l, src[0], a))
		return;
	if (op->kind == AGC_K_SSAVEEXEC) {
		if (!agc_lw_lane_reg(l, AGC_REG_EXEC_LO))
			return;
		for (unsigned k = 0; k < l->K; k++) {
			b[k] = agc_spv_op(l->m, SpvOpLoad, l->t_bool, 1, agc_lw_lane_var(l, AGC_REG_EXEC_LO, k));
			r[k] = logic(l, op, a[k], b[k]);
		}
		store_lanes(l, dst, b);
		store_lanes(l, AGC_REG_EXEC_LO, r);
		if (l->lanes_any) /* SCC: the new EXEC is not 0 */
			agc_lw_set_scc(l, vote_any(l, r));
		return;
	}
	if (!agc_lw_lane_reg(l, dst) || (n == 2 && !source_lanes(l, src[1], b)))
		return;
	for (unsigned k = 0; k < l->K; k++)
		r[k] = n == 1 ? op->kind == AGC_K_SUN ? agc_spv_op(l->m, SpvOpLogicalNot, l->t_bool, 1, a[k]) : a[k]
			      : logic(l, op, a[k], b[k]);
	store_lanes(l, dst, r);
	if (l->lanes_any && op->flags & AGC_IRF_SCC) /* SCC: the result is not 0 */
		agc_lw_set_scc(l, vote_any(l, r));
}

void
agc_lw_lanes_after(struct agc_lower *l, const struct agc_ir_inst *in)
{
	if (in)
		logic_lanes(l, in);
	for (unsigned reg = 0; reg < 128; reg++) {
		if (!(l->lane_stale[reg / 64] >> (reg % 64) & 1))
			continue;
		uint32_t mask = agc_lw_read_mask(l, reg);
		for (unsigned k = 0; k < l->K; k++)
			agc_spv_code(l->m, SpvOpStore, 2, agc_lw_lane_var(l, reg, k), agc_lw_mask_bit(l, mask, k));
		agc_lw_lane_mark(l, reg, false);
	}
}

