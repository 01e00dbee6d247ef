/*
 * lower.c -- the recompiled shader's module: entry point, ABI, register
 * state, and the walk over the structured graph that lowers each block's
 * instructions (spirv/lower_*.c).
 *
 *   s_load_dwordx2 s[2:3], s[0:1], 0x0        %a = OpLoad %ulong %psb
 *   v_add_nc_u32_e32 v1, s2, v0          ->   per slot k:
 *                                               %x = OpIAdd %uint %s2 %v0_k
 *                                               %n = OpSelect %uint %active_k %x %v1_k
 *                                               OpStore %v1_k %n
 *
 * ABI (shared/DESIGN.md): push-constant dword i is s<i> for the user SGPRs;
 * the workgroup ids go to the SGPRs the options name; v0..v2 hold the
 * local invocation id; EXEC has the lanes of the workgroup's threads.
 */
#include <stdarg.h>
#include <string.h>

#include "spirv/lower_ext.h"
#include "spirv/lower_float.h"
#include "spirv/lower_lane.h"
#include "spirv/stage.h"

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
	const struct agc_inst *mi = in->mi;
	agc_fail(l->d, AGC_STAGE_SPIRV, AGC_DIAG_UNSUPPORTED, mi->pc, "%s", why);
	if (l->d) {
		agc_inst_print(mi, l->o->wave64, l->d->inst, sizeof(l->d->inst));
		l->d->nwords = mi->size / 4 < 5 ? mi->size / 4 : 5;
		memcpy(l->d->words, mi->words, l->d->nwords * 4);
	}
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

/* ---- scalar state ---- */

uint32_t
agc_lw_sgpr_var(struct agc_lower *l, unsigned reg)
{
	if (!l->sgpr[reg]) {
		l->sgpr[reg] = agc_spv_fn_var(l->m, l->p_fn_u32, agc_lw_u32(l, 0));
		char name[12], *p = name + sizeof(name); /* "s" and the number */
		*--p = 0;
		unsigned v = reg;
		do
			*--p = (char)('0' + v % 10);
		while (v /= 10);
		*--p = 's';
		agc_spv_inst_str(l->m, AGC_SPV_DEBUG, SpvOpName, &l->sgpr[reg], 1,
				 reg == AGC_REG_VCC_LO ? "vcc_lo" : reg == AGC_REG_VCC_HI ? "vcc_hi"
				 : reg == AGC_REG_EXEC_LO ? "exec_lo" : reg == AGC_REG_EXEC_HI ? "exec_hi"
				 : reg == AGC_REG_M0 ? "m0" : p, NULL, 0);
	}
	return l->sgpr[reg];
}

uint32_t
agc_lw_read_sreg(struct agc_lower *l, unsigned reg)
{
	if (reg == AGC_REG_NULL || reg >= 128)
		return agc_lw_u32(l, 0);
	return agc_spv_op(l->m, SpvOpLoad, l->t_u32, 1, agc_lw_sgpr_var(l, reg));
}

void
agc_lw_write_sreg(struct agc_lower *l, unsigned reg, uint32_t v)
{
	if (reg == AGC_REG_NULL || reg >= 128)
		return;
	if (reg == AGC_REG_EXEC_LO || reg == AGC_REG_EXEC_HI)
		l->exec_cache = 0;
	agc_spv_code(l->m, SpvOpStore, 2, agc_lw_sgpr_var(l, reg), v);
}

static uint32_t
join64(struct agc_lower *l, uint32_t lo, uint32_t hi)
{
	uint32_t v = agc_spv_op(l->m, SpvOpCompositeConstruct, l->t_v2u32, 2, lo, hi);
	return agc_lw_bitcast(l, l->t_u64, v);
}

