/*
 * lower_state.c -- the machine state as the lowering keeps it, and the
 * small builders every lowering uses: constants, GLSL.std.450 calls,
 * structured ifs inside a block, the refusal of an instruction.
 *
 *   s5           a Function uint variable, made on first use (OpName s5)
 *   scc          a Function uint variable, 0 or 1
 *   exec, vcc    the SGPR pairs exec_lo/exec_hi, vcc_lo/vcc_hi, read as
 *                one uint64 mask (wave32: exec_lo, vcc_lo, one uint)
 *   v7 (K = 2)   two Function uint variables, one per slot; a write keeps
 *                the old value where the slot's lane is inactive:
 *                  %n = OpSelect %uint %active_k %value %old; OpStore %v7_k %n
 *
 * EXEC is read once per block and instruction group (l->exec_cache) and
 * re-read after anything writes it or opens a structured if.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "spirv/lower.h"

uint32_t
agc_lw_u32(struct agc_lower *l, uint32_t v)
{
	return agc_spv_const_uint(l->m, v);
}

uint32_t
agc_lw_const64(struct agc_lower *l, uint64_t v)
{
	uint32_t w[2] = {(uint32_t)v, (uint32_t)(v >> 32)};
	return agc_spv_constant(l->m, SpvOpConstant, l->t_u64, w, 2);
}

uint32_t
agc_lw_fconst(struct agc_lower *l, float v)
{
	uint32_t b;
	memcpy(&b, &v, 4);
	return agc_spv_constant(l->m, SpvOpConstant, l->t_f32, &b, 1);
}

uint32_t
agc_lw_dconst(struct agc_lower *l, double v)
{
	uint64_t b;
	memcpy(&b, &v, 8);
	return agc_spv_constant(l->m, SpvOpConstant, l->t_f64,
	                        (uint32_t[]){(uint32_t)b, (uint32_t)(b >> 32)}, 2);
}

uint32_t
agc_lw_op2(struct agc_lower *l, SpvOp op, uint32_t t, uint32_t a, uint32_t b)
{
	return agc_spv_op(l->m, op, t, 2, a, b);
}

uint32_t
agc_lw_select(struct agc_lower *l, uint32_t t, uint32_t c, uint32_t a, uint32_t b)
{
	return agc_spv_op(l->m, SpvOpSelect, t, 3, c, a, b);
}

uint32_t
agc_lw_ext(struct agc_lower *l, uint32_t type, unsigned inst, unsigned n, ...)
{
	uint32_t ops[8];
	va_list ap;
	uint32_t id = agc_spv_id(l->m);

	ops[0] = type;
	ops[1] = id;
	ops[2] = l->glsl;
	ops[3] = inst;
	va_start(ap, n);
	for (unsigned i = 0; i < n && i < 4; i++)
		ops[4 + i] = va_arg(ap, uint32_t);
	va_end(ap);
	agc_spv_inst(l->m, AGC_SPV_FN_CODE, SpvOpExtInst, ops, 4 + n);
	return id;
}

uint32_t
agc_lw_bitcast(struct agc_lower *l, uint32_t type, uint32_t v)
{
	return agc_spv_op(l->m, SpvOpBitcast, type, 1, v);
}

int
agc_lw_unsupported(struct agc_lower *l, const struct agc_ir_inst *in, const char *why)
{
	agc_fail(l->d, AGC_STAGE_SPIRV, AGC_DIAG_UNSUPPORTED, in->mi->pc, "%s", why);
	agc_diag_inst(l->d, in->mi, l->o->wave64);
	return -1;
}

/* ---- types ---- */

bool
agc_lw_is_float(enum agc_irt t)
{
	return t == AGC_T_F32 || t == AGC_T_F64 || t == AGC_T_F16;
}

bool
agc_lw_is_wide(enum agc_irt t)
{
	return t == AGC_T_U64 || t == AGC_T_I64 || t == AGC_T_F64;
}

uint32_t
agc_lw_type(struct agc_lower *l, enum agc_irt t)
{
	switch (t) {
	case AGC_T_F32: case AGC_T_F16: return l->t_f32;
	case AGC_T_F64: return l->t_f64;
	case AGC_T_U64: case AGC_T_I64: return l->t_u64;
	default: return l->t_u32;
	}
}

uint32_t
agc_lw_f64(struct agc_lower *l)
{
	if (!l->t_f64) {
		agc_spv_capability(l->m, SpvCapabilityFloat64);
		l->t_f64 = agc_spv_type(l->m, SpvOpTypeFloat, (uint32_t[]){64}, 1);
	}
	return l->t_f64;
}

/* ---- scalar state ---- */

/* The name of SGPR reg in the module ("s5", "vcc_lo", "exec_hi", "m0")
 * into buf (12 bytes). */
