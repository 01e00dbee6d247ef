/*
 * lower_mem.c -- memory instructions: scalar loads, global/flat loads,
 * stores and atomics through PhysicalStorageBuffer pointers, and LDS.
 *
 *   global_load_dword v1, v[2:3], off offset:8
 *      per slot k: if (active_k) { v1_k = *(uint *)(v[2:3]_k + 8) }
 *
 * Scratch (FLAT segment 1) is a per-invocation array of the K lanes'
 * private memory; MUBUF/MTBUF and s_buffer_load are in lower_buffer.c.
 *
 * Guest addresses map to device addresses directly, or through the page
 * table (--address-map paged): device = table[guest >> 16] + (guest & 0xffff).
 * Every access is dword-aligned, so no dword crosses a page.
 */
#include <stdio.h>
#include <string.h>

#include "spirv/lower_lane.h"
#include "spirv/lower_mem.h"

#define opnd agc_lw_opnd

static uint32_t
u(struct agc_lower *l, uint32_t v)
{
	return agc_lw_u32(l, v);
}

/* Device address (uint64) of a guest address (uint64) by the page table. */
static uint32_t
translate_paged(struct agc_lower *l, uint32_t addr)
{
	struct agc_spv_module *m = l->m;
	if (l->o->address_map != AGC_ADDR_PAGED)
		return addr;
	uint32_t page = agc_spv_op(m, SpvOpShiftRightLogical, l->t_u64, 2, addr, u(l, AGC_PAGE_SHIFT));
	uint32_t ent = agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, l->page_table,
				  agc_spv_op(m, SpvOpIMul, l->t_u64, 2, page, agc_lw_const64(l, 8)));
	uint32_t p0 = agc_spv_op(m, SpvOpConvertUToPtr, l->p_psb_u32, 1, ent);
	uint32_t p1 = agc_spv_op(m, SpvOpConvertUToPtr, l->p_psb_u32, 1,
				 agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, ent, agc_lw_const64(l, 4)));
	uint32_t lo = agc_spv_op(m, SpvOpLoad, l->t_u32, 3, p0, (uint32_t)SpvMemoryAccessAlignedMask, 4u);
	uint32_t hi = agc_spv_op(m, SpvOpLoad, l->t_u32, 3, p1, (uint32_t)SpvMemoryAccessAlignedMask, 4u);
	uint32_t base = agc_lw_bitcast(l, l->t_u64,
				       agc_spv_op(m, SpvOpCompositeConstruct, l->t_v2u32, 2, lo, hi));
	uint32_t in = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u64, 2, addr,
				 agc_lw_const64(l, (1ull << AGC_PAGE_SHIFT) - 1));
	return agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, base, in);
}

/* Device address (uint64) of a guest address (uint64): with
 * --address32-hi, a guest address whose high dword is that value is its low
 * dword's bytes into the window; any other goes through the address map
 * (paged: as guest address 0 when it lies in the window, so that the
 * table is never read out of range). */
static uint32_t
translate(struct agc_lower *l, uint32_t addr)
{
	struct agc_spv_module *m = l->m;
	if (!l->o->address32)
		return translate_paged(l, addr);
	uint32_t hi = agc_spv_op(m, SpvOpUConvert, l->t_u32, 1,
				 agc_spv_op(m, SpvOpShiftRightLogical, l->t_u64, 2, addr, u(l, 32)));
	uint32_t in = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, hi, u(l, l->o->address32_hi));
	uint32_t lo = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u64, 2, addr, agc_lw_const64(l, 0xffffffffull));
	uint32_t win = agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, l->window, lo);
	uint32_t other = addr;
	if (l->o->address_map == AGC_ADDR_PAGED)
		other = translate_paged(l, agc_spv_op(m, SpvOpSelect, l->t_u64, 3, in, agc_lw_const64(l, 0), addr));
	return agc_spv_op(m, SpvOpSelect, l->t_u64, 3, in, win, other);
}

uint32_t
agc_lw_dword_ptr(struct agc_lower *l, uint32_t addr64, unsigned i)
{
	uint32_t a = addr64;
	if (i)
		a = agc_spv_op(l->m, SpvOpIAdd, l->t_u64, 2, addr64, agc_lw_const64(l, 4 * i));
	return agc_spv_op(l->m, SpvOpConvertUToPtr, l->p_psb_u32, 1, translate(l, a));
}