uint32_t
agc_lw_read_sreg64(struct agc_lower *l, unsigned reg)
{
	return join64(l, agc_lw_read_sreg(l, reg), agc_lw_read_sreg(l, reg + 1));
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
agc_lw_read_mask(struct agc_lower *l, unsigned reg)
{
	if (l->W == 64)
		return agc_lw_read_sreg64(l, reg);
	return agc_spv_op(l->m, SpvOpUConvert, l->t_u64, 1, agc_lw_read_sreg(l, reg));
}

void
agc_lw_write_mask(struct agc_lower *l, unsigned reg, uint32_t v64)
{
	/* null: discarded (as a pair it would reach exec_lo) */
	if (reg == AGC_REG_NULL)
		return;
	if (l->W == 64) {
		agc_lw_write_sreg64(l, reg, v64);
		return;
	}
	agc_lw_write_sreg(l, reg, agc_spv_op(l->m, SpvOpUConvert, l->t_u32, 1, v64));
}

uint32_t
agc_lw_exec(struct agc_lower *l)
{
	if (!l->exec_cache)
		l->exec_cache = agc_lw_read_mask(l, AGC_REG_EXEC_LO);
	return l->exec_cache;
}

void
agc_lw_set_exec(struct agc_lower *l, uint32_t v64)
{
	agc_lw_write_mask(l, AGC_REG_EXEC_LO, v64);
	l->exec_cache = 0;
}

uint32_t
agc_lw_mask_bit(struct agc_lower *l, uint32_t mask64, unsigned slot)
{
	uint32_t sh = agc_spv_op(l->m, SpvOpShiftRightLogical, l->t_u64, 2, mask64, l->lane[slot]);
	uint32_t bit = agc_spv_op(l->m, SpvOpBitwiseAnd, l->t_u64, 2, sh, agc_lw_const64(l, 1));
	return agc_spv_op(l->m, SpvOpINotEqual, l->t_bool, 2, bit, agc_lw_const64(l, 0));
}

uint32_t
agc_lw_active(struct agc_lower *l, unsigned slot)
{
	return agc_lw_mask_bit(l, agc_lw_exec(l), slot);
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

/* ---- operands ---- */

static const float inline_f32[] = {0.5f, -0.5f, 1.0f, -1.0f, 2.0f, -2.0f, 4.0f, -4.0f};

/* Raw bits of a 32-bit operand, or of a 64-bit one as uint64. */
static uint32_t
src_bits(struct agc_lower *l, const struct agc_operand *op, enum agc_irt t, unsigned slot)
{
	bool wide = agc_lw_is_wide(t);
	unsigned r = op->reg;

	if (r >= AGC_REG_VGPR0 && r != AGC_REG_NONE) {
		uint32_t lo = agc_lw_read_vgpr(l, r - AGC_REG_VGPR0, slot);
		if (!wide)
			return lo;
		return join64(l, lo, agc_lw_read_vgpr(l, r - AGC_REG_VGPR0 + 1, slot));
	}
	if (r < 128)
		return wide ? agc_lw_read_sreg64(l, r) : agc_lw_read_sreg(l, r);
	int64_t iv = 0;
	bool is_int = true;
	if (r >= AGC_REG_INT0 && r <= 192) {
		iv = r - AGC_REG_INT0;
	} else if (r >= 193 && r <= 208) {
		iv = 192 - (int)r;
	} else if (r >= 240 && r <= 248) {
		is_int = false;
	} else if (r == AGC_REG_LITERAL) {
		if (t == AGC_T_F64)
			return agc_lw_const64(l, (uint64_t)op->literal << 32);
		if (wide)
			return agc_lw_const64(l, op->literal);
		return agc_lw_u32(l, op->literal);
	} else if (r == AGC_REG_SCC) {
		uint32_t b = agc_lw_scc(l);
		uint32_t v = agc_spv_op(l->m, SpvOpSelect, l->t_u32, 3, b, agc_lw_u32(l, 1), agc_lw_u32(l, 0));
		return wide ? agc_spv_op(l->m, SpvOpUConvert, l->t_u64, 1, v) : v;
	} else if (r == AGC_REG_VCCZ || r == AGC_REG_EXECZ) {
		uint32_t m = r == AGC_REG_EXECZ ? agc_lw_exec(l) : agc_lw_read_mask(l, AGC_REG_VCC_LO);
		uint32_t z = agc_spv_op(l->m, SpvOpIEqual, l->t_bool, 2, m, agc_lw_const64(l, 0));
		return agc_spv_op(l->m, SpvOpSelect, l->t_u32, 3, z, agc_lw_u32(l, 1), agc_lw_u32(l, 0));
	} else {
		/* shared/private apertures and the like read 0 */
		return wide ? agc_lw_const64(l, 0) : agc_lw_u32(l, 0);
	}
	if (is_int)
		return wide ? agc_lw_const64(l, (uint64_t)iv) : agc_lw_u32(l, (uint32_t)iv);
	/* float inline constants, in the operand's float width */
	if (r == 248) {
		if (t == AGC_T_F64)
			return agc_lw_const64(l, 0x3fc45f306dc9c882ull);
		if (t == AGC_T_F16)
			return agc_lw_u32(l, 0x3118);
		return agc_lw_u32(l, 0x3e22f983);
	}
	float f = inline_f32[r - 240];
	if (t == AGC_T_F64) {
		double dv = f;
		uint64_t bits;
		memcpy(&bits, &dv, 8);
		return agc_lw_const64(l, bits);
	}
	if (t == AGC_T_F16) {
		static const uint16_t h[] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400};
		return agc_lw_u32(l, h[r - 240]);
	}
	uint32_t bits;
	memcpy(&bits, &f, 4);
	if (wide)
		return agc_lw_const64(l, bits);
	return agc_lw_u32(l, bits);
}

uint32_t
agc_lw_src(struct agc_lower *l, const struct agc_operand *op, enum agc_irt t, unsigned slot)
{
	uint32_t v = src_bits(l, op, t, slot);
	switch (t) {
	case AGC_T_F32:
		v = agc_lw_bitcast(l, l->t_f32, v);
		break;
	case AGC_T_F64:
		v = agc_lw_bitcast(l, l->t_f64, v);
		break;
	case AGC_T_F16: {
		uint32_t pair = agc_lw_ext(l, l->t_v2f32, GLSLstd450UnpackHalf2x16, 1, v);
		v = agc_spv_op(l->m, SpvOpCompositeExtract, l->t_f32, 2, pair, 0u);
		break;
	}
	case AGC_T_U24:
		v = agc_spv_op(l->m, SpvOpBitwiseAnd, l->t_u32, 2, v, agc_lw_u32(l, 0xffffff));
		break;
	case AGC_T_I24:
		v = agc_spv_op(l->m, SpvOpBitFieldSExtract, l->t_u32, 3, v, agc_lw_u32(l, 0), agc_lw_u32(l, 24));
		break;
	default:
		break;
	}
	if (agc_lw_is_float(t)) {
		uint32_t ft = t == AGC_T_F64 ? l->t_f64 : l->t_f32;
		if (op->mods & AGC_MOD_ABS)
			v = agc_lw_ext(l, ft, GLSLstd450FAbs, 1, v);
		if (op->mods & AGC_MOD_NEG)
			v = agc_spv_op(l->m, SpvOpFNegate, ft, 1, v);
	}
	return v;
}

uint32_t
agc_lw_to_bits(struct agc_lower *l, uint32_t v, enum agc_irt t)
{
	switch (t) {
	case AGC_T_F32: return agc_lw_bitcast(l, l->t_u32, v);
	case AGC_T_F64: return agc_lw_bitcast(l, l->t_u64, v);
	case AGC_T_F16: return agc_lw_f32_to_f16(l, v);
	default: return v;
	}
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

/* ---- flow callbacks ---- */

/* The jump table's entry, read from the code at recompile time: a
 * constant array indexed by the bounded index. */
static void
table_entry(struct agc_lower *l, const struct agc_inst *mi)
{
	struct agc_spv_module *m = l->m;
	const struct agc_graph *g = &l->cfg->g;
	uint32_t n = g->blocks[l->block].nsucc;
	uint32_t *elems = agc_alloc(l->a, sizeof(uint32_t) * n);
	if (!elems) {
		m->oom = true;
		return;
	}
	for (uint32_t k = 0; k < n; k++)
		elems[k] = agc_lw_u32(l, l->bb->table_vals[k]);
	uint32_t arr_t = agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_u32, agc_lw_u32(l, n)}, 2);
	uint32_t arr = agc_spv_constant(m, SpvOpConstantComposite, arr_t, elems, n);
	uint32_t var = agc_spv_fn_var(m, agc_spv_type_pointer(m, SpvStorageClassFunction, arr_t), arr);
	uint32_t idx = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, l->jt_index);
	idx = agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2, idx, agc_lw_u32(l, n - 1));
	uint32_t p = agc_spv_op(m, SpvOpAccessChain, l->p_fn_u32, 2, var, idx);
	agc_lw_write_sreg(l, mi->def[0].reg, agc_spv_op(m, SpvOpLoad, l->t_u32, 1, p));
}

