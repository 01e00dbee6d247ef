/*
 * lower_pcrel.c -- a scalar load of the code image's own data (ir/pcrel.c),
 * lowered to what it reads: constants, or for an indexed load an element
 * of a constant array.
 *
 *	s_load_dwordx2 s[6:7], s[4:5], 0x8   (s[4:5] pc-derived, data at 0x48)
 *	  -> s6 = 0x3f800000, s7 = 0x40000000 (the image's dwords)
 *	s_load_dword s8, s[4:5], s2          (indexed, table of N dwords)
 *	  -> s8 = (s2 / 4 < N) ? table[s2 / 4] : 0
 *	buffer_load_dword v1, v1, s[4:7], 0 offen   (per lane)
 *	  -> v1 = (v1 / 4 < N) ? table[v1 / 4] : 0 where the lane is active
 */
#include "spirv/lower.h"

/* Element k of the table from dword index idx: 0 past its end. */
static uint32_t
element(struct agc_lower *l, const struct agc_pcrel_load *p, uint32_t var, uint32_t idx,
	uint32_t k)
{
	struct agc_spv_module *m = l->m;
	uint32_t j = agc_spv_op(m, SpvOpIAdd, l->t_u32, 2, idx, agc_lw_u32(l, k));
	uint32_t inside = agc_spv_op(m, SpvOpULessThan, l->t_bool, 2, j, agc_lw_u32(l, p->ntable));
	uint32_t jc = agc_lw_ext(l, l->t_u32, GLSLstd450UMin, 2, j, agc_lw_u32(l, p->ntable - 1));
	uint32_t x = agc_spv_op(m, SpvOpLoad, l->t_u32, 1,
				agc_spv_op(m, SpvOpAccessChain, l->p_fn_u32, 2, var, jc));
	return agc_spv_op(m, SpvOpSelect, l->t_u32, 3, inside, x, agc_lw_u32(l, 0));
}

/* Each slot's lane reads at its own offset VGPR; only active lanes
 * write. */
static void
per_lane(struct agc_lower *l, const struct agc_ir_inst *in, const struct agc_pcrel_load *p,
	 uint32_t var)
{
	struct agc_spv_module *m = l->m;
	unsigned vd = in->mi->def[0].reg - AGC_REG_VGPR0, va = p->index_reg - AGC_REG_VGPR0;
	for (unsigned s = 0; s < l->K; s++) {
		uint32_t active = agc_lw_active(l, s);
		uint32_t idx = agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2,
					  agc_lw_read_vgpr(l, va, s), agc_lw_u32(l, 2));
		uint32_t v[4];
		for (uint32_t k = 0; k < p->nwords && k < 4; k++)
			v[k] = element(l, p, var, idx, k);
		for (uint32_t k = 0; k < p->nwords && k < 4; k++)
			agc_lw_write_vgpr(l, vd + k, s, v[k], active);
	}
}

int
agc_lower_pcrel_load(struct agc_lower *l, const struct agc_ir_inst *in,
		     const struct agc_pcrel_load *p)
{
	struct agc_spv_module *m = l->m;
	unsigned d = in->mi->def[0].reg;
	if (!p->indexed) {
		for (uint32_t k = 0; k < p->nwords; k++)
			agc_lw_write_sreg(l, d + k, agc_lw_u32(l, p->words[k]));
		return 0;
	}
	uint32_t *elems = agc_alloc(l->a, sizeof(uint32_t) * p->ntable);
	if (!elems) {
		m->oom = true;
		return 0;
	}
	for (uint32_t k = 0; k < p->ntable; k++)
		elems[k] = agc_lw_u32(l, p->words[k]);
	uint32_t arr_t = agc_spv_type(m, SpvOpTypeArray,
				      (uint32_t[]){l->t_u32, agc_lw_u32(l, p->ntable)}, 2);
	uint32_t arr = agc_spv_constant(m, SpvOpConstantComposite, arr_t, elems, p->ntable);
	uint32_t var = agc_spv_fn_var(m, agc_spv_type_pointer(m, SpvStorageClassFunction, arr_t), arr);
	if (p->per_lane) {
		per_lane(l, in, p, var);
		return 0;
	}
	uint32_t idx = agc_spv_op(m, SpvOpShiftRightLogical, l->t_u32, 2,
				  agc_lw_read_sreg(l, p->index_reg), agc_lw_u32(l, 2));
	uint32_t v[16];
	for (uint32_t k = 0; k < p->nwords; k++)
		v[k] = element(l, p, var, idx, k);
	/* all read before any is written: the index may be a destination */
	for (uint32_t k = 0; k < p->nwords; k++)
		agc_lw_write_sreg(l, d + k, v[k]);
	return 0;
}