uint32_t
agc_lw_load_dword(struct agc_lower *l, uint32_t ptr)
{
	return agc_spv_op(l->m, SpvOpLoad, l->t_u32, 3, ptr, (uint32_t)SpvMemoryAccessAlignedMask, 4u);
}

void
agc_lw_store_dword(struct agc_lower *l, uint32_t ptr, uint32_t v)
{
	agc_spv_code(l->m, SpvOpStore, 4, ptr, v, (uint32_t)SpvMemoryAccessAlignedMask, 4u);
}

/* bit offset of a byte address within its dword */
static uint32_t
field_shift(struct agc_lower *l, uint32_t addr64)
{
	struct agc_spv_module *m = l->m;
	uint32_t lo = agc_spv_op(m, SpvOpUConvert, l->t_u32, 1, addr64);
	return agc_spv_op(m, SpvOpIMul, l->t_u32, 2, agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, lo, u(l, 3)),
			  u(l, 8));
}

static uint32_t
aligned(struct agc_lower *l, uint32_t addr64)
{
	return agc_spv_op(l->m, SpvOpBitwiseAnd, l->t_u64, 2, addr64, agc_lw_const64(l, ~3ull));
}

uint32_t
agc_lw_load_field(struct agc_lower *l, uint32_t addr64, uint32_t bits, bool sign)
{
	uint32_t w = agc_lw_load_dword(l, agc_lw_dword_ptr(l, aligned(l, addr64), 0));
	return agc_spv_op(l->m, sign ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract, l->t_u32, 3, w,
			  field_shift(l, addr64), bits);
}

void
agc_lw_store_field(struct agc_lower *l, uint32_t addr64, uint32_t bits, uint32_t v)
{
	agc_lw_store_bits(l, addr64, u(l, 0), bits, v);
}

void
agc_lw_store_bits(struct agc_lower *l, uint32_t addr64, uint32_t shift, uint32_t bits, uint32_t v)
{
	/* clear then set the bits with atomics, so that lanes writing
	 * other bits of the same dword do not race */
	struct agc_spv_module *m = l->m;
	uint32_t p = agc_lw_dword_ptr(l, aligned(l, addr64), 0);
	uint32_t sh = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, field_shift(l, addr64), shift);
	uint32_t ones = agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2, u(l, ~0u),
				   agc_spv_op(m, SpvOpISub, l->t_u32, 2, u(l, 32), bits));
	uint32_t mask = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, ones, sh);
	v = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, v, ones);
	v = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, v, sh);
	agc_spv_op(m, SpvOpAtomicAnd, l->t_u32, 4, p, u(l, SpvScopeDevice), u(l, 0),
		   agc_spv_op(m, SpvOpNot, l->t_u32, 1, mask));
	agc_spv_op(m, SpvOpAtomicOr, l->t_u32, 4, p, u(l, SpvScopeDevice), u(l, 0), v);
}

uint32_t
agc_lw_atomic_incdec(struct agc_lower *l, uint32_t ptr, uint32_t data, bool dec, SpvScope scope)
{
	/* inc: old >= data ? 0 : old + 1; dec: old == 0 || old > data ? data : old - 1;
	 * a compare-exchange loop, as SPIR-V has no such atomic.  The value
	 * each failed compare-exchange returns is the next guess, so only the
	 * first guess comes from a load (lavapipe's image loads can miss a
	 * store another invocation of the same SIMD vector just made). */
	struct agc_spv_module *m = l->m;
	uint32_t header = agc_spv_id(m), body = agc_spv_id(m), cont = agc_spv_id(m), merge = agc_spv_id(m);
	uint32_t guess = agc_spv_fn_var(m, l->p_fn_u32, u(l, 0));
	agc_spv_code(m, SpvOpStore, 2, guess, agc_spv_op(m, SpvOpAtomicLoad, l->t_u32, 3, ptr, u(l, scope), u(l, 0)));
	agc_spv_code(m, SpvOpBranch, 1, header);
	agc_spv_code(m, SpvOpLabel, 1, header);
	agc_spv_code(m, SpvOpLoopMerge, 3, merge, cont, (uint32_t)SpvLoopControlMaskNone);
	agc_spv_code(m, SpvOpBranch, 1, body);
	agc_spv_code(m, SpvOpLabel, 1, body);
	uint32_t old = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, guess);
	uint32_t nv;
	if (dec) {
		uint32_t wrap = agc_spv_op(m, SpvOpLogicalOr, l->t_bool, 2,
					   agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, old, u(l, 0)),
					   agc_spv_op(m, SpvOpUGreaterThan, l->t_bool, 2, old, data));
		nv = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, wrap, data, agc_spv_op(m, SpvOpISub, l->t_u32, 2, old, u(l, 1)));
	} else {
		uint32_t wrap = agc_spv_op(m, SpvOpUGreaterThanEqual, l->t_bool, 2, old, data);
		nv = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, wrap, u(l, 0), agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, old, u(l, 1)));
	}
	uint32_t got = agc_spv_op(m, SpvOpAtomicCompareExchange, l->t_u32, 6, ptr, u(l, scope), u(l, 0), u(l, 0), nv, old);
	agc_spv_code(m, SpvOpStore, 2, guess, got);
	agc_spv_code(m, SpvOpBranchConditional, 3, agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, got, old), merge, cont);
	agc_spv_code(m, SpvOpLabel, 1, cont);
	agc_spv_code(m, SpvOpBranch, 1, header);
	agc_spv_code(m, SpvOpLabel, 1, merge);
	l->exec_cache = 0;
	return old;
}