static int
lower_inst(struct agc_lower *l, uint32_t i)
{
	const struct agc_ir_inst *in = &l->ir->inst[i];
	int rc;

	if (l->bb->exit == AGC_EXIT_SWITCH && i == l->bb->table_load) {
		table_entry(l, in->mi);
		return 0;
	}
	switch (in->op->kind) {
	case AGC_K_NOP: case AGC_K_BRANCH: case AGC_K_SETPC:
		rc = 0;
		break;
	case AGC_K_END: /* graphics: spirv/stage.c */
		if (l->stage)
			agc_stage_end(l);
		rc = 0;
		break;
	case AGC_K_EXPORT: case AGC_K_SENDMSG: /* graphics: spirv/lower_export.c */
		rc = agc_lower_export(l, in);
		break;
	case AGC_K_BARRIER:
		agc_spv_code(l->m, SpvOpControlBarrier, 3, agc_lw_u32(l, SpvScopeWorkgroup),
			     agc_lw_u32(l, SpvScopeWorkgroup),
			     agc_lw_u32(l, SpvMemorySemanticsAcquireReleaseMask |
					   SpvMemorySemanticsWorkgroupMemoryMask));
		rc = 0;
		break;
	case AGC_K_GETPC:
	case AGC_K_SWAPPC: {
		/* The address of the next instruction, as a code offset. */
		uint64_t pc = (uint64_t)in->mi->pc + in->mi->size;
		agc_lw_write_sreg64(l, in->mi->def[0].reg, agc_lw_const64(l, pc));
		rc = 0;
		break;
	}
	default:
		if (in->op->kind == AGC_K_SLOAD || in->op->kind == AGC_K_SBUFLOAD)
			rc = agc_lower_mem(l, in);
		else if (in->op->kind == AGC_K_SEXTRA)
			rc = agc_lower_salu_ext(l, in);
		else if (in->op->kind == AGC_K_SMOVREL)
			rc = agc_lower_smovrel(l, in);
		else if (in->op->kind >= AGC_K_VMOVREL && in->op->kind <= AGC_K_VMISC)
			rc = agc_lower_valu_ext(l, in);
		else if (in->op->kind < AGC_K_VMOV)
			rc = agc_lower_salu(l, in);
		else if (in->op->kind < AGC_K_GLOAD)
			rc = agc_lower_valu(l, in);
		else
			rc = agc_lower_mem(l, in);
		break;
	}
	if (rc < 0)
		return -1;
	agc_lw_shared_sync(l);
	/* The jump table's bounded index, kept for the block's selector. */
	if (l->bb->exit == AGC_EXIT_SWITCH && i == l->bb->sel_inst)
		agc_spv_code(l->m, SpvOpStore, 2, l->jt_index, agc_lw_read_sreg(l, l->bb->sel_reg));
	return 0;
}

