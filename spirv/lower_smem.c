/*
 * lower_smem.c -- scalar memory loads through a 64-bit address in SGPRs
 * (s_buffer_load_dword* reads through a V#: lower_buffer.c):
 *
 *   s_load_dwordx2 s[2:3], s[0:1], 0x10   addr = (s[0:1] + 0x10) & ~3
 *                                         s2 = *addr; s3 = *(addr + 4)
 */
#include "spirv/lower.h"

/*
 * A pixel shader's scalar loads: lavapipe (22.3) runs each load through a
 * device address as a loop over the pixels of its SIMD vector, one per
 * 32-bit component, and an s_load is as many loads as it has dwords, for
 * every pixel; those loads, not the arithmetic, are most of such a pixel
 * shader's time (the ubo scene: bench/README.md).  So with more than one
 * invocation a subgroup, lane i loads dword i mod n alone and the others
 * take it from that lane (load_spread; s_buffer_load: lower_buffer.c);
 * with one (--subgroup-size 1) the dwords go in pairs, one 64-bit load
 * (Aligned 4) for dwords 2k and 2k + 1, which halves the loops, and only
 * with --address-map direct: a paged address translates each dword on
 * its own (a pair may straddle two pages).
 */
bool
agc_lw_load_spread(const struct agc_lower *l)
{
	return l->o->stage == AGC_HW_PS && l->S > 1;
}

bool
agc_lw_load_pairs(const struct agc_lower *l)
{
	return l->o->stage == AGC_HW_PS && l->S == 1 && l->o->address_map == AGC_ADDR_DIRECT;
}

void
agc_lw_load_pair(struct agc_lower *l, uint32_t addr, unsigned i, uint32_t *v)
{
	struct agc_spv_module *m = l->m;
	uint32_t p32 = agc_lw_dword_ptr(l, addr, i);
	uint32_t p64 = agc_spv_op(m, SpvOpBitcast,
				  agc_spv_type_pointer(m, SpvStorageClassPhysicalStorageBuffer, l->t_u64),
				  1, p32);
	uint32_t x = agc_spv_op(m, SpvOpLoad, l->t_u64, 3, p64, (uint32_t)SpvMemoryAccessAlignedMask, 4u);
	uint32_t pair = agc_lw_bitcast(l, l->t_v2u32, x);
	v[0] = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, pair, 0);
	v[1] = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, pair, 1);
}

/*
 * A pixel shader's s_load of n dwords (2 <= n <= 16) is one load a lane:
 * lane i loads dword i mod n, and dword k is lane k's, broadcast
 * (OpGroupNonUniformBroadcast), where lane k is active; where it is not
 * (an edge pixel's lanes, a subgroup smaller than n), dword k is loaded
 * again by every lane, under a branch all lanes take alike.  The address
 * is the SGPRs', the same in every lane.
 *
 *	s_load_dwordx4 s[4:7], s[2:3], 0x0   ->  x = *(addr + 4 * (lid & 3))
 *	                                         s4 = lane 0 active ? broadcast(x, 0) : *addr ...
 */
static void
load_spread(struct agc_lower *l, uint32_t addr, unsigned n, uint32_t *v)
{
	struct agc_spv_module *m = l->m;
	uint32_t idx = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, l->sid, agc_lw_u32(l, n - 1));
	uint32_t a = agc_spv_op(m, SpvOpIAdd, l->t_u64, 2, addr,
				agc_spv_op(m, SpvOpUConvert, l->t_u64, 1,
					   agc_spv_op(m, SpvOpShiftLeftLogical, l->t_u32, 2, idx, agc_lw_u32(l, 2))));
	uint32_t x = agc_lw_load_dword(l, agc_lw_dword_ptr(l, a, 0));
	uint32_t act = agc_spv_op(m, SpvOpGroupNonUniformBallot, l->t_v4u32, 2, agc_lw_u32(l, SpvScopeSubgroup),
				  agc_spv_const_bool(m, true));
	act = agc_spv_op(m, SpvOpCompositeExtract, l->t_u32, 2, act, 0);
	for (unsigned k = 0; k < n; k++) {
		uint32_t bit = agc_spv_op(m, SpvOpBitwiseAnd, l->t_u32, 2, act, agc_lw_u32(l, 1u << k));
		uint32_t on = agc_spv_op(m, SpvOpINotEqual, l->t_bool, 2, bit, agc_lw_u32(l, 0));
		uint32_t b = agc_spv_op(m, SpvOpGroupNonUniformBroadcast, l->t_u32, 3,
					agc_lw_u32(l, SpvScopeSubgroup), x, agc_lw_u32(l, k));
		uint32_t var = agc_spv_fn_var(m, l->p_fn_u32, agc_lw_u32(l, 0));
		agc_spv_code(m, SpvOpStore, 2, var, b);
		uint32_t merge = agc_lw_if_begin(l, agc_spv_op(m, SpvOpLogicalNot, l->t_bool, 1, on));
		agc_spv_code(m, SpvOpStore, 2, var, agc_lw_load_dword(l, agc_lw_dword_ptr(l, addr, k)));
		agc_lw_if_end(l, merge);
		v[k] = agc_spv_op(m, SpvOpLoad, l->t_u32, 1, var);
	}
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
	unsigned i = 0;
	if (agc_lw_load_spread(l) && n >= 2) {
		agc_spv_capability(m, SpvCapabilityGroupNonUniformBallot);
		load_spread(l, addr, n, v);
		i = n;
	}
	if (agc_lw_load_pairs(l))
		for (; i + 1 < n; i += 2)
			agc_lw_load_pair(l, addr, i, &v[i]);
	for (; i < n; i++)
		v[i] = agc_lw_load_dword(l, agc_lw_dword_ptr(l, addr, i));
	for (i = 0; i < n; i++)
		agc_lw_write_sreg(l, mi->def[0].reg + i, v[i]);
	return 0;
}
