/*
 * lower_smem.c -- scalar memory loads through a 64-bit address in SGPRs
 * (s_buffer_load_dword* reads through a V#: lower_buffer.c):
 *
 *   s_load_dwordx2 s[2:3], s[0:1], 0x10   addr = (s[0:1] + 0x10) & ~3
 *                                         s2 = *addr; s3 = *(addr + 4)
 */
#include "spirv/lower.h"

/*
 * A pixel shader loads its dwords in pairs, one 64-bit load (Aligned 4)
 * for dwords 2k and 2k + 1: lavapipe (22.3) runs each load through a
 * device address as a loop over the pixels of its SIMD vector, one per
 * 32-bit component, and an s_load is as many loads as it has dwords, for
 * every pixel; the loops, not the arithmetic, are most of such a pixel
 * shader's time (the ubo scene: bench/README.md).  A 64-bit component
 * halves them.  Only with --address-map direct: a paged address
 * translates each dword on its own (a pair may straddle two pages).
 * s_buffer_load_dword* pairs them too (lower_buffer.c).
 */
bool
agc_lw_load_pairs(const struct agc_lower *l)
{
	return l->o->stage == AGC_HW_PS && l->o->address_map == AGC_ADDR_DIRECT;
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
	if (agc_lw_load_pairs(l))
		for (; i + 1 < n; i += 2)
			agc_lw_load_pair(l, addr, i, &v[i]);
	for (; i < n; i++)
		v[i] = agc_lw_load_dword(l, agc_lw_dword_ptr(l, addr, i));
	for (i = 0; i < n; i++)
		agc_lw_write_sreg(l, mi->def[0].reg + i, v[i]);
	return 0;
}