static int
body(void *ctx, struct agc_spv_flow *f, uint32_t block, struct agc_diag *d)
{
	struct agc_lower *l = ctx;
	(void)f;
	(void)d;

	l->block = block;
	l->bb = &l->cfg->bb[block];
	l->exec_cache = 0;
	for (uint32_t i = l->bb->first; i < l->bb->first + l->bb->count; i++)
		if (lower_inst(l, i) < 0)
			return -1;
	l->exec_cache = 0;
	return 0;
}

static uint32_t
selector(void *ctx, struct agc_spv_flow *f, uint32_t block, uint32_t n)
{
	struct agc_lower *l = ctx;
	const struct agc_bb *bb = &l->cfg->bb[block];
	const struct agc_inst *br = &l->cfg->insts[bb->first + bb->count - 1];
	(void)f;
	(void)n;

	if (bb->exit == AGC_EXIT_SWITCH)
		return agc_spv_op(l->m, SpvOpLoad, l->t_u32, 1, l->jt_index);
	/* AGC_EXIT_CBRANCH: true takes the branch (successor 1). */
	const char *name = br->info->name + strlen("s_cbranch_");
	uint32_t zero64 = agc_lw_const64(l, 0);
	if (!strcmp(name, "scc1"))
		return agc_lw_scc(l);
	if (!strcmp(name, "scc0"))
		return agc_spv_op(l->m, SpvOpLogicalNot, l->t_bool, 1, agc_lw_scc(l));
	if (!strcmp(name, "vccz") || !strcmp(name, "vccnz")) {
		uint32_t v = agc_lw_read_mask(l, AGC_REG_VCC_LO);
		return agc_spv_op(l->m, name[3] == 'z' ? SpvOpIEqual : SpvOpINotEqual, l->t_bool, 2, v, zero64);
	}
	if (!strcmp(name, "execz") || !strcmp(name, "execnz")) {
		uint32_t v = agc_lw_read_mask(l, AGC_REG_EXEC_LO);
		return agc_spv_op(l->m, name[4] == 'z' ? SpvOpIEqual : SpvOpINotEqual, l->t_bool, 2, v, zero64);
	}
	/* debugger conditions (cdbgsys, cdbguser): no debugger attached */
	return agc_spv_const_bool(l->m, false);
}

