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
#include <stdio.h>
#include <string.h>

#include "spirv/lower.h"

static unsigned
dwords_of(const char *name)
{
	const char *x = strstr(name, "dwordx");
	if (x)
		return (unsigned)(x[6] - '0');
	return 1;
}


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
	const char *what = strchr(mi->info->name, '_') + 1;
	bool load = !strncmp(what, "load_", 5);
	const char *ty = what + (load ? 5 : 6);
	unsigned n = 1, bits = 32;
	bool sign = false;
	if (!strncmp(ty, "dword", 5))
		n = dwords_of(ty);
	else if (!strcmp(ty, "ubyte") || !strcmp(ty, "sbyte") || !strcmp(ty, "byte"))
		bits = 8, sign = ty[0] == 's';
	else if (!strcmp(ty, "ushort") || !strcmp(ty, "sshort") || !strcmp(ty, "short"))
		bits = 16, sign = ty[0] == 's';
	else
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
	const char *name = mi->info->name;
	const char *what = strchr(name, '_') + 1; /* load_dword, store_byte, atomic_add */
	if (mi->info->enc == AGC_ENC_FLAT && mi->seg == 1)
		return scratch_access(l, in);
	if (mi->lds)
		return agc_lw_unsupported(l, in, "not supported yet");

	for (unsigned k = 0; k < l->K; k++) {
		uint32_t merge = agc_lw_if_begin(l, agc_lw_active(l, k));
		uint32_t addr = flat_address(l, in, k);
		if (!strncmp(what, "load_", 5)) {
			const char *ty = what + 5;
			if (!strncmp(ty, "dword", 5)) {
				unsigned n = dwords_of(ty);
				uint32_t v[4];
				for (unsigned i = 0; i < n; i++)
					v[i] = agc_lw_load_dword(l, agc_lw_dword_ptr(l, addr, i));
				for (unsigned i = 0; i < n; i++)
					agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0 + i, k, v[i], 0);
			} else {
				/* bytes and shorts: from the aligned dword holding them;
				 * the d16 forms write one half (_hi: the high one) and
				 * keep the other */
				char base_ty[16];
				const char *d16 = strstr(ty, "_d16");
				snprintf(base_ty, sizeof(base_ty), "%.*s", d16 ? (int)(d16 - ty) : (int)strlen(ty), ty);
				bool hi = d16 && !strcmp(d16, "_d16_hi");
				bool sbyte = !strcmp(base_ty, "sbyte"), ubyte = !strcmp(base_ty, "ubyte");
				bool sshort = !strcmp(base_ty, "sshort") || (d16 && !strcmp(base_ty, "short"));
				bool ushort = !strcmp(base_ty, "ushort");
				if (!sbyte && !ubyte && !sshort && !ushort)
					return agc_lw_unsupported(l, in, "not supported yet");
				unsigned bits = (sbyte || ubyte) ? 8 : 16;
				uint32_t v = agc_lw_load_field(l, addr, agc_lw_u32(l, bits), sbyte || (sshort && !d16));
				unsigned dv = mi->def[0].reg - AGC_REG_VGPR0;
				if (d16) {
					uint32_t old = agc_lw_read_vgpr(l, dv, k);
					v = agc_spv_op(m, SpvOpBitFieldInsert, l->t_u32, 4, old, v, agc_lw_u32(l, hi ? 16 : 0), agc_lw_u32(l, 16));
				}
				agc_lw_write_vgpr(l, dv, k, v, 0);
			}
		} else if (!strncmp(what, "store_", 6)) {
			const char *ty = what + 6;
			const struct agc_operand *data = flat_data(in);
			if (!strncmp(ty, "dword", 5)) {
				unsigned n = dwords_of(ty);
				for (unsigned i = 0; i < n; i++)
					agc_lw_store_dword(l, agc_lw_dword_ptr(l, addr, i),
						    agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0 + i, k));
			} else if (!strcmp(ty, "byte") || !strcmp(ty, "short") || !strcmp(ty, "byte_d16_hi") ||
				   !strcmp(ty, "short_d16_hi")) {
				/* _d16_hi: the field from bit 16 of the data */
				unsigned bits = ty[0] == 'b' ? 8 : 16;
				uint32_t v = agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0, k);
				if (strstr(ty, "_hi"))
					v = agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2, v, agc_lw_u32(l, 16));
				agc_lw_store_field(l, addr, agc_lw_u32(l, bits), v);
			} else {
				return agc_lw_unsupported(l, in, "not supported yet");
			}
		} else if (!strncmp(what, "atomic_", 7)) {
			const char *a = what + 7;
			static const struct {
				const char *name;
				SpvOp op;
			} atomics[] = {
				{"add", SpvOpAtomicIAdd}, {"sub", SpvOpAtomicISub}, {"swap", SpvOpAtomicExchange},
				{"smin", SpvOpAtomicSMin}, {"umin", SpvOpAtomicUMin}, {"smax", SpvOpAtomicSMax},
				{"umax", SpvOpAtomicUMax}, {"and", SpvOpAtomicAnd}, {"or", SpvOpAtomicOr},
				{"xor", SpvOpAtomicXor}, {"cmpswap", SpvOpAtomicCompareExchange},
			};
			SpvOp aop = SpvOpNop;
			size_t alen = strlen(a);
			bool x2 = alen > 3 && !strcmp(a + alen - 3, "_x2");
			for (size_t i = 0; i < sizeof(atomics) / sizeof(atomics[0]); i++)
				if (!strncmp(a, atomics[i].name, x2 ? alen - 3 : alen) &&
				    strlen(atomics[i].name) == (x2 ? alen - 3 : alen))
					aop = atomics[i].op;
			if (x2 && aop != SpvOpNop) {
				unsigned dv = mi->use[1].reg - AGC_REG_VGPR0;
				uint32_t old = agc_lw_atomic64(l, addr, aop, agc_lw_read_vgpr64(l, dv, k),
							       aop == SpvOpAtomicCompareExchange ? agc_lw_read_vgpr64(l, dv + 2, k) : 0);
				if (mi->ndef)
					agc_lw_store_v(l, &mi->def[0], k, old, true, 0);
				agc_lw_if_end(l, merge);
				continue;
			}
			if (!strcmp(a, "inc") || !strcmp(a, "dec")) {
				uint32_t old = agc_lw_atomic_incdec(l, agc_lw_dword_ptr(l, addr, 0),
								    agc_lw_read_vgpr(l, mi->use[1].reg - AGC_REG_VGPR0, k),
								    a[0] == 'd', SpvScopeDevice);
				if (mi->ndef)
					agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0, k, old, 0);
				agc_lw_if_end(l, merge);
				continue;
			}
			if (aop == SpvOpNop)
				return agc_lw_unsupported(l, in, "this atomic is not supported yet");
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
		} else {
			return agc_lw_unsupported(l, in, "not supported yet");
		}
		agc_lw_if_end(l, merge);
	}
	return 0;
}