uint32_t
agc_lw_atomic64(struct agc_lower *l, uint32_t addr64, SpvOp op, uint32_t data, uint32_t cmp)
{
	struct agc_spv_module *m = l->m;
	agc_spv_capability(m, SpvCapabilityInt64Atomics);
	uint32_t pt = agc_spv_type_pointer(m, SpvStorageClassPhysicalStorageBuffer, l->t_u64);
	uint32_t p = agc_spv_op(m, SpvOpConvertUToPtr, pt, 1, translate(l, addr64));
	if (op == SpvOpAtomicCompareExchange)
		return agc_spv_op(m, op, l->t_u64, 6, p, u(l, SpvScopeDevice), u(l, 0), u(l, 0), data, cmp);
	return agc_spv_op(m, op, l->t_u64, 4, p, u(l, SpvScopeDevice), u(l, 0), data);
}

/* a VGPR pair (uint64) of a slot */
static uint32_t
vgpr64(struct agc_lower *l, unsigned v, unsigned slot)
{
	uint32_t lo = agc_lw_read_vgpr(l, v, slot), hi = agc_lw_read_vgpr(l, v + 1, slot);
	return agc_lw_bitcast(l, l->t_u64, agc_spv_op(l->m, SpvOpCompositeConstruct, l->t_v2u32, 2, lo, hi));
}

uint32_t
agc_lw_read_vgpr64(struct agc_lower *l, unsigned v, unsigned slot)
{
	return vgpr64(l, v, slot);
}

#define dword_ptr agc_lw_dword_ptr
#define load_dword agc_lw_load_dword
#define store_dword agc_lw_store_dword

static unsigned
dwords_of(const char *name)
{
	const char *x = strstr(name, "dwordx");
	if (x)
		return (unsigned)(x[6] - '0');
	return 1;
}