/* ---- the entry point ---- */

static uint32_t
builtin_input(struct agc_lower *l, uint32_t type, SpvBuiltIn b)
{
	uint32_t ptr = agc_spv_type_pointer(l->m, SpvStorageClassInput, type);
	uint32_t var = agc_spv_global(l->m, ptr, SpvStorageClassInput);
	agc_spv_instv(l->m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 3, var, (uint32_t)SpvDecorationBuiltIn,
		      (uint32_t)b);
	l->interface[l->ninterface++] = var;
	return agc_spv_op(l->m, SpvOpLoad, type, 1, var);
}

static void
setup_types(struct agc_lower *l)
{
	struct agc_spv_module *m = l->m;
	l->t_void = agc_spv_type_void(m);
	l->t_bool = agc_spv_type_bool(m);
	l->t_u32 = agc_spv_type_uint(m);
	l->t_i32 = agc_spv_type(m, SpvOpTypeInt, (uint32_t[]){32, 1}, 2);
	l->t_f32 = agc_spv_type(m, SpvOpTypeFloat, (uint32_t[]){32}, 1);
	l->t_u64 = agc_spv_type(m, SpvOpTypeInt, (uint32_t[]){64, 0}, 2);
	l->t_i64 = agc_spv_type(m, SpvOpTypeInt, (uint32_t[]){64, 1}, 2);
	l->t_v2u32 = agc_spv_type(m, SpvOpTypeVector, (uint32_t[]){l->t_u32, 2}, 2);
	l->t_v3u32 = agc_spv_type(m, SpvOpTypeVector, (uint32_t[]){l->t_u32, 3}, 2);
	l->t_v4u32 = agc_spv_type(m, SpvOpTypeVector, (uint32_t[]){l->t_u32, 4}, 2);
	l->t_v2f32 = agc_spv_type(m, SpvOpTypeVector, (uint32_t[]){l->t_f32, 2}, 2);
	if (l->ir->uses_f64) {
		agc_spv_capability(m, SpvCapabilityFloat64);
		l->t_f64 = agc_spv_type(m, SpvOpTypeFloat, (uint32_t[]){64}, 1);
	}
	l->p_fn_u32 = agc_spv_type_pointer(m, SpvStorageClassFunction, l->t_u32);
	l->p_psb_u32 = agc_spv_type_pointer(m, SpvStorageClassPhysicalStorageBuffer, l->t_u32);
}