static const char *
sgpr_name(unsigned reg, char *buf)
{
	char *p = buf + 12; /* "s" and the number */
	*--p = 0;
	unsigned v = reg;
	do
		*--p = (char)('0' + v % 10);
	while (v /= 10);
	*--p = 's';
	return reg == AGC_REG_VCC_LO ? "vcc_lo" : reg == AGC_REG_VCC_HI ? "vcc_hi"
	     : reg == AGC_REG_EXEC_LO ? "exec_lo" : reg == AGC_REG_EXEC_HI ? "exec_hi"
	     : reg == AGC_REG_M0 ? "m0" : p;
}

static uint32_t
sgpr_var(struct agc_lower *l, unsigned reg)
{
	if (!l->sgpr[reg]) {
		l->sgpr[reg] = agc_spv_fn_var(l->m, l->p_fn_u32, agc_lw_u32(l, 0));
		char name[12];
		agc_spv_inst_str(l->m, AGC_SPV_DEBUG, SpvOpName, &l->sgpr[reg], 1, sgpr_name(reg, name),
				 NULL, 0);
	}
	return l->sgpr[reg];
}

uint32_t
agc_lw_read_sreg(struct agc_lower *l, unsigned reg)
{
	if (reg == AGC_REG_NULL || reg >= 128)
		return agc_lw_u32(l, 0);
	return agc_spv_op(l->m, SpvOpLoad, l->t_u32, 1, sgpr_var(l, reg));
}

static void lane_written(struct agc_lower *l, unsigned reg);

void
agc_lw_write_sreg(struct agc_lower *l, unsigned reg, uint32_t v)
{
	if (reg == AGC_REG_NULL || reg >= 128)
		return;
	if (reg == AGC_REG_EXEC_LO || reg == AGC_REG_EXEC_HI)
		l->exec_cache = 0;
	agc_spv_code(l->m, SpvOpStore, 2, sgpr_var(l, reg), v);
	lane_written(l, reg);
}

uint32_t
agc_lw_join64(struct agc_lower *l, uint32_t lo, uint32_t hi)
{
	uint32_t v = agc_spv_op(l->m, SpvOpCompositeConstruct, l->t_v2u32, 2, lo, hi);
	return agc_lw_bitcast(l, l->t_u64, v);
}

uint32_t
agc_lw_read_sreg64(struct agc_lower *l, unsigned reg)
{
	return agc_lw_join64(l, agc_lw_read_sreg(l, reg), agc_lw_read_sreg(l, reg + 1));
}

void
agc_lw_write_sreg64(struct agc_lower *l, unsigned reg, uint32_t v64)
{
	uint32_t v = agc_lw_bitcast(l, l->t_v2u32, v64);
	agc_lw_write_sreg(l, reg, agc_spv_op(l->m, SpvOpCompositeExtract, l->t_u32, 2, v, 0u));
	agc_lw_write_sreg(l, reg + 1, agc_spv_op(l->m, SpvOpCompositeExtract, l->t_u32, 2, v, 1u));
}

uint32_t
agc_lw_scc(struct agc_lower *l)
{
	uint32_t v = agc_spv_op(l->m, SpvOpLoad, l->t_u32, 1, l->scc);
	return agc_spv_op(l->m, SpvOpINotEqual, l->t_bool, 2, v, agc_lw_u32(l, 0));
}

void
agc_lw_set_scc(struct agc_lower *l, uint32_t b)
{
	uint32_t v = agc_spv_op(l->m, SpvOpSelect, l->t_u32, 3, b, agc_lw_u32(l, 1), agc_lw_u32(l, 0));
	agc_spv_code(l->m, SpvOpStore, 2, l->scc, v);
}

uint32_t
agc_lw_mask_const(struct agc_lower *l, uint64_t v)
{
	return l->W == 64 ? agc_lw_const64(l, v) : agc_lw_u32(l, (uint32_t)v);
}

uint32_t
agc_lw_read_mask(struct agc_lower *l, unsigned reg)
{
	if (l->W == 64)
		return agc_lw_read_sreg64(l, reg);
	return agc_lw_read_sreg(l, reg);
}

void
agc_lw_write_mask(struct agc_lower *l, unsigned reg, uint32_t mask)
{
	/* null: discarded (as a pair it would reach exec_lo) */
	if (reg == AGC_REG_NULL)
		return;
	if (l->W == 64)
		agc_lw_write_sreg64(l, reg, mask);
	else
		agc_lw_write_sreg(l, reg, mask);
}

uint32_t
agc_lw_exec(struct agc_lower *l)
{
	if (!l->exec_cache)
		l->exec_cache = agc_lw_read_mask(l, AGC_REG_EXEC_LO);
	return l->exec_cache;
}

