/*
 * lower_smem.c -- scalar memory loads through a 64-bit address in SGPRs
 * (s_buffer_load_dword* reads through a V#: lower_buffer.c):
 *
 *   s_load_dwordx2 s[2:3], s[0:1], 0x10   addr = (s[0:1] + 0x10) & ~3
 *                                         s2 = *addr; s3 = *(addr + 4)
 */
#include "spirv/lower.h"

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
		v[i] = agc_lw_load_dword(l, agc_lw_dword_ptr(l, addr, i));
	for (unsigned i = 0; i < n; i++)
		agc_lw_write_sreg(l, mi->def[0].reg + i, v[i]);
	return 0;
}