/* Initial state: user SGPRs, workgroup ids, local ids, EXEC. */
static void
setup_state(struct agc_lower *l)
{
	struct agc_spv_module *m = l->m;
	const struct agc_options *o = l->o;
	uint32_t X = o->workgroup[0], Y = o->workgroup[1], Z = o->workgroup[2];
	uint32_t threads = X * Y * Z;

	if (l->S > 1) {
		agc_spv_capability(m, SpvCapabilityGroupNonUniform);
		l->sid = builtin_input(l, l->t_u32, SpvBuiltInSubgroupLocalInvocationId);
		l->wave = builtin_input(l, l->t_u32, SpvBuiltInSubgroupId);
	} else {
		l->sid = agc_lw_u32(l, 0);
		l->wave = builtin_input(l, l->t_u32, SpvBuiltInLocalInvocationIndex);
	}
	for (unsigned k = 0; k < l->K; k++)
		l->lane[k] = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, agc_lw_u32(l, k * l->S), l->sid);

	/* user SGPRs from the push constants (then the page table address,
	 * then the 32-bit pointers' window address) */
	uint32_t paged = o->address_map == AGC_ADDR_PAGED ? 2 : 0;
	uint32_t npush = o->user_sgprs + paged + (o->address32 ? 2 : 0);
	if (npush) {
		uint32_t arr = agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_u32, agc_lw_u32(l, npush)}, 2);
		uint32_t blk = agc_spv_type(m, SpvOpTypeStruct, &arr, 1);
		agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 3, arr, (uint32_t)SpvDecorationArrayStride, 4u);
		agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpDecorate, 2, blk, (uint32_t)SpvDecorationBlock);
		agc_spv_instv(m, AGC_SPV_ANNOTATIONS, SpvOpMemberDecorate, 4, blk, 0u,
			      (uint32_t)SpvDecorationOffset, 0u);
		uint32_t pblk = agc_spv_type_pointer(m, SpvStorageClassPushConstant, blk);
		l->push = agc_spv_global(m, pblk, SpvStorageClassPushConstant);
		agc_spv_inst_str(m, AGC_SPV_DEBUG, SpvOpName, &l->push, 1, "user_data", NULL, 0);
		l->interface[l->ninterface++] = l->push;
		uint32_t pu = agc_spv_type_pointer(m, SpvStorageClassPushConstant, l->t_u32);
		for (uint32_t i = 0; i < npush; i++) {
			uint32_t p = agc_spv_op(m, SpvOpAccessChain, pu, 3, l->push, agc_lw_u32(l, 0),
						agc_lw_u32(l, i));
			uint32_t v = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, p);
			if (i < o->user_sgprs && i < 106)
				agc_lw_write_sreg(l, i, v);
			else if (i == o->user_sgprs && paged)
				l->page_table = v;
			else if (i == o->user_sgprs + 1 && paged)
				l->page_table = join64(l, l->page_table, v);
			else if (i == o->user_sgprs + paged)
				l->window = v;
			else
				l->window = join64(l, l->window, v);
		}
	}

	bool any_wgid = false;
	for (int i = 0; i < 3; i++)
		any_wgid |= o->wgid_sgpr[i] >= 0;
	if (any_wgid) {
		uint32_t wg = builtin_input(l, l->t_v3u32, SpvBuiltInWorkgroupId);
		for (uint32_t i = 0; i < 3; i++)
			if (o->wgid_sgpr[i] >= 0)
				agc_lw_write_sreg(l, (unsigned)o->wgid_sgpr[i],
						  agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, wg, i));
	}

	/* local ids: thread t = wave * W + lane */
	uint32_t base = agc_spv_op(m, SpvOpIMul, l->t_u32, 2, l->wave, agc_lw_u32(l, l->W));
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t t = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, base, l->lane[k]);
		uint32_t x = agc_spv_op(m, SpvOpUMod, l->t_u32, 2, t, agc_lw_u32(l, X));
		uint32_t yz = agc_spv_op(m, SpvOpUDiv, l->t_u32, 2, t, agc_lw_u32(l, X));
		uint32_t y = agc_spv_op(m, SpvOpUMod, l->t_u32, 2, yz, agc_lw_u32(l, Y));
		uint32_t z = agc_spv_op(m, SpvOpUDiv, l->t_u32, 2, yz, agc_lw_u32(l, Y));
		uint32_t ids[3] = {x, y, z};
		for (unsigned i = 0; i < o->workitem_vgprs && i < 3; i++)
			agc_lw_write_vgpr(l, i, k, ids[i], 0);
	}

	/* EXEC: the lanes whose thread exists; n = min(W, threads - wave * W) */
	uint32_t left = agc_spv_op(m, SpvOpISub, l->t_u32, 2, agc_lw_u32(l, threads), base);
	uint32_t n = agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2, left, agc_lw_u32(l, l->W));
	uint32_t n64 = agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, n);
	uint32_t full = agc_spv_op(m, SpvOpUGreaterThanEqual, l->t_bool, 2, n, agc_lw_u32(l, 64));
	uint32_t sh = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u64, 2, agc_lw_const64(l, 1), n64);
	uint32_t mask = agc_spv_op(m, SpvOpISub, l->t_u64, 2, sh, agc_lw_const64(l, 1));
	mask = agc_spv_op(m, SpvOpSelect, l->t_u64, 3, full, agc_lw_const64(l, ~0ull), mask);
	agc_lw_set_exec(l, mask);
}