void
agc_lw_set_exec(struct agc_lower *l, uint32_t mask)
{
	agc_lw_write_mask(l, AGC_REG_EXEC_LO, mask);
	l->exec_cache = 0;
}

uint32_t
agc_lw_mask_test(struct agc_lower *l, uint32_t mask, uint32_t lane)
{
	uint32_t sh = agc_spv_op(l->m, SpvOpShiftRightLogical, l->t_mask, 2, mask, lane);
	uint32_t bit = agc_spv_op(l->m, SpvOpBitwiseAnd, l->t_mask, 2, sh, agc_lw_mask_const(l, 1));
	return agc_spv_op(l->m, SpvOpINotEqual, l->t_bool, 2, bit, agc_lw_mask_const(l, 0));
}

uint32_t
agc_lw_mask_bit(struct agc_lower *l, uint32_t mask, unsigned slot)
{
	return agc_lw_mask_test(l, mask, l->lane[slot]);
}

/* ---- lane masks per lane ----
 *
 * A lane mask read only per lane never needs its bits: the carry of
 *   v_add_co_u32 v4, vcc_lo, s2, v0; v_add_co_ci_u32 v5, vcc_lo, v2, v1, vcc_lo
 * is, in each invocation, the bool the first add computed, stored to
 *   %vcc_lo_lane_k (bool) = %carry_k
 * and loaded by the second add, where the bits would be a ballot then
 * a shift, an and and a compare.  The bits are still written (vcc_lo), and
 * the optimizer drops whichever of the two nothing reads. */

bool
agc_lw_lane_reg(const struct agc_lower *l, unsigned reg)
{
	return reg < 128 && reg != AGC_REG_NULL && l->lane_read[reg];
}

uint32_t
agc_lw_lane_var(struct agc_lower *l, unsigned reg, unsigned slot)
{
	uint32_t *p = &l->lane_var[reg * l->K + slot];
	if (!*p) {
		*p = agc_spv_fn_var(l->m, agc_spv_type_pointer(l->m, SpvStorageClassFunction, l->t_bool),
				    agc_spv_const_bool(l->m, false));
		/* "exec_lo_lane0": slot 0's bit of exec_lo (of exec in wave64) */
		char reg_buf[12], name[32];
		snprintf(name, sizeof(name), "%s_lane%u", sgpr_name(reg, reg_buf), slot);
		agc_spv_inst_str(l->m, AGC_SPV_DEBUG, SpvOpName, p, 1, name, NULL, 0);
	}
	return *p;
}

void
agc_lw_lane_mark(struct agc_lower *l, unsigned reg, bool stale)
{
	uint64_t bit = 1ull << (reg % 64);
	if (stale)
		l->lane_stale[reg / 64] |= bit;
	else
		l->lane_stale[reg / 64] &= ~bit;
}

/* A write of SGPR reg as bits: the mask holding it (reg, or in wave64
 * the pair from reg - 1) has stale lanes. */
static void
lane_written(struct agc_lower *l, unsigned reg)
{
	if (agc_lw_lane_reg(l, reg))
		agc_lw_lane_mark(l, reg, true);
	if (l->W == 64 && reg > 0 && agc_lw_lane_reg(l, reg - 1))
		agc_lw_lane_mark(l, reg - 1, true);
}

void
agc_lw_mask_lanes(struct agc_lower *l, unsigned reg, uint32_t *out)
{
	if (!agc_lw_lane_reg(l, reg)) {
		uint32_t mask = agc_lw_read_mask(l, reg);
		for (unsigned k = 0; k < l->K; k++)
			out[k] = agc_lw_mask_bit(l, mask, k);
		return;
	}
	for (unsigned k = 0; k < l->K; k++)
		out[k] = agc_spv_op(l->m, SpvOpLoad, l->t_bool, 1, agc_lw_lane_var(l, reg, k));
}

uint32_t
agc_lw_active(struct agc_lower *l, unsigned slot)
{
	if (l->region) /* only active lanes run here (lower.c) */
		return agc_spv_const_bool(l->m, true);
	return agc_spv_op(l->m, SpvOpLoad, l->t_bool, 1, agc_lw_lane_var(l, AGC_REG_EXEC_LO, slot));
}

/* ---- VGPRs ---- */

uint32_t
agc_lw_vgpr_var(struct agc_lower *l, unsigned v, unsigned slot)
{
	uint32_t *p = &l->vgpr[v * l->K + slot];
	if (!*p)
		*p = agc_spv_fn_var(l->m, l->p_fn_u32, agc_lw_u32(l, 0));
	return *p;
}

uint32_t
agc_lw_read_vgpr(struct agc_lower *l, unsigned v, unsigned slot)
{
	return agc_spv_op(l->m, SpvOpLoad, l->t_u32, 1, agc_lw_vgpr_var(l, v & 255, slot));
}

