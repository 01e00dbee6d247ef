/*
 * lower_address.c -- memory through guest addresses: a guest address
 * (uint64) to a PhysicalStorageBuffer pointer, dword and byte-field
 * accesses, and the atomics SPIR-V has no instruction for (inc/dec with a
 * limit) or only with Int64Atomics.
 *
 * Guest addresses map to device addresses directly, or through the page
 * table (--address-map paged): device = table[guest >> 16] + (guest & 0xffff).
 * Every access is dword-aligned, so no dword crosses a page.  With
 * --address32, a guest address whose high dword is address32_hi is the
 * window's device address plus its low dword.
 */
#include "spirv/lower.h"

/* Device address (uint64) of a guest address (uint64) by the page table.
 * The GPU's virtual addresses have 48 bits, and the hardware ignores bits
 * 63:48: RADV sets them to 0xffff in the node addresses of its ray
 * traversal (0x0000123456789a40 reads as 0xffff123456789a40 does). */
static uint32_t
translate_paged(struct agc_lower *l, uint32_t addr)
{
	struct agc_spv_module *m = l->m;
	/* the high dword's 16 bits cleared (a 64-bit AND is two, through ACO) */
	uint32_t v = agc_lw_bitcast(l, l->t_v2u32, addr);
	uint32_t top = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2,
				 agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 1u), agc_lw_u32(l, 0xffff));
	addr = agc_lw_bitcast(l, l->t_u64, agc_spv_op(m, SpvOpCompositeInsert, l->t_v2u32, 3, top, v, 1u));
	if (l->o->address_map != AGC_ADDR_PAGED)
		return addr;
	uint32_t page = agc_spv_op(m, SpvOpShiftRightLogical, l->t_u64, 2, addr, agc_lw_u32(l, AGC_PAGE_SHIFT));
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
	/* the dwords as they are: a 64-bit shift and AND are two instructions
	 * each, through ACO */
	uint32_t v = agc_lw_bitcast(l, l->t_v2u32, addr);
	uint32_t hi = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 1u);
	uint32_t in = agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, hi, agc_lw_u32(l, l->o->address32_hi));
	uint32_t lo = agc_spv_op(m, SpvOpUConvert, l->t_u64, 1,
				 agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, v, 0u));
	uint32_t win = agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, l->window, lo);
	uint32_t other = translate_paged(l, l->o->address_map == AGC_ADDR_PAGED
						    ? agc_spv_op(m, SpvOpSelect, l->t_u64, 3, in, agc_lw_const64(l, 0), addr)
						    : addr);
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
	return agc_spv_op(m, SpvOpIMul, l->t_u32, 2, agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, lo, agc_lw_u32(l, 3)),
			  agc_lw_u32(l, 8));
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
	agc_lw_store_bits(l, addr64, agc_lw_u32(l, 0), bits, v);
}

void
agc_lw_store_bits(struct agc_lower *l, uint32_t addr64, uint32_t shift, uint32_t bits, uint32_t v)
{
	/* clear then set the bits with atomics, so that lanes writing
	 * other bits of the same dword do not race */
	struct agc_spv_module *m = l->m;
	uint32_t p = agc_lw_dword_ptr(l, aligned(l, addr64), 0);
	uint32_t sh = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, field_shift(l, addr64), shift);
	uint32_t ones = agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2, agc_lw_u32(l, ~0u),
				   agc_spv_op(m, SpvOpISub, l->t_u32, 2, agc_lw_u32(l, 32), bits));
	uint32_t mask = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, ones, sh);
	v = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, v, ones);
	v = agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, v, sh);
	agc_spv_op(m, SpvOpAtomicAnd, l->t_u32, 4, p, agc_lw_u32(l, SpvScopeDevice), agc_lw_u32(l, 0),
		   agc_spv_op(m, SpvOpNot, l->t_u32, 1, mask));
	agc_spv_op(m, SpvOpAtomicOr, l->t_u32, 4, p, agc_lw_u32(l, SpvScopeDevice), agc_lw_u32(l, 0), v);
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
	uint32_t guess = agc_spv_fn_var(m, l->p_fn_u32, agc_lw_u32(l, 0));
	agc_spv_code(m, SpvOpStore, 2, guess, agc_spv_op(m, SpvOpAtomicLoad, l->t_u32, 3, ptr, agc_lw_u32(l, scope), agc_lw_u32(l, 0)));
	agc_spv_code(m, SpvOpBranch, 1, header);
	agc_spv_code(m, SpvOpLabel, 1, header);
	agc_spv_code(m, SpvOpLoopMerge, 3, merge, cont, (uint32_t)SpvLoopControlMaskNone);
	agc_spv_code(m, SpvOpBranch, 1, body);
	agc_spv_code(m, SpvOpLabel, 1, body);
	uint32_t old = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, guess);
	uint32_t nv;
	if (dec) {
		uint32_t wrap = agc_spv_op(m, SpvOpLogicalOr, l->t_bool, 2,
					   agc_spv_op(m, SpvOpIEqual, l->t_bool, 2, old, agc_lw_u32(l, 0)),
					   agc_spv_op(m, SpvOpUGreaterThan, l->t_bool, 2, old, data));
		nv = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, wrap, data, agc_spv_op(m, SpvOpISub, l->t_u32, 2, old, agc_lw_u32(l, 1)));
	} else {
		uint32_t wrap = agc_spv_op(m, SpvOpUGreaterThanEqual, l->t_bool, 2, old, data);
		nv = agc_spv_op(m, SpvOpSelect, l->t_u32, 3, wrap, agc_lw_u32(l, 0), agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, old, agc_lw_u32(l, 1)));
	}
	uint32_t got = agc_spv_op(m, SpvOpAtomicCompareExchange, l->t_u32, 6, ptr, agc_lw_u32(l, scope), agc_lw_u32(l, 0), agc_lw_u32(l, 0), nv, old);
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
		return agc_spv_op(m, op, l->t_u64, 6, p, agc_lw_u32(l, SpvScopeDevice), agc_lw_u32(l, 0), agc_lw_u32(l, 0), data, cmp);
	return agc_spv_op(m, op, l->t_u64, 4, p, agc_lw_u32(l, SpvScopeDevice), agc_lw_u32(l, 0), data);
}