/* s_load_dword*: sdata, sbase, offset register (null: none) + in->offset */
int
agc_lower_smem(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	unsigned n = in->op->spv;
	uint32_t base = agc_lw_read_sreg64(l, mi->use[0].reg);
	uint32_t off = agc_lw_const64(l, (uint64_t)(int64_t)mi->offset);
	uint32_t addr = agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, base, off);
	if (mi->nuse > 1 && mi->use[1].reg != AGC_REG_NULL) {
		uint32_t so = agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, agc_lw_src(l, &mi->use[1], AGC_T_U32, 0));
		addr = agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, addr, so);
	}
	/* the hardware ignores the low two bits */
	addr = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u64, 2, addr, agc_lw_const64(l, ~3ull));
	uint32_t v[16];
	for (unsigned i = 0; i < n; i++)
		v[i] = load_dword(l, dword_ptr(l, addr, i));
	for (unsigned i = 0; i < n; i++)
		agc_lw_write_sreg(l, mi->def[0].reg + i, v[i]);
	return 0;
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
		uint32_t off = va ? agc_lw_src(l, va, AGC_T_U32, slot) : u(l, 0);
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
		uint32_t arr = agc_spv_type(m, SpvOpTypeArray, (uint32_t[]){l->t_u32, u(l, n * l->K)}, 2);
		uint32_t p = agc_spv_type_pointer(m, SpvStorageClassFunction, arr);
		l->scratch = agc_spv_fn_var(m, p, agc_spv_constant(m, SpvOpConstantNull, arr, NULL, 0));
		agc_spv_inst_str(m, AGC_SPV_DEBUG, SpvOpName, &l->scratch, 1, "scratch", NULL, 0);
	}
	uint32_t idx = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, u(l, slot * n),
				  agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2, byte_addr, u(l, 2)));
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
	uint32_t size = u(l, l->o->scratch_bytes);
	for (unsigned k = 0; k < l->K; k++) {
		uint32_t merge = agc_lw_if_begin(l, agc_lw_active(l, k));
		uint32_t a = u(l, (uint32_t)mi->offset);
		if (va->reg != AGC_REG_NONE)
			a = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, a, agc_lw_src(l, va, AGC_T_U32, k));
		if (sa != va && sa != data && sa->reg != AGC_REG_NONE && sa->reg < 128)
			a = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, a, agc_lw_read_sreg(l, sa->reg));
		uint32_t v[4];
		for (unsigned i = 0; i < n; i++) {
			uint32_t ai = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, a, u(l, 4 * i));
			uint32_t end = agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, ai),
						  agc_lw_const64(l, bits / 8));
			uint32_t ok = agc_spv_op(m, SpvOpULessThanEqual, l->t_bool, 2, end,
						 agc_spv_op(m, SpvOpUConvert, l->t_u64, 1, size));
			uint32_t safe = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, ai, u(l, 0));
			uint32_t p = scratch_ptr(l, k, safe);
			uint32_t w = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, p);
			uint32_t sh = agc_spv_op(m, SpvOpIMul, l->t_u32, 2,
						 agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, ai, u(l, 3)), u(l, 8));
			if (load) {
				if (bits < 32)
					w = agc_spv_op(m, sign ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract, l->t_u32, 3,
						       w, sh, u(l, bits));
				v[i] = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, w, u(l, 0));
			} else {
				uint32_t d = agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0 + i, k);
				if (bits < 32)
					d = agc_spv_op(m, SpvOpBitFieldInsert, l->t_u32, 4, w, d, sh, u(l, bits));
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
					v[i] = load_dword(l, dword_ptr(l, addr, i));
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
				uint32_t v = agc_lw_load_field(l, addr, u(l, bits), sbyte || (sshort && !d16));
				unsigned dv = mi->def[0].reg - AGC_REG_VGPR0;
				if (d16) {
					uint32_t old = agc_lw_read_vgpr(l, dv, k);
					v = agc_spv_op(m, SpvOpBitFieldInsert, l->t_u32, 4, old, v, u(l, hi ? 16 : 0), u(l, 16));
				}
				agc_lw_write_vgpr(l, dv, k, v, 0);
			}
		} else if (!strncmp(what, "store_", 6)) {
			const char *ty = what + 6;
			const struct agc_operand *data = flat_data(in);
			if (!strncmp(ty, "dword", 5)) {
				unsigned n = dwords_of(ty);
				for (unsigned i = 0; i < n; i++)
					store_dword(l, dword_ptr(l, addr, i),
						    agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0 + i, k));
			} else if (!strcmp(ty, "byte") || !strcmp(ty, "short") || !strcmp(ty, "byte_d16_hi") ||
				   !strcmp(ty, "short_d16_hi")) {
				/* _d16_hi: the field from bit 16 of the data */
				unsigned bits = ty[0] == 'b' ? 8 : 16;
				uint32_t v = agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0, k);
				if (strstr(ty, "_hi"))
					v = agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2, v, u(l, 16));
				agc_lw_store_field(l, addr, u(l, bits), v);
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
				uint32_t old = agc_lw_atomic64(l, addr, aop, vgpr64(l, dv, k),
							       aop == SpvOpAtomicCompareExchange ? vgpr64(l, dv + 2, k) : 0);
				if (mi->ndef)
					agc_lw_store_v(l, &mi->def[0], k, old, true, 0);
				agc_lw_if_end(l, merge);
				continue;
			}
			if (!strcmp(a, "inc") || !strcmp(a, "dec")) {
				uint32_t old = agc_lw_atomic_incdec(l, dword_ptr(l, addr, 0),
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
			uint32_t p = dword_ptr(l, addr, 0);
			uint32_t dv = agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0, k);
			uint32_t old;
			if (aop == SpvOpAtomicCompareExchange) {
				uint32_t cmp = agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0 + 1, k);
				old = agc_spv_op(m, aop, l->t_u32, 6, p, u(l, SpvScopeDevice), u(l, 0), u(l, 0), dv, cmp);
			} else {
				old = agc_spv_op(m, aop, l->t_u32, 4, p, u(l, SpvScopeDevice), u(l, 0), dv);
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

/* ---- LDS ---- */

static uint32_t
lds_ptr(struct agc_lower *l, uint32_t byte_addr)
{
	uint32_t p = agc_spv_type_pointer(l->m, SpvStorageClassWorkgroup, l->t_u32);
	uint32_t idx = agc_spv_op(l->m, SpvOpShiftRightLogical, l->t_u32, 2, byte_addr, u(l, 2));
	return agc_spv_op(l->m, SpvOpAccessChain, p, 2, l->lds, idx);
}

static uint32_t
lds_limit(struct agc_lower *l)
{
	uint32_t n = (l->o->lds_bytes + 3) / 4;
	return u(l, n ? n * 4 : 4);
}

/* bool: the dword at byte_addr lies in the allocation */
static uint32_t
lds_in_range(struct agc_lower *l, uint32_t byte_addr)
{
	return agc_spv_op(l->m, SpvOpULessThan, l->t_bool, 2, byte_addr, lds_limit(l));
}

int
agc_lower_lds(struct agc_lower *l, const struct agc_ir_inst *in)
{
	const struct agc_inst *mi = in->mi;
	struct agc_spv_module *m = l->m;
	const char *name = mi->info->name + 3; /* after "ds_" */
	bool two = strstr(name, "2") && (strstr(name, "read2") || strstr(name, "write2"));
	bool b64 = strstr(name, "_b64") != NULL;
	if (mi->gds)
		return agc_lw_unsupported(l, in, "GDS is not supported yet");

	for (unsigned k = 0; k < l->K; k++) {
		uint32_t merge = agc_lw_if_begin(l, agc_lw_active(l, k));
		uint32_t base = agc_lw_src(l, &mi->use[0], AGC_T_U32, k);
		if (!strncmp(name, "read", 4) || !strncmp(name, "write", 5)) {
			bool rd = name[0] == 'r';
			unsigned per = b64 ? 2 : 1;
			unsigned parts = two ? 2 : 1;
			unsigned scale = two ? 4 * per : 1;
			uint32_t offs[2] = {two ? mi->offset * scale : (uint32_t)mi->offset,
					    two ? mi->offset1 * scale : 0};
			if (strstr(name, "st64"))
				offs[0] *= 64, offs[1] *= 64;
			if (!strcmp(name, "read_b96") || !strcmp(name, "write_b96"))
				per = 3;
			if (!strcmp(name, "read_b128") || !strcmp(name, "write_b128"))
				per = 4;
			if (strstr(name, "d16") || strstr(name, "addtid"))
				return agc_lw_unsupported(l, in, "not supported yet");
			unsigned sub = strstr(name, "8") && !strstr(name, "128") ? 8 : strstr(name, "16") ? 16 : 0;
			if (sub) {
				/* ds_read_u8/i8/u16/i16, ds_write_b8/b16: a field of the dword */
				uint32_t a = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, base, u(l, (uint32_t)mi->offset));
				uint32_t ok = lds_in_range(l, a);
				uint32_t safe = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, a, u(l, 0));
				uint32_t ptr = lds_ptr(l, safe);
				uint32_t sh = agc_spv_op(m, SpvOpIMul, l->t_u32, 2,
							 agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, a, u(l, 3)), u(l, 8));
				if (rd) {
					uint32_t w = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, ptr);
					uint32_t v = agc_spv_op(m, strstr(name, "_i") ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract,
								l->t_u32, 3, w, sh, u(l, sub));
					v = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, v, u(l, 0));
					agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0, k, v, 0);
				} else {
					/* clear then set with atomics: lanes writing the dword's
					 * other bytes do not race */
					uint32_t fmask = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2,
								    u(l, (1u << sub) - 1), sh);
					uint32_t v = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2,
								agc_lw_read_vgpr(l, mi->use[1].reg - AGC_REG_VGPR0, k),
								u(l, (1u << sub) - 1));
					v = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, v, sh);
					uint32_t in_merge = agc_lw_if_begin(l, ok);
					agc_spv_op(m, SpvOpAtomicAnd, l->t_u32, 4, ptr, u(l, SpvScopeWorkgroup), u(l, 0),
						   agc_spv_op(m, SpvOpNot, l->t_u32, 1, fmask));
					agc_spv_op(m, SpvOpAtomicOr, l->t_u32, 4, ptr, u(l, SpvScopeWorkgroup), u(l, 0), v);
					agc_lw_if_end(l, in_merge);
				}
				agc_lw_if_end(l, merge);
				continue;
			}
			unsigned d = 0;
			for (unsigned p = 0; p < parts; p++) {
				for (unsigned i = 0; i < per; i++, d++) {
					uint32_t a = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, base, u(l, offs[p] + 4 * i));
					uint32_t ok = lds_in_range(l, a);
					uint32_t safe = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, a, u(l, 0));
					uint32_t ptr = lds_ptr(l, safe);
					if (rd) {
						uint32_t v = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, ptr);
						v = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, v, u(l, 0));
						agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0 + d, k, v, 0);
					} else {
						const struct agc_operand *data = &mi->use[1 + p];
						uint32_t v = agc_lw_read_vgpr(l, data->reg - AGC_REG_VGPR0 + i, k);
						uint32_t old = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, ptr);
						/* out of range: dropped (rewrite what is there) */
						v = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, ok, v, old);
						agc_spv_code(m, SpvOpStore, 2, ptr, v);
					}
				}
			}
		} else {
			static const struct {
				const char *name;
				SpvOp op;
			} atomics[] = {
				{"add_u32", SpvOpAtomicIAdd}, {"sub_u32", SpvOpAtomicISub},
				{"min_i32", SpvOpAtomicSMin}, {"max_i32", SpvOpAtomicSMax},
				{"min_u32", SpvOpAtomicUMin}, {"max_u32", SpvOpAtomicUMax},
				{"and_b32", SpvOpAtomicAnd}, {"or_b32", SpvOpAtomicOr},
				{"xor_b32", SpvOpAtomicXor}, {"wrxchg_b32", SpvOpAtomicExchange},
			};
			/* the name without "_rtn": add_rtn_u32 -> add_u32 */
			char plain[32];
			const char *rtn = strstr(name, "_rtn");
			if (rtn)
				snprintf(plain, sizeof(plain), "%.*s%s", (int)(rtn - name), name, rtn + 4);
			else
				snprintf(plain, sizeof(plain), "%s", name);
			SpvOp aop = SpvOpNop;
			for (size_t i = 0; i < sizeof(atomics) / sizeof(atomics[0]); i++)
				if (!strcmp(plain, atomics[i].name))
					aop = atomics[i].op;
			bool incdec = !strcmp(plain, "inc_u32") || !strcmp(plain, "dec_u32");
			bool cmpst = !strcmp(plain, "cmpst_b32");
			if (aop == SpvOpNop && !incdec && !cmpst)
				return agc_lw_unsupported(l, in, "this LDS operation is not supported yet");
			uint32_t a = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, base, u(l, (uint32_t)mi->offset));
			uint32_t ok = lds_in_range(l, a);
			uint32_t in_merge = agc_lw_if_begin(l, ok);
			uint32_t v = agc_lw_read_vgpr(l, mi->use[1].reg - AGC_REG_VGPR0, k);
			uint32_t old;
			if (incdec) {
				old = agc_lw_atomic_incdec(l, lds_ptr(l, a), v, plain[0] == 'd', SpvScopeWorkgroup);
			} else if (cmpst) {
				/* data0 is the compared value, data1 the one stored */
				uint32_t nv = agc_lw_read_vgpr(l, mi->use[2].reg - AGC_REG_VGPR0, k);
				old = agc_spv_op(m, SpvOpAtomicCompareExchange, l->t_u32, 6, lds_ptr(l, a),
						 u(l, SpvScopeWorkgroup), u(l, 0), u(l, 0), nv, v);
			} else {
				old = agc_spv_op(m, aop, l->t_u32, 4, lds_ptr(l, a), u(l, SpvScopeWorkgroup), u(l, 0), v);
			}
			if (mi->ndef)
				agc_lw_write_vgpr(l, mi->def[0].reg - AGC_REG_VGPR0, k, old, 0);
			agc_lw_if_end(l, in_merge);
		}
		agc_lw_if_end(l, merge);
	}
	return 0;
}