/* --denormals: float controls for the widths the module computes in
 * (f16 math runs in f32); SPIR-V 1.4 made them core. */
static void
declare_denormals(struct agc_lower *l, enum agc_denorm mode, uint32_t main_fn)
{
	if (mode == AGC_DENORM_ANY)
		return;
	bool keep = mode == AGC_DENORM_PRESERVE;
	agc_spv_capability(l->m, keep ? SpvCapabilityDenormPreserve : SpvCapabilityDenormFlushToZero);
	for (uint32_t width = 32; width <= 64; width += 32)
		if (width == 32 || l->t_f64)
			agc_spv_instv(l->m, AGC_SPV_EXECUTION_MODES, SpvOpExecutionMode, 3, main_fn,
				      (uint32_t)(keep ? SpvExecutionModeDenormPreserve
						      : SpvExecutionModeDenormFlushToZero), width);
}

int
agc_spv_lower(struct agc_arena *a, const struct agc_ir *ir, const struct agc_sgraph *s,
	      const struct agc_options *o, uint32_t **words, size_t *nwords, struct agc_diag *d)
{
	struct agc_spv_module mod;
	struct agc_lower lw, *l = &lw;
	struct agc_spv_module *m = &mod;

	memset(l, 0, sizeof(*l));
	l->m = m;
	l->a = a;
	l->ir = ir;
	l->cfg = ir->cfg;
	l->o = o;
	l->d = d;
	l->W = o->wave64 ? 64 : 32;
	l->S = o->subgroup_size ? o->subgroup_size : l->W;
	l->K = l->W / l->S;
	if (agc_stage_is_graphics(o)) /* graphics: spirv/stage.c */
		agc_stage_layout(l);
	l->vgpr = agc_alloc(a, sizeof(uint32_t) * 256 * l->K);
	l->interface_cap = 16 + ir->desc.nbindings;
	l->interface = agc_alloc(a, sizeof(uint32_t) * l->interface_cap);
	l->desc_var = agc_alloc(a, sizeof(uint32_t) * (1 + ir->desc.nbindings));
	if (l->W == 64 && o->shared_vgpr_first) {
		l->shared_first = o->shared_vgpr_first;
		/* past the VGPRs the shader names lie the lowering's own staging
		 * registers (DPP, SDWA), which are per lane */
		l->shared_end = ir->max_vgpr;
		l->shared_wrote = agc_alloc(a, sizeof(uint32_t) * 256 * l->K);
		if (!l->shared_wrote)
			return agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET, "out of memory");
	}
	if (!l->vgpr || !l->interface || !l->desc_var)
		return agc_fail(d, AGC_STAGE_SPIRV, AGC_DIAG_LIMIT, AGC_DIAG_NO_OFFSET, "out of memory");

	agc_spv_init(m, a, o->spirv_version ? o->spirv_version : 0x00010500);
	agc_spv_capability(m, SpvCapabilityShader);
	agc_spv_capability(m, SpvCapabilityInt64);
	agc_spv_capability(m, SpvCapabilityPhysicalStorageBufferAddresses);
	l->glsl = agc_spv_id(m);
	agc_spv_inst_str(m, AGC_SPV_IMPORTS, SpvOpExtInstImport, &l->glsl, 1, "GLSL.std.450", NULL, 0);
	agc_spv_instv(m, AGC_SPV_MEMORY_MODEL, SpvOpMemoryModel, 2,
		      (uint32_t)SpvAddressingModelPhysicalStorageBuffer64, (uint32_t)SpvMemoryModelGLSL450);
	setup_types(l);

	if (ir->uses_lds || o->lds_bytes) {
		uint32_t n = (o->lds_bytes + 3) / 4;
		if (n == 0)
			n = 1;
		uint32_t arr = agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_u32, agc_lw_u32(l, n)}, 2);
		uint32_t p = agc_spv_type_pointer(m, SpvStorageClassWorkgroup, arr);
		l->lds = agc_spv_global(m, p, SpvStorageClassWorkgroup);
		agc_spv_inst_str(m, AGC_SPV_DEBUG, SpvOpName, &l->lds, 1, "lds", NULL, 0);
		l->interface[l->ninterface++] = l->lds;
	}

	uint32_t fn_t = agc_spv_type(m, SpvOpTypeFunction, &l->t_void, 1);
	uint32_t main_fn = agc_spv_fn_begin(m, l->t_void, fn_t);
	l->scc = agc_spv_fn_var(m, l->p_fn_u32, agc_lw_u32(l, 0));
	agc_spv_inst_str(m, AGC_SPV_DEBUG, SpvOpName, &l->scc, 1, "scc", NULL, 0);
	l->jt_index = agc_spv_fn_var(m, l->p_fn_u32, agc_lw_u32(l, 0));
	if (!agc_stage_is_graphics(o))
		setup_state(l);
	else if (agc_stage_setup(l) < 0) /* graphics: spirv/stage.c */
		return -1;
	agc_lw_shared_sync(l);

	struct agc_spv_flow_cb cb = {l, body, selector};
	if (agc_spv_flow_emit(m, s, &cb, d) < 0)
		return -1;
	agc_spv_fn_end(m);

	if (l->stage) { /* graphics: spirv/stage.c */
		agc_stage_entry(l, main_fn);
		declare_denormals(l, o->denorm, main_fn);
		return agc_spv_finish(m, words, nwords, d);
	}
	uint32_t ep[2] = {(uint32_t)SpvExecutionModelGLCompute, main_fn};
	agc_spv_inst_str(m, AGC_SPV_ENTRY_POINTS, SpvOpEntryPoint, ep, 2, "main", l->interface,
			 l->ninterface);
	uint32_t threads = o->workgroup[0] * o->workgroup[1] * o->workgroup[2];
	uint32_t waves = (threads + l->W - 1) / l->W;
	agc_spv_instv(m, AGC_SPV_EXECUTION_MODES, SpvOpExecutionMode, 5, main_fn,
		      (uint32_t)SpvExecutionModeLocalSize, waves * l->S, 1u, 1u);
	declare_denormals(l, o->denorm, main_fn);
	return agc_spv_finish(m, words, nwords, d);
}
