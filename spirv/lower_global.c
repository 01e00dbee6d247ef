/*
 * lower_global.c -- global and flat loads, stores and atomics through
 * PhysicalStorageBuffer pointers, and scratch (FLAT segment 1), a
 * per-invocation array of the K lanes' private memory:
 *
 *   global_load_dword v1, v[2:3], off offset:8
 *      per slot k: if (active_k) { v1_k = *(uint *)(v[2:3]_k + 8) }
 *   global_atomic_add v1, v2, s[4:5] offset:4 glc
 *      per slot k: if (active_k) { v1_k = OpAtomicIAdd(s[4:5] + v2_k + 4, v...) }
 *
 * Addresses go through the address map (lower_address.c).
 */

#include "spirv/lower.h"

/* Global/flat address of a slot (uint64): vaddr (64-bit), or saddr + vaddr (32-bit). */
static uint32_t
flat_address(struct agc_lower *l, const struct agc_ir_inst *in, unsigned slot)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	const struct agc_operand *va = NULL, *sa = NULL;
	for (unsigned i = 0; i < mi->nuse; i++) {
		const struct agc_operand *o = &mi->use[i];
		if (o->reg >= AGC_REG_VGPR0 && o->reg != AGC_REG_NONE && !va)
			va = o;
		else if (o->reg < 128 && o->dwords == 2)
			sa = o;
	}
	uint32_t addr;
	if (sa) {
		uint32_t off = va ? agc_lw_src(l, va, AGC_T_U32, slot) : agc_lw_u32(l, 0);
		addr = agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, agc_lw_read_sreg64(l, sa->reg),
				  agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, off));
	} else {
		addr = agc_lw_src(l, va, AGC_T_U64, slot);
	}
	if (mi->offset)
		addr = agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, addr, agc_lw_const64(l, (uint64_t)(int64_t)mi->offset));
	return addr;
}

/* The data operand of a store or atomic (the first VGPR use after vaddr). */
static const struct agc_operand *
flat_data(const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	/* uses: vaddr, data, saddr */
	return mi->nuse >= 2 ? &mi->use[1] : NULL;
}

/* ---- scratch ----
 *
 * Each lane's scratch (--scratch bytes) is private memory: one Function
 * array per invocation holds its K lanes', lane slot k's dword i at
 * k * N + i.  An address is vaddr + saddr + offset (32-bit, per lane); a
 * load past the size reads 0, a store past it is dropped. */

static uint32_t
scratch_dwords(struct agc_lower *l)
{
	return (l->o->scratch_bytes + 3) / 4;
}

static uint32_t
scratch_ptr(struct agc_lower *l, unsigned slot, uint32_t byte_addr)
{
	struct agc_spv_module *m = l->m;
	uint32_t n = scratch_dwords(l);
	if (!l->scratch) {
		uint32_t arr = agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_u32, agc_lw_u32(l, n * l->K)}, 2);
		uint32_t p = agc_spv_type_pointer(m, SpvStorageClassFunction, arr);
		l->scratch = agc_spv_fn_var(m, p, agc_spv_constant(m, SpvOpConstantNull, arr, NULL, 0));
		agc_spv_inst_str(m, AGC_SPV_DEBUG, SpvOpName, &l->scratch, 1, "scratch", NULL, 0);
	}
	uint32_t idx = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, agc_lw_u32(l, slot * n),
				  agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2, byte_addr, agc_lw_u32(l, 2)));
	return agc_spv_op(m, SpvOpAccessChain, l->p_fn_u32, 2, l->scratch, idx);
}

static int
scratch_access(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	const struct agc_irop *op = in->op;
	bool load = op->kind == AGC_K_GLOAD;
	unsigned n = op->bytes >= 4 ? op->bytes / 4 : 1, bits = op->bytes >= 4 ? 32 : 8 * op->bytes;
	bool sign = op->flags & AGC_IRF_SIGNED;
	if ((op->flags & AGC_IRF_D16) || op->kind == AGC_K_GATOMIC)
		return agc_lw_unsupported(l, in, "not supported yet");
	if (!l->o->scratch_bytes)
		return agc_lw_unsupported(l, in, "scratch memory needs its size per lane (--scratch BYTES)");

	const struct agc_operand *va = &mi->use[0], *sa = &mi->use[mi->nuse - 1];
	const struct agc_operand *data = load ? NULL : &mi->use[1];
	uint32_t size = agc_lw_u32(l, l->o->scratch_bytes);
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t merge = agc_lw_if_begin(l, agc_lw_active(l, k));
		uint32_t a = agc_lw_u32(l, (uint32_t)mi->offset);
		if (va->reg != AGC_REG_NONE)
			a = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, a, agc_lw_src(l, va, AGC_T_U32, k));
		if (sa != va && sa != data && sa->reg != AGC_REG_NONE && sa->reg < 128)
			a = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, a, agc_lw_read_sreg(l, sa->reg));
		uint32_t v[4];
		for (unsigned i = 0; i < n; i++) {
			uint32_t ai = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, a, agc_lw_u32(l, 4 * i));
			uint32_t end = agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, ai),
						  agc_lw_const64(l, bits / 8));
			uint32_t ok = agc_spv_op(m, SpvOpULessThanEqual, l->t_bool, 2, end,
						 agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, size));
			uint32_t safe = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, ai, agc_lw_u32(l, 0));
			uint32_t p = scratch_ptr(l, k, safe);
			uint32_t w = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, p);
			uint32_t sh = agc_spv_op(m, SpvOpIMul, l->t_u32, 2,
						 agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, ai, agc_lw_u32(l, 3)), agc_lw_u32(l, 8));
			if (load) {
				if (bits < 32)
					w = agc_spv_op(m, sign ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract, l->t_u32, 3,
						       w, sh, agc_lw_u32(l, bits));
				v[i] = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, w, agc_lw_u32(l, 0));
			} else {
				uint32_t d = agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0 + i, k);
				if (bits < 32)
					d = agc_spv_op(m, SpvOpBitFieldInsert, l->t_u32, 4, w, d, sh, agc_lw_u32(l, bits));
				agc_spv_code(m, SpvOpStore, 2, p, agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, d, w));
			}
		}
		if (load)
			for (unsigned i = 0; i < n; i++)
				agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0 + i, k, v[i], 0);
		agc_lw_if_end(l, merge);
	}
	return 0;
}