uint32_t
agc_lw_shared_flag(struct agc_lower *l, unsigned v, unsigned slot)
{
	uint32_t *p = &l->shared_wrote[v * l->K + slot];
	if (!*p)
		*p = agc_spv_fn_var(l->m, agc_spv_type_pointer(l->m, SpvStorageClassFunction, l->t_bool),
				    agc_spv_const_bool(l->m, false));
	return *p;
}

void
agc_lw_write_vgpr(struct agc_lower *l, unsigned v, unsigned slot, uint32_t value, uint32_t active)
{
	v &= 255;
	uint32_t var = agc_lw_vgpr_var(l, v, slot);
	if (active == agc_spv_const_bool(l->m, true))
		active = 0; /* stored as it is */
	if (active) {
		uint32_t old = agc_spv_op(l->m, SpvOpLoad, l->t_u32, 1, var);
		value = agc_spv_op(l->m, SpvOpSelect, l->t_u32, 3, active, value, old);
	}
	agc_spv_code(l->m, SpvOpStore, 2, var, value);
	if (v >= l->shared_first && v < l->shared_end) {
		/* this slot wrote (active lanes only): the halves meet in agc_lw_shared_sync */
		uint32_t flag = agc_lw_shared_flag(l, v, slot), wrote = agc_spv_const_bool(l->m, true);
		if (active)
			wrote = agc_spv_op(l->m, SpvOpLogicalOr, l->t_bool, 2,
					   agc_spv_op(l->m, SpvOpLoad, l->t_bool, 1, flag), active);
		agc_spv_code(l->m, SpvOpStore, 2, flag, wrote);
		l->shared_dirty[v / 64] |= 1ull << (v % 64);
	}
}

/* gfx10 writes a 16-bit VALU result into one half of its VGPR and keeps
 * the other half (LLVM: GCNSubtarget::zeroesHigh16BitsOfDest is false
 * from gfx10 on; gfx9 and older zeroed the high half for most ops). */
void
agc_lw_write_vgpr16(struct agc_lower *l, unsigned v, unsigned slot, uint32_t r16, bool hi,
                    uint32_t active)
{
	uint32_t old = agc_lw_read_vgpr(l, v, slot);
	uint32_t r = agc_spv_op(l->m, SpvOpBitFieldInsert, l->t_u32, 4, old, r16,
	                        agc_lw_u32(l, hi ? 16 : 0), agc_lw_u32(l, 16));
	agc_lw_write_vgpr(l, v, slot, r, active);
}

void
agc_lw_store16(struct agc_lower *l, const struct agc_inst *mi, unsigned slot, uint32_t r16,
               uint32_t active)
{
	unsigned v = mi->def[0].reg - AGC_REG_VGPR0;
	if (mi->form == AGC_FORM_SDWA) {
		/* SDWA has its own rule: agc_lw_sdwa_dst places the low 16
		 * bits by dst_sel / dst_unused; DWORD takes them zero-extended */
		uint32_t lo =
		    agc_spv_op(l->m, SpvOpBitwiseAnd, l->t_u32, 2, r16, agc_lw_u32(l, 0xffff));
		agc_lw_write_vgpr(l, v, slot, lo, active);
		return;
	}
	agc_lw_write_vgpr16(l, v, slot, r16, mi->enc == AGC_ENC_VOP3 && (mi->opsel & 8), active);
}

uint32_t
agc_lw_read_vgpr64(struct agc_lower *l, unsigned v, unsigned slot)
{
	uint32_t lo = agc_lw_read_vgpr(l, v, slot), hi = agc_lw_read_vgpr(l, v + 1, slot);
	return agc_lw_bitcast(l, l->t_u64, agc_spv_op(l->m, SpvOpCompositeConstruct, l->t_v2u32, 2, lo, hi));
}

/* ---- structured ifs inside a block ---- */

uint32_t
agc_lw_if_begin(struct agc_lower *l, uint32_t cond)
{
	uint32_t then = agc_spv_id(l->m), merge = agc_spv_id(l->m);
	agc_spv_code(l->m, SpvOpSelectionMerge, 2, merge, (uint32_t)SpvSelectionControlMaskNone);
	agc_spv_code(l->m, SpvOpBranchConditional, 3, cond, then, merge);
	agc_spv_code(l->m, SpvOpLabel, 1, then);
	l->exec_cache = 0;
	return merge;
}

void
agc_lw_if_end(struct agc_lower *l, uint32_t merge)
{
	agc_spv_code(l->m, SpvOpBranch, 1, merge);
	agc_spv_code(l->m, SpvOpLabel, 1, merge);
	l->exec_cache = 0;
}