int
agc_lower_global(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	const struct agc_irop *op = in->op;
	bool d16 = op->flags & AGC_IRF_D16, hi = op->flags & AGC_IRF_HI;
	if (mi->info->enc == AGC_ENC_FLAT && mi->seg == 1)
		return scratch_access(l, in);
	if (mi->lds)
		return agc_lw_unsupported(l, in, "not supported yet");

	for (unsigned k = 0; k < l->K; k++) {
		uint32_t merge = agc_lw_if_begin(l, agc_lw_active(l, k));
		uint32_t addr = flat_address(l, in, k);
		if (op->kind == AGC_K_GLOAD) {
			if (op->bytes >= 4) {
				unsigned n = op->bytes / 4;
				uint32_t v[4];
				for (unsigned i = 0; i < n; i++)
					v[i] = agc_lw_load_dword(l, agc_lw_dword_ptr(l, addr, i));
				for (unsigned i = 0; i < n; i++)
					agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0 + i, k, v[i], 0);
			} else {
				/* bytes and shorts: from the aligned dword holding them;
				 * the d16 forms write one half (_hi: the high one) and
				 * keep the other */
				unsigned bits = 8 * op->bytes;
				uint32_t v = agc_lw_load_field(l, addr, agc_lw_u32(l, bits), op->flags & AGC_IRF_SIGNED);
				unsigned dv = mi->def[0].reg - AGC_REG_VGPR0;
				if (d16) {
					uint32_t old = agc_lw_read_vgpr(l, dv, k);
					v = agc_spv_op(m, SpvOpBitFieldInsert, l->t_u32, 4, old, v, agc_lw_u32(l, hi ? 16 : 0), agc_lw_u32(l, 16));
				}
				agc_lw_write_vgpr(l, dv, k, v, 0);
			}
		} else if (op->kind == AGC_K_GSTORE) {
			const struct agc_operand *data = flat_data(in);
			if (op->bytes >= 4) {
				unsigned n = op->bytes / 4;
				for (unsigned i = 0; i < n; i++)
					agc_lw_store_dword(l, agc_lw_dword_ptr(l, addr, i),
						    agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0 + i, k));
			} else {
				/* _d16_hi: the field from bit 16 of the data */
				unsigned bits = 8 * op->bytes;
				uint32_t v = agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0, k);
				if (hi)
					v = agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2, v, agc_lw_u32(l, 16));
				agc_lw_store_field(l, addr, agc_lw_u32(l, bits), v);
			}
		} else {
			SpvOp aop = (SpvOp)op->spv;
			bool x2 = op->flags & AGC_IRF_WIDE;
			if (x2) {
				unsigned dv = mi->use[1].reg - AGC_REG_VGPR0;
				uint32_t old = agc_lw_atomic64(l, addr, aop, agc_lw_read_vgpr64(l, dv, k),
							       aop == SpvOpAtomicCompareExchange ? agc_lw_read_vgpr64(l, dv + 2, k) : 0);
				if (mi->ndef)
					agc_lw_store_v(l, &mi->def[0], k, old, true, 0);
				agc_lw_if_end(l, merge);
				continue;
			}
			if (aop == SpvOpAtomicIIncrement || aop == SpvOpAtomicIDecrement) {
				uint32_t old = agc_lw_atomic_incdec(l, agc_lw_dword_ptr(l, addr, 0),
								    agc_lw_read_vgpr(l, mi->use[1].reg - AGC_REG_VGPR0, k),
								    aop == SpvOpAtomicIDecrement, SpvScopeDevice);
				if (mi->ndef)
					agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0, k, old, 0);
				agc_lw_if_end(l, merge);
				continue;
			}
			const struct agc_operand *data = mi->ndef ? &mi->use[1] : &mi->use[1];
			uint32_t p = agc_lw_dword_ptr(l, addr, 0);
			uint32_t dv = agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0, k);
			uint32_t old;
			if (aop == SpvOpAtomicCompareExchange) {
				uint32_t cmp = agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0 + 1, k);
				old = agc_spv_op(m, aop, l->t_u32, 6, p, agc_lw_u32(l, SpvScopeDevice), agc_lw_u32(l, 0), agc_lw_u32(l, 0), dv, cmp);
			} else {
				old = agc_spv_op(m, aop, l->t_u32, 4, p, agc_lw_u32(l, SpvScopeDevice), agc_lw_u32(l, 0), dv);
			}
			if (mi->ndef)
				agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0, k, old, 0);
		}
		agc_lw_if_end(l, merge);
	}
	return 0;
}
